// Seeded populations of checks for figure 10 (BENCHMARKS.md, "The gate on seeded populations"): a
// check is a few suites of tests, each test a true pass rate on the base side and on the head side
// and a within-side intraclass correlation (ICC). Each side draws its own pass probability of a test
// from Beta(p (1 - ρ) / ρ, (1 - p)(1 - ρ) / ρ) (mean p, ICC ρ; ρ = 0: p itself; ρ = 1: the test is
// stuck at one outcome for the whole side), then its runs from that probability: the runs of a side
// are beta-binomial, alike within the side beyond chance. Runs are drawn as uniforms per run, so n
// runs are the first n of the most any design asks for (common random numbers across designs), and
// an adaptive run can be answered from the same draws. Pure: everything comes from the seed.
import { mulberry32 } from '../src/random.ts';
import { beta42 } from './population.ts';
import { sideRate } from './dependence-model.ts';

/** The mix of a check: its size and the share of tests of each kind. */
export interface CheckShape {
  name: string;
  suites: number;
  minTests: number;
  maxTests: number;
  /** Share of tests that always pass (p = 1). */
  stable: number;
  /** Share of tests at p = 0.98; the rest are flaky, p from Beta(4, 2). */
  rare: number;
}

/** The checks of issue size: 4 suites of 15-45 tests, 35% always pass, 35% at 0.98, 30% flaky. */
export const CHECK: CheckShape = { name: '4 × 15-45', suites: 4, minTests: 15, maxTests: 45, stable: 0.35, rare: 0.35 };
/** The reference population (bench/population.ts, test/compare/family.test.ts): 4 suites of 10-50 tests. */
export const REFERENCE: CheckShape = { name: 'reference 4 × 10-50', suites: 4, minTests: 10, maxTests: 50, stable: 0.35, rare: 0.35 };
/** A small check: one suite of 6 tests, the same mix. */
export const SMALL: CheckShape = { name: '1 × 6', suites: 1, minTests: 6, maxTests: 6, stable: 0.35, rare: 0.35 };
/** A mostly-stable check: 85% of tests always pass, the rest half at 0.98, half flaky. */
export const MOSTLY_STABLE: CheckShape = {
  name: '4 × 15-45, 85% stable',
  suites: 4,
  minTests: 15,
  maxTests: 45,
  stable: 0.85,
  rare: 0.075,
};

export type TestKind = 'stable' | 'rare' | 'flaky';

export interface SeededTest {
  kind: TestKind;
  /** True pass rate on the base side and on the head side. */
  base: number;
  head: number;
  /** Within-side ICC of this test's runs, the same on both sides (0 = independent, 1 = stuck). */
  icc: number;
}

export type Check = SeededTest[][];

/** A test is mixed when it is neither always passing nor always failing on either side. */
export const isMixed = (t: SeededTest): boolean => (t.base > 0 && t.base < 1) || (t.head > 0 && t.head < 1);

/** Draws a check of the shape, every test unchanged (head = base) and independent (ICC 0). */
export function drawCheck(shape: CheckShape, random: () => number): Check {
  return Array.from({ length: shape.suites }, () => {
    const size = shape.minTests + Math.floor(random() * (shape.maxTests - shape.minTests + 1));
    return Array.from({ length: size }, (): SeededTest => {
      const u = random();
      const [kind, p]: [TestKind, number] =
        u < shape.stable ? ['stable', 1] : u < shape.stable + shape.rare ? ['rare', 0.98] : ['flaky', beta42(random)];
      return { kind, base: p, head: p, icc: 0 };
    });
  });
}

