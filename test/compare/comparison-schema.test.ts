// comparison.json: what the schema accepts, old files included.
import { describe, expect, it } from 'vitest';
import { ComparisonSchema, SuiteReasonSchema, ValidityNoteSchema } from '../../src/compare/comparison-schema.ts';
import { validityText } from '../../src/report/wording/suite.ts';

describe('comparison.json schema', () => {
  it('old comparison files that judged errored runs by the worst case still read', () => {
    const old = {
      code: 'errored_runs_decide',
      errored: [{ side: 'head', errored: 3, attempted: 12, codes: { TIMEOUT: 3 } }],
      left_out_regresses: false,
      counted_passed: false,
      counted_failed: true,
      judge: false,
      agent: true,
    };
    expect(SuiteReasonSchema.parse(old)).toEqual(old);
    const note = { code: 'errored_runs_left_out', errored: old.errored };
    expect(validityText(ValidityNoteSchema.parse(note))).toBe(
      'head: 3 of 12 runs errored (TIMEOUT×3): left out of the pass rates; counted as passed or as failed they would not change the verdict',
    );
  });

  it('rejects a file of another schema version', () => {
    const result = ComparisonSchema.safeParse({ schema: 'agent-eval/comparison@0' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((i) => i.path[0] === 'schema')).toBe(true);
  });
});
