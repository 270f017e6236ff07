// comparison.json (`agent-eval/comparison@1`): base results vs head results, per suite and test.
// The reports are rendered from this alone.
import { z } from 'zod';

export const COMPARISON_SCHEMA = 'agent-eval/comparison@1';

// regressed: a significant drop of at least min_effect, or a broken test (fails the check).
// possible_regression: a drop of at least min_effect that is not significant (neutral check).
// underpowered: no outcome of the head runs could have failed the check (neutral check).
// unchanged: no drop of min_effect or more, and the suite could have failed the check.
// inconclusive: no common test with scored runs on both sides, so nothing to pair (neutral check).
// invalid: the data cannot be trusted: errored runs that could change the verdict, or suspect data.
export const SuiteVerdictSchema = z.enum([
  'regressed',
  'possible_regression',
  'improved',
  'unchanged',
  'inconclusive',
  'underpowered',
  'new',
  'removed',
  'invalid',
]);
export type SuiteVerdict = z.infer<typeof SuiteVerdictSchema>;

// newly_failing: base passed every scored run, head failed at least one. fixed: base failed at least
// one, head passed every one. flaky: neither, and some side has both passes and failures. unchanged:
// both sides all-pass or both all-fail. changed: the test's spec differs (compared as added+removed).
// no_data: in both results but one side has no scored run (all errored or skipped): not compared.
export const TestChangeSchema = z.enum(['newly_failing', 'fixed', 'flaky', 'unchanged', 'added', 'removed', 'changed', 'no_data']);
export type TestChange = z.infer<typeof TestChangeSchema>;

const Interval = z.tuple([z.number(), z.number()]);

export const SideSummarySchema = z.object({
  /** Mean over tests of each test's pass fraction (equal weight per test); null with no scored runs. */
  pass_rate: z.number().nullable(),
  ci: Interval.nullable(),
  ci_method: z.enum(['wilson', 'wilson-mover']).nullable(),
  tests: z.number().int(),
  /** Every recorded run: passed + failed + errored + skipped. */
  runs: z.number().int(),
  passed: z.number().int(),
  errored: z.number().int(),
  skipped: z.number().int(),
  /** Tool calls captured on this side, and whether the suite expects any (seed 003). */
  tool_calls_captured: z.number().int(),
});
export type SideSummary = z.infer<typeof SideSummarySchema>;

export const ProcessMetricsSchema = z.object({
  turns: z.number().int(),
  tool_calls_per_turn: z.number().nullable(),
  tools: z.record(z.string(), z.number().int()),
  latency_p50_ms: z.number().nullable(),
  latency_p95_ms: z.number().nullable(),
  input_tokens: z.number().nullable(),
  output_tokens: z.number().nullable(),
});
export type ProcessMetrics = z.infer<typeof ProcessMetricsSchema>;

export const TestComparisonSchema = z.object({
  test_id: z.string(),
  /** `runs` counts scored runs (passed + failed), the denominator of the pass fraction; errored apart. */
  base: z.object({ passed: z.number().int(), runs: z.number().int(), errored: z.number().int() }).nullable(),
  head: z.object({ passed: z.number().int(), runs: z.number().int(), errored: z.number().int() }).nullable(),
  change: TestChangeSchema,
  /**
   * One-sided Fisher exact p (head worse) of a gating test, shown for tests with repeats; min_p is the
   * smallest p its margins allow. p_adjusted is p times Tarone's m* over every gating test of the
   * check, for the tests that could reach significance (null for the others).
   */
  p_value: z.number().nullable(),
  min_p: z.number().nullable().optional(),
  p_adjusted: z.number().nullable(),
  p_method: z.literal('fisher-exact').nullable().optional(),
  /** Rejected by the per-test family and fell by at least min_test_effect: fails the check. */
  broke: z.boolean().optional(),
  quarantined: z.boolean(),
  /** First failing turn on head, for the report: turn id, code, expected, actual, reason. */
  first_failure: z
    .object({
      turn_id: z.string(),
      code: z.string(),
      key: z.string(),
      expected: z.unknown().optional(),
      actual: z.unknown().optional(),
      reason: z.string(),
    })
    .nullable(),
});
export type TestComparison = z.infer<typeof TestComparisonSchema>;

/**
 * Transition coverage on head: (node, option) pairs offered in next_node_descriptor.options, and those
 * a process_node call chose; `missing` lists offered pairs no test chose, as "node -> option".
 */
export const CoverageSchema = z.object({
  offered: z.number().int(),
  exercised: z.number().int(),
  missing: z.array(z.string()),
});
export type Coverage = z.infer<typeof CoverageSchema>;

