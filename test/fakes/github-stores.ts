// In-memory GitHub ports (src/github/ports.ts) for unit tests of the action's flows. They behave like
// GitHub where the flows can tell: the sticky comment is found by its marker and only among our own
// comments; a refused request throws an error with an HTTP status, as Octokit's does; a pull request's
// head moves when told; a baseline write that another job's write overtook is redone on top of it
// (compare-and-swap), so both are kept. The REST protocol itself is proven against
// test/fakes/github-server.ts in the integration tier.
import {
  branchKeptMoving,
  type BaselineIndexEntry,
  type BaselineLookup,
  type BaselineStore,
  type EarlierBaselines,
  type PreviousBaseline,
  type WrittenBaseline,
} from '../../src/github/baseline-store.ts';
import { HEAD_RESULTS_PER_PULL_REQUEST, headResultsPath, type HeadResultsEntry } from '../../src/github/head-results-store.ts';
import { BranchMovedError, safeRepoPath, type BranchWriter } from '../../src/github/branch-writer.ts';
import type { ChangedFile, RangeChanges } from '../../src/github/changed-files.ts';
import type { CheckRunRef, CheckRunStore, CompleteCheckRun, StartCheckRun } from '../../src/github/checks.ts';
import type { BotReaction, PermissionCheck } from '../../src/github/commands.ts';
import type { GitHubPorts, PullRequestRefs, RepositoryPort } from '../../src/github/ports.ts';
import type { CommentStore } from '../../src/github/sticky-comment.ts';
import type { FileAtRef } from '../../src/github/suites-at-ref.ts';
import type { CheckAnnotation, CheckConclusion } from '../../src/report/pr-status.ts';
import { batchesOf } from '../../src/results/history.ts';
import type { Results } from '../../src/results/results-schema.ts';

const REPO_URL = 'https://github.com/acme/shop';

/** An error as Octokit throws it for a refused request: the message and the HTTP status. */
export function githubError(status: number, message: string): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

/** GitHub's answer to a token without the permission (a workflow without `pull-requests: write` commenting). */
export const notAccessible = (): Error => githubError(403, 'Resource not accessible by integration');

/** Failures scripted per operation: each call takes the next one; `always` answers every call after the queue. */
function refusals<Op extends string>() {
  const queued = new Map<Op, Error[]>();
  const always = new Map<Op, Error>();
  return {
    /** The next `times` calls of `op` fail with `error` (Infinity: every later call). */
    refuse(op: Op, error: Error, times = Infinity): void {
      if (times === Infinity) always.set(op, error);
      else queued.set(op, [...(queued.get(op) ?? []), ...Array.from({ length: times }, () => error)]);
    },
    check(op: Op): void {
      const error = queued.get(op)?.shift() ?? always.get(op);
      if (error) throw error;
    },
  };
}

export interface StoredComment {
  id: number;
  issue: number;
  body: string;
  /** Written by the action's token (its bot): only these can be the sticky comment. */
  ours: boolean;
  url: string;
}

export function createCommentStore() {
  const comments: StoredComment[] = [];
  const failures = refusals<'find' | 'create' | 'update' | 'remove'>();
  let nextId = 1000;
  let latency: (() => Promise<void>) | null = null;
  const answer = async (op: 'find' | 'create' | 'update' | 'remove'): Promise<void> => {
    await latency?.();
    failures.check(op);
  };
  const add = (issue: number, body: string, ours: boolean): StoredComment => {
    const id = nextId++;
    const comment = { id, issue, body, ours, url: `${REPO_URL}/pull/${issue}#issuecomment-${id}` };
    comments.push(comment);
    return comment;
  };
  const sticky = (issue: number, marker: string) =>
    comments.filter((c) => c.issue === issue && c.ours && c.body.includes(marker)).map(({ id, body, url }) => ({ id, body, url }));
  const store: CommentStore = {
    async findSticky(issue, marker) {
      await answer('find');
      return sticky(issue, marker)[0] ?? null;
    },
    async listSticky(issue, marker) {
      await answer('find');
      return sticky(issue, marker);
    },
    async create(issue, body) {
      await answer('create');
      const { id, url } = add(issue, body, true);
      return { id, url };
    },
    async update(id, body) {
      await answer('update');
      const comment = comments.find((c) => c.id === id);
      if (!comment) throw githubError(404, 'Not Found');
      comment.body = body;
      return comment.url;
    },
    async remove(id) {
      await answer('remove');
      const at = comments.findIndex((c) => c.id === id);
      if (at === -1) throw githubError(404, 'Not Found');
      comments.splice(at, 1);
    },
  };
  return {
    store,
    comments,
    refuse: failures.refuse,
    /** Each request waits for `wait` before it is answered, so that concurrent runs interleave as over the network. */
    latency(wait: (() => Promise<void>) | null): void {
      latency = wait;
    },
    /** A comment someone else wrote (it may quote the marker: it is never ours to edit). */
    addForeign: (issue: number, body: string) => add(issue, body, false),
    on: (issue: number) => comments.filter((c) => c.issue === issue),
  };
}

