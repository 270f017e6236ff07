// The failure codes a run can carry, and which of them blame the infrastructure, not the agent.
import { describe, expect, it } from 'vitest';
import { FAILURE_CODES, FailureCodeSchema, INFRA_CODES } from '../../src/results/failure-codes.ts';

describe('failure codes', () => {
  it('accepts every listed code and refuses one the product does not know', () => {
    for (const code of FAILURE_CODES) expect(FailureCodeSchema.parse(code)).toBe(code);
    expect(FailureCodeSchema.safeParse('NODE_MISMACTH').success).toBe(false);
  });

  it("counts as infrastructure only listed codes, never a failure of the agent's own behaviour", () => {
    for (const code of INFRA_CODES) expect(FAILURE_CODES).toContain(code);
    // An agent failure taken for infrastructure would be left out of the pass rates and hide a regression.
    for (const code of ['NODE_MISMATCH', 'TOOL_ARGS_MISMATCH', 'ASSISTANT_CONTENT', 'FACT_DRIFT', 'QUALITY_JUDGE_FAIL', 'GOAL_NOT_REACHED'])
      expect(INFRA_CODES).not.toContain(code);
  });
});
