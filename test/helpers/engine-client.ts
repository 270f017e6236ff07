// The reference agent's engine as an in-memory AgentClient: the real demo flow and rule policy,
// no server, no socket. For unit tests of whatever plays conversations.
import { normaliseResult } from '../../src/agent/normalise.ts';
import type { AgentClient, ExecuteRequest } from '../../src/agent/types.ts';
import { createEngine, type EngineOptions } from '../../src/reference-agent/engine.ts';
import { DEMO_FLOW_FILE, loadFlowFile } from '../../src/reference-agent/flow.ts';
import { ExecuteRequestSchema } from '../../src/reference-agent/protocol.ts';

export interface EngineClient extends AgentClient {
  /** Every request the agent received, in order. */
  readonly requests: ExecuteRequest[];
}

/** The demo flow, read once per test file (the engine never changes it). */
let demoFlow: ReturnType<typeof loadFlowFile> | undefined;

/** The demo flow's engine (misroutes and other EngineOptions as given) behind the AgentClient port. */
export async function engineClient(options: Omit<EngineOptions, 'flow'> = {}): Promise<EngineClient> {
  demoFlow ??= loadFlowFile(DEMO_FLOW_FILE);
  const engine = createEngine({ flow: await demoFlow, now: () => 0, ...options });
  const requests: ExecuteRequest[] = [];
  return {
    target: 'http://reference-agent.test',
    transport: 'http',
    requests,
    conversation: () => ({
      execute: async (request) => {
        requests.push(request);
        const result = await engine.execute(ExecuteRequestSchema.parse(JSON.parse(JSON.stringify(request))));
        return { turn: normaliseResult(JSON.parse(JSON.stringify(result))), attempts: 1, latency_ms: 1 };
      },
      close: async () => {},
    }),
  };
}
