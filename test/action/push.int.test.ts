// A push to the default branch runs only the suites its changes affect and carries the others over
// from the previous baseline, recording where their results came from.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { ResultsSchema, type Results } from '../../src/results/results-schema.ts';
import { artifactFileName } from '../../src/telemetry/artifacts.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { inRepo, makeWorkspace, runAction, webhookExample, type ActionRun, type Workspace } from './helpers.ts';

let fake: FakeGitHub;
let workspace: Workspace;
let agent: ReferenceAgent;
/** The files of the newest commit on main: each new commit starts from them. */
let tree: Record<string, string>;
let head: string;

beforeEach(async () => {
  fake = await startFakeGitHub({ identity: { login: 'eval-bot', id: 9001, type: 'User' } });
  workspace = await makeWorkspace();
  agent = await startReferenceAgent({});
  const dir = new URL('../fixtures/action/suites/', import.meta.url);
  tree = {
    'README.md': 'shop\n',
    'src/agent/flow.ts': 'v1\n',
    'suites/routing.yaml': await readFile(new URL('routing.yaml', dir), 'utf8'),
    'suites/docs.yaml': await readFile(new URL('docs.yaml', dir), 'utf8'),
  };
  head = fake.git.commit({ files: tree, branch: 'main', message: 'initial' });
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close(), agent.close()]);
});

/** A new commit on main with these files changed (null deletes one). */
function commit(changes: Record<string, string | null>): string {
  tree = { ...tree };
  for (const [path, text] of Object.entries(changes)) {
    if (text === null) delete tree[path];
    else tree[path] = text;
  }
  head = fake.git.commit({ files: tree, parents: [head], branch: 'main' });
  return head;
}

async function push(
  before: string,
  after: string,
  options: { forced?: boolean; inputs?: Record<string, string> } = {},
): Promise<ActionRun> {
  const payload = inRepo(webhookExample('push', null), fake);
  Object.assign(payload, { ref: 'refs/heads/main', before, after, forced: options.forced ?? false });
  const run = await runAction({
    fake,
    workspace: workspace.dir,
    event: 'push',
    payload,
    inputs: { 'target-url': agent.url, repeats: '2', concurrency: '4', ...options.inputs },
    env: { GITHUB_SHA: after, GITHUB_REF: 'refs/heads/main' },
  });
  expect(run.failed).toBeNull();
  return run;
}

function baseline(commit: string): Results {
  const text = fake.git.readFile('agent-eval-baselines', `baselines/${commit}.json`);
  if (text === undefined) throw new Error(`no baseline stored for ${commit}`);
  return ResultsSchema.parse(JSON.parse(text));
}

const suite = (results: Results, id: string) => results.suites.find((s) => s.suite_id === id);

