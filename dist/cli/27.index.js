export const id = 27;
export const ids = [27];
export const modules = {

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
/* harmony import */ var _results_judge_gates_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97492);

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
// A judge check that does not gate is listed apart (judge_calibration.ungated), never as where a run failed.
const isFailure = (a) => (0,_results_judge_gates_js__WEBPACK_IMPORTED_MODULE_0__/* .isGatingFailure */ .hs)(a);
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

/***/ 42090:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MW: () => (/* binding */ buildReportModel),
  zN: () => (/* binding */ buildRunModel),
  nn: () => (/* binding */ costView),
  DM: () => (/* binding */ modelOf),
  vm: () => (/* binding */ runCases),
  Yd: () => (/* binding */ runPerformance),
  kL: () => (/* binding */ testPText),
  Ge: () => (/* binding */ testRows)
});

// UNUSED EXPORTS: judgeCalibrationView, verdictTally

// EXTERNAL MODULE: ./src/compare/performance.ts + 1 modules
var performance = __webpack_require__(47367);
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
// EXTERNAL MODULE: ./src/results/judge-gates.ts
var judge_gates = __webpack_require__(97492);
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
        const failed = turn.assertions.find(judge_gates/* isGatingFailure */.hs);
        if (failed)
            return { turn_id: turn.turn_id, assertion: failed };
    }
    const final = run.final.assertions.find(judge_gates/* isGatingFailure */.hs);
    return final ? { turn_id: 'final', assertion: final } : null;
}

// EXTERNAL MODULE: ./src/report/wording/baseline.ts
var baseline = __webpack_require__(95602);
// EXTERNAL MODULE: ./src/report/wording/budget.ts
var budget = __webpack_require__(79956);
;// CONCATENATED MODULE: ./src/report/wording/judge-panel.ts

/** What each rule means. */
const PANEL_RULE_MEANS = {
    all: 'a criterion passes when every judge passes it',
    majority: 'a criterion passes when more than half the judges do; a tie fails',
};
/**
 * One line per panel, e.g. "Judge panel gpt-4.1, gpt-4o (majority: ...): judges disagreed on
 * helpful in 3 of 10 checks (30.0%, 95% Wilson interval [10.8, 60.3])"; none without a panel.
 * Names (criteria, models) go through `format.code`.
 */
