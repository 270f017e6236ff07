// results.json (`agent-eval/results@1`): what the schema accepts and refuses.
import { describe, expect, it } from 'vitest';
import { RESULTS_SCHEMA, ResultsSchema } from '../../src/results/results-schema.ts';
import { makeResults } from '../helpers/results.ts';

const written = () => makeResults('a'.repeat(40), [{ suite_id: 'support', tests: { greet: ['passed', 'failed'] } }]);

describe('results.json schema', () => {
  it('reads a results file back as it was written', () => {
    const results = written();
    expect(results.schema).toBe(RESULTS_SCHEMA);
    expect(ResultsSchema.parse(JSON.parse(JSON.stringify(results)))).toEqual(results);
  });

  it('refuses a file of another schema version', () => {
    const result = ResultsSchema.safeParse({ ...written(), schema: 'agent-eval/results@0' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((i) => i.path[0] === 'schema')).toBe(true);
  });

  it('refuses a run with a failure code or an outcome it does not know', () => {
    const badCode = written();
    (badCode.suites[0]!.tests[0]!.runs[1]!.codes as string[]).push('NOT_A_CODE');
    expect(ResultsSchema.safeParse(badCode).success).toBe(false);
    const badOutcome = written();
    (badOutcome.suites[0]!.tests[0]!.runs[0] as { outcome: string }).outcome = 'maybe';
    expect(ResultsSchema.safeParse(badOutcome).success).toBe(false);
  });
});
