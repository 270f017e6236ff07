// A push to the default branch runs only the suites its changes affect and carries the others over
// from the previous baseline, recording where their results came from.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResultsSchema, type Results } from '../../src/results/results-schema.ts';
import { artifactFileName } from '../../src/telemetry/artifacts.ts';
import { baseline, commit, main, push, useDefaultBranch } from './default-branch.ts';

useDefaultBranch();

const suite = (results: Results, id: string) => results.suites.find((s) => s.suite_id === id);

describe('push to the default branch', () => {
  it('runs the suites the push affects and carries the others over with their source run', async () => {
    const first = main.head;
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
    expect((await readdir(join(main.workspace.dir, 'agent-eval-report', 'artifacts'))).filter((f) => f.endsWith('.jsonl'))).toEqual([
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
    const first = main.head;
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
    const first = main.head;
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
    const first = main.head;
    await push('0'.repeat(40), first, { inputs: { suites: 'suites/routing.yaml' } });
    expect(baseline(first).suites.map((s) => s.suite_id)).toEqual(['routing']);

    const second = commit({ 'README.md': 'readme\n' });
    const run = await push(first, second);
    const stored = baseline(second);
    expect(suite(stored, 'routing')?.carried_from?.commit).toBe(first);
    expect(suite(stored, 'docs_only')?.carried_from).toBeUndefined();
    expect(run.stdout).toContain(`Running suite docs_only: the baseline of ${first.slice(0, 12)} has no results for it`);

    // The checkout's suite differs from the one the baseline ran, though no listed change says so.
    const file = join(main.workspace.dir, 'suites', 'routing.yaml');
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
    const run = await push(main.head, second);
    expect(baseline(second).suites.every((s) => s.carried_from === undefined)).toBe(true);
    expect(run.stdout).toMatch(/Running suite routing: no previous baseline \(no baseline branch "agent-eval-baselines" yet\)/);
  });
});
