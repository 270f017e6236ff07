export const id = 932;
export const ids = [932];
export const modules = {

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
});
/** Distinct causes of errored runs kept per side in comparison.json. */
const ERRORED_CAUSES_KEPT = 10;

// EXTERNAL MODULE: ./src/url.ts
var url = __webpack_require__(17666);
// EXTERNAL MODULE: ./src/usage/prices.ts
var prices = __webpack_require__(58637);
// EXTERNAL MODULE: ./src/compare/cost.ts
var cost = __webpack_require__(69482);
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
    const suites = analyses.map((a) => a.comparison);
    // Captured drafts are reported with the others but leave the check's verdict to the rest.
    const overall = minPassRule(nothingEvaluated(head) ??
        overallVerdict(suites.filter((s) => s.draft !== true), base === null), suites, options.minPassFails ?? false);
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

// EXTERNAL MODULE: ./src/logger.ts
var logger = __webpack_require__(86999);
// EXTERNAL MODULE: ./src/results/read.ts
var read = __webpack_require__(12908);
// EXTERNAL MODULE: ./src/results/history.ts
var results_history = __webpack_require__(82294);
// EXTERNAL MODULE: ./src/report/report-model.ts + 1 modules
var report_model = __webpack_require__(84669);
// EXTERNAL MODULE: ./src/report/terminal.ts
var terminal = __webpack_require__(87496);
// EXTERNAL MODULE: ./src/report/write.ts + 2 modules
var write = __webpack_require__(52899);
// EXTERNAL MODULE: ./src/suite/loader.ts + 1 modules
var loader = __webpack_require__(34283);
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

Exit codes: 0 no significant regression, 1 significant regression or a broken test (or an invalid comparison),
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
        now,
        baseline: { source, commit: base.run.commit, distance: null, ...(source === 'file' ? (0,baseline_age/* baselineAge */.HP)(base, now) : {}) },
    });
    const stale = (0,baseline_age/* staleBaselineWarning */.bO)(comparison.baseline, input.maxBaselineAge ?? baseline_age/* DEFAULT_MAX_BASELINE_AGE_DAYS */.Hu);
    if (stale !== null)
        comparison.warnings.push(stale);
    const secrets = input.secrets ?? (0,settings_secrets/* gatherSecrets */.b)({}, io.env);
    const outDir = (0,external_node_path_.resolve)(io.cwd, input.outDir);
    const paths = await (0,write/* writeReports */.Li)(outDir, { comparison, head: input.head, base, secrets });
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

/***/ 57051:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ scoredRuns),
/* harmony export */   Fd: () => (/* binding */ classifyChange),
/* harmony export */   Jv: () => (/* binding */ meanTestPassRate),
/* harmony export */   c: () => (/* binding */ newTestFails),
/* harmony export */   fx: () => (/* binding */ firstFailure),
/* harmony export */   oo: () => (/* binding */ countRuns),
/* harmony export */   xM: () => (/* binding */ failsOnHead)
/* harmony export */ });
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
/** A test with a failed scored run on head: what a report lists when there is nothing to compare it with. */
function failsOnHead(t) {
    return t.head !== null && t.head.passed < t.head.runs;
}
/**
 * A test added to a compared suite, or whose spec changed, that fails on head: the baseline has
 * nothing to compare it with, so like a new suite's failing tests it is listed as it is and keeps
 * the check from passing. Quarantined tests do not gate.
 */
function newTestFails(t) {
    return (t.change === 'added' || t.change === 'changed') && !t.quarantined && failsOnHead(t);
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
        reason: '',
        without_assertion: { repeat: run.repeat, codes: [...run.codes] },
    };
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
    const reported = error?.code;
    if (!(error instanceof Error))
        return new Error(String(error));
    if (typeof reported !== 'string')
        return error;
    const code = reported === 'ENOENT' ? (whyNotCreated(path) ?? reported) : reported;
    const { cause, fix } = describeWriteFailure(code, path, error.message);
    return new OutputError(`cannot write ${path}: ${cause} (${code}); ${fix}`, path, code);
}
/**
 * Why a folder on the path could not be made, when the system said only ENOENT: Node's recursive
 * mkdir, refused a folder on a read-only file system (EROFS) or in an unwritable one (EACCES),
 * reports that the folder it could not make does not exist. The nearest folder that exists says why.
 */
function whyNotCreated(path) {
    for (let at = path; (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at) !== at;) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at);
        const info = statIfAny(at);
        if (info === undefined)
            continue;
        if (!info.isDirectory())
            return undefined;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(at, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
            return undefined;
        }
        catch (error) {
            const code = error.code;
            return typeof code === 'string' ? code : undefined;
        }
    }
    return undefined;
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

/***/ 86999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QU: () => (/* binding */ maskSecrets),
/* harmony export */   Uu: () => (/* binding */ memoryLogger)
/* harmony export */ });
/* unused harmony exports withGroup, consoleLogger */
/** Runs `fn` inside a foldable group of the log named `name`; the group ends however `fn` ends, a throw too. */
async function withGroup(logger, name, fn) {
    logger.startGroup?.(name);
    try {
        return await fn();
    }
    finally {
        logger.endGroup?.();
    }
}
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
/**
 * A logger that records lines, for tests and for capturing warnings into reports. A group is the
 * line `group: <name>` and its end `endgroup: <name>`.
 */
function memoryLogger() {
    const lines = [];
    const open = [];
    return {
        lines,
        debug: (m) => lines.push(`debug: ${m}`),
        info: (m) => lines.push(m),
        warning: (m) => lines.push(`warning: ${m}`),
        error: (m) => lines.push(`error: ${m}`),
        startGroup: (name) => {
            open.push(name);
            lines.push(`group: ${name}`);
        },
        endGroup: () => void lines.push(`endgroup: ${open.pop() ?? '(none open)'}`),
    };
}


/***/ }),

/***/ 12011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ erroredLine),
/* harmony export */   DW: () => (/* binding */ CI_METHOD_LABELS),
/* harmony export */   Du: () => (/* binding */ groupIdentical),
/* harmony export */   Kd: () => (/* binding */ settleRepeats),
/* harmony export */   QR: () => (/* binding */ tokensInOut),
/* harmony export */   R4: () => (/* binding */ deltaLabel),
/* harmony export */   VF: () => (/* binding */ repeatsLabel),
/* harmony export */   XG: () => (/* binding */ ageText),
/* harmony export */   YN: () => (/* binding */ erroredCauseText),
/* harmony export */   Zz: () => (/* binding */ TEST_METHOD_LABELS),
/* harmony export */   f0: () => (/* binding */ baselineSource),
/* harmony export */   fm: () => (/* binding */ maxAgeText),
/* harmony export */   zd: () => (/* binding */ PASS_RATE_DEFINITION)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);

