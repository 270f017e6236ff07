import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startReferenceAgent, type ReferenceAgent } from '../../src/reference-agent/server.ts';
import { MAX_ANNOTATIONS } from '../../src/report/pr-status.ts';
import { ResultsSchema } from '../../src/results/results-schema.ts';
import { startFakeGitHub, type FakeGitHub, type FakeUser } from '../fakes/github-server.ts';
import {
  commentPayload,
  inRepo,
  makeWorkspace,
  pullRequestPayload,
  runAction,
  webhookExample,
  type Payload,
  type Workspace,
} from './helpers.ts';

const BOT = { login: 'eval-bot', id: 9001, type: 'User' } as const;
const MISROUTE = { opt_2: 'billing' };

let fake: FakeGitHub;
let workspace: Workspace;
let healthy: ReferenceAgent;
let broken: ReferenceAgent;
let mainSha: string;
let headSha: string;

beforeEach(async () => {
  fake = await startFakeGitHub({ identity: BOT });
  workspace = await makeWorkspace();
  healthy = await startReferenceAgent({});
  broken = await startReferenceAgent({ misroute: MISROUTE });
  mainSha = fake.git.commit({ files: { 'README.md': 'shop\n' }, branch: 'main' });
  const suites = await readFixtureSuites();
  headSha = fake.git.commit({ files: { 'src/agent/flow.ts': 'changed\n', ...suites }, parents: [mainSha], branch: 'feature' });
  fake.setPullFiles(7, [{ filename: 'src/agent/flow.ts', status: 'modified' }]);
});

afterEach(async () => {
  await Promise.all([fake.close(), workspace.close(), healthy.close(), broken.close()]);
});

async function readFixtureSuites(): Promise<Record<string, string>> {
  const dir = new URL('../fixtures/action/suites/', import.meta.url);
  return {
    'suites/routing.yaml': await readFile(new URL('routing.yaml', dir), 'utf8'),
    'suites/docs.yaml': await readFile(new URL('docs.yaml', dir), 'utf8'),
  };
}

// A few tests at 6 runs rule out a 20-point drop of a suite, not the default 5: these flows gate on 20.
const inputs = (target: string, extra: Record<string, string> = {}) => ({
  'target-url': target,
  repeats: '6',
  concurrency: '4',
  'min-effect': '0.2',
  ...extra,
});

function pushPayload(sha: string): Payload {
  const payload = inRepo(webhookExample('push', null), fake);
  payload['ref'] = 'refs/heads/main';
  payload['after'] = sha;
  return payload;
}

async function storeBaseline(): Promise<void> {
  const push = await runAction({
    fake,
    workspace: workspace.dir,
    event: 'push',
    payload: pushPayload(mainSha),
    inputs: inputs(healthy.url),
    env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
  });
  expect(push.failed).toBeNull();
}

const botComments = () => fake.comments.filter((c) => c.user.id === BOT.id);

describe('push to the default branch', () => {
  it('stores the results as the baseline of the pushed commit', async () => {
    await storeBaseline();
    const stored = fake.git.readFile('agent-eval-baselines', `baselines/${mainSha}.json`);
    expect(stored).toBeDefined();
    const results = ResultsSchema.parse(JSON.parse(stored!));
    expect(results.run.commit).toBe(mainSha);
    expect(results.counts.passed).toBe(results.counts.planned);
    expect(JSON.parse(fake.git.readFile('agent-eval-baselines', 'index.json')!).baselines[0].commit).toBe(mainSha);
  });

  it('stores nothing for a push to another branch', async () => {
    const payload = pushPayload(headSha);
    payload['ref'] = 'refs/heads/feature';
    const push = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'push',
      payload,
      inputs: inputs(healthy.url),
      env: { GITHUB_SHA: headSha, GITHUB_REF: 'refs/heads/feature' },
    });
    expect(push.failed).toBeNull();
    expect(fake.git.ref('heads/agent-eval-baselines')).toBeUndefined();
  });
});

