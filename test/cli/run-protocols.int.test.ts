// `agent-eval run --protocol ...` as a user runs it (in-process): the capability check before the
// first call, and the same scripted suites giving the same results over execute and over an AG-UI
// wrapper of the same flow.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { startAgUiWrapper, type AgUiWrapper } from '../fakes/ag-ui-wrapper.ts';
import { agentEval } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const tempDir = useTempDir('protocols');
const run = (...argv: string[]) => agentEval(['run', ...argv]);

let reference: ReferenceAgent;
let wrapper: AgUiWrapper;
beforeAll(async () => {
  reference = await startReferenceAgent();
  wrapper = await startAgUiWrapper(reference.url);
});
afterAll(async () => {
  await wrapper.close();
  await reference.close();
});

/** The demo suites without the keys AG-UI cannot carry (flow_completed, node_descriptor.options_contains). */
async function scriptedSuites(): Promise<string[]> {
  const dir = await tempDir();
  return ['demo-routing', 'demo-memory', 'demo-tools'].map((name) => {
    const suite = parse(readFileSync(join('suites', `${name}.yaml`), 'utf8')) as { tests: Record<string, unknown>[] };
    const strip = (assertions: unknown) => {
      if (assertions && typeof assertions === 'object')
        for (const key of ['flow_completed', 'node_descriptor.options_contains']) delete (assertions as Record<string, unknown>)[key];
    };
    for (const test of suite.tests) {
      for (const turn of test.turns as { expected?: unknown }[]) strip(turn.expected);
      strip(test.final_assertions);
    }
    const file = join(dir, `${name}.json`);
    writeFileSync(file, JSON.stringify(suite));
    return file;
  });
}

interface Results {
  suites: {
    suite_id: string;
    tests: {
      test_id: string;
      runs: { outcome: string; turns: { node_after: string | null; assertions: { key: string; pass: boolean }[] }[] }[];
    }[];
  }[];
}

/** What a user reads off the results: each run's outcome, and each turn's node and assertion verdicts. */
function verdicts(out: string) {
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as Results;
  return results.suites.flatMap((s) =>
    s.tests.map((t) => ({
      test: `${s.suite_id}/${t.test_id}`,
      runs: t.runs.map((r) => ({
        outcome: r.outcome,
        turns: r.turns.map((turn) => ({ node: turn.node_after, checks: turn.assertions.map((a) => `${a.key}:${a.pass}`) })),
      })),
    })),
  );
}

describe('agent-eval run --protocol', () => {
  it('refuses a suite asking for facts over openai-chat before any agent call (exit 2), naming key, protocol and fix', async () => {
    const out = await tempDir();
    const r = await run(
      '--protocol',
      'openai-chat',
      '--target',
      'http://127.0.0.1:9/v1',
      '--suites',
      'suites/demo-memory.yaml',
      '--out',
      out,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /suites\/demo-memory\.yaml: test "\w+" turn "\w+" asks for facts_add, which protocol openai-chat cannot check/,
    );
    expect(r.stderr).toContain('speak execute or ag-ui');
    expect(existsSync(join(out, 'results.json'))).toBe(false);
  });

  it('refuses a WebSocket target or --transport with a framework protocol, and a framework protocol without --target', async () => {
    expect((await run('--protocol', 'ag-ui', '--target', 'ws://127.0.0.1:9')).stderr).toContain('--protocol ag-ui speaks HTTP');
    expect((await run('--protocol', 'ag-ui', '--transport', 'http', '--target', 'http://127.0.0.1:9')).code).toBe(2);
    expect((await run('--protocol', 'openai-chat')).stderr).toContain('--protocol openai-chat needs --target');
    expect((await run('--protocol', 'grpc')).stderr).toMatch(/--protocol must be execute, ag-ui or openai-chat/);
  });

  it('gives the same results over execute and over an AG-UI wrapper of the same flow', async () => {
    const suites = await scriptedSuites();
    const [viaExecute, viaAgUi] = [await tempDir(), await tempDir()];
    const common = ['--repeats', '1', '--suites', ...suites];
    const a = await run('--target', reference.url, '--out', viaExecute, ...common);
    const b = await run('--protocol', 'ag-ui', '--target', wrapper.url, '--out', viaAgUi, ...common);
    expect(a.code).toBe(0);
    expect(b.stdout).not.toMatch(/warning/i);
    expect(b.code).toBe(0);
    const expected = verdicts(viaExecute);
    expect(expected.flatMap((t) => t.runs.flatMap((r) => r.turns.flatMap((turn) => turn.checks)))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^facts_add:true$/),
        expect.stringMatching(/^tool_call:true$/),
        expect.stringMatching(/^next_node_id:true$/),
      ]),
    );
    expect(verdicts(viaAgUi)).toEqual(expected);
  });
});