const DELTA_METHOD_LABELS = {
    'newcombe-paired': 'Newcombe paired (method 10)',
    'wilson-mover': 'Wilson-MOVER over tests',
    'paired-t-wilson-mover': 'the wider of Wilson-MOVER and the paired t interval over tests',
    'newcombe-unpaired': 'Newcombe hybrid score (method 10, unpaired)',
    'wilson-mover-unpaired': 'Wilson-MOVER over tests, unpaired',
};
/** The delta's method, and where it was measured when not on every run. */
function deltaLabel(delta) {
    const label = DELTA_METHOD_LABELS[delta.method];
    return delta.on === 'effect_runs' ? `${label}, on each test's effect runs (adaptive repeats: the change the verdict used)` : label;
}
const TEST_METHOD_LABELS = {
    'mcnemar-exact': 'exact McNemar',
    'mcnemar-midp': 'mid-p McNemar',
    'sign-flip-exact': 'exact sign-flip test over tests',
    'sign-flip-midp': 'mid-p sign-flip test over tests',
    'sign-flip-normal': 'sign-flip test over tests, normal approximation (too many changed tests to enumerate)',
    'fisher-exact': 'Fisher exact',
};
const CI_METHOD_LABELS = {
    wilson: 'Wilson',
    'wilson-mover': 'Wilson-MOVER over tests',
};
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
    const parts = [where];
    if (baseline.distance !== null && baseline.source === 'branch')
        parts.push(baseline.distance === 0 ? 'at the merge-base' : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(baseline.distance, 'commit')} before the merge-base`);
    // A fresh baseline ran in this job: its age says nothing.
    if (baseline.source !== 'fresh' && baseline.age_ms != null)
        parts.push(`run ${ageText(baseline.age_ms)} ago`);
    if (baseline.behind != null)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(baseline.behind, 'commit')} behind the base`);
    return parts.join(', ');
}
/** An age as a reader says it: minutes, hours up to two days, then days. */
function ageText(ms) {
    const minutes = Math.floor(ms / 60_000);
    if (minutes < 60)
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(Math.max(1, minutes), 'minute');
    const hours = Math.floor(minutes / 60);
    if (hours < 48)
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(hours, 'hour');
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(Math.floor(hours / 24), 'day');
}
/** A limit in days as `max-baseline-age` takes it: whole days, else hours. */
function maxAgeText(days) {
    return Number.isInteger(days) ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(days, 'day') : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(Math.round(days * 24), 'hour');
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
/* harmony export */   qN: () => (/* binding */ renderRunSummary),
/* harmony export */   wQ: () => (/* binding */ renderComment)
/* harmony export */ });
/* unused harmony exports brokenLine, failingTestLine, erroredLines */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _results_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64042);
/* harmony import */ var _github_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78879);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(17666);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12011);
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(84669);
/* harmony import */ var _wording_code_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(18798);
/* harmony import */ var _wording_gate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25018);
/* harmony import */ var _wording_pass_k_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(99608);
/* harmony import */ var _wording_power_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(78724);
/* harmony import */ var _wording_simulated_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(47247);
/* harmony import */ var _wording_suite_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(11289);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(16264);














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
        attentionSection(model),
        minPassSection(model),
        validitySection(model),
        quarantineSection(model),
        statisticsSection(model),
        fixedAndFlakySection(model),
        simulatedSection(model.simulated),
        judgeSection(model.judge),
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
        head: `<details>\n<summary>… and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(more.length, `more ${noun}`)}</summary>\n\n`,
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
        test ? `p: ${test}, one-sided (PR worse), Holm-adjusted over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(tested, 'suite')}` : '',
        rates ? `pass rates: ${_format_js__WEBPACK_IMPORTED_MODULE_3__/* .PASS_RATE_DEFINITION */ .zd} (${rates}, 95% intervals), errored runs excluded` : '',
    ].filter(Boolean);
    return `<sub>${[...parts].join('; ')}${parts.length > 0 ? '. ' : ''}${(0,_wording_gate_js__WEBPACK_IMPORTED_MODULE_6__/* .gateRuleText */ .Nt)(comparison)}</sub>`;
}
/** Runs with each failure code, per suite and side, as report.html lists them. */
function failureCodeTable(model) {
    const rows = model.failureCodes.map((r) => `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(r.suiteId, 100)} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(r.code, { inTable: true })} | ${r.base} | ${r.head} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .signedCount */ .c3)(r.head - r.base)} |`);
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
        head: `<details>\n<summary>${(0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(fixed.length, 'fixed test')} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(flaky.length, 'flaky test')}</summary>\n\n`,
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
        head: `### ${failing ? '❌' : '⚠️'} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(breaches.length, 'test')} below min_pass\n\n`,
        items: breaches.map((b) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(b.text, 300)}`),
        tail: `\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)((0,_wording_pass_k_js__WEBPACK_IMPORTED_MODULE_11__/* .minPassConsequenceText */ .q4)(fails), 300)}`,
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
        tail: `\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)((0,_wording_pass_k_js__WEBPACK_IMPORTED_MODULE_11__/* .passKMethodText */ .J1)(), 500)}\n\n</details>`,
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
function judgeSection(judge) {
    return judge === null ? null : { name: 'judge usage', keep: 30, head: '', items: [`**Judge:** ${judge}.`], tail: '' };
}
function runFacts(c) {
    const sha = (s) => {
        const short = (0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .shortSha */ .Fu)(s);
        return short === null ? 'unknown commit' : (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(short, { max: 40 });
    };
    const facts = [
        // Without a baseline the headline says so, once.
        c.baseline.source === 'none' ? '' : `base ${sha(c.baseline.commit)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineSource */ .f0)(c.baseline)})`,
        `PR ${sha(c.head.commit)}`,
        `target ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_url_js__WEBPACK_IMPORTED_MODULE_12__/* .redactUrl */ .BO)(c.head.target), { max: 120 })}`,
        (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .repeatsLabel */ .VF)(c.head),
        `took ${(0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .duration */ .p0)(c.duration_ms)}`,
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
            head: `<details open>\n<summary><b>${[c.failed > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(c.failed, 'failed run') : '', c.errored > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(c.errored, 'errored run') : ''].filter(Boolean).join(' · ')}</b></summary>\n\n`,
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
    if (model.cost)
        sections.push(costTable(model.cost, 'Run'));
    if (warnings.length)
        sections.push({ name: 'warnings', keep: 70, head: '### ⚠️ Warnings\n\n', items: warnings, tail: '', itemNoun: 'warnings' });
    const judge = judgeSection(model.judge);
    if (judge)
        sections.push(judge);
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
        const head = `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(t.suiteId, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(t.testId, { max: 120 })}: ${runs.length} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_10__/* .plural */ .LS)(t.runs, 'run')} failed (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(which, 80)}) ${codes}`;
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

/***/ 84669:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MW: () => (/* binding */ buildReportModel),
  zN: () => (/* binding */ buildRunModel),
  nn: () => (/* binding */ costView),
  DM: () => (/* binding */ modelOf),
  vm: () => (/* binding */ runCases),
  kL: () => (/* binding */ testPText),
  Ge: () => (/* binding */ testRows)
});

// UNUSED EXPORTS: verdictTally

// EXTERNAL MODULE: ./src/compare/test-changes.ts
var test_changes = __webpack_require__(57051);
// EXTERNAL MODULE: ./src/format.ts
var src_format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/report/format.ts
var report_format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/results/endings.ts
var endings = __webpack_require__(29718);
// EXTERNAL MODULE: ./src/results/failure-codes.ts
var failure_codes = __webpack_require__(75775);
// EXTERNAL MODULE: ./src/results/summary.ts
var results_summary = __webpack_require__(64042);
// EXTERNAL MODULE: ./src/url.ts
var url = __webpack_require__(17666);
// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(14031);
// EXTERNAL MODULE: ./src/stats/mover.ts
var mover = __webpack_require__(80934);
// EXTERNAL MODULE: ./src/stats/pass-k.ts
var pass_k = __webpack_require__(76530);
// EXTERNAL MODULE: ./src/stats/wilson.ts
var wilson = __webpack_require__(27527);
;// CONCATENATED MODULE: ./src/report/run-stats.ts



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
        pass_k: passK(suite),
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
        const w = (0,wilson/* wilson */.r)(perTest.filter((t) => t.passed === 1).length, perTest.length);
        return { pass_rate: w.estimate, ci: [w.lower, w.upper], ci_method: 'wilson' };
    }
    const m = (0,mover/* moverPassRate */.li)(perTest);
    return { pass_rate: m.estimate, ci: [m.lower, m.upper], ci_method: 'wilson-mover' };
}
function passK(suite) {
    const k = suite.pass_k ?? pass_k/* DEFAULT_PASS_K */.w3;
    const tests = suite.tests.map((t) => {
        const passed = t.runs.filter((r) => r.outcome === 'passed').length;
        return { passed, runs: passed + t.runs.filter((r) => r.outcome === 'failed').length };
    });
    const chosen = (0,pass_k/* meanPassHatK */.b0)(tests, k);
    return { k, pass_1: (0,pass_k/* meanPassHatK */.b0)(tests, 1).mean, pass_k: chosen.mean, tests: chosen.tests };
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

// EXTERNAL MODULE: ./src/report/wording/baseline.ts
var baseline = __webpack_require__(95602);
// EXTERNAL MODULE: ./src/report/wording/budget.ts
var budget = __webpack_require__(79956);
// EXTERNAL MODULE: ./src/report/wording/cost.ts
var wording_cost = __webpack_require__(69312);
// EXTERNAL MODULE: ./src/report/wording/gate.ts
var gate = __webpack_require__(25018);
// EXTERNAL MODULE: ./src/report/wording/labels.ts
var labels = __webpack_require__(60410);
// EXTERNAL MODULE: ./src/report/wording/pass-k.ts
var wording_pass_k = __webpack_require__(99608);
// EXTERNAL MODULE: ./src/report/wording/power.ts
var power = __webpack_require__(78724);
// EXTERNAL MODULE: ./src/report/wording/simulated.ts
var simulated = __webpack_require__(47247);
// EXTERNAL MODULE: ./src/report/wording/suite.ts
var suite = __webpack_require__(11289);
// EXTERNAL MODULE: ./src/report/wording/verdict.ts
var verdict = __webpack_require__(55116);
// EXTERNAL MODULE: ./src/report/wording/warnings.ts
var wording_warnings = __webpack_require__(66024);
;// CONCATENATED MODULE: ./src/report/report-model.ts






















const NEEDS_A_LOOK = ['invalid', ...labels/* NOT_JUDGED */.Gv];
function suiteView(s, comparison) {
    const { emoji, label } = labels/* VERDICT_LABELS */.W4[s.verdict];
    const minEffect = comparison.min_effect;
    const rate = (side) => (side === null ? '—' : (0,src_format/* percent */.KN)(side.pass_rate));
    const improved = s.verdict === 'improved' && s.p_adjusted_improved != null;
    return {
        suite: s,
        emoji,
        label,
        reason: (0,suite/* suiteReasonText */.AF)(s),
        intervalNote: (0,suite/* intervalNoteText */.zO)(s),
        smallestP: s.verdict === 'underpowered' ? s.min_attainable_p : null,
        settleRepeats: s.verdict === 'possible_regression' ? (0,report_format/* settleRepeats */.Kd)(s) : null,
        powerHint: (0,power/* powerHintText */.wX)(s.power, minEffect),
        passRates: `${rate(s.base)} → ${rate(s.head)}`,
        base: sideCell(s.base),
        head: sideCell(s.head),
        delta: s.delta === null ? null : `${(0,src_format/* points */.WR)(s.delta.estimate)} pts [${(0,src_format/* points */.WR)(s.delta.ci[0])}, ${(0,src_format/* points */.WR)(s.delta.ci[1])}]`,
        method: [s.delta ? (0,report_format/* deltaLabel */.R4)(s.delta) : '', s.test ? report_format/* TEST_METHOD_LABELS */.Zz[s.test] : ''].filter(Boolean).join('; '),
        p: (0,src_format/* pValue */.sp)(s.p_value),
        testCounts: `${s.common_tests} / ${s.added_tests} / ${s.removed_tests}`,
        deltaOn: s.delta !== null && (s.added_tests > 0 || s.removed_tests > 0) ? `Δ on ${(0,src_format/* plural */.LS)(s.common_tests, 'common test')}` : null,
        pHolm: improved ? `${(0,src_format/* pValue */.sp)(s.p_adjusted_improved)} (better)` : s.p_adjusted === null ? null : (0,src_format/* pValue */.sp)(s.p_adjusted),
        significant: !improved && s.p_adjusted !== null && s.p_adjusted <= (0,gate/* suiteAlpha */.$v)(comparison),
        tokens: tokensCell(s.process),
        process: processCells(s.process),
        transitions: s.coverage ? `${s.coverage.exercised}/${s.coverage.offered}` : 'n/a',
        notExercised: s.coverage?.missing ?? [],
        tools: { base: toolCalls(s.process.base), head: toolCalls(s.process.head) },
        topTools: toolCalls(s.process.head)
            ?.sort((a, b) => b.calls - a.calls)
            .slice(0, 3) ?? null,
        testsDown: s.reasons.flatMap((r) => (r.code === 'tests_down_not_significant' ? [(0,suite/* testsDownShortText */.Pe)(r)] : [])),
    };
}
function sideCell(side) {
    if (side === null)
        return null;
    const counts = [(0,src_format/* plural */.LS)(side.tests, 'test'), (0,src_format/* plural */.LS)(side.runs, 'run')];
    if (side.errored > 0)
        counts.push(`${side.errored} errored`);
    if (side.skipped > 0)
        counts.push(`${side.skipped} skipped`);
    return {
        rate: side.pass_rate === null ? 'n/a' : `${(0,src_format/* percent */.KN)(side.pass_rate)} ${(0,src_format/* rateInterval */.mP)(side.ci)}`.trim(),
        counts: counts.join(' · '),
        toolCalls: `${side.tool_calls_captured} tool calls`,
        method: side.ci_method ? report_format/* CI_METHOD_LABELS */.DW[side.ci_method] : null,
    };
}
function toolCalls(metrics) {
    return metrics === null ? null : Object.entries(metrics.tools).map(([name, calls]) => ({ name, calls }));
}
/** Each process metric base → PR, said once when both sides are equal. */
function processCells(process) {
    if (process.base === null && process.head === null)
        return null;
    const metric = (pick) => {
        const base = process.base ? pick(process.base) : '—';
        const head = process.head ? pick(process.head) : '—';
        return base === head ? base : `${base} → ${head}`;
    };
    return {
        turns: metric((m) => String(m.turns)),
        toolCallsPerTurn: metric((m) => (m.tool_calls_per_turn === null ? 'n/a' : m.tool_calls_per_turn.toFixed(2))),
        latencyP50: metric((m) => (0,src_format/* milliseconds */.Rz)(m.latency_p50_ms)),
        latencyP95: metric((m) => (0,src_format/* milliseconds */.Rz)(m.latency_p95_ms)),
    };
}
/** Tokens base → PR: numbers, "—" for a side without them, one side when both are equal, nothing when neither has any. */
function tokensCell(process) {
    const base = process.base ? (0,report_format/* tokensInOut */.QR)(process.base) : '';
    const head = process.head ? (0,report_format/* tokensInOut */.QR)(process.head) : '';
    if (base === '' && head === '')
        return '';
    return base === head ? base : `${base || '—'} → ${head || '—'}`;
}
/** Failure codes in their documented order, unknown ones after them by name. */
function byCodeOrder(a, b) {
    const known = failure_codes/* FAILURE_CODES */.sR;
    const rank = (code) => (known.includes(code) ? known.indexOf(code) : known.length);
    return rank(a) - rank(b) || a.localeCompare(b);
}
const passValue = (v) => (v === null ? 'n/a' : (0,src_format/* percent */.KN)(v));
function passKSuiteRows(suites) {
    return suites.flatMap((s) => {
        const p = s.pass_k;
        if (p === undefined || (p.base === null && p.head === null))
            return [];
        const arrow = (key) => {
            const value = (side) => (side === null ? '—' : passValue(side[key]));
            return p.base === null ? value(p.head) : `${value(p.base)} → ${value(p.head)}`;
        };
        return [{ suiteId: s.suite_id, k: p.k, pass1: arrow('pass_1'), passK: arrow('pass_k') }];
    });
}
/** Per test: C(c,k)/C(n,k) from each side's scored runs (the suite's mean is passKSuiteRows'). */
function passKTestRows(suites) {
    return suites.flatMap((s) => {
        if (s.pass_k === undefined)
            return [];
        const k = s.pass_k.k;
        const estimate = (side, at) => side === null ? '—' : passValue((0,pass_k/* passHatK */.qv)(side.runs, side.passed, at));
        return s.tests.map((t) => ({
            suiteId: s.suite_id,
            testId: t.test_id,
            k,
            base1: estimate(t.base, 1),
            head1: estimate(t.head, 1),
            baseK: estimate(t.base, k),
            headK: estimate(t.head, k),
            minPass: t.min_pass ? `${t.min_pass.passes}/${t.min_pass.runs}` : null,
            belowMinPass: t.min_pass?.breached === true,
        }));
    });
}
function failureCodeRows(suites) {
    return suites.flatMap((s) => Object.entries(s.failure_codes)
        .filter(([, n]) => n.base > 0 || n.head > 0)
        .sort(([a], [b]) => byCodeOrder(a, b))
        .map(([code, n]) => ({ suiteId: s.suite_id, code, base: n.base, head: n.head })));
}
function testsWhere(suites, keep, baseline) {
    return suites.flatMap((s) => s.tests.filter(keep).map((test) => ({ suiteId: s.suite_id, test, passes: (0,suite/* testPassesText */.bi)(test, baseline) })));
}
function whatBroke(comparison, failing, newTests, inNewSuitesOnly, noBaseline) {
    const broken = comparison.broken_tests ?? [];
    const isBroken = (b, suiteId, testId) => b.suite_id === suiteId && b.test_id === testId;
    const all = comparison.suites.flatMap((s) => s.tests.map((t) => ({ suiteId: s.suite_id, t })));
    const others = failing.filter((v) => !broken.some((b) => isBroken(b, v.suiteId, v.test.test_id)));
    const noun = noBaseline ? 'failing test' : 'newly failing test';
    return {
        broken: broken.map((test) => ({
            test,
            firstFailure: all.find((x) => isBroken(test, x.suiteId, x.t.test_id))?.t.first_failure ?? null,
        })),
        failing: others,
        noun,
        newTests: [...newTests],
        counts: {
            broken: broken.length > 0 ? (0,src_format/* plural */.LS)(broken.length, 'broken test') : null,
            failing: others.length > 0 ? (0,src_format/* plural */.LS)(others.length, noun) : null,
            newTests: newTests.length > 0 ? (0,baseline/* FAILING_NEW_TESTS */.KY)(newTests.length, inNewSuitesOnly) : null,
        },
    };
}
function buildReportModel(comparison, options = {}) {
    const sorted = (0,labels/* sortSuites */.eU)(comparison.suites);
    const suites = sorted.map((s) => suiteView(s, comparison));
    const groups = (0,report_format/* groupIdentical */.Du)(suites, (v) => JSON.stringify([v.suite.verdict, v.reason, v.smallestP, v.settleRepeats, v.powerHint])).map(({ items }) => ({ verdict: items[0].suite.verdict, suites: items }));
    const said = sorted.flatMap((s) => s.validity.map((note) => ({ suite: s.suite_id, text: (0,suite/* validityText */.GW)(note) })));
    const warnings = [
        ...comparison.warnings.map((w) => ({ code: w.code, suites: [], text: (0,wording_warnings/* warningText */.i)(w) })),
        ...(0,report_format/* groupIdentical */.Du)(said, (v) => v.text).map(({ key, items }) => ({ code: null, suites: items.map((v) => v.suite), text: key })),
    ];
    const head = comparison.suites.flatMap((s) => (s.head ? [s.head] : []));
    const sum = (key) => head.reduce((n, side) => n + side[key], 0);
    const headRuns = { runs: sum('runs'), passed: sum('passed'), errored: sum('errored'), skipped: sum('skipped'), failed: 0 };
    headRuns.failed = headRuns.runs - headRuns.passed - headRuns.errored - headRuns.skipped;
    const changes = {};
    for (const t of comparison.suites.flatMap((s) => s.tests))
        changes[t.change] = (changes[t.change] ?? 0) + 1;
    const noBaseline = comparison.baseline.source === 'none';
    const tests = (suites, keep) => testsWhere(suites, keep, !noBaseline);
    const newSuites = sorted.filter((s) => s.verdict === 'new');
    const inNewSuites = noBaseline ? [] : tests(newSuites, test_changes/* failsOnHead */.xM);
    const addedToSuites = noBaseline
        ? []
        : tests(sorted.filter((s) => s.verdict !== 'new'), test_changes/* newTestFails */.c);
    const suiteCounts = (0,labels/* verdictCounts */.US)(comparison.suites);
    // Counted over every suite, with or without a baseline: the headline names them.
    const failingInNewSuites = newSuites.reduce((k, s) => k + s.tests.filter(test_changes/* failsOnHead */.xM).length, 0);
    const failingAddedTests = sorted.filter((s) => s.verdict !== 'new').reduce((k, s) => k + s.tests.filter(test_changes/* newTestFails */.c).length, 0);
    const failingWithoutBaseline = noBaseline ? tests(sorted, test_changes/* failsOnHead */.xM) : null;
    const newlyFailing = tests(sorted, (t) => t.change === 'newly_failing');
    const failingNewTests = [...inNewSuites, ...addedToSuites];
    // Without a baseline the headline says so: the "Why:" is the cause, said once (its warning is not repeated below).
    const reasonIsNoBaseline = comparison.reason.code === 'no_baseline';
    const baselineWarning = reasonIsNoBaseline ? comparison.warnings.find((w) => w.code === 'no_baseline') : undefined;
    const coverage = comparison.coverage;
    return {
        comparison,
        emoji: labels/* OVERALL_EMOJI */.J5[comparison.verdict],
        headline: (0,verdict/* headline */.Pl)(comparison, { suites: suiteCounts, failingInNewSuites, failingAddedTests }),
        why: (0,verdict/* comparisonReasonText */.Vv)(comparison.reason),
        broken: comparison.broken_tests ?? [],
        suites,
        groups,
        notJudged: groups.filter((g) => NEEDS_A_LOOK.includes(g.verdict)),
        warnings,
        headlineWhy: !reasonIsNoBaseline ? (0,verdict/* comparisonReasonText */.Vv)(comparison.reason) : baselineWarning ? baselineWarning.detail : null,
        warningsBelow: reasonIsNoBaseline ? warnings.filter((w) => w.code !== 'no_baseline') : warnings,
        // How to get a baseline matters once something was evaluated.
        baselineHowTo: failingWithoutBaseline !== null && comparison.reason.code !== 'nothing_evaluated' ? baseline/* BASELINE_HOW_TO */.t_ : null,
        quarantine: {
            entries: comparison.quarantine.map((q) => ({
                testId: q.test_id,
                reason: q.reason,
                until: q.expires,
                expired: q.expired ? gate/* QUARANTINE_EXPIRED */.tn : null,
            })),
            means: gate/* QUARANTINE_MEANS */.yc,
        },
        coverageTotal: coverage
            ? `Transitions covered over all suites: ${coverage.exercised} of ${coverage.offered} offered (node, option) pairs.`
            : null,
        whatBroke: whatBroke(comparison, failingWithoutBaseline ?? newlyFailing, failingNewTests, addedToSuites.length === 0, noBaseline),
        judge: options.judge ? (0,wording_cost/* judgeUsageText */.a2)(options.judge, options.judgePrices) : null,
        nothingEvaluated: comparison.reason.code === 'nothing_evaluated',
        erroredIn: (side, format) => (0,report_format/* erroredLine */.AY)(comparison, side, format),
        newlyFailing,
        forest: {
            minEffect: comparison.min_effect,
            minEffectText: (0,src_format/* pointsText */.aY)(comparison.min_effect),
            rows: suites.map(({ suite: s }) => ({
                suiteId: s.suite_id,
                verdict: s.verdict,
                label: labels/* VERDICT_LABELS */.W4[s.verdict].label,
                delta: s.delta ? { estimate: s.delta.estimate, ci: [s.delta.ci[0], s.delta.ci[1]] } : null,
                tip: `${s.suite_id}: ${labels/* VERDICT_LABELS */.W4[s.verdict].label}${s.delta ? `, ${(0,src_format/* points */.WR)(s.delta.estimate)} points [${(0,src_format/* points */.WR)(s.delta.ci[0])}, ${(0,src_format/* points */.WR)(s.delta.ci[1])}]` : ''}`,
            })),
        },
        annotated: comparison.suites.flatMap((s) => testsWhere([s], (t) => t.change === 'newly_failing' || ((noBaseline || s.verdict === 'new') && (0,test_changes/* failsOnHead */.xM)(t)), !noBaseline).map((v) => ({ ...v, newly: v.test.change === 'newly_failing' }))),
        failingWithoutBaseline,
        failingNewTests,
        failingNewTestsInNewSuitesOnly: addedToSuites.length === 0,
        fixed: tests(sorted, (t) => t.change === 'fixed'),
        flaky: tests(sorted, (t) => t.change === 'flaky'),
        minPass: {
            breaches: tests(sorted, (t) => t.min_pass?.breached === true && !t.quarantined && t.head !== null).map((v) => ({
                ...v,
                text: (0,wording_pass_k/* minPassBreachText */.Y3)({
                    suite_id: v.suiteId,
                    test_id: v.test.test_id,
                    passed: v.test.head.passed,
                    runs: v.test.head.runs,
                    min_passes: v.test.min_pass.passes,
                    min_runs: v.test.min_pass.runs,
                }),
            })),
            fails: comparison.min_pass_fails ?? false,
            failsCheck: (comparison.min_pass_fails ?? false) && comparison.verdict === 'fail',
        },
        cost: costView(comparison.cost),
        simulated: sorted.flatMap((s) => s.tests.flatMap((t) => t.simulation === undefined
            ? []
            : [
                {
                    suiteId: s.suite_id,
                    testId: t.test_id,
                    baseEndings: noBaseline ? null : (0,simulated/* endingMixText */.tR)(t.simulation.base),
                    headEndings: (0,simulated/* endingMixText */.tR)(t.simulation.head),
                    turnsToGoal: (0,simulated/* turnsToGoalChangeText */.wS)(noBaseline ? null : t.simulation.base, t.simulation.head),
                },
            ])),
        failureCodes: failureCodeRows(sorted),
        passK: { suites: passKSuiteRows(sorted), tests: passKTestRows(sorted) },
        counts: { suites: suiteCounts, headRuns, changes, failingInNewSuites, failingAddedTests },
    };
}
/** The cost rows every report shows, from a comparison's cost (or one run's: comparisonCost with no base). */
function costView(cost) {
    if (cost === undefined)
        return null;
    const row = (part, text) => ({
        part,
        base: cost.base === null ? null : text(cost.base),
        head: text(cost.head),
    });
    return {
        rows: [
            row('Agent', wording_cost/* agentUsageText */.Um),
            row('Judge', (s) => (0,wording_cost/* usagePartText */.c)(s.judge, wording_cost/* USAGE_ABSENT */.a8.judge)),
            row('Simulator', (s) => (0,wording_cost/* usagePartText */.c)(s.simulator, wording_cost/* USAGE_ABSENT */.a8.simulator)),
            row('Total', wording_cost/* usageTotalText */.VA),
        ],
        suites: (cost.suites ?? []).map((s) => ({
            suiteId: s.suite_id,
            base: cost.base === null ? null : (0,wording_cost/* suiteCostText */.tI)(s.base),
            head: (0,wording_cost/* suiteCostText */.tI)(s.head),
        })),
        perRun: cost.base === null ? null : (0,wording_cost/* agentPerRunChange */.G3)(cost.base, cost.head),
        method: (0,wording_cost/* pricesText */.OY)(cost.prices),
        budget: cost.budget === undefined ? null : (0,budget/* budgetText */.$)(cost.budget),
    };
}
/** The suite verdicts present, most urgent first, with their counts. */
function verdictTally(model) {
    return VERDICT_ORDER.filter((v) => model.counts.suites[v] > 0).map((v) => ({
        verdict: v,
        count: model.counts.suites[v],
        label: VERDICT_LABELS[v].label,
    }));
}
/** The model of a comparison, or null without one (report.html of a run on its own). */
function modelOf(comparison, options = {}) {
    return comparison === null ? null : buildReportModel(comparison, options);
}
const PLAIN_TEXT = { code: (text) => text, message: (text) => text };
function runWarnings(summary) {
    const warnings = [];
    if (!summary.run.complete)
        warnings.push({ icon: '⛔', suiteId: null, text: `The run is incomplete: ${summary.run.incomplete_reason ?? 'no reason recorded'}` });
    for (const w of summary.warnings)
        warnings.push({ icon: '⚠️', suiteId: null, text: w });
    for (const s of runStats(summary)) {
        const at = (text) => warnings.push({ icon: '⚠️', suiteId: s.suite_id, text });
        if (s.suspect)
            at(`suspect data: ${s.suspect}`);
        for (const [reason, n] of s.not_checked)
            at(`${n}× not checked (${reason})`);
        if (s.unknown_blocks > 0)
            at(`${(0,src_format/* plural */.LS)(s.unknown_blocks, 'content block')} of unknown type kept in the results, not interpreted`);
        for (const w of s.warnings)
            at(w);
    }
    return warnings;
}
function buildRunModel(summary, options = {}) {
    const c = summary.counts;
    // Never "passed" while a check could not be scored: a results file from before JUDGE_ERROR may
    // hold unscored checks in runs it counted as passed.
    const unscored = summary.suites.reduce((n, s) => n + s.notChecked.filter((x) => x.status === 'unscored').reduce((k, x) => k + x.count, 0), 0);
    const incomplete = !summary.run.complete;
    const headline = (format) => {
        const errored = () => (0,results_summary/* erroredHeadline */.G0)(summary, format);
        return c.failed > 0
            ? `${c.failed} of ${(0,src_format/* plural */.LS)(c.planned, 'run')} failed`
            : incomplete && c.errored === 0
                ? format.message((0,verdict/* incompleteRunText */.hk)(summary.run, c))
                : c.errored > 0 && c.passed === 0
                    ? `${(0,verdict/* nothingEvaluatedText */.mw)((0,results_summary/* whoErrored */.Ay)((0,results_summary/* erroredGroups */.Mt)(summary.suites)))}: ${errored()}`
                    : c.errored > 0
                        ? `No run failed, but ${errored()}`
                        : c.passed === 0
                            ? 'No run was scored'
                            : unscored > 0
                                ? `${(0,src_format/* plural */.LS)(c.passed, 'scored run')} passed, but ${(0,src_format/* plural */.LS)(unscored, 'judge check')} could not be scored`
                                : `All ${(0,src_format/* plural */.LS)(c.passed, 'scored run')} passed`;
    };
    const notCompared = options.baselineNotCompared ?? null;
    return {
        summary,
        emoji: c.failed > 0 ? '❌' : incomplete || c.errored > 0 || unscored > 0 ? '⛔' : c.passed === 0 ? '⚠️' : '✅',
        headline: headline(PLAIN_TEXT),
        headlineIn: headline,
        noBaseline: notCompared === null ? baseline/* NO_BASELINE */.gN : (0,baseline/* baselineNotComparedText */.vB)(notCompared),
        suites: runStats(summary).map((stats) => ({
            stats,
            passRate: (0,src_format/* percent */.KN)(stats.pass_rate),
            interval: (0,src_format/* rateInterval */.mP)(stats.ci),
            codes: [...stats.codes].map(([code, runs]) => ({ code, runs })),
            notChecked: [...stats.not_checked.values()].reduce((a, b) => a + b, 0),
        })),
        passK: runStats(summary)
            .filter((st) => st.pass_k.pass_1 !== null)
            .map((st) => ({
            suiteId: st.suite_id,
            k: st.pass_k.k,
            pass1: passValue(st.pass_k.pass_1),
            passK: passValue(st.pass_k.pass_k),
            tests: st.pass_k.tests,
        })),
        simulated: summary.suites.flatMap((s) => s.tests.flatMap((t) => {
            const mix = (0,endings/* endingMix */.i)(t.runs.map((r) => ({ ending: r.ending, agentTurns: r.answeredTurns ?? 0 })));
            return mix === null
                ? []
                : [
                    {
                        suiteId: s.suite_id,
                        testId: t.test_id,
                        baseEndings: null,
                        headEndings: (0,simulated/* endingMixText */.tR)(mix),
                        turnsToGoal: (0,simulated/* turnsToGoalText */.Ag)(mix),
                    },
                ];
        })),
        cost: options.cost ?? null,
        judge: summary.judge ? (0,wording_cost/* judgeUsageText */.a2)(summary.judge) : null,
        warnings: runWarnings(summary),
        facts: runFacts(summary.run),
        failedTests: summary.suites.flatMap((suite) => suite.tests.flatMap((t) => {
            const failed = t.runs.filter((r) => r.outcome === 'failed');
            return failed.length === 0 ? [] : [{ suiteId: suite.suite_id, testId: t.test_id, runs: t.runs.length, failed }];
        })),
        erroredCauses: (0,results_summary/* erroredGroups */.Mt)(summary.suites),
        retries: retriesOf(summary),
    };
}
function runFacts(r) {
    return {
        commit: (0,src_format/* shortSha */.Fu)(r.commit),
        target: (0,url/* redactUrl */.BO)(r.target),
        via: r.protocol ?? r.transport,
        repeats: (0,report_format/* repeatsLabel */.VF)(r),
        took: (0,src_format/* duration */.p0)(Date.parse(r.finished_at) - Date.parse(r.started_at) || null),
    };
}
function retriesOf(summary) {
    const retried = summary.suites.flatMap((s) => s.tests.flatMap((t) => t.runs)).filter((r) => r.retried !== undefined);
    return {
        attempts: retried.reduce((n, r) => n + (r.retried?.attempts ?? 0), 0),
        turns: retried.reduce((n, r) => n + (r.retried?.turns ?? 0), 0),
        runs: retried.length,
    };
}
/** Outcomes of a test with nothing for a reviewer to read: one compact row, no transcripts. */
const QUIET_VERDICTS = new Set(['unchanged', 'passed', 'added', 'skipped']);
/** "Fisher p = 0.012, adjusted 0.04": a test's own p, as the comment and report.html say it. */
function testPText(t) {
    if (t.p_value === null)
        return null;
    const method = t.p_method === 'conditional-beta-binomial' ? 'beta-binomial p' : 'Fisher p';
    return `${method} = ${(0,src_format/* pValue */.sp)(t.p_value)}${t.p_adjusted !== null ? `, adjusted ${(0,src_format/* pValue */.sp)(t.p_adjusted)}` : ''}`;
}
function runVerdict(runs) {
    const scored = runs.filter((r) => r.outcome === 'passed' || r.outcome === 'failed');
    if (scored.length === 0)
        return runs.some((r) => r.outcome === 'errored') ? 'errored' : 'skipped';
    const passed = scored.filter((r) => r.outcome === 'passed').length;
    return passed === scored.length ? 'passed' : passed === 0 ? 'failed' : 'flaky';
}
/**
 * Every test of the comparison (most urgent suite first), then those it does not mention: a report
 * never hides a run. Without a comparison, every test of `head`.
 */
function testRows(comparison, head, base) {
    const key = (suite, test) => `${suite}\u0000${test}`;
    const index = (r) => new Map((r?.suites ?? []).flatMap((s) => s.tests.map((t) => [key(s.suite_id, t.test_id), t])));
    const heads = index(head);
    const bases = index(base);
    const baseline = comparison !== null && comparison.baseline.source !== 'none';
    const passedOf = (side, t) => side ? `${side.passed}/${side.runs}` : t ? `${t.runs.filter((r) => r.outcome === 'passed').length}/${t.runs.length}` : '—';
    const rows = new Map();
    const add = (suiteId, testId, verdict, compared) => {
        const k = key(suiteId, testId);
        const h = heads.get(k) ?? null;
        const b = bases.get(k) ?? null;
        const codes = [...new Set((h ?? b)?.runs.flatMap((r) => r.codes) ?? [])];
        rows.set(k, {
            suiteId,
            testId,
            verdict,
            label: labels/* CHANGE_LABELS */.hW[verdict] ?? verdict,
            basePassed: passedOf(compared?.base ?? null, b),
            headPassed: passedOf(compared?.head ?? null, h),
            // Worded as every report words it: a test the baseline lacks is "new: 0/2 passed", not "— → 0/2".
            passes: compared ? (0,suite/* testPassesText */.bi)(compared, baseline) : `${passedOf(null, h)} passed`,
            p: compared ? testPText(compared) : null,
            broken: compared?.broke === true,
            quarantined: compared?.quarantined === true,
            codes,
            quiet: QUIET_VERDICTS.has(verdict) && !(h?.runs.some((r) => r.outcome === 'failed' || r.outcome === 'errored') ?? false),
            head: h,
            base: b,
        });
    };
    for (const s of (0,labels/* sortSuites */.eU)(comparison?.suites ?? []))
        for (const t of s.tests)
            add(s.suite_id, t.test_id, t.change, t);
    for (const [r, which] of [
        [head, 'head'],
        [base, 'base'],
    ])
        for (const s of r?.suites ?? [])
            for (const t of s.tests)
                if (!rows.has(key(s.suite_id, t.test_id)))
                    add(s.suite_id, t.test_id, which === 'head' ? runVerdict(t.runs) : 'removed', null);
    return [...rows.values()];
}
function runCases(results, model) {
    const verdicts = new Map((model?.suites ?? []).map((v) => [v.suite.suite_id, v]));
    return results.suites.map((suite) => {
        const verdict = verdicts.get(suite.suite_id);
        const cases = [];
        for (const t of suite.tests)
            for (const run of t.runs) {
                const draftMiss = suite.draft === true && (run.outcome === 'failed' || run.outcome === 'errored');
                const problem = run.outcome === 'passed'
                    ? null
                    : run.outcome === 'skipped'
                        ? { type: 'skipped', message: run.skipped_reason ?? 'skipped', detail: '' }
                        : problemOf(run);
                cases.push({
                    testId: t.test_id,
                    repeat: run.repeat,
                    line: t.line,
                    durationMs: run.duration_ms,
                    outcome: draftMiss ? 'skipped' : run.outcome,
                    problem: draftMiss && problem !== null ? { ...problem, message: `captured draft, never gating: ${problem.message}` } : problem,
                });
            }
        return {
            suiteId: suite.suite_id,
            file: suite.file,
            properties: [
                ...(verdict
                    ? [
                        { name: 'verdict', value: verdict.label },
                        { name: 'verdict_reason', value: verdict.reason },
                    ]
                    : []),
                ...(suite.suspect ? [{ name: 'suspect', value: suite.suspect }] : []),
                ...(suite.draft === true
                    ? [{ name: 'draft', value: 'captured draft: reported, never gating (metadata.capture.status: draft)' }]
                    : []),
            ],
            cases,
        };
    });
}
/** What went wrong in a failed or errored run: its type, one-line message and detail. */
function problemOf(run) {
    if (run.outcome === 'errored') {
        const code = run.error?.code ?? run.codes[0] ?? 'ENGINE_ERROR';
        const at = errorTurn(run);
        const ending = run.ending ? ` (ending ${run.ending})` : '';
        const message = `${code}${at === null ? '' : ` at ${at}`}${ending}: ${run.error?.message ?? 'the agent could not be reached'}`;
        return { type: code, message, detail: message };
    }
    const first = firstFailure(run);
    const codes = run.codes.join(', ') || 'FAILED';
    const where = first
        ? ` at ${first.turn_id === 'final' ? 'final assertions' : `turn ${first.turn_id}`}: ${first.assertion.key}: ${first.assertion.reason}`
        : '';
    return {
        type: run.codes[0] ?? 'FAILED',
        message: `${codes}${run.ending ? ` (ending ${run.ending})` : ''}${where}`,
        detail: `${run.ending ? `ending: ${(0,simulated/* endingText */.pG)(run.ending)}\n` : ''}${failureDetail(run)}`,
    };
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


/***/ }),

/***/ 87496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dq: () => (/* binding */ renderRunEnd),
/* harmony export */   FF: () => (/* binding */ costLines),
/* harmony export */   Ks: () => (/* binding */ passKLines),
/* harmony export */   V2: () => (/* binding */ renderComparisonEnd)
/* harmony export */ });
/* unused harmony exports FAILING_TESTS_SHOWN, terminalText, runTable, whatFailed */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(16264);
/* harmony import */ var _results_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64042);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12011);
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(84669);
/* harmony import */ var _wording_gate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25018);
/* harmony import */ var _wording_power_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78724);
/* harmony import */ var _wording_simulated_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(47247);
/* harmony import */ var _wording_suite_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(11289);
/* harmony import */ var _wording_verdict_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(55116);
// What `agent-eval run` prints when the run is over: the table of suites, then what failed and why
// (the failing tests with their first failure, the causes of errored runs, the retries). Plain text
// for a terminal or a CI log; ids and messages come from suite files and agents, so their control
// characters (terminal escapes) are replaced. Pass rates are defined as in report.md and the comment.









/** Failing tests listed after the table; the rest are counted (report.md lists every one). */
const FAILING_TESTS_SHOWN = 20;
/** Ids and messages from suite files and agents: no control characters reach the terminal. */
function terminalText(text, max = 300) {
    const plain = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
    return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}
/**
 * The end of a run on the terminal: the headline, the table, then what failed, what errored and
 * what was retried. A summary alone is shown through its model (buildRunModel).
 */
function renderRunEnd(given, options = {}) {
    const model = 'headline' in given ? given : (0,_report_model_js__WEBPACK_IMPORTED_MODULE_2__/* .buildRunModel */ .zN)(given);
    const { summary } = model;
    // When nothing was evaluated, the line that says which infrastructure failed is the headline.
    const nothingEvaluated = nothingEvaluatedLine(summary);
    return [
        nothingEvaluated || `${model.emoji} ${terminalText(model.headline, 600)}`,
        runTable(model),
        simulatedLines(model.simulated),
        whatFailed(model, options.failingTestsShown ?? FAILING_TESTS_SHOWN),
        ...(model.cost === null ? [] : [costLines(model.cost).join('\n')]),
    ]
        .filter(Boolean)
        .join('\n\n');
}
/** Each simulated test's ending mix (base → PR with a baseline) and median agent turns to the goal. */
function simulatedLines(rows) {
    if (rows.length === 0)
        return '';
    const withBase = rows.some((r) => r.baseEndings !== null);
    const lines = rows.map((r) => {
        const endings = withBase ? `${r.baseEndings ?? '—'} → ${r.headEndings}` : r.headEndings;
        return `  ${terminalText(`${r.suiteId} › ${r.testId}`, 160)}: ${endings}; turns to the goal ${r.turnsToGoal}`;
    });
    const heading = `${_wording_simulated_js__WEBPACK_IMPORTED_MODULE_5__/* .SIMULATED_TESTS_HEADING */ .UC.toLowerCase()} (${rows.length}${withBase ? '; endings and turns to the goal base → PR' : ''}):`;
    return [heading, ...lines, _wording_simulated_js__WEBPACK_IMPORTED_MODULE_5__/* .TURNS_TO_GOAL_METHOD */ .XE].join('\n');
}
/** Above the table when no run was scored and some errored: which infrastructure failed, and its first cause. */
function nothingEvaluatedLine(summary) {
    const c = summary.counts;
    const groups = (0,_results_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .erroredGroups */ .Mt)(summary.suites);
    const first = groups[0];
    if (c.passed + c.failed > 0 || first === undefined)
        return '';
    return `${(0,_wording_verdict_js__WEBPACK_IMPORTED_MODULE_7__/* .nothingEvaluatedText */ .mw)((0,_results_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .whoErrored */ .Ay)(groups))}: ${c.errored} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(c.planned, 'run')} errored; first cause: ${first.code}: ${terminalText(first.message)}`;
}
/** The table of suites: what ran, what passed, what was not checked; pass rates as every report defines them. */
function runTable(given) {
    const model = 'headline' in given ? given : (0,_report_model_js__WEBPACK_IMPORTED_MODULE_2__/* .buildRunModel */ .zN)(given);
    const { summary } = model;
    const rows = [['suite', 'tests', 'runs', 'passed', 'failed', 'errored', 'skipped', 'pass rate', 'codes']];
    for (const { stats, passRate, codes } of model.suites) {
        rows.push([
            terminalText(stats.suite_id, 80) + (stats.suspect ? ' (SUSPECT)' : ''),
            String(stats.tests),
            String(stats.runs),
            String(stats.passed),
            String(stats.failed),
            String(stats.errored),
            String(stats.skipped),
            passRate,
            codes.map(({ code, runs }) => `${code}×${runs}`).join(' ') || '-',
        ]);
    }
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    const lines = rows.map((r) => r
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd());
    lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));
    lines.push(`pass rate: ${_format_js__WEBPACK_IMPORTED_MODULE_1__/* .PASS_RATE_DEFINITION */ .zd}, errored and skipped runs left out (as in report.md and the PR comment)`);
    const c = summary.counts;
    lines.push('', `${c.planned} planned: ${c.passed} passed, ${c.failed} failed, ${c.errored} errored, ${c.skipped} skipped`);
    const notChecked = countNotChecked(summary, 'skipped');
    const unscored = countNotChecked(summary, 'unscored');
    if (notChecked.total > 0) {
        lines.push(`not checked: ${notChecked.total} assertion(s) skipped (${[...notChecked.reasons].map(([r, k]) => `${k}× ${terminalText(r, 200)}`).join('; ')})`);
    }
    if (unscored.total > 0) {
        const [reason, n] = [...unscored.reasons].sort((a, b) => b[1] - a[1])[0];
        const others = unscored.reasons.size > 1 ? ` and ${unscored.reasons.size - 1} other cause(s)` : '';
        lines.push(`judge errors: ${unscored.total} check(s) could not be scored (JUDGE_ERROR; ${n}× ${terminalText(reason, 200)}${others}); their runs are errored, never passed`);
    }
    // The judge line as every report words it (model.judge); a judge that was not configured is not mentioned here.
    if (summary.judge?.configured && model.judge !== null)
        lines.push(`judge: ${terminalText(model.judge, 600)}`);
    return lines.join('\n');
}
/**
 * After the table: each failing test (suite › test) with the turn, code and reason of its first
 * failure, capped with a count of the rest; each cause of errored runs once with its count and the
 * first run it ended; and how many agent requests were retried.
 */
function whatFailed(given, shown = FAILING_TESTS_SHOWN) {
    const model = 'headline' in given ? given : (0,_report_model_js__WEBPACK_IMPORTED_MODULE_2__/* .buildRunModel */ .zN)(given);
    const sections = [];
    const failing = model.failedTests;
    if (failing.length > 0) {
        const lines = failing
            .slice(0, shown)
            .map((f) => `  ${terminalText(`${f.suiteId} › ${f.testId}`, 160)}: ${f.failed.length} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(f.runs, 'run')} failed${firstFailure(f.failed[0])}`);
        if (failing.length > shown)
            lines.push(`  … and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(failing.length - shown, 'more failing test')} (report.md lists every one)`);
        sections.push(`failing tests (${failing.length}):\n${lines.join('\n')}`);
    }
    // The most frequent causes first.
    const causes = [...model.erroredCauses].sort((a, b) => b.runs.length - a.runs.length);
    if (causes.length > 0) {
        const lines = causes.slice(0, 5).map(({ code, message, runs }) => {
            const cause = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .erroredCauseText */ .YN)({ code, message, runs: runs.length }, { code: (c) => c, message: (m) => terminalText(m) });
            const first = runs[0];
            return `  ${cause}\n    first: ${terminalText(`${first.suite_id} › ${first.test_id} #${first.repeat}`, 160)}`;
        });
        if (causes.length > 5)
            lines.push(`  … and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(causes.length - 5, 'other cause')} (report.md lists every one)`);
        const errored = causes.reduce((n, c) => n + c.runs.length, 0);
        sections.push(`errored runs (${errored} of ${model.summary.counts.planned}):\n${lines.join('\n')}`);
    }
    const { attempts, turns, runs } = model.retries;
    sections.push(attempts === 0
        ? 'retries: none (no agent request had to be sent again)'
        : `retries: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(attempts, 'agent request')} sent again (ENGINE_ERROR or TIMEOUT), in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(turns, 'turn')} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(runs, 'run')}`);
    return sections.join('\n');
}
/** "; turn t2: NODE_MISMATCH: expected node conv_2, got billing" */
function firstFailure(run) {
    const f = run.firstFailure;
    if (!f)
        return run.codes.length > 0 ? ` (${run.codes.join(', ')})` : '';
    const at = f.turnId === null ? 'final assertions' : `turn ${terminalText(f.turnId, 60)}`;
    const code = f.assertion.code ?? run.codes[0] ?? 'failed';
    return `; ${at}: ${code}: ${terminalText(f.assertion.reason, 240)}`;
}
function countNotChecked(summary, status) {
    const reasons = new Map();
    let total = 0;
    for (const s of summary.suites)
        for (const n of s.notChecked) {
            if (n.status !== status)
                continue;
            total += n.count;
            reasons.set(n.reason, (reasons.get(n.reason) ?? 0) + n.count);
        }
    return { total, reasons };
}
/**
 * What `agent-eval compare` prints: the verdict, the broken tests, one line per suite (with the note
 * on its interval and how to settle a possible regression), why, and the warnings.
 */
function renderComparisonEnd(model) {
    const lines = [`${model.emoji} ${model.headline}`];
    // Nothing was evaluated: the cause is what to fix, so it comes first, not after the suites.
    const causeFirst = model.nothingEvaluated;
    if (causeFirst) {
        lines.push(terminalText(model.why, Number.MAX_SAFE_INTEGER));
        const cause = model.erroredIn('head', { code: (c) => c, message: (m) => terminalText(m) });
        if (cause !== null)
            lines.push(`errored runs: ${cause}`);
    }
    const { broken, failing, counts, newTests } = model.whatBroke;
    for (const { test } of broken)
        lines.push(`  broken: ${terminalText((0,_wording_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .brokenTestText */ .nc)(test))}`);
    const width = Math.max(...model.suites.map((v) => v.label.length), 0);
    for (const v of model.suites) {
        const s = v.suite;
        const delta = v.delta === null ? '' : `  ${v.delta}`;
        const p = v.pHolm === null ? '' : `  p(Holm) ${v.pHolm}`;
        lines.push(`  ${v.emoji} ${v.label.padEnd(width)} ${terminalText(s.suite_id)}: ${v.passRates}${delta}${p}`);
        if (v.intervalNote)
            lines.push(`      note: ${terminalText(v.intervalNote)}`);
        for (const text of v.testsDown)
            lines.push(`      ${terminalText(text, 400)}`);
        if (v.settleRepeats !== null)
            lines.push(`      ${(0,_wording_power_js__WEBPACK_IMPORTED_MODULE_4__/* .settleText */ .di)(v.settleRepeats)}`);
    }
    // The tests that newly fail (every failing test without a baseline), then those with nothing to compare with.
    if (counts.failing !== null)
        lines.push(`${counts.failing}:`, ...failingLines(failing));
    if (counts.newTests !== null)
        lines.push(`${counts.newTests}:`, ...failingLines(newTests));
    for (const b of model.minPass.breaches)
        lines.push(`  below min_pass: ${terminalText(b.text, 240)}`);
    const simulated = simulatedLines(model.simulated);
    if (simulated !== '')
        lines.push(simulated);
    if (!causeFirst)
        lines.push(terminalText(model.why, Number.MAX_SAFE_INTEGER));
    for (const w of model.warnings) {
        const where = w.suites.length > 0 ? `${w.suites.join(', ')}: ` : '';
        lines.push(`warning: ${terminalText(`${where}${w.text}`, Number.MAX_SAFE_INTEGER)}`);
    }
    if (model.cost)
        lines.push(...costLines(model.cost));
    return lines.join('\n');
}
/** One line per failing test with its passes and first failure, capped with a count of the rest. */
function failingLines(tests) {
    const lines = tests.slice(0, FAILING_TESTS_SHOWN).map(({ suiteId, test: t, passes }) => {
        const f = t.first_failure;
        const at = f === null
            ? ''
            : `; ${f.turn_id === 'final' ? 'final assertions' : `turn ${terminalText(f.turn_id, 60)}`}: ${f.code}: ${terminalText((0,_wording_suite_js__WEBPACK_IMPORTED_MODULE_6__/* .firstFailureReasonText */ .U)(f), 240)}`;
        return `  ${terminalText(`${suiteId} › ${t.test_id}`, 160)}: ${passes}${at}`;
    });
    const more = tests.length - FAILING_TESTS_SHOWN;
    if (more > 0)
        lines.push(`  … and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(more, 'more failing test')} (report.md lists every one)`);
    return lines;
}
/** A run on its own: each suite's pass^1 and pass^k, one line apiece (report.md has the same table). */
function passKLines(passK) {
    return passK.map((r) => `pass^k ${terminalText(r.suiteId, 80)}: pass^1 ${r.pass1}, pass^${r.k} ${r.passK}`);
}
/** The total a run or a comparison used and cost (base → PR when there is a base), and its budget. */
function costLines(cost) {
    const total = cost.rows.find((r) => r.part === 'Total');
    if (total === undefined)
        return [];
    const lines = [`cost: ${terminalText(total.base === null ? total.head : `base ${total.base} → PR ${total.head}`, 400)}`];
    if (cost.budget !== null)
        lines.push(terminalText(cost.budget, 600));
    return lines;
}


/***/ }),

/***/ 95602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KY: () => (/* binding */ FAILING_NEW_TESTS),
/* harmony export */   gN: () => (/* binding */ NO_BASELINE),
/* harmony export */   t_: () => (/* binding */ BASELINE_HOW_TO),
/* harmony export */   vB: () => (/* binding */ baselineNotComparedText)
/* harmony export */ });
/* unused harmony export NO_BASELINE_TO_TELL_NEW */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// What the reports say where a baseline would be: none, one given but not compared, and the tests no baseline can judge.

/** What every report of a run without a comparison says in place of a base. */
const NO_BASELINE = 'No baseline: pass rates only, no regression verdict';
/** "Baseline base.json given, not compared: the run was interrupted after …". */
function baselineNotComparedText(b) {
    return `Baseline ${b.file} given, not compared: ${b.why}`;
}
/** The heading of the failing tests of new suites, which no baseline has. */
/** The heading of the failing tests without a baseline to compare them with: of new suites only, or also new or changed in compared suites. */
const FAILING_NEW_TESTS = (tests, inNewSuitesOnly) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(tests, 'failing test')} ${inNewSuitesOnly ? 'in new suites' : 'new or changed in this pull request'} (no baseline to compare them with)`;
/** What a pull request without a baseline is told to do about it. */
const BASELINE_HOW_TO = 'To compare with a baseline: a push to the default branch stores one (run this action on `push`), or set `baseline-target-url` to the deployment of the base branch to run a fresh baseline in the same job.';
/** After the failing tests of a run without a baseline, in the check run's heading. */
const NO_BASELINE_TO_TELL_NEW = 'no baseline to tell which are new';


