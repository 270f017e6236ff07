// A loopback stand-in for api.github.com, driven by the real Octokit. It keeps state like GitHub
// does (comments, reactions, check runs, a git object store with real SHA-1 ids, refs that only
// fast-forward), validates request bodies and answers 422 where GitHub would, and can inject rate
// limits and server errors. Only one repository exists: the one given to startFakeGitHub.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUser {
  login: string;
  id: number;
  type: 'User' | 'Bot';
}

/** The account GITHUB_TOKEN acts as. */
export const GITHUB_ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

/**
 * Who the token belongs to. 'installation' is GITHUB_TOKEN or a GitHub App installation token:
 * GET /user answers 403 and comments are written by github-actions[bot].
 */
export type FakeIdentity = FakeUser | 'installation';

export interface FakeComment {
  id: number;
  issue_number: number;
  user: FakeUser;
  body: string;
  created_at: string;
  updated_at: string;
}

export interface FakeReaction {
  id: number;
  comment_id: number;
  content: string;
  user: FakeUser;
}

export interface FakeAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: string;
  message: string;
  title?: string;
  start_column?: number;
  end_column?: number;
}

export interface FakeCheckRun {
  id: number;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url: string | null;
  output: { title: string | null; summary: string | null; text: string | null };
  annotations: FakeAnnotation[];
  /** Number of create/update requests that touched this run. */
  writes: number;
}

export interface FakeChangedFile {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  previous_filename?: string;
}

/** A pull request of the fake's repository, as GET /pulls/{n} describes it. */
export interface FakePull {
  number: number;
  head_sha: string;
  /** Default "feature". */
  head_ref?: string;
  /** Default "main"; its current commit is the base SHA. */
  base_ref?: string;
  /**
   * The head branch lives in someone else's fork (`head.repo` is the fork: another id and full name);
   * 'deleted': a fork that has since been deleted (`head.repo` is null, as GitHub answers).
   */
  fork?: boolean | 'deleted';
  draft?: boolean;
  state?: 'open' | 'closed';
  user?: FakeUser;
  title?: string;
  body?: string;
}