function judgePanelLines(panels, format) {
    return (panels ?? []).map((p) => {
        const head = `Judge panel ${p.models.map((m) => format.code(m)).join(', ')} (${p.rule}: ${PANEL_RULE_MEANS[p.rule]})`;
        if (p.criteria.length === 0)
            return `${head}: no check had two judges scoring a criterion against a threshold, so no stability figure`;
        const figures = p.criteria.map((c) => `${format.code(c.criterion)} in ${c.disagreed} of ${(0,src_format/* plural */.LS)(c.checks, 'check')} (${(0,src_format/* percent */.KN)(c.rate)}, ${Math.round(c.level * 100)}% Wilson interval ${(0,src_format/* rateInterval */.mP)(c.ci)})`);
        return `${head}: the judges disagreed on ${figures.join('; ')}`;
    });
}

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
// EXTERNAL MODULE: ./src/report/wording/judge-calibration.ts
var judge_calibration = __webpack_require__(78303);
// EXTERNAL MODULE: ./src/report/wording/performance-gate.ts
var performance_gate = __webpack_require__(87971);
// EXTERNAL MODULE: ./src/report/wording/performance.ts
var wording_performance = __webpack_require__(60107);
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
        judgePanel: (format) => judgePanelLines(options.judge?.panels, format),
        judgeCalibration: comparison.judge_calibration
            ? judgeCalibrationView(comparison.judge_calibration, comparison.judge_calibration.ungated)
            : null,
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
        performance: performanceView(comparison, sorted),
        counts: { suites: suiteCounts, headRuns, changes, failingInNewSuites, failingAddedTests },
    };
}
// --- latency and tokens ------------------------------------------------------------------------
/** "120 ms → 160 ms": a value base → PR, "—" for a side without the suite; a run on its own (no base side) shows its one value. */
function sidesText(base, head, withBase) {
    return withBase ? `${base ?? '—'} → ${head ?? '—'}` : (head ?? '—');
}
/** A suite's two figures, each side's values, the change and its verdict, from comparison.json's performance. */
function performanceFigures(p, options) {
    const side = (s, pick) => (s === null ? null : pick(s));
    const values = {
        latency: [
            `p50 ${sidesText(side(p.base, (s) => (0,wording_performance/* latencyText */.eN)(s.median_ms)), side(p.head, (s) => (0,wording_performance/* latencyText */.eN)(s.median_ms)), options.withBase)}`,
            `p90 ${sidesText(side(p.base, (s) => (0,wording_performance/* latencyText */.eN)(s.p90_ms)), side(p.head, (s) => (0,wording_performance/* latencyText */.eN)(s.p90_ms)), options.withBase)}`,
        ],
        tokens: [
            sidesText(side(p.base, (s) => (0,wording_performance/* tokensPerConversationText */.WH)(s.tokens_per_conversation)), side(p.head, (s) => (0,wording_performance/* tokensPerConversationText */.WH)(s.tokens_per_conversation)), options.withBase),
        ],
    };
    const figure = (which, change) => {
        const floor = options.floors.get(which);
        const label = change ? wording_performance/* PERFORMANCE_VERDICT_LABELS */.T8[change.verdict] : null;
        return {
            figure: which,
            name: wording_performance/* FIGURE_LABELS */.Zq[which],
            values: values[which],
            change: change
                ? `${which === 'latency' ? `${change.statistic === 'p90' ? 'p90' : 'p50'} ` : ''}${(0,wording_performance/* ratioCellText */.vC)(change, options.nominal)}`
                : null,
            emoji: label?.emoji ?? '',
            verdict: label?.label ?? null,
            weak: change?.weak === 'stored_baseline' ? wording_performance/* WEAK_LATENCY_NOTE */.dI : null,
            floor: floor === undefined ? null : (0,wording_performance/* floorNoteText */.uP)(floor),
            reason: change ? (0,wording_performance/* performanceRowReasonText */.QD)(which, change, options.alpha) : null,
        };
    };
    return { latency: figure('latency', p.latency), tokens: figure('tokens', p.tokens) };
}
function performanceView(comparison, sorted) {
    const timed = (s) => s !== null && s.median_ms !== null;
    const withData = sorted.filter((s) => s.performance !== undefined && (timed(s.performance.base) || timed(s.performance.head)));
    if (withData.length === 0)
        return null;
    const withBase = comparison.baseline.source !== 'none';
    const alpha = comparison.performance?.alpha ?? comparison.alpha;
    // The two-sided level of every interval the gate asked for (1 - 2 alpha); some have less.
    const nominal = 1 - 2 * alpha;
    const floors = (suiteId) => new Map(comparison.warnings.flatMap((w) => w.code === 'performance_floor' ? w.suites.filter((f) => f.suite_id === suiteId).map((f) => [w.figure, f]) : []));
    const rows = withData.map((s) => {
        const data = s.performance;
        return { suiteId: s.suite_id, ...performanceFigures(data, { withBase, alpha, nominal, floors: floors(s.suite_id) }), data };
    });
    // Each method once, with the suites it was used for when they differ.
    const methods = new Map();
    for (const r of rows)
        for (const change of [r.data.latency, r.data.tokens])
            if (change !== null && change.ratio !== null) {
                const label = (0,wording_performance/* performanceMethodText */.$)(change);
                methods.set(label, [...new Set([...(methods.get(label) ?? []), r.suiteId])]);
            }
    const method = methods.size <= 1 ? [...methods.keys()].join('') : [...methods].map(([label, ids]) => `${label} (${ids.join(', ')})`).join('; ');
    return {
        rows,
        method,
        ratio: method === '' ? null : (0,wording_performance/* ratioMethodNote */.Vq)(method, nominal),
        intervalHeading: (0,wording_performance/* intervalHeading */.wA)(nominal),
        definition: (0,wording_performance/* sideLatencyMethodText */.KD)(comparison.performance?.quantile),
        weak: !rows.some((r) => r.latency.weak !== null)
            ? null
            : comparison.performance?.latency_gates
                ? performance_gate/* STORED_BASELINE_LATENCY_GATING */.Ag
                : performance_gate/* STORED_BASELINE_LATENCY */.dw,
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
        judgePanel: (format) => judgePanelLines(summary.judge?.panels, format),
        judgeCalibration: summary.judge_calibration ? judgeCalibrationView(summary.judge_calibration, (0,judge_gates/* ungatedTests */.yA)(summary.suites)) : null,
        warnings: runWarnings(summary),
        facts: runFacts(summary.run),
        failedTests: summary.suites.flatMap((suite) => suite.tests.flatMap((t) => {
            const failed = t.runs.filter((r) => r.outcome === 'failed');
            return failed.length === 0 ? [] : [{ suiteId: suite.suite_id, testId: t.test_id, runs: t.runs.length, failed }];
        })),
        erroredCauses: (0,results_summary/* erroredGroups */.Mt)(summary.suites),
        retries: retriesOf(summary),
        performance: runPerformanceView(summary.suites, options.performance),
    };
}
/** Each suite's latency and tokens of a results file, as the comparison computes a side's: what a run on its own shows. */
function runPerformance(results) {
    return new Map(results.suites.map((s) => [s.suite_id, (0,performance/* sidePerformance */.QL)(s)]));
}
/** A run on its own: each suite's one side, in the order of the summary; null without latency data. */
function runPerformanceView(suites, sides) {
    if (sides === undefined)
        return null;
    const rows = suites.flatMap((s) => {
        const head = sides.get(s.suite_id);
        if (head === undefined || head.median_ms === null)
            return [];
        return [
            { suiteId: s.suite_id, ...performanceFigures({ base: null, head }, { withBase: false, alpha: 0, nominal: 1, floors: new Map() }) },
        ];
    });
    return rows.length === 0 ? null : { rows, definition: (0,wording_performance/* sideLatencyMethodText */.KD)('type-7') };
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
/** A suite's latency and tokens as junit.xml properties: each figure's values, and with a base its change and verdict. */
function performanceProperties(row) {
    if (row === undefined)
        return [];
    return [
        ['latency_per_turn', row.latency],
        ['tokens_per_conversation', row.tokens],
    ].flatMap(([name, f]) => {
        const figure = f;
        const values = { name: name, value: figure.values.join(', ') };
        if (figure.change === null)
            return [values];
        const notes = [figure.weak, figure.floor].filter((n) => n !== null);
        const verdict = `${figure.emoji ? `${figure.emoji} ` : ''}${figure.verdict ?? ''}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
        return [values, { name: `${name}_change`, value: `${figure.change} ${verdict}` }];
    });
}
function runCases(results, model) {
    const verdicts = new Map((model?.suites ?? []).map((v) => [v.suite.suite_id, v]));
    // A run on its own shows its one side's figures, as report.md does.
    const performance = new Map((model === null ? runPerformanceView(results.suites, runPerformance(results))?.rows : model.performance?.rows)?.map((r) => [
        r.suiteId,
        r,
    ]) ?? []);
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
                ...performanceProperties(performance.get(suite.suite_id)),
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
    const unscored = run.turns.find((t) => t.assertions.some((a) => a.status === 'unscored' && a.gates !== false));
    if (unscored)
        return where(unscored.turn_id);
    return run.final.assertions.some((a) => a.status === 'unscored' && a.gates !== false) ? where('final') : null;
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
            if ((0,judge_gates/* isGatingFailure */.hs)(a))
                lines.push(describe(`turn ${turn.turn_id}`, a));
    for (const a of run.final.assertions)
        if ((0,judge_gates/* isGatingFailure */.hs)(a))
            lines.push(describe('final', a));
    return lines.join('\n') || `codes: ${run.codes.join(', ')}`;
}
function judgeCalibrationView(summary, ungated) {
    const checks = ungated.reduce((n, t) => n + t.runs, 0);
    return {
        rows: summary.criteria.map((c) => ({
            criterion: c.key.criterion,
            scope: c.key.prompt_version.startsWith('judge-conversation') ? 'whole conversation' : null,
            status: c.status,
            text: (0,judge_calibration/* criterionCalibrationText */.Nd)(c, summary.min_agreement),
        })),
        ungatedHeading: ungated.length === 0 ? null : (0,judge_calibration/* ungatedFailuresHeading */.Im)(checks),
        ungated: ungated.map((t) => ({
            suiteId: t.suite_id,
            testId: t.test_id,
            runs: (0,src_format/* plural */.LS)(t.runs, 'run'),
            where: t.first.turn_id === 'final' ? 'final assertions' : `turn ${t.first.turn_id}`,
            key: t.first.key,
            reason: t.first.reason,
            status: (0,judge_calibration/* calibrationStatusText */.Ch)(t.first.calibration),
        })),
        method: (0,judge_calibration/* calibrationMethodText */.Z_)(summary.min_agreement),
        notGating: judge_calibration/* NOT_GATING */.NJ,
    };
}


/***/ }),

/***/ 87496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dq: () => (/* binding */ renderRunEnd),
/* harmony export */   FF: () => (/* binding */ costLines),
/* harmony export */   Ks: () => (/* binding */ passKLines),
/* harmony export */   S0: () => (/* binding */ performanceLines),
/* harmony export */   V2: () => (/* binding */ renderComparisonEnd),
/* harmony export */   eR: () => (/* binding */ terminalText)
/* harmony export */ });
/* unused harmony exports FAILING_TESTS_SHOWN, runTable, whatFailed, judgeCalibrationLines */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(16264);
/* harmony import */ var _results_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(64042);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12011);
/* harmony import */ var _report_model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42090);
/* harmony import */ var _wording_performance_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(60107);
/* harmony import */ var _wording_gate_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25018);
/* harmony import */ var _wording_power_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78724);
/* harmony import */ var _wording_simulated_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(47247);
/* harmony import */ var _wording_suite_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(11289);
/* harmony import */ var _wording_verdict_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(55116);
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
        performanceLines(model.performance, false).join('\n'),
        whatFailed(model, options.failingTestsShown ?? FAILING_TESTS_SHOWN),
        ...(model.cost === null ? [] : [costLines(model.cost).join('\n')]),
        judgeCalibrationLines(model.judgeCalibration).join('\n'),
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
    const heading = `${_wording_simulated_js__WEBPACK_IMPORTED_MODULE_6__/* .SIMULATED_TESTS_HEADING */ .UC.toLowerCase()} (${rows.length}${withBase ? '; endings and turns to the goal base → PR' : ''}):`;
    return [heading, ...lines, _wording_simulated_js__WEBPACK_IMPORTED_MODULE_6__/* .TURNS_TO_GOAL_METHOD */ .XE].join('\n');
}
/**
 * Each suite's latency per turn and tokens per conversation, a line apiece: base → PR (a run on its
 * own: its side), the ratio with its interval and the verdict, a weak or floor note beside it; the
 * method once, under them.
 */
function performanceLines(performance, withBase) {
    if (performance === null)
        return [];
    const lines = performance.rows.flatMap((r) => [r.latency, r.tokens].map((f) => {
        const figures = `  ${terminalText(r.suiteId, 80)} ${f.name.toLowerCase()}: ${f.values.join(', ')}`;
        if (!withBase || f.change === null)
            return figures;
        const notes = [f.weak, f.floor].filter((n) => n !== null);
        const verdict = `${f.emoji ? `${f.emoji} ` : ''}${f.verdict ?? ''}`;
        return `${figures}; ${f.change} ${verdict}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
    }));
    const notes = [performance.ratio ?? '', performance.definition, performance.weak ?? ''].filter(Boolean).map((n) => `  ${n}`);
    return [`${_wording_performance_js__WEBPACK_IMPORTED_MODULE_3__/* .PERFORMANCE_HEADING */ .qq.toLowerCase()}${withBase ? ' (base → PR)' : ''}:`, ...lines, ...notes];
}
/** Above the table when no run was scored and some errored: which infrastructure failed, and its first cause. */
function nothingEvaluatedLine(summary) {
    const c = summary.counts;
    const groups = (0,_results_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .erroredGroups */ .Mt)(summary.suites);
    const first = groups[0];
    if (c.passed + c.failed > 0 || first === undefined)
        return '';
    return `${(0,_wording_verdict_js__WEBPACK_IMPORTED_MODULE_8__/* .nothingEvaluatedText */ .mw)((0,_results_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .whoErrored */ .Ay)(groups))}: ${c.errored} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(c.planned, 'run')} errored; first cause: ${first.code}: ${terminalText(first.message)}`;
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
    lines.push(...model.judgePanel(TERMINAL_NAMES));
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
            .map((f) => `  ${terminalText(`${f.suiteId} › ${f.testId}`, 160)}: ${f.failed.length} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(f.runs, 'run')} failed${firstFailure(f.failed[0])}`);
        if (failing.length > shown)
            lines.push(`  … and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(failing.length - shown, 'more failing test')} (report.md lists every one)`);
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
            lines.push(`  … and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(causes.length - 5, 'other cause')} (report.md lists every one)`);
        const errored = causes.reduce((n, c) => n + c.runs.length, 0);
        sections.push(`errored runs (${errored} of ${model.summary.counts.planned}):\n${lines.join('\n')}`);
    }
    const { attempts, turns, runs } = model.retries;
    sections.push(attempts === 0
        ? 'retries: none (no agent request had to be sent again)'
        : `retries: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(attempts, 'agent request')} sent again (ENGINE_ERROR or TIMEOUT), in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(turns, 'turn')} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(runs, 'run')}`);
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
        lines.push(`  broken: ${terminalText((0,_wording_gate_js__WEBPACK_IMPORTED_MODULE_4__/* .brokenTestText */ .nc)(test))}`);
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
            lines.push(`      ${(0,_wording_power_js__WEBPACK_IMPORTED_MODULE_5__/* .settleText */ .di)(v.settleRepeats)}`);
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
    lines.push(...performanceLines(model.performance, model.comparison.baseline.source !== 'none'));
    if (!causeFirst)
        lines.push(terminalText(model.why, Number.MAX_SAFE_INTEGER));
    for (const w of model.warnings) {
        const where = w.suites.length > 0 ? `${w.suites.join(', ')}: ` : '';
        lines.push(`warning: ${terminalText(`${where}${w.text}`, Number.MAX_SAFE_INTEGER)}`);
    }
    if (model.cost)
        lines.push(...costLines(model.cost));
    lines.push(...model.judgePanel(TERMINAL_NAMES));
    lines.push(...judgeCalibrationLines(model.judgeCalibration));
    return lines.join('\n');
}
/** Each judge criterion's agreement and whether it gates, then the judge checks that failed without gating. */
function judgeCalibrationLines(view) {
    if (view === null)
        return [];
    const lines = view.rows.map((r) => `judge calibration: \`${terminalText(r.criterion, 100)}\`${r.scope ? ` (${r.scope})` : ''} ${terminalText(r.text, 300)}`);
    if (view.ungatedHeading !== null) {
        lines.push(`${view.ungatedHeading}:`);
        for (const u of view.ungated.slice(0, FAILING_TESTS_SHOWN))
            lines.push(`  ${terminalText(`${u.suiteId} › ${u.testId}`, 160)}: ${u.runs}, first at ${terminalText(u.where, 80)}: ${terminalText(u.key, 60)}: ${terminalText(u.reason, 240)} (${u.status})`);
        const more = view.ungated.length - FAILING_TESTS_SHOWN;
        if (more > 0)
            lines.push(`  … and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(more, 'more test')} (report.md lists every one)`);
    }
    return lines;
}
/** Names (judge models, criteria) in a terminal line: control characters stripped. */
const TERMINAL_NAMES = { code: (t) => terminalText(t, 120), message: (t) => terminalText(t, 300) };
/** One line per failing test with its passes and first failure, capped with a count of the rest. */
function failingLines(tests) {
    const lines = tests.slice(0, FAILING_TESTS_SHOWN).map(({ suiteId, test: t, passes }) => {
        const f = t.first_failure;
        const at = f === null
            ? ''
            : `; ${f.turn_id === 'final' ? 'final assertions' : `turn ${terminalText(f.turn_id, 60)}`}: ${f.code}: ${terminalText((0,_wording_suite_js__WEBPACK_IMPORTED_MODULE_7__/* .firstFailureReasonText */ .U)(f), 240)}`;
        return `  ${terminalText(`${suiteId} › ${t.test_id}`, 160)}: ${passes}${at}`;
    });
    const more = tests.length - FAILING_TESTS_SHOWN;
    if (more > 0)
        lines.push(`  … and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(more, 'more failing test')} (report.md lists every one)`);
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

/***/ 78303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BG: () => (/* binding */ calibratedLines),
/* harmony export */   Ch: () => (/* binding */ calibrationStatusText),
/* harmony export */   HA: () => (/* binding */ calibrationProgressText),
/* harmony export */   Im: () => (/* binding */ ungatedFailuresHeading),
/* harmony export */   NJ: () => (/* binding */ NOT_GATING),
/* harmony export */   Nd: () => (/* binding */ criterionCalibrationText),
/* harmony export */   Pu: () => (/* binding */ CALIBRATION_GROUP),
/* harmony export */   X2: () => (/* binding */ noCalibrationFileText),
/* harmony export */   Z_: () => (/* binding */ calibrationMethodText),
/* harmony export */   oe: () => (/* binding */ noJudgeToCalibrateText)
/* harmony export */ });
/* unused harmony exports agreementText, criterionCalibrationLine, ungatedReasonText */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);