describe('pull_request', () => {
  it('fails the check and comments the delta when the head regresses, then edits the same comment on synchronize', async () => {
    await storeBaseline();
    const opened = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(broken.url),
    });

    expect(opened.failed).toMatch(/Significant regression in routing/);
    expect(opened.outputs['verdict']).toBe('fail');
    expect(opened.outputs['regressed-suites']).toBe('routing');
    expect(Number(opened.outputs['delta'])).toBeLessThan(0);
    expect(opened.outputs['baseline-pass-rate']).toBe('1');
    const check = fake.checkRuns.find((c) => c.head_sha === headSha && c.name === 'agent-eval');
    expect(check?.status).toBe('completed');
    expect(check?.conclusion).toBe('failure');
    expect(botComments()).toHaveLength(1);
    const first = botComments()[0]!;
    expect(first.body).toMatch(/Significant regression/);
    expect(first.body).toContain('routing');
    expect(first.body).toContain(mainSha.slice(0, 7)); // which commit the baseline came from
    expect(first.body).not.toContain('docs_only'); // not affected by the change
    expect(opened.summary).toMatch(/Significant regression/);
    expect(opened.stdout).toContain('Selected suite routing: src/agent/flow.ts matches its affects globs');

    // The fix is pushed: the same comment is edited, never a second one.
    const fixedSha = fake.git.commit({ files: { 'src/agent/flow.ts': 'fixed\n' }, parents: [headSha], branch: 'feature' });
    const synced = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'synchronize', { number: 7, headSha: fixedSha }),
      inputs: inputs(healthy.url),
    });
    expect(synced.failed).toBeNull();
    expect(botComments()).toHaveLength(1);
    expect(botComments()[0]!.id).toBe(first.id);
    expect(botComments()[0]!.body).not.toMatch(/Significant regression/);
    expect(fake.checkRuns.find((c) => c.head_sha === fixedSha)?.conclusion).toBe('success');
  });

  it('with repeats: auto, spends extra runs only where the comparison is open and still fails the regression', async () => {
    await storeBaseline(); // 6 runs per test, all passing
    const pr = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(broken.url, { repeats: 'auto:3-12' }),
    });

    expect(pr.failed).toMatch(/Significant regression in routing/);
    const results = ResultsSchema.parse(JSON.parse(await readFile(join(workspace.dir, 'agent-eval-report', 'results.json'), 'utf8')));
    expect(results.run.adaptive).toMatchObject({ min: 3, max: 12 });
    expect(botComments()[0]!.body).toMatch(/adaptive repeats 3 to 12 \(\d+ rounds, \d+ agent calls\)/);
    const runs = Object.fromEntries(results.suites.flatMap((s) => s.tests.map((t) => [t.test_id, t.runs.length])));
    // The misrouted tests fail every run against a clean baseline: 3 runs cannot show one broken
    // (1/C(9, 3) each, and discrete Holm counts all three: 3/84 > alpha/2), so each kept sampling
    // until its own test was certain or it reached the maximum, while its change is measured on runs
    // chosen by the other tests.
    expect(Object.keys(runs)).toHaveLength(3);
    for (const n of Object.values(runs)) {
      expect(n).toBeGreaterThan(3);
      expect(n).toBeLessThanOrEqual(12);
    }
    // Three tests reach at best p = 2^-3 on the suite test over tests, above alpha/2: more runs could not
    // make the suite regress on its own, so each test's change is measured on its first 3 runs.
    expect(results.suites.flatMap((s) => s.tests.map((t) => t.effect_runs))).toEqual([3, 3, 3]);
    expect(results.counts.planned).toBe(Object.values(runs).reduce((a, b) => a + b, 0));
  });

  it('refuses repeats: auto with a shard, naming both inputs', async () => {
    const pr = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(healthy.url, { repeats: 'auto', shard: '1/2' }),
    });
    expect(pr.failed).toMatch(/`repeats: auto` cannot be combined with `shard`/);
  });

  it('names a bad repeats value and the accepted forms', async () => {
    const pr = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(healthy.url, { repeats: 'auto:9-3' }),
    });
    expect(pr.failed).toMatch(/`repeats`.*auto:MIN-MAX/s);
  });

  it('waits out a rate-limit reply and then publishes', async () => {
    fake.failNext({ kind: 'rate-limit', method: 'POST', path: /\/check-runs$/ });
    const pr = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(healthy.url),
    });
    expect(pr.failed).toBeNull();
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/check-runs')).map((r) => r.status)).toEqual([403, 201]);
    expect(fake.checkRuns).toHaveLength(1);
    expect(fake.checkRuns[0]!.status).toBe('completed');
  });

  it('runs nothing when every suite declares affects and none matches: a success check, never ✅, naming the paths it excluded', async () => {
    fake.setPullFiles(8, [{ filename: 'README.md', status: 'modified' }]);
    const pr = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 8, headSha }),
      inputs: inputs(broken.url),
    });
    expect(pr.failed).toBeNull();
    expect(pr.outputs['verdict']).toBe('skipped');
    const check = fake.checkRuns.find((c) => c.head_sha === headSha);
    expect(check).toMatchObject({ conclusion: 'success', output: { title: 'Nothing evaluated: no suite is affected' } });
    const body = botComments()[0]?.body ?? '';
    expect(body).toContain('### ⏭️ agent-eval evaluated nothing');
    expect(body).toContain('Changed paths that matched nothing (1):\n\n- `README.md`');
    expect(body).not.toContain('✅');
    expect(pr.summary).toContain('- `README.md`');
  });

  it('evaluates a pull request that changes only the agent when its suites declare no affects', async () => {
    // The agent lives beside its suites, and the suites say nothing of which paths affect them.
    for (const file of ['routing.yaml', 'docs.yaml']) {
      const path = join(workspace.dir, 'suites', file);
      await writeFile(path, (await readFile(path, 'utf8')).replace(/^affects:\n(?: {2}- .*\n)+/m, ''));
    }
    await storeBaseline();
    fake.setPullFiles(7, [{ filename: 'agent/flow.py', status: 'modified' }]);
    const pr = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(broken.url),
    });

    expect(pr.stdout).toContain('Selected suite routing: it declares no affects, so every change can affect it: 1 path changed.');
    expect(pr.stdout).toContain('Selected suite docs_only: it declares no affects, so every change can affect it: 1 path changed.');
    expect(pr.outputs['verdict']).toBe('fail');
    expect(fake.checkRuns.find((c) => c.head_sha === headSha)?.conclusion).toBe('failure');
    expect(botComments()[0]?.body).toMatch(/Significant regression/);
  });

  it('keeps the job summary under 1 MiB when 5,500 suite errors would make it 1.2 MB, pointing to the report artifact', async () => {
    // 5,500 unknown keys over five suite files: each error line is about 220 bytes for 10 bytes of
    // YAML, so the files stay small (100 KB) and quick to parse while the list passes 1 MiB.
    const keys = Array.from({ length: 11 }, (_, k) => `    bogus_${k}: 1\n`).join('');
    const test = (i: number) =>
      `  - test_id: t${i}\n    initial_node_id: start\n${keys}    turns:\n      - turn_id: a\n        user_input: hi\n`;
    for (let f = 0; f < 5; f++) {
      const tests = Array.from({ length: 100 }, (_, i) => test(i)).join('');
      await writeFile(join(workspace.dir, 'suites', `big${f}.yaml`), `version: v1\nsuite_id: big${f}\ntests:\n${tests}`);
    }
    const pr = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(healthy.url),
    });

    expect(pr.outputs['verdict']).toBe('spec-errors');
    expect(pr.summary).toContain('5500 error(s) in the suite files');
    // The check annotates the first 200 in four requests, not 5,500 in 110 a second apart.
    const check = fake.checkRuns.find((c) => c.head_sha === headSha);
    expect(check?.annotations).toHaveLength(MAX_ANNOTATIONS);
    expect(check?.annotations[0]?.path).toBe('suites/big0.yaml');
    expect(Buffer.byteLength(pr.summary)).toBeLessThanOrEqual(1024 * 1024);
    expect(pr.summary.trimEnd()).toMatch(
      /job summary cut: GitHub shows at most 1 MiB of it; the full report is report\.md and report\.html in the report artifact of this run, and in `report-dir`\)$/,
    );
  });

  it('gives a fork pull request without secrets a neutral check and says how a maintainer runs it', async () => {
    const pr = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha, fork: true }),
      inputs: inputs(broken.url),
    });
    expect(pr.failed).toBeNull();
    expect(fake.checkRuns.find((c) => c.head_sha === headSha)?.conclusion).toBe('neutral');
    expect(botComments()[0]?.body).toContain('/eval rerun');
  });

  it('refuses to send the agent token to a host outside allowed-target-hosts', async () => {
    const pr = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(broken.url, { 'agent-token': 'sekret-agent-token', 'allowed-target-hosts': 'preview.example.com' }),
    });
    // The workflow's to fix, like a bad input: not reported as a bug of agent-eval.
    expect(pr.failed).toMatch(/^Configuration error: Refusing to send the agent token to 127\.0\.0\.1/);
    expect(pr.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain('sekret-agent-token');
    expect(fake.checkRuns.find((c) => c.head_sha === headSha)?.conclusion).toBe('failure');
  });
});