export interface StoredCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: 'in_progress' | 'completed';
  conclusion: CheckConclusion | null;
  title: string | null;
  summary: string | null;
  text: string | null;
  /** Every annotation sent, in order (GitHub appends each request's). */
  annotations: CheckAnnotation[];
  details_url: string | null;
  url: string;
}

export function createCheckRunStore() {
  const runs: StoredCheckRun[] = [];
  const failures = refusals<'start' | 'complete'>();
  let nextId = 1;
  const store: CheckRunStore = {
    async start(start: StartCheckRun): Promise<CheckRunRef> {
      failures.check('start');
      const id = nextId++;
      const url = `${REPO_URL}/runs/${id}`;
      runs.push({
        id,
        name: start.name,
        head_sha: start.head_sha,
        status: 'in_progress',
        conclusion: null,
        title: start.title ?? null,
        summary: start.summary ?? null,
        text: null,
        annotations: [],
        details_url: start.details_url ?? null,
        url,
      });
      return { owner: start.owner, repo: start.repo, id, html_url: url };
    },
    async complete(ref: CheckRunRef, result: CompleteCheckRun): Promise<string> {
      failures.check('complete');
      const run = runs.find((r) => r.id === ref.id);
      if (!run) throw githubError(404, 'Not Found');
      Object.assign(run, {
        status: 'completed',
        conclusion: result.conclusion,
        title: result.title,
        summary: result.summary,
        text: result.text ?? null,
        ...(result.details_url ? { details_url: result.details_url } : {}),
      });
      run.annotations.push(...(result.annotations ?? []));
      return run.url;
    },
  };
  return { store, runs, refuse: failures.refuse, named: (name: string) => runs.filter((r) => r.name === name) };
}

export const BASELINE_BRANCH = 'agent-eval-baselines';

/**
 * Baselines on a branch, and the default branch's first-parent history they are looked up along.
 * `history` lists commits newest first; `mergeBase` is what GitHub computes for a pull request.
 */