// --- judge calibration ---------------------------------------------------------------------------
/** The log group of a run that calibrates its judge first. */
const CALIBRATION_GROUP = 'Judge calibration';
/** What a judge check that does not gate does to the check. */
const NOT_GATING = 'reported, never fails the check';
const STATUS_WORDS = {
    gates: 'gates',
    not_calibrated: 'not calibrated',
    below_threshold: 'below the agreement threshold',
    stale: 'calibration stale',
};
/** The status of a criterion (or of a judge check, by its first criterion that does not gate) in a few words. */
function calibrationStatusText(status) {
    return STATUS_WORDS[status];
}
const two = (x) => x.toFixed(2);
const interval = (ci) => (ci === null ? '' : ` [${two(ci[0])}, ${two(ci[1])}]`);
/** Kappa and balanced accuracy with their intervals and the labels they are over, or null when not measured. */
function agreementText(a) {
    if (a.n === null)
        return null;
    const kappa = a.kappa === null ? 'κ n/a' : `κ ${two(a.kappa)}${interval(a.kappa_ci)}`;
    const accuracy = a.balanced_accuracy === null
        ? 'balanced accuracy n/a'
        : `balanced accuracy ${two(a.balanced_accuracy)}${interval(a.balanced_accuracy_ci)}`;
    return `${kappa}, ${accuracy} (n = ${a.n})`;
}
/**
 * What is said of one criterion after its name: "κ 0.82 [0.64, 0.95], balanced accuracy 0.90
 * [0.80, 0.96] (n = 40), gates"; "not calibrated: reported, never fails the check".
 */
