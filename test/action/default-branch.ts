// A repository whose default branch (main) the action runs on as pushes arrive: a loopback GitHub
// with main's first commit, a workspace with the suites of test/fixtures/action/suites/ (routing,
// docs_only) and the reference agent, fresh for each test of a file that calls useDefaultBranch().
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, expect } from 'vitest';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { ResultsSchema, type Results } from '../../src/results/results-schema.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { inRepo, makeWorkspace, runAction, webhookExample, type ActionRun, type Workspace } from './helpers.ts';

interface DefaultBranch {
  fake: FakeGitHub;
  workspace: Workspace;
  agent: ReferenceAgent;
  /** The files of the newest commit on main: each new commit starts from them. */
  tree: Record<string, string>;
  /** The newest commit on main. */
  head: string;
}

/** The repository of the running test; set up and torn down by useDefaultBranch(). */
export const main = {} as DefaultBranch;

/** Starts the repository, the workspace and the agent before each test of the calling file, and stops them after it. */
export function useDefaultBranch(): void {
  beforeEach(async () => {
    main.fake = await startFakeGitHub({ identity: { login: 'eval-bot', id: 9001, type: 'User' } });
    main.workspace = await makeWorkspace();
    main.agent = await startReferenceAgent({});
    const dir = new URL('../fixtures/action/suites/', import.meta.url);
    main.tree = {
      'README.md': 'shop\n',
      'src/agent/flow.ts': 'v1\n',
      'suites/routing.yaml': await readFile(new URL('routing.yaml', dir), 'utf8'),
      'suites/docs.yaml': await readFile(new URL('docs.yaml', dir), 'utf8'),
    };
    main.head = main.fake.git.commit({ files: main.tree, branch: 'main', message: 'initial' });
  });

  afterEach(async () => {
    await Promise.all([main.fake.close(), main.workspace.close(), main.agent.close()]);
  });
}

/** A new commit on main with these files changed (null deletes one). */
export function commit(changes: Record<string, string | null>): string {
  main.tree = { ...main.tree };
  for (const [path, text] of Object.entries(changes)) {
    if (text === null) delete main.tree[path];
    else main.tree[path] = text;
  }
  main.head = main.fake.git.commit({ files: main.tree, parents: [main.head], branch: 'main' });
  return main.head;
}

/** The action run on the push of main from `before` to `after`, which must not fail. */
export async function push(
  before: string,
  after: string,
  options: { forced?: boolean; inputs?: Record<string, string> } = {},
): Promise<ActionRun> {
  const { fake, workspace, agent } = main;
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

/** The baseline stored for `commit` on the baseline branch. */
export function baseline(commit: string): Results {
  const text = main.fake.git.readFile('agent-eval-baselines', `baselines/${commit}.json`);
  if (text === undefined) throw new Error(`no baseline stored for ${commit}`);
  return ResultsSchema.parse(JSON.parse(text));
}