/***/ }),

/***/ 79956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ budgetText),
/* harmony export */   A: () => (/* binding */ estimateLines)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69312);


// --- the estimate ---------------------------------------------------------------------------------
/** A part of an estimate: tokens and cost, or why there is none. */
function estimatePartText(part, absent) {
    return part === null ? absent : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .tokens */ .LU)(part.tokens)} tokens · ${(0,_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .costText */ .rs)(part)}`;
}
/** What `run --estimate` (and the action before its first call) prints: plain lines, labelled with their basis. */
function estimateLines(e, baseline) {
    const fallback = e.agentFallbackRequests > 0
        ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(e.agentFallbackRequests, 'request')} at the suite's or the baseline's mean per turn: their test reported no usage there)`
        : '';
    return [
        `Estimate from the observed usage per turn and per run of ${baseline} (nothing was called):`,
        `  planned: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(e.runs, 'run')}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(e.requests, 'agent request')} (at most: a flow that ends early sends fewer)`,
        `  agent: ${estimatePartText(e.agent, 'not reported by the agent in the baseline')}${e.agent === null ? '' : fallback}`,
        `  judge: ${estimatePartText(e.judge, '— (no judge tokens in the baseline)')}`,
        `  simulator: ${estimatePartText(e.simulator, '— (no simulator in the baseline)')}`,
        `  total: ${e.total.tokens === null ? 'nothing to estimate from' : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .tokens */ .LU)(e.total.tokens)} tokens · ${(0,_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .costText */ .rs)(e.total)}`}`,
    ];
}
/** The spending budget: its limits, what was spent, and whether it stopped runs, lowered repeats or could not be enforced. */
function budgetText(b) {
    // The limit and the dollars spent with as many digits as tell them apart.
    const [limitUsd, spentUsd] = b.usd !== null && b.spent_usd !== null
        ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsdPair */ .ud)(b.usd, b.spent_usd)
        : [b.usd === null ? '' : (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(b.usd), b.spent_usd === null ? '' : (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(b.spent_usd)];
    const limits = [limitUsd, b.tokens === null ? '' : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .tokens */ .LU)(b.tokens)} tokens`].filter(Boolean).join(' and ');
    const spent = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .tokens */ .LU)(b.spent_tokens)} tokens${spentUsd === '' ? '' : ` · ${spentUsd}`} spent`;
    const notes = [
        b.lowered
            ? `runs per test lowered from ${b.lowered.from} to ${b.lowered.to} before the run to fit the estimate (never below 6, the fewest at which one broken test can fail the check)`
            : '',
        b.reached ? 'reached: the runs not started are not run (budget) and their suites not compared' : 'not reached',
        b.usd !== null && !b.usd_enforced ? `the dollar budget is not enforced: ${(0,_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .costText */ .rs)({ usd: null, unpriced: b.unpriced })}` : '',
        b.runs_without_agent_usage > 0 ? `agent tokens of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(b.runs_without_agent_usage, 'run')} not reported, so not counted` : '',
    ].filter(Boolean);
    return `Budget ${limits}: ${spent}; ${notes.join('; ')}.`;
}


/***/ }),

/***/ 18798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ AS_IS)
/* harmony export */ });
// How a report marks commands and ids inside a sentence of the wording.
const AS_IS = { code: (text) => text };


/***/ }),

/***/ 69312:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G3: () => (/* binding */ agentPerRunChange),
/* harmony export */   OY: () => (/* binding */ pricesText),
/* harmony export */   Um: () => (/* binding */ agentUsageText),
/* harmony export */   VA: () => (/* binding */ usageTotalText),
/* harmony export */   a2: () => (/* binding */ judgeUsageText),
/* harmony export */   a8: () => (/* binding */ USAGE_ABSENT),
/* harmony export */   c: () => (/* binding */ usagePartText),
/* harmony export */   rs: () => (/* binding */ costText),
/* harmony export */   tI: () => (/* binding */ suiteCostText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);

// --- cost ----------------------------------------------------------------------------------------
/** The cost of a part or a total: dollars, or "unpriced" naming each model without a price. */
function costText(cost) {
    if (cost.unpriced.length > 0)
        return `unpriced (${cost.unpriced.map((m) => (m === 'model not reported' ? m : `model ${m}`)).join(', ')})`;
    return cost.usd === null ? 'n/a' : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(cost.usd);
}
/** One part of a side (agent, judge or simulator): calls, tokens and cost; null is absent. */
function usagePartText(part, absent, calls = 'call') {
    if (part === null)
        return absent;
    const cached = part.cached_tokens > 0 ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(part.cached_tokens)} cached)` : '';
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(part.calls, calls)} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(part.input_tokens)} in / ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(part.output_tokens)} out${cached} · ${costText(part)}`;
}
/** The agent's part: requests sent, then what it reported (or that it reported nothing). */
function agentUsageText(side) {
    const requests = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(side.agent_requests, 'request');
    if (side.agent === null)
        return `${requests} · tokens not reported`;
    const partly = side.agent_turns_reported < side.agent_requests ? ` (reported on ${side.agent_turns_reported} of ${side.agent_requests} turns)` : '';
    return `${requests} · ${usagePartText(side.agent, '', 'model call')}${partly}`;
}
/** A side's total over the parts present. */
function usageTotalText(side) {
    if (side.total.tokens === null)
        return 'nothing reported';
    const missing = side.agent === null ? ' (agent tokens not reported)' : '';
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(side.total.tokens)} tokens · ${costText(side.total)}${missing}`;
}
/** A suite's agent and simulator tokens and cost on one side; "—" when nothing was reported. */
function suiteCostText(cost) {
    return cost === null ? '—' : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(cost.tokens)} tokens · ${costText(cost)}`;
}
/** Shown instead of a part that did not run. */
const USAGE_ABSENT = { judge: '— (no judge)', simulator: '— (no simulator model called)' };
/**
 * The agent per run, base → PR: dollars when both sides are priced, else tokens; the relative change
 * (null when a side reported nothing or ran nothing).
 */
function agentPerRunChange(base, head) {
    if (base.agent === null || head.agent === null || base.runs === 0 || head.runs === 0)
        return null;
    const priced = base.agent.usd !== null && head.agent.usd !== null;
    const per = (side) => (priced ? (side.agent.usd ?? 0) : side.agent.input_tokens + side.agent.output_tokens) / side.runs;
    const b = per(base);
    const h = per(head);
    const show = (n) => (priced ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(n) : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(n)} tokens`);
    const rounded = b === 0 ? 0 : Math.round(((h - b) / b) * 100);
    const change = b === 0 ? (h === 0 ? 'no change' : 'new cost') : rounded === 0 ? 'no change' : `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}%`;
    return { base: show(b), head: show(h), change };
}
/** Where the prices came from, and how the cost is computed. */
function pricesText(prices) {
    const table = prices.source === 'file' && prices.file !== null
        ? `${prices.file} over the built-in prices of ${prices.built_in_date}`
        : `the built-in prices of ${prices.built_in_date} (override them with --prices or the prices input)`;
    return `Tokens as reported by the agent and by the judge's and simulator's model servers; cost = tokens × USD per million tokens from ${table}.`;
}
/**
 * "3 calls · cache 1 hit / 2 misses · 1.2k input + 300 output tokens · ≈ $0.01": the judge's calls,
 * cache and tokens; its cost estimated from `prices` (USD per million tokens) when given.
 */
