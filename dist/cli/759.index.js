export const id = 759;
export const ids = [759,16];
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


/***/ })

};
