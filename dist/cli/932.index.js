export const id = 932;
export const ids = [932,16];
export const modules = {

/***/ 50016:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ AgentCallError)
/* harmony export */ });
/** A turn that finally failed after retries. */
class AgentCallError extends Error {
    name = 'AgentCallError';
    code;
    attempts;
    /** How each earlier attempt failed (the message is the last one's): kept on the turn record. */
    earlierFailures;
    /** Every attempt, the last one included, with what came back. */
    failedAttempts;
    /** How the last attempt ended: `unreachable` when no connection could be made (or none was tried: the circuit is open). */
    kind;
    constructor(code, message, attempts, earlierFailures = [], failedAttempts = [], kind = 'answered') {
        super(message);
        this.code = code;
        this.attempts = attempts;
        this.earlierFailures = earlierFailures;
        this.failedAttempts = failedAttempts;
        this.kind = kind;
    }
    /** The HTTP status of the last attempt's answer, if one came. */
    get status() {
        return this.failedAttempts.at(-1)?.status ?? null;
    }
}


/***/ }),

/***/ 35932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  COMPARE_HELP: () => (/* binding */ COMPARE_HELP),
  compareAndReport: () => (/* binding */ compareAndReport),
  compareCommand: () => (/* binding */ compareCommand),
  readPriceFlag: () => (/* binding */ readPriceFlag)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/compare/baseline-age.ts
var baseline_age = __webpack_require__(50082);
// EXTERNAL MODULE: ./src/results/summary.ts
var summary = __webpack_require__(64042);
// EXTERNAL MODULE: ./src/results/judge-gates.ts
var judge_gates = __webpack_require__(97492);
// EXTERNAL MODULE: ./src/compare/test-changes.ts
var test_changes = __webpack_require__(57051);
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

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
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

// EXTERNAL MODULE: ./src/stats/pass-k.ts
var pass_k = __webpack_require__(76530);
// EXTERNAL MODULE: ./src/results/results-schema.ts
var results_schema = __webpack_require__(3866);
// EXTERNAL MODULE: ./src/results/failure-codes.ts
var failure_codes = __webpack_require__(75775);
// EXTERNAL MODULE: ./src/results/endings.ts
var endings = __webpack_require__(29718);
// EXTERNAL MODULE: ./src/stats/fisher.ts
var fisher = __webpack_require__(37890);
// EXTERNAL MODULE: ./src/stats/newcombe.ts
var newcombe = __webpack_require__(67981);
// EXTERNAL MODULE: ./src/stats/mover.ts
var mover = __webpack_require__(80934);
// EXTERNAL MODULE: ./src/stats/wilson.ts
var wilson = __webpack_require__(27527);
// EXTERNAL MODULE: ./src/stats/power.ts
var power = __webpack_require__(32450);
;// CONCATENATED MODULE: ./src/compare/process.ts
function allRuns(suite) {
    return suite.tests.flatMap((t) => t.runs);
}
/**
 * Over every recorded turn of every run (errored runs included: their completed turns are real agent
 * behaviour). Latency percentiles use the nearest-rank method, so they are always an observed value,
 * over the turns that got a reply: a turn that errored has no latency (its 0 is a placeholder), and
 * with no such turn the latency is null ("n/a"), never "0 ms". Tokens are null when no turn reported
 * usage, not 0.
 */
function processMetrics(suite) {
    // Plain loops and a typed-array sort: this runs over every turn of every suite of both sides.
    let turnCount = 0;
    let answered = 0;
    for (const test of suite.tests)
        for (const run of test.runs) {
            turnCount += run.turns.length;
            for (const turn of run.turns)
                if (turn.error === undefined)
                    answered++;
        }
    const latencies = new Float64Array(answered);
    const tools = new Map();
    let toolCalls = 0;
    let inputTokens = null;
    let outputTokens = null;
    let i = 0;
    for (const test of suite.tests) {
        for (const run of test.runs) {
            for (const turn of run.turns) {
                if (turn.error === undefined)
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

// EXTERNAL MODULE: ./src/compare/family.ts + 3 modules
var compare_family = __webpack_require__(9766);
;// CONCATENATED MODULE: ./src/compare/suite.ts
// One suite, base vs head: pairing of tests, side summaries, the gate's inputs, per-test facts.
// The verdict needs the families over all suites (Holm, discrete Holm) and the test of the error rates,
// so it is settled in two steps: analyseSuite (everything local to the suite), then one of the
// settle* functions given the check's verdicts (compare.ts).














/**
 * Every suite with at least one common test (same id and spec, scored runs on both sides, not
 * quarantined) is gated: the exact tests are exact for any number of tests, and a suite too small to
 * reach significance is called underpowered instead.
 */
const MIN_COMMON_TESTS = 1;
function sideSummary(suite) {
    const tests = suite.tests.map((t) => ({ counts: (0,test_changes/* countRuns */.oo)(t) }));
    const scored = tests.filter((t) => (0,test_changes/* scoredRuns */.$p)(t.counts) > 0).map((t) => ({ passed: t.counts.passed, runs: (0,test_changes/* scoredRuns */.$p)(t.counts) }));
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
            const code = r.error?.code ?? r.codes.find((c) => failure_codes/* INFRA_CODES */.uw.includes(c)) ?? 'ENGINE_ERROR';
            counts.set(code, (counts.get(code) ?? 0) + 1);
        }
    return counts;
}
function testRow(testId, base, head, change, quarantined) {
    const side = (s) => s === undefined ? null : { passed: s.counts.passed, runs: (0,test_changes/* scoredRuns */.$p)(s.counts), errored: s.counts.errored };
    const mix = (s) => (s === undefined ? null : (0,endings/* endingMix */.i)(s.test.runs.map(endings/* endingFacts */.f)));
    const simulation = { base: mix(base), head: mix(head) };
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
        first_failure: head === undefined ? null : (0,test_changes/* firstFailure */.fx)(head.test),
        ...minPassRow(head),
        ...(simulation.base || simulation.head ? { simulation } : {}),
    };
}
/**
 * The head's k-of-n rule: breached when the pass fraction of its scored runs is below k/n (with n
 * scored runs: fewer than k passes); null with no scored run. Absent without a rule.
 */
function minPassRow(head) {
    const rule = head?.test.min_pass;
    if (head === undefined || rule === undefined)
        return {};
    const scored = (0,test_changes/* scoredRuns */.$p)(head.counts);
    return {
        min_pass: {
            passes: rule.passes,
            runs: rule.runs,
            breached: scored === 0 ? null : head.counts.passed * rule.runs < rule.passes * scored,
        },
    };
}
/** The suite's pass^k per side: the mean over tests (with at least k scored runs) of C(c,k)/C(n,k), for k = 1 and the suite's k. */
function passKSummary(base, head, rows) {
    const k = head?.pass_k ?? base?.pass_k ?? pass_k/* DEFAULT_PASS_K */.w3;
    const side = (pick, suite) => {
        if (suite === undefined)
            return null;
        const counts = rows.flatMap((t) => {
            const s = pick(t);
            return s === null ? [] : [{ runs: s.runs, passed: s.passed }];
        });
        const one = (0,pass_k/* meanPassHatK */.b0)(counts, 1);
        const chosen = (0,pass_k/* meanPassHatK */.b0)(counts, k);
        return { pass_1: one.mean, pass_k: chosen.mean, tests: chosen.tests };
    };
    return { k, method: 'unbiased', base: side((t) => t.base, base), head: side((t) => t.head, head) };
}
function analyseSuite(base, head, settings) {
    const suiteId = (head ?? base)?.suite_id;
    if (suiteId === undefined)
        throw new Error('analyseSuite needs a base or a head suite');
    const isQuarantined = (testId) => settings.quarantine.some((e) => matchesTest(e, suiteId, testId));
    const index = (suite) => new Map((suite?.tests ?? []).map((test) => [test.test_id, { test, counts: (0,test_changes/* countRuns */.oo)(test) }]));
    const baseTests = index(base);
    const headTests = index(head);
    const rows = [];
    const gate = { observed: [], notErrored: [], errored: { base: 0, head: 0 } };
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
            const change = (0,test_changes/* classifyChange */.Fd)(b.counts, h.counts);
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
        ...(base?.suspect === undefined ? [] : [{ code: 'suspect_data', side: 'base', detail: base.suspect }]),
        ...(head?.suspect === undefined ? [] : [{ code: 'suspect_data', side: 'head', detail: head.suspect }]),
    ];
    const quarantinedCount = rows.filter((r) => r.quarantined).length;
    const validity = validityNotes(rows, changed, quarantinedCount);
    // A draft on either side: shown as compared, never in the gate.
    const draft = head?.draft === true || base?.draft === true;
    if (draft)
        validity.push({ code: 'draft' });
    for (const [side, suite, indexed] of [
        ['base', base, baseTests],
        ['head', head, headTests],
    ]) {
        // Results files from the runner never repeat a test id; a hand-merged one might.
        if (suite !== undefined && suite.tests.length !== indexed.size) {
            validity.push({ code: 'duplicate_test_ids', side, tests: suite.tests.length - indexed.size });
        }
    }
    if (base !== undefined && head !== undefined && base.suite_id !== head.suite_id) {
        validity.unshift({ code: 'suite_renamed', from: base.suite_id, to: head.suite_id, tests: common + changed });
    }
    const transitions = head === undefined ? null : transitionSets(head);
    const comparison = {
        suite_id: suiteId,
        ...(base !== undefined && head !== undefined && base.suite_id !== head.suite_id ? { renamed_from: base.suite_id } : {}),
        ...(draft ? { draft: true } : {}),
        file: head?.file ?? base?.file ?? null,
        verdict: 'unchanged',
        reasons: [],
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
        power: null,
        failure_codes: failureCodeCounts(base, head),
        validity,
        process: { base: base === undefined ? null : processMetrics(base), head: head === undefined ? null : processMetrics(head) },
        coverage: transitions === null ? null : coverageOf([transitions]),
        pass_k: passKSummary(base, head, rows),
        tests: rows,
    };
    const notRunForBudget = { base: budgetNotRun(base), head: budgetNotRun(head) };
    return {
        comparison,
        notRunForBudget,
        // A draft, or a suite the budget cut short, is not compared: it never enters the families.
        gate: base === undefined || head === undefined || draft || notRunForBudget.base + notRunForBudget.head > 0 ? null : gate,
        suspect: draft ? [] : suspect,
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
/** Adds a common test to the gate's inputs: observed when both sides have scored runs; its error rates when they have runs at all. */
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
    const effect = (bEffect !== null || hEffect !== null) && (0,test_changes/* scoredRuns */.$p)(eb) > 0 && (0,test_changes/* scoredRuns */.$p)(eh) > 0
        ? { effect: stratum(eh.passed, (0,test_changes/* scoredRuns */.$p)(eh), eb.passed, (0,test_changes/* scoredRuns */.$p)(eb)) }
        : {};
    if ((0,test_changes/* scoredRuns */.$p)(b) > 0 && (0,test_changes/* scoredRuns */.$p)(h) > 0) {
        gate.observed.push({ testId, stratum: stratum(h.passed, (0,test_changes/* scoredRuns */.$p)(h), b.passed, (0,test_changes/* scoredRuns */.$p)(b)), ...effect });
    }
    gate.errored.base += b.errored;
    gate.errored.head += h.errored;
    const baseRuns = (0,test_changes/* scoredRuns */.$p)(b) + b.errored;
    const headRuns = (0,test_changes/* scoredRuns */.$p)(h) + h.errored;
    if (baseRuns > 0 && headRuns > 0)
        gate.notErrored.push(stratum((0,test_changes/* scoredRuns */.$p)(h), headRuns, (0,test_changes/* scoredRuns */.$p)(b), baseRuns));
}
function validityNotes(rows, changed, quarantined) {
    const notes = [];
    if (changed > 0)
        notes.push({ code: 'specs_changed', tests: changed });
    const noData = rows.filter((r) => r.change === 'no_data').length;
    if (noData > 0)
        notes.push({ code: 'no_scored_runs', tests: noData });
    const removedFailing = rows.filter((r) => r.change === 'removed' && r.base !== null && r.base.passed < r.base.runs).length;
    if (removedFailing > 0)
        notes.push({ code: 'removed_were_failing', tests: removedFailing });
    if (quarantined > 0)
        notes.push({ code: 'quarantined', tests: quarantined });
    return notes;
}
/**
 * The verdict of a suite judged by the gate (statistics design, sections 8 and 8b): its numbers,
 * the reasons as codes with their numbers, the power advice, and a note when the interval seems to
 * contradict the verdict.
 */
function settleGated(analysis, j, check, settings) {
    const c = analysis.comparison;
    const suites = check.suites.length;
    c.delta = {
        estimate: j.delta.estimate,
        ci: [j.delta.lower, j.delta.upper],
        method: j.delta.method,
        ...(j.delta.onEffectRuns === true ? { on: 'effect_runs' } : {}),
    };
    c.test = j.test;
    c.p_value = j.p;
    c.p_value_improved = j.pImproved;
    c.p_adjusted = j.pAdjusted;
    c.p_adjusted_improved = j.pAdjustedImproved;
    c.min_attainable_p = j.minAttainable;
    fillTestRows(c, j);
    const evidence = (p, pAdjusted) => ({
        test: j.test,
        p_value: p,
        p_adjusted: pAdjusted,
        suites,
        level: j.levels.suites,
    });
    const tests = j.strata.length;
    const ci = [j.delta.lower, j.delta.upper];
    const broken = j.tests.filter((t) => t.broke);
    const dropped = j.significantDrop && (0,compare_family/* countsAsSuiteDrop */.UA)(j.effect, settings);
    c.verdict = j.verdict;
    switch (j.verdict) {
        case 'regressed': {
            const reasons = [];
            if (broken.length > 0) {
                reasons.push({
                    code: 'tests_broke',
                    tests: broken.map((t) => ({
                        test_id: t.testId,
                        ...sideCounts(t.stratum),
                        p_value: t.p,
                        p_adjusted: t.pAdjusted ?? 1,
                        ...(t.rho > 0 ? { rho: t.rho } : {}),
                    })),
                    level: j.levels.tests,
                    min_test_effect: settings.minTestEffect,
                });
            }
            if (dropped)
                reasons.push({ code: 'significant_drop', change: j.effect, tests, evidence: evidence(j.p, j.pAdjusted) });
            c.reasons = reasons;
            break;
        }
        case 'improved':
            c.reasons = [{ code: 'significant_rise', change: j.effect, tests, evidence: evidence(j.pImproved, j.pAdjustedImproved) }];
            break;
        case 'underpowered':
            c.reasons = [{ code: 'cannot_fail', min_attainable_p: j.minAttainable, level: j.level, suites, change: j.effect, ci, tests }];
            break;
        case 'possible_regression': {
            // The suite's own drop says it all when there is one (its failing tests are listed anyway);
            // otherwise the tests that fell are the reason, named.
            if ((0,compare_family/* isDrop */.Y7)(j.effect) && (0,compare_family/* countsAsSuiteDrop */.UA)(j.effect, settings)) {
                c.reasons = [{ code: 'drop_not_significant', change: j.effect, ci, tests, evidence: evidence(j.p, j.pAdjusted) }];
            }
            else {
                const down = (0,compare_family/* testsDownNotBroken */.iB)(j.tests, settings);
                c.reasons = [
                    {
                        code: 'tests_down_not_significant',
                        tests: down.map((t) => ({
                            test_id: t.testId,
                            ...sideCounts(t.stratum),
                            change: t.change,
                            p_value: t.p,
                            p_adjusted: t.pAdjusted,
                            ...(t.rho > 0 ? { rho: t.rho } : {}),
                        })),
                        level: j.levels.tests,
                        min_test_effect: settings.minTestEffect,
                    },
                ];
            }
            break;
        }
        case 'unchanged': {
            // The largest p is the test nearest its margin; only its bound is computed (a bisection each).
            const weakest = [...j.tests].sort((a, b) => b.ni.p - a.ni.p)[0];
            c.reasons = [
                {
                    code: 'drop_ruled_out',
                    ...niNumbers(j, settings, tests),
                    weakest: weakest === undefined ? null : { test_id: weakest.testId, bound: (0,compare_family/* testBound */.tv)(weakest.ni) },
                },
            ];
            break;
        }
        case 'undecided': {
            const open = withBounds([...j.tests.filter((t) => !t.ni.ruledOut)].sort((a, b) => b.ni.p - a.ni.p).slice(0, TESTS_LISTED));
            const openCount = j.tests.filter((t) => !t.ni.ruledOut).length;
            c.reasons = [
                {
                    code: 'drop_not_ruled_out',
                    ...niNumbers(j, settings, tests),
                    suite_ruled_out: j.ni.ruledOut,
                    open_tests: open.map(({ t, bound }) => ({
                        test_id: t.testId,
                        ...sideCounts(t.stratum),
                        bound,
                        ...(t.rho > 0 ? { rho: t.rho } : {}),
                    })),
                    open: openCount,
                },
            ];
            break;
        }
    }
    c.interval_note = intervalNote(j, broken.length > 0 && !dropped);
    const advice = (0,power/* powerAdvice */.A6)(j.strata, j.level, settings.minEffect);
    const cannotSeeMinEffect = !(0,compare_family/* detectsMinEffect */.mq)(advice.minDetectableDrop, settings);
    c.power = {
        level: j.level,
        tests,
        can_reach_level: advice.canReachLevel,
        power: advice.power,
        fails: advice.fails,
        min_detectable_drop: advice.minDetectableDrop,
        repeats: advice.repeats,
        repeats_for_min_effect: advice.repeatsForMinEffect,
        repeats_needed: advice.repeatsNeeded,
        tests_needed: advice.testsNeeded,
        hint: c.verdict === 'underpowered' ||
            c.verdict === 'possible_regression' ||
            c.verdict === 'undecided' ||
            (cannotSeeMinEffect && advice.repeatsNeeded > advice.repeats),
    };
}
/** The tests an undecided suite names, lowest bound first; the rest are counted. */
const TESTS_LISTED = 10;
/** Tests with their non-inferiority bounds, lowest first (the tests a reason names: a bisection each). */
function withBounds(tests) {
    return tests.map((t) => ({ t, bound: (0,compare_family/* testBound */.tv)(t.ni) })).sort((a, b) => a.bound - b.bound);
}
/** A suite's non-inferiority bound as recorded in its reason. */
function niNumbers(j, settings, tests) {
    return {
        change: j.effect,
        bound: j.ni.bound,
        method: j.ni.method,
        level: j.ni.level,
        min_effect: settings.minEffect,
        min_test_effect: settings.minTestEffect,
        tests,
    };
}
/** Whether the interval seems to contradict the verdict, and why it does not: the gate uses the exact tests. */
function intervalNote(j, byBrokenTestOnly) {
    const [lower, upper] = [j.delta.lower, j.delta.upper];
    if (j.verdict === 'regressed' && upper >= 0)
        return byBrokenTestOnly ? 'reaches_zero_broken_test' : 'reaches_zero';
    if (j.verdict === 'improved' && lower <= 0)
        return 'reaches_zero';
    if (j.verdict !== 'regressed' && j.verdict !== 'improved' && upper < 0) {
        return j.significantDrop ? 'below_zero_small_drop' : 'below_zero_not_significant';
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
            row.p_method = t.rho > 0 ? 'conditional-beta-binomial' : 'fisher-exact';
        }
        row.min_p = t.minP;
        row.p_adjusted = t.pAdjusted;
        row.broke = t.broke;
        row.ni_p = t.ni.p;
    }
}
/**
 * A suite whose head errors significantly more than its base, or whose data are suspect: invalid, never
 * regressed. `observed` is its verdicts within the check before it was set aside (numbers shown for
 * information, unadjusted); null when it had no common test with scored runs on both sides.
 */
function settleInvalid(analysis, reasons, observed) {
    const c = analysis.comparison;
    c.verdict = 'invalid';
    c.reasons = [...reasons];
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
/** Runs of a suite the spending budget kept from starting. */
function budgetNotRun(suite) {
    let n = 0;
    for (const test of suite?.tests ?? [])
        for (const run of test.runs)
            if (run.not_run === 'budget')
                n++;
    return n;
}
/** "not compared (budget)": inconclusive, never regressed and never passed, whatever its finished runs show. */
function settleBudget(analysis) {
    const c = analysis.comparison;
    const planned = (suite) => suite?.tests.reduce((n, t) => n + t.runs.length, 0) ?? 0;
    c.verdict = 'inconclusive';
    c.reasons = [
        { code: 'budget', not_run: { ...analysis.notRunForBudget }, planned: { base: planned(analysis.base), head: planned(analysis.head) } },
    ];
}
/** A suite on one side only (new, removed), or with no common test to pair (inconclusive). */
function settleUngated(analysis) {
    const c = analysis.comparison;
    const { base, head } = analysis;
    if (base === undefined || head === undefined) {
        c.verdict = base === undefined ? 'new' : 'removed';
        const failing = c.tests.filter(test_changes/* failsOnHead */.xM).length;
        c.reasons = [
            base === undefined
                ? { code: 'new_suite', tests: head?.tests.length ?? 0, ...(failing > 0 ? { failing } : {}) }
                : { code: 'suite_removed', tests: base.tests.length },
        ];
        return;
    }
    unpairedForInformation(analysis);
    c.verdict = 'inconclusive';
    c.reasons = [{ code: 'no_common_tests', unpaired: c.delta !== null }];
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
        .map(test_changes/* countRuns */.oo)
        .filter((c) => (0,test_changes/* scoredRuns */.$p)(c) > 0)
        .map((c) => ({ passed: c.passed, runs: (0,test_changes/* scoredRuns */.$p)(c) }));
    const b = side(base);
    const h = side(head);
    if (b.length === 0 || h.length === 0)
        return;
    if ([...b, ...h].every((c) => c.runs === 1)) {
        const passed = (cs) => cs.filter((c) => c.passed === 1).length;
        const ci = (0,newcombe/* newcombeUnpaired */.J)(passed(h), h.length, passed(b), b.length);
        comparison.delta = { estimate: ci.estimate, ci: [ci.lower, ci.upper], method: 'newcombe-unpaired' };
        comparison.test = 'fisher-exact';
        comparison.p_value = (0,fisher/* fisherExact */.Rr)({ headPassed: passed(h), headRuns: h.length, basePassed: passed(b), baseRuns: b.length }).less;
        return;
    }
    const ci = (0,mover/* moverUnpairedDelta */._J)(h, b);
    comparison.delta = { estimate: ci.estimate, ci: [ci.lower, ci.upper], method: 'wilson-mover-unpaired' };
}
/** Per side with errored runs: how many of the runs attempted, by code; and whether the judge or the agent errored. */
function erroredSummary(analysis) {
    const sides = [];
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
        agent ||= [...byCode.keys()].some((code) => code !== 'JUDGE_ERROR' && code !== 'SIM_ERROR');
        // Skipped runs were never attempted, so they are not in the denominator.
        const attempted = summary.runs - summary.skipped;
        sides.push({ side, errored: summary.errored, attempted, codes: Object.fromEntries(byCode) });
    }
    return { sides, judge, agent };
}
/** A test's runs on each side, as the comparison records them. */
function sideCounts(s) {
    return { base: { passed: s.basePassed, runs: s.baseRuns }, head: { passed: s.headPassed, runs: s.headRuns } };
}

// EXTERNAL MODULE: ./src/compare/floors.ts
var floors = __webpack_require__(95604);
// EXTERNAL MODULE: ./src/stats/history-dependence.ts
var history_dependence = __webpack_require__(56097);
// EXTERNAL MODULE: ./src/compare/sequential.ts
var compare_sequential = __webpack_require__(62452);
// EXTERNAL MODULE: ./src/compare/baseline-batch.ts
var baseline_batch = __webpack_require__(8889);
// EXTERNAL MODULE: ./src/stats/holm.ts
var holm = __webpack_require__(28473);
// EXTERNAL MODULE: ./src/stats/significance.ts
var significance = __webpack_require__(49022);
;// CONCATENATED MODULE: ./src/compare/comparison-schema.ts
// comparison.json (`agent-eval/comparison@1`): base results vs head results, per suite and test.
// The reports are rendered from this alone. Every decision is recorded as a code with its numbers,
// never as a sentence: src/report/wording/ words them, for every report alike.





const COMPARISON_SCHEMA = 'agent-eval/comparison@1';
// regressed: a significant drop of at least min_effect, or a broken test (fails the check).
// possible_regression: a drop of at least min_effect, or a test down by at least min_test_effect, that
// is not significant (neutral check).
// underpowered: no outcome of the head runs could have failed the check (neutral check).
// unchanged: a drop of min_effect (the suite) and of min_test_effect (each test) ruled out by
// one-sided non-inferiority bounds (passes the check).
// undecided: neither a regression shown nor a drop of the minimum effects ruled out (neutral check).
// inconclusive: no common test with scored runs on both sides, so nothing to pair, or the budget stopped it (neutral check).
// invalid: the data cannot be trusted: the head errors significantly more than the base, or suspect data.
const SuiteVerdictSchema = schemas/* enum */.k5n([
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
// newly_failing: base passed every scored run, head failed at least one. fixed: base failed at least
// one, head passed every one. flaky: neither, and some side has both passes and failures. unchanged:
// both sides all-pass or both all-fail. changed: the test's spec differs (compared as added+removed).
// no_data: in both results but one side has no scored run (all errored or skipped): not compared.
const TestChangeSchema = schemas/* enum */.k5n(['newly_failing', 'fixed', 'flaky', 'unchanged', 'added', 'removed', 'changed', 'no_data']);
const Interval = schemas/* tuple */.PVZ([schemas/* number */.aig(), schemas/* number */.aig()]);
const Side = schemas/* enum */.k5n(['base', 'head']);
const Count = schemas/* number */.aig().int();
const Runs = schemas/* object */.Ikc({ passed: Count, runs: Count });
/** The exact tests a suite can be judged by (the gate's), and the unpaired test shown for information. */
const SuiteTestMethodSchema = schemas/* enum */.k5n(['mcnemar-exact', 'mcnemar-midp', 'sign-flip-exact', 'sign-flip-midp', 'sign-flip-normal']);
/** What a suite test showed: its one-sided p, Holm-adjusted over `suites` suites, held to `level` (alpha/2). */
const Evidence = schemas/* object */.Ikc({ test: SuiteTestMethodSchema, p_value: schemas/* number */.aig(), p_adjusted: schemas/* number */.aig(), suites: Count, level: schemas/* number */.aig() });
/** One side's errored runs of a suite: how many of the runs attempted, by the code that errored them. */
const ErroredRunsSchema = schemas/* object */.Ikc({ side: Side, errored: Count, attempted: Count, codes: schemas/* record */.g1P(schemas/* string */.YjP(), Count) });
/**
 * Why a suite got its verdict, one code per finding (a regressed suite may have two). `change` is
 * head minus base pass rate (0..1) of the `tests` gating common tests; `ci` its 95% interval.
 */
const SuiteReasonSchema = schemas/* discriminatedUnion */.gMt('code', [
    /**
     * Tests whose discrete Holm adjusted p (over every gating test of the check) is <= `level` (alpha/2)
     * and whose pass rate fell by at least min_test_effect. Files of earlier versions used Tarone's
     * correction instead: `tarone_m` set, `level` alpha/2 over m*, no `p_adjusted`.
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('tests_broke'),
        tests: schemas/* array */.YOg(schemas/* object */.Ikc({
            test_id: schemas/* string */.YjP(),
            base: Runs,
            head: Runs,
            p_value: schemas/* number */.aig(),
            p_adjusted: schemas/* number */.aig().optional(),
            /** The within-side correlation its p allowed for (conditional beta-binomial); absent or 0: Fisher's exact test. */
            rho: schemas/* number */.aig().optional(),
        })),
        level: schemas/* number */.aig(),
        tarone_m: Count.optional(),
        min_test_effect: schemas/* number */.aig(),
    }),
    /** regressed: a significant drop of at least min_effect. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('significant_drop'), change: schemas/* number */.aig(), tests: Count, evidence: Evidence }),
    /** improved: a significant rise of at least min_effect. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('significant_rise'), change: schemas/* number */.aig(), tests: Count, evidence: Evidence }),
    /** underpowered: even every head run failing would give min_attainable_p > level, and no test could break. */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('cannot_fail'),
        min_attainable_p: schemas/* number */.aig(),
        level: schemas/* number */.aig(),
        suites: Count,
        change: schemas/* number */.aig(),
        ci: Interval,
        tests: Count,
    }),
    /** possible_regression: a drop of at least min_effect that is not significant. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('drop_not_significant'), change: schemas/* number */.aig(), ci: Interval, tests: Count, evidence: Evidence }),
    /**
     * possible_regression: tests whose pass rate fell by at least min_test_effect but that were not
     * rejected: `p_adjusted` is their discrete Holm adjusted p (null when the test cannot reach
     * `level`, alpha/2, at all).
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('tests_down_not_significant'),
        tests: schemas/* array */.YOg(schemas/* object */.Ikc({
            test_id: schemas/* string */.YjP(),
            base: Runs,
            head: Runs,
            change: schemas/* number */.aig(),
            p_value: schemas/* number */.aig(),
            p_adjusted: schemas/* number */.aig().nullable(),
            rho: schemas/* number */.aig().optional(),
        })),
        level: schemas/* number */.aig(),
        min_test_effect: schemas/* number */.aig(),
    }),
    /** unchanged: no drop of min_effect; `significant` names a significant change smaller than min_effect. */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('no_drop_of_min_effect'),
        min_effect: schemas/* number */.aig(),
        change: schemas/* number */.aig(),
        tests: Count,
        significant: schemas/* enum */.k5n(['drop', 'rise']).nullable(),
        evidence: Evidence,
    }),
    /**
     * unchanged: a drop of min_effect and of min_test_effect ruled out. The suite's one-sided `level`
     * lower bound of its change (`method`: t over its `tests` tests, or the model of their runs; the
     * smaller) is above -min_effect, and so is each test's score bound above -min_test_effect; `weakest`
     * is the test whose bound came nearest.
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('drop_ruled_out'),
        change: schemas/* number */.aig(),
        bound: schemas/* number */.aig(),
        method: schemas/* enum */.k5n(['t', 'model']),
        level: schemas/* number */.aig(),
        min_effect: schemas/* number */.aig(),
        min_test_effect: schemas/* number */.aig(),
        tests: Count,
        weakest: schemas/* object */.Ikc({ test_id: schemas/* string */.YjP(), bound: schemas/* number */.aig() }).nullable(),
    }),
    /**
     * undecided: no drop shown and none of the minimum effects ruled out: the suite's bound as in
     * drop_ruled_out (`suite_ruled_out` whether it clears -min_effect), and the tests whose own bound does
     * not clear -min_test_effect, lowest bound first (`open` of them, at most TESTS_LISTED listed).
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('drop_not_ruled_out'),
        change: schemas/* number */.aig(),
        bound: schemas/* number */.aig(),
        method: schemas/* enum */.k5n(['t', 'model']),
        level: schemas/* number */.aig(),
        min_effect: schemas/* number */.aig(),
        min_test_effect: schemas/* number */.aig(),
        tests: Count,
        suite_ruled_out: schemas/* boolean */.zMY(),
        open_tests: schemas/* array */.YOg(schemas/* object */.Ikc({ test_id: schemas/* string */.YjP(), base: Runs, head: Runs, bound: schemas/* number */.aig(), rho: schemas/* number */.aig().optional() })),
        open: Count,
    }),
    /** invalid: the runner marked a side's data suspect; `detail` is its note from the results file. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('suspect_data'), side: Side, detail: schemas/* string */.YjP() }),
    /**
     * invalid: the head errors significantly more than the base, an infrastructure regression: of its
     * common tests' attempted runs, `head.errored` of `head.runs` errored vs `base.errored` of
     * `base.runs`; the one-sided exact test stratified by test, Holm-adjusted over the `suites` suites
     * with errored runs, is <= `level` (alpha/2). `judge`/`agent`: which infrastructure errored.
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('errors_differ'),
        base: schemas/* object */.Ikc({ errored: Count, runs: Count }),
        head: schemas/* object */.Ikc({ errored: Count, runs: Count }),
        p_value: schemas/* number */.aig(),
        p_adjusted: schemas/* number */.aig(),
        suites: Count,
        level: schemas/* number */.aig(),
        errored: schemas/* array */.YOg(ErroredRunsSchema),
        judge: schemas/* boolean */.zMY(),
        agent: schemas/* boolean */.zMY(),
    }),
    /**
     * invalid, in files of earlier versions: whether the suite regresses with its errored runs left
     * out, counted as passed, and counted as failed (both sides alike) disagree.
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('errored_runs_decide'),
        errored: schemas/* array */.YOg(ErroredRunsSchema),
        left_out_regresses: schemas/* boolean */.zMY(),
        counted_passed: schemas/* boolean */.zMY(),
        counted_failed: schemas/* boolean */.zMY(),
        judge: schemas/* boolean */.zMY(),
        agent: schemas/* boolean */.zMY(),
    }),
    /** `failing`: its tests with a failed run on head; absent when none failed. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('new_suite'), tests: Count, failing: Count.optional() }),
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('suite_removed'), tests: Count }),
    /** inconclusive: no common test with scored runs on both sides; `unpaired` when an unpaired delta is shown. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('no_common_tests'), unpaired: schemas/* boolean */.zMY() }),
    /**
     * inconclusive, "not compared (budget)": the spending budget stopped runs of this suite from
     * starting (`not_run` of `planned` runs per side), so it is left out of the gate: never regressed,
     * never passed.
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('budget'),
        not_run: schemas/* object */.Ikc({ base: Count, head: Count }),
        planned: schemas/* object */.Ikc({ base: Count, head: Count }),
    }),
]);
const SuiteReasonCodeSchema = schemas/* enum */.k5n(SuiteReasonSchema.options.map((o) => o.shape.code.value));
/** What a reader should know about a suite's data before trusting its numbers. */
const ValidityNoteSchema = schemas/* discriminatedUnion */.gMt('code', [
    /** Tests whose spec changed since the base: compared as added and removed. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('specs_changed'), tests: Count }),
    /** Common tests with no scored run on one side: not compared. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('no_scored_runs'), tests: Count }),
    /** Removed tests that were failing on base: the head pass rate looks better without them. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('removed_were_failing'), tests: Count }),
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('quarantined'), tests: Count }),
    /** A captured draft (metadata.capture.status: draft): reported, never gating, never stored in a baseline. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('draft') }),
    /** A hand-merged results file repeated test ids; the last entry of each was compared. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('duplicate_test_ids'), side: Side, tests: Count }),
    /**
     * Errored runs left out of the pass rates: the head does not error significantly more than the base
     * (`p_value`, Holm-adjusted `p_adjusted`, of the test in `errors_differ`). Files of earlier versions
     * have no p: there, counted as passed or as failed the errored runs would not change the verdict.
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('errored_runs_left_out'),
        errored: schemas/* array */.YOg(ErroredRunsSchema),
        p_value: schemas/* number */.aig().optional(),
        p_adjusted: schemas/* number */.aig().optional(),
    }),
    /** The base's suite `from` is this suite renamed: most test ids of both are the same (`tests` of them), so they are compared as one suite. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('suite_renamed'), from: schemas/* string */.YjP(), to: schemas/* string */.YjP(), tests: Count }),
]);
/** Why an interval and the verdict seem to disagree (the gate uses the exact tests). */
const IntervalNoteSchema = schemas/* enum */.k5n([
    /** regressed by a broken test alone: the average change's interval reaches 0. */
    'reaches_zero_broken_test',
    /** regressed or improved, and the interval reaches 0. */
    'reaches_zero',
    /** below 0 wholly, significant, but smaller than the minimum effect. */
    'below_zero_small_drop',
    /** below 0 wholly, yet not significant at the suite's level. */
    'below_zero_not_significant',
]);
/**
 * One side's latency and tokens of a suite. Latency: over the completed turns of its scored runs
 * (`turns`; turns that errored have no latency and are left out, `errored_turns` of them), median and
 * p90 by quantile type 7; null with no completed turn. Tokens: the agent's input + output tokens
 * summed per scored run, median over the `conversations_with_tokens` runs that reported usage (of
 * `conversations` scored runs); null when none did, never 0.
 */