function judgeUsageText(j, prices) {
    if (!j.configured)
        return `not configured${j.skipped > 0 ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(j.skipped, 'judged check')} skipped and counted as not passed` : ''}`;
    const parts = [
        (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(j.calls, 'call'),
        `cache ${j.cache_hits} hit${j.cache_hits === 1 ? '' : 's'} / ${j.cache_misses} miss${j.cache_misses === 1 ? '' : 'es'}`,
        `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(j.input_tokens)} input + ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(j.output_tokens)} output tokens`,
    ];
    if (prices)
        parts.push(`≈ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)((j.input_tokens * prices.input + j.output_tokens * prices.output) / 1_000_000)}`);
    if (j.skipped > 0)
        parts.push(`${j.skipped} skipped`);
    if (j.unscored > 0)
        parts.push(`${j.unscored} could not be scored (JUDGE_ERROR: their runs are errored, never passed)`);
    return parts.join(' · ');
}


/***/ }),

/***/ 26013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ DRAFT_RUNS_NOTE),
/* harmony export */   r: () => (/* binding */ DRAFT_NOTE)
/* harmony export */ });
// How a captured draft suite is told: shown, never gating, and how to approve it.
/** `agent-eval run` without a baseline: failed runs of captured drafts are shown but do not fail it. */
const DRAFT_RUNS_NOTE = 'runs of captured drafts (metadata.capture.status: draft) failed: reported above, but drafts never fail the run; approve a draft to make it count';
/** A captured draft suite's note: why it is shown but never gates, and how to approve it. */
const DRAFT_NOTE = 'a captured draft (metadata.capture.status: draft): reported, never gating and never stored in a baseline; remove the status (or comment /eval approve on its pull request) to approve it';


/***/ }),

/***/ 25018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ suiteAlpha),
/* harmony export */   Nt: () => (/* binding */ gateRuleText),
/* harmony export */   fl: () => (/* binding */ brokenRuleText),
/* harmony export */   nc: () => (/* binding */ brokenTestText),
/* harmony export */   tn: () => (/* binding */ QUARANTINE_EXPIRED),
/* harmony export */   yc: () => (/* binding */ QUARANTINE_MEANS)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _code_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18798);


// --- the rule and the advice every report states ---------------------------------------------------
/** The level the Holm-adjusted suite p-values are compared with: half the check's alpha (the other half is the tests'). */
function suiteAlpha(c) {
    return c.families?.suites.alpha ?? c.alpha;
}
/** The per-test rule: "its one-sided Fisher p, adjusted by discrete Holm over the 12 tests of this check, is ≤ 0.0125 (α/2) and its pass rate fell by at least 50 points". */
function testRuleText(c, family) {
    const significant = family.method === 'tarone'
        ? `its one-sided Fisher p ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(family.level)} (α/2 = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(family.alpha)} over Tarone's m* = ${family.m}, the tests of this check that could reach significance)`
        : `its one-sided p (Fisher's exact test, or a conditional beta-binomial test where the other tests show a side's runs alike), adjusted by discrete Holm over the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(family.size, 'test')} of this check (each counted only as far as its runs can reach that p), is ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(family.alpha)} (α/2)`;
    return `${significant} and its pass rate fell by at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(c.min_test_effect ?? 0.5)}`;
}
/** When a suite regresses, with this comparison's numbers: the gate's rule as every report states it. */
function gateRuleText(c) {
    const family = c.families?.tests;
    if (!family)
        return `A suite regresses when p (Holm) ≤ ${c.alpha} and its pass rate fell by at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(c.min_effect)}.`;
    return (`A suite regresses when p (Holm) ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(suiteAlpha(c))} and its pass rate fell by at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(c.min_effect)}, ` +
        `or when one of its tests broke: ${testRuleText(c, family)}. α = ${c.alpha} is split in half between the suites and the tests.` +
        (c.non_inferiority ? ` ${ruledOutRuleText(c, c.non_inferiority)}` : '') +
        (c.sequential ? ` ${sequentialRuleText(c.sequential)}` : ''));
}
/** What a pass means, in words: the drops ruled out, and how. */
function ruledOutRuleText(c, ni) {
    const confidence = Number(((1 - ni.level) * 100).toPrecision(4));
    return (`A suite passes (unchanged) only when a drop is ruled out: the suite's one-sided ${confidence}% lower bound of its change is above −${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(c.min_effect)} ` +
        `(the smaller of a t bound over its tests and one from their runs), and so is each test's above −${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(c.min_test_effect ?? 0.5)} ` +
        `(an exact test on the Miettinen-Nurminen score); a true drop that large passes in at most ${Number((ni.level * 100).toPrecision(4))}% of pull requests. ` +
        'Neither a regression shown nor one ruled out leaves the suite undecided, a neutral check.');
}
/** The sequential design's looks and how each is judged. */
function sequentialRuleText(s) {
    return (`Sequential design: looks at ${s.looks.join(', ')} runs per test; a suite stops at the first look that decides it, ` +
        `each look judged at ${s.weights.every((w) => w === s.weights[0]) ? `1/${s.looks.length}` : 'its share'} of α and of the level of those bounds.`);
}
/** When a test is broken, with this comparison's numbers; null for files of older versions without the test family. */
function brokenRuleText(c) {
    const family = c.families?.tests;
    if (!family)
        return null;
    return `A test is broken when ${testRuleText(c, family)}. Each broken test fails the check.`;
}
/** "pay › refund: 6/6 → 0/6, p = 0.0011" */
function brokenTestText(t, format = _code_format_js__WEBPACK_IMPORTED_MODULE_0__/* .AS_IS */ .Q) {
    return `${format.code(`${t.suite_id} › ${t.test_id}`)}: ${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs}, p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(t.p_value)}`;
}
/** A quarantine entry past its date. */
const QUARANTINE_EXPIRED = 'expired: remove it or extend it';
/** What a quarantined test is, in the list's heading. */
const QUARANTINE_MEANS = 'run and reported, never gating';


