// The Step an action flow runs with, built from in-memory ports for the unit tests of the flows:
// GitHub (test/fakes/github-stores.ts), a scripted agent client, a memory logger, a fixed clock, and a
// workspace folder with the suite files. Inputs are read as the runner passes them: every input of
// action.yml set, to its default unless the test gives it.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { normaliseResult } from '../../src/agent/normalise.ts';
import type { AgentClient, AgentClientOptions, ExecuteRequest } from '../../src/agent/types.ts';
import type { EventPayload, RunContext } from '../../src/action/context.ts';
import type { CacheService } from '../../src/action/judge-cache.ts';
import { readInputs } from '../../src/action/inputs.ts';
import type { Outcome, Step } from '../../src/action/step.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { memoryLogger } from '../../src/logger.ts';
import { readDataFile } from '../../src/suite/loader.ts';
import { okResult } from '../fakes/agent-server.ts';
import { createInMemoryGitHub } from '../fakes/github-stores.ts';
import { createFakeModelClient } from '../fakes/model-client.ts';
import { tempDir } from '../helpers/temp-dir.ts';

export const HEAD = 'a'.repeat(40);
export const NEWER = 'b'.repeat(40);
export const BASE = 'c'.repeat(40);
export const PARENT = 'd'.repeat(40);

const actionYml = (
  await readDataFile<{ inputs: Record<string, { default?: string }> }>(new URL('../../action.yml', import.meta.url).pathname)
).value!;

/** A suite of `tests` one-turn tests, each expecting the agent to move from start to conv_1. */
export function suiteYaml(suiteId: string, options: { tests?: string[]; affects?: string[]; repeats?: number } = {}): string {
  const tests = options.tests ?? ['greets'];
  return [
    'version: v1',
    `suite_id: ${suiteId}`,
    ...(options.affects ? ['affects:', ...options.affects.map((a) => `  - "${a}"`)] : []),
    ...(options.repeats ? ['defaults:', `  repeats: ${options.repeats}`] : []),
    'tests:',
    ...tests.flatMap((id) => [
      `  - test_id: ${id}`,
      '    initial_node_id: start',
      '    turns:',
      '      - turn_id: greet',
      '        user_input: Hello',
      '        expected:',
      '          next_node_id: conv_1',
    ]),
    '',
  ].join('\n');
}

/** An agent that answers each turn as `answer` says: the node it moves to (conv_1 passes the suites above). */
export function scriptedAgent(answer: (request: ExecuteRequest) => string = () => 'conv_1') {
  const requests: ExecuteRequest[] = [];
  let current = answer;
  let usage: unknown;
  const create = (options: AgentClientOptions): AgentClient => ({
    target: options.target,
    transport: options.transport,
    conversation: () => ({
      execute: async (request) => {
        requests.push(structuredClone(request));
        const reply = okResult({ current_node_id: current(request), ...(usage === undefined ? {} : { usage }) });
        return { turn: normaliseResult(reply), attempts: 1, latency_ms: 5 };
      },
      close: async () => undefined,
    }),
  });
  return {
    requests,
    create,
    /** From now on the agent answers this way (a regression is a change of answer). */
    answer(next: (request: ExecuteRequest) => string): void {
      current = next;
    },
    /** From now on every reply reports this `usage` (any shape the protocol allows). */
    reportUsage(next: unknown): void {
      usage = next;
    },
  };
}

const noCache: CacheService = { available: async () => false, restore: async () => null, save: async () => false };

export interface FlowStepOptions {
  event: string;
  payload?: EventPayload;
  inputs?: Record<string, string>;
  /** Repository-relative path -> text, written into the workspace. */
  files?: Record<string, string>;
  sha?: string;
  ref?: string;
}

/** A step with fresh in-memory ports; `setEvent` reuses them (and the workspace) for the next event. */
export async function flowStep(options: FlowStepOptions) {
  const workspace = await tempDir('flow');
  for (const [path, text] of Object.entries(options.files ?? {})) {
    await mkdir(dirname(join(workspace, path)), { recursive: true });
    await writeFile(join(workspace, path), text);
  }
  const github = createInMemoryGitHub();
  const agent = scriptedAgent();
  const model = createFakeModelClient();
  const logger = memoryLogger();
  const uploads: string[] = [];
  /** What the flow wrote to the outputs and the job summary before it returned, in order. */
  const written: Pick<Outcome, 'outputs' | 'summary'>[] = [];
  const inputs: Record<string, string> = {
    'github-token': 'ghs_token',
    'target-url': 'https://preview-{sha}.example.com',
    ...options.inputs,
  };
  const config = readInputs(
    (name) => inputs[name] ?? actionYml.inputs[name]?.default ?? '',
    () => undefined,
  );
  const ctx: RunContext = {
    eventName: options.event,
    payload: options.payload ?? {},
    owner: 'acme',
    repo: 'shop',
    sha: options.sha ?? HEAD,
    ref: options.ref ?? 'refs/heads/main',
    workspace,
    serverUrl: 'https://github.com',
    runId: '4242',
    runAttempt: 1,
    runUrl: 'https://github.com/acme/shop/actions/runs/4242',
  };
  const step: Step = {
    ctx,
    config,
    github: github.ports,
    logger,
    secrets: [config.githubToken],
    maskSecret: () => undefined,
    merged: null,
    quarantine: [],
    signal: new AbortController().signal,
    now: () => Date.parse('2026-03-01T12:00:00Z'),
    uploadReport: async (dir) => {
      uploads.push(dir);
      return 'https://github.com/acme/shop/actions/runs/4242/artifacts/1';
    },
    writeStepResult: async (result) => void written.push(structuredClone(result)),
    judgeCacheService: noCache,
    // Whatever the environment holds, the judge never leaves the process.
    evaluatePorts: { createAgentClient: agent.create, createJudge: (judge, o) => createJudge(judge, { ...o, client: model }) },
  };
  return {
    step,
    github,
    agent,
    logger,
    uploads,
    written,
    workspace,
    /** The same ports, workspace and inputs, for another event. */
    setEvent(event: string, payload: EventPayload, sha = ctx.sha, ref = ctx.ref): void {
      step.ctx = { ...ctx, eventName: event, payload, sha, ref };
      step.merged = null;
    },
  };
}

export type FlowStep = Awaited<ReturnType<typeof flowStep>>;

/** A pull_request event of the same repository (not a fork). */
export function pullRequestEvent(number: number, headSha = HEAD, action = 'opened'): EventPayload {
  const repo = { full_name: 'acme/shop' };
  return {
    action,
    repository: { name: 'shop', owner: { login: 'acme' }, default_branch: 'main' },
    pull_request: { number, head: { sha: headSha, ref: 'feature', repo }, base: { ref: 'main', sha: BASE, repo } },
  };
}

/** A push to main from `before` to `after`. */
export function pushEvent(before: string, after: string): EventPayload {
  return { repository: { name: 'shop', owner: { login: 'acme' }, default_branch: 'main' }, before, after, forced: false };
}
