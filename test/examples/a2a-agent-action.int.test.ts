// examples/a2a-agent through the action (the GitHub API at a loopback fake), run in process as the
// runner runs it, and as the built bundle (`node dist/index.js`, or AGENT_EVAL_ACTION_BUNDLE): a push
// stores the example's baseline, a pull request against the same agent passes, and one against the
// agent with EXAMPLE_FAULT=misroute fails the check, naming the test, the turn and the code.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import {
  inRepo,
  makeWorkspace,
  parseOutputs,
  pullRequestPayload,
  runAction,
  webhookExample,
  type ActionRun,
  type Payload,
  type Workspace,
} from '../action/helpers.ts';
import { ROOT } from '../helpers/cli.ts';
import { startExample } from './start-example.ts';

const BOT = { login: 'eval-bot', id: 9001, type: 'User' } as const;
const SUITE = 'examples/a2a-agent/suite.yaml';
const BUNDLE = process.env['AGENT_EVAL_ACTION_BUNDLE'] ?? fileURLToPath(new URL('../../dist/index.js', import.meta.url));

let fake: FakeGitHub;
let workspace: Workspace;
let mainSha: string;
let headSha: string;

beforeEach(async () => {
  fake = await startFakeGitHub({ identity: BOT });
  workspace = await makeWorkspace();
  await cp(join(ROOT, SUITE), join(workspace.dir, SUITE));
  const agent = 'examples/a2a-agent/agent.mjs';
  mainSha = fake.git.commit({ files: { [agent]: 'v1\n' }, branch: 'main' });
  headSha = fake.git.commit({ files: { [agent]: 'v2\n' }, parents: [mainSha], branch: 'feature' });
  fake.setPullFiles(7, [{ filename: agent, status: 'modified' }]);
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close()]);
});

// 16 runs per test: enough for a test that goes from always passing to always failing to be significant.
const inputs = (target: string) => ({ 'target-url': target, protocol: 'a2a', suites: SUITE, repeats: '16', concurrency: '4' });

interface Step {
  event: string;
  payload: Payload;
  inputs: Record<string, string>;
  env?: Record<string, string>;
}
type Runner = (step: Step) => Promise<Pick<ActionRun, 'failed' | 'outputs' | 'stdout'>>;

const inProcess: Runner = (step) => runAction({ fake, workspace: workspace.dir, ...step });

/** The bundle as a child process with only what a runner sets (as test/action/dist.int.test.ts runs it). */
const bundle: Runner = async (step) => {
  const scratch = await mkdtemp(join(tmpdir(), 'agent-eval-bundle-'));
  try {
    const [eventPath, outputPath, summaryPath] = ['event.json', 'output', 'summary.md'].map((f) => join(scratch, f)) as [
      string,
      string,
      string,
    ];
    await writeFile(eventPath, JSON.stringify(step.payload));
    await Promise.all([writeFile(outputPath, ''), writeFile(summaryPath, '')]);
    const env: Record<string, string> = {
      PATH: process.env['PATH'] ?? '',
      HOME: scratch,
      RUNNER_TEMP: scratch,
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: step.event,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_OUTPUT: outputPath,
      GITHUB_STEP_SUMMARY: summaryPath,
      GITHUB_API_URL: fake.url,
      GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
      GITHUB_WORKSPACE: workspace.dir,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '4242',
      ...step.env,
    };
    for (const [name, value] of Object.entries({ 'github-token': fake.token, ...step.inputs })) env[`INPUT_${name.toUpperCase()}`] = value;
    const child = spawn(process.execPath, [BUNDLE], { cwd: workspace.dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    const failed = code === 0 ? null : (stdout.match(/::error::(.*)/)?.[1] ?? `exit ${code}`);
    return { failed, outputs: parseOutputs(await readFile(outputPath, 'utf8')), stdout };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
};

describe('examples/a2a-agent through the action', () => {
  it.each([
    ['in process', inProcess],
    ['as the built bundle', bundle],
  ] as const)(
    '%s: stores a baseline on push, passes a pull request against the same agent, and fails one against a misrouting agent',
    async (_how, run) => {
      if (run === bundle && !existsSync(BUNDLE))
        throw new Error(`No bundle at ${BUNDLE}: build it (npm run build) or set AGENT_EVAL_ACTION_BUNDLE to one.`);
      const healthy = await startExample('a2a-agent/agent.mjs');
      const push = await run({
        event: 'push',
        payload: Object.assign(inRepo(webhookExample('push', null), fake), { ref: 'refs/heads/main', after: mainSha }),
        inputs: inputs(healthy),
        env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
      });
      expect(push.failed, push.stdout).toBeNull();
      expect(push.outputs['pass-rate']).toBe('1');

      const pullRequest = (target: string) =>
        run({ event: 'pull_request', payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }), inputs: inputs(target) });
      const same = await pullRequest(healthy);
      expect(same.failed, same.stdout).toBeNull();
      expect(same.outputs['verdict']).toBe('pass');
      expect(same.outputs['pass-rate']).toBe('1');

      const broken = await pullRequest(await startExample('a2a-agent/agent.mjs', { EXAMPLE_FAULT: 'misroute' }));
      expect(broken.outputs['verdict'], broken.stdout).toBe('fail');
      expect(broken.failed).not.toBeNull();
      const check = fake.checkRuns.filter((c) => c.head_sha === headSha && c.name === 'agent-eval').at(-1)!;
      expect(check.conclusion).toBe('failure');
      expect(check.output.summary).toContain(
        '`router_ticket`: passed 16/16 → 0/16 · turn `broken` · `NODE_MISMATCH` · expected next node "troubleshoot", got "billing"',
      );
      expect(check.output.summary).not.toContain('billing_question');
    },
  );
});
