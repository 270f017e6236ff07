// Why the check got its verdict (wording/verdict.ts), from the reason code comparison.json records.
import { describe, expect, it } from 'vitest';
import { comparisonReasonText } from '../../../src/report/wording/verdict.ts';

describe('comparisonReasonText', () => {
  it('words the reason of the check', () => {
    expect(comparisonReasonText({ code: 'suites_invalid', suites: ['a', 'b'] })).toBe(
      "2 suites (a, b) invalid: the data cannot be trusted, see each suite's reason",
    );
  });
});
