// How often the non-inferiority bounds say ✅ when the head truly fell by exactly the margin: the
// false ✅ rate, which the bounds hold at their level. Each side's own pass probability is drawn as
// figure 8 draws it (beta with the side's intraclass correlation), so the design effect is tested
// against the dependence it stands for.
import { mulberry32 } from '../src/random.ts';
import { scoreNonInferiority, suiteNonInferiorityBound } from '../src/stats/non-inferiority.ts';
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

/**
 * Per test: the score test at `level` rules out a drop of `margin` that truly happened (q = p - margin),
 * the sides' runs alike to `rho` and the test allowing for `assumedRho` (default: rho).
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
}): FalseNonInferiorityRate {
  const { baseRate, margin, runs, rho, assumedRho = rho, level, draws, seed } = options;
  const random = mulberry32(seed);
  let ruledOut = 0;
  for (let i = 0; i < draws; i++) {
    const s = drawStratum(random, baseRate, margin, runs, rho);
    if (scoreNonInferiority(s, margin, assumedRho).p < level) ruledOut++;
  }
  return { rate: ruledOut / draws, ruledOut, draws };
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
