// A minimal agent for the benchmarks: node:http answering every POST with one fixed, valid
// ExecutionResult after an optional delay. It runs in its own process (bench/agent-process.ts) so the
// harness being measured does not share its event loop with the agent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The reply to every turn: small, valid, and the same each time so every request body is the same size. */
export const FIXED_RESULT = {
  current_node_id: 'main_menu',
  flow_completed: false,
  assistant_message: 'How can I help you today?',
  history: [
    { role: 'user', content: 'hello' },
    { role: 'assistant', content: 'How can I help you today?' },
  ],
  memory: { turn_index: 1, facts: [{ key: 'greeting', value: 'hello' }], summary: { level: 0, chunks: [] } },
  tool_calls: [],
  trace_id: null,
};

export interface BenchAgent {
  url: string;
  /** Requests answered so far. */
  requests(): number;
  close(): Promise<void>;
}

export interface BenchAgentOptions {
  latencyMs?: number;
  /** Called with the arrival time (performance.now()) of every request. */
  onRequest?: (at: number) => void;
  /** Called with the text of every request body, in arrival order. */
  onBody?: (body: string) => void;
}

export async function startBenchAgent(options: BenchAgentOptions = {}): Promise<BenchAgent> {
  const body = Buffer.from(JSON.stringify(FIXED_RESULT));
  const latency = options.latencyMs ?? 0;
  let count = 0;
  const server: Server = createServer((req, res) => {
    options.onRequest?.(performance.now());
    count += 1;
    // The request body is read in full, as a real agent would, before answering.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      if (options.onBody) chunks.push(chunk);
    });
    req.on('end', () => {
      options.onBody?.(Buffer.concat(chunks).toString('utf8'));
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
        res.end(body);
      };
      if (latency > 0) setTimeout(answer, latency);
      else answer();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
