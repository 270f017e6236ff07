// Figure "agreement-and-shift-coverage": how often the intervals the product prints cover the truth.
// (1) Judge calibration at 40 labels: tables drawn from a population of human labels (share of human
// passes) and a judge of given sensitivity and specificity; the share of tables whose Cohen's kappa
// interval (asymptotic SE) and balanced-accuracy interval (MOVER-Wilson) contain the population's
// kappa and balanced accuracy (src/stats/agreement.ts). (2) The latency change: per test, the log of
// head's p90 per-turn latency over base's, with the Hodges-Lehmann shift and its Wilcoxon interval
// (src/stats/shift.ts) over 5, 15 or 45 tests; per-turn latency is lognormal with a per-test and a
// per-run random effect, and the head's turns are all 1.0 or 1.3 times slower, so the true location
// of every test's log ratio is log(change) (the two sides of a test are otherwise exchangeable).
import { agreement, type Confusion } from '../src/stats/agreement.ts';
import { quantile, signedRankShift } from '../src/stats/shift.ts';
import { wilson } from '../src/stats/wilson.ts';
import { mulberry32 } from '../src/random.ts';
import type { Figure } from './figure.ts';

const SEED = 20_261_202;
const LEVEL = 0.95;
/** Coverage may fall this far below the level the interval claims before the row counts as a miss. */
const SLACK = 0.02;

const LABELS = 40;
const TABLES = 20_000;
const QUICK_TABLES = 500;

interface Judge {
  what: string;
  humanPass: number;
  sensitivity: number;
  specificity: number;
}
const JUDGES: Judge[] = [
  { what: 'fair judge', humanPass: 0.5, sensitivity: 0.75, specificity: 0.7 },
  { what: 'good judge', humanPass: 0.6, sensitivity: 0.9, specificity: 0.85 },
  { what: 'lenient judge', humanPass: 0.6, sensitivity: 0.97, specificity: 0.6 },
  { what: 'near-perfect judge', humanPass: 0.7, sensitivity: 0.98, specificity: 0.95 },
];

const TESTS = [5, 15, 45];
const CHANGES = [1, 1.3];
const PULL_REQUESTS = 4000;
const QUICK_PULL_REQUESTS = 200;
/** Per test and side: runs, and turns per run, whose latencies make the test's p90. */
const RUNS = 4;
const TURNS = 5;
/** Log-scale standard deviations: between tests, between runs of a test, between turns of a run. */
const SD_TEST = 0.6;
const SD_RUN = 0.15;
const SD_TURN = 0.35;