/***/ }),

/***/ 60410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ NOT_JUDGED),
/* harmony export */   J5: () => (/* binding */ OVERALL_EMOJI),
/* harmony export */   US: () => (/* binding */ verdictCounts),
/* harmony export */   W4: () => (/* binding */ VERDICT_LABELS),
/* harmony export */   eU: () => (/* binding */ sortSuites),
/* harmony export */   hW: () => (/* binding */ CHANGE_LABELS)
/* harmony export */ });
/* unused harmony export VERDICT_ORDER */
// --- labels ------------------------------------------------------------------------------------
// ✅ only for what the data back: a suite that could have failed the check and shows no drop of the
// minimum effect. Possible regressions and underpowered suites are warnings (a neutral check).
const VERDICT_LABELS = {
    regressed: { emoji: '❌', label: 'regressed' },
    invalid: { emoji: '⛔', label: 'invalid' },
    possible_regression: { emoji: '⚠️', label: 'possible regression' },
    underpowered: { emoji: '⚠️', label: 'underpowered' },
    undecided: { emoji: '⚠️', label: 'undecided' },
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
/** Suite verdicts the gate could not judge: they keep the headline from ✅. */
const NOT_JUDGED = ['possible_regression', 'undecided', 'underpowered', 'inconclusive'];
function sortSuites(suites) {
    return [...suites].sort((a, b) => VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict));
}
/** How many suites got each verdict. */
function verdictCounts(suites) {
    const counts = Object.fromEntries(VERDICT_ORDER.map((v) => [v, 0]));
    for (const s of suites)
        counts[s.verdict] += 1;
    return counts;
}


/***/ }),

/***/ 99608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J1: () => (/* binding */ passKMethodText),
/* harmony export */   Y3: () => (/* binding */ minPassBreachText),
/* harmony export */   q4: () => (/* binding */ minPassConsequenceText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// pass^k and min_pass: how reliability is estimated, and the tests below their min_pass.

// --- pass^k and min_pass ---------------------------------------------------------------------------
/** One test below its min_pass: "suite › test passed 3 of 6 runs (min_pass 5/6)". */
function minPassBreachText(t) {
    return `${t.suite_id} › ${t.test_id} passed ${t.passed} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(t.runs, 'run')} (min_pass ${t.min_passes}/${t.min_runs})`;
}
/** What a min_pass breach does to the check. */
function minPassConsequenceText(fails) {
    return fails
        ? 'min-pass-fails is on: a test below its min_pass fails the check.'
        : 'Shown as a warning: the check fails only on a significant drop (or a broken test); set min-pass-fails: true to fail it on min_pass too.';
}
/** How pass^k is computed, where it is shown. */
function passKMethodText() {
    return "pass^k: the chance that k attempts all pass, estimated per test without bias as C(c,k)/C(n,k) from n scored runs with c passes (no value with fewer than k runs), then averaged over the suite's tests; pass^1 is the mean pass fraction, k is the suite's (defaults.pass_k, default 3).";
}


/***/ }),

/***/ 78724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   di: () => (/* binding */ settleText),
/* harmony export */   tv: () => (/* binding */ smallestPText),
/* harmony export */   wX: () => (/* binding */ powerHintText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16264);
/* harmony import */ var _stats_power_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32450);
/* harmony import */ var _code_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18798);



/** Failure rate used to illustrate what one run per test misses. */
const ILLUSTRATIVE_FLAKY_RATE = 0.2;
/**
 * The power hint: what a suite can detect, in numbers, and the repeats that would make a drop of
 * the minimum effect significant in 80% of runs. Null when the comparison gives no hint for it.
 */