/** k distinct indices of 0..n-1, drawn uniformly (partial Fisher-Yates). */
export function pickIndices(n: number, k: number, random: () => number): number[] {
  const all = Array.from({ length: n }, (_, i) => i);
  const m = Math.min(n, Math.max(0, k));
  for (let i = 0; i < m; i++) {
    const j = i + Math.floor(random() * (n - i));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all.slice(0, m);
}

/** Every test of the check with its place, in suite order. */
const places = (check: Check): { s: number; t: number; test: SeededTest }[] =>
  check.flatMap((suite, s) => suite.map((test, t) => ({ s, t, test })));

/** What a scenario does to a drawn check: its dependence and its change, both drawn from `random`. */
export type Transform = (check: Check, random: () => number) => Check;

const mapTests = (check: Check, f: (t: SeededTest, s: number, i: number) => SeededTest): Check =>
  check.map((suite, s) => suite.map((t, i) => f(t, s, i)));

/** Every test at ICC ρ. */
export const equalIcc =
  (rho: number): Transform =>
  (check) =>
    mapTests(check, (t) => ({ ...t, icc: rho }));

/** A share of the mixed tests (rounded, drawn at random) at ICC ρ, the rest independent. */
export const unevenIcc =
  (share: number, rho: number): Transform =>
  (check, random) => {
    const mixed = places(check).filter((p) => isMixed(p.test));
    const picked = new Set(pickIndices(mixed.length, Math.round(share * mixed.length), random).map((i) => `${mixed[i]!.s}/${mixed[i]!.t}`));
    return mapTests(check, (t, s, i) => ({ ...t, icc: picked.has(`${s}/${i}`) ? rho : 0 }));
  };

/** A share of all tests (rounded, at least one, drawn at random) stuck at one outcome per side (ICC 1). */
export const stuck =
  (share: number): Transform =>
  (check, random) => {
    const all = places(check);
    const picked = new Set(
      pickIndices(all.length, Math.max(1, Math.round(share * all.length)), random).map((i) => `${all[i]!.s}/${all[i]!.t}`),
    );
    return mapTests(check, (t, s, i) => (picked.has(`${s}/${i}`) ? { ...t, icc: 1 } : t));
  };

/**
 * One test, drawn at random among those the PR leaves unchanged, goes from `from` on the base side
 * to `to` on the head (its kind follows `from`).
 */
export const breakOne =
  (from: number, to: number): Transform =>
  (check, random) => {
    const all = places(check).filter((p) => p.test.head === p.test.base);
    const hit = all[Math.floor(random() * all.length)];
    if (hit === undefined) throw new Error('breakOne: every test of the check already changed');
    return mapTests(check, (t, s, i) =>
      s === hit.s && i === hit.t ? { ...t, kind: from === 1 ? 'stable' : from === 0.98 ? 'rare' : 'flaky', base: from, head: to } : t,
    );
  };

/** Up to `count` flaky tests, drawn at random, `points` higher on the head (capped at 1). */
export const improveFlaky =
  (count: number, points: number): Transform =>
  (check, random) => {
    const flaky = places(check).filter((p) => p.test.kind === 'flaky');
    const picked = new Set(pickIndices(flaky.length, count, random).map((i) => `${flaky[i]!.s}/${flaky[i]!.t}`));
    return mapTests(check, (t, s, i) => (picked.has(`${s}/${i}`) ? { ...t, head: Math.min(1, t.head + points / 100) } : t));
  };

/** Every test `points` lower on the head side only (floored at 0): a provider's bad hour against a stored baseline. */
export const headDrift =
  (points: number): Transform =>
  (check) =>
    mapTests(check, (t) => ({ ...t, head: Math.max(0, t.head - points / 100) }));

/** The transforms applied in order. */
export const compose =
  (...steps: Transform[]): Transform =>
  (check, random) =>
    steps.reduce((c, step) => step(c, random), check);

/** A side's own pass probability of a test: beta with mean p and ICC ρ; ρ ≥ 1: 1 with probability p, else 0. */
export function sidePassRate(p: number, rho: number, random: () => number): number {
  if (rho >= 1) return p <= 0 ? 0 : p >= 1 ? 1 : random() < p ? 1 : 0;
  return sideRate(random, p, rho);
}

/** One side of a drawn PR: each test's own pass probability and its uniforms, a run passing when its uniform is below. */
export interface Side {
  rates: number[][];
  uniforms: Float64Array[][];
}

export interface SeededPr {
  check: Check;
  base: Side;
  head: Side;
  /** Seeds a stochastic agent's other choices, independent of the runs. */
  choiceSeed: number;
}

/** Independent 32-bit seeds from one master seed. */
function seeds(master: number): () => number {
  const random = mulberry32(master);
  return () => Math.floor(random() * 2 ** 32);
}

/** A 32-bit hash of a scenario's name (FNV-1a), so each scenario gets its own streams under one seed. */
export function nameHash(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * PR number `index` of a scenario under `seed`: the check (drawn from `shape`), the scenario's
 * dependence and change (`transform`), then each side's rates and `maxRuns` uniforms per test, from
 * streams of their own. The same arguments give the same PR on every machine, in any order or worker.
 * The check's shape depends on the seed and index only, so scenarios of one shape see the same checks.
 */
export function drawSeededPr(
  seed: number,
  scenario: string,
  shape: CheckShape,
  transform: Transform,
  index: number,
  maxRuns: number,
): SeededPr {
  const shapeSeeds = seeds((seed ^ nameHash(shape.name) ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const drawn = drawCheck(shape, mulberry32(shapeSeeds()));
  const next = seeds((seed ^ nameHash(scenario) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0);
  const check = transform(drawn, mulberry32(next()));
  const side = (rateOf: (t: SeededTest) => number, random: () => number): Side => {
    const rates = check.map((suite) => suite.map((t) => sidePassRate(rateOf(t), t.icc, random)));
    const uniforms = check.map((suite) =>
      suite.map(() => {
        const u = new Float64Array(maxRuns);
        for (let r = 0; r < maxRuns; r++) u[r] = random();
        return u;
      }),
    );
    return { rates, uniforms };
  };
  const base = side((t) => t.base, mulberry32(next()));
  const head = side((t) => t.head, mulberry32(next()));
  return { check, base, head, choiceSeed: next() };
}

/** Passes among the first `runs` runs of each test of a side. */
export function sidePasses(side: Side, runs: number): number[][] {
  return side.rates.map((suite, s) =>
    suite.map((q, t) => {
      const u = side.uniforms[s]![t]!;
      let n = 0;
      for (let r = 0; r < runs; r++) if ((u[r] ?? 1) < q) n++;
      return n;
    }),
  );
}

/**
 * One suite, drawn at random, whose true pass rate falls by exactly `points` points: the drop spread
 * evenly over its flaky tests (a test that cannot fall that far goes to 0 and the rest of its share
 * is spread over the others; then over its tests at 0.98 and its stable ones if the flaky run out).
 */
export const suiteDrop =
  (points: number): Transform =>
  (check, random) => {
    const target = Math.floor(random() * check.length);
    const suite = check[target]!;
    let left = (points / 100) * suite.length;
    const head = suite.map((t) => t.head);
    for (const kind of ['flaky', 'rare', 'stable'] as const) {
      let open = suite.map((t, i) => i).filter((i) => suite[i]!.kind === kind && head[i]! > 0);
      while (left > 1e-12 && open.length > 0) {
        const each = left / open.length;
        for (const i of open) {
          const step = Math.min(each, head[i]!);
          head[i] = head[i]! - step;
          left -= step;
        }
        open = open.filter((i) => head[i]! > 1e-12);
      }
    }
    return check.map((s, k) => (k === target ? s.map((t, i) => ({ ...t, head: head[i]! })) : s));
  };

/** A test's earlier batches on the default branch: each its own side rate (the test's ICC, its base rate) and `runs` runs. */
export function historyBatches(check: Check, batches: number, runs: number, random: () => number): { passed: number; runs: number }[][][] {
  return check.map((suite) =>
    suite.map((t) =>
      Array.from({ length: batches }, () => {
        const q = sidePassRate(t.base, t.icc, random);
        let passed = 0;
        for (let r = 0; r < runs; r++) if (random() < q) passed++;
        return { passed, runs };
      }),
    ),
  );
}

/** The PR's baseline history: its own stream, from the seed, the scenario and the PR's index. */
export function historyRandom(seed: number, scenario: string, index: number): () => number {
  return mulberry32((seed ^ nameHash(`${scenario}/history`) ^ Math.imul(index + 1, 0xc2b2ae35)) >>> 0);
}
