// The AG-UI replies of examples/langgraph-ag-ui, recorded from the LangGraph API server
// (test/fixtures/protocol/langgraph-ag-ui.json), replayed by a loopback server to the README's
// command: LangGraph's RAW events and state and message snapshots raise no warning, and the suite
// passes on them. The example itself, on the real LangGraph server twice in a row and broken, costs
// about ten seconds of CPU, so it runs with `npm run test:dist` (langgraph-ag-ui.int.test.ts).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentEval, ROOT } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

interface Recorded {
  replies: Record<string, { threadId: string; runId: string; body: string }>;
}

const RECORDED = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/protocol/langgraph-ag-ui.json'), 'utf8')) as Recorded;
const tempDir = useTempDir('langgraph-ag-ui-recorded');
let server: http.Server;
let url: string;
const asked: string[] = [];

beforeAll(async () => {
  // Each request gets the reply recorded for its last user message, in the ids of this request.
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      const input = JSON.parse(text) as { threadId: string; runId: string; messages: { role: string; content: string }[] };
      const last = input.messages.findLast((m) => m.role === 'user')?.content ?? '';
      asked.push(last);
      const reply = RECORDED.replies[last];
      if (!reply) {
        res.writeHead(404).end(`no recorded reply to ${JSON.stringify(last)}`);
        return;
      }
      const body = reply.body.replaceAll(reply.runId, input.runId).replaceAll(reply.threadId, input.threadId);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("the LangGraph example's recorded AG-UI replies", () => {
  it('pass its suite with the README command, with no warning about the events LangGraph sends', async () => {
    const out = await tempDir();
    const suites = join(ROOT, 'examples', 'langgraph-ag-ui', 'suite.yaml');
    const { code, output } = await agentEval(['run', '--protocol', 'ag-ui', '--target', url, '--suites', suites, '--out', out]);
    expect(output).toContain('4 planned: 4 passed, 0 failed, 0 errored, 0 skipped');
    expect(code).toBe(0);
    expect(output).not.toContain('unknown type');
    expect(output).not.toMatch(/^warning/m);
    // Every turn of both tests, twice (repeats: 2), was answered from a recording.
    expect(asked.toSorted()).toEqual(
      ['Hi', 'I was charged twice', 'It is order 4417', 'Hello', 'My router is down'].flatMap((m) => [m, m]).toSorted(),
    );
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as {
      suites: { tests: { runs: { turns: { node_after: string | null }[] }[] }[] }[];
    };
    // The nodes come from LangGraph's state snapshots: billing after the double charge, support after the router.
    const nodes = results.suites[0]!.tests.map((t) => t.runs[0]!.turns.map((turn) => turn.node_after));
    expect(nodes).toEqual([
      ['greet', 'billing', 'billing'],
      ['greet', 'support'],
    ]);
  });
});
