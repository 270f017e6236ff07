// examples/langgraph-ag-ui as its README runs it: the LangGraph JS graph on the LangGraph API
// server, served over AG-UI by @ag-ui/langgraph, then `agent-eval run --protocol ag-ui` against it
// twice in a row; and the same agent broken (EXAMPLE_FAULT=misroute), which the suite must catch.
// The server costs about ten seconds of CPU, so this file is in the dist tier (`npm run test:dist`);
// `npm test` replays its recorded replies (langgraph-ag-ui-recorded.int.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentEval, ROOT } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';
import { startExample } from './start-example.ts';

const EXAMPLE = join(ROOT, 'examples', 'langgraph-ag-ui');
const tempDir = useTempDir('langgraph-ag-ui');

async function runSuite(url: string) {
  const out = await tempDir();
  const result = await agentEval(['run', '--protocol', 'ag-ui', '--target', url, '--suites', join(EXAMPLE, 'suite.yaml'), '--out', out]);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as {
    suites: { tests: { test_id: string; runs: { outcome: string }[] }[] }[];
  };
  return { ...result, results };
}

describe('the LangGraph example over AG-UI', () => {
  it('passes twice in a row, with no warning about the events LangGraph sends', async () => {
    const url = await startExample('langgraph-ag-ui/server.mjs');
    for (const _ of [1, 2]) {
      const { code, output, results } = await runSuite(url);
      expect(output).toContain('4 planned: 4 passed, 0 failed, 0 errored, 0 skipped');
      expect(code).toBe(0);
      // LangGraph streams hundreds of RAW events and a typed state: none of them is a problem.
      expect(output).not.toContain('unknown type');
      expect(output).not.toMatch(/^warning/m);
      expect(results.suites[0]!.tests.flatMap((t) => t.runs.map((r) => r.outcome))).toEqual(['passed', 'passed', 'passed', 'passed']);
    }
  }, 120_000);
});

describe('the LangGraph example, broken', () => {
  it('fails the test its regression breaks, with exit code 1 and the node it went to', async () => {
    const { code, output } = await runSuite(await startExample('langgraph-ag-ui/server.mjs', { EXAMPLE_FAULT: 'misroute' }));
    expect(output).toContain(
      'langgraph_support › billing_refund: 2 of 2 runs failed; turn charged: NODE_MISMATCH: expected next node "billing", got "support"',
    );
    expect(output).toContain('4 planned: 2 passed, 2 failed, 0 errored, 0 skipped');
    expect(code).toBe(1);
  }, 120_000);
});
