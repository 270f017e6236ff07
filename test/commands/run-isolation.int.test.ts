// `agent-eval run --dry-run --memory-pipeline ...` in-process against the fake agent, which records
// what each turn asked for: the flags, a suite's defaults and a test's own keys, most specific first.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { agentEval } from '../helpers/cli.ts';
import { startFakeAgent, type FakeAgent, type FakeRequest } from '../fakes/agent-server.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function workspace(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-eval-isolation-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  await writeFile(
    join(dir, 'memory-off.yaml'),
    `version: v1
suite_id: memory_off
defaults:
  memory_pipeline: { enabled: false }
tests:
  - test_id: suite_default
    initial_node_id: start
    turns: [{ turn_id: t1, user_input: Hello }]
  - test_id: own_keys
    initial_node_id: start
    dry_run: false
    memory_pipeline: { enabled: true, stages: [summarize] }
    turns: [{ turn_id: t1, user_input: Hello }]
`,
  );
  await writeFile(
    join(dir, 'plain.yaml'),
    `version: v1
suite_id: plain
tests:
  - test_id: flags_only
    initial_node_id: start
    turns: [{ turn_id: t1, user_input: Hello }]
`,
  );
  return dir;
}

async function agent(): Promise<FakeAgent> {
  const fake = await startFakeAgent();
  cleanup.push(fake.close);
  return fake;
}

const run = (argv: string[], cwd: string) => agentEval(['run', ...argv], { cwd });

function isolationByTest(requests: readonly FakeRequest[]) {
  return Object.fromEntries(
    requests.map((r) => {
      const context = r.body['context'] as Record<string, unknown>;
      return [
        (r.body['test'] as { test_id: string }).test_id,
        { dry_run: context['dry_run'], memory_pipeline: context['memory_pipeline'] },
      ];
    }),
  );
}

describe('agent-eval run: dry_run and memory_pipeline', () => {
  it('sends --dry-run and --memory-pipeline where neither the test nor its suite sets its own', async () => {
    const dir = await workspace();
    const fake = await agent();
    const r = await run(
      ['--target', fake.url, '--dry-run', '--memory-pipeline', 'summarize,facts', '--out', 'out', 'memory-off.yaml', 'plain.yaml'],
      dir,
    );
    expect(r.stderr).not.toMatch(/error|warning/);
    expect(r.code).toBe(0);
    expect(isolationByTest(fake.requests)).toEqual({
      suite_default: { dry_run: true, memory_pipeline: { enabled: false, stages: [] } },
      own_keys: { dry_run: false, memory_pipeline: { enabled: true, stages: ['summarize'] } },
      flags_only: { dry_run: true, memory_pipeline: { enabled: true, stages: ['facts', 'summarize'] } },
    });
  });

  it('without the flags, asks for a committing run with every stage except where the suite says otherwise', async () => {
    const dir = await workspace();
    const fake = await agent();
    const r = await run(['--target', fake.url, '--out', 'out', 'memory-off.yaml', 'plain.yaml'], dir);
    expect(r.code).toBe(0);
    expect(isolationByTest(fake.requests)).toMatchObject({
      suite_default: { dry_run: false, memory_pipeline: { enabled: false, stages: [] } },
      flags_only: { dry_run: false, memory_pipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] } },
    });
  });

  it('refuses an unknown stage (exit 2, no agent call) and documents both flags', async () => {
    const dir = await workspace();
    const fake = await agent();
    const r = await run(['--target', fake.url, '--memory-pipeline', 'facts,sumarize', 'plain.yaml'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /--memory-pipeline must be off, or stages from facts, summarize, resummarize separated by commas.*got 'facts,sumarize'/,
    );
    expect(fake.requests).toEqual([]);
    const help = await run(['--help'], dir);
    expect(help.stdout).toMatch(/--dry-run/);
    expect(help.stdout).toMatch(/--memory-pipeline off\|STAGE,STAGE/);
    expect(help.stdout).toMatch(/test > suite defaults > flag > built-in default/);
  });
});
