export const id = 523;
export const ids = [523];
export const modules = {

/***/ 60523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMPARE_HELP: () => (/* binding */ COMPARE_HELP),
  compareAndReport: () => (/* binding */ compareAndReport),
  compareCommand: () => (/* binding */ compareCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/results/summary.ts
var summary = __webpack_require__(64042);
;// CONCATENATED MODULE: ./src/compare/test-changes.ts
function countRuns(test) {
    const counts = { passed: 0, failed: 0, errored: 0, skipped: 0 };
    for (const run of test.runs)
        counts[run.outcome]++;
    return counts;
}
/**
 * The pass rate every report prints: the mean over tests with scored runs of each test's pass
 * fraction (each test weighs the same, whatever its repeats). Null when no run was scored.
 */
function meanTestPassRate(results) {
    const fractions = results.suites
        .flatMap((s) => s.tests.map(countRuns))
        .filter((c) => scoredRuns(c) > 0)
        .map((c) => c.passed / scoredRuns(c));
    return fractions.length === 0 ? null : fractions.reduce((a, b) => a + b, 0) / fractions.length;
}
/** Runs that say something about the agent: errored (infrastructure) and skipped runs do not. */
function scoredRuns(c) {
    return c.passed + c.failed;
}
/**
 * The change of a test present on both sides with the same spec (definitions in schema.ts).
 * "newly_failing" includes 5/5 -> 4/5: a clean record lost; its Fisher p says whether that is beyond
 * noise. "flaky" is any other case with mixed outcomes on a side, e.g. 3/5 -> 1/5 or 2/5 -> 2/5.
 */
function classifyChange(base, head) {
    if (scoredRuns(base) === 0 || scoredRuns(head) === 0)
        return 'no_data';
    const baseAllPass = base.failed === 0;
    const headAllPass = head.failed === 0;
    if (baseAllPass && !headAllPass)
        return 'newly_failing';
    if (!baseAllPass && headAllPass)
        return 'fixed';
    const mixed = (c) => c.passed > 0 && c.failed > 0;
    return mixed(base) || mixed(head) ? 'flaky' : 'unchanged';
}
const isFailure = (a) => a.status === 'failed';
/**
 * The first failed assertion of the first failed head run (lowest repeat): what the report shows as
 * "expected vs actual". A failed run without a failed assertion is still reported, with its codes.
 */
function firstFailure(test) {
    const run = test.runs.filter((r) => r.outcome === 'failed').sort((a, b) => a.repeat - b.repeat)[0];
    if (run === undefined)
        return null;
    const located = [
        ...run.turns.map((turn) => ({ turnId: turn.turn_id, assertions: turn.assertions })),
        { turnId: 'final', assertions: run.final.assertions },
    ];
    for (const { turnId, assertions } of located) {
        const failed = assertions.find(isFailure);
        if (failed === undefined)
            continue;
        return {
            turn_id: turnId,
            code: failed.code ?? run.codes[0] ?? 'UNKNOWN',
            key: failed.key,
            ...(failed.expected === undefined ? {} : { expected: failed.expected }),
            ...(failed.actual === undefined ? {} : { actual: failed.actual }),
            reason: failed.reason,
        };
    }
    return {
        turn_id: run.turns.at(-1)?.turn_id ?? 'run',
        code: run.codes[0] ?? 'UNKNOWN',
        key: 'run',
        reason: `run ${run.repeat} failed without a failed assertion (codes: ${run.codes.join(', ') || 'none'})`,
    };
}

;// CONCATENATED MODULE: ./src/compare/coverage.ts
const STAY_OPTION = '-1';
const pairKey = (node, option) => `${node} -> ${option}`;
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function idOf(value) {
    if (typeof value === 'string' && value.length > 0)
        return value;
    if (typeof value === 'number')
        return String(value);
    return null;
}
function offeredIn(turn) {
    const descriptor = turn.next_node_descriptor;
    if (!isRecord(descriptor) || !Array.isArray(descriptor.options))
        return [];
    const node = idOf(descriptor.node_id) ?? turn.node_after;
    if (node === null)
        return [];
    return descriptor.options
        .map((o) => (isRecord(o) ? idOf(o.id) : null))
        .filter((id) => id !== null && id !== STAY_OPTION)
        .map((id) => pairKey(node, id));
}
function exercisedIn(turn) {
    return turn.tool_calls.flatMap((call) => {
        if (call.name !== 'process_node' || !isRecord(call.args))
            return [];
        const option = idOf(call.args.option_id);
        const node = idOf(call.args.current_node_id) ?? turn.node_before;
        return option === null || option === STAY_OPTION || node === null ? [] : [pairKey(node, option)];
    });
}
function transitionSets(suite) {
    const offered = new Set();
    const exercised = new Set();
    for (const turn of suite.tests.flatMap((t) => t.runs.flatMap((r) => r.turns))) {
        for (const pair of offeredIn(turn))
            offered.add(pair);
        for (const pair of exercisedIn(turn))
            exercised.add(pair);
    }
    for (const pair of exercised)
        offered.add(pair);
    return { offered, exercised };
}
/** Null when the results show no descriptor options and no process_node choice: nothing to measure. */
function coverageOf(sets) {
    const offered = new Set(sets.flatMap((s) => [...s.offered]));
    const exercised = new Set(sets.flatMap((s) => [...s.exercised]));
    if (offered.size === 0)
        return null;
    return {
        offered: offered.size,
        exercised: exercised.size,
        missing: [...offered].filter((p) => !exercised.has(p)).sort(),
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(12311);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/compare/quarantine.ts
// Quarantine: tests known to be broken or flaky, listed with a reason and an expiry date in a file in
// the suites folder. A quarantined test still runs and is reported, but never gates. The expiry keeps
// the list from becoming a graveyard: an expired entry stops protecting its test and is reported.


const isCalendarDate = (value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const QuarantineEntrySchema = schemas/* strictObject */.rej({
    /** A test id, or "suite_id/test_id" to name one suite's test; `suite_id` may also be given apart. */
    test_id: schemas/* string */.YjP().min(1),
    suite_id: schemas/* string */.YjP().min(1).optional(),
    reason: schemas/* string */.YjP().min(1, 'say why the test is quarantined'),
    /** The last day the entry applies (UTC), YYYY-MM-DD. */
    expires: schemas/* string */.YjP().refine(isCalendarDate, 'expected a date as YYYY-MM-DD, for example 2030-01-31'),
});
const QuarantineFileSchema = schemas/* strictObject */.rej({ tests: schemas/* array */.YOg(QuarantineEntrySchema) });
class QuarantineError extends errors/* UserError */.yo {
    name = 'QuarantineError';
}
/** Validates an already-parsed quarantine file; `source` (the file path) prefixes every problem. */
function parseQuarantine(value, source) {
    const parsed = QuarantineFileSchema.safeParse(value);
    if (parsed.success)
        return parsed.data.tests;
    const problems = parsed.error.issues.map((issue) => {
        const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(top level)';
        return `${source}: ${where}: ${issue.message}`;
    });
    throw new QuarantineError(`${problems.join('\n')}\nA quarantine file looks like: tests: [{ test_id: "suite/test", reason: "why", expires: "2030-01-31" }]`);
}
/** The name the reports show: "suite/test" when the entry is scoped to a suite. */
function quarantineLabel(entry) {
    return entry.suite_id === undefined ? entry.test_id : `${entry.suite_id}/${entry.test_id}`;
}
/** An entry applies through the whole of its `expires` day in UTC. */
function isExpired(entry, now) {
    const endOfDay = Date.parse(`${entry.expires}T00:00:00Z`) + 24 * 60 * 60 * 1000;
    return now.getTime() >= endOfDay;
}
function matchesTest(entry, suiteId, testId) {
    if (entry.suite_id !== undefined)
        return entry.suite_id === suiteId && entry.test_id === testId;
    return entry.test_id === testId || entry.test_id === `${suiteId}/${testId}`;
}

// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(66303);
// EXTERNAL MODULE: ./src/stats/stratified.ts + 1 modules
var stratified = __webpack_require__(26267);
// EXTERNAL MODULE: ./src/stats/newcombe.ts
var newcombe = __webpack_require__(67981);
// EXTERNAL MODULE: ./src/stats/mover.ts
var mover = __webpack_require__(80934);
// EXTERNAL MODULE: ./src/stats/wilson.ts
var wilson = __webpack_require__(27527);
// EXTERNAL MODULE: ./node_modules/@stdlib/stats-base-dists-normal-quantile/lib/index.js
var lib = __webpack_require__(86060);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
// EXTERNAL MODULE: ./node_modules/@stdlib/stats-base-dists-hypergeometric-pmf/lib/index.js
var stats_base_dists_hypergeometric_pmf_lib = __webpack_require__(77392);
var stats_base_dists_hypergeometric_pmf_lib_default = /*#__PURE__*/__webpack_require__.n(stats_base_dists_hypergeometric_pmf_lib);
// EXTERNAL MODULE: ./src/stats/significance.ts
var significance = __webpack_require__(49022);
;// CONCATENATED MODULE: ./src/stats/power.ts
// Power and sample size: what the comparison tells users about what a suite can detect. Formulas and
// worked examples: statistics design, section 9; one-sided level alpha/m (Bonferroni, Holm's worst
// case), power 1 - beta = 0.8.




const DEFAULT_POWER = 0.8;
/**
 * The power the suggestions aim at in the normal approximation below. The approximation is close to
 * the exact stratified test but a few points optimistic for some flaky suites; aiming at 85% keeps
 * the exact test at 80% or more (checked by simulation with the exact test in test/stats/power.test.ts).
 */
const APPROXIMATION_TARGET = 0.85;
/** The most repeats a suggestion may ask for (the limit a suite or --repeats may set). */
const MAX_SUGGESTED_REPEATS = 1000;
function z(p) {
    return lib_default()(p, 0, 1);
}
/**
 * Standard normal distribution function, Abramowitz & Stegun 7.1.26 (absolute error < 1.5e-7):
 * ample for a power, and no other installed library provides it.
 */
function normalCdf(x) {
    const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
    const tail = ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
    return x >= 0 ? 1 - tail / 2 : tail / 2;
}
/**
 * Tests needed, one run per test and side, for the one-sided McNemar test to detect a change where a
 * fraction `breakRate` of tests flips to failing and `fixRate` flips to passing (Connor 1987,
 * Biometrics 43:207; normal approximation, so the exact test needs ~10% more).
 * Example: breakRate 0.1, fixRate 0, alpha 0.025 -> 77 tests.
 */
function mcnemarSampleSize(options) {
    const { breakRate, fixRate, alpha, power = DEFAULT_POWER } = options;
    const discordance = breakRate + fixRate;
    const effect = breakRate - fixRate;
    if (effect === 0)
        return Infinity;
    const n = (z(1 - alpha) * Math.sqrt(discordance) + z(power) * Math.sqrt(discordance - effect ** 2)) ** 2 / effect ** 2;
    return Math.ceil(n);
}
/**
 * Total runs per side (tests x repeats) for the stratified test to detect a drop `delta` in the mean
 * pass rate, by the normal approximation Var(delta) ~ (sigma2_head/K + sigma2_base/K)/n, where sigma2
 * is the suite's flakiness (mean over tests of p(1 - p); 0 for deterministic tests).
 * Example: flakiness 0.05 on both sides, delta 0.05, alpha 0.025 -> n*K >= 314.
 */
function repeatsSampleSize(options) {
    const { headFlakiness, baseFlakiness, delta, alpha, power = DEFAULT_POWER } = options;
    return Math.ceil(((z(1 - alpha) + z(power)) ** 2 * (headFlakiness + baseFlakiness)) / delta ** 2);
}
/**
 * Runs needed to see at least one failure of a test that fails with probability `failureRate`, with
 * probability 1 - beta: K >= ln(beta) / ln(1 - failureRate). Example: 0.2 -> 14 runs (beta 0.05).
 */
function runsToSeeFlaky(failureRate, beta = 0.05) {
    return Math.ceil(Math.log(beta) / Math.log(1 - failureRate));
}
/**
 * Runs per side at which one test that passes every base run and fails every head run can reach
 * `level` on its own: the smallest K with 1/C(2K, K) <= level (K = 4 for 0.025, 6 for 0.0125/11).
 */
function repeatsForOneBrokenTest(level) {
    let k = 1;
    while (!(0,significance/* atOrBelow */.U)(stats_base_dists_hypergeometric_pmf_lib_default()(0, 2 * k, k, k), level))
        k++;
    return k;
}
/**
 * Suite flakiness index: mean over tests with >= 2 runs of the unbiased within-test variance
 * p(1 - p) K/(K - 1). It is the sigma2 of `repeatsSampleSize`. 0 when no test has 2 runs.
 */
function flakinessIndex(tests) {
    const repeated = tests.filter((t) => t.runs >= 2);
    if (repeated.length === 0)
        return 0;
    const variances = repeated.map((t) => {
        const p = t.passed / t.runs;
        return (p * (1 - p) * t.runs) / (t.runs - 1);
    });
    return variances.reduce((a, b) => a + b, 0) / repeated.length;
}
/**
 * The chance that the suite's one-sided exact stratified test reaches `level` when its mean pass rate
 * falls by `drop`, spread over its tests in proportion to their rates (a test at p goes to
 * p (1 - drop / mean p); the benchmark's spread drop). Normal approximation of the test's score
 * statistic U = sum of (base runs x head passes - head runs x base passes) / all runs, with its null
 * variance given the margins taken at its expected value, and a continuity correction. It counts
 * significance only: the check also needs the observed drop to reach min-effect, which a true drop of
 * exactly min-effect shows about half the time, whatever the repeats.
 */
function dropPower(tests, drop, level) {
    const mean = tests.reduce((sum, t) => sum + t.baseRate, 0) / tests.length;
    if (!(mean > 0) || drop > mean)
        return 0;
    let shift = 0;
    let variance = 0;
    let nullVariance = 0;
    for (const { baseRate: p, headRuns: k, baseRuns: l } of tests) {
        const n = k + l;
        if (k === 0 || l === 0)
            continue;
        const q = p * (1 - drop / mean);
        shift += (k * l * (q - p)) / n;
        variance += (l * l * k * q * (1 - q) + k * k * l * p * (1 - p)) / (n * n);
        // E[T (n - T)] for T = head passes + base passes.
        const passes = k * q + l * p;
        const spread = k * q * (1 - q) + l * p * (1 - p);
        if (n > 1)
            nullVariance += (k * l * (n * passes - passes * passes - spread)) / (n * n * (n - 1));
    }
    const critical = -z(1 - level) * Math.sqrt(nullVariance) - 0.5;
    if (variance === 0)
        return shift <= critical ? 1 : 0;
    return normalCdf((critical - shift) / Math.sqrt(variance));
}
/** The tests of a suite as it is now: each with its observed base pass rate and its runs. */
function observed(strata) {
    return strata
        .filter((s) => s.baseRuns > 0)
        .map((s) => ({ baseRate: s.basePassed / s.baseRuns, headRuns: s.headRuns, baseRuns: s.baseRuns }));
}
/** The same tests with `repeats` runs on each side. */
const withRepeats = (tests, repeats) => tests.map((t) => ({ ...t, headRuns: repeats, baseRuns: repeats }));
/**
 * The smallest number of runs per test on each side at which a spread drop of `drop` reaches
 * significance with 80% power (see APPROXIMATION_TARGET); null when not even MAX_SUGGESTED_REPEATS do.
 */
function repeatsForDrop(tests, drop, level) {
    const reaches = (k) => dropPower(withRepeats(tests, k), drop, level) >= APPROXIMATION_TARGET;
    if (tests.length === 0 || !reaches(MAX_SUGGESTED_REPEATS))
        return null;
    // Power grows with the repeats: the first that reaches the target, by bisection.
    let low = 0;
    let high = MAX_SUGGESTED_REPEATS;
    while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        if (reaches(mid))
            high = mid;
        else
            low = mid;
    }
    return high;
}
/** The smallest spread drop (0..1) the tests detect with 80% power as they are; null when none can. */
function detectableDrop(tests, level) {
    if (tests.length === 0)
        return null;
    const mean = tests.reduce((sum, t) => sum + t.baseRate, 0) / tests.length;
    const reaches = (d) => dropPower(tests, d, level) >= APPROXIMATION_TARGET;
    if (!(mean > 0) || !reaches(mean))
        return null;
    let low = 0;
    let high = mean;
    // A tenth of a point is as fine as the hint prints.
    while (high - low > 0.0005) {
        const mid = (low + high) / 2;
        if (reaches(mid))
            high = mid;
        else
            low = mid;
    }
    return high;
}
/**
 * What the suite can detect at `level` (alpha/2 over the suites that gate) and what it would need to
 * detect a `minEffect` drop with 80% power, from its own observed base pass rates.
 */
function powerAdvice(strata, level, minEffect) {
    if (strata.length === 0)
        throw new RangeError('powerAdvice: no tests');
    const repeats = Math.min(...strata.flatMap((s) => [s.headRuns, s.baseRuns]));
    const tests = observed(strata);
    // With no minimum effect there is no drop to size the repeats for.
    const sized = minEffect > 0;
    const power = sized ? dropPower(tests, minEffect, level) : 0;
    const forMinEffect = sized ? repeatsForDrop(tests, minEffect, level) : null;
    return {
        canReachLevel: (0,significance/* atOrBelow */.U)((0,stratified/* minAttainablePValue */.tP)(strata), level),
        minDetectableDrop: detectableDrop(tests, level),
        repeats,
        power,
        powered: !sized || power >= APPROXIMATION_TARGET,
        repeatsForOneBrokenTest: repeatsForOneBrokenTest(level),
        repeatsForMinEffect: forMinEffect,
        repeatsNeeded: sized ? Math.max(repeats, forMinEffect ?? MAX_SUGGESTED_REPEATS) : repeats,
        testsNeeded: repeats === 1 && minEffect > 0 ? mcnemarSampleSize({ breakRate: minEffect, fixRate: 0, alpha: level }) : null,
    };
}

;// CONCATENATED MODULE: ./src/compare/process.ts
function allRuns(suite) {
    return suite.tests.flatMap((t) => t.runs);
}
/**
 * Over every recorded turn of every run (errored runs included: their completed turns are real agent
 * behaviour). Latency percentiles use the nearest-rank method, so they are always an observed value.
 * Tokens are null when no turn reported usage, not 0.
 */
function processMetrics(suite) {
    // Plain loops and a typed-array sort: this runs over every turn of every suite of both sides.
    let turnCount = 0;
    for (const test of suite.tests)
        for (const run of test.runs)
            turnCount += run.turns.length;
    const latencies = new Float64Array(turnCount);
    const tools = new Map();
    let toolCalls = 0;
    let inputTokens = null;
    let outputTokens = null;
    let i = 0;
    for (const test of suite.tests) {
        for (const run of test.runs) {
            for (const turn of run.turns) {
                latencies[i++] = turn.latency_ms;
                for (const call of turn.tool_calls) {
                    tools.set(call.name, (tools.get(call.name) ?? 0) + 1);
                    toolCalls++;
                }
                if (turn.usage !== undefined) {
                    inputTokens = (inputTokens ?? 0) + turn.usage.input_tokens;
                    outputTokens = (outputTokens ?? 0) + turn.usage.output_tokens;
                }
            }
        }
    }
    latencies.sort();
    return {
        turns: turnCount,
        tool_calls_per_turn: turnCount === 0 ? null : toolCalls / turnCount,
        tools: Object.fromEntries(tools),
        latency_p50_ms: nearestRank(latencies, 0.5),
        latency_p95_ms: nearestRank(latencies, 0.95),
        input_tokens: inputTokens,
        output_tokens: outputTokens,
    };
}
function nearestRank(sorted, q) {
    if (sorted.length === 0)
        return null;
    return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? null;
}
/** Codes of one run: its `codes`, plus the code of its error if the list lacks it. */
function runCodes(run) {
    const codes = new Set(run.codes);
    if (run.error !== undefined)
        codes.add(run.error.code);
    return codes;
}
/** Number of runs showing each failure code, per side (a run with two codes counts for both). */
function failureCodeCounts(base, head) {
    const counts = {};
    const add = (suite, side) => {
        if (suite === undefined)
            return;
        for (const run of allRuns(suite)) {
            for (const code of runCodes(run)) {
                const entry = (counts[code] ??= { base: 0, head: 0 });
                entry[side]++;
            }
        }
    };
    add(base, 'base');
    add(head, 'head');
    return counts;
}
function toolCallsCaptured(suite) {
    let n = 0;
    for (const test of suite.tests)
        for (const run of test.runs)
            for (const turn of run.turns)
                n += turn.tool_calls.length;
    return n;
}

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
;// CONCATENATED MODULE: ./src/compare/power-hint.ts
// The power hint: what a suite can detect, in numbers, and the repeats that would make a drop of the
// minimum effect significant in 80% of runs, from the suite's own pass rates (stats/power.ts).


/** Failure rate used to illustrate what one run per test misses. */
const ILLUSTRATIVE_FLAKY_RATE = 0.2;
function powerHint(advice, tests, level, minEffect) {
    const sentences = [];
    const now = `At ${(0,format/* plural */.LS)(advice.repeats, 'run')} per test`;
    if (!advice.canReachLevel) {
        sentences.push(`This suite cannot detect any drop: even if all ${tests} common tests failed, p would stay above ${(0,format/* pValue */.sp)(level)}.`);
    }
    else if (minEffect > 0) {
        const detectable = advice.minDetectableDrop === null ? 'no drop reaches 80%' : `80% needs a drop of ${(0,format/* pointsText */.JA)(advice.minDetectableDrop)}`;
        sentences.push(`${now}, a drop of ${(0,format/* pointsText */.JA)(minEffect)} is significant in ${Math.round(advice.power * 100)}% of runs (${detectable}).`);
    }
    else if (advice.minDetectableDrop !== null) {
        sentences.push(`${now}, a drop of ${(0,format/* pointsText */.JA)(advice.minDetectableDrop)} is significant in 80% of runs.`);
    }
    if (minEffect > 0 && advice.repeatsForMinEffect === null) {
        sentences.push(`Not even ${MAX_SUGGESTED_REPEATS} runs per test reach 80% for a drop of ${(0,format/* pointsText */.JA)(minEffect)}: add tests or raise min-effect.`);
    }
    else if (minEffect > 0 && advice.repeatsForMinEffect !== null && advice.repeatsForMinEffect > advice.repeats) {
        sentences.push(`80% for a drop of ${(0,format/* pointsText */.JA)(minEffect)} takes ${advice.repeatsForMinEffect} runs per test on each side; ` +
            `the check also needs the drop seen to reach ${(0,format/* pointsText */.JA)(minEffect)}, about half the time for a drop of exactly that.`);
    }
    if (advice.testsNeeded !== null && advice.testsNeeded > tests)
        sentences.push(`Or about ${advice.testsNeeded} tests.`);
    if (advice.repeats === 1) {
        sentences.push(`One run per test misses a test failing ${ILLUSTRATIVE_FLAKY_RATE * 100}% of the time; ${runsToSeeFlaky(ILLUSTRATIVE_FLAKY_RATE)} runs see it fail with 95% probability.`);
    }
    return sentences.join(' ');
}

;// CONCATENATED MODULE: ./src/compare/suite.ts
// One suite, base vs head: pairing of tests, side summaries, the gate's inputs, per-test facts.
// The verdict needs the families over all suites (Holm, Tarone) and the errored-runs sensitivity,
// so it is settled in two steps: analyseSuite (everything local to the suite), then one of the
// settle* functions given the check's judgement (compare.ts).












/**
 * Every suite with at least one common test (same id and spec, scored runs on both sides, not
 * quarantined) is gated: the exact tests are exact for any number of tests, and a suite too small to
 * reach significance is called underpowered instead.
 */
const MIN_COMMON_TESTS = 1;
function sideSummary(suite) {
    const tests = suite.tests.map((t) => ({ counts: countRuns(t) }));
    const scored = tests.filter((t) => scoredRuns(t.counts) > 0).map((t) => ({ passed: t.counts.passed, runs: scoredRuns(t.counts) }));
    const total = (key) => tests.reduce((n, t) => n + t.counts[key], 0);
    let rate = null;
    let method = null;
    if (scored.length > 0 && scored.every((t) => t.runs === 1)) {
        rate = (0,wilson/* wilson */.r)(scored.reduce((n, t) => n + t.passed, 0), scored.length);
        method = 'wilson';
    }
    else if (scored.length > 0) {
        rate = (0,mover/* moverPassRate */.li)(scored);
        method = 'wilson-mover';
    }
    return {
        pass_rate: rate?.estimate ?? null,
        ci: rate === null ? null : [rate.lower, rate.upper],
        ci_method: method,
        tests: suite.tests.length,
        runs: suite.tests.reduce((n, t) => n + t.runs.length, 0),
        passed: total('passed'),
        errored: total('errored'),
        skipped: total('skipped'),
        tool_calls_captured: toolCallsCaptured(suite),
    };
}
/** The errored runs of a suite by the code that errored them (the run's error, else its first infrastructure code). */
function erroredByCode(suite) {
    const counts = new Map();
    for (const t of suite.tests)
        for (const r of t.runs) {
            if (r.outcome !== 'errored')
                continue;
            const code = r.error?.code ?? r.codes.find((c) => schema/* INFRA_CODES */.uw.includes(c)) ?? 'ENGINE_ERROR';
            counts.set(code, (counts.get(code) ?? 0) + 1);
        }
    return counts;
}
function testRow(testId, base, head, change, quarantined) {
    const side = (s) => s === undefined ? null : { passed: s.counts.passed, runs: scoredRuns(s.counts), errored: s.counts.errored };
    return {
        test_id: testId,
        base: side(base),
        head: side(head),
        change,
        p_value: null,
        min_p: null,
        p_adjusted: null,
        p_method: null,
        broke: false,
        quarantined,
        first_failure: head === undefined ? null : firstFailure(head.test),
    };
}
function analyseSuite(base, head, settings) {
    const suiteId = (head ?? base)?.suite_id;
    if (suiteId === undefined)
        throw new Error('analyseSuite needs a base or a head suite');
    const isQuarantined = (testId) => settings.quarantine.some((e) => matchesTest(e, suiteId, testId));
    const index = (suite) => new Map((suite?.tests ?? []).map((test) => [test.test_id, { test, counts: countRuns(test) }]));
    const baseTests = index(base);
    const headTests = index(head);
    const rows = [];
    const gate = { observed: [], erroredPassed: [], erroredFailed: [], errored: { base: 0, head: 0 } };
    let common = 0;
    let added = 0;
    let removed = 0;
    let changed = 0;
    for (const [id, h] of headTests) {
        const b = baseTests.get(id);
        if (b === undefined) {
            added++;
            rows.push(testRow(id, undefined, h, 'added', isQuarantined(id)));
        }
        else if (b.test.spec_hash !== h.test.spec_hash) {
            // Not the same test any more: comparing it with itself would credit or blame the PR for a
            // change of the spec. Counted once as added and once as removed.
            changed++;
            rows.push(testRow(id, b, h, 'changed', isQuarantined(id)));
        }
        else {
            common++;
            const change = classifyChange(b.counts, h.counts);
            const quarantined = isQuarantined(id);
            rows.push(testRow(id, b, h, change, quarantined));
            if (!quarantined)
                addToGate(gate, id, b.counts, h.counts, effectCounts(b.test), effectCounts(h.test));
        }
    }
    for (const [id, b] of baseTests) {
        if (headTests.has(id))
            continue;
        removed++;
        rows.push(testRow(id, b, undefined, 'removed', isQuarantined(id)));
    }
    const baseSummary = base === undefined ? null : sideSummary(base);
    const headSummary = head === undefined ? null : sideSummary(head);
    const suspect = [
        ...(base?.suspect === undefined ? [] : [`base: ${base.suspect}`]),
        ...(head?.suspect === undefined ? [] : [`head: ${head.suspect}`]),
    ];
    const quarantinedCount = rows.filter((r) => r.quarantined).length;
    const validity = validityNotes(rows, changed, quarantinedCount);
    for (const [side, suite, indexed] of [
        ['base', base, baseTests],
        ['head', head, headTests],
    ]) {
        // Results files from the runner never repeat a test id; a hand-merged one might.
        if (suite !== undefined && suite.tests.length !== indexed.size) {
            validity.push(`${side}: ${suite.tests.length - indexed.size} duplicate test id(s); only the last entry of each was compared`);
        }
    }
    const transitions = head === undefined ? null : transitionSets(head);
    const comparison = {
        suite_id: suiteId,
        file: head?.file ?? base?.file ?? null,
        verdict: 'unchanged',
        reason: '',
        base: baseSummary,
        head: headSummary,
        common_tests: common,
        added_tests: added + changed,
        removed_tests: removed + changed,
        changed_tests: changed,
        quarantined_tests: quarantinedCount,
        delta: null,
        interval_note: null,
        test: null,
        p_value: null,
        p_adjusted: null,
        p_value_improved: null,
        p_adjusted_improved: null,
        min_attainable_p: null,
        power_hint: null,
        power: null,
        failure_codes: failureCodeCounts(base, head),
        validity,
        process: { base: base === undefined ? null : processMetrics(base), head: head === undefined ? null : processMetrics(head) },
        coverage: transitions === null ? null : coverageOf([transitions]),
        tests: rows,
    };
    return {
        comparison,
        gate: base === undefined || head === undefined ? null : gate,
        suspect,
        base,
        head,
        isQuarantined,
        transitions,
    };
}
/**
 * The runs an adaptive run measures a test's change on: its first `effect_runs` runs, which the
 * stopping rule chose without looking at this test's outcomes (later runs only add to the exact
 * tests). Null: every run (fixed repeats).
 */
function effectCounts(test) {
    if (test.effect_runs === undefined)
        return null;
    const counts = { passed: 0, failed: 0, errored: 0, skipped: 0 };
    for (const run of test.runs)
        if (run.repeat < test.effect_runs)
            counts[run.outcome]++;
    return counts;
}
/** Adds a common test to the gate's inputs: observed when both sides have scored runs; in the extremes when they have runs at all. */
function addToGate(gate, testId, b, h, bEffect = null, hEffect = null) {
    const stratum = (headPassed, headRuns, basePassed, baseRuns) => ({
        headPassed,
        headRuns,
        basePassed,
        baseRuns,
    });
    // The minimum effects read the effect runs when either side ran adaptively and both have some scored.
    const eb = bEffect ?? b;
    const eh = hEffect ?? h;
    const effect = (bEffect !== null || hEffect !== null) && scoredRuns(eb) > 0 && scoredRuns(eh) > 0
        ? { effect: stratum(eh.passed, scoredRuns(eh), eb.passed, scoredRuns(eb)) }
        : {};
    if (scoredRuns(b) > 0 && scoredRuns(h) > 0) {
        gate.observed.push({ testId, stratum: stratum(h.passed, scoredRuns(h), b.passed, scoredRuns(b)), ...effect });
    }
    gate.errored.base += b.errored;
    gate.errored.head += h.errored;
    const baseRuns = scoredRuns(b) + b.errored;
    const headRuns = scoredRuns(h) + h.errored;
    if (baseRuns > 0 && headRuns > 0) {
        const adaptive = bEffect !== null || hEffect !== null;
        const ebRuns = scoredRuns(eb) + eb.errored;
        const ehRuns = scoredRuns(eh) + eh.errored;
        const withEffect = adaptive && ebRuns > 0 && ehRuns > 0;
        gate.erroredPassed.push({
            testId,
            stratum: stratum(h.passed + h.errored, headRuns, b.passed + b.errored, baseRuns),
            ...(withEffect ? { effect: stratum(eh.passed + eh.errored, ehRuns, eb.passed + eb.errored, ebRuns) } : {}),
        });
        gate.erroredFailed.push({
            testId,
            stratum: stratum(h.passed, headRuns, b.passed, baseRuns),
            ...(withEffect ? { effect: stratum(eh.passed, ehRuns, eb.passed, ebRuns) } : {}),
        });
    }
}
function validityNotes(rows, changed, quarantined) {
    const notes = [];
    if (changed > 0) {
        notes.push(`${changed} test${changed === 1 ? '' : 's'} changed spec since the base: compared as added and removed, not paired`);
    }
    const noData = rows.filter((r) => r.change === 'no_data').length;
    if (noData > 0)
        notes.push(`${noData} common test${noData === 1 ? '' : 's'} had no scored run on one side (all errored or skipped): not compared`);
    const removedFailing = rows.filter((r) => r.change === 'removed' && r.base !== null && r.base.passed < r.base.runs).length;
    if (removedFailing > 0) {
        notes.push(`${removedFailing} removed test${removedFailing === 1 ? ' was' : 's were'} failing on base: the head pass rate looks better without ${removedFailing === 1 ? 'it' : 'them'}`);
    }
    if (quarantined > 0)
        notes.push(`${quarantined} quarantined test${quarantined === 1 ? '' : 's'}: reported, never gating`);
    return notes;
}
const TEST_NAMES = {
    'mcnemar-exact': 'exact McNemar test',
    'mcnemar-midp': 'mid-p McNemar test',
    'stratified-exact': 'exact stratified test',
    'stratified-midp': 'mid-p stratified test',
};
/** "`t-10` 6/6 → 0/6 (Fisher p = 0.0011)" */
function brokenText(t) {
    const s = t.stratum;
    return `\`${t.testId}\` ${s.basePassed}/${s.baseRuns} → ${s.headPassed}/${s.headRuns} (Fisher p = ${(0,format/* pValue */.sp)(t.p)})`;
}
/**
 * The verdict of a suite judged by the gate (statistics design, sections 8 and 8b): its numbers,
 * the reason in words, the power hint, and a note when the interval seems to contradict the verdict.
 */
function settleJudged(analysis, j, check, settings) {
    const c = analysis.comparison;
    const suites = check.suites.length;
    c.delta = { estimate: j.delta.estimate, ci: [j.delta.lower, j.delta.upper], method: j.delta.method };
    c.test = j.test;
    c.p_value = j.p;
    c.p_value_improved = j.pImproved;
    c.p_adjusted = j.pAdjusted;
    c.p_adjusted_improved = j.pAdjustedImproved;
    c.min_attainable_p = j.minAttainable;
    fillTestRows(c, j);
    const alphaSuites = check.alphaSuites;
    const evidence = (p, pAdj) => `${TEST_NAMES[j.test]} p = ${(0,format/* pValue */.sp)(p)}, Holm-adjusted ${(0,format/* pValue */.sp)(pAdj)} over ${(0,format/* plural */.LS)(suites, 'suite')} (level α/2 = ${(0,format/* level */.Rc)(alphaSuites)})`;
    const on = `on ${(0,format/* plural */.LS)(j.strata.length, 'common test')}`;
    const interval = `(95% interval [${(0,format/* points */.WR)(j.delta.lower)}, ${(0,format/* points */.WR)(j.delta.upper)}])`;
    const broken = j.tests.filter((t) => t.broke);
    const dropped = j.significantDrop && j.effect <= -settings.minEffect + 1e-12;
    const family = check.testFamily;
    c.verdict = j.verdict;
    switch (j.verdict) {
        case 'regressed': {
            const parts = [];
            if (broken.length > 0) {
                parts.push(`${(0,format/* plural */.LS)(broken.length, 'test')} broke: ${broken.map(brokenText).join(', ')}; ` +
                    `a test breaks when its Fisher p ≤ ${(0,format/* level */.Rc)(family.level)} (α/2 over Tarone's m* = ${family.m}: the tests of the check that could reach significance) ` +
                    `and its pass rate fell by at least ${(0,format/* pointsText */.JA)(settings.minTestEffect)}`);
            }
            if (dropped)
                parts.push(`pass rate fell by ${(0,format/* pointsText */.JA)(-j.effect)} ${on}; ${evidence(j.p, j.pAdjusted)}`);
            c.reason = parts.join('; ');
            break;
        }
        case 'improved':
            c.reason = `pass rate rose by ${(0,format/* pointsText */.JA)(j.effect)} ${on}; ${evidence(j.pImproved, j.pAdjustedImproved)}`;
            break;
        case 'underpowered':
            c.reason =
                `this suite cannot fail the check: even if every common test failed every run, p would be ${(0,format/* pValue */.sp)(j.minAttainable)}, ` +
                    `above its level ${(0,format/* level */.Rc)(j.level)} (α/2 over ${(0,format/* plural */.LS)(suites, 'suite')}), and no single test could be flagged as broken` +
                    (j.effect < 0 ? `; observed change ${(0,format/* points */.WR)(j.effect)} points ${interval} ${on}` : '');
            break;
        case 'possible_regression':
            c.reason =
                `pass rate fell by ${(0,format/* pointsText */.JA)(-j.effect)} ${interval} ${on}, but not significantly: ${evidence(j.p, j.pAdjusted)}; ` +
                    'more runs per test would settle it';
            break;
        case 'unchanged': {
            const small = j.significantDrop || j.significantGain
                ? `; a significant ${j.significantDrop ? 'drop' : 'rise'} (${evidence(j.significantDrop ? j.p : j.pImproved, j.significantDrop ? j.pAdjusted : j.pAdjustedImproved)}), ` +
                    `smaller than the minimum effect of ${(0,format/* pointsText */.JA)(settings.minEffect)}`
                : `; ${evidence(j.p, j.pAdjusted)}`;
            c.reason = `no drop of ${(0,format/* pointsText */.JA)(settings.minEffect)} or more: ${(0,format/* points */.WR)(j.effect)} points ${on}${small}`;
            break;
        }
    }
    c.interval_note = intervalNote(j, broken.length > 0 && !dropped);
    const advice = powerAdvice(j.strata, j.level, settings.minEffect);
    c.power = {
        level: j.level,
        min_detectable_drop: advice.minDetectableDrop,
        repeats: advice.repeats,
        repeats_needed: advice.repeatsNeeded,
        tests_needed: advice.testsNeeded,
    };
    const slack = 1e-12;
    const cannotSeeMinEffect = advice.minDetectableDrop === null || advice.minDetectableDrop > settings.minEffect + slack;
    if (c.verdict === 'underpowered' ||
        c.verdict === 'possible_regression' ||
        (cannotSeeMinEffect && advice.repeatsNeeded > advice.repeats)) {
        c.power_hint = powerHint(advice, j.strata.length, j.level, settings.minEffect);
    }
}
/** Explains an interval that seems to contradict the verdict: the gate uses the exact tests. */
function intervalNote(j, byBrokenTestOnly) {
    const [lower, upper] = [j.delta.lower, j.delta.upper];
    if (j.verdict === 'regressed' && upper >= 0) {
        return byBrokenTestOnly
            ? 'the interval for the average change reaches 0 because the drop is concentrated in the broken test; the gate uses the exact per-test test (Fisher, Tarone); the interval is approximate'
            : `the interval reaches 0, but the gate uses the ${TEST_NAMES[j.test]}, which is exact; the interval is approximate`;
    }
    if (j.verdict === 'improved' && lower <= 0) {
        return `the interval reaches 0, but the gate uses the ${TEST_NAMES[j.test]}, which is exact; the interval is approximate`;
    }
    if (j.verdict !== 'regressed' && j.verdict !== 'improved' && upper < 0) {
        return j.significantDrop
            ? 'the interval lies wholly below 0: the drop is significant, but smaller than the minimum effect, so it does not fail the check'
            : `the interval lies wholly below 0, yet the ${TEST_NAMES[j.test]} is not significant at its level (p = ${(0,format/* pValue */.sp)(j.pAdjusted)} after Holm); the gate uses the exact test; the interval is approximate`;
    }
    return null;
}
function fillTestRows(c, j) {
    const byId = new Map(j.tests.map((t) => [t.testId, t]));
    for (const row of c.tests) {
        const t = row.change === 'added' || row.change === 'removed' || row.change === 'changed' ? undefined : byId.get(row.test_id);
        if (t === undefined)
            continue;
        // With one run per side a test's Fisher p is at best 0.5: shown only for tests with repeats.
        if (Math.max(t.stratum.headRuns, t.stratum.baseRuns) >= 2) {
            row.p_value = t.p;
            row.p_method = 'fisher-exact';
        }
        row.min_p = t.minP;
        row.p_adjusted = t.pAdjusted;
        row.broke = t.broke;
    }
}
/**
 * A suite whose errored runs could change its verdict, or whose data are suspect: invalid, never
 * regressed. `observed` is its judgement within the check before it was set aside (numbers shown for
 * information, unadjusted); null when it had no common test with scored runs on both sides.
 */
function settleInvalid(analysis, reasons, observed) {
    const c = analysis.comparison;
    c.verdict = 'invalid';
    c.reason = reasons.join('; ');
    if (observed === null) {
        unpairedForInformation(analysis);
        return;
    }
    c.delta = { estimate: observed.delta.estimate, ci: [observed.delta.lower, observed.delta.upper], method: observed.delta.method };
    c.test = observed.test;
    c.p_value = observed.p;
    c.p_value_improved = observed.pImproved;
    c.min_attainable_p = observed.minAttainable;
}
/** A suite on one side only (new, removed), or with no common test to pair (inconclusive). */
function settleUngated(analysis) {
    const c = analysis.comparison;
    const { base, head } = analysis;
    if (base === undefined || head === undefined) {
        c.verdict = base === undefined ? 'new' : 'removed';
        c.reason =
            base === undefined
                ? `new suite (${(0,format/* plural */.LS)(head?.tests.length ?? 0, 'test')}): nothing to compare with`
                : `suite removed (it had ${(0,format/* plural */.LS)(base.tests.length, 'test')})`;
        return;
    }
    unpairedForInformation(analysis);
    c.verdict = 'inconclusive';
    c.reason =
        'no common test with scored runs on both sides (same id and spec, not quarantined), so nothing to pair and no gate' +
            (c.delta === null ? '' : '; the unpaired comparison shown is for information only');
}
/**
 * No test to pair: each side's mean pass rate over its own tests (quarantined ones left out) and the
 * difference, for information. One run per test: Newcombe's hybrid score and a one-sided Fisher test
 * on the tests; with repeats: the Wilson-MOVER intervals of the two sides combined, and no test
 * (runs of one test are not independent draws of the suite).
 */
function unpairedForInformation(analysis) {
    const { base, head, comparison } = analysis;
    if (base === undefined || head === undefined)
        return;
    const side = (suite) => suite.tests
        .filter((t) => !analysis.isQuarantined(t.test_id))
        .map(countRuns)
        .filter((c) => scoredRuns(c) > 0)
        .map((c) => ({ passed: c.passed, runs: scoredRuns(c) }));
    const b = side(base);
    const h = side(head);
    if (b.length === 0 || h.length === 0)
        return;
    if ([...b, ...h].every((c) => c.runs === 1)) {
        const passed = (cs) => cs.filter((c) => c.passed === 1).length;
        const ci = (0,newcombe/* newcombeUnpaired */.J)(passed(h), h.length, passed(b), b.length);
        comparison.delta = { estimate: ci.estimate, ci: [ci.lower, ci.upper], method: 'newcombe-unpaired' };
        comparison.test = 'fisher-exact';
        comparison.p_value = (0,stratified/* fisherExact */.Rr)({ headPassed: passed(h), headRuns: h.length, basePassed: passed(b), baseRuns: b.length }).less;
        return;
    }
    const ci = (0,mover/* moverUnpairedDelta */._J)(h, b);
    comparison.delta = { estimate: ci.estimate, ci: [ci.lower, ci.upper], method: 'wilson-mover-unpaired' };
}
/** "head: 12 of 30 runs errored (ENGINE_ERROR×12)", per side with errored runs. */
function erroredSummary(analysis) {
    const parts = [];
    let judge = false;
    let agent = false;
    for (const [side, suite, summary] of [
        ['base', analysis.base, analysis.comparison.base],
        ['head', analysis.head, analysis.comparison.head],
    ]) {
        if (suite === undefined || summary === null || summary.errored === 0)
            continue;
        const byCode = erroredByCode(suite);
        judge ||= byCode.has('JUDGE_ERROR');
        agent ||= [...byCode.keys()].some((code) => code !== 'JUDGE_ERROR');
        // Skipped runs were never attempted, so they are not in the denominator.
        const attempted = summary.runs - summary.skipped;
        parts.push(`${side}: ${summary.errored} of ${attempted} runs errored (${[...byCode].map(([code, n]) => `${code}×${n}`).join(', ')})`);
    }
    return { text: parts.join(', '), judge, agent };
}

// EXTERNAL MODULE: ./src/compare/family.ts + 2 modules
var compare_family = __webpack_require__(76723);
;// CONCATENATED MODULE: ./src/compare/schema.ts
// comparison.json (`agent-eval/comparison@1`): base results vs head results, per suite and test.
// The reports are rendered from this alone.

const COMPARISON_SCHEMA = 'agent-eval/comparison@1';
// regressed: a significant drop of at least min_effect, or a broken test (fails the check).
// possible_regression: a drop of at least min_effect that is not significant (neutral check).
// underpowered: no outcome of the head runs could have failed the check (neutral check).
// unchanged: no drop of min_effect or more, and the suite could have failed the check.
// inconclusive: no common test with scored runs on both sides, so nothing to pair (neutral check).
// invalid: the data cannot be trusted: errored runs that could change the verdict, or suspect data.
const SuiteVerdictSchema = schemas/* enum */.k5n([
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
// newly_failing: base passed every scored run, head failed at least one. fixed: base failed at least
// one, head passed every one. flaky: neither, and some side has both passes and failures. unchanged:
// both sides all-pass or both all-fail. changed: the test's spec differs (compared as added+removed).
// no_data: in both results but one side has no scored run (all errored or skipped): not compared.
const TestChangeSchema = schemas/* enum */.k5n(['newly_failing', 'fixed', 'flaky', 'unchanged', 'added', 'removed', 'changed', 'no_data']);
const Interval = schemas/* tuple */.PVZ([schemas/* number */.aig(), schemas/* number */.aig()]);
const SideSummarySchema = schemas/* object */.Ikc({
    /** Mean over tests of each test's pass fraction (equal weight per test); null with no scored runs. */
    pass_rate: schemas/* number */.aig().nullable(),
    ci: Interval.nullable(),
    ci_method: schemas/* enum */.k5n(['wilson', 'wilson-mover']).nullable(),
    tests: schemas/* number */.aig().int(),
    /** Every recorded run: passed + failed + errored + skipped. */
    runs: schemas/* number */.aig().int(),
    passed: schemas/* number */.aig().int(),
    errored: schemas/* number */.aig().int(),
    skipped: schemas/* number */.aig().int(),
    /** Tool calls captured on this side, and whether the suite expects any (seed 003). */
    tool_calls_captured: schemas/* number */.aig().int(),
});
const ProcessMetricsSchema = schemas/* object */.Ikc({
    turns: schemas/* number */.aig().int(),
    tool_calls_per_turn: schemas/* number */.aig().nullable(),
    tools: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig().int()),
    latency_p50_ms: schemas/* number */.aig().nullable(),
    latency_p95_ms: schemas/* number */.aig().nullable(),
    input_tokens: schemas/* number */.aig().nullable(),
    output_tokens: schemas/* number */.aig().nullable(),
});
const TestComparisonSchema = schemas/* object */.Ikc({
    test_id: schemas/* string */.YjP(),
    /** `runs` counts scored runs (passed + failed), the denominator of the pass fraction; errored apart. */
    base: schemas/* object */.Ikc({ passed: schemas/* number */.aig().int(), runs: schemas/* number */.aig().int(), errored: schemas/* number */.aig().int() }).nullable(),
    head: schemas/* object */.Ikc({ passed: schemas/* number */.aig().int(), runs: schemas/* number */.aig().int(), errored: schemas/* number */.aig().int() }).nullable(),
    change: TestChangeSchema,
    /**
     * One-sided Fisher exact p (head worse) of a gating test, shown for tests with repeats; min_p is the
     * smallest p its margins allow. p_adjusted is p times Tarone's m* over every gating test of the
     * check, for the tests that could reach significance (null for the others).
     */
    p_value: schemas/* number */.aig().nullable(),
    min_p: schemas/* number */.aig().nullable().optional(),
    p_adjusted: schemas/* number */.aig().nullable(),
    p_method: schemas/* literal */.euz('fisher-exact').nullable().optional(),
    /** Rejected by the per-test family and fell by at least min_test_effect: fails the check. */
    broke: schemas/* boolean */.zMY().optional(),
    quarantined: schemas/* boolean */.zMY(),
    /** First failing turn on head, for the report: turn id, code, expected, actual, reason. */
    first_failure: schemas/* object */.Ikc({
        turn_id: schemas/* string */.YjP(),
        code: schemas/* string */.YjP(),
        key: schemas/* string */.YjP(),
        expected: schemas/* unknown */.L5J().optional(),
        actual: schemas/* unknown */.L5J().optional(),
        reason: schemas/* string */.YjP(),
    })
        .nullable(),
});
/**
 * Transition coverage on head: (node, option) pairs offered in next_node_descriptor.options, and those
 * a process_node call chose; `missing` lists offered pairs no test chose, as "node -> option".
 */
const CoverageSchema = schemas/* object */.Ikc({
    offered: schemas/* number */.aig().int(),
    exercised: schemas/* number */.aig().int(),
    missing: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const SuiteComparisonSchema = schemas/* object */.Ikc({
    suite_id: schemas/* string */.YjP(),
    file: schemas/* string */.YjP().nullable(),
    verdict: SuiteVerdictSchema,
    reason: schemas/* string */.YjP(),
    base: SideSummarySchema.nullable(),
    head: SideSummarySchema.nullable(),
    common_tests: schemas/* number */.aig().int(),
    added_tests: schemas/* number */.aig().int(),
    removed_tests: schemas/* number */.aig().int(),
    delta: schemas/* object */.Ikc({
        estimate: schemas/* number */.aig(),
        ci: Interval,
        method: schemas/* enum */.k5n(['newcombe-paired', 'wilson-mover', 'newcombe-unpaired', 'wilson-mover-unpaired']),
    })
        .nullable(),
    /** Set when the interval and the verdict seem to disagree: which one the gate used, and why. */
    interval_note: schemas/* string */.YjP().nullable().optional(),
    test: schemas/* enum */.k5n(['mcnemar-exact', 'mcnemar-midp', 'stratified-exact', 'stratified-midp', 'fisher-exact']).nullable(),
    /** One-sided p for "head is worse"; p_adjusted is Holm over the suites that gate (null: not gating), compared with alpha/2. */
    p_value: schemas/* number */.aig().nullable(),
    p_adjusted: schemas/* number */.aig().nullable(),
    /** The other tail (head is better), same test and Holm family: the basis of `improved`. */
    p_value_improved: schemas/* number */.aig().nullable().optional(),
    p_adjusted_improved: schemas/* number */.aig().nullable().optional(),
    /** Tests whose spec changed since the base (also counted in added and removed), and quarantined tests. */
    changed_tests: schemas/* number */.aig().int().optional(),
    quarantined_tests: schemas/* number */.aig().int().optional(),
    /** Smallest p-value the suite test could reach with its data (every head run failing); above alpha/2/m it cannot fail alone. */
    min_attainable_p: schemas/* number */.aig().nullable(),
    power_hint: schemas/* string */.YjP().nullable(),
    /** The numbers behind power_hint, at `level` = (alpha/2) / (suites in the Holm family). */
    power: schemas/* object */.Ikc({
        level: schemas/* number */.aig(),
        min_detectable_drop: schemas/* number */.aig().nullable(),
        repeats: schemas/* number */.aig().int(),
        repeats_needed: schemas/* number */.aig().int(),
        tests_needed: schemas/* number */.aig().int().nullable(),
    })
        .nullable()
        .optional(),
    failure_codes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* object */.Ikc({ base: schemas/* number */.aig().int(), head: schemas/* number */.aig().int() })),
    validity: schemas/* array */.YOg(schemas/* string */.YjP()),
    process: schemas/* object */.Ikc({ base: ProcessMetricsSchema.nullable(), head: ProcessMetricsSchema.nullable() }),
    coverage: CoverageSchema.nullable(),
    tests: schemas/* array */.YOg(TestComparisonSchema),
});
const ComparisonSchema = schemas/* object */.Ikc({
    schema: schemas/* literal */.euz(COMPARISON_SCHEMA),
    verdict: schemas/* enum */.k5n(['pass', 'fail', 'inconclusive', 'invalid']),
    reason: schemas/* string */.YjP(),
    /** The check's one-sided family-wise level: alpha/2 for the suites (Holm), alpha/2 for the tests (Tarone). */
    alpha: schemas/* number */.aig(),
    min_effect: schemas/* number */.aig(),
    min_test_effect: schemas/* number */.aig().optional(),
    /** The two families the check's alpha is split between. */
    families: schemas/* object */.Ikc({
        suites: schemas/* object */.Ikc({ alpha: schemas/* number */.aig(), method: schemas/* literal */.euz('holm'), size: schemas/* number */.aig().int() }),
        tests: schemas/* object */.Ikc({
            alpha: schemas/* number */.aig(),
            method: schemas/* literal */.euz('tarone'),
            /** Gating tests of the check. */
            size: schemas/* number */.aig().int(),
            /** Tests that could reach significance, and Tarone's m* (the divisor of alpha). */
            counted: schemas/* number */.aig().int(),
            m: schemas/* number */.aig().int(),
            level: schemas/* number */.aig(),
        }),
    })
        .optional(),
    /** Tests that broke (each fails the check), most significant first. */
    broken_tests: schemas/* array */.YOg(schemas/* object */.Ikc({
        suite_id: schemas/* string */.YjP(),
        test_id: schemas/* string */.YjP(),
        base: schemas/* object */.Ikc({ passed: schemas/* number */.aig().int(), runs: schemas/* number */.aig().int() }),
        head: schemas/* object */.Ikc({ passed: schemas/* number */.aig().int(), runs: schemas/* number */.aig().int() }),
        p_value: schemas/* number */.aig(),
        p_adjusted: schemas/* number */.aig(),
    }))
        .optional(),
    baseline: schemas/* object */.Ikc({
        source: schemas/* enum */.k5n(['branch', 'file', 'fresh', 'none']),
        commit: schemas/* string */.YjP().nullable(),
        /** How many first-parent commits back from the merge-base the baseline was found. */
        distance: schemas/* number */.aig().int().nullable(),
    }),
    head: schemas/* object */.Ikc({
        commit: schemas/* string */.YjP().nullable(),
        target: schemas/* string */.YjP(),
        repeats: schemas/* number */.aig().int().nullable(),
        /** Set when the head ran with adaptive repeats (`--repeats auto`). */
        adaptive: schemas/* object */.Ikc({ min: schemas/* number */.aig().int(), max: schemas/* number */.aig().int(), rounds: schemas/* number */.aig().int(), calls: schemas/* number */.aig().int() }).optional(),
    }),
    totals: schemas/* object */.Ikc({
        base_pass_rate: schemas/* number */.aig().nullable(),
        head_pass_rate: schemas/* number */.aig().nullable(),
        delta: schemas/* number */.aig().nullable(),
    }),
    suites: schemas/* array */.YOg(SuiteComparisonSchema),
    /** Transition coverage over all suites on head. */
    coverage: CoverageSchema.nullable().optional(),
    quarantine: schemas/* array */.YOg(schemas/* object */.Ikc({ test_id: schemas/* string */.YjP(), reason: schemas/* string */.YjP(), expires: schemas/* string */.YjP(), expired: schemas/* boolean */.zMY() })),
    /**
     * Why runs errored, per side: each distinct code and message once, with how many runs it ended
     * and the first of them, most frequent first (at most ERRORED_CAUSES_KEPT per side). What a
     * reviewer fixes when the agent or the judge was down; absent in files of older versions.
     */
    errors: schemas/* array */.YOg(schemas/* object */.Ikc({
        side: schemas/* enum */.k5n(['base', 'head']),
        code: schemas/* string */.YjP(),
        message: schemas/* string */.YjP(),
        runs: schemas/* number */.aig().int(),
        first: schemas/* object */.Ikc({ suite_id: schemas/* string */.YjP(), test_id: schemas/* string */.YjP(), repeat: schemas/* number */.aig().int() }),
    }))
        .optional(),
    warnings: schemas/* array */.YOg(schemas/* string */.YjP()),
    duration_ms: schemas/* number */.aig().nullable(),
});
/** Distinct causes of errored runs kept per side in comparison.json. */
const ERRORED_CAUSES_KEPT = 10;

// EXTERNAL MODULE: ./src/url.ts
var url = __webpack_require__(17666);
;// CONCATENATED MODULE: ./src/compare/compare.ts









/** The statistical defaults; the caller adds quarantine, now and baseline. */
const DEFAULT_COMPARE_OPTIONS = compare_family/* DEFAULT_JUDGE_SETTINGS */.WJ;
function compareResults(base, head, options) {
    const warnings = [];
    const inForce = options.quarantine.filter((e) => !isExpired(e, options.now));
    for (const entry of options.quarantine) {
        if (isExpired(entry, options.now)) {
            warnings.push(`quarantine entry for ${quarantineLabel(entry)} expired on ${entry.expires}: the test gates again; fix it or renew the entry (reason given: ${entry.reason})`);
        }
        else if (!head.suites.some((s) => s.tests.some((t) => matchesTest(entry, s.suite_id, t.test_id)))) {
            warnings.push(`quarantine entry for ${quarantineLabel(entry)} matches no test in the head results: check the id`);
        }
    }
    for (const [side, results] of [
        ['base', base],
        ['head', head],
    ]) {
        if (results !== null && !results.run.complete) {
            warnings.push(`the ${side} run is incomplete${results.run.incomplete_reason === undefined ? '' : `: ${results.run.incomplete_reason}`}`);
        }
    }
    const settings = {
        alpha: options.alpha,
        minEffect: options.minEffect,
        minTestEffect: options.minTestEffect ?? compare_family/* DEFAULT_JUDGE_SETTINGS */.WJ.minTestEffect,
        midP: options.midP ?? false,
    };
    const analyses = pairSuites(base, head).map(([b, h]) => analyseSuite(b, h, { quarantine: inForce }));
    const judgement = judgeAll(analyses, settings);
    const suites = analyses.map((a) => a.comparison);
    const overall = overallVerdict(suites, base === null);
    const broken = judgement.suites
        .flatMap((s) => s.tests.filter((t) => t.broke).map((t) => ({ suite: s.suiteId, t })))
        .sort((x, y) => x.t.p - y.t.p)
        .map(({ suite, t }) => ({
        suite_id: suite,
        test_id: t.testId,
        base: { passed: t.stratum.basePassed, runs: t.stratum.baseRuns },
        head: { passed: t.stratum.headPassed, runs: t.stratum.headRuns },
        p_value: t.p,
        p_adjusted: t.pAdjusted ?? 1,
    }));
    return {
        schema: COMPARISON_SCHEMA,
        verdict: overall.verdict,
        reason: overall.reason,
        alpha: options.alpha,
        min_effect: options.minEffect,
        min_test_effect: settings.minTestEffect,
        families: {
            suites: { alpha: judgement.alphaSuites, method: 'holm', size: judgement.suites.length },
            tests: {
                alpha: judgement.alphaTests,
                method: 'tarone',
                size: judgement.testFamily.tests,
                counted: judgement.testFamily.counted,
                m: judgement.testFamily.m,
                level: judgement.testFamily.level,
            },
        },
        broken_tests: broken,
        baseline: options.baseline,
        // Redacted again: a results file written by an older version may hold the URL as typed.
        head: {
            commit: head.run.commit,
            target: (0,url/* redactUrl */.BO)(head.run.target),
            repeats: head.run.repeats,
            ...(head.run.adaptive ? { adaptive: head.run.adaptive } : {}),
        },
        totals: totals(base, head, judgement),
        suites,
        coverage: coverageOf(analyses.map((a) => a.transitions).filter((t) => t !== null)),
        quarantine: options.quarantine.map((e) => ({
            test_id: quarantineLabel(e),
            reason: e.reason,
            expires: e.expires,
            expired: isExpired(e, options.now),
        })),
        errors: [...erroredCauses('head', head), ...(base === null ? [] : erroredCauses('base', base))],
        warnings,
        duration_ms: runDuration(head),
    };
}
/** Each distinct (code, message) of one side's errored runs once, with its count and first run. */
function erroredCauses(side, results) {
    // The agent clients name the target redacted already; the reports mask secrets on top.
    const causes = (0,summary/* erroredGroups */.Mt)(results.suites).map((g) => ({
        side,
        code: g.code,
        message: g.message,
        runs: g.runs.length,
        first: g.runs[0],
    }));
    // Stable: equally frequent causes keep the order they first appeared in.
    return causes.sort((a, b) => b.runs - a.runs).slice(0, ERRORED_CAUSES_KEPT);
}
/**
 * Settles every suite's verdict. First the sensitivity to errored runs (section 8c): a gated suite
 * is judged within the check as observed, with every errored run counted as passed, and with every
 * errored run counted as failed (both sides alike), the other suites as observed; when these do not
 * all agree on whether it regresses, it is invalid. Then the valid suites are judged together.
 */
function judgeAll(analyses, settings) {
    const gated = analyses.filter((a) => a.gate !== null && a.suspect.length === 0);
    const family = (members, replace) => members
        .map((a) => ({ suiteId: a.comparison.suite_id, tests: a === replace?.suite ? replace.tests : a.gate.observed }))
        .filter((s) => s.tests.length > 0);
    const regresses = (check, suiteId) => check.suites.some((s) => s.suiteId === suiteId && s.verdict === 'regressed');
    const asObserved = (0,compare_family/* judgeCheck */.GE)(family(gated), settings);
    const invalid = new Map();
    for (const a of gated) {
        const id = a.comparison.suite_id;
        const { errored } = a.gate;
        if (errored.base + errored.head === 0)
            continue;
        const outcomes = [
            regresses(asObserved, id),
            regresses((0,compare_family/* judgeCheck */.GE)(family(gated, { suite: a, tests: a.gate.erroredPassed }), settings), id),
            regresses((0,compare_family/* judgeCheck */.GE)(family(gated, { suite: a, tests: a.gate.erroredFailed }), settings), id),
        ];
        const errors = erroredSummary(a);
        if (outcomes.every((o) => o === outcomes[0])) {
            a.comparison.validity.push(`${errors.text}: left out of the pass rates; counted as passed or as failed they would not change the verdict`);
            continue;
        }
        const fix = errors.judge && errors.agent
            ? 'fix the target and the judge, or rerun'
            : errors.judge
                ? "fix the judge (see the runs' errors), or rerun"
                : 'fix the target or rerun';
        invalid.set(a, `${errors.text}, enough to decide the verdict: left out, the suite ${outcomes[0] ? 'regresses' : 'does not regress'}; ` +
            `counted as passed it ${outcomes[1] ? 'would' : 'would not'}; counted as failed it ${outcomes[2] ? 'would' : 'would not'}. Infrastructure trouble${errors.judge ? ` (${errors.agent ? 'the agent and the judge' : 'the judge could not score the checks'})` : ''}, ` +
            `which says nothing about the agent; ${fix}`);
    }
    const valid = gated.filter((a) => !invalid.has(a));
    const check = (0,compare_family/* judgeCheck */.GE)(family(valid), settings);
    for (const a of analyses) {
        const id = a.comparison.suite_id;
        const sensitivity = invalid.get(a);
        const reasons = [...a.suspect, ...(sensitivity === undefined ? [] : [sensitivity])];
        if (reasons.length > 0) {
            // Its numbers are shown for information: as judged within the check, or (a suspect suite,
            // never in the families) alone.
            const observed = a.gate?.observed ?? [];
            const alone = () => observed.length > 0 ? ((0,compare_family/* judgeCheck */.GE)([{ suiteId: id, tests: observed }], settings).suites[0] ?? null) : null;
            settleInvalid(a, reasons, asObserved.suites.find((s) => s.suiteId === id) ?? alone());
            continue;
        }
        const judged = check.suites.find((s) => s.suiteId === id);
        if (judged === undefined)
            settleUngated(a);
        else
            settleJudged(a, judged, check, settings);
    }
    return check;
}
/** Head suites in head order, then suites only the base has. */
function pairSuites(base, head) {
    const baseSuites = new Map((base?.suites ?? []).map((s) => [s.suite_id, s]));
    const headIds = new Set(head.suites.map((s) => s.suite_id));
    return [
        ...head.suites.map((h) => [baseSuites.get(h.suite_id), h]),
        ...[...baseSuites.values()].filter((b) => !headIds.has(b.suite_id)).map((b) => [b, undefined]),
    ];
}
/**
 * fail: a suite regressed (a broken test regresses its suite). invalid: a suite's data cannot be
 * trusted (the caller decides whether that fails the check). pass: at least one suite was judged and
 * every suite is unchanged, improved or new. inconclusive otherwise: no baseline, or a suite shows a
 * possible regression, is underpowered, has no common test, or was removed; the check is neutral.
 */
function overallVerdict(suites, noBaseline) {
    const named = (verdict) => suites.filter((s) => s.verdict === verdict).map((s) => s.suite_id);
    const list = (ids) => `${(0,format/* plural */.LS)(ids.length, 'suite')} (${ids.join(', ')})`;
    const regressed = named('regressed');
    if (regressed.length > 0) {
        const broken = suites.flatMap((s) => s.tests.filter((t) => t.broke === true).map((t) => `${s.suite_id} › ${t.test_id}`));
        return {
            verdict: 'fail',
            reason: `${broken.length > 0 ? `${(0,format/* plural */.LS)(broken.length, 'test')} broke (${broken.join(', ')}); ` : ''}${list(regressed)} regressed`,
        };
    }
    const invalid = named('invalid');
    if (invalid.length > 0)
        return { verdict: 'invalid', reason: `${list(invalid)} invalid: the data cannot be trusted, see each suite's reason` };
    if (noBaseline)
        return { verdict: 'inconclusive', reason: 'no baseline to compare with: head results only' };
    const judged = suites.filter((s) => s.verdict === 'unchanged' || s.verdict === 'improved').length;
    const open = ['possible_regression', 'underpowered', 'inconclusive']
        .map((v) => ({ v, ids: named(v) }))
        .filter((x) => x.ids.length > 0)
        .map(({ v, ids }) => `${ids.length} ${v === 'possible_regression' ? 'possible regression' : v === 'inconclusive' ? 'without common tests' : v} (${ids.join(', ')})`);
    const notJudged = suites.filter((s) => ['possible_regression', 'underpowered', 'inconclusive'].includes(s.verdict)).length;
    const removed = named('removed');
    const extras = [named('new').length > 0 ? `${named('new').length} new` : '', removed.length > 0 ? `${list(removed)} removed` : ''].filter(Boolean);
    if (judged > 0 && notJudged === 0 && removed.length === 0) {
        return { verdict: 'pass', reason: `no suite regressed (${judged} judged${extras.length > 0 ? `; ${extras.join(', ')}` : ''})` };
    }
    const parts = [
        judged > 0 ? `no significant regression in ${judged} of ${(0,format/* plural */.LS)(suites.length, 'suite')}` : 'no suite could be judged',
        notJudged > 0 ? `${judged > 0 ? `${notJudged} could not be judged: ` : ''}${open.join(', ')}` : '',
        ...extras,
    ].filter(Boolean);
    return { verdict: 'inconclusive', reason: parts.join('; ') };
}
/**
 * Headline numbers over all suites, each test weighted equally: each side's pass rate over its own
 * tests with scored runs, and the delta over the gating common tests of the suites that gate.
 */
function totals(base, head, check) {
    const rate = (results) => (results === null ? null : meanTestPassRate(results));
    const strata = check.suites.flatMap((s) => s.strata);
    const delta = strata.length === 0 ? null : strata.reduce((sum, s) => sum + s.headPassed / s.headRuns - s.basePassed / s.baseRuns, 0) / strata.length;
    return { base_pass_rate: rate(base), head_pass_rate: rate(head), delta };
}
function runDuration(results) {
    const ms = Date.parse(results.run.finished_at) - Date.parse(results.run.started_at);
    return Number.isFinite(ms) && ms >= 0 ? ms : null;
}

// EXTERNAL MODULE: ./src/logger.ts
var logger = __webpack_require__(86999);
// EXTERNAL MODULE: ./src/results/read.ts
var read = __webpack_require__(12908);
// EXTERNAL MODULE: ./src/report/format.ts
var report_format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/write.ts + 2 modules
var write = __webpack_require__(52899);
// EXTERNAL MODULE: ./src/suite/loader.ts + 2 modules
var loader = __webpack_require__(6901);
// EXTERNAL MODULE: ./src/suite/messages.ts
var messages = __webpack_require__(68962);
// EXTERNAL MODULE: ./src/commands/io.ts
var commands_io = __webpack_require__(73776);
// EXTERNAL MODULE: ./src/commands/options.ts
var options = __webpack_require__(26052);
;// CONCATENATED MODULE: ./src/commands/compare.ts
// `agent-eval compare --base FILE --head FILE`: compares two results files and writes
// comparison.json, report.md, report.html and junit.xml. Exit 1 when the gate fails.













const COMPARE_HELP = `usage: agent-eval compare --base FILE --head FILE [options]

Compares the results of a baseline run with those of the run under review and writes
comparison.json, report.md (the PR comment), report.html and junit.xml.

  --base FILE            results.json of the baseline (for example the base branch)
  --head FILE            results.json of the run under review
  --out DIR              report directory (default agent-eval-report)
  --alpha A              one-sided significance level of the check, half for the suites (Holm),
                         half for the single tests (Tarone) (default ${DEFAULT_COMPARE_OPTIONS.alpha})
  --min-effect D         smallest drop of a suite's pass rate (0..1) that can fail the gate (default ${DEFAULT_COMPARE_OPTIONS.minEffect})
  --min-test-effect D    smallest drop of one test's pass rate (0..1) that makes a significantly
                         worse test broken; a broken test fails the gate (default ${DEFAULT_COMPARE_OPTIONS.minTestEffect})
  --mid-p                mid-p suite tests: more sensitive, but false alarms no longer guaranteed <= alpha
  --quarantine FILE      YAML/JSON list of quarantined tests: they run and are reported, never gate
  --no-fail-on-invalid   exit 0 when the comparison is invalid (errored runs that could change a verdict)
  -h, --help             show this help

Exit codes: 0 no significant regression, 1 significant regression or a broken test (or an invalid comparison),
2 usage or configuration error (for example a results file that does not validate).`;
async function compareCommand(argv, io) {
    const { values } = (0,options/* parseCommandArgs */.Q)('compare', {
        args: argv,
        allowNegative: true,
        options: {
            base: { type: 'string' },
            head: { type: 'string' },
            out: { type: 'string', default: 'agent-eval-report' },
            alpha: { type: 'string' },
            'min-effect': { type: 'string' },
            'min-test-effect': { type: 'string' },
            'mid-p': { type: 'boolean', default: false },
            quarantine: { type: 'string' },
            'fail-on-invalid': { type: 'boolean', default: true },
            help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help) {
        io.stdout(`${COMPARE_HELP}\n`);
        return commands_io/* EXIT_OK */.Ij;
    }
    if (values.base === undefined || values.head === undefined) {
        throw new commands_io/* UsageError */.eb(`both --base and --head are required\n\n${COMPARE_HELP}`);
    }
    const head = await readResults(values.head, io.cwd);
    const quarantine = values.quarantine === undefined ? [] : await readQuarantine(values.quarantine, io.cwd);
    return compareAndReport({
        basePath: values.base,
        head,
        outDir: values.out,
        alpha: numberOption(values.alpha, '--alpha', { above: 0, max: 0.5 }),
        minEffect: numberOption(values['min-effect'], '--min-effect', { min: 0, max: 1 }),
        minTestEffect: numberOption(values['min-test-effect'], '--min-test-effect', { min: 0, max: 1 }),
        midP: values['mid-p'],
        quarantine,
        failOnInvalid: values['fail-on-invalid'],
        io,
    });
}
/** Reads the baseline, compares, writes every report and prints the verdict; shared by `run --baseline`. */
async function compareAndReport(input) {
    const { io } = input;
    const base = await readResults(input.basePath, io.cwd);
    const comparison = compareResults(base, input.head, {
        alpha: input.alpha ?? DEFAULT_COMPARE_OPTIONS.alpha,
        minEffect: input.minEffect ?? DEFAULT_COMPARE_OPTIONS.minEffect,
        minTestEffect: input.minTestEffect ?? DEFAULT_COMPARE_OPTIONS.minTestEffect,
        midP: input.midP ?? DEFAULT_COMPARE_OPTIONS.midP,
        quarantine: input.quarantine ?? [],
        now: new Date(),
        baseline: { source: input.baselineSource ?? 'file', commit: base.run.commit, distance: null },
    });
    const secrets = [io.env.AGENT_EVAL_AGENT_TOKEN, io.env.OPENAI_API_KEY].filter((s) => typeof s === 'string' && s.length > 0);
    const outDir = (0,external_node_path_.resolve)(io.cwd, input.outDir);
    const paths = await (0,write/* writeReports */.Li)(outDir, { comparison, head: input.head, base, secrets });
    const shown = paths.map((p) => ((0,external_node_path_.relative)(io.cwd, p).startsWith('..') ? p : (0,external_node_path_.relative)(io.cwd, p)));
    io.stdout((0,logger/* maskSecrets */.QU)(`${verdictSummary(comparison)}\nreports: ${shown.join(', ')}\n`, secrets));
    if (comparison.verdict === 'fail')
        return commands_io/* EXIT_FAIL */.WV;
    if (comparison.verdict === 'invalid' && input.failOnInvalid !== false)
        return commands_io/* EXIT_FAIL */.WV;
    return commands_io/* EXIT_OK */.Ij;
}
/** A few plain lines for a terminal or a CI log: the verdict, the broken tests, then one line per suite. */
function verdictSummary(c) {
    const lines = [`${report_format/* OVERALL_EMOJI */.J5[c.verdict]} ${(0,report_format/* headline */.Pl)(c)}`];
    for (const t of c.broken_tests ?? []) {
        lines.push(`  broken: ${terminalText(`${t.suite_id} › ${t.test_id}`)}: ${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs}, p ${(0,format/* pValue */.sp)(t.p_value)}`);
    }
    const width = Math.max(...c.suites.map((s) => report_format/* VERDICT_LABELS */.W4[s.verdict].label.length), 0);
    for (const s of (0,report_format/* sortSuites */.eU)(c.suites)) {
        const { emoji, label } = report_format/* VERDICT_LABELS */.W4[s.verdict];
        const rates = `${(0,format/* percent */.KN)(s.base?.pass_rate ?? null)} → ${(0,format/* percent */.KN)(s.head?.pass_rate ?? null)}`;
        const delta = s.delta ? `  ${(0,format/* points */.WR)(s.delta.estimate)} pts [${(0,format/* points */.WR)(s.delta.ci[0])}, ${(0,format/* points */.WR)(s.delta.ci[1])}]` : '';
        const p = s.p_adjusted === null ? '' : `  p(Holm) ${(0,format/* pValue */.sp)(s.p_adjusted)}`;
        lines.push(`  ${emoji} ${label.padEnd(width)} ${terminalText(s.suite_id)}: ${rates}${delta}${p}`);
        if (s.interval_note)
            lines.push(`      note: ${terminalText(s.interval_note)}`);
        if (s.verdict === 'possible_regression') {
            lines.push(`      to settle it: agent-eval run --repeats ${(0,report_format/* settleRepeats */.Kd)(s)} with --baseline (or /eval rerun --repeats auto on the pull request)`);
        }
    }
    lines.push(terminalText(c.reason));
    for (const w of c.warnings)
        lines.push(`warning: ${terminalText(w)}`);
    return lines.join('\n');
}
/** Ids come from suite files and agents: no control characters (terminal escapes) reach the log. */
function terminalText(text) {
    return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
}
async function readResults(path, cwd) {
    let text;
    try {
        text = await (0,promises_.readFile)((0,external_node_path_.resolve)(cwd, path), 'utf8');
    }
    catch (error) {
        const code = error.code;
        throw new commands_io/* UsageError */.eb(`${path}: cannot read the results file (${code ?? String(error)}); check the path`);
    }
    return (0,read/* parseResults */.c2)(text, path);
}
async function readQuarantine(path, cwd) {
    const { value, errors } = await (0,loader/* readDataFile */.l)(path, { cwd });
    if (errors.length > 0)
        throw new commands_io/* UsageError */.eb(errors.map(messages/* formatSpecError */.rB).join('\n'));
    return parseQuarantine(value, path);
}
function numberOption(text, flag, range) {
    if (text === undefined)
        return undefined;
    const value = Number(text);
    const low = range.above !== undefined ? `greater than ${range.above}` : `at least ${range.min}`;
    if (text.trim() === '' ||
        !Number.isFinite(value) ||
        value > range.max ||
        (range.above !== undefined && value <= range.above) ||
        (range.min !== undefined && value < range.min)) {
        throw new commands_io/* UsageError */.eb(`${flag} must be a number ${low} and at most ${range.max}, got '${text}'`);
    }
    return value;
}


/***/ }),

/***/ 76723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  WJ: () => (/* binding */ DEFAULT_JUDGE_SETTINGS),
  GE: () => (/* binding */ judgeCheck),
  b1: () => (/* binding */ splitAlpha)
});

// EXTERNAL MODULE: ./node_modules/@stdlib/stats-padjust/lib/index.js
var lib = __webpack_require__(10030);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
;// CONCATENATED MODULE: ./src/stats/holm.ts
// Holm (1979) step-down adjustment across suites: controls the family-wise error rate under any
// dependence between the suites and is uniformly more powerful than Bonferroni.

/** Holm-adjusted p-values, in the order given. */
function holm(pValues) {
    // @stdlib rejects an empty list; an empty family has nothing to adjust.
    if (pValues.length === 0)
        return [];
    return lib_default()([...pValues], 'holm');
}

// EXTERNAL MODULE: ./node_modules/@stdlib/stats-base-dists-binomial-cdf/lib/index.js
var stats_base_dists_binomial_cdf_lib = __webpack_require__(36794);
var stats_base_dists_binomial_cdf_lib_default = /*#__PURE__*/__webpack_require__.n(stats_base_dists_binomial_cdf_lib);
// EXTERNAL MODULE: ./node_modules/@stdlib/stats-base-dists-binomial-pmf/lib/index.js
var stats_base_dists_binomial_pmf_lib = __webpack_require__(71274);
var stats_base_dists_binomial_pmf_lib_default = /*#__PURE__*/__webpack_require__.n(stats_base_dists_binomial_pmf_lib);
;// CONCATENATED MODULE: ./src/stats/mcnemar.ts
// Exact (conditional) McNemar test for paired pass/fail with one run per test and side: given the
// b + c discordant tests, the b fixes are Binomial(b + c, 1/2) under H0.
// Mid-p (Fagerland, Lydersen & Laake 2013, BMC Med Res Methodol 13:91) is the opt-in "more sensitive"
// variant: it never exceeded the nominal level in their 9595 scenarios, but unlike the exact test it
// does not guarantee it, so the exact test is the default for a gate.


/** `fixed` = b (head pass, base fail), `broken` = c (head fail, base pass). No discordant tests: p = 1. */
function mcnemarExact(fixed, broken) {
    if (![fixed, broken].every((v) => Number.isInteger(v) && v >= 0)) {
        throw new RangeError(`mcnemarExact: need non-negative integer counts (got b=${fixed}, c=${broken})`);
    }
    const n = fixed + broken;
    if (n === 0)
        return { less: 1, greater: 1, twoSided: 1, midLess: 1, midGreater: 1 };
    const less = stats_base_dists_binomial_cdf_lib_default()(fixed, n, 0.5);
    // P(X >= b) = P(X <= c) by symmetry: summed from its own tail, not as 1 - P(X < b).
    const greater = stats_base_dists_binomial_cdf_lib_default()(broken, n, 0.5);
    const atObserved = stats_base_dists_binomial_pmf_lib_default()(fixed, n, 0.5);
    return {
        less,
        greater,
        twoSided: Math.min(1, 2 * Math.min(less, greater)),
        midLess: less - atObserved / 2,
        midGreater: greater - atObserved / 2,
    };
}

// EXTERNAL MODULE: ./src/stats/mover.ts
var mover = __webpack_require__(80934);
// EXTERNAL MODULE: ./src/stats/newcombe.ts
var newcombe = __webpack_require__(67981);
// EXTERNAL MODULE: ./src/stats/significance.ts
var significance = __webpack_require__(49022);
// EXTERNAL MODULE: ./src/stats/stratified.ts + 1 modules
var stratified = __webpack_require__(26267);
// EXTERNAL MODULE: ./src/stats/tarone.ts
var tarone = __webpack_require__(92186);
;// CONCATENATED MODULE: ./src/compare/family.ts
// The gate's two families, from run counts alone (statistics design, sections 6-8b): what the
// comparison, the adaptive repeats and the benchmark all ask "would this fail the check?".
//
// One alpha for the whole check, split evenly (a union bound keeps the family-wise error <= alpha):
//   suites: the exact McNemar / stratified test per suite, Holm over the suites, at alpha/2;
//   tests:  a one-sided Fisher test per test, Tarone's discrete Bonferroni over every test of the
//           check (all suites), at alpha/2.
// A suite regresses when its Holm-adjusted p <= alpha/2 and its pass rate fell by at least
// minEffect, or when one of its tests broke: rejected by Tarone and its pass rate fell by at least
// minTestEffect. Every suite with at least one common test is judged, however small.







const DEFAULT_JUDGE_SETTINGS = {
    alpha: 0.025,
    minEffect: 0.05,
    minTestEffect: 0.5,
    midP: false,
};
/** The two families' shares of the check's alpha. */
function splitAlpha(alpha) {
    return { suites: alpha / 2, tests: alpha / 2 };
}
// Means of fractions carry rounding error: a drop of exactly minEffect must count as minEffect.
const SLACK = 1e-12;
function rate(passed, runs) {
    return passed / runs;
}
function changeOf(s) {
    return rate(s.headPassed, s.headRuns) - rate(s.basePassed, s.baseRuns);
}
/** Judges every suite and test of one check. Suites with no test are refused: they have no gate. */
function judgeCheck(suites, settings) {
    for (const s of suites)
        if (s.tests.length === 0)
            throw new RangeError(`judgeCheck: suite ${s.suiteId} has no gating test`);
    const { suites: alphaSuites, tests: alphaTests } = splitAlpha(settings.alpha);
    // The per-test family over all suites.
    const members = suites.flatMap((s) => s.tests.map((t) => ({ t, member: (0,tarone/* fisherFamilyMember */.iL)(t.stratum) })));
    const family = (0,tarone/* tarone */.YT)(members.map((m) => m.member), alphaTests);
    const minPs = members.map((m) => m.member.minP);
    const testJudgements = members.map(({ t, member }, i) => {
        const counted = family.tests[i]?.counted ?? false;
        const rejected = family.tests[i]?.rejected ?? false;
        const change = changeOf(t.effect ?? t.stratum);
        return {
            testId: t.testId,
            stratum: t.stratum,
            p: member.p,
            minP: member.minP,
            counted,
            pAdjusted: counted ? Math.min(1, member.p * family.m) : null,
            rejected,
            change,
            broke: rejected && change <= -settings.minTestEffect + SLACK,
        };
    });
    // The suite family.
    const statistics = suites.map((s) => suiteStatistics(s, settings.midP));
    const adjusted = holm(statistics.map((x) => x.p));
    const adjustedImproved = holm(statistics.map((x) => x.pImproved));
    const level = alphaSuites / Math.max(1, suites.length);
    let offset = 0;
    const judged = suites.map((s, k) => {
        const tests = testJudgements.slice(offset, offset + s.tests.length);
        const firstIndex = offset;
        offset += s.tests.length;
        const stats = statistics[k];
        const pAdjusted = adjusted[k] ?? 1;
        const pAdjustedImproved = adjustedImproved[k] ?? 1;
        const significantDrop = (0,significance/* atOrBelow */.U)(pAdjusted, alphaSuites);
        const significantGain = (0,significance/* atOrBelow */.U)(pAdjustedImproved, alphaSuites);
        const effect = s.tests.some((t) => t.effect !== undefined) ? mean(tests.map((t) => t.change)) : stats.delta.estimate;
        const minAttainable = (0,stratified/* minAttainablePValue */.tP)(stats.strata) * (settings.midP ? 0.5 : 1);
        // Only asked when the suite test alone cannot reach its level.
        const testCanBreak = () => s.tests.some((t, j) => {
            const st = t.stratum;
            if (st.headRuns === 0 || st.basePassed === 0)
                return false;
            if (rate(st.basePassed, st.baseRuns) < settings.minTestEffect - SLACK)
                return false;
            const factor = (0,stratified/* completeBreakFactor */.oK)(st);
            // Above alpha/2 it fails whatever m* is; the sort below is then not needed.
            if (!(0,significance/* atOrBelow */.U)(factor, alphaTests))
                return false;
            const withBreak = minPs.map((q, i) => (i === firstIndex + j ? factor : q));
            return (0,significance/* atOrBelow */.U)(factor, alphaTests / (0,tarone/* taroneM */.JZ)(withBreak, alphaTests));
        });
        const anyBroke = tests.some((t) => t.broke);
        const canFail = (0,significance/* atOrBelow */.U)(minAttainable, level) || testCanBreak();
        let verdict;
        if (anyBroke || (significantDrop && effect <= -settings.minEffect + SLACK))
            verdict = 'regressed';
        else if (significantGain && effect >= settings.minEffect - SLACK)
            verdict = 'improved';
        else if (!canFail)
            verdict = 'underpowered';
        else if (effect < -SLACK && effect <= -settings.minEffect + SLACK)
            verdict = 'possible_regression';
        else
            verdict = 'unchanged';
        return {
            suiteId: s.suiteId,
            verdict,
            test: stats.test,
            p: stats.p,
            pImproved: stats.pImproved,
            pAdjusted,
            pAdjustedImproved,
            significantDrop,
            significantGain,
            delta: stats.delta,
            effect,
            minAttainable,
            level,
            canFail,
            tests,
            strata: stats.strata,
        };
    });
    return {
        alphaSuites,
        alphaTests,
        suites: judged,
        testFamily: { tests: members.length, counted: family.counted, m: family.m, level: family.level },
    };
}
/** The suite test and the delta with its interval: McNemar and Newcombe with one run each, else stratified and Wilson-MOVER. */
function suiteStatistics(suite, midP) {
    const strata = suite.tests.map((t) => t.stratum);
    if (strata.every((s) => s.headRuns === 1 && s.baseRuns === 1)) {
        const count = (head, base) => strata.filter((s) => s.headPassed === head && s.basePassed === base).length;
        const table = { a: count(1, 1), b: count(1, 0), c: count(0, 1), d: count(0, 0) };
        const ci = (0,newcombe/* newcombePaired */.M)(table);
        const test = mcnemarExact(table.b, table.c);
        return {
            p: midP ? test.midLess : test.less,
            pImproved: midP ? test.midGreater : test.greater,
            test: midP ? 'mcnemar-midp' : 'mcnemar-exact',
            delta: { ...ci, method: 'newcombe-paired' },
            strata,
        };
    }
    const ci = (0,mover/* moverDelta */.k7)(strata);
    const test = (0,stratified/* stratifiedExact */.fW)(strata);
    return {
        p: midP ? test.midLess : test.less,
        pImproved: midP ? test.midGreater : test.greater,
        test: midP ? 'stratified-midp' : 'stratified-exact',
        delta: { ...ci, method: 'wilson-mover' },
        strata,
    };
}
function mean(values) {
    return values.reduce((a, b) => a + b, 0) / values.length;
}


/***/ }),

/***/ 59148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ly: () => (/* binding */ writeFileAtomicFrom),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   cw: () => (/* binding */ outputError),
/* harmony export */   gA: () => (/* binding */ ensureWritableDir),
/* harmony export */   pS: () => (/* binding */ writeString),
/* harmony export */   u7: () => (/* binding */ OutputError)
/* harmony export */ });
/* unused harmony export writeJsonAtomic */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
// Small file helpers shared by the commands: atomic writes so a crash never leaves half a report,
// and the one translation of a failed write (full disk, read-only or unwritable folder) into an
// error that names the path, the cause and the fix.