export interface LoggedRequest {
  method: string;
  /** Decoded path without the query, e.g. /repos/acme/shop/git/ref/heads/main. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
}

/**
 * 'forbidden' is GitHub's answer to a token without the permission (e.g. a workflow without
 * `pull-requests: write` writing a comment); 'unprocessable' a 422 validation failure; 'unauthorized'
 * GitHub's 401 to a token that is invalid, expired or revoked.
 */
export type InjectedFailure = 'rate-limit' | 'secondary-rate-limit' | 'server-error' | 'forbidden' | 'unprocessable' | 'unauthorized';

export interface FailureRule {
  kind: InjectedFailure;
  method?: string;
  /** Matched against the decoded path. */
  path?: RegExp;
  /** How many matching requests fail (default 1; Infinity: all of them). */
  times?: number;
}

export interface Hold {
  /** Resolves when a matching request arrived and is being held. */
  reached: Promise<void>;
  /** Lets the held request proceed (it then sees the state as it is at that moment). */
  release(): void;
}

export interface FakeGitHub {
  /** Base URL to give Octokit (baseUrl or GITHUB_API_URL). */
  url: string;
  owner: string;
  repo: string;
  token: string;
  requests: LoggedRequest[];
  comments: FakeComment[];
  reactions: FakeReaction[];
  checkRuns: FakeCheckRun[];
  setIdentity(identity: FakeIdentity): void;
  addComment(issue_number: number, user: FakeUser, body: string): FakeComment;
  setPermission(username: string, permission: 'admin' | 'write' | 'read' | 'none', role_name?: string): void;
  setPullFiles(pull_number: number, files: FakeChangedFile[]): void;
  setPull(pull: FakePull): void;
  /** The pull requests, by number (those set and those opened through POST /pulls). */
  pulls(): FakePull[];
  failNext(rule: FailureRule): void;
  hold(method: string, path: RegExp): Hold;
  git: FakeGit;
  close(): Promise<void>;
}

export interface FakeGit {
  /** Creates a commit whose tree holds exactly `files`; moves `branch` to it when given. */
  commit(options: { files?: Record<string, string>; parents?: string[]; message?: string; branch?: string }): string;
  /** A chain of `count` commits on top of `parent` (each with one parent); returns them oldest first. */
  chain(count: number, options?: { parent?: string; branch?: string }): string[];
  setRef(name: string, sha: string): void;
  /** The SHA a ref points to, e.g. ref('heads/main'). */
  ref(name: string): string | undefined;
  /** File contents at a commit, branch name or ref. */
  readFile(at: string, path: string): string | undefined;
  /** All file paths at a commit, branch name or ref, sorted. */
  files(at: string): string[];
  parents(commit: string): string[];
}

type Mode = '100644' | '100755' | '040000' | '160000' | '120000';
interface TreeEntry {
  name: string;
  mode: Mode;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
}
type GitObject =
  | { type: 'blob'; content: Buffer }
  | { type: 'tree'; entries: TreeEntry[] }
  | { type: 'commit'; tree: string; parents: string[]; message: string; date: string };

class HttpError extends Error {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  constructor(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    super(String(body['message']));
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

const DOCS = 'https://docs.github.com/rest';
const notFound = () => new HttpError(404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
const unprocessable = (message: string, errors?: unknown[]) =>
  new HttpError(422, { message, ...(errors ? { errors } : {}), documentation_url: DOCS, status: '422' });
const missingField = (resource: string, field: string) => unprocessable('Validation Failed', [{ resource, code: 'missing_field', field }]);

const REACTIONS = new Set(['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes']);
const CHECK_STATUSES = new Set(['queued', 'in_progress', 'completed', 'waiting', 'requested', 'pending']);
const CHECK_CONCLUSIONS = new Set(['action_required', 'cancelled', 'failure', 'neutral', 'success', 'skipped', 'stale', 'timed_out']);
const ANNOTATION_LEVELS = new Set(['notice', 'warning', 'failure']);
const MODES = new Set<string>(['100644', '100755', '040000', '160000', '120000']);
const SHA = /^[0-9a-f]{40}$/;

export async function startFakeGitHub(
  options: {
    owner?: string;
    repo?: string;
    token?: string;
    identity?: FakeIdentity;
    /** Serve the API under a path, like GitHub Enterprise Server's /api/v3. */
    apiPrefix?: string;
    /**
     * The largest blob the Git data API takes or gives back (GitHub's is 100 MB); a larger one is
     * refused with GitHub's 403 (reads: with an error of code too_large).
     */
    maxBlobBytes?: number;
    /** The largest file the contents API inlines (GitHub's is 1 MB); a larger one comes with content "" and encoding "none". */
    maxInlineContentBytes?: number;
  } = {},
): Promise<FakeGitHub> {
  const maxBlobBytes = options.maxBlobBytes ?? 100 * 1024 * 1024;
  const maxInlineContentBytes = options.maxInlineContentBytes ?? 1024 * 1024;
  // GitHub's refusal to hand over a file over its limit.
  const tooLargeToFetch = (message: string, docs: string) =>
    new HttpError(403, {
      message,
      errors: [{ resource: 'Blob', field: 'data', code: 'too_large' }],
      documentation_url: `${DOCS}/${docs}`,
      status: '403',
    });
  const apiPrefix = (options.apiPrefix ?? '').replace(/\/+$/, '');
  const owner = options.owner ?? 'acme';
  const repo = options.repo ?? 'shop';
  const token = options.token ?? 'test-token';
  let identity: FakeIdentity = options.identity ?? { login: 'eval-bot', id: 9001, type: 'User' };
  const repoPrefix = `/repos/${owner}/${repo}`;
  const htmlBase = `https://github.com/${owner}/${repo}`;

  const requests: LoggedRequest[] = [];
  const comments: FakeComment[] = [];
  const reactions: FakeReaction[] = [];
  const checkRuns: FakeCheckRun[] = [];
  const permissions = new Map<string, { permission: string; role_name: string }>();
  const pullFiles = new Map<number, FakeChangedFile[]>();
  const pulls = new Map<number, FakePull>();
  const failures: (FailureRule & { left: number })[] = [];
  const holds: { method: string; path: RegExp; used: boolean; arrive: () => void; wait: Promise<void> }[] = [];
  const objects = new Map<string, GitObject>();
  const refs = new Map<string, string>(); // 'refs/heads/main' -> sha
  let nextId = 1_000_000;
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const tick = () => new Date((clock += 1000)).toISOString();

  const actor = (): FakeUser => (identity === 'installation' ? GITHUB_ACTIONS_BOT : identity);

  // ---- git object store (real object ids: sha1 over "<type> <size>\0<body>") ----

  function store(obj: GitObject): string {
    let body: Buffer;
    if (obj.type === 'blob') body = obj.content;
    else if (obj.type === 'tree') {
      body = Buffer.concat(
        obj.entries.map((e) =>
          Buffer.concat([Buffer.from(`${e.mode === '040000' ? '40000' : e.mode} ${e.name}\0`), Buffer.from(e.sha, 'hex')]),
        ),
      );
    } else {
      const seconds = Math.floor(Date.parse(obj.date) / 1000);
      const who = `agent-eval fake <fake@example.com> ${seconds} +0000`;
      body = Buffer.from(
        `tree ${obj.tree}\n${obj.parents.map((p) => `parent ${p}\n`).join('')}author ${who}\ncommitter ${who}\n\n${obj.message}`,
      );
    }
    const sha = createHash('sha1').update(`${obj.type} ${body.length}\0`).update(body).digest('hex');
    objects.set(sha, obj);
    return sha;
  }

  const getObject = <T extends GitObject['type']>(sha: string, type: T) => {
    const obj = objects.get(sha);
    return obj?.type === type ? (obj as Extract<GitObject, { type: T }>) : undefined;
  };

  /** Git's tree order: names compare as if directories ended in '/'. */
  const treeOrder = (a: TreeEntry, b: TreeEntry) => {
    const ka = a.type === 'tree' ? `${a.name}/` : a.name;
    const kb = b.type === 'tree' ? `${b.name}/` : b.name;
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  };

  interface FlatEntry {
    mode: Mode;
    type: 'blob' | 'commit';
    sha: string;
  }

  function flatten(treeSha: string, prefix = '', out = new Map<string, FlatEntry>()): Map<string, FlatEntry> {
    const tree = getObject(treeSha, 'tree');
    if (!tree) throw new Error(`no tree ${treeSha}`);
    for (const e of tree.entries) {
      const path = prefix + e.name;
      if (e.type === 'tree') flatten(e.sha, `${path}/`, out);
      else out.set(path, { mode: e.mode, type: e.type, sha: e.sha });
    }
    return out;
  }

  function buildTree(flat: Map<string, FlatEntry>): string {
    const here: TreeEntry[] = [];
    const dirs = new Map<string, Map<string, FlatEntry>>();
    for (const [path, e] of flat) {
      const slash = path.indexOf('/');
      if (slash === -1) here.push({ name: path, ...e });
      else {
        const dir = path.slice(0, slash);
        if (!dirs.has(dir)) dirs.set(dir, new Map());
        dirs.get(dir)!.set(path.slice(slash + 1), e);
      }
    }
    for (const [dir, sub] of dirs) here.push({ name: dir, mode: '040000', type: 'tree', sha: buildTree(sub) });
    here.sort(treeOrder);
    return store({ type: 'tree', entries: here });
  }

  /** A commit SHA, a full ref (refs/heads/x), a short ref (heads/x) or a branch name. */
  function resolveCommit(at: string): string | undefined {
    if (SHA.test(at) && getObject(at, 'commit')) return at;
    for (const name of [at, `refs/${at}`, `refs/heads/${at}`, `refs/tags/${at}`]) {
      const sha = refs.get(name);
      if (sha) return sha;
    }
    return undefined;
  }

  function ancestors(sha: string): Set<string> {
    const seen = new Set<string>();
    const queue = [sha];
    while (queue.length > 0) {
      const s = queue.shift()!;
      if (seen.has(s)) continue;
      seen.add(s);
      queue.push(...(getObject(s, 'commit')?.parents ?? []));
    }
    return seen;
  }

  function newCommit(tree: string, parents: string[], message: string): string {
    return store({ type: 'commit', tree, parents, message, date: tick() });
  }

  const git: FakeGit = {
    commit({ files = {}, parents, message = 'commit', branch }) {
      const parentList = parents ?? (branch && refs.get(`refs/heads/${branch}`) ? [refs.get(`refs/heads/${branch}`)!] : []);
      const flat = new Map<string, FlatEntry>();
      for (const [path, text] of Object.entries(files)) {
        flat.set(path, { mode: '100644', type: 'blob', sha: store({ type: 'blob', content: Buffer.from(text) }) });
      }
      const sha = newCommit(buildTree(flat), parentList, message);
      if (branch) refs.set(`refs/heads/${branch}`, sha);
      return sha;
    },
    chain(count, { parent, branch } = {}) {
      const out: string[] = [];
      let prev = parent ?? (branch ? refs.get(`refs/heads/${branch}`) : undefined);
      for (let i = 0; i < count; i++) {
        prev = git.commit({ files: { 'README.md': `change ${i}\n` }, parents: prev ? [prev] : [], message: `change ${i}` });
        out.push(prev);
      }
      if (branch && prev) refs.set(`refs/heads/${branch}`, prev);
      return out;
    },
    setRef(name, sha) {
      refs.set(name.startsWith('refs/') ? name : `refs/${name}`, sha);
    },
    ref(name) {
      return refs.get(name.startsWith('refs/') ? name : `refs/${name}`);
    },
    readFile(at, path) {
      const commit = resolveCommit(at);
      if (!commit) return undefined;
      const e = flatten(getObject(commit, 'commit')!.tree).get(path);
      const blob = e ? getObject(e.sha, 'blob') : undefined;
      return blob?.content.toString('utf8');
    },
    files(at) {
      const commit = resolveCommit(at);
      if (!commit) return [];
      return [...flatten(getObject(commit, 'commit')!.tree).keys()].sort();
    },
    parents(commit) {
      return getObject(commit, 'commit')?.parents ?? [];
    },
  };

  // ---- JSON shapes ----

  const userJson = (u: FakeUser) => ({ login: u.login, id: u.id, type: u.type, node_id: `U_${u.id}`, site_admin: false });
  const commentJson = (c: FakeComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${baseUrl}${repoPrefix}/issues/comments/${c.id}`,
    html_url: `${htmlBase}/pull/${c.issue_number}#issuecomment-${c.id}`,
    issue_url: `${baseUrl}${repoPrefix}/issues/${c.issue_number}`,
    body: c.body,
    user: userJson(c.user),
    created_at: c.created_at,
    updated_at: c.updated_at,
    author_association: c.user.type === 'Bot' ? 'NONE' : 'MEMBER',
  });
  const checkRunJson = (r: FakeCheckRun) => ({
    id: r.id,
    name: r.name,
    head_sha: r.head_sha,
    status: r.status,
    conclusion: r.conclusion,
    details_url: r.details_url,
    url: `${baseUrl}${repoPrefix}/check-runs/${r.id}`,
    html_url: `${htmlBase}/runs/${r.id}`,
    output: {
      ...r.output,
      annotations_count: r.annotations.length,
      annotations_url: `${baseUrl}${repoPrefix}/check-runs/${r.id}/annotations`,
    },
  });
  const gitCommitJson = (sha: string) => {
    const c = getObject(sha, 'commit')!;
    const person = { name: 'agent-eval fake', email: 'fake@example.com', date: c.date };
    return {
      sha,
      node_id: `C_${sha}`,
      url: `${baseUrl}${repoPrefix}/git/commits/${sha}`,
      html_url: `${htmlBase}/commit/${sha}`,
      author: person,
      committer: person,
      message: c.message,
      tree: { sha: c.tree, url: `${baseUrl}${repoPrefix}/git/trees/${c.tree}` },
      parents: c.parents.map((p) => ({ sha: p, url: `${baseUrl}${repoPrefix}/git/commits/${p}`, html_url: `${htmlBase}/commit/${p}` })),
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null },
    };
  };
  const repoCommitJson = (sha: string) => {
    const g = gitCommitJson(sha);
    return {
      sha,
      node_id: g.node_id,
      url: `${baseUrl}${repoPrefix}/commits/${sha}`,
      html_url: g.html_url,
      commit: { author: g.author, committer: g.committer, message: g.message, tree: g.tree, url: g.url, comment_count: 0 },
      parents: g.parents,
    };
  };
  const refJson = (name: string) => ({
    ref: name,
    node_id: `REF_${name}`,
    url: `${baseUrl}${repoPrefix}/git/${name}`,
    object: { type: 'commit', sha: refs.get(name)!, url: `${baseUrl}${repoPrefix}/git/commits/${refs.get(name)}` },
  });
  const treeEntryJson = (path: string, e: { mode: Mode; type: string; sha: string }) => ({
    path,
    mode: e.mode,
    type: e.type,
    sha: e.sha,
    ...(e.type === 'blob' ? { size: getObject(e.sha, 'blob')?.content.length ?? 0 } : {}),
    url: `${baseUrl}${repoPrefix}/git/${e.type === 'tree' ? 'trees' : 'blobs'}/${e.sha}`,
  });
  function listTree(treeSha: string, recursive: boolean, prefix = '', out: ReturnType<typeof treeEntryJson>[] = []) {
    for (const e of getObject(treeSha, 'tree')!.entries) {
      out.push(treeEntryJson(prefix + e.name, e));
      if (recursive && e.type === 'tree') listTree(e.sha, true, `${prefix}${e.name}/`, out);
    }
    return out;
  }

  // ---- helpers for handlers ----

  function paginate<T>(items: T[], query: Record<string, string>, path: string, defaultPerPage = 30) {
    const perPage = Math.min(100, Math.max(1, Number(query['per_page'] ?? defaultPerPage) || defaultPerPage));
    const page = Math.max(1, Number(query['page'] ?? 1) || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const link = (p: number) => {
      const q = new URLSearchParams({ ...query, per_page: String(perPage), page: String(p) });
      return `<${baseUrl}${path}?${q}>`;
    };
    const rels: string[] = [];
    if (page > 1) rels.push(`${link(page - 1)}; rel="prev"`, `${link(1)}; rel="first"`);
    if (page < last) rels.push(`${link(page + 1)}; rel="next"`, `${link(last)}; rel="last"`);
    return { items: items.slice((page - 1) * perPage, page * perPage), headers: rels.length > 0 ? { link: rels.join(', ') } : {} };
  }

  const asObject = (body: unknown): Record<string, unknown> =>
    body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

  function validateCommentBody(b: Record<string, unknown>) {
    if (typeof b['body'] !== 'string' || b['body'].length === 0) throw missingField('IssueComment', 'body');
    if (b['body'].length > 65_536) {
      throw unprocessable('Validation Failed', [
        { resource: 'IssueComment', code: 'custom', field: 'body', message: 'body is too long (maximum is 65536 characters)' },
      ]);
    }
  }

  function applyCheckRun(run: FakeCheckRun, b: Record<string, unknown>) {
    if (b['status'] !== undefined && !CHECK_STATUSES.has(String(b['status'])))
      throw unprocessable(`Invalid request.\n\n${JSON.stringify(b['status'])} is not a member of the status enum.`);
    if (b['conclusion'] !== undefined && !CHECK_CONCLUSIONS.has(String(b['conclusion'])))
      throw unprocessable(`Invalid request.\n\n${JSON.stringify(b['conclusion'])} is not a member of the conclusion enum.`);
    if (b['status'] === 'completed' && b['conclusion'] === undefined)
      throw unprocessable('Invalid request.\n\nWhen the status is completed, a conclusion must be supplied.');
    let annotations: FakeAnnotation[] = [];
    const output = b['output'];
    if (output !== undefined) {
      const o = asObject(output);
      if (typeof o['title'] !== 'string') throw unprocessable('Invalid request.\n\n"title" wasn\'t supplied.');
      if (typeof o['summary'] !== 'string') throw unprocessable('Invalid request.\n\n"summary" wasn\'t supplied.');
      if (o['summary'].length > 65_535)
        throw unprocessable(`Invalid request.\n\nOnly 65535 characters are allowed; ${o['summary'].length} were supplied.`);
      if (typeof o['text'] === 'string' && o['text'].length > 65_535)
        throw unprocessable('Invalid request.\n\n"text" is too long (maximum is 65535 characters).');
      const list = o['annotations'] ?? [];
      if (!Array.isArray(list)) throw unprocessable("Invalid request.\n\nFor 'properties/annotations', is not an array.");
      if (list.length > 50) throw unprocessable('Invalid request.\n\nOnly 50 annotations are allowed per request.');
      annotations = list.map((raw: unknown) => {
        const a = asObject(raw);
        for (const field of ['path', 'start_line', 'end_line', 'annotation_level', 'message']) {
          if (a[field] === undefined) throw unprocessable(`Invalid request.\n\n"${field}" wasn't supplied.`);
        }
        if (!ANNOTATION_LEVELS.has(String(a['annotation_level'])))
          throw unprocessable(`Invalid request.\n\n${JSON.stringify(a['annotation_level'])} is not a member of the annotation_level enum.`);
        if ((a['start_column'] !== undefined || a['end_column'] !== undefined) && a['start_line'] !== a['end_line']) {
          throw unprocessable(
            'Invalid request.\n\nstart_column and end_column may only be used when start_line and end_line are the same.',
          );
        }
        return a as unknown as FakeAnnotation;
      });
    }
    if (b['status'] !== undefined) run.status = String(b['status']);
    if (b['conclusion'] !== undefined) {
      run.conclusion = String(b['conclusion']);
      run.status = 'completed';
    }
    if (typeof b['details_url'] === 'string') run.details_url = b['details_url'];
    if (output !== undefined) {
      const o = asObject(output);
      run.output = {
        title: String(o['title']),
        summary: String(o['summary']),
        text: typeof o['text'] === 'string' ? o['text'] : run.output.text,
      };
      run.annotations.push(...annotations);
    }
    run.writes += 1;
  }

  function treeOf(at: string): string | undefined {
    if (getObject(at, 'tree')) return at;
    const commit = resolveCommit(at);
    return commit ? getObject(commit, 'commit')!.tree : undefined;
  }

  // ---- routes ----

  type Handler = (
    m: string[],
    query: Record<string, string>,
    body: unknown,
    path: string,
  ) => { status?: number; json?: unknown; headers?: Record<string, string> };
  const routes: [string, RegExp, Handler][] = [];
  const repoPattern = repoPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const route = (method: string, pattern: string, handler: Handler) =>
    routes.push([method, new RegExp(`^${pattern.replaceAll('{repo}', () => repoPattern)}$`), handler]);

  route('GET', '/user', () => {
    if (identity === 'installation') {
      throw new HttpError(403, {
        message: 'Resource not accessible by integration',
        documentation_url: `${DOCS}/users/users#get-the-authenticated-user`,
        status: '403',
      });
    }
    return { json: userJson(identity) };
  });

  route('GET', '{repo}/issues/(\\d+)/comments', ([n], query, _b, path) => {
    const list = comments.filter((c) => c.issue_number === Number(n)).sort((a, b) => a.id - b.id);
    const page = paginate(list, query, path);
    return { json: page.items.map(commentJson), headers: page.headers };
  });
  route('POST', '{repo}/issues/(\\d+)/comments', ([n], _q, body) => {
    const b = asObject(body);
    validateCommentBody(b);
    const now = tick();
    const c: FakeComment = {
      id: nextId++,
      issue_number: Number(n),
      user: actor(),
      body: String(b['body']),
      created_at: now,
      updated_at: now,
    };
    comments.push(c);
    return { status: 201, json: commentJson(c) };
  });
  route('GET', '{repo}/issues/comments/(\\d+)', ([id]) => {
    const c = comments.find((x) => x.id === Number(id));
    if (!c) throw notFound();
    return { json: commentJson(c) };
  });
  route('PATCH', '{repo}/issues/comments/(\\d+)', ([id], _q, body) => {
    const c = comments.find((x) => x.id === Number(id));
    if (!c) throw notFound();
    const b = asObject(body);
    validateCommentBody(b);
    c.body = String(b['body']);
    c.updated_at = tick();
    return { json: commentJson(c) };
  });
  route('DELETE', '{repo}/issues/comments/(\\d+)', ([id]) => {
    const at = comments.findIndex((x) => x.id === Number(id));
    if (at === -1) throw notFound();
    comments.splice(at, 1);
    return { status: 204 };
  });
  route('POST', '{repo}/issues/comments/(\\d+)/reactions', ([id], _q, body) => {
    if (!comments.some((x) => x.id === Number(id))) throw notFound();
    const content = asObject(body)['content'];
    if (content === undefined) throw missingField('Reaction', 'content');
    if (!REACTIONS.has(String(content))) {
      throw unprocessable('Validation Failed', [{ resource: 'Reaction', code: 'invalid', field: 'content', value: content }]);
    }
    const user = actor();
    const existing = reactions.find((r) => r.comment_id === Number(id) && r.content === content && r.user.id === user.id);
    if (existing) return { status: 200, json: { id: existing.id, content, user: userJson(user) } };
    const r: FakeReaction = { id: nextId++, comment_id: Number(id), content: String(content), user };
    reactions.push(r);
    return { status: 201, json: { id: r.id, content: r.content, user: userJson(user), created_at: tick() } };
  });

  route('POST', '{repo}/check-runs', (_m, _q, body) => {
    const b = asObject(body);
    if (typeof b['name'] !== 'string' || b['name'] === '') throw unprocessable('Invalid request.\n\n"name" wasn\'t supplied.');
    if (typeof b['head_sha'] !== 'string') throw unprocessable('Invalid request.\n\n"head_sha" wasn\'t supplied.');
    if (!SHA.test(b['head_sha'])) throw unprocessable(`No commit found for SHA: ${b['head_sha']}`);
    const run: FakeCheckRun = {
      id: nextId++,
      name: b['name'],
      head_sha: b['head_sha'],
      status: 'queued',
      conclusion: null,
      details_url: null,
      output: { title: null, summary: null, text: null },
      annotations: [],
      writes: 0,
    };
    applyCheckRun(run, b);
    checkRuns.push(run);
    return { status: 201, json: checkRunJson(run) };
  });
  route('PATCH', '{repo}/check-runs/(\\d+)', ([id], _q, body) => {
    const run = checkRuns.find((r) => r.id === Number(id));
    if (!run) throw notFound();
    applyCheckRun(run, asObject(body));
    return { json: checkRunJson(run) };
  });
  route('GET', '{repo}/check-runs/(\\d+)', ([id]) => {
    const run = checkRuns.find((r) => r.id === Number(id));
    if (!run) throw notFound();
    return { json: checkRunJson(run) };
  });

  route('GET', '{repo}/git/ref/(.+)', ([name]) => {
    const full = `refs/${name}`;
    if (!refs.has(full)) throw notFound();
    return { json: refJson(full) };
  });
  route('POST', '{repo}/git/refs', (_m, _q, body) => {
    const b = asObject(body);
    if (typeof b['ref'] !== 'string') throw unprocessable('Invalid request.\n\n"ref" wasn\'t supplied.');
    if (typeof b['sha'] !== 'string') throw unprocessable('Invalid request.\n\n"sha" wasn\'t supplied.');
    if (!b['ref'].startsWith('refs/') || b['ref'].split('/').length < 3) throw unprocessable(`${b['ref']} is not a valid ref name.`);
    if (!getObject(b['sha'], 'commit')) throw unprocessable('Object does not exist');
    if (refs.has(b['ref'])) throw unprocessable('Reference already exists');
    refs.set(b['ref'], b['sha']);
    return { status: 201, json: refJson(b['ref']) };
  });
  route('PATCH', '{repo}/git/refs/(.+)', ([name], _q, body) => {
    const b = asObject(body);
    const full = `refs/${name}`;
    if (typeof b['sha'] !== 'string') throw unprocessable('Invalid request.\n\n"sha" wasn\'t supplied.');
    const current = refs.get(full);
    if (current === undefined) throw unprocessable('Reference does not exist');
    if (!getObject(b['sha'], 'commit')) throw unprocessable('Object does not exist');
    if (b['force'] !== true && !ancestors(b['sha']).has(current)) throw unprocessable('Update is not a fast forward');
    refs.set(full, b['sha']);
    return { json: refJson(full) };
  });
  route('DELETE', '{repo}/git/refs/(.+)', ([name]) => {
    if (!refs.delete(`refs/${name}`)) throw unprocessable('Reference does not exist');
    return { status: 204 };
  });

  route('POST', '{repo}/git/blobs', (_m, _q, body) => {
    const b = asObject(body);
    if (typeof b['content'] !== 'string') throw unprocessable('Invalid request.\n\n"content" wasn\'t supplied.');
    const encoding = b['encoding'] ?? 'utf-8';
    if (encoding !== 'utf-8' && encoding !== 'base64')
      throw unprocessable(`Invalid request.\n\n${JSON.stringify(encoding)} is not a valid encoding.`);
    const content = Buffer.from(b['content'], encoding === 'base64' ? 'base64' : 'utf8');
    if (content.length > maxBlobBytes) {
      throw new HttpError(403, { message: 'blob too large', documentation_url: `${DOCS}/git/blobs#create-a-blob`, status: '403' });
    }
    const sha = store({ type: 'blob', content });
    return { status: 201, json: { sha, url: `${baseUrl}${repoPrefix}/git/blobs/${sha}` } };
  });
  route('GET', '{repo}/git/blobs/([0-9a-f]{40})', ([sha]) => {
    const blob = getObject(sha!, 'blob');
    if (!blob) throw notFound();
    if (blob.content.length > maxBlobBytes)
      throw tooLargeToFetch(
        'This API returns blobs up to 100 MB in size. The requested blob is too large to fetch via the API.',
        'git/blobs#get-a-blob',
      );
    const content = blob.content.toString('base64').replace(/.{60}/g, '$&\n');
    return {
      json: {
        sha,
        node_id: `B_${sha}`,
        size: blob.content.length,
        url: `${baseUrl}${repoPrefix}/git/blobs/${sha}`,
        content,
        encoding: 'base64',
      },
    };
  });

  route('POST', '{repo}/git/trees', (_m, _q, body) => {
    const b = asObject(body);
    if (!Array.isArray(b['tree'])) throw unprocessable('Invalid request.\n\n"tree" wasn\'t supplied.');
    let flat = new Map<string, FlatEntry>();
    if (b['base_tree'] !== undefined) {
      const base = typeof b['base_tree'] === 'string' ? getObject(b['base_tree'], 'tree') : undefined;
      if (!base) throw unprocessable('Invalid request.\n\nbase_tree is not a valid tree oid.');
      flat = flatten(b['base_tree'] as string);
    }
    for (const raw of b['tree'] as unknown[]) {
      const e = asObject(raw);
      const path = e['path'];
      if (typeof path !== 'string' || path === '' || path.split('/').some((s) => s === '' || s === '.' || s === '..')) {
        throw unprocessable(`tree.path contains a malformed path component`);
      }
      if (!MODES.has(String(e['mode'])))
        throw unprocessable(`Invalid request.\n\n${JSON.stringify(e['mode'])} is not a member of the mode enum.`);
      const type = e['type'];
      if (type !== 'blob' && type !== 'tree' && type !== 'commit')
        throw unprocessable(`Invalid request.\n\n${JSON.stringify(type)} is not a member of the type enum.`);
      const hasSha = 'sha' in e;
      const hasContent = typeof e['content'] === 'string';
      if (hasSha === hasContent) throw unprocessable('Invalid request.\n\nMust supply either tree.sha or tree.content.');
      const under = (p: string) => p === path || p.startsWith(`${path}/`);
      if (hasSha && e['sha'] === null) {
        for (const p of [...flat.keys()]) if (under(p)) flat.delete(p);
        continue;
      }
      let sha: string;
      if (hasContent) {
        if (type !== 'blob') throw unprocessable('Invalid request.\n\ntree.content may only be used for blobs.');
        sha = store({ type: 'blob', content: Buffer.from(e['content'] as string) });
      } else {
        sha = String(e['sha']);
        if (type !== 'commit' && !getObject(sha, type)) throw unprocessable(`tree.sha ${sha} is not a valid ${type}`);
      }
      for (const p of [...flat.keys()]) if (under(p)) flat.delete(p);
      if (type === 'tree') for (const [p, sub] of flatten(sha)) flat.set(`${path}/${p}`, sub);
      else flat.set(path, { mode: String(e['mode']) as Mode, type, sha });
    }
    const sha = buildTree(flat);
    return { status: 201, json: { sha, url: `${baseUrl}${repoPrefix}/git/trees/${sha}`, tree: listTree(sha, false), truncated: false } };
  });
  route('GET', '{repo}/git/trees/(.+)', ([at], query) => {
    const sha = treeOf(at!);
    if (!sha) throw notFound();
    const recursive = query['recursive'] !== undefined;
    return { json: { sha, url: `${baseUrl}${repoPrefix}/git/trees/${sha}`, tree: listTree(sha, recursive), truncated: false } };
  });

  route('POST', '{repo}/git/commits', (_m, _q, body) => {
    const b = asObject(body);
    if (typeof b['message'] !== 'string') throw unprocessable('Invalid request.\n\n"message" wasn\'t supplied.');
    if (typeof b['tree'] !== 'string') throw unprocessable('Invalid request.\n\n"tree" wasn\'t supplied.');
    if (!getObject(b['tree'], 'tree')) throw unprocessable('Tree SHA does not exist');
    const parents = b['parents'] ?? [];
    if (!Array.isArray(parents) || parents.some((p) => typeof p !== 'string' || !getObject(p, 'commit'))) {
      throw unprocessable('Parent SHA does not exist or is not a commit object');
    }
    const sha = newCommit(b['tree'], parents as string[], b['message']);
    return { status: 201, json: gitCommitJson(sha) };
  });
  route('GET', '{repo}/git/commits/([0-9a-f]{40})', ([sha]) => {
    if (!getObject(sha!, 'commit')) throw notFound();
    return { json: gitCommitJson(sha!) };
  });
  route('GET', '{repo}/commits/(.+)', ([at]) => {
    const sha = resolveCommit(at!);
    if (!sha) throw unprocessable(`No commit found for SHA: ${at}`);
    return { json: { ...repoCommitJson(sha), files: [] } };
  });

  function changedFiles(from: string, to: string) {
    const before = flatten(getObject(from, 'commit')!.tree);
    const after = flatten(getObject(to, 'commit')!.tree);
    const files: { sha: string; filename: string; status: string; additions: number; deletions: number; changes: number }[] = [];
    for (const [path, e] of after) {
      const old = before.get(path);
      if (old === undefined) files.push({ sha: e.sha, filename: path, status: 'added', additions: 1, deletions: 0, changes: 1 });
      else if (old.sha !== e.sha) files.push({ sha: e.sha, filename: path, status: 'modified', additions: 1, deletions: 1, changes: 2 });
    }
    for (const [path, e] of before)
      if (!after.has(path)) files.push({ sha: e.sha, filename: path, status: 'removed', additions: 0, deletions: 1, changes: 1 });
    return files.sort((a, b) => (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0));
  }

  route('GET', '{repo}/compare/(.+)', ([basehead], query, _b, path) => {
    const parts = basehead!.split('...');
    if (parts.length !== 2) throw notFound();
    const base = resolveCommit(parts[0]!);
    const head = resolveCommit(parts[1]!);
    if (!base || !head) throw notFound();
    const headAncestors = ancestors(head);
    const baseAncestors = ancestors(base);
    // The nearest common ancestor, breadth-first from the base.
    let mergeBase: string | undefined;
    const queue = [base];
    const seen = new Set<string>();
    while (queue.length > 0 && mergeBase === undefined) {
      const s = queue.shift()!;
      if (seen.has(s)) continue;
      seen.add(s);
      if (headAncestors.has(s)) mergeBase = s;
      else queue.push(...git.parents(s));
    }
    if (mergeBase === undefined) throw notFound(); // unrelated histories
    const aheadBy = [...headAncestors].filter((s) => !baseAncestors.has(s)).length;
    const behindBy = [...baseAncestors].filter((s) => !headAncestors.has(s)).length;
    const status = aheadBy === 0 && behindBy === 0 ? 'identical' : behindBy === 0 ? 'ahead' : aheadBy === 0 ? 'behind' : 'diverged';
    // Like GitHub: the commits (oldest first) are paginated when per_page or page is given, else
    // the newest 250; the changed files (merge-base to head) come on the first page only, at most 300.
    const ahead = [...headAncestors]
      .filter((s) => !baseAncestors.has(s))
      .sort((a, b) => getObject(a, 'commit')!.date.localeCompare(getObject(b, 'commit')!.date));
    const paged = query['per_page'] !== undefined || query['page'] !== undefined;
    const page = paged ? paginate(ahead, query, path, 250) : { items: ahead.slice(-250), headers: {} };
    const firstPage = !paged || Number(query['page'] ?? 1) <= 1;
    return {
      headers: page.headers,
      json: {
        url: `${baseUrl}${repoPrefix}/compare/${basehead}`,
        html_url: `${htmlBase}/compare/${basehead}`,
        base_commit: repoCommitJson(base),
        merge_base_commit: repoCommitJson(mergeBase),
        status,
        ahead_by: aheadBy,
        behind_by: behindBy,
        total_commits: aheadBy,
        commits: page.items.map(repoCommitJson),
        files: firstPage ? changedFiles(mergeBase, head).slice(0, 300) : [],
      },
    };
  });

  const repoJson = (fullName: string, fork: boolean) => {
    const [login = owner, name = repo] = fullName.split('/');
    return {
      id: fork ? 2 : 1,
      node_id: `R_${fullName}`,
      name,
      full_name: fullName,
      private: false,
      fork,
      owner: { login, id: fork ? 502 : 500, type: 'User' },
      html_url: `https://github.com/${fullName}`,
      default_branch: 'main',
    };
  };
  const pullJson = (pr: FakePull) => {
    const headRef = pr.head_ref ?? 'feature';
    const baseRef = pr.base_ref ?? 'main';
    const user = pr.user ?? { login: 'contributor', id: 700, type: 'User' as const };
    const headRepo = pr.fork ? repoJson(`${user.login}/${repo}`, true) : repoJson(`${owner}/${repo}`, false);
    const headUser = pr.fork === 'deleted' ? userJson(user) : headRepo.owner;
    return {
      json: {
        url: `${baseUrl}${repoPrefix}/pulls/${pr.number}`,
        id: 10_000 + pr.number,
        node_id: `PR_${pr.number}`,
        html_url: `${htmlBase}/pull/${pr.number}`,
        number: pr.number,
        state: pr.state ?? 'open',
        locked: false,
        title: pr.title ?? `Pull request ${pr.number}`,
        user: userJson(user),
        body: pr.body ?? null,
        draft: pr.draft ?? false,
        merged: false,
        head: {
          label: `${headUser.login}:${headRef}`,
          ref: headRef,
          sha: pr.head_sha,
          user: headUser,
          repo: pr.fork === 'deleted' ? null : headRepo,
        },
        base: {
          label: `${owner}:${baseRef}`,
          ref: baseRef,
          sha: resolveCommit(baseRef) ?? '0'.repeat(40),
          user: { login: owner, id: 500, type: 'User' },
          repo: repoJson(`${owner}/${repo}`, false),
        },
        author_association: pr.fork ? 'CONTRIBUTOR' : 'MEMBER',
      },
    };
  };
  route('GET', '{repo}/pulls/(\\d+)', ([n]) => {
    const pr = pulls.get(Number(n));
    if (!pr) throw notFound();
    return pullJson(pr);
  });
  // Filters as GitHub's: state (default open), head as "owner:branch", base.
  route('GET', '{repo}/pulls', (_m, query) => {
    const state = query['state'] ?? 'open';
    const found = [...pulls.values()].filter(
      (pr) =>
        (state === 'all' || (pr.state ?? 'open') === state) &&
        (query['head'] === undefined || query['head'] === `${owner}:${pr.head_ref ?? 'feature'}`) &&
        (query['base'] === undefined || query['base'] === (pr.base_ref ?? 'main')),
    );
    return { json: found.map((pr) => pullJson(pr).json) };
  });
  route('POST', '{repo}/pulls', (_m, _q, body) => {
    const b = asObject(body);
    const head = b['head'];
    const base = b['base'];
    if (typeof head !== 'string' || typeof base !== 'string' || typeof b['title'] !== 'string') {
      throw unprocessable('Invalid request.\n\n"head", "base" and "title" are required.');
    }
    const headSha = refs.get(`refs/heads/${head}`);
    if (headSha === undefined || !refs.has(`refs/heads/${base}`)) throw unprocessable('Validation Failed: head or base is not a branch');
    if (
      [...pulls.values()].some(
        (pr) => (pr.state ?? 'open') === 'open' && (pr.head_ref ?? 'feature') === head && (pr.base_ref ?? 'main') === base,
      )
    ) {
      throw unprocessable(`Validation Failed: A pull request already exists for ${owner}:${head}.`);
    }
    const number = Math.max(0, ...pulls.keys()) + 1;
    const pr: FakePull = {
      number,
      head_sha: headSha,
      head_ref: head,
      base_ref: base,
      title: b['title'],
      body: typeof b['body'] === 'string' ? b['body'] : '',
    };
    pulls.set(number, pr);
    return { status: 201, json: pullJson(pr).json };
  });

  route('GET', '{repo}/pulls/(\\d+)/files', ([n], query, _b, path) => {
    const files = pullFiles.get(Number(n));
    if (!files) throw notFound();
    // GitHub never lists more than 3000 files of a pull request.
    const page = paginate(files.slice(0, 3000), query, path);
    return {
      json: page.items.map((f, i) => ({
        sha: createHash('sha1')
          .update(f.filename + i)
          .digest('hex'),
        additions: 1,
        deletions: 0,
        changes: 1,
        ...f,
      })),
      headers: page.headers,
    };
  });

  route('GET', '{repo}/collaborators/([^/]+)/permission', ([username]) => {
    const p = permissions.get(username!);
    if (!p) throw new HttpError(404, { message: `${username} is not a user`, documentation_url: DOCS, status: '404' });
    return { json: { permission: p.permission, role_name: p.role_name, user: { login: username, id: 1, type: 'User' } } };
  });

  route('GET', '{repo}/contents(?:/(.*))?', ([path = ''], query) => {
    const commit = resolveCommit(query['ref'] ?? 'main');
    if (!commit) throw notFound();
    const flat = flatten(getObject(commit, 'commit')!.tree);
    const clean = path.replace(/\/+$/, '');
    const file = flat.get(clean);
    if (file?.type === 'blob') {
      const blob = getObject(file.sha, 'blob')!;
      if (blob.content.length > maxBlobBytes)
        throw tooLargeToFetch(
          'This API returns blobs up to 100 MB in size. The requested blob is too large to fetch via the API.',
          'repos/contents#get-repository-content',
        );
      // From 1 MB to 100 MB GitHub lists the file without its content (the raw media type would return it).
      const inline = blob.content.length <= maxInlineContentBytes;
      return {
        json: {
          type: 'file',
          encoding: inline ? 'base64' : 'none',
          size: blob.content.length,
          name: clean.split('/').pop(),
          path: clean,
          sha: file.sha,
          content: inline ? blob.content.toString('base64').replace(/.{60}/g, '$&\n') : '',
        },
      };
    }
    const prefix = clean === '' ? '' : `${clean}/`;
    const children = new Map<string, { type: string; sha: string }>();
    for (const [p, e] of flat) {
      if (!p.startsWith(prefix)) continue;
      const rest = p.slice(prefix.length);
      const name = rest.split('/')[0]!;
      children.set(name, rest.includes('/') ? { type: 'dir', sha: '' } : { type: 'file', sha: e.sha });
    }
    if (children.size === 0) throw notFound();
    return { json: [...children].map(([name, c]) => ({ type: c.type, name, path: prefix + name, sha: c.sha })) };
  });

  // ---- server ----

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const underPrefix = url.pathname.startsWith(`${apiPrefix}/`);
    if (underPrefix) url.pathname = url.pathname.slice(apiPrefix.length);
    const query = Object.fromEntries(url.searchParams);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let logPath = url.pathname;
    try {
      logPath = decodeURIComponent(url.pathname);
    } catch {
      // keep the raw path
    }
    const entry: LoggedRequest = { method, path: logPath, query, body: undefined, status: 0 };
    requests.push(entry);
    const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      entry.status = status;
      res.writeHead(status, {
        ...(json === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
        'x-github-request-id': `FAKE:${requests.length}`,
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '4999',
        ...headers,
      });
      res.end(json === undefined ? undefined : JSON.stringify(json));
    };

    try {
      const auth = req.headers['authorization'] ?? '';
      if (auth !== `token ${token}` && auth !== `Bearer ${token}`) {
        throw new HttpError(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
      }
      if (raw !== '') {
        try {
          entry.body = JSON.parse(raw);
        } catch {
          throw new HttpError(400, { message: 'Problems parsing JSON', documentation_url: DOCS, status: '400' });
        }
      }
      const hold = holds.find((h) => !h.used && h.method === method && h.path.test(logPath));
      if (hold) {
        hold.used = true;
        hold.arrive();
        await hold.wait;
      }
      const failure = failures.find(
        (f) => f.left > 0 && (f.method === undefined || f.method === method) && (f.path === undefined || f.path.test(logPath)),
      );
      if (failure) {
        failure.left -= 1;
        throw injected(failure.kind);
      }
      if (!underPrefix) throw notFound();
      for (const [m, pattern, handler] of routes) {
        if (m !== method) continue;
        const match = pattern.exec(url.pathname);
        if (!match) continue;
        const params = match.slice(1).map((p) => (p === undefined ? '' : decodeURIComponent(p)));
        const out = handler(params, query, entry.body, url.pathname);
        send(out.status ?? 200, out.json, out.headers);
        return;
      }
      throw notFound();
    } catch (error) {
      if (error instanceof HttpError) send(error.status, error.body, error.headers);
      else send(500, { message: `fake GitHub bug: ${(error as Error).stack ?? String(error)}` });
    }
  }

  function injected(kind: InjectedFailure): HttpError {
    if (kind === 'server-error') return new HttpError(500, { message: 'Server Error' });
    if (kind === 'unauthorized') return new HttpError(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
    if (kind === 'forbidden')
      return new HttpError(403, { message: 'Resource not accessible by integration', documentation_url: DOCS, status: '403' });
    if (kind === 'unprocessable')
      return unprocessable('Validation Failed', [{ resource: 'IssueComment', code: 'unprocessable', field: 'data' }]);
    if (kind === 'secondary-rate-limit') {
      return new HttpError(
        403,
        {
          message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
          documentation_url: `${DOCS}/overview/rate-limits-for-the-rest-api`,
          status: '403',
        },
        { 'retry-after': '1' },
      );
    }
    return new HttpError(
      403,
      {
        message: 'API rate limit exceeded for installation ID 1.',
        documentation_url: `${DOCS}/overview/rate-limits-for-the-rest-api`,
        status: '403',
      },
      // Reset "now": the client waits about one of its seconds, then retries.
      {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(Math.floor(Date.now() / 1000)),
        'x-ratelimit-used': '5000',
        'x-ratelimit-resource': 'core',
      },
    );
  }

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${apiPrefix}`;

  return {
    url: baseUrl,
    owner,
    repo,
    token,
    requests,
    comments,
    reactions,
    checkRuns,
    git,
    setIdentity(next) {
      identity = next;
    },
    addComment(issue_number, user, body) {
      const now = tick();
      const c: FakeComment = { id: nextId++, issue_number, user, body, created_at: now, updated_at: now };
      comments.push(c);
      return c;
    },
    setPermission(username, permission, role_name) {
      permissions.set(username, { permission, role_name: role_name ?? permission });
    },
    setPullFiles(pull_number, files) {
      pullFiles.set(pull_number, files);
    },
    setPull(pull) {
      pulls.set(pull.number, pull);
    },
    pulls: () => [...pulls.values()],
    failNext(rule) {
      failures.push({ ...rule, left: rule.times ?? 1 });
    },
    hold(method, path) {
      let arrive!: () => void;
      let release!: () => void;
      const reached = new Promise<void>((r) => (arrive = r));
      const wait = new Promise<void>((r) => (release = r));
      holds.push({ method, path, used: false, arrive, wait });
      return { reached, release };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
