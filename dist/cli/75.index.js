export const id = 75;
export const ids = [75];
export const modules = {

/***/ 8075:
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
        level: check.alphaSuites,
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
                    level: check.alphaTests,
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
                        level: check.alphaTests,
                        min_test_effect: settings.minTestEffect,
                    },
                ];
            }
            break;
        }
        case 'unchanged': {
            const significant = j.significantDrop ? 'drop' : j.significantGain ? 'rise' : null;
            c.reasons = [
                {
                    code: 'no_drop_of_min_effect',
                    min_effect: settings.minEffect,
                    change: j.effect,
                    tests,
                    significant,
                    evidence: significant === 'rise' ? evidence(j.pImproved, j.pAdjustedImproved) : evidence(j.p, j.pAdjusted),
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
        min_detectable_drop: advice.minDetectableDrop,
        repeats: advice.repeats,
        repeats_for_min_effect: advice.repeatsForMinEffect,
        repeats_needed: advice.repeatsNeeded,
        tests_needed: advice.testsNeeded,
        hint: c.verdict === 'underpowered' || c.verdict === 'possible_regression' || (cannotSeeMinEffect && advice.repeatsNeeded > advice.repeats),
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

// EXTERNAL MODULE: ./src/stats/dependence.ts
var dependence = __webpack_require__(43410);
;// CONCATENATED MODULE: ./src/compare/baseline-batch.ts

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
    const e = (0,dependence/* withinSideIcc */._z)(halves);
    return { ...e, used: e.fP <= BATCH_LEVEL ? e.icc : 0 };
}

// EXTERNAL MODULE: ./src/stats/holm.ts
var holm = __webpack_require__(28473);
// EXTERNAL MODULE: ./src/stats/significance.ts
var significance = __webpack_require__(49022);
;// CONCATENATED MODULE: ./src/compare/comparison-schema.ts
// comparison.json (`agent-eval/comparison@1`): base results vs head results, per suite and test.
// The reports are rendered from this alone. Every decision is recorded as a code with its numbers,
// never as a sentence: src/report/verdict-wording.ts words them, for every report alike.



const COMPARISON_SCHEMA = 'agent-eval/comparison@1';
// regressed: a significant drop of at least min_effect, or a broken test (fails the check).
// possible_regression: a drop of at least min_effect, or a test down by at least min_test_effect, that
// is not significant (neutral check).
// underpowered: no outcome of the head runs could have failed the check (neutral check).
// unchanged: no drop of min_effect or more, and the suite could have failed the check.
// inconclusive: no common test with scored runs on both sides, so nothing to pair (neutral check).
// invalid: the data cannot be trusted: the head errors significantly more than the base, or suspect data.
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
        inconclusive: schemas/* array */.YOg(schemas/* string */.YjP()),
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
    const batch = base === null ? null : batchDependence(base);
    const verdicts = gateAll(analyses, settings, batch?.used ?? 0);
    if (batch !== null && batch.used > 0) {
        warnings.push({ code: 'baseline_batch_dependent', icc: batch.used, f_p_value: batch.fP, tests: batch.tests });
    }
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
function gateAll(analyses, settings, baselineDependence) {
    const paired = analyses.filter((a) => a.gate !== null);
    const gated = paired.filter((a) => a.suspect.length === 0);
    const family = (members) => members.map((a) => ({ suiteId: a.comparison.suite_id, tests: a.gate.observed })).filter((s) => s.tests.length > 0);
    const check = (0,compare_family/* gateCheck */.Iw)(family(paired), settings, { baselineDependence });
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
    return { ...check, suites: check.suites.filter((s) => settled.has(s.suiteId)), familySize: check.suites.length };
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
 * every suite is unchanged, improved or new without failing tests. inconclusive otherwise: no
 * baseline, a suite shows a possible regression, is underpowered, has no common test, was removed,
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
    const open = {
        possible_regression: named('possible_regression'),
        underpowered: named('underpowered'),
        inconclusive: named('inconclusive').filter((id) => !budget.includes(id)),
    };
    const notJudged = open.possible_regression.length + open.underpowered.length + open.inconclusive.length + budget.length;
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
// EXTERNAL MODULE: ./src/report/report-model.ts
var report_model = __webpack_require__(40486);
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
    'maxBaselineAge',
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
        maxBaselineAge: flag('maxBaselineAge'),
        io,
    });
}
/** Reads the baseline, compares, writes every report and prints the verdict; shared by `run --baseline`. */
async function compareAndReport(input) {
    const { io } = input;
    const base = await readResults(input.basePath, io.cwd);
    const now = new Date((io.now ?? Date.now)());
    const source = input.baselineSource ?? 'file';
    const comparison = compareResults(base, input.head, {
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

/***/ 54285:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qN: () => (/* binding */ renderRunSummary),
/* harmony export */   wQ: () => (/* binding */ renderComment)
/* harmony export */ });
/* unused harmony exports failingTestLine, BASELINE_HOW_TO, erroredLines */
/* harmony import */ var _results_results_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3866);
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14031);
/* harmony import */ var _results_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64042);
/* harmony import */ var _github_comment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78879);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(17666);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12011);
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(40486);
/* harmony import */ var _wording_baseline_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(95602);
/* harmony import */ var _wording_code_format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(18798);
/* harmony import */ var _wording_gate_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25018);
/* harmony import */ var _wording_pass_k_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(99608);
/* harmony import */ var _wording_power_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(78724);
/* harmony import */ var _wording_simulated_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(47247);
/* harmony import */ var _wording_suite_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(11289);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(16264);















