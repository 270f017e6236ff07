// The check run, the comment and the job summary as a reviewer reads them, the action run in
// process like the runner runs it, against the loopback GitHub fake and reference agents: a short
// check summary with the whole comparison in its text, an annotation on the failing turn's line of
// each newly failing test, the cause of errored runs said once, spec errors in the job summary and
// the `verdict` output, where a push stored its baseline, and what the `delta` output means.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import { inRepo, makeWorkspace, pullRequestPayload, runAction, webhookExample, type Payload, type Workspace } from './helpers.ts';

const BOT = { login: 'eval-bot', id: 9001, type: 'User' } as const;

let fake: FakeGitHub;
let workspace: Workspace;
let healthy: ReferenceAgent;
let mainSha: string;
let headSha: string;

beforeEach(async () => {
  fake = await startFakeGitHub({ identity: BOT });
  workspace = await makeWorkspace();
  healthy = await startReferenceAgent({});
  mainSha = fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' });
  headSha = fake.git.commit({ files: { 'src/agent/flow.ts': 'changed\n' }, parents: [mainSha], branch: 'feature' });
  fake.setPullFiles(7, [{ filename: 'src/agent/flow.ts', status: 'modified' }]);
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close(), healthy.close()]);
});

const inputs = (target: string, extra: Record<string, string> = {}) => ({ 'target-url': target, repeats: '6', concurrency: '4', ...extra });

function pushPayload(sha: string): Payload {
  const payload = inRepo(webhookExample('push', null), fake);
  payload['ref'] = 'refs/heads/main';
  payload['after'] = sha;
  return payload;
}

async function storeBaseline() {
  const push = await runAction({
    fake,
    workspace: workspace.dir,
    event: 'push',
    payload: pushPayload(mainSha),
    inputs: inputs(healthy.url),
    env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
  });
  expect(push.failed).toBeNull();
  return push;
}

const openPullRequest = (target: string, extra: Record<string, string> = {}) =>
  runAction({
    fake,
    workspace: workspace.dir,
    event: 'pull_request',
    payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
    inputs: inputs(target, extra),
  });

const checkRun = () => fake.checkRuns.find((c) => c.head_sha === headSha && c.name === 'agent-eval')!;
const comment = () => fake.comments.filter((c) => c.user.id === BOT.id).at(-1)!.body;

/** The 1-based line of a turn of a test in the fixture suite file. */
async function turnLine(file: string, testId: string, turnId: string): Promise<number> {
  const lines = (await readFile(join(workspace.dir, file), 'utf8')).split('\n');
  const test = lines.findIndex((l) => l.includes(`test_id: ${testId}`));
  return lines.findIndex((l, i) => i > test && l.includes(`turn_id: ${turnId}`)) + 1;
}

