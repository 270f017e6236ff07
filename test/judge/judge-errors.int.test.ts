// A judge that fails is never a pass: `agent-eval run` (in-process, against the built-in reference
// agent) with a judge that refuses connections, never answers, or answers garbage. Each judged check
// is a JUDGE_ERROR saying what happened, its run is errored, the command exits non-zero and no
// headline says "passed"; a dead judge costs a bounded number of deadlines; --require-judge stops
// before any agent call.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { agentEval } from '../helpers/cli.ts';
import { AGREEING, calibrationOf, turnKey, writeCalibration } from '../helpers/calibration.ts';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { garbage, hang, refusedBaseURL, startFakeOpenAi, type FakeOpenAiServer } from '../fakes/openai-server.ts';
import { results, suite, test as testOf } from '../helpers/results.ts';
import { suiteReasonText } from '../../src/report/wording/suite.ts';

const KEY = 'sk-judge-errors-5150';
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-eval-judge-errors-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function fakeJudge(chat: Parameters<typeof startFakeOpenAi>[0]): Promise<FakeOpenAiServer> {
  const server = await startFakeOpenAi(chat);
  cleanup.push(server.close);
  return server;
}

/** A suite of `n` tests, one run of one judged turn each; different user inputs make different questions. */
async function judgedSuite(dir: string, n: number): Promise<string> {
  const tests = Array.from(
    { length: n },
    (_, i) => `  - test_id: judged_${i + 1}
    initial_node_id: start
    turns:
      - turn_id: t1
        user_input: "Hello number ${i + 1}"
        expected:
          judge_criteria: { assistant_quality_min: 0.5 }`,
  );
  const path = join(dir, 'judged.yaml');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(
    path,
    `version: v1\nsuite_id: judged\ndefaults:\n  repeats: 1\n  llm_judge: { criteria: [helpfulness] }\ntests:\n${tests.join('\n')}\n`,
  );
  return path;
}

/** The command in-process; everything it printed, through io and through its logger. */
const cli = (argv: string[]) => agentEval(argv, { env: { PATH: process.env.PATH ?? '' }, cwd: process.cwd(), captureProcess: true });

async function run(baseURL: string, tests: number, extra: string[] = []) {
  const dir = await tempDir();
  const suitePath = await judgedSuite(dir, tests);
  const out = join(dir, 'out');
  // helpfulness calibrated for the built-in judge models and for judge-x: its checks gate, so a judge error errors the run.
  const calibration = join(dir, 'judge-calibration.json');
  await writeCalibration(
    calibration,
    calibrationOf(turnKey('helpfulness'), AGREEING),
    calibrationOf(turnKey('helpfulness', { model: 'judge-x', fallback_model: null }), AGREEING),
  );
  const r = await cli([
    'run',
    suitePath,
    '--judge-calibration',
    calibration,
    '--judge-api-key',
    KEY,
    '--judge-base-url',
    baseURL,
    '--out',
    out,
    ...extra,
  ]);
  const written: Results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8'));
  const report = await readFile(join(out, 'report.md'), 'utf8');
  const runs = written.suites.flatMap((s) => s.tests.flatMap((t) => t.runs));
  const checks = runs.flatMap((run) => run.turns.flatMap((t) => t.assertions)).filter((a) => a.key === 'judge_criteria');
  return { ...r, written, report, runs, checks };
}

/** Nothing printed or written says the run passed. */
function expectNoPass(r: { code: number; output: string; report: string }): void {
  expect(r.code).toBe(1);
  expect(r.output).not.toMatch(/all .*passed/i);
  expect(r.report).not.toMatch(/all .*passed/i);
  // No run was scored: the judge, not the agent, is named first.
  expect(r.report.split('\n')[0], r.report).toMatch(
    /^## ⛔ Nothing was evaluated: the judge could not score any run: \d+ of \d+ runs? errored \(`JUDGE_ERROR`: /,
  );
}