/** Codes and messages of agents and judges, escaped for Markdown. */
const MARKDOWN = { code: (code) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(code), message: (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(text, 300) };
/** Commands and ids inside a sentence of the wording, as code spans. */
const MARKDOWN_CODE = { code: (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(text, { max: 200 }) };
/** The PR comment and report.md, from the report model. */
function renderComment(model, options) {
    const { comparison } = model;
    if (!/^<!--[\s\S]*-->$/.test(options.marker) || options.marker.slice(4, -3).includes('--')) {
        throw new Error(`comment marker must be a single HTML comment such as ${_github_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_COMMENT_MARKER */ .DQ}, got ${JSON.stringify(options.marker)}`);
    }
    const limit = options.maxLength ?? _github_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMENT_BODY_LIMIT */ .tx;
    // Like the check run's summary: the verdict, why, then what broke, before any table or statistics.
    let top = `${options.marker}\n## ${model.emoji} ${model.headline}`;
    const baselineWarning = comparison.reason.code === 'no_baseline' ? comparison.warnings.find((w) => w.code === 'no_baseline') : undefined;
    // Without a baseline the headline says so; the "why" is the cause, said once, then how to get one.
    if (comparison.reason.code !== 'no_baseline')
        top += `\n\n**Why:** ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(model.why, 500)}`;
    else if (baselineWarning)
        top += `\n\n**Why:** ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(baselineWarning.detail, 500)}`;
    // Why runs errored, once: in the top, which no cut to the length limit drops.
    const errored = erroredLines(comparison);
    if (errored)
        top += `\n\n${errored}`;
    // How to get a baseline matters once something was evaluated.
    if (model.failingWithoutBaseline !== null && comparison.reason.code !== 'nothing_evaluated')
        top += `\n\n${BASELINE_HOW_TO}`;
    const footer = [runFacts(comparison), reportLink(options.reportUrl)].join('\n\n');
    const broke = whatBrokeSections(model);
    const sections = [
        broke.first,
        broke.rest,
        suiteTable(model),
        attentionSection(model),
        minPassSection(model),
        validitySection(model),
        quarantineSection(comparison),
        statisticsSection(model),
        fixedAndFlakySection(model),
        simulatedSection(model.simulated),
        judgeSection(options),
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
            ? `> ✂️ Shortened to fit GitHub's ${_github_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMENT_BODY_LIMIT */ .tx.toLocaleString('en-US')}-character comment limit; cut: ${cuts.join('; ')}. The full report has everything.`
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
// --- what broke: first, as in the check run's summary ------------------------------------------
/** Failing tests listed in the open; the rest follow in a collapsed list. */
const WHAT_BROKE_SHOWN = 10;
/**
 * Each broken test (it fails the check), then each newly failing test (each failing test without a
 * baseline), one line apiece with its passes, turn, code and reason; the first few in the open.
 */
function whatBrokeSections(model) {
    const failing = model.failingWithoutBaseline ?? model.newlyFailing;
    const all = model.suites.flatMap((v) => v.suite.tests.map((test) => ({ suiteId: v.suite.suite_id, test })));
    const isBroken = (b, v) => b.suite_id === v.suiteId && b.test_id === v.test.test_id;
    const broken = model.broken.map((b) => ({ b, view: all.find((v) => isBroken(b, v)) ?? null }));
    const others = failing.filter((v) => !model.broken.some((b) => isBroken(b, v)));
    // New suites have no baseline: their failing tests are listed as they are, after the ones that broke.
    const newTests = model.failingNewTests;
    const items = [...broken.map(({ b, view }) => brokenLine(b, view)), ...others.map(failingLine), ...newTests.map(failingLine)];
    if (items.length === 0)
        return { first: null, rest: null };
    const noun = model.failingWithoutBaseline === null ? 'newly failing test' : 'failing test';
    const counts = [
        broken.length > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(broken.length, 'broken test') : '',
        others.length > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(others.length, noun) : '',
        newTests.length > 0 ? (0,_wording_baseline_js__WEBPACK_IMPORTED_MODULE_12__/* .FAILING_NEW_TESTS */ .KY)(newTests.length, model.failingNewTestsInNewSuitesOnly) : '',
    ];
    const first = {
        name: 'failing tests',
        keep: 90,
        head: `### ❌ ${counts.filter(Boolean).join(' · ')}\n\n`,
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
    const at = f.turn_id === 'final' ? 'final assertions' : `turn ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(f.turn_id, { max: 60 })}`;
    return ` · ${at} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(f.code)} · ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)((0,_wording_suite_js__WEBPACK_IMPORTED_MODULE_10__/* .firstFailureReasonText */ .U)(f), 300)}`;
}
function brokenLine(b, view) {
    return `- **broken** ${(0,_wording_gate_js__WEBPACK_IMPORTED_MODULE_7__/* .brokenTestText */ .nc)(b, MARKDOWN_CODE)}${failureAt(view?.test.first_failure ?? null)}`;
}
function failingLine(view) {
    const t = view.test;
    return `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(view.suiteId, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(t.test_id, { max: 120 })}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(view.passes, 200)}${testAnnotation(t)}${failureAt(t.first_failure)}`;
}
/** "- **suite** › `test`: passed 6/6 → 2/6 (or new: 0/2 passed) · turn `t2` · `NODE_MISMATCH` · reason": one failing test in a line, for the check run. */
function failingTestLine({ suiteId, test: t, passes }) {
    return `- **${mdText(suiteId, 100)}** › ${mdCode(t.test_id, { max: 120 })}: ${mdText(passes, 200)}${failureAt(t.first_failure)}`;
}
/** What a pull request without a baseline is told to do about it. */
const BASELINE_HOW_TO = 'To compare with a baseline: a push to the default branch stores one (run this action on `push`), or set `baseline-target-url` to the deployment of the base branch to run a fresh baseline in the same job.';
// --- the suite table: few, short columns, so no cell wraps -------------------------------------
/** No-break spaces: a cell of numbers stays on one line; the suite's name takes the wrapping. */
const oneLine = (text) => text.replaceAll(' ', '\u00A0');
function suiteTable(model) {
    const rows = model.suites.map(({ suite: s, emoji, label, passRates, delta }) => {
        const cells = [(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.suite_id, 100), `${emoji} ${label}`, oneLine(passRates), oneLine(delta ?? '—')];
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
function erroredLines(comparison) {
    const head = (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .erroredLine */ .AY)(comparison, 'head', MARKDOWN);
    const base = (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .erroredLine */ .AY)(comparison, 'base', MARKDOWN);
    return [head ? `**Errored runs:** ${head}` : '', base ? `**Errored base runs:** ${base}` : ''].filter(Boolean).join('<br>\n');
}
// --- the statistics, collapsed: intervals, p-values, power, methods, failure codes -------------
function statisticsSection(model) {
    const { comparison } = model;
    const suites = model.suites.map((v) => v.suite);
    const rows = model.suites.map(({ suite: s, pHolm, significant }) => {
        const p = pHolm === null ? '—' : significant ? `**${pHolm}**` : pHolm;
        return `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.suite_id, 100)} | ${sideCell(s.base)} | ${sideCell(s.head)} | ${p} |`;
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
    if (side === null)
        return '—';
    const rate = side.pass_rate === null ? 'n/a' : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .percent */ .KN)(side.pass_rate)} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .rateInterval */ .mP)(side.ci)}`.trim();
    const extra = [(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(side.tests, 'test'), (0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(side.runs, 'run')];
    if (side.errored > 0)
        extra.push(`${side.errored} errored`);
    if (side.skipped > 0)
        extra.push(`${side.skipped} skipped`);
    return `${rate}<br>${extra.join(' · ')}`;
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
        if (s.delta !== null && (s.added_tests > 0 || s.removed_tests > 0))
            parts.push(`Δ on ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(s.common_tests, 'common test')}.`);
        if (v.intervalNote)
            parts.push(`${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(v.intervalNote, 300)}.`);
        if (notJudged.has(v) && v.smallestP !== null)
            parts.push(`${(0,_wording_power_js__WEBPACK_IMPORTED_MODULE_8__/* .smallestPText */ .tv)(v.smallestP)}.`);
        if (notJudged.has(v) && v.powerHint)
            parts.push(`💡 ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(v.powerHint, 400)}`);
        return parts.length ? [{ id: s.suite_id, text: parts.join(' ') }] : [];
    });
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .groupIdentical */ .Du)(notes, (n) => n.text)
        .map(({ key, items }) => `- ${items.map((n) => `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(n.id, 100)}**`).join(', ')}: ${key}`)
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
        return [...byLabel].map(([label, ids]) => `${label} for ${ids.map((id) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(id, 60)).join(', ')}`).join(' / ');
    };
    const delta = used(suites.map((s) => (s.delta ? (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .deltaLabel */ .R4)(s.delta) : null)));
    // Only the tests behind the p (Holm) column: a suite outside the Holm family shows no p-value.
    const test = used(suites.map((s) => (s.test && s.p_adjusted !== null ? _format_js__WEBPACK_IMPORTED_MODULE_4__/* .TEST_METHOD_LABELS */ .Zz[s.test] : null)));
    const rates = used(suites.map((s) => s.head?.ci_method ?? s.base?.ci_method ?? null).map((m) => (m ? _format_js__WEBPACK_IMPORTED_MODULE_4__/* .CI_METHOD_LABELS */ .DW[m] : null)));
    const tested = suites.filter((s) => s.p_adjusted !== null).length;
    const parts = [
        delta ? `Delta: ${delta}` : '',
        test ? `p: ${test}, one-sided (PR worse), Holm-adjusted over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(tested, 'suite')}` : '',
        rates ? `pass rates: ${_format_js__WEBPACK_IMPORTED_MODULE_4__/* .PASS_RATE_DEFINITION */ .zd} (${rates}, 95% intervals), errored runs excluded` : '',
    ].filter(Boolean);
    return `<sub>${[...parts].join('; ')}${parts.length > 0 ? '. ' : ''}${(0,_wording_gate_js__WEBPACK_IMPORTED_MODULE_7__/* .gateRuleText */ .Nt)(comparison)}</sub>`;
}
/** Runs with each failure code, per suite and side, as report.html lists them. */
function failureCodeTable(model) {
    const rows = model.failureCodes.map((r) => `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(r.suiteId, 100)} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(r.code, { inTable: true })} | ${r.base} | ${r.head} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .signedCount */ .c3)(r.head - r.base)} |`);
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
        const names = same.map((x) => `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(x.suite.suite_id, 100)}**`).join(', ');
        const what = same.length > 1 ? `${v.label}, ${same.length} suites` : v.label;
        // What it can detect is in the statistics; here only what to do.
        const settle = v.settleRepeats === null ? [] : [`  - ${(0,_wording_power_js__WEBPACK_IMPORTED_MODULE_8__/* .settleText */ .di)(v.settleRepeats, MARKDOWN_CODE)}`];
        return [`- ${v.emoji} ${names} (${what}): ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(v.reason, 700)}`, ...settle].join('\n');
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
    // Without a baseline, the comment's top already says why.
    const said = model.comparison.reason.code === 'no_baseline' ? model.warnings.filter((w) => w.code !== 'no_baseline') : model.warnings;
    const items = said.map((w) => `- ⚠️ ${w.suites.length > 0 ? `${w.suites.map((id) => `**${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(id, 100)}**`).join(', ')}: ` : ''}${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(w.text, 400)}`);
    if (items.length === 0)
        return null;
    return { name: 'validity warnings', keep: 70, head: '### ⚠️ Validity warnings\n\n', items, tail: '', itemNoun: 'validity warnings' };
}
// --- tests -----------------------------------------------------------------------------------
function testAnnotation(t) {
    const notes = [];
    if (t.broke === true)
        notes.push('**broken**, fails the check');
    if (t.p_value !== null) {
        notes.push(`${t.p_method === 'conditional-beta-binomial' ? 'beta-binomial p' : 'Fisher p'} = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .pValue */ .sp)(t.p_value)}${t.p_adjusted !== null ? `, adjusted ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .pValue */ .sp)(t.p_adjusted)}` : ''}`);
    }
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
        return `| **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(r.suiteId, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(r.testId, { inTable: true, max: 120 })} | ${endings.join(' | ')} | ${r.turnsToGoal} |`;
    });
    const columns = withBase
        ? '| Test | Endings, base | Endings, PR | Turns to the goal, base → PR |\n| --- | --- | --- | --- |'
        : '| Test | Endings | Turns to the goal |\n| --- | --- | --- |';
    return {
        name: 'simulated tests',
        keep: 35,
        head: `### 🗣️ ${_wording_simulated_js__WEBPACK_IMPORTED_MODULE_9__/* .SIMULATED_TESTS_HEADING */ .UC}\n\n${columns}\n`,
        items,
        tail: `\n\n<sub>${_wording_simulated_js__WEBPACK_IMPORTED_MODULE_9__/* .TURNS_TO_GOAL_METHOD */ .XE}</sub>`,
        itemNoun: 'simulated tests',
        table: true,
    };
}
function fixedAndFlakySection(model) {
    const line = ({ suiteId, test: t, passes }) => `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(suiteId, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(t.test_id, { max: 120 })}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(passes, 200)}${testAnnotation(t)}`;
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
function quarantineSection(comparison) {
    if (comparison.quarantine.length === 0)
        return null;
    const items = comparison.quarantine.map((q) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(q.test_id, { max: 120 })}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(q.reason, 200)} (until ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(q.expires, 40)})${q.expired ? ` ⚠️ ${_wording_gate_js__WEBPACK_IMPORTED_MODULE_7__/* .QUARANTINE_EXPIRED */ .tn}` : ''}`);
    return {
        name: 'quarantine list',
        keep: 62,
        head: `**🧊 Quarantined** (${_wording_gate_js__WEBPACK_IMPORTED_MODULE_7__/* .QUARANTINE_MEANS */ .yc})\n\n`,
        items,
        tail: '',
        itemNoun: 'quarantine entries',
    };
}
// --- process, judge, facts -------------------------------------------------------------------
function processSection(model) {
    const coverage = model.comparison.coverage;
    const rows = model.suites
        .filter((v) => v.process !== null)
        .map(({ suite: s, process, tokens: tok, transitions }) => {
        const { toolCallsPerTurn: perTurn, latencyP50: p50, latencyP95: p95 } = process;
        const tools = s.process.head
            ? Object.entries(s.process.head.tools)
                .sort(([, a], [, b]) => b - a)
                .slice(0, 3)
                .map(([name, n]) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(name, { inTable: true, max: 40 })}×${n}`)
                .join(' ') || 'none'
            : '—';
        const coverage = transitions;
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
/** Tests below their min_pass on the PR: a failure with min-pass-fails, else a warning. */
function minPassSection(model) {
    const { breaches, fails } = model.minPass;
    if (breaches.length === 0)
        return null;
    const failing = fails && model.comparison.verdict === 'fail';
    return {
        name: 'tests below min_pass',
        keep: 75,
        head: `### ${failing ? '❌' : '⚠️'} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(breaches.length, 'test')} below min_pass\n\n`,
        items: breaches.map((b) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(b.text, 300)}`),
        tail: `\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)((0,_wording_pass_k_js__WEBPACK_IMPORTED_MODULE_13__/* .minPassConsequenceText */ .q4)(fails), 300)}`,
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
        items: passK.map((r) => `| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(r.suiteId, 100)} | ${r.pass1} | ${r.k} | ${r.passK} |`),
        tail: `\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)((0,_wording_pass_k_js__WEBPACK_IMPORTED_MODULE_13__/* .passKMethodText */ .J1)(), 500)}\n\n</details>`,
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
    const cell = (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(text, 300);
    const rows = cost.rows.map((r) => {
        const part = r.part === 'Total' ? '**Total**' : r.part;
        return withBase ? `| ${part} | ${cell(r.base ?? '—')} | ${cell(r.head)} |` : `| ${part} | ${cell(r.head)} |`;
    });
    if (cost.perRun !== null)
        rows.push(`| Agent per run | ${cell(cost.perRun.base)} | ${cell(cost.perRun.head)} (${cell(cost.perRun.change)}) |`);
    // Per suite only when there are several: with one it repeats the agent row.
    if (cost.suites.length > 1)
        for (const s of cost.suites) {
            const name = `Suite ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(s.suiteId, 100)}`;
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
        tail: `${cost.budget === null ? '' : `\n\n${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(cost.budget, 600)}`}\n\n<sub>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(cost.method, 400)}</sub>`,
        table: true,
    };
}
function judgeSection(options) {
    const j = options.judge;
    if (!j)
        return null;
    if (!j.configured) {
        const skipped = j.skipped > 0 ? `; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(j.skipped, 'judged check')} skipped and counted as not passed` : '';
        return { name: 'judge usage', keep: 30, head: '', items: [`**Judge:** not configured${skipped}.`], tail: '' };
    }
    const parts = [
        (0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(j.calls, 'call'),
        `cache ${j.cache_hits} hit${j.cache_hits === 1 ? '' : 's'} / ${j.cache_misses} miss${j.cache_misses === 1 ? '' : 'es'}`,
        `${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .tokens */ .LU)(j.input_tokens)} input + ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .tokens */ .LU)(j.output_tokens)} output tokens`,
    ];
    if (options.judgePrices) {
        const usd = (j.input_tokens * options.judgePrices.input + j.output_tokens * options.judgePrices.output) / 1_000_000;
        parts.push(`≈ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .formatUsd */ .UK)(usd)}`);
    }
    if (j.skipped > 0)
        parts.push(`${j.skipped} skipped`);
    if (j.unscored > 0)
        parts.push(`${j.unscored} could not be scored (JUDGE_ERROR: their runs are errored, never passed)`);
    return { name: 'judge usage', keep: 30, head: '', items: [`**Judge:** ${parts.join(' · ')}.`], tail: '' };
}
function runFacts(c) {
    const sha = (s) => {
        const short = (0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .shortSha */ .Fu)(s);
        return short === null ? 'unknown commit' : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(short, { max: 40 });
    };
    const facts = [
        // Without a baseline the headline says so, once.
        c.baseline.source === 'none' ? '' : `base ${sha(c.baseline.commit)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .baselineSource */ .f0)(c.baseline)})`,
        `PR ${sha(c.head.commit)}`,
        `target ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)((0,_url_js__WEBPACK_IMPORTED_MODULE_14__/* .redactUrl */ .BO)(c.head.target), { max: 120 })}`,
        (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .repeatsLabel */ .VF)(c.head),
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
    const model = 'headline' in given ? given : (0,_report_model_js__WEBPACK_IMPORTED_MODULE_5__/* .buildRunModel */ .zN)(given, options);
    const { summary } = model;
    const stats = model.suites.map((v) => v.stats);
    const c = summary.counts;
    const headline = model.headlineIn({ code: (code) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(code), message: (text) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(text, 400) });
    const top = `## ${model.emoji} ${headline}\n\n<sub>${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(model.noBaseline, 600)}. Compare with a baseline to gate on regressions.</sub>`;
    const rows = model.suites.map(({ stats: s, passRate, interval, codes: byCode, notChecked }) => {
        const rate = `${passRate} ${interval}`.trim();
        const codes = byCode.map(({ code, runs }) => `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(code, { inTable: true })}×${runs}`).join(' ') || '—';
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
            warnings.push(`- ⚠️ ${at}: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(s.unknown_blocks, 'content block')} of unknown type kept in the results, not interpreted`);
        for (const w of s.warnings)
            warnings.push(`- ⚠️ ${at}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(w, 300)}`);
    }
    const failing = [...failedTests(summary), ...erroredRuns(summary)];
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
    if (model.cost)
        sections.push(costTable(model.cost, 'Run'));
    if (warnings.length)
        sections.push({ name: 'warnings', keep: 70, head: '### ⚠️ Warnings\n\n', items: warnings, tail: '', itemNoun: 'warnings' });
    const judge = judgeSection({ marker: _github_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_COMMENT_MARKER */ .DQ, reportUrl: null, judge: summary.judge });
    if (judge)
        sections.push(judge);
    const r = summary.run;
    const facts = [
        `commit ${r.commit === null ? 'unknown' : (0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)((0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .shortSha */ .Fu)(r.commit) ?? '', { max: 40 })}`,
        `target ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)((0,_url_js__WEBPACK_IMPORTED_MODULE_14__/* .redactUrl */ .BO)(r.target), { max: 120 })} (${r.protocol ?? r.transport})`,
        (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .repeatsLabel */ .VF)(r),
        `took ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .duration */ .p0)(Date.parse(r.finished_at) - Date.parse(r.started_at) || null)}`,
    ];
    return fitToLimit(top, sections, `<sub>${facts.join(' · ')}</sub>`, options.maxLength ?? _github_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .COMMENT_BODY_LIMIT */ .tx);
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
            const head = `- **${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdText */ .bC)(suite.suite_id, 100)}** › ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .mdCode */ .xs)(t.test_id, { max: 120 })}: ${runs.length} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_11__/* .plural */ .LS)(t.runs.length, 'run')} failed (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(which, 80)}) ${codes}`;
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

/***/ 40486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* binding */ modelOf),
/* harmony export */   MW: () => (/* binding */ buildReportModel),
/* harmony export */   nn: () => (/* binding */ costView),
/* harmony export */   zN: () => (/* binding */ buildRunModel)
/* harmony export */ });
/* unused harmony export verdictTally */
/* harmony import */ var _compare_test_changes_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(57051);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(16264);
/* harmony import */ var _results_endings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(29718);
/* harmony import */ var _results_failure_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75775);
/* harmony import */ var _results_summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(64042);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12011);
/* harmony import */ var _run_stats_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52077);
/* harmony import */ var _stats_pass_k_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(76530);
/* harmony import */ var _wording_baseline_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(95602);
/* harmony import */ var _wording_budget_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(79956);
/* harmony import */ var _wording_cost_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(69312);
/* harmony import */ var _wording_gate_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25018);
/* harmony import */ var _wording_labels_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(60410);
/* harmony import */ var _wording_pass_k_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(99608);
/* harmony import */ var _wording_power_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(78724);
/* harmony import */ var _wording_simulated_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(47247);
/* harmony import */ var _wording_suite_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(11289);
/* harmony import */ var _wording_verdict_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(55116);
/* harmony import */ var _wording_warnings_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(66024);



