function criterionCalibrationText(c, minAgreement) {
    const agreement = agreementText(c);
    if (c.status === 'gates')
        return `${agreement ?? 'calibrated'}, gates`;
    if (c.status === 'not_calibrated')
        return `not calibrated: ${NOT_GATING}`;
    if (c.status === 'stale') {
        const changed = (c.changes ?? []).map((ch) => `${ch.field.replace('_', ' ')} ${ch.was ?? 'none'} → ${ch.now ?? 'none'}`).join(', ');
        return `calibration stale${changed ? ` (calibrated for ${changed})` : ''}: ${NOT_GATING}`;
    }
    const low = c.kappa_ci?.[0];
    const bound = low === undefined ? 'no interval for κ' : `κ lower bound ${two(low)} < ${minAgreement}`;
    return `${agreement ?? 'calibrated'}, below the agreement threshold (${bound}): ${NOT_GATING}`;
}
/** The criterion named, then what is said of it, as plain text (the terminal and the log): "`helpful` κ 0.82 …, gates". */
function criterionCalibrationLine(c, minAgreement) {
    return `\`${c.key.criterion}\` ${criterionCalibrationText(c, minAgreement)}`;
}
/** How the figures are computed and what gates, for a report's methods. */
function calibrationMethodText(minAgreement) {
    return `Judge calibration: a judge criterion gates only when its Cohen's κ with the human labels (asymptotic 95% interval) has a lower bound of at least ${minAgreement} (judge-min-agreement), for the judge model, fallback and prompt version asked now; balanced accuracy is the mean of sensitivity and specificity, with a MOVER interval over Wilson intervals. Other judge checks are reported and never fail the check; calibrate with agent-eval judge calibrate --labels PATH.`;
}
/** A run with no stored calibration, said once before the run. */
function noCalibrationFileText(path) {
    return `No judge calibration at ${path}: judge checks are reported and never fail the check. Calibrate the judge with agent-eval judge calibrate --labels PATH (or judge-labels) to let them gate.`;
}
/** Labels given, but no judge to ask about them. */
function noJudgeToCalibrateText(labels) {
    return `judge labels ${labels} given but no judge is configured: nothing was calibrated, and judge checks are skipped.`;
}
/** Progress of the calibration, in the log group. */
function calibrationProgressText(done, total) {
    return `Judge calibration: ${done} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(total, 'question')} asked`;
}
/** What the calibration found, one line per criterion, in the log group. */
function calibratedLines(calibrations, minAgreement) {
    return calibrations.map(({ summary, unscored }) => {
        const left = unscored > 0 ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(unscored, 'label')} the judge could not score left out)` : '';
        return `Judge calibration: ${criterionCalibrationLine(summary, minAgreement)}${left}`;
    });
}
/** The heading of the judge checks that failed but gate nothing, listed apart from what broke. */
function ungatedFailuresHeading(count) {
    return `Judge checks that did not gate (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(count, 'failure')}, ${NOT_GATING})`;
}
/** One such check's reason, with why it did not gate. */
function ungatedReasonText(reason, status) {
    return `${reason} [${calibrationStatusText(status)}: ${NOT_GATING}]`;
}


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

/***/ 87971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ STORED_BASELINE_LATENCY_GATING),
/* harmony export */   B9: () => (/* binding */ ratioText),
/* harmony export */   Q_: () => (/* binding */ performanceReasonText),
/* harmony export */   ST: () => (/* binding */ ratioIntervalText),
/* harmony export */   WB: () => (/* binding */ performanceFloorText),
/* harmony export */   XF: () => (/* binding */ performanceHeadline),
/* harmony export */   dw: () => (/* binding */ STORED_BASELINE_LATENCY),
/* harmony export */   nY: () => (/* binding */ PERFORMANCE_METHOD_LABELS),
/* harmony export */   py: () => (/* binding */ performanceUndecidedText),
/* harmony export */   uh: () => (/* binding */ performanceUndecidedHeadline)
/* harmony export */ });
/* unused harmony export figureName */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);

/** A ratio of head over base: 1.3127 -> "×1.31". */
function ratioText(ratio) {
    return ratio === null || !Number.isFinite(ratio) ? 'n/a' : `×${ratio.toFixed(2)}`;
}
/** A ratio's interval: [1.12, 1.52] -> "[×1.12, ×1.52]"; an unbounded end (too few tests) is "∞" or "×0". */
function ratioIntervalText(ci) {
    if (ci === null)
        return '';
    const end = (x) => (x === Infinity ? '∞' : x <= 0 ? '×0' : ratioText(x));
    return `[${end(ci[0])}, ${end(ci[1])}]`;
}
/** How the ratio and its interval were computed, as every report labels them. */
const PERFORMANCE_METHOD_LABELS = {
    'hodges-lehmann-wilcoxon-exact': 'Hodges-Lehmann over tests, exact Wilcoxon signed-rank',
    'hodges-lehmann-wilcoxon-normal': 'Hodges-Lehmann over tests, Wilcoxon signed-rank (normal approximation)',
};
/** "p90 latency" / "tokens per conversation". */
function figureName(figure, statistic) {
    return figure === 'latency' ? `${statistic} latency` : 'tokens per conversation';
}
/** Latency against a stored baseline: why it does not gate, and what does. */
const STORED_BASELINE_LATENCY = "latency against a stored baseline is weak evidence: the base may have run on another machine or at another time, so its latency is reported and does not gate (latency-on-stored-baseline: gate makes it gate); run the base in the same job, interleaved with the head (the action's baseline-target-url, or agent-eval run --baseline-target), for a latency comparison that gates";
/** Latency against a stored baseline when the team asked it to gate all the same (latency-on-stored-baseline: gate). */
const STORED_BASELINE_LATENCY_GATING = "latency against a stored baseline is weak evidence: the base may have run on another machine or at another time; it gates here because latency-on-stored-baseline is gate; run the base in the same job, interleaved with the head (the action's baseline-target-url, or agent-eval run --baseline-target), for a latency comparison that machine and hour cannot move";
/** One suite's change with its numbers: "checkout: p90 latency ×1.31 [×1.12, ×1.52] over 8 tests (Hodges-Lehmann ..., p (Holm) = 0.004)". */
function findingText(f, figure) {
    const level = Math.round(f.level * 100);
    return `${f.suite_id}: ${figureName(figure, f.statistic)} ${ratioText(f.ratio)} (${level}% CI ${ratioIntervalText(f.ci)}) over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(f.tests, 'test')}, at least the ${ratioText(f.threshold)} of fail-on-${figure}, p (Holm) = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pValue */ .sp)(f.p_adjusted)}; ${PERFORMANCE_METHOD_LABELS[f.method]}`;
}
/** The "Why:" of a check failed by latency or tokens. */
function performanceReasonText(reason) {
    const latency = reason.code === 'latency_regression' ? reason.suites : [];
    const tokens = reason.code === 'latency_regression' ? (reason.tokens ?? []) : reason.suites;
    const parts = [
        latency.length > 0
            ? `latency went up significantly in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(latency.length, 'suite')}: ${latency.map((f) => findingText(f, 'latency')).join('; ')}`
            : '',
        tokens.length > 0
            ? `tokens went up significantly in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(tokens.length, 'suite')}: ${tokens.map((f) => findingText(f, 'tokens')).join('; ')}`
            : '',
    ].filter(Boolean);
    return `${parts.join('; and ')}; the check fails (no suite's pass rate regressed)`;
}
/** The headline of a check failed by latency or tokens alone. */
function performanceHeadline(reason) {
    const latency = reason.code === 'latency_regression' ? reason.suites.length : 0;
    const tokens = reason.code === 'latency_regression' ? (reason.tokens?.length ?? 0) : reason.suites.length;
    return [
        latency > 0 ? `Latency regression in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(latency, 'suite')}` : '',
        tokens > 0 ? `Token regression in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(tokens, 'suite')}` : '',
    ]
        .filter(Boolean)
        .join('; ');
}
/** The part of a neutral check's "Why:" that names the suites whose latency or tokens were not decided. */
function performanceUndecidedText(latency, tokens) {
    const part = (ids, figure) => ids.length === 0
        ? ''
        : `${figure} undecided in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(ids.length, 'suite')} (${ids.join(', ')}): neither a rise of fail-on-${figure} shown nor ruled out (or no test has ${figure} on both sides)`;
    return [part(latency, 'latency'), part(tokens, 'tokens')].filter(Boolean).join('; ');
}
/** The headline's part for undecided figures: "latency undecided in 1 suite". */
function performanceUndecidedHeadline(latency, tokens) {
    return [
        latency.length > 0 ? `latency undecided in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(latency.length, 'suite')}` : '',
        tokens.length > 0 ? `tokens undecided in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(tokens.length, 'suite')}` : '',
    ]
        .filter(Boolean)
        .join(', ');
}
/** Too few tests for the exact signed-rank test to reach the level: that figure cannot fail the check there. */
function performanceFloorText(w) {
    const suites = w.suites.map((s) => `${s.suite_id} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(s.tests, 'test')}, smallest p ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .pValue */ .sp)(s.smallest_p)})`).join(', ');
    return `${w.figure === 'latency' ? 'latency' : 'tokens'} cannot fail the check in ${suites}: with that few tests the exact signed-rank test's smallest one-sided p, 2^-tests, is above α = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .level */ .Rc)(w.level)}, so a slow-down there stays undecided; ${w.tests_needed} tests per suite could show one`;
}