/**
 * A file or folder that must be written cannot be: a configuration problem the user fixes (exit 2
 * in the CLI, "Configuration error" in the action), not a failed evaluation and not a bug.
 */
class OutputError extends _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo {
    name = 'OutputError';
    /** The file or folder that could not be written. */
    path;
    /** The system error code (ENOSPC, EROFS, EACCES, ...). */
    code;
    constructor(message, path, code) {
        super(message);
        this.path = path;
        this.code = code;
    }
}
/**
 * The error to throw when writing `path` failed: a system error (it has a code) becomes an
 * OutputError saying what is wrong and how to fix it; anything else is returned unchanged.
 */
function outputError(path, error) {
    if (error instanceof OutputError)
        return error;
    const code = error?.code;
    if (!(error instanceof Error))
        return new Error(String(error));
    if (typeof code !== 'string')
        return error;
    const { cause, fix } = describeWriteFailure(code, path, error.message);
    return new OutputError(`cannot write ${path}: ${cause} (${code}); ${fix}`, path, code);
}
function describeWriteFailure(code, path, message) {
    switch (code) {
        case 'ENOSPC':
            return { cause: 'no space left on the device (the disk is full)', fix: 'free some space, or write to a folder on another disk' };
        case 'EDQUOT':
            return { cause: 'the disk quota is used up', fix: 'free some space within the quota, or write to another folder' };
        case 'EROFS':
            return { cause: 'the file system is read-only', fix: 'write to a folder on a writable file system' };
        case 'EACCES':
        case 'EPERM':
            return { cause: 'permission denied', fix: 'give the user running agent-eval write access to the folder, or write to another folder' };
        case 'ENOTDIR':
        case 'EEXIST': {
            const file = fileInTheWay(path);
            return {
                cause: file === undefined ? 'a part of the path is not a folder' : `${file} is a regular file, not a folder`,
                fix: 'move that file away, or write to another folder',
            };
        }
        case 'EISDIR':
            return { cause: 'a folder of that name is in the way', fix: 'move the folder away, or write to another folder' };
        case 'ENOENT':
            return { cause: 'a folder on the path does not exist (it was removed while writing?)', fix: 'check the path and write again' };
        case 'EMFILE':
        case 'ENFILE':
            return { cause: 'too many open files', fix: 'raise the limit of open files (ulimit -n) or lower --concurrency' };
        case 'ENAMETOOLONG':
            return { cause: 'the path is too long', fix: 'write to a folder with a shorter path' };
        default:
            return { cause: message.replace(/^[A-Z]+: /, '').replace(/, \w+( '.*')?$/, ''), fix: 'check the path and the disk' };
    }
}
/** The nearest existing ancestor of `path` (or `path` itself) that is not a folder. */
function fileInTheWay(path) {
    for (let at = path;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at)) {
        const info = statIfAny(at);
        if (info !== undefined)
            return info.isDirectory() ? undefined : at;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at) === at)
            return undefined;
    }
}
/** The file's stat, or undefined when nothing is there (Node 20 throws ENOTDIR under a file, Node 22+ does not). */
function statIfAny(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { throwIfNoEntry: false });
    }
    catch (error) {
        if (error.code === 'ENOTDIR')
            return undefined;
        throw error;
    }
}
/** Runs one file-system step of writing `path`; its failure becomes outputError(path, ...). */
async function writing(path, step) {
    try {
        return await step();
    }
    catch (error) {
        throw outputError(path, error);
    }
}
/**
 * Makes the folder (and its parents) and writes and removes a small file in it, so a folder that
 * cannot take the reports fails before any work is done, not after.
 */
