// The fake must refuse what GitHub refuses, or the tests above could pass against it while the
// real API would reject the requests.
import { describe, expect, it } from 'vitest';
import { useHarnesses } from './helpers.ts';

const harness = useHarnesses();
const repo = { owner: 'acme', repo: 'shop' };

describe('fake GitHub', () => {
  it('names git objects like git does', async () => {
    const { octokit } = await harness();
    const { data: blob } = await octokit.rest.git.createBlob({ ...repo, content: 'hello\n', encoding: 'utf-8' });
    expect(blob.sha).toBe('ce013625030ba8dba906f756967f9e9ca394464a'); // git hash-object
    const { data: empty } = await octokit.rest.git.createTree({ ...repo, tree: [] });
    expect(empty.sha).toBe('4b825dc642cb6eb9a060e54bf8d69288fbee4904'); // git's empty tree
  });

  it('answers as GitHub does for files too large to hand over: contents without content, 403 too_large past the limit', async () => {
    // Limits lowered (GitHub: 1 MB inline, 100 MB at all) so the files stay small.
    const h = await harness({ maxBlobBytes: 2000, maxInlineContentBytes: 1000 });
    const { fake, octokit } = h;
    fake.git.commit({ files: { 'small.txt': 'x', 'medium.txt': 'm'.repeat(1500), 'large.txt': 'l'.repeat(2500) }, branch: 'main' });
    const medium = (await octokit.rest.repos.getContent({ ...repo, path: 'medium.txt' })).data as {
      content: string;
      encoding: string;
      size: number;
    };
    expect(medium).toMatchObject({ content: '', encoding: 'none', size: 1500 });
    const small = (await octokit.rest.repos.getContent({ ...repo, path: 'small.txt' })).data as { content: string; encoding: string };
    expect(Buffer.from(small.content, 'base64').toString()).toBe('x');

    for (const read of [
      () => octokit.rest.repos.getContent({ ...repo, path: 'large.txt' }),
      async () => {
        const { data: tree } = await octokit.rest.git.getTree({ ...repo, tree_sha: 'main' });
        return octokit.rest.git.getBlob({ ...repo, file_sha: tree.tree.find((e) => e.path === 'large.txt')!.sha! });
      },
    ]) {
      const error = (await read().catch((e: unknown) => e)) as { status: number; response: { data: { errors: unknown } } };
      expect(error.status).toBe(403);
      expect(error.response.data.errors).toEqual([{ resource: 'Blob', field: 'data', code: 'too_large' }]);
    }
  });

  it('merges base_tree entries, creates nested directories and deletes with sha null', async () => {
    const { fake, octokit } = await harness();
    const base = fake.git.commit({ files: { 'a.txt': 'a', 'dir/b.txt': 'b', 'dir/c.txt': 'c' } });
    const baseTree = (await octokit.rest.git.getCommit({ ...repo, commit_sha: base })).data.tree.sha;

    const { data: tree } = await octokit.rest.git.createTree({
      ...repo,
      base_tree: baseTree,
      tree: [
        { path: 'dir/deeper/d.txt', mode: '100644', type: 'blob', content: 'd' },
        { path: 'dir/b.txt', mode: '100644', type: 'blob', sha: null },
      ],
    });
    const { data: commit } = await octokit.rest.git.createCommit({ ...repo, message: 'm', tree: tree.sha, parents: [base] });

    expect(fake.git.files(commit.sha)).toEqual(['a.txt', 'dir/c.txt', 'dir/deeper/d.txt']);
  });

  it('moves a ref only forward unless forced', async () => {
    const { fake, octokit } = await harness();
    const [one, two] = fake.git.chain(2, { branch: 'main' });
    const side = fake.git.commit({ parents: [one!], message: 'side' });

    await expect(octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha: side })).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('Update is not a fast forward'),
    });
    await octokit.rest.git.updateRef({ ...repo, ref: 'heads/main', sha: side, force: true });
    expect(fake.git.ref('heads/main')).toBe(side);
    await expect(octokit.rest.git.createRef({ ...repo, ref: 'refs/heads/main', sha: two! })).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('Reference already exists'),
    });
  });

  it('answers 422 for missing or invalid fields', async () => {
    const { octokit } = await harness();
    const head = 'b'.repeat(40);
    const annotations = Array.from({ length: 51 }, () => ({
      path: 'a',
      start_line: 1,
      end_line: 1,
      annotation_level: 'notice' as const,
      message: 'm',
    }));

    const rejected = [
      octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: 1 } as never),
      octokit.rest.issues.createComment({ ...repo, issue_number: 1, body: 'x'.repeat(65_537) }),
      octokit.rest.checks.create({ ...repo, name: 'c', head_sha: head, output: { title: 't', summary: 's', annotations } }),
      octokit.rest.checks.create({ ...repo, name: 'c', head_sha: head, status: 'completed' }),
      octokit.rest.git.createCommit({ ...repo, message: 'm', tree: 'c'.repeat(40) }),
      octokit.rest.git.createTree({ ...repo, tree: [{ path: '../escape', mode: '100644', type: 'blob', content: 'x' }] }),
    ];
    for (const request of rejected) await expect(request).rejects.toMatchObject({ status: 422 });
  });

  it('describes a pull request in the REST shape', async () => {
    const { fake, octokit } = await harness();
    const main = fake.git.commit({ files: { 'a.txt': 'a' }, branch: 'main' });
    const head = fake.git.commit({ files: { 'a.txt': 'b' }, parents: [main], branch: 'topic' });
    fake.setPull({ number: 3, head_sha: head, head_ref: 'topic', fork: true, draft: true });

    const { data: pr } = await octokit.rest.pulls.get({ ...repo, pull_number: 3 });
    expect(pr).toMatchObject({
      number: 3,
      state: 'open',
      draft: true,
      head: { sha: head, ref: 'topic', repo: { fork: true } },
      base: { sha: main, ref: 'main', repo: { full_name: 'acme/shop', fork: false } },
    });
    expect(pr.head.repo?.full_name).not.toBe('acme/shop');
    await expect(octokit.rest.pulls.get({ ...repo, pull_number: 4 })).rejects.toMatchObject({ status: 404 });
  });

  it('compares two commits: paginated commits, the changed files on the first page', async () => {
    const { fake, octokit } = await harness();
    const base = fake.git.commit({ files: { 'keep.txt': 'k', 'gone.txt': 'g', 'edit.txt': '1' }, branch: 'main' });
    let head = base;
    for (let i = 0; i < 3; i++)
      head = fake.git.commit({ files: { 'keep.txt': 'k', 'edit.txt': `${i + 2}`, [`new-${i}.txt`]: 'n' }, parents: [head] });

    const first = await octokit.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: `${base}...${head}`, per_page: 2, page: 1 });
    expect(first.data.commits).toHaveLength(2);
    expect(first.headers.link).toMatch(/rel="next"/);
    expect(first.data.files?.map((f) => `${f.status} ${f.filename}`)).toEqual(['modified edit.txt', 'removed gone.txt', 'added new-2.txt']);
    const second = await octokit.rest.repos.compareCommitsWithBasehead({ ...repo, basehead: `${base}...${head}`, per_page: 2, page: 2 });
    expect(second.data.commits.map((c) => c.sha)).toEqual([head]);
    expect(second.data.files).toEqual([]);
  });
});
