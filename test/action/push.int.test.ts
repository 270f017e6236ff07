// A push to the default branch stores its baseline: with fixed repeats, and beside another push's
// written at the same time.
import { describe, expect, it } from 'vitest';
import { baseline, commit, main, push, useDefaultBranch } from './default-branch.ts';

useDefaultBranch();

describe('push to the default branch', () => {
  it('stores the baseline with the max of `repeats: auto` as fixed repeats', async () => {
    const run = await push('0'.repeat(40), main.head, { inputs: { repeats: 'auto:2-3' } });
    const stored = baseline(main.head);
    expect(stored.run.repeats).toBe(3);
    expect(stored.run.adaptive).toBeUndefined();
    expect(stored.suites.every((s) => s.tests.every((t) => t.runs.length === 3))).toBe(true);
    expect(run.stdout).toContain('Baselines use fixed repeats: running every test 3 times');
  });
});

describe('concurrent pushes', () => {
  it('keeps both baselines when two pushes write the baseline branch at the same time', async () => {
    const first = main.head;
    await push('0'.repeat(40), first);
    const a = commit({ 'docs/a.md': 'a\n' });
    const b = commit({ 'docs/b.md': 'b\n' });

    // Push A has read the branch and is about to move it; push B stores its baseline meanwhile.
    const held = main.fake.hold('PATCH', /\/git\/refs\/heads\/agent-eval-baselines$/);
    const runA = push(first, a);
    await held.reached;
    const runB = await push(a, b);
    held.release();
    const resultA = await runA;

    const index = JSON.parse(main.fake.git.readFile('agent-eval-baselines', 'index.json')!).baselines.map(
      (e: { commit: string }) => e.commit,
    );
    expect(index.sort()).toEqual([first, a, b].sort());
    expect(baseline(a).run.commit).toBe(a);
    expect(baseline(b).run.commit).toBe(b);
    expect(resultA.stdout).toMatch(/The baseline branch "agent-eval-baselines" moved while writing/);
    expect(runB.stdout).not.toMatch(/moved while writing/);
    // A's first attempt was refused as not a fast-forward; the retry on top of B's write succeeded.
    const patches = main.fake.requests
      .filter((r) => r.method === 'PATCH' && r.path.endsWith('/git/refs/heads/agent-eval-baselines'))
      .map((r) => r.status);
    expect(patches).toEqual([422, 200, 200]); // in arrival order: A (held), B, A again
  });
});
