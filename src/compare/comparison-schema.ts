// comparison.json (`agent-eval/comparison@1`): base results vs head results, per suite and test.
// The reports are rendered from this alone. Every decision is recorded as a code with its numbers,
// never as a sentence: src/report/wording/ words them, for every report alike.
import { z } from 'zod';
import { ResultsSchema } from '../results/results-schema.ts';
import { EndingSchema } from '../results/results-schema.ts';
import { JudgeCalibrationSummarySchema } from '../results/results-schema.ts';
import { PanelStabilitySchema } from '../results/results-schema.ts';

export const COMPARISON_SCHEMA = 'agent-eval/comparison@1';

// regressed: a significant drop of at least min_effect, or a broken test (fails the check).
// possible_regression: a drop of at least min_effect, or a test down by at least min_test_effect, that
// is not significant (neutral check).
// underpowered: no outcome of the head runs could have failed the check (neutral check).
// unchanged: a drop of min_effect (the suite) and of min_test_effect (each test) ruled out by
// one-sided non-inferiority bounds (passes the check).
// undecided: neither a regression shown nor a drop of the minimum effects ruled out (neutral check).
// inconclusive: no common test with scored runs on both sides, so nothing to pair, or the budget stopped it (neutral check).
// invalid: the data cannot be trusted: the head errors significantly more than the base, or suspect data.
export const SuiteVerdictSchema = z.enum([
  'regressed',
  'possible_regression',
  'improved',
  'unchanged',
  'undecided',
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
const Side = z.enum(['base', 'head']);
const Count = z.number().int();
const Runs = z.object({ passed: Count, runs: Count });

/** The exact tests a suite can be judged by (the gate's), and the unpaired test shown for information. */
export const SuiteTestMethodSchema = z.enum(['mcnemar-exact', 'mcnemar-midp', 'sign-flip-exact', 'sign-flip-midp', 'sign-flip-normal']);

/** What a suite test showed: its one-sided p, Holm-adjusted over `suites` suites, held to `level` (alpha/2). */
const Evidence = z.object({ test: SuiteTestMethodSchema, p_value: z.number(), p_adjusted: z.number(), suites: Count, level: z.number() });

/** One side's errored runs of a suite: how many of the runs attempted, by the code that errored them. */
export const ErroredRunsSchema = z.object({ side: Side, errored: Count, attempted: Count, codes: z.record(z.string(), Count) });
export type ErroredRuns = z.infer<typeof ErroredRunsSchema>;

/**
 * Why a suite got its verdict, one code per finding (a regressed suite may have two). `change` is
 * head minus base pass rate (0..1) of the `tests` gating common tests; `ci` its 95% interval.
 */
export const SuiteReasonSchema = z.discriminatedUnion('code', [
  /**
   * Tests whose discrete Holm adjusted p (over every gating test of the check) is <= `level` (alpha/2)
   * and whose pass rate fell by at least min_test_effect. Files of earlier versions used Tarone's
   * correction instead: `tarone_m` set, `level` alpha/2 over m*, no `p_adjusted`.
   */
  z.object({
    code: z.literal('tests_broke'),
    tests: z.array(
      z.object({
        test_id: z.string(),
        base: Runs,
        head: Runs,
        p_value: z.number(),
        p_adjusted: z.number().optional(),
        /** The within-side correlation its p allowed for (conditional beta-binomial); absent or 0: Fisher's exact test. */
        rho: z.number().optional(),
      }),
    ),
    level: z.number(),
    tarone_m: Count.optional(),
    min_test_effect: z.number(),
  }),
  /** regressed: a significant drop of at least min_effect. */
  z.object({ code: z.literal('significant_drop'), change: z.number(), tests: Count, evidence: Evidence }),
  /** improved: a significant rise of at least min_effect. */
  z.object({ code: z.literal('significant_rise'), change: z.number(), tests: Count, evidence: Evidence }),
  /** underpowered: even every head run failing would give min_attainable_p > level, and no test could break. */
  z.object({
    code: z.literal('cannot_fail'),
    min_attainable_p: z.number(),
    level: z.number(),
    suites: Count,
    change: z.number(),
    ci: Interval,
    tests: Count,
  }),
  /** possible_regression: a drop of at least min_effect that is not significant. */
  z.object({ code: z.literal('drop_not_significant'), change: z.number(), ci: Interval, tests: Count, evidence: Evidence }),
  /**
   * possible_regression: tests whose pass rate fell by at least min_test_effect but that were not
   * rejected: `p_adjusted` is their discrete Holm adjusted p (null when the test cannot reach
   * `level`, alpha/2, at all).
   */
  z.object({
    code: z.literal('tests_down_not_significant'),
    tests: z.array(
      z.object({
        test_id: z.string(),
        base: Runs,
        head: Runs,
        change: z.number(),
        p_value: z.number(),
        p_adjusted: z.number().nullable(),
        rho: z.number().optional(),
      }),
    ),
    level: z.number(),
    min_test_effect: z.number(),
  }),
  /** unchanged: no drop of min_effect; `significant` names a significant change smaller than min_effect. */
  z.object({
    code: z.literal('no_drop_of_min_effect'),
    min_effect: z.number(),
    change: z.number(),
    tests: Count,
    significant: z.enum(['drop', 'rise']).nullable(),
    evidence: Evidence,
  }),
  /**
   * unchanged: a drop of min_effect and of min_test_effect ruled out. The suite's one-sided `level`
   * lower bound of its change (`method`: t over its `tests` tests, or the model of their runs; the
   * smaller) is above -min_effect, and so is each test's score bound above -min_test_effect; `weakest`
   * is the test whose bound came nearest.
   */
  z.object({
    code: z.literal('drop_ruled_out'),
    change: z.number(),
    bound: z.number(),
    method: z.enum(['t', 'model']),
    level: z.number(),
    min_effect: z.number(),
    min_test_effect: z.number(),
    tests: Count,
    weakest: z.object({ test_id: z.string(), bound: z.number() }).nullable(),
  }),
  /**
   * undecided: no drop shown and none of the minimum effects ruled out: the suite's bound as in
   * drop_ruled_out (`suite_ruled_out` whether it clears -min_effect), and the tests whose own bound does
   * not clear -min_test_effect, lowest bound first (`open` of them, at most TESTS_LISTED listed).
   */
  z.object({
    code: z.literal('drop_not_ruled_out'),
    change: z.number(),
    bound: z.number(),
    method: z.enum(['t', 'model']),
    level: z.number(),
    min_effect: z.number(),
    min_test_effect: z.number(),
    tests: Count,
    suite_ruled_out: z.boolean(),
    open_tests: z.array(z.object({ test_id: z.string(), base: Runs, head: Runs, bound: z.number(), rho: z.number().optional() })),
    open: Count,
  }),
  /** invalid: the runner marked a side's data suspect; `detail` is its note from the results file. */
  z.object({ code: z.literal('suspect_data'), side: Side, detail: z.string() }),
  /**
   * invalid: the head errors significantly more than the base, an infrastructure regression: of its
   * common tests' attempted runs, `head.errored` of `head.runs` errored vs `base.errored` of
   * `base.runs`; the one-sided exact test stratified by test, Holm-adjusted over the `suites` suites
   * with errored runs, is <= `level` (alpha/2). `judge`/`agent`: which infrastructure errored.
   */
  z.object({
    code: z.literal('errors_differ'),
    base: z.object({ errored: Count, runs: Count }),
    head: z.object({ errored: Count, runs: Count }),
    p_value: z.number(),
    p_adjusted: z.number(),
    suites: Count,
    level: z.number(),
    errored: z.array(ErroredRunsSchema),
    judge: z.boolean(),
    agent: z.boolean(),
  }),
  /**
   * invalid, in files of earlier versions: whether the suite regresses with its errored runs left
   * out, counted as passed, and counted as failed (both sides alike) disagree.
   */
  z.object({
    code: z.literal('errored_runs_decide'),
    errored: z.array(ErroredRunsSchema),
    left_out_regresses: z.boolean(),
    counted_passed: z.boolean(),
    counted_failed: z.boolean(),
    judge: z.boolean(),
    agent: z.boolean(),
  }),
  /** `failing`: its tests with a failed run on head; absent when none failed. */
  z.object({ code: z.literal('new_suite'), tests: Count, failing: Count.optional() }),
  z.object({ code: z.literal('suite_removed'), tests: Count }),
  /** inconclusive: no common test with scored runs on both sides; `unpaired` when an unpaired delta is shown. */
  z.object({ code: z.literal('no_common_tests'), unpaired: z.boolean() }),
  /**
   * inconclusive, "not compared (budget)": the spending budget stopped runs of this suite from
   * starting (`not_run` of `planned` runs per side), so it is left out of the gate: never regressed,
   * never passed.
   */
  z.object({
    code: z.literal('budget'),
    not_run: z.object({ base: Count, head: Count }),
    planned: z.object({ base: Count, head: Count }),
  }),
]);
export type SuiteReason = z.infer<typeof SuiteReasonSchema>;
export const SuiteReasonCodeSchema = z.enum(
  SuiteReasonSchema.options.map((o) => o.shape.code.value) as [SuiteReason['code'], ...SuiteReason['code'][]],
);
export type SuiteReasonCode = z.infer<typeof SuiteReasonCodeSchema>;

/** What a reader should know about a suite's data before trusting its numbers. */
export const ValidityNoteSchema = z.discriminatedUnion('code', [
  /** Tests whose spec changed since the base: compared as added and removed. */
  z.object({ code: z.literal('specs_changed'), tests: Count }),
  /** Common tests with no scored run on one side: not compared. */
  z.object({ code: z.literal('no_scored_runs'), tests: Count }),
  /** Removed tests that were failing on base: the head pass rate looks better without them. */
  z.object({ code: z.literal('removed_were_failing'), tests: Count }),
  z.object({ code: z.literal('quarantined'), tests: Count }),
  /** A captured draft (metadata.capture.status: draft): reported, never gating, never stored in a baseline. */
  z.object({ code: z.literal('draft') }),
  /** A hand-merged results file repeated test ids; the last entry of each was compared. */
  z.object({ code: z.literal('duplicate_test_ids'), side: Side, tests: Count }),
  /**
   * Errored runs left out of the pass rates: the head does not error significantly more than the base
   * (`p_value`, Holm-adjusted `p_adjusted`, of the test in `errors_differ`). Files of earlier versions
   * have no p: there, counted as passed or as failed the errored runs would not change the verdict.
   */
  z.object({
    code: z.literal('errored_runs_left_out'),
    errored: z.array(ErroredRunsSchema),
    p_value: z.number().optional(),
    p_adjusted: z.number().optional(),
  }),
  /** The base's suite `from` is this suite renamed: most test ids of both are the same (`tests` of them), so they are compared as one suite. */
  z.object({ code: z.literal('suite_renamed'), from: z.string(), to: z.string(), tests: Count }),
]);
export type ValidityNote = z.infer<typeof ValidityNoteSchema>;

/** Why an interval and the verdict seem to disagree (the gate uses the exact tests). */
export const IntervalNoteSchema = z.enum([
  /** regressed by a broken test alone: the average change's interval reaches 0. */
  'reaches_zero_broken_test',
  /** regressed or improved, and the interval reaches 0. */
  'reaches_zero',
  /** below 0 wholly, significant, but smaller than the minimum effect. */
  'below_zero_small_drop',
  /** below 0 wholly, yet not significant at the suite's level. */
  'below_zero_not_significant',
]);
export type IntervalNote = z.infer<typeof IntervalNoteSchema>;

/**
 * One side's latency and tokens of a suite. Latency: over the completed turns of its scored runs
 * (`turns`; turns that errored have no latency and are left out, `errored_turns` of them), median and
 * p90 by quantile type 7; null with no completed turn. Tokens: the agent's input + output tokens
 * summed per scored run, median over the `conversations_with_tokens` runs that reported usage (of
 * `conversations` scored runs); null when none did, never 0.
 */
export const SidePerformanceSchema = z.object({
  turns: Count,
  errored_turns: Count.optional(),
  median_ms: z.number().nullable(),
  p90_ms: z.number().nullable(),
  conversations: Count,
  conversations_with_tokens: Count.optional(),
  tokens_per_conversation: z.number().nullable(),
});
export type SidePerformance = z.infer<typeof SidePerformanceSchema>;

/** How the change of a latency or tokens figure is estimated: Hodges-Lehmann with the Wilcoxon signed-rank interval and test. */
export const PerformanceMethodSchema = z.enum(['hodges-lehmann-wilcoxon-exact', 'hodges-lehmann-wilcoxon-normal']);
export type PerformanceMethod = z.infer<typeof PerformanceMethodSchema>;

/**
 * The base -> head change of one figure of a suite, the test as the unit (runs of a test are not
 * independent): per test with data on both sides (`tests` of them), the log of head over base of its
 * statistic (its turns' p90 or median latency; its median tokens per conversation); `ratio` =
 * exp(Hodges-Lehmann estimate of those), `ci` its two-sided `level` interval (Wilcoxon signed-rank),
 * `p_slower` the one-sided signed-rank p of "head higher" and `p_adjusted` that p Holm-adjusted over
 * the suites gated on the figure (null: not gated). Null ratio, ci and p: no test with data on both sides.
 * verdict: `slower` (p_adjusted below the check's alpha and ratio >= threshold: fails the check),
 * `ruled_out` (ci[1] < threshold and not significantly higher), `undecided` (neither: never ✅),
 * `not_gated` (no threshold, a draft, or latency against a stored baseline: `weak`).
 */
export const PerformanceChangeSchema = z.object({
  statistic: z.enum(['p90', 'median']),
  tests: Count,
  ratio: z.number().nullable(),
  ci: Interval.nullable(),
  level: z.number(),
  p_slower: z.number().nullable(),
  p_adjusted: z.number().nullable().optional(),
  method: PerformanceMethodSchema,
  threshold: z.number().nullable(),
  verdict: z.enum(['slower', 'ruled_out', 'undecided', 'not_gated']),
  /** Latency against a stored baseline (another machine, another time): reported, not gating unless latency-on-stored-baseline is gate. */
  weak: z.literal('stored_baseline').optional(),
});
export type PerformanceChange = z.infer<typeof PerformanceChangeSchema>;

/** A suite's latency and tokens per side and their change; absent in files of earlier versions. */
export const SuitePerformanceSchema = z.object({
  base: SidePerformanceSchema.nullable(),
  head: SidePerformanceSchema.nullable(),
  /** The configured statistic (fail-on-latency's, p90 by default). */
  latency: PerformanceChangeSchema.nullable(),
  /** Median agent input + output tokens per conversation. */
  tokens: PerformanceChangeSchema.nullable(),
});
export type SuitePerformance = z.infer<typeof SuitePerformanceSchema>;

/** A suite whose latency or tokens went up by at least the threshold, significantly: the numbers a reason names. */
export const PerformanceFindingSchema = z.object({
  suite_id: z.string(),
  statistic: z.enum(['p90', 'median']),
  ratio: z.number(),
  ci: Interval,
  level: z.number(),
  p_slower: z.number(),
  p_adjusted: z.number(),
  threshold: z.number(),
  tests: Count,
  method: PerformanceMethodSchema,
});
export type PerformanceFinding = z.infer<typeof PerformanceFindingSchema>;

/** Warnings about the inputs of the comparison as a whole. */
export const ComparisonWarningSchema = z.discriminatedUnion('code', [
  /** `test_id` as the quarantine file scopes it ("suite/test" or "test"); `reason` is the file's. */
  z.object({ code: z.literal('quarantine_expired'), test_id: z.string(), expires: z.string(), reason: z.string() }),
  z.object({ code: z.literal('quarantine_unmatched'), test_id: z.string() }),
  /** `detail`: the results file's incomplete_reason. */
  z.object({ code: z.literal('run_incomplete'), side: Side, detail: z.string().nullable() }),
  /** The action found no baseline; `detail` says where it looked. */
  z.object({ code: z.literal('no_baseline'), detail: z.string() }),
  /** The stored baseline (`branch`) or baseline file (`file`) ran longer ago than `max_days` (max-baseline-age). */
  z.object({ code: z.literal('baseline_stale'), source: z.enum(['branch', 'file']), age_ms: z.number(), max_days: z.number() }),
  /**
   * The baseline's two halves differ more than independent runs would (the F test of their ANOVA at
   * 0.05): its runs drifted or are alike; `icc` is what the per-test tests allowed for.
   */
  z.object({
    code: z.literal('baseline_batch_dependent'),
    icc: z.number(),
    f_p_value: z.number(),
    tests: z.number().int(),
  }),
  /**
   * What these runs per test (`head_runs` against `base_runs`) cannot decide at best: one test failing
   * the check (its smallest p, `smallest_break_p`, above `level`, alpha/2) or one test's drop of
   * min_test_effect ruled out (its smallest non-inferiority p above `ni_level`); `runs_to_*` the
   * fewest head runs per test that would (null: none up to 1000).
   */
  z.object({
    code: z.literal('design_floor'),
    head_runs: z.number().int(),
    base_runs: z.number().int(),
    can_break: z.boolean(),
    smallest_break_p: z.number(),
    runs_to_break: z.number().int().nullable(),
    can_rule_out: z.boolean(),
    smallest_rule_out_p: z.number(),
    runs_to_rule_out: z.number().int().nullable(),
    level: z.number(),
    ni_level: z.number(),
    min_test_effect: z.number(),
  }),
  /**
   * Every gated suite (`suites`, at least 2) fell against a stored baseline, by `from` to `to` (the
   * least and the most): what a drift of the model provider or of the base looks like; only a base
   * run in the same job tells it from the PR.
   */
  z.object({ code: z.literal('suites_moved_together'), suites: z.number().int(), from: z.number(), to: z.number() }),
  /**
   * fail-on-latency is set but latency does not gate: the baseline is stored (`source`), measured on
   * another machine or at another time, and latency-on-stored-baseline is report.
   */
  z.object({ code: z.literal('latency_stored_baseline'), source: z.enum(['branch', 'file', 'none']) }),
  /**
   * Gated suites with too few tests (`tests`) for the exact signed-rank test of a latency or tokens
   * figure to reach `level` at all: its smallest one-sided p, 2^-tests (every test higher on head), is
   * above it, so that figure can never fail the check there; `tests_needed` the fewest that could.
   */
  z.object({
    code: z.literal('performance_floor'),
    figure: z.enum(['latency', 'tokens']),
    suites: z.array(z.object({ suite_id: z.string(), tests: z.number().int(), smallest_p: z.number() })),
    level: z.number(),
    tests_needed: z.number().int(),
  }),
]);
export type ComparisonWarning = z.infer<typeof ComparisonWarningSchema>;

/** Why the comparison got its verdict, from the suites' verdicts. */
export const ComparisonReasonSchema = z.discriminatedUnion('code', [
  /** fail: the suites that regressed, and the broken tests in suite order. */
  z.object({
    code: z.literal('suites_regressed'),
    suites: z.array(z.string()),
    broken: z.array(z.object({ suite_id: z.string(), test_id: z.string() })),
  }),
  z.object({ code: z.literal('suites_invalid'), suites: z.array(z.string()) }),
  /**
   * invalid: no head run was scored, every one that ran errored (`errored` of `runs`): nothing was
   * evaluated. `agent`/`judge`: which infrastructure errored (the causes are in `errors`).
   */
  z.object({
    code: z.literal('nothing_evaluated'),
    errored: Count,
    runs: Count,
    agent: z.boolean(),
    judge: z.boolean(),
    /** The simulated user errored (SIM_ERROR): a simulator fault, not the agent's. */
    simulator: z.boolean().optional(),
  }),
  z.object({ code: z.literal('no_baseline') }),
  /**
   * fail: suites whose latency (at the configured statistic) went up by at least fail-on-latency,
   * significantly (PerformanceChange verdict slower); `tokens`: suites whose tokens did too.
   */
  z.object({
    code: z.literal('latency_regression'),
    suites: z.array(PerformanceFindingSchema),
    tokens: z.array(PerformanceFindingSchema).optional(),
  }),
  /** fail: suites whose tokens per conversation went up by at least fail-on-tokens, significantly (and no latency regression). */
  z.object({ code: z.literal('tokens_regression'), suites: z.array(PerformanceFindingSchema) }),
  /** fail with min-pass-fails: tests that passed fewer runs than their min_pass "k/n" on head (and nothing regressed). */
  z.object({
    code: z.literal('min_pass_breached'),
    tests: z.array(z.object({ suite_id: z.string(), test_id: z.string(), passed: Count, runs: Count, min_passes: Count, min_runs: Count })),
  }),
  /** pass: every suite judged, or new. */
  z.object({ code: z.literal('all_judged'), judged: Count, new: Count }),
  /**
   * inconclusive: some suites could not be judged or were removed, or new suites have failing tests
   * (`new_failing`: no baseline to compare them with, so they keep the check from passing), or
   * compared suites have failing tests added or whose spec changed (`added_failing`, likewise).
   */
  z.object({
    code: z.literal('not_all_judged'),
    judged: Count,
    suites: Count,
    possible_regression: z.array(z.string()),
    underpowered: z.array(z.string()),
    /** Suites without a common test to pair. */
    inconclusive: z.array(z.string()),
    /** Suites where no regression was shown and no drop of the minimum effects ruled out. */
    undecided: z.array(z.string()).optional(),
    new: Count,
    removed: z.array(z.string()),
    new_failing: z.array(z.string()).optional(),
    added_failing: z.array(z.string()).optional(),
    /** Suites not compared because the spending budget stopped their runs (also not in `inconclusive`). */
    budget: z.array(z.string()).optional(),
    /** Suites whose gated latency or tokens neither went up by the threshold significantly nor had that ruled out. */
    latency_undecided: z.array(z.string()).optional(),
    tokens_undecided: z.array(z.string()).optional(),
  }),
]);
export type ComparisonReason = z.infer<typeof ComparisonReasonSchema>;
export const ComparisonReasonCodeSchema = z.enum(
  ComparisonReasonSchema.options.map((o) => o.shape.code.value) as [ComparisonReason['code'], ...ComparisonReason['code'][]],
);

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

/** Calls, tokens and dollars of one part (agent, judge or simulator) of one side. */
export const PartUsageSchema = z.object({
  calls: z.number().int(),
  input_tokens: z.number(),
  output_tokens: z.number(),
  /** Of input_tokens, served from the provider's cache (0 when none was reported). */
  cached_tokens: z.number(),
  /** USD at the price table; null when some tokens are of a model without a price (named in unpriced). */
  usd: z.number().nullable(),
  unpriced: z.array(z.string()),
});
export type PartUsage = z.infer<typeof PartUsageSchema>;

/**
 * What one side used, over the suites it ran itself. agent null: the agent reported no usage (not
 * 0); judge null: no judge configured; simulator null: no simulator ran.
 */
export const SideUsageSchema = z.object({
  /** Runs attempted (skipped runs without a turn left out): the denominator of "per run". */
  runs: z.number().int(),
  /** Turns sent to the agent, and how many of them reported usage. */
  agent_requests: z.number().int(),
  agent_turns_reported: z.number().int(),
  agent: PartUsageSchema.nullable(),
  judge: PartUsageSchema.nullable(),
  simulator: PartUsageSchema.nullable(),
  /** Over the parts present (null when none is): usd null when any is unpriced. */
  total: z.object({ tokens: z.number().nullable(), usd: z.number().nullable(), unpriced: z.array(z.string()) }),
});
export type SideUsage = z.infer<typeof SideUsageSchema>;

/** One suite's agent and simulator tokens and cost on one side (the judge's are counted per run, not per suite). */
export const SuiteCostSchema = z.object({
  tokens: z.number(),
  usd: z.number().nullable(),
  unpriced: z.array(z.string()),
});
export type SuiteCost = z.infer<typeof SuiteCostSchema>;

export const ComparisonCostSchema = z.object({
  /** The prices used: the built-in table (dated) alone or with the user's file over it. */
  prices: z.object({ source: z.enum(['built-in', 'file']), built_in_date: z.string(), file: z.string().nullable() }),
  base: SideUsageSchema.nullable(),
  head: SideUsageSchema,
  /**
   * Per suite run on a side: agent and simulator tokens and cost (null: nothing reported on that
   * side, or the suite not run there).
   */
  suites: z.array(z.object({ suite_id: z.string(), base: SuiteCostSchema.nullable(), head: SuiteCostSchema.nullable() })).optional(),
  /** The head run's spending budget, as results.json recorded it; absent: none. */
  budget: ResultsSchema.shape.run.shape.budget,
});
export type ComparisonCost = z.infer<typeof ComparisonCostSchema>;
export const EndingMixSchema = z.object({
  endings: z.partialRecord(EndingSchema, z.number().int()),
  median_turns_to_goal: z.number().nullable(),
  goal_runs: z.number().int(),
});

export const TestComparisonSchema = z.object({
  test_id: z.string(),
  /** `runs` counts scored runs (passed + failed), the denominator of the pass fraction; errored apart. */
  base: z.object({ passed: z.number().int(), runs: z.number().int(), errored: z.number().int() }).nullable(),
  head: z.object({ passed: z.number().int(), runs: z.number().int(), errored: z.number().int() }).nullable(),
  change: TestChangeSchema,
  /**
   * One-sided Fisher exact p (head worse) of a gating test, shown for tests with repeats; min_p is the
   * smallest p its margins allow. p_adjusted is its discrete Holm adjusted p over every gating test
   * of the check (p times Tarone's m* in files of earlier versions), for the tests that could reach
   * significance (null for the others).
   */
  p_value: z.number().nullable(),
  min_p: z.number().nullable().optional(),
  p_adjusted: z.number().nullable(),
  p_method: z.enum(['fisher-exact', 'conditional-beta-binomial']).nullable().optional(),
  /** Rejected by the per-test family and fell by at least min_test_effect: fails the check. */
  broke: z.boolean().optional(),
  /**
   * The p of the test's non-inferiority test (H0: its pass rate fell by min_test_effect or more; exact
   * unconditional on the Miettinen-Nurminen score, runs of a side alike to its rho): its drop is ruled
   * out when this is at most the check's non-inferiority level.
   */
  ni_p: z.number().optional(),
  /**
   * The test's k-of-n rule (min_pass "k/n") on head: breached when its pass fraction is below k/n
   * (null: no scored run). Fails the check only with min-pass-fails. Absent: no rule.
   */
  min_pass: z.object({ passes: z.number().int(), runs: z.number().int(), breached: z.boolean().nullable() }).optional(),
  quarantined: z.boolean(),
  /**
   * First failing turn on head, for the report: turn id, code, expected, actual, and the failed
   * assertion's own reason. A run that failed without a failed assertion has key "run", an empty
   * reason, and `without_assertion`: which run, with its codes.
   */
  first_failure: z
    .object({
      turn_id: z.string(),
      code: z.string(),
      key: z.string(),
      expected: z.unknown().optional(),
      actual: z.unknown().optional(),
      reason: z.string(),
      without_assertion: z.object({ repeat: z.number().int(), codes: z.array(z.string()) }).optional(),
    })
    .nullable(),
  /**
   * Simulated tests only: how each side's runs ended (runs by ending) and the median agent turns to
   * the goal over the runs that reached it (null when none did).
   */
  simulation: z
    .object({
      base: EndingMixSchema.nullable(),
      head: EndingMixSchema.nullable(),
    })
    .optional(),
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
  /** The base's id of a renamed suite, compared with it (see the suite_renamed validity note). */
  renamed_from: z.string().optional(),
  /** A captured draft: reported, never gating (left out of the families and of the check's verdict). */
  draft: z.literal(true).optional(),
  file: z.string().nullable(),
  verdict: SuiteVerdictSchema,
  reasons: z.array(SuiteReasonSchema),
  base: SideSummarySchema.nullable(),
  head: SideSummarySchema.nullable(),
  common_tests: z.number().int(),
  added_tests: z.number().int(),
  removed_tests: z.number().int(),
  delta: z
    .object({
      estimate: z.number(),
      ci: Interval,
      method: z.enum(['newcombe-paired', 'wilson-mover', 'paired-t-wilson-mover', 'newcombe-unpaired', 'wilson-mover-unpaired']),
      /**
       * `effect_runs`: measured, with its interval, on each test's effect runs (adaptive repeats: the
       * first N runs, N chosen without looking at the test), the change the verdict's minimum effect is
       * applied to; absent: on every scored run.
       */
      on: z.literal('effect_runs').optional(),
    })
    .nullable(),
  /** Set when the interval and the verdict seem to disagree: which one the gate used, and why. */
  interval_note: IntervalNoteSchema.nullable().optional(),
  test: z.union([SuiteTestMethodSchema, z.literal('fisher-exact')]).nullable(),
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
  /**
   * What the suite can detect at `level` = (alpha/2) / (suites in the Holm family), over `tests`
   * gating tests at `repeats` runs per test and side; `hint`: the reports advise on it (the suite
   * could not be judged, or cannot see a drop of the minimum effect and more runs would).
   */
  power: z
    .object({
      level: z.number(),
      tests: z.number().int(),
      can_reach_level: z.boolean(),
      /** The chance that a drop of min_effect reaches significance now. */
      power: z.number(),
      /** The chance that such a drop fails the check: significant and seen to reach min_effect; absent in files of older versions. */
      fails: z.number().optional(),
      min_detectable_drop: z.number().nullable(),
      repeats: z.number().int(),
      repeats_for_min_effect: z.number().int().nullable(),
      repeats_needed: z.number().int(),
      tests_needed: z.number().int().nullable(),
      hint: z.boolean(),
    })
    .nullable()
    .optional(),
  failure_codes: z.record(z.string(), z.object({ base: z.number().int(), head: z.number().int() })),
  validity: z.array(ValidityNoteSchema),
  process: z.object({ base: ProcessMetricsSchema.nullable(), head: ProcessMetricsSchema.nullable() }),
  coverage: CoverageSchema.nullable(),
  /**
   * pass^k per side: the mean over tests of the unbiased estimate C(c,k)/C(n,k) from n scored runs
   * with c passes, over the tests with at least k runs (`tests`; null mean when none), for k = 1 and
   * the suite's k (defaults.pass_k, else 3). Absent in files of earlier versions.
   */
  pass_k: z
    .object({
      k: z.number().int(),
      method: z.literal('unbiased'),
      base: z.object({ pass_1: z.number().nullable(), pass_k: z.number().nullable(), tests: z.number().int() }).nullable(),
      head: z.object({ pass_1: z.number().nullable(), pass_k: z.number().nullable(), tests: z.number().int() }).nullable(),
    })
    .optional(),
  tests: z.array(TestComparisonSchema),
  /** Latency and tokens per side and their change (section "Latency and tokens as gated figures" of docs/statistics.md); absent in files of earlier versions. */
  performance: SuitePerformanceSchema.optional(),
});
export type SuiteComparison = z.infer<typeof SuiteComparisonSchema>;

export const ComparisonSchema = z.object({
  schema: z.literal(COMPARISON_SCHEMA),
  verdict: z.enum(['pass', 'fail', 'inconclusive', 'invalid']),
  reason: ComparisonReasonSchema,
  /** The check's one-sided family-wise level: alpha/2 for the suites (Holm), alpha/2 for the tests (discrete Holm). */
  alpha: z.number(),
  min_effect: z.number(),
  min_test_effect: z.number().optional(),
  /** Whether a test below its min_pass fails the check (min-pass-fails); absent in files of earlier versions: false. */
  min_pass_fails: z.boolean().optional(),
  /** The two families the check's alpha is split between. */
  families: z
    .object({
      suites: z.object({ alpha: z.number(), method: z.literal('holm'), size: z.number().int() }),
      tests: z.discriminatedUnion('method', [
        z.object({
          alpha: z.number(),
          /** A test breaks when its discrete Holm adjusted p is <= alpha. */
          method: z.literal('discrete-holm'),
          /** Gating tests of the check. */
          size: z.number().int(),
          /** Tests that could reach alpha at all. */
          counted: z.number().int(),
          /**
           * The within-side correlation of runs, estimated from the `icc_tests` tests of the check with
           * mixed outcomes: `icc` by ANOVA (`f_p_value` its F test of "none"), `calibrated` where the
           * tests' mean two-sided mid-p (`mean_mid_p` at 0) reaches 1/2 (stats/dependence.ts); `used`
           * what every per-test test allowed for (conditional beta-binomial; 0 = Fisher's exact test):
           * with fixed repeats `calibrated` when `mean_mid_p` lies one standard error below 1/2, under
           * adaptive repeats `icc`, else 0; the baseline batch's when larger. `mean_mid_p` and
           * `calibrated` are absent in files of earlier versions.
           */
          dependence: z
            .object({
              icc: z.number(),
              icc_tests: z.number().int(),
              f_p_value: z.number(),
              mean_mid_p: z.number().optional(),
              calibrated: z.number().optional(),
              used: z.number(),
              /** The baseline's batch, its two halves compared (an A/A check of the batch); `used`: `icc` when its F test rejects at 0.05, else 0. */
              baseline_batch: z
                .object({
                  icc: z.number(),
                  tests: z.number().int(),
                  f_p_value: z.number(),
                  mean_mid_p: z.number().optional(),
                  calibrated: z.number().optional(),
                  used: z.number(),
                })
                .optional(),
            })
            .optional(),
        }),
        /** Files of earlier versions: Tarone's correction, a test broke when its p was <= level = alpha / m. */
        z.object({
          alpha: z.number(),
          method: z.literal('tarone'),
          size: z.number().int(),
          counted: z.number().int(),
          m: z.number().int(),
          level: z.number(),
        }),
      ]),
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
    /** When the baseline ran (its run's finished_at); absent in files of older versions. */
    run_at: z.string().nullable().optional(),
    /** How long before the comparison the baseline ran. */
    age_ms: z.number().nullable().optional(),
    /** Commits the pull request's base is ahead of the baseline's commit (null: unknown). */
    behind: z.number().int().nullable().optional(),
  }),
  head: z.object({
    commit: z.string().nullable(),
    target: z.string(),
    repeats: z.number().int().nullable(),
    /** Set when the head ran with adaptive repeats (`--repeats auto`) or the sequential design (`design: sequential`). */
    adaptive: z
      .object({
        min: z.number().int(),
        max: z.number().int(),
        rounds: z.number().int(),
        calls: z.number().int(),
        design: z.enum(['adaptive', 'sequential']).optional(),
      })
      .optional(),
    /** The head run's judge panels and how often each one's judges disagreed per criterion (results.json's judge.panels); absent: no panel. */
    judge_panels: z.array(PanelStabilitySchema).optional(),
  }),
  /**
   * The sequential design's looks (head runs per test at each), each look's share of alpha and of the
   * non-inferiority level, and per gated suite the look (0-based) that decided it (`regressed`: a
   * regression shown; `ruled_out`: a drop of the minimum effects ruled out) or its last (`open`).
   */
  sequential: z
    .object({
      looks: z.array(z.number().int()),
      weights: z.array(z.number()),
      suites: z.array(z.object({ suite_id: z.string(), state: z.enum(['regressed', 'ruled_out', 'open']), look: Count, reached: Count })),
    })
    .optional(),
  /** The non-inferiority bounds behind ✅: their one-sided level and method; absent in files of older versions. */
  non_inferiority: z
    .object({ level: z.number(), test_method: z.literal('miettinen-nurminen-score'), suite_method: z.literal('min-t-model') })
    .optional(),
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
  warnings: z.array(ComparisonWarningSchema),
  duration_ms: z.number().nullable(),
  /** Usage and cost per side; absent in files of earlier versions. */
  cost: ComparisonCostSchema.optional(),
  /**
   * The head run's judge calibration (results.json's judge_calibration: each criterion's agreement
   * and whether it gates), and the tests whose judge checks failed, or could not be scored, without
   * gating (`runs` of them; `first` the first such check): reported, never a failure. Absent: the
   * head run looked no calibration up.
   */
  judge_calibration: JudgeCalibrationSummarySchema.extend({
    ungated: z.array(
      z.object({
        suite_id: z.string(),
        test_id: z.string(),
        runs: z.number().int().min(1),
        first: z.object({
          turn_id: z.string(),
          key: z.string(),
          status: z.enum(['failed', 'unscored']),
          calibration: z.enum(['not_calibrated', 'below_threshold', 'stale']),
          reason: z.string(),
        }),
      }),
    ),
  }).optional(),
  /**
   * How latency and tokens gate: fail-on-latency (ratio and statistic) and fail-on-tokens (null: not
   * set, figures reported only); `latency_gates` false when the baseline is stored and
   * latency-on-stored-baseline is report; `alpha` the one-sided level each figure's Holm family over
   * the gated suites is held to (the check's alpha); intervals are two-sided at 1 - 2 alpha. Absent in
   * files of earlier versions.
   */
  performance: z
    .object({
      fail_on_latency: z.object({ ratio: z.number(), statistic: z.enum(['p90', 'median']) }).nullable(),
      fail_on_tokens: z.number().nullable(),
      latency_gates: z.boolean(),
      alpha: z.number(),
      latency_on_stored_baseline: z.enum(['report', 'gate']).optional(),
      /** How each side's median and p90 are computed. */
      quantile: z.literal('type-7').optional(),
    })
    .optional(),
});
export type Comparison = z.infer<typeof ComparisonSchema>;
export type ErroredCause = NonNullable<Comparison['errors']>[number];

/** Distinct causes of errored runs kept per side in comparison.json. */
export const ERRORED_CAUSES_KEPT = 10;