const SidePerformanceSchema = schemas/* object */.Ikc({
    turns: Count,
    errored_turns: Count.optional(),
    median_ms: schemas/* number */.aig().nullable(),
    p90_ms: schemas/* number */.aig().nullable(),
    conversations: Count,
    conversations_with_tokens: Count.optional(),
    tokens_per_conversation: schemas/* number */.aig().nullable(),
});
/** How the change of a latency or tokens figure is estimated: Hodges-Lehmann with the Wilcoxon signed-rank interval and test. */
const PerformanceMethodSchema = schemas/* enum */.k5n(['hodges-lehmann-wilcoxon-exact', 'hodges-lehmann-wilcoxon-normal']);
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
const PerformanceChangeSchema = schemas/* object */.Ikc({
    statistic: schemas/* enum */.k5n(['p90', 'median']),
    tests: Count,
    ratio: schemas/* number */.aig().nullable(),
    ci: Interval.nullable(),
    level: schemas/* number */.aig(),
    p_slower: schemas/* number */.aig().nullable(),
    p_adjusted: schemas/* number */.aig().nullable().optional(),
    method: PerformanceMethodSchema,
    threshold: schemas/* number */.aig().nullable(),
    verdict: schemas/* enum */.k5n(['slower', 'ruled_out', 'undecided', 'not_gated']),
    /** Latency against a stored baseline (another machine, another time): reported, not gating unless latency-on-stored-baseline is gate. */
    weak: schemas/* literal */.euz('stored_baseline').optional(),
});
/** A suite's latency and tokens per side and their change; absent in files of earlier versions. */
const SuitePerformanceSchema = schemas/* object */.Ikc({
    base: SidePerformanceSchema.nullable(),
    head: SidePerformanceSchema.nullable(),
    /** The configured statistic (fail-on-latency's, p90 by default). */
    latency: PerformanceChangeSchema.nullable(),
    /** Median agent input + output tokens per conversation. */
    tokens: PerformanceChangeSchema.nullable(),
});
/** A suite whose latency or tokens went up by at least the threshold, significantly: the numbers a reason names. */
const PerformanceFindingSchema = schemas/* object */.Ikc({
    suite_id: schemas/* string */.YjP(),
    statistic: schemas/* enum */.k5n(['p90', 'median']),
    ratio: schemas/* number */.aig(),
    ci: Interval,
    level: schemas/* number */.aig(),
    p_slower: schemas/* number */.aig(),
    p_adjusted: schemas/* number */.aig(),
    threshold: schemas/* number */.aig(),
    tests: Count,
    method: PerformanceMethodSchema,
});
/** Warnings about the inputs of the comparison as a whole. */
const ComparisonWarningSchema = schemas/* discriminatedUnion */.gMt('code', [
    /** `test_id` as the quarantine file scopes it ("suite/test" or "test"); `reason` is the file's. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('quarantine_expired'), test_id: schemas/* string */.YjP(), expires: schemas/* string */.YjP(), reason: schemas/* string */.YjP() }),
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('quarantine_unmatched'), test_id: schemas/* string */.YjP() }),
    /** `detail`: the results file's incomplete_reason. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('run_incomplete'), side: Side, detail: schemas/* string */.YjP().nullable() }),
    /** The action found no baseline; `detail` says where it looked. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('no_baseline'), detail: schemas/* string */.YjP() }),
    /** The stored baseline (`branch`) or baseline file (`file`) ran longer ago than `max_days` (max-baseline-age). */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('baseline_stale'), source: schemas/* enum */.k5n(['branch', 'file']), age_ms: schemas/* number */.aig(), max_days: schemas/* number */.aig() }),
    /**
     * The baseline's two halves differ more than independent runs would (the F test of their ANOVA at
     * 0.05): its runs drifted or are alike; `icc` is what the per-test tests allowed for.
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('baseline_batch_dependent'),
        icc: schemas/* number */.aig(),
        f_p_value: schemas/* number */.aig(),
        tests: schemas/* number */.aig().int(),
    }),
    /**
     * What these runs per test (`head_runs` against `base_runs`) cannot decide at best: one test failing
     * the check (its smallest p, `smallest_break_p`, above `level`, alpha/2) or one test's drop of
     * min_test_effect ruled out (its smallest non-inferiority p above `ni_level`); `runs_to_*` the
     * fewest head runs per test that would (null: none up to 1000).
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('design_floor'),
        head_runs: schemas/* number */.aig().int(),
        base_runs: schemas/* number */.aig().int(),
        can_break: schemas/* boolean */.zMY(),
        smallest_break_p: schemas/* number */.aig(),
        runs_to_break: schemas/* number */.aig().int().nullable(),
        can_rule_out: schemas/* boolean */.zMY(),
        smallest_rule_out_p: schemas/* number */.aig(),
        runs_to_rule_out: schemas/* number */.aig().int().nullable(),
        level: schemas/* number */.aig(),
        ni_level: schemas/* number */.aig(),
        min_test_effect: schemas/* number */.aig(),
    }),
    /**
     * Every gated suite (`suites`, at least 2) fell against a stored baseline, by `from` to `to` (the
     * least and the most): what a drift of the model provider or of the base looks like; only a base
     * run in the same job tells it from the PR.
     */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('suites_moved_together'), suites: schemas/* number */.aig().int(), from: schemas/* number */.aig(), to: schemas/* number */.aig() }),
    /**
     * fail-on-latency is set but latency does not gate: the baseline is stored (`source`), measured on
     * another machine or at another time, and latency-on-stored-baseline is report.
     */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('latency_stored_baseline'), source: schemas/* enum */.k5n(['branch', 'file', 'none']) }),
    /**
     * Gated suites with too few tests (`tests`) for the exact signed-rank test of a latency or tokens
     * figure to reach `level` at all: its smallest one-sided p, 2^-tests (every test higher on head), is
     * above it, so that figure can never fail the check there; `tests_needed` the fewest that could.
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('performance_floor'),
        figure: schemas/* enum */.k5n(['latency', 'tokens']),
        suites: schemas/* array */.YOg(schemas/* object */.Ikc({ suite_id: schemas/* string */.YjP(), tests: schemas/* number */.aig().int(), smallest_p: schemas/* number */.aig() })),
        level: schemas/* number */.aig(),
        tests_needed: schemas/* number */.aig().int(),
    }),
]);
/** Why the comparison got its verdict, from the suites' verdicts. */
const ComparisonReasonSchema = schemas/* discriminatedUnion */.gMt('code', [
    /** fail: the suites that regressed, and the broken tests in suite order. */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('suites_regressed'),
        suites: schemas/* array */.YOg(schemas/* string */.YjP()),
        broken: schemas/* array */.YOg(schemas/* object */.Ikc({ suite_id: schemas/* string */.YjP(), test_id: schemas/* string */.YjP() })),
    }),
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('suites_invalid'), suites: schemas/* array */.YOg(schemas/* string */.YjP()) }),
    /**
     * invalid: no head run was scored, every one that ran errored (`errored` of `runs`): nothing was
     * evaluated. `agent`/`judge`: which infrastructure errored (the causes are in `errors`).
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('nothing_evaluated'),
        errored: Count,
        runs: Count,
        agent: schemas/* boolean */.zMY(),
        judge: schemas/* boolean */.zMY(),
        /** The simulated user errored (SIM_ERROR): a simulator fault, not the agent's. */
        simulator: schemas/* boolean */.zMY().optional(),
    }),
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('no_baseline') }),
    /**
     * fail: suites whose latency (at the configured statistic) went up by at least fail-on-latency,
     * significantly (PerformanceChange verdict slower); `tokens`: suites whose tokens did too.
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('latency_regression'),
        suites: schemas/* array */.YOg(PerformanceFindingSchema),
        tokens: schemas/* array */.YOg(PerformanceFindingSchema).optional(),
    }),
    /** fail: suites whose tokens per conversation went up by at least fail-on-tokens, significantly (and no latency regression). */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('tokens_regression'), suites: schemas/* array */.YOg(PerformanceFindingSchema) }),
    /** fail with min-pass-fails: tests that passed fewer runs than their min_pass "k/n" on head (and nothing regressed). */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('min_pass_breached'),
        tests: schemas/* array */.YOg(schemas/* object */.Ikc({ suite_id: schemas/* string */.YjP(), test_id: schemas/* string */.YjP(), passed: Count, runs: Count, min_passes: Count, min_runs: Count })),
    }),
    /** pass: every suite judged, or new. */
    schemas/* object */.Ikc({ code: schemas/* literal */.euz('all_judged'), judged: Count, new: Count }),
    /**
     * inconclusive: some suites could not be judged or were removed, or new suites have failing tests
     * (`new_failing`: no baseline to compare them with, so they keep the check from passing), or
     * compared suites have failing tests added or whose spec changed (`added_failing`, likewise).
     */
    schemas/* object */.Ikc({
        code: schemas/* literal */.euz('not_all_judged'),
        judged: Count,
        suites: Count,
        possible_regression: schemas/* array */.YOg(schemas/* string */.YjP()),
        underpowered: schemas/* array */.YOg(schemas/* string */.YjP()),
        /** Suites without a common test to pair. */
        inconclusive: schemas/* array */.YOg(schemas/* string */.YjP()),
        /** Suites where no regression was shown and no drop of the minimum effects ruled out. */
        undecided: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
        new: Count,
        removed: schemas/* array */.YOg(schemas/* string */.YjP()),
        new_failing: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
        added_failing: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
        /** Suites not compared because the spending budget stopped their runs (also not in `inconclusive`). */
        budget: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
        /** Suites whose gated latency or tokens neither went up by the threshold significantly nor had that ruled out. */
        latency_undecided: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
        tokens_undecided: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    }),
]);
const ComparisonReasonCodeSchema = schemas/* enum */.k5n(ComparisonReasonSchema.options.map((o) => o.shape.code.value));
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
/** Calls, tokens and dollars of one part (agent, judge or simulator) of one side. */
const PartUsageSchema = schemas/* object */.Ikc({
    calls: schemas/* number */.aig().int(),
    input_tokens: schemas/* number */.aig(),
    output_tokens: schemas/* number */.aig(),
    /** Of input_tokens, served from the provider's cache (0 when none was reported). */
    cached_tokens: schemas/* number */.aig(),
    /** USD at the price table; null when some tokens are of a model without a price (named in unpriced). */
    usd: schemas/* number */.aig().nullable(),
    unpriced: schemas/* array */.YOg(schemas/* string */.YjP()),
});
/**
 * What one side used, over the suites it ran itself. agent null: the agent reported no usage (not
 * 0); judge null: no judge configured; simulator null: no simulator ran.
 */