/***/ }),

/***/ 60107:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ performanceMethodText),
/* harmony export */   KD: () => (/* binding */ sideLatencyMethodText),
/* harmony export */   QD: () => (/* binding */ performanceRowReasonText),
/* harmony export */   T8: () => (/* binding */ PERFORMANCE_VERDICT_LABELS),
/* harmony export */   Vq: () => (/* binding */ ratioMethodNote),
/* harmony export */   WH: () => (/* binding */ tokensPerConversationText),
/* harmony export */   Zq: () => (/* binding */ FIGURE_LABELS),
/* harmony export */   dI: () => (/* binding */ WEAK_LATENCY_NOTE),
/* harmony export */   eN: () => (/* binding */ latencyText),
/* harmony export */   qq: () => (/* binding */ PERFORMANCE_HEADING),
/* harmony export */   uP: () => (/* binding */ floorNoteText),
/* harmony export */   vC: () => (/* binding */ ratioCellText),
/* harmony export */   wA: () => (/* binding */ intervalHeading)
/* harmony export */ });
/* unused harmony export RATIO_DEFINITION */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _performance_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87971);


/** The verdict words of a latency or tokens change. Never ✅ beside a significant rise: that is undecided (⚠️). */
const PERFORMANCE_VERDICT_LABELS = {
    slower: { emoji: '❌', label: 'regressed' },
    undecided: { emoji: '⚠️', label: 'undecided' },
    ruled_out: { emoji: '✅', label: 'rise ruled out' },
    not_gated: { emoji: '', label: 'not gated' },
};
/** The section's heading in every report. */
const PERFORMANCE_HEADING = 'Latency and tokens';
const levelText = (level) => `${Number((level * 100).toFixed(1))}%`;
/**
 * "×1.31 [×1.18, ×1.45]": a change's ratio with its interval; "n/a" without one. An interval whose
 * level is below the table's `nominal` (too few tests, or none changed) says its own: "(60% interval)".
 */
