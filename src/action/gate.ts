// What a comparison means for the step and the check run, per fail-on and fail-on-invalid.
import type { Comparison } from '../compare/schema.ts';
import type { FailOn } from './inputs.ts';

export interface GateDecision {
  /** Why the step fails; null when it passes. */
  failure: string | null;
  conclusion: 'success' | 'failure' | 'neutral';
}

export function decideGate(comparison: Comparison, failOn: FailOn, failOnInvalid: boolean): GateDecision {
  const regressed = comparison.suites.filter((s) => s.verdict === 'regressed').map((s) => s.suite_id);
  if (comparison.verdict === 'invalid') {
    return failOnInvalid
      ? { failure: `The comparison is invalid: ${comparison.reason}`, conclusion: 'failure' }
      : { failure: null, conclusion: 'neutral' };
  }
  if (failOn === 'never')
    return { failure: null, conclusion: comparison.verdict === 'fail' ? 'neutral' : comparison.verdict === 'pass' ? 'success' : 'neutral' };
  if (comparison.verdict === 'fail')
    return { failure: `Significant regression in ${regressed.join(', ')}: ${comparison.reason}`, conclusion: 'failure' };
  if (failOn === 'any-regression') {
    const dropped = comparison.suites.filter((s) => (s.delta?.estimate ?? 0) < 0).map((s) => s.suite_id);
    if (dropped.length > 0)
      return { failure: `Pass rate dropped in ${dropped.join(', ')} (fail-on: any-regression)`, conclusion: 'failure' };
  }
  return { failure: null, conclusion: comparison.verdict === 'pass' ? 'success' : 'neutral' };
}
