// How often the non-inferiority bounds say ✅ when the head truly fell by exactly the margin: the
// false ✅ rate, which the bounds hold at their level. Each side's own pass probability is drawn as
// figure 8 draws it (beta with the side's intraclass correlation), so the design effect is tested
// against the dependence it stands for.
import { mulberry32 } from '../src/random.ts';
import { exactNonInferiority, exactSize, scoreNonInferiority, suiteNonInferiorityBound } from '../src/stats/non-inferiority.ts';
import type { Stratum } from '../src/stats/fisher.ts';
import { sideRate } from './dependence-model.ts';

export interface FalseNonInferiorityRate {
  /** Share of draws where the drop was ruled out although it happened. */
  rate: number;
  ruledOut: number;
  draws: number;
}

const binomial = (random: () => number, runs: number, p: number): number => {
  let passed = 0;
  for (let i = 0; i < runs; i++) if (random() < p) passed++;
  return passed;
};

/** One test's runs on each side: base pass probability p, head p - drop, runs within a side alike to rho. */
function drawStratum(random: () => number, p: number, drop: number, runs: number, rho: number): Stratum {
  const head = sideRate(random, p - drop, rho);
  const base = sideRate(random, p, rho);
  return { headPassed: binomial(random, runs, head), headRuns: runs, basePassed: binomial(random, runs, base), baseRuns: runs };
}

/** The per-test non-inferiority tests: the asymptotic Miettinen-Nurminen score test, or the exact unconditional one. */
export type NonInferiorityTestName = 'score' | 'exact';

const TESTS = { score: scoreNonInferiority, exact: exactNonInferiority } as const;

/**
 * Per test: the test (default the score test) at `level` rules out a drop of `margin` that truly
 * happened (q = p - margin), the sides' runs alike to `rho` and the test allowing for `assumedRho`
 * (default: rho). The exact test's tables are cached per run count, so a million draws take seconds.
 */
export function falseTestNonInferiority(options: {
  baseRate: number;
  margin: number;
  runs: number;
  rho: number;
  assumedRho?: number;
  level: number;
  draws: number;
  seed: number;
  test?: NonInferiorityTestName;
}): FalseNonInferiorityRate {
  const { baseRate, margin, runs, rho, assumedRho = rho, level, draws, seed, test = 'score' } = options;
  const pValue = TESTS[test];
  const random = mulberry32(seed);
  let ruledOut = 0;
  for (let i = 0; i < draws; i++) {
    const s = drawStratum(random, baseRate, margin, runs, rho);
    if (pValue(s, margin, assumedRho).p < level) ruledOut++;
  }
  return { rate: ruledOut / draws, ruledOut, draws };
}

/** One row of the size table: the worst false ✅ rate over base rates of each test, computed exactly. */
export interface NonInferiorityTestSize {
  headRuns: number;
  baseRuns: number;
  margin: number;
  rho: number;
  level: number;
  exact: number;
  score: number;
}

/**
 * The size table: for each run count (head and base alike) and margin and rho, the largest
 * probability over base rates p in [margin, 1] that each test rules out a drop of exactly the
 * margin (exactSize: every outcome's p-value, then the sup of the rejected outcomes' probability).
 * No simulation: the numbers are exact, at most `level` for the exact test by construction.
 */
export function nonInferiorityTestSizes(options: {
  runs: readonly number[];
  margins: readonly number[];
  rhos: readonly number[];
  level: number;
}): NonInferiorityTestSize[] {
  const { runs, margins, rhos, level } = options;
  return margins.flatMap((margin) =>
    rhos.flatMap((rho) =>
      runs.map((n) => ({
        headRuns: n,
        baseRuns: n,
        margin,
        rho,
        level,
        exact: exactSize(n, n, margin, rho, level),
        score: exactSize(n, n, margin, rho, level, scoreNonInferiority),
      })),
    ),
  );
}

/**
 * Per suite: the suite bound at `level` lies above -margin although every test fell by `margin`
 * (base rates spread evenly over [low, high], so the suite's mean fell by exactly margin).
 */
export function falseSuiteNonInferiority(options: {
  tests: number;
  baseRates: [number, number];
  margin: number;
  runs: number;
  rho: number;
  level: number;
  draws: number;
  seed: number;
}): FalseNonInferiorityRate {
  const { tests, baseRates, margin, runs, rho, level, draws, seed } = options;
  const [low, high] = baseRates;
  const random = mulberry32(seed);
  let ruledOut = 0;
  for (let i = 0; i < draws; i++) {
    const suite = Array.from({ length: tests }, (_, j) => {
      const p = tests === 1 ? low : low + ((high - low) * j) / (tests - 1);
      return { stratum: drawStratum(random, p, margin, runs, rho), rho };
    });
    if (suiteNonInferiorityBound(suite, level).bound > -margin) ruledOut++;
  }
  return { rate: ruledOut / draws, ruledOut, draws };
}
