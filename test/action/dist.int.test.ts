// The built bundle, run the way the runner runs it: `node dist/index.js` on Node 24 with INPUT_*
// variables, a webhook payload file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and the GitHub
// API at a loopback fake. CI checks that dist/ is the bundle of src/, so this tests what ships.
// AGENT_EVAL_ACTION_BUNDLE points the test at another build (e.g. a scratch `ncc build`).
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { EventType, type BaseEvent, type RunAgentInput } from '@ag-ui/core';
import { EventEncoder } from '@ag-ui/encoder';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { ResultsSchema } from '../../src/results/results-schema.ts';
import { startFakeGitHub, type FakeGitHub } from '../fakes/github-server.ts';
import {
  BUNDLE,
  commentPayload,
  inRepo,
  makeWorkspace,
  pullRequestPayload,
  runBundle,
  webhookExample,
  type Payload,
  type Workspace,
} from './helpers.ts';

const BOT = { login: 'eval-bot', id: 9001, type: 'User' } as const;

let fake: FakeGitHub;
let workspace: Workspace;
let healthy: ReferenceAgent;
let broken: ReferenceAgent;
let mainSha: string;
let headSha: string;

beforeEach(async () => {
  if (!existsSync(BUNDLE)) throw new Error(`No bundle at ${BUNDLE}: build it (npm run build) or set AGENT_EVAL_ACTION_BUNDLE to one.`);
  fake = await startFakeGitHub({ identity: BOT });
  workspace = await makeWorkspace();
  healthy = await startReferenceAgent({});
  broken = await startReferenceAgent({ misroute: { opt_2: 'billing' } });
  mainSha = fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' });
  headSha = fake.git.commit({ files: { 'README.md': 'shop\n', 'src/agent/flow.ts': 'changed\n' }, parents: [mainSha], branch: 'feature' });
  fake.setPullFiles(7, [{ filename: 'src/agent/flow.ts', status: 'modified' }]);
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close(), healthy.close(), broken.close()]);
});

const inputs = (target: string, extra: Record<string, string> = {}) => ({
  'github-token': fake.token,
  'target-url': target,
  repeats: '6',
  concurrency: '4',
  ...extra,
});

function pushPayload(before: string, after: string): Payload {
  const payload = inRepo(webhookExample('push', null), fake);
  Object.assign(payload, { ref: 'refs/heads/main', before, after, forced: false });
  return payload;
}

