// The warnings of a comparison, one sentence each.
import type { ComparisonWarning } from '../../compare/comparison-schema.ts';
import { plural, pValue } from '../../format.ts';
import { ageText, maxAgeText } from '../format.ts';

export function warningText(warning: ComparisonWarning): string {
  switch (warning.code) {
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