function powerHintText(power, minEffect) {
    if (!power?.hint)
        return null;
    const sentences = [];
    const now = `At ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(power.repeats, 'run')} per test`;
    if (!power.can_reach_level) {
        sentences.push(`This suite cannot detect any drop: even if all ${power.tests} common tests failed, p would stay above ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pValue */ .sp)(power.level)}.`);
    }
    else if (minEffect > 0) {
        const detectable = power.min_detectable_drop === null ? 'no drop reaches 80%' : `80% needs a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(power.min_detectable_drop)}`;
        const fails = power.fails === undefined ? '' : `fails the check in ${Math.round(power.fails * 100)}% and `;
        sentences.push(`${now}, a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(minEffect)} ${fails}is significant in ${Math.round(power.power * 100)}% of runs (${detectable}).`);
    }
    else if (power.min_detectable_drop !== null) {
        sentences.push(`${now}, a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(power.min_detectable_drop)} is significant in 80% of runs.`);
    }
    if (minEffect > 0 && power.repeats_for_min_effect === null) {
        sentences.push(`Not even ${_stats_power_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SUGGESTED_REPEATS */ .Kh} runs per test reach 80% for a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(minEffect)}: add tests or raise min-effect.`);
    }
    else if (minEffect > 0 && power.repeats_for_min_effect !== null && power.repeats_for_min_effect > power.repeats) {
        sentences.push(`80% for a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(minEffect)} takes ${power.repeats_for_min_effect} runs per test on each side; ` +
            `the check also needs the drop seen to reach ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(minEffect)}, about half the time for a drop of exactly that.`);
    }
    if (power.tests_needed !== null && power.tests_needed > power.tests)
        sentences.push(`Or about ${power.tests_needed} tests.`);
    if (power.repeats === 1) {
        sentences.push(`One run per test misses a test failing ${ILLUSTRATIVE_FLAKY_RATE * 100}% of the time; ${(0,_stats_power_js__WEBPACK_IMPORTED_MODULE_0__/* .runsToSeeFlaky */ .mN)(ILLUSTRATIVE_FLAKY_RATE)} runs see it fail with 95% probability.`);
    }
    return sentences.join(' ');
}
/** What settles a possible regression: more runs, on the pull request or locally. */
function settleText(repeats, format = _code_format_js__WEBPACK_IMPORTED_MODULE_1__/* .AS_IS */ .Q) {
    return `To settle it: comment ${format.code('/eval rerun --repeats auto')} on this pull request, or run ${format.code(`agent-eval run --repeats ${repeats}`)} with ${format.code('--baseline')}.`;
}
/** For an underpowered suite: how far its data can go. */
function smallestPText(minAttainableP) {
    return `smallest p-value this suite can reach: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pValue */ .sp)(minAttainableP)}`;
}


/***/ }),

/***/ 47247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ turnsToGoalText),
/* harmony export */   UC: () => (/* binding */ SIMULATED_TESTS_HEADING),
/* harmony export */   XE: () => (/* binding */ TURNS_TO_GOAL_METHOD),
/* harmony export */   pG: () => (/* binding */ endingText),
/* harmony export */   tR: () => (/* binding */ endingMixText),
/* harmony export */   wS: () => (/* binding */ turnsToGoalChangeText)
/* harmony export */ });
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55116);

// --- simulated tests ----------------------------------------------------------------------------
/** The heading of the simulated tests' section in every report. */
const SIMULATED_TESTS_HEADING = 'Simulated tests';
/** How the turns-to-goal figure is computed, said under every table that shows it. */
const TURNS_TO_GOAL_METHOD = 'Endings: runs by how the simulated conversation ended. Turns to the goal: the median of the agent turns of the runs that reached the goal (goal_reached), per side; n = those runs.';
/** "goal_reached ×5, max_turns ×1"; "no runs" when the side has none. */
function endingMixText(mix) {
    if (mix === null)
        return 'no runs';
    return Object.entries(mix.endings)
        .map(([ending, n]) => `${ending} ×${n}`)
        .join(', ');
}
/** "4 (n = 6)", or "not reached" when no run reached the goal. */
function turnsToGoalText(mix) {
    if (mix === null)
        return '–';
    return mix.median_turns_to_goal === null ? 'not reached' : `${mix.median_turns_to_goal} (n = ${mix.goal_runs})`;
}
/** Base → PR, or the PR alone without a baseline. */
function turnsToGoalChangeText(base, head) {
    return base === null ? turnsToGoalText(head) : `${turnsToGoalText(base)} → ${turnsToGoalText(head)}`;
}
/** What a run's ending means, for a failed or errored simulated run's line. */
function endingText(ending) {
    switch (ending) {
        case 'goal_reached':
            return 'goal_reached: success_when held';
        case 'user_ended':
            return 'user_ended: the simulated user ended the conversation';
        case 'max_turns':
            return 'max_turns: the turn cap came first';
        case 'invariant_broken':
            return 'invariant_broken: an invariant or `within` broke';
        case 'engine_error':
            return 'engine_error: the agent call failed';
        case 'sim_error':
            return `sim_error: ${_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .SIMULATOR_FAULT */ .iX}`;
    }
}


/***/ }),

/***/ 11289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ suiteReasonText),
/* harmony export */   GW: () => (/* binding */ validityText),
/* harmony export */   Pe: () => (/* binding */ testsDownShortText),
/* harmony export */   U: () => (/* binding */ firstFailureReasonText),
/* harmony export */   bi: () => (/* binding */ testPassesText),
/* harmony export */   zO: () => (/* binding */ intervalNoteText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _drafts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26013);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55116);



// --- one suite ---------------------------------------------------------------------------------
const TEST_NAMES = {
    'mcnemar-exact': 'exact McNemar test',
    'mcnemar-midp': 'mid-p McNemar test',
    'sign-flip-exact': 'exact sign-flip test over tests',
    'sign-flip-midp': 'mid-p sign-flip test over tests',
    'sign-flip-normal': 'sign-flip test over tests (normal approximation)',
    'fisher-exact': 'Fisher exact test',
};
/** "exact McNemar test p = 0.0039, Holm-adjusted 0.012 over 3 suites (level α/2 = 0.0125)" */
function evidenceText(e) {
    return `${TEST_NAMES[e.test]} p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(e.p_value)}, Holm-adjusted ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(e.p_adjusted)} over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(e.suites, 'suite')} (level α/2 = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(e.level)})`;
}
const onTests = (tests) => `on ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(tests, 'common test')}`;
const intervalText = (ci) => `(95% interval [${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(ci[0])}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(ci[1])}])`;
/** "ENGINE_ERROR×12, TIMEOUT×2" */
function codesText(codes) {
    return Object.entries(codes)
        .map(([code, n]) => `${code}×${n}`)
        .join(', ');
}
/** "head: 12 of 30 runs errored (ENGINE_ERROR×12)", per side with errored runs. */
function erroredRunsText(sides) {
    return sides.map((s) => `${s.side}: ${s.errored} of ${s.attempted} runs errored (${codesText(s.codes)})`).join(', ');
}
/** What to fix when runs errored, and which infrastructure errored when the judge or the simulated user did. */
function infrastructure(reason) {
    if (reason.errored.some((s) => (s.codes['SIM_ERROR'] ?? 0) > 0)) {
        const others = [reason.agent ? 'the agent' : '', reason.judge ? 'the judge' : ''].filter(Boolean);
        const fix = others.length > 0 ? `fix the simulator model, ${others.join(' and ')}, or rerun` : 'fix the simulator model or rerun';
        return { fix, who: ` (${_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .SIMULATOR_FAULT */ .iX}${others.length > 0 ? `; also ${others.join(' and ')}` : ''})` };
    }
    const fix = reason.judge && reason.agent
        ? 'fix the target and the judge, or rerun'
        : reason.judge
            ? "fix the judge (see the runs' errors), or rerun"
            : 'fix the target or rerun';
    const who = reason.judge ? ` (${reason.agent ? 'the agent and the judge' : 'the judge could not score the checks'})` : '';
    return { fix, who };
}
/** A test and its passes on each side: "t5 16/16 → 0/16". */
function testRuns(t) {
    return `${t.test_id} ${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs}`;
}
/**
 * A test's passes on each side, for the lists of failing tests: "passed 6/6 → 2/6". A test the
 * baseline has nothing to compare with says so ("new: 0/2 passed", "spec changed: 0/2 passed, not
 * compared with the base's 6/6"), and without a baseline "0/2 passed", rather than "passed — → 0/2",
 * which reads as a pass.
 */
function testPassesText(t, baseline) {
    const runs = (x) => `${x.passed}/${x.runs}`;
    const errored = (t.base?.errored ?? 0) + (t.head?.errored ?? 0);
    const erroredNote = errored > 0 ? `, ${errored} errored` : '';
    const { base, head } = t;
    // Without a baseline every test is "added": nothing says which are new.
    if (!baseline && head !== null)
        return `${runs(head)} passed${erroredNote}`;
    if (head === null)
        return `removed${base === null ? '' : ` (the base passed ${runs(base)})`}${erroredNote}`;
    if (t.change === 'changed')
        return `spec changed: ${runs(head)} passed${base === null ? '' : `, not compared with the base's ${runs(base)}`}${erroredNote}`;
    if (base === null || t.change === 'added')
        return `new: ${runs(head)} passed${erroredNote}`;
    return `passed ${runs(base)} → ${runs(head)}${erroredNote}`;
}
/** The tests of a possible regression that fell without significance, short, for the terminal: "t5 16/16 → 0/16 (Fisher p = 0.018)". */
function testsDownShortText(reason, shown = 3) {
    const tests = reason.tests
        .slice(0, shown)
        .map((t) => `${testRuns(t)} (${t.rho === undefined || t.rho === 0 ? 'Fisher' : 'beta-binomial'} p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(t.p_value)})`);
    if (reason.tests.length > shown)
        tests.push(`${reason.tests.length - shown} more`);
    return `fell, not significant: ${tests.join(', ')}`;
}
/** "Fisher p", or the conditional beta-binomial p with the within-side correlation it allowed for. */
/** The per-test p's method, said once after the tests (one within-side correlation serves the whole check). */
function perTestMethod(tests) {
    const rho = tests.find((t) => t.rho !== undefined && t.rho > 0)?.rho;
    return rho === undefined ? "p: Fisher's exact test" : `p: conditional beta-binomial, runs of a side alike (ρ̂ = ${rho.toFixed(2)})`;
}
/** A non-inferiority bound with its level and method: "its one-sided 95% lower bound is −3.1 points (t over tests)". */
function boundText(r) {
    const confidence = Number(((1 - r.level) * 100).toPrecision(4));
    const method = r.method === 't' ? 't over tests' : 'from the runs of its tests';
    return `its one-sided ${confidence}% lower bound is ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(r.bound)} points (${method})`;
}
function suiteReasonPart(reason) {
    switch (reason.code) {
        case 'tests_broke': {
            const shown = 5;
            const tests = reason.tests
                .slice(0, shown)
                .map((t) => `${testRuns(t)} (p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(t.p_value)}${t.p_adjusted === undefined ? '' : `, adjusted ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(t.p_adjusted)}`})`);
            const rule = reason.tarone_m === undefined
                ? `its p adjusted by discrete Holm over the tests of the check is ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(reason.level)} (α/2)`
                : `its Fisher p ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(reason.level)} (α/2 over Tarone's m* = ${reason.tarone_m}: the tests of the check that could reach significance)`;
            return (`${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.tests.length, 'test')} broke: ${tests.join(', ')}; ${perTestMethod(reason.tests)}; ` +
                `a test breaks when ${rule} and its pass rate fell by at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_test_effect)}`);
        }
        case 'significant_drop':
            return `pass rate fell by ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(-reason.change)} ${onTests(reason.tests)}; ${evidenceText(reason.evidence)}`;
        case 'significant_rise':
            return `pass rate rose by ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.change)} ${onTests(reason.tests)}; ${evidenceText(reason.evidence)}`;
        case 'cannot_fail':
            return (`this suite cannot fail the check: even if every common test failed every run, p would be ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(reason.min_attainable_p)}, ` +
                `above its level ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(reason.level)} (α/2 over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.suites, 'suite')}), and no single test could be flagged as broken` +
                (reason.change < 0
                    ? `; observed change ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(reason.change)} points ${intervalText(reason.ci)} ${onTests(reason.tests)}`
                    : ''));
        case 'drop_not_significant':
            return (`pass rate fell by ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(-reason.change)} ${intervalText(reason.ci)} ${onTests(reason.tests)}, but not significantly: ${evidenceText(reason.evidence)}; ` +
                'more runs per test would settle it');
        case 'tests_down_not_significant': {
            const shown = 5;
            const tests = reason.tests
                .slice(0, shown)
                .map((t) => `${testRuns(t)} (down ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(-t.change)}, ` +
                `p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(t.p_value)}${t.p_adjusted === null ? ', cannot reach the level' : `, adjusted ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(t.p_adjusted)}`})`);
            if (reason.tests.length > shown)
                tests.push(`${reason.tests.length - shown} more`);
            return (`${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.tests.length, 'test')} fell by at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_test_effect)}, but not significantly: ${tests.join(', ')}; ${perTestMethod(reason.tests)}; ` +
                `a test breaks only when its p adjusted by discrete Holm over the tests of the check is ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(reason.level)} (α/2); ` +
                'more runs per test would settle it');
        }
        case 'no_drop_of_min_effect': {
            const small = reason.significant === null
                ? `; ${evidenceText(reason.evidence)}`
                : `; a significant ${reason.significant} (${evidenceText(reason.evidence)}), smaller than the minimum effect of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_effect)}`;
            return `no drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_effect)} or more: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(reason.change)} points ${onTests(reason.tests)}${small}`;
        }
        case 'drop_ruled_out': {
            const weakest = reason.weakest === null ? '' : ` (nearest: ${reason.weakest.test_id}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(reason.weakest.bound)} points)`;
            return (`a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_effect)} or more is ruled out: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(reason.change)} points ${onTests(reason.tests)}; ` +
                `${boundText(reason)}; so is a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_test_effect)} for each test${weakest}`);
        }
        case 'drop_not_ruled_out': {
            const shown = reason.open_tests.slice(0, 5).map((t) => `${testRuns(t)} (bound ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(t.bound)} points)`);
            if (reason.open > shown.length)
                shown.push(`${reason.open - shown.length} more`);
            const suite = reason.suite_ruled_out
                ? `a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_effect)} is excluded for the suite: ${boundText(reason)}`
                : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(reason.change)} points ${onTests(reason.tests)}; ${boundText(reason)}, which does not exclude a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_effect)}`;
            const which = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.open, 'test')}: ${shown.join(', ')}`;
            const tests = reason.open === 0
                ? ''
                : reason.suite_ruled_out
                    ? `; but a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_test_effect)} is not excluded for ${which}`
                    : `; nor is a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_test_effect)} excluded for ${which}`;
            // Runs narrow a bound only down to a side's own random effect; tests narrow a suite's further.
            return `no regression shown, none ruled out: ${suite}${tests}; more runs per test, or more tests, may settle it (runs alike within a side limit what runs alone can do)`;
        }
        case 'suspect_data':
            return `${reason.side}: ${reason.detail}`;
        case 'errors_differ': {
            const { fix, who } = infrastructure(reason);
            const rate = (s) => (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(s.runs === 0 ? null : s.errored / s.runs);
            const causes = reason.errored.map((s) => `${s.side} ${codesText(s.codes)}`).join(', ');
            return (`${reason.agent || reason.judge ? "the PR's deployment errors more" : 'the PR side errors more'} (${rate(reason.head)} of runs vs ${rate(reason.base)}, p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(reason.p_value)}): ` +
                `${reason.head.errored} of ${reason.head.runs} runs of the common tests errored on head, ${reason.base.errored} of ${reason.base.runs} on base (${causes}); ` +
                `exact test stratified by test, Holm-adjusted p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(reason.p_adjusted)} over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.suites, 'suite')} with errored runs ` +
                `(level α/2 = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(reason.level)}). An infrastructure regression${who}, so the verdict is invalid; ${fix}`);
        }
        case 'errored_runs_decide': {
            const would = (yes) => (yes ? 'would' : 'would not');
            const { fix, who } = infrastructure(reason);
            const regress = (yes) => `${would(yes)} regress`;
            // The two extremes disagree (the usual case), or agree with each other but not with the errors left out.
            const what = reason.counted_passed !== reason.counted_failed
                ? `if they had passed the suite ${regress(reason.counted_passed)}, if they had failed it ${would(reason.counted_failed)}`
                : `whether they had passed or failed the suite ${regress(reason.counted_passed)}, but left out it ${reason.left_out_regresses ? 'regresses' : 'does not'}`;
            return (`${erroredRunsText(reason.errored)}; ${what}: the errors decide, so the verdict is invalid. ` +
                `Infrastructure trouble${who}, which says nothing about the agent; ${fix}`);
        }
        case 'new_suite':
            return reason.failing
                ? `new suite (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.tests, 'test')}, ${reason.failing} failing): nothing to compare with, so its failing tests are listed as they are`
                : `new suite (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.tests, 'test')}): nothing to compare with`;
        case 'suite_removed':
            return `suite removed (it had ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.tests, 'test')})`;
        case 'budget': {
            const sides = ['head', 'base']
                .filter((side) => reason.not_run[side] > 0)
                .map((side) => `${reason.not_run[side]} of ${reason.planned[side]} planned runs ${side === 'head' ? 'on the PR' : 'on the base'}`);
            return `not compared (budget): the spending budget was spent before ${sides.join(' and ')} could start, so this suite is left out of the gate (never regressed, never passed); its finished runs are kept. Raise budget-usd / budget-tokens (--budget-usd / --budget-tokens) or lower the repeats to compare it`;
        }
        case 'no_common_tests':
            return ('no common test with scored runs on both sides (same id and spec, not quarantined), so nothing to pair and no gate' +
                (reason.unpaired ? '; the unpaired comparison shown is for information only' : ''));
    }
}
/** Why a suite got its verdict, in one sentence: its findings joined. */
function suiteReasonText(suite) {
    return suite.reasons.map(suiteReasonPart).join('; ');
}
function validityText(note) {
    const tests = (n, noun = 'test') => `${n} ${noun}${n === 1 ? '' : 's'}`;
    switch (note.code) {
        case 'specs_changed':
            return `${tests(note.tests)} changed spec since the base: compared as added and removed, not paired`;
        case 'no_scored_runs':
            return `${tests(note.tests, 'common test')} had no scored run on one side (all errored or skipped): not compared`;
        case 'removed_were_failing':
            return `${note.tests} removed test${note.tests === 1 ? ' was' : 's were'} failing on base: the head pass rate looks better without ${note.tests === 1 ? 'it' : 'them'}`;
        case 'quarantined':
            return `${tests(note.tests, 'quarantined test')}: reported, never gating`;
        case 'draft':
            return _drafts_js__WEBPACK_IMPORTED_MODULE_2__/* .DRAFT_NOTE */ .r;
        case 'duplicate_test_ids':
            return `${note.side}: ${note.tests} duplicate test id(s); only the last entry of each was compared`;
        case 'errored_runs_left_out':
            return note.p_value === undefined
                ? `${erroredRunsText(note.errored)}: left out of the pass rates; counted as passed or as failed they would not change the verdict`
                : `${erroredRunsText(note.errored)}: left out of the pass rates; the head does not error significantly more than the base ` +
                    `(exact test stratified by test p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(note.p_value)}, Holm-adjusted ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(note.p_adjusted ?? note.p_value)})`;
        case 'suite_renamed':
            return `suite ${note.from} renamed to ${note.to}: compared as one suite on the ${tests(note.tests, 'test id')} they share`;
    }
}
/** Why a test's first failure failed: the assertion's own reason, or which run failed without one. */
function firstFailureReasonText(f) {
    if (f.without_assertion === undefined)
        return f.reason;
    const { repeat, codes } = f.without_assertion;
    return `run ${repeat} failed without a failed assertion (codes: ${codes.join(', ') || 'none'})`;
}
/** Why the interval and the verdict seem to disagree; null when they do not. */
function intervalNoteText(suite) {
    const test = suite.test === null ? 'exact test' : TEST_NAMES[suite.test];
    switch (suite.interval_note ?? null) {
        case null:
            return null;
        case 'reaches_zero_broken_test':
            return 'the interval for the average change reaches 0 because the drop is concentrated in the broken test; the gate uses the exact per-test test (Fisher, discrete Holm); the interval is approximate';
        case 'reaches_zero':
            return `the interval reaches 0, but the gate uses the ${test}, which is exact; the interval is approximate`;
        case 'below_zero_small_drop':
            return 'the interval lies wholly below 0: the drop is significant, but smaller than the minimum effect, so it does not fail the check';
        case 'below_zero_not_significant':
            return `the interval lies wholly below 0, yet the ${test} is not significant at its level (p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(suite.p_adjusted)} after Holm); the gate uses the exact test; the interval is approximate`;
    }
}