const SideUsageSchema = schemas/* object */.Ikc({
    /** Runs attempted (skipped runs without a turn left out): the denominator of "per run". */
    runs: schemas/* number */.aig().int(),
    /** Turns sent to the agent, and how many of them reported usage. */
    agent_requests: schemas/* number */.aig().int(),
    agent_turns_reported: schemas/* number */.aig().int(),
    agent: PartUsageSchema.nullable(),
    judge: PartUsageSchema.nullable(),
    simulator: PartUsageSchema.nullable(),
    /** Over the parts present (null when none is): usd null when any is unpriced. */
    total: schemas/* object */.Ikc({ tokens: schemas/* number */.aig().nullable(), usd: schemas/* number */.aig().nullable(), unpriced: schemas/* array */.YOg(schemas/* string */.YjP()) }),
});
/** One suite's agent and simulator tokens and cost on one side (the judge's are counted per run, not per suite). */
const SuiteCostSchema = schemas/* object */.Ikc({
    tokens: schemas/* number */.aig(),
    usd: schemas/* number */.aig().nullable(),
    unpriced: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const ComparisonCostSchema = schemas/* object */.Ikc({
    /** The prices used: the built-in table (dated) alone or with the user's file over it. */
    prices: schemas/* object */.Ikc({ source: schemas/* enum */.k5n(['built-in', 'file']), built_in_date: schemas/* string */.YjP(), file: schemas/* string */.YjP().nullable() }),
    base: SideUsageSchema.nullable(),
    head: SideUsageSchema,
    /**
     * Per suite run on a side: agent and simulator tokens and cost (null: nothing reported on that
     * side, or the suite not run there).
     */
    suites: schemas/* array */.YOg(schemas/* object */.Ikc({ suite_id: schemas/* string */.YjP(), base: SuiteCostSchema.nullable(), head: SuiteCostSchema.nullable() })).optional(),
    /** The head run's spending budget, as results.json recorded it; absent: none. */
    budget: results_schema/* ResultsSchema */.SX.shape.run.shape.budget,
});
const EndingMixSchema = schemas/* object */.Ikc({
    endings: schemas/* partialRecord */.jgl(results_schema/* EndingSchema */.Tz, schemas/* number */.aig().int()),
    median_turns_to_goal: schemas/* number */.aig().nullable(),
    goal_runs: schemas/* number */.aig().int(),
});
const TestComparisonSchema = schemas/* object */.Ikc({
    test_id: schemas/* string */.YjP(),
    /** `runs` counts scored runs (passed + failed), the denominator of the pass fraction; errored apart. */
    base: schemas/* object */.Ikc({ passed: schemas/* number */.aig().int(), runs: schemas/* number */.aig().int(), errored: schemas/* number */.aig().int() }).nullable(),
    head: schemas/* object */.Ikc({ passed: schemas/* number */.aig().int(), runs: schemas/* number */.aig().int(), errored: schemas/* number */.aig().int() }).nullable(),
    change: TestChangeSchema,
    /**
     * One-sided Fisher exact p (head worse) of a gating test, shown for tests with repeats; min_p is the
     * smallest p its margins allow. p_adjusted is its discrete Holm adjusted p over every gating test
     * of the check (p times Tarone's m* in files of earlier versions), for the tests that could reach
     * significance (null for the others).
     */
    p_value: schemas/* number */.aig().nullable(),
    min_p: schemas/* number */.aig().nullable().optional(),
    p_adjusted: schemas/* number */.aig().nullable(),
    p_method: schemas/* enum */.k5n(['fisher-exact', 'conditional-beta-binomial']).nullable().optional(),
    /** Rejected by the per-test family and fell by at least min_test_effect: fails the check. */
    broke: schemas/* boolean */.zMY().optional(),
    /**
     * The p of the test's non-inferiority test (H0: its pass rate fell by min_test_effect or more; exact
     * unconditional on the Miettinen-Nurminen score, runs of a side alike to its rho): its drop is ruled
     * out when this is at most the check's non-inferiority level.
     */
    ni_p: schemas/* number */.aig().optional(),
    /**
     * The test's k-of-n rule (min_pass "k/n") on head: breached when its pass fraction is below k/n
     * (null: no scored run). Fails the check only with min-pass-fails. Absent: no rule.
     */
    min_pass: schemas/* object */.Ikc({ passes: schemas/* number */.aig().int(), runs: schemas/* number */.aig().int(), breached: schemas/* boolean */.zMY().nullable() }).optional(),
    quarantined: schemas/* boolean */.zMY(),
    /**
     * First failing turn on head, for the report: turn id, code, expected, actual, and the failed
     * assertion's own reason. A run that failed without a failed assertion has key "run", an empty
     * reason, and `without_assertion`: which run, with its codes.
     */
    first_failure: schemas/* object */.Ikc({
        turn_id: schemas/* string */.YjP(),
        code: schemas/* string */.YjP(),
        key: schemas/* string */.YjP(),
        expected: schemas/* unknown */.L5J().optional(),
        actual: schemas/* unknown */.L5J().optional(),
        reason: schemas/* string */.YjP(),
        without_assertion: schemas/* object */.Ikc({ repeat: schemas/* number */.aig().int(), codes: schemas/* array */.YOg(schemas/* string */.YjP()) }).optional(),
    })
        .nullable(),
    /**
     * Simulated tests only: how each side's runs ended (runs by ending) and the median agent turns to
     * the goal over the runs that reached it (null when none did).
     */
    simulation: schemas/* object */.Ikc({
        base: EndingMixSchema.nullable(),
        head: EndingMixSchema.nullable(),
    })
        .optional(),
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
    /** The base's id of a renamed suite, compared with it (see the suite_renamed validity note). */
    renamed_from: schemas/* string */.YjP().optional(),
    /** A captured draft: reported, never gating (left out of the families and of the check's verdict). */
    draft: schemas/* literal */.euz(true).optional(),
    file: schemas/* string */.YjP().nullable(),
    verdict: SuiteVerdictSchema,
    reasons: schemas/* array */.YOg(SuiteReasonSchema),
    base: SideSummarySchema.nullable(),
    head: SideSummarySchema.nullable(),
    common_tests: schemas/* number */.aig().int(),
    added_tests: schemas/* number */.aig().int(),
    removed_tests: schemas/* number */.aig().int(),
    delta: schemas/* object */.Ikc({
        estimate: schemas/* number */.aig(),
        ci: Interval,
        method: schemas/* enum */.k5n(['newcombe-paired', 'wilson-mover', 'paired-t-wilson-mover', 'newcombe-unpaired', 'wilson-mover-unpaired']),
        /**
         * `effect_runs`: measured, with its interval, on each test's effect runs (adaptive repeats: the
         * first N runs, N chosen without looking at the test), the change the verdict's minimum effect is
         * applied to; absent: on every scored run.
         */
        on: schemas/* literal */.euz('effect_runs').optional(),
    })
        .nullable(),
    /** Set when the interval and the verdict seem to disagree: which one the gate used, and why. */
    interval_note: IntervalNoteSchema.nullable().optional(),
    test: schemas/* union */.KCZ([SuiteTestMethodSchema, schemas/* literal */.euz('fisher-exact')]).nullable(),
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
    /**
     * What the suite can detect at `level` = (alpha/2) / (suites in the Holm family), over `tests`
     * gating tests at `repeats` runs per test and side; `hint`: the reports advise on it (the suite
     * could not be judged, or cannot see a drop of the minimum effect and more runs would).
     */
    power: schemas/* object */.Ikc({
        level: schemas/* number */.aig(),
        tests: schemas/* number */.aig().int(),
        can_reach_level: schemas/* boolean */.zMY(),
        /** The chance that a drop of min_effect reaches significance now. */
        power: schemas/* number */.aig(),
        /** The chance that such a drop fails the check: significant and seen to reach min_effect; absent in files of older versions. */
        fails: schemas/* number */.aig().optional(),
        min_detectable_drop: schemas/* number */.aig().nullable(),
        repeats: schemas/* number */.aig().int(),
        repeats_for_min_effect: schemas/* number */.aig().int().nullable(),
        repeats_needed: schemas/* number */.aig().int(),
        tests_needed: schemas/* number */.aig().int().nullable(),
        hint: schemas/* boolean */.zMY(),
    })
        .nullable()
        .optional(),
    failure_codes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* object */.Ikc({ base: schemas/* number */.aig().int(), head: schemas/* number */.aig().int() })),
    validity: schemas/* array */.YOg(ValidityNoteSchema),
    process: schemas/* object */.Ikc({ base: ProcessMetricsSchema.nullable(), head: ProcessMetricsSchema.nullable() }),
    coverage: CoverageSchema.nullable(),
    /**
     * pass^k per side: the mean over tests of the unbiased estimate C(c,k)/C(n,k) from n scored runs
     * with c passes, over the tests with at least k runs (`tests`; null mean when none), for k = 1 and
     * the suite's k (defaults.pass_k, else 3). Absent in files of earlier versions.
     */
    pass_k: schemas/* object */.Ikc({
        k: schemas/* number */.aig().int(),
        method: schemas/* literal */.euz('unbiased'),
        base: schemas/* object */.Ikc({ pass_1: schemas/* number */.aig().nullable(), pass_k: schemas/* number */.aig().nullable(), tests: schemas/* number */.aig().int() }).nullable(),
        head: schemas/* object */.Ikc({ pass_1: schemas/* number */.aig().nullable(), pass_k: schemas/* number */.aig().nullable(), tests: schemas/* number */.aig().int() }).nullable(),
    })
        .optional(),
    tests: schemas/* array */.YOg(TestComparisonSchema),
    /** Latency and tokens per side and their change (section "Latency and tokens as gated figures" of docs/statistics.md); absent in files of earlier versions. */
    performance: SuitePerformanceSchema.optional(),
});
const ComparisonSchema = schemas/* object */.Ikc({
    schema: schemas/* literal */.euz(COMPARISON_SCHEMA),
    verdict: schemas/* enum */.k5n(['pass', 'fail', 'inconclusive', 'invalid']),
    reason: ComparisonReasonSchema,
    /** The check's one-sided family-wise level: alpha/2 for the suites (Holm), alpha/2 for the tests (discrete Holm). */
    alpha: schemas/* number */.aig(),
    min_effect: schemas/* number */.aig(),
    min_test_effect: schemas/* number */.aig().optional(),
    /** Whether a test below its min_pass fails the check (min-pass-fails); absent in files of earlier versions: false. */
    min_pass_fails: schemas/* boolean */.zMY().optional(),
    /** The two families the check's alpha is split between. */
    families: schemas/* object */.Ikc({
        suites: schemas/* object */.Ikc({ alpha: schemas/* number */.aig(), method: schemas/* literal */.euz('holm'), size: schemas/* number */.aig().int() }),
        tests: schemas/* discriminatedUnion */.gMt('method', [
            schemas/* object */.Ikc({
                alpha: schemas/* number */.aig(),
                /** A test breaks when its discrete Holm adjusted p is <= alpha. */
                method: schemas/* literal */.euz('discrete-holm'),
                /** Gating tests of the check. */
                size: schemas/* number */.aig().int(),
                /** Tests that could reach alpha at all. */
                counted: schemas/* number */.aig().int(),
                /**
                 * The within-side correlation of runs, estimated from the `icc_tests` tests of the check with
                 * mixed outcomes: `icc` by ANOVA (`f_p_value` its F test of "none"), `calibrated` where the
                 * tests' mean two-sided mid-p (`mean_mid_p` at 0) reaches 1/2 (stats/dependence.ts); `used`
                 * what every per-test test allowed for (conditional beta-binomial; 0 = Fisher's exact test):
                 * with fixed repeats `calibrated` when `mean_mid_p` lies one standard error below 1/2, under
                 * adaptive repeats `icc`, else 0; the baseline batch's when larger. `mean_mid_p` and
                 * `calibrated` are absent in files of earlier versions.
                 */
                dependence: schemas/* object */.Ikc({
                    icc: schemas/* number */.aig(),
                    icc_tests: schemas/* number */.aig().int(),
                    f_p_value: schemas/* number */.aig(),
                    mean_mid_p: schemas/* number */.aig().optional(),
                    calibrated: schemas/* number */.aig().optional(),
                    used: schemas/* number */.aig(),
                    /** The baseline's batch, its two halves compared (an A/A check of the batch); `used`: `icc` when its F test rejects at 0.05, else 0. */
                    baseline_batch: schemas/* object */.Ikc({
                        icc: schemas/* number */.aig(),
                        tests: schemas/* number */.aig().int(),
                        f_p_value: schemas/* number */.aig(),
                        mean_mid_p: schemas/* number */.aig().optional(),
                        calibrated: schemas/* number */.aig().optional(),
                        used: schemas/* number */.aig(),
                    })
                        .optional(),
                })
                    .optional(),
            }),
            /** Files of earlier versions: Tarone's correction, a test broke when its p was <= level = alpha / m. */
            schemas/* object */.Ikc({
                alpha: schemas/* number */.aig(),
                method: schemas/* literal */.euz('tarone'),
                size: schemas/* number */.aig().int(),
                counted: schemas/* number */.aig().int(),
                m: schemas/* number */.aig().int(),
                level: schemas/* number */.aig(),
            }),
        ]),
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
        /** When the baseline ran (its run's finished_at); absent in files of older versions. */
        run_at: schemas/* string */.YjP().nullable().optional(),
        /** How long before the comparison the baseline ran. */
        age_ms: schemas/* number */.aig().nullable().optional(),
        /** Commits the pull request's base is ahead of the baseline's commit (null: unknown). */
        behind: schemas/* number */.aig().int().nullable().optional(),
    }),
    head: schemas/* object */.Ikc({
        commit: schemas/* string */.YjP().nullable(),
        target: schemas/* string */.YjP(),
        repeats: schemas/* number */.aig().int().nullable(),
        /** Set when the head ran with adaptive repeats (`--repeats auto`) or the sequential design (`design: sequential`). */
        adaptive: schemas/* object */.Ikc({
            min: schemas/* number */.aig().int(),
            max: schemas/* number */.aig().int(),
            rounds: schemas/* number */.aig().int(),
            calls: schemas/* number */.aig().int(),
            design: schemas/* enum */.k5n(['adaptive', 'sequential']).optional(),
        })
            .optional(),
        /** The head run's judge panels and how often each one's judges disagreed per criterion (results.json's judge.panels); absent: no panel. */
        judge_panels: schemas/* array */.YOg(results_schema/* PanelStabilitySchema */.Tk).optional(),
    }),
    /**
     * The sequential design's looks (head runs per test at each), each look's share of alpha and of the
     * non-inferiority level, and per gated suite the look (0-based) that decided it (`regressed`: a
     * regression shown; `ruled_out`: a drop of the minimum effects ruled out) or its last (`open`).
     */
    sequential: schemas/* object */.Ikc({
        looks: schemas/* array */.YOg(schemas/* number */.aig().int()),
        weights: schemas/* array */.YOg(schemas/* number */.aig()),
        suites: schemas/* array */.YOg(schemas/* object */.Ikc({ suite_id: schemas/* string */.YjP(), state: schemas/* enum */.k5n(['regressed', 'ruled_out', 'open']), look: Count, reached: Count })),
    })
        .optional(),
    /** The non-inferiority bounds behind ✅: their one-sided level and method; absent in files of older versions. */
    non_inferiority: schemas/* object */.Ikc({ level: schemas/* number */.aig(), test_method: schemas/* literal */.euz('miettinen-nurminen-score'), suite_method: schemas/* literal */.euz('min-t-model') })
        .optional(),
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
    warnings: schemas/* array */.YOg(ComparisonWarningSchema),
    duration_ms: schemas/* number */.aig().nullable(),
    /** Usage and cost per side; absent in files of earlier versions. */
    cost: ComparisonCostSchema.optional(),
    /**
     * The head run's judge calibration (results.json's judge_calibration: each criterion's agreement
     * and whether it gates), and the tests whose judge checks failed, or could not be scored, without
     * gating (`runs` of them; `first` the first such check): reported, never a failure. Absent: the
     * head run looked no calibration up.
     */
    judge_calibration: results_schema/* JudgeCalibrationSummarySchema */.d5.extend({
        ungated: schemas/* array */.YOg(schemas/* object */.Ikc({
            suite_id: schemas/* string */.YjP(),
            test_id: schemas/* string */.YjP(),
            runs: schemas/* number */.aig().int().min(1),
            first: schemas/* object */.Ikc({
                turn_id: schemas/* string */.YjP(),
                key: schemas/* string */.YjP(),
                status: schemas/* enum */.k5n(['failed', 'unscored']),
                calibration: schemas/* enum */.k5n(['not_calibrated', 'below_threshold', 'stale']),
                reason: schemas/* string */.YjP(),
            }),
        })),
    }).optional(),
    /**
     * How latency and tokens gate: fail-on-latency (ratio and statistic) and fail-on-tokens (null: not
     * set, figures reported only); `latency_gates` false when the baseline is stored and
     * latency-on-stored-baseline is report; `alpha` the one-sided level each figure's Holm family over
     * the gated suites is held to (the check's alpha); intervals are two-sided at 1 - 2 alpha. Absent in
     * files of earlier versions.
     */
    performance: schemas/* object */.Ikc({
        fail_on_latency: schemas/* object */.Ikc({ ratio: schemas/* number */.aig(), statistic: schemas/* enum */.k5n(['p90', 'median']) }).nullable(),
        fail_on_tokens: schemas/* number */.aig().nullable(),
        latency_gates: schemas/* boolean */.zMY(),
        alpha: schemas/* number */.aig(),
        latency_on_stored_baseline: schemas/* enum */.k5n(['report', 'gate']).optional(),
        /** How each side's median and p90 are computed. */
        quantile: schemas/* literal */.euz('type-7').optional(),
    })
        .optional(),
});
/** Distinct causes of errored runs kept per side in comparison.json. */
const ERRORED_CAUSES_KEPT = 10;

// EXTERNAL MODULE: ./src/url.ts
var url = __webpack_require__(17666);
// EXTERNAL MODULE: ./src/usage/prices.ts
var prices = __webpack_require__(58637);
// EXTERNAL MODULE: ./src/compare/cost.ts
var cost = __webpack_require__(69482);
// EXTERNAL MODULE: ./src/compare/performance.ts + 1 modules
var compare_performance = __webpack_require__(47367);
;// CONCATENATED MODULE: ./src/compare/compare.ts



















/** The statistical defaults; the caller adds quarantine, now and baseline. */
const DEFAULT_COMPARE_OPTIONS = compare_family/* DEFAULT_GATE_SETTINGS */.aE;
function compareResults(base, head, options) {
    const warnings = [];
    const inForce = options.quarantine.filter((e) => !isExpired(e, options.now));
    for (const entry of options.quarantine) {
        if (isExpired(entry, options.now)) {
            warnings.push({ code: 'quarantine_expired', test_id: quarantineLabel(entry), expires: entry.expires, reason: entry.reason });
        }
        else if (!head.suites.some((s) => s.tests.some((t) => matchesTest(entry, s.suite_id, t.test_id)))) {
            warnings.push({ code: 'quarantine_unmatched', test_id: quarantineLabel(entry) });
        }
    }
    for (const [side, results] of [
        ['base', base],
        ['head', head],
    ]) {
        if (results !== null && !results.run.complete) {
            warnings.push({ code: 'run_incomplete', side, detail: results.run.incomplete_reason ?? null });
        }
    }
    const settings = {
        alpha: options.alpha,
        minEffect: options.minEffect,
        minTestEffect: options.minTestEffect ?? compare_family/* DEFAULT_GATE_SETTINGS */.aE.minTestEffect,
        midP: options.midP ?? false,
    };
    const analyses = pairSuites(base, head).map(([b, h]) => analyseSuite(b, h, { quarantine: inForce }));
    // The baseline's own batch, its halves compared: dependence it shows is allowed for by the per-test tests.
    const batch = base === null ? null : (0,baseline_batch/* batchDependence */.uB)(base);
    const design = sequentialOf(head);
    const verdicts = gateAll(analyses, settings, batch?.used ?? 0, { design, testDependence: options.testDependence });
    if (batch !== null && batch.used > 0) {
        warnings.push({ code: 'baseline_batch_dependent', icc: batch.used, f_p_value: batch.fP, tests: batch.tests });
    }
    const floor = checkFloor(verdicts, settings);
    if (floor !== null)
        warnings.push(floor);
    const together = movedTogether(verdicts, options.baseline, settings);
    if (together !== null)
        warnings.push(together);
    const performance = (0,compare_performance/* comparePerformance */.eR)(analyses.map((a) => ({
        suiteId: a.comparison.suite_id,
        base: a.base,
        head: a.head,
        comparable: new Set(a.comparison.tests
            .filter((t) => !t.quarantined && t.change !== 'added' && t.change !== 'removed' && t.change !== 'changed')
            .map((t) => t.test_id)),
        draft: a.comparison.draft === true,
    })), {
        failOnLatency: options.failOnLatency ?? compare_performance/* DEFAULT_PERFORMANCE_SETTINGS */.D$.failOnLatency,
        failOnTokens: options.failOnTokens ?? compare_performance/* DEFAULT_PERFORMANCE_SETTINGS */.D$.failOnTokens,
        latencyOnStoredBaseline: options.latencyOnStoredBaseline ?? compare_performance/* DEFAULT_PERFORMANCE_SETTINGS */.D$.latencyOnStoredBaseline,
        alpha: options.alpha,
    }, options.baseline);
    for (const a of analyses) {
        const block = performance.suites.get(a.comparison.suite_id);
        if (block !== undefined)
            a.comparison.performance = block;
    }
    warnings.push(...performance.warnings);
    const suites = analyses.map((a) => a.comparison);
    // Captured drafts are reported with the others but leave the check's verdict to the rest.
    const gatedSuites = suites.filter((s) => s.draft !== true);
    const overall = minPassRule(nothingEvaluated(head) ?? performanceRule(overallVerdict(gatedSuites, base === null), performance, gatedSuites.length), suites, options.minPassFails ?? false);
    const broken = verdicts.suites
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
        min_pass_fails: options.minPassFails ?? false,
        families: {
            suites: { alpha: verdicts.alphaSuites, method: 'holm', size: verdicts.familySize },
            tests: {
                alpha: verdicts.alphaTests,
                method: 'discrete-holm',
                size: verdicts.testFamily.tests,
                counted: verdicts.testFamily.counted,
                dependence: {
                    icc: verdicts.dependence.icc,
                    icc_tests: verdicts.dependence.tests,
                    f_p_value: verdicts.dependence.fP,
                    // Adaptive repeats allow for the ANOVA estimate and take no calibrated one.
                    ...(verdicts.dependence.meanMidP === undefined ? {} : { mean_mid_p: verdicts.dependence.meanMidP }),
                    ...(verdicts.dependence.calibrated === undefined ? {} : { calibrated: verdicts.dependence.calibrated }),
                    used: verdicts.dependence.used,
                    ...(batch === null
                        ? {}
                        : {
                            baseline_batch: {
                                icc: batch.icc,
                                tests: batch.tests,
                                f_p_value: batch.fP,
                                mean_mid_p: batch.meanMidP,
                                calibrated: batch.calibrated,
                                used: batch.used,
                            },
                        }),
                },
            },
        },
        broken_tests: broken,
        ...(design === null || verdicts.sequential === null
            ? {}
            : {
                sequential: {
                    looks: [...design.looks],
                    weights: [...design.weights],
                    suites: verdicts.sequential.map((x) => ({ suite_id: x.suiteId, state: x.state, look: x.look, reached: x.reached })),
                },
            }),
        non_inferiority: { level: settings.niLevel ?? compare_family/* NI_LEVEL */.j9, test_method: 'miettinen-nurminen-score', suite_method: 'min-t-model' },
        baseline: options.baseline,
        // Redacted again: a results file written by an older version may hold the URL as typed.
        head: {
            commit: head.run.commit,
            target: (0,url/* redactUrl */.BO)(head.run.target),
            repeats: head.run.repeats,
            ...(head.run.adaptive ? { adaptive: head.run.adaptive } : {}),
            ...(head.judge?.panels ? { judge_panels: head.judge.panels } : {}),
        },
        totals: totals(base, head, verdicts),
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
        cost: (0,cost/* comparisonCost */.Xx)(base, head, options.prices ?? (0,prices/* priceTable */.qx)()),
        ...judgeCalibrationOf(head),
        performance: performance.settings,
    };
}
/**
 * Latency and tokens after the pass rates: a check that no suite failed fails when a gated figure is
 * slower (latency_regression, tokens_regression), and one that would pass is neutral while a gated
 * figure is undecided. A regression of the pass rates or an invalid comparison says more and keeps
 * its reason (the figures are in each suite's row either way).
 */
function performanceRule(overall, performance, suites) {
    if (overall.verdict === 'fail' || overall.verdict === 'invalid')
        return overall;
    const { latency, tokens } = performance.slower;
    if (latency.length > 0) {
        return { verdict: 'fail', reason: { code: 'latency_regression', suites: latency, ...(tokens.length > 0 ? { tokens } : {}) } };
    }
    if (tokens.length > 0)
        return { verdict: 'fail', reason: { code: 'tokens_regression', suites: tokens } };
    const undecided = {
        ...(performance.undecided.latency.length > 0 ? { latency_undecided: performance.undecided.latency } : {}),
        ...(performance.undecided.tokens.length > 0 ? { tokens_undecided: performance.undecided.tokens } : {}),
    };
    if (Object.keys(undecided).length === 0)
        return overall;
    const r = overall.reason;
    if (r.code === 'not_all_judged')
        return { verdict: overall.verdict, reason: { ...r, ...undecided } };
    if (r.code !== 'all_judged')
        return overall;
    return {
        verdict: 'inconclusive',
        reason: {
            code: 'not_all_judged',
            judged: r.judged,
            suites,
            possible_regression: [],
            underpowered: [],
            inconclusive: [],
            new: r.new,
            removed: [],
            ...undecided,
        },
    };
}
/**
 * What the runs of the gated tests cannot decide (compare/floors.ts), at the runs most of them had;
 * null when they can decide both ways.
 */
function checkFloor(check, settings) {
    const strata = check.suites.flatMap((x) => x.strata);
    const headRuns = (0,floors/* mostCommon */.fA)(strata.map((s) => s.headRuns));
    const baseRuns = (0,floors/* mostCommon */.fA)(strata.map((s) => s.baseRuns));
    return headRuns === null || baseRuns === null ? null : (0,floors/* floorWarning */.vW)(headRuns, baseRuns, settings);
}
/**
 * Every gated suite (two or more) fell against a stored baseline, by half the minimum effect on
 * average: drift looks like that (a PR's regression is rarely spread over every suite). Null otherwise.
 */
function movedTogether(check, baseline, settings) {
    if (baseline.source !== 'file' && baseline.source !== 'branch')
        return null;
    const changes = check.suites.map((s) => s.effect);
    if (changes.length < 2 || !changes.every((c) => c < 0))
        return null;
    if (changes.reduce((a, b) => a + b, 0) / changes.length > -settings.minEffect / 2)
        return null;
    return { code: 'suites_moved_together', suites: changes.length, from: Math.max(...changes), to: Math.min(...changes) };
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
 * Settles every suite's verdict. The families are fixed before any outcome is looked at: every suite
 * with a common test enters Holm's family and its tests the per-test family, also a suite that turns
 * out invalid below (leaving it out after seeing its data would shrink the family when that helps).
 * Then the error rates (section 8c): for each gated suite with errored runs, the one-sided exact test
 * of "head errors more" on its common tests' attempted runs, stratified by test, Holm-adjusted over
 * those suites at the suites' alpha/2. Significant: an infrastructure regression, the suite is
 * invalid. Otherwise its errored runs are left out and it is judged as observed.
 */
function gateAll(analyses, settings, baselineDependence, run) {
    const paired = analyses.filter((a) => a.gate !== null);
    const gated = paired.filter((a) => a.suspect.length === 0);
    const rhoOf = (suiteId, testId) => run.testDependence?.get((0,history_dependence/* testKey */.S8)(suiteId, testId));
    const family = (members) => members
        .map((a) => ({
        suiteId: a.comparison.suite_id,
        tests: a.gate.observed.map((t) => ({ ...t, rho: rhoOf(a.comparison.suite_id, t.testId) })),
    }))
        .filter((s) => s.tests.length > 0);
    const { design } = run;
    const sequential = design === null ? null : (0,compare_sequential/* gateSequential */.rz)(lookSuites(family(paired), paired, design), settings, design, { baselineDependence });
    const check = sequential?.check ?? (0,compare_family/* gateCheck */.Iw)(family(paired), settings, { baselineDependence });
    const invalid = new Map();
    // Suites without an errored run are left out of the family: their test could only give p = 1.
    const erroring = gated.filter((a) => a.gate.errored.base + a.gate.errored.head > 0);
    const pValues = erroring.map((a) => (0,fisher/* stratifiedExact */.fW)(a.gate.notErrored).less);
    const adjusted = (0,holm/* holm */.f)(pValues);
    const level = (0,compare_family/* splitAlpha */.b1)(settings.alpha).suites;
    erroring.forEach((a, i) => {
        const p = { p_value: pValues[i], p_adjusted: adjusted[i] };
        const errors = erroredSummary(a);
        if (!(0,significance/* atOrBelow */.U)(p.p_adjusted, level)) {
            a.comparison.validity.push({ code: 'errored_runs_left_out', errored: errors.sides, ...p });
            return;
        }
        const side = (key) => {
            const runs = a.gate.notErrored.reduce((n, s) => n + (key === 'head' ? s.headRuns : s.baseRuns), 0);
            const notErrored = a.gate.notErrored.reduce((n, s) => n + (key === 'head' ? s.headPassed : s.basePassed), 0);
            return { errored: runs - notErrored, runs };
        };
        invalid.set(a, {
            code: 'errors_differ',
            base: side('base'),
            head: side('head'),
            ...p,
            suites: erroring.length,
            level,
            errored: errors.sides,
            judge: errors.judge,
            agent: errors.agent,
        });
    });
    const settled = new Set();
    for (const a of analyses) {
        const id = a.comparison.suite_id;
        if (a.notRunForBudget.base + a.notRunForBudget.head > 0) {
            settleBudget(a);
            continue;
        }
        const errorsDiffer = invalid.get(a);
        const reasons = [...a.suspect, ...(errorsDiffer === undefined ? [] : [errorsDiffer])];
        const judged = check.suites.find((s) => s.suiteId === id);
        if (reasons.length > 0) {
            // Its numbers are shown for information, as judged within the check.
            settleInvalid(a, reasons, judged ?? null);
            continue;
        }
        if (judged === undefined)
            settleUngated(a);
        else {
            settleGated(a, judged, check, settings);
            settled.add(id);
        }
    }
    // Invalid suites stay in the families (their size) but name no broken test.
    return {
        ...check,
        suites: check.suites.filter((s) => settled.has(s.suiteId)),
        familySize: check.suites.length,
        sequential: sequential?.suites ?? null,
    };
}
/** The sequential design the head ran with (`--repeats sequential`); null for fixed or adaptive repeats. */
function sequentialOf(head) {
    const a = head.run.adaptive;
    return a?.design === 'sequential' ? (0,compare_sequential/* sequentialDesign */.yS)(a.min, a.max) : null;
}
/**
 * Each gating test at each look its head reached (headLooks), against all of its base runs; a head
 * interrupted before the first look is judged on what it has, as that look.
 */
function lookSuites(suites, paired, design) {
    const sides = new Map(paired.map((a) => [a.comparison.suite_id, a]));
    return suites.map((s) => {
        const a = sides.get(s.suiteId);
        return {
            suiteId: s.suiteId,
            tests: s.tests.map((t) => {
                const head = a?.head?.tests.find((x) => x.test_id === t.testId);
                const looks = head === undefined ? [] : (0,compare_sequential/* headLooks */.ZK)(head, { passed: t.stratum.basePassed, runs: t.stratum.baseRuns }, design);
                return { testId: t.testId, rho: t.rho, looks: looks.length > 0 ? looks : [t.stratum] };
            }),
        };
    });
}
/** Head suites in head order (a renamed one with the base suite it was), then suites only the base has. */
function pairSuites(base, head) {
    const baseSuites = new Map((base?.suites ?? []).map((s) => [s.suite_id, s]));
    const headIds = new Set(head.suites.map((s) => s.suite_id));
    const renamed = renames([...baseSuites.values()].filter((b) => !headIds.has(b.suite_id)), head.suites.filter((h) => !baseSuites.has(h.suite_id)));
    const pairedBase = new Set([...renamed.values()].map((b) => b.suite_id));
    return [
        ...head.suites.map((h) => [baseSuites.get(h.suite_id) ?? renamed.get(h.suite_id), h]),
        ...[...baseSuites.values()]
            .filter((b) => !headIds.has(b.suite_id) && !pairedBase.has(b.suite_id))
            .map((b) => [b, undefined]),
    ];
}
/** Test ids two suites share. */
function sharedTestIds(a, b) {
    const ids = new Set(a.tests.map((t) => t.test_id));
    return new Set(b.tests.map((t) => t.test_id).filter((id) => ids.has(id))).size;
}
/**
 * Renamed suites, by head suite id: a suite only the base has and one only the head has are one
 * suite renamed when most test ids of each are the same. Left apart they would be "removed" and
 * "new", and the renamed suite's failures would be compared with nothing. Largest overlaps first,
 * each suite in one pair at most.
 */
function renames(baseOnly, headOnly) {
    const candidates = headOnly
        .flatMap((h) => baseOnly.map((b) => ({ b, h, shared: sharedTestIds(b, h) })))
        .filter(({ b, h, shared }) => shared * 2 > b.tests.length && shared * 2 > h.tests.length)
        .sort((x, y) => y.shared - x.shared);
    const pairs = new Map();
    const used = new Set();
    for (const { b, h } of candidates) {
        if (pairs.has(h.suite_id) || used.has(b.suite_id))
            continue;
        pairs.set(h.suite_id, b);
        used.add(b.suite_id);
    }
    return pairs;
}
/**
 * Invalid when no head run was scored and some errored: an agent that could not be reached (or a
 * judge that scored nothing) says nothing about the pull request, with or without a baseline.
 */
function nothingEvaluated(head) {
    const runs = head.suites.flatMap((s) => s.tests.flatMap((t) => t.runs));
    if (runs.some((r) => r.outcome === 'passed' || r.outcome === 'failed'))
        return null;
    const groups = (0,summary/* erroredGroups */.Mt)(head.suites);
    if (groups.length === 0)
        return null;
    return {
        verdict: 'invalid',
        reason: {
            code: 'nothing_evaluated',
            errored: groups.reduce((n, g) => n + g.runs.length, 0),
            runs: runs.length,
            ...(0,summary/* whoErrored */.Ay)(groups),
        },
    };
}
/**
 * fail: a suite regressed (a broken test regresses its suite). invalid: a suite's data cannot be
 * trusted (the caller decides whether that fails the check). pass: at least one suite was judged and
 * every suite is unchanged (its drops ruled out), improved or new without failing tests. inconclusive
 * otherwise: no baseline, a suite shows a possible regression, is underpowered, is undecided (no drop
 * shown, none ruled out), has no common test, was removed,
 * or is new or has new or changed tests that fail (listed as they are; no baseline can tell a regression); the check is neutral.
 */
function overallVerdict(suites, noBaseline) {
    const named = (verdict) => suites.filter((s) => s.verdict === verdict).map((s) => s.suite_id);
    const regressed = named('regressed');
    if (regressed.length > 0) {
        const broken = suites.flatMap((s) => s.tests.filter((t) => t.broke === true).map((t) => ({ suite_id: s.suite_id, test_id: t.test_id })));
        return { verdict: 'fail', reason: { code: 'suites_regressed', suites: regressed, broken } };
    }
    const invalid = named('invalid');
    if (invalid.length > 0)
        return { verdict: 'invalid', reason: { code: 'suites_invalid', suites: invalid } };
    if (noBaseline)
        return { verdict: 'inconclusive', reason: { code: 'no_baseline' } };
    const judged = suites.filter((s) => s.verdict === 'unchanged' || s.verdict === 'improved').length;
    const budget = suites.filter((s) => s.reasons.some((r) => r.code === 'budget')).map((s) => s.suite_id);
    const undecided = named('undecided');
    const open = {
        possible_regression: named('possible_regression'),
        underpowered: named('underpowered'),
        inconclusive: named('inconclusive').filter((id) => !budget.includes(id)),
        ...(undecided.length > 0 ? { undecided } : {}),
    };
    const notJudged = open.possible_regression.length + open.underpowered.length + open.inconclusive.length + undecided.length + budget.length;
    const removed = named('removed');
    const added = named('new').length;
    // A new suite cannot regress, but its failing tests have nothing to be compared with: never a pass.
    const newFailing = suites.filter((s) => s.verdict === 'new' && s.tests.some(test_changes/* failsOnHead */.xM)).map((s) => s.suite_id);
    // Nor can a test added to a compared suite (or whose spec changed) when it fails.
    const addedFailing = suites.filter((s) => s.verdict !== 'new' && s.tests.some(test_changes/* newTestFails */.c)).map((s) => s.suite_id);
    if (judged > 0 && notJudged === 0 && removed.length === 0 && newFailing.length === 0 && addedFailing.length === 0) {
        return { verdict: 'pass', reason: { code: 'all_judged', judged, new: added } };
    }
    return {
        verdict: 'inconclusive',
        reason: {
            code: 'not_all_judged',
            judged,
            suites: suites.length,
            ...open,
            new: added,
            removed,
            ...(newFailing.length > 0 ? { new_failing: newFailing } : {}),
            ...(addedFailing.length > 0 ? { added_failing: addedFailing } : {}),
            ...(budget.length > 0 ? { budget } : {}),
        },
    };
}
/**
 * With min-pass-fails, a check that would pass or stay neutral fails when a test (not quarantined)
 * passed fewer runs than its min_pass on head. A regression or an invalid comparison says more and
 * keeps its verdict; the breaches are listed in the reports either way.
 */
function minPassRule(overall, suites, fails) {
    if (!fails || overall.verdict === 'fail' || overall.verdict === 'invalid')
        return overall;
    const tests = suites.flatMap((s) => s.tests
        .filter((t) => t.min_pass?.breached === true && !t.quarantined && t.head !== null)
        .map((t) => ({
        suite_id: s.suite_id,
        test_id: t.test_id,
        passed: t.head.passed,
        runs: t.head.runs,
        min_passes: t.min_pass.passes,
        min_runs: t.min_pass.runs,
    })));
    return tests.length === 0 ? overall : { verdict: 'fail', reason: { code: 'min_pass_breached', tests } };
}
/**
 * Headline numbers over all suites, each test weighted equally: each side's pass rate over its own
 * tests with scored runs, and the delta over the gating common tests of the suites that gate.
 */
function totals(base, head, check) {
    const rate = (results) => (results === null ? null : (0,test_changes/* meanTestPassRate */.Jv)(results));
    const strata = check.suites.flatMap((s) => s.strata);
    const delta = strata.length === 0 ? null : strata.reduce((sum, s) => sum + s.headPassed / s.headRuns - s.basePassed / s.baseRuns, 0) / strata.length;
    return { base_pass_rate: rate(base), head_pass_rate: rate(head), delta };
}
function runDuration(results) {
    const ms = Date.parse(results.run.finished_at) - Date.parse(results.run.started_at);
    return Number.isFinite(ms) && ms >= 0 ? ms : null;
}
/** The head run's judge calibration, and the tests whose judge checks failed without gating; nothing when the run looked none up. */
function judgeCalibrationOf(head) {
    if (head.judge_calibration === undefined)
        return {};
    const suites = head.suites.map((s) => ({
        suite_id: s.suite_id,
        tests: s.tests.map((t) => ({ test_id: t.test_id, runs: t.runs.map((r) => ({ ungated: (0,judge_gates/* ungatedChecks */.y9)(r) })) })),
    }));
    return { judge_calibration: { ...head.judge_calibration, ungated: (0,judge_gates/* ungatedTests */.yA)(suites) } };
}

// EXTERNAL MODULE: ./src/logger.ts
var logger = __webpack_require__(86999);
// EXTERNAL MODULE: ./src/results/read.ts
var read = __webpack_require__(12908);
// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(82294);
// EXTERNAL MODULE: ./src/report/report-model.ts + 2 modules
var report_model = __webpack_require__(42090);
// EXTERNAL MODULE: ./src/report/terminal.ts
var terminal = __webpack_require__(87496);
// EXTERNAL MODULE: ./src/report/write.ts + 2 modules
var write = __webpack_require__(52899);
// EXTERNAL MODULE: ./src/suite/loader.ts
var loader = __webpack_require__(57425);
// EXTERNAL MODULE: ./src/suite/spec-errors.ts
var spec_errors = __webpack_require__(42049);
// EXTERNAL MODULE: ./src/commands/io.ts
var commands_io = __webpack_require__(73776);
// EXTERNAL MODULE: ./src/commands/options.ts + 1 modules
var options = __webpack_require__(48003);
// EXTERNAL MODULE: ./src/settings/secrets.ts
var settings_secrets = __webpack_require__(25868);
;// CONCATENATED MODULE: ./src/usage/read-prices.ts
// Reads the user's price file (`--prices FILE`, input `prices`): YAML or JSON, with the same size
// guard and file:line errors as suites. A file that cannot be used stops the run before any call:
// running with prices silently missing would show unpriced totals or a budget that is not enforced.



const PRICE_FILE_EXAMPLE = '{"gpt-4o": {"input": 2.5, "cached_input": 1.25, "output": 10}} (US dollars per million tokens)';
class PriceFileError extends Error {
    name = 'PriceFileError';
}
/** The built-in prices, with those of `path` over them; path null: the built-in table alone. */
async function readPrices(path, cwd) {
    if (path === null)
        return (0,prices/* priceTable */.qx)();
    const { value, errors } = await (0,loader/* readDataFile */.l)(path, { cwd, schema: prices/* PriceFileSchema */.Bh });
    if (errors.length > 0 || value === undefined) {
        throw new PriceFileError(`${path} is not a usable price file:\n${errors.map(spec_errors/* formatSpecError */.rB).join('\n')}\nGive a YAML or JSON file of prices per model like ${PRICE_FILE_EXAMPLE}.`);
    }
    return (0,prices/* priceTable */.qx)(value, path);
}

// EXTERNAL MODULE: ./src/telemetry/metrics.ts
var metrics = __webpack_require__(87910);
// EXTERNAL MODULE: ./src/telemetry/telemetry.ts + 2 modules
var telemetry = __webpack_require__(90845);
;// CONCATENATED MODULE: ./src/commands/compare.ts
// `agent-eval compare --base FILE --head FILE`: compares two results files and writes
// comparison.json, report.md, report.html and junit.xml. Exit 1 when the gate fails.



















/** The settings of the flags this command reads besides --base and --head. */
const COMPARE_FLAGS = [
    'out',
    'alpha',
    'minEffect',
    'minTestEffect',
    'midP',
    'quarantine',
    'prices',
    'minPassFails',
    'failOnInvalid',
    'failOnInconclusive',
    'failOnLatency',
    'failOnTokens',
    'latencyOnStoredBaseline',
    'maxBaselineAge',
    'baselineHistory',
];
const COMPARE_HELP = `usage: agent-eval compare --base FILE --head FILE [options]

Compares the results of a baseline run with those of the run under review and writes
comparison.json, report.md (the PR comment), report.html and junit.xml.

${(0,options/* optionsHelp */.EW)('compare', [
    { option: '--base FILE', description: 'results.json of the baseline (for example the base branch).' },
    { option: '--head FILE', description: 'results.json of the run under review.' },
    ...COMPARE_FLAGS,
    { option: '-h, --help', description: 'Show this help.' },
])}

Exit codes: 0 no significant regression, 1 significant regression or a broken test (or an invalid comparison,
or latency or tokens up by --fail-on-latency / --fail-on-tokens),
2 usage or configuration error (for example a results file that does not validate).`;
async function compareCommand(argv, io) {
    const { values } = (0,options/* parseCommandArgs */.Qx)('compare', {
        args: argv,
        allowNegative: true,
        options: {
            base: { type: 'string' },
            head: { type: 'string' },
            ...(0,options/* flagOptions */.vo)(COMPARE_FLAGS),
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
    const flag = (key) => (0,options/* readFlag */.fG)(values, key, io.env);
    const alpha = flag('alpha');
    const minEffect = flag('minEffect');
    const minTestEffect = flag('minTestEffect');
    const head = await readResults(values.head, io.cwd);
    const quarantinePath = flag('quarantine');
    const quarantine = quarantinePath === null ? [] : await readQuarantine(quarantinePath, io.cwd);
    return compareAndReport({
        basePath: values.base,
        head,
        outDir: flag('out'),
        alpha,
        minEffect,
        minTestEffect,
        midP: flag('midP'),
        quarantine,
        prices: await readPriceFlag(flag('prices'), io.cwd),
        minPassFails: flag('minPassFails'),
        failOnInvalid: flag('failOnInvalid'),
        failOnInconclusive: flag('failOnInconclusive'),
        failOnLatency: flag('failOnLatency'),
        failOnTokens: flag('failOnTokens'),
        latencyOnStoredBaseline: flag('latencyOnStoredBaseline'),
        maxBaselineAge: flag('maxBaselineAge'),
        baselineHistory: flag('baselineHistory'),
        io,
    });
}
/** Reads the baseline, compares, writes every report and prints the verdict; shared by `run --baseline`. */
async function compareAndReport(input) {
    const { io } = input;
    const base = await readResults(input.basePath, io.cwd);
    const now = new Date((io.now ?? Date.now)());
    const source = input.baselineSource ?? 'file';
    const history = input.baselineHistory === null || input.baselineHistory === undefined
        ? null
        : await (0,results_history/* readHistoryDependence */.Cj)((0,external_node_path_.resolve)(io.cwd, input.baselineHistory), { head: input.head, base });
    if (history !== null)
        io.stdout(`${(0,results_history/* historyLine */.Jo)(history.dependence)}\n`);
    const comparison = compareResults(base, input.head, {
        testDependence: history === null ? undefined : (0,results_history/* gateDependence */.Vp)(history.dependence),
        alpha: input.alpha ?? DEFAULT_COMPARE_OPTIONS.alpha,
        minEffect: input.minEffect ?? DEFAULT_COMPARE_OPTIONS.minEffect,
        minTestEffect: input.minTestEffect ?? DEFAULT_COMPARE_OPTIONS.minTestEffect,
        midP: input.midP ?? DEFAULT_COMPARE_OPTIONS.midP,
        quarantine: input.quarantine ?? [],
        prices: input.prices,
        minPassFails: input.minPassFails,
        failOnLatency: input.failOnLatency,
        failOnTokens: input.failOnTokens,
        latencyOnStoredBaseline: input.latencyOnStoredBaseline,
        now,
        baseline: { source, commit: base.run.commit, distance: null, ...(source === 'file' ? (0,baseline_age/* baselineAge */.HP)(base, now) : {}) },
    });
    const stale = (0,baseline_age/* staleBaselineWarning */.bO)(comparison.baseline, input.maxBaselineAge ?? baseline_age/* DEFAULT_MAX_BASELINE_AGE_DAYS */.Hu);
    if (stale !== null)
        comparison.warnings.push(stale);
    const secrets = input.secrets ?? (0,settings_secrets/* gatherSecrets */.b)({}, io.env);
    const outDir = (0,external_node_path_.resolve)(io.cwd, input.outDir);
    const paths = await (0,write/* writeReports */.Li)(outDir, { comparison, head: input.head, base, secrets });
    // The comparison's latency and tokens gauges, into metrics.prom of the report folder (beside the run's own, when it is there).
    await (0,metrics/* writePerformanceMetrics */.$q)((0,external_node_path_.join)(outDir, telemetry/* METRICS_FILE */.HL), comparison);
    const shown = paths.map((p) => ((0,external_node_path_.relative)(io.cwd, p).startsWith('..') ? p : (0,external_node_path_.relative)(io.cwd, p)));
    io.stdout((0,logger/* maskSecrets */.QU)(`${(0,terminal/* renderComparisonEnd */.V2)((0,report_model/* buildReportModel */.MW)(comparison))}\nreports: ${shown.join(', ')}\n`, secrets));
    if (comparison.verdict === 'fail')
        return commands_io/* EXIT_FAIL */.WV;
    if (comparison.verdict === 'invalid' && input.failOnInvalid !== false)
        return commands_io/* EXIT_FAIL */.WV;
    if (comparison.verdict === 'inconclusive' && input.failOnInconclusive === true)
        return commands_io/* EXIT_FAIL */.WV;
    return commands_io/* EXIT_OK */.Ij;
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
/** The --prices file over the built-in prices; a file that cannot be used is a usage error. */
async function readPriceFlag(path, cwd) {
    try {
        return await readPrices(path, cwd);
    }
    catch (error) {
        if (error instanceof PriceFileError)
            throw new commands_io/* UsageError */.eb(`--prices ${error.message}`);
        throw error;
    }
}
async function readQuarantine(path, cwd) {
    const { value, errors } = await (0,loader/* readDataFile */.l)(path, { cwd });
    if (errors.length > 0)
        throw new commands_io/* UsageError */.eb(errors.map(spec_errors/* formatSpecError */.rB).join('\n'));
    return parseQuarantine(value, path);
}


/***/ }),

/***/ 8889:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uB: () => (/* binding */ batchDependence)
/* harmony export */ });
/* unused harmony exports BATCH_LEVEL, batchHalves */
/* harmony import */ var _stats_dependence_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43410);