async function ensureWritableDir(dir) {
    const probe = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `.agent-eval-write-check.${process.pid}.tmp`);
    await writing(dir, async () => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(probe, 'agent-eval checks that this folder can be written\n');
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(probe, { force: true }).catch(() => undefined);
        }
    });
}
async function writeFileAtomic(path, content) {
    const tmp = tempPath(path);
    await writing(path, async () => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, content);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, path);
        }
        catch (error) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true }).catch(() => undefined); // a full disk keeps no half-written copy
            throw error;
        }
    });
}
async function writeJsonAtomic(path, value) {
    await writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}
/** Small pieces are gathered up to this size before a write: few writes, and a batch short-lived enough to stay out of the old generation. */
const BATCH_CHARS = 64 * 1024;
/**
 * Writes the pieces one after the other into a temporary file, renamed over `path` at the end, so
 * a file larger than memory (or than the longest string V8 allows) is never whole in memory.
 */
async function writeFileAtomicFrom(path, pieces) {
    const tmp = tempPath(path);
    const handle = await writing(path, async () => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(tmp, 'w');
    });
    // Only the writes are write failures: an error while producing the pieces keeps its own cause.
    try {
        let batch = '';
        for await (const piece of pieces) {
            batch += piece;
            if (batch.length >= BATCH_CHARS) {
                await writing(path, () => writeString(handle, batch));
                batch = '';
            }
        }
        await writing(path, () => writeString(handle, batch));
        await writing(path, () => handle.close());
        await writing(path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, path));
    }
    catch (e) {
        await handle.close().catch(() => undefined);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true }).catch(() => undefined);
        throw e;
    }
}
function tempPath(path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${process.pid}.${Date.now()}.tmp`);
}
/**
 * Writes the text at the handle's position. A string goes to the file without a Buffer of its own
 * per call (many short-lived Buffers are memory the garbage collector sees late).
 */
async function writeString(handle, text) {
    const { bytesWritten } = await handle.write(text, null, 'utf8');
    if (bytesWritten < Buffer.byteLength(text))
        await handle.writeFile(Buffer.from(text).subarray(bytesWritten));
}


/***/ }),

/***/ 16264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   JA: () => (/* binding */ pointsText),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   LU: () => (/* binding */ tokens),
/* harmony export */   Rc: () => (/* binding */ level),
/* harmony export */   Rz: () => (/* binding */ milliseconds),
/* harmony export */   WR: () => (/* binding */ points),
/* harmony export */   c3: () => (/* binding */ signedCount),
/* harmony export */   mP: () => (/* binding */ rateInterval),
/* harmony export */   mz: () => (/* binding */ byteSize),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   sp: () => (/* binding */ pValue)
/* harmony export */ });
/* unused harmony exports signedPointsText, percentShort */
// How every number the product prints is written: rates, percentage points, p-values, durations,
// token counts. One module, so the terminal, the reports and the comment agree.
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/** 0.8 → "80.0%". */
function percent(rate) {
    return rate === null ? 'n/a' : `${(rate * 100).toFixed(1)}%`;
}
/** A signed difference in percentage points with a real minus sign: -0.1 → "−10.0". */
function points(delta) {
    const value = (delta * 100).toFixed(1);
    if (value === '0.0' || value === '-0.0')
        return '0.0';
    return delta < 0 ? `−${value.slice(1)}` : `+${value}`;
}
/** A rate interval in percent: [0.7, 0.97] → "[70.0, 97.0]". */
function rateInterval(ci) {
    return ci === null ? '' : `[${(ci[0] * 100).toFixed(1)}, ${(ci[1] * 100).toFixed(1)}]`;
}
/** p-values: two significant digits, scientific below 0.001 so tiny values stay honest. */
function pValue(p) {
    if (p === null)
        return '—';
    if (p >= 0.1)
        return p.toFixed(2);
    if (p >= 0.001)
        return p.toPrecision(2);
    if (p === 0)
        return '0';
    return p.toExponential(1);
}
/** A significance level, to four significant digits: 0.0125 → "0.0125", 0.0125/4 → "0.003125", 0.025/3 → "0.008333". */
function level(alpha) {
    return String(Number(alpha.toPrecision(4)));
}
function signedCount(n) {
    return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}
function milliseconds(ms) {
    if (ms === null)
        return 'n/a';
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}
function duration(ms) {
    if (ms === null)
        return 'n/a';
    const seconds = Math.round(ms / 1000);
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${seconds % 60}s`;
    return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
function tokens(n) {
    if (n === null)
        return 'n/a';
    if (n < 10_000)
        return String(Math.round(n));
    if (n < 1_000_000)
        return `${(n / 1000).toFixed(1)}k`;
    return `${(n / 1_000_000).toFixed(2)}M`;
}
function shortSha(sha) {
    return sha === null ? null : /^[0-9a-f]{40}$/i.test(sha) ? sha.slice(0, 7) : sha;
}
/** In prose: 0.0612 -> "6.1 points" (percentage points of pass rate). */
const pointsText = (x) => `${Number((x * 100).toFixed(1))} points`;
/** In prose, signed: "+2.5 points", "-10 points", "0 points". */
const signedPointsText = (x) => {
    const rounded = Number((x * 100).toFixed(1));
    return rounded === 0 ? '0 points' : `${rounded > 0 ? '+' : ''}${rounded} points`;
};
/** In prose: 0.2 -> "20%" (no trailing zero). */
const percentShort = (x) => `${Number((x * 100).toFixed(1))}%`;
/** A size in binary units: 900 → "900 bytes", 262144 → "256 KiB", 1258291 → "1.2 MiB". */
function byteSize(n) {
    if (n < 1024)
        return plural(n, 'byte');
    if (n < 1024 * 1024)
        return `${Number((n / 1024).toFixed(1))} KiB`;
    return `${Number((n / 1024 / 1024).toFixed(1))} MiB`;
}


/***/ }),