function ratioCellText(change, nominal) {
    if (change.ratio === null)
        return 'n/a';
    const below = change.ci !== null && change.level < nominal - 1e-9 ? ` (${levelText(change.level)} interval)` : '';
    return `${`${(0,_performance_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .ratioText */ .B9)(change.ratio)} ${(0,_performance_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .ratioIntervalText */ .ST)(change.ci)}`.trim()}${below}`;
}
/** "95% CI": the heading of a table's ratio column, at the check's two-sided level. */
const intervalHeading = (nominal) => `${levelText(nominal)} CI`;
/** The method of a change, named once under each table. */
function performanceMethodText(change) {
    return _performance_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .PERFORMANCE_METHOD_LABELS */ .nY[change.method];
}
/** What a ratio is, said under each table after its method. */
const RATIO_DEFINITION = "PR over base of each test's statistic (each test one unit, as its runs are not independent), the estimate and interval back on the ratio scale";
/** Per-turn latency: "120 ms", "1.24 s"; "n/a" without an answered turn. */
const latencyText = (ms) => (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .milliseconds */ .Rz)(ms);
/** Tokens per conversation: "1234", "12.3k"; "n/a" when no run reported usage. */
const tokensPerConversationText = (n) => (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .tokens */ .LU)(n);
/** Next to a latency change against a stored baseline, in a cell or a terminal line (STORED_BASELINE_LATENCY says why). */
const WEAK_LATENCY_NOTE = 'weak: stored baseline';
/** What a side's latency is over, and how its median and p90 are taken. */
function sideLatencyMethodText(quantile) {
    return `Latency: per turn, over the answered turns of the scored runs${quantile === 'type-7' ? ', median (p50) and p90 by quantile type 7' : ''}. Tokens: the agent's input + output per conversation, the median over the runs that reported them`;
}
/** "Ratio: <method>, 95% intervals; …": the method of a table's ratios and their level, named once. */
function ratioMethodNote(method, nominal) {
    return `Ratio: ${method}, ${levelText(nominal)} intervals; ${RATIO_DEFINITION}`;
}
/** Why a suite's figure got its verdict, in one clause: its numbers, and what the limit makes of them. */
function performanceRowReasonText(figure, change, alpha) {
    const limit = change.threshold === null ? '' : (0,_performance_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .ratioText */ .B9)(change.threshold);
    const setting = `fail-on-${figure}`;
    const rise = figure === 'latency' ? 'slow-down' : 'rise';
    const adjusted = change.p_adjusted == null ? '' : `, p (Holm) = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(change.p_adjusted)}`;
    const p = change.p_slower === null ? '' : `one-sided p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(change.p_slower)}${adjusted}`;
    const over = `over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(change.tests, 'test')}${p ? `, ${p}` : ''}`;
    switch (change.verdict) {
        case 'slower':
            return `${over}: a significant ${rise} of at least ${limit} (${setting}), which fails the check`;
        case 'ruled_out':
            return `${over}: the upper bound is below ${limit} (${setting}), so a ${rise} of ${limit} is ruled out`;
        case 'undecided':
            if (change.ratio === null)
                return `no test has data on both sides: a ${rise} of ${limit} (${setting}) is neither shown nor ruled out`;
            return change.p_adjusted != null && change.p_adjusted <= alpha
                ? `${over}: a significant ${rise}, not shown to reach ${limit} (${setting}) and not ruled out either`
                : `${over}: a ${rise} of ${limit} (${setting}) is neither shown nor ruled out`;
        case 'not_gated':
            if (change.weak === 'stored_baseline')
                return `${over}: reported, not gating (${WEAK_LATENCY_NOTE})`;
            return change.threshold === null ? `${over}: reported, not gating (${setting} not set)` : `${over}: reported, not gating`;
    }
}
/** What each figure is called in a table row. */
const FIGURE_LABELS = { latency: 'Latency per turn', tokens: 'Tokens per conversation' };
/** Beside a figure whose tests are too few for the signed-rank test to reach the level (the performance_floor warning says more). */
function floorNoteText(floor) {
    return `cannot fail the check: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(floor.tests, 'test')}, smallest p ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(floor.smallest_p)}`;
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
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16264);
/* harmony import */ var _labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60410);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(95602);
/* harmony import */ var _pass_k_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(99608);
/* harmony import */ var _performance_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87971);