describe('/eval rerun', () => {
  it('runs for a collaborator with write access, on the PR head, with reactions; refuses a reader', async () => {
    fake.setPull({ number: 7, head_sha: headSha, head_ref: 'feature' });
    const reader: FakeUser = { login: 'visitor', id: 501, type: 'User' };
    fake.setPermission('visitor', 'read');
    const refusedComment = fake.addComment(7, reader, '/eval rerun --all');
    const refused = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'issue_comment',
      payload: commentPayload(fake, refusedComment, reader),
      inputs: inputs(broken.url),
    });
    expect(refused.failed).toBeNull();
    expect(botComments()).toHaveLength(1);
    expect(botComments()[0]!.body).toMatch(/write, maintain or admin/);
    expect(fake.checkRuns).toHaveLength(0);

    const maintainer: FakeUser = { login: 'maintainer', id: 502, type: 'User' };
    fake.setPermission('maintainer', 'write');
    const asked = fake.addComment(7, maintainer, 'Please check again\n/eval rerun routing --repeats 2');
    const rerun = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'issue_comment',
      payload: commentPayload(fake, asked, maintainer),
      inputs: inputs(broken.url),
    });
    const rerunResults = ResultsSchema.parse(JSON.parse(await readFile(rerun.outputs['results-path']!, 'utf8')));
    expect(rerunResults.suites.map((s) => s.suite_id)).toEqual(['routing']); // the suite named in the command
    expect(rerunResults.run.commit).toBe(headSha);
    expect(rerunResults.counts.planned).toBe(6); // --repeats 2 (not the input's 6) over 3 tests
    const check = fake.checkRuns.find((c) => c.head_sha === headSha);
    expect(check?.status).toBe('completed');
    expect(fake.reactions.filter((r) => r.comment_id === asked.id).map((r) => r.content)).toEqual(['eyes', 'rocket']);
    expect(fake.reactions.filter((r) => r.comment_id === refusedComment.id)).toHaveLength(0);
    // The suites were read at the PR head through the API.
    expect(fake.requests.some((r) => r.method === 'GET' && r.path.includes('/git/trees/') && r.path.endsWith(headSha))).toBe(true);
  });
});