/***/ 86999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QU: () => (/* binding */ maskSecrets)
/* harmony export */ });
/* unused harmony exports consoleLogger, memoryLogger */
/** Plain stderr/stdout logger for the CLI. Secrets are masked by the caller's `mask` list. */
function consoleLogger(options = {}) {
    const secrets = (options.secrets ?? []).filter((s) => s.length > 0);
    const clean = (m) => maskSecrets(m, secrets);
    return {
        debug: (m) => {
            if (options.debug)
                process.stderr.write(`debug: ${clean(m)}\n`);
        },
        info: (m) => process.stdout.write(`${clean(m)}\n`),
        warning: (m) => process.stderr.write(`warning: ${clean(m)}\n`),
        error: (m) => process.stderr.write(`error: ${clean(m)}\n`),
    };
}
/** Replaces every occurrence of each secret with ***. */
function maskSecrets(text, secrets) {
    let out = text;
    for (const s of secrets)
        if (s.length > 0)
            out = out.split(s).join('***');
    return out;
}
/** A logger that records lines, for tests and for capturing warnings into reports. */
function memoryLogger() {
    const lines = [];
    return {
        lines,
        debug: (m) => lines.push(`debug: ${m}`),
        info: (m) => lines.push(m),
        warning: (m) => lines.push(`warning: ${m}`),
        error: (m) => lines.push(`error: ${m}`),
    };
}


/***/ }),

/***/ 14031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   GL: () => (/* binding */ jsonInline),
/* harmony export */   X: () => (/* binding */ escapeXml),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   bC: () => (/* binding */ mdText),
/* harmony export */   xs: () => (/* binding */ mdCode)
/* harmony export */ });
/* unused harmony exports neutraliseMentions, clipMarkdown */
// Escaping of untrusted text (agent replies, suite and test ids, tool arguments) for the reports.
// A hostile or careless agent must not be able to break a table, inject HTML, hide the rest of
// the comment in a code block, or notify people through @mentions in the PR comment.
/** Zero-width joiner: placed after `@` it keeps the text readable but stops GitHub from mentioning. */
const ZWJ = '\u200D';
/** `@user` and `@org/team` no longer notify anyone; e-mail addresses and the like read the same. */
function neutraliseMentions(text) {
    return text.replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWJ}`);
}
/** Cuts text to at most `max` characters (code points), marking the cut with an ellipsis. */
function clip(text, max) {
    if (text.length <= max)
        return text; // never more code points than UTF-16 units
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}
/**
 * The first `max` UTF-16 units of Markdown, cut at the end of a line when one is near: the report
 * keeps code spans and escapes within a line, so such a cut leaves no untrusted text outside its
 * code span. Only a line longer than 4000 characters is cut inside.
 */
function clipMarkdown(text, max) {
    if (text.length <= max)
        return text;
    const lineEnd = text.lastIndexOf('\n', max);
    if (lineEnd > 0 && lineEnd >= max - 4000)
        return text.slice(0, lineEnd);
    // One long line: never split a surrogate pair (an emoji would turn into a replacement character).
    const last = text.charCodeAt(max - 1);
    return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
/**
 * Inline Markdown text: every character that could start markup is backslash-escaped or turned
 * into an entity, line breaks become spaces, and mentions are neutralised. Safe in table cells,
 * and at the start of a line: it opens no heading or list and never reads as a `/eval` command.
 */
function mdText(text, max = 300) {
    const escaped = clip(text, max)
        .replace(/\r\n?|\n|\u2028|\u2029/g, ' ')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        // Inline markup and the table pipe.
        .replace(/[\\`*_~[\]|]/g, (c) => `\\${c}`)
        // Block markup and commands live at the start of a line: escaping the first mark shows the
        // same character (`\/eval` reads as /eval) but the line no longer starts with it.
        .replace(/^(\s*)(?:([#+=/-])|(\d{1,9})([.)])(?=\s|$))/, (_m, space, mark, digits, dot) => mark !== undefined ? `${space}\\${mark}` : `${space}${digits}\\${dot}`);
    return neutraliseMentions(escaped);
}
/**
 * A Markdown code span holding untrusted text verbatim: the fence is longer than any backtick run
 * inside. In a table cell the pipe must still be escaped (GitHub splits cells before parsing code
 * spans and drops the backslash), and line breaks are shown as ⏎ since a cell is one line.
 */
function mdCode(text, options = {}) {
    let body = clip(text, options.max ?? 200).replace(/\r\n?|\n|\u2028|\u2029/g, '⏎');
    if (options.inTable)
        body = body.replace(/\|/g, '\\|');
    if (body.trim() === '')
        return body === '' ? '(empty)' : `\`${body.replace(/ /g, '·')}\``;
    const longestRun = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longestRun + 1);
    // A span that starts or ends with a backtick needs a space, which Markdown strips again.
    const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${body}${pad}${fence}`;
}
/** A compact one-line rendering of any JSON value (expected/actual values, tool arguments). */
function jsonInline(value) {
    if (value === undefined)
        return 'undefined';
    if (typeof value === 'string')
        return JSON.stringify(value);
    try {
        return JSON.stringify(value) ?? String(value);
    }
    catch {
        return String(value);
    }
}
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_SPECIAL = /[&<>"']/;
/** Text for HTML element content and attribute values (double- or single-quoted). */
function escapeHtml(text) {
    // Most text has nothing to escape; one scan instead of five passes keeps large reports fast.
    return HTML_SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c) : text;
}
const XML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Printable ASCII that needs no escaping: the common case, returned as is. */
const XML_PLAIN = /^[\x20-\x21\x23-\x25\x28-\x3B\x3D\x3F-\x7E]*$/;
/**
 * Text for XML content and attributes. XML 1.0 forbids most control characters even as entities,
 * so they are removed (an agent's reply may contain them); lone surrogates likewise.
 */
function escapeXml(text) {
    if (XML_PLAIN.test(text))
        return text;
    return text.replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}


/***/ }),

/***/ 12011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ erroredLine),
/* harmony export */   DW: () => (/* binding */ CI_METHOD_LABELS),
/* harmony export */   Du: () => (/* binding */ groupIdentical),
/* harmony export */   HA: () => (/* binding */ DELTA_METHOD_LABELS),
/* harmony export */   J5: () => (/* binding */ OVERALL_EMOJI),
/* harmony export */   Kd: () => (/* binding */ settleRepeats),
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   QR: () => (/* binding */ tokensInOut),
/* harmony export */   VF: () => (/* binding */ repeatsLabel),
/* harmony export */   W4: () => (/* binding */ VERDICT_LABELS),
/* harmony export */   YN: () => (/* binding */ erroredCauseText),
/* harmony export */   Zz: () => (/* binding */ TEST_METHOD_LABELS),
/* harmony export */   eU: () => (/* binding */ sortSuites),
/* harmony export */   f0: () => (/* binding */ baselineSource),
/* harmony export */   hW: () => (/* binding */ CHANGE_LABELS),
/* harmony export */   zd: () => (/* binding */ PASS_RATE_DEFINITION)
/* harmony export */ });
/* unused harmony exports VERDICT_ORDER, verdictCounts */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);

const DELTA_METHOD_LABELS = {
    'newcombe-paired': 'Newcombe paired (method 10)',
    'wilson-mover': 'Wilson-MOVER over tests',
    'newcombe-unpaired': 'Newcombe hybrid score (method 10, unpaired)',
    'wilson-mover-unpaired': 'Wilson-MOVER over tests, unpaired',
};
const TEST_METHOD_LABELS = {
    'mcnemar-exact': 'exact McNemar',
    'mcnemar-midp': 'mid-p McNemar',
    'stratified-exact': 'exact conditional test stratified by test id',
    'stratified-midp': 'mid-p conditional test stratified by test id',
    'fisher-exact': 'Fisher exact',
};
const CI_METHOD_LABELS = {
    wilson: 'Wilson',
    'wilson-mover': 'Wilson-MOVER over tests',
};
// ✅ only for what the data back: a suite that could have failed the check and shows no drop of the
// minimum effect. Possible regressions and underpowered suites are warnings (a neutral check).
const VERDICT_LABELS = {
    regressed: { emoji: '❌', label: 'regressed' },
    invalid: { emoji: '⛔', label: 'invalid' },
    possible_regression: { emoji: '⚠️', label: 'possible regression' },
    underpowered: { emoji: '⚠️', label: 'underpowered' },
    inconclusive: { emoji: '❔', label: 'not compared' },
    improved: { emoji: '📈', label: 'improved' },
    new: { emoji: '🆕', label: 'new' },
    removed: { emoji: '➖', label: 'removed' },
    unchanged: { emoji: '✅', label: 'unchanged' },
};
/** Most urgent first: the order suites appear in every report. */
const VERDICT_ORDER = Object.keys(VERDICT_LABELS);
const CHANGE_LABELS = {
    newly_failing: 'newly failing',
    fixed: 'fixed',
    flaky: 'flaky',
    unchanged: 'unchanged',
    added: 'added',
    removed: 'removed',
    changed: 'changed',
    no_data: 'no data',
};
const OVERALL_EMOJI = {
    fail: '❌',
    invalid: '⛔',
    inconclusive: '⚠️',
    pass: '✅',
};
function sortSuites(suites) {
    return [...suites].sort((a, b) => VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict));
}
/** "3 of 5" style counts of suite verdicts. */
function verdictCounts(suites) {
    const counts = Object.fromEntries(VERDICT_ORDER.map((v) => [v, 0]));
    for (const s of suites)
        counts[s.verdict] += 1;
    return counts;
}
/** Suites the gate could not judge: they keep the headline from ✅. */
const NOT_JUDGED = ['possible_regression', 'underpowered', 'inconclusive'];
/**
 * The one sentence a reviewer reads first, without the emoji. It counts the suites that were judged
 * (unchanged or improved) and names what the others are, so a ✅ never stands for a suite that could
 * not be judged.
 */
function headline(comparison) {
    const m = comparison.suites.length;
    const n = verdictCounts(comparison.suites);
    const suites = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(m, 'suite');
    const judged = n.unchanged + n.improved;
    const notJudged = NOT_JUDGED.reduce((k, v) => k + n[v], 0);
    const breakdown = NOT_JUDGED.filter((v) => n[v] > 0).map((v) => `${n[v]} ${VERDICT_LABELS[v].label}`);
    const extras = [
        n.improved > 0 ? `${n.improved} improved` : '',
        n.new > 0 ? `${n.new} new` : '',
        n.removed > 0 ? `${n.removed} removed` : '',
    ].filter(Boolean);
    switch (comparison.verdict) {
        case 'fail': {
            const broken = comparison.broken_tests?.length ?? 0;
            return `Significant regression in ${n.regressed} of ${suites}${broken > 0 ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(broken, 'broken test')})` : ''}`;
        }
        case 'invalid':
            return `Invalid comparison: ${n.invalid} of ${suites} could not be judged reliably`;
        case 'inconclusive': {
            if (comparison.baseline.source === 'none')
                return 'No baseline: nothing to compare with';
            if (judged === 0)
                return notJudged > 0
                    ? `No suite could be judged (${breakdown.join(', ')})`
                    : `No suite to compare${extras.length ? ` (${extras.join(', ')})` : ''}`;
            const open = notJudged > 0 ? `; ${notJudged} could not be judged (${breakdown.join(', ')})` : '';
            const other = [n.new > 0 ? `${n.new} new` : '', n.removed > 0 ? `${n.removed} removed` : ''].filter(Boolean);
            return `No significant regression in ${judged} of ${suites}${open}${other.length ? `; ${other.join(', ')}` : ''}`;
        }
        case 'pass': {
            if (m === 0)
                return 'No suites to compare';
            return `No significant regression in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(judged, 'suite')}${extras.length ? ` (${extras.join(', ')})` : ''}`;
        }
    }
}
/**
 * Runs per test and side that would settle a possible regression: what the power advice asks for,
 * or twice the runs there are now when that is already met (the drop seen was not significant).
 */
function settleRepeats(s) {
    const now = s.power?.repeats ?? 1;
    const needed = s.power?.repeats_needed ?? 0;
    return Math.min(1000, needed > now ? needed : now * 2);
}
function baselineSource(baseline) {
    const where = {
        branch: 'from the baseline branch',
        file: 'from a baseline file',
        fresh: 'run fresh against the base deployment in this job',
        none: 'none',
    }[baseline.source];
    if (baseline.distance === null || baseline.source !== 'branch')
        return where;
    return baseline.distance === 0 ? `${where}, at the merge-base` : `${where}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(baseline.distance, 'commit')} before the merge-base`;
}
/** How many runs each test got: fixed, from the suites, or adaptive (with the agent calls it took). */
function repeatsLabel(run) {
    if (run.adaptive)
        return (`adaptive repeats ${run.adaptive.min} to ${run.adaptive.max} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(run.adaptive.rounds, 'round')}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(run.adaptive.calls, 'agent call')}); ` +
            'Δ from the first runs of each test that the stopping rule chose before seeing them, p from every run');
    return run.repeats === null ? 'repeats per suite spec' : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(run.repeats, 'repeat');
}
const PLAIN = { code: (t) => t, message: (t) => t };
/**
 * One cause of errored runs, said once with how many runs it ended, e.g. "ENGINE_ERROR ×6: POST
 * http://127.0.0.1:9/execute failed: ECONNREFUSED": the same sentence is never repeated per run.
 */
function erroredCauseText(cause, format = PLAIN) {
    return `${format.code(cause.code)}${cause.runs > 1 ? ` ×${cause.runs}` : ''}: ${format.message(cause.message)}`;
}
/**
 * Why one side's runs errored, in a line: the most frequent cause (its message is what to fix, with
 * the target it names), and how many other causes there are. Null when no run of that side errored.
 */
function erroredLine(comparison, side, format = PLAIN) {
    const causes = (comparison.errors ?? []).filter((e) => e.side === side);
    const first = causes[0];
    if (first === undefined)
        return null;
    const others = causes.length - 1;
    return `${erroredCauseText(first, format)}${others > 0 ? ` (and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(others, 'other cause')})` : ''}`;
}
/** The tokens of one side as "in/out", or nothing when the agent reported none ("n/a/n/a" says nothing). */
function tokensInOut(m) {
    if (m.input_tokens === null && m.output_tokens === null)
        return '';
    const one = (n) => (n === null ? '—' : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(n));
    return `${one(m.input_tokens)}/${one(m.output_tokens)}`;
}
/** Items with the same key, together in order of first appearance: a sentence said once, with whom it concerns. */
function groupIdentical(items, keyOf) {
    const groups = new Map();
    for (const item of items) {
        const key = keyOf(item);
        const group = groups.get(key);
        if (group)
            group.push(item);
        else
            groups.set(key, [item]);
    }
    return [...groups].map(([key, members]) => ({ key, items: members }));
}
/** The definition every report gives its pass rates, so the terminal, report.md and the comment agree. */
const PASS_RATE_DEFINITION = "mean over tests of each test's pass fraction";


/***/ }),

/***/ 54285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DQ: () => (/* binding */ DEFAULT_COMMENT_MARKER),
/* harmony export */   qN: () => (/* binding */ renderRunSummary),
/* harmony export */   wQ: () => (/* binding */ renderComment)
/* harmony export */ });
/* unused harmony exports GITHUB_COMMENT_LIMIT, erroredLines, BASELINE_HOW_TO */
/* harmony import */ var _results_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66303);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _results_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64042);
/* harmony import */ var _run_stats_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52077);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(17666);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12011);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(16264);







