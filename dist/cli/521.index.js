export const id = 521;
export const ids = [521];
export const modules = {

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

/***/ 32338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ compilePattern),
/* harmony export */   JM: () => (/* binding */ PatternError),
/* harmony export */   cO: () => (/* binding */ MATCH_BUDGET)
/* harmony export */ });
/* unused harmony export MAX_PATTERN_SIZE */
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2856);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
// How a suite writes a regular expression (assistant_matches): "/body/flags" or a plain body, in
// RE2 syntax. Validation and the assertion both read patterns through compilePattern.
//
// The engine is RE2JS, a port of RE2: matching takes time linear in the text, so no pattern can
// backtrack for ever on a hostile reply. The price is RE2 syntax: no backreferences, no lookaround.
// Linear is still pattern size x text length, so a match whose worst case is over a budget is not
// started (the caller fails the check and says why) rather than holding the process.


/** A pattern larger than this (in engine instructions) is refused at validate. */
const MAX_PATTERN_SIZE = 2_500;
/**
 * Worst-case steps (pattern size x message characters) the patterns of one check may take: about
 * 0.2 s of CPU at worst, so a run still stops promptly on a signal. Every pattern that validate
 * accepts fits it for messages up to 4,000 characters; small patterns, for a million.
 */
const MATCH_BUDGET = 10_000_000;
/** A pattern the engine cannot run: the message says what is wrong, `fix` how to write it instead. */
class PatternError extends SyntaxError {
    fix;
    constructor(message, fix) {
        super(message);
        this.name = 'PatternError';
        this.fix = fix;
    }
}
const ENGINE_FLAGS = { i: re2js__WEBPACK_IMPORTED_MODULE_1__/* .RE2JS */ .L3.CASE_INSENSITIVE, m: re2js__WEBPACK_IMPORTED_MODULE_1__/* .RE2JS */ .L3.MULTILINE, s: re2js__WEBPACK_IMPORTED_MODULE_1__/* .RE2JS */ .L3.DOTALL };
// "Matches somewhere" has no use for g, so it is accepted and ignored (a habit from JavaScript).
const IGNORED_FLAGS = new Set(['g']);
const FLAG_FIXES = {
    y: 'remove y; to match at the start of the message, begin the pattern with ^',
    u: 'remove u; RE2 patterns always match by Unicode code point',
};
const FLAGS_FIX = 'use only the flags i (ignore case), m (^ and $ match at line ends) and s (. matches a newline) after the closing slash';
const SYNTAX_FIX = 'fix the pattern in RE2 syntax, escaping special characters such as ( [ . with a backslash; flags go after a closing slash: /pattern/i';
/** Reads a suite pattern; throws PatternError when the engine cannot run it. */
function compilePattern(pattern) {
    const { source, flags } = splitPattern(pattern);
    let engineFlags = 0;
    for (const [index, flag] of [...flags].entries()) {
        if (flags.indexOf(flag) !== index)
            throw new PatternError(`flag '${flag}' is given twice in ${JSON.stringify(pattern)}`, `write each flag once: /${source}/${[...new Set(flags)].join('')}`);
        if (IGNORED_FLAGS.has(flag))
            continue;
        const bit = ENGINE_FLAGS[flag];
        if (bit === undefined)
            throw new PatternError(`unsupported flag '${flag}' in ${JSON.stringify(pattern)}`, FLAG_FIXES[flag] ?? FLAGS_FIX);
        engineFlags |= bit;
    }
    let compiled;
    try {
        compiled = re2js__WEBPACK_IMPORTED_MODULE_1__/* .RE2JS */ .L3.compile(source, engineFlags);
    }
    catch (error) {
        if (error instanceof re2js__WEBPACK_IMPORTED_MODULE_1__/* .RE2JSSyntaxException */ .pB)
            throw syntaxError(pattern, quotedPart(error, engineFlags));
        throw new PatternError(`invalid regular expression ${JSON.stringify(pattern)}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error)}`, SYNTAX_FIX);
    }
    const size = compiled.programSize();
    if (size > MAX_PATTERN_SIZE) {
        throw new PatternError(`regular expression ${JSON.stringify(pattern)} is too large: it compiles to ${size} instructions, more than ${MAX_PATTERN_SIZE}`, 'use smaller repeat counts (x{1,1000} copies x a thousand times) or split it into several patterns');
    }
    return { source, flags, costFor: (text) => size * (text.length + 1), test: (text) => compiled.test(text) };
}
/** "/body/flags" when the text after the last slash is only letters; otherwise the whole is the body. */
function splitPattern(pattern) {
    const last = pattern.lastIndexOf('/');
    // Any letters count as flags, so a bad flag is an error rather than part of the pattern.
    if (pattern.startsWith('/') && last > 1 && /^[a-z]*$/.test(pattern.slice(last + 1))) {
        return { source: pattern.slice(1, last), flags: pattern.slice(last + 1) };
    }
    return { source: pattern, flags: '' };
}
/** The part of the pattern the engine quotes, without the (?i) it wrote there for the flags. */
function quotedPart(error, engineFlags) {
    // RE2JS.compile writes the flags in front of the pattern in this order.
    const added = ['m', 's', 'i']
        .filter((flag) => (engineFlags & ENGINE_FLAGS[flag]) !== 0)
        .map((flag) => `(?${flag})`)
        .join('');
    const near = error.getPattern() ?? '';
    return { near: added !== '' && near.startsWith(added) ? near.slice(added.length) : near, description: error.getDescription() };
}
/** The engine's syntax error, with the fix for the constructs RE2 leaves out on purpose. */
function syntaxError(pattern, { near, description }) {
    const unsupported = (what, fix) => new PatternError(`${what} in ${JSON.stringify(pattern)} is not supported by the linear-time engine (RE2 syntax)`, fix);
    if (/^\\[1-9]/.test(near) || near.startsWith('\\k')) {
        return unsupported(`the backreference ${near.slice(0, 2)}`, `rewrite the pattern without ${near.slice(0, 2)}, for example by repeating the group's pattern`);
    }
    if (near.startsWith('(?=') || near.startsWith('(?!')) {
        return unsupported(`the lookahead ${near.slice(0, 3)}`, 'rewrite the pattern without lookahead: match the text that follows, or check absent text with assistant_not_contains');
    }
    if (near.startsWith('(?<=') || near.startsWith('(?<!')) {
        return unsupported(`the lookbehind ${near.slice(0, 4)}`, 'rewrite the pattern without lookbehind: match the text that comes before, or check absent text with assistant_not_contains');
    }
    if (near.startsWith('\\u'))
        return unsupported('the escape \\u', 'write a code point as \\x{00e9} instead of \\u00e9');
    return new PatternError(`invalid regular expression ${JSON.stringify(pattern)}: ${description}: \`${near}\``, SYNTAX_FIX);
}


/***/ })

};
