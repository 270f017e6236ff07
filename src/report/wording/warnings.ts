// The warnings of a comparison, one sentence each.
import type { ComparisonWarning } from '../../compare/comparison-schema.ts';
import { level, plural, pointsText as points, pValue } from '../../format.ts';
import { ageText, maxAgeText } from '../format.ts';
import { performanceFloorText, STORED_BASELINE_LATENCY } from './performance-gate.ts';

/** What these runs cannot decide, and how many would: said before the first call too (floorText). */
export function floorText(f: Extract<ComparisonWarning, { code: 'design_floor' }>): string {
  const runs = `${plural(f.head_runs, 'run')} per test against a baseline of ${f.base_runs}`;
  const more = (n: number | null): string => (n === null ? 'no number of runs up to 1000 would' : `${n} runs per test would`);
  const parts = [
    f.can_break
      ? ''
      : `no single test can fail the check (its smallest p, ${pValue(f.smallest_break_p)}, is above α/2 = ${level(f.level)}; ${more(f.runs_to_break)})`,
    f.can_rule_out
      ? ''
      : `no test's drop of ${points(f.min_test_effect)} can be ruled out, so the check cannot pass (its smallest p, ${pValue(f.smallest_rule_out_p)}, is above ${level(f.ni_level)}; ${more(f.runs_to_rule_out)})`,
  ].filter(Boolean);
  return `with ${runs}, ${parts.join(', and ')}`;
}

export function warningText(warning: ComparisonWarning): string {
  switch (warning.code) {
    case 'design_floor':
      return floorText(warning);
    case 'performance_floor':
      return performanceFloorText(warning);
    case 'latency_stored_baseline':
      return `fail-on-latency does not gate: ${STORED_BASELINE_LATENCY}`;
    case 'suites_moved_together':
      return `all ${warning.suites} suites fell, by ${points(-warning.from)} to ${points(-warning.to)}: against a stored baseline that is what a drift of the model provider or of the base looks like, which the PR did not cause; rerun the base in the same job (baseline-target-url) to tell drift from the PR`;
    case 'quarantine_expired':
      return `quarantine entry for ${warning.test_id} expired on ${warning.expires}: the test gates again; fix it or renew the entry (reason given: ${warning.reason})`;
    case 'quarantine_unmatched':
      return `quarantine entry for ${warning.test_id} matches no test in the head results: check the id`;
    case 'run_incomplete':
      return `the ${warning.side} run is incomplete${warning.detail === null ? '' : `: ${warning.detail}`}`;
    case 'no_baseline':
      return `No baseline: ${warning.detail}`;
    case 'baseline_batch_dependent':
      return `the baseline's runs are not independent: the first and second halves of its runs differ more than chance allows (within-side correlation ${warning.icc.toFixed(2)}, F test p = ${pValue(warning.f_p_value)} over ${plural(warning.tests, 'test')}), so each test's p allows for that; a fresh baseline (push to the default branch, or baseline-target-url) may have been run under steadier conditions`;
    case 'baseline_stale':
      return `the baseline is stale: it ran ${ageText(warning.age_ms)} ago, past the limit of ${maxAgeText(warning.max_days)} (max-baseline-age), so the base's pass rates may no longer be what the agent does today; ${
        warning.source === 'branch'
          ? 'refresh it: push to the default branch, run the action with command refresh-baseline, or set baseline-target-url to run a fresh baseline in the same job'
          : 'run the base again and pass its results.json, or raise --max-baseline-age (0: no limit)'
      }`;
  }
}