/** Codes and messages of agents and judges, escaped for Markdown. */
const MARKDOWN = { code: (code) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(code), message: (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(text, 300) };
/** GitHub rejects issue and PR comments longer than this many characters. */
const GITHUB_COMMENT_LIMIT = 65_536;
/** The hidden first line by which the sticky comment is found again and updated. */
const DEFAULT_COMMENT_MARKER = '<!-- agent-eval-action:comment -->';
function renderComment(comparison, options) {
    if (!/^<!--[\s\S]*-->$/.test(options.marker) || options.marker.slice(4, -3).includes('--')) {
        throw new Error(`comment marker must be a single HTML comment such as ${DEFAULT_COMMENT_MARKER}, got ${JSON.stringify(options.marker)}`);
    }
    const limit = options.maxLength ?? GITHUB_COMMENT_LIMIT;
    const suites = (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .sortSuites */ .eU)(comparison.suites);
    let top = `${options.marker}\n## ${_format_js__WEBPACK_IMPORTED_MODULE_4__/* .OVERALL_EMOJI */ .J5[comparison.verdict]} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .headline */ .Pl)(comparison)}`;
    if (comparison.reason)
        top += `\n\n**Why:** ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(comparison.reason, 500)}`;
    // Why runs errored, once: in the top, which no cut to the length limit drops.
    const errored = erroredLines(comparison);
    if (errored)
        top += `\n\n${errored}`;
    const footer = [runFacts(comparison), reportLink(options.reportUrl)].join('\n\n');
    const sections = [
        brokenTestsSection(comparison),
        suiteTable(comparison, suites),
        noBaselineSection(comparison, suites),
        attentionSection(suites),
        validitySection(comparison, suites),
        newlyFailingSection(suites),
        failureCodeSection(suites),
        quarantineSection(comparison),
        fixedAndFlakySection(suites),
        judgeSection(options),
        processSection(suites, comparison.coverage),
    ].filter((s) => s !== null);
    return fitToLimit(top, sections, footer, limit);
}
/**
 * Assembles the comment; when it is too long, cuts the least important sections first (lists
 * item by item, keeping as many items as fit) and says what was cut, right below the headline.
 */
function fitToLimit(top, sections, footer, limit) {
    const shown = sections.map((s) => s.items.length);
    const cuts = [];
    const assemble = () => {
        const note = cuts.length
            ? `> ✂️ Shortened to fit GitHub's ${GITHUB_COMMENT_LIMIT.toLocaleString('en-US')}-character comment limit; cut: ${cuts.join('; ')}. The full report has everything.`
            : '';
        const body = sections.map((s, i) => renderSection(s, shown[i])).filter((text) => text !== '');
        return `${[top, note, ...body, footer].filter((part) => part !== '').join('\n\n')}\n`;
    };
    let text = assemble();
    const order = sections.map((s, i) => ({ s, i })).sort((a, b) => a.s.keep - b.s.keep);
    for (const { s, i } of order) {
        if (text.length <= limit)
            break;
        const total = s.items.length;
        const cutIndex = cuts.length;
        const describe = (kept) => s.itemNoun && kept > 0 ? `${total - kept} of ${total} ${s.itemNoun}` : total > 1 && s.itemNoun ? `${s.name} (${total})` : s.name;
        if (s.itemNoun && total > 1) {
            // The largest number of items that still fits; the note's own length depends on it.
            let lo = 0;
            let hi = total - 1;
            while (lo < hi) {
                const mid = Math.ceil((lo + hi) / 2);
                shown[i] = mid;
                cuts[cutIndex] = describe(mid);
                if (assemble().length <= limit)
                    lo = mid;
                else
                    hi = mid - 1;
            }
            shown[i] = lo;
            cuts[cutIndex] = describe(lo);
        }
        else {
            shown[i] = 0;
            cuts[cutIndex] = describe(0);
        }
        text = assemble();
    }
    // Only reachable with a tiny limit: the headline and the facts alone are too long.
    return text.length <= limit ? text : `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(text, limit - 2)}\n`;
}
function renderSection(section, shown) {
    if (shown === 0)
        return '';
    const items = section.items.slice(0, shown);
    const hidden = section.items.length - shown;
    // After table rows the note needs a blank line, or it would be read as one more row.
    if (hidden > 0)
        items.push(`${section.table ? '\n' : ''}- … and ${hidden} more ${section.itemNoun ?? 'items'}: see the full report`);
    return `${section.head}${items.join('\n')}${section.tail}`;
}
// --- the suite table -------------------------------------------------------------------------
function suiteTable(comparison, suites) {
    const rows = suites.map((s) => {
        const { emoji, label } = _format_js__WEBPACK_IMPORTED_MODULE_4__/* .VERDICT_LABELS */ .W4[s.verdict];
        const p = s.verdict === 'improved' && s.p_adjusted_improved != null
            ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .pValue */ .sp)(s.p_adjusted_improved)} (better)`
            : s.p_adjusted === null
                ? '—'
                : s.p_adjusted <= suiteAlpha(comparison)
                    ? `**${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .pValue */ .sp)(s.p_adjusted)}**`
                    : (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .pValue */ .sp)(s.p_adjusted);
        return `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.suite_id, 100)} | ${sideCell(s.base)} | ${sideCell(s.head)} | ${deltaCell(s)} | ${p} | ${emoji} ${label} |`;
    });
    return {
        name: 'suite rows',
        keep: 100,
        head: '| Suite | Base | PR | Delta (95% CI) | p (Holm) | Verdict |\n| --- | --- | --- | --- | --- | --- |\n',
        items: rows,
        tail: `\n\n${methodsFootnote(comparison, suites)}`,
        itemNoun: 'suites',
        table: true,
    };
}
/** "**Errored runs:** `ENGINE_ERROR` ×6: POST http://… failed: ECONNREFUSED", per side that has any. */
function erroredLines(comparison) {
    const head = (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .erroredLine */ .AY)(comparison, 'head', MARKDOWN);
    const base = (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .erroredLine */ .AY)(comparison, 'base', MARKDOWN);
    return [head ? `**Errored runs:** ${head}` : '', base ? `**Errored base runs:** ${base}` : ''].filter(Boolean).join('<br>\n');
}
function sideCell(side) {
    if (side === null)
        return '—';
    const rate = side.pass_rate === null ? 'n/a' : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .percent */ .KN)(side.pass_rate)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .rateInterval */ .mP)(side.ci)}`.trim();
    const extra = [(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(side.tests, 'test'), (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(side.runs, 'run')];
    if (side.errored > 0)
        extra.push(`${side.errored} errored`);
    if (side.skipped > 0)
        extra.push(`${side.skipped} skipped`);
    return `${rate}<br>${extra.join(' · ')}`;
}
function deltaCell(s) {
    if (s.delta === null)
        return '—';
    const d = s.delta;
    const text = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .points */ .WR)(d.estimate)} pts [${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .points */ .WR)(d.ci[0])}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .points */ .WR)(d.ci[1])}]`;
    const onCommon = s.added_tests > 0 || s.removed_tests > 0 ? `<br>on ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(s.common_tests, 'common test')}` : '';
    // Right next to the interval it explains.
    const note = s.interval_note ? `<br><sub>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.interval_note, 300)}</sub>` : '';
    return `${text}${onCommon}${note}`;
}
// --- broken tests: first, because each one fails the check ---------------------------------------
function brokenTestsSection(comparison) {
    const broken = comparison.broken_tests ?? [];
    if (broken.length === 0)
        return null;
    const family = comparison.families?.tests;
    const items = broken.map((t) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(`${t.suite_id} › ${t.test_id}`, { max: 200 })}: ${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs}, p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .pValue */ .sp)(t.p_value)}`);
    const rule = family
        ? `<sub>Broken: one-sided Fisher p ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .level */ .Rc)(family.level)} (α/2 = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .level */ .Rc)(family.alpha)} over Tarone's m* = ${family.m}, the tests of this check that could reach significance) and the pass rate fell by at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .pointsText */ .JA)(comparison.min_test_effect ?? 0.5)}. Each broken test fails the check.</sub>`
        : '';
    return {
        name: 'broken tests',
        keep: 95,
        head: `### ❌ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(broken.length, 'broken test')}\n\n`,
        items,
        tail: rule ? `\n\n${rule}` : '',
        itemNoun: 'broken tests',
    };
}
/** The level the Holm-adjusted suite p-values are compared with: half the check's alpha (the other half is the tests'). */
function suiteAlpha(c) {
    return c.families?.suites.alpha ?? c.alpha;
}
/** Names the methods actually used, from the comparison itself, so the footnote cannot drift. */
function methodsFootnote(comparison, suites) {
    const used = (labels) => {
        const byLabel = new Map();
        labels.forEach((label, i) => {
            if (label !== null)
                byLabel.set(label, [...(byLabel.get(label) ?? []), suites[i].suite_id]);
        });
        if (byLabel.size <= 1)
            return [...byLabel.keys()].join('');
        return [...byLabel].map(([label, ids]) => `${label} for ${ids.map((id) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(id, 60)).join(', ')}`).join(' / ');
    };
    const delta = used(suites.map((s) => (s.delta ? _format_js__WEBPACK_IMPORTED_MODULE_4__/* .DELTA_METHOD_LABELS */ .HA[s.delta.method] : null)));
    // Only the tests behind the p (Holm) column: a suite outside the Holm family shows no p-value.
    const test = used(suites.map((s) => (s.test && s.p_adjusted !== null ? _format_js__WEBPACK_IMPORTED_MODULE_4__/* .TEST_METHOD_LABELS */ .Zz[s.test] : null)));
    const rates = used(suites.map((s) => s.head?.ci_method ?? s.base?.ci_method ?? null).map((m) => (m ? _format_js__WEBPACK_IMPORTED_MODULE_4__/* .CI_METHOD_LABELS */ .DW[m] : null)));
    const tested = suites.filter((s) => s.p_adjusted !== null).length;
    const parts = [
        delta ? `Delta: ${delta}` : '',
        test ? `p: ${test}, one-sided (PR worse), Holm-adjusted over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(tested, 'suite')}` : '',
        rates ? `pass rates: ${_format_js__WEBPACK_IMPORTED_MODULE_4__/* .PASS_RATE_DEFINITION */ .zd} (${rates}, 95% intervals), errored runs excluded` : '',
        comparison.families
            ? `gate: a suite fails when p (Holm) ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .level */ .Rc)(comparison.families.suites.alpha)} and its pass rate fell by at least ${(comparison.min_effect * 100).toFixed(1)} points, ` +
                `or when one of its tests broke (Fisher p ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .level */ .Rc)(comparison.families.tests.level)} after Tarone's correction over the check's tests, and a drop of at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .pointsText */ .JA)(comparison.min_test_effect ?? 0.5)}); α = ${comparison.alpha} is split in half between suites and tests`
            : `gate: p ≤ ${comparison.alpha} and a drop of at least ${(comparison.min_effect * 100).toFixed(1)} points`,
    ].filter(Boolean);
    return `<sub>${parts.join('; ')}.</sub>`;
}
// --- suites needing attention, validity ------------------------------------------------------
function attentionSection(suites) {
    const open = suites.filter((s) => NOT_JUDGED.includes(s.verdict));
    if (open.length === 0)
        return null;
    const details = (s) => {
        const lines = [];
        if (s.min_attainable_p !== null && s.verdict === 'underpowered') {
            lines.push(`  - smallest p-value this suite can reach: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .pValue */ .sp)(s.min_attainable_p)}`);
        }
        if (s.verdict === 'possible_regression') {
            lines.push(`  - To settle it: comment \`/eval rerun --repeats auto\` on this pull request, or run \`agent-eval run --repeats ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .settleRepeats */ .Kd)(s)}\` with \`--baseline\`.`);
        }
        if (s.power_hint)
            lines.push(`  - 💡 ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.power_hint, 400)}`);
        return lines;
    };
    // Suites told the very same thing share one item: the sentence once, with the suites it concerns.
    const groups = (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .groupIdentical */ .Du)(open, (s) => [s.verdict, s.reason, ...details(s)].join('\n'));
    const items = groups.map(({ items: same }) => {
        const s = same[0];
        const { emoji, label } = _format_js__WEBPACK_IMPORTED_MODULE_4__/* .VERDICT_LABELS */ .W4[s.verdict];
        const names = same.map((x) => `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(x.suite_id, 100)}**`).join(', ');
        const what = same.length > 1 ? `${label}, ${same.length} suites` : label;
        return [`- ${emoji} ${names} (${what}): ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.reason, 400)}`, ...details(s)].join('\n');
    });
    return {
        name: 'suites that could not be judged',
        keep: 80,
        head: '### Could not be judged\n\n',
        items,
        tail: '',
        itemNoun: 'suites that could not be judged',
    };
}
const NOT_JUDGED = ['invalid', 'possible_regression', 'underpowered', 'inconclusive'];
function validitySection(comparison, suites) {
    const items = comparison.warnings.map((w) => `- ⚠️ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(w, 400)}`);
    const said = suites.flatMap((s) => s.validity.map((text) => ({ suite: s.suite_id, text })));
    for (const { key, items: same } of (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .groupIdentical */ .Du)(said, (v) => v.text)) {
        items.push(`- ⚠️ ${same.map((v) => `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(v.suite, 100)}**`).join(', ')}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(key, 400)}`);
    }
    if (items.length === 0)
        return null;
    return { name: 'validity warnings', keep: 70, head: '### ⚠️ Validity warnings\n\n', items, tail: '', itemNoun: 'validity warnings' };
}
// --- tests -----------------------------------------------------------------------------------
function newlyFailingSection(suites) {
    const failing = suites.flatMap((s) => s.tests.filter((t) => t.change === 'newly_failing').map((t) => ({ s, t })));
    if (failing.length === 0)
        return null;
    const items = failing.map(({ s, t }) => {
        const lines = [`- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.suite_id, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(t.test_id, { max: 120 })}: ${passes(t)}${testAnnotation(t)}`];
        const f = t.first_failure;
        if (f) {
            const at = f.turn_id === 'final' ? 'final assertions' : `turn ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(f.turn_id, { max: 60 })}`;
            const values = [];
            if (f.expected !== undefined)
                values.push(`expected ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonInline */ .GL)(f.expected), { max: 200 })}`);
            if (f.actual !== undefined)
                values.push(`got ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonInline */ .GL)(f.actual), { max: 200 })}`);
            lines.push(`  - first failure at ${at} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(f.code)} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(f.key, { max: 60 })}${values.length ? `: ${values.join(', ')}` : ''}`);
            if (f.reason)
                lines.push(`  - ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(f.reason, 300)}`);
        }
        return lines.join('\n');
    });
    return {
        name: 'newly failing tests',
        keep: 60,
        head: `<details open>\n<summary><b>❌ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(failing.length, 'newly failing test')}</b></summary>\n\n`,
        items,
        tail: '\n\n</details>',
        itemNoun: 'newly failing tests',
    };
}
/** What a pull request without a baseline is told to do about it. */
const BASELINE_HOW_TO = 'To compare with a baseline: a push to the default branch stores one (run this action on `push`), or set `baseline-target-url` to the deployment of the base branch to run a fresh baseline in the same job.';
/**
 * With no baseline nothing is newly failing, so the tests that fail are listed as they are, with
 * the ways to get a baseline: a first pull request still says what broke.
 */
function noBaselineSection(comparison, suites) {
    if (comparison.baseline.source !== 'none')
        return null;
    const failing = suites.flatMap((s) => s.tests.filter((t) => t.head !== null && t.head.passed < t.head.runs).map((t) => ({ s, t })));
    const items = failing.map(({ s, t }) => {
        const f = t.first_failure;
        const at = f === null
            ? ''
            : ` · ${f.turn_id === 'final' ? 'final assertions' : `turn ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(f.turn_id, { max: 60 })}`} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(f.code)} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(f.reason, 300)}`;
        return `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.suite_id, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(t.test_id, { max: 120 })}: ${passes(t)}${at}`;
    });
    const howTo = BASELINE_HOW_TO;
    if (failing.length === 0)
        return { name: 'how to get a baseline', keep: 75, head: '', items: [howTo], tail: '' };
    return {
        name: 'failing tests',
        keep: 75,
        head: `<details open>\n<summary><b>❌ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(failing.length, 'failing test')} (no baseline to tell which are new)</b></summary>\n\n`,
        items,
        tail: `\n\n</details>\n\n${howTo}`,
        itemNoun: 'failing tests',
    };
}
function passes(t) {
    const side = (x) => (x === null ? '—' : `${x.passed}/${x.runs}`);
    const errored = (t.base?.errored ?? 0) + (t.head?.errored ?? 0);
    return `passed ${side(t.base)} → ${side(t.head)}${errored > 0 ? `, ${errored} errored` : ''}`;
}
function testAnnotation(t) {
    const notes = [];
    if (t.broke === true)
        notes.push('**broken**, fails the check');
    if (t.p_value !== null) {
        notes.push(t.p_adjusted !== null
            ? `Fisher p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .pValue */ .sp)(t.p_value)}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .pValue */ .sp)(t.p_adjusted)} after Tarone's correction`
            : `Fisher p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .pValue */ .sp)(t.p_value)}`);
    }
    if (t.quarantined)
        notes.push('🧊 quarantined, does not gate');
    return notes.length ? ` (${notes.join(', ')})` : '';
}
function fixedAndFlakySection(suites) {
    const pick = (change) => suites.flatMap((s) => s.tests
        .filter((t) => t.change === change)
        .map((t) => `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.suite_id, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(t.test_id, { max: 120 })}: ${passes(t)}${testAnnotation(t)}`));
    const fixed = pick('fixed');
    const flaky = pick('flaky');
    if (fixed.length + flaky.length === 0)
        return null;
    const items = [
        ...(fixed.length ? [`**✅ Fixed (${fixed.length})**`, ...fixed] : []),
        ...(flaky.length ? [`${fixed.length ? '\n' : ''}**🎲 Flaky (${flaky.length})**`, ...flaky] : []),
    ];
    return {
        name: 'fixed and flaky tests',
        keep: 20,
        head: `<details>\n<summary>${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(fixed.length, 'fixed test')} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(flaky.length, 'flaky test')}</summary>\n\n`,
        items,
        tail: '\n\n</details>',
    };
}
function quarantineSection(comparison) {
    if (comparison.quarantine.length === 0)
        return null;
    const items = comparison.quarantine.map((q) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(q.test_id, { max: 120 })}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(q.reason, 200)} (until ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(q.expires, 40)})${q.expired ? ' ⚠️ **expired**: remove it or extend it' : ''}`);
    return {
        name: 'quarantine list',
        keep: 62,
        head: '**🧊 Quarantined** (run and reported, never gating)\n\n',
        items,
        tail: '',
        itemNoun: 'quarantine entries',
    };
}
function failureCodeSection(suites) {
    const totals = new Map();
    for (const s of suites) {
        for (const [code, n] of Object.entries(s.failure_codes)) {
            const t = totals.get(code) ?? { base: 0, head: 0 };
            totals.set(code, { base: t.base + n.base, head: t.head + n.head });
        }
    }
    const known = _results_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .FAILURE_CODES */ .sR;
    const rank = (code) => (known.includes(code) ? known.indexOf(code) : known.length);
    const rows = [...totals]
        .filter(([, n]) => n.base > 0 || n.head > 0)
        .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
        .map(([code, n]) => `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(code, { inTable: true })} | ${n.base} | ${n.head} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .signedCount */ .c3)(n.head - n.base)} |`);
    if (rows.length === 0)
        return null;
    return {
        name: 'failure-code breakdown',
        keep: 65,
        head: '**Failure codes** (runs with each code)\n\n| Code | Base | PR | Change |\n| --- | ---: | ---: | ---: |\n',
        items: rows,
        tail: '',
    };
}
// --- process, judge, facts -------------------------------------------------------------------
function processSection(suites, coverage) {
    const arrow = (a, b) => (a === b ? a : `${a} → ${b}`);
    const metric = (s, pick) => arrow(s.process.base ? pick(s.process.base) : '—', s.process.head ? pick(s.process.head) : '—');
    const rows = suites
        .filter((s) => s.process.base !== null || s.process.head !== null)
        .map((s) => {
        const perTurn = metric(s, (m) => (m.tool_calls_per_turn === null ? 'n/a' : m.tool_calls_per_turn.toFixed(2)));
        const p50 = metric(s, (m) => (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .milliseconds */ .Rz)(m.latency_p50_ms));
        const p95 = metric(s, (m) => (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .milliseconds */ .Rz)(m.latency_p95_ms));
        const tok = tokensCell(s.process);
        const tools = s.process.head
            ? Object.entries(s.process.head.tools)
                .sort(([, a], [, b]) => b - a)
                .slice(0, 3)
                .map(([name, n]) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(name, { inTable: true, max: 40 })}×${n}`)
                .join(' ') || 'none'
            : '—';
        const coverage = s.coverage ? `${s.coverage.exercised}/${s.coverage.offered}` : 'n/a';
        return `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.suite_id, 100)} | ${perTurn} | ${tools} | ${p50} | ${p95} | ${tok} | ${coverage} |`;
    });
    if (rows.length === 0)
        return null;
    const overall = coverage
        ? `\n\nTransitions covered over all suites: ${coverage.exercised} of ${coverage.offered} offered (node, option) pairs.`
        : '';
    return {
        name: 'process metrics',
        keep: 10,
        head: '<details>\n<summary>Process metrics (base → PR)</summary>\n\n' +
            '| Suite | Tool calls / turn | Top tools (PR) | Latency p50 | Latency p95 | Tokens in/out | Transitions covered |\n' +
            '| --- | --- | --- | --- | --- | --- | --- |\n',
        items: rows,
        tail: `${overall}\n\n</details>`,
    };
}
/** Tokens base → PR: numbers, "—" for a side without them, nothing when neither has any. */
function tokensCell(process) {
    const base = process.base ? (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .tokensInOut */ .QR)(process.base) : '';
    const head = process.head ? (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .tokensInOut */ .QR)(process.head) : '';
    if (base === '' && head === '')
        return '';
    return base === head ? base : `${base || '—'} → ${head || '—'}`;
}
function judgeSection(options) {
    const j = options.judge;
    if (!j)
        return null;
    if (!j.configured) {
        const skipped = j.skipped > 0 ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(j.skipped, 'judged check')} skipped and counted as not passed` : '';
        return { name: 'judge usage', keep: 30, head: '', items: [`**Judge:** not configured${skipped}.`], tail: '' };
    }
    const parts = [
        (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(j.calls, 'call'),
        `cache ${j.cache_hits} hit${j.cache_hits === 1 ? '' : 's'} / ${j.cache_misses} miss${j.cache_misses === 1 ? '' : 'es'}`,
        `${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .tokens */ .LU)(j.input_tokens)} input + ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .tokens */ .LU)(j.output_tokens)} output tokens`,
    ];
    if (options.judgePrices) {
        const usd = (j.input_tokens * options.judgePrices.input + j.output_tokens * options.judgePrices.output) / 1_000_000;
        parts.push(`≈ $${usd < 0.01 && usd > 0 ? usd.toFixed(4) : usd.toFixed(2)}`);
    }
    if (j.skipped > 0)
        parts.push(`${j.skipped} skipped`);
    if (j.unscored > 0)
        parts.push(`${j.unscored} could not be scored (JUDGE_ERROR: their runs are errored, never passed)`);
    return { name: 'judge usage', keep: 30, head: '', items: [`**Judge:** ${parts.join(' · ')}.`], tail: '' };
}
function runFacts(c) {
    const sha = (s) => {
        const short = (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .shortSha */ .Fu)(s);
        return short === null ? 'unknown commit' : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(short, { max: 40 });
    };
    const facts = [
        c.baseline.source === 'none' ? 'no baseline' : `base ${sha(c.baseline.commit)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .baselineSource */ .f0)(c.baseline)})`,
        `PR ${sha(c.head.commit)}`,
        `target ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)((0,_url_js__WEBPACK_IMPORTED_MODULE_6__/* .redactUrl */ .BO)(c.head.target), { max: 120 })}`,
        (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .repeatsLabel */ .VF)(c.head),
        `took ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .duration */ .p0)(c.duration_ms)}`,
    ];
    return `<sub>${facts.join(' · ')}</sub>`;
}
function reportLink(url) {
    if (url !== null && /^https?:\/\/[^\s<>()]+$/i.test(url))
        return `📄 [Full report](${url}) (turns, tool calls and judge verdicts of every failing or changed test)`;
    return "📄 Full report: `report.html` in this run's `agent-eval-report` artifact (turns, tool calls and judge verdicts of every failing or changed test)";
}
// --- a run without a baseline ----------------------------------------------------------------
/** report.md for a run with nothing to compare against: pass rates, codes and what was not checked. */
function renderRunSummary(summary, options = {}) {
    const stats = (0,_run_stats_js__WEBPACK_IMPORTED_MODULE_3__/* .runStats */ .HN)(summary);
    const c = summary.counts;
    // Never "passed" while a check could not be scored: a results file from before JUDGE_ERROR may
    // hold unscored checks in runs it counted as passed.
    const unscored = summary.suites.reduce((n, s) => n + s.notChecked.filter((x) => x.status === 'unscored').reduce((k, x) => k + x.count, 0), 0);
    const emoji = c.failed > 0 ? '❌' : c.errored > 0 || unscored > 0 ? '⛔' : c.passed === 0 ? '⚠️' : '✅';
    const sentence = c.failed > 0
        ? `${c.failed} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(c.planned, 'run')} failed`
        : c.errored > 0
            ? `No run failed, but ${(0,_results_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .erroredHeadline */ .G0)(summary, { code: (code) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(code), message: (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(text, 200) })}`
            : c.passed === 0
                ? 'No run was scored'
                : unscored > 0
                    ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(c.passed, 'scored run')} passed, but ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(unscored, 'judge check')} could not be scored`
                    : `All ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(c.passed, 'scored run')} passed`;
    const top = `## ${emoji} ${sentence}\n\n<sub>No baseline: pass rates only, no regression verdict. Compare with a baseline to gate on regressions.</sub>`;
    const rows = stats.map((s) => {
        const rate = s.pass_rate === null ? 'n/a' : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .percent */ .KN)(s.pass_rate)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .rateInterval */ .mP)(s.ci)}`.trim();
        const codes = [...s.codes].map(([code, n]) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(code, { inTable: true })}×${n}`).join(' ') || '—';
        const notChecked = [...s.not_checked.values()].reduce((a, b) => a + b, 0);
        const suite = `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.suite_id, 100)}${s.suspect ? ' ⚠️ suspect' : ''}`;
        return `| ${suite} | ${s.tests} | ${s.runs} | ${rate} | ${s.failed} | ${s.errored} | ${s.skipped} | ${notChecked} | ${codes} |`;
    });
    const methods = [...new Set(stats.map((s) => s.ci_method).filter((m) => m !== null))].map((m) => _format_js__WEBPACK_IMPORTED_MODULE_4__/* .CI_METHOD_LABELS */ .DW[m]);
    const table = {
        name: 'suite rows',
        keep: 100,
        head: '| Suite | Tests | Runs | Pass rate (95% CI) | Failed | Errored | Skipped | Checks not run | Codes |\n| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |\n',
        items: rows,
        tail: `\n\n<sub>Pass rate: mean over tests of each test's pass fraction; errored and skipped runs excluded${methods.length ? `; interval: ${methods.join(' / ')}` : ''}.</sub>`,
        itemNoun: 'suites',
        table: true,
    };
    const warnings = [];
    if (!summary.run.complete)
        warnings.push(`- ⛔ The run is incomplete: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(summary.run.incomplete_reason ?? 'no reason recorded', 300)}`);
    for (const w of summary.warnings)
        warnings.push(`- ⚠️ ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(w, 400)}`);
    for (const s of stats) {
        const at = `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.suite_id, 100)}**`;
        if (s.suspect)
            warnings.push(`- ⚠️ ${at}: suspect data: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.suspect, 300)}`);
        for (const [reason, n] of s.not_checked)
            warnings.push(`- ⚠️ ${at}: ${n}× not checked (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(reason, 200)})`);
        if (s.unknown_blocks > 0)
            warnings.push(`- ⚠️ ${at}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(s.unknown_blocks, 'content block')} of unknown type kept in the results, not interpreted`);
        for (const w of s.warnings)
            warnings.push(`- ⚠️ ${at}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(w, 300)}`);
    }
    const failing = [...failedTests(summary), ...erroredRuns(summary)];
    const sections = [table];
    if (warnings.length)
        sections.push({ name: 'warnings', keep: 70, head: '### ⚠️ Warnings\n\n', items: warnings, tail: '', itemNoun: 'warnings' });
    if (failing.length) {
        sections.push({
            name: 'failing runs',
            keep: 60,
            head: `<details open>\n<summary><b>${[c.failed > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(c.failed, 'failed run') : '', c.errored > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(c.errored, 'errored run') : ''].filter(Boolean).join(' · ')}</b></summary>\n\n`,
            items: failing,
            tail: '\n\n</details>',
            itemNoun: 'failing tests or error causes',
        });
    }
    const judge = judgeSection({ marker: DEFAULT_COMMENT_MARKER, reportUrl: null, judge: summary.judge });
    if (judge)
        sections.push(judge);
    const r = summary.run;
    const facts = [
        `commit ${r.commit === null ? 'unknown' : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)((0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .shortSha */ .Fu)(r.commit) ?? '', { max: 40 })}`,
        `target ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)((0,_url_js__WEBPACK_IMPORTED_MODULE_6__/* .redactUrl */ .BO)(r.target), { max: 120 })} (${r.transport})`,
        (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .repeatsLabel */ .VF)(r),
        `took ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .duration */ .p0)(Date.parse(r.finished_at) - Date.parse(r.started_at) || null)}`,
    ];
    return fitToLimit(top, sections, `<sub>${facts.join(' · ')}</sub>`, options.maxLength ?? GITHUB_COMMENT_LIMIT);
}
/**
 * The failed runs of each test: one item per test and first failure, so a failure its repeats share
 * is said once, with the runs it concerns.
 */
function failedTests(summary) {
    return summary.suites.flatMap((suite) => suite.tests.flatMap((t) => {
        const failed = t.runs.filter((r) => r.outcome === 'failed');
        const groups = (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .groupIdentical */ .Du)(failed, (r) => failureText(r.firstFailure));
        return groups.map(({ key, items: runs }) => {
            const codes = [...new Set(runs.flatMap((r) => r.codes))].map((code) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(code)).join(' ');
            const which = runs.map((r) => `#${r.repeat}`).join(', ');
            const head = `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(suite.suite_id, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(t.test_id, { max: 120 })}: ${runs.length} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(t.runs.length, 'run')} failed (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(which, 80)}) ${codes}`;
            return key === '' ? head : `${head}\n  - ${key}`;
        });
    }));
}
function failureText(f) {
    if (!f)
        return '';
    const values = [];
    if (f.assertion.expected !== undefined)
        values.push(`expected ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonInline */ .GL)(f.assertion.expected), { max: 200 })}`);
    if (f.assertion.actual !== undefined)
        values.push(`got ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)((0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonInline */ .GL)(f.assertion.actual), { max: 200 })}`);
    const at = f.turnId === null ? 'final assertions' : `turn ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(f.turnId, { max: 60 })}`;
    return `at ${at} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(f.assertion.key, { max: 60 })}${values.length ? `: ${values.join(', ')}` : ''} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(f.assertion.reason, 300)}`;
}
/** The errored runs, one item per cause (code and message) with the runs it ended: an agent that was down is one line, not one per run. */
function erroredRuns(summary) {
    return (0,_results_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .erroredGroups */ .Mt)(summary.suites).map(({ code, message, runs }) => {
        const shown = runs.slice(0, 5).map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(`${r.suite_id} › ${r.test_id} #${r.repeat}`, { max: 120 }));
        const more = runs.length > shown.length ? ` and ${runs.length - shown.length} more` : '';
        return `- ⛔ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .erroredCauseText */ .YN)({ code, message, runs: runs.length }, MARKDOWN)}\n  - ${runs.length === 1 ? 'run' : 'runs'}: ${shown.join(', ')}${more}`;
    });
}


/***/ }),

/***/ 52077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HN: () => (/* binding */ runStats),
/* harmony export */   d1: () => (/* binding */ suiteRunStats),
/* harmony export */   fx: () => (/* binding */ firstFailure)
/* harmony export */ });
/* harmony import */ var _stats_mover_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80934);
/* harmony import */ var _stats_wilson_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27527);


/**
 * A suite's row figures: runs per failure code, checks not run by reason (in order of first
 * appearance), and the pass rate. From the summary, so a streamed run needs no turns in memory.
 */
function suiteRunStats(suite) {
    const runs = suite.tests.flatMap((t) => t.runs);
    const count = (outcome) => runs.filter((r) => r.outcome === outcome).length;
    const codes = new Map();
    for (const r of runs)
        for (const code of new Set(r.codes))
            codes.set(code, (codes.get(code) ?? 0) + 1);
    const notChecked = new Map();
    for (const n of suite.notChecked) {
        const reason = `${n.status}: ${n.key}: ${n.reason}`;
        notChecked.set(reason, (notChecked.get(reason) ?? 0) + n.count);
    }
    return {
        suite_id: suite.suite_id,
        file: suite.file,
        suspect: suite.suspect ?? null,
        tests: suite.tests.length,
        runs: runs.length,
        passed: count('passed'),
        failed: count('failed'),
        errored: count('errored'),
        skipped: count('skipped'),
        ...passRate(suite.tests.map((t) => t.runs.map((r) => r.outcome))),
        codes,
        not_checked: notChecked,
        unknown_blocks: suite.unknownBlocks,
        warnings: suite.turnWarnings,
    };
}
/**
 * Equal weight per test, scored runs only. Wilson on the tests when every test ran once; with
 * repeats, the Wilson-MOVER interval over tests, since repeats of one test are not independent
 * draws and pooling them would give a falsely narrow interval.
 */