export function createBaselineStore(options: { maxAttempts?: number } = {}) {
  const maxAttempts = options.maxAttempts ?? 5;
  const stored = new Map<string, Results>();
  let index: BaselineIndexEntry[] = [];
  let branchExists = false;
  /** Bumped by every landed write: a write that read an older one lost the race. */
  let version = 0;
  const parents = new Map<string, string | null>();
  let mergeBase: string | null = null;
  let beforeLanding: (() => Promise<void>) | null = null;
  const failures = refusals<'read' | 'write' | 'readHead' | 'writeHead'>();
  /** Pull request heads' results, newest first, bounded per pull request as the branch keeps them. */
  let heads: { entry: HeadResultsEntry; results: Results }[] = [];
  const howToCreate = `a push to the default branch with the action (or command refresh-baseline) stores one on the branch "${BASELINE_BRANCH}"`;

  const land = (commit: string, results: Results): string => {
    const path = `baselines/${commit}.json`;
    index = [{ commit, created_at: new Date(0).toISOString(), path }, ...index.filter((e) => e.commit !== commit)];
    stored.set(commit, structuredClone(results));
    branchExists = true;
    version++;
    return path;
  };

  const walk = (start: string, first: number, maxDepth = 50) => {
    let sha: string | null = start;
    for (let distance = 0; sha !== null; distance++) {
      const results = distance >= first ? stored.get(sha) : undefined;
      if (results) return { found: true as const, commit: sha, distance, results: structuredClone(results) };
      if (distance >= maxDepth) return { found: false as const, distance, rootReached: false };
      sha = parents.get(sha) ?? null;
    }
    return { found: false as const, distance: 0, rootReached: true };
  };

  const store: BaselineStore = {
    branch: BASELINE_BRANCH,
    async findForPullRequest(): Promise<BaselineLookup> {
      failures.check('read');
      if (!branchExists) return { found: false, merge_base: null, reason: `No baseline branch "${BASELINE_BRANCH}" yet: ${howToCreate}.` };
      if (mergeBase === null) return { found: false, merge_base: null, reason: 'GitHub could not compare the pull request (not found).' };
      const walked = walk(mergeBase, 0);
      if (walked.found) return { ...walked, merge_base: mergeBase };
      return { found: false, merge_base: mergeBase, reason: `No baseline for the merge-base ${mergeBase.slice(0, 12)}: ${howToCreate}.` };
    },
    async findPrevious(commit): Promise<PreviousBaseline> {
      failures.check('read');
      if (!branchExists) return { found: false, reason: `no baseline branch "${BASELINE_BRANCH}" yet` };
      const walked = walk(commit, 1);
      return walked.found ? walked : { found: false, reason: `no baseline for any first-parent ancestor of ${commit.slice(0, 12)}` };
    },
    /** As the branch walks it: the first-parent ancestors of `commit`, up to 50 steps, the nearest `count` baselines. */
    async readEarlier(commit, count): Promise<EarlierBaselines> {
      const found: EarlierBaselines = { baselines: [], skipped: [] };
      let sha = parents.get(commit) ?? null;
      for (let distance = 1; sha !== null && distance <= 50 && found.baselines.length < count; distance++) {
        const results = stored.get(sha);
        if (results !== undefined) found.baselines.push({ commit: sha, distance, batches: batchesOf(results) });
        sha = parents.get(sha) ?? null;
      }
      return found;
    },
    async write(commit, results): Promise<WrittenBaseline> {
      failures.check('write');
      for (let attempt = 1; ; attempt++) {
        const read = version;
        // Between reading the branch and moving it, another job may land its write.
        await (beforeLanding?.() ?? Promise.resolve());
        if (version !== read) {
          if (attempt >= maxAttempts) throw branchKeptMoving(BASELINE_BRANCH, commit, maxAttempts);
          continue;
        }
        const path = land(commit, results);
        return { path, branch_commit: `branch-${version}`, attempts: attempt, dropped: [] };
      }
    },
    async list() {
      return index.map((e) => ({ ...e }));
    },
    async read(commit) {
      const results = stored.get(commit);
      return results ? structuredClone(results) : null;
    },
    async readHeadResults(pr, commit) {
      failures.check('readHead');
      const kept = heads.find((h) => h.entry.pr === pr && h.entry.commit === commit);
      if (kept === undefined)
        return { found: false, reason: `none is kept on the branch "${BASELINE_BRANCH}" for #${pr} at ${commit.slice(0, 7)}` };
      return { found: true, entry: { ...kept.entry }, results: structuredClone(kept.results) };
    },
    async writeHeadResults(pr, commit, results, run) {
      failures.check('writeHead');
      const path = headResultsPath(pr, commit);
      const entry = { pr, commit, created_at: new Date(0).toISOString(), path, workflow_run: run };
      const all = [{ entry, results: structuredClone(results) }, ...heads.filter((h) => !(h.entry.pr === pr && h.entry.commit === commit))];
      const ofPr = (h: (typeof all)[number]) => all.filter((o) => o.entry.pr === h.entry.pr).indexOf(h) < HEAD_RESULTS_PER_PULL_REQUEST;
      heads = all.filter(ofPr);
      const dropped = all.filter((h) => !ofPr(h)).map((h) => ({ pr: h.entry.pr, commit: h.entry.commit }));
      version++;
      return { path, branch_commit: `branch-${version}`, attempts: 1, dropped };
    },
  };
  return {
    store,
    refuse: failures.refuse,
    /** The results kept for a pull request's head, as /eval rerun reads them. */
    head: (pr: number, commit: string): Results | undefined => heads.find((h) => h.entry.pr === pr && h.entry.commit === commit)?.results,
    /** The heads kept, newest first. */
    heads: (): HeadResultsEntry[] => heads.map((h) => ({ ...h.entry })),
    /** The default branch's first-parent history, newest first. */
    history(...commits: string[]): void {
      commits.forEach((sha, i) => parents.set(sha, commits[i + 1] ?? null));
    },
    /** The merge-base GitHub computes for the pull request (null: it cannot compare the two). */
    setMergeBase(sha: string | null): void {
      mergeBase = sha;
    },
    /** Another job's write, landing at once (from a beforeLanding hook: a race this store's write loses). */
    landNow(commit: string, results: Results): void {
      land(commit, results);
    },
    /** Runs before each write lands, e.g. another job's write of its own baseline. */
    beforeLanding(hook: (() => Promise<void>) | null): void {
      beforeLanding = hook;
    },
    /** The baseline stored for `commit`, as a pull request would read it. */
    stored: (commit: string): Results | undefined => stored.get(commit),
    commits: (): string[] => index.map((e) => e.commit),
  };
}

