// The branch writer on both implementations: the Octokit-backed one against the loopback GitHub
// server (the real git data and pulls API), and the in-memory one the flows' unit tests use.
import { afterEach, describe, expect, it } from 'vitest';
import { BranchMovedError, octokitBranchWriter, type BranchWriter } from '../../src/github/branch-writer.ts';
import { createBranches } from '../fakes/github-stores.ts';
import type { FakeGitHub } from '../fakes/github-server.ts';
import { startHarness } from './helpers.ts';

interface Subject {
  writer: BranchWriter;
  /** main with README.md; returns its head. */
  main(): string;
  file(branch: string, path: string): string | undefined;
  push(branch: string, files: Record<string, string>): string;
}

const closers: FakeGitHub[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((f) => f.close()));
});

const subjects: [string, () => Promise<Subject>][] = [
  [
    'over Octokit',
    async () => {
      const h = await startHarness();
      closers.push(h.fake);
      return {
        writer: octokitBranchWriter(h.octokit, { owner: 'acme', repo: 'shop' }),
        main: () => h.fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' }),
        file: (branch, path) => h.fake.git.readFile(branch, path),
        push: (branch, files) => h.fake.git.commit({ files, parents: [h.fake.git.ref(`refs/heads/${branch}`)!], branch }),
      };
    },
  ],
  [
    'in memory',
    async () => {
      const b = createBranches();
      return { writer: b.port, main: () => b.branch('main', { 'README.md': 'shop\n' }), file: b.file, push: b.push };
    },
  ],
];

describe.each(subjects)('the branch writer %s', (_name, make) => {
  it('makes a branch with the files, opens one pull request from it, and adds a commit on top', async () => {
    const s = await make();
    const main = s.main();
    expect(await s.writer.head('agent-eval/captured')).toBeNull();
    const first = await s.writer.commit({
      branch: 'agent-eval/captured',
      parent: main,
      message: 'Capture',
      files: [{ path: 'suites/captured/a.yaml', text: 'a: 1\n' }],
    });
    expect(await s.writer.head('agent-eval/captured')).toBe(first);
    expect(s.file('agent-eval/captured', 'suites/captured/a.yaml')).toBe('a: 1\n');
    expect(s.file('agent-eval/captured', 'README.md')).toBe('shop\n');

    expect(await s.writer.findPullRequest('agent-eval/captured', 'main')).toBeNull();
    const opened = await s.writer.openPullRequest({ head: 'agent-eval/captured', base: 'main', title: 'Captured tests', body: 'drafts' });
    expect(await s.writer.findPullRequest('agent-eval/captured', 'main')).toEqual(opened);

    const second = await s.writer.commit({
      branch: 'agent-eval/captured',
      parent: first,
      message: 'Capture again',
      files: [{ path: 'suites/captured/b.yaml', text: 'b: 2\n' }],
    });
    expect(await s.writer.head('agent-eval/captured')).toBe(second);
    expect(s.file('agent-eval/captured', 'suites/captured/a.yaml')).toBe('a: 1\n');
    expect(s.file('agent-eval/captured', 'suites/captured/b.yaml')).toBe('b: 2\n');
  });

  it('refuses to write on a branch that moved since it was read, and outside the repository', async () => {
    const s = await make();
    const main = s.main();
    const moved = s.push('main', { 'other.txt': 'x' });
    await expect(
      s.writer.commit({ branch: 'main', parent: main, message: 'stale', files: [{ path: 'a.yaml', text: '' }] }),
    ).rejects.toBeInstanceOf(BranchMovedError);
    expect(await s.writer.head('main')).toBe(moved);
    await expect(
      s.writer.commit({ branch: 'x', parent: moved, message: 'm', files: [{ path: '../escape.yaml', text: '' }] }),
    ).rejects.toThrow('refusing to write outside the repository');
    expect(await s.writer.head('x')).toBeNull();
  });
});