describe('the check run of a pull request', () => {
  it('has a short summary, the whole comparison in its text, and an annotation on the failing turn of each newly failing test', async () => {
    await storeBaseline();
    const broken = await startReferenceAgent({ misroute: { opt_2: 'billing' } });
    try {
      const pr = await openPullRequest(broken.url);
      expect(pr.outputs['verdict']).toBe('fail');
      const check = checkRun();
      expect(check.conclusion).toBe('failure');
      const summary = check.output.summary!;
      expect(summary).toMatch(/^## ❌ Significant regression in 1 of 1 suite/);
      expect(summary).toMatch(/\*\*Suites:\*\* 1 regressed — \*\*PR runs:\*\* 18 \(0 passed, 18 failed\) — \*\*Tests:\*\* 3 newly failing/);
      // A broken test is listed once, as the comment lists it: not again under "newly failing".
      expect(summary).toContain('### ❌ 3 broken tests');
      expect(summary).not.toContain('### 3 newly failing tests');
      expect(summary).toContain('- **broken** `routing › technical_support_resolved`: 6/6 → 0/6');
      expect(summary).not.toContain('| Suite |');
      expect(summary.length).toBeLessThan(3000);
      expect(check.output.text).toContain('| Suite | Verdict | Pass rate, base → PR | Δ (95% CI) |');
      expect(check.output.text).toBe(
        comment()
          // The marker, and the stamp of the run that wrote the comment.
          .replace(/^<!--.*-->\n<!-- agent-eval:run=.*-->\n/, '')
          .trim(),
      );
      // The job summary is the whole comparison, like the comment.
      expect(pr.summary).toContain('| Suite | Verdict |');

      const annotations = check.annotations.map((a) => ({ path: a.path, line: a.start_line, end: a.end_line }));
      const tests = ['technical_support_resolved', 'technical_support_after_hi', 'technical_support_after_good_morning'];
      for (const test of tests) {
        const line = await turnLine('suites/routing.yaml', test, 'choose_technical');
        expect(line).toBeGreaterThan(1);
        expect(annotations).toContainEqual({ path: 'suites/routing.yaml', line, end: line });
      }
      expect(annotations).toHaveLength(tests.length);
      expect(check.annotations[0]!.message).toMatch(/^Passed 6\/6 → 0\/6\. First failure at turn choose_technical: NODE_MISMATCH/);
    } finally {
      await broken.close();
    }
  });

  it('says once, with a count, why the runs errored when the agent is down: in the comment, the check and the log', async () => {
    await storeBaseline();
    const pr = await openPullRequest('http://127.0.0.1:9', { retries: '0', 'allowed-target-hosts': '127.0.0.1' });
    expect(pr.outputs['verdict']).toBe('invalid');
    // The first request could not connect: the other runs were not attempted.
    const cause =
      /ENGINE_ERROR`? ×17: not attempted: the agent could not be reached by the first request of the run \(POST http:\/\/127\.0\.0\.1:9\/execute failed: ECONNREFUSED/;
    const check = checkRun();
    for (const text of [comment(), check.output.summary!, check.output.text!, pr.failed!]) {
      expect(text).toMatch(cause);
      // Each cause once: the first request's own failure, and the runs not attempted because of it.
      expect(text.match(/not attempted: the agent could not be reached/g)).toHaveLength(1);
      expect(text.match(/ECONNREFUSED \(/g)!.length).toBeLessThanOrEqual(2);
    }
    // The log: once in the step's failure, after the run's warning of how many runs were not attempted.
    expect(pr.stdout.match(/not attempted: the agent could not be reached/g)).toHaveLength(2);
    expect(pr.stdout).toMatch(/^::warning::17 of 18 planned runs not attempted: the agent could not be reached/m);
  });

  it('reports errors in the suite files in the job summary and the verdict output', async () => {
    await writeFile(
      join(workspace.dir, 'suites', 'broken.yaml'),
      'version: v1\nsuite_id: broken\ntests:\n  - test_id: a\n    initial_node: start\n    turns: []\n',
    );
    const pr = await openPullRequest(healthy.url);
    expect(pr.failed).toMatch(/error\(s\) in the suite files/);
    expect(pr.outputs['verdict']).toBe('spec-errors');
    expect(pr.summary).toMatch(/error\(s\) in the suite files; nothing was run/);
    expect(pr.summary).toContain('suites/broken.yaml:5:5');
    expect(checkRun().annotations).toContainEqual(expect.objectContaining({ path: 'suites/broken.yaml', start_line: 5 }));

    // On a push too, where the loader's errors stop the step before any check run.
    const push = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload: pushPayload(mainSha),
      inputs: inputs(healthy.url),
      env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
    });
    expect(push.failed).toMatch(/error\(s\) in the suite files/);
    expect(push.outputs['verdict']).toBe('spec-errors');
    expect(push.summary).toContain('suites/broken.yaml:5:5');
  });

  it('sets delta to the change on the tests both runs scored, as action.yml describes it', async () => {
    await storeBaseline();
    // The pull request adds a test that fails: the pass rate falls, the tests both runs have do not.
    const file = join(workspace.dir, 'suites', 'routing.yaml');
    await writeFile(
      file,
      `${await readFile(file, 'utf8')}  - test_id: added_and_failing\n    initial_node_id: start\n    turns:\n      - turn_id: greet\n        user_input: Hello\n        expected:\n          next_node_id: nowhere\n`,
    );
    const pr = await openPullRequest(healthy.url);
    expect(Number(pr.outputs['pass-rate'])).toBe(0.75);
    expect(pr.outputs['baseline-pass-rate']).toBe('1');
    expect(Number(pr.outputs['delta'])).toBe(0);
  });
});

describe('the job summary of a push', () => {
  it('says where the baseline was stored: the branch and the file', async () => {
    const push = await storeBaseline();
    expect(push.summary).toContain(
      `📦 Stored as the baseline of \`${mainSha.slice(0, 7)}\` on branch \`agent-eval-baselines\`, file \`baselines/${mainSha}.json\``,
    );
    expect(fake.git.readFile('agent-eval-baselines', `baselines/${mainSha}.json`)).toBeDefined();
  });
});
