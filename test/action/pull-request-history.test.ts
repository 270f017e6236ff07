// The pull_request flow with the baseline history (the `baseline-history` input): each test's
// within-side rho comes from its own batches in the baselines before the one compared with, so a
// test whose batches swing is judged more cautiously than a steady one with the same runs.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { onPullRequest } from '../../src/action/pull-request.ts';
import { onPush } from '../../src/action/push.ts';
import { reportDirOf } from '../../src/action/step.ts';
import type { Comparison } from '../../src/compare/comparison-schema.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { conditionalBetaBinomial } from '../../src/stats/beta-binomial.ts';
import { gateRho, historyDependence } from '../../src/stats/history-dependence.ts';
import { BASE, flowStep, HEAD, pullRequestEvent, pushEvent, suiteYaml, type FlowStep } from './flow-step.ts';

const PR = 7;
const REPEATS = 10;
/** Passes of 10 in the five baselines before BASE's (which passed 10 of 10), nearest first. */
const EARLIER = { steady: [9, 10, 9, 10, 9], swing: [0, 10, 0, 10, 0] };
const earlierCommit = (k: number): string => k.toString(16).padStart(40, 'e');

/** BASE's baseline stored by a push, five earlier ones before it on main, and a pull request on BASE. */
async function withHistory(history: string): Promise<FlowStep> {
  const f = await flowStep({
    event: 'push',
    payload: pushEvent('0'.repeat(40), BASE),
    sha: BASE,
    files: { 'suites/routing.yaml': suiteYaml('routing', { tests: ['steady', 'swing'] }) },
    inputs: { repeats: String(REPEATS), 'baseline-history': history },
  });
  expect((await onPush(f.step)).failure).toBeNull();
  const stored = f.github.baselines.stored(BASE)!;
  for (let k = 1; k <= 5; k++) f.github.baselines.landNow(earlierCommit(k), earlierBaseline(stored, k));
  f.github.baselines.history(BASE, ...[1, 2, 3, 4, 5].map(earlierCommit));
  f.github.baselines.setMergeBase(BASE);
  f.setEvent('pull_request', pullRequestEvent(PR, HEAD), HEAD, `refs/pull/${PR}/merge`);
  f.github.repository.setPull(PR, { headSha: HEAD, headRef: 'feature', baseRef: 'main', baseSha: BASE });
  f.github.repository.setChangedFiles(PR, ['suites/routing.yaml']);
  return f;
}

/** BASE's baseline as an earlier run of the same suite would have left it: each test passing EARLIER[test][k - 1] of its runs. */
function earlierBaseline(stored: Results, k: number): Results {
  const earlier = structuredClone(stored);
  earlier.run = { ...earlier.run, id: `run-earlier-${k}`, started_at: new Date(Date.UTC(2026, 1, 20 - k)).toISOString() };
  for (const test of earlier.suites[0]!.tests) {
    const passes = EARLIER[test.test_id as keyof typeof EARLIER][k - 1]!;
    test.runs.forEach((run, i) => (run.outcome = i < passes ? 'passed' : 'failed'));
  }
  return earlier;
}

/** The pull request's head fails every run of both tests; its comparison.json's rows of them. */
async function compare(f: FlowStep) {
  f.agent.answer(() => 'conv_9');
  await onPullRequest(f.step);
  const comparison = JSON.parse(await readFile(join(reportDirOf(f.step), 'comparison.json'), 'utf8')) as Comparison;
  const rows = comparison.suites[0]!.tests;
  return { steady: rows.find((t) => t.test_id === 'steady')!, swing: rows.find((t) => t.test_id === 'swing')! };
}

describe('a pull request with the baseline history', () => {
  it('allows a test whose batches swung for more dependence than a steady one, and says so in the comparison log', async () => {
    const f = await withHistory('20');
    const { steady, swing } = await compare(f);

    // The same runs on both sides (10 of 10, then 0 of 10): only the rho each allows for differs.
    expect([steady.base, steady.head]).toEqual([swing.base, swing.head]);
    expect(swing.p_method).toBe('conditional-beta-binomial');
    expect(swing.p_value!).toBeGreaterThan(steady.p_value! * 10);
    const group = f.logger.lines.slice(f.logger.lines.indexOf('group: Comparison'), f.logger.lines.indexOf('endgroup: Comparison'));
    expect(group).toContainEqual(
      expect.stringMatching(
        /^Baseline history \(6 baselines\): within-side dependence from 12 baseline batches: 2 tests from their own, 0 from the check's \(ρ̂ = 0\.\d{3}\); each test allows for its upper 95% bound\.$/,
      ),
    );
    // Each p is the conditional beta-binomial at the upper bound of the rho the six batches of each test give.
    const batches = new Map(
      (['steady', 'swing'] as const).map((id) => [
        `routing/${id}`,
        [10, ...EARLIER[id]].map((passed, k) => ({
          passed,
          runs: REPEATS,
          run: `run-${k}`,
          specHash: 'h',
          startedAt: `2026-02-${20 - k}`,
        })),
      ]),
    );
    const rho = (id: string) => gateRho(historyDependence(batches).tests.get(`routing/${id}`)!);
    const stratum = { basePassed: 10, baseRuns: REPEATS, headPassed: 0, headRuns: REPEATS };
    expect(steady.p_value).toBeCloseTo(conditionalBetaBinomial(stratum, rho('steady')).p, 12);
    expect(swing.p_value).toBeCloseTo(conditionalBetaBinomial(stratum, rho('swing')).p, 12);
  });

  it("with baseline-history 0 reads no history: both tests allow for the check's own estimate", async () => {
    const f = await withHistory('0');
    const { steady, swing } = await compare(f);

    expect(swing.p_value).toBe(steady.p_value);
    expect(f.logger.lines.some((l) => l.includes('Baseline history'))).toBe(false);
  });
});