describe('a judge that fails', () => {
  it('refusing connections: every judged run is errored with JUDGE_ERROR naming ECONNREFUSED and where', async () => {
    const url = await refusedBaseURL();
    const r = await run(url, 2, ['--concurrency', '1']);
    const cause = `judge unreachable (ECONNREFUSED at ${url})`;
    expect(r.checks.length).toBe(2);
    for (const check of r.checks) expect(check).toMatchObject({ status: 'unscored', pass: false, code: 'JUDGE_ERROR' });
    expect(r.checks[0]?.reason).toBe(`${cause} (judge model gpt-4.1)`);
    for (const run of r.runs) {
      expect(run.outcome).toBe('errored');
      expect(run.codes).toEqual(['JUDGE_ERROR']);
      expect(run.error?.code).toBe('JUDGE_ERROR');
    }
    expect(r.written.counts).toMatchObject({ planned: 2, passed: 0, errored: 2 });
    expectNoPass(r);
    expect(r.report).toContain('(`JUDGE_ERROR`: ' + cause);
    expect(r.output).toMatch(/judge errors: 2 check\(s\) could not be scored \(JUDGE_ERROR; /);
    expect(r.output).not.toContain(KEY);
  });

  it('never answering: costs three deadlines whatever the number of judged turns, then the circuit opens', async () => {
    const judge = await fakeJudge({ chat: hang });
    const r = await run(judge.baseURL, 8, ['--concurrency', '1', '--judge-timeout-ms', '200']);
    // Without the breaker: 8 checks × (cheap model + primary) × (attempt + retry) = 32 requests.
    expect(judge.chatRequests()).toHaveLength(3);
    expect(r.runs.every((run) => run.outcome === 'errored' && run.codes.includes('JUDGE_ERROR'))).toBe(true);
    const causes = r.runs.map((run) => run.error?.message);
    expect(causes[0]).toBe('judge timed out after 0.2 s (judge model gpt-4.1)');
    expect(causes.at(-1)).toBe('judge circuit open after 3 consecutive failures: judge timed out after 0.2 s (judge model gpt-4.1)');
    expect(r.output).toMatch(/warning: judge: 3 consecutive failures \(first: judge timed out after 0\.2 s\)/);
    expectNoPass(r);
  });

  it('answering garbage twice: "reply not valid JSON after one re-ask", with the raw reply kept', async () => {
    const judge = await fakeJudge({ chat: garbage });
    const r = await run(judge.baseURL, 1, ['--judge-model', 'judge-x']);
    expect(judge.chatRequests()).toHaveLength(2); // the question and the one re-ask
    expect(r.checks[0]).toMatchObject({
      status: 'unscored',
      code: 'JUDGE_ERROR',
      reason: 'reply not valid JSON after one re-ask (judge model judge-x)',
      actual: { model: 'judge-x', raw: 'Looks great to me!' },
    });
    expect(r.runs[0]?.outcome).toBe('errored');
    expectNoPass(r);
  });
});

describe('--require-judge', () => {
  it('exits 2 before any agent call when the judge cannot answer, with the cause and the fix', async () => {
    const url = await refusedBaseURL();
    const dir = await tempDir();
    const r = await cli([
      'run',
      await judgedSuite(dir, 1),
      '--require-judge',
      '--judge-api-key',
      KEY,
      '--judge-base-url',
      url,
      '--out',
      join(dir, 'out'),
    ]);
    expect(r.code).toBe(2);
    expect(r.output).toContain(`--require-judge: the judge cannot answer: judge unreachable (ECONNREFUSED at ${url}) (model gpt-4.1).`);
    expect(r.output).toContain('Check --judge-base-url (or OPENAI_BASE_URL) and that the server is up.');
    await expect(stat(join(dir, 'out', 'results.json'))).rejects.toThrow(/ENOENT/);
  });

  it('gives a judge that never answers the timeout, and says how to give it more', async () => {
    const judge = await fakeJudge({ chat: hang });
    const dir = await tempDir();
    const r = await cli([
      'run',
      await judgedSuite(dir, 1),
      '--require-judge',
      '--judge-api-key',
      KEY,
      '--judge-base-url',
      judge.baseURL,
      '--judge-timeout-ms',
      '100',
      '--out',
      join(dir, 'out'),
    ]);
    expect(r.code).toBe(2);
    expect(r.output).toMatch(/the judge cannot answer: judge timed out after 0\.1 s .*--judge-timeout-ms/);
    expect(judge.chatRequests()).toHaveLength(2);
  });

  it('runs when the judge answers its one tiny question', async () => {
    const judge = await fakeJudge({});
    const dir = await tempDir();
    const r = await cli([
      'run',
      await judgedSuite(dir, 1),
      '--require-judge',
      '--judge-api-key',
      KEY,
      '--judge-base-url',
      judge.baseURL,
      '--out',
      join(dir, 'out'),
    ]);
    expect(r.code, r.output).toBe(0);
    expect(judge.chatRequests()[0]?.body.messages).toEqual([{ role: 'user', content: 'Reply with the word OK.' }]);
  });
});

describe('comparison', () => {
  it('many JUDGE_ERROR runs make the suite invalid, saying the judge failed, never a regression', () => {
    const judgeErrored = (r: Results): Results => {
      for (const s of r.suites)
        for (const t of s.tests)
          for (const run of t.runs) {
            if (run.outcome !== 'errored') continue;
            run.codes = ['JUDGE_ERROR'];
            run.error = { code: 'JUDGE_ERROR', message: 'judge timed out after 30 s' };
            for (const turn of run.turns) delete turn.error;
          }
      return r;
    };
    const base = results([
      suite(
        'api',
        Array.from({ length: 10 }, (_, i) => testOf(`t-${i + 1}`, 'PPP')),
      ),
    ]);
    const head = judgeErrored(
      results([
        suite('api', [
          ...Array.from({ length: 6 }, (_, i) => testOf(`t-${i + 1}`, 'PPP')),
          ...Array.from({ length: 4 }, (_, i) => testOf(`t-${i + 7}`, 'EEE')),
        ]),
      ]),
    );
    const c = ComparisonSchema.parse(
      compareResults(base, head, {
        ...DEFAULT_COMPARE_OPTIONS,
        quarantine: [],
        now: new Date('2025-01-01'),
        baseline: { source: 'file', commit: 'base-sha', distance: null },
      }),
    );
    const s = c.suites.find((x) => x.suite_id === 'api')!;
    expect(s.verdict).toBe('invalid');
    // 12 unscored runs on head against none on base: the head errors significantly more.
    expect(suiteReasonText(s)).toContain(
      "the PR's deployment errors more (40.0% of runs vs 0.0%, p = 6.3e-6): 12 of 30 runs of the common tests errored on head, 0 of 30 on base (head JUDGE_ERROR×12)",
    );
    expect(suiteReasonText(s)).toContain('An infrastructure regression (the judge could not score the checks)');
    expect(suiteReasonText(s)).toContain('fix the judge');
    expect(s.failure_codes.JUDGE_ERROR).toEqual({ base: 0, head: 12 });
    expect(c.verdict).toBe('invalid');
  });
});