const RUN_ROLES = new Set(['admin', 'maintain', 'write']);

export function createRepository() {
  const pulls = new Map<number, PullRequestRefs>();
  const changed = new Map<number, { files: ChangedFile[]; truncated: boolean }>();
  const ranges = new Map<string, RangeChanges>();
  const ahead = new Map<string, number>();
  const filesAtRef = new Map<string, FileAtRef[]>();
  const roles = new Map<string, string>();
  const reactions: { commentId: number; content: BotReaction }[] = [];
  const failures = refusals<'pullRequest' | 'react' | 'permission' | 'commitsAhead'>();
  const port: RepositoryPort = {
    async pullRequest(number) {
      failures.check('pullRequest');
      const pr = pulls.get(number);
      if (!pr) throw githubError(404, 'Not Found');
      return { ...pr };
    },
    async changedFiles(number) {
      const listed = changed.get(number);
      return { files: [...(listed?.files ?? [])], truncated: listed?.truncated ?? false };
    },
    async changedFilesBetween(base, head) {
      return ranges.get(`${base}...${head}`) ?? null;
    },
    async commitsAhead(base, head) {
      failures.check('commitsAhead');
      return ahead.get(`${base}...${head}`) ?? null;
    },
    async filesAt(ref, dir, include) {
      const prefix = dir.replace(/^\.?\/+|\/+$/g, '');
      return (filesAtRef.get(ref) ?? [])
        .filter((f) => (prefix === '' || f.path.startsWith(`${prefix}/`)) && include(f.path))
        .sort((a, b) => a.path.localeCompare(b.path));
    },
    async permission(username): Promise<PermissionCheck> {
      failures.check('permission');
      const role = roles.get(username);
      return role === undefined ? { allowed: false, role: 'none' } : { allowed: RUN_ROLES.has(role), role };
    },
    async react(commentId, content) {
      failures.check('react');
      reactions.push({ commentId, content });
    },
  };
  return {
    port,
    reactions,
    refuse: failures.refuse,
    /** The head branch is in the base repository (acme/shop) unless `headRepository` says otherwise. */
    setPull(
      number: number,
      refs: Omit<PullRequestRefs, 'headRepository' | 'baseRepository'> &
        Partial<Pick<PullRequestRefs, 'headRepository' | 'baseRepository'>>,
    ): void {
      const repository = { fullName: 'acme/shop', id: 1 };
      pulls.set(number, { headRepository: repository, baseRepository: repository, ...refs });
    },
    /** A push to the pull request's branch. */
    moveHead(number: number, sha: string): void {
      const pr = pulls.get(number);
      if (!pr) throw new Error(`no pull request #${number}`);
      pr.headSha = sha;
    },
    /** `truncated`: GitHub's list stops at its limit (a pull request of more than 3000 files), the rest unknown. */
    setChangedFiles(number: number, paths: string[], options: { truncated?: boolean } = {}): void {
      changed.set(number, { files: paths.map((path) => ({ path, status: 'modified' })), truncated: options.truncated ?? false });
    },
    setRange(base: string, head: string, paths: string[], status = 'ahead'): void {
      ranges.set(`${base}...${head}`, {
        files: paths.map((path) => ({ path, status: 'modified' })),
        truncated: false,
        status,
        commits: 1,
      });
    },
    /** How many commits `head` is ahead of `base`, as GitHub's compare counts them. */
    setAhead(base: string, head: string, commits: number): void {
      ahead.set(`${base}...${head}`, commits);
    },
    setFilesAt(ref: string, files: Record<string, string>): void {
      filesAtRef.set(
        ref,
        Object.entries(files).map(([path, text]) => ({ path, text })),
      );
    },
    setRole(username: string, role: string): void {
      roles.set(username, role);
    },
  };
}

