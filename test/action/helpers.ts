// Runs the action's run() in-process the way the runner would: INPUT_* variables, a real webhook
// payload in GITHUB_EVENT_PATH, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, GITHUB_API_URL at a
// loopback GitHub fake.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../../src/main.ts';
import type { FakeGitHub } from '../fakes/github-server.ts';

/** A webhook payload: JSON the tests edit in place, field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- webhook JSON, read and edited by field name
export type Payload = Record<string, any>;

const require = createRequire(import.meta.url);
const examples = require('@octokit/webhooks-examples/api.github.com/index.json') as { name: string; examples: Payload[] }[];

/** A copy of a real webhook example of `event` (with `action`, and passing `pick`). */
export function webhookExample(event: string, action: string | null, pick: (e: Payload) => boolean = () => true): Payload {
  const found = examples.find((e) => e.name === event)?.examples.find((e) => (action === null || e['action'] === action) && pick(e));
  if (!found) throw new Error(`no ${event}.${action} example in @octokit/webhooks-examples`);
  return structuredClone(found);
}

/** Points the example's repository at the fake's. */
export function inRepo(payload: Payload, fake: FakeGitHub): Payload {
  const repository = payload['repository'];
  repository.name = fake.repo;
  repository.full_name = `${fake.owner}/${fake.repo}`;
  repository.owner.login = fake.owner;
  repository.default_branch = 'main';
  return payload;
}

/** GitHub's issue_comment example for `comment`, written by `user` on pull request `number` of the fake's repository. */
export function commentPayload(
  fake: FakeGitHub,
  comment: { id: number; body: string },
  user: { login: string; id: number },
  number = 7,
): Payload {
  const payload = inRepo(webhookExample('issue_comment', 'created'), fake);
  payload['issue'].pull_request = { url: `${fake.url}/repos/${fake.owner}/${fake.repo}/pulls/${number}` };
  payload['issue'].number = number;
  payload['comment'].id = comment.id;
  payload['comment'].body = comment.body;
  payload['comment'].user = { ...payload['comment'].user, login: user.login, id: user.id };
  return payload;
}

export function pullRequestPayload(
  fake: FakeGitHub,
  action: 'opened' | 'synchronize',
  pr: { number: number; headSha: string; headRef?: string; fork?: boolean },
): Payload {
  const payload = inRepo(webhookExample('pull_request', action), fake);
  const p = payload['pull_request'];
  payload['number'] = pr.number;
  p.number = pr.number;
  p.head.sha = pr.headSha;
  p.head.ref = pr.headRef ?? 'feature';
  p.base.ref = 'main';
  p.base.repo.full_name = `${fake.owner}/${fake.repo}`;
  p.head.repo.full_name = pr.fork ? `someone/${fake.repo}` : `${fake.owner}/${fake.repo}`;
  // A fork is another repository: another id as well as another name.
  p.head.repo.id = pr.fork ? p.base.repo.id + 1 : p.base.repo.id;
  return payload;
}

export interface ActionRun {
  failed: string | null;
  outputs: Record<string, string>;
  summary: string;
  stdout: string;
}

export interface Workspace {
  dir: string;
  close(): Promise<void>;
}