describe('sharding', () => {
  it('runs two shards and aggregates them into one comparison', async () => {
    await storeBaseline();
    const payload = pullRequestPayload(fake, 'opened', { number: 7, headSha });
    const paths: string[] = [];
    for (const shard of ['1/2', '2/2']) {
      const dir = `shards/${shard.replace('/', '-of-')}`;
      const run = await runAction({
        fake,
        workspace: workspace.dir,
        event: 'pull_request',
        payload,
        inputs: inputs(broken.url, { shard, 'report-dir': dir }),
      });
      expect(run.failed).toBeNull();
      expect(run.outputs['results-path']).toBe(join(workspace.dir, dir, 'results.json'));
      paths.push(run.outputs['results-path']!);
    }
    expect(fake.checkRuns).toHaveLength(0); // shards only write results
    const [a, b] = await Promise.all(paths.map(async (p) => ResultsSchema.parse(JSON.parse(await readFile(p, 'utf8')))));
    expect(a!.counts.planned).toBeGreaterThan(0);
    expect(b!.counts.planned).toBeGreaterThan(0);
    expect(a!.counts.planned + b!.counts.planned).toBe(18); // 3 tests x 6 repeats, each conversation in one shard

    const aggregate = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload,
      inputs: inputs(broken.url, { command: 'aggregate', 'shard-results': 'shards/*/results.json' }),
    });
    expect(aggregate.failed).toMatch(/Significant regression in routing/);
    expect(fake.checkRuns.find((c) => c.head_sha === headSha)?.conclusion).toBe('failure');
    const merged = ResultsSchema.parse(JSON.parse(await readFile(aggregate.outputs['results-path']!, 'utf8')));
    expect(merged.counts.planned).toBe(18);
  });

  it('refuses to aggregate when a shard is missing', async () => {
    const payload = pullRequestPayload(fake, 'opened', { number: 7, headSha });
    await mkdir(join(workspace.dir, 'shards'), { recursive: true });
    await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload,
      inputs: inputs(broken.url, { shard: '1/2', 'report-dir': 'shards/one' }),
    });
    const aggregate = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload,
      inputs: inputs(broken.url, { command: 'aggregate', 'shard-results': 'shards/*/results.json' }),
    });
    expect(aggregate.failed).toMatch(/Shard\(s\) 2\/2 are missing/);
  });
});