/**
 * The headline of a run that stopped before its end (a budget, a signal, an agent that stopped
 * answering): never a pass, whatever the finished runs show.
 */
function incompleteRunText(run, counts) {
    const finished = counts.passed + counts.failed + counts.errored;
    return `Run incomplete, ${finished} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(counts.planned, 'planned run')} finished (${counts.passed} passed): ${run.incomplete_reason ?? 'no reason recorded'}`;
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
    const suites = (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(m, 'suite');
    const judged = n.unchanged + n.improved;
    const notJudged = _labels_js__WEBPACK_IMPORTED_MODULE_0__/* .NOT_JUDGED */ .Gv.reduce((k, v) => k + n[v], 0);
    const breakdown = _labels_js__WEBPACK_IMPORTED_MODULE_0__/* .NOT_JUDGED */ .Gv.filter((v) => n[v] > 0).map((v) => `${n[v]} ${_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_LABELS */ .W4[v].label}`);
    // New suites cannot regress, but their failing tests are news: the headline counts them.
    const failingNew = counts.failingInNewSuites;
    const added = n.new > 0 ? `${n.new} new${failingNew > 0 ? ` with ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(failingNew, 'failing test')}` : ''}` : '';
    // So are the failing tests added to (or changed in) the suites compared.
    const failingAdded = counts.failingAddedTests;
    const addedTests = failingAdded > 0 ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(failingAdded, 'new or changed test')} failing` : '';
    const extras = [n.improved > 0 ? `${n.improved} improved` : '', added, addedTests, n.removed > 0 ? `${n.removed} removed` : ''].filter(Boolean);
    switch (comparison.verdict) {
        case 'fail': {
            if (comparison.reason.code === 'min_pass_breached')
                return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(comparison.reason.tests.length, 'test')} below min_pass`;
            if (comparison.reason.code === 'latency_regression' || comparison.reason.code === 'tokens_regression')
                return (0,_performance_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .performanceHeadline */ .XF)(comparison.reason);
            const broken = comparison.broken_tests?.length ?? 0;
            return `Significant regression in ${n.regressed} of ${suites}${broken > 0 ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(broken, 'broken test')})` : ''}`;
        }
        case 'invalid': {
            const r = comparison.reason;
            if (r.code === 'nothing_evaluated')
                return `${nothingEvaluatedText(r)} (${r.errored} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(r.runs, 'run')} errored)`;
            return `Invalid comparison: ${n.invalid} of ${suites} could not be judged reliably`;
        }
        case 'inconclusive': {
            if (comparison.baseline.source === 'none')
                return _baseline_js__WEBPACK_IMPORTED_MODULE_3__/* .NO_BASELINE */ .gN;
            const r = comparison.reason;
            const figures = r.code === 'not_all_judged' ? (0,_performance_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .performanceUndecidedHeadline */ .uh)(r.latency_undecided ?? [], r.tokens_undecided ?? []) : '';
            if (judged === 0)
                return notJudged > 0
                    ? `No suite could be judged (${breakdown.join(', ')})`
                    : `No suite to compare${extras.length ? ` (${extras.join(', ')})` : ''}`;
            const open = notJudged > 0 ? `; ${notJudged} not decided (${breakdown.join(', ')})` : '';
            const other = [added, addedTests, n.removed > 0 ? `${n.removed} removed` : ''].filter(Boolean);
            return `Regression ruled out in ${judged} of ${suites}${open}${other.length ? `; ${other.join(', ')}` : ''}${figures ? `; ${figures}` : ''}`;
        }
        case 'pass': {
            if (m === 0)
                return 'No suites to compare';
            return `Regression ruled out in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(judged, 'suite')}${extras.length ? ` (${extras.join(', ')})` : ''}`;
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
const suiteList = (ids) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(ids.length, 'suite')} (${ids.join(', ')})`;
/** Why the check got its verdict: the "Why:" line under the headline. */
function comparisonReasonText(reason) {
    switch (reason.code) {
        case 'suites_regressed': {
            const broken = reason.broken.map((t) => `${t.suite_id} › ${t.test_id}`);
            return `${broken.length > 0 ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(broken.length, 'test')} broke (${broken.join(', ')}); ` : ''}${suiteList(reason.suites)} regressed`;
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
            return `no run was scored (${reason.errored} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(reason.runs, 'run')} errored${skipped}${simulator}), so nothing was evaluated; ${fix}`;
        }
        case 'no_baseline':
            return 'no baseline to compare with: head results only';
        case 'min_pass_breached':
            return `${reason.tests.map(_pass_k_js__WEBPACK_IMPORTED_MODULE_4__/* .minPassBreachText */ .Y3).join('; ')}; min-pass-fails is on, so the check fails (no suite regressed)`;
        case 'latency_regression':
        case 'tokens_regression':
            return (0,_performance_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .performanceReasonText */ .Q_)(reason);
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
                reason.judged > 0 ? `a drop ruled out in ${reason.judged} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(reason.suites, 'suite')}` : 'no suite could be judged',
                notJudged > 0 ? `${reason.judged > 0 ? `${notJudged} could not be judged: ` : ''}${named.join(', ')}` : '',
                reason.new > 0 ? `${reason.new} new` : '',
                newFailing.length > 0
                    ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(newFailing.length, 'new suite')} with failing tests (${newFailing.join(', ')}): no baseline to compare them with`
                    : '',
                addedFailing.length > 0 ? `new or changed tests failing in ${suiteList(addedFailing)}: no baseline to compare them with` : '',
                reason.removed.length > 0 ? `${suiteList(reason.removed)} removed` : '',
                budget.length > 0 ? `${suiteList(budget)} not compared (budget): the spending budget stopped their runs` : '',
                (0,_performance_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .performanceUndecidedText */ .py)(reason.latency_undecided ?? [], reason.tokens_undecided ?? []),
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
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16264);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);
/* harmony import */ var _performance_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87971);