/** All four ports, each with its handles for the test. */
/**
 * Branches as the git data API keeps them: each commit holds the whole file set; a write on top of
 * a commit that is no longer the branch's head is refused (BranchMovedError), as a non-fast-forward.
 */
export function createBranches() {
  const commits = new Map<string, { parent: string | null; message: string; files: Map<string, string> }>();
  const heads = new Map<string, string>();
  const pulls: { number: number; head: string; base: string; title: string; body: string; url: string }[] = [];
  const failures = refusals<'commit' | 'open'>();
  let next = 1;
  const sha = () => (next++).toString(16).padStart(40, 'c');
  const port: BranchWriter = {
    head: async (branch) => heads.get(branch) ?? null,
    async commit({ branch, parent, message, files }) {
      failures.check('commit');
      for (const f of files)
        if (!safeRepoPath(f.path)) throw new Error(`refusing to write outside the repository: ${JSON.stringify(f.path)}`);
      const base = commits.get(parent);
      if (base === undefined) throw githubError(422, 'Parent SHA does not exist or is not a commit object');
      const current = heads.get(branch);
      if (current !== undefined && current !== parent) throw new BranchMovedError(branch);
      const id = sha();
      commits.set(id, { parent, message, files: new Map([...base.files, ...files.map((f) => [f.path, f.text] as const)]) });
      heads.set(branch, id);
      return id;
    },
    findPullRequest: async (head, base) => {
      const found = pulls.find((p) => p.head === head && p.base === base);
      return found === undefined ? null : { number: found.number, url: found.url };
    },
    async openPullRequest({ head, base, title, body }) {
      failures.check('open');
      if (!heads.has(head)) throw githubError(422, 'Validation Failed: head is not a branch');
      const number = 100 + pulls.length;
      const pr = { number, head, base, title, body, url: `${REPO_URL}/pull/${number}` };
      pulls.push(pr);
      return { number, url: pr.url };
    },
  };
  return {
    port,
    pulls,
    refuse: failures.refuse,
    /** A branch whose head commit (`id`, or a new one) holds these files. */
    branch(name: string, files: Record<string, string> = {}, id = sha()): string {
      commits.set(id, { parent: null, message: 'initial', files: new Map(Object.entries(files)) });
      heads.set(name, id);
      return id;
    },
    file: (branch: string, path: string): string | undefined => commits.get(heads.get(branch) ?? '')?.files.get(path),
    files: (branch: string): string[] => [...(commits.get(heads.get(branch) ?? '')?.files.keys() ?? [])].sort(),
    message: (branch: string): string | undefined => commits.get(heads.get(branch) ?? '')?.message,
    /** Moves a branch as another push would. */
    push(branch: string, files: Record<string, string>): string {
      const parent = heads.get(branch)!;
      const id = sha();
      commits.set(id, { parent, message: 'another push', files: new Map([...commits.get(parent)!.files, ...Object.entries(files)]) });
      heads.set(branch, id);
      return id;
    },
  };
}

export function createInMemoryGitHub() {
  const comments = createCommentStore();
  const checks = createCheckRunStore();
  const baselines = createBaselineStore();
  const repository = createRepository();
  const branches = createBranches();
  const ports: GitHubPorts = {
    comments: comments.store,
    checks: checks.store,
    baselines: baselines.store,
    repository: repository.port,
    branches: branches.port,
  };
  return { ports, comments, checks, baselines, repository, branches };
}

export type InMemoryGitHub = ReturnType<typeof createInMemoryGitHub>;
