// The README's first workflow, run the way the runner runs it: the built bundle (dist/index.js) as a
// child process, every input of action.yml set (the README's `with:` values with the secrets filled
// in, action.yml's defaults for the rest), the GitHub API at a loopback fake, and the agent at the
// README's own `https://pr-{pr}.preview.example.com` and `https://main.preview.example.com`. Those
// host names reach loopback agents through a CONNECT proxy with a test certificate
// (preview-network.ts): the bundle resolves nothing itself, checks the certificate of the real host
// name, and its allowed-target-hosts guard sees the README's own URLs.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { ResultsSchema } from '../../src/results/results-schema.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { refusedBaseURL } from '../fakes/openai-server.ts';
import {
  inRepo,
  makeWorkspace,
  parseOutputs,
  pullRequestPayload,
  webhookExample,
  type Payload,
  type Workspace,
} from '../action/helpers.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { startPreviewNetwork, type PreviewNetwork } from './preview-network.ts';
import { ACTION_YML, actionSteps, eventContexts, interpolate, jobsOn, readmeWorkflows, stepInputs } from './workflows.ts';

const BUNDLE = process.env['AGENT_EVAL_ACTION_BUNDLE'] ?? fileURLToPath(new URL('../../dist/index.js', import.meta.url));
const BOT = { login: 'eval-bot', id: 9001, type: 'User' } as const;
const SECRETS = { AGENT_TOKEN: 'readme-agent-token', OPENAI_API_KEY: 'sk-readme-judge-key' };
const actionYml = parse(readFileSync(ACTION_YML, 'utf8')) as { inputs: Record<string, { default?: string }> };
const first = readmeWorkflows()[0]!.workflow;

let fake: FakeGitHub;
let workspace: Workspace;
let mainAgent: ReferenceAgent;
let prAgent: ReferenceAgent;
let network: PreviewNetwork;
let mainSha: string;
let headSha: string;

beforeEach(async () => {
  if (!existsSync(BUNDLE)) throw new Error(`No bundle at ${BUNDLE}: build it (npm run build) or set AGENT_EVAL_ACTION_BUNDLE to one.`);
  fake = await startFakeGitHub({ identity: BOT });
  workspace = await makeWorkspace();
  // Both deployments accept only the agent token the README passes from its secret.
  mainAgent = await startReferenceAgent({ token: SECRETS.AGENT_TOKEN });
  prAgent = await startReferenceAgent({ token: SECRETS.AGENT_TOKEN });
  network = await startPreviewNetwork({ 'main.preview.example.com': mainAgent.url, 'pr-7.preview.example.com': prAgent.url });
  mainSha = fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' });
  headSha = fake.git.commit({ files: { 'README.md': 'shop\n', 'src/agent/flow.ts': 'changed\n' }, parents: [mainSha], branch: 'feature' });
  fake.setPull({ number: 7, head_sha: headSha });
  fake.setPullFiles(7, [{ filename: 'src/agent/flow.ts', status: 'modified' }]);
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close(), mainAgent.close(), prAgent.close(), network.close()]);
});

/**
 * The inputs the runner hands the action in the job of the README's first workflow that runs on
 * `event`: action.yml's defaults, overridden by the README's `with:`, expressions evaluated.
 */
function readmeInputs(event: 'pull_request' | 'push'): { job: string; inputs: Record<string, string> } {
  const contexts = eventContexts(event, { secrets: SECRETS });
  const [job, ...others] = jobsOn(first, contexts);
  const step = actionSteps(first).find((s) => s.jobId === job);
  if (!step || others.length > 0) throw new Error(`the README's first workflow should run one agent-eval job on ${event}`);
  const defaults = Object.fromEntries(
    Object.entries(actionYml.inputs).map(([name, input]) => [name, interpolate(input.default ?? '', { github: { token: fake.token } })]),
  );
  return { job: step.jobId, inputs: { ...defaults, ...stepInputs(first, step, contexts) } };
}

interface BundleRun {
  code: number | null;
  stdout: string;
  outputs: Record<string, string>;
}