describe('dist/index.js', () => {
  it('runs on Node 24', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it('stores a baseline on push, then fails a regressing pull request with one comment, a check run, outputs and a summary', async () => {
    const push = await runBundle({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload: pushPayload('0'.repeat(40), mainSha),
      inputs: inputs(healthy.url),
      env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
    });
    expect(push.code, push.stdout).toBe(0);
    const stored = ResultsSchema.parse(JSON.parse(fake.git.readFile('agent-eval-baselines', `baselines/${mainSha}.json`)!));
    expect(stored.run.commit).toBe(mainSha);
    expect(stored.counts).toMatchObject({ planned: 24, passed: 24 }); // (3 routing + 1 docs tests) x 6 repeats
    expect(push.outputs['pass-rate']).toBe('1');
    expect(push.outputs['results-path']).toBe(join(workspace.dir, 'agent-eval-report', 'results.json'));
    expect(push.outputs['report-path']).toBe(join(workspace.dir, 'agent-eval-report'));
    expect(push.summary).toMatch(/routing/);
    expect(push.stdout).toContain('Running suite routing: the push event names no earlier commit.');

    const pr = await runBundle({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(broken.url),
    });
    expect(pr.code, pr.stdout).toBe(1);
    expect(pr.stdout).toMatch(/::error::Broken tests: routing › .*Significant regression in routing/);
    expect(pr.outputs).toMatchObject({ verdict: 'fail', 'baseline-pass-rate': '1', 'regressed-suites': 'routing' });
    expect(Number(pr.outputs['pass-rate'])).toBeLessThan(1);
    expect(Number(pr.outputs['delta'])).toBeLessThan(0);

    const comments = fake.comments.filter((c) => c.user.id === BOT.id);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body).toMatch(/Significant regression/);
    expect(comments[0]!.body).toContain(mainSha.slice(0, 7));
    expect(pr.outputs['comment-url']).toBe(`https://github.com/${fake.owner}/${fake.repo}/pull/7#issuecomment-${comments[0]!.id}`);

    const check = fake.checkRuns.find((c) => c.head_sha === headSha && c.name === 'agent-eval');
    expect(check).toMatchObject({
      status: 'completed',
      conclusion: 'failure',
      details_url: `https://github.com/${fake.owner}/${fake.repo}/actions/runs/4242`,
    });
    expect(check!.output.summary).toMatch(/Significant regression/);
    expect(pr.outputs['check-run-url']).toBe(`https://github.com/${fake.owner}/${fake.repo}/runs/${check!.id}`);

    expect(pr.summary).toMatch(/Significant regression/);
    expect(pr.summary).toContain('routing');
    // The bundle wrote every report next to results.json.
    const report = pr.outputs['report-path']!;
    for (const file of ['results.json', 'comparison.json', 'report.md', 'report.html', 'junit.xml', 'metrics.prom']) {
      await expect(readFile(join(report, file), 'utf8')).resolves.toBeTruthy();
    }
  });

  it('passes a healthy pull request and edits the same comment', async () => {
    const push = await runBundle({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload: pushPayload('0'.repeat(40), mainSha),
      inputs: inputs(healthy.url),
      env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
    });
    expect(push.code, push.stdout).toBe(0);
    const opened = await runBundle({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(healthy.url),
    });
    expect(opened.code, opened.stdout).toBe(0);
    const synced = await runBundle({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'synchronize', { number: 7, headSha }),
      inputs: inputs(healthy.url),
    });
    expect(synced.code, synced.stdout).toBe(0);
    expect(synced.outputs['verdict']).not.toBe('fail');
    expect(fake.comments.filter((c) => c.user.id === BOT.id)).toHaveLength(1);
    expect(fake.checkRuns.filter((c) => c.head_sha === headSha).map((c) => c.conclusion)).not.toContain('failure');
  });

  it('carries unaffected suites over on a later push, and keeps both baselines of two racing pushes', async () => {
    const first = await runBundle({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload: pushPayload('0'.repeat(40), mainSha),
      inputs: inputs(healthy.url, { repeats: '2' }),
      env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
    });
    expect(first.code, first.stdout).toBe(0);
    const firstRun = ResultsSchema.parse(JSON.parse(fake.git.readFile('agent-eval-baselines', `baselines/${mainSha}.json`)!)).run.id;
    const docs = fake.git.commit({ files: { 'README.md': 'shop\n', 'docs/guide.md': 'a\n' }, parents: [mainSha], branch: 'main' });
    const more = fake.git.commit({ files: { 'README.md': 'shop\n', 'docs/guide.md': 'b\n' }, parents: [docs], branch: 'main' });

    // Push A has read the baseline branch and is about to move it when push B stores its baseline.
    const held = fake.hold('PATCH', /\/git\/refs\/heads\/agent-eval-baselines$/);
    const pushA = runBundle({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload: pushPayload(mainSha, docs),
      inputs: inputs(healthy.url, { repeats: '2' }),
      env: { GITHUB_SHA: docs, GITHUB_REF: 'refs/heads/main' },
    });
    await held.reached;
    const b = await runBundle({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload: pushPayload(docs, more),
      inputs: inputs(healthy.url, { repeats: '2' }),
      env: { GITHUB_SHA: more, GITHUB_REF: 'refs/heads/main' },
    });
    held.release();
    const a = await pushA;
    expect(a.code, a.stdout).toBe(0);
    expect(b.code, b.stdout).toBe(0);
    expect(a.stdout).toMatch(/moved while writing/);

    const index = JSON.parse(fake.git.readFile('agent-eval-baselines', 'index.json')!).baselines.map((e: { commit: string }) => e.commit);
    expect(index.sort()).toEqual([mainSha, docs, more].sort());
    for (const commit of [docs, more]) {
      const stored = ResultsSchema.parse(JSON.parse(fake.git.readFile('agent-eval-baselines', `baselines/${commit}.json`)!));
      expect(stored.suites.find((s) => s.suite_id === 'routing')?.carried_from).toEqual({ commit: mainSha, run_id: firstRun });
      expect(stored.suites.find((s) => s.suite_id === 'docs_only')?.carried_from).toBeUndefined();
    }
    expect(a.stdout).toContain(`Carrying suite routing over: no change since the baseline of ${mainSha.slice(0, 12)} affects it`);
  });

  it('command: capture turns an export into draft suites, replays them against the target and opens one pull request', async () => {
    // Two turns of a real conversation with the reference agent, as an agent service would log them.
    const line = (user: string, node: string, next: string) =>
      JSON.stringify({
        conversation_id: 'conv-1',
        request: { context: { current_node_id: node, latest_user_message: user, history: [], memory: { facts: [] } } },
        response: { current_node_id: next, flow_completed: false, assistant_message: `at ${next}`, memory: { facts: [] }, tool_calls: [] },
      });
    await mkdir(join(workspace.dir, 'exports'), { recursive: true });
    await writeFile(join(workspace.dir, 'exports', 'last-week.jsonl'), [line('Hi, I am ada@example.org', 'start', 'conv_1')].join('\n'));
    const run = await runBundle({
      fake,
      workspace: workspace.dir,
      event: 'workflow_dispatch',
      payload: inRepo(webhookExample('workflow_dispatch', null), fake),
      inputs: {
        'github-token': fake.token,
        'target-url': healthy.url,
        command: 'capture',
        'capture-from': 'exports/last-week.jsonl',
        'capture-calibrate': '2',
      },
      env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
    });
    expect(run.code, run.stdout).toBe(0);
    const [pull] = fake.pulls();
    expect(pull).toMatchObject({ head_ref: 'agent-eval/captured', base_ref: 'main' });
    expect(fake.comments.find((c) => c.issue_number === pull!.number)?.body).toContain('captured as draft tests');
    const suite = fake.git.readFile('agent-eval/captured', 'suites/captured/conv-1.yaml');
    expect(suite).toContain('status: draft');
    expect(suite).toContain('next_node_id: conv_1');
    expect(suite).not.toContain('ada@example.org');
  });

  it('command: capture over the hostile support-queue corpus commits no value it marks, and its comment counts the scrub', async () => {
    const corpus = join(import.meta.dirname, '..', 'fixtures', 'capture-hostile');
    const marked = JSON.parse(await readFile(join(corpus, 'expected.json'), 'utf8')) as { secret: string[]; personal: string[] };
    const leaks = (text: string) => [...marked.secret, ...marked.personal].filter((v) => text.toLowerCase().includes(v.toLowerCase()));
    await mkdir(join(workspace.dir, 'exports'), { recursive: true });
    await writeFile(join(workspace.dir, 'exports', 'queue.jsonl'), await readFile(join(corpus, 'support-queue.jsonl'), 'utf8'));
    const run = await runBundle({
      fake,
      workspace: workspace.dir,
      event: 'workflow_dispatch',
      payload: inRepo(webhookExample('workflow_dispatch', null), fake),
      inputs: {
        'github-token': fake.token,
        'target-url': healthy.url,
        command: 'capture',
        'capture-from': 'exports/queue.jsonl',
        'capture-calibrate': '2',
      },
      env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
    });
    expect(run.code, run.stdout).toBe(0);
    const drafts = fake.git.files('agent-eval/captured').filter((p) => p.startsWith('suites/captured/'));
    expect(drafts.length).toBeGreaterThan(0);
    expect(leaks(drafts.map((p) => fake.git.readFile('agent-eval/captured', p)!).join('\n') + run.stdout)).toEqual([]);
    const [pull] = fake.pulls();
    const comment = fake.comments.find((c) => c.issue_number === pull!.number)!.body;
    expect(leaks(comment)).toEqual([]);
    expect(comment).toContain('Replaced by fakes before anything was derived, replayed or written');
    expect(comment).toContain('Check before approving');
  });

  it('tells a step with no inputs at all what to add', async () => {
    const run = await runBundle({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: {},
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::Configuration error: The action received no inputs at all/);
    expect(run.stdout).toContain('target-url: https://pr-{pr}.preview.example.com');
    expect(fake.requests).toHaveLength(0);
  });
  it('on cancellation (SIGINT from the runner) stops the run and marks the check cancelled, not left in progress', async () => {
    const slow = await startReferenceAgent({ latencyMs: 400 });
    try {
      const pr = await runBundle({
        fake,
        workspace: workspace.dir,
        event: 'pull_request',
        payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
        inputs: inputs(slow.url),
        started: (child) => {
          // Cancel once the check run is in progress and some turns are under way.
          const poll = setInterval(() => {
            if (fake.checkRuns.some((c) => c.head_sha === headSha && c.status === 'in_progress')) {
              clearInterval(poll);
              setTimeout(() => child.kill('SIGINT'), 600);
            }
          }, 20);
          child.on('close', () => clearInterval(poll));
        },
      });
      expect(pr.code, pr.stdout).toBe(1);
      expect(pr.stdout).toContain('Received SIGINT: stopping the run and publishing what finished.');
      const check = fake.checkRuns.find((c) => c.head_sha === headSha && c.name === 'agent-eval');
      expect(check).toMatchObject({ status: 'completed', conclusion: 'cancelled' });
      expect(check!.output.summary).toMatch(/^The job was cancelled after \d+ of 18 run\(s\); nothing was compared/);
      const comments = fake.comments.filter((c) => c.user.id === BOT.id);
      expect(comments).toHaveLength(1);
      expect(comments[0]!.body).toMatch(/agent-eval was cancelled/);
      expect(comments[0]!.body).not.toMatch(/regression/i);
    } finally {
      await slow.close();
    }
  });

  // The three cases below need dist/ rebuilt from src/ (the check run always ends, stale runs,
  // escaped replies); against an older bundle they fail.
  it('completes the check with the verdict when the token cannot write comments, and names the permission', async () => {
    fake.failNext({ kind: 'forbidden', method: 'POST', path: /\/issues\/7\/comments$/, times: Infinity });
    const pr = await runBundle({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(healthy.url, { repeats: '2' }),
    });
    expect(pr.code, pr.stdout).toBe(1);
    expect(pr.stdout).toMatch(/::error::The PR comment could not be written: .*add `permissions: pull-requests: write` to the job/);
    const check = fake.checkRuns.find((c) => c.head_sha === headSha && c.name === 'agent-eval');
    expect(check?.status).toBe('completed');
    expect(check?.conclusion).not.toBe('failure'); // the verdict of a healthy run, not the comment's failure
    expect(check!.output.summary).toContain('add `permissions: pull-requests: write` to the job');
  });

  it('marks the check of a stale run superseded and leaves the comment to the newer run', async () => {
    fake.setPull({ number: 7, head_sha: headSha });
    const held = fake.hold('GET', /\/git\/ref\/heads\/agent-eval-baselines$/);
    const older = runBundle({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(healthy.url, { repeats: '2' }),
    });
    await held.reached;
    const newerSha = fake.git.commit({
      files: { 'README.md': 'shop\n', 'src/agent/flow.ts': 'newer\n' },
      parents: [headSha],
      branch: 'feature',
    });
    fake.setPull({ number: 7, head_sha: newerSha });
    const sticky = fake.comments.find((c) => c.user.id === BOT.id)!;
    sticky.body = `${sticky.body.split('\n')[0]}\nresult of the newer run`;
    held.release();
    const run = await older;

    expect(run.code, run.stdout).toBe(0);
    const check = fake.checkRuns.find((c) => c.head_sha === headSha && c.name === 'agent-eval');
    expect(check).toMatchObject({ status: 'completed', conclusion: 'neutral' });
    expect(check!.output.title).toBe(`Superseded by ${newerSha.slice(0, 7)}`);
    expect(fake.comments.filter((c) => c.user.id === BOT.id).map((c) => c.body.split('\n')[1])).toEqual(['result of the newer run']);
  });

  it('fails the turn of an AG-UI agent whose STATE_DELTA would double the state forty times, naming the operation, and reports every run', async () => {
    // `add /b`, then `copy /b -> /b/-` forty times: 2 KB of patch that would need terabytes.
    const doubling = [
      { op: 'add', path: '/b', value: ['x'.repeat(1000)] },
      ...Array.from({ length: 40 }, () => ({ op: 'copy', from: '/b', path: '/b/-' })),
    ];
    const agent = http.createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString('utf8')));
      req.on('end', () => {
        const input = JSON.parse(text) as RunAgentInput;
        const testId = (input.forwardedProps as { agent_eval: { test: { test_id: string } } }).agent_eval.test.test_id;
        const encoder = new EventEncoder();
        res.writeHead(200, { 'content-type': encoder.getContentType() });
        const write = (event: Record<string, unknown>) => res.write(encoder.encodeSSE(event as unknown as BaseEvent));
        write({ type: EventType.RUN_STARTED, threadId: input.threadId, runId: input.runId });
        if (testId === 'hostile') write({ type: EventType.STATE_DELTA, delta: doubling });
        write({ type: EventType.STEP_STARTED, stepName: 'conv_2' });
        write({ type: EventType.TEXT_MESSAGE_CHUNK, messageId: 'm', delta: 'Routed.' });
        write({ type: EventType.RUN_FINISHED, threadId: input.threadId, runId: input.runId });
        res.end();
      });
    });
    await new Promise<void>((resolve) => agent.listen(0, '127.0.0.1', resolve));
    try {
      const tests = ['fine', 'hostile']
        .map(
          (id) =>
            `  - test_id: ${id}\n    initial_node_id: conv_1\n    turns:\n      - turn_id: t1\n        user_input: hello\n        expected:\n          next_node_id: conv_2\n`,
        )
        .join('');
      await writeFile(join(workspace.dir, 'suites', 'flow.yaml'), `version: v1\nsuite_id: flow\ntests:\n${tests}`);
      const pr = await runBundle({
        fake,
        workspace: workspace.dir,
        event: 'pull_request',
        payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
        inputs: inputs(`http://127.0.0.1:${(agent.address() as AddressInfo).port}/agent`, {
          protocol: 'ag-ui',
          suites: 'suites/flow.yaml',
          repeats: '2',
        }),
      });
      expect(pr.stdout).not.toContain('heap out of memory');
      const results = ResultsSchema.parse(JSON.parse(await readFile(pr.outputs['results-path']!, 'utf8')));
      const runs = results.suites.flatMap((suite) => suite.tests.map((t) => [t.test_id, t.runs.map((r) => r.outcome)]));
      expect(runs).toEqual([
        ['fine', ['passed', 'passed']],
        ['hostile', ['errored', 'errored']],
      ]);
      const error = results.suites[0]!.tests[1]!.runs[0]!.error?.message;
      expect(error).toContain('the state would exceed 10 MiB at operation 14 (copy "/b" -> "/b/-")');
      expect(fake.checkRuns.find((c) => c.head_sha === headSha && c.name === 'agent-eval')?.status).toBe('completed');
    } finally {
      agent.closeAllConnections();
      await new Promise((resolve) => agent.close(resolve));
    }
  });

  it("refuses /eval approve on a fork's pull request whose branch has the name and commit of a branch here, writing nothing", async () => {
    const draft =
      '# Captured by `agent-eval capture`: a draft.\n\nmetadata:\n  capture:\n    at: 2026-11-27T12:00:00.000Z\n    status: draft\n' +
      (await readFile(join(workspace.dir, 'suites', 'routing.yaml'), 'utf8')).replace('suite_id: routing', 'suite_id: captured.refund');
    const capture = fake.git.commit({ files: { 'suites/captured/refund.yaml': draft }, parents: [mainSha], branch: 'capture' });
    fake.setPull({ number: 7, head_sha: capture, head_ref: 'capture', fork: true, user: { login: 'mallory', id: 666, type: 'User' } });
    fake.setPermission('maintainer', 'write');
    const asked = fake.addComment(7, { login: 'maintainer', id: 502, type: 'User' }, '/eval approve');
    const payload = commentPayload(fake, asked, { login: 'maintainer', id: 502 });

    const run = await runBundle({ fake, workspace: workspace.dir, event: 'issue_comment', payload, inputs: inputs(healthy.url) });
    expect(run.code, run.stdout).toBe(0);
    expect(fake.requests.filter((r) => r.method !== 'GET' && /\/git\/(refs|commits|trees|blobs)/.test(r.path))).toEqual([]);
    expect(fake.git.ref('heads/capture')).toBe(capture);
    expect(fake.comments.filter((c) => c.user.id === BOT.id).at(-1)!.body).toMatch(
      /^Nothing was approved: the branch `capture` of this pull request is in the fork `mallory\/shop`/,
    );
  });

  it("answers /eval rerun nosuch with the head's suite ids escaped: no mention, no HTML, no command line", async () => {
    const routing = (await readFile(join(workspace.dir, 'suites', 'routing.yaml'), 'utf8')).replace(
      'suite_id: routing',
      'suite_id: "@octocat <img src=x onerror=alert(1)>"',
    );
    const docs = (await readFile(join(workspace.dir, 'suites', 'docs.yaml'), 'utf8')).replace(
      'suite_id: docs_only',
      'suite_id: "x\\n/eval rerun --all"',
    );
    const hostile = fake.git.commit({
      files: { 'suites/routing.yaml': routing, 'suites/docs.yaml': docs },
      parents: [mainSha],
      branch: 'feature',
    });
    fake.setPull({ number: 7, head_sha: hostile });
    fake.setPermission('maintainer', 'write');
    const asked = fake.addComment(7, { login: 'maintainer', id: 502, type: 'User' }, '/eval rerun nosuch');
    const payload = commentPayload(fake, asked, { login: 'maintainer', id: 502 });

    const run = await runBundle({ fake, workspace: workspace.dir, event: 'issue_comment', payload, inputs: inputs(healthy.url) });
    expect(run.code, run.stdout).toBe(0);
    const reply = fake.comments.filter((c) => c.user.id === BOT.id).at(-1)!.body;
    expect(reply).toMatch(/^No suite with the id "nosuch"/);
    expect(reply).toContain('@\u200Doctocat &lt;img');
    expect(reply).not.toMatch(/@(?!\u200D)/);
    expect(reply).not.toContain('<img');
    expect(reply.split('\n').some((line) => line.trim().startsWith('/eval'))).toBe(false);
  });
});
