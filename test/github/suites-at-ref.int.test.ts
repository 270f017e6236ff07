import { describe, expect, it } from 'vitest';
import { FilesAtRefError, readFilesAtRef } from '../../src/github/suites-at-ref.ts';
import { useHarnesses } from './helpers.ts';

const harness = useHarnesses();

const isSuite = (path: string) => /\.(ya?ml|json)$/.test(path);

describe('readFilesAtRef', () => {
  it('reads the matching suite files at the PR head commit, not at the default branch', async () => {
    const { fake, octokit } = await harness();
    const base = fake.git.commit({ files: { 'suites/booking.yaml': 'suite_id: booking # main\n' }, branch: 'main' });
    const head = fake.git.commit({
      parents: [base],
      files: {
        'suites/booking.yaml': 'suite_id: booking # pr\n',
        'suites/nested/refund.yml': 'suite_id: refund\n',
        'suites/notes.md': 'not a suite',
        'src/agent.ts': 'export {}',
        'suites.yaml': 'outside the directory',
      },
    });

    const files = await readFilesAtRef(octokit, { owner: 'acme', repo: 'shop', ref: head, dir: 'suites', include: isSuite });

    expect(files).toEqual([
      { path: 'suites/booking.yaml', text: 'suite_id: booking # pr\n' },
      { path: 'suites/nested/refund.yml', text: 'suite_id: refund\n' },
    ]);
    expect(fake.requests.some((r) => r.path.includes('/git/trees/') && r.query['recursive'] !== undefined)).toBe(true);
  });

  it('reads non-ASCII text intact', async () => {
    const { fake, octokit } = await harness();
    const head = fake.git.commit({ files: { 'suites/café.yaml': 'greeting: "Grüß dich 👋"\n' } });

    const files = await readFilesAtRef(octokit, { owner: 'acme', repo: 'shop', ref: head, dir: 'suites/', include: isSuite });

    expect(files).toEqual([{ path: 'suites/café.yaml', text: 'greeting: "Grüß dich 👋"\n' }]);
  });

  it('reads from the repository root when dir is empty', async () => {
    const { fake, octokit } = await harness();
    const head = fake.git.commit({ files: { 'a.yaml': 'a', 'deep/b.json': '{}', 'c.txt': 'c' } });

    const files = await readFilesAtRef(octokit, { owner: 'acme', repo: 'shop', ref: head, dir: '', include: isSuite });

    expect(files.map((f) => f.path)).toEqual(['a.yaml', 'deep/b.json']);
  });

  it('answers [] when the directory does not exist at that commit', async () => {
    const { fake, octokit, logger } = await harness();
    const head = fake.git.commit({ files: { 'README.md': 'hi' } });

    expect(await readFilesAtRef(octokit, { owner: 'acme', repo: 'shop', ref: head, dir: 'suites', include: isSuite, logger })).toEqual([]);
    expect(logger.lines).toContain(`No directory "suites" at ${head.slice(0, 12)}.`);
  });

  it('refuses to read more files than allowed', async () => {
    const { fake, octokit } = await harness();
    const head = fake.git.commit({ files: { 'suites/a.yaml': 'a', 'suites/b.yaml': 'b', 'suites/c.yaml': 'c' } });

    await expect(
      readFilesAtRef(octokit, { owner: 'acme', repo: 'shop', ref: head, dir: 'suites', include: isSuite, maxFiles: 2 }),
    ).rejects.toThrow(FilesAtRefError);
  });
});
