// `agent-eval run --protocol ...` as a user runs it (in-process): the capability check before the
// first call, and the same scripted suites giving the same results over execute and over an AG-UI
// wrapper of the same flow.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { replyWith, startA2aServer, textPart } from '../fakes/a2a-server.ts';
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
  run: { protocol?: string };
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
    expect((await run('--facts-path', '/memory/facts', '--target', 'http://127.0.0.1:9')).stderr).toContain(
      '--facts-path is read by the ag-ui protocol only, but --protocol execute: remove it, or set the protocol to ag-ui',
    );
    expect((await run('--protocol', 'grpc')).stderr).toMatch(/--protocol must be execute, ag-ui, openai-chat or a2a/);
  });

  it('asks an A2A agent card before the first turn: node assertions are refused unless it declares agent_eval.state', async () => {
    const a2a = await startA2aServer(
      () => replyWith(() => ({ parts: [textPart('Welcome!')], metadata: { agent_eval: { state: { current_node_id: 'conv_1' } } } })),
      { streaming: false, declaresState: false, returnImmediately: false },
    );
    try {
      const dir = await tempDir();
      const suite = join(dir, 'a2a.json');
      writeFileSync(
        suite,
        JSON.stringify({
          version: 'v1',
          suite_id: 'a2a',
          tests: [
            {
              test_id: 'greets',
              initial_node_id: 'start',
              repeats: 1,
              turns: [{ turn_id: 'hi', user_input: 'Hello', expected: { next_node_id: 'conv_1', assistant_contains: ['welcome'] } }],
            },
          ],
        }),
      );
      const refused = await run('--protocol', 'a2a', '--target', a2a.url, '--suites', suite, '--out', join(dir, 'refused'));
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('asks for next_node_id, which protocol a2a cannot check');
      expect(a2a.requests).toEqual([]);
      a2a.options.declaresState = true;
      const played = await run('--protocol', 'a2a', '--target', a2a.url, '--suites', suite, '--out', join(dir, 'played'));
      expect(played.code).toBe(0);
      expect(a2a.requests.map((r) => r.method)).toEqual(['SendMessage']);
    } finally {
      await a2a.close();
    }
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
    // The results and the report say which protocol the agent spoke.
    const protocolOf = (out: string): unknown => (JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as Results).run.protocol;
    expect(protocolOf(viaAgUi)).toBe('ag-ui');
    expect(protocolOf(viaExecute)).toBeUndefined();
  });
});