describe('push to the default branch', () => {
  it('runs the suites the push affects and carries the others over with their source run', async () => {
    const first = head;
    await push('0'.repeat(40), first);
    const firstResults = baseline(first);
    expect(firstResults.suites.map((s) => s.suite_id).sort()).toEqual(['docs_only', 'routing']);
    expect(firstResults.suites.every((s) => s.carried_from === undefined)).toBe(true);

    // Only documentation changes: docs_only runs, routing is carried over from the first run.
    const second = commit({ 'docs/guide.md': 'how to\n' });
    const run = await push(first, second);
    const secondResults = baseline(second);
    expect(secondResults.run.commit).toBe(second);
    expect(suite(secondResults, 'docs_only')?.carried_from).toBeUndefined();
    expect(suite(secondResults, 'routing')?.carried_from).toEqual({ commit: first, run_id: firstResults.run.id });
    expect(suite(secondResults, 'routing')?.tests).toEqual(suite(firstResults, 'routing')?.tests);
    // The stored counts cover every suite: 3 routing tests and 1 docs test, 2 repeats each.
    expect(secondResults.counts.planned).toBe(8);
    expect(secondResults.counts.passed).toBe(8);
    expect(run.stdout).toContain('Running suite docs_only: docs/guide.md matches its affects globs (docs/**)');
    expect(run.stdout).toMatch(new RegExp(`Carrying suite routing over: no change since the baseline of ${first.slice(0, 12)} affects it`));
    expect(run.summary).toContain('Carried over from earlier baselines');
    // Only docs_only talked to the agent (the per-turn artifacts); results.json holds both suites.
    expect((await readdir(join(workspace.dir, 'agent-eval-report', 'artifacts'))).filter((f) => f.endsWith('.jsonl'))).toEqual([
      artifactFileName('docs_only'),
    ]);
    const results = ResultsSchema.parse(JSON.parse(await readFile(run.outputs['results-path']!, 'utf8')));
    expect(results.suites.map((s) => s.suite_id).sort()).toEqual(['docs_only', 'routing']);

    // Nothing affects either suite: both are carried, and routing still names the run that produced it.
    const third = commit({ 'README.md': 'shop, now with docs\n' });
    await push(second, third);
    const thirdResults = baseline(third);
    expect(suite(thirdResults, 'routing')?.carried_from).toEqual({ commit: first, run_id: firstResults.run.id });
    expect(suite(thirdResults, 'docs_only')?.carried_from).toEqual({ commit: second, run_id: secondResults.run.id });
    expect(thirdResults.counts.planned).toBe(8);

    // Again nothing affects either suite, in a workflow that gives no target: no agent is needed.
    const fourth = commit({ 'README.md': 'shop, docs and more\n' });
    await push(third, fourth, { inputs: { 'target-url': '' } });
    expect(
      baseline(fourth)
        .suites.map((s) => s.carried_from?.commit)
        .sort(),
    ).toEqual([first, second].sort());
  });

  it('counts the changes since the newest baseline, also those of a push whose baseline was never stored', async () => {
    const first = head;
    await push('0'.repeat(40), first);
    // This push's job never stored a baseline (say it was cancelled) ...
    const unrecorded = commit({ 'src/agent/flow.ts': 'v2\n' });
    // ... so the next push, which only touches docs, must still re-run routing.
    const next = commit({ 'docs/guide.md': 'how to\n' });
    const run = await push(unrecorded, next);
    const stored = baseline(next);
    expect(suite(stored, 'routing')?.carried_from).toBeUndefined();
    expect(suite(stored, 'docs_only')?.carried_from).toBeUndefined();
    expect(run.stdout).toContain(`The newest earlier baseline is of ${first.slice(0, 12)}, 2 commit(s) before this one`);
    expect(run.stdout).toMatch(/Running suite routing: src\/agent\/flow\.ts matches its affects globs/);
  });

  it('runs every suite after a forced push, for an unknown before, and on a run-all-on match', async () => {
    const first = head;
    await push('0'.repeat(40), first);

    const forced = commit({ 'README.md': 'rewritten\n' });
    const forcedRun = await push(first, forced, { forced: true });
    expect(baseline(forced).suites.every((s) => s.carried_from === undefined)).toBe(true);
    expect(forcedRun.stdout).toContain('Running suite routing: the push was forced');

    const created = commit({ 'README.md': 'again\n' });
    const createdRun = await push('0'.repeat(40), created);
    expect(baseline(created).suites.every((s) => s.carried_from === undefined)).toBe(true);
    expect(createdRun.stdout).toContain('Running suite docs_only: the push event names no earlier commit');

    const bumped = commit({ 'package.json': '{"version": "2.0.0"}\n' });
    const bumpedRun = await push(created, bumped, { inputs: { 'run-all-on': 'package.json' } });
    expect(baseline(bumped).suites.every((s) => s.carried_from === undefined)).toBe(true);
    expect(bumpedRun.stdout).toContain('Running suite docs_only: package.json matches run-all-on');
  });

  it('runs a suite the previous baseline lacks or whose spec changed', async () => {
    const first = head;
    await push('0'.repeat(40), first, { inputs: { suites: 'suites/routing.yaml' } });
    expect(baseline(first).suites.map((s) => s.suite_id)).toEqual(['routing']);

    const second = commit({ 'README.md': 'readme\n' });
    const run = await push(first, second);
    const stored = baseline(second);
    expect(suite(stored, 'routing')?.carried_from?.commit).toBe(first);
    expect(suite(stored, 'docs_only')?.carried_from).toBeUndefined();
    expect(run.stdout).toContain(`Running suite docs_only: the baseline of ${first.slice(0, 12)} has no results for it`);

    // The checkout's suite differs from the one the baseline ran, though no listed change says so.
    const file = join(workspace.dir, 'suites', 'routing.yaml');
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('- test_id: technical_support_after_hi', '- test_id: technical_support_after_hello'),
    );
    const third = commit({ 'README.md': 'readme again\n' });
    const rerun = await push(second, third);
    expect(suite(baseline(third), 'routing')?.carried_from).toBeUndefined();
    expect(suite(baseline(third), 'docs_only')?.carried_from?.commit).toBe(second);
    expect(rerun.stdout).toContain(`Running suite routing: its spec differs from the one the baseline of ${second.slice(0, 12)} ran`);
  });

  it('runs everything when there is no previous baseline', async () => {
    const second = commit({ 'docs/guide.md': 'how to\n' });
    const run = await push(head, second);
    expect(baseline(second).suites.every((s) => s.carried_from === undefined)).toBe(true);
    expect(run.stdout).toMatch(/Running suite routing: no previous baseline \(no baseline branch "agent-eval-baselines" yet\)/);
  });

  it('stores the baseline with the max of `repeats: auto` as fixed repeats', async () => {
    const run = await push('0'.repeat(40), head, { inputs: { repeats: 'auto:2-3' } });
    const stored = baseline(head);
    expect(stored.run.repeats).toBe(3);
    expect(stored.run.adaptive).toBeUndefined();
    expect(stored.suites.every((s) => s.tests.every((t) => t.runs.length === 3))).toBe(true);
    expect(run.stdout).toContain('Baselines use fixed repeats: running every test 3 times');
  });
});

describe('concurrent pushes', () => {
  it('keeps both baselines when two pushes write the baseline branch at the same time', async () => {
    const first = head;
    await push('0'.repeat(40), first);
    const a = commit({ 'docs/a.md': 'a\n' });
    const b = commit({ 'docs/b.md': 'b\n' });

    // Push A has read the branch and is about to move it; push B stores its baseline meanwhile.
    const held = fake.hold('PATCH', /\/git\/refs\/heads\/agent-eval-baselines$/);
    const runA = push(first, a);
    await held.reached;
    const runB = await push(a, b);
    held.release();
    const resultA = await runA;

    const index = JSON.parse(fake.git.readFile('agent-eval-baselines', 'index.json')!).baselines.map((e: { commit: string }) => e.commit);
    expect(index.sort()).toEqual([first, a, b].sort());
    expect(baseline(a).run.commit).toBe(a);
    expect(baseline(b).run.commit).toBe(b);
    expect(resultA.stdout).toMatch(/The baseline branch "agent-eval-baselines" moved while writing/);
    expect(runB.stdout).not.toMatch(/moved while writing/);
    // A's first attempt was refused as not a fast-forward; the retry on top of B's write succeeded.
    const patches = fake.requests
      .filter((r) => r.method === 'PATCH' && r.path.endsWith('/git/refs/heads/agent-eval-baselines'))
      .map((r) => r.status);
    expect(patches).toEqual([422, 200, 200]); // in arrival order: A (held), B, A again
  });
});