/**
 * The halves' F test must reject at this level for their estimate to be used. The halves are an A/A
 * comparison (no test changed within a batch), where the ANOVA estimate is unbiased; a strict gate
 * keeps a noisy estimate from a few tests from opening by chance and hiding a broken test: the
 * tests' mean mid-p at one standard error (the check's own gate) opened in about one batch in six and
 * cost 2% of broken tests in checks of small suites (BENCHMARKS.md, figure 8, part 4).
 */
const BATCH_LEVEL = 0.05;
/** Fewer runs than this per test leave halves of one run: nothing to compare. */
const MIN_RUNS_PER_TEST = 4;
/** The halves of every test with at least MIN_RUNS_PER_TEST scored runs; null when no test has that many. */
function batchHalves(results) {
    const halves = [];
    for (const suite of results.suites)
        for (const test of suite.tests) {
            const scored = test.runs
                .filter((r) => r.outcome === 'passed' || r.outcome === 'failed')
                .sort((a, b) => a.repeat - b.repeat)
                .map((r) => r.outcome === 'passed');
            if (scored.length < MIN_RUNS_PER_TEST)
                continue;
            const cut = Math.floor(scored.length / 2);
            const passes = (runs) => runs.filter(Boolean).length;
            halves.push({
                basePassed: passes(scored.slice(0, cut)),
                baseRuns: cut,
                headPassed: passes(scored.slice(cut)),
                headRuns: scored.length - cut,
            });
        }
    return halves.length === 0 ? null : halves;
}
/** The within-batch estimate of a baseline, or null when its tests ran too few times to split. */
function batchDependence(results) {
    const halves = batchHalves(results);
    if (halves === null)
        return null;
    const e = (0,_stats_dependence_js__WEBPACK_IMPORTED_MODULE_0__/* .withinSideIcc */ ._z)(halves);
    return { ...e, used: e.fP <= BATCH_LEVEL ? e.icc : 0 };
}


/***/ }),

/***/ 69482:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xx: () => (/* binding */ comparisonCost)
/* harmony export */ });
/* unused harmony exports sideUsage, suiteCost */
/* harmony import */ var _usage_prices_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58637);
/* harmony import */ var _usage_usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(744);


function part(entries, prices) {
    const sum = (0,_usage_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .sumEntries */ .G0)(entries);
    const cost = (0,_usage_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .costOf */ .ho)(entries, prices);
    return {
        calls: sum.calls,
        input_tokens: sum.input_tokens,
        output_tokens: sum.output_tokens,
        cached_tokens: sum.cached_tokens,
        usd: cost.usd,
        unpriced: cost.unpriced,
    };
}
/** The simulator records its tokens over all its models: priced when they all cost the same. */
function simulatorEntries(usage, prices) {
    const models = [...new Set(usage.models)];
    const tokens = { calls: usage.calls, input_tokens: usage.input_tokens, output_tokens: usage.output_tokens };
    const priced = models.map((m) => (0,_usage_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .priceOf */ .xx)(prices, m));
    const first = priced[0];
    const same = first !== undefined && first !== null && priced.every((p) => p !== null && JSON.stringify(p) === JSON.stringify(first));
    if (models.length === 1 || same)
        return [{ model: models[0], ...tokens }];
    // Tokens of several models at different prices cannot be split: unpriced, naming the models.
    return [{ model: models.length > 0 ? `${models.join(' + ')} (tokens not split per model)` : null, ...tokens }];
}
/** One side's usage and cost. */
function sideUsage(results, prices) {
    const agent = [];
    const simulator = [];
    let runs = 0;
    let turns = 0;
    let reported = 0;
    let ranSimulator = false;
    for (const suite of results.suites) {
        if (suite.carried_from !== undefined)
            continue;
        for (const test of suite.tests)
            for (const run of test.runs) {
                if (run.outcome === 'skipped' && run.turns.length === 0)
                    continue;
                runs++;
                turns += run.turns.length;
                for (const turn of run.turns)
                    if (turn.usage !== undefined) {
                        reported++;
                        agent.push(...(0,_usage_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .entriesOf */ .Mc)(turn.usage));
                    }
                if (run.simulator_usage !== undefined) {
                    ranSimulator = true;
                    simulator.push(...simulatorEntries(run.simulator_usage, prices));
                }
            }
    }
    const judge = results.judge;
    const judgeEntries = judge === undefined || !judge.configured
        ? []
        : (judge.by_model ?? [{ model: null, calls: judge.calls, input_tokens: judge.input_tokens, output_tokens: judge.output_tokens }]);
    const parts = {
        agent: reported > 0 ? part(agent, prices) : null,
        judge: judge !== undefined && judge.configured ? part(judgeEntries, prices) : null,
        simulator: ranSimulator ? part(simulator, prices) : null,
    };
    const present = [parts.agent, parts.judge, parts.simulator].filter((p) => p !== null);
    const unpriced = [...new Set(present.flatMap((p) => p.unpriced))];
    return {
        runs,
        agent_requests: turns,
        agent_turns_reported: reported,
        ...parts,
        // Nothing reported at all: no total, rather than 0 tokens and $0.
        total: {
            tokens: present.length === 0 ? null : present.reduce((n, p) => n + p.input_tokens + p.output_tokens, 0),
            usd: present.length === 0 || unpriced.length > 0 ? null : present.reduce((n, p) => n + (p.usd ?? 0), 0),
            unpriced,
        },
    };
}
/** One suite's agent and simulator tokens and cost; null when nothing was reported (or it was carried over). */
function suiteCost(suite, prices) {
    if (suite === undefined || suite.carried_from !== undefined)
        return null;
    const entries = [];
    for (const test of suite.tests)
        for (const run of test.runs) {
            for (const turn of run.turns)
                if (turn.usage !== undefined)
                    entries.push(...(0,_usage_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .entriesOf */ .Mc)(turn.usage));
            if (run.simulator_usage !== undefined)
                entries.push(...simulatorEntries(run.simulator_usage, prices));
        }
    if (entries.length === 0)
        return null;
    const sum = (0,_usage_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .sumEntries */ .G0)(entries);
    return { tokens: sum.input_tokens + sum.output_tokens, ...(0,_usage_prices_js__WEBPACK_IMPORTED_MODULE_0__/* .costOf */ .ho)(entries, prices) };
}
/** The usage and cost of both sides of a comparison, with the prices they were computed with. */
function comparisonCost(base, head, prices) {
    return {
        prices: { source: prices.source, built_in_date: prices.builtInDate, file: prices.file },
        base: base === null ? null : sideUsage(base, prices),
        head: sideUsage(head, prices),
        suites: suiteCosts(base, head, prices),
        ...(head.run.budget === undefined ? {} : { budget: head.run.budget }),
    };
}
/** Each suite of either side (head order, then the base's others) with its cost per side; suites with nothing reported on either side left out. */
function suiteCosts(base, head, prices) {
    const baseSuites = new Map((base?.suites ?? []).map((s) => [s.suite_id, s]));
    const ids = [...new Set([...head.suites.map((s) => s.suite_id), ...baseSuites.keys()])];
    const headSuites = new Map(head.suites.map((s) => [s.suite_id, s]));
    return ids
        .map((id) => ({ suite_id: id, base: suiteCost(baseSuites.get(id), prices), head: suiteCost(headSuites.get(id), prices) }))
        .filter((s) => s.base !== null || s.head !== null);
}


/***/ }),

/***/ 95604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fA: () => (/* binding */ mostCommon),
/* harmony export */   vW: () => (/* binding */ floorWarning)
/* harmony export */ });
/* unused harmony exports MAX_FLOOR_RUNS, designFloors */
/* harmony import */ var _family_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9766);
/* harmony import */ var _stats_non_inferiority_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5427);
/* harmony import */ var _stats_significance_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49022);
// What a number of runs can and cannot decide, before any call is made (issue: honest floors). Two
// floors, each at its best case, with independent runs:
//   - a single test can fail the check only if its smallest one-sided p (every base run passed, every
//     head run failed: Fisher's 1 / C(K + L, K)) reaches the test family's level, alpha/2;
//   - a single test's drop of min-test-effect can be ruled out (✅) only if its smallest
//     non-inferiority p (every run passed on both sides) reaches the non-inferiority level.
// Below either floor the check cannot give that verdict whatever the agent does; the log and the
// comment say so, and how many runs per test would lift it.



/** The search for the runs that lift a floor stops here. */
const MAX_FLOOR_RUNS = 1000;
/** 1 / C(K + L, K), in logs to stay finite for large K and L. */
function fisherFloor(k, l) {
    let log = 0;
    for (let i = 1; i <= k; i++)
        log += Math.log(l + i) - Math.log(i);
    return Math.exp(-log);
}
const ruleOutFloor = (k, l, margin) => (0,_stats_non_inferiority_js__WEBPACK_IMPORTED_MODULE_1__/* .exactNonInferiority */ .Tk)({ headPassed: k, headRuns: k, basePassed: l, baseRuns: l }, margin, 0).p;
/** The smallest k in 1..MAX_FLOOR_RUNS with ok(k), for ok monotone in k; null if none. */
function fewest(ok) {
    if (!ok(MAX_FLOOR_RUNS))
        return null;
    let lo = 1;
    let hi = MAX_FLOOR_RUNS;
    while (lo < hi) {
        const mid = Math.floor((lo + hi) / 2);
        if (ok(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}
/** The floors of K head runs per test against L base runs per test, at the gate's levels. */
function designFloors(headRuns, baseRuns, settings) {
    const level = (0,_family_js__WEBPACK_IMPORTED_MODULE_0__/* .splitAlpha */ .b1)(settings.alpha).tests;
    const niLevel = settings.niLevel ?? _family_js__WEBPACK_IMPORTED_MODULE_0__/* .NI_LEVEL */ .j9;
    const smallestBreakP = fisherFloor(headRuns, baseRuns);
    const smallestRuleOutP = ruleOutFloor(headRuns, baseRuns, settings.minTestEffect);
    const canBreak = (0,_stats_significance_js__WEBPACK_IMPORTED_MODULE_2__/* .atOrBelow */ .U)(smallestBreakP, level);
    const canRuleOut = (0,_stats_significance_js__WEBPACK_IMPORTED_MODULE_2__/* .atOrBelow */ .U)(smallestRuleOutP, niLevel);
    return {
        headRuns,
        baseRuns,
        smallestBreakP,
        canBreak,
        runsToBreak: canBreak ? headRuns : fewest((k) => (0,_stats_significance_js__WEBPACK_IMPORTED_MODULE_2__/* .atOrBelow */ .U)(fisherFloor(k, baseRuns), level)),
        smallestRuleOutP,
        canRuleOut,
        runsToRuleOut: canRuleOut ? headRuns : fewest((k) => (0,_stats_significance_js__WEBPACK_IMPORTED_MODULE_2__/* .atOrBelow */ .U)(ruleOutFloor(k, baseRuns, settings.minTestEffect), niLevel)),
    };
}
/** The most frequent value (the larger on a tie); null for none. */
function mostCommon(values) {
    const tally = new Map();
    for (const v of values)
        tally.set(v, (tally.get(v) ?? 0) + 1);
    return [...tally.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? null;
}
/** The design_floor warning of K head runs against L base runs: what they cannot decide; null when they can decide both ways. */
function floorWarning(headRuns, baseRuns, settings) {
    const f = designFloors(headRuns, baseRuns, settings);
    if (f.canBreak && f.canRuleOut)
        return null;
    return {
        code: 'design_floor',
        head_runs: f.headRuns,
        base_runs: f.baseRuns,
        can_break: f.canBreak,
        smallest_break_p: f.smallestBreakP,
        runs_to_break: f.runsToBreak,
        can_rule_out: f.canRuleOut,
        smallest_rule_out_p: f.smallestRuleOutP,
        runs_to_rule_out: f.runsToRuleOut,
        level: (0,_family_js__WEBPACK_IMPORTED_MODULE_0__/* .splitAlpha */ .b1)(settings.alpha).tests,
        ni_level: settings.niLevel ?? _family_js__WEBPACK_IMPORTED_MODULE_0__/* .NI_LEVEL */ .j9,
        min_test_effect: settings.minTestEffect,
    };
}


/***/ }),

/***/ 62452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ZK: () => (/* binding */ headLooks),
/* harmony export */   rz: () => (/* binding */ gateSequential),
/* harmony export */   yS: () => (/* binding */ sequentialDesign)
/* harmony export */ });
/* harmony import */ var _family_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9766);

/** Looks at MIN, 2 MIN, ... and MAX, each spending an equal share of the errors. */
function sequentialDesign(min, max) {
    if (!(Number.isInteger(min) && Number.isInteger(max) && min >= 1 && min <= max)) {
        throw new RangeError(`a sequential design needs whole numbers 1 <= min <= max, got ${min} and ${max}`);
    }
    const looks = [];
    for (let n = min; n < max; n += min)
        looks.push(n);
    looks.push(max);
    return { looks, weights: looks.map(() => 1 / looks.length) };
}
/**
 * A test's stratum at each look its head reached (its scored runs with repeat < the look's runs)
 * against `base`, its base's scored runs; a look counts as reached when the head has that many runs,
 * and is null when none of them was scored.
 */
function headLooks(head, base, design) {
    return design.looks.flatMap((n) => {
        if (head.runs.length < n)
            return [];
        const scored = head.runs.filter((r) => r.repeat < n && (r.outcome === 'passed' || r.outcome === 'failed'));
        const passed = scored.filter((r) => r.outcome === 'passed').length;
        return [scored.length > 0 ? { headPassed: passed, headRuns: scored.length, basePassed: base.passed, baseRuns: base.runs } : null];
    });
}
const reachedOf = (s) => Math.max(0, ...s.tests.map((t) => t.looks.length));
/** The suites as they stood at look j: each test with its runs up to that look (or its last, if it stopped earlier). */
function atLook(suites, j) {
    return suites
        .map((s) => ({
        suiteId: s.suiteId,
        tests: s.tests.flatMap((t) => {
            const stratum = t.looks[Math.min(j, t.looks.length - 1)];
            return stratum && stratum.headRuns > 0 && stratum.baseRuns > 0 ? [{ testId: t.testId, stratum, rho: t.rho }] : [];
        }),
    }))
        .filter((s) => s.tests.length > 0);
}
/**
 * Judges every look of a sequential run. At look j the gate runs on the runs each suite had then, at
 * its share of the errors; a suite is decided at the first look, among those it reached, that shows a
 * regression, or at which its drop and every test's are ruled out (each test's at any look so far).
 */
function gateSequential(suites, settings, design, options = {}) {
    const niLevel = settings.niLevel ?? _family_js__WEBPACK_IMPORTED_MODULE_0__/* .NI_LEVEL */ .j9;
    const reached = new Map(suites.map((s) => [s.suiteId, reachedOf(s)]));
    const lastLook = Math.max(0, ...reached.values()) - 1;
    const decided = new Map();
    const lastSeen = new Map();
    const suiteRuled = new Map();
    const testRuled = new Map();
    let last = null;
    for (let j = 0; j <= lastLook; j++) {
        const weight = design.weights[Math.min(j, design.weights.length - 1)] ?? 1;
        const gated = atLook(suites, j);
        if (gated.length === 0)
            continue;
        const check = (0,_family_js__WEBPACK_IMPORTED_MODULE_0__/* .gateCheck */ .Iw)(gated, { ...settings, alpha: settings.alpha * weight, niLevel: niLevel * weight }, options);
        last = check;
        for (const v of check.suites) {
            if ((reached.get(v.suiteId) ?? 0) <= j || decided.has(v.suiteId))
                continue;
            lastSeen.set(v.suiteId, { look: j, verdicts: v });
            if (v.verdict === 'regressed') {
                decided.set(v.suiteId, { state: 'regressed', look: j, verdicts: v });
                continue;
            }
            if (v.ni.ruledOut && !suiteRuled.has(v.suiteId))
                suiteRuled.set(v.suiteId, v.ni);
            const tests = testRuled.get(v.suiteId) ?? new Map();
            testRuled.set(v.suiteId, tests);
            for (const t of v.tests)
                if (t.ni.ruledOut && !tests.has(t.testId))
                    tests.set(t.testId, t.ni);
            const combined = combine(v, suiteRuled.get(v.suiteId), tests, settings);
            if (combined.verdict === 'unchanged' || combined.verdict === 'improved') {
                decided.set(v.suiteId, { state: 'ruled_out', look: j, verdicts: combined });
            }
        }
    }
    if (last === null)
        throw new RangeError('gateSequential: no look has a test with scored runs on both sides');
    const judged = [...lastSeen.entries()].map(([suiteId, seen]) => {
        const d = decided.get(suiteId);
        if (d)
            return { suiteId, state: d.state, look: d.look, verdicts: d.verdicts };
        const verdicts = combine(seen.verdicts, suiteRuled.get(suiteId), testRuled.get(suiteId) ?? new Map(), settings);
        return { suiteId, state: 'open', look: seen.look, verdicts };
    });
    const order = new Map(suites.map((s, i) => [s.suiteId, i]));
    judged.sort((a, b) => (order.get(a.suiteId) ?? 0) - (order.get(b.suiteId) ?? 0));
    return {
        check: { ...last, suites: judged.map((x) => x.verdicts) },
        suites: judged.map(({ suiteId, state, look }) => ({ suiteId, state, look, reached: reached.get(suiteId) ?? 0 })),
    };
}
/** A look's verdicts with the bounds ruled out at this or an earlier look, and the verdict they give. */
function combine(v, suiteNi, testNi, settings) {
    const tests = v.tests.map((t) => ({ ...t, ni: testNi.get(t.testId) ?? t.ni }));
    const ni = suiteNi ?? v.ni;
    const facts = { ...v.facts, suiteRuledOut: ni.ruledOut, everyTestRuledOut: tests.every((t) => t.ni.ruledOut) };
    return { ...v, tests, ni, facts, verdict: (0,_family_js__WEBPACK_IMPORTED_MODULE_0__/* .suiteVerdictOf */ .TL)(facts, settings) };
}


/***/ }),

