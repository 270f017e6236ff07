// What figure 8 draws and what it compares the gate with: a side's own pass probability when a
// test's runs within one side are correlated, and the previous gate rebuilt from the same src/stats
// functions it used (the stratified exact test per suite, Fisher's exact test per test).
import { DEFAULT_GATE_SETTINGS, countsAsSuiteDrop, countsAsTestDrop, splitAlpha, type GateSuite } from '../src/compare/family.ts';
import { discreteHolm } from '../src/stats/discrete-holm.ts';
import { fisherExact, fisherLessSupport, stratifiedExact, type Stratum } from '../src/stats/fisher.ts';
import { holm } from '../src/stats/holm.ts';

const ALPHA = DEFAULT_GATE_SETTINGS.alpha;

/** Gamma(a) by Marsaglia and Tsang (a < 1 boosted), from uniforms. */
function gamma(random: () => number, a: number): number {
  if (a < 1) return gamma(random, a + 1) * Math.pow(random(), 1 / a);
  const d = a - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = Math.sqrt(-2 * Math.log(random() || 1e-300)) * Math.cos(2 * Math.PI * random());
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    if (Math.log(random()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

/** A side's own pass probability: Beta with mean p and intraclass correlation rho (p itself at rho 0 or p in {0, 1}). */
export function sideRate(random: () => number, p: number, rho: number): number {
  if (rho === 0 || p <= 0 || p >= 1) return p;
  const k = (1 - rho) / rho;
  const a = gamma(random, p * k);
  return a / (a + gamma(random, (1 - p) * k));
}

/** The previous gate: stratified exact per suite (Holm), Fisher per test (discrete Holm), the same minimum effects. */
export function previousGateFails(suites: GateSuite[]): boolean {
  const { suites: aSuites, tests: aTests } = splitAlpha(ALPHA);
  const all = suites.flatMap((s) => s.tests.map((t) => t.stratum));
  const adjusted = discreteHolm(all.map((s) => ({ p: fisherExact(s).less, support: fisherLessSupport(s) })));
  const rate = (s: Stratum) => s.headPassed / s.headRuns - s.basePassed / s.baseRuns;
  if (all.some((s, i) => (adjusted[i] ?? 1) <= aTests && countsAsTestDrop(rate(s), DEFAULT_GATE_SETTINGS))) return true;
  const p = holm(suites.map((s) => stratifiedExact(s.tests.map((t) => t.stratum)).less));
  return suites.some((s, i) => {
    const change = s.tests.reduce((n, t) => n + rate(t.stratum), 0) / s.tests.length;
    return (p[i] ?? 1) <= aSuites && countsAsSuiteDrop(change, DEFAULT_GATE_SETTINGS);
  });
}
