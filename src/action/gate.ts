// What a comparison means for the step and the check run, per fail-on, fail-on-invalid and
// fail-on-inconclusive. A broken test regresses its suite, so it fails like any regression; a drop
// neither shown nor ruled out (possible regressions, underpowered or inconclusive suites, suites
// without common tests) leaves the comparison inconclusive: a neutral check, or a failing one with
// fail-on-inconclusive.
import type { Comparison } from '../compare/comparison-schema.ts';
import { comparisonReasonText } from '../report/wording/verdict.ts';
import { performanceHeadline } from '../report/wording/performance-gate.ts';
import type { FailOn } from './inputs.ts';

export interface GateDecision {
  /** Why the step fails; null when it passes. */
  failure: string | null;
  conclusion: 'success' | 'failure' | 'neutral';
}

export function decideGate(comparison: Comparison, failOn: FailOn, failOnInvalid: boolean, failOnInconclusive = false): GateDecision {
  const regressed = comparison.suites.filter((s) => s.verdict === 'regressed').map((s) => s.suite_id);
  if (comparison.verdict === 'invalid') {
    return failOnInvalid
      ? { failure: `The comparison is invalid: ${comparisonReasonText(comparison.reason)}`, conclusion: 'failure' }
      : { failure: null, conclusion: 'neutral' };
  }
  if (failOn === 'never')
    return { failure: null, conclusion: comparison.verdict === 'fail' ? 'neutral' : comparison.verdict === 'pass' ? 'success' : 'neutral' };
  if (
    comparison.verdict === 'fail' &&
    (comparison.reason.code === 'latency_regression' || comparison.reason.code === 'tokens_regression')
  ) {
    return { failure: `${performanceHeadline(comparison.reason)}: ${comparisonReasonText(comparison.reason)}`, conclusion: 'failure' };
  }
  if (comparison.verdict === 'fail') {
    const broken = (comparison.broken_tests ?? []).map(
      (t) => `${t.suite_id} › ${t.test_id} (${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs})`,
    );
    const brokenText = broken.length > 0 ? `Broken test${broken.length === 1 ? '' : 's'}: ${broken.join(', ')}. ` : '';
    return {
      failure: `${brokenText}Significant regression in ${regressed.join(', ')}: ${comparisonReasonText(comparison.reason)}`,
      conclusion: 'failure',
    };
  }
  if (failOn === 'any-regression') {
    const dropped = comparison.suites.filter((s) => (s.delta?.estimate ?? 0) < 0).map((s) => s.suite_id);
    if (dropped.length > 0)
      return { failure: `Pass rate dropped in ${dropped.join(', ')} (fail-on: any-regression)`, conclusion: 'failure' };
  }
  // ⚠️: no regression shown, none ruled out; a team that wants only ✅ to pass asks for this.
  if (comparison.verdict === 'inconclusive' && failOnInconclusive) {
    return {
      failure: `The comparison is inconclusive (fail-on-inconclusive): ${comparisonReasonText(comparison.reason)}`,
      conclusion: 'failure',
    };
  }
  return { failure: null, conclusion: comparison.verdict === 'pass' ? 'success' : 'neutral' };
}
