export const id = 770;
export const ids = [770];
export const modules = {

/***/ 25770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RUN_HELP: () => (/* binding */ RUN_HELP),
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/suite/draft.ts
var draft = __webpack_require__(45767);
// EXTERNAL MODULE: ./src/suite/loader.ts
var loader = __webpack_require__(57425);
// EXTERNAL MODULE: ./src/suite/spec-errors.ts
var spec_errors = __webpack_require__(42049);
// EXTERNAL MODULE: ./src/judge/judge.ts + 1 modules
var judge_judge = __webpack_require__(68224);
// EXTERNAL MODULE: ./src/judge/config.ts
var config = __webpack_require__(31505);
;// CONCATENATED MODULE: ./src/simulator/config.ts
// The simulated user's model server: its own flags (or action inputs, or AGENT_EVAL_SIMULATOR_*
// variables) first, then the judge's key and base URL, so one OpenAI-compatible key serves both.

/** The folder of the simulator's replies inside the judge's cache folder (kept and restored with it). */
const SIMULATOR_CACHE_FOLDER = 'simulator-replies';
/** Used when a test's `simulator` names no model and no --simulator-model is given, but a model simulator is asked for. */
const DEFAULT_SIMULATOR_MODEL = 'gpt-4.1-mini';
/** A simulator samples: a user does not say the same thing every time. */
const DEFAULT_SIMULATOR_TEMPERATURE = 0.7;
function resolveSimulatorConfig(flags, judge) {
    return {
        apiKey: config_text(flags.apiKey) ?? judge.apiKey,
        baseURL: config_text(flags.baseUrl) ?? judge.baseURL,
        model: config_text(flags.model),
        timeoutMs: judge.timeoutMs,
        maxRetries: judge.maxRetries,
        cacheDir: judge.cacheDir === null ? null : (0,external_node_path_.join)(judge.cacheDir, SIMULATOR_CACHE_FOLDER),
    };
}
/** The action passes unset inputs as empty strings: treat them as unset. */
function config_text(value) {
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
}

// EXTERNAL MODULE: ./src/judge/cache.ts
var cache = __webpack_require__(30389);
// EXTERNAL MODULE: ./src/logger.ts
var src_logger = __webpack_require__(86999);
// EXTERNAL MODULE: ./src/files.ts
var src_files = __webpack_require__(59148);
// EXTERNAL MODULE: ./src/results/read.ts
var read = __webpack_require__(12908);
;// CONCATENATED MODULE: ./src/results/write.ts
// Writing the results files of a run without holding them: results.jsonl gets one line per finished
// run as it finishes, and results.json is written piece by piece (each run read back from
// results.jsonl), byte for byte what JSON.stringify(results, null, 2) would give.



/**
 * Creates (or empties) results.jsonl. Appends are written one at a time, in the order they were
 * asked; a write that fails (a full disk) is an OutputError naming the file.
 */
async function openRunLog(path, secrets) {
    const handle = await (0,promises_.open)(path, 'w').catch((e) => {
        throw (0,src_files/* outputError */.cw)(path, e);
    });
    let size = 0;
    let queue = Promise.resolve();
    return {
        append(suiteId, testId, run) {
            const entry = { suite_id: suiteId, test_id: testId, run };
            const line = `${(0,src_logger/* maskSecrets */.QU)(JSON.stringify(entry), secrets)}\n`;
            const location = { offset: size, length: Buffer.byteLength(line) };
            size += location.length;
            // One write after another: offsets are handed out in this order, and a killed run leaves at
            // most its last line cut short. A failed write fails every later append too.
            queue = queue.then(() => (0,src_files/* writeString */.pS)(handle, line).catch((e) => {
                throw (0,src_files/* outputError */.cw)(path, e);
            }));
            return queue.then(() => location);
        },
        async close() {
            await queue.catch(() => undefined);
            await handle.close().catch((e) => {
                throw (0,src_files/* outputError */.cw)(path, e);
            });
        },
    };
}
/** An object written key by key; a value may itself be a StreamedObject or a StreamedArray. */
class StreamedObject {
    entries;
    constructor(entries) {
        this.entries = entries;
    }
}
/** An array whose items are produced one at a time (plain JSON values or streamed ones). */
class StreamedArray {
    items;
    constructor(items) {
        this.items = items;
    }
}
/**
 * The text of JSON.stringify(value, null, 2), in pieces, with streamed objects and arrays expanded
 * as they are iterated. `indent` is the indentation of the line the value starts on.
 */
async function* jsonPieces(value, indent = '') {
    const inner = `${indent}  `;
    if (value instanceof StreamedObject) {
        let first = true;
        for (const [key, v] of value.entries) {
            if (v === undefined)
                continue; // as JSON.stringify leaves out undefined properties
            yield `${first ? '{' : ','}\n${inner}${JSON.stringify(key)}: `;
            first = false;
            yield* jsonPieces(v, inner);
        }
        yield first ? '{}' : `\n${indent}}`;
    }
    else if (value instanceof StreamedArray) {
        let first = true;
        for await (const item of value.items) {
            yield `${first ? '[' : ','}\n${inner}`;
            first = false;
            yield* jsonPieces(item, inner);
        }
        yield first ? '[]' : `\n${indent}]`;
    }
    else {
        // Newlines only occur between tokens (JSON escapes them inside strings), so this re-indents.
        yield (JSON.stringify(value, null, 2) ?? 'null').replaceAll('\n', `\n${indent}`);
    }
}

// EXTERNAL MODULE: ./src/runner/run.ts + 4 modules
var run = __webpack_require__(74814);
// EXTERNAL MODULE: ./src/results/summary.ts
var results_summary = __webpack_require__(64042);
// EXTERNAL MODULE: ./src/compare/family.ts + 3 modules
var family = __webpack_require__(9766);
// EXTERNAL MODULE: ./src/stats/fisher.ts
var fisher = __webpack_require__(37890);
// EXTERNAL MODULE: ./src/stats/dependence.ts
var dependence = __webpack_require__(43410);
// EXTERNAL MODULE: ./src/stats/discrete-holm.ts
var discrete_holm = __webpack_require__(57655);
// EXTERNAL MODULE: ./src/stats/significance.ts
var significance = __webpack_require__(49022);
// EXTERNAL MODULE: ./src/compare/baseline-batch.ts
var baseline_batch = __webpack_require__(8889);
// EXTERNAL MODULE: ./src/compare/sequential.ts
var compare_sequential = __webpack_require__(62452);
// EXTERNAL MODULE: ./src/stats/history-dependence.ts
var history_dependence = __webpack_require__(56097);
;// CONCATENATED MODULE: ./src/runner/sequential.ts




/** A test's strata at each look its head reached (headLooks), against all its base runs; empty without a scored base. */
function lookStrata(head, base, design) {
    if (head === undefined || base === undefined)
        return [];
    const scored = base.runs.filter((r) => r.outcome === 'passed' || r.outcome === 'failed');
    if (scored.length === 0)
        return [];
    return (0,compare_sequential/* headLooks */.ZK)(head, { passed: scored.filter((r) => r.outcome === 'passed').length, runs: scored.length }, design);
}
/**
 * The next look: each suite with a common test that is still open (neither a regression shown nor
 * its drops ruled out) and below the last look gets every test to the next look's runs; the others
 * stop. Tests without a base stay at their runs: they cannot be judged.
 */
function planLook(suites, design, settings, baseline, testDependence) {
    const gate = { ...family/* DEFAULT_GATE_SETTINGS */.aE, ...settings };
    const sequential = suites
        .map((s) => ({
        suiteId: s.suiteId,
        tests: s.tests
            .map((t) => ({
            testId: t.testId,
            looks: lookStrata(t.head, t.base, design),
            rho: testDependence?.get((0,history_dependence/* testKey */.S8)(s.suiteId, t.testId)),
        }))
            .filter((t) => t.looks.some((l) => l !== null)),
    }))
        .filter((s) => s.tests.length > 0);
    const states = sequential.length === 0
        ? new Map()
        : new Map((0,compare_sequential/* gateSequential */.rz)(sequential, gate, design, {
            baselineDependence: baseline === null ? 0 : ((0,baseline_batch/* batchDependence */.uB)(baseline)?.used ?? 0),
        }).suites.map((x) => [x.suiteId, x]));
    const runsOf = (t) => t.head?.runs.length ?? 0;
    const targets = [];
    const reasons = [];
    for (const s of suites) {
        const state = states.get(s.suiteId);
        const now = s.tests.map(runsOf);
        if (state === undefined) {
            targets.push(now);
            reasons.push('no test with a baseline: nothing to decide');
            continue;
        }
        const next = design.looks[state.reached];
        if (state.state !== 'open' || next === undefined) {
            targets.push(now);
            reasons.push(state.state === 'regressed'
                ? `a regression is shown at look ${state.look + 1}`
                : state.state === 'ruled_out'
                    ? `a drop of the minimum effects is ruled out at look ${state.look + 1}`
                    : `open after the last look (${design.looks.at(-1)} runs per test)`);
            continue;
        }
        const common = new Set(sequential.find((x) => x.suiteId === s.suiteId)?.tests.map((t) => t.testId));
        targets.push(s.tests.map((t, i) => (common.has(t.testId) ? Math.max(now[i] ?? 0, next) : (now[i] ?? 0))));
        reasons.push(`still open at look ${state.reached}: on to ${next} runs per test`);
    }
    return { targets, reasons };
}

;// CONCATENATED MODULE: ./src/runner/adaptive.ts








/**
 * Repeats grow by a quarter each round (at least one run) where a test gets more runs (rules 1 to 3).
 * Bigger steps need fewer rounds but overshoot the repeats at which a verdict settles.
 */
const ROUND_GROWTH = 1.25;
/** How many standard errors above -minEffect the other tests' drop may stay for a test to get max runs (rule 1). */
const EXTEND_WITHIN_STANDARD_ERRORS = 1;
const rate = (t) => t.passed / t.scored;
function isCommon(t) {
    return t.base !== null && t.base.scored > 0 && t.head.scored > 0;
}
/** The change of a test's first min runs from its base rate; null without both. */
function earlyChange(t) {
    return isCommon(t) && t.early.scored > 0 ? rate(t.early) - rate(t.base) : null;
}
/**
 * Rule 1: for each test of one suite, whether it gets max runs. Decided from the other common tests'
 * first min runs and base rates only, never from the test's own runs.
 */
function extendToMax(tests, rule) {
    const measured = tests.map((t) => {
        const change = earlyChange(t);
        if (change === null || !isCommon(t))
            return null;
        const b = rate(t.base);
        return { change, spread: b * (1 - b) * (1 / t.early.scored - 1 / rule.max) };
    });
    const others = measured.filter((m) => m !== null);
    // The suite test (sign-flip over tests) reaches at best 2^-n with n tests whose base passed: when that
    // stays above the most lenient suite level, more runs cannot make the suite regress; broken tests
    // still get theirs (rule 2).
    const canFall = tests.filter((t) => isCommon(t) && t.base.passed > 0).length;
    if (0.5 ** canFall > (0,family/* splitAlpha */.b1)(rule.alpha).suites)
        return tests.map(() => false);
    const total = others.reduce((sum, m) => sum + m.change, 0);
    const spread = others.reduce((sum, m) => sum + m.spread, 0);
    return tests.map((t, i) => {
        const own = measured[i];
        const count = others.length - (own ? 1 : 0);
        if (!isCommon(t) || count === 0)
            return false;
        const drop = (total - (own?.change ?? 0)) / count;
        const error = Math.sqrt(Math.max(0, spread - (own?.spread ?? 0))) / count;
        return (0,family/* countsAsSuiteDrop */.UA)(drop - EXTEND_WITHIN_STANDARD_ERRORS * error, rule);
    });
}
/** Rule 2: a test whose first runs fell by at least minTestEffect from a base that passed at least once. */
function couldBeBroken(t, rule) {
    const change = earlyChange(t);
    return change !== null && t.base !== null && t.base.passed > 0 && (0,family/* countsAsTestDrop */.of)(change, rule);
}
function stratumOf(t, moreRuns = 0, morePasses = 0) {
    return { headPassed: t.head.passed + morePasses, headRuns: t.head.scored + moreRuns, basePassed: t.base.passed, baseRuns: t.base.scored };
}
/**
 * Whether suite `tests` regresses whatever test `i` does: its head runs so far all passing, every
 * other test's runs still to come (up to `reach`) passing too, the gate's suite test at the
 * strictest Holm level and its minimum effect on the first N runs. The decision looks at the other
 * tests only, so stopping test i there keeps its N independent of its own outcomes; and no completion
 * to max repeats could undo the regression, so the stop adds no false alarm.
 */
function regressesWithout(tests, i, effectRuns, reach, strictLevel, rule) {
    const strata = [];
    let change = 0;
    let counted = 0;
    tests.forEach((t, j) => {
        if (!isCommon(t))
            return;
        const base = rate(t.base);
        if (j === i) {
            strata.push(stratumOf(t, 0, t.head.scored - t.head.passed));
            change += 1 - base;
        }
        else {
            const more = Math.max(0, reach(j) - t.runs);
            strata.push(stratumOf(t, more, more));
            const n = effectRuns[j] ?? rule.min;
            // The effect runs of a test measured on its first min runs are done; the others end with its last run.
            change += (n <= rule.min && t.early.scored > 0 ? rate(t.early) : (t.head.passed + more) / (t.head.scored + more)) - base;
        }
        counted += 1;
    });
    return counted > 0 && (0,family/* countsAsSuiteDrop */.UA)(change / counted, rule) && (0,significance/* atOrBelow */.U)((0,family/* suiteDropP */.US)(strata), strictLevel);
}
/**
 * The next round (rules 1 to 3): per test, the runs it should have, from `effectRuns`, rule 1's N.
 * A test given max runs gets them a quarter more per round, so that it can stop once its suite
 * regresses whatever it does (regressesWithout).
 */
function planRound(suites, effectRuns, rule) {
    const testAlpha = (0,family/* splitAlpha */.b1)(rule.alpha).tests;
    const gating = suites.filter((tests) => tests.some(isCommon)).length;
    const strictLevel = (0,family/* strictestSuiteLevel */.UE)(rule.alpha, gating);
    const grow = (runs) => Math.min(rule.max, Math.max(runs + 1, Math.ceil(runs * ROUND_GROWTH)));
    const n = effectRuns.map((tests) => [...tests]);
    const all = suites.flatMap((tests, s) => tests.map((t, i) => ({ t, s, i })));
    // The per-test tests allow for the within-side correlation the common tests show so far, as the comparison's will.
    // The ANOVA estimate itself, as the comparison of an adaptive run allows for (compare/family.ts).
    const rho = (0,dependence/* anovaIcc */.Dq)(all.flatMap(({ t }) => (isCommon(t) ? [stratumOf(t)] : []))).icc;
    const mayRun = (t, s, i) => t.runs < rule.max && (t.runs < (n[s]?.[i] ?? rule.min) || couldBeBroken(t, rule));
    // Rule 1's early stop, per suite, before the targets: a stopped test's N becomes its runs.
    suites.forEach((tests, s) => {
        const reach = (j) => (mayRun(tests[j], s, j) ? rule.max : tests[j].runs);
        tests.forEach((t, i) => {
            const target = n[s]?.[i] ?? rule.min;
            if (isCommon(t) && t.runs < target && regressesWithout(tests, i, n[s] ?? [], reach, strictLevel, rule))
                n[s][i] = t.runs;
        });
    });
    // For the discrete Holm procedure once every test that may still run has run: a settled test
    // counts with the p-values its runs allow, one that may still run with any.
    let settled;
    const settledSupports = () => (settled ??= all.flatMap(({ t, s, i }) => (isCommon(t) && !mayRun(t, s, i) ? [[...(0,family/* perTestMember */.ES)(stratumOf(t), rho).support]] : [])));
    const unsettled = all.filter(({ t, s, i }) => isCommon(t) && mayRun(t, s, i)).length;
    const targets = suites.map((tests) => tests.map((t) => t.runs));
    const reasons = suites.map((tests) => tests.map(() => ''));
    for (const { t, s, i } of all) {
        const target = n[s]?.[i] ?? rule.min;
        const set = (runs, reason) => {
            targets[s][i] = runs;
            reasons[s][i] = reason;
        };
        if (t.runs >= rule.max) {
            set(t.runs, 'reached max repeats');
        }
        else if (!isCommon(t)) {
            const mixed = t.head.passed > 0 && t.head.passed < t.head.scored;
            if (mixed)
                set(grow(t.runs), `no baseline, mixed outcomes (${t.head.passed}/${t.head.scored} passed): more runs show how flaky it is`);
            else
                set(t.runs, t.head.scored === 0 ? 'no scored run (all errored or skipped)' : `no baseline, stable (${t.head.passed}/${t.head.scored} passed)`);
        }
        else if (couldBeBroken(t, rule)) {
            const remaining = rule.max - t.runs;
            const worst = (0,family/* perTestMember */.ES)(stratumOf(t, remaining, remaining), rho).p;
            const certain = (0,significance/* atOrBelow */.U)((0,discrete_holm/* discreteHolmBound */.Yn)(worst, settledSupports(), unsettled), testAlpha);
            const futile = !(0,significance/* atOrBelow */.U)((0,family/* perTestMember */.ES)(stratumOf(t, remaining, 0), rho).p, testAlpha);
            const extension = Math.min(target, grow(t.runs));
            if (certain)
                set(Math.max(t.runs, extension), `broken whatever the ${remaining} remaining runs give`);
            else if (futile)
                set(Math.max(t.runs, extension), `cannot be shown broken even if the ${remaining} remaining runs fail`);
            else
                set(grow(t.runs), `may be broken (${t.early.passed}/${t.early.scored} in its first runs, base ${t.base.passed}/${t.base.scored}): sampling on`);
        }
        else if (t.runs < target) {
            set(grow(t.runs), `its suite's other tests dropped by about the minimum effect in their first runs: on to ${target} runs`);
        }
        else {
            set(t.runs, target < rule.max && target > rule.min ? 'its suite regresses whatever it does' : 'settled');
        }
    }
    return { targets, reasons, effectRuns: n };
}
/**
 * One decision between rounds: rule 1's N for every test (chosen after the first round, lowered only
 * where a suite regresses whatever the test does) and the next round's targets. Pure, so the
 * benchmark drives the same rule without an agent.
 */
function nextRound(progress, effectRuns, rule) {
    const n = effectRuns ??
        progress.map((tests) => {
            const extend = extendToMax(tests, rule);
            return tests.map((_, i) => (extend[i] ? rule.max : rule.min));
        });
    const plan = planRound(progress, n, rule);
    return { effectRuns: plan.effectRuns, plan };
}
function tally(test, below) {
    const runs = below === undefined ? test.runs : test.runs.filter((r) => r.repeat < below);
    const passed = runs.filter((r) => r.outcome === 'passed').length;
    return { passed, scored: passed + runs.filter((r) => r.outcome === 'failed').length };
}
/**
 * Runs the suites with adaptive repeats (the rule at the top of this file). Each round is one
 * runSuites call over the tests that need more runs, each to its own target, with the runs of earlier
 * rounds passed as `resume`, so no conversation is sent twice. A test's own `repeats` in the spec is
 * not used. Interrupted in any round, it returns what it has, marked incomplete.
 */
async function runAdaptive(suites, options, settings, ports) {
    const { min, max } = settings;
    if (!(Number.isInteger(min) && Number.isInteger(max) && min >= 1 && min <= max)) {
        throw new RangeError(`adaptive repeats need whole numbers 1 <= min <= max, got min ${min}, max ${max}`);
    }
    // A shard sees only some runs of a test, so it cannot decide whether the test needs more.
    if (options.shard !== undefined)
        throw new Error('adaptive repeats cannot be combined with sharding: run all shards with a fixed repeat count');
    const rule = {
        min,
        max,
        alpha: settings.alpha ?? family/* DEFAULT_GATE_SETTINGS */.aE.alpha,
        minEffect: settings.minEffect ?? family/* DEFAULT_GATE_SETTINGS */.aE.minEffect,
        minTestEffect: settings.minTestEffect ?? family/* DEFAULT_GATE_SETTINGS */.aE.minTestEffect,
    };
    const baseTests = baselineIndex(settings.baseline ?? null);
    const sequential = settings.design === 'sequential' ? (0,compare_sequential/* sequentialDesign */.yS)(min, max) : null;
    const finished = new Map(options.resume ?? []);
    const latest = new Map();
    const firstSuiteResult = new Map();
    const rounds = [];
    let calls = 0;
    // Per suite and test: the runs the next round should reach; the first round: min for every test.
    let targets = suites.map((planned) => planned.suite.tests.map(() => min));
    let effectRuns = null;
    const onRunFinished = async (job, record, progress) => {
        if (finished.get(job.conversationId) === record)
            return; // kept from an earlier round
        calls += record.turns.reduce((n, turn) => n + turn.attempts, 0);
        await ports.onRunFinished?.(job, record, progress);
    };
    for (;;) {
        // Each test that needs more runs, with its target as its repeats (the round sets no override).
        const open = suites.flatMap((planned, s) => {
            const tests = planned.suite.tests.flatMap((spec, i) => {
                const done = latest.get(planned.suite.suite_id)?.get(spec.test_id)?.runs.length ?? 0;
                const target = targets[s]?.[i] ?? done;
                return target > done || rounds.length === 0 ? [{ ...spec, repeats: target }] : [];
            });
            return tests.length > 0 ? [{ ...planned, suite: { ...planned.suite, tests } }] : [];
        });
        if (open.length === 0)
            break;
        if (rounds.length > 0) {
            const count = open.reduce((n, p) => n + p.suite.tests.length, 0);
            ports.logger.info(`adaptive repeats: round ${rounds.length + 1}, ${count} test(s) get more runs`);
        }
        // The first round always runs: interrupted before it starts, it records every run as skipped.
        const round = await (0,run.runSuites)(open, { ...options, repeats: null, resume: finished }, { ...ports, onRunFinished });
        rounds.push(round);
        for (const suite of round.suites) {
            if (!firstSuiteResult.has(suite.suite_id))
                firstSuiteResult.set(suite.suite_id, suite);
            const tests = latest.get(suite.suite_id) ?? new Map();
            latest.set(suite.suite_id, tests);
            for (const test of suite.tests) {
                tests.set(test.test_id, test);
                for (const run of test.runs)
                    finished.set(run.conversation_id, run);
            }
        }
        if (!round.run.complete)
            break;
        const progress = suites.map((planned) => planned.suite.tests.map((spec) => {
            const test = latest.get(planned.suite.suite_id)?.get(spec.test_id);
            const base = baseTests.get(planned.suite.suite_id)?.get(spec.test_id);
            return {
                runs: test?.runs.length ?? 0,
                head: test ? tally(test) : { passed: 0, scored: 0 },
                early: test ? tally(test, min) : { passed: 0, scored: 0 },
                base: test !== undefined && base !== undefined && base.spec_hash === test.spec_hash ? tally(base) : null,
            };
        }));
        if (sequential !== null) {
            const look = planLook(suites.map((planned) => ({
                suiteId: planned.suite.suite_id,
                tests: planned.suite.tests.map((spec) => {
                    const head = latest.get(planned.suite.suite_id)?.get(spec.test_id);
                    const base = baseTests.get(planned.suite.suite_id)?.get(spec.test_id);
                    return { testId: spec.test_id, head, base: head !== undefined && base?.spec_hash === head.spec_hash ? base : undefined };
                }),
            })), sequential, { alpha: rule.alpha, minEffect: rule.minEffect, minTestEffect: rule.minTestEffect }, settings.baseline ?? null, settings.testDependence);
            suites.forEach((planned, s) => ports.logger.debug(`sequential design: ${planned.suite.suite_id}: ${look.reasons[s] ?? ''}`));
            targets = look.targets;
            continue;
        }
        // Rule 1 is applied once, after the first round.
        const decided = nextRound(progress, effectRuns, rule);
        effectRuns = decided.effectRuns;
        const { plan } = decided;
        suites.forEach((planned, s) => planned.suite.tests.forEach((spec, i) => {
            const reason = plan.reasons[s]?.[i];
            if (reason)
                ports.logger.debug(`adaptive repeats: ${planned.suite.suite_id}/${spec.test_id}: ${reason}`);
        }));
        targets = plan.targets;
    }
    const results = mergeRounds(suites, rounds, latest, firstSuiteResult, { min, max, calls, ...(sequential ? { design: 'sequential' } : {}) }, 
    // The sequential design measures every change on all runs: its looks are judged at their own levels.
    sequential ? 'all' : effectRuns, ports);
    // Runs resumed from an earlier run that no round reached (the test was decided with fewer) are
    // not in these results; say so rather than drop them silently.
    const kept = new Set(results.suites.flatMap((s) => s.tests.flatMap((t) => t.runs.map((r) => r.conversation_id))));
    const unused = [...(options.resume?.keys() ?? [])].filter((id) => !kept.has(id)).length;
    if (unused > 0) {
        results.warnings.push(`${unused} run(s) from the resumed run are not in these results: their tests were decided with fewer repeats (the runs stay in the resumed file)`);
    }
    return results;
}
function baselineIndex(baseline) {
    return new Map((baseline?.suites ?? []).map((s) => [s.suite_id, new Map(s.tests.map((t) => [t.test_id, t]))]));
}
/**
 * One results file for all rounds: each test's runs from its last round, which include the earlier
 * ones, and its effect runs (rule 1; min when the run stopped before rule 1 was applied).
 */
function mergeRounds(suites, rounds, latest, firstSuiteResult, adaptive, effectRuns, ports) {
    const first = rounds[0];
    const last = rounds.at(-1);
    if (first === undefined || last === undefined)
        throw new Error('adaptive repeats: no round ran');
    const merged = [];
    suites.forEach((planned, s) => {
        const summary = firstSuiteResult.get(planned.suite.suite_id);
        if (summary === undefined)
            return;
        const tests = planned.suite.tests.flatMap((spec, i) => {
            const test = latest.get(planned.suite.suite_id)?.get(spec.test_id);
            if (test === undefined)
                return [];
            if (effectRuns === 'all')
                return [test];
            const n = effectRuns?.[s]?.[i] ?? adaptive.min;
            // A run interrupted on the way to N measures what it has.
            return [{ ...test, effect_runs: Math.max(1, Math.min(n, test.runs.length)) }];
        });
        // The first round saw every test of the suite, so its suite-level checks (suspect data) stand.
        merged.push({ ...summary, tests });
    });
    const complete = last.run.complete && !ports.signal.aborted;
    const counts = (0,run.countRuns)(merged);
    // Every round's records, not only the last round's tests: what the simulator spent on the whole run.
    const simulator = merged
        .flatMap((s) => s.tests.flatMap((t) => t.runs))
        .reduce((total, r) => (r.simulator_usage ? (0,run.addSimulatorUsage)(total, r.simulator_usage) : total), null);
    const warnings = [...new Set(rounds.flatMap((r) => r.warnings))];
    if (!complete) {
        warnings.unshift(`adaptive repeats interrupted in round ${rounds.length}: ${counts.skipped} of ${counts.planned} planned runs did not finish; results are incomplete`);
    }
    const { incomplete_reason: lastReason, ...lastRun } = last.run;
    return {
        ...last,
        run: {
            ...lastRun,
            id: first.run.id,
            started_at: first.run.started_at,
            repeats: null,
            complete,
            ...(complete ? {} : { incomplete_reason: lastReason ?? 'interrupted by a signal' }),
            adaptive: { ...adaptive, rounds: rounds.length },
        },
        counts,
        ...(simulator ? { simulator } : {}),
        warnings,
        suites: merged,
    };
}

;// CONCATENATED MODULE: ./src/runner/record.ts
// A run as `agent-eval run` records it: every finished run is appended to results.jsonl as it
// finishes, then results.json is written from that file, suite by suite, test by test, so no more
// than one run's turns are in memory at a time whatever the size of the run.









const RESULTS_FILE = 'results.json';
const RUN_LOG_FILE = 'results.jsonl';
/** The base deployment's results, played in the same run as a fresh baseline, beside the head's. */
const BASE_FILE_NAMES = { results: 'results-base.json', runLog: 'results-base.jsonl' };
/**
 * Plays the suites, writing `outDir`/results.jsonl as runs finish and `outDir`/results.json at the
 * end (or the names given), secrets masked in both. ports.onRunFinished is called after each run's
 * line is written.
 */
async function recordRun(suites, options, ports, files) {
    const runLogPath = (0,external_node_path_.join)(files.outDir, files.names?.runLog ?? RUN_LOG_FILE);
    const resultsPath = (0,external_node_path_.join)(files.outDir, files.names?.results ?? RESULTS_FILE);
    await setAsideEarlierResults(resultsPath, ports.logger);
    const locations = new LineLocations();
    const played = await withRunLog(runLogPath, files.secrets, ports, (logged) => (0,run.playSuites)(suites, options, logged), (job, at) => locations.set(job.index, at));
    const reader = await (0,read/* openRunLogReader */.Fb)(runLogPath);
    // Each run read back as its turn comes, FLAKY added where the test's repeats disagree.
    async function* runs(jobs, flaky) {
        for (const job of jobs) {
            const location = locations.get(job.index);
            let run;
            if (location === undefined) {
                run = played.unfinished(job);
            }
            else {
                run = (await reader.read(location)).run;
                if (run.conversation_id !== job.conversationId) {
                    throw new Error(`${runLogPath}: expected conversation ${job.conversationId} at byte ${location.offset}, found ${run.conversation_id}; the file was changed during the run`);
                }
            }
            run.codes = (0,results_summary/* finalCodes */.FD)(run.codes, run.outcome, flaky);
            yield run;
        }
    }
    // The suite and test objects are made as they are written, in results.json's key order.
    function* suiteObjects() {
        for (const s of played.suites) {
            const testObjects = function* () {
                for (const t of s.tests)
                    yield new StreamedObject([...Object.entries((0,run.testHeader)(s.planned, t.test)), ['runs', new StreamedArray(runs(t.jobs, t.flaky))]]);
            };
            yield new StreamedObject([
                ...Object.entries((0,run.suiteHeader)(s.planned)),
                ['tests', new StreamedArray(testObjects())],
                ['suspect', s.suspect],
            ]);
        }
    }
    const results = new StreamedObject([...Object.entries(played.head), ['suites', new StreamedArray(suiteObjects())]]);
    try {
        await (0,src_files/* writeFileAtomicFrom */.Ly)(resultsPath, maskedLines(jsonPieces(results), files.secrets));
    }
    finally {
        await reader.close();
    }
    return { summary: (0,run.summarizePlayed)(played), resultsPath, runLogPath };
}
/**
 * An earlier run's results.json in the folder is moved to results.previous.json (results-base.json
 * to results-base.previous.json) before this run writes anything: a run killed before its end
 * (SIGKILL, a lost runner) then leaves its own results.jsonl and no results.json, never the earlier
 * run's complete results beside it, where a report or a comparison would read them as this run's.
 */
async function setAsideEarlierResults(resultsPath, logger) {
    const previous = resultsPath.replace(/\.json$/, '.previous.json');
    try {
        await (0,promises_.rename)(resultsPath, previous);
    }
    catch (e) {
        if (e.code === 'ENOENT')
            return;
        throw (0,src_files/* outputError */.cw)(resultsPath, e);
    }
    logger.info(`The earlier run's ${(0,external_node_path_.basename)(resultsPath)} in ${(0,external_node_path_.dirname)(resultsPath)} was moved to ${(0,external_node_path_.basename)(previous)}`);
}
/**
 * Where each finished run's line is in results.jsonl, by job index: two numbers per run in typed
 * arrays rather than an object and a map entry each (30,000 of them in a large run).
 */
class LineLocations {
    #offsets = new Float64Array(0);
    // 0 for a run with no line: a line is never empty (it ends with a newline).
    #lengths = new Float64Array(0);
    set(index, location) {
        if (index >= this.#offsets.length) {
            const size = Math.max(index + 1, 2 * this.#offsets.length);
            const offsets = new Float64Array(size);
            const lengths = new Float64Array(size);
            offsets.set(this.#offsets);
            lengths.set(this.#lengths);
            this.#offsets = offsets;
            this.#lengths = lengths;
        }
        this.#offsets[index] = location.offset;
        this.#lengths[index] = location.length;
    }
    get(index) {
        const length = this.#lengths[index];
        return length ? { offset: this.#offsets[index], length } : undefined;
    }
}
/** The pieces with secrets masked, and the final newline of the file. */
async function* maskedLines(pieces, secrets) {
    for await (const piece of pieces)
        yield (0,src_logger/* maskSecrets */.QU)(piece, secrets);
    yield '\n';
}
/**
 * recordRun with adaptive repeats (--repeats auto). The rounds need every run's outcome between
 * rounds, so the results are held in memory (adaptive runs are bounded by max repeats per test);
 * results.jsonl is still written as runs finish, so an interrupted run can be resumed.
 */
async function recordAdaptiveRun(suites, options, settings, ports, files) {
    const runLogPath = (0,external_node_path_.join)(files.outDir, files.names?.runLog ?? RUN_LOG_FILE);
    const resultsPath = (0,external_node_path_.join)(files.outDir, files.names?.results ?? RESULTS_FILE);
    await setAsideEarlierResults(resultsPath, ports.logger);
    const results = await withRunLog(runLogPath, files.secrets, ports, (logged) => runAdaptive(suites, options, settings, logged));
    await (0,src_files/* writeFileAtomic */.Zf)(resultsPath, (0,src_logger/* maskSecrets */.QU)(`${JSON.stringify(results, null, 2)}\n`, files.secrets));
    return { summary: (0,results_summary/* summarizeResults */.SE)(results), resultsPath, runLogPath };
}
/**
 * Plays with results.jsonl open: each finished run is appended (secrets masked) before
 * ports.onRunFinished sees it; `onLine` learns where its line went.
 */
async function withRunLog(path, secrets, ports, play, onLine) {
    const log = await openRunLog(path, secrets);
    // A run whose results cannot be saved (a full disk) stops at once: no more agent calls are paid
    // for, the runs already written stay in the file, and the write error is what the caller sees.
    const writeFailed = new AbortController();
    let writeError;
    let played;
    try {
        played = await play({
            ...ports,
            signal: AbortSignal.any([ports.signal, writeFailed.signal]),
            onRunFinished: async (job, record, progress) => {
                let at;
                try {
                    at = await log.append(job.suite.suite_id, job.test.test_id, record);
                }
                catch (e) {
                    writeError ??= e;
                    writeFailed.abort(e);
                    return;
                }
                onLine?.(job, at);
                await ports.onRunFinished?.(job, record, progress);
            },
        });
    }
    finally {
        await log.close().catch((e) => {
            writeError ??= e;
        });
    }
    if (writeError !== undefined)
        throw writeError;
    return played;
}

// EXTERNAL MODULE: ./src/agent/breaker.ts
var agent_breaker = __webpack_require__(1997);
// EXTERNAL MODULE: ./src/agent/client.ts + 5 modules
var agent_client = __webpack_require__(80246);
// EXTERNAL MODULE: ./src/agent/openai-chat.ts
var openai_chat = __webpack_require__(33902);
// EXTERNAL MODULE: ./src/agent/protocols.ts
var protocols = __webpack_require__(15780);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/judge/calibration-store.ts
var calibration_store = __webpack_require__(1479);
// EXTERNAL MODULE: ./src/judge/calibration.ts + 1 modules
var calibration = __webpack_require__(43490);
// EXTERNAL MODULE: ./src/judge/labels.ts
var judge_labels = __webpack_require__(20324);
// EXTERNAL MODULE: ./src/judge/gating.ts
var judge_gating = __webpack_require__(91187);
// EXTERNAL MODULE: ./src/report/calibration-report.ts
var calibration_report = __webpack_require__(25421);
// EXTERNAL MODULE: ./src/report/wording/judge-calibration.ts
var judge_calibration = __webpack_require__(78303);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __webpack_require__(54285);
// EXTERNAL MODULE: ./src/report/wording/warnings.ts
var warnings = __webpack_require__(66024);
// EXTERNAL MODULE: ./src/compare/floors.ts
var floors = __webpack_require__(95604);
// EXTERNAL MODULE: ./src/runner/isolation.ts
var isolation = __webpack_require__(85106);
// EXTERNAL MODULE: ./src/runner/plan.ts + 1 modules
var plan = __webpack_require__(9534);
// EXTERNAL MODULE: ./src/usage/prices.ts
var usage_prices = __webpack_require__(58637);
// EXTERNAL MODULE: ./src/usage/usage.ts
var usage = __webpack_require__(744);
// EXTERNAL MODULE: ./src/suite/suite-schema.ts
var suite_schema = __webpack_require__(35754);
;// CONCATENATED MODULE: ./src/runner/estimate.ts



function add(map, key, entries) {
    const kept = map.get(key) ?? { entries: [], turns: 0 };
    kept.entries.push(...entries);
    kept.turns += 1;
    map.set(key, kept);
}
/** `times` × the per-unit mean of `entries` over `per` units, per model. */
function scaled(entries, per, times) {
    return (0,usage/* sumEntries */.G0)(entries).by_model.map((m) => ({
        model: m.model,
        calls: Math.round((m.calls * times) / per),
        input_tokens: Math.round((m.input_tokens * times) / per),
        output_tokens: Math.round((m.output_tokens * times) / per),
        ...(m.cached_tokens === undefined ? {} : { cached_tokens: Math.round((m.cached_tokens * times) / per) }),
    }));
}
function part(entries, prices) {
    const sum = (0,usage/* sumEntries */.G0)(entries);
    const cost = (0,usage_prices/* costOf */.ho)(entries, prices);
    return { tokens: sum.input_tokens + sum.output_tokens, usd: cost.usd, unpriced: cost.unpriced };
}
const key = (suiteId, testId) => `${suiteId}\u0000${testId}`;
/** The estimate of `jobs` from the usage observed in `baseline`. */
function estimateRun(jobs, baseline, prices) {
    const byTest = new Map();
    const bySuite = new Map();
    const all = { entries: [], turns: 0 };
    let baseRuns = 0;
    const simulator = [];
    let simulated = false;
    for (const suite of baseline.suites)
        for (const test of suite.tests)
            for (const run of test.runs) {
                if (run.turns.length > 0)
                    baseRuns += 1;
                if (run.simulator_usage !== undefined) {
                    simulated = true;
                    const u = run.simulator_usage;
                    simulator.push({
                        model: u.models.length === 1 ? u.models[0] : null,
                        calls: u.calls,
                        input_tokens: u.input_tokens,
                        output_tokens: u.output_tokens,
                    });
                }
                for (const turn of run.turns) {
                    if (turn.usage === undefined)
                        continue;
                    const entries = (0,usage/* entriesOf */.Mc)(turn.usage);
                    add(byTest, key(suite.suite_id, test.test_id), entries);
                    add(bySuite, suite.suite_id, entries);
                    all.entries.push(...entries);
                    all.turns += 1;
                }
            }
    const requests = jobs.reduce((n, job) => n + agentTurns(job), 0);
    // Requests per test, then the tokens of each test's requests from the closest mean there is.
    const perTest = new Map();
    for (const job of jobs) {
        const k = key(job.suite.suite_id, job.test.test_id);
        const kept = perTest.get(k) ?? { suiteId: job.suite.suite_id, requests: 0 };
        kept.requests += agentTurns(job);
        perTest.set(k, kept);
    }
    const agent = [];
    let fallback = 0;
    if (all.turns > 0) {
        for (const [k, { suiteId, requests: n }] of perTest) {
            const own = byTest.get(k);
            const basis = own ?? bySuite.get(suiteId) ?? all;
            if (own === undefined)
                fallback += n;
            agent.push(...scaled(basis.entries, basis.turns, n));
        }
    }
    const judgeUsage = baseline.judge;
    const judgeEntries = judgeUsage === undefined || judgeUsage.input_tokens + judgeUsage.output_tokens === 0
        ? []
        : (judgeUsage.by_model ?? [
            { model: null, calls: judgeUsage.calls, input_tokens: judgeUsage.input_tokens, output_tokens: judgeUsage.output_tokens },
        ]);
    const runs = jobs.length;
    const parts = {
        agent: all.turns > 0 ? part(agent, prices) : null,
        judge: judgeEntries.length > 0 && baseRuns > 0 ? part(scaled(judgeEntries, baseRuns, runs), prices) : null,
        simulator: simulated && baseRuns > 0 ? part(scaled(simulator, baseRuns, runs), prices) : null,
    };
    const present = [parts.agent, parts.judge, parts.simulator].filter((p) => p !== null);
    const unpriced = [...new Set(present.flatMap((p) => p.unpriced))];
    return {
        runs,
        requests,
        ...parts,
        agentFallbackRequests: parts.agent === null ? 0 : fallback,
        total: {
            tokens: present.length === 0 ? null : present.reduce((n, p) => n + p.tokens, 0),
            usd: present.length === 0 || unpriced.length > 0 ? null : present.reduce((n, p) => n + (p.usd ?? 0), 0),
            unpriced,
        },
    };
}
/**
 * The fewest runs per test at which one broken test (every run passed on the base, every run fails
 * on the pull request) can fail the check on its own: 6/6 -> 0/6 has p = 1/924
 * (docs/statistics.md#how-many-runs-per-test). A budget never lowers repeats below it.
 */
const BUDGET_MIN_REPEATS = 6;
/**
 * Null when the estimate fits the limits (or cannot be compared with them); else the repeats that
 * would fit, never below BUDGET_MIN_REPEATS (`to` equals `from` when the plan is at the minimum).
 */
function lowerRepeats(jobs, estimate, limits) {
    const ratios = [
        limits.usd !== null && estimate.total.usd !== null && estimate.total.usd > 0 ? limits.usd / estimate.total.usd : null,
        limits.tokens !== null && estimate.total.tokens !== null && estimate.total.tokens > 0 ? limits.tokens / estimate.total.tokens : null,
    ].filter((r) => r !== null);
    if (ratios.length === 0)
        return null;
    const ratio = Math.min(...ratios);
    if (ratio >= 1)
        return null;
    const from = jobs.reduce((n, job) => Math.max(n, job.repeat + 1), 0);
    return { from, to: Math.min(from, Math.max(BUDGET_MIN_REPEATS, Math.floor(from * ratio))), estimate };
}
/** Agent requests a test plans: its turns, or a simulated test's turn cap (the most it can take). */
function agentTurns(job) {
    return job.test.turns?.length ?? job.test.simulation?.max_turns ?? job.suite.defaults?.max_turns ?? suite_schema/* SIMULATION_DEFAULT_MAX_TURNS */.O5;
}

;// CONCATENATED MODULE: ./src/usage/budget.ts
// A spending budget for one check (`--budget-usd`, `--budget-tokens`; inputs `budget-usd`,
// `budget-tokens`): the tokens and dollars of the agent (as it reported them), the judge and the
// user simulator, over both sides of a fresh baseline. The runner asks it before starting each run:
// once spent, no new run starts, the runs in flight finish, and the rest are recorded as not run
// (`not_run: budget`), never as failures, so a budget can never fake a regression.
//
// A dollar budget needs every token priced: while any is of a model without a price the dollar
// budget is not enforced (and the results and the comment say so), rather than counting those
// tokens as $0. Tokens of an agent that reports none are not counted: the budget says so too.



class SpendingBudget {
    entries = [];
    judges = [];
    reachedWith = null;
    withoutUsage = 0;
    /** Set by the caller when it lowered the repeats before the run. */
    lowered;
    limits;
    prices;
    constructor(limits, prices) {
        this.limits = limits;
        this.prices = prices;
    }
    /** Counts a judge's tokens (read each time the budget is asked). */
    trackJudge(usage) {
        this.judges.push(usage);
    }
    runFinished(record) {
        let reported = false;
        for (const turn of record.turns)
            if (turn.usage !== undefined) {
                reported = true;
                this.entries.push(...(0,usage/* entriesOf */.Mc)(turn.usage));
            }
        if (!reported && record.turns.some((t) => t.error === undefined))
            this.withoutUsage += 1;
        const s = record.simulator_usage;
        if (s !== undefined)
            this.entries.push({
                model: s.models.length === 1 ? s.models[0] : null,
                calls: s.calls,
                input_tokens: s.input_tokens,
                output_tokens: s.output_tokens,
            });
    }
    all() {
        const judged = this.judges.flatMap((read) => {
            const u = read();
            return (u.by_model ??
                (u.input_tokens + u.output_tokens > 0
                    ? [{ model: null, calls: 0, input_tokens: u.input_tokens, output_tokens: u.output_tokens }]
                    : []));
        });
        return [...this.entries, ...judged];
    }
    report() {
        const entries = this.all();
        const sum = (0,usage/* sumEntries */.G0)(entries);
        const cost = (0,usage_prices/* costOf */.ho)(entries, this.prices);
        return {
            usd: this.limits.usd,
            tokens: this.limits.tokens,
            spent_tokens: sum.input_tokens + sum.output_tokens,
            spent_usd: cost.usd,
            usd_enforced: this.limits.usd === null || cost.usd !== null,
            unpriced: cost.unpriced,
            reached: this.reachedWith !== null,
            runs_without_agent_usage: this.withoutUsage,
            ...(this.lowered === undefined ? {} : { lowered: this.lowered }),
        };
    }
    exhausted() {
        if (this.reachedWith !== null)
            return this.reachedWith;
        const r = this.report();
        let why = null;
        if (this.limits.tokens !== null && r.spent_tokens >= this.limits.tokens)
            why = `token budget reached: ${r.spent_tokens.toLocaleString('en-US')} of ${this.limits.tokens.toLocaleString('en-US')} tokens spent`;
        else if (this.limits.usd !== null && r.spent_usd !== null && r.spent_usd >= this.limits.usd)
            why = `dollar budget reached: ${(0,format/* formatUsdPair */.ud)(r.spent_usd, this.limits.usd).join(' of ')} spent`;
        this.reachedWith = why;
        return why;
    }
}

// EXTERNAL MODULE: ./src/runner/pool.ts
var pool = __webpack_require__(57430);
// EXTERNAL MODULE: ./src/settings/rules.ts
var rules = __webpack_require__(20310);
// EXTERNAL MODULE: ./src/telemetry/telemetry.ts + 2 modules
var telemetry_telemetry = __webpack_require__(90845);
// EXTERNAL MODULE: ./src/judge/guard.ts
var judge_guard = __webpack_require__(6166);
// EXTERNAL MODULE: ./src/openai/client.ts
var openai_client = __webpack_require__(35239);
// EXTERNAL MODULE: ./src/simulator/builtin.ts
var simulator_builtin = __webpack_require__(51485);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/simulator/cache.ts
// The simulated user's reply cache: common random numbers for base and head. Repeat i of a test
// asks the simulator the same question on both sides for as long as the two agents answer alike,
// and gets the same reply from here, so a difference in outcomes comes from the agents, not from
// two independent draws of the simulator. Keyed by everything the reply depends on: the server and
// model, the persona, goal, knows and unknown, the conversation so far, the seed and the repeat.
// Replies are kept in memory (both sides of one run) and, given a folder, on disk beside the
// judge's verdicts (the action keeps them in the Actions cache with the verdicts). Only the
// simulator's replies are cached, never the agent's; a faulty reply is never kept.








const KEY_VERSION = 'simulator-reply@1';
/** The key of one reply: every input of the simulator's prompt, and the seed and repeat. */
function replyCacheKey({ server, model, temperature, request }) {
    const who = sha256(JSON.stringify([request.persona, request.goal, Object.entries(request.knows), request.unknown]));
    const transcript = sha256(JSON.stringify(request.transcript.map((t) => [t.user, t.assistant, t.flow_completed === true])));
    return sha256(JSON.stringify([KEY_VERSION, (0,cache/* serverIdentity */.uU)(server), model, temperature, who, transcript, request.seed, request.repeat]));
}
const CachedReplySchema = schemas/* union */.KCZ([
    schemas/* object */.Ikc({ format: schemas/* literal */.euz('agent-eval/simulator-reply@1'), model: schemas/* string */.YjP(), kind: schemas/* literal */.euz('message'), text: schemas/* string */.YjP() }),
    schemas/* object */.Ikc({ format: schemas/* literal */.euz('agent-eval/simulator-reply@1'), model: schemas/* string */.YjP(), kind: schemas/* literal */.euz('end'), reason: schemas/* string */.YjP() }),
]);
function createReplyCache(options = {}) {
    const memory = new Map();
    const stats = { hits: 0, misses: 0 };
    const dir = options.dir ?? null;
    let writeFailures = 0;
    const fromDisk = async (key) => {
        if (dir === null)
            return null;
        try {
            const path = (0,external_node_path_.join)(dir, `${key}.json`);
            const entry = CachedReplySchema.parse(JSON.parse(await (0,promises_.readFile)(path, 'utf8')));
            // Marks the entry used: a cache kept between jobs drops entries unused for long, as the judge's.
            const now = new Date();
            await (0,promises_.utimes)(path, now, now).catch(() => { });
            const usage = { model: entry.model, input_tokens: 0, output_tokens: 0, cached: true };
            return entry.kind === 'message' ? { kind: 'message', text: entry.text, usage } : { kind: 'end', reason: entry.reason, usage };
        }
        catch {
            return null; // missing or not a valid entry: asked again, and replaced
        }
    };
    const toDisk = async (key, model, reply) => {
        if (dir === null)
            return;
        const entry = reply.kind === 'message' ? { text: reply.text } : { reason: reply.reason };
        try {
            const text = `${JSON.stringify({ format: 'agent-eval/simulator-reply@1', model, kind: reply.kind, ...entry }, null, 2)}\n`;
            await (0,src_files/* writeFileAtomic */.Zf)((0,external_node_path_.join)(dir, `${key}.json`), (0,src_logger/* maskSecrets */.QU)(text, options.secrets ?? []));
        }
        catch (error) {
            if (writeFailures++ === 0)
                options.logger?.warning(`simulator reply cache: ${(0,errors/* errorMessage */.gJ)(error)}; replies are kept for this run only, and later write failures are not repeated`);
        }
    };
    return {
        async reply(key, model, ask, keep) {
            const known = memory.get(key);
            if (known) {
                stats.hits += 1;
                return cachedCopy(await known);
            }
            const pending = (async () => {
                const stored = await fromDisk(key);
                if (stored) {
                    stats.hits += 1;
                    return stored;
                }
                stats.misses += 1;
                const fresh = await ask();
                if (keep(fresh))
                    await toDisk(key, model, fresh);
                return fresh;
            })();
            memory.set(key, pending);
            try {
                const reply = await pending;
                // A faulty reply is not kept: the retry asks again.
                if (!keep(reply))
                    memory.delete(key);
                return reply;
            }
            catch (error) {
                memory.delete(key);
                throw error;
            }
        },
        stats: () => ({ ...stats }),
    };
}
/** A reply served again costs nothing: its usage says so. */
function cachedCopy(reply) {
    return reply.usage ? { ...reply, usage: { ...reply.usage, cached: true } } : reply;
}
function sha256(text) {
    return (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
}

// EXTERNAL MODULE: ./src/simulator/types.ts
var types = __webpack_require__(10767);
;// CONCATENATED MODULE: ./src/simulator/model.ts






const END_TOOL = 'end_conversation';
const END_TOOL_DEFINITION = {
    name: END_TOOL,
    description: 'End the conversation: call it instead of writing a message when your goal is met, when the agent cannot help further, or when the agent closed the conversation.',
    parameters: {
        type: 'object',
        properties: { reason: { type: 'string', description: 'Why you end the conversation, in a few words.' } },
        required: ['reason'],
        additionalProperties: false,
    },
};
/**
 * The simulators of a run: a test whose `simulator` is `builtin` gets the built-in one; a test that
 * names a model, or any test when --simulator-model is set, gets the model simulator (the flag's
 * model winning); without a model server configured, such a test's runs end as SIM_ERROR saying how
 * to configure one.
 */
function simulatorsFor(config, options = {}) {
    const builtin = (0,simulator_builtin/* builtinOnly */.OT)();
    if (config.apiKey === null)
        return builtin;
    const cache = options.cache ?? createReplyCache({ dir: config.cacheDir, logger: options.logger, secrets: options.secrets });
    const simulator = createModelSimulator(config, { ...options, cache });
    return (spec) => {
        if (spec === simulator_builtin/* BUILTIN_SIMULATOR */.B_)
            return builtin(spec);
        if (spec === undefined && config.model === null)
            return builtin(spec);
        return simulator;
    };
}
function createModelSimulator(config, options = {}) {
    const client = options.client ??
        (0,openai_client/* createModelClient */.$L)({
            apiKey: config.apiKey ?? '',
            baseURL: config.baseURL,
            maxRetries: 0, // the guard retries and keeps time
            timeoutMs: config.timeoutMs,
            logger: options.logger,
            purpose: 'simulator',
        });
    const guard = (0,judge_guard/* createCallGuard */.ex)({
        baseURL: config.baseURL ?? openai_client/* OPENAI_BASE_URL */.jG,
        timeoutMs: config.timeoutMs,
        maxRetries: config.maxRetries,
        sleep: options.sleep ?? judge_guard/* realSleep */.uk,
        logger: options.logger,
        name: 'simulator',
    });
    const server = config.baseURL ?? openai_client/* OPENAI_BASE_URL */.jG;
    return {
        name: config.model ?? DEFAULT_SIMULATOR_MODEL,
        async next(request, signal) {
            const model = config.model ?? request.model ?? DEFAULT_SIMULATOR_MODEL;
            const temperature = request.temperature ?? DEFAULT_SIMULATOR_TEMPERATURE;
            const ask = async () => {
                const reply = await guard.call(`simulated user with ${model}`, (attemptSignal) => client.chat({
                    model,
                    messages: simulatorMessages(request),
                    temperature,
                    ...(request.seed === null ? {} : { seed: (request.seed + request.repeat) | 0 }),
                    tools: [END_TOOL_DEFINITION],
                    toolChoice: 'auto',
                }, attemptSignal), signal);
                if (!reply.ok)
                    throw new types/* SimulatorError */.JC(reply.failure.cause);
                const usage = { model, ...reply.value.usage };
                const calls = reply.value.toolCalls ?? [];
                const end = calls.find((c) => c.name === END_TOOL);
                if (end) {
                    const given = typeof end.arguments.reason === 'string' ? end.arguments.reason.trim() : '';
                    return { kind: 'end', reason: (given || 'no reason given').slice(0, 200), usage };
                }
                if (calls.length > 0)
                    throw new types/* SimulatorError */.JC(`the simulator called ${JSON.stringify(calls[0].name)}, which is not its end tool (${END_TOOL})`, usage);
                return { kind: 'message', text: reply.value.content, usage };
            };
            const cache = options.cache;
            const reply = cache
                ? await cache.reply(replyCacheKey({ server, model, temperature, request }), model, ask, (r) => replyFault(request, r) === null)
                : await ask();
            const fault = replyFault(request, reply);
            if (fault !== null)
                throw new types/* SimulatorError */.JC(fault, reply.usage);
            return reply;
        },
    };
}
/** What is wrong with a reply (empty, oversized, inventing an unknown fact), or null: a faulty reply is asked again, never cached. */
function replyFault(request, reply) {
    try {
        (0,types/* checkedReply */.EW)(reply);
    }
    catch (e) {
        return e.message;
    }
    if (reply.kind === 'end')
        return null;
    const invented = inventedUnknown(request, reply.text);
    return invented === null
        ? null
        : `the agent asked about ${JSON.stringify(invented)}, which the simulated user must not know (unknown), and the simulator answered without saying it does not know`;
}
const DOES_NOT_KNOW = /\b(?:don'?t|do not|doesn'?t|does not|not sure|no idea|can'?t|cannot|unsure|never)\b|\bi'?m not\b/i;
/**
 * A reply that answers a question about something of `unknown` without saying the user does not
 * know it: the thing asked about, or null. The agent's last message names it (whole words, any case).
 */
function inventedUnknown(request, message) {
    const asked = (request.transcript.at(-1)?.assistant ?? '').toLowerCase();
    for (const thing of request.unknown) {
        const at = asked.indexOf(thing.toLowerCase());
        if (at === -1)
            continue;
        const around = (i) => /[\p{L}\p{N}]/u.test(asked.charAt(i));
        if (around(at - 1) || around(at + thing.length))
            continue;
        if (!DOES_NOT_KNOW.test(message))
            return thing;
    }
    return null;
}
/**
 * What the model reads: its part (persona, goal, what it knows and does not), then the conversation
 * with the agent's messages as the other party's. Never the success criteria: the simulator talks,
 * the harness judges.
 */
function simulatorMessages(request) {
    const knows = Object.entries(request.knows);
    const system = [
        'You play a user talking to a conversational agent, to test the agent. Stay in character; never mention that you are simulated.',
        `Who you are: ${request.persona}`,
        `What you want: ${request.goal}`,
        knows.length > 0
            ? `What you know (give a fact only when the agent asks for it, exactly as written): ${JSON.stringify(Object.fromEntries(knows))}`
            : 'You know no particular facts: when asked for one, say you do not have it.',
        request.unknown.length > 0
            ? `What you do not know (when asked, answer "I don't know"; never invent it): ${JSON.stringify(request.unknown)}`
            : '',
        "Write only your next message to the agent, short, as a person types it. Never write the agent's part.",
        `When your goal is met, the agent cannot help further, or the agent closed the conversation, call ${END_TOOL} instead of writing.`,
    ].filter(Boolean);
    const messages = [{ role: 'system', content: system.join('\n') }];
    if (request.transcript.length === 0) {
        messages.push({ role: 'user', content: '(The conversation starts: write your first message to the agent.)' });
        return messages;
    }
    for (const turn of request.transcript) {
        messages.push({ role: 'assistant', content: turn.user });
        const said = turn.assistant ?? '(the agent sent no text)';
        messages.push({ role: 'user', content: turn.flow_completed === true ? `${said}\n(The agent closed the conversation.)` : said });
    }
    return messages;
}

// EXTERNAL MODULE: ./src/url.ts
var url = __webpack_require__(17666);
;// CONCATENATED MODULE: ./src/evaluate.ts
// One evaluation, as `agent-eval run` and the action both run it: telemetry, the judge and the agent
// client, the planned suites played with fixed or adaptive repeats and streamed to results.jsonl and
// results.json, then the metrics and spans finished. With a fresh baseline, the same plan is also
// played against the base deployment, interleaved with the target's runs in one pool. The callers
// check their own inputs first (in their user's words) and afterwards say what the results mean (a
// table, a comparison, a comment).





























/** What a run with judge-labels writes to the report folder: the calibration and its report. */
const CALIBRATION_REPORT_FILES = { json: 'judge-calibration.json', markdown: 'judge-calibration.md' };
/** The folder of the base side's artifacts and metrics.prom, in the report folder. */
const BASE_REPORT_DIR = 'base';
/**
 * Plays the suites against the target and records everything: results.jsonl as runs finish,
 * results.json at the end (read it back with readResultsFile for a comparison), artifacts,
 * metrics.prom and spans; with `base`, the same for the base deployment (results-base.json).
 * Throws before any effect when the settings cannot work together.
 */
async function evaluate(config, ports) {
    const { logger } = ports;
    (0,rules/* checkSettings */.EW)(config);
    // What no agent of the protocol can carry is refused now; what an agent must declare, once it has.
    (0,protocols/* checkCapabilities */.JM)(config.suites, config.protocol ?? 'execute', 'any');
    const canned = config.protocol === 'openai-chat' ? [] : (0,openai_chat/* suitesWithToolResults */.Ip)(config.suites);
    if (canned.length > 0)
        logger.warning(`${canned.join(', ')} give${canned.length === 1 ? 's' : ''} tool_results, which only the openai-chat protocol sends to the agent; the ${config.protocol ?? 'execute'} agent runs its tools itself`);
    const { outDir, secrets } = config;
    const budget = config.budget ? new SpendingBudget(config.budget.limits, config.budget.prices) : undefined;
    const maxRepeats = budget && config.budget ? fitToBudget(config, config.budget, logger) : undefined;
    // Adaptive repeats fit the budget by their maximum: the most a test may run.
    const auto = typeof config.repeats === 'object' && config.repeats !== null
        ? maxRepeats
            ? { ...config.repeats, max: Math.max(config.repeats.min, maxRepeats.to) }
            : config.repeats
        : null;
    if (budget && maxRepeats)
        budget.lowered = {
            from: maxRepeats.from,
            to: maxRepeats.to,
            estimate_usd: maxRepeats.estimate.total.usd,
            estimate_tokens: maxRepeats.estimate.total.tokens,
        };
    // One set of simulators for both sides: the reply cache they share gives repeat i of a test the
    // same user messages on the base and the head for as long as the two agents answer alike.
    const simulatorFor = ports.simulatorFor ?? (config.simulator ? simulatorsFor(config.simulator, { logger, secrets: config.secrets }) : undefined);
    ports = { ...ports, simulatorFor };
    // The head's judge calibrates on the labels (if any) before any agent call, through its verdict cache.
    const headJudge = (ports.createJudge ?? judge_judge.createJudge)(config.judge, { logger });
    const calibration = config.judgeCalibration ? await loadCalibration(config, config.judgeCalibration, headJudge, ports) : null;
    const gating = () => calibration === null || config.judgeCalibration === undefined
        ? undefined
        : (0,judge_gating/* createJudgeGating */.ys)(calibration.file, {
            minAgreement: config.judgeCalibration.minAgreement,
            judge: config.judge,
            file: calibration.source,
            labels: calibration.labels,
        });
    const head = await openSide(config, ports, headJudge, gating(), {
        target: config.target,
        commit: config.commit,
        resume: config.resume,
        reportDir: outDir,
        pushgateway: config.pushgateway,
    });
    const base = config.base
        ? await openSide(config, ports, (ports.createJudge ?? judge_judge.createJudge)(config.judge, { logger }), gating(), {
            ...config.base,
            reportDir: (0,external_node_path_.join)(outDir, BASE_REPORT_DIR),
            pushgateway: undefined,
        })
        : null;
    logger.info(announcement(config));
    const floor = floorBeforeRun(config, auto);
    if (floor !== null)
        logger.warning(`Before the first call: ${floor}`);
    if (auto !== null) {
        const open = config.baseline ? '' : ' (no baseline: only tests with mixed outcomes get more)';
        logger.info(auto.design === 'sequential'
            ? `Sequential design: ${auto.min} runs per test, then ${auto.min} more for each suite still open, up to ${auto.max}${open}`
            : `Adaptive repeats: ${auto.min} per test, up to ${auto.max} where the verdict is still open${open}`);
    }
    // One progress over both sides: their plans are the same size.
    const progress = ports.progress;
    const latest = [];
    const reportProgress = (side, p) => {
        latest[side] = p;
        const sum = (key) => latest.reduce((n, q) => n + q[key], 0);
        progress?.update({ done: sum('done'), total: p.total * (base ? 2 : 1), failed: sum('failed'), errored: sum('errored') });
    };
    const play = (side, index, files, pool) => {
        const runPorts = {
            ...side.ports,
            ...(budget ? { budget } : {}),
            ...(progress ? { onRunFinished: (_job, _record, p) => reportProgress(index, p) } : {}),
            ...(pool ? { pool } : {}),
        };
        return auto
            ? recordAdaptiveRun(config.suites, side.options, {
                min: auto.min,
                max: auto.max,
                baseline: config.baseline ?? null,
                alpha: config.alpha,
                minEffect: config.minEffect,
                minTestEffect: config.minTestEffect,
                ...(auto.design === 'sequential' ? { design: 'sequential' } : {}),
            }, runPorts, files)
            : recordRun(config.suites, {
                ...side.options,
                repeats: typeof config.repeats === 'number' ? config.repeats : null,
                ...(maxRepeats ? { maxRepeats: maxRepeats.to } : {}),
            }, runPorts, files);
    };
    if (budget) {
        budget.trackJudge(() => head.ports.judge.usage());
        if (base)
            budget.trackJudge(() => base.ports.judge.usage());
    }
    let recorded;
    let baseRecorded = null;
    if (base) {
        // The base's conversation first, then the same conversation against the target, and so on.
        const shared = (0,pool/* sharedPools */.R)(2, config.concurrency);
        const released = (p) => p.catch((e) => {
            shared.abandon(e);
            throw e;
        });
        [baseRecorded, recorded] = await Promise.all([
            released(play(base, 1, { outDir, secrets, names: BASE_FILE_NAMES }, shared.pools[0])),
            released(play(head, 0, { outDir, secrets }, shared.pools[1])),
        ]);
    }
    else {
        recorded = await play(head, 0, { outDir, secrets });
    }
    progress?.done();
    if (config.runSummaryReport) {
        await (0,src_files/* writeFileAtomic */.Zf)((0,external_node_path_.join)(outDir, 'report.md'), (0,src_logger/* maskSecrets */.QU)((0,markdown/* renderRunSummary */.qN)(recorded.summary), secrets));
    }
    await head.telemetry.finish(recorded.summary);
    if (base && baseRecorded)
        await base.telemetry.finish(baseRecorded.summary);
    return { ...recorded, base: baseRecorded };
}
/**
 * Before any call: when the baseline's usage predicts more than the budget, the runs per test are
 * lowered to what fits, never below BUDGET_MIN_REPEATS (the fewest at which one broken test can fail
 * the check); said in the log either way. Adaptive repeats are estimated at their maximum (what a
 * test may run at most) and have that maximum lowered. Null: nothing lowered.
 */
function fitToBudget(config, budget, logger) {
    if (!config.baseline)
        return null;
    const { repeats } = config;
    const adaptive = typeof repeats === 'object' && repeats !== null;
    const jobs = (0,plan/* planJobs */.KR)(config.suites, { repeats: adaptive ? repeats.max : repeats, shard: config.shard });
    const lowering = lowerRepeats(jobs, estimateRun(jobs, config.baseline, budget.prices), budget.limits);
    if (lowering === null)
        return null;
    const e = lowering.estimate.total;
    const predicted = [e.usd === null ? '' : (0,format/* formatUsd */.UK)(e.usd), e.tokens === null ? '' : `${e.tokens.toLocaleString('en-US')} tokens`]
        .filter(Boolean)
        .join(', ');
    if (lowering.to >= lowering.from) {
        // A plan already below the minimum is not raised to it: "at the minimum" would not be true.
        const atMinimum = lowering.from === BUDGET_MIN_REPEATS
            ? `are already at the minimum of ${BUDGET_MIN_REPEATS} at which one broken test can fail the check`
            : `are already below ${BUDGET_MIN_REPEATS}, the fewest a budget lowers them to (at which one broken test can fail the check), so they are not lowered`;
        logger.warning(`The baseline predicts ${predicted} for this run, over the budget, and the runs per test (${lowering.from}) ${atMinimum}: the run stops starting runs when the budget is spent, and the suites left without their runs are not compared (budget).`);
        return null;
    }
    const what = adaptive ? 'the most runs per test (adaptive repeats)' : 'runs per test';
    logger.warning(`The baseline predicts ${predicted} for this run, over the budget: ${what} lowered from ${lowering.from} to ${lowering.to} (never below ${BUDGET_MIN_REPEATS}, the fewest at which one broken test can fail the check; fewer runs catch less, see docs/statistics.md#how-many-runs-per-test).`);
    return lowering;
}
async function openSide(config, ports, 
// A judge per side: each side's results count their own judge calls, and a budget cuts both alike.
judge, judgeGating, side) {
    const { logger, signal } = ports;
    const telemetry = await (0,telemetry_telemetry/* createRunTelemetry */.h_)({
        reportDir: side.reportDir,
        env: ports.env,
        secrets: config.secrets,
        logger,
        pushgatewayUrl: side.pushgateway?.url,
        pushgatewayLabels: side.pushgateway?.labels,
        keepArtifacts: side.resume !== undefined,
        stop: signal,
        prices: config.prices ?? config.budget?.prices,
    });
    // Per side: a dead base deployment must not stop the target's runs.
    const breaker = new agent_breaker/* AgentBreaker */.C9();
    const client = config.suites.length > 0
        ? (ports.createAgentClient ?? agent_client.createAgentClient)({
            target: side.target,
            transport: config.transport,
            protocol: config.protocol,
            nodeFrom: config.nodeFrom,
            factsPath: config.factsPath,
            model: config.agentModel,
            toolResults: (0,openai_chat/* toolResultsOf */.UG)(config.suites),
            token: config.token,
            timeoutMs: config.timeoutMs,
            retries: config.retries,
            headers: telemetry.agentHeaders,
            breaker,
        })
        : noAgent(side.target, config.transport);
    const protocol = config.protocol ?? 'execute';
    if (client.declares) {
        // Asked even when no assertion needs it: an A2A card the agent refuses stops the run here (exit 2).
        const needed = (0,protocols/* needsDeclaration */.St)(config.suites, protocol);
        const declared = await client.declares(signal, needed);
        if (needed)
            (0,protocols/* checkCapabilities */.JM)(config.suites, protocol, declared);
    }
    const options = {
        concurrency: config.concurrency,
        shard: config.shard,
        // What results, reports, spans, the comment and the check show: the URL with its credentials redacted.
        target: (0,url/* redactUrl */.BO)(side.target),
        transport: config.transport,
        ...(protocol === 'execute' ? {} : { protocol }),
        commit: side.commit,
        resume: side.resume,
        dryRun: config.dryRun ?? false,
        memoryPipeline: config.memoryPipeline ?? isolation.FULL_MEMORY_PIPELINE,
        enableTracing: true,
        judgeFailedTurns: config.judgeFailedTurns ?? false,
    };
    return {
        telemetry,
        options,
        ports: { client, judge, logger, now: ports.now, signal, telemetry, breaker, simulatorFor: ports.simulatorFor, judgeGating },
    };
}
/**
 * The calibrations the run gates on. With labels: the judge is calibrated on them now (in the log
 * group "Judge calibration", with progress), the result written to the report folder
 * (judge-calibration.json and judge-calibration.md) and into the stored file, and gated on. Without:
 * the stored file, or none when there is no file there (said once).
 */
async function loadCalibration(config, settings, judge, ports) {
    const { logger } = ports;
    if (settings.labels === null || config.suites.length === 0) {
        const file = await (0,calibration_store/* readCalibrationFileIfAny */.G6)(settings.file);
        // Said only where a judge will be asked: without one, judge checks are skipped anyway.
        if (file === null && config.suites.length > 0 && judge.configured)
            logger.info((0,judge_calibration/* noCalibrationFileText */.X2)(settings.file));
        return { file, source: file === null ? null : settings.file, labels: null };
    }
    if (!judge.configured) {
        logger.warning((0,judge_calibration/* noJudgeToCalibrateText */.oe)(settings.labels));
        return { file: null, source: null, labels: null };
    }
    const labels = settings.labels;
    return (0,src_logger/* withGroup */.I1)(logger, judge_calibration/* CALIBRATION_GROUP */.Pu, async () => {
        const set = await (0,judge_labels/* readLabels */.k2)(labels);
        // The models the suites' judge checks will be asked with, so the keys are the ones the run looks up.
        const named = (pick) => config.suites
            .map((s) => s.suite.defaults?.llm_judge)
            .map((j) => (j ? pick(j) : undefined))
            .find((m) => m !== undefined) ?? null;
        let reported = -1;
        const calibrations = await (0,calibration/* calibrateJudge */.B6)(set, judge, {
            model: config.judge.model ?? named((j) => j.model),
            fallbackModel: config.judge.fallbackModel ?? named((j) => j.fallback_model),
            now: () => new Date(ports.now()),
            signal: ports.signal,
            onProgress: (done, total) => {
                // About every tenth, and the last.
                const step = Math.floor((10 * done) / Math.max(1, total));
                if (step === reported && done < total)
                    return;
                reported = step;
                logger.info((0,judge_calibration/* calibrationProgressText */.HA)(done, total));
            },
        });
        const file = { schema: calibration_store/* CALIBRATION_SCHEMA */.$E, calibrations };
        const json = (0,external_node_path_.join)(config.outDir, CALIBRATION_REPORT_FILES.json);
        await (0,src_files/* writeFileAtomic */.Zf)(json, (0,src_logger/* maskSecrets */.QU)(`${JSON.stringify(file, null, 2)}\n`, config.secrets));
        await (0,src_files/* writeFileAtomic */.Zf)((0,external_node_path_.join)(config.outDir, CALIBRATION_REPORT_FILES.markdown), (0,src_logger/* maskSecrets */.QU)((0,calibration_report/* renderCalibrationMarkdown */.y1)(file, settings.minAgreement), config.secrets));
        // The next run without labels gates on the same calibration.
        await (0,calibration_store/* writeCalibrationFile */.QW)(settings.file, file);
        const found = calibrations.map((c) => ({ summary: (0,judge_gating/* summaryOfCalibration */.aD)(c, settings.minAgreement), unscored: c.unscored }));
        for (const line of (0,judge_calibration/* calibratedLines */.BG)(found, settings.minAgreement))
            logger.info(line);
        return { file, source: json, labels };
    });
}
/** The client of a run with no suite (a push whose suites were all carried over): never called. */
function noAgent(target, transport) {
    return {
        target,
        transport,
        conversation: () => {
            throw new Error('no suite to run: the agent is never called');
        },
    };
}
/**
 * What the planned runs cannot decide against the stored baseline, said before any call
 * (compare/floors.ts); null when they can decide both ways, or there is no baseline to know.
 */
function floorBeforeRun(config, auto) {
    if (!config.baseline)
        return null;
    const jobs = (0,plan/* planJobs */.KR)(config.suites, { repeats: auto ? auto.max : typeof config.repeats === 'number' ? config.repeats : null });
    const perTest = new Map();
    for (const job of jobs)
        perTest.set(`${job.suiteIndex}/${job.testIndex}`, (perTest.get(`${job.suiteIndex}/${job.testIndex}`) ?? 0) + 1);
    const headRuns = (0,floors/* mostCommon */.fA)(perTest.values());
    const baseRuns = (0,floors/* mostCommon */.fA)(config.baseline.suites.flatMap((s) => s.tests.map((t) => t.runs.filter((r) => r.outcome === 'passed' || r.outcome === 'failed').length)));
    if (headRuns === null || baseRuns === null || baseRuns === 0)
        return null;
    const warning = (0,floors/* floorWarning */.vW)(headRuns, baseRuns, {
        alpha: config.alpha ?? family/* DEFAULT_GATE_SETTINGS */.aE.alpha,
        minTestEffect: config.minTestEffect ?? family/* DEFAULT_GATE_SETTINGS */.aE.minTestEffect,
    });
    return warning === null ? null : (0,warnings/* floorText */._)(warning);
}
function announcement(config) {
    const tests = config.suites.reduce((n, s) => n + s.suite.tests.length, 0);
    const shard = config.shard ? ` (shard ${config.shard.index}/${config.shard.total})` : '';
    const target = (0,url/* redactUrl */.BO)(config.target);
    const base = config.base ? ` and, as a fresh baseline, against ${(0,url/* redactUrl */.BO)(config.base.target)} (interleaved)` : '';
    return `Running ${config.suites.length} suite(s), ${tests} test(s) against ${target}${base}${shard} at concurrency ${config.concurrency}`;
}

// EXTERNAL MODULE: ./src/report/wording/budget.ts
var budget = __webpack_require__(79956);
// EXTERNAL MODULE: ./src/telemetry/metrics.ts
var metrics = __webpack_require__(87910);
;// CONCATENATED MODULE: ./src/runner/progress.ts
function progressReporter(options) {
    const started = options.now();
    const interval = options.intervalMs ?? 10_000;
    let lastLine = started;
    let lastPercentStep = 0;
    let drawn = false;
    const describe = (p) => {
        const elapsed = options.now() - started;
        const eta = p.done > 0 && p.done < p.total ? formatDuration((elapsed / p.done) * (p.total - p.done)) : '--';
        const problems = [p.failed > 0 ? `${p.failed} failed` : '', p.errored > 0 ? `${p.errored} errored` : ''].filter(Boolean).join(', ');
        return `${p.done}/${p.total} conversations${problems ? `, ${problems}` : ''}, elapsed ${formatDuration(elapsed)}, ETA ${eta}`;
    };
    return {
        update(p) {
            if (options.isTty) {
                const width = 24;
                const filled = p.total === 0 ? width : Math.round((p.done / p.total) * width);
                options.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${describe(p)}\u001b[K`);
                drawn = true;
                return;
            }
            // In logs: a line per 10% or per interval, whichever comes first, and the last one.
            const step = p.total === 0 ? 10 : Math.floor((p.done / p.total) * 10);
            const now = options.now();
            if (p.done === p.total || step > lastPercentStep || now - lastLine >= interval) {
                lastPercentStep = step;
                lastLine = now;
                options.write(`progress: ${describe(p)}\n`);
            }
        },
        done() {
            if (drawn)
                options.write('\n');
        },
    };
}
function formatDuration(ms) {
    const s = Math.round(ms / 1000);
    const m = Math.floor(s / 60);
    return m > 0 ? `${m}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

// EXTERNAL MODULE: ./src/report/terminal.ts
var terminal = __webpack_require__(87496);
// EXTERNAL MODULE: ./src/report/report-model.ts + 2 modules
var report_model = __webpack_require__(42090);
// EXTERNAL MODULE: ./src/compare/cost.ts
var compare_cost = __webpack_require__(69482);
// EXTERNAL MODULE: ./src/report/wording/baseline.ts
var baseline = __webpack_require__(95602);
// EXTERNAL MODULE: ./src/report/wording/drafts.ts
var wording_drafts = __webpack_require__(26013);
// EXTERNAL MODULE: ./src/report/write.ts + 2 modules
var write = __webpack_require__(52899);
// EXTERNAL MODULE: ./src/settings/read.ts
var settings_read = __webpack_require__(36765);
// EXTERNAL MODULE: ./src/settings/secrets.ts
var settings_secrets = __webpack_require__(25868);
// EXTERNAL MODULE: ./src/settings/table.ts + 4 modules
var table = __webpack_require__(57120);
// EXTERNAL MODULE: ./src/settings/target-url.ts
var target_url = __webpack_require__(88356);
// EXTERNAL MODULE: ./src/commands/compare.ts + 7 modules
var compare = __webpack_require__(35932);
// EXTERNAL MODULE: ./src/commands/io.ts
var commands_io = __webpack_require__(73776);
// EXTERNAL MODULE: ./src/commands/options.ts + 1 modules
var options = __webpack_require__(48003);
;// CONCATENATED MODULE: ./src/commands/run.ts
// `agent-eval run`: load suites, play them against the agent (the built-in reference agent when no
// --target is given), stream results to disk, print the summary, and compare with --baseline (or
// with the base deployment played in the same run, --baseline-target).



































/** The environment variable a setting falls back to, as the help text names it. */
function envName(key) {
    const variable = table/* SETTINGS */.yy[key].env;
    if (variable === undefined)
        throw new Error(`setting ${key} reads no environment variable`);
    return variable.name;
}
/** The settings of the flags this command reads, in the order of the help text. */
const RUN_FLAGS = [
    'target',
    'transport',
    'protocol',
    'nodeFrom',
    'factsPath',
    'agentModel',
    'suites',
    'repeats',
    'concurrency',
    'timeoutMs',
    'retries',
    'agentToken',
    'out',
    'baseline',
    'baselineHistory',
    'maxBaselineAge',
    'baselineTarget',
    'prices',
    'estimate',
    'budgetUsd',
    'budgetTokens',
    'minPassFails',
    'failOnInconclusive',
    'failOnLatency',
    'failOnTokens',
    'latencyOnStoredBaseline',
    'alpha',
    'minEffect',
    'minTestEffect',
    'commit',
    'shard',
    'resume',
    'judgeApiKey',
    'judgeBaseUrl',
    'judgeModel',
    'judgeFallbackModel',
    'judgePanel',
    'judgePanelRule',
    'judgeCacheDir',
    'judgeMaxCalls',
    'judgeMaxTokens',
    'judgeTimeoutMs',
    'judgeFailedTurns',
    'judgeCalibration',
    'judgeLabels',
    'judgeMinAgreement',
    'requireJudge',
    'simulatorModel',
    'simulatorBaseUrl',
    'simulatorApiKey',
    'dryRun',
    'memoryPipeline',
    'pushgateway',
    'pushgatewayLabel',
];
const RUN_HELP = `usage: agent-eval run [options] [SUITE_PATH...]

Plays every test conversation of the suites against an agent and writes results.json, report.md,
report.html and junit.xml (plus comparison.json with --baseline or --baseline-target). It prints a
table of the suites, then each failing test with the turn, code and reason of its first failure, why
runs errored, the retries, and the paths of the reports.

${(0,options/* optionsHelp */.EW)('run', RUN_FLAGS)}

A suite's defaults.dry_run / defaults.memory_pipeline, and a test's own dry_run / memory_pipeline,
win over --dry-run and --memory-pipeline (test > suite defaults > flag > built-in default).

With no --target, env ${envName('referenceModel')} (plus OPENAI_API_KEY or OPENAI_BASE_URL) makes the
reference agent route by a real model (a forced process_node tool call) instead of its rules.

Every run writes metrics.prom and artifacts/<suite>.jsonl (what was sent and received per turn) to
the report directory. With ${envName('otlpEndpoint')} set, spans are exported over OTLP/HTTP and
each agent request carries a W3C traceparent header.

Exit codes: 0 all runs passed (or the gate passed), 1 a run failed, the gate failed or the run stopped before
its end (a budget, a signal, an agent that stopped answering), 2 usage or configuration error.`;
async function runCommand(argv, io) {
    const { values, positionals } = (0,options/* parseCommandArgs */.Qx)('run', {
        args: argv,
        allowPositionals: true,
        options: { ...(0,options/* flagOptions */.vo)(RUN_FLAGS), help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
        io.stdout(`${RUN_HELP}\n`);
        return commands_io/* EXIT_OK */.Ij;
    }
    const settings = await readRunSettings(values, positionals, io);
    const write = (stream) => (t) => stream((0,src_logger/* maskSecrets */.QU)(t, settings.secrets));
    const streams = { out: write(io.stdout), err: write(io.stderr) };
    if (settings.estimate)
        return printEstimate(settings, io, streams);
    const loaded = await preflight(settings, io, streams);
    if (typeof loaded === 'number')
        return loaded;
    return playAndReport(settings, loaded, io, streams);
}
async function readRunSettings(values, positionals, io) {
    const flag = (key) => (0,options/* readFlag */.fG)(values, key, io.env);
    const outDir = (0,external_node_path_.resolve)(io.cwd, flag('out'));
    const agent = readAgentFlags(flag, values.transport !== undefined);
    const baseline = flag('baseline');
    (0,rules/* checkBaselineChoice */.db)(baseline, agent.baseTarget ?? null, options/* FLAG_EDGE */.R6);
    const judge = readJudgeFlags(flag, io.env, outDir);
    const simulator = resolveSimulatorConfig({ apiKey: flag('simulatorApiKey'), baseUrl: flag('simulatorBaseUrl'), model: flag('simulatorModel') }, judge);
    // Read before anything is printed: the reference agent's model key is a secret too.
    const referenceModel = agent.target === undefined ? await loadReferenceModel(io.env) : undefined;
    const repeats = flag('repeats');
    const shard = flag('shard') ?? undefined;
    const pushgateway = readPushgatewayFlags(flag, shard);
    // Named as flags in the refusals of the evaluation, which is checked now, before anything loads.
    (0,rules/* checkSettings */.EW)({ repeats, shard, names: rules/* FLAG_NAMES */.G0, base: agent.baseTarget });
    const suitePaths = [...(values.suites === undefined ? [] : flag('suites')), ...positionals];
    const resume = flag('resume');
    const labels = flag('judgeLabels');
    const secrets = (0,settings_secrets/* gatherSecrets */.b)({
        agentToken: agent.token,
        judgeApiKey: judge.apiKey,
        judgeBaseUrl: judge.baseURL,
        simulatorApiKey: simulator.apiKey,
        simulatorBaseUrl: simulator.baseURL,
        target: agent.target,
        baselineTarget: agent.baseTarget,
        pushgateway: pushgateway?.url,
    }, io.env);
    return {
        ...agent,
        judge,
        judgeCalibration: {
            file: (0,external_node_path_.resolve)(io.cwd, flag('judgeCalibration')),
            labels: labels === null ? null : (0,external_node_path_.resolve)(io.cwd, labels),
            minAgreement: flag('judgeMinAgreement'),
        },
        simulator,
        requireJudge: flag('requireJudge'),
        judgeFailedTurns: flag('judgeFailedTurns'),
        referenceModel,
        repeats,
        concurrency: flag('concurrency'),
        timeoutMs: flag('timeoutMs'),
        retries: flag('retries'),
        alpha: flag('alpha'),
        minEffect: flag('minEffect'),
        minTestEffect: flag('minTestEffect'),
        shard,
        dryRun: flag('dryRun'),
        memoryPipeline: flag('memoryPipeline') ?? undefined,
        pushgateway,
        suitePaths: suitePaths.length > 0 ? suitePaths : (0,settings_read/* defaultAt */.FB)(table/* SETTINGS */.yy.suites, 'flag'),
        outDir,
        commit: flag('commit'),
        baselineFile: baseline === null ? undefined : (0,external_node_path_.resolve)(io.cwd, baseline),
        maxBaselineAge: flag('maxBaselineAge'),
        baselineHistory: flag('baselineHistory'),
        resumePath: resume === null ? undefined : (0,external_node_path_.resolve)(io.cwd, resume),
        prices: await (0,compare.readPriceFlag)(flag('prices'), io.cwd),
        minPassFails: flag('minPassFails'),
        failOnInconclusive: flag('failOnInconclusive'),
        performance: {
            failOnLatency: flag('failOnLatency'),
            failOnTokens: flag('failOnTokens'),
            latencyOnStoredBaseline: flag('latencyOnStoredBaseline'),
        },
        estimate: flag('estimate'),
        budget: { usd: flag('budgetUsd'), tokens: flag('budgetTokens') },
        secrets,
    };
}
/** The agent (and the base deployment of a fresh baseline), its protocol and its token. */
function readAgentFlags(flag, transportGiven) {
    const given = flag('target');
    const protocol = flag('protocol');
    if (protocol !== 'execute' && (transportGiven || /^wss?:\/\//i.test(given?.trim() ?? '')))
        throw new commands_io/* UsageError */.eb(`--protocol ${protocol} speaks HTTP: give an http:// or https:// --target and no --transport (--transport is for --protocol execute)`);
    if (protocol !== 'execute' && given === null)
        throw new commands_io/* UsageError */.eb(`--protocol ${protocol} needs --target: the built-in reference agent speaks execute`);
    // A ws:// or wss:// --target speaks WebSocket unless --transport says otherwise.
    const transport = transportGiven ? flag('transport') : /^wss?:\/\//i.test(given?.trim() ?? '') ? 'ws' : 'http';
    const target = given === null ? undefined : (0,target_url/* checkTargetUrl */.T)(given, transport, table/* SETTINGS */.yy.target, options/* FLAG_EDGE */.R6);
    const givenBase = flag('baselineTarget');
    const baseTarget = givenBase === null ? undefined : (0,target_url/* checkTargetUrl */.T)(givenBase, transport, table/* SETTINGS */.yy.baselineTarget, options/* FLAG_EDGE */.R6);
    const token = flag('agentToken') ?? '';
    const protocolSettings = { protocol, nodeFrom: flag('nodeFrom'), factsPath: flag('factsPath'), agentModel: flag('agentModel') };
    (0,rules/* checkProtocolSettings */.Sf)(protocolSettings, options/* FLAG_EDGE */.R6);
    if (target !== undefined)
        (0,rules/* checkAgentCredentials */.MK)(target, token, 'target', options/* FLAG_EDGE */.R6);
    if (baseTarget !== undefined)
        (0,rules/* checkAgentCredentials */.MK)(baseTarget, token, 'baselineTarget', options/* FLAG_EDGE */.R6);
    return { target, baseTarget, transport, ...protocolSettings, token };
}
/**
 * The models --require-judge asks: the command line's panel, else every model of the suites' panels
 * (unless --judge-model replaces them) and `single` for the suites without one.
 */
function preflightModels(judge, loaded, single) {
    if (judge.panelModels !== null)
        return judge.panelModels;
    if (judge.model !== null)
        return [single];
    const panels = loaded.suites.map((s) => s.suite.defaults?.llm_judge?.panel?.models ?? null);
    const models = panels.flatMap((m) => m ?? []);
    return [...new Set(panels.includes(null) ? [...models, single] : models)];
}
/** The judge: flags first, then OPENAI_API_KEY and OPENAI_BASE_URL; verdicts cached in the user's cache folder. */
function readJudgeFlags(flag, env, outDir) {
    const judge = (0,config.resolveJudgeConfig)({
        apiKey: flag('judgeApiKey') ?? undefined,
        baseUrl: flag('judgeBaseUrl') ?? undefined,
        model: flag('judgeModel') ?? undefined,
        fallbackModel: flag('judgeFallbackModel') ?? undefined,
        panel: flag('judgePanel') ?? undefined,
        panelRule: flag('judgePanelRule') ?? undefined,
        maxCalls: flag('judgeMaxCalls') ?? undefined,
        maxTokens: flag('judgeMaxTokens') ?? undefined,
        timeoutMs: flag('judgeTimeoutMs'),
        cacheDir: flag('judgeCacheDir') ?? (0,cache/* userJudgeCacheDir */.OQ)(env) ?? (0,external_node_path_.join)(outDir, 'judge-cache'),
    }, env);
    (0,rules/* checkJudgeBaseUrl */.MB)(judge.apiKey, judge.baseURL, options/* FLAG_EDGE */.R6);
    return judge;
}
/** --pushgateway and its grouping labels, checked now: a URL the push cannot use fails before the run, not after it. */
function readPushgatewayFlags(flag, shard) {
    const url = flag('pushgateway');
    const texts = flag('pushgatewayLabel');
    (0,rules/* checkPushgatewayLabels */.EN)(texts, url, options/* FLAG_EDGE */.R6);
    const labels = groupingLabels(texts, shard);
    if (url === null)
        return undefined;
    try {
        (0,metrics/* pushTarget */.El)(url, labels);
    }
    catch (e) {
        throw new commands_io/* UsageError */.eb(e.message);
    }
    return { url, labels };
}
/** --estimate: the planned runs and what the --baseline file's usage predicts for them; no call, no file written. */
async function printEstimate(settings, io, { out, err }) {
    if (settings.baselineFile === undefined) {
        throw new commands_io/* UsageError */.eb('--estimate needs --baseline FILE: the estimate comes from the usage that baseline observed per turn and per run');
    }
    const loaded = await (0,loader/* loadSuites */._)(settings.suitePaths, { cwd: io.cwd });
    if (loaded.errors.length > 0) {
        for (const e of loaded.errors)
            err(`${(0,spec_errors/* formatSpecError */.rB)(e)}\n`);
        err(`${loaded.errors.length} error(s) in the suites; nothing to estimate. Fix them (agent-eval validate shows the same list).\n`);
        return commands_io/* EXIT_USAGE */.Ri;
    }
    let baseline;
    try {
        baseline = await (0,read/* readResultsFile */.B9)(settings.baselineFile);
    }
    catch (e) {
        if (e instanceof read/* ResultsFileError */.dL)
            throw new commands_io/* UsageError */.eb(`--baseline ${e.message}`);
        throw e;
    }
    // Adaptive repeats run at most max per test: the estimate is then an upper bound.
    const repeats = settings.repeats === null || typeof settings.repeats === 'number' ? settings.repeats : settings.repeats.max;
    const jobs = (0,plan/* planJobs */.KR)(loaded.suites.map((s) => ({ file: s.file, suite: s.suite, specHash: s.specHash, testHashes: s.testHashes })), { repeats, shard: settings.shard });
    out(`${(0,budget/* estimateLines */.A)(estimateRun(jobs, baseline, settings.prices), (0,external_node_path_.relative)(io.cwd, settings.baselineFile) || settings.baselineFile).join('\n')}\n`);
    return commands_io/* EXIT_OK */.Ij;
}
/**
 * Everything that can be wrong with the input is found before the first agent call: the suites,
 * the judge (with --require-judge), the baseline and resumed runs, a writable report folder.
 */
async function preflight(settings, io, { out, err }) {
    const loaded = await (0,loader/* loadSuites */._)(settings.suitePaths, { cwd: io.cwd });
    if (loaded.errors.length > 0) {
        for (const e of loaded.errors)
            err(`${(0,spec_errors/* formatSpecError */.rB)(e)}\n`);
        err(`${loaded.errors.length} error(s) in the suites; nothing was run. Fix them (agent-eval validate shows the same list).\n`);
        return commands_io/* EXIT_USAGE */.Ri;
    }
    if (settings.requireJudge) {
        const judge = settings.judge;
        if (!judge.apiKey) {
            err('--require-judge: no judge is configured. Set --judge-api-key (or OPENAI_API_KEY) and, for a compatible server, --judge-base-url.\n');
            return commands_io/* EXIT_USAGE */.Ri;
        }
        // One tiny question now, so a judge that cannot answer stops the run before any agent call; each model of a panel is asked.
        const model = judge.model ?? loaded.suites.map((s) => s.suite.defaults?.llm_judge?.model).find((m) => m !== undefined) ?? config.DEFAULT_JUDGE_MODEL;
        for (const asked of preflightModels(judge, loaded, model)) {
            const problem = await (0,judge_judge.preflightJudge)(judge, asked, { logger: streamLogger(out, err), signal: io.signal });
            if (problem !== null) {
                err(`--require-judge: ${problem}\n`);
                return commands_io/* EXIT_USAGE */.Ri;
            }
        }
    }
    let baseline = null;
    if (settings.baselineFile !== undefined) {
        try {
            baseline = await (0,read/* readResultsFile */.B9)(settings.baselineFile); // fail now, not after a long run
        }
        catch (e) {
            if (e instanceof read/* ResultsFileError */.dL)
                throw new commands_io/* UsageError */.eb(`--baseline ${e.message}`);
            throw e;
        }
    }
    const { resumePath } = settings;
    const resume = resumePath === undefined ? undefined : await readResume(resumePath);
    // The base side's finished runs are beside the interrupted run's own (results-base.jsonl).
    const baseResumePath = resumePath === undefined ? undefined : (0,external_node_path_.join)((0,external_node_path_.dirname)(resumePath), BASE_FILE_NAMES.runLog);
    const baseResume = settings.baseTarget !== undefined && baseResumePath !== undefined && (0,external_node_fs_.statSync)(baseResumePath, { throwIfNoEntry: false })
        ? await readResume(baseResumePath)
        : undefined;
    // A report folder that cannot be written fails now, before any agent call is paid for.
    await (0,src_files/* ensureWritableDir */.gA)(settings.outDir);
    const suites = loaded.suites.map((s) => ({
        file: s.file,
        suite: s.suite,
        specHash: s.specHash,
        testHashes: s.testHashes,
        lines: s.lines,
    }));
    return { suites, baseline, resume, baseResume };
}
/** Plays the suites (against the built-in reference agent without --target), then prints and writes the reports. */
async function playAndReport(settings, loaded, io, streams) {
    const { out } = streams;
    const { outDir, secrets, referenceModel } = settings;
    const logger = streamLogger(streams.out, streams.err);
    let stopAgent;
    let target;
    if (settings.target !== undefined) {
        target = settings.target;
    }
    else {
        const { startReferenceAgent } = await __webpack_require__.e(/* import() */ 710).then(__webpack_require__.bind(__webpack_require__, 14710));
        const agent = await startReferenceAgent(referenceModel ? { model: referenceModel, logger } : {});
        target = agent.url;
        stopAgent = agent.close;
        out(`No --target given: running against the built-in reference agent at ${target}${referenceModel ? ` (routing by model ${referenceModel.model})` : ''}\n`);
    }
    try {
        const evaluation = await evaluate({
            suites: loaded.suites,
            target,
            transport: settings.transport,
            protocol: settings.protocol,
            nodeFrom: settings.nodeFrom,
            factsPath: settings.factsPath,
            agentModel: settings.agentModel,
            token: settings.token,
            timeoutMs: settings.timeoutMs,
            retries: settings.retries,
            repeats: settings.repeats,
            concurrency: settings.concurrency,
            shard: settings.shard,
            commit: settings.commit,
            resume: loaded.resume,
            dryRun: settings.dryRun,
            memoryPipeline: settings.memoryPipeline,
            judge: settings.judge,
            judgeCalibration: settings.judgeCalibration,
            simulator: settings.simulator,
            judgeFailedTurns: settings.judgeFailedTurns,
            outDir,
            secrets,
            ...(settings.pushgateway === undefined ? {} : { pushgateway: settings.pushgateway }),
            baseline: loaded.baseline,
            ...(settings.baseTarget === undefined ? {} : { base: { target: settings.baseTarget, commit: null, resume: loaded.baseResume } }),
            alpha: settings.alpha,
            minEffect: settings.minEffect,
            minTestEffect: settings.minTestEffect,
            names: rules/* FLAG_NAMES */.G0,
            prices: settings.prices,
            ...(settings.budget.usd === null && settings.budget.tokens === null
                ? {}
                : { budget: { limits: settings.budget, prices: settings.prices } }),
        }, {
            logger,
            now: Date.now,
            signal: io.signal,
            env: io.env,
            progress: progressReporter({ isTty: io.isTty, write: streams.err, now: Date.now }),
        });
        const drafts = new Set(loaded.suites.filter((s) => (0,draft/* isDraftSuite */.k)(s.suite)).map((s) => s.suite.suite_id));
        return await report(settings, evaluation, io, streams, drafts);
    }
    catch (e) {
        throw e instanceof src_files/* OutputError */.u7 ? withSavedRuns(e, (0,external_node_path_.join)(outDir, RUN_LOG_FILE)) : e;
    }
    finally {
        await stopAgent?.();
    }
}
/** The table and what failed, then the comparison with the baseline or the run's own reports; the exit code. */
async function report(settings, evaluation, io, { out, err }, drafts) {
    const { outDir, secrets } = settings;
    const { summary, resultsPath, runLogPath } = evaluation;
    const base = evaluation.base;
    for (const w of summary.warnings)
        err(`warning: ${w}\n`);
    for (const w of base?.summary.warnings ?? [])
        err(`warning: base: ${w}\n`);
    // The table, then what failed and why: the terminal names the failing tests, not only counts.
    out(`\n${(0,terminal/* renderRunEnd */.Dq)(summary)}\n\nresults: ${resultsPath}\n`);
    if (base)
        out(`base results: ${base.resultsPath}\n`);
    // Without a comparison the run's own reports; an incomplete run's too (junit.xml lists the
    // runs that never finished as skipped, for a test-report tool).
    const runReports = async (baselineNotCompared = null) => {
        const head = await (0,read/* readResultsFile */.B9)(resultsPath);
        // Without a comparison the run's own pass^k, usage and cost, as report.md shows them.
        const model = (0,report_model/* buildRunModel */.zN)((0,results_summary/* summarizeResults */.SE)(head), { performance: (0,report_model/* runPerformance */.Yd)(head) });
        for (const line of (0,terminal/* passKLines */.Ks)(model.passK))
            out(`${line}\n`);
        // Each suite's latency and tokens, as report.md shows them.
        for (const line of (0,terminal/* performanceLines */.S0)(model.performance, false))
            out(`${line}\n`);
        const cost = (0,report_model/* costView */.nn)((0,compare_cost/* comparisonCost */.Xx)(null, head, settings.prices));
        if (cost !== null)
            for (const line of (0,terminal/* costLines */.FF)(cost))
                out(`${line}\n`);
        await (0,write/* writeReports */.Li)(outDir, { comparison: null, head, base: null, secrets, prices: settings.prices, baselineNotCompared });
        const shown = [
            ['report.md', write/* REPORT_FILES */.JL.markdown],
            ['report.html', write/* REPORT_FILES */.JL.html],
            ['junit', write/* REPORT_FILES */.JL.junit],
        ];
        for (const [label, file] of shown)
            out(`${label}: ${(0,external_node_path_.join)(outDir, file)}\n`);
    };
    const baselineFile = base ? base.resultsPath : settings.baselineFile;
    const incomplete = !summary.run.complete || (base !== null && !base.summary.run.complete);
    if (incomplete) {
        const kept = base ? `${resultsPath} and ${base.resultsPath}` : resultsPath;
        err(`run incomplete: the finished runs are in ${kept}; continue with --resume ${runLogPath}\n`);
        // Interrupted: a verdict on part of the runs would be a guess, so nothing is compared (as a
        // cancelled job). Stopped by a budget or an agent that stopped answering: what finished is
        // compared, as the action does, and the suites left short are "not compared".
        if (baselineFile === undefined || io.signal.aborted) {
            const c = summary.counts;
            const notCompared = baselineFile === undefined
                ? null
                : {
                    file: baselineFile,
                    why: `the run was interrupted after ${c.planned - c.skipped} of ${c.planned} planned runs, and a verdict on part of the runs would be a guess; compare the finished runs with agent-eval compare --base ${baselineFile} --head ${resultsPath}, or finish them with --resume ${runLogPath}`,
                };
            if (notCompared !== null)
                err(`${(0,baseline/* baselineNotComparedText */.vB)(notCompared)}\n`);
            await runReports(notCompared);
            return commands_io/* EXIT_FAIL */.WV;
        }
    }
    if (baselineFile !== undefined) {
        const code = await (0,compare.compareAndReport)({
            basePath: baselineFile,
            baselineSource: base ? 'fresh' : 'file',
            // The comparison needs every run: it reads the results back (its memory is its own concern).
            head: await (0,read/* readResultsFile */.B9)(resultsPath),
            outDir,
            alpha: settings.alpha,
            minEffect: settings.minEffect,
            minTestEffect: settings.minTestEffect,
            maxBaselineAge: settings.maxBaselineAge,
            baselineHistory: settings.baselineHistory,
            prices: settings.prices,
            minPassFails: settings.minPassFails,
            failOnInconclusive: settings.failOnInconclusive,
            ...settings.performance,
            secrets,
            io: { ...io, stdout: out, stderr: err },
        });
        // A run left short is never a pass, whatever the suites that finished show.
        return incomplete ? commands_io/* EXIT_FAIL */.WV : code;
    }
    await runReports();
    // Captured drafts run and are reported, but their runs never fail the command.
    const gating = summary.suites.filter((s) => !drafts.has(s.suite_id));
    const runs = gating.flatMap((s) => s.tests.flatMap((t) => t.runs));
    const failing = runs.some((r) => r.outcome === 'failed' || r.outcome === 'errored');
    const draftFailing = summary.suites
        .filter((s) => drafts.has(s.suite_id))
        .some((s) => s.tests.some((t) => t.runs.some((r) => r.outcome === 'failed' || r.outcome === 'errored')));
    if (draftFailing)
        out(`${wording_drafts/* DRAFT_RUNS_NOTE */.K}\n`);
    return failing || gating.some((s) => s.suspect) ? commands_io/* EXIT_FAIL */.WV : commands_io/* EXIT_OK */.Ij;
}
/** The run's log lines on the command's own streams, secrets masked by `out` and `err`. */
function streamLogger(out, err) {
    return {
        debug: () => undefined,
        info: (m) => out(`${m}\n`),
        warning: (m) => err(`warning: ${m}\n`),
        error: (m) => err(`error: ${m}\n`),
    };
}
/** A write that failed during or after the run also says where the runs that finished are kept. */
function withSavedRuns(error, runLogPath) {
    const saved = (0,external_node_fs_.statSync)(runLogPath, { throwIfNoEntry: false });
    if (!saved?.size)
        return error;
    return new src_files/* OutputError */.u7(`${error.message}\nThe runs that finished are saved in ${runLogPath}: once this is fixed, run again with --resume ${runLogPath} (the same options otherwise) to write the results and reports without calling the agent again for them.`, error.path, error.code);
}
/** The finished runs of --resume FILE; a file that cannot be read or a bad line is a usage error. */
async function readResume(path) {
    let text;
    try {
        text = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (e) {
        throw new commands_io/* UsageError */.eb(`--resume ${path}: cannot read the file (${e.code ?? String(e)}); pass the results.jsonl of the interrupted run`);
    }
    try {
        return (0,read/* finishedRunsFromJsonl */.t2)(text, path);
    }
    catch (e) {
        if (e instanceof read/* ResultsFileError */.dL)
            throw new commands_io/* UsageError */.eb(`--resume ${e.message}`);
        throw e;
    }
}
/** --pushgateway-label NAME=VALUE pairs, then the shard (`shard/1-of-2`) unless a label names it already. */
function groupingLabels(texts, shard) {
    const labels = texts.map((text) => {
        const eq = text.indexOf('=');
        const name = eq < 0 ? text : text.slice(0, eq);
        const problem = eq < 0 ? 'is not NAME=VALUE' : (0,metrics/* groupingLabelProblem */.bF)(name);
        if (problem !== null)
            throw new commands_io/* UsageError */.eb(`--pushgateway-label '${text}': ${problem}; e.g. --pushgateway-label branch=main`);
        return [name, text.slice(eq + 1)];
    });
    if (shard !== undefined && !labels.some(([name]) => name === 'shard'))
        labels.push(['shard', `${shard.index}-of-${shard.total}`]);
    return labels;
}
/** The reference agent's model from the environment; a model without a key or base URL is a usage error. */
async function loadReferenceModel(env) {
    const { referenceModelFromEnv, ReferenceModelError } = await __webpack_require__.e(/* import() */ 710).then(__webpack_require__.bind(__webpack_require__, 14710));
    try {
        return referenceModelFromEnv(env);
    }
    catch (e) {
        throw e instanceof ReferenceModelError ? new commands_io/* UsageError */.eb(e.message) : e;
    }
}


/***/ })

};