/** What these runs cannot decide, and how many would: said before the first call too (floorText). */
function floorText(f) {
    const runs = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(f.head_runs, 'run')} per test against a baseline of ${f.base_runs}`;
    const more = (n) => (n === null ? 'no number of runs up to 1000 would' : `${n} runs per test would`);
    const parts = [
        f.can_break
            ? ''
            : `no single test can fail the check (its smallest p, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pValue */ .sp)(f.smallest_break_p)}, is above α/2 = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .level */ .Rc)(f.level)}; ${more(f.runs_to_break)})`,
        f.can_rule_out
            ? ''
            : `no test's drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(f.min_test_effect)} can be ruled out, so the check cannot pass (its smallest p, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pValue */ .sp)(f.smallest_rule_out_p)}, is above ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .level */ .Rc)(f.ni_level)}; ${more(f.runs_to_rule_out)})`,
    ].filter(Boolean);
    return `with ${runs}, ${parts.join(', and ')}`;
}
function warningText(warning) {
    switch (warning.code) {
        case 'design_floor':
            return floorText(warning);
        case 'performance_floor':
            return (0,_performance_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .performanceFloorText */ .WB)(warning);
        case 'latency_stored_baseline':
            return `fail-on-latency does not gate: ${_performance_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .STORED_BASELINE_LATENCY */ .dw}`;
        case 'suites_moved_together':
            return `all ${warning.suites} suites fell, by ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(-warning.from)} to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(-warning.to)}: against a stored baseline that is what a drift of the model provider or of the base looks like, which the PR did not cause; rerun the base in the same job (baseline-target-url) to tell drift from the PR`;
        case 'quarantine_expired':
            return `quarantine entry for ${warning.test_id} expired on ${warning.expires}: the test gates again; fix it or renew the entry (reason given: ${warning.reason})`;
        case 'quarantine_unmatched':
            return `quarantine entry for ${warning.test_id} matches no test in the head results: check the id`;
        case 'run_incomplete':
            return `the ${warning.side} run is incomplete${warning.detail === null ? '' : `: ${warning.detail}`}`;
        case 'no_baseline':
            return `No baseline: ${warning.detail}`;
        case 'baseline_batch_dependent':
            return `the baseline's runs are not independent: the first and second halves of its runs differ more than chance allows (within-side correlation ${warning.icc.toFixed(2)}, F test p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pValue */ .sp)(warning.f_p_value)} over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(warning.tests, 'test')}), so each test's p allows for that; a fresh baseline (push to the default branch, or baseline-target-url) may have been run under steadier conditions`;
        case 'baseline_stale':
            return `the baseline is stale: it ran ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ageText */ .XG)(warning.age_ms)} ago, past the limit of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .maxAgeText */ .fm)(warning.max_days)} (max-baseline-age), so the base's pass rates may no longer be what the agent does today; ${warning.source === 'branch'
                ? 'refresh it: push to the default branch, run the action with command refresh-baseline, or set baseline-target-url to run a fresh baseline in the same job'
                : 'run the base again and pass its results.json, or raise --max-baseline-age (0: no limit)'}`;
    }
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

/***/ 97492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hs: () => (/* binding */ isGatingFailure),
/* harmony export */   y9: () => (/* binding */ ungatedChecks),
/* harmony export */   yA: () => (/* binding */ ungatedTests)
/* harmony export */ });
/** A failed check that counts against its run: not a judge check that does not gate. */
function isGatingFailure(a) {
    return a.status === 'failed' && a.gates !== false;
}
/** The judge checks of a run that would have failed (or errored) it, had their criteria gated. */
function ungatedChecks(run) {
    const out = [];
    const add = (turnId, a) => {
        if (a.gates !== false || (a.status !== 'failed' && a.status !== 'unscored'))
            return;
        out.push({ turn_id: turnId, key: a.key, status: a.status, calibration: a.calibration ?? 'not_calibrated', reason: a.reason });
    };
    for (const turn of run.turns)
        for (const a of turn.assertions)
            add(turn.turn_id, a);
    for (const a of run.final.assertions)
        add('final', a);
    return out;
}
/** The tests whose judge checks failed without gating, in results order. */
function ungatedTests(suites) {
    return suites.flatMap((s) => s.tests.flatMap((t) => {
        const runs = t.runs.filter((r) => (r.ungated?.length ?? 0) > 0);
        return runs.length === 0 ? [] : [{ suite_id: s.suite_id, test_id: t.test_id, runs: runs.length, first: runs[0].ungated[0] }];
    }));
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
/* harmony import */ var _judge_gates_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97492);
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
        ...(head.judge_calibration ? { judge_calibration: head.judge_calibration } : {}),
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
                        ...(r.ungated ? { ungated: r.ungated } : {}),
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
        // A judge check that does not gate is listed with `ungated`: its run was not errored by it.
        if (a.status === 'unscored' && a.gates === false)
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
            if (!firstFailure && (0,_judge_gates_js__WEBPACK_IMPORTED_MODULE_2__/* .isGatingFailure */ .hs)(a))
                firstFailure = { turnId: turn.turn_id, assertion: a };
        }
    }
    for (const a of record.final.assertions) {
        note(a);
        if (!firstFailure && (0,_judge_gates_js__WEBPACK_IMPORTED_MODULE_2__/* .isGatingFailure */ .hs)(a))
            firstFailure = { turnId: null, assertion: a };
    }
    const ungated = (0,_judge_gates_js__WEBPACK_IMPORTED_MODULE_2__/* .ungatedChecks */ .y9)(record);
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
        ...(ungated.length > 0 ? { ungated } : {}),
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


/***/ })

};