/***/ 67306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p5: () => (/* binding */ portableFileName)
/* harmony export */ });
/* unused harmony exports WINDOWS_RESERVED_NAMES, MAX_PORTABLE_NAME_LENGTH, isPortableFileName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// File names made from ids (suite ids, test ids, conversation ids) that every system can check out:
// Windows refuses device names (CON, NUL, COM1…, with any extension), the characters <>:"/\|?*,
// control characters, and names ending in a dot or a space; every file system limits a name's
// length; Windows and macOS fold case, so `Refund` and `refund` would be one file. An ordinary
// lower-case name is kept as it is, so existing outputs keep their names; any other is cleaned and
// suffixed with a hash of the original, so two ids never share a file, in any case.

/** Windows' reserved device names, compared case-insensitively with the part of a name before its first dot. */
const WINDOWS_RESERVED_NAMES = [
    'CON',
    'PRN',
    'AUX',
    'NUL',
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, '¹', '²', '³'].flatMap((n) => [`COM${n}`, `LPT${n}`]),
    // The older COM0 and LPT0 are refused by some Windows versions too.
    'COM0',
    'LPT0',
];
const RESERVED = new Set(WINDOWS_RESERVED_NAMES.map((n) => n.toUpperCase()));
/** The longest name kept (in UTF-16 units): well under the 255 of NTFS, ext4 and APFS, leaving room for the folders above. */
const MAX_PORTABLE_NAME_LENGTH = 120;
/** Characters Windows refuses in a name, and control characters. */
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/;
const FORBIDDEN_ALL = /[<>:"/\\|?*\u0000-\u001f\u007f]+/g;
/** A lone surrogate: no file system can store it as UTF-8 or UTF-16. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
const HASH_LENGTH = 10;
function reservedStart(name) {
    // Windows ignores trailing spaces before the dot: "CON .txt" is CON too.
    return RESERVED.has(name.split('.')[0].trimEnd().toUpperCase());
}
/** Whether `name` can be a file name on Windows, macOS and Linux alike (and is not "." or ".."). */
function isPortableFileName(name, maxLength = MAX_PORTABLE_NAME_LENGTH) {
    return (name.length > 0 &&
        name.length <= maxLength &&
        name !== '.' &&
        name !== '..' &&
        !FORBIDDEN.test(name) &&
        !/[. ]$/.test(name) &&
        !/^ /.test(name) &&
        !reservedStart(name) &&
        !LONE_SURROGATE.test(name));
}
/**
 * `name` when it is portable and has no capital letter; otherwise a portable name close to it:
 * forbidden characters become "_", a reserved device name gets a "_", the stem is clipped, and "-"
 * and a hash of the original name go before the extension. Deterministic, so a resumed run finds
 * the same file.
 */
function portableFileName(name, maxLength = MAX_PORTABLE_NAME_LENGTH) {
    if (isPortableFileName(name, maxLength) && name === name.toLowerCase())
        return name;
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && /^\.[A-Za-z0-9]{1,10}$/.test(name.slice(dot)) ? name.slice(dot) : '';
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(name).digest('hex').slice(0, HASH_LENGTH);
    const room = Math.max(1, maxLength - extension.length - HASH_LENGTH - 1);
    let stem = (extension === '' ? name : name.slice(0, dot))
        .replace(LONE_SURROGATES, '_')
        .replace(FORBIDDEN_ALL, '_')
        .replace(/^[. ]+/, '')
        .slice(0, room)
        .replace(/[\uD800-\uDBFF]$/, '')
        .replace(/[. ]+$/, '');
    if (stem === '')
        stem = 'file';
    if (reservedStart(stem))
        stem = stem.replace(/^[^.]*/, (device) => `${device.trimEnd()}_`);
    return `${stem}-${hash}${extension}`;
}


/***/ }),

/***/ 54285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qN: () => (/* binding */ renderRunSummary),
/* harmony export */   wQ: () => (/* binding */ renderComment)
/* harmony export */ });
/* unused harmony exports brokenLine, failingTestLine, erroredLines */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _results_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64042);
/* harmony import */ var _github_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78879);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(17666);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12011);
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42090);
/* harmony import */ var _wording_code_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18798);
/* harmony import */ var _wording_gate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25018);
/* harmony import */ var _wording_pass_k_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(99608);
/* harmony import */ var _wording_power_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(78724);
/* harmony import */ var _wording_simulated_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(47247);
/* harmony import */ var _wording_suite_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(11289);
/* harmony import */ var _wording_performance_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(60107);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(16264);















/** Codes and messages of agents and judges, escaped for Markdown. */
const MARKDOWN = { code: (code) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(code), message: (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(text, 300) };
/** Commands and ids inside a sentence of the wording, as code spans. */
const MARKDOWN_CODE = { code: (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(text, { max: 200 }) };
/** The PR comment and report.md, from the report model. */
function renderComment(model, options) {
    const { comparison } = model;
    if (!/^<!--[\s\S]*-->$/.test(options.marker) || options.marker.slice(4, -3).includes('--')) {
        throw new Error(`comment marker must be a single HTML comment such as ${_github_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_COMMENT_MARKER */ .DQ}, got ${JSON.stringify(options.marker)}`);
    }
    const limit = options.maxLength ?? _github_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_BODY_LIMIT */ .tx;
    // Like the check run's summary: the verdict, why, then what broke, before any table or statistics.
    let top = `${options.marker}\n## ${model.emoji} ${model.headline}`;
    if (model.headlineWhy !== null)
        top += `\n\n**Why:** ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(model.headlineWhy, 500)}`;
    // Why runs errored, once: in the top, which no cut to the length limit drops.
    const errored = erroredLines(model);
    if (errored)
        top += `\n\n${errored}`;
    if (model.baselineHowTo !== null)
        top += `\n\n${model.baselineHowTo}`;
    const footer = [runFacts(comparison), reportLink(options.reportUrl)].join('\n\n');
    const broke = whatBrokeSections(model);
    const sections = [
        broke.first,
        broke.rest,
        suiteTable(model),
        // Right under the pass rates: a latency or tokens verdict can fail the check on its own.
        performanceSection(model.performance, model.comparison.baseline.source !== 'none'),
        attentionSection(model),
        minPassSection(model),
        validitySection(model),
        quarantineSection(model),
        statisticsSection(model),
        fixedAndFlakySection(model),
        simulatedSection(model.simulated),
        judgeSection(model.judge, model.judgePanel(MARKDOWN)),
        ...judgeCalibrationSections(model.judgeCalibration),
        costSection(model),
        passKSection(model.passK.suites, 'Reliability: pass^k per suite (base → PR)'),
        processSection(model),
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
            ? `> ✂️ Shortened to fit GitHub's ${_github_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_BODY_LIMIT */ .tx.toLocaleString('en-US')}-character comment limit; cut: ${cuts.join('; ')}. The full report has everything.`
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
    return text.length <= limit ? text : `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(text, limit - 2)}\n`;
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
// --- what broke: first, as in the check run's summary ------------------------------------------
/** Failing tests listed in the open; the rest follow in a collapsed list. */
const WHAT_BROKE_SHOWN = 10;
/**
 * Each broken test (it fails the check), then each newly failing test (each failing test without a
 * baseline), one line apiece with its passes, turn, code and reason; the first few in the open.
 */
function whatBrokeSections(model) {
    const { broken, failing, newTests, noun, counts } = model.whatBroke;
    // New suites have no baseline: their failing tests are listed as they are, after the ones that broke.
    const items = [...broken.map(brokenLine), ...failing.map(failingLine), ...newTests.map(failingLine)];
    if (items.length === 0)
        return { first: null, rest: null };
    const first = {
        name: 'failing tests',
        keep: 90,
        head: `### ❌ ${[counts.broken, counts.failing, counts.newTests].filter(Boolean).join(' · ')}\n\n`,
        items: items.slice(0, WHAT_BROKE_SHOWN),
        tail: '',
        itemNoun: 'failing tests',
    };
    const more = items.slice(WHAT_BROKE_SHOWN);
    if (more.length === 0)
        return { first, rest: null };
    const rest = {
        name: 'the rest of the failing tests',
        keep: 50,
        head: `<details>\n<summary>… and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(more.length, `more ${noun}`)}</summary>\n\n`,
        items: more,
        tail: '\n\n</details>',
        itemNoun: 'failing tests',
    };
    return { first, rest };
}
/** " · turn `t2` · `NODE_MISMATCH` · reason": where a test first failed, and why, said once. */
function failureAt(f) {
    if (f === null)
        return '';
    const at = f.turn_id === 'final' ? 'final assertions' : `turn ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(f.turn_id, { max: 60 })}`;
    return ` · ${at} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(f.code)} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)((0,_wording_suite_js__WEBPACK_IMPORTED_MODULE_9__/* .firstFailureReasonText */ .U)(f), 300)}`;
}
function brokenLine({ test, firstFailure }) {
    return `- **broken** ${(0,_wording_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .brokenTestText */ .nc)(test, MARKDOWN_CODE)}${failureAt(firstFailure)}`;
}
function failingLine(view) {
    const t = view.test;
    return `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(view.suiteId, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(t.test_id, { max: 120 })}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(view.passes, 200)}${testAnnotation(t)}${failureAt(t.first_failure)}`;
}
/** "- **suite** › `test`: passed 6/6 → 2/6 (or new: 0/2 passed) · turn `t2` · `NODE_MISMATCH` · reason": one failing test in a line, for the check run. */
function failingTestLine({ suiteId, test: t, passes }) {
    return `- **${mdText(suiteId, 100)}** › ${mdCode(t.test_id, { max: 120 })}: ${mdText(passes, 200)}${failureAt(t.first_failure)}`;
}
// --- the suite table: few, short columns, so no cell wraps -------------------------------------
/** No-break spaces: a cell of numbers stays on one line; the suite's name takes the wrapping. */
const oneLine = (text) => text.replaceAll(' ', '\u00A0');
function suiteTable(model) {
    const rows = model.suites.map(({ suite: s, emoji, label, passRates, delta }) => {
        const cells = [(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(s.suite_id, 100), `${emoji} ${label}`, oneLine(passRates), oneLine(delta ?? '—')];
        return `| ${cells.join(' | ')} |`;
    });
    return {
        name: 'suite rows',
        keep: 100,
        head: '| Suite | Verdict | Pass rate, base → PR | Δ (95% CI) |\n| --- | --- | --- | --- |\n',
        items: rows,
        tail: '',
        itemNoun: 'suites',
        table: true,
    };
}
/** "**Errored runs:** `ENGINE_ERROR` ×6: POST http://… failed: ECONNREFUSED", per side that has any. */
function erroredLines(model) {
    const head = model.erroredIn('head', MARKDOWN);
    const base = model.erroredIn('base', MARKDOWN);
    return [head ? `**Errored runs:** ${head}` : '', base ? `**Errored base runs:** ${base}` : ''].filter(Boolean).join('<br>\n');
}
// --- the statistics, collapsed: intervals, p-values, power, methods, failure codes -------------
function statisticsSection(model) {
    const { comparison } = model;
    const suites = model.suites.map((v) => v.suite);
    const rows = model.suites.map(({ suite: s, pHolm, significant, base, head }) => {
        const p = pHolm === null ? '—' : significant ? `**${pHolm}**` : pHolm;
        return `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(s.suite_id, 100)} | ${sideCell(base)} | ${sideCell(head)} | ${p} |`;
    });
    const codes = failureCodeTable(model);
    const power = model.notJudged.some((g) => g.suites.some((v) => v.smallestP !== null || v.powerHint !== null));
    const contents = ['intervals', 'p-values', power ? 'power' : '', 'methods', codes ? 'failure codes' : ''].filter(Boolean);
    return {
        name: 'statistics',
        keep: 40,
        head: `<details>\n<summary>Statistics: ${contents.join(', ')}</summary>\n\n` +
            '| Suite | Base (95% CI) | PR (95% CI) | p (Holm) |\n| --- | --- | --- | --- |\n',
        items: rows,
        tail: [suiteNotes(model), methodsFootnote(comparison, suites), codes, '</details>']
            .filter(Boolean)
            .map((part) => `\n\n${part}`)
            .join(''),
        // Cut whole: the numbers behind the table, not a list to shorten.
    };
}
function sideCell(side) {
    return side === null ? '—' : `${side.rate}<br>${side.counts}`;
}
/**
 * Per suite, what qualifies its numbers: the tests Δ is on, why the interval and the verdict seem to
 * disagree, and for a suite that could not be judged how far its data go; identical notes said once.
 */
function suiteNotes(model) {
    const notJudged = new Set(model.notJudged.flatMap((g) => g.suites));
    const notes = model.suites.flatMap((v) => {
        const s = v.suite;
        const parts = [];
        if (v.deltaOn !== null)
            parts.push(`${v.deltaOn}.`);
        if (v.intervalNote)
            parts.push(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(v.intervalNote, 300)}.`);
        if (notJudged.has(v) && v.smallestP !== null)
            parts.push(`${(0,_wording_power_js__WEBPACK_IMPORTED_MODULE_7__/* .smallestPText */ .tv)(v.smallestP)}.`);
        if (notJudged.has(v) && v.powerHint)
            parts.push(`💡 ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(v.powerHint, 400)}`);
        return parts.length ? [{ id: s.suite_id, text: parts.join(' ') }] : [];
    });
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .groupIdentical */ .Du)(notes, (n) => n.text)
        .map(({ key, items }) => `- ${items.map((n) => `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(n.id, 100)}**`).join(', ')}: ${key}`)
        .join('\n');
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
        return [...byLabel].map(([label, ids]) => `${label} for ${ids.map((id) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(id, 60)).join(', ')}`).join(' / ');
    };
    const delta = used(suites.map((s) => (s.delta ? (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .deltaLabel */ .R4)(s.delta) : null)));
    // Only the tests behind the p (Holm) column: a suite outside the Holm family shows no p-value.
    const test = used(suites.map((s) => (s.test && s.p_adjusted !== null ? _format_js__WEBPACK_IMPORTED_MODULE_3__/* .TEST_METHOD_LABELS */ .Zz[s.test] : null)));
    const rates = used(suites.map((s) => s.head?.ci_method ?? s.base?.ci_method ?? null).map((m) => (m ? _format_js__WEBPACK_IMPORTED_MODULE_3__/* .CI_METHOD_LABELS */ .DW[m] : null)));
    const tested = suites.filter((s) => s.p_adjusted !== null).length;
    const parts = [
        delta ? `Delta: ${delta}` : '',
        test ? `p: ${test}, one-sided (PR worse), Holm-adjusted over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(tested, 'suite')}` : '',
        rates ? `pass rates: ${_format_js__WEBPACK_IMPORTED_MODULE_3__/* .PASS_RATE_DEFINITION */ .zd} (${rates}, 95% intervals), errored runs excluded` : '',
    ].filter(Boolean);
    return `<sub>${[...parts].join('; ')}${parts.length > 0 ? '. ' : ''}${(0,_wording_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .gateRuleText */ .Nt)(comparison)}</sub>`;
}
/** Runs with each failure code, per suite and side, as report.html lists them. */
function failureCodeTable(model) {
    const rows = model.failureCodes.map((r) => `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(r.suiteId, 100)} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(r.code, { inTable: true })} | ${r.base} | ${r.head} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .signedCount */ .c3)(r.head - r.base)} |`);
    if (rows.length === 0)
        return '';
    return `**Failure codes** (runs with each code)\n\n| Suite | Code | Base | PR | Change |\n| --- | --- | ---: | ---: | ---: |\n${rows.join('\n')}`;
}
// --- suites needing attention, validity ------------------------------------------------------
function attentionSection(model) {
    if (model.notJudged.length === 0)
        return null;
    const items = model.notJudged.map(({ suites: same }) => {
        const v = same[0];
        const names = same.map((x) => `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(x.suite.suite_id, 100)}**`).join(', ');
        const what = same.length > 1 ? `${v.label}, ${same.length} suites` : v.label;
        // What it can detect is in the statistics; here only what to do.
        const settle = v.settleRepeats === null ? [] : [`  - ${(0,_wording_power_js__WEBPACK_IMPORTED_MODULE_7__/* .settleText */ .di)(v.settleRepeats, MARKDOWN_CODE)}`];
        return [`- ${v.emoji} ${names} (${what}): ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(v.reason, 700)}`, ...settle].join('\n');
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
function validitySection(model) {
    // What the comment's top already says is not repeated.
    const items = model.warningsBelow.map((w) => `- ⚠️ ${w.suites.length > 0 ? `${w.suites.map((id) => `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(id, 100)}**`).join(', ')}: ` : ''}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(w.text, 400)}`);
    if (items.length === 0)
        return null;
    return { name: 'validity warnings', keep: 70, head: '### ⚠️ Validity warnings\n\n', items, tail: '', itemNoun: 'validity warnings' };
}
// --- tests -----------------------------------------------------------------------------------
function testAnnotation(t) {
    const notes = [];
    if (t.broke === true)
        notes.push('**broken**, fails the check');
    const p = (0,_report_model_js__WEBPACK_IMPORTED_MODULE_4__/* .testPText */ .kL)(t);
    if (p !== null)
        notes.push(p);
    if (t.quarantined)
        notes.push('🧊 quarantined, does not gate');
    return notes.length ? ` (${notes.join(', ')})` : '';
}
/** Simulated tests: the ending mix of each side and the median agent turns to the goal, base → PR. */
function simulatedSection(rows) {
    if (rows.length === 0)
        return null;
    const withBase = rows.some((r) => r.baseEndings !== null);
    const items = rows.map((r) => {
        const endings = withBase ? [r.baseEndings ?? '—', r.headEndings] : [r.headEndings];
        return `| **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(r.suiteId, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(r.testId, { inTable: true, max: 120 })} | ${endings.join(' | ')} | ${r.turnsToGoal} |`;
    });
    const columns = withBase
        ? '| Test | Endings, base | Endings, PR | Turns to the goal, base → PR |\n| --- | --- | --- | --- |'
        : '| Test | Endings | Turns to the goal |\n| --- | --- | --- |';
    return {
        name: 'simulated tests',
        keep: 35,
        head: `### 🗣️ ${_wording_simulated_js__WEBPACK_IMPORTED_MODULE_8__/* .SIMULATED_TESTS_HEADING */ .UC}\n\n${columns}\n`,
        items,
        tail: `\n\n<sub>${_wording_simulated_js__WEBPACK_IMPORTED_MODULE_8__/* .TURNS_TO_GOAL_METHOD */ .XE}</sub>`,
        itemNoun: 'simulated tests',
        table: true,
    };
}
function fixedAndFlakySection(model) {
    const line = ({ suiteId, test: t, passes }) => `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(suiteId, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(t.test_id, { max: 120 })}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(passes, 200)}${testAnnotation(t)}`;
    const fixed = model.fixed.map(line);
    const flaky = model.flaky.map(line);
    if (fixed.length + flaky.length === 0)
        return null;
    const items = [
        ...(fixed.length ? [`**✅ Fixed (${fixed.length})**`, ...fixed] : []),
        ...(flaky.length ? [`${fixed.length ? '\n' : ''}**🎲 Flaky (${flaky.length})**`, ...flaky] : []),
    ];
    return {
        name: 'fixed and flaky tests',
        keep: 20,
        head: `<details>\n<summary>${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(fixed.length, 'fixed test')} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(flaky.length, 'flaky test')}</summary>\n\n`,
        items,
        tail: '\n\n</details>',
    };
}
function quarantineSection(model) {
    const { entries, means } = model.quarantine;
    if (entries.length === 0)
        return null;
    const items = entries.map((q) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(q.testId, { max: 120 })}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(q.reason, 200)} (until ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(q.until, 40)})${q.expired === null ? '' : ` ⚠️ ${q.expired}`}`);
    return {
        name: 'quarantine list',
        keep: 62,
        head: `**🧊 Quarantined** (${means})\n\n`,
        items,
        tail: '',
        itemNoun: 'quarantine entries',
    };
}
// --- latency and tokens ----------------------------------------------------------------------
/**
 * Each suite's latency per turn and tokens per conversation: base → PR (a run on its own: its one
 * side), the ratio with its interval, and the verdict, with a weak or floor note beside it; the
 * method once, under the table.
 */
function performanceSection(performance, withBase, headLabel = 'PR') {
    if (performance === null)
        return null;
    const rows = performance.rows.flatMap((r) => [r.latency, r.tokens].map((f) => {
        const values = f.values.map(oneLine).join('<br>');
        if (!withBase)
            return `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(r.suiteId, 100)} | ${f.name} | ${values} |`;
        const notes = [f.weak, f.floor].filter((n) => n !== null).map((n) => `<br><sub>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(n, 200)}</sub>`);
        const verdict = f.verdict === null ? '—' : `${f.emoji ? `${f.emoji} ` : ''}${f.verdict}${notes.join('')}`;
        return `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(r.suiteId, 100)} | ${f.name} | ${values} | ${f.change === null ? '—' : oneLine(f.change)} | ${verdict} |`;
    }));
    const columns = withBase
        ? `| Suite | Figure | Base → PR | Ratio (${performance.intervalHeading ?? ''}) | Verdict |\n| --- | --- | --- | --- | --- |\n`
        : `| Suite | Figure | ${headLabel} |\n| --- | --- | --- |\n`;
    const notes = [performance.ratio ?? '', performance.definition, performance.weak ?? '']
        .filter(Boolean)
        .map((n) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(n.charAt(0).toUpperCase() + n.slice(1), 800)}.`)
        .join('<br>');
    return {
        name: 'latency and tokens',
        keep: 45,
        head: `### ⏱️ ${_wording_performance_js__WEBPACK_IMPORTED_MODULE_10__/* .PERFORMANCE_HEADING */ .qq}\n\n${columns}`,
        items: rows,
        tail: `\n\n<sub>${notes}</sub>`,
        itemNoun: 'latency and tokens rows',
        table: true,
    };
}
// --- process, judge, facts -------------------------------------------------------------------
function processSection(model) {
    const rows = model.suites
        .filter((v) => v.process !== null)
        .map(({ suite: s, process, tokens: tok, transitions, topTools }) => {
        const { toolCallsPerTurn: perTurn, latencyP50: p50, latencyP95: p95 } = process;
        const tools = topTools === null ? '—' : topTools.map((t) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(t.name, { inTable: true, max: 40 })}×${t.calls}`).join(' ') || 'none';
        const coverage = transitions;
        return `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(s.suite_id, 100)} | ${perTurn} | ${tools} | ${p50} | ${p95} | ${tok} | ${coverage} |`;
    });
    if (rows.length === 0)
        return null;
    const overall = model.coverageTotal === null ? '' : `\n\n${model.coverageTotal}`;
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
/** Tests below their min_pass on the PR: a failure with min-pass-fails, else a warning. */
function minPassSection(model) {
    const { breaches, fails } = model.minPass;
    if (breaches.length === 0)
        return null;
    const failing = model.minPass.failsCheck;
    return {
        name: 'tests below min_pass',
        keep: 75,
        head: `### ${failing ? '❌' : '⚠️'} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(breaches.length, 'test')} below min_pass\n\n`,
        items: breaches.map((b) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(b.text, 300)}`),
        tail: `\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)((0,_wording_pass_k_js__WEBPACK_IMPORTED_MODULE_12__/* .minPassConsequenceText */ .q4)(fails), 300)}`,
        itemNoun: 'tests below min_pass',
    };
}
/** pass^1 and pass^k per suite, base → PR (or the run's own), collapsed. */
function passKSection(passK, heading) {
    if (passK.length === 0)
        return null;
    return {
        name: 'pass^k',
        keep: 12,
        head: `<details>\n<summary>${heading}</summary>\n\n| Suite | pass^1 | k | pass^k |\n| --- | --- | --- | --- |\n`,
        items: passK.map((r) => `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(r.suiteId, 100)} | ${r.pass1} | ${r.k} | ${r.passK} |`),
        tail: `\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)((0,_wording_pass_k_js__WEBPACK_IMPORTED_MODULE_12__/* .passKMethodText */ .J1)(), 500)}\n\n</details>`,
        table: true,
        itemNoun: 'suites',
    };
}
/** What each side used and cost, and the agent's change per run. */
function costSection(model) {
    return model.cost === null ? null : costTable(model.cost, 'PR');
}
/** The cost table of a comparison (Base and PR columns) or of one run (its own column, `headLabel`). */
function costTable(cost, headLabel) {
    const withBase = cost.rows.some((r) => r.base !== null);
    const cell = (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(text, 300);
    const rows = cost.rows.map((r) => {
        const part = r.part === 'Total' ? '**Total**' : r.part;
        return withBase ? `| ${part} | ${cell(r.base ?? '—')} | ${cell(r.head)} |` : `| ${part} | ${cell(r.head)} |`;
    });
    if (cost.perRun !== null)
        rows.push(`| Agent per run | ${cell(cost.perRun.base)} | ${cell(cost.perRun.head)} (${cell(cost.perRun.change)}) |`);
    // Per suite only when there are several: with one it repeats the agent row.
    if (cost.suites.length > 1)
        for (const s of cost.suites) {
            const name = `Suite ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(s.suiteId, 100)}`;
            rows.push(withBase ? `| ${name} | ${cell(s.base ?? '—')} | ${cell(s.head)} |` : `| ${name} | ${cell(s.head)} |`);
        }
    return {
        name: 'cost',
        keep: 25,
        head: withBase
            ? `### 💰 Cost\n\n| | Base | ${headLabel} |\n| --- | --- | --- |\n`
            : `### 💰 Cost\n\n| | ${headLabel} |\n| --- | --- |\n`,
        items: rows,
        itemNoun: 'cost rows',
        tail: `${cost.budget === null ? '' : `\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(cost.budget, 600)}`}\n\n<sub>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(cost.method, 400)}</sub>`,
        table: true,
    };
}
/**
 * Each judge criterion's agreement and whether it gates, then the judge checks that failed without
 * gating: apart from what broke, since they fail nothing.
 */
function judgeCalibrationSections(view) {
    if (view === null)
        return [];
    const sections = [];
    if (view.rows.length > 0)
        sections.push({
            name: 'judge calibration',
            keep: 35,
            head: '**Judge calibration:**\n\n',
            items: view.rows.map((r) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(r.criterion, { max: 100 })}${r.scope ? ` (${r.scope})` : ''} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(r.text, 300)}`),
            tail: `\n\n<sub>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(view.method, 800)}</sub>`,
            itemNoun: 'criteria',
        });
    if (view.ungatedHeading !== null)
        sections.push({
            name: 'judge checks that did not gate',
            keep: 40,
            head: `<details>\n<summary><b>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(view.ungatedHeading, 200)}</b></summary>\n\n`,
            items: view.ungated.map((u) => `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(u.suiteId, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(u.testId, { max: 120 })}: ${u.runs}, first at ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(u.where, 80)} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(u.key, { max: 60 })} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(u.reason, 300)} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(u.status, 60)}: ${view.notGating})`),
            tail: '\n\n</details>',
            itemNoun: 'tests',
        });
    return sections;
}
function judgeSection(judge, panels) {
    // Each panel line its own paragraph.
    const items = [...(judge === null ? [] : [`**Judge:** ${judge}.`]), ...panels.map((line) => `\n${line}.`)];
    return items.length === 0 ? null : { name: 'judge usage', keep: 30, head: '', items, tail: '' };
}
function runFacts(c) {
    const sha = (s) => {
        const short = (0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .shortSha */ .Fu)(s);
        return short === null ? 'unknown commit' : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(short, { max: 40 });
    };
    const facts = [
        // Without a baseline the headline says so, once.
        c.baseline.source === 'none' ? '' : `base ${sha(c.baseline.commit)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineSource */ .f0)(c.baseline)})`,
        `PR ${sha(c.head.commit)}`,
        `target ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_url_js__WEBPACK_IMPORTED_MODULE_13__/* .redactUrl */ .BO)(c.head.target), { max: 120 })}`,
        (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .repeatsLabel */ .VF)(c.head),
        `took ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .duration */ .p0)(c.duration_ms)}`,
    ];
    return `<sub>${facts.filter(Boolean).join(' · ')}</sub>`;
}
function reportLink(url) {
    if (url !== null && /^https?:\/\/[^\s<>()]+$/i.test(url))
        return `📄 [Full report](${url}) (turns, tool calls and judge verdicts of every failing or changed test)`;
    return "📄 Full report: `report.html` in this run's `agent-eval-report` artifact (turns, tool calls and judge verdicts of every failing or changed test)";
}
// --- a run without a baseline ----------------------------------------------------------------
/** report.md for a run with nothing to compare against: pass rates, codes and what was not checked. */
function renderRunSummary(given, options = {}) {
    // A summary alone: its model with the options' cost and baseline (the push's job summary, `agent-eval run`).
    const model = 'headline' in given ? given : (0,_report_model_js__WEBPACK_IMPORTED_MODULE_4__/* .buildRunModel */ .zN)(given, options);
    const { summary } = model;
    const stats = model.suites.map((v) => v.stats);
    const c = summary.counts;
    const headline = model.headlineIn({ code: (code) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(code), message: (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(text, 400) });
    const top = `## ${model.emoji} ${headline}\n\n<sub>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(model.noBaseline, 600)}. Compare with a baseline to gate on regressions.</sub>`;
    const rows = model.suites.map(({ stats: s, passRate, interval, codes: byCode, notChecked }) => {
        const rate = `${passRate} ${interval}`.trim();
        const codes = byCode.map(({ code, runs }) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(code, { inTable: true })}×${runs}`).join(' ') || '—';
        const suite = `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(s.suite_id, 100)}${s.suspect ? ' ⚠️ suspect' : ''}`;
        return `| ${suite} | ${s.tests} | ${s.runs} | ${rate} | ${s.failed} | ${s.errored} | ${s.skipped} | ${notChecked} | ${codes} |`;
    });
    const methods = [...new Set(stats.map((s) => s.ci_method).filter((m) => m !== null))].map((m) => _format_js__WEBPACK_IMPORTED_MODULE_3__/* .CI_METHOD_LABELS */ .DW[m]);
    const table = {
        name: 'suite rows',
        keep: 100,
        head: '| Suite | Tests | Runs | Pass rate (95% CI) | Failed | Errored | Skipped | Checks not run | Codes |\n| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- |\n',
        items: rows,
        tail: `\n\n<sub>Pass rate: mean over tests of each test's pass fraction; errored and skipped runs excluded${methods.length ? `; interval: ${methods.join(' / ')}` : ''}.</sub>`,
        itemNoun: 'suites',
        table: true,
    };
    const warnings = model.warnings.map((w) => `- ${w.icon} ${w.suiteId === null ? '' : `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(w.suiteId, 100)}**: `}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(w.text, 400)}`);
    const failing = [...failedTests(model.failedTests), ...erroredRuns(model.erroredCauses)];
    // As in the PR comment: what failed first, then the table.
    const sections = [];
    if (failing.length) {
        sections.push({
            name: 'failing runs',
            keep: 60,
            head: `<details open>\n<summary><b>${[c.failed > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(c.failed, 'failed run') : '', c.errored > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(c.errored, 'errored run') : ''].filter(Boolean).join(' · ')}</b></summary>\n\n`,
            items: failing,
            tail: '\n\n</details>',
            itemNoun: 'failing tests or error causes',
        });
    }
    sections.push(table);
    const reliability = passKSection(model.passK, 'Reliability: pass^k per suite');
    if (reliability)
        sections.push(reliability);
    const simulated = simulatedSection(model.simulated);
    if (simulated)
        sections.push(simulated);
    const performance = performanceSection(model.performance, false, 'Run');
    if (performance)
        sections.push(performance);
    if (model.cost)
        sections.push(costTable(model.cost, 'Run'));
    if (warnings.length)
        sections.push({ name: 'warnings', keep: 70, head: '### ⚠️ Warnings\n\n', items: warnings, tail: '', itemNoun: 'warnings' });
    const judge = judgeSection(model.judge, model.judgePanel(MARKDOWN));
    if (judge)
        sections.push(judge);
    sections.push(...judgeCalibrationSections(model.judgeCalibration));
    const f = model.facts;
    const facts = [
        `commit ${f.commit === null ? 'unknown' : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(f.commit, { max: 40 })}`,
        `target ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(f.target, { max: 120 })} (${f.via})`,
        f.repeats,
        `took ${f.took}`,
    ];
    return fitToLimit(top, sections, `<sub>${facts.join(' · ')}</sub>`, options.maxLength ?? _github_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMENT_BODY_LIMIT */ .tx);
}
/**
 * The failed runs of each test: one item per test and first failure, so a failure its repeats share
 * is said once, with the runs it concerns.
 */