/***/ }),

/***/ 55116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   Vv: () => (/* binding */ comparisonReasonText),
/* harmony export */   hk: () => (/* binding */ incompleteRunText),
/* harmony export */   iX: () => (/* binding */ SIMULATOR_FAULT),
/* harmony export */   mw: () => (/* binding */ nothingEvaluatedText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60410);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95602);
/* harmony import */ var _pass_k_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99608);




/**
 * The headline of a run that stopped before its end (a budget, a signal, an agent that stopped
 * answering): never a pass, whatever the finished runs show.
 */
function incompleteRunText(run, counts) {
    const finished = counts.passed + counts.failed + counts.errored;
    return `Run incomplete, ${finished} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(counts.planned, 'planned run')} finished (${counts.passed} passed): ${run.incomplete_reason ?? 'no reason recorded'}`;
}
// --- the check as a whole --------------------------------------------------------------------------
/**
 * The one sentence a reviewer reads first, without the emoji. It counts the suites whose drop of the
 * minimum effects was ruled out (unchanged or improved) and names what the others are, so a ✅ never
 * stands for a suite that was not decided.
 */
function headline(comparison, counts) {
    const m = comparison.suites.length;
    const n = counts.suites;
    const suites = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(m, 'suite');
    const judged = n.unchanged + n.improved;
    const notJudged = _labels_js__WEBPACK_IMPORTED_MODULE_0__/* .NOT_JUDGED */ .Gv.reduce((k, v) => k + n[v], 0);
    const breakdown = _labels_js__WEBPACK_IMPORTED_MODULE_0__/* .NOT_JUDGED */ .Gv.filter((v) => n[v] > 0).map((v) => `${n[v]} ${_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_LABELS */ .W4[v].label}`);
    // New suites cannot regress, but their failing tests are news: the headline counts them.
    const failingNew = counts.failingInNewSuites;
    const added = n.new > 0 ? `${n.new} new${failingNew > 0 ? ` with ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(failingNew, 'failing test')}` : ''}` : '';
    // So are the failing tests added to (or changed in) the suites compared.
    const failingAdded = counts.failingAddedTests;
    const addedTests = failingAdded > 0 ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(failingAdded, 'new or changed test')} failing` : '';
    const extras = [n.improved > 0 ? `${n.improved} improved` : '', added, addedTests, n.removed > 0 ? `${n.removed} removed` : ''].filter(Boolean);
    switch (comparison.verdict) {
        case 'fail': {
            if (comparison.reason.code === 'min_pass_breached')
                return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(comparison.reason.tests.length, 'test')} below min_pass`;
            const broken = comparison.broken_tests?.length ?? 0;
            return `Significant regression in ${n.regressed} of ${suites}${broken > 0 ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(broken, 'broken test')})` : ''}`;
        }
        case 'invalid': {
            const r = comparison.reason;
            if (r.code === 'nothing_evaluated')
                return `${nothingEvaluatedText(r)} (${r.errored} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(r.runs, 'run')} errored)`;
            return `Invalid comparison: ${n.invalid} of ${suites} could not be judged reliably`;
        }
        case 'inconclusive': {
            if (comparison.baseline.source === 'none')
                return _baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .NO_BASELINE */ .gN;
            if (judged === 0)
                return notJudged > 0
                    ? `No suite could be judged (${breakdown.join(', ')})`
                    : `No suite to compare${extras.length ? ` (${extras.join(', ')})` : ''}`;
            const open = notJudged > 0 ? `; ${notJudged} not decided (${breakdown.join(', ')})` : '';
            const other = [added, addedTests, n.removed > 0 ? `${n.removed} removed` : ''].filter(Boolean);
            return `Regression ruled out in ${judged} of ${suites}${open}${other.length ? `; ${other.join(', ')}` : ''}`;
        }
        case 'pass': {
            if (m === 0)
                return 'No suites to compare';
            return `Regression ruled out in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(judged, 'suite')}${extras.length ? ` (${extras.join(', ')})` : ''}`;
        }
    }
}
/** What a run that evaluated nothing says first: which infrastructure failed it. */
function nothingEvaluatedText(who) {
    const parts = [
        who.agent ? 'the agent could not be reached' : '',
        who.judge ? (who.agent ? 'the judge could not score the checks' : 'the judge could not score any run') : '',
        who.simulator ? SIMULATOR_FAULT : '',
    ].filter(Boolean);
    const what = parts.length > 0 ? parts.join(', and ') : 'the agent could not be reached';
    return `Nothing was evaluated: ${what}`;
}
/** How a SIM_ERROR is told: the simulated user's fault, never the agent's. */
const SIMULATOR_FAULT = "the simulated user failed (SIM_ERROR: a simulator fault, not the agent's)";
const suiteList = (ids) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(ids.length, 'suite')} (${ids.join(', ')})`;
/** Why the check got its verdict: the "Why:" line under the headline. */
function comparisonReasonText(reason) {
    switch (reason.code) {
        case 'suites_regressed': {
            const broken = reason.broken.map((t) => `${t.suite_id} › ${t.test_id}`);
            return `${broken.length > 0 ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(broken.length, 'test')} broke (${broken.join(', ')}); ` : ''}${suiteList(reason.suites)} regressed`;
        }
        case 'suites_invalid':
            return `${suiteList(reason.suites)} invalid: the data cannot be trusted, see each suite's reason`;
        case 'nothing_evaluated': {
            const skipped = reason.errored < reason.runs ? ', the others skipped' : '';
            const fix = reason.agent
                ? 'check that the agent is running at the target URL, then rerun'
                : reason.judge || !reason.simulator
                    ? "fix the judge (its key, URL or model; see the runs' errors), then rerun"
                    : "fix the simulator model (its key, URL or model; see the runs' errors), then rerun";
            const simulator = reason.simulator ? `; ${SIMULATOR_FAULT}` : '';
            return `no run was scored (${reason.errored} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.runs, 'run')} errored${skipped}${simulator}), so nothing was evaluated; ${fix}`;
        }
        case 'no_baseline':
            return 'no baseline to compare with: head results only';
        case 'min_pass_breached':
            return `${reason.tests.map(_pass_k_js__WEBPACK_IMPORTED_MODULE_3__/* .minPassBreachText */ .Y3).join('; ')}; min-pass-fails is on, so the check fails (no suite regressed)`;
        case 'all_judged':
            return `no regression: a drop of the minimum effects ruled out in every suite (${reason.judged} judged${reason.new > 0 ? `; ${reason.new} new` : ''})`;
        case 'not_all_judged': {
            const open = [
                ['possible regression', reason.possible_regression],
                ['undecided (no regression shown, none ruled out)', reason.undecided ?? []],
                ['underpowered', reason.underpowered],
                ['without common tests', reason.inconclusive],
            ];
            const named = open.filter(([, ids]) => ids.length > 0).map(([label, ids]) => `${ids.length} ${label} (${ids.join(', ')})`);
            const notJudged = open.reduce((n, [, ids]) => n + ids.length, 0);
            const newFailing = reason.new_failing ?? [];
            const budget = reason.budget ?? [];
            const addedFailing = reason.added_failing ?? [];
            return [
                reason.judged > 0 ? `a drop ruled out in ${reason.judged} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.suites, 'suite')}` : 'no suite could be judged',
                notJudged > 0 ? `${reason.judged > 0 ? `${notJudged} could not be judged: ` : ''}${named.join(', ')}` : '',
                reason.new > 0 ? `${reason.new} new` : '',
                newFailing.length > 0
                    ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(newFailing.length, 'new suite')} with failing tests (${newFailing.join(', ')}): no baseline to compare them with`
                    : '',
                addedFailing.length > 0 ? `new or changed tests failing in ${suiteList(addedFailing)}: no baseline to compare them with` : '',
                reason.removed.length > 0 ? `${suiteList(reason.removed)} removed` : '',
                budget.length > 0 ? `${suiteList(budget)} not compared (budget): the spending budget stopped their runs` : '',
            ]
                .filter(Boolean)
                .join('; ');
        }
    }
}


/***/ }),

/***/ 66024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ floorText),
/* harmony export */   i: () => (/* binding */ warningText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);


/** What these runs cannot decide, and how many would: said before the first call too (floorText). */
function floorText(f) {
    const runs = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(f.head_runs, 'run')} per test against a baseline of ${f.base_runs}`;
    const more = (n) => (n === null ? 'no number of runs up to 1000 would' : `${n} runs per test would`);
    const parts = [
        f.can_break
            ? ''
            : `no single test can fail the check (its smallest p, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(f.smallest_break_p)}, is above α/2 = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(f.level)}; ${more(f.runs_to_break)})`,
        f.can_rule_out
            ? ''
            : `no test's drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(f.min_test_effect)} can be ruled out, so the check cannot pass (its smallest p, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(f.smallest_rule_out_p)}, is above ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(f.ni_level)}; ${more(f.runs_to_rule_out)})`,
    ].filter(Boolean);
    return `with ${runs}, ${parts.join(', and ')}`;
}
function warningText(warning) {
    switch (warning.code) {
        case 'design_floor':
            return floorText(warning);
        case 'suites_moved_together':
            return `all ${warning.suites} suites fell, by ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(-warning.from)} to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(-warning.to)}: against a stored baseline that is what a drift of the model provider or of the base looks like, which the PR did not cause; rerun the base in the same job (baseline-target-url) to tell drift from the PR`;
        case 'quarantine_expired':
            return `quarantine entry for ${warning.test_id} expired on ${warning.expires}: the test gates again; fix it or renew the entry (reason given: ${warning.reason})`;
        case 'quarantine_unmatched':
            return `quarantine entry for ${warning.test_id} matches no test in the head results: check the id`;
        case 'run_incomplete':
            return `the ${warning.side} run is incomplete${warning.detail === null ? '' : `: ${warning.detail}`}`;
        case 'no_baseline':
            return `No baseline: ${warning.detail}`;
        case 'baseline_batch_dependent':
            return `the baseline's runs are not independent: the first and second halves of its runs differ more than chance allows (within-side correlation ${warning.icc.toFixed(2)}, F test p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(warning.f_p_value)} over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(warning.tests, 'test')}), so each test's p allows for that; a fresh baseline (push to the default branch, or baseline-target-url) may have been run under steadier conditions`;
        case 'baseline_stale':
            return `the baseline is stale: it ran ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ageText */ .XG)(warning.age_ms)} ago, past the limit of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .maxAgeText */ .fm)(warning.max_days)} (max-baseline-age), so the base's pass rates may no longer be what the agent does today; ${warning.source === 'branch'
                ? 'refresh it: push to the default branch, run the action with command refresh-baseline, or set baseline-target-url to run a fresh baseline in the same job'
                : 'run the base again and pass its results.json, or raise --max-baseline-age (0: no limit)'}`;
    }
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
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/report-model.ts + 1 modules
var report_model = __webpack_require__(84669);
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
    const run = given ?? (0,report_model/* buildRunModel */.zN)((0,summary/* summarizeResults */.SE)(head), { baselineNotCompared: options.baselineNotCompared ?? null });
    const model = 'comparison' in run ? run : null;
    const comparison = model?.comparison ?? null;
    // An errored run (the agent or the judge failed), or one that stopped before its end, is never
    // shown under a green mark: the model's emoji and headline say so.
    const title = `${run.emoji} ${run.headline}`;
    const body = [
        `<header><h1>${h(title)}</h1>${options.note ? `<p class="note">ℹ️ ${h(options.note)}</p>` : ''}${model ? `<p class="reason">${h(model.why)}</p>` : ''}${model ? erroredNote(model) : ''}${runFacts(comparison, head, model ? null : run)}${run.judge === null ? '' : `<p class="facts">Judge: ${h(run.judge)}.</p>`}</header>`,
        model ? comparisonSections(model) : runSections(run),
        simulatedSection(run.simulated),
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
        failureCodes(model),
        processMetrics(model),
    ].join('\n');
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
    const violations = simulated ? t.assertions.filter((a) => a.status === 'failed').map((a) => `${a.key} (${a.code ?? 'failed'})`) : [];
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

/***/ 29718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ endingFacts),
/* harmony export */   i: () => (/* binding */ endingMix)
/* harmony export */ });
/* harmony import */ var _results_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3866);
// How the runs of a simulated test ended, for every report: the count of each ending, and the
// median number of agent turns the runs that reached the goal took (the median of those runs'
// agent-turn counts; the mean of the two middle ones for an even count).