/** Runs the bundle as a child process, with only what a runner sets in its environment. */
async function runBundle(
  event: string,
  payload: Payload,
  inputs: Record<string, string>,
  env: Record<string, string> = {},
): Promise<BundleRun> {
  const scratch = await tempDir('readme-runner');
  const eventPath = join(scratch, 'event.json');
  const outputPath = join(scratch, 'output');
  await writeFile(eventPath, JSON.stringify(payload));
  await writeFile(outputPath, '');
  await writeFile(join(scratch, 'summary.md'), '');
  const childEnv: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    HOME: scratch,
    RUNNER_TEMP: scratch,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: join(scratch, 'summary.md'),
    GITHUB_API_URL: fake.url,
    GITHUB_REPOSITORY: `${fake.owner}/${fake.repo}`,
    GITHUB_WORKSPACE: workspace.dir,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '4242',
    // A judge call would be refused on loopback rather than leave the machine (these suites have no judge checks).
    OPENAI_BASE_URL: await refusedBaseURL(),
    ...network.env,
    ...env,
  };
  for (const [name, value] of Object.entries(inputs)) childEnv[`INPUT_${name.toUpperCase()}`] = value;
  const child = spawn(process.execPath, [BUNDLE], { cwd: workspace.dir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return { code, stdout, outputs: parseOutputs(await readFile(outputPath, 'utf8')) };
}

function pushPayload(before: string, after: string): Payload {
  const payload = inRepo(webhookExample('push', null), fake);
  Object.assign(payload, { ref: 'refs/heads/main', before, after, forced: false });
  return payload;
}

describe("the README's first workflow", () => {
  it('stores the baseline of a push from the default branch deployment, then checks a pull request against its own preview', async () => {
    const baseline = readmeInputs('push');
    expect(baseline.job).toBe('baseline');
    const push = await runBundle('push', pushPayload('0'.repeat(40), mainSha), baseline.inputs, {
      GITHUB_SHA: mainSha,
      GITHUB_REF: 'refs/heads/main',
    });
    expect(push.code, push.stdout).toBe(0);
    const stored = ResultsSchema.parse(JSON.parse(fake.git.readFile('agent-eval-baselines', `baselines/${mainSha}.json`)!));
    expect(stored.counts.planned).toBeGreaterThan(0);
    expect(stored.counts.passed).toBe(stored.counts.planned);

    const evaluate = readmeInputs('pull_request');
    expect(evaluate.job).toBe('evaluate');
    const pr = await runBundle('pull_request', pullRequestPayload(fake, 'opened', { number: 7, headSha }), evaluate.inputs);
    expect(pr.code, pr.stdout).toBe(0);
    // No regression: every run passed against a baseline that passed too. With one run per test the
    // suites may be too small to call it a pass; the check is then neutral, which a required check accepts.
    expect(pr.outputs).toMatchObject({ 'pass-rate': '1', 'baseline-pass-rate': '1', 'regressed-suites': '' });
    const verdict = pr.outputs['verdict']!;
    expect(['pass', 'inconclusive'], pr.stdout).toContain(verdict);
    expect(fake.checkRuns.find((c) => c.head_sha === headSha && c.name === 'agent-eval')).toMatchObject({
      status: 'completed',
      conclusion: verdict === 'pass' ? 'success' : 'neutral',
    });
    expect(fake.comments.filter((c) => c.user.id === BOT.id)).toHaveLength(1);

    // Each job reached its own deployment by its real name, over TLS, and nothing else.
    expect(new Set(network.connects)).toEqual(new Set(['main.preview.example.com:443', 'pr-7.preview.example.com:443']));
    expect(network.refused).toEqual([]);
    // The agent token is masked: the runner is told to hide it, and no other line of the log holds it.
    const log = (push.stdout + pr.stdout).split('\n');
    expect(log).toContain(`::add-mask::${SECRETS.AGENT_TOKEN}`);
    expect(log.filter((line) => !line.startsWith('::add-mask::')).join('\n')).not.toContain(SECRETS.AGENT_TOKEN);
  });

  it('evaluates a pull request that changes only the agent, beside suites that declare no affects', async () => {
    // A repository whose agent lives beside its suites, which say nothing of which paths affect them.
    for (const file of ['routing.yaml', 'docs.yaml']) {
      const path = join(workspace.dir, 'suites', file);
      await writeFile(path, (await readFile(path, 'utf8')).replace(/^affects:\n(?: {2}- .*\n)+/m, ''));
    }
    fake.setPullFiles(7, [{ filename: 'agent/flow.py', status: 'modified' }]);
    const baseline = readmeInputs('push');
    const push = await runBundle('push', pushPayload('0'.repeat(40), mainSha), baseline.inputs, {
      GITHUB_SHA: mainSha,
      GITHUB_REF: 'refs/heads/main',
    });
    expect(push.code, push.stdout).toBe(0);

    const pr = await runBundle(
      'pull_request',
      pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      readmeInputs('pull_request').inputs,
    );
    expect(pr.code, pr.stdout).toBe(0);
    expect(pr.stdout).toContain('Selected suite routing: it declares no affects, so every change can affect it: 1 path changed.');
    expect(pr.outputs).toMatchObject({ 'pass-rate': '1', 'baseline-pass-rate': '1' });
    expect(['pass', 'inconclusive']).toContain(pr.outputs['verdict']);
    const check = fake.checkRuns.find((c) => c.head_sha === headSha && c.name === 'agent-eval');
    expect(check?.status).toBe('completed');
    expect(check?.output.title).not.toMatch(/nothing evaluated/i);
    expect(new Set(network.connects)).toEqual(new Set(['main.preview.example.com:443', 'pr-7.preview.example.com:443']));
  });
});