export const SuiteComparisonSchema = z.object({
  suite_id: z.string(),
  file: z.string().nullable(),
  verdict: SuiteVerdictSchema,
  reason: z.string(),
  base: SideSummarySchema.nullable(),
  head: SideSummarySchema.nullable(),
  common_tests: z.number().int(),
  added_tests: z.number().int(),
  removed_tests: z.number().int(),
  delta: z
    .object({
      estimate: z.number(),
      ci: Interval,
      method: z.enum(['newcombe-paired', 'wilson-mover', 'newcombe-unpaired', 'wilson-mover-unpaired']),
    })
    .nullable(),
  /** Set when the interval and the verdict seem to disagree: which one the gate used, and why. */
  interval_note: z.string().nullable().optional(),
  test: z.enum(['mcnemar-exact', 'mcnemar-midp', 'stratified-exact', 'stratified-midp', 'fisher-exact']).nullable(),
  /** One-sided p for "head is worse"; p_adjusted is Holm over the suites that gate (null: not gating), compared with alpha/2. */
  p_value: z.number().nullable(),
  p_adjusted: z.number().nullable(),
  /** The other tail (head is better), same test and Holm family: the basis of `improved`. */
  p_value_improved: z.number().nullable().optional(),
  p_adjusted_improved: z.number().nullable().optional(),
  /** Tests whose spec changed since the base (also counted in added and removed), and quarantined tests. */
  changed_tests: z.number().int().optional(),
  quarantined_tests: z.number().int().optional(),
  /** Smallest p-value the suite test could reach with its data (every head run failing); above alpha/2/m it cannot fail alone. */
  min_attainable_p: z.number().nullable(),
  power_hint: z.string().nullable(),
  /** The numbers behind power_hint, at `level` = (alpha/2) / (suites in the Holm family). */
  power: z
    .object({
      level: z.number(),
      min_detectable_drop: z.number().nullable(),
      repeats: z.number().int(),
      repeats_needed: z.number().int(),
      tests_needed: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
  failure_codes: z.record(z.string(), z.object({ base: z.number().int(), head: z.number().int() })),
  validity: z.array(z.string()),
  process: z.object({ base: ProcessMetricsSchema.nullable(), head: ProcessMetricsSchema.nullable() }),
  coverage: CoverageSchema.nullable(),
  tests: z.array(TestComparisonSchema),
});
export type SuiteComparison = z.infer<typeof SuiteComparisonSchema>;

export const ComparisonSchema = z.object({
  schema: z.literal(COMPARISON_SCHEMA),
  verdict: z.enum(['pass', 'fail', 'inconclusive', 'invalid']),
  reason: z.string(),
  /** The check's one-sided family-wise level: alpha/2 for the suites (Holm), alpha/2 for the tests (Tarone). */
  alpha: z.number(),
  min_effect: z.number(),
  min_test_effect: z.number().optional(),
  /** The two families the check's alpha is split between. */
  families: z
    .object({
      suites: z.object({ alpha: z.number(), method: z.literal('holm'), size: z.number().int() }),
      tests: z.object({
        alpha: z.number(),
        method: z.literal('tarone'),
        /** Gating tests of the check. */
        size: z.number().int(),
        /** Tests that could reach significance, and Tarone's m* (the divisor of alpha). */
        counted: z.number().int(),
        m: z.number().int(),
        level: z.number(),
      }),
    })
    .optional(),
  /** Tests that broke (each fails the check), most significant first. */
  broken_tests: z
    .array(
      z.object({
        suite_id: z.string(),
        test_id: z.string(),
        base: z.object({ passed: z.number().int(), runs: z.number().int() }),
        head: z.object({ passed: z.number().int(), runs: z.number().int() }),
        p_value: z.number(),
        p_adjusted: z.number(),
      }),
    )
    .optional(),
  baseline: z.object({
    source: z.enum(['branch', 'file', 'fresh', 'none']),
    commit: z.string().nullable(),
    /** How many first-parent commits back from the merge-base the baseline was found. */
    distance: z.number().int().nullable(),
  }),
  head: z.object({
    commit: z.string().nullable(),
    target: z.string(),
    repeats: z.number().int().nullable(),
    /** Set when the head ran with adaptive repeats (`--repeats auto`). */
    adaptive: z.object({ min: z.number().int(), max: z.number().int(), rounds: z.number().int(), calls: z.number().int() }).optional(),
  }),
  totals: z.object({
    base_pass_rate: z.number().nullable(),
    head_pass_rate: z.number().nullable(),
    delta: z.number().nullable(),
  }),
  suites: z.array(SuiteComparisonSchema),
  /** Transition coverage over all suites on head. */
  coverage: CoverageSchema.nullable().optional(),
  quarantine: z.array(z.object({ test_id: z.string(), reason: z.string(), expires: z.string(), expired: z.boolean() })),
  /**
   * Why runs errored, per side: each distinct code and message once, with how many runs it ended
   * and the first of them, most frequent first (at most ERRORED_CAUSES_KEPT per side). What a
   * reviewer fixes when the agent or the judge was down; absent in files of older versions.
   */
  errors: z
    .array(
      z.object({
        side: z.enum(['base', 'head']),
        code: z.string(),
        message: z.string(),
        runs: z.number().int(),
        first: z.object({ suite_id: z.string(), test_id: z.string(), repeat: z.number().int() }),
      }),
    )
    .optional(),
  warnings: z.array(z.string()),
  duration_ms: z.number().nullable(),
});
export type Comparison = z.infer<typeof ComparisonSchema>;
export type ErroredCause = NonNullable<Comparison['errors']>[number];

/** Distinct causes of errored runs kept per side in comparison.json. */
export const ERRORED_CAUSES_KEPT = 10;