function endingFacts(run) {
    return { ending: run.ending, agentTurns: run.turns.filter((t) => t.error === undefined).length };
}
/** The mix of a test's runs; null when none of them is simulated (a scripted test). */
function endingMix(runs) {
    const simulated = runs.filter((r) => r.ending !== undefined);
    if (simulated.length === 0)
        return null;
    const endings = {};
    for (const ending of _results_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .ENDINGS */ .Jx) {
        const n = simulated.filter((r) => r.ending === ending).length;
        if (n > 0)
            endings[ending] = n;
    }
    const turns = simulated
        .filter((r) => r.ending === 'goal_reached')
        .map((r) => r.agentTurns)
        .sort((a, b) => a - b);
    return { endings, median_turns_to_goal: median(turns), goal_runs: turns.length };
}
function median(sorted) {
    if (sorted.length === 0)
        return null;
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}


/***/ }),

/***/ 64042:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (/* binding */ whoErrored),
/* harmony export */   FD: () => (/* binding */ finalCodes),
/* harmony export */   G0: () => (/* binding */ erroredHeadline),
/* harmony export */   Mt: () => (/* binding */ erroredGroups),
/* harmony export */   SE: () => (/* binding */ summarizeResults),
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   pI: () => (/* binding */ runFacts)
/* harmony export */ });
/* unused harmony export erroredCauses */
/* harmony import */ var _results_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3866);
/* harmony import */ var _failure_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75775);
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
        pass_k: s.pass_k,
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
                ...(s.pass_k === undefined ? {} : { pass_k: s.pass_k }),
                tests: s.tests.map((t) => ({
                    test_id: t.test_id,
                    runs: t.runs.map((r) => ({
                        repeat: r.repeat,
                        outcome: r.outcome,
                        codes: finalCodes(r.codes, r.outcome, t.flaky),
                        ...(r.error ? { error: r.error } : {}),
                        ...(r.firstFailure ? { firstFailure: r.firstFailure } : {}),
                        ...(r.retried ? { retried: r.retried } : {}),
                        ...(r.ending ? { ending: r.ending, answeredTurns: r.answeredTurns } : {}),
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
                const code = r.error?.code ?? r.codes.find((c) => _failure_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .INFRA_CODES */ .uw.includes(c)) ?? 'ENGINE_ERROR';
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
/**
 * Which infrastructure the errored runs point at: the judge (JUDGE_ERROR), the simulated user
 * (SIM_ERROR), the agent (every other code), or several. `simulator` is set only when it errored.
 */
function whoErrored(groups) {
    const simulator = groups.some((g) => g.code === 'SIM_ERROR');
    return {
        agent: groups.some((g) => g.code !== 'JUDGE_ERROR' && g.code !== 'SIM_ERROR'),
        judge: groups.some((g) => g.code === 'JUDGE_ERROR'),
        ...(simulator ? { simulator: true } : {}),
    };
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
        ...(record.ending ? { ending: record.ending } : {}),
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

/***/ 25868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ gatherSecrets)
/* harmony export */ });
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17666);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57120);
// Every secret of a run, gathered once from the settings and the environment: tokens and keys as
// given, and the credentials written into URLs (the agent, the base deployment, the Pushgateway,
// the judge, the OTLP endpoint). Both edges mask exactly these in every output.


/**
 * The secret values of the settings marked secret in the table: each value given (or, beside it,
 * its environment variable, which a library may read on its own), and the credentials inside URLs.
 * Short values (a code=1) are left to URL redaction: masking them would garble every line.
 */
function gatherSecrets(given, env) {
    const found = [];
    for (const [key, s] of Object.entries(_table_js__WEBPACK_IMPORTED_MODULE_0__/* .SETTINGS */ .yy)) {
        if (!('secret' in s) || s.secret === undefined)
            continue;
        const fromEnv = 'env' in s && s.env !== undefined ? env[s.env.name] : undefined;
        for (const value of [given[key], fromEnv]) {
            if (typeof value !== 'string' || value.trim() === '')
                continue;
            if (s.secret === 'value')
                found.push(value.trim());
            else
                found.push(...(0,_url_js__WEBPACK_IMPORTED_MODULE_1__/* .urlSecrets */ .Fn)(value.trim()));
        }
    }
    return [...new Set(found)];
}


/***/ }),

/***/ 76530:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b0: () => (/* binding */ meanPassHatK),
/* harmony export */   qv: () => (/* binding */ passHatK),
/* harmony export */   w3: () => (/* binding */ DEFAULT_PASS_K)
/* harmony export */ });
/* unused harmony exports PASS_K_METHOD, MAX_PASS_K */
// pass^k: the chance that k independent attempts at a test all pass (tau-bench's reliability
// figure). From n scored runs with c passes, the unbiased estimator is C(c, k) / C(n, k): the share
// of the k-subsets of the n runs in which every run passed. The plug-in (c/n)^k, proposed
// elsewhere, is biased upwards (by Jensen's inequality for k >= 2); C(c, k) / C(n, k) has expectation
// exactly p^k for n >= k. With fewer than k runs there is no estimate (null), never a guess.
/** The estimator's name, as reports label it. */
const PASS_K_METHOD = 'unbiased C(c,k)/C(n,k)';
/** The k of pass^k when a suite does not choose one (`defaults.pass_k`). */
const DEFAULT_PASS_K = 3;
/** The largest k accepted (a suite's `defaults.pass_k`). */
const MAX_PASS_K = 100;
/** C(c, k) / C(n, k) for n scored runs with c passes; null when n < k (or no run). */
function passHatK(n, c, k) {
    if (!Number.isInteger(n) || !Number.isInteger(c) || !Number.isInteger(k) || k < 1 || c < 0 || c > n) {
        throw new RangeError(`pass^k needs whole numbers 0 <= c <= n and k >= 1, got n=${n}, c=${c}, k=${k}`);
    }
    if (n < k)
        return null;
    // The product of (c - i) / (n - i) for i < k: no factorials, so no overflow for large n.
    let estimate = 1;
    for (let i = 0; i < k; i++) {
        estimate *= (c - i) / (n - i);
        if (estimate <= 0)
            return 0;
    }
    return estimate;
}
/** The mean over tests of the estimates that exist, and how many tests had one; null mean when none did. */
function meanPassHatK(tests, k) {
    const estimates = tests.map((t) => passHatK(t.runs, t.passed, k)).filter((e) => e !== null);
    return { mean: estimates.length === 0 ? null : estimates.reduce((a, b) => a + b, 0) / estimates.length, tests: estimates.length };
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12311);
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


/***/ }),

/***/ 744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ sumEntries),
/* harmony export */   Mc: () => (/* binding */ entriesOf),
/* harmony export */   eK: () => (/* binding */ readUsageField),
/* harmony export */   nd: () => (/* binding */ turnUsage)
/* harmony export */ });
/* unused harmony exports MAX_TOKENS_PER_TURN, MAX_USAGE_ENTRIES, readUsageEntry, sumTurnUsage */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// Token usage: what an agent reports per turn, read from the shapes agents send, and sums per run,
// test, suite and side, kept apart for the agent, the judge and the user simulator.
//
// "Not reported" is never 0: a turn whose agent reported nothing has no `usage`, and a sum over
// turns none of which reported any is null. A turn's usage counts the model calls the agent made
// for it (`calls`, 1 when absent, as in results of earlier versions) and, where the agent named the
// model, the tokens per model, which is what prices apply to.

/**
 * Numbers an agent reports are data from outside: a negative count, a fraction, or a count so large
 * that sums overflow is not recorded and the turn says so.
 */
const MAX_TOKENS_PER_TURN = 1_000_000_000;
/** Usage entries read per turn; more are summed no further and warned about. */
const MAX_USAGE_ENTRIES = 1000;
const NOT_A_TOKEN_COUNT = `not a whole number of tokens from 0 to ${MAX_TOKENS_PER_TURN.toLocaleString('en-US')}`;
const MAX_MODEL_NAME = 200;
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function plausibleTokens(n) {
    return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_TOKENS_PER_TURN;
}
/**
 * One usage entry: `{model?, input_tokens|prompt_tokens, output_tokens|completion_tokens,
 * cached_tokens?}`, the cached count also read from OpenAI's `prompt_tokens_details.cached_tokens`
 * or `input_tokens_details.cached_tokens`. Null (with a warning naming `where`) when unreadable.
 */
function readUsageEntry(entry, where, warnings) {
    if (!isRecord(entry)) {
        warnings.push(`${where} is not a usage object; token counts not recorded: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonPreview */ .JA)(entry)}`);
        return null;
    }
    const inputKey = entry.input_tokens == null ? 'prompt_tokens' : 'input_tokens';
    const outputKey = entry.output_tokens == null ? 'completion_tokens' : 'output_tokens';
    const input = entry[inputKey];
    const output = entry[outputKey];
    if (typeof input !== 'number' || typeof output !== 'number') {
        warnings.push(`${where} carries neither {input_tokens, output_tokens} nor {prompt_tokens, completion_tokens}; token counts not recorded: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonPreview */ .JA)(entry)}`);
        return null;
    }
    const details = isRecord(entry.prompt_tokens_details)
        ? entry.prompt_tokens_details
        : isRecord(entry.input_tokens_details)
            ? entry.input_tokens_details
            : {};
    const cached = entry.cached_tokens ?? details.cached_tokens;
    const cachedKey = entry.cached_tokens == null ? `${inputKey === 'input_tokens' ? 'input' : 'prompt'}_tokens_details.cached_tokens` : 'cached_tokens';
    const wrong = [
        ...(plausibleTokens(input) ? [] : [`${where}.${inputKey} is ${input}`]),
        ...(plausibleTokens(output) ? [] : [`${where}.${outputKey} is ${output}`]),
        ...(cached == null || (plausibleTokens(cached) && cached <= input) ? [] : [`${where}.${cachedKey} is ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonPreview */ .JA)(cached)}`]),
    ];
    if (wrong.length > 0) {
        const cachedWrong = wrong.at(-1)?.startsWith(`${where}.${cachedKey}`) === true;
        warnings.push(`${wrong.join(' and ')}, ${NOT_A_TOKEN_COUNT}${cachedWrong ? ' (cached tokens no more than input)' : ''}; token counts not recorded`);
        return null;
    }
    let model = null;
    if (typeof entry.model === 'string' && entry.model.trim() !== '') {
        // A name goes into logs and reports: no line breaks or other control characters (a log line
        // starting with "::" would be a workflow command).
        model = Array.from(entry.model.trim().replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '\uFFFD'))
            .slice(0, MAX_MODEL_NAME)
            .join('');
    }
    else if (entry.model != null) {
        warnings.push(`${where}.model is not a model name; its tokens are counted without a model: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonPreview */ .JA)(entry.model)}`);
    }
    return { model, calls: 1, input_tokens: input, output_tokens: output, ...(cached == null ? {} : { cached_tokens: cached }) };
}
/** `usage` as an object (one call) or a list of objects (one per call). */
function readUsageField(usage, where, warnings) {
    if (usage === undefined || usage === null)
        return [];
    if (!Array.isArray(usage)) {
        const entry = readUsageEntry(usage, where, warnings);
        return entry === null ? [] : [entry];
    }
    if (usage.length > MAX_USAGE_ENTRIES)
        warnings.push(`${where} lists ${usage.length} entries; only the first ${MAX_USAGE_ENTRIES} are counted`);
    return usage.slice(0, MAX_USAGE_ENTRIES).flatMap((entry, i) => {
        const read = readUsageEntry(entry, `${where}[${i}]`, warnings);
        return read === null ? [] : [read];
    });
}
/** The entries of one turn as its record keeps them; null when there are none (not reported). */
function turnUsage(entries) {
    if (entries.length === 0)
        return null;
    const totals = sumEntries(entries);
    const anyCached = entries.some((e) => e.cached_tokens !== undefined);
    const named = entries.some((e) => e.model !== null);
    return {
        input_tokens: totals.input_tokens,
        output_tokens: totals.output_tokens,
        ...(anyCached ? { cached_tokens: totals.cached_tokens } : {}),
        ...(totals.calls === 1 ? {} : { calls: totals.calls }),
        ...(named ? { by_model: totals.by_model } : {}),
    };
}
/** Entries summed, with one entry per model (calls without a model under null), models in first-seen order. */
function sumEntries(entries) {
    const byModel = new Map();
    const totals = { calls: 0, input_tokens: 0, output_tokens: 0, cached_tokens: 0, by_model: [] };
    for (const e of entries) {
        totals.calls += e.calls;
        totals.input_tokens += e.input_tokens;
        totals.output_tokens += e.output_tokens;
        totals.cached_tokens += e.cached_tokens ?? 0;
        const kept = byModel.get(e.model);
        if (kept === undefined)
            byModel.set(e.model, { ...e, cached_tokens: e.cached_tokens });
        else {
            kept.calls += e.calls;
            kept.input_tokens += e.input_tokens;
            kept.output_tokens += e.output_tokens;
            if (e.cached_tokens !== undefined)
                kept.cached_tokens = (kept.cached_tokens ?? 0) + e.cached_tokens;
        }
    }
    totals.by_model = [...byModel.values()].map((m) => (m.cached_tokens === undefined ? withoutCached(m) : m));
    return totals;
}
function withoutCached(m) {
    return { model: m.model, calls: m.calls, input_tokens: m.input_tokens, output_tokens: m.output_tokens };
}
/** A recorded turn's usage as entries (a record of an earlier version: one call, model not named). */
function entriesOf(usage) {
    if (usage.by_model !== undefined && usage.by_model.length > 0)
        return usage.by_model;
    return [
        {
            model: null,
            calls: usage.calls ?? 1,
            input_tokens: usage.input_tokens,
            output_tokens: usage.output_tokens,
            ...(usage.cached_tokens === undefined ? {} : { cached_tokens: usage.cached_tokens }),
        },
    ];
}
/** Sums the usage of many turns; null when none of them reported any (never 0). */
function sumTurnUsage(usages) {
    const entries = [];
    for (const usage of usages)
        if (usage !== undefined)
            entries.push(...entriesOf(usage));
    return entries.length === 0 ? null : sumEntries(entries);
}


/***/ })

};