function passRate(tests) {
    const perTest = tests
        .map((outcomes) => {
        const scored = outcomes.filter((o) => o === 'passed' || o === 'failed');
        return { passed: scored.filter((o) => o === 'passed').length, runs: scored.length };
    })
        .filter((t) => t.runs > 0);
    if (perTest.length === 0)
        return { pass_rate: null, ci: null, ci_method: null };
    if (perTest.every((t) => t.runs === 1)) {
        const w = (0,_stats_wilson_js__WEBPACK_IMPORTED_MODULE_1__/* .wilson */ .r)(perTest.filter((t) => t.passed === 1).length, perTest.length);
        return { pass_rate: w.estimate, ci: [w.lower, w.upper], ci_method: 'wilson' };
    }
    const m = (0,_stats_mover_js__WEBPACK_IMPORTED_MODULE_0__/* .moverPassRate */ .li)(perTest);
    return { pass_rate: m.estimate, ci: [m.lower, m.upper], ci_method: 'wilson-mover' };
}
function runStats(summary) {
    return summary.suites.map(suiteRunStats);
}
/** The first assertion that failed in a run (turn order, then the final assertions), for reports. */
function firstFailure(run) {
    for (const turn of run.turns) {
        const failed = turn.assertions.find((a) => a.status === 'failed');
        if (failed)
            return { turn_id: turn.turn_id, assertion: failed };
    }
    const final = run.final.assertions.find((a) => a.status === 'failed');
    return final ? { turn_id: 'final', assertion: final } : null;
}


/***/ }),

/***/ 52899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  JL: () => (/* binding */ REPORT_FILES),
  Li: () => (/* binding */ writeReports)
});

// UNUSED EXPORTS: writeJunitReport

// EXTERNAL MODULE: ./src/results/summary.ts
var summary = __webpack_require__(64042);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/files.ts
var src_files = __webpack_require__(59148);
// EXTERNAL MODULE: ./src/logger.ts
var logger = __webpack_require__(86999);
// EXTERNAL MODULE: ./src/results/artifact-index.ts
var artifact_index = __webpack_require__(21143);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/results/schema.ts
var schema = __webpack_require__(66303);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/format.ts
var src_format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/report/run-stats.ts
var run_stats = __webpack_require__(52077);
// EXTERNAL MODULE: ./src/url.ts
var url = __webpack_require__(17666);
;// CONCATENATED MODULE: ./src/report/html.ts
// The full report: one self-contained HTML file (inline CSS and script, no external assets) with
// the suite table, a forest plot of the deltas, and the turns of every test that failed or changed
// (passing tests get one row each, so the file stays small at thousands of tests). Links go only
// to the run's own artifact records next to the report (artifacts/*.jsonl). A Content Security
// Policy pinned to the hashes of the inline style and script means that even a slip in escaping
// could not run or load anything.








const h = report_escape/* escapeHtml */.ZD;
/** Longest JSON or text shown for one value; longer ones say how much is left out (results.json has it all). */
const MAX_VALUE_CHARS = 100_000;
function renderHtml(comparison, head, base, options = {}) {
    const c = head.counts;
    // An errored run (the agent or the judge failed) is never shown under a green mark, and says why.
    const title = comparison
        ? `${format/* OVERALL_EMOJI */.J5[comparison.verdict]} ${(0,format/* headline */.Pl)(comparison)}`
        : `${c.failed > 0 ? '❌' : c.errored > 0 ? '⛔' : '✅'} ${c.passed} of ${(0,src_format/* plural */.LS)(c.planned, 'run')} passed${c.errored > 0 ? `; ${(0,summary/* erroredHeadline */.G0)((0,summary/* summarizeResults */.SE)(head))}` : ''}`;
    const body = [
        `<header><h1>${h(title)}</h1>${comparison?.reason ? `<p class="reason">${h(comparison.reason)}</p>` : ''}${comparison ? erroredNote(comparison) : ''}${runFacts(comparison, head)}</header>`,
        comparison ? comparisonSections(comparison) : runSections(head),
        testsSection(comparison, head, base, options.artifacts ?? null),
        `<footer>agent-eval ${h(head.tool.version)} · ${h(head.run.id)}</footer>`,
    ].join('\n');
    const csp = [
        "default-src 'none'",
        `style-src '${sha256(STYLE)}'`,
        `script-src '${sha256(SCRIPT)}'`,
        "img-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<title>${h(`agent-eval: ${title}`)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
<script>${SCRIPT}</script>
</body>
</html>
`;
}
function sha256(text) {
    return `sha256-${(0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('base64')}`;
}
/** Why runs errored, each cause once with its count (the runs below then say "same error"). */
function erroredNote(c) {
    const lines = [
        ['Errored runs', (0,format/* erroredLine */.AY)(c, 'head')],
        ['Errored base runs', (0,format/* erroredLine */.AY)(c, 'base')],
    ].filter((l) => l[1] !== null);
    return lines.map(([label, line]) => `<p class="warn">⛔ <b>${label}:</b> ${h(line)}</p>`).join('');
}
function runFacts(comparison, head) {
    const facts = [];
    if (comparison) {
        const b = comparison.baseline;
        facts.push(b.source === 'none' ? 'no baseline' : `base <code>${h((0,src_format/* shortSha */.Fu)(b.commit) ?? 'unknown')}</code> (${h((0,format/* baselineSource */.f0)(b))})`);
    }
    facts.push(`head <code>${h((0,src_format/* shortSha */.Fu)(head.run.commit) ?? 'unknown')}</code>`, `target <code>${h((0,url/* redactUrl */.BO)(head.run.target))}</code> (${h(head.run.transport)})`, h((0,format/* repeatsLabel */.VF)(head.run)), `took ${h((0,src_format/* duration */.p0)(comparison?.duration_ms ?? (Date.parse(head.run.finished_at) - Date.parse(head.run.started_at) || null)))}`);
    if (comparison)
        facts.push(`α = ${comparison.alpha}, minimum effect ${(comparison.min_effect * 100).toFixed(1)} points`);
    const incomplete = head.run.complete
        ? ''
        : `<p class="warn">⛔ The head run is incomplete: ${h(head.run.incomplete_reason ?? 'no reason recorded')}</p>`;
    return `<p class="facts">${facts.join(' · ')}</p>${incomplete}`;
}
// --- with a comparison -------------------------------------------------------------------------
function comparisonSections(c) {
    const suites = (0,format/* sortSuites */.eU)(c.suites);
    // Half the check's alpha goes to the suites (Holm), half to the single tests (Tarone).
    const suiteAlpha = c.families?.suites.alpha ?? c.alpha;
    const rows = suites.map((s) => {
        const { emoji, label } = format/* VERDICT_LABELS */.W4[s.verdict];
        const delta = s.delta ? `${(0,src_format/* points */.WR)(s.delta.estimate)} pts [${(0,src_format/* points */.WR)(s.delta.ci[0])}, ${(0,src_format/* points */.WR)(s.delta.ci[1])}]` : '—';
        const note = s.interval_note ? `<br><small class="warn">${h(s.interval_note)}</small>` : '';
        return `<tr data-verdict="${s.verdict}"><td>${h(s.suite_id)}</td><td>${side(s.base)}</td><td>${side(s.head)}</td><td>${delta}<br><small>${h(methodNote(s))}</small>${note}</td><td>${(0,src_format/* pValue */.sp)(s.p_value)}</td><td class="${s.p_adjusted !== null && s.p_adjusted <= suiteAlpha ? 'sig' : ''}">${s.verdict === 'improved' && s.p_adjusted_improved != null ? `${(0,src_format/* pValue */.sp)(s.p_adjusted_improved)} (better)` : (0,src_format/* pValue */.sp)(s.p_adjusted)}</td><td>${s.common_tests} / ${s.added_tests} / ${s.removed_tests}</td><td class="verdict ${s.verdict}">${emoji} ${label}</td></tr>`;
    });
    const table = `<table class="suites"><thead><tr><th>Suite</th><th>Base</th><th>PR</th><th>Delta (95% CI)</th><th>p</th><th>p (Holm)</th><th>Tests common / added / removed</th><th>Verdict</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
    // Suites told the same thing share one item: the sentence once, with the suites it concerns.
    const sameReason = (0,format/* groupIdentical */.Du)(suites, (s) => s.verdict === 'possible_regression' || s.power_hint || s.min_attainable_p !== null
        ? `\u0000${s.suite_id}`
        : `${s.verdict}\n${s.reason}`);
    const reasons = sameReason.map(({ items: same }) => {
        const s = same[0];
        const notes = [`<li><b>${same.map((x) => h(x.suite_id)).join('</b>, <b>')}</b>: ${h(s.reason)}`];
        if (s.verdict === 'possible_regression') {
            notes.push(`<br>To settle it: comment <code>/eval rerun --repeats auto</code> on the pull request, or run <code>agent-eval run --repeats ${(0,format/* settleRepeats */.Kd)(s)}</code> with <code>--baseline</code>.`);
        }
        if (s.power_hint)
            notes.push(`<br>💡 ${h(s.power_hint)}`);
        if (s.min_attainable_p !== null)
            notes.push(`<br><small>smallest attainable p: ${(0,src_format/* pValue */.sp)(s.min_attainable_p)}</small>`);
        return `${notes.join('')}</li>`;
    });
    const said = suites.flatMap((s) => s.validity.map((text) => ({ suite: s.suite_id, text })));
    const warnings = [
        ...c.warnings.map((w) => `<li>⚠️ ${h(w)}</li>`),
        ...(0,format/* groupIdentical */.Du)(said, (v) => v.text).map(({ key, items: same }) => `<li>⚠️ <b>${same.map((v) => h(v.suite)).join('</b>, <b>')}</b>: ${h(key)}</li>`),
    ];
    const quarantine = c.quarantine.map((q) => `<li><code>${h(q.test_id)}</code>: ${h(q.reason)} (until ${h(q.expires)})${q.expired ? ' <b class="warn">expired</b>' : ''}</li>`);
    const broken = (c.broken_tests ?? []).map((t) => `<li><code>${h(`${t.suite_id} › ${t.test_id}`)}</code>: ${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs}, p = ${(0,src_format/* pValue */.sp)(t.p_value)}</li>`);
    const family = c.families?.tests;
    const gate = family
        ? `A suite regresses when p (Holm) ≤ ${(0,src_format/* level */.Rc)(suiteAlpha)} and its pass rate fell by at least ${(c.min_effect * 100).toFixed(1)} points, or when one of its tests broke: one-sided Fisher p ≤ ${(0,src_format/* level */.Rc)(family.level)} (α/2 over Tarone's m* = ${family.m}, the tests of this check that could reach significance) and a drop of at least ${(0,src_format/* pointsText */.JA)(c.min_test_effect ?? 0.5)}. α = ${c.alpha} is split in half between the suites and the tests.`
        : `A suite regresses when p (Holm) ≤ ${c.alpha} and the drop is at least ${(c.min_effect * 100).toFixed(1)} points.`;
    return [
        broken.length
            ? `<section id="broken"><h2>❌ ${h((0,src_format/* plural */.LS)(broken.length, 'broken test'))}</h2><ul>${broken.join('')}</ul><p class="note">Each broken test fails the check.</p></section>`
            : '',
        `<section id="suites"><h2>Suites</h2>${table}<p class="note">Pass rates: ${format/* PASS_RATE_DEFINITION */.zd}, with 95% intervals, errored runs excluded. p: one-sided (head worse); p (Holm): adjusted over the suites. ${gate}</p>`,
        forestPlot(suites, c.min_effect),
        `<ul class="reasons">${reasons.join('')}</ul></section>`,
        warnings.length ? `<section id="warnings"><h2>Validity warnings</h2><ul>${warnings.join('')}</ul></section>` : '',
        quarantine.length
            ? `<section id="quarantine"><h2>Quarantined tests</h2><p class="note">Run and reported, never gating.</p><ul>${quarantine.join('')}</ul></section>`
            : '',
        failureCodes(suites),
        processMetrics(suites, c.coverage),
    ].join('\n');
}
function side(s) {
    if (s === null)
        return '—';
    const parts = [(0,src_format/* plural */.LS)(s.tests, 'test'), (0,src_format/* plural */.LS)(s.runs, 'run')];
    if (s.errored)
        parts.push(`${s.errored} errored`);
    if (s.skipped)
        parts.push(`${s.skipped} skipped`);
    parts.push(`${s.tool_calls_captured} tool calls`);
    return `${(0,src_format/* percent */.KN)(s.pass_rate)} ${(0,src_format/* rateInterval */.mP)(s.ci)}<br><small>${parts.join(' · ')}${s.ci_method ? ` · ${format/* CI_METHOD_LABELS */.DW[s.ci_method]}` : ''}</small>`;
}
function methodNote(s) {
    return [s.delta ? format/* DELTA_METHOD_LABELS */.HA[s.delta.method] : '', s.test ? format/* TEST_METHOD_LABELS */.Zz[s.test] : ''].filter(Boolean).join('; ');
}
/** Each suite's delta and interval against zero, with the band of drops too small to fail. */
function forestPlot(suites, minEffect) {
    const rowHeight = 30;
    const labelWidth = 230;
    const width = 760;
    const plotLeft = labelWidth + 10;
    const plotRight = width - 20;
    const top = 20;
    const height = top + suites.length * rowHeight + 40;
    const values = suites.flatMap((s) => (s.delta ? [s.delta.ci[0], s.delta.ci[1], s.delta.estimate] : []));
    const lo = Math.max(-1, Math.min(-minEffect * 2, -0.1, ...values) - 0.05);
    const hi = Math.min(1, Math.max(0.1, ...values) + 0.05);
    const x = (v) => plotLeft + ((v - lo) / (hi - lo)) * (plotRight - plotLeft);
    const f = (n) => n.toFixed(1);
    const bottom = top + suites.length * rowHeight;
    const step = hi - lo > 1 ? 0.25 : hi - lo > 0.5 ? 0.1 : 0.05;
    const ticks = [];
    for (let t = Math.ceil(lo / step) * step; t <= hi + 1e-9; t += step) {
        ticks.push(`<line x1="${f(x(t))}" x2="${f(x(t))}" y1="${bottom}" y2="${bottom + 5}" stroke="currentColor"/><text x="${f(x(t))}" y="${bottom + 18}" text-anchor="middle">${(0,src_format/* points */.WR)(t)}</text>`);
    }
    const rows = suites.map((s, i) => {
        const y = top + i * rowHeight + rowHeight / 2;
        const label = `<text x="${labelWidth}" y="${y + 4}" text-anchor="end">${h((0,report_escape/* clip */.$Q)(s.suite_id, 32))}</text>`;
        const tip = `<title>${h(`${s.suite_id}: ${format/* VERDICT_LABELS */.W4[s.verdict].label}${s.delta ? `, ${(0,src_format/* points */.WR)(s.delta.estimate)} points [${(0,src_format/* points */.WR)(s.delta.ci[0])}, ${(0,src_format/* points */.WR)(s.delta.ci[1])}]` : ''}`)}</title>`;
        if (!s.delta) {
            return `<g class="forest-row" data-verdict="${s.verdict}">${tip}${label}<text x="${plotLeft}" y="${y + 4}" class="muted">no delta (${format/* VERDICT_LABELS */.W4[s.verdict].label})</text></g>`;
        }
        const [l, u] = s.delta.ci;
        return `<g class="forest-row" data-verdict="${s.verdict}">${tip}${label}<line x1="${f(x(l))}" x2="${f(x(u))}" y1="${y}" y2="${y}" class="ci ${s.verdict}" stroke-width="2"/><rect x="${f(x(s.delta.estimate) - 5)}" y="${y - 5}" width="10" height="10" class="point ${s.verdict}"/></g>`;
    });
    return `<figure class="forest"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Forest plot of the pass-rate change per suite">
<rect x="${f(x(-minEffect))}" y="${top}" width="${f(x(0) - x(-minEffect))}" height="${bottom - top}" class="band"><title>drops smaller than the minimum effect (${(minEffect * 100).toFixed(1)} points) never fail the check</title></rect>
<line x1="${f(x(-minEffect))}" x2="${f(x(-minEffect))}" y1="${top}" y2="${bottom}" class="min-effect" stroke-dasharray="4 3"/>
<line x1="${f(x(0))}" x2="${f(x(0))}" y1="${top - 8}" y2="${bottom}" class="zero"/>
<line x1="${plotLeft}" x2="${plotRight}" y1="${bottom}" y2="${bottom}" stroke="currentColor"/>
${ticks.join('')}
${rows.join('\n')}
</svg><figcaption>Change in pass rate (points) with its 95% interval. Shaded: drops smaller than the minimum effect of ${(minEffect * 100).toFixed(1)} points.</figcaption></figure>`;
}
function failureCodes(suites) {
    const rows = suites.flatMap((s) => Object.entries(s.failure_codes)
        .filter(([, n]) => n.base > 0 || n.head > 0)
        .map(([code, n]) => `<tr><td>${h(s.suite_id)}</td><td><code>${h(code)}</code></td><td>${n.base}</td><td>${n.head}</td><td>${(0,src_format/* signedCount */.c3)(n.head - n.base)}</td></tr>`));
    if (rows.length === 0)
        return '';
    return `<section id="codes"><h2>Failure codes</h2><table><thead><tr><th>Suite</th><th>Code</th><th>Base</th><th>Head</th><th>Change</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}
function processMetrics(suites, coverage) {
    const pair = (a, b) => `${h(a ?? '—')} → ${h(b ?? '—')}`;
    const rows = suites.map((s) => {
        const { base, head } = s.process;
        const tools = (m) => m === null
            ? '—'
            : Object.entries(m.tools)
                .map(([name, n]) => `${name}×${n}`)
                .join(', ') || 'none';
        const coverage = s.coverage
            ? `${s.coverage.exercised}/${s.coverage.offered}${s.coverage.missing.length ? `<br><small>not exercised: ${s.coverage.missing.map((m) => `<code>${h(m)}</code>`).join(' ')}</small>` : ''}`
            : 'n/a';
        return `<tr><td>${h(s.suite_id)}</td><td>${pair(base && String(base.turns), head && String(head.turns))}</td><td>${pair(base && (base.tool_calls_per_turn?.toFixed(2) ?? 'n/a'), head && (head.tool_calls_per_turn?.toFixed(2) ?? 'n/a'))}</td><td>${h(tools(base))}<br>→ ${h(tools(head))}</td><td>${pair(base && (0,src_format/* milliseconds */.Rz)(base.latency_p50_ms), head && (0,src_format/* milliseconds */.Rz)(head.latency_p50_ms))}</td><td>${pair(base && (0,src_format/* milliseconds */.Rz)(base.latency_p95_ms), head && (0,src_format/* milliseconds */.Rz)(head.latency_p95_ms))}</td><td>${tokensCell(base, head)}</td><td>${coverage}</td></tr>`;
    });
    const overall = coverage
        ? `<p class="note">Transitions covered over all suites: ${coverage.exercised} of ${coverage.offered} offered (node, option) pairs.</p>`
        : '';
    return `<section id="process"><h2>Process metrics (base → head)</h2>${overall}<table><thead><tr><th>Suite</th><th>Turns</th><th>Tool calls / turn</th><th>Tools</th><th>Latency p50</th><th>Latency p95</th><th>Tokens in/out</th><th>Transitions covered</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}
/** Tokens in/out, base → head: numbers, "—" for a side without them, nothing when neither has any. */
function tokensCell(base, head) {
    const b = base ? (0,format/* tokensInOut */.QR)(base) : '';
    const t = head ? (0,format/* tokensInOut */.QR)(head) : '';
    if (b === '' && t === '')
        return '';
    return `${h(b || '—')} → ${h(t || '—')}`;
}
// --- without a comparison ----------------------------------------------------------------------
function runSections(results) {
    const rows = (0,run_stats/* runStats */.HN)((0,summary/* summarizeResults */.SE)(results)).map((s) => {
        const codes = [...s.codes].map(([code, n]) => `<code>${h(code)}</code>×${n}`).join(' ') || '—';
        const suspect = s.suspect ? `<br><small class="warn">⚠️ suspect: ${h(s.suspect)}</small>` : '';
        const notChecked = [...s.not_checked].map(([reason, n]) => `${n}× ${h(reason)}`).join('<br>') || '0';
        return `<tr><td>${h(s.suite_id)}${suspect}</td><td>${s.tests}</td><td>${s.runs}</td><td>${(0,src_format/* percent */.KN)(s.pass_rate)} ${(0,src_format/* rateInterval */.mP)(s.ci)}${s.ci_method ? `<br><small>${format/* CI_METHOD_LABELS */.DW[s.ci_method]}</small>` : ''}</td><td>${s.failed}</td><td>${s.errored}</td><td>${s.skipped}</td><td>${codes}</td><td><small>${notChecked}</small></td></tr>`;
    });
    const warnings = results.warnings.map((w) => `<li>⚠️ ${h(w)}</li>`);
    return [
        `<section id="suites"><h2>Suites</h2><p class="note">No baseline: pass rates only (mean over tests of each test's pass fraction, errored and skipped runs excluded, 95% interval).</p><table class="suites"><thead><tr><th>Suite</th><th>Tests</th><th>Runs</th><th>Pass rate</th><th>Failed</th><th>Errored</th><th>Skipped</th><th>Codes</th><th>Checks not run</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`,
        warnings.length ? `<section id="warnings"><h2>Warnings</h2><ul>${warnings.join('')}</ul></section>` : '',
    ].join('\n');
}
function testViews(comparison, head, base) {
    const index = (r) => new Map((r?.suites ?? []).flatMap((s) => s.tests.map((t) => [key(s.suite_id, t.test_id), t])));
    const heads = index(head);
    const bases = index(base);
    const views = new Map();
    for (const s of (0,format/* sortSuites */.eU)(comparison?.suites ?? [])) {
        for (const t of s.tests) {
            const k = key(s.suite_id, t.test_id);
            views.set(k, {
                suite_id: s.suite_id,
                test_id: t.test_id,
                verdict: t.change,
                compared: t,
                head: heads.get(k) ?? null,
                base: bases.get(k) ?? null,
            });
        }
    }
    // Tests the comparison does not mention are still shown: a report never hides a run.
    for (const [r, which] of [
        [head, 'head'],
        [base, 'base'],
    ]) {
        for (const s of r?.suites ?? []) {
            for (const t of s.tests) {
                const k = key(s.suite_id, t.test_id);
                if (views.has(k))
                    continue;
                views.set(k, {
                    suite_id: s.suite_id,
                    test_id: t.test_id,
                    verdict: which === 'head' ? runVerdict(t.runs) : 'removed',
                    compared: null,
                    head: heads.get(k) ?? null,
                    base: bases.get(k) ?? null,
                });
            }
        }
    }
    return [...views.values()];
}
function key(suite, test) {
    return `${suite}\u0000${test}`;
}
function runVerdict(runs) {
    const scored = runs.filter((r) => r.outcome === 'passed' || r.outcome === 'failed');
    if (scored.length === 0)
        return runs.some((r) => r.outcome === 'errored') ? 'errored' : 'skipped';
    const passed = scored.filter((r) => r.outcome === 'passed').length;
    return passed === scored.length ? 'passed' : passed === 0 ? 'failed' : 'flaky';
}
/** Outcomes of a test with nothing for a reviewer to read: one compact row, no transcripts. */
const QUIET_VERDICTS = new Set(['unchanged', 'passed', 'added', 'skipped']);
/**
 * Characters of transcripts (turns) one report holds at most. Past it, runs are listed without
 * their turns: a browser cannot open a file of hundreds of MB, and V8 cannot even build one.
 */
const MAX_TRANSCRIPT_CHARS = 10_000_000;
function testsSection(comparison, head, base, artifacts) {
    const views = testViews(comparison, head, base);
    const codesByView = new Map(views.map((v) => [v, [...new Set((v.head ?? v.base)?.runs.flatMap((r) => r.codes) ?? [])]]));
    const codesOf = (v) => codesByView.get(v) ?? [];
    const verdictCounts = new Map();
    const codeCounts = new Map();
    for (const v of views) {
        verdictCounts.set(v.verdict, (verdictCounts.get(v.verdict) ?? 0) + 1);
        for (const c of codesOf(v))
            codeCounts.set(c, (codeCounts.get(c) ?? 0) + 1);
    }
    const order = schema/* FAILURE_CODES */.sR;
    const codes = [...codeCounts.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const chip = (filter, value, label, count) => `<button type="button" class="chip" data-filter="${filter}" data-value="${h(value)}" aria-pressed="${value === 'all'}">${h(label)} <small>${count}</small></button>`;
    const filters = [
        `<div class="filters" role="group" aria-label="Filter by verdict"><span>Verdict:</span>${chip('verdict', 'all', 'all', views.length)}${[
            ...verdictCounts,
        ]
            .map(([v, n]) => chip('verdict', v, format/* CHANGE_LABELS */.hW[v] ?? v, n))
            .join('')}</div>`,
        `<div class="filters" role="group" aria-label="Filter by failure code"><span>Failure code:</span>${chip('code', 'all', 'all', views.length)}${codes
            .map((c) => chip('code', c, c, codeCounts.get(c) ?? 0))
            .join('')}</div>`,
    ].join('');
    const counts = (side, t) => {
        if (side)
            return `${side.passed}/${side.runs}`;
        if (!t)
            return '—';
        return `${t.runs.filter((r) => r.outcome === 'passed').length}/${t.runs.length}`;
    };
    const badge = (v) => `<span class="badge ${h(v.verdict)}">${h(format/* CHANGE_LABELS */.hW[v.verdict] ?? v.verdict)}</span>`;
    const ctx = { artifacts, budget: MAX_TRANSCRIPT_CHARS, cut: 0, errorsShown: new Map() };
    const quiet = [];
    const loud = [];
    for (const v of views) {
        const attrs = `data-verdict="${h(v.verdict)}" data-codes="${h(codesOf(v).join(' '))}"`;
        if (isQuiet(v)) {
            quiet.push(`<tr class="test" ${attrs}><td>${badge(v)}</td><td>${h(v.suite_id)}</td><td>${h(v.test_id)}</td><td>${counts(v.compared?.base ?? null, v.base)}</td><td>${counts(v.compared?.head ?? null, v.head)}</td></tr>`);
        }
        else {
            // Head failures first, over all tests, so the size budget goes to them before any base run.
            loud.push({
                v,
                attrs,
                head: v.head ? runsView(v.head.runs, 'head', v, failedOrErrored, ctx) : '<p class="muted">Not run on head.</p>',
            });
        }
    }
    const detailed = loud.map(({ v, attrs, head }) => {
        const cmp = v.compared;
        const fisher = cmp && cmp.p_value !== null
            ? ` · Fisher p ${(0,src_format/* pValue */.sp)(cmp.p_value)}${cmp.p_adjusted !== null ? ` (${(0,src_format/* pValue */.sp)(cmp.p_adjusted)} after Tarone)` : ''}${cmp.broke === true ? ' · <b class="sig">broken</b>' : ''}`
            : '';
        const quarantined = cmp?.quarantined ? ' · <span class="badge">quarantined</span>' : '';
        const codeList = codesOf(v)
            .map((c) => `<code>${h(c)}</code>`)
            .join(' ');
        const summary = `<summary>${badge(v)} ${h(v.suite_id)} › <b>${h(v.test_id)}</b> · base ${counts(cmp?.base ?? null, v.base)} → head ${counts(cmp?.head ?? null, v.head)}${fisher}${quarantined} ${codeList}</summary>`;
        // When the outcome changed, one base run in full is the reference to read the head runs against.
        const reference = v.verdict === 'newly_failing'
            ? v.base?.runs.find((r) => r.outcome === 'passed')
            : v.verdict === 'fixed'
                ? v.base?.runs.find(failedOrErrored)
                : undefined;
        const baseRuns = v.base
            ? `<details class="base-runs"><summary>Base runs (${v.base.runs.length})</summary>${runsView(v.base.runs, 'base', v, (r) => r === reference, ctx)}</details>`
            : '';
        return `<details class="test" ${attrs}>${summary}<div class="test-body">${head}${baseRuns}</div></details>`;
    });
    const notes = [
        `<p class="note">Tests that failed, errored, are flaky, changed or were fixed are listed below with every turn of each failing head run (and of one base run when the outcome changed), other runs one line each.${quiet.length
            ? ` The other ${(0,src_format/* plural */.LS)(quiet.length, 'test')}, passing, ${quiet.length === 1 ? 'is' : 'are'} summarised in one row each at the end.`
            : ''} <code>results.json</code> has every turn of every run${artifacts ? ', and each head turn shown here links to its raw record in <code>artifacts/</code>' : ''}.</p>`,
    ];
    if (ctx.cut > 0) {
        notes.push(`<p class="warn">⚠️ The turns of ${(0,src_format/* plural */.LS)(ctx.cut, 'more run')} are left out (listed one line each) to keep this file small enough to open: ${Math.round(MAX_TRANSCRIPT_CHARS / 1_000_000)} million characters of transcripts at most. They are in <code>results.json</code>.</p>`);
    }
    const quietTable = quiet.length
        ? `<h3 id="passing">Passing tests (${quiet.length}), summarised</h3><table class="passing"><thead><tr><th>Verdict</th><th>Suite</th><th>Test</th><th>Base passed</th><th>Head passed</th></tr></thead><tbody>${quiet.join('\n')}</tbody></table>`
        : '';
    return `<section id="tests"><h2>Tests</h2>${notes.join('')}${filters}<p id="shown" class="note">${(0,src_format/* plural */.LS)(views.length, 'test')} shown</p>${detailed.join('\n')}${quietTable}</section>`;
}
function isQuiet(v) {
    return QUIET_VERDICTS.has(v.verdict) && !(v.head?.runs.some(failedOrErrored) ?? false);
}
function failedOrErrored(run) {
    return run.outcome === 'failed' || run.outcome === 'errored';
}
/**
 * The runs of one side: those `inFull` picks with every turn (while the size budget lasts), the
 * rest one line each. Head turns link to their artifact record when one is known.
 */
function runsView(runs, sideName, test, inFull, ctx) {
    const full = [];
    const lines = [];
    for (const run of runs) {
        const where = (turnId) => sideName === 'head' && ctx.artifacts
            ? ctx.artifacts({ suite_id: test.suite_id, test_id: test.test_id, repeat: run.repeat, conversation_id: run.conversation_id }, turnId)
            : null;
        const codes = run.codes.map((c) => ` <code>${h(c)}</code>`).join('');
        const head = `${h(sideName)} #${run.repeat} · ${h(run.outcome)} · ${h((0,src_format/* milliseconds */.Rz)(run.duration_ms))}${codes}`;
        const id = ` <small class="muted">${h(run.conversation_id)}</small>`;
        const notes = [];
        if (run.skipped_reason)
            notes.push(`<p class="muted">Skipped: ${h(run.skipped_reason)}</p>`);
        const errorKey = run.error ? `${run.error.code}\n${run.error.message}` : null;
        // An error several runs share (an agent that was down) is shown in full once; the others point there.
        const sameAs = errorKey === null ? undefined : ctx.errorsShown.get(errorKey);
        if (run.error && sameAs !== undefined) {
            const where = sameAs.test === test ? '' : `${sameAs.test.suite_id} › ${sameAs.test.test_id} `;
            notes.push(`<p class="muted">${h(run.error.code)}: same error as ${h(`${where}${sameAs.side} #${sameAs.repeat}`)}.</p>`);
        }
        else if (run.error && errorKey !== null) {
            notes.push(`<p class="warn">${h(run.error.code)}: ${h(run.error.message)}</p>`);
            ctx.errorsShown.set(errorKey, { test, side: sideName, repeat: run.repeat });
        }
        const wanted = inFull(run) && run.turns.length > 0 && sameAs === undefined;
        if (wanted && ctx.budget > 0) {
            const turns = run.turns.map((t) => turnView(t, where(t.turn_id), run.conversation_id, run.error)).join('');
            ctx.budget -= turns.length;
            const finalAt = where('final');
            const final = run.final.assertions.length
                ? `<h5>Final assertions${finalAt ? ` · ${artifactLink(finalAt, run.conversation_id, 'final')}` : ''}</h5>${assertionsTable(run.final.assertions)}`
                : '';
            const open = sideName === 'head' ? ' open' : '';
            full.push(`<details class="run ${run.outcome}"${open}><summary>${head}${id}</summary>${notes.join('')}${turns}${final}</details>`);
            continue;
        }
        if (wanted)
            ctx.cut += 1;
        const links = run.turns.flatMap((t) => {
            const at = where(t.turn_id);
            return at ? [artifactLink(at, run.conversation_id, t.turn_id, t.turn_id)] : [];
        });
        // A passing run's line stays short (there can be tens of thousands); its links carry the conversation id.
        lines.push(`<li class="${run.outcome}">${head}${run.outcome === 'passed' ? '' : id}${links.length ? ` · artifacts: ${links.join(' ')}` : ''}${notes.join('')}</li>`);
    }
    return `${full.join('')}${lines.length ? `<ul class="runs">${lines.join('')}</ul>` : ''}`;
}
/** A relative link to a turn's line in the artifact JSONL, greppable by conversation and turn id. */
function artifactLink(at, conversationId, turnId, label, kind = 'artifact') {
    const text = `artifact: ${at.path} line ${at.line}`;
    return `<a class="${kind}" href="${h(at.path)}" data-line="${at.line}" data-conversation-id="${h(conversationId)}" data-turn-id="${h(turnId)}"${label ? ` title="${h(text)}"` : ''}>${h(label ?? text)}</a>`;
}
function turnView(t, artifact, conversationId, runError) {
    const tools = t.tool_calls.length
        ? `<table class="tools"><thead><tr><th>Tool</th><th>Arguments</th><th>Result</th><th>Latency</th></tr></thead><tbody>${t.tool_calls
            .map((c) => `<tr${c.is_error ? ' class="failed"' : ''}><td><code>${h(c.name)}</code><br><small class="muted">${h(c.id ?? '')} ${h(c.source)}</small></td><td>${json(c.args)}</td><td>${c.result === undefined ? '<span class="muted">no result</span>' : json(c.result)}</td><td>${h((0,src_format/* milliseconds */.Rz)(c.latency_ms ?? null))}</td></tr>`)
            .join('')}</tbody></table>`
        : '<p class="muted">No tool calls captured.</p>';
    const d = t.facts_delta;
    const memory = [
        ...Object.entries(d.added).map(([k, v]) => `<li>+ <code>${h(k)}</code> = ${json(v, true)}</li>`),
        ...Object.entries(d.updated).map(([k, v]) => `<li>~ <code>${h(k)}</code>: ${json(v.from, true)} → ${json(v.to, true)}</li>`),
        ...d.removed.map((k) => `<li>− <code>${h(k)}</code></li>`),
    ];
    const judge = t.judge
        ? `<div class="judge"><b>Judge</b> ${h(t.judge.model)} · ${h(t.judge.status)}${t.judge.mean !== undefined ? ` · mean ${t.judge.mean.toFixed(2)}` : ''}${t.judge.cached ? ' · cached' : ''}${t.judge.scores
            ? `<br>${Object.entries(t.judge.scores)
                .map(([k, v]) => `${h(k)} ${v.toFixed(2)}`)
                .join(' · ')}`
            : ''}${t.judge.fail_reasons?.length ? `<ul>${t.judge.fail_reasons.map((r) => `<li>${h(r)}</li>`).join('')}</ul>` : ''}${t.judge.reason ? `<p>${h(t.judge.reason)}</p>` : ''}${t.judge.raw ? `<details><summary>raw verdict</summary>${html_text(t.judge.raw)}</details>` : ''}</div>`
        : '';
    const extras = [
        // The run's error is shown above the turns: here only where it happened.
        t.error
            ? t.error.code === runError?.code && t.error.message === runError.message
                ? `<p class="warn">⛔ ${h(t.error.code)} here (the run's error, above)</p>`
                : `<p class="warn">${h(t.error.code)}: ${h(t.error.message)}</p>`
            : '',
        ...t.warnings.map((w) => `<p class="warn">⚠️ ${h(w)}</p>`),
        t.unknown_blocks.length
            ? `<details><summary>⚠️ ${(0,src_format/* plural */.LS)(t.unknown_blocks.length, 'unknown content block')}</summary>${json(t.unknown_blocks)}</details>`
            : '',
    ].join('');
    const nodes = `${h(t.node_before ?? '?')} → ${h(t.node_after ?? '?')}${t.flow_completed ? ' (flow completed)' : ''}`;
    return `<div class="turn"><h5>Turn ${h(t.turn_id)} · ${nodes} · ${h((0,src_format/* milliseconds */.Rz)(t.latency_ms))}${t.attempts > 1 ? ` · ${t.attempts} attempts` : ''}${t.trace_id ? ` · trace <code>${h(t.trace_id)}</code>` : ''}${artifact ? ` · ${artifactLink(artifact, conversationId, t.turn_id)}` : ''}${artifact?.prompt_snapshot ? ` · ${artifactLink(artifact, conversationId, t.turn_id, 'prompt snapshot', 'artifact prompt-snapshot')}` : ''}</h5>
<div class="msg user"><b>User</b>${html_text(t.user_input)}</div><div class="msg assistant"><b>Assistant</b>${t.assistant_message === null ? '<p class="muted">no message</p>' : html_text(t.assistant_message)}</div>
${tools}${memory.length ? `<div class="memory"><b>Memory</b><ul>${memory.join('')}</ul></div>` : ''}${assertionsTable(t.assertions)}${judge}${extras}</div>`;
}
function assertionsTable(assertions) {
    if (assertions.length === 0)
        return '';
    const icon = { passed: '✅', failed: '❌', skipped: '⏭️', unscored: '❔' };
    return `<table class="assertions"><thead><tr><th></th><th>Assertion</th><th>Code</th><th>Expected</th><th>Actual</th><th>Reason</th></tr></thead><tbody>${assertions
        .map((a) => `<tr class="${a.status}"><td>${icon[a.status]}</td><td><code>${h(a.key)}</code></td><td>${a.code ? `<code>${h(a.code)}</code>` : ''}</td><td>${a.expected === undefined ? '' : json(a.expected, true)}</td><td>${a.actual === undefined ? '' : json(a.actual, true)}</td><td>${h(a.reason)}</td></tr>`)
        .join('')}</tbody></table>`;
}
function html_text(value) {
    return `<pre>${h(limit(value))}</pre>`;
}
function json(value, inline = false) {
    let out;
    try {
        out = inline ? (JSON.stringify(value) ?? String(value)) : (JSON.stringify(value, null, 2) ?? String(value));
    }
    catch {
        out = String(value);
    }
    return inline && out.length < 120 ? `<code>${h(out)}</code>` : `<pre>${h(limit(out))}</pre>`;
}
function limit(value) {
    return value.length <= MAX_VALUE_CHARS
        ? value
        : `${value.slice(0, MAX_VALUE_CHARS)}\n… ${value.length - MAX_VALUE_CHARS} more characters in results.json`;
}
const STYLE = `
:root{color-scheme:light dark;--fg:#1f2328;--muted:#656d76;--bg:#fff;--line:#d0d7de;--bad:#cf222e;--good:#1a7f37;--warn:#9a6700;--band:rgba(207,34,46,.10);--chip:#f6f8fa}
@media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--muted:#8d96a0;--bg:#0d1117;--line:#30363d;--bad:#f85149;--good:#3fb950;--warn:#d29922;--band:rgba(248,81,73,.15);--chip:#161b22}}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;padding:16px 24px;max-width:1200px;overflow-wrap:anywhere}
h1{font-size:1.5em;margin:.2em 0}h2{font-size:1.2em;border-bottom:1px solid var(--line);padding-bottom:4px;margin-top:1.6em}h5{margin:.4em 0;font-size:1em}
table{border-collapse:collapse;margin:8px 0;width:100%}th,td{border:1px solid var(--line);padding:4px 8px;text-align:left;vertical-align:top}th{background:var(--chip)}
code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}pre{white-space:pre-wrap;word-break:break-word;margin:4px 0;max-height:24em;overflow:auto;background:var(--chip);padding:6px;border-radius:4px}
.muted,.note,small{color:var(--muted)}.warn{color:var(--warn)}.sig{font-weight:bold;color:var(--bad)}
.verdict.regressed,.badge.newly_failing,.badge.failed,tr.failed td:first-child{color:var(--bad)}.verdict.improved,.badge.fixed,.badge.passed{color:var(--good)}
.verdict.invalid,.verdict.possible_regression,.verdict.underpowered,.verdict.inconclusive,.badge.flaky,.badge.errored{color:var(--warn)}
.badge{font-weight:600;border:1px solid var(--line);border-radius:10px;padding:0 6px;font-size:12px}
.forest svg{max-width:100%;height:auto;color:var(--fg);font-size:12px}.forest text{fill:currentColor}.forest .muted{fill:var(--muted)}
.forest .band{fill:var(--band)}.forest .zero{stroke:currentColor}.forest .min-effect{stroke:var(--bad)}
.forest .ci{stroke:currentColor}.forest .point{fill:currentColor}.forest .regressed{stroke:var(--bad);fill:var(--bad)}.forest .improved{stroke:var(--good);fill:var(--good)}
.filters{margin:6px 0;display:flex;flex-wrap:wrap;gap:6px;align-items:center}.chip{border:1px solid var(--line);background:var(--chip);color:var(--fg);border-radius:14px;padding:2px 10px;cursor:pointer}
.chip[aria-pressed=true]{outline:2px solid var(--fg)}
details.test{border:1px solid var(--line);border-radius:6px;margin:6px 0;padding:4px 8px}details.test>summary{cursor:pointer}
details.run{margin:6px 0 6px 12px}.turn{border-left:3px solid var(--line);margin:8px 0 8px 8px;padding-left:10px}
.msg b,.memory b{display:block;font-size:12px;color:var(--muted)}.judge{margin:6px 0}
a.artifact{font-weight:normal;font-size:12px;color:inherit}table.passing td{padding:2px 8px}ul.runs{margin:4px 0 4px 12px;padding-left:16px}ul.runs li.failed,ul.runs li.errored{color:var(--bad)}
footer{margin-top:2em;color:var(--muted);font-size:12px}
`;
// Filters: one choice per group; a test is shown when it matches every group.
const SCRIPT = `
(function () {
  var state = { verdict: 'all', code: 'all' };
  var tests = Array.prototype.slice.call(document.querySelectorAll('.test'));
  var shown = document.getElementById('shown');
  function apply() {
    var n = 0;
    tests.forEach(function (t) {
      var codes = (t.getAttribute('data-codes') || '').split(' ');
      var ok = (state.verdict === 'all' || t.getAttribute('data-verdict') === state.verdict) &&
        (state.code === 'all' || codes.indexOf(state.code) !== -1);
      t.hidden = !ok;
      if (ok) n += 1;
    });
    shown.textContent = n + ' of ' + tests.length + ' tests shown';
  }
  document.querySelectorAll('button[data-filter]').forEach(function (button) {
    button.addEventListener('click', function () {
      var group = button.getAttribute('data-filter');
      state[group] = button.getAttribute('data-value');
      document.querySelectorAll('button[data-filter="' + group + '"]').forEach(function (other) {
        other.setAttribute('aria-pressed', String(other === button));
      });
      apply();
    });
  });
  apply();
})();
`;

;// CONCATENATED MODULE: ./src/report/junit.ts


function junit_renderJunit(results) {
    const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    const suites = results.suites.map((suite) => renderSuite(suite, totals));
    const seconds = (Date.parse(results.run.finished_at) - Date.parse(results.run.started_at)) / 1000;
    const attrs = xmlAttrs({ name: 'agent-eval', ...totals, time: Number.isFinite(seconds) ? seconds.toFixed(3) : '0' });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ${attrs}>\n${suites.join('')}</testsuites>\n`;
}
/** One suite; adds its counts to `totals`. Built in one pass, escaping each id once: a run can hold 100,000 cases. */
function renderSuite(suite, totals) {
    const counts = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    let ms = 0;
    const cases = [];
    const where = `classname="${attrValue(suite.suite_id)}"`;
    const file = `file="${attrValue(suite.file)}"`;
    for (const t of suite.tests) {
        const name = attrValue(t.test_id);
        const line = t.line === undefined ? '' : ` line="${t.line}"`;
        for (const run of t.runs) {
            counts.tests++;
            if (run.outcome === 'failed')
                counts.failures++;
            else if (run.outcome === 'errored')
                counts.errors++;
            else if (run.outcome === 'skipped')
                counts.skipped++;
            ms += run.duration_ms;
            const caseAttrs = `${where} name="${name} #${run.repeat}" time="${(run.duration_ms / 1000).toFixed(3)}" ${file}${line}`;
            const body = outcomeElement(run);
            cases.push(body ? `    <testcase ${caseAttrs}>\n${body}    </testcase>\n` : `    <testcase ${caseAttrs}/>\n`);
        }
    }
    for (const k of ['tests', 'failures', 'errors', 'skipped'])
        totals[k] += counts[k];
    const attrs = xmlAttrs({ name: suite.suite_id, ...counts, time: (ms / 1000).toFixed(3), file: suite.file });
    const properties = suite.suspect
        ? `    <properties>\n      <property ${xmlAttrs({ name: 'suspect', value: suite.suspect })}/>\n    </properties>\n`
        : '';
    return `  <testsuite ${attrs}>\n${properties}${cases.join('')}  </testsuite>\n`;
}
function outcomeElement(run) {
    switch (run.outcome) {
        case 'passed':
            return '';
        case 'skipped':
            return `      <skipped ${xmlAttrs({ message: run.skipped_reason ?? 'skipped' })}/>\n`;
        case 'errored': {
            const code = run.error?.code ?? run.codes[0] ?? 'ENGINE_ERROR';
            const at = errorTurn(run);
            const message = `${code}${at === null ? '' : ` at ${at}`}: ${run.error?.message ?? 'the agent could not be reached'}`;
            return `      <error ${xmlAttrs({ type: code, message: (0,report_escape/* clip */.$Q)(message, 500) })}>${(0,report_escape/* escapeXml */.X)(message)}</error>\n`;
        }
        case 'failed': {
            const first = (0,run_stats/* firstFailure */.fx)(run);
            const codes = run.codes.join(', ') || 'FAILED';
            const where = first
                ? ` at ${first.turn_id === 'final' ? 'final assertions' : `turn ${first.turn_id}`}: ${first.assertion.key}: ${first.assertion.reason}`
                : '';
            const message = `${codes}${where}`;
            return `      <failure ${xmlAttrs({ type: run.codes[0] ?? 'FAILED', message: (0,report_escape/* clip */.$Q)(message, 500) })}>${(0,report_escape/* escapeXml */.X)(failureDetail(run))}</failure>\n`;
        }
    }
}
/** Where an errored run broke: the turn whose agent call failed, else the first check the judge could not score. */
function errorTurn(run) {
    const where = (turnId) => (turnId === 'final' ? 'final assertions' : `turn ${turnId}`);
    const failedCall = run.turns.find((t) => t.error !== undefined);
    if (failedCall)
        return where(failedCall.turn_id);
    const unscored = run.turns.find((t) => t.assertions.some((a) => a.status === 'unscored'));
    if (unscored)
        return where(unscored.turn_id);
    return run.final.assertions.some((a) => a.status === 'unscored') ? where('final') : null;
}
/** Every failed assertion of the run, one per line, with expected and actual values. */
function failureDetail(run) {
    const lines = [];
    const describe = (where, a) => {
        const values = [
            a.expected !== undefined ? `expected ${(0,report_escape/* clip */.$Q)((0,report_escape/* jsonInline */.GL)(a.expected), 500)}` : '',
            a.actual !== undefined ? `actual ${(0,report_escape/* clip */.$Q)((0,report_escape/* jsonInline */.GL)(a.actual), 500)}` : '',
        ]
            .filter(Boolean)
            .join(', ');
        return `${where} ${a.key}${a.code ? ` [${a.code}]` : ''}: ${a.reason}${values ? ` (${values})` : ''}`;
    };
    for (const turn of run.turns)
        for (const a of turn.assertions)
            if (a.status === 'failed')
                lines.push(describe(`turn ${turn.turn_id}`, a));
    for (const a of run.final.assertions)
        if (a.status === 'failed')
            lines.push(describe('final', a));
    return lines.join('\n') || `codes: ${run.codes.join(', ')}`;
}
/** Whitespace in an attribute is kept as character references: a parser would normalise it to spaces. */
function attrValue(text) {
    const escaped = (0,report_escape/* escapeXml */.X)(text);
    return /[\n\r\t]/.test(escaped) ? escaped.replace(/[\n\r\t]/g, (c) => `&#${c.charCodeAt(0)};`) : escaped;
}
function xmlAttrs(values) {
    return Object.entries(values)
        .map(([k, v]) => `${k}="${attrValue(String(v))}"`)
        .join(' ');
}

// EXTERNAL MODULE: ./src/report/markdown.ts
var report_markdown = __webpack_require__(54285);
;// CONCATENATED MODULE: ./src/report/write.ts
// Writes every report of a run into one folder. Each file is written atomically, so a crash or a
// cancelled job never leaves half a report that a later step would publish.









const REPORT_FILES = {
    comparison: 'comparison.json',
    markdown: 'report.md',
    html: 'report.html',
    junit: 'junit.xml',
};
/** Writes comparison.json (when there is a comparison), report.md, report.html and junit.xml; returns their paths. */
async function writeReports(dir, inputs) {
    const { comparison, head, base } = inputs;
    const markdown = comparison
        ? (0,report_markdown/* renderComment */.wQ)(comparison, {
            marker: report_markdown/* DEFAULT_COMMENT_MARKER */.DQ,
            reportUrl: null,
            judge: head.judge,
            ...inputs.markdown,
        })
        : (0,report_markdown/* renderRunSummary */.qN)((0,summary/* summarizeResults */.SE)(head), inputs.markdown?.maxLength === undefined ? {} : { maxLength: inputs.markdown.maxLength });
    const files = [];
    if (comparison)
        files.push([REPORT_FILES.comparison, `${JSON.stringify(comparison, null, 2)}\n`]);
    const artifacts = inputs.artifacts === undefined ? await (0,artifact_index/* readArtifactIndex */.N2)(dir, head.run.id) : inputs.artifacts;
    files.push([REPORT_FILES.markdown, markdown], [REPORT_FILES.html, renderHtml(comparison, head, base, { artifacts })], [REPORT_FILES.junit, junit_renderJunit(head)]);
    const secrets = (inputs.secrets ?? []).filter((s) => s.length > 0);
    const paths = [];
    for (const [name, content] of files) {
        const path = (0,external_node_path_.join)(dir, name);
        await (0,src_files/* writeFileAtomic */.Zf)(path, maskEverywhere(content, secrets));
        paths.push(path);
    }
    return paths;
}
/**
 * junit.xml alone, for a run that stopped before its reports: a test-report tool still shows what
 * ran, and the runs that never finished as skipped.
 */
async function writeJunitReport(dir, head, secrets = []) {
    const path = join(dir, REPORT_FILES.junit);
    await writeFileAtomic(path, maskEverywhere(renderJunit(head), secrets.filter((s) => s.length > 0)));
    return path;
}
/** A secret may reach a report escaped for JSON, Markdown, HTML or XML: mask each form. */
function maskEverywhere(text, secrets) {
    const forms = secrets.flatMap((s) => [
        s,
        JSON.stringify(s).slice(1, -1),
        (0,report_escape/* mdText */.bC)(s, Number.MAX_SAFE_INTEGER),
        (0,report_escape/* escapeHtml */.ZD)(s),
        (0,report_escape/* escapeXml */.X)(s),
    ]);
    return (0,logger/* maskSecrets */.QU)(text, [...new Set(forms)].sort((a, b) => b.length - a.length));
}


/***/ }),

/***/ 21143:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ ARTIFACT_INDEX_FILE),
/* harmony export */   N2: () => (/* binding */ readArtifactIndex),
/* harmony export */   i7: () => (/* binding */ ARTIFACT_INDEX_SCHEMA),
/* harmony export */   yQ: () => (/* binding */ ARTIFACTS_DIR)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
// artifacts/index.json of a report directory: on which line of which artifact file each turn's
// record is. The telemetry's artifact store writes it; reports read it to link a turn to its record.


const ARTIFACTS_DIR = 'artifacts';
const ARTIFACT_INDEX_FILE = 'index.json';
const ARTIFACT_INDEX_SCHEMA = 'agent-eval/artifact-index@1';
/**
 * Reads artifacts/index.json of a report directory and answers only for records it can vouch for:
 * the index belongs to `runId` (when it names one), the file exists with the size the index
 * recorded, and the conversation is the same suite, test and repeat. Null without a usable index.
 */
async function readArtifactIndex(reportDir, runId) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(reportDir, ARTIFACTS_DIR);
    let index;
    try {
        index = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ARTIFACT_INDEX_FILE), 'utf8'));
    }
    catch {
        return null;
    }
    if (index?.schema !== ARTIFACT_INDEX_SCHEMA || (index.run_id !== null && index.run_id !== runId))
        return null;
    const intact = new Set();
    for (const [name, f] of Object.entries(index.files ?? {})) {
        // Only names the store itself would write: a crafted index must not link outside artifacts/.
        if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*\.jsonl$/.test(name))
            continue;
        const size = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name)).then((s) => s.size, () => -1);
        if (size === f.bytes)
            intact.add(name);
    }
    if (intact.size === 0)
        return null;
    return (run, turnId) => {
        const c = index.conversations && Object.hasOwn(index.conversations, run.conversation_id) ? index.conversations[run.conversation_id] : undefined;
        if (!c || !intact.has(c.file) || c.test_id !== run.test_id || c.repeat !== run.repeat || index.files[c.file]?.suite_id !== run.suite_id)
            return null;
        const hit = c.turns.find(([id]) => id === turnId);
        if (!hit)
            return null;
        const snapshot = Array.isArray(c.prompt_snapshots) && c.prompt_snapshots.includes(turnId);
        return { path: `${ARTIFACTS_DIR}/${c.file}`, line: hit[1], ...(snapshot ? { prompt_snapshot: true } : {}) };
    };
}