describe('quarantine and metrics', () => {
  it('does not fail on a regression confined to quarantined tests, and says so in the comment', async () => {
    await storeBaseline();
    await writeFile(
      join(workspace.dir, 'quarantine.yaml'),
      [
        'tests:',
        '  - { test_id: routing/technical_support_resolved, reason: "menu rework", expires: "2099-12-31" }',
        '  - { test_id: technical_support_after_hi, suite_id: routing, reason: "menu rework", expires: "2099-12-31" }',
        '  - { test_id: technical_support_after_good_morning, reason: "menu rework", expires: "2099-12-31" }',
        '  - { test_id: routing/old_test, reason: "long gone", expires: "2020-01-01" }',
      ].join('\n'),
    );
    const pr = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(broken.url, { quarantine: 'quarantine.yaml' }),
    });

    expect(pr.failed).toBeNull();
    expect(pr.outputs['verdict']).not.toBe('fail');
    expect(pr.outputs['regressed-suites']).toBe('');
    expect(fake.checkRuns.find((c) => c.head_sha === headSha)?.conclusion).not.toBe('failure');
    const body = botComments()[0]!.body;
    expect(body).toContain('Quarantined');
    expect(body).toContain('routing/technical_support_resolved');
    const comparison = JSON.parse(await readFile(join(workspace.dir, 'agent-eval-report', 'comparison.json'), 'utf8'));
    expect(comparison.warnings).toContainEqual(
      expect.objectContaining({ code: 'quarantine_expired', test_id: 'routing/old_test', expires: '2020-01-01' }),
    );

    // The same run without the quarantine fails: the file is what kept the gate open.
    const gated = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'synchronize', { number: 7, headSha }),
      inputs: inputs(broken.url),
    });
    expect(gated.failed).toMatch(/Significant regression in routing/);
  });

  // The messages of a bad quarantine file are in test/action/step.test.ts.
  it('refuses a bad quarantine file before anything runs', async () => {
    await writeFile(join(workspace.dir, 'quarantine.yaml'), 'tests:\n  - test_id: routing/x\n    reason: why\n    expires: someday\n');
    const pr = await runAction({
      fake,
      workspace: workspace.dir,
      event: 'pull_request',
      payload: pullRequestPayload(fake, 'opened', { number: 7, headSha }),
      inputs: inputs(healthy.url, { quarantine: 'quarantine.yaml' }),
    });
    expect(pr.failed).toMatch(/Input `quarantine` names quarantine\.yaml/);
    expect(fake.checkRuns).toHaveLength(0);
  });

  it('writes metrics.prom and pushes it to the Pushgateway', async () => {
    const pushes: { method: string; url: string; body: string }[] = [];
    const gateway = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        pushes.push({ method: req.method ?? '', url: req.url ?? '', body });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
      const push = await runAction({
        fake,
        workspace: workspace.dir,
        event: 'push',
        payload: pushPayload(mainSha),
        inputs: inputs(healthy.url, { 'pushgateway-url': url }),
        env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
      });
      expect(push.failed).toBeNull();
      const written = await readFile(join(workspace.dir, 'agent-eval-report', 'metrics.prom'), 'utf8');
      expect(written).toMatch(/agent_eval_/);
      expect(pushes).toHaveLength(1);
      // Grouped by repository and branch, so other repositories' and branches' pushes are kept.
      const repository = Buffer.from(`${fake.owner}/${fake.repo}`).toString('base64url');
      expect(pushes[0]).toMatchObject({
        method: 'PUT',
        url: `/metrics/job/agent-eval/repository@base64/${repository}/branch/main`,
        body: written,
      });
    } finally {
      await new Promise<void>((r) => gateway.close(() => r()));
    }
  });

  it('warns, and still succeeds, when the Pushgateway refuses', async () => {
    const gateway = createServer((_req, res) => res.writeHead(503).end('down for maintenance'));
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
      const push = await runAction({
        fake,
        workspace: workspace.dir,
        event: 'push',
        payload: pushPayload(mainSha),
        inputs: inputs(healthy.url, { 'pushgateway-url': url }),
        env: { GITHUB_SHA: mainSha, GITHUB_REF: 'refs/heads/main' },
      });
      expect(push.failed).toBeNull();
      expect(push.stdout).toMatch(/::warning::metrics not pushed: .*503/);
      expect(fake.git.readFile('agent-eval-baselines', `baselines/${mainSha}.json`)).toBeDefined();
    } finally {
      await new Promise<void>((r) => gateway.close(() => r()));
    }
  });
});