function gaussian(random: () => number): number {
  // Box-Muller; 1 - u keeps the logarithm finite.
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function truth(j: Judge): { kappa: number; balancedAccuracy: number; cells: number[] } {
  const cells = [
    j.humanPass * j.sensitivity,
    j.humanPass * (1 - j.sensitivity),
    (1 - j.humanPass) * (1 - j.specificity),
    (1 - j.humanPass) * j.specificity,
  ];
  const judgePass = cells[0]! + cells[2]!;
  const chance = j.humanPass * judgePass + (1 - j.humanPass) * (1 - judgePass);
  return { kappa: (cells[0]! + cells[3]! - chance) / (1 - chance), balancedAccuracy: (j.sensitivity + j.specificity) / 2, cells };
}

function drawTable(random: () => number, cells: number[]): Confusion {
  const counts = [0, 0, 0, 0];
  for (let i = 0; i < LABELS; i++) {
    let u = random();
    let k = 0;
    while (k < 3 && u >= cells[k]!) u -= cells[k++]!;
    counts[k]! += 1;
  }
  return { both_pass: counts[0]!, human_pass_judge_fail: counts[1]!, human_fail_judge_pass: counts[2]!, both_fail: counts[3]! };
}

/** One side's p90 of per-turn latency (ms) for a test whose log-scale centre is `centre`. */
function sideP90(random: () => number, centre: number, factor: number): number {
  const turns: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const run = centre + SD_RUN * gaussian(random);
    for (let t = 0; t < TURNS; t++) turns.push(factor * Math.exp(run + SD_TURN * gaussian(random)));
  }
  return quantile(turns, 0.9);
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
/** "94.8% (94.5-95.1)": a share and its 95% Wilson interval. */
function rateCell(hits: number, total: number): string {
  const ci = wilson(hits, total);
  return `${pct(ci.estimate)} (${(ci.lower * 100).toFixed(1)}-${(ci.upper * 100).toFixed(1)})`;
}
/** Where the truth fell: inside the interval, below its lower bound, above its upper bound, or no interval. */
class Tally {
  inside = 0;
  belowLow = 0;
  aboveHigh = 0;
  add(ci: readonly [number, number] | null, truth: number): void {
    if (ci === null) return;
    if (truth < ci[0]) this.belowLow++;
    else if (truth > ci[1]) this.aboveHigh++;
    else this.inside++;
  }
  misses(total: number): string {
    return `${pct(this.belowLow / total)} / ${pct(this.aboveHigh / total)}`;
  }
}

export const agreementAndShiftCoverage: Figure = {
  name: 'agreement-and-shift-coverage',
  title: 'Judge agreement and the latency change: coverage of the intervals',
  async run(ctx) {
    const started = performance.now();
    const tables = ctx.quick ? QUICK_TABLES : TABLES;
    const pullRequests = ctx.quick ? QUICK_PULL_REQUESTS : PULL_REQUESTS;
    const rows: string[][] = [];
    let pass = true;

    for (const [i, judge] of JUDGES.entries()) {
      const random = mulberry32((SEED + i) >>> 0);
      const t = truth(judge);
      const kappaTally = new Tally();
      const baTally = new Tally();
      let kappaNull = 0;
      let kappaPoint = 0;
      for (let r = 0; r < tables; r++) {
        const a = agreement(drawTable(random, t.cells), LEVEL);
        if (a.kappa_ci === null) kappaNull++;
        else if (a.kappa_ci[0] === a.kappa_ci[1]) kappaPoint++;
        kappaTally.add(a.kappa_ci, t.kappa);
        baTally.add(a.balanced_accuracy_ci, t.balancedAccuracy);
      }
      const kappaHits = kappaTally.inside;
      const baHits = baTally.inside;
      const kappaMet = wilson(kappaHits, tables).upper >= LEVEL - SLACK;
      const baMet = wilson(baHits, tables).upper >= LEVEL - SLACK;
      pass &&= kappaMet && baMet;
      const what = `${judge.what}: ${pct(judge.humanPass)} human passes, sensitivity ${judge.sensitivity}, specificity ${judge.specificity}`;
      rows.push([
        'agreement',
        what,
        `${LABELS} labels`,
        String(tables),
        `κ ${t.kappa.toFixed(3)}`,
        `${rateCell(kappaHits, tables)}${kappaPoint > 0 ? `; ${pct(kappaPoint / tables)} a point` : ''}${kappaNull > 0 ? `; ${pct(kappaNull / tables)} null` : ''}`,
        kappaTally.misses(tables),
        '',
        kappaMet ? 'ok' : `MISS (< ${pct(LEVEL - SLACK)})`,
      ]);
      rows.push([
        'agreement',
        what,
        `${LABELS} labels`,
        String(tables),
        `balanced accuracy ${t.balancedAccuracy.toFixed(3)}`,
        rateCell(baHits, tables),
        baTally.misses(tables),
        '',
        baMet ? 'ok' : `MISS (< ${pct(LEVEL - SLACK)})`,
      ]);
    }

    for (const [ti, tests] of TESTS.entries()) {
      for (const [ci, change] of CHANGES.entries()) {
        const random = mulberry32((SEED ^ Math.imul(ti * 2 + ci + 1, 0x9e3779b1)) >>> 0);
        const target = Math.log(change);
        const tally = new Tally();
        let slower = 0;
        let achieved = 0;
        const methods = new Set<string>();
        for (let pr = 0; pr < pullRequests; pr++) {
          const x: number[] = [];
          for (let t = 0; t < tests; t++) {
            const centre = Math.log(800) + SD_TEST * gaussian(random);
            x.push(Math.log(sideP90(random, centre, change) / sideP90(random, centre, 1)));
          }
          const s = signedRankShift(x, LEVEL)!;
          methods.add(s.method);
          achieved += s.achieved_level;
          tally.add([s.low, s.high], target);
          if (s.p_greater < 1 - LEVEL) slower++;
        }
        const hits = tally.inside;
        const claimed = achieved / pullRequests;
        const met = wilson(hits, pullRequests).upper >= Math.min(LEVEL, claimed) - SLACK;
        pass &&= met;
        rows.push([
          'latency change',
          change === 1 ? 'no change' : `head ${change}x slower`,
          `${tests} tests`,
          String(pullRequests),
          `ratio ${change} (${[...methods].join(', ')}; level ${pct(claimed)})`,
          rateCell(hits, pullRequests),
          tally.misses(pullRequests),
          rateCell(slower, pullRequests),
          met ? 'ok' : `MISS (< ${pct(Math.min(LEVEL, claimed) - SLACK)})`,
        ]);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    ctx.log(`agreement-and-shift-coverage: ${seconds.toFixed(1)} s`);
    return {
      pass,
      table: {
        header: [
          'figure',
          'population',
          'size',
          'draws',
          'truth',
          'coverage of the 95% interval (95% Wilson)',
          'truth below the lower / above the upper bound',
          'one-sided p_greater < 0.05 (95% Wilson)',
          'result',
        ],
        rows,
      },
      notes: [
        `Coverage: the share of draws whose two-sided ${pct(LEVEL)} interval contains the true value, with its 95% Wilson interval (src/stats/wilson.ts); seed ${SEED}; ${seconds.toFixed(1)} s for the whole figure.${ctx.quick ? ' QUICK MODE: too few draws for the intervals to mean much.' : ''}`,
        `Agreement: ${LABELS} labels per table, each a human verdict (pass with the given share) and the judge's, drawn from the judge's sensitivity and specificity; the truth is the population's kappa and balanced accuracy. κ's interval: kappa ± z·SE with the asymptotic SE of Fleiss, Cohen & Everitt (1969), clipped to [-1, 1] ("a point": tables where that SE is 0, e.g. perfect agreement, so the interval is [1, 1]); balanced accuracy: MOVER over the Wilson intervals of sensitivity and specificity. A table without a human fail or pass label gives no interval (null) and counts as not covering.`,
        `Latency: per test a log-scale centre log(800 ms) + N(0, ${SD_TEST}²), per side ${RUNS} runs of ${TURNS} turns, each run N(0, ${SD_RUN}²) around it and each turn N(0, ${SD_TURN}²) around its run; the head's turns multiplied by the change. Per test x = log(p90 head / p90 base) (type 7); the interval is the Wilcoxon signed-rank interval of the Hodges-Lehmann shift, exact below 50 tests, so its level is the one the ranks allow (93.75% at 5 tests: the widest exact interval there); the target is that level, or 95% if higher, less ${SLACK * 100} points. p_greater < ${(1 - LEVEL).toFixed(2)}: how often the one-sided test calls the head slower (the false-alarm rate without a change, the power with 1.3x).`,
        `Truth below the lower bound: the error a gate on the lower bound makes (a judge gates on κ's lower bound, judge-min-agreement); truth above the upper bound: the error of ruling out a slow-down on the upper bound. Each should be about ${pct((1 - LEVEL) / 2)}.`,
      ],
    };
  },
};
