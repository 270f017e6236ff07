// How well a pass/fail judge agrees with human labels of the same turns or conversations: observed
// agreement, Cohen's kappa and balanced accuracy, each with a two-sided interval.
//
// Kappa's interval is kappa +- z * SE with the asymptotic SE of Fleiss, Cohen & Everitt (1969), the
// `std_kappa` of statsmodels' cohens_kappa, clipped to [-1, 1]. Balanced accuracy is the mean of the
// judge's sensitivity (on human-pass labels) and specificity (on human-fail labels); its interval is
// the MOVER (Newcombe 1998, Zou & Donner 2008) square-and-add of the two Wilson intervals, halved.
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { wilson } from './wilson.ts';

/** Human label x judge verdict, pass/fail. */
export interface Confusion {
  both_pass: number;
  human_pass_judge_fail: number;
  human_fail_judge_pass: number;
  both_fail: number;
}

export interface Agreement {
  n: number;
  /** Two-sided level of the intervals (0.95: 95% intervals). */
  level: number;
  /** Share of labels where the judge says what the human said. */
  observed: number | null;
  /** Cohen's kappa, asymptotic SE (Fleiss, Cohen & Everitt 1969), as statsmodels cohens_kappa. */
  kappa: number | null;
  kappa_ci: [number, number] | null;
  /** (sensitivity + specificity) / 2, MOVER over the two Wilson intervals. */
  balanced_accuracy: number | null;
  balanced_accuracy_ci: [number, number] | null;
  methods: { kappa: 'cohen-asymptotic'; balanced_accuracy: 'mover-wilson' };
}

const METHODS = { kappa: 'cohen-asymptotic', balanced_accuracy: 'mover-wilson' } as const;

/**
 * Agreement of the judge with the human labels of one criterion.
 *
 * Null figures, never NaN: with no labels every figure is null. When the humans gave one verdict
 * only (no human-fail or no human-pass label), balanced accuracy is null (sensitivity or specificity
 * has no label to be measured on) and so is kappa (it is 0 by construction whatever the judge says,
 * or 0/0 when the judge gave that verdict too): such a set cannot show agreement beyond chance.
 * A judge that gives one verdict against mixed labels gets kappa 0 and balanced accuracy 1/2, with
 * their intervals: that is a finding about the judge, not a gap in the labels.
 *
 * The asymptotic SE of kappa is 0 when the judge gives one verdict and at perfect agreement, so
 * kappa's interval is then a point ([0, 0], [1, 1]) however few the labels; the Wilson-based
 * balanced-accuracy interval keeps its width there.
 */
export function agreement(c: Confusion, level = 0.95): Agreement {
  for (const [field, value] of Object.entries(c)) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`agreement: ${field} must be a non-negative integer, got ${value}`);
  }
  if (!(level > 0 && level < 1)) throw new RangeError(`agreement: level must lie in (0, 1), got ${level}`);
  const { both_pass: a, human_pass_judge_fail: b, human_fail_judge_pass: cc, both_fail: d } = c;
  const n = a + b + cc + d;
  const empty: Agreement = {
    n,
    level,
    observed: null,
    kappa: null,
    kappa_ci: null,
    balanced_accuracy: null,
    balanced_accuracy_ci: null,
    methods: METHODS,
  };
  if (n === 0) return empty;
  const observed = (a + d) / n;
  const humanPass = a + b;
  const humanFail = cc + d;
  if (humanPass === 0 || humanFail === 0) return { ...empty, observed };
  const z = normalQuantile(1 - (1 - level) / 2, 0, 1);
  const kappa = cohenKappa(a, b, cc, d, z);
  const sensitivity = wilson(a, humanPass, z);
  const specificity = wilson(d, humanFail, z);
  const balanced = (sensitivity.estimate + specificity.estimate) / 2;
  const below = Math.sqrt((sensitivity.estimate - sensitivity.lower) ** 2 + (specificity.estimate - specificity.lower) ** 2) / 2;
  const above = Math.sqrt((sensitivity.upper - sensitivity.estimate) ** 2 + (specificity.upper - specificity.estimate) ** 2) / 2;
  return {
    ...empty,
    observed,
    kappa: kappa.kappa,
    kappa_ci: kappa.ci,
    balanced_accuracy: balanced,
    balanced_accuracy_ci: [Math.max(0, balanced - below), Math.min(1, balanced + above)],
  };
}

/** Rows human pass/fail, columns judge pass/fail; both margins of the human side are non-zero. */
function cohenKappa(a: number, b: number, c: number, d: number, z: number): { kappa: number; ci: [number, number] } {
  const n = a + b + c + d;
  const rowPass = (a + b) / n;
  const rowFail = (c + d) / n;
  const colPass = (a + c) / n;
  const colFail = (b + d) / n;
  const agree = (a + d) / n;
  const chance = rowPass * colPass + rowFail * colFail; // < 1: the human side has both verdicts
  const kappa = (agree - chance) / (1 - chance);
  const k1 = 1 - kappa;
  const termA = (a / n) * (1 - (rowPass + colPass) * k1) ** 2 + (d / n) * (1 - (rowFail + colFail) * k1) ** 2;
  const termB = k1 ** 2 * ((b / n) * (colPass + rowFail) ** 2 + (c / n) * (colFail + rowPass) ** 2);
  const termC = (kappa - chance * k1) ** 2;
  // Exactly 0 at perfect agreement; rounding can leave a tiny negative number there.
  const variance = Math.max(0, (termA + termB - termC) / (1 - chance) ** 2 / n);
  const se = Math.sqrt(variance);
  return { kappa, ci: [Math.max(-1, kappa - z * se), Math.min(1, kappa + z * se)] };
}
