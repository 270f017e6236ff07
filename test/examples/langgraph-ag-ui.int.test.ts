// examples/langgraph-ag-ui as its README runs it: the LangGraph JS graph on the LangGraph API
// server, served over AG-UI by @ag-ui/langgraph, then `agent-eval run --protocol ag-ui` against it
// twice in a row; and the same agent broken (AGENT_BROKEN=1), which the suite must catch.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentEval, ROOT } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const EXAMPLE = join(ROOT, 'examples', 'langgraph-ag-ui');
const tempDir = useTempDir('langgraph-ag-ui');

interface Example {
  url: string;
  stop(): Promise<void>;
}

/** Starts server.mjs and resolves with the AG-UI endpoint it prints. */
async function startExample(env: Record<string, string> = {}): Promise<Example> {
  const child: ChildProcess = spawn(process.execPath, [join(EXAMPLE, 'server.mjs')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /AG-UI endpoint: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => reject(new Error(`the example exited before it listened:\n${output}`)));
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function runSuite(url: string) {
  const out = await tempDir();
  const result = await agentEval(['run', '--protocol', 'ag-ui', '--target', url, '--suites', join(EXAMPLE, 'suite.yaml'), '--out', out]);
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as {
    suites: { tests: { test_id: string; runs: { outcome: string }[] }[] }[];
  };
  return { ...result, results };
}

describe('the LangGraph example over AG-UI', () => {
  let example: Example;
  beforeAll(async () => {
    example = await startExample();
  }, 90_000);
  afterAll(() => example?.stop());

  it('passes twice in a row, with no warning about the events LangGraph sends', async () => {
    for (const _ of [1, 2]) {
      const { code, output, results } = await runSuite(example.url);
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
  let example: Example;
  beforeAll(async () => {
    example = await startExample({ AGENT_BROKEN: '1' });
  }, 90_000);
  afterAll(() => example?.stop());

  it('fails the test its regression breaks, with exit code 1 and the node it went to', async () => {
    const { code, output } = await runSuite(example.url);
    expect(output).toContain(
      'langgraph_support › billing_refund: 2 of 2 runs failed; turn charged: NODE_MISMATCH: expected next node "billing", got "support"',
    );
    expect(output).toContain('4 planned: 2 passed, 2 failed, 0 errored, 0 skipped');
    expect(code).toBe(1);
  }, 120_000);
});