function failedTests(tests) {
    return tests.flatMap((t) => (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .groupIdentical */ .Du)(t.failed, (r) => failureText(r.firstFailure)).map(({ key, items: runs }) => {
        const codes = [...new Set(runs.flatMap((r) => r.codes))].map((code) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(code)).join(' ');
        const which = runs.map((r) => `#${r.repeat}`).join(', ');
        const head = `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(t.suiteId, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(t.testId, { max: 120 })}: ${runs.length} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(t.runs, 'run')} failed (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(which, 80)}) ${codes}`;
        return key === '' ? head : `${head}\n  - ${key}`;
    }));
}
function failureText(f) {
    if (!f)
        return '';
    const values = [];
    if (f.assertion.expected !== undefined)
        values.push(`expected ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonInline */ .GL)(f.assertion.expected), { max: 200 })}`);
    if (f.assertion.actual !== undefined)
        values.push(`got ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonInline */ .GL)(f.assertion.actual), { max: 200 })}`);
    const at = f.turnId === null ? 'final assertions' : `turn ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(f.turnId, { max: 60 })}`;
    return `at ${at} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(f.assertion.key, { max: 60 })}${values.length ? `: ${values.join(', ')}` : ''} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(f.assertion.reason, 300)}`;
}
/** The errored runs, one item per cause (code and message) with the runs it ended: an agent that was down is one line, not one per run. */
function erroredRuns(causes) {
    return causes.map(({ code, message, runs }) => {
        const shown = runs.slice(0, 5).map((r) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(`${r.suite_id} › ${r.test_id} #${r.repeat}`, { max: 120 }));
        const more = runs.length > shown.length ? ` and ${runs.length - shown.length} more` : '';
        return `- ⛔ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .erroredCauseText */ .YN)({ code, message, runs: runs.length }, MARKDOWN)}\n  - ${runs.length === 1 ? 'run' : 'runs'}: ${shown.join(', ')}${more}`;
    });
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
// EXTERNAL MODULE: ./src/results/results-schema.ts
var results_schema = __webpack_require__(3866);
// EXTERNAL MODULE: ./src/results/failure-codes.ts
var failure_codes = __webpack_require__(75775);
// EXTERNAL MODULE: ./src/results/judge-gates.ts
var judge_gates = __webpack_require__(97492);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/report-model.ts + 2 modules
var report_model = __webpack_require__(42090);
// EXTERNAL MODULE: ./src/report/wording/code-format.ts
var code_format = __webpack_require__(18798);
// EXTERNAL MODULE: ./src/report/wording/gate.ts
var gate = __webpack_require__(25018);
// EXTERNAL MODULE: ./src/report/wording/pass-k.ts
var pass_k = __webpack_require__(99608);
// EXTERNAL MODULE: ./src/report/wording/power.ts
var power = __webpack_require__(78724);
// EXTERNAL MODULE: ./src/report/wording/simulated.ts
var simulated = __webpack_require__(47247);
// EXTERNAL MODULE: ./src/report/wording/performance.ts
var wording_performance = __webpack_require__(60107);
// EXTERNAL MODULE: ./src/format.ts
var src_format = __webpack_require__(16264);
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
/**
 * report.html: from the report model of the comparison, or of the run on its own (null: the run's
 * model built from `head`, with `options.baselineNotCompared`).
 */
function renderHtml(given, head, base, options = {}) {
    const run = given ??
        (0,report_model/* buildRunModel */.zN)((0,summary/* summarizeResults */.SE)(head), { baselineNotCompared: options.baselineNotCompared ?? null, performance: (0,report_model/* runPerformance */.Yd)(head) });
    const model = 'comparison' in run ? run : null;
    const comparison = model?.comparison ?? null;
    // An errored run (the agent or the judge failed), or one that stopped before its end, is never
    // shown under a green mark: the model's emoji and headline say so.
    const title = `${run.emoji} ${run.headline}`;
    const body = [
        `<header><h1>${h(title)}</h1>${options.note ? `<p class="note">ℹ️ ${h(options.note)}</p>` : ''}${model ? `<p class="reason">${h(model.why)}</p>` : ''}${model ? erroredNote(model) : ''}${runFacts(comparison, head, model ? null : run)}${run.judge === null ? '' : `<p class="facts">Judge: ${h(run.judge)}.</p>`}${run
            .judgePanel({ code: (t) => `<code>${h(t)}</code>`, message: h })
            .map((line) => `<p class="facts">${line}.</p>`)
            .join('')}</header>`,
        model ? comparisonSections(model) : runSections(run),
        simulatedSection(run.simulated),
        judgeCalibrationSection(run.judgeCalibration),
        testsSection((0,report_model/* testRows */.Ge)(comparison, head, base), options.artifacts ?? null),
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
function erroredNote(model) {
    const lines = [
        ['Errored runs', model.erroredIn('head')],
        ['Errored base runs', model.erroredIn('base')],
    ].filter((l) => l[1] !== null);
    return lines.map(([label, line]) => `<p class="warn">⛔ <b>${label}:</b> ${h(line)}</p>`).join('');
}
function runFacts(comparison, head, run) {
    const facts = [];
    if (comparison) {
        const b = comparison.baseline;
        // Without a baseline the headline says so, once.
        if (b.source !== 'none')
            facts.push(`base <code>${h((0,src_format/* shortSha */.Fu)(b.commit) ?? 'unknown')}</code> (${h((0,format/* baselineSource */.f0)(b))})`);
    }
    if (run !== null) {
        // A run on its own: its model's facts.
        const f = run.facts;
        facts.push(`head <code>${h(f.commit ?? 'unknown')}</code>`, `target <code>${h(f.target)}</code> (${h(f.via)})`, h(f.repeats), `took ${h(f.took)}`);
    }
    else {
        facts.push(`head <code>${h((0,src_format/* shortSha */.Fu)(head.run.commit) ?? 'unknown')}</code>`, `target <code>${h((0,url/* redactUrl */.BO)(head.run.target))}</code> (${h(head.run.protocol ?? head.run.transport)})`, h((0,format/* repeatsLabel */.VF)(head.run)), `took ${h((0,src_format/* duration */.p0)(comparison?.duration_ms ?? (Date.parse(head.run.finished_at) - Date.parse(head.run.started_at) || null)))}`);
    }
    if (comparison)
        facts.push(`α = ${comparison.alpha}, minimum effect ${(0,src_format/* pointsText */.aY)(comparison.min_effect)}`);
    const incomplete = head.run.complete
        ? ''
        : `<p class="warn">⛔ The head run is incomplete: ${h(head.run.incomplete_reason ?? 'no reason recorded')}</p>`;
    return `<p class="facts">${facts.join(' · ')}</p>${incomplete}`;
}
// --- with a comparison -------------------------------------------------------------------------
function comparisonSections(model) {
    const c = model.comparison;
    const rows = model.suites.map((v) => {
        const { suite: s, emoji, label } = v;
        const note = v.intervalNote ? `<br><small class="warn">${h(v.intervalNote)}</small>` : '';
        return `<tr data-verdict="${s.verdict}"><td>${h(s.suite_id)}</td><td>${side(v.base)}</td><td>${side(v.head)}</td><td>${h(v.delta ?? '—')}<br><small>${h(v.method)}</small>${note}</td><td>${v.p}</td><td class="${v.significant ? 'sig' : ''}">${h(v.pHolm ?? '—')}</td><td>${v.testCounts}</td><td class="verdict ${s.verdict}">${emoji} ${label}</td></tr>`;
    });
    const table = `<table class="suites"><thead><tr><th>Suite</th><th>Base</th><th>PR</th><th>Delta (95% CI)</th><th>p</th><th>p (Holm)</th><th>Tests common / added / removed</th><th>Verdict</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
    // Suites told the same thing share one item: the sentence once, with the suites it concerns.
    const reasons = model.groups.map(({ suites: same }) => {
        const v = same[0];
        const notes = [`<li><b>${same.map((x) => h(x.suite.suite_id)).join('</b>, <b>')}</b> (${v.emoji} ${h(v.label)}): ${h(v.reason)}`];
        if (v.smallestP !== null)
            notes.push(`<br><small>${h((0,power/* smallestPText */.tv)(v.smallestP))}</small>`);
        if (v.settleRepeats !== null)
            notes.push(`<br>${(0,power/* settleText */.di)(v.settleRepeats, HTML_CODE)}`);
        if (v.powerHint)
            notes.push(`<br>💡 ${h(v.powerHint)}`);
        return `${notes.join('')}</li>`;
    });
    const warnings = model.warnings.map((w) => `<li>⚠️ ${w.suites.length > 0 ? `<b>${w.suites.map((id) => h(id)).join('</b>, <b>')}</b>: ` : ''}${h(w.text)}</li>`);
    const quarantine = model.quarantine.entries.map((q) => `<li><code>${h(q.testId)}</code>: ${h(q.reason)} (until ${h(q.until)})${q.expired === null ? '' : ` <b class="warn">${h(q.expired)}</b>`}</li>`);
    const broken = model.broken.map((t) => `<li>${(0,gate/* brokenTestText */.nc)(t, HTML_CODE)}</li>`);
    const brokenRule = (0,gate/* brokenRuleText */.fl)(c);
    return [
        broken.length
            ? `<section id="broken"><h2>❌ ${h(model.whatBroke.counts.broken ?? '')}</h2><ul>${broken.join('')}</ul>${brokenRule ? `<p class="note">${h(brokenRule)}</p>` : ''}</section>`
            : '',
        `<section id="suites"><h2>Suites</h2>${table}<p class="note">Pass rates: ${format/* PASS_RATE_DEFINITION */.zd}, with 95% intervals, errored runs excluded. p: one-sided (head worse); p (Holm): adjusted over the suites. ${h((0,gate/* gateRuleText */.Nt)(c))}</p>`,
        forestPlot(model.forest),
        `<ul class="reasons">${reasons.join('')}</ul></section>`,
        warnings.length ? `<section id="warnings"><h2>Validity warnings</h2><ul>${warnings.join('')}</ul></section>` : '',
        quarantine.length
            ? `<section id="quarantine"><h2>Quarantined tests</h2><p class="note">${h(capitalised(model.quarantine.means))}.</p><ul>${quarantine.join('')}</ul></section>`
            : '',
        minPassHtml(model),
        reliabilityHtml(model.passK),
        costHtml(model.cost),
        performanceHtml(model.performance, model.comparison.baseline.source !== 'none'),
        failureCodes(model),
        processMetrics(model),
    ].join('\n');
}
/** Each suite's latency and tokens: base → PR (a run on its own: its side), the ratio, the verdict and why; the method once. */
function performanceHtml(performance, withBase, headLabel = 'PR') {
    if (performance === null)
        return '';
    const rows = performance.rows.flatMap((r) => [r.latency, r.tokens].map((f) => {
        const values = f.values.map((v) => h(v)).join('<br>');
        if (!withBase)
            return `<tr><td>${h(r.suiteId)}</td><td>${h(f.name)}</td><td>${values}</td></tr>`;
        const notes = [f.weak, f.floor].filter((n) => n !== null).map((n) => `<br><small class="warn">${h(n)}</small>`);
        const verdict = f.verdict === null ? '—' : `${f.emoji ? `${f.emoji} ` : ''}${h(f.verdict)}${notes.join('')}`;
        const reason = f.reason === null ? '' : `<br><small>${h(f.reason)}</small>`;
        return `<tr><td>${h(r.suiteId)}</td><td>${h(f.name)}</td><td>${values}</td><td>${h(f.change ?? '—')}${reason}</td><td>${verdict}</td></tr>`;
    }));
    const head = withBase
        ? `<th>Base → PR</th><th>Ratio (${h(performance.intervalHeading ?? '')})</th><th>Verdict</th>`
        : `<th>${h(headLabel)}</th>`;
    const notes = [performance.ratio ?? '', performance.definition, performance.weak ? capitalised(performance.weak) : '']
        .filter(Boolean)
        .map((n) => `${h(n)}.`)
        .join(' ');
    return `<section id="performance"><h2>${h(wording_performance/* PERFORMANCE_HEADING */.qq)}</h2><table class="performance"><thead><tr><th>Suite</th><th>Figure</th>${head}</tr></thead><tbody>${rows.join('')}</tbody></table><p class="note">${notes}</p></section>`;
}
/** Tests below their min_pass on the PR. */
function minPassHtml(model) {
    const { breaches, fails } = model.minPass;
    if (breaches.length === 0)
        return '';
    const icon = model.minPass.failsCheck ? '❌' : '⚠️';
    return `<section id="min-pass"><h2>${icon} ${h((0,src_format/* plural */.LS)(breaches.length, 'test'))} below min_pass</h2><ul>${breaches.map((b) => `<li>${h(b.text)}</li>`).join('')}</ul><p class="note">${h((0,pass_k/* minPassConsequenceText */.q4)(fails))}</p></section>`;
}
/** pass^1 and pass^k per test and side (C(c,k)/C(n,k) from the scored runs), after each suite's mean. */
function reliabilityHtml(passK) {
    if (passK.tests.length === 0)
        return '';
    const means = passK.suites.map((r) => `<tr><td>${h(r.suiteId)}</td><td>${h(r.pass1)}</td><td>${r.k}</td><td>${h(r.passK)}</td></tr>`);
    const rows = passK.tests.map((t) => {
        const rule = t.minPass === null ? '' : `${h(t.minPass)}${t.belowMinPass ? ' <b class="warn">below</b>' : ''}`;
        return `<tr><td>${h(t.suiteId)}</td><td>${h(t.testId)}</td><td>${t.base1}</td><td>${t.head1}</td><td>${t.k}</td><td>${t.baseK}</td><td>${t.headK}</td><td>${rule}</td></tr>`;
    });
    const suites = means.length
        ? `<table><thead><tr><th>Suite</th><th>pass^1, base → PR</th><th>k</th><th>pass^k, base → PR</th></tr></thead><tbody>${means.join('')}</tbody></table>`
        : '';
    return `<section id="reliability"><h2>Reliability: pass^k per suite and test</h2>${suites}<table><thead><tr><th>Suite</th><th>Test</th><th>Base pass^1</th><th>PR pass^1</th><th>k</th><th>Base pass^k</th><th>PR pass^k</th><th>min_pass</th></tr></thead><tbody>${rows.join('')}</tbody></table><p class="note">${h((0,pass_k/* passKMethodText */.J1)())}</p></section>`;
}
/** What each side used and cost. */
function costHtml(cost, headLabel = 'PR') {
    if (cost === null)
        return '';
    const withBase = cost.rows.some((r) => r.base !== null);
    const cells = (base, head) => `${withBase ? `<td>${h(base ?? '—')}</td>` : ''}<td>${head}</td>`;
    const rows = cost.rows.map((r) => `<tr><th>${h(r.part)}</th>${cells(r.base, h(r.head))}</tr>`);
    if (cost.perRun !== null)
        rows.push(`<tr><th>Agent per run</th>${cells(cost.perRun.base, `${h(cost.perRun.head)} (${h(cost.perRun.change)})`)}</tr>`);
    for (const s of cost.suites)
        rows.push(`<tr><th>Suite ${h(s.suiteId)} (agent + simulator)</th>${cells(s.base, h(s.head))}</tr>`);
    return `<section id="cost"><h2>Cost</h2><table><thead><tr><th></th>${withBase ? '<th>Base</th>' : ''}<th>${h(headLabel)}</th></tr></thead><tbody>${rows.join('')}</tbody></table>${cost.budget === null ? '' : `<p>${h(cost.budget)}</p>`}<p class="note">${h(cost.method)}</p></section>`;
}
/** Each judge criterion's agreement and whether it gates, then the judge checks that failed without gating. */
function judgeCalibrationSection(view) {
    if (view === null || (view.rows.length === 0 && view.ungatedHeading === null))
        return '';
    const rows = view.rows.map((r) => `<li><code>${h(r.criterion)}</code>${r.scope ? ` (${h(r.scope)})` : ''} ${h(r.text)}</li>`);
    const ungated = view.ungated.map((u) => `<li>${h(u.suiteId)} › <code>${h(u.testId)}</code>: ${h(u.runs)}, first at ${h(u.where)} · <code>${h(u.key)}</code> · ${h(u.reason)} (${h(u.status)}: ${h(view.notGating)})</li>`);
    return `<section id="judge-calibration"><h2>Judge calibration</h2>${rows.length > 0 ? `<ul>${rows.join('')}</ul>` : ''}${view.ungatedHeading === null ? '' : `<h3>${h(view.ungatedHeading)}</h3><ul>${ungated.join('')}</ul>`}<p class="note">${h(view.method)}</p></section>`;
}
/** Each simulated test's ending mix and median agent turns to the goal (base → PR with a baseline). */
function simulatedSection(rows) {
    if (rows.length === 0)
        return '';
    const withBase = rows.some((r) => r.baseEndings !== null);
    const cells = rows.map((r) => {
        const endings = withBase ? [r.baseEndings ?? '—', r.headEndings] : [r.headEndings];
        return `<tr><td>${h(r.suiteId)} › <code>${h(r.testId)}</code></td>${endings.map((e) => `<td>${h(e)}</td>`).join('')}<td>${h(r.turnsToGoal)}</td></tr>`;
    });
    const columns = withBase
        ? '<th>Test</th><th>Endings, base</th><th>Endings, PR</th><th>Turns to the goal, base → PR</th>'
        : '<th>Test</th><th>Endings</th><th>Turns to the goal</th>';
    return `<section id="simulated"><h2>${h(simulated/* SIMULATED_TESTS_HEADING */.UC)}</h2><table class="simulated"><thead><tr>${columns}</tr></thead><tbody>${cells.join('')}</tbody></table><p class="note">${h(simulated/* TURNS_TO_GOAL_METHOD */.XE)}</p></section>`;
}
/** Commands and ids inside a sentence of the wording, as <code>. */
const HTML_CODE = { code: (text) => `<code>${h(text)}</code>` };
const capitalised = (text) => text.charAt(0).toUpperCase() + text.slice(1);
function side(s) {
    if (s === null)
        return '—';
    return `${h(s.rate)}<br><small>${h([s.counts, s.toolCalls, s.method ?? ''].filter(Boolean).join(' · '))}</small>`;
}
/** Each suite's delta and interval against zero, with the band of drops too small to fail. */
function forestPlot({ rows: suites, minEffect, minEffectText }) {
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
        const label = `<text x="${labelWidth}" y="${y + 4}" text-anchor="end">${h((0,report_escape/* clip */.$Q)(s.suiteId, 32))}</text>`;
        const tip = `<title>${h(s.tip)}</title>`;
        if (!s.delta) {
            return `<g class="forest-row" data-verdict="${s.verdict}">${tip}${label}<text x="${plotLeft}" y="${y + 4}" class="muted">no delta (${s.label})</text></g>`;
        }
        const [l, u] = s.delta.ci;
        return `<g class="forest-row" data-verdict="${s.verdict}">${tip}${label}<line x1="${f(x(l))}" x2="${f(x(u))}" y1="${y}" y2="${y}" class="ci ${s.verdict}" stroke-width="2"/><rect x="${f(x(s.delta.estimate) - 5)}" y="${y - 5}" width="10" height="10" class="point ${s.verdict}"/></g>`;
    });
    return `<figure class="forest"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Forest plot of the pass-rate change per suite">
<rect x="${f(x(-minEffect))}" y="${top}" width="${f(x(0) - x(-minEffect))}" height="${bottom - top}" class="band"><title>drops smaller than the minimum effect (${minEffectText}) never fail the check</title></rect>
<line x1="${f(x(-minEffect))}" x2="${f(x(-minEffect))}" y1="${top}" y2="${bottom}" class="min-effect" stroke-dasharray="4 3"/>
<line x1="${f(x(0))}" x2="${f(x(0))}" y1="${top - 8}" y2="${bottom}" class="zero"/>
<line x1="${plotLeft}" x2="${plotRight}" y1="${bottom}" y2="${bottom}" stroke="currentColor"/>
${ticks.join('')}
${rows.join('\n')}
</svg><figcaption>Change in pass rate (points) with its 95% interval. Shaded: drops smaller than the minimum effect of ${minEffectText}.</figcaption></figure>`;
}
function failureCodes(model) {
    const rows = model.failureCodes.map((r) => `<tr><td>${h(r.suiteId)}</td><td><code>${h(r.code)}</code></td><td>${r.base}</td><td>${r.head}</td><td>${(0,src_format/* signedCount */.c3)(r.head - r.base)}</td></tr>`);
    if (rows.length === 0)
        return '';
    return `<section id="codes"><h2>Failure codes</h2><p class="note">Runs with each code.</p><table><thead><tr><th>Suite</th><th>Code</th><th>Base</th><th>PR</th><th>Change</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}
function processMetrics(model) {
    const rows = model.suites.map(({ suite: s, tokens, process, transitions, tools: used, notExercised }) => {
        const tools = (side) => side === null ? '—' : side.map((t) => `${t.name}×${t.calls}`).join(', ') || 'none';
        const { base, head } = used;
        const missing = notExercised.length
            ? `<br><small>not exercised: ${notExercised.map((m) => `<code>${h(m)}</code>`).join(' ')}</small>`
            : '';
        const cells = process === null ? ['—', '—', '—', '—'] : [process.turns, process.toolCallsPerTurn, process.latencyP50, process.latencyP95];
        const [turns, perTurn, p50, p95] = cells.map((c) => h(c));
        return `<tr><td>${h(s.suite_id)}</td><td>${turns}</td><td>${perTurn}</td><td>${h(tools(base))}<br>→ ${h(tools(head))}</td><td>${p50}</td><td>${p95}</td><td>${h(tokens)}</td><td>${h(transitions)}${missing}</td></tr>`;
    });
    const overall = model.coverageTotal === null ? '' : `<p class="note">${h(model.coverageTotal)}</p>`;
    return `<section id="process"><h2>Process metrics (base → head)</h2>${overall}<table><thead><tr><th>Suite</th><th>Turns</th><th>Tool calls / turn</th><th>Tools</th><th>Latency p50</th><th>Latency p95</th><th>Tokens in/out</th><th>Transitions covered</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}
// --- without a comparison ----------------------------------------------------------------------
function runSections(model) {
    const rows = model.suites.map(({ stats: s, passRate, interval, codes: byCode }) => {
        const codes = byCode.map(({ code, runs }) => `<code>${h(code)}</code>×${runs}`).join(' ') || '—';
        const suspect = s.suspect ? `<br><small class="warn">⚠️ suspect: ${h(s.suspect)}</small>` : '';
        const notChecked = [...s.not_checked].map(([reason, n]) => `${n}× ${h(reason)}`).join('<br>') || '0';
        return `<tr><td>${h(s.suite_id)}${suspect}</td><td>${s.tests}</td><td>${s.runs}</td><td>${h(`${passRate} ${interval}`.trim())}${s.ci_method ? `<br><small>${format/* CI_METHOD_LABELS */.DW[s.ci_method]}</small>` : ''}</td><td>${s.failed}</td><td>${s.errored}</td><td>${s.skipped}</td><td>${codes}</td><td><small>${notChecked}</small></td></tr>`;
    });
    const warnings = model.warnings.map((w) => `<li>${w.icon} ${w.suiteId === null ? '' : `<b>${h(w.suiteId)}</b>: `}${h(w.text)}</li>`);
    return [
        `<section id="suites"><h2>Suites</h2><p class="note">${h(model.noBaseline)}. Pass rates: mean over tests of each test's pass fraction, errored and skipped runs excluded, 95% interval.</p><table class="suites"><thead><tr><th>Suite</th><th>Tests</th><th>Runs</th><th>Pass rate</th><th>Failed</th><th>Errored</th><th>Skipped</th><th>Codes</th><th>Checks not run</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`,
        runReliabilityHtml(model.passK),
        performanceHtml(model.performance, false, 'Run'),
        model.cost === null ? '' : costHtml(model.cost, 'Run'),
        warnings.length ? `<section id="warnings"><h2>Warnings</h2><ul>${warnings.join('')}</ul></section>` : '',
    ].join('\n');
}
/** pass^1 and pass^k per suite of a run on its own. */
function runReliabilityHtml(passK) {
    if (passK.length === 0)
        return '';
    const rows = passK.map((r) => `<tr><td>${h(r.suiteId)}</td><td>${h(r.pass1)}</td><td>${r.k}</td><td>${h(r.passK)}</td><td>${r.tests}</td></tr>`);
    return `<section id="reliability"><h2>Reliability: pass^k per suite</h2><table><thead><tr><th>Suite</th><th>pass^1</th><th>k</th><th>pass^k</th><th>Tests with k runs</th></tr></thead><tbody>${rows.join('')}</tbody></table><p class="note">${h((0,pass_k/* passKMethodText */.J1)())}</p></section>`;
}
// --- per test ------------------------------------------------------------------------------------
/**
 * Characters of transcripts (turns) one report holds at most. Past it, runs are listed without
 * their turns: a browser cannot open a file of hundreds of MB, and V8 cannot even build one.
 */
const MAX_TRANSCRIPT_CHARS = 10_000_000;
function testsSection(views, artifacts) {
    const verdictCounts = new Map();
    const codeCounts = new Map();
    for (const v of views) {
        verdictCounts.set(v.verdict, { label: v.label, count: (verdictCounts.get(v.verdict)?.count ?? 0) + 1 });
        for (const c of v.codes)
            codeCounts.set(c, (codeCounts.get(c) ?? 0) + 1);
    }
    const order = failure_codes/* FAILURE_CODES */.sR;
    const codes = [...codeCounts.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const chip = (filter, value, label, count) => `<button type="button" class="chip" data-filter="${filter}" data-value="${h(value)}" aria-pressed="${value === 'all'}">${h(label)} <small>${count}</small></button>`;
    const filters = [
        `<div class="filters" role="group" aria-label="Filter by verdict"><span>Verdict:</span>${chip('verdict', 'all', 'all', views.length)}${[
            ...verdictCounts,
        ]
            .map(([v, { label, count }]) => chip('verdict', v, label, count))
            .join('')}</div>`,
        `<div class="filters" role="group" aria-label="Filter by failure code"><span>Failure code:</span>${chip('code', 'all', 'all', views.length)}${codes
            .map((c) => chip('code', c, c, codeCounts.get(c) ?? 0))
            .join('')}</div>`,
    ].join('');
    const badge = (v) => `<span class="badge ${h(v.verdict)}">${h(v.label)}</span>`;
    const ctx = { artifacts, budget: MAX_TRANSCRIPT_CHARS, cut: 0, errorsShown: new Map() };
    const quiet = [];
    const loud = [];
    for (const v of views) {
        const attrs = `data-verdict="${h(v.verdict)}" data-codes="${h(v.codes.join(' '))}"`;
        if (v.quiet) {
            quiet.push(`<tr class="test" ${attrs}><td>${badge(v)}</td><td>${h(v.suiteId)}</td><td>${h(v.testId)}</td><td>${v.basePassed}</td><td>${v.headPassed}</td></tr>`);
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
        const p = v.p === null ? '' : ` · ${h(v.p)}${v.broken ? ' · <b class="sig">broken</b>' : ''}`;
        const quarantined = v.quarantined ? ' · <span class="badge">quarantined</span>' : '';
        const codeList = v.codes.map((c) => `<code>${h(c)}</code>`).join(' ');
        const summary = `<summary>${badge(v)} ${h(v.suiteId)} › <b>${h(v.testId)}</b> · ${h(v.passes)}${p}${quarantined} ${codeList}</summary>`;
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
            ? ctx.artifacts({ suite_id: test.suiteId, test_id: test.testId, repeat: run.repeat, conversation_id: run.conversation_id }, turnId)
            : null;
        const codes = run.codes.map((c) => ` <code>${h(c)}</code>`).join('');
        const ending = run.ending ? ` · ending <code>${h(run.ending)}</code>` : '';
        const head = `${h(sideName)} #${run.repeat} · ${h(run.outcome)} · ${h((0,src_format/* milliseconds */.Rz)(run.duration_ms))}${codes}${ending}`;
        const id = ` <small class="muted">${h(run.conversation_id)}</small>`;
        const notes = [];
        if (run.skipped_reason)
            notes.push(`<p class="muted">Skipped: ${h(run.skipped_reason)}</p>`);
        if (run.ending && run.ending !== 'goal_reached')
            notes.push(`<p class="warn">${h((0,simulated/* endingText */.pG)(run.ending))}</p>`);
        const errorKey = run.error ? `${run.error.code}\n${run.error.message}` : null;
        // An error several runs share (an agent that was down) is shown in full once; the others point there.
        const sameAs = errorKey === null ? undefined : ctx.errorsShown.get(errorKey);
        if (run.error && sameAs !== undefined) {
            const where = sameAs.test === test ? '' : `${sameAs.test.suiteId} › ${sameAs.test.testId} `;
            notes.push(`<p class="muted">${h(run.error.code)}: same error as ${h(`${where}${sameAs.side} #${sameAs.repeat}`)}.</p>`);
        }
        else if (run.error && errorKey !== null) {
            notes.push(`<p class="warn">${h(run.error.code)}: ${h(run.error.message)}</p>`);
            ctx.errorsShown.set(errorKey, { test, side: sideName, repeat: run.repeat });
        }
        const wanted = inFull(run) && run.turns.length > 0 && sameAs === undefined;
        if (wanted && ctx.budget > 0) {
            const turns = run.turns.map((t) => turnView(t, where(t.turn_id), run.conversation_id, run.error, run.ending !== undefined)).join('');
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
function turnView(t, artifact, conversationId, runError, simulated = false) {
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
    // A turn the agent never answered has no latency to show.
    const latency = t.error === undefined ? (0,src_format/* milliseconds */.Rz)(t.latency_ms) : 'latency n/a';
    // A simulated conversation marks the turn where an invariant (or `within`) broke, in its heading.
    const violations = simulated ? t.assertions.filter(judge_gates/* isGatingFailure */.hs).map((a) => `${a.key} (${a.code ?? 'failed'})`) : [];
    const violation = violations.length ? ` · <span class="violation">⛔ violation: ${h(violations.join(', '))}</span>` : '';
    return `<div class="turn${violations.length ? ' violated' : ''}"><h5>Turn ${h(t.turn_id)} · ${nodes}${violation} · ${h(latency)}${t.attempts > 1 ? ` · ${t.attempts} attempts` : ''}${t.trace_id ? ` · trace <code>${h(t.trace_id)}</code>` : ''}${artifact ? ` · ${artifactLink(artifact, conversationId, t.turn_id)}` : ''}${artifact?.prompt_snapshot ? ` · ${artifactLink(artifact, conversationId, t.turn_id, 'prompt snapshot', 'artifact prompt-snapshot')}` : ''}</h5>
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
.violation{color:var(--bad);font-weight:600}
.turn.violated{border-left:4px solid var(--bad);padding-left:8px}
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


function junit_renderJunit(results, model = null) {
    const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    const suites = (0,report_model/* runCases */.vm)(results, model).map((suite) => renderSuite(suite, totals));
    const seconds = (Date.parse(results.run.finished_at) - Date.parse(results.run.started_at)) / 1000;
    const attrs = xmlAttrs({ name: 'agent-eval', ...totals, time: Number.isFinite(seconds) ? seconds.toFixed(3) : '0' });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ${attrs}>\n${suites.join('')}</testsuites>\n`;
}
/** One suite; adds its counts to `totals`. Built in one pass, escaping each id once: a run can hold 100,000 cases. */
function renderSuite(suite, totals) {
    const counts = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    let ms = 0;
    const cases = [];
    const where = `classname="${attrValue(suite.suiteId)}"`;
    const file = `file="${attrValue(suite.file)}"`;
    const names = new Map();
    for (const c of suite.cases) {
        let name = names.get(c.testId);
        if (name === undefined)
            names.set(c.testId, (name = attrValue(c.testId)));
        counts.tests++;
        if (c.outcome === 'skipped')
            counts.skipped++;
        else if (c.outcome === 'failed')
            counts.failures++;
        else if (c.outcome === 'errored')
            counts.errors++;
        ms += c.durationMs;
        const line = c.line === undefined ? '' : ` line="${c.line}"`;
        const caseAttrs = `${where} name="${name} #${c.repeat}" time="${(c.durationMs / 1000).toFixed(3)}" ${file}${line}`;
        const body = caseElement(c);
        cases.push(body ? `    <testcase ${caseAttrs}>\n${body}    </testcase>\n` : `    <testcase ${caseAttrs}/>\n`);
    }
    for (const k of ['tests', 'failures', 'errors', 'skipped'])
        totals[k] += counts[k];
    const attrs = xmlAttrs({ name: suite.suiteId, ...counts, time: (ms / 1000).toFixed(3), file: suite.file });
    const properties = suite.properties.map((p) => `      <property ${xmlAttrs(p)}/>\n`);
    const propertiesXml = properties.length > 0 ? `    <properties>\n${properties.join('')}    </properties>\n` : '';
    return `  <testsuite ${attrs}>\n${propertiesXml}${cases.join('')}  </testsuite>\n`;
}
function caseElement(c) {
    const p = c.problem;
    if (p === null)
        return '';
    if (c.outcome === 'skipped')
        return `      <skipped ${xmlAttrs({ message: (0,report_escape/* clip */.$Q)(p.message, 500) })}/>\n`;
    const element = c.outcome === 'errored' ? 'error' : 'failure';
    return `      <${element} ${xmlAttrs({ type: p.type, message: (0,report_escape/* clip */.$Q)(p.message, 500) })}>${(0,report_escape/* escapeXml */.X)(p.detail)}</${element}>\n`;
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

// EXTERNAL MODULE: ./src/report/github-comment.ts
var github_comment = __webpack_require__(78879);
// EXTERNAL MODULE: ./src/report/markdown.ts
var report_markdown = __webpack_require__(54285);
// EXTERNAL MODULE: ./src/compare/cost.ts
var cost = __webpack_require__(69482);
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
    // One model, of the comparison or of the run on its own, for every report written here.
    const model = (0,report_model/* modelOf */.DM)(comparison, { judge: head.judge }) ??
        (0,report_model/* buildRunModel */.zN)((0,summary/* summarizeResults */.SE)(head), {
            cost: inputs.prices === undefined ? null : (0,report_model/* costView */.nn)((0,cost/* comparisonCost */.Xx)(null, head, inputs.prices)),
            baselineNotCompared: inputs.baselineNotCompared ?? null,
            performance: (0,report_model/* runPerformance */.Yd)(head),
        });
    const markdown = 'comparison' in model
        ? (0,report_markdown/* renderComment */.wQ)(model, {
            marker: github_comment/* DEFAULT_COMMENT_MARKER */.DQ,
            reportUrl: null,
            ...inputs.markdown,
        })
        : (0,report_markdown/* renderRunSummary */.qN)(model, inputs.markdown?.maxLength === undefined ? {} : { maxLength: inputs.markdown.maxLength });
    const note = inputs.note ?? null;
    const files = [];
    if (comparison)
        files.push([REPORT_FILES.comparison, `${JSON.stringify(comparison, null, 2)}\n`]);
    const artifacts = inputs.artifacts === undefined ? await (0,artifact_index/* readArtifactIndex */.N2)(dir, head.run.id) : inputs.artifacts;
    files.push([REPORT_FILES.markdown, note === null ? markdown : (0,github_comment/* withNoteLine */.DE)(markdown, note, inputs.markdown?.marker ?? github_comment/* DEFAULT_COMMENT_MARKER */.DQ)], [REPORT_FILES.html, renderHtml(model, head, base, { artifacts, note })], [REPORT_FILES.junit, junit_renderJunit(head, 'comparison' in model ? model : null)]);
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

/***/ 87910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ writePerformanceMetrics),
/* harmony export */   El: () => (/* binding */ pushTarget),
/* harmony export */   U6: () => (/* binding */ pushMetrics),
/* harmony export */   bF: () => (/* binding */ groupingLabelProblem),
/* harmony export */   th: () => (/* binding */ createRunMetrics)
/* harmony export */ });
/* unused harmony exports performanceExposition, actionGroupingLabels */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var prom_client__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(95222);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59148);
/* harmony import */ var _usage_prices_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(58637);
/* harmony import */ var _usage_usage_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(744);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(17666);
// Prometheus metrics of one run (the only importer of prom-client): a registry per run, rendered
// as the text exposition format into metrics.prom and optionally pushed to a Pushgateway.







/** Latency buckets in seconds: loopback agents answer in milliseconds, LLM-backed ones in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Metrics of one run; `prices` turn tokens into dollars (default: the built-in table). */
function createRunMetrics(prices = (0,_usage_prices_js__WEBPACK_IMPORTED_MODULE_4__/* .priceTable */ .qx)()) {
    const registry = new prom_client__WEBPACK_IMPORTED_MODULE_1__.Registry();
    const counter = (name, help, labelNames = []) => new prom_client__WEBPACK_IMPORTED_MODULE_1__.Counter({ name, help, labelNames, registers: [registry] });
    const turns = counter('agent_eval_turns_total', 'Agent turns sent, by result (answered or failed after retries).', ['result']);
    const runs = counter('agent_eval_runs_total', 'Planned runs (one test conversation, one repeat), by outcome.', ['outcome']);
    const failures = counter('agent_eval_run_failures_total', 'Runs carrying each failure code.', ['code']);
    const endings = counter('agent_eval_simulated_runs_total', 'Runs of simulated tests, by how the conversation ended.', ['ending']);
    const retries = counter('agent_eval_agent_retries_total', 'Agent attempts beyond the first of each turn.');
    const judgeCalls = counter('agent_eval_judge_calls_total', 'Requests made to the judge model server.');
    const cacheHits = counter('agent_eval_judge_cache_hits_total', 'Judge verdicts served without a model call.');
    const cacheMisses = counter('agent_eval_judge_cache_misses_total', 'Judge verdicts that needed a model call.');
    const tokens = counter('agent_eval_tokens_total', 'Tokens reported, by source (agent, judge or simulator) and direction.', [
        'source',
        'direction',
    ]);
    const cachedTokens = counter('agent_eval_cached_tokens_total', 'Input tokens served from the provider cache, by source.', ['source']);
    const modelCalls = counter('agent_eval_model_calls_total', 'Model calls reported by the agent and made by the simulator, by source.', [
        'source',
    ]);
    const costUsd = counter('agent_eval_cost_usd_total', 'US dollars at the price table of the priced tokens, by source.', ['source']);
    const unpricedTokens = counter('agent_eval_unpriced_tokens_total', 'Tokens of models without a price (not in agent_eval_cost_usd_total), by source.', ['source']);
    const gauge = (name, help) => new prom_client__WEBPACK_IMPORTED_MODULE_1__.Gauge({ name, help, registers: [registry] });
    const budgetUsd = gauge('agent_eval_budget_usd', 'The spending budget in US dollars (absent: none).');
    const budgetTokens = gauge('agent_eval_budget_tokens', 'The spending budget in tokens (absent: none).');
    const budgetSpentTokens = gauge('agent_eval_budget_spent_tokens', 'Tokens the budget counted (agent, judge, simulator; both sides of a fresh baseline).');
    const budgetReached = gauge('agent_eval_budget_reached', '1 when the budget stopped runs from starting, else 0.');
    const spent = {
        agent: { tokens: 0, usd: 0, unpriced: false, reported: false },
        judge: { tokens: 0, usd: 0, unpriced: false, reported: false },
        simulator: { tokens: 0, usd: 0, unpriced: false, reported: false },
    };
    /** Tokens of `source`, priced where the table knows the model. */
    const spend = (source, entries) => {
        for (const e of entries) {
            const n = e.input_tokens + e.output_tokens;
            add(tokens, { source, direction: 'input' }, e.input_tokens, `${source} input tokens`);
            add(tokens, { source, direction: 'output' }, e.output_tokens, `${source} output tokens`);
            if (e.cached_tokens !== undefined)
                add(cachedTokens, { source }, e.cached_tokens, `${source} cached tokens`);
            // A count left out above (and named) is not priced either.
            if (!(n >= 0 && Number.isFinite(n) && e.input_tokens >= 0 && e.output_tokens >= 0))
                continue;
            spent[source].tokens += n;
            spent[source].reported = true;
            const cost = (0,_usage_prices_js__WEBPACK_IMPORTED_MODULE_4__/* .costOf */ .ho)([e], prices);
            if (cost.usd === null) {
                spent[source].unpriced = true;
                add(unpricedTokens, { source }, n, `${source} unpriced tokens`);
            }
            else {
                spent[source].usd += cost.usd;
                add(costUsd, { source }, cost.usd, `${source} cost`);
            }
        }
    };
    const turnLatency = new prom_client__WEBPACK_IMPORTED_MODULE_1__.Histogram({
        name: 'agent_eval_agent_turn_latency_seconds',
        help: 'Latency of the successful attempt of each agent turn.',
        buckets: LATENCY_BUCKETS,
        registers: [registry],
    });
    const judgeLatency = new prom_client__WEBPACK_IMPORTED_MODULE_1__.Histogram({
        name: 'agent_eval_judge_latency_seconds',
        help: 'Latency of each judge verdict, retries and tiering included.',
        buckets: LATENCY_BUCKETS,
        registers: [registry],
    });
    const problems = new Set();
    // Metrics describe the run; they never end it. A value a counter cannot take (negative, not
    // finite: numbers reported by the agent or the judge's server) is left out and named, and so is
    // anything else the library throws.
    const add = (metric, labels, value, what) => {
        if (!Number.isFinite(value) || value < 0) {
            problems.add(`${what}: ${value} is not a count; left out of the metrics`);
            return;
        }
        safely(what, () => metric.inc(labels, value));
    };
    const observe = (metric, value, what) => {
        if (!Number.isFinite(value) || value < 0) {
            problems.add(`${what}: ${value} s is not a duration; left out of the metrics`);
            return;
        }
        safely(what, () => metric.observe(value));
    };
    const safely = (what, update) => {
        try {
            update();
        }
        catch (e) {
            problems.add(`${what}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(e)}`);
        }
    };
    // Label values exist from the start, so a dashboard sees 0 rather than a missing series.
    for (const outcome of ['passed', 'failed', 'errored', 'skipped'])
        runs.inc({ outcome }, 0);
    for (const result of ['answered', 'failed'])
        turns.inc({ result }, 0);
    for (const source of ['agent', 'judge', 'simulator']) {
        for (const direction of ['input', 'output'])
            tokens.inc({ source, direction }, 0);
        costUsd.inc({ source }, 0);
        unpricedTokens.inc({ source }, 0);
    }
    return {
        agentTurn(turn) {
            add(turns, { result: turn.ok ? 'answered' : 'failed' }, 1, 'agent turns');
            add(retries, {}, Math.max(0, turn.attempts - 1), 'agent retries');
            if (turn.ok)
                observe(turnLatency, turn.latencySeconds, 'agent turn latency');
            if (turn.usage) {
                add(modelCalls, { source: 'agent' }, turn.usage.calls ?? 1, 'agent model calls');
                spend('agent', (0,_usage_usage_js__WEBPACK_IMPORTED_MODULE_5__/* .entriesOf */ .Mc)(turn.usage));
            }
        },
        simulatorRun(usage) {
            add(modelCalls, { source: 'simulator' }, usage.calls, 'simulator model calls');
            const model = usage.models.length === 1 ? usage.models[0] : null;
            spend('simulator', [{ model, calls: usage.calls, input_tokens: usage.input_tokens, output_tokens: usage.output_tokens }]);
        },
        spending: () => {
            const of = (s) => (s.reported ? { tokens: s.tokens, usd: s.unpriced ? null : s.usd } : null);
            return { agent: of(spent.agent), judge: of(spent.judge), simulator: of(spent.simulator) };
        },
        judgeCall(latencySeconds) {
            observe(judgeLatency, latencySeconds, 'judge latency');
        },
        recordResults(summary) {
            for (const suite of summary.suites)
                for (const test of suite.tests)
                    for (const run of test.runs) {
                        add(runs, { outcome: run.outcome }, 1, 'runs');
                        for (const code of new Set(run.codes))
                            add(failures, { code }, 1, 'run failures');
                        if (run.ending)
                            add(endings, { ending: run.ending }, 1, 'simulated runs');
                    }
            recordJudge(summary.judge);
            const budget = summary.run.budget;
            if (budget !== undefined) {
                if (budget.usd !== null)
                    safely('budget', () => budgetUsd.set(budget.usd));
                if (budget.tokens !== null)
                    safely('budget', () => budgetTokens.set(budget.tokens));
                safely('budget', () => budgetSpentTokens.set(budget.spent_tokens));
                safely('budget', () => budgetReached.set(budget.reached ? 1 : 0));
            }
        },
        exposition: () => registry.metrics(),
        problems: () => [...problems],
    };
    function recordJudge(usage) {
        if (usage === undefined)
            return;
        add(judgeCalls, {}, usage.calls, 'judge calls');
        add(cacheHits, {}, usage.cache_hits, 'judge cache hits');
        add(cacheMisses, {}, usage.cache_misses, 'judge cache misses');
        if (!usage.configured)
            return;
        spend('judge', usage.by_model ?? [{ model: null, calls: usage.calls, input_tokens: usage.input_tokens, output_tokens: usage.output_tokens }]);
    }
}
// --- latency and tokens of a comparison ------------------------------------------------------------
/** The metric families of a comparison's latency and tokens: every one starts with this. */
const PERFORMANCE_PREFIX = 'agent_eval_suite_';
/**
 * Each suite's latency and tokens per side, and their change base → PR, as gauges (the figures the
 * reports show, from comparison.json, in seconds and tokens): a side or a change without data has no
 * series, never a 0; "" when no suite has any.
 */
async function performanceExposition(comparison) {
    const registry = new prom_client__WEBPACK_IMPORTED_MODULE_1__.Registry();
    const gauge = (name, help, labelNames) => new prom_client__WEBPACK_IMPORTED_MODULE_1__.Gauge({ name: `${PERFORMANCE_PREFIX}${name}`, help, labelNames, registers: [registry] });
    const latency = gauge('latency_seconds', 'Per-turn latency of a suite on one side (base or head), over the answered turns of its scored runs: median or p90 (quantile type 7).', ['suite', 'side', 'statistic']);
    const tokens = gauge('tokens_per_conversation', "The agent's input + output tokens per conversation of a suite on one side: the median over the scored runs that reported them.", ['suite', 'side']);
    const ratio = (figure, what) => ({
        estimate: gauge(`${figure}_ratio`, `Head over base of a suite's ${what}: the Hodges-Lehmann estimate over tests (each test one unit), back on the ratio scale.`, ['suite', 'statistic']),
        lower: gauge(`${figure}_ratio_lower`, `Lower end of the Wilcoxon signed-rank interval of ${PERFORMANCE_PREFIX}${figure}_ratio.`, [
            'suite',
            'statistic',
        ]),
        upper: gauge(`${figure}_ratio_upper`, `Upper end of the Wilcoxon signed-rank interval of ${PERFORMANCE_PREFIX}${figure}_ratio.`, [
            'suite',
            'statistic',
        ]),
        slower: gauge(`${figure}_regressed`, `1 when a suite's ${what} went up by at least its fail-on threshold, significantly (it fails the check), else 0; absent when not gated.`, ['suite', 'statistic']),
    });
    const changes = { latency: ratio('latency', 'per-turn latency statistic'), tokens: ratio('tokens', 'median tokens per conversation') };
    let any = false;
    const set = (g, labels, value) => {
        if (value === null || !Number.isFinite(value))
            return;
        g.set(labels, value);
        any = true;
    };
    for (const s of comparison.suites) {
        const p = s.performance;
        if (p === undefined)
            continue;
        for (const [side, figures] of [
            ['base', p.base],
            ['head', p.head],
        ]) {
            if (figures === null)
                continue;
            set(latency, { suite: s.suite_id, side, statistic: 'median' }, figures.median_ms === null ? null : figures.median_ms / 1000);
            set(latency, { suite: s.suite_id, side, statistic: 'p90' }, figures.p90_ms === null ? null : figures.p90_ms / 1000);
            set(tokens, { suite: s.suite_id, side }, figures.tokens_per_conversation);
        }
        for (const [figure, change] of [
            ['latency', p.latency],
            ['tokens', p.tokens],
        ]) {
            if (change === null || change.ratio === null)
                continue;
            const labels = { suite: s.suite_id, statistic: change.statistic };
            const g = changes[figure];
            set(g.estimate, labels, change.ratio);
            set(g.lower, labels, change.ci?.[0] ?? null);
            set(g.upper, labels, change.ci?.[1] ?? null);
            if (change.verdict !== 'not_gated')
                set(g.slower, labels, change.verdict === 'slower' ? 1 : 0);
        }
    }
    // Families without a sample would still print their HELP and TYPE: nothing to add, nothing said.
    return any ? registry.metrics() : '';
}
/**
 * Adds a comparison's latency and tokens gauges to the metrics file the run wrote (or writes them
 * alone when there is none), replacing those of an earlier comparison in it: the run's metrics are
 * written before the comparison exists.
 */
async function writePerformanceMetrics(path, comparison) {
    const added = (await performanceExposition(comparison)).replace(/\n+$/, '');
    if (added === '')
        return;
    const before = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8').catch((e) => {
        if (e.code === 'ENOENT')
            return '';
        throw e;
    });
    const ours = (line) => line.startsWith(PERFORMANCE_PREFIX) ||
        line.startsWith(`# HELP ${PERFORMANCE_PREFIX}`) ||
        line.startsWith(`# TYPE ${PERFORMANCE_PREFIX}`);
    const kept = before
        .split('\n')
        .filter((line) => !ours(line))
        .join('\n')
        .replace(/\n+$/, '');
    await (0,_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)(path, `${[kept, added].filter(Boolean).join('\n\n')}\n`);
}
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
/** Why a grouping label name is not allowed, or null when it is. */
function groupingLabelProblem(name) {
    if (!LABEL_NAME.test(name))
        return `"${name}" is not a Prometheus label name (letters, digits and _, not starting with a digit)`;
    if (name === 'job' || name.startsWith('__'))
        return `"${name}" is reserved; the job is agent-eval, or the one named in the Pushgateway URL's path`;
    return null;
}
/**
 * The grouping of an action's push: the repository, the pull request (or, without one, the branch)
 * and the shard, so that concurrent pull requests and the shards of one run never replace each
 * other's metrics, while a re-run of the same job replaces its own.
 */
function actionGroupingLabels(run) {
    return [
        ['repository', run.repository],
        run.pr === null ? ['branch', run.branch] : ['pr', String(run.pr)],
        ...(run.shard === null ? [] : [['shard', `${run.shard.index}-of-${run.shard.total}`]]),
    ];
}
/**
 * Where the push goes: `<url>/metrics/job/agent-eval/<label>/<value>...`. A URL whose path already
 * names a group (`.../metrics/job/<job>[/<label>/<value>...]`) is kept as given, and only the labels
 * it does not name yet are appended. A value with a "/" (a repository, a branch) or an empty one
 * uses the Pushgateway's `<label>@base64/<url-safe base64>` form. The userinfo of the URL is taken
 * off and sent as Basic auth.
 */
function pushTarget(pushgatewayUrl, labels = []) {
    const parsed = URL.parse(pushgatewayUrl);
    if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
        throw new Error(`--pushgateway "${(0,_url_js__WEBPACK_IMPORTED_MODULE_6__/* .redactUrl */ .BO)(pushgatewayUrl)}" is not an http(s) URL; pass something like http://pushgateway:9091`);
    }
    const { url, authorization } = (0,_url_js__WEBPACK_IMPORTED_MODULE_6__/* .takeUserinfo */ .vT)(parsed);
    let path = url.pathname.replace(/\/+$/, '');
    const group = /\/metrics\/job(?:@base64)?\/[^/]+/.exec(path);
    const given = new Set();
    if (group === null)
        path = `${path}/metrics/job/agent-eval`;
    else
        for (const [i, segment] of path
            .slice(group.index + group[0].length)
            .split('/')
            .slice(1)
            .entries())
            if (i % 2 === 0)
                given.add(segment.replace(/@base64$/, ''));
    for (const [name, value] of labels) {
        if (given.has(name))
            continue;
        given.add(name);
        path +=
            value === '' || value.includes('/')
                ? `/${name}@base64/${Buffer.from(value, 'utf8').toString('base64url') || '='}`
                : `/${name}/${encodeURIComponent(value)}`;
    }
    url.pathname = path;
    return { url, authorization };
}
/**
 * PUTs the exposition to the group named by pushTarget (replacing that group's previous push, and
 * only that group's: concurrent pull requests and shards push to groups of their own).
 * Throws with the status and a short reason when the Pushgateway refuses.
 */
async function pushMetrics(pushgatewayUrl, exposition, options = {}) {
    const { url, authorization } = pushTarget(pushgatewayUrl, options.labels);
    const response = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': 'text/plain; version=0.0.4; charset=utf-8', ...(authorization === null ? {} : { authorization }) },
        body: exposition,
        signal: options.signal ?? AbortSignal.timeout(10_000),
    }).catch((e) => {
        const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(e);
        throw new Error(`could not reach the Pushgateway at ${(0,_url_js__WEBPACK_IMPORTED_MODULE_6__/* .redactUrl */ .BO)(url.href)}: ${cause}`);
    });
    if (!response.ok) {
        const text = (await response.text()).slice(0, 200);
        throw new Error(`the Pushgateway at ${(0,_url_js__WEBPACK_IMPORTED_MODULE_6__/* .redactUrl */ .BO)(url.href)} answered ${response.status} ${response.statusText}: ${text}`);
    }
    return url;
}