export async function makeWorkspace(): Promise<Workspace> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-eval-action-'));
  await cp(new URL('../fixtures/action/suites', import.meta.url), join(dir, 'suites'), { recursive: true });
  return { dir, close: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Runs the action with these inputs and event; restores process.env and process.exitCode after.
 * Runner variables not given are filled in for the fake's repository.
 */
export async function runAction(options: {
  fake: FakeGitHub;
  apiUrl?: string;
  workspace: string;
  event: string;
  payload: Payload;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  /** Set only the given inputs: no github-token default (as when dist/index.js runs outside a workflow). */
  bare?: boolean;
}): Promise<ActionRun> {
  const scratch = await mkdtemp(join(tmpdir(), 'agent-eval-runner-'));
  const savedEnv = { ...process.env };
  const savedExit = process.exitCode;
  const eventPath = join(scratch, 'event.json');
  const outputPath = join(scratch, 'output');
  const summaryPath = join(scratch, 'summary.md');
  await writeFile(eventPath, JSON.stringify(options.payload));
  await writeFile(outputPath, '');
  await writeFile(summaryPath, '');
  for (const key of Object.keys(process.env))
    if (key.startsWith('INPUT_') || key.startsWith('GITHUB_') || key === 'OPENAI_API_KEY' || key.startsWith('ACTIONS_'))
      delete process.env[key];
  Object.assign(process.env, {
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: options.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_API_URL: options.apiUrl ?? options.fake.url,
    GITHUB_REPOSITORY: `${options.fake.owner}/${options.fake.repo}`,
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    ...options.env,
  });
  const inputs = options.bare ? options.inputs : { 'github-token': options.fake.token, ...options.inputs };
  for (const [name, value] of Object.entries(inputs)) process.env[`INPUT_${name.toUpperCase()}`] = value;

  const stdout: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout.push(String(chunk));
    return true;
  }) as typeof process.stdout.write;
  try {
    process.exitCode = undefined;
    await run();
    const failed = process.exitCode === 1 ? (stdout.join('').match(/::error::(.*)/)?.[1] ?? 'failed') : null;
    return {
      failed,
      outputs: parseOutputs(await readFile(outputPath, 'utf8')),
      summary: await readFile(summaryPath, 'utf8'),
      stdout: stdout.join(''),
    };
  } finally {
    process.stdout.write = write;
    process.exitCode = savedExit;
    for (const key of Object.keys(process.env)) if (!(key in savedEnv)) delete process.env[key];
    Object.assign(process.env, savedEnv);
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The built action: dist/index.js, or the build AGENT_EVAL_ACTION_BUNDLE points at (e.g. a scratch `ncc build`). */
export const BUNDLE = process.env['AGENT_EVAL_ACTION_BUNDLE'] ?? fileURLToPath(new URL('../../dist/index.js', import.meta.url));

export interface BundleRun {
  code: number | null;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Runs the bundle as a child process (asynchronously: the fake and the agents live in this process). */
export async function runBundle(options: {
  fake: FakeGitHub;
  /** The checkout the bundle runs in (GITHUB_WORKSPACE). */
  workspace: string;
  event: string;
  payload: Payload;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  /** Called once the bundle is running, e.g. to signal it. */
  started?: (child: ChildProcess) => void;
}): Promise<BundleRun> {
  const scratch = await mkdtemp(join(tmpdir(), 'agent-eval-bundle-'));
  try {
    const eventPath = join(scratch, 'event.json');
    const outputPath = join(scratch, 'output');
    const summaryPath = join(scratch, 'summary.md');
    await writeFile(eventPath, JSON.stringify(options.payload));
    await writeFile(outputPath, '');
    await writeFile(summaryPath, '');
    // Only what a runner would set: nothing of this process's own GITHUB_*/INPUT_* leaks in.
    const env: Record<string, string> = {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? scratch,
      RUNNER_TEMP: scratch,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: options.event,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: summaryPath,
      GITHUB_API_URL: options.fake.url,
      GITHUB_REPOSITORY: `${options.fake.owner}/${options.fake.repo}`,
      GITHUB_WORKSPACE: options.workspace,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '4242',
      ...options.env,
    };
    for (const [name, value] of Object.entries(options.inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
    const child = spawn(process.execPath, [BUNDLE], { cwd: options.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    options.started?.(child);
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    return { code, stdout, outputs: parseOutputs(await readFile(outputPath, 'utf8')), summary: await readFile(summaryPath, 'utf8') };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The GITHUB_OUTPUT file format: `name<<DELIMITER`, value lines, `DELIMITER`. */
export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}
