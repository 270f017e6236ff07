import { describe, expect, it } from 'vitest';
import { COMPARE_FILES_LIMIT, listChangedFiles, listChangedFilesBetween, PR_FILES_LIMIT } from '../../src/github/changed-files.ts';
import type { FakeChangedFile } from '../fakes/github-server.ts';
import { useHarnesses } from './helpers.ts';

const harness = useHarnesses();

const modified = (n: number): FakeChangedFile[] =>
  Array.from({ length: n }, (_, i) => ({ filename: `src/file${i}.ts`, status: 'modified' }));

describe('listChangedFiles', () => {
  it('reads every page of the changed files, renames included', async () => {
    const { fake, octokit, logger } = await harness();
    fake.setPullFiles(5, [...modified(249), { filename: 'suites/new.yaml', status: 'renamed', previous_filename: 'suites/old.yaml' }]);

    const { files, truncated } = await listChangedFiles(octokit, { owner: 'acme', repo: 'shop', pull_number: 5, logger });

    expect(files).toHaveLength(250);
    expect(files[0]).toEqual({ path: 'src/file0.ts', status: 'modified' });
    expect(files[249]).toEqual({ path: 'suites/new.yaml', status: 'renamed', previous_path: 'suites/old.yaml' });
    expect(truncated).toBe(false);
    expect(fake.requests.filter((r) => r.path.endsWith('/pulls/5/files')).map((r) => r.query['page'] ?? '1')).toEqual(['1', '2', '3']);
    expect(logger.lines.filter((l) => l.startsWith('warning:'))).toEqual([]);
  });

  it('says every suite runs when GitHub stops at its 3000-file limit', async () => {
    const { fake, octokit, logger } = await harness();
    fake.setPullFiles(6, modified(3200));

    const { files, truncated } = await listChangedFiles(octokit, { owner: 'acme', repo: 'shop', pull_number: 6, logger });

    expect(files).toHaveLength(PR_FILES_LIMIT);
    expect(truncated).toBe(true);
    expect(
      logger.lines.some((l) => l.startsWith('warning: Pull request #6 changes 3000 files or more') && l.includes('every suite runs')),
    ).toBe(true);
  });

  it('fails for a pull request that does not exist', async () => {
    const { octokit } = await harness();
    await expect(listChangedFiles(octokit, { owner: 'acme', repo: 'shop', pull_number: 404 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('listChangedFilesBetween', () => {
  const files = (n: number, tag: string) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`src/f${i}.ts`, tag]));

  it('lists the files changed between two commits over a long history, page by page', async () => {
    const { fake, octokit, logger } = await harness();
    const base = fake.git.commit({ files: { 'a.txt': 'a', 'b.txt': 'b' }, branch: 'main' });
    let head = base;
    for (let i = 0; i < 120; i++) head = fake.git.commit({ files: { 'a.txt': `a${i}`, 'c.txt': 'c' }, parents: [head] });

    const range = await listChangedFilesBetween(octokit, { owner: 'acme', repo: 'shop', base, head, logger });

    expect(range).toMatchObject({ status: 'ahead', commits: 120, truncated: false });
    expect(range!.files).toEqual(
      [
        { path: 'a.txt', status: 'modified' },
        { path: 'c.txt', status: 'added' },
        { path: 'b.txt', status: 'removed' },
      ].sort((x, y) => x.path.localeCompare(y.path)),
    );
    expect(fake.requests.filter((r) => r.path.includes('/compare/')).map((r) => r.query['page'])).toEqual(['1', '2']);
  });

  it('says when GitHub stops at its 300-file limit, and answers null for a commit GitHub does not know', async () => {
    const { fake, octokit, logger } = await harness();
    const base = fake.git.commit({ files: files(350, 'old'), branch: 'main' });
    const head = fake.git.commit({ files: files(350, 'new'), parents: [base] });

    const range = await listChangedFilesBetween(octokit, { owner: 'acme', repo: 'shop', base, head, logger });
    expect(range!.files).toHaveLength(COMPARE_FILES_LIMIT);
    expect(range!.truncated).toBe(true);
    expect(logger.lines.some((l) => l.startsWith('warning:') && l.includes(`GitHub lists only the first ${COMPARE_FILES_LIMIT}`))).toBe(
      true,
    );

    expect(await listChangedFilesBetween(octokit, { owner: 'acme', repo: 'shop', base: 'f'.repeat(40), head })).toBeNull();
  });
});