/***/ }),

/***/ 90845:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HL: () => (/* binding */ METRICS_FILE),
  h_: () => (/* binding */ createRunTelemetry)
});

// UNUSED EXPORTS: STOP_GRACE_MS, serverAttributes

// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(16698);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/agent/types.ts
var types = __webpack_require__(50016);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/files.ts
var src_files = __webpack_require__(59148);
// EXTERNAL MODULE: ./src/logger.ts
var logger = __webpack_require__(86999);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/portable-name.ts
var portable_name = __webpack_require__(67306);
// EXTERNAL MODULE: ./src/results/artifact-index.ts
var artifact_index = __webpack_require__(21143);
;// CONCATENATED MODULE: ./src/telemetry/artifacts.ts
// The artifact store: everything behind each turn (the request sent, the raw reply, the prompt the
// agent assembled when it offered one, tool results, the memory delta, every question sent to the
// judge and its replies), one JSONL file per suite under <report dir>/artifacts/, secrets masked.
// Lines are appended as each conversation finishes, so an interrupted run keeps the artifacts of
// every conversation it finished. artifacts/index.json says on which line each turn's record is (and
// which records hold a prompt snapshot), for the links of report.html.







/**
 * A file name for any suite id: kept as is when it is plain ([A-Za-z0-9._-], no leading dot, not
 * too long), otherwise cleaned and suffixed with a hash of the id so two ids never share a file;
 * either way portable (a suite `con` is no Windows device name).
 */