/***/ }),

/***/ 12908:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B9: () => (/* binding */ readResultsFile),
/* harmony export */   Fb: () => (/* binding */ openRunLogReader),
/* harmony export */   c2: () => (/* binding */ parseResults),
/* harmony export */   dL: () => (/* binding */ ResultsFileError),
/* harmony export */   t2: () => (/* binding */ finishedRunsFromJsonl)
/* harmony export */ });
/* unused harmony export StreamedRunSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66303);
// Reads a results file (a run's output or a baseline) and says exactly what is wrong with a bad one.




class ResultsFileError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo {
    name = 'ResultsFileError';
}
async function readResultsFile(path) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (e) {
        throw new ResultsFileError(`${path}: cannot read the results file (${e.code ?? String(e)}); check the path`);
    }
    return parseResults(text, path);
}
function parseResults(text, path) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch (e) {
        throw new ResultsFileError(`${path}: not valid JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(e)}); pass the results.json that agent-eval run wrote`);
    }
    const schema = value?.schema;
    if (schema !== _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RESULTS_SCHEMA */ .Bi) {
        throw new ResultsFileError(`${path}: schema is ${JSON.stringify(schema)}, expected "${_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RESULTS_SCHEMA */ .Bi}"; pass a results.json written by agent-eval run`);
    }
    const parsed = _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultsSchema */ .SX.safeParse(value);
    if (!parsed.success) {
        const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
        throw new ResultsFileError(`${path}: not a valid results file:\n  ${issues.join('\n  ')}`);
    }
    // Validated, then used as written: zod's records drop a `__proto__` key, and a fact or score of
    // that name must survive a baseline or a shard merge like any other (the schemas never default or
    // transform a value, which test/results/read.test.ts checks).
    return value;
}
/** One line of results.jsonl: a finished run, streamed as soon as it finished. */
const StreamedRunSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({ suite_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), test_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(), run: _schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RunRecordSchema */ .g$ });
/**
 * Finished runs of an earlier (possibly interrupted) run, by conversation id, for --resume. Every
 * line must be a run as agent-eval wrote it; only a last line cut short (a killed run) is dropped,
 * and that conversation simply runs again.
 */
function finishedRunsFromJsonl(text, path) {
    const out = new Map();
    const lines = text.split('\n');
    lines.forEach((line, i) => {
        if (line.trim() === '')
            return;
        const at = `${path}:${i + 1}`;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch (e) {
            if (i === lines.length - 1)
                return; // no newline after it: the write was cut short
            throw new ResultsFileError(`${at}: not valid JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(e)}); delete this line to run that conversation again, or run without --resume`);
        }
        const parsed = StreamedRunSchema.safeParse(value);
        if (!parsed.success) {
            const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
            throw new ResultsFileError(`${at}: not a run of agent-eval run (${issues.join('; ')}); delete this line to run that conversation again, or run without --resume`);
        }
        const run = value.run; // as written: see parseResults
        if (run.outcome !== 'skipped')
            out.set(run.conversation_id, run);
    });
    return out;
}
async function openRunLogReader(path) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    // One buffer for every read (they are sequential), grown to the longest line.
    let buffer = Buffer.alloc(0);
    return {
        async read({ offset, length }) {
            if (buffer.length < length)
                buffer = Buffer.allocUnsafe(Math.max(length, 2 * buffer.length));
            const { bytesRead } = await handle.read(buffer, 0, length, offset);
            if (bytesRead !== length)
                throw new ResultsFileError(`${path}: ended at byte ${offset + bytesRead}, expected a run up to byte ${offset + length}; was it changed during the run?`);
            // Written by this process moments ago (RunLog): parsed, not validated again.
            return JSON.parse(buffer.toString('utf8', 0, length));
        },
        close: () => handle.close(),
    };
}


/***/ }),

/***/ 66303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bi: () => (/* binding */ RESULTS_SCHEMA),
/* harmony export */   SX: () => (/* binding */ ResultsSchema),
/* harmony export */   g$: () => (/* binding */ RunRecordSchema),
/* harmony export */   sR: () => (/* binding */ FAILURE_CODES),
/* harmony export */   uw: () => (/* binding */ INFRA_CODES)
/* harmony export */ });
/* unused harmony exports FailureCodeSchema, ToolCallSchema, FactsDeltaSchema, AssertionStatusSchema, AssertionResultSchema, JudgeRecordSchema, UnknownBlockSchema, TurnRecordSchema, RunOutcomeSchema, TestResultSchema, SuiteResultSchema, CountsSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12311);
// results.json (`agent-eval/results@1`): what a run produced. A baseline is a results file, so
// the comparison validates what it reads with these same schemas.

const RESULTS_SCHEMA = 'agent-eval/results@1';
const FAILURE_CODES = [
    'NODE_MISMATCH',
    'TOOL_ARGS_MISMATCH',
    'ASSISTANT_CONTENT',
    'FACT_DRIFT',
    'QUALITY_JUDGE_FAIL',
    'ENGINE_ERROR',
    'TIMEOUT',
    'FLAKY',
    'JUDGE_ERROR',
];
const FailureCodeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(FAILURE_CODES);
/**
 * Infrastructure codes: the run says nothing about the agent's behaviour. JUDGE_ERROR: a judge or
 * embeddings check could not be scored (the judge failed, or its reply never parsed).
 */
