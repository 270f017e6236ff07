// The A/A check of a baseline's own batch: each test's runs split in two halves by repeat index
// (the first half against the second), compared as if they were two sides. Runs of one batch that
// drift while it runs (the provider changed, the deployment was loaded) or that are alike beyond
// chance make the halves differ more than independent runs would; the within-side correlation the
// halves show (the ANOVA estimate of stats/dependence.ts, when its F test rejects at BATCH_LEVEL)
// is then allowed for by the per-test tests, and the comment says so.
import type { Results } from '../results/results-schema.ts';
import type { Stratum } from '../stats/fisher.ts';
import { withinSideIcc, type DependenceEstimate } from '../stats/dependence.ts';

/**
 * The halves' F test must reject at this level for their estimate to be used. The halves are an A/A
 * comparison (no test changed within a batch), where the ANOVA estimate is unbiased; a strict gate
 * keeps a noisy estimate from a few tests from opening by chance and hiding a broken test: the
 * tests' mean mid-p at one standard error (the check's own gate) opened in about one batch in six and
 * cost 2% of broken tests in checks of small suites (BENCHMARKS.md, figure 8, part 4).
 */
export const BATCH_LEVEL = 0.05;

/** Fewer runs than this per test leave halves of one run: nothing to compare. */
const MIN_RUNS_PER_TEST = 4;

/** The halves of every test with at least MIN_RUNS_PER_TEST scored runs; null when no test has that many. */
export function batchHalves(results: Results): Stratum[] | null {
  const halves: Stratum[] = [];
  for (const suite of results.suites)
    for (const test of suite.tests) {
      const scored = test.runs
        .filter((r) => r.outcome === 'passed' || r.outcome === 'failed')
        .sort((a, b) => a.repeat - b.repeat)
        .map((r) => r.outcome === 'passed');
      if (scored.length < MIN_RUNS_PER_TEST) continue;
      const cut = Math.floor(scored.length / 2);
      const passes = (runs: boolean[]): number => runs.filter(Boolean).length;
      halves.push({
        basePassed: passes(scored.slice(0, cut)),
        baseRuns: cut,
        headPassed: passes(scored.slice(cut)),
        headRuns: scored.length - cut,
      });
    }
  return halves.length === 0 ? null : halves;
}

/** The within-batch estimate of a baseline, or null when its tests ran too few times to split. */
export function batchDependence(results: Results): DependenceEstimate | null {
  const halves = batchHalves(results);
  if (halves === null) return null;
  const e = withinSideIcc(halves);
  return { ...e, used: e.fP <= BATCH_LEVEL ? e.icc : 0 };
}