const NEEDS_A_LOOK = ['invalid', ..._wording_labels_js__WEBPACK_IMPORTED_MODULE_8__/* .NOT_JUDGED */ .Gv];
function suiteView(s, comparison) {
    const { emoji, label } = _wording_labels_js__WEBPACK_IMPORTED_MODULE_8__/* .VERDICT_LABELS */ .W4[s.verdict];
    const minEffect = comparison.min_effect;
    const rate = (side) => (side === null ? '—' : (0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .percent */ .KN)(side.pass_rate));
    const improved = s.verdict === 'improved' && s.p_adjusted_improved != null;
    return {
        suite: s,
        emoji,
        label,
        reason: (0,_wording_suite_js__WEBPACK_IMPORTED_MODULE_11__/* .suiteReasonText */ .AF)(s),
        intervalNote: (0,_wording_suite_js__WEBPACK_IMPORTED_MODULE_11__/* .intervalNoteText */ .zO)(s),
        smallestP: s.verdict === 'underpowered' ? s.min_attainable_p : null,
        settleRepeats: s.verdict === 'possible_regression' ? (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .settleRepeats */ .Kd)(s) : null,
        powerHint: (0,_wording_power_js__WEBPACK_IMPORTED_MODULE_9__/* .powerHintText */ .wX)(s.power, minEffect),
        passRates: `${rate(s.base)} → ${rate(s.head)}`,
        delta: s.delta === null ? null : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .points */ .WR)(s.delta.estimate)} pts [${(0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .points */ .WR)(s.delta.ci[0])}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .points */ .WR)(s.delta.ci[1])}]`,
        pHolm: improved ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .pValue */ .sp)(s.p_adjusted_improved)} (better)` : s.p_adjusted === null ? null : (0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .pValue */ .sp)(s.p_adjusted),
        significant: !improved && s.p_adjusted !== null && s.p_adjusted <= (0,_wording_gate_js__WEBPACK_IMPORTED_MODULE_7__/* .suiteAlpha */ .$v)(comparison),
        tokens: tokensCell(s.process),
        process: processCells(s.process),
        transitions: s.coverage ? `${s.coverage.exercised}/${s.coverage.offered}` : 'n/a',
    };
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
        latencyP50: metric((m) => (0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .milliseconds */ .Rz)(m.latency_p50_ms)),
        latencyP95: metric((m) => (0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .milliseconds */ .Rz)(m.latency_p95_ms)),
    };
}
/** Tokens base → PR: numbers, "—" for a side without them, one side when both are equal, nothing when neither has any. */
function tokensCell(process) {
    const base = process.base ? (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .tokensInOut */ .QR)(process.base) : '';
    const head = process.head ? (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .tokensInOut */ .QR)(process.head) : '';
    if (base === '' && head === '')
        return '';
    return base === head ? base : `${base || '—'} → ${head || '—'}`;
}
/** Failure codes in their documented order, unknown ones after them by name. */
function byCodeOrder(a, b) {
    const known = _results_failure_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .FAILURE_CODES */ .sR;
    const rank = (code) => (known.includes(code) ? known.indexOf(code) : known.length);
    return rank(a) - rank(b) || a.localeCompare(b);
}
const passValue = (v) => (v === null ? 'n/a' : (0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .percent */ .KN)(v));
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
        const estimate = (side, at) => side === null ? '—' : passValue((0,_stats_pass_k_js__WEBPACK_IMPORTED_MODULE_15__/* .passHatK */ .qv)(side.runs, side.passed, at));
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
    return suites.flatMap((s) => s.tests.filter(keep).map((test) => ({ suiteId: s.suite_id, test, passes: (0,_wording_suite_js__WEBPACK_IMPORTED_MODULE_11__/* .testPassesText */ .bi)(test, baseline) })));
}
function buildReportModel(comparison) {
    const sorted = (0,_wording_labels_js__WEBPACK_IMPORTED_MODULE_8__/* .sortSuites */ .eU)(comparison.suites);
    const suites = sorted.map((s) => suiteView(s, comparison));
    const groups = (0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .groupIdentical */ .Du)(suites, (v) => JSON.stringify([v.suite.verdict, v.reason, v.smallestP, v.settleRepeats, v.powerHint])).map(({ items }) => ({ verdict: items[0].suite.verdict, suites: items }));
    const said = sorted.flatMap((s) => s.validity.map((note) => ({ suite: s.suite_id, text: (0,_wording_suite_js__WEBPACK_IMPORTED_MODULE_11__/* .validityText */ .GW)(note) })));
    const warnings = [
        ...comparison.warnings.map((w) => ({ code: w.code, suites: [], text: (0,_wording_warnings_js__WEBPACK_IMPORTED_MODULE_13__/* .warningText */ .i)(w) })),
        ...(0,_format_js__WEBPACK_IMPORTED_MODULE_3__/* .groupIdentical */ .Du)(said, (v) => v.text).map(({ key, items }) => ({ code: null, suites: items.map((v) => v.suite), text: key })),
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
    const inNewSuites = noBaseline ? [] : tests(newSuites, _compare_test_changes_js__WEBPACK_IMPORTED_MODULE_16__/* .failsOnHead */ .xM);
    const addedToSuites = noBaseline
        ? []
        : tests(sorted.filter((s) => s.verdict !== 'new'), _compare_test_changes_js__WEBPACK_IMPORTED_MODULE_16__/* .newTestFails */ .c);
    const suiteCounts = (0,_wording_labels_js__WEBPACK_IMPORTED_MODULE_8__/* .verdictCounts */ .US)(comparison.suites);
    // Counted over every suite, with or without a baseline: the headline names them.
    const failingInNewSuites = newSuites.reduce((k, s) => k + s.tests.filter(_compare_test_changes_js__WEBPACK_IMPORTED_MODULE_16__/* .failsOnHead */ .xM).length, 0);
    const failingAddedTests = sorted.filter((s) => s.verdict !== 'new').reduce((k, s) => k + s.tests.filter(_compare_test_changes_js__WEBPACK_IMPORTED_MODULE_16__/* .newTestFails */ .c).length, 0);
    return {
        comparison,
        emoji: _wording_labels_js__WEBPACK_IMPORTED_MODULE_8__/* .OVERALL_EMOJI */ .J5[comparison.verdict],
        headline: (0,_wording_verdict_js__WEBPACK_IMPORTED_MODULE_12__/* .headline */ .Pl)(comparison, { suites: suiteCounts, failingInNewSuites, failingAddedTests }),
        why: (0,_wording_verdict_js__WEBPACK_IMPORTED_MODULE_12__/* .comparisonReasonText */ .Vv)(comparison.reason),
        broken: comparison.broken_tests ?? [],
        suites,
        groups,
        notJudged: groups.filter((g) => NEEDS_A_LOOK.includes(g.verdict)),
        warnings,
        newlyFailing: tests(sorted, (t) => t.change === 'newly_failing'),
        failingWithoutBaseline: noBaseline ? tests(sorted, _compare_test_changes_js__WEBPACK_IMPORTED_MODULE_16__/* .failsOnHead */ .xM) : null,
        failingNewTests: [...inNewSuites, ...addedToSuites],
        failingNewTestsInNewSuitesOnly: addedToSuites.length === 0,
        fixed: tests(sorted, (t) => t.change === 'fixed'),
        flaky: tests(sorted, (t) => t.change === 'flaky'),
        minPass: {
            breaches: tests(sorted, (t) => t.min_pass?.breached === true && !t.quarantined && t.head !== null).map((v) => ({
                ...v,
                text: (0,_wording_pass_k_js__WEBPACK_IMPORTED_MODULE_17__/* .minPassBreachText */ .Y3)({
                    suite_id: v.suiteId,
                    test_id: v.test.test_id,
                    passed: v.test.head.passed,
                    runs: v.test.head.runs,
                    min_passes: v.test.min_pass.passes,
                    min_runs: v.test.min_pass.runs,
                }),
            })),
            fails: comparison.min_pass_fails ?? false,
        },
        cost: costView(comparison.cost),
        simulated: sorted.flatMap((s) => s.tests.flatMap((t) => t.simulation === undefined
            ? []
            : [
                {
                    suiteId: s.suite_id,
                    testId: t.test_id,
                    baseEndings: noBaseline ? null : (0,_wording_simulated_js__WEBPACK_IMPORTED_MODULE_10__/* .endingMixText */ .tR)(t.simulation.base),
                    headEndings: (0,_wording_simulated_js__WEBPACK_IMPORTED_MODULE_10__/* .endingMixText */ .tR)(t.simulation.head),
                    turnsToGoal: (0,_wording_simulated_js__WEBPACK_IMPORTED_MODULE_10__/* .turnsToGoalChangeText */ .wS)(noBaseline ? null : t.simulation.base, t.simulation.head),
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
            row('Agent', _wording_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .agentUsageText */ .Um),
            row('Judge', (s) => (0,_wording_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .usagePartText */ .c)(s.judge, _wording_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .USAGE_ABSENT */ .a8.judge)),
            row('Simulator', (s) => (0,_wording_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .usagePartText */ .c)(s.simulator, _wording_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .USAGE_ABSENT */ .a8.simulator)),
            row('Total', _wording_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .usageTotalText */ .VA),
        ],
        suites: (cost.suites ?? []).map((s) => ({
            suiteId: s.suite_id,
            base: cost.base === null ? null : (0,_wording_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .suiteCostText */ .tI)(s.base),
            head: (0,_wording_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .suiteCostText */ .tI)(s.head),
        })),
        perRun: cost.base === null ? null : (0,_wording_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .agentPerRunChange */ .G3)(cost.base, cost.head),
        method: (0,_wording_cost_js__WEBPACK_IMPORTED_MODULE_6__/* .pricesText */ .OY)(cost.prices),
        budget: cost.budget === undefined ? null : (0,_wording_budget_js__WEBPACK_IMPORTED_MODULE_5__/* .budgetText */ .$)(cost.budget),
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
function modelOf(comparison) {
    return comparison === null ? null : buildReportModel(comparison);
}
const PLAIN_TEXT = { code: (text) => text, message: (text) => text };
function buildRunModel(summary, options = {}) {
    const c = summary.counts;
    // Never "passed" while a check could not be scored: a results file from before JUDGE_ERROR may
    // hold unscored checks in runs it counted as passed.
    const unscored = summary.suites.reduce((n, s) => n + s.notChecked.filter((x) => x.status === 'unscored').reduce((k, x) => k + x.count, 0), 0);
    const incomplete = !summary.run.complete;
    const headline = (format) => {
        const errored = () => (0,_results_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .erroredHeadline */ .G0)(summary, format);
        return c.failed > 0
            ? `${c.failed} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .plural */ .LS)(c.planned, 'run')} failed`
            : incomplete && c.errored === 0
                ? format.message((0,_wording_verdict_js__WEBPACK_IMPORTED_MODULE_12__/* .incompleteRunText */ .hk)(summary.run, c))
                : c.errored > 0 && c.passed === 0
                    ? `${(0,_wording_verdict_js__WEBPACK_IMPORTED_MODULE_12__/* .nothingEvaluatedText */ .mw)((0,_results_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .whoErrored */ .Ay)((0,_results_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .erroredGroups */ .Mt)(summary.suites)))}: ${errored()}`
                    : c.errored > 0
                        ? `No run failed, but ${errored()}`
                        : c.passed === 0
                            ? 'No run was scored'
                            : unscored > 0
                                ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .plural */ .LS)(c.passed, 'scored run')} passed, but ${(0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .plural */ .LS)(unscored, 'judge check')} could not be scored`
                                : `All ${(0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .plural */ .LS)(c.passed, 'scored run')} passed`;
    };
    const notCompared = options.baselineNotCompared ?? null;
    return {
        summary,
        emoji: c.failed > 0 ? '❌' : incomplete || c.errored > 0 || unscored > 0 ? '⛔' : c.passed === 0 ? '⚠️' : '✅',
        headline: headline(PLAIN_TEXT),
        headlineIn: headline,
        noBaseline: notCompared === null ? _wording_baseline_js__WEBPACK_IMPORTED_MODULE_18__/* .NO_BASELINE */ .gN : (0,_wording_baseline_js__WEBPACK_IMPORTED_MODULE_18__/* .baselineNotComparedText */ .vB)(notCompared),
        suites: (0,_run_stats_js__WEBPACK_IMPORTED_MODULE_4__/* .runStats */ .HN)(summary).map((stats) => ({
            stats,
            passRate: (0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .percent */ .KN)(stats.pass_rate),
            interval: (0,_format_js__WEBPACK_IMPORTED_MODULE_14__/* .rateInterval */ .mP)(stats.ci),
            codes: [...stats.codes].map(([code, runs]) => ({ code, runs })),
            notChecked: [...stats.not_checked.values()].reduce((a, b) => a + b, 0),
        })),
        passK: (0,_run_stats_js__WEBPACK_IMPORTED_MODULE_4__/* .runStats */ .HN)(summary)
            .filter((st) => st.pass_k.pass_1 !== null)
            .map((st) => ({
            suiteId: st.suite_id,
            k: st.pass_k.k,
            pass1: passValue(st.pass_k.pass_1),
            passK: passValue(st.pass_k.pass_k),
            tests: st.pass_k.tests,
        })),
        simulated: summary.suites.flatMap((s) => s.tests.flatMap((t) => {
            const mix = (0,_results_endings_js__WEBPACK_IMPORTED_MODULE_0__/* .endingMix */ .i)(t.runs.map((r) => ({ ending: r.ending, agentTurns: r.answeredTurns ?? 0 })));
            return mix === null
                ? []
                : [
                    {
                        suiteId: s.suite_id,
                        testId: t.test_id,
                        baseEndings: null,
                        headEndings: (0,_wording_simulated_js__WEBPACK_IMPORTED_MODULE_10__/* .endingMixText */ .tR)(mix),
                        turnsToGoal: (0,_wording_simulated_js__WEBPACK_IMPORTED_MODULE_10__/* .turnsToGoalText */ .Ag)(mix),
                    },
                ];
        })),
        cost: options.cost ?? null,
    };
}


/***/ }),

/***/ 52077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HN: () => (/* binding */ runStats),
/* harmony export */   fx: () => (/* binding */ firstFailure)
/* harmony export */ });
/* unused harmony export suiteRunStats */
/* harmony import */ var _stats_mover_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80934);
/* harmony import */ var _stats_pass_k_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76530);
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
        const w = (0,_stats_wilson_js__WEBPACK_IMPORTED_MODULE_1__/* .wilson */ .r)(perTest.filter((t) => t.passed === 1).length, perTest.length);
        return { pass_rate: w.estimate, ci: [w.lower, w.upper], ci_method: 'wilson' };
    }
    const m = (0,_stats_mover_js__WEBPACK_IMPORTED_MODULE_0__/* .moverPassRate */ .li)(perTest);
    return { pass_rate: m.estimate, ci: [m.lower, m.upper], ci_method: 'wilson-mover' };
}
function passK(suite) {
    const k = suite.pass_k ?? _stats_pass_k_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_PASS_K */ .w3;
    const tests = suite.tests.map((t) => {
        const passed = t.runs.filter((r) => r.outcome === 'passed').length;
        return { passed, runs: passed + t.runs.filter((r) => r.outcome === 'failed').length };
    });
    const chosen = (0,_stats_pass_k_js__WEBPACK_IMPORTED_MODULE_2__/* .meanPassHatK */ .b0)(tests, k);
    return { k, pass_1: (0,_stats_pass_k_js__WEBPACK_IMPORTED_MODULE_2__/* .meanPassHatK */ .b0)(tests, 1).mean, pass_k: chosen.mean, tests: chosen.tests };
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
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(40486);
/* harmony import */ var _wording_baseline_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(95602);
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
        whatFailed(summary, options.failingTestsShown ?? FAILING_TESTS_SHOWN),
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
    const j = summary.judge;
    if (j?.configured) {
        lines.push(`judge: ${j.calls} call(s), cache ${j.cache_hits} hit(s) / ${j.cache_misses} miss(es), ${j.input_tokens + j.output_tokens} tokens (${j.input_tokens} in, ${j.output_tokens} out)`);
    }
    return lines.join('\n');
}
/**
 * After the table: each failing test (suite › test) with the turn, code and reason of its first
 * failure, capped with a count of the rest; each cause of errored runs once with its count and the
 * first run it ended; and how many agent requests were retried.
 */
function whatFailed(summary, shown = FAILING_TESTS_SHOWN) {
    const sections = [];
    const failing = summary.suites.flatMap((suite) => suite.tests.flatMap((t) => {
        const failed = t.runs.filter((r) => r.outcome === 'failed');
        const first = failed[0];
        return first ? [{ suite: suite.suite_id, test: t.test_id, failed: failed.length, runs: t.runs.length, first }] : [];
    }));
    if (failing.length > 0) {
        const lines = failing
            .slice(0, shown)
            .map((f) => `  ${terminalText(`${f.suite} › ${f.test}`, 160)}: ${f.failed} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(f.runs, 'run')} failed${firstFailure(f.first)}`);
        if (failing.length > shown)
            lines.push(`  … and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(failing.length - shown, 'more failing test')} (report.md lists every one)`);
        sections.push(`failing tests (${failing.length}):\n${lines.join('\n')}`);
    }
    const causes = (0,_results_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .erroredGroups */ .Mt)(summary.suites).sort((a, b) => b.runs.length - a.runs.length);
    if (causes.length > 0) {
        const lines = causes.slice(0, 5).map(({ code, message, runs }) => {
            const cause = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .erroredCauseText */ .YN)({ code, message, runs: runs.length }, { code: (c) => c, message: (m) => terminalText(m) });
            const first = runs[0];
            return `  ${cause}\n    first: ${terminalText(`${first.suite_id} › ${first.test_id} #${first.repeat}`, 160)}`;
        });
        if (causes.length > 5)
            lines.push(`  … and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(causes.length - 5, 'other cause')} (report.md lists every one)`);
        const errored = causes.reduce((n, c) => n + c.runs.length, 0);
        sections.push(`errored runs (${errored} of ${summary.counts.planned}):\n${lines.join('\n')}`);
    }
    const runs = summary.suites.flatMap((s) => s.tests.flatMap((t) => t.runs));
    const retried = runs.filter((r) => r.retried !== undefined);
    const attempts = retried.reduce((n, r) => n + (r.retried?.attempts ?? 0), 0);
    const turns = retried.reduce((n, r) => n + (r.retried?.turns ?? 0), 0);
    sections.push(attempts === 0
        ? 'retries: none (no agent request had to be sent again)'
        : `retries: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(attempts, 'agent request')} sent again (ENGINE_ERROR or TIMEOUT), in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(turns, 'turn')} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(retried.length, 'run')}`);
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
    const causeFirst = model.comparison.reason.code === 'nothing_evaluated';
    if (causeFirst) {
        lines.push(terminalText(model.why, Number.MAX_SAFE_INTEGER));
        const cause = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .erroredLine */ .AY)(model.comparison, 'head', { code: (c) => c, message: (m) => terminalText(m) });
        if (cause !== null)
            lines.push(`errored runs: ${cause}`);
    }
    for (const t of model.broken)
        lines.push(`  broken: ${terminalText((0,_wording_gate_js__WEBPACK_IMPORTED_MODULE_3__/* .brokenTestText */ .nc)(t))}`);
    const width = Math.max(...model.suites.map((v) => v.label.length), 0);
    for (const v of model.suites) {
        const s = v.suite;
        const delta = v.delta === null ? '' : `  ${v.delta}`;
        const p = v.pHolm === null ? '' : `  p(Holm) ${v.pHolm}`;
        lines.push(`  ${v.emoji} ${v.label.padEnd(width)} ${terminalText(s.suite_id)}: ${v.passRates}${delta}${p}`);
        if (v.intervalNote)
            lines.push(`      note: ${terminalText(v.intervalNote)}`);
        for (const r of s.reasons)
            if (r.code === 'tests_down_not_significant')
                lines.push(`      ${terminalText((0,_wording_suite_js__WEBPACK_IMPORTED_MODULE_6__/* .testsDownShortText */ .Pe)(r), 400)}`);
        if (v.settleRepeats !== null)
            lines.push(`      ${(0,_wording_power_js__WEBPACK_IMPORTED_MODULE_4__/* .settleText */ .di)(v.settleRepeats)}`);
    }
    // The tests that newly fail (every failing test without a baseline), then those with nothing to compare with.
    const isBroken = (v) => model.broken.some((b) => b.suite_id === v.suiteId && b.test_id === v.test.test_id);
    const failing = (model.failingWithoutBaseline ?? model.newlyFailing).filter((v) => !isBroken(v));
    const noun = model.failingWithoutBaseline === null ? 'newly failing test' : 'failing test';
    if (failing.length > 0)
        lines.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(failing.length, noun)}:`, ...failingLines(failing));
    if (model.failingNewTests.length > 0)
        lines.push(`${(0,_wording_baseline_js__WEBPACK_IMPORTED_MODULE_9__/* .FAILING_NEW_TESTS */ .KY)(model.failingNewTests.length, model.failingNewTestsInNewSuitesOnly)}:`, ...failingLines(model.failingNewTests));
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
// EXTERNAL MODULE: ./src/report/report-model.ts
var report_model = __webpack_require__(40486);
// EXTERNAL MODULE: ./src/report/wording/code-format.ts
var code_format = __webpack_require__(18798);
// EXTERNAL MODULE: ./src/report/wording/gate.ts
var gate = __webpack_require__(25018);
// EXTERNAL MODULE: ./src/report/wording/labels.ts
var labels = __webpack_require__(60410);
// EXTERNAL MODULE: ./src/report/wording/pass-k.ts
var pass_k = __webpack_require__(99608);
// EXTERNAL MODULE: ./src/report/wording/power.ts
var power = __webpack_require__(78724);
// EXTERNAL MODULE: ./src/report/wording/simulated.ts
var simulated = __webpack_require__(47247);
// EXTERNAL MODULE: ./src/report/wording/suite.ts
var suite = __webpack_require__(11289);
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
        `<header><h1>${h(title)}</h1>${options.note ? `<p class="note">ℹ️ ${h(options.note)}</p>` : ''}${model ? `<p class="reason">${h(model.why)}</p>` : ''}${comparison ? erroredNote(comparison) : ''}${runFacts(comparison, head)}</header>`,
        model ? comparisonSections(model) : runSections(run),
        simulatedSection(run.simulated),
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
        // Without a baseline the headline says so, once.
        if (b.source !== 'none')
            facts.push(`base <code>${h((0,src_format/* shortSha */.Fu)(b.commit) ?? 'unknown')}</code> (${h((0,format/* baselineSource */.f0)(b))})`);
    }
    facts.push(`head <code>${h((0,src_format/* shortSha */.Fu)(head.run.commit) ?? 'unknown')}</code>`, `target <code>${h((0,url/* redactUrl */.BO)(head.run.target))}</code> (${h(head.run.protocol ?? head.run.transport)})`, h((0,format/* repeatsLabel */.VF)(head.run)), `took ${h((0,src_format/* duration */.p0)(comparison?.duration_ms ?? (Date.parse(head.run.finished_at) - Date.parse(head.run.started_at) || null)))}`);
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
    const suites = model.suites.map((v) => v.suite);
    const rows = model.suites.map((v) => {
        const { suite: s, emoji, label } = v;
        const note = v.intervalNote ? `<br><small class="warn">${h(v.intervalNote)}</small>` : '';
        return `<tr data-verdict="${s.verdict}"><td>${h(s.suite_id)}</td><td>${side(s.base)}</td><td>${side(s.head)}</td><td>${h(v.delta ?? '—')}<br><small>${h(methodNote(s))}</small>${note}</td><td>${(0,src_format/* pValue */.sp)(s.p_value)}</td><td class="${v.significant ? 'sig' : ''}">${h(v.pHolm ?? '—')}</td><td>${s.common_tests} / ${s.added_tests} / ${s.removed_tests}</td><td class="verdict ${s.verdict}">${emoji} ${label}</td></tr>`;
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
    const quarantine = c.quarantine.map((q) => `<li><code>${h(q.test_id)}</code>: ${h(q.reason)} (until ${h(q.expires)})${q.expired ? ` <b class="warn">${h(gate/* QUARANTINE_EXPIRED */.tn)}</b>` : ''}</li>`);
    const broken = model.broken.map((t) => `<li>${(0,gate/* brokenTestText */.nc)(t, HTML_CODE)}</li>`);
    const brokenRule = (0,gate/* brokenRuleText */.fl)(c);
    return [
        broken.length
            ? `<section id="broken"><h2>❌ ${h((0,src_format/* plural */.LS)(broken.length, 'broken test'))}</h2><ul>${broken.join('')}</ul>${brokenRule ? `<p class="note">${h(brokenRule)}</p>` : ''}</section>`
            : '',
        `<section id="suites"><h2>Suites</h2>${table}<p class="note">Pass rates: ${format/* PASS_RATE_DEFINITION */.zd}, with 95% intervals, errored runs excluded. p: one-sided (head worse); p (Holm): adjusted over the suites. ${h((0,gate/* gateRuleText */.Nt)(c))}</p>`,
        forestPlot(suites, c.min_effect),
        `<ul class="reasons">${reasons.join('')}</ul></section>`,
        warnings.length ? `<section id="warnings"><h2>Validity warnings</h2><ul>${warnings.join('')}</ul></section>` : '',
        quarantine.length
            ? `<section id="quarantine"><h2>Quarantined tests</h2><p class="note">${h(capitalised(gate/* QUARANTINE_MEANS */.yc))}.</p><ul>${quarantine.join('')}</ul></section>`
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
    const icon = fails && model.comparison.verdict === 'fail' ? '❌' : '⚠️';
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
    const parts = [(0,src_format/* plural */.LS)(s.tests, 'test'), (0,src_format/* plural */.LS)(s.runs, 'run')];
    if (s.errored)
        parts.push(`${s.errored} errored`);
    if (s.skipped)
        parts.push(`${s.skipped} skipped`);
    parts.push(`${s.tool_calls_captured} tool calls`);
    return `${(0,src_format/* percent */.KN)(s.pass_rate)} ${(0,src_format/* rateInterval */.mP)(s.ci)}<br><small>${parts.join(' · ')}${s.ci_method ? ` · ${format/* CI_METHOD_LABELS */.DW[s.ci_method]}` : ''}</small>`;
}
function methodNote(s) {
    return [s.delta ? (0,format/* deltaLabel */.R4)(s.delta) : '', s.test ? format/* TEST_METHOD_LABELS */.Zz[s.test] : ''].filter(Boolean).join('; ');
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
        const tip = `<title>${h(`${s.suite_id}: ${labels/* VERDICT_LABELS */.W4[s.verdict].label}${s.delta ? `, ${(0,src_format/* points */.WR)(s.delta.estimate)} points [${(0,src_format/* points */.WR)(s.delta.ci[0])}, ${(0,src_format/* points */.WR)(s.delta.ci[1])}]` : ''}`)}</title>`;
        if (!s.delta) {
            return `<g class="forest-row" data-verdict="${s.verdict}">${tip}${label}<text x="${plotLeft}" y="${y + 4}" class="muted">no delta (${labels/* VERDICT_LABELS */.W4[s.verdict].label})</text></g>`;
        }
        const [l, u] = s.delta.ci;
        return `<g class="forest-row" data-verdict="${s.verdict}">${tip}${label}<line x1="${f(x(l))}" x2="${f(x(u))}" y1="${y}" y2="${y}" class="ci ${s.verdict}" stroke-width="2"/><rect x="${f(x(s.delta.estimate) - 5)}" y="${y - 5}" width="10" height="10" class="point ${s.verdict}"/></g>`;
    });
    return `<figure class="forest"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Forest plot of the pass-rate change per suite">
<rect x="${f(x(-minEffect))}" y="${top}" width="${f(x(0) - x(-minEffect))}" height="${bottom - top}" class="band"><title>drops smaller than the minimum effect (${(0,src_format/* pointsText */.aY)(minEffect)}) never fail the check</title></rect>
<line x1="${f(x(-minEffect))}" x2="${f(x(-minEffect))}" y1="${top}" y2="${bottom}" class="min-effect" stroke-dasharray="4 3"/>
<line x1="${f(x(0))}" x2="${f(x(0))}" y1="${top - 8}" y2="${bottom}" class="zero"/>
<line x1="${plotLeft}" x2="${plotRight}" y1="${bottom}" y2="${bottom}" stroke="currentColor"/>
${ticks.join('')}
${rows.join('\n')}
</svg><figcaption>Change in pass rate (points) with its 95% interval. Shaded: drops smaller than the minimum effect of ${(0,src_format/* pointsText */.aY)(minEffect)}.</figcaption></figure>`;
}
function failureCodes(model) {
    const rows = model.failureCodes.map((r) => `<tr><td>${h(r.suiteId)}</td><td><code>${h(r.code)}</code></td><td>${r.base}</td><td>${r.head}</td><td>${(0,src_format/* signedCount */.c3)(r.head - r.base)}</td></tr>`);
    if (rows.length === 0)
        return '';
    return `<section id="codes"><h2>Failure codes</h2><p class="note">Runs with each code.</p><table><thead><tr><th>Suite</th><th>Code</th><th>Base</th><th>PR</th><th>Change</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}
function processMetrics(model) {
    const coverage = model.comparison.coverage;
    const rows = model.suites.map(({ suite: s, tokens, process, transitions }) => {
        const { base, head } = s.process;
        const tools = (m) => m === null
            ? '—'
            : Object.entries(m.tools)
                .map(([name, n]) => `${name}×${n}`)
                .join(', ') || 'none';
        const missing = s.coverage?.missing.length
            ? `<br><small>not exercised: ${s.coverage.missing.map((m) => `<code>${h(m)}</code>`).join(' ')}</small>`
            : '';
        const cells = process === null ? ['—', '—', '—', '—'] : [process.turns, process.toolCallsPerTurn, process.latencyP50, process.latencyP95];
        const [turns, perTurn, p50, p95] = cells.map((c) => h(c));
        return `<tr><td>${h(s.suite_id)}</td><td>${turns}</td><td>${perTurn}</td><td>${h(tools(base))}<br>→ ${h(tools(head))}</td><td>${p50}</td><td>${p95}</td><td>${h(tokens)}</td><td>${h(transitions)}${missing}</td></tr>`;
    });
    const overall = coverage
        ? `<p class="note">Transitions covered over all suites: ${coverage.exercised} of ${coverage.offered} offered (node, option) pairs.</p>`
        : '';
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
    const warnings = model.summary.warnings.map((w) => `<li>⚠️ ${h(w)}</li>`);
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
function testViews(comparison, head, base) {
    const index = (r) => new Map((r?.suites ?? []).flatMap((s) => s.tests.map((t) => [key(s.suite_id, t.test_id), t])));
    const heads = index(head);
    const bases = index(base);
    const views = new Map();
    for (const s of (0,labels/* sortSuites */.eU)(comparison?.suites ?? [])) {
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
    const order = failure_codes/* FAILURE_CODES */.sR;
    const codes = [...codeCounts.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const chip = (filter, value, label, count) => `<button type="button" class="chip" data-filter="${filter}" data-value="${h(value)}" aria-pressed="${value === 'all'}">${h(label)} <small>${count}</small></button>`;
    const filters = [
        `<div class="filters" role="group" aria-label="Filter by verdict"><span>Verdict:</span>${chip('verdict', 'all', 'all', views.length)}${[
            ...verdictCounts,
        ]
            .map(([v, n]) => chip('verdict', v, labels/* CHANGE_LABELS */.hW[v] ?? v, n))
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
    const badge = (v) => `<span class="badge ${h(v.verdict)}">${h(labels/* CHANGE_LABELS */.hW[v.verdict] ?? v.verdict)}</span>`;
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
            ? ` · ${cmp.p_method === 'conditional-beta-binomial' ? 'beta-binomial p' : 'Fisher p'} ${(0,src_format/* pValue */.sp)(cmp.p_value)}${cmp.p_adjusted !== null ? ` (adjusted ${(0,src_format/* pValue */.sp)(cmp.p_adjusted)})` : ''}${cmp.broke === true ? ' · <b class="sig">broken</b>' : ''}`
            : '';
        const quarantined = cmp?.quarantined ? ' · <span class="badge">quarantined</span>' : '';
        const codeList = codesOf(v)
            .map((c) => `<code>${h(c)}</code>`)
            .join(' ');
        // Worded as every report words it: a test the baseline lacks is "new: 0/2 passed", not "— → 0/2".
        const passes = cmp && comparison ? (0,suite/* testPassesText */.bi)(cmp, comparison.baseline.source !== 'none') : `${counts(null, v.head)} passed`;
        const summary = `<summary>${badge(v)} ${h(v.suite_id)} › <b>${h(v.test_id)}</b> · ${h(passes)}${fisher}${quarantined} ${codeList}</summary>`;
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
            const where = sameAs.test === test ? '' : `${sameAs.test.suite_id} › ${sameAs.test.test_id} `;
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

// EXTERNAL MODULE: ./src/report/run-stats.ts
var run_stats = __webpack_require__(52077);
;// CONCATENATED MODULE: ./src/report/junit.ts



function junit_renderJunit(results, model = null) {
    const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    const verdicts = new Map((model?.suites ?? []).map((v) => [v.suite.suite_id, v]));
    const suites = results.suites.map((suite) => renderSuite(suite, totals, verdicts.get(suite.suite_id)));
    const seconds = (Date.parse(results.run.finished_at) - Date.parse(results.run.started_at)) / 1000;
    const attrs = xmlAttrs({ name: 'agent-eval', ...totals, time: Number.isFinite(seconds) ? seconds.toFixed(3) : '0' });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ${attrs}>\n${suites.join('')}</testsuites>\n`;
}
/** One suite; adds its counts to `totals`. Built in one pass, escaping each id once: a run can hold 100,000 cases. */
function renderSuite(suite, totals, verdict) {
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
            // A captured draft never fails the check, so it fails no test report either: its failed and
            // errored runs are skipped, with what happened.
            const draftMiss = suite.draft === true && (run.outcome === 'failed' || run.outcome === 'errored');
            if (draftMiss || run.outcome === 'skipped')
                counts.skipped++;
            else if (run.outcome === 'failed')
                counts.failures++;
            else if (run.outcome === 'errored')
                counts.errors++;
            ms += run.duration_ms;
            const caseAttrs = `${where} name="${name} #${run.repeat}" time="${(run.duration_ms / 1000).toFixed(3)}" ${file}${line}`;
            const body = draftMiss ? draftElement(run) : outcomeElement(run);
            cases.push(body ? `    <testcase ${caseAttrs}>\n${body}    </testcase>\n` : `    <testcase ${caseAttrs}/>\n`);
        }
    }
    for (const k of ['tests', 'failures', 'errors', 'skipped'])
        totals[k] += counts[k];
    const attrs = xmlAttrs({ name: suite.suite_id, ...counts, time: (ms / 1000).toFixed(3), file: suite.file });
    const properties = [
        ...(verdict
            ? [
                { name: 'verdict', value: verdict.label },
                { name: 'verdict_reason', value: verdict.reason },
            ]
            : []),
        ...(suite.suspect ? [{ name: 'suspect', value: suite.suspect }] : []),
        ...(suite.draft === true ? [{ name: 'draft', value: 'captured draft: reported, never gating (metadata.capture.status: draft)' }] : []),
    ].map((p) => `      <property ${xmlAttrs(p)}/>\n`);
    const propertiesXml = properties.length > 0 ? `    <properties>\n${properties.join('')}    </properties>\n` : '';
    return `  <testsuite ${attrs}>\n${propertiesXml}${cases.join('')}  </testsuite>\n`;
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
    const first = (0,run_stats/* firstFailure */.fx)(run);
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
function outcomeElement(run) {
    switch (run.outcome) {
        case 'passed':
            return '';
        case 'skipped':
            return `      <skipped ${xmlAttrs({ message: run.skipped_reason ?? 'skipped' })}/>\n`;
        case 'errored': {
            const p = problemOf({ ...run, outcome: 'errored' });
            return `      <error ${xmlAttrs({ type: p.type, message: (0,report_escape/* clip */.$Q)(p.message, 500) })}>${(0,report_escape/* escapeXml */.X)(p.detail)}</error>\n`;
        }
        case 'failed': {
            const p = problemOf({ ...run, outcome: 'failed' });
            return `      <failure ${xmlAttrs({ type: p.type, message: (0,report_escape/* clip */.$Q)(p.message, 500) })}>${(0,report_escape/* escapeXml */.X)(p.detail)}</failure>\n`;
        }
    }
}
/** A failed or errored run of a captured draft: skipped, the message saying what happened. */
function draftElement(run) {
    const p = problemOf(run);
    return `      <skipped ${xmlAttrs({ message: (0,report_escape/* clip */.$Q)(`captured draft, never gating: ${p.message}`, 500) })}/>\n`;
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
    const model = (0,report_model/* modelOf */.DM)(comparison) ??
        (0,report_model/* buildRunModel */.zN)((0,summary/* summarizeResults */.SE)(head), {
            cost: inputs.prices === undefined ? null : (0,report_model/* costView */.nn)((0,cost/* comparisonCost */.Xx)(null, head, inputs.prices)),
            baselineNotCompared: inputs.baselineNotCompared ?? null,
        });
    const markdown = 'comparison' in model
        ? (0,report_markdown/* renderComment */.wQ)(model, {
            marker: github_comment/* DEFAULT_COMMENT_MARKER */.DQ,
            reportUrl: null,
            judge: head.judge,
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
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9519);
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


/***/ })

};