const INFRA_CODES = ['ENGINE_ERROR', 'TIMEOUT', 'JUDGE_ERROR'];
const ToolCallSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    args: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J(),
    result: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    is_error: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    latency_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable().optional(),
    /** Where it was captured: the `tool_calls` field, content blocks, OpenAI-style calls, or streamed events. */
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['tool_calls', 'content_block', 'openai', 'event']),
});
const FactsDeltaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    added: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    updated: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ from: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J(), to: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J() })),
    removed: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
});
const AssertionStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['passed', 'failed', 'skipped', 'unscored']);
const AssertionResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** True only when the check ran and passed; a skipped or unscored check is never a pass. An unscored check has code JUDGE_ERROR. */
    pass: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    status: AssertionStatusSchema,
    code: FailureCodeSchema.optional(),
    expected: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    actual: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /**
     * assistant_similar_to with judge_band, the similarity inside [min - band, min + band]: escalated
     * when the judge decided (same_meaning / different_meaning) or could not (unscored, JUDGE_ERROR);
     * not_escalated when the plain threshold was used, the reason saying why (no judge configured, ...).
     */
    escalation: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        escalated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        similarity: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        min: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        band: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        verdict: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['same_meaning', 'different_meaning', 'unscored', 'not_escalated']),
        reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
        cached: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    })
        .optional(),
});
const JudgeRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['passed', 'failed', 'unscored', 'skipped']),
    scores: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()).optional(),
    mean: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    fail_reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    raw: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    cached: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const UnknownBlockSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ where: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), block: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J() });
const TurnRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    turn_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    user_input: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    assistant_message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    node_before: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    node_after: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    flow_completed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().nullable(),
    tool_calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ToolCallSchema),
    facts_delta: FactsDeltaSchema,
    next_node_descriptor: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    assertions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AssertionResultSchema),
    judge: JudgeRecordSchema.nullable(),
    latency_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    trace_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    usage: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ input_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), output_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig() }).optional(),
    unknown_blocks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(UnknownBlockSchema),
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ code: FailureCodeSchema, message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).optional(),
});
const RunOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['passed', 'failed', 'errored', 'skipped']);
const RunRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    repeat: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    conversation_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    outcome: RunOutcomeSchema,
    codes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FailureCodeSchema),
    duration_ms: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    turns: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TurnRecordSchema),
    final: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ assertions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AssertionResultSchema) }),
    skipped_reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ code: FailureCodeSchema, message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).optional(),
});
const TestResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    test_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    spec_hash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The line of the test in its suite file (SuiteResult.file). */
    line: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().positive().optional(),
    tags: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    runs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RunRecordSchema),
    /**
     * Adaptive repeats: the comparison measures this test's change (the minimum effects) on its first
     * `effect_runs` runs (repeat < effect_runs, scored ones), which the stopping rule chose without
     * looking at this test's outcomes, so the estimate is unbiased; the later runs only add to the
     * significance tests. Absent: every run.
     */
    effect_runs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).optional(),
});
const SuiteResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    suite_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    spec_hash: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The suite expects tool calls somewhere and the run captured none at all: data are suspect. */
    suspect: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /**
     * Not run in this run: copied from an earlier baseline because no change since then affects the
     * suite. `commit` and `run_id` name the run that actually produced the records.
     */
    carried_from: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ commit: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), run_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).optional(),
    tests: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TestResultSchema),
});
const CountsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    planned: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    passed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    errored: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
});
const ResultsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(RESULTS_SCHEMA),
    tool: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), version: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
    run: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        started_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        finished_at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        target: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        transport: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['http', 'ws']),
        commit: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        repeats: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable(),
        concurrency: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        complete: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        incomplete_reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        shard: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ index: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), total: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int() }).optional(),
        /**
         * `--repeats auto`: each test ran min..max times (repeats is then null). rounds: runSuites calls;
         * calls: agent requests sent, retries included, runs resumed from an earlier run not counted.
         */
        adaptive: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ min: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), max: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), rounds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int() }).optional(),
    }),
    counts: CountsSchema,
    judge: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        configured: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
        calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        cache_hits: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        cache_misses: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        unscored: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        input_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        output_tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    })
        .optional(),
    warnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    suites: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(SuiteResultSchema),
});


/***/ }),

/***/ 64042:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ finalCodes),
/* harmony export */   G0: () => (/* binding */ erroredHeadline),
/* harmony export */   Mt: () => (/* binding */ erroredGroups),
/* harmony export */   SE: () => (/* binding */ summarizeResults),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   pI: () => (/* binding */ runFacts)
/* harmony export */ });
/* unused harmony export erroredCauses */
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66303);
// What a finished run tells its caller without holding every turn: the run header, counts, warnings,
// judge usage, each run's outcome and codes and, for failed runs, where they first failed. The
// summary table printed at the end of a run, report.md and the run metrics are made from it.

/** Most runs have no codes, warnings or unchecked assertions: their facts share one empty list. */
const NONE = Object.freeze([]);
const orNone = (list) => (list.length === 0 ? NONE : list);
/**
 * The codes a run carries in the results: its own, plus FLAKY on a failed run of a flaky test.
 * The same list when nothing is added (most runs), so a large run does not copy every run's codes.
 */
function finalCodes(codes, outcome, flaky) {
    return flaky && outcome === 'failed' && !codes.includes('FLAKY') ? [...codes, 'FLAKY'] : codes;
}
/** The summary of a whole results object (a run kept in memory, or a results file read back). */
function summarizeResults(results) {
    const suites = results.suites.map((s) => ({
        suite_id: s.suite_id,
        file: s.file,
        spec_hash: s.spec_hash,
        suspect: s.suspect,
        tests: s.tests.map((t) => ({ test_id: t.test_id, runs: t.runs.map(runFacts), flaky: false })),
    }));
    return summarize(results, suites);
}
/** The summary of a run from its header and the facts of its runs (see summarizeResults). */
function summarize(head, suites) {
    return {
        run: head.run,
        counts: head.counts,
        judge: head.judge,
        warnings: head.warnings,
        suites: suites.map((s) => {
            const notChecked = [];
            const turnWarnings = new Set();
            let unknownBlocks = 0;
            for (const t of s.tests)
                for (const r of t.runs) {
                    for (const n of r.notChecked) {
                        const same = notChecked.find((m) => m.status === n.status && m.key === n.key && m.reason === n.reason);
                        if (same)
                            same.count += n.count;
                        else
                            notChecked.push({ ...n });
                    }
                    for (const w of r.warnings)
                        turnWarnings.add(w);
                    unknownBlocks += r.unknownBlocks.length;
                }
            return {
                suite_id: s.suite_id,
                file: s.file,
                spec_hash: s.spec_hash,
                ...(s.suspect ? { suspect: s.suspect } : {}),
                tests: s.tests.map((t) => ({
                    test_id: t.test_id,
                    runs: t.runs.map((r) => ({
                        repeat: r.repeat,
                        outcome: r.outcome,
                        codes: finalCodes(r.codes, r.outcome, t.flaky),
                        ...(r.error ? { error: r.error } : {}),
                        ...(r.firstFailure ? { firstFailure: r.firstFailure } : {}),
                        ...(r.retried ? { retried: r.retried } : {}),
                    })),
                })),
                notChecked,
                unknownBlocks,
                turnWarnings: [...turnWarnings],
            };
        }),
    };
}
/**
 * Errored runs grouped by cause (code and message), in the order the causes first appear: what every
 * report says about an agent that was down, once per cause instead of once per run. Reads a run
 * summary or results.json alike.
 */
function erroredGroups(suites) {
    const groups = new Map();
    for (const s of suites)
        for (const t of s.tests)
            for (const r of t.runs) {
                if (r.outcome !== 'errored')
                    continue;
                const code = r.error?.code ?? r.codes.find((c) => _schema_js__WEBPACK_IMPORTED_MODULE_0__/* .INFRA_CODES */ .uw.includes(c)) ?? 'ENGINE_ERROR';
                const message = r.error?.message ?? 'no message recorded';
                const key = `${code}\n${message}`;
                const place = { suite_id: s.suite_id, test_id: t.test_id, repeat: r.repeat };
                const known = groups.get(key);
                if (known)
                    known.runs.push(place);
                else
                    groups.set(key, { code, message, runs: [place] });
            }
    return [...groups.values()];
}
/** Errored runs grouped by code and error message, most frequent first. */
function erroredCauses(summary) {
    return erroredGroups(summary.suites)
        .map((g) => ({ code: g.code, message: g.message, count: g.runs.length }))
        .sort((a, b) => b.count - a.count);
}
/**
 * One line on the errored runs and why, e.g. "3 of 10 runs errored (JUDGE_ERROR: judge timed out
 * after 30 s)": what a headline says instead of "passed" whenever a run errored. `format` renders
 * the code and the message for the report at hand (Markdown escapes them).
 */
function erroredHeadline(summary, format = { code: (c) => c, message: (t) => t }, maxMessage = 200) {
    const c = summary.counts;
    const causes = erroredCauses(summary);
    const first = causes[0];
    const runs = `${c.errored} of ${c.planned} run${c.planned === 1 ? '' : 's'} errored`;
    if (!first)
        return runs;
    const message = first.message.length > maxMessage ? `${first.message.slice(0, maxMessage - 1)}…` : first.message;
    const more = causes.length > 1 ? `; ${causes.length - 1} other cause${causes.length === 2 ? '' : 's'}` : '';
    return `${runs} (${format.code(first.code)}: ${format.message(message)}${first.count < c.errored ? ` ×${first.count}` : ''}${more})`;
}
function runFacts(record) {
    let answeredTurns = 0;
    let toolCalls = 0;
    const retried = { turns: 0, attempts: 0 };
    const unknownBlocks = [];
    const notChecked = [];
    const warnings = new Set();
    let firstFailure;
    const note = (a) => {
        if (a.status !== 'skipped' && a.status !== 'unscored')
            return;
        const same = notChecked.find((n) => n.status === a.status && n.key === a.key && n.reason === a.reason);
        if (same)
            same.count += 1;
        else
            notChecked.push({ status: a.status, key: a.key, reason: a.reason, count: 1 });
    };
    for (const turn of record.turns) {
        if (turn.attempts > 1) {
            retried.turns += 1;
            retried.attempts += turn.attempts - 1;
        }
        if (!turn.error) {
            answeredTurns += 1;
            toolCalls += turn.tool_calls.length;
        }
        for (const u of turn.unknown_blocks)
            unknownBlocks.push(blockType(u.block));
        for (const w of turn.warnings)
            warnings.add(w);
        for (const a of turn.assertions) {
            note(a);
            if (!firstFailure && a.status === 'failed')
                firstFailure = { turnId: turn.turn_id, assertion: a };
        }
    }
    for (const a of record.final.assertions) {
        note(a);
        if (!firstFailure && a.status === 'failed')
            firstFailure = { turnId: null, assertion: a };
    }
    return {
        repeat: record.repeat,
        outcome: record.outcome,
        codes: record.codes.length === 0 ? NONE : [...record.codes],
        ...(record.error ? { error: record.error } : {}),
        ...(firstFailure ? { firstFailure } : {}),
        answeredTurns,
        ...(retried.turns > 0 ? { retried } : {}),
        toolCalls,
        unknownBlocks: orNone(unknownBlocks),
        notChecked: orNone(notChecked),
        warnings: orNone([...warnings]),
    };
}
function blockType(block) {
    return typeof block === 'object' && block !== null && 'type' in block ? String(block.type) : typeof block;
}


/***/ }),

/***/ 80934:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _J: () => (/* binding */ moverUnpairedDelta),
/* harmony export */   k7: () => (/* binding */ moverDelta),
/* harmony export */   li: () => (/* binding */ moverPassRate)
/* harmony export */ });
/* harmony import */ var _wilson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27527);
// Wilson-MOVER intervals for suites with repeats: the pass rate is the mean over tests of each test's
// pass fraction (equal weight per test, so a test with more runs does not count more), and its
// interval combines per-test Wilson limits by square-and-add (the MOVER construction of Zou & Donner,
// applied to a mean over tests). Runs of one test are treated as independent given the test; the
// between-test correlation of repeats never enters, because each test gets its own interval.
// With one test it equals the Wilson interval (pass rate) and Newcombe's hybrid score (delta).

/** Mean over tests of passed/runs, with its Wilson-MOVER interval (every test needs runs >= 1). */
function moverPassRate(tests, z = _wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .Z_95 */ .U) {
    if (tests.length === 0)
        throw new RangeError('moverPassRate: no tests');
    const limits = tests.map((t) => (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson */ .r)(t.passed, t.runs, z));
    const n = tests.length;
    const estimate = mean(limits.map((l) => l.estimate));
    const below = Math.sqrt(sum(limits.map((l) => (l.estimate - l.lower) ** 2))) / n;
    const above = Math.sqrt(sum(limits.map((l) => (l.upper - l.estimate) ** 2))) / n;
    return { estimate, lower: Math.max(0, estimate - below), upper: Math.min(1, estimate + above) };
}
/** Mean over tests of (head pass fraction - base pass fraction), with its Wilson-MOVER interval. */
function moverDelta(strata, z = _wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .Z_95 */ .U) {
    if (strata.length === 0)
        throw new RangeError('moverDelta: no tests');
    const n = strata.length;
    const sides = strata.map((s) => ({ head: (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson */ .r)(s.headPassed, s.headRuns, z), base: (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson */ .r)(s.basePassed, s.baseRuns, z) }));
    const estimate = mean(sides.map(({ head, base }) => head.estimate - base.estimate));
    const below = Math.sqrt(sum(sides.map(({ head, base }) => (head.estimate - head.lower) ** 2 + (base.upper - base.estimate) ** 2))) / n;
    const above = Math.sqrt(sum(sides.map(({ head, base }) => (head.upper - head.estimate) ** 2 + (base.estimate - base.lower) ** 2))) / n;
    return { estimate, lower: Math.max(-1, estimate - below), upper: Math.min(1, estimate + above) };
}
/**
 * Head's mean pass rate minus base's, over different tests (no test in common): the two sides'
 * Wilson-MOVER intervals combined by square-and-add, as Newcombe's hybrid score combines two Wilson
 * intervals. Approximate, for information only: no test is paired.
 */
function moverUnpairedDelta(head, base, z = _wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .Z_95 */ .U) {
    const h = moverPassRate(head, z);
    const b = moverPassRate(base, z);
    const estimate = h.estimate - b.estimate;
    return {
        estimate,
        lower: Math.max(-1, estimate - Math.sqrt((h.estimate - h.lower) ** 2 + (b.upper - b.estimate) ** 2)),
        upper: Math.min(1, estimate + Math.sqrt((h.upper - h.estimate) ** 2 + (b.estimate - b.lower) ** 2)),
    };
}
function sum(values) {
    return values.reduce((a, b) => a + b, 0);
}
function mean(values) {
    return sum(values) / values.length;
}


/***/ }),

/***/ 67981:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ newcombeUnpaired),
/* harmony export */   M: () => (/* binding */ newcombePaired)
/* harmony export */ });
/* harmony import */ var _wilson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27527);
// Newcombe's square-and-add intervals for a difference of proportions, built from Wilson limits.
// Difference is always head (PR) minus base.
//   Unpaired: Newcombe (1998), Stat Med 17:873, method 10 ("hybrid score").
//   Paired:   Newcombe (1998), Stat Med 17:2635, method 10, with the correlation correction phi.

/** Hybrid score interval for xHead/nHead minus xBase/nBase, independent samples. */
function newcombeUnpaired(xHead, nHead, xBase, nBase, z = _wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .Z_95 */ .U) {
    const head = (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson */ .r)(xHead, nHead, z);
    const base = (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson */ .r)(xBase, nBase, z);
    const d = head.estimate - base.estimate;
    return {
        estimate: d,
        lower: d - Math.sqrt((head.estimate - head.lower) ** 2 + (base.upper - base.estimate) ** 2),
        upper: d + Math.sqrt((head.upper - head.estimate) ** 2 + (base.estimate - base.lower) ** 2),
    };
}
/** Newcombe paired method 10 for (a+b)/n - (a+c)/n. */
function newcombePaired(table, z = _wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .Z_95 */ .U) {
    const { a, b, c, d } = table;
    const n = a + b + c + d;
    const head = (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson */ .r)(a + b, n, z);
    const base = (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilson */ .r)(a + c, n, z);
    const delta = (b - c) / n;
    const phi = pairedPhi(table);
    const headLow = head.estimate - head.lower;
    const headHigh = head.upper - head.estimate;
    const baseLow = base.estimate - base.lower;
    const baseHigh = base.upper - base.estimate;
    // Clamped at 0 before the square root: with phi close to 1 and equal terms, rounding can make the
    // radicand a tiny negative number where the exact value is 0.
    const lowerRadicand = headLow ** 2 - 2 * phi * headLow * baseHigh + baseHigh ** 2;
    const upperRadicand = baseLow ** 2 - 2 * phi * baseLow * headHigh + headHigh ** 2;
    return {
        estimate: delta,
        lower: delta - Math.sqrt(Math.max(0, lowerRadicand)),
        upper: delta + Math.sqrt(Math.max(0, upperRadicand)),
    };
}
/**
 * The correlation correction with the n/2 continuity rule, as in the contingencytables and biostatUZH
 * R implementations of method 10. Margins are multiplied in floating point: with integer arithmetic
 * the product overflows 32 bits for tables of a few hundred tests (R returns NA there).
 */
function pairedPhi({ a, b, c, d }) {
    const n = a + b + c + d;
    const marginProduct = (a + b) * (c + d) * (a + c) * (b + d);
    if (marginProduct === 0)
        return 0;
    const A = a * d - b * c;
    if (A > n / 2)
        return (A - n / 2) / Math.sqrt(marginProduct);
    if (A >= 0)
        return 0;
    return A / Math.sqrt(marginProduct);
}


/***/ }),

/***/ 49022:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ atOrBelow)
/* harmony export */ });
// Comparing a computed p-value with a level. Exact p-values are ratios of integers (1/20, 1/40) that
// floating point can land a hair above the level they mathematically equal; "p <= alpha" must hold
// for them, so the comparison allows a relative error far below any meaningful difference.
const RELATIVE_TOLERANCE = 1e-12;
function atOrBelow(p, level) {
    return p <= level * (1 + RELATIVE_TOLERANCE);
}


/***/ }),

/***/ 26267:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fp: () => (/* binding */ checkStratum),
  oK: () => (/* binding */ completeBreakFactor),
  Rr: () => (/* binding */ fisherExact),
  tP: () => (/* binding */ minAttainablePValue),
  fW: () => (/* binding */ stratifiedExact)
});

// EXTERNAL MODULE: ./node_modules/@stdlib/stats-base-dists-hypergeometric-pmf/lib/index.js
var lib = __webpack_require__(77392);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
;// CONCATENATED MODULE: ./src/stats/tails.ts
// Tail probabilities of a discrete null distribution given as a pmf over its support, shared by the
// Fisher exact test and the stratified exact test.
// R's fisher.test and mantelhaen.test and SciPy count outcomes with probability <= P(observed) * (1 + 1e-7):
// outcomes that are equally likely in exact arithmetic differ in the last bits in floating point, and
// without the tolerance the two-sided p of [[9, 1], [10, 0]] comes out as 0.5 instead of 1.
const TIE_TOLERANCE = 1 + 1e-7;
/**
 * `pmf[k]` is the probability of the k-th support point (in increasing order of the statistic),
 * `observed` the index of the observed value. Each tail is summed separately (never 1 - other tail),
 * so small p-values keep their full relative precision.
 */
function tailProbabilities(pmf, observed) {
    const pObserved = pmf[observed];
    if (pObserved === undefined)
        throw new RangeError(`observed index ${observed} outside the support (size ${pmf.length})`);
    let below = 0;
    let above = 0;
    let twoSided = 0;
    pmf.forEach((p, k) => {
        if (k < observed)
            below += p;
        if (k > observed)
            above += p;
        if (p <= pObserved * TIE_TOLERANCE)
            twoSided += p;
    });
    return {
        less: Math.min(1, below + pObserved),
        greater: Math.min(1, above + pObserved),
        twoSided: Math.min(1, twoSided),
        midLess: Math.min(1, below + pObserved / 2),
        midGreater: Math.min(1, above + pObserved / 2),
    };
}

;// CONCATENATED MODULE: ./src/stats/stratified.ts
// The exact conditional test stratified by test id (exact Mantel-Haenszel / Birch test of a common
// odds ratio of 1 in 2x2xn tables; R `mantelhaen.test(x, exact = TRUE)`).
//
// Under H0 "head changes no test's pass probability", given each test's total passes T_i = s_i + t_i,
// the head passes s_i are hypergeometric(K_i + L_i, T_i, K_i), independently across tests, so the null
// distribution of S = sum of s_i is the convolution of those pmfs: exact, no Monte Carlo. Conditioning
// on the test removes the between-test correlation of repeats; a deterministic test (T_i = 0 or all
// runs) contributes nothing. With one stratum it is Fisher's exact test; with one run per side and
// test it is the exact McNemar test.


/** Null distribution of one stratum's head passes: support [low, low + pmf.length - 1]. */
function stratumDistribution(s) {
    checkStratum(s);
    const population = s.headRuns + s.baseRuns;
    const passes = s.headPassed + s.basePassed;
    const low = Math.max(0, s.headRuns - (population - passes));
    const high = Math.min(s.headRuns, passes);
    const pmf = [];
    for (let k = low; k <= high; k++)
        pmf.push(lib_default()(k, population, passes, s.headRuns));
    return { low, pmf };
}
/** Throws on counts that are not 0 <= passed <= runs integers. */
function checkStratum(s) {
    const ok = [s.headPassed, s.headRuns, s.basePassed, s.baseRuns].every((v) => Number.isInteger(v) && v >= 0) &&
        s.headPassed <= s.headRuns &&
        s.basePassed <= s.baseRuns;
    if (!ok)
        throw new RangeError(`invalid stratum ${JSON.stringify(s)}: need integers 0 <= passed <= runs`);
}
function convolve(x, y) {
    const out = new Array(x.length + y.length - 1).fill(0);
    x.forEach((px, i) => {
        y.forEach((py, j) => {
            out[i + j] = (out[i + j] ?? 0) + px * py;
        });
    });
    return out;
}
/** Exact conditional test over the strata; `less` is the one-sided p for "head is worse". */
function stratifiedExact(strata) {
    let low = 0;
    let pmf = [1];
    let observed = 0;
    for (const s of strata) {
        const d = stratumDistribution(s);
        observed += s.headPassed;
        low += d.low;
        // A degenerate stratum (one support point, probability 1) leaves the distribution unchanged.
        if (d.pmf.length > 1)
            pmf = convolve(pmf, d.pmf);
    }
    return tailProbabilities(pmf, observed - low);
}
/**
 * Fisher's exact test of head runs against base runs (one test, or pooled runs): the stratified test
 * with a single stratum. R `fisher.test(rbind(c(headPassed, headFailed), c(basePassed, baseFailed)))`.
 */
function fisherExact(table) {
    return stratifiedExact([table]);
}
/**
 * The probability that a stratum's head runs all fail, given its base passes and run counts: the
 * factor a completely broken test contributes to the one-sided p (1 for a test that never passed on
 * base: it cannot get worse). Example: 5/5 on base, 5 head runs: 1/C(10, 5) = 1/252.
 */
function completeBreakFactor(s) {
    checkStratum(s);
    if (s.headRuns === 0 || s.basePassed === 0)
        return 1;
    return lib_default()(0, s.headRuns + s.baseRuns, s.basePassed, s.headRuns);
}
/**
 * The smallest one-sided p-value the suite can reach given its base results and run counts: the
 * p-value if every head run of every test failed. If this exceeds the significance level, no
 * outcome of the head run can fail the check: the suite is underpowered.
 */
function minAttainablePValue(strata) {
    return strata.reduce((p, s) => p * completeBreakFactor(s), 1);
}


/***/ }),

/***/ 92186:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JZ: () => (/* binding */ taroneM),
/* harmony export */   Rs: () => (/* binding */ fisherMinAttainable),
/* harmony export */   YT: () => (/* binding */ tarone),
/* harmony export */   iL: () => (/* binding */ fisherFamilyMember)
/* harmony export */ });
/* harmony import */ var _stdlib_stats_base_dists_hypergeometric_pmf__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77392);
/* harmony import */ var _stdlib_stats_base_dists_hypergeometric_pmf__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_stdlib_stats_base_dists_hypergeometric_pmf__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _stratified_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26267);
/* harmony import */ var _significance_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49022);
// The per-test family: one-sided Fisher exact tests of each test's head runs against its base runs,
// with Tarone's (1990, Biometrics 46:515) discrete Bonferroni correction.
//
// A Fisher test is conditional on its margins (the test's run counts and total passes). Given them,
// the smallest p it can reach is the probability of the most extreme table, and a test whose smallest
// attainable p is above a level can never be significant at it: a test that passed (or failed) every
// run on both sides, or one that failed once in 12 runs. Tarone counts only the tests that could
// reach significance: m* is the smallest m such that at most m tests have a smallest attainable p
// <= alpha/m, and a test is rejected when p <= alpha/m*. Conditional on all margins this is
// Bonferroni over the m* tests that can reject at all, so the family-wise error stays <= alpha under
// any dependence; deterministic tests no longer dilute the threshold. Plain Holm over those m* tests
// is not known to keep that guarantee, so the correction stays single-step.



/**
 * The smallest one-sided ("head is worse") Fisher p the test can reach given its margins: the
 * probability of the table with the same run counts and total passes and the fewest head passes.
 * 1 when the margins allow one table only (all runs passed, or all failed).
 */
function fisherMinAttainable(s) {
    (0,_stratified_js__WEBPACK_IMPORTED_MODULE_1__/* .checkStratum */ .fp)(s);
    const population = s.headRuns + s.baseRuns;
    const passes = s.headPassed + s.basePassed;
    const fewest = Math.max(0, s.headRuns - (population - passes));
    if (fewest === Math.min(s.headRuns, passes))
        return 1;
    return _stdlib_stats_base_dists_hypergeometric_pmf__WEBPACK_IMPORTED_MODULE_0___default()(fewest, population, passes, s.headRuns);
}
/** m* = the smallest m >= 1 such that at most m of the minimum attainable p-values are <= alpha/m. */
function taroneM(minPs, alpha) {
    const sorted = [...minPs].sort((a, b) => a - b);
    // How many are <= level, by binary search over the sorted values.
    const atOrBelowLevel = (level) => {
        let lo = 0;
        let hi = sorted.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if ((0,_significance_js__WEBPACK_IMPORTED_MODULE_2__/* .atOrBelow */ .U)(sorted[mid] ?? 1, level))
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    };
    let m = 1;
    while (atOrBelowLevel(alpha / m) > m)
        m++;
    return m;
}
/** Tarone's procedure at family-wise level alpha over the given tests. */
function tarone(tests, alpha) {
    const m = taroneM(tests.map((t) => t.minP), alpha);
    const level = alpha / m;
    const judged = tests.map((t) => ({ counted: (0,_significance_js__WEBPACK_IMPORTED_MODULE_2__/* .atOrBelow */ .U)(t.minP, level), rejected: (0,_significance_js__WEBPACK_IMPORTED_MODULE_2__/* .atOrBelow */ .U)(t.p, level) }));
    return { m, level, counted: judged.filter((t) => t.counted).length, tests: judged };
}
/** The one-sided p and the smallest attainable p of one test, for `tarone`. */
function fisherFamilyMember(s) {
    return { p: (0,_stratified_js__WEBPACK_IMPORTED_MODULE_1__/* .fisherExact */ .Rr)(s).less, minP: fisherMinAttainable(s) };
}


/***/ }),

/***/ 27527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ Z_95),
/* harmony export */   r: () => (/* binding */ wilson)
/* harmony export */ });
/* harmony import */ var _stdlib_stats_base_dists_normal_quantile__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(86060);
/* harmony import */ var _stdlib_stats_base_dists_normal_quantile__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(_stdlib_stats_base_dists_normal_quantile__WEBPACK_IMPORTED_MODULE_0__);
// Wilson score interval for one binomial proportion, without continuity correction.
// Chosen over Wald (which collapses to [0, 0] or [1, 1] at the boundaries) and over Jeffreys (needs a
// beta quantile): it is closed-form and the building block of both Newcombe intervals and of the
// Wilson-MOVER interval, so every interval the comparison shows is built from the same piece.

/** Two-sided 95% normal quantile, z = 1.95996... */
const Z_95 = _stdlib_stats_base_dists_normal_quantile__WEBPACK_IMPORTED_MODULE_0___default()(0.975, 0, 1);
/** Wilson interval for `x` successes out of `n` trials (n >= 1). */
function wilson(x, n, z = Z_95) {
    if (!Number.isInteger(n) || n < 1 || !Number.isInteger(x) || x < 0 || x > n) {
        throw new RangeError(`wilson: need integers 0 <= x <= n, n >= 1 (got x=${x}, n=${n})`);
    }
    const p = x / n;
    const z2 = z * z;
    const denominator = 1 + z2 / n;
    const centre = (p + z2 / (2 * n)) / denominator;
    const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
    // In floating point the bounds at x = 0 and x = n come out as ~1e-17 or 0.9999999999999999;
    // the true values are exactly 0 and 1, and a report must not show "99.99999%".
    return {
        estimate: p,
        lower: x === 0 ? 0 : centre - half,
        upper: x === n ? 1 : centre + half,
    };
}


/***/ })

};
