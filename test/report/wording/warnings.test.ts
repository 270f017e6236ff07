// The check-wide warnings of a comparison (wording/warnings.ts), as every report words them.
import { describe, expect, it } from 'vitest';
import { warningText } from '../../../src/report/wording/warnings.ts';

describe('warningText', () => {
  it('words the check-wide warnings', () => {
    expect(warningText({ code: 'run_incomplete', side: 'head', detail: 'interrupted by a signal' })).toBe(
      'the head run is incomplete: interrupted by a signal',
    );
    expect(warningText({ code: 'run_incomplete', side: 'base', detail: null })).toBe('the base run is incomplete');
    expect(warningText({ code: 'no_baseline', detail: 'the branch agent-eval-baselines does not exist yet' })).toBe(
      'No baseline: the branch agent-eval-baselines does not exist yet',
    );
  });
});
