// The gate's rule as every report states it, broken tests, and what a quarantined test is.
import type { Comparison } from '../../compare/comparison-schema.ts';
import { level as levelText, plural, pointsText as points, pValue } from '../../format.ts';
import { AS_IS, type CodeFormat } from './code-format.ts';

// --- the rule and the advice every report states ---------------------------------------------------
/** The level the Holm-adjusted suite p-values are compared with: half the check's alpha (the other half is the tests'). */
export function suiteAlpha(c: Pick<Comparison, 'families' | 'alpha'>): number {
  return c.families?.suites.alpha ?? c.alpha;
}

/** The per-test rule: "its one-sided Fisher p, adjusted by discrete Holm over the 12 tests of this check, is ≤ 0.0125 (α/2) and its pass rate fell by at least 50 points". */
function testRuleText(c: Comparison, family: NonNullable<Comparison['families']>['tests']): string {
  const significant =
    family.method === 'tarone'
      ? `its one-sided Fisher p ≤ ${levelText(family.level)} (α/2 = ${levelText(family.alpha)} over Tarone's m* = ${family.m}, the tests of this check that could reach significance)`
      : `its one-sided p (Fisher's exact test, or a conditional beta-binomial test where the other tests show a side's runs alike), adjusted by discrete Holm over the ${plural(family.size, 'test')} of this check (each counted only as far as its runs can reach that p), is ≤ ${levelText(family.alpha)} (α/2)`;
  return `${significant} and its pass rate fell by at least ${points(c.min_test_effect ?? 0.5)}`;
}

/** When a suite regresses, with this comparison's numbers: the gate's rule as every report states it. */
export function gateRuleText(c: Comparison): string {
  const family = c.families?.tests;
  if (!family) return `A suite regresses when p (Holm) ≤ ${c.alpha} and its pass rate fell by at least ${points(c.min_effect)}.`;
  return (
    `A suite regresses when p (Holm) ≤ ${levelText(suiteAlpha(c))} and its pass rate fell by at least ${points(c.min_effect)}, ` +
    `or when one of its tests broke: ${testRuleText(c, family)}. α = ${c.alpha} is split in half between the suites and the tests.` +
    (c.non_inferiority ? ` ${ruledOutRuleText(c, c.non_inferiority)}` : '') +
    (c.sequential ? ` ${sequentialRuleText(c.sequential)}` : '')
  );
}

/** What a pass means, in words: the drops ruled out, and how. */
function ruledOutRuleText(c: Comparison, ni: NonNullable<Comparison['non_inferiority']>): string {
  const confidence = Number(((1 - ni.level) * 100).toPrecision(4));
  return (
    `A suite passes (unchanged) only when a drop is ruled out: the suite's one-sided ${confidence}% lower bound of its change is above −${points(c.min_effect)} ` +
    `(the smaller of a t bound over its tests and one from their runs), and so is each test's above −${points(c.min_test_effect ?? 0.5)} ` +
    `(an exact test on the Miettinen-Nurminen score); a true drop that large passes in at most ${Number((ni.level * 100).toPrecision(4))}% of pull requests. ` +
    'Neither a regression shown nor one ruled out leaves the suite undecided, a neutral check.'
  );
}

/** The sequential design's looks and how each is judged. */
function sequentialRuleText(s: NonNullable<Comparison['sequential']>): string {
  return (
    `Sequential design: looks at ${s.looks.join(', ')} runs per test; a suite stops at the first look that decides it, ` +
    `each look judged at ${s.weights.every((w) => w === s.weights[0]) ? `1/${s.looks.length}` : 'its share'} of α and of the level of those bounds.`
  );
}

/** When a test is broken, with this comparison's numbers; null for files of older versions without the test family. */
export function brokenRuleText(c: Comparison): string | null {
  const family = c.families?.tests;
  if (!family) return null;
  return `A test is broken when ${testRuleText(c, family)}. Each broken test fails the check.`;
}

/** "pay › refund: 6/6 → 0/6, p = 0.0011" */
export function brokenTestText(t: NonNullable<Comparison['broken_tests']>[number], format: CodeFormat = AS_IS): string {
  return `${format.code(`${t.suite_id} › ${t.test_id}`)}: ${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs}, p = ${pValue(t.p_value)}`;
}

/** A quarantine entry past its date. */
export const QUARANTINE_EXPIRED = 'expired: remove it or extend it';

/** What a quarantined test is, in the list's heading. */
export const QUARANTINE_MEANS = 'run and reported, never gating';