function artifactFileName(suiteId) {
    const plain = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,79}$/.test(suiteId);
    if (plain)
        return (0,portable_name/* portableFileName */.p5)(`${suiteId}.jsonl`);
    const cleaned = suiteId
        .replace(/[^A-Za-z0-9._-]+/g, '_')
        .replace(/^[._]+/, '')
        .slice(0, 60);
    const hash = (0,external_node_crypto_.createHash)('sha256').update(suiteId).digest('hex').slice(0, 12);
    return (0,portable_name/* portableFileName */.p5)(`${cleaned || 'suite'}-${hash}.jsonl`);
}
/** `keep`: leave the files of an earlier run in place (resume appends to them). */
async function openArtifactStore(reportDir, secrets, options) {
    const dir = (0,external_node_path_.join)(reportDir, artifact_index/* ARTIFACTS_DIR */.yQ);
    try {
        if (!options.keep)
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        await (0,promises_.mkdir)(dir, { recursive: true });
    }
    catch (e) {
        throw (0,src_files/* outputError */.cw)(dir, e);
    }
    const files = new Map();
    const conversations = {};
    if (options.keep)
        await indexExisting(dir, files, conversations);
    // One chain of writes per file, so the lines of concurrent conversations never interleave.
    const pending = new Map();
    return {
        dir,
        relativePath: (suiteId) => `${artifact_index/* ARTIFACTS_DIR */.yQ}/${artifactFileName(suiteId)}`,
        append(suiteId, turns) {
            if (turns.length === 0)
                return Promise.resolve();
            const name = artifactFileName(suiteId);
            const lines = turns.map((t) => `${(0,logger/* maskSecrets */.QU)(JSON.stringify(t), secrets)}\n`);
            const text = lines.join('');
            // Lines are numbered now, in the order the writes are chained, so the numbers match the file.
            const state = files.get(name) ?? { suite_id: suiteId, lines: 0, bytes: 0, broken: false };
            files.set(name, state);
            state.suite_id = suiteId;
            recordLines(conversations, name, turns.map((t, i) => ({ record: { ...t, snapshot: (t.prompt_snapshots?.length ?? 0) > 0 }, line: state.lines + i + 1 })));
            state.lines += lines.length;
            state.bytes += Buffer.byteLength(text);
            const file = (0,external_node_path_.join)(dir, name);
            const write = (pending.get(file) ?? Promise.resolve()).then(() => (0,promises_.appendFile)(file, text).catch((e) => {
                throw (0,src_files/* outputError */.cw)(file, e);
            }));
            pending.set(file, write.catch(() => {
                state.broken = true;
            }));
            return write;
        },
        async flush(runId) {
            await Promise.all(pending.values());
            const index = { schema: artifact_index/* ARTIFACT_INDEX_SCHEMA */.i7, run_id: runId ?? null, files: {}, conversations: {} };
            for (const [name, f] of files)
                if (!f.broken)
                    index.files[name] = { suite_id: f.suite_id, lines: f.lines, bytes: f.bytes };
            for (const [id, c] of Object.entries(conversations))
                if (index.files[c.file])
                    index.conversations[id] = c;
            await (0,src_files/* writeFileAtomic */.Zf)((0,external_node_path_.join)(dir, artifact_index/* ARTIFACT_INDEX_FILE */.FB), `${(0,logger/* maskSecrets */.QU)(JSON.stringify(index), secrets)}\n`);
        },
    };
}
/**
 * Indexes consecutive lines; `null` is a line that is not a record. A conversation's records are
 * written together, so a conversation seen again after other lines is a re-run (after a resume):
 * its new records replace the earlier ones.
 */
function recordLines(conversations, file, lines) {
    let previous = null;
    for (const { record, line } of lines) {
        if (record === null) {
            previous = null;
            continue;
        }
        const id = record.conversation_id;
        let entry = id === previous ? conversations[id] : undefined;
        if (entry)
            entry.turns.push([record.turn_id, line]);
        else
            conversations[id] = entry = { file, test_id: record.test_id, repeat: record.repeat, turns: [[record.turn_id, line]] };
        if (record.snapshot)
            (entry.prompt_snapshots ??= []).push(record.turn_id);
        previous = id;
    }
}
/**
 * On resume, numbers the lines already in the files by reading them. A last line cut short by a
 * crash is ended with a newline, so the next record starts a line of its own.
 */
async function indexExisting(dir, files, conversations) {
    for (const name of (await (0,promises_.readdir)(dir)).filter((n) => n.endsWith('.jsonl')).sort()) {
        const path = (0,external_node_path_.join)(dir, name);
        let text = await (0,promises_.readFile)(path, 'utf8');
        if (text.length > 0 && !text.endsWith('\n')) {
            await (0,promises_.appendFile)(path, '\n').catch((e) => {
                throw (0,src_files/* outputError */.cw)(path, e);
            });
            text += '\n';
        }
        const records = text
            .split('\n')
            .slice(0, -1)
            .map((line, i) => ({ record: parseRecord(line), line: i + 1 }));
        recordLines(conversations, name, records);
        const suiteId = records.findLast((r) => r.record !== null)?.record?.suite_id ?? '';
        const state = { suite_id: suiteId, lines: records.length, bytes: Buffer.byteLength(text), broken: false };
        files.set(name, state);
    }
}
function parseRecord(line) {
    try {
        const r = JSON.parse(line);
        if (r &&
            typeof r.suite_id === 'string' &&
            typeof r.conversation_id === 'string' &&
            typeof r.test_id === 'string' &&
            typeof r.repeat === 'number' &&
            typeof r.turn_id === 'string') {
            const snapshot = Array.isArray(r.prompt_snapshots) && r.prompt_snapshots.length > 0;
            return {
                suite_id: r.suite_id,
                conversation_id: r.conversation_id,
                test_id: r.test_id,
                repeat: r.repeat,
                turn_id: r.turn_id,
                snapshot,
            };
        }
    }
    catch {
        // A damaged line keeps its number but links nowhere.
    }
    return null;
}

// EXTERNAL MODULE: ./src/telemetry/metrics.ts
var telemetry_metrics = __webpack_require__(87910);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/build/src/index.js
var src = __webpack_require__(63914);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/url.ts
var src_url = __webpack_require__(17666);
;// CONCATENATED MODULE: ./src/telemetry/tracing.ts
// OpenTelemetry spans (the only importer of @opentelemetry/*). Spans are exported over OTLP/HTTP
// (JSON) when OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set, unless the
// standard switches turn it off (OTEL_SDK_DISABLED=true, OTEL_TRACES_EXPORTER=none); otherwise the
// tracer is a plain object that does nothing, and the SDK is not even loaded.



const NOOP_SPAN = { setAttributes: () => { }, event: () => { }, fail: () => { }, end: () => { }, traceparent: () => null };
const noopTracing = { enabled: false, startSpan: () => NOOP_SPAN, shutdown: async () => { } };
/** The OTLP traces URL from the standard environment variables, or null when none is set. */
function otlpTracesUrl(env) {
    const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
    if (traces)
        return traces;
    const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
    if (base)
        return `${base.replace(/\/+$/, '')}/v1/traces`;
    return null;
}
/**
 * Why the environment turns trace export off, or null: OTEL_SDK_DISABLED=true, or OTEL_TRACES_EXPORTER
 * naming `none` (or only exporters other than otlp, the one this tool has).
 */
function tracesDisabledBy(env) {
    if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true')
        return 'OTEL_SDK_DISABLED=true';
    const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean);
    if (exporters.length > 0 && (exporters.includes('none') || !exporters.includes('otlp')))
        return `OTEL_TRACES_EXPORTER=${exporters.join(',')}`;
    return null;
}
/** Tracing to the OTLP endpoint named by `env`, or the no-op tracer. */
async function createTracing(env) {
    const endpoint = otlpTracesUrl(env);
    if (endpoint === null || tracesDisabledBy(env) !== null)
        return noopTracing;
    // The exporter ignores a URL's userinfo: sent as Basic auth instead, as for the agent and the Pushgateway.
    const { url, authorization } = URL.canParse(endpoint) ? (0,src_url/* takeUserinfo */.vT)(new URL(endpoint)) : { url: endpoint, authorization: null };
    // Loaded only when asked for: a run without tracing pays nothing for the SDK.
    const [{ BasicTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(647), __webpack_require__.e(644)]).then(__webpack_require__.bind(__webpack_require__, 19644)),
        Promise.all(/* import() */[__webpack_require__.e(647), __webpack_require__.e(4)]).then(__webpack_require__.bind(__webpack_require__, 86004)),
        __webpack_require__.e(/* import() */ 647).then(__webpack_require__.bind(__webpack_require__, 75647)),
    ]);
    const provider = new BasicTracerProvider({
        resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || version.TOOL_NAME, 'service.version': version.VERSION }),
        spanProcessors: [
            new BatchSpanProcessor(new OTLPTraceExporter({ url: String(url), ...(authorization === null ? {} : { headers: { authorization } }) })),
        ],
    });
    const tracer = provider.getTracer(version.TOOL_NAME, version.VERSION);
    const wrap = (span) => ({
        setAttributes: (attributes) => span.setAttributes(attributes),
        event: (name, attributes) => span.addEvent(name, attributes),
        fail(code, message) {
            span.setAttribute('agent_eval.failure_code', code);
            span.setAttribute('error.type', code);
            span.setStatus({ code: src.SpanStatusCode.ERROR, message: `${code}: ${message}` });
        },
        end: () => span.end(),
        traceparent() {
            const c = span.spanContext();
            return `00-${c.traceId}-${c.spanId}-${(c.traceFlags & 1).toString(16).padStart(2, '0')}`;
        },
    });
    const spans = new WeakMap();
    return {
        enabled: true,
        startSpan(name, attributes, parent, kind = 'internal') {
            const parentSpan = parent === undefined ? undefined : spans.get(parent);
            const ctx = parentSpan === undefined ? src.ROOT_CONTEXT : src.trace.setSpan(src.ROOT_CONTEXT, parentSpan);
            const span = tracer.startSpan(name, { attributes, kind: kind === 'client' ? src.SpanKind.CLIENT : src.SpanKind.INTERNAL }, ctx);
            const handle = wrap(span);
            spans.set(handle, span);
            return handle;
        },
        async shutdown() {
            await provider.forceFlush();
            await provider.shutdown();
        },
    };
}

;// CONCATENATED MODULE: ./src/telemetry/telemetry.ts
// The runner's telemetry port (RunTelemetry in runner/run.ts), implemented: spans (tracing.ts),
// Prometheus metrics (metrics.ts) and the artifact store (artifacts.ts), fed by wrapping the agent
// client and the judge, so the engine only has to scope each conversation. The conversation in
// progress travels in AsyncLocalStorage: agent and judge calls find their parent span and their
// artifact record without new parameters. It records, it never recomputes: the judge's messages
// are those the verdict says were sent, the facts delta the one the runner asserted on.










const METRICS_FILE = 'metrics.prom';
/** How long a stopped run still tries to publish its metrics and traces. */
const STOP_GRACE_MS = 500;
async function createRunTelemetry(options) {
    // An error message from a client library may quote the URL it was given.
    const urlSecretList = [...(0,src_url/* urlSecrets */.Fn)(options.pushgatewayUrl), ...(0,src_url/* urlSecrets */.Fn)(otlpTracesUrl(options.env))];
    const mask = (e) => (0,logger/* maskSecrets */.QU)((0,errors/* errorMessage */.gJ)(e), [...options.secrets, ...urlSecretList]);
    const tracing = options.tracing ?? (await createTracing(options.env));
    const metrics = (0,telemetry_metrics/* createRunMetrics */.th)(options.prices);
    const artifacts = await openArtifactStore(options.reportDir, options.secrets, { keep: options.keepArtifacts ?? false });
    const conversations = new external_node_async_hooks_.AsyncLocalStorage();
    const agentCalls = new external_node_async_hooks_.AsyncLocalStorage();
    let runSpan;
    const suites = new Map();
    const failedWrites = [];
    const endTurn = (scope) => {
        scope.turn?.span.end();
        scope.turn = null;
    };
    function startTurn(scope, request) {
        if (!scope)
            return null;
        endTurn(scope);
        const { job } = scope;
        const artifact = emptyArtifact(job, request.test.turn_id, request);
        scope.artifacts.push(artifact);
        scope.turn = { id: request.test.turn_id, span: tracing.startSpan('turn', { turn_id: request.test.turn_id }, scope.span), artifact };
        return scope.turn;
    }
    const wrapConversation = (inner, server) => ({
        close: () => inner.close(),
        async execute(request, signal) {
            const turn = startTurn(conversations.getStore(), request);
            // A CLIENT span with the HTTP semantic conventions: backends draw the agent as a dependency.
            const span = tracing.startSpan('agent call', { turn_id: request.test.turn_id, thread_id: request.test.conversation_id, ...server }, turn?.span ?? runSpan, 'client');
            try {
                const outcome = await agentCalls.run(span, () => inner.execute(request, signal));
                const reply = outcome.turn;
                metrics.agentTurn({ ok: true, attempts: outcome.attempts, latencySeconds: outcome.latency_ms / 1000, usage: reply.usage });
                attemptEvents(span, outcome.failed_attempts ?? []);
                span.setAttributes({
                    attempts: outcome.attempts,
                    latency_ms: outcome.latency_ms,
                    ...(outcome.status == null ? {} : { 'http.response.status_code': outcome.status }),
                    ...(outcome.attempts > 1 ? { 'http.request.resend_count': outcome.attempts - 1 } : {}),
                    ...(reply.trace_id ? { 'agent.trace_id': reply.trace_id } : {}),
                });
                if (turn) {
                    Object.assign(turn.artifact, {
                        response: reply.raw,
                        tool_results: reply.tool_calls.map((c) => ({
                            name: c.name,
                            args: c.args,
                            result: c.result ?? null,
                            is_error: c.is_error ?? false,
                        })),
                        // The facts delta comes from the runner (turnObserved), once it has computed it.
                        memory_delta: { facts: null, changed_keys: changedKeys(request.context.memory, reply.memory) },
                        attempts: outcome.attempts,
                        latency_ms: outcome.latency_ms,
                        failed_attempts: outcome.failed_attempts ?? [],
                        ...(reply.prompt_snapshots ? { prompt_snapshots: reply.prompt_snapshots } : {}),
                    });
                }
                return outcome;
            }
            catch (e) {
                if (e instanceof types/* AgentCallError */.w) {
                    metrics.agentTurn({ ok: false, attempts: e.attempts, latencySeconds: 0, usage: null });
                    attemptEvents(span, e.failedAttempts);
                    if (e.status !== null)
                        span.setAttributes({ 'http.response.status_code': e.status });
                    if (e.attempts > 1)
                        span.setAttributes({ 'http.request.resend_count': e.attempts - 1 });
                    span.fail(e.code, e.message);
                    turn?.span.fail(e.code, e.message);
                    if (turn)
                        Object.assign(turn.artifact, {
                            attempts: e.attempts,
                            error: { code: e.code, message: e.message },
                            failed_attempts: e.failedAttempts,
                        });
                }
                else {
                    span.fail('ABORTED', (0,errors/* errorMessage */.gJ)(e));
                }
                throw e;
            }
            finally {
                span.end();
            }
        },
    });
    function judgeParent(turnId) {
        const scope = conversations.getStore();
        if (!scope)
            return { span: runSpan, artifact: undefined };
        if (scope.turn?.id === turnId)
            return { span: scope.turn.span, artifact: scope.turn.artifact };
        // The final assertions: a record of their own, under the conversation.
        let artifact = scope.artifacts.find((a) => a.turn_id === turnId && a.request === null);
        if (!artifact) {
            artifact = emptyArtifact(scope.job, turnId, null);
            scope.artifacts.push(artifact);
        }
        return { span: scope.span, artifact };
    }
    const wrapJudge = (inner) => ({
        configured: inner.configured,
        usage: () => inner.usage(),
        similarity: (a, b, signal) => inner.similarity(a, b, signal),
        async judge(request, signal) {
            const parent = judgeParent(request.turn_id);
            const span = tracing.startSpan('judge call', { turn_id: request.turn_id, criteria: request.criteria.join(',') }, parent.span);
            const started = performance.now();
            try {
                const verdict = await inner.judge(request, signal);
                if (verdict.status !== 'skipped')
                    metrics.judgeCall((performance.now() - started) / 1000);
                span.setAttributes({
                    status: verdict.status,
                    ...(verdict.status === 'skipped' ? {} : { model: verdict.model, cached: verdict.cached }),
                });
                if (verdict.status === 'unscored')
                    span.fail('JUDGE_ERROR', verdict.reason);
                parent.artifact?.judge.push({
                    requests: verdict.status === 'skipped' ? [] : verdict.requests,
                    model: verdict.status === 'skipped' ? null : verdict.model,
                    status: verdict.status,
                    cached: verdict.status === 'skipped' ? false : verdict.cached,
                    raw: verdict.status === 'skipped' ? null : verdict.raw,
                    reason: verdict.status === 'scored' ? null : verdict.reason,
                });
                return verdict;
            }
            catch (e) {
                span.fail('JUDGE_ERROR', (0,errors/* errorMessage */.gJ)(e));
                throw e;
            }
            finally {
                span.end();
            }
        },
    });
    return {
        agentHeaders() {
            const traceparent = agentCalls.getStore()?.traceparent();
            return traceparent ? { traceparent } : {};
        },
        wrapClient: (client) => {
            const server = serverAttributes(client);
            return {
                target: client.target,
                transport: client.transport,
                url: client.url,
                conversation: (id) => wrapConversation(client.conversation(id), server),
            };
        },
        wrapJudge,
        turnObserved(turnId, factsDelta) {
            const turn = conversations.getStore()?.turn;
            if (turn?.id === turnId && turn.artifact.memory_delta)
                turn.artifact.memory_delta.facts = factsDelta;
        },
        runStarted(jobs, run) {
            // Adaptive repeats start a round at a time: every round is part of the one run span.
            runSpan ??= tracing.startSpan('run', { target: (0,src_url/* redactUrl */.BO)(run.target), transport: run.transport, planned: jobs.length });
            for (const job of jobs) {
                const suite = suites.get(job.suiteIndex);
                if (suite)
                    suite.open += 1;
                else
                    suites.set(job.suiteIndex, { span: tracing.startSpan('suite', { suite_id: job.suite.suite_id }, runSpan), open: 1 });
            }
        },
        async conversation(job, play) {
            const span = tracing.startSpan('conversation', {
                test_case_id: job.test.test_id,
                conversation_id: job.conversationId,
                thread_id: job.threadId,
                suite_id: job.suite.suite_id,
                repeat: job.repeat,
            }, suites.get(job.suiteIndex)?.span ?? runSpan);
            const scope = { job, span, turn: null, artifacts: [] };
            try {
                const record = await conversations.run(scope, play);
                if (record.simulator_usage !== undefined)
                    metrics.simulatorRun(record.simulator_usage);
                span.setAttributes({ outcome: record.outcome, ...(record.codes.length > 0 ? { failure_codes: record.codes.join(',') } : {}) });
                if (record.outcome === 'failed' || record.outcome === 'errored') {
                    span.fail(record.error?.code ?? record.codes[0] ?? record.outcome, record.error?.message ?? `run ${record.outcome}: ${record.codes.join(', ')}`);
                }
                const suite = suites.get(job.suiteIndex);
                if (suite && --suite.open === 0) {
                    suite.span.end();
                    suites.delete(job.suiteIndex);
                }
                return record;
            }
            catch (e) {
                span.fail('INTERRUPTED', (0,errors/* errorMessage */.gJ)(e));
                throw e;
            }
            finally {
                endTurn(scope);
                span.end();
                // The artifacts of a conversation are kept even when it ended in an error.
                await artifacts.append(job.suite.suite_id, scope.artifacts).catch((e) => {
                    failedWrites.push((0,errors/* errorMessage */.gJ)(e));
                });
            }
        },
        async finish(summary) {
            // First: the run span carries the judge's spending too.
            metrics.recordResults(summary);
            for (const suite of suites.values())
                suite.span.end();
            suites.clear();
            if (runSpan) {
                runSpan.setAttributes({
                    complete: summary.run.complete,
                    ...summary.counts,
                    // The run id names results.json and the artifacts; the commit is the code under test.
                    'agent_eval.run.id': summary.run.id,
                    ...(summary.run.commit ? { 'vcs.ref.head.revision': summary.run.commit } : {}),
                    ...spendingAttributes(metrics),
                });
                if (!summary.run.complete)
                    runSpan.fail('INCOMPLETE', summary.run.incomplete_reason ?? 'run incomplete');
                runSpan.end();
            }
            await artifacts.flush(summary.run.id);
            if (failedWrites.length > 0)
                options.logger.warning(`could not write ${failedWrites.length} artifact record(s) in ${artifacts.dir}: ${failedWrites[0]}`);
            // Stopped by a signal: the user is waiting for the process to end.
            const grace = options.stop?.aborted ? AbortSignal.timeout(STOP_GRACE_MS) : undefined;
            const left = metrics.problems();
            if (left.length > 0)
                options.logger.warning(`${METRICS_FILE}: ${left.length} value(s) left out: ${mask(left.slice(0, 3).join('; '))}${left.length > 3 ? '; ...' : ''}`);
            const exposition = (0,logger/* maskSecrets */.QU)(await metrics.exposition(), options.secrets);
            await (0,src_files/* writeFileAtomic */.Zf)((0,external_node_path_.join)(options.reportDir, METRICS_FILE), exposition);
            if (options.pushgatewayUrl !== undefined) {
                try {
                    const url = await (0,telemetry_metrics/* pushMetrics */.U6)(options.pushgatewayUrl, exposition, {
                        labels: options.pushgatewayLabels ?? [],
                        ...(grace ? { signal: grace } : {}),
                    });
                    options.logger.info(`Metrics pushed to ${(0,src_url/* redactUrl */.BO)(url.href)}`);
                }
                catch (e) {
                    options.logger.warning(`metrics not pushed: ${mask(e)}; they are in ${METRICS_FILE}`);
                }
            }
            try {
                await (grace
                    ? Promise.race([tracing.shutdown(), rejectOnAbort(grace, 'the run was stopped before the export finished')])
                    : tracing.shutdown());
            }
            catch (e) {
                const endpoint = otlpTracesUrl(options.env);
                options.logger.warning(`traces not exported${endpoint === null ? '' : ` to ${(0,src_url/* redactUrl */.BO)(endpoint)}`}: ${mask(e)}; check OTEL_EXPORTER_OTLP_ENDPOINT`);
            }
        },
    };
}
function rejectOnAbort(signal, reason) {
    return new Promise((_, reject) => {
        if (signal.aborted)
            reject(new Error(reason));
        else
            signal.addEventListener('abort', () => reject(new Error(reason)), { once: true });
    });
}
/**
 * The agent as a server, in the OpenTelemetry semantic conventions: its URL (credentials and
 * secret-looking parameters redacted), host and port; the method over HTTP, the protocol over WebSocket.
 */
function serverAttributes(client) {
    const href = client.url ?? client.target;
    if (!URL.canParse(href))
        return {};
    const url = new URL(href);
    const secure = url.protocol === 'https:' || url.protocol === 'wss:';
    return {
        'url.full': (0,src_url/* redactUrl */.BO)(href),
        'server.address': url.hostname.replace(/^\[(.*)\]$/, '$1'),
        'server.port': url.port === '' ? (secure ? 443 : 80) : Number(url.port),
        ...(client.transport === 'ws' ? { 'network.protocol.name': 'websocket' } : { 'http.request.method': 'POST' }),
    };
}
/** One span event per failed attempt, in order: what failed, and the status when an answer came. */
function attemptEvents(span, attempts) {
    for (const a of attempts) {
        span.event('attempt failed', {
            attempt: a.attempt,
            'error.type': a.code,
            ...(a.status === null ? {} : { 'http.response.status_code': a.status }),
        });
    }
}
/** Top-level memory keys whose value changed (facts are diffed in detail separately). */
function changedKeys(before, after) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).sort();
}
/** A turn's artifact before anything is known but what was sent (null for the final assertions). */
function emptyArtifact(job, turnId, request) {
    return {
        suite_id: job.suite.suite_id,
        test_id: job.test.test_id,
        conversation_id: job.conversationId,
        thread_id: job.threadId,
        repeat: job.repeat,
        turn_id: turnId,
        request,
        response: null,
        tool_results: [],
        memory_delta: null,
        attempts: 0,
        latency_ms: null,
        error: null,
        failed_attempts: [],
        judge: [],
    };
}
/**
 * The run span's tokens and dollars per source (agent, judge, simulator), as the metrics counted
 * them; a cost attribute only where every token of the source was priced.
 */
function spendingAttributes(metrics) {
    const attributes = {};
    for (const [source, s] of Object.entries(metrics.spending())) {
        if (s === null)
            continue;
        attributes[`agent_eval.${source}.tokens`] = s.tokens;
        if (s.usd !== null)
            attributes[`agent_eval.${source}.cost_usd`] = s.usd;
    }
    return attributes;
}


/***/ }),

/***/ 58637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bh: () => (/* binding */ PriceFileSchema),
/* harmony export */   ho: () => (/* binding */ costOf),
/* harmony export */   qx: () => (/* binding */ priceTable),
/* harmony export */   xx: () => (/* binding */ priceOf)
/* harmony export */ });
/* unused harmony exports BUILTIN_PRICES_DATE, BUILTIN_PRICES, MAX_PRICED_MODELS, MODEL_NOT_REPORTED */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26921);
// Prices: US dollars per million tokens, per model. A user's table (`--prices FILE`, input `prices`,
// JSON or YAML `{"<model>": {"input": 2.5, "cached_input": 1.25, "output": 10}}`) is laid over a
// small built-in table of common models, dated in BUILTIN_PRICES_DATE because providers change their
// prices. A model found in neither is unpriced: a total that includes its tokens is "unpriced" and
// names the model, never $0.

/** When the built-in prices were taken from the providers' price pages. */
const BUILTIN_PRICES_DATE = '2025-06-01';
/** Common models at their list prices on BUILTIN_PRICES_DATE (standard tier, no batch discount). */
const BUILTIN_PRICES = {
    'gpt-4.1': { input: 2, cached_input: 0.5, output: 8 },
    'gpt-4.1-mini': { input: 0.4, cached_input: 0.1, output: 1.6 },
    'gpt-4.1-nano': { input: 0.1, cached_input: 0.025, output: 0.4 },
    'gpt-4o': { input: 2.5, cached_input: 1.25, output: 10 },
    'gpt-4o-mini': { input: 0.15, cached_input: 0.075, output: 0.6 },
    o3: { input: 2, cached_input: 0.5, output: 8 },
    'o4-mini': { input: 1.1, cached_input: 0.275, output: 4.4 },
    'text-embedding-3-small': { input: 0.02, output: 0 },
    'text-embedding-3-large': { input: 0.13, output: 0 },
    'claude-sonnet-4': { input: 3, cached_input: 0.3, output: 15 },
    'claude-3-5-haiku': { input: 0.8, cached_input: 0.08, output: 4 },
};
/** Models a price file may list. */
const MAX_PRICED_MODELS = 1000;
/** No list price comes near this; a larger one is a typo (per token instead of per million?). */
const MAX_PRICE = 100_000;
const Price = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(MAX_PRICE);
/** A price file, validated by readDataFile so a mistake names its line. */
const PriceFileSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(200), zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ input: Price, cached_input: Price.optional(), output: Price }))
    .refine((table) => Object.keys(table).length <= MAX_PRICED_MODELS, { message: `at most ${MAX_PRICED_MODELS} models` });
/** The built-in prices, with the user's over them when a file was given. */
function priceTable(user = null, file = null) {
    const models = new Map(Object.entries(BUILTIN_PRICES));
    for (const [model, price] of Object.entries(user ?? {}))
        models.set(model, price);
    return { source: user === null ? 'built-in' : 'file', builtInDate: BUILTIN_PRICES_DATE, file, models };
}
/**
 * The price of a model: its own entry, else that of the model it is a dated snapshot of
 * ("gpt-4o-2024-08-06" is priced as "gpt-4o"; the longest such name wins). Null: unpriced.
 */
function priceOf(table, model) {
    const own = table.models.get(model);
    if (own !== undefined)
        return own;
    let best = null;
    for (const name of table.models.keys()) {
        if (model.startsWith(`${name}-`) && /^\d/.test(model.slice(name.length + 1)) && (best === null || name.length > best.length))
            best = name;
    }
    return best === null ? null : (table.models.get(best) ?? null);
}
/** The name a report gives tokens whose model the agent did not report. */
const MODEL_NOT_REPORTED = 'model not reported';
/** Cached input tokens at the cached price (the input price when the model has none), the rest at the input and output prices. */
function costOf(entries, table) {
    let usd = 0;
    const unpriced = [];
    for (const e of entries) {
        if (e.input_tokens === 0 && e.output_tokens === 0)
            continue;
        const price = e.model === null ? null : priceOf(table, e.model);
        if (price === null) {
            const name = e.model ?? MODEL_NOT_REPORTED;
            if (!unpriced.includes(name))
                unpriced.push(name);
            continue;
        }
        const cached = Math.min(e.cached_tokens ?? 0, e.input_tokens);
        usd += ((e.input_tokens - cached) * price.input + cached * (price.cached_input ?? price.input) + e.output_tokens * price.output) / 1e6;
    }
    return { usd: unpriced.length > 0 ? null : usd, unpriced };
}


/***/ })

};
