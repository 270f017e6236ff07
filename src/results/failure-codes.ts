// The failure codes a turn or run can carry, and which of them are infrastructure, not the agent.
import { z } from 'zod';

export const FAILURE_CODES = [
  'NODE_MISMATCH',
  'TOOL_ARGS_MISMATCH',
  'ASSISTANT_CONTENT',
  'FACT_DRIFT',
  'QUALITY_JUDGE_FAIL',
  'ENGINE_ERROR',
  'TIMEOUT',
  'FLAKY',
  'JUDGE_ERROR',
  'GOAL_NOT_REACHED',
  'SIM_ERROR',
] as const;
export const FailureCodeSchema = z.enum(FAILURE_CODES);
export type FailureCode = z.infer<typeof FailureCodeSchema>;

/**
 * Infrastructure codes: the run says nothing about the agent's behaviour. JUDGE_ERROR: a judge or
 * embeddings check could not be scored (the judge failed, or its reply never parsed). SIM_ERROR:
 * the simulated user failed (an empty, malformed or failed reply, twice in a row), not the agent.
 */
export const INFRA_CODES: readonly FailureCode[] = ['ENGINE_ERROR', 'TIMEOUT', 'JUDGE_ERROR', 'SIM_ERROR'];
