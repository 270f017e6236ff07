export const id = 814;
export const ids = [814];
export const modules = {

/***/ 1997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ AgentBreaker)
/* harmony export */ });
/* unused harmony exports BREAKER_ATTEMPTS, BREAKER_CONVERSATIONS */
const BREAKER_ATTEMPTS = 6;
const BREAKER_CONVERSATIONS = 3;
class AgentBreaker {
    #streak = 0;
    #conversations = new Set();
    #first = null;
    #open = null;
    /** The cause once the circuit is open; null while it is closed. */
    openCause() {
        return this.#open;
    }
    /** An attempt got an answer: the agent is alive. */
    answered() {
        if (this.#open !== null)
            return;
        this.#streak = 0;
        this.#conversations.clear();
        this.#first = null;
    }
    /** An attempt of `conversationId` ended as `kind`. */
    attempted(conversationId, kind, code, message) {
        if (kind === 'answered') {
            this.answered();
            return;
        }
        if (this.#open !== null)
            return;
        this.#streak += 1;
        this.#conversations.add(conversationId);
        this.#first ??= { code, message };
        if (this.#streak >= BREAKER_ATTEMPTS && this.#conversations.size >= BREAKER_CONVERSATIONS) {
            this.#open = {
                code: this.#first.code,
                message: `the agent gave no answer to ${this.#streak} attempts in a row across ${this.#conversations.size} conversations (first: ${this.#first.message})`,
            };
        }
    }
    /** Opens the circuit at once (the first request of the run could not connect). */
    trip(code, message) {
        this.#open ??= { code, message };
    }
}


/***/ }),

/***/ 91187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aD: () => (/* binding */ summaryOfCalibration),
/* harmony export */   ki: () => (/* binding */ withGate),
/* harmony export */   ys: () => (/* binding */ createJudgeGating)
/* harmony export */ });
/* harmony import */ var _calibration_store_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1479);
/* harmony import */ var _judge_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68224);
/* harmony import */ var _prompt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53581);



// Why a check does not gate, when its criteria differ: the one a user can act on first.
const PRECEDENCE = ['not_calibrated', 'stale', 'below_threshold'];
const PROMPT_VERSIONS = {
    turn: _prompt_js__WEBPACK_IMPORTED_MODULE_2__/* .PROMPT_VERSION */ .y0,
    conversation: _prompt_js__WEBPACK_IMPORTED_MODULE_2__/* .CONVERSATION_PROMPT_VERSION */ .ur,
    same_meaning: _prompt_js__WEBPACK_IMPORTED_MODULE_2__/* .SAME_MEANING_PROMPT_VERSION */ .vT,
};
/** The gating of `file`'s calibrations (null: nothing calibrated, so no judge check gates). */
function createJudgeGating(file, options) {
    const decided = new Map();
    const lookUp = (key) => {
        const id = JSON.stringify([key.criterion, key.prompt_version, key.model, key.fallback_model]);
        let entry = decided.get(id);
        if (entry === undefined) {
            entry = summarize(key, file, options.minAgreement);
            decided.set(id, entry);
        }
        return entry;
    };
    return {
        decide(question) {
            const models = (0,_judge_js__WEBPACK_IMPORTED_MODULE_1__.judgeModelKey)({ ...options.judge, panelModels: options.judge.panelModels ?? null, panelRule: options.judge.panelRule ?? null }, { model: question.model, fallback_model: question.fallback_model, panel: question.panel ?? null });
            const prompt_version = PROMPT_VERSIONS[question.subject];
            const statuses = question.criteria.map((criterion) => lookUp({ ...models, prompt_version, criterion }).status);
            const blocking = PRECEDENCE.find((s) => statuses.includes(s));
            // A check that asks no criterion has nothing calibrated.
            if (statuses.length === 0)
                return { gates: false, calibration: 'not_calibrated' };
            return blocking === undefined ? { gates: true } : { gates: false, calibration: blocking };
        },
        summary: () => ({
            min_agreement: options.minAgreement,
            file: options.file,
            labels: options.labels,
            criteria: [...decided.values()],
        }),
    };
}
function summarize(key, file, minAgreement) {
    const gate = (0,_calibration_store_js__WEBPACK_IMPORTED_MODULE_0__/* .calibrationGate */ .MV)(file, key, minAgreement);
    const none = {
        key,
        n: null,
        level: null,
        kappa: null,
        kappa_ci: null,
        balanced_accuracy: null,
        balanced_accuracy_ci: null,
        calibrated_at: null,
    };
    if (gate.status === 'not_calibrated')
        return { ...none, status: 'not_calibrated' };
    if (gate.status === 'stale')
        return { ...none, status: 'stale', changes: gate.changes };
    return summaryOfCalibration(gate.calibration, minAgreement);
}
/** A stored calibration as a run under its own key sees it: gates, or below the threshold. */
function summaryOfCalibration(calibration, minAgreement) {
    const { agreement, calibrated_at, key } = calibration;
    return {
        key,
        status: (0,_calibration_store_js__WEBPACK_IMPORTED_MODULE_0__/* .gatesAt */ .ad)(agreement, minAgreement) ? 'gates' : 'below_threshold',
        n: agreement.n,
        level: agreement.level,
        kappa: agreement.kappa,
        kappa_ci: agreement.kappa_ci,
        balanced_accuracy: agreement.balanced_accuracy,
        balanced_accuracy_ci: agreement.balanced_accuracy_ci,
        calibrated_at,
    };
}
/** The same decision for a result already made: the result marked `gates: false` when it does not gate. */
function withGate(result, decision) {
    return decision.gates ? result : { ...result, gates: false, calibration: decision.calibration };
}


/***/ }),

/***/ 436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mulberry32)
/* harmony export */ });
// mulberry32: a tiny, well-mixed 32-bit PRNG returning floats in [0, 1). Seeded, so faults,
// adaptive decisions and benchmark workloads are the same from run to run.
function mulberry32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}


/***/ }),

/***/ 57430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ sharedPools),
/* harmony export */   k: () => (/* binding */ localPool)
/* harmony export */ });
/** A run's own pool. */
function localPool(concurrency) {
    return (queue, play) => drain(queue.map((job) => () => play(job)), concurrency);
}
/**
 * Pools for `runs` runs played as one: each run hands its queue to its own pool, and once all have,
 * the queues are played interleaved, job by job (the first job of run 1, the first of run 2, the
 * second of run 1, ...), `concurrency` at a time in all. Each pool resolves when the whole
 * interleaved queue is done.
 */
function sharedPools(runs, concurrency) {
    const handed = [];
    let waiting = runs;
    let started = false;
    let settle;
    const all = new Promise((resolve, reject) => (settle = { resolve, reject }));
    // A run abandoned while waiting must not leave an unhandled rejection behind.
    all.catch(() => undefined);
    const pools = Array.from({ length: runs }, (_, i) => (queue, play) => {
        if (handed[i] !== undefined)
            throw new Error(`shared pool ${i} was handed a second queue`);
        handed[i] = { queue, play };
        waiting -= 1;
        if (waiting === 0) {
            started = true;
            drain(interleave(handed), concurrency).then(settle.resolve, settle.reject);
        }
        return all;
    });
    return {
        pools,
        abandon: (reason) => {
            if (!started)
                settle.reject(reason);
        },
    };
}
function interleave(runs) {
    const tasks = [];
    const longest = Math.max(0, ...runs.map((r) => r.queue.length));
    for (let i = 0; i < longest; i += 1) {
        for (const run of runs) {
            const job = run.queue[i];
            if (job !== undefined)
                tasks.push(() => run.play(job));
        }
    }
    return tasks;
}
async function drain(tasks, concurrency) {
    let next = 0;
    const worker = async () => {
        while (next < tasks.length)
            await tasks[next++]();
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, tasks.length)) }, worker));
}


/***/ }),

/***/ 74814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  INTERRUPTED_REASON: () => (/* binding */ INTERRUPTED_REASON),
  addSimulatorUsage: () => (/* binding */ addSimulatorUsage),
  countRuns: () => (/* binding */ countRuns),
  notAttemptedRun: () => (/* binding */ notAttemptedRun),
  notRunForBudget: () => (/* binding */ notRunForBudget),
  playSuites: () => (/* binding */ playSuites),
  runSuites: () => (/* binding */ runSuites),
  suiteHeader: () => (/* binding */ suiteHeader),
  summarizePlayed: () => (/* binding */ summarizePlayed),
  testHeader: () => (/* binding */ testHeader)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/agent/breaker.ts
var agent_breaker = __webpack_require__(1997);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
// EXTERNAL MODULE: ./src/results/results-schema.ts
var results_schema = __webpack_require__(3866);
// EXTERNAL MODULE: ./src/suite/draft.ts
var draft = __webpack_require__(45767);
// EXTERNAL MODULE: ./src/suite/suite-schema.ts
var suite_schema = __webpack_require__(35754);
// EXTERNAL MODULE: ./src/simulator/builtin.ts
var builtin = __webpack_require__(51485);
// EXTERNAL MODULE: ./src/agent/types.ts
var types = __webpack_require__(50016);
// EXTERNAL MODULE: ./src/assertions/registry.ts + 5 modules
var registry = __webpack_require__(90959);
// EXTERNAL MODULE: ./src/assertions/result.ts
var result = __webpack_require__(10056);
// EXTERNAL MODULE: ./src/results/judge-gates.ts
var judge_gates = __webpack_require__(97492);
// EXTERNAL MODULE: ./src/agent/normalise.ts + 1 modules
var normalise = __webpack_require__(20847);
// EXTERNAL MODULE: ./src/simulator/types.ts
var simulator_types = __webpack_require__(10767);
// EXTERNAL MODULE: ./src/judge/panel.ts
var panel = __webpack_require__(77413);
// EXTERNAL MODULE: ./src/judge/gating.ts
var judge_gating = __webpack_require__(91187);
// EXTERNAL MODULE: ./src/assertions/similarity.ts
var similarity = __webpack_require__(25654);
// EXTERNAL MODULE: ./src/judge/prompt.ts
var judge_prompt = __webpack_require__(53581);
// EXTERNAL MODULE: ./src/runner/facts-delta.ts
var facts_delta = __webpack_require__(86742);
// EXTERNAL MODULE: ./src/results/failure-codes.ts
var failure_codes = __webpack_require__(75775);
;// CONCATENATED MODULE: ./src/assertions/outcome.ts
// A run's outcome from its assertion results:
// - errored: an ENGINE_ERROR or TIMEOUT ended the conversation, or a judge or embeddings check
//   could not be scored (JUDGE_ERROR). Infrastructure: the run says nothing about the agent, and
//   is kept out of the pass-rate statistics. This wins over failed assertions of the same run: were
//   failures kept while the judge is down, only passes would disappear and the rate would drop.
// - failed: any assertion failed;
// - passed: otherwise. Skipped checks neither fail nor pass a run; they are counted and reported apart.
// A judge check that does not gate (`gates: false`: its criterion is not calibrated, or below the
// agreement threshold) is reported as it came out but counts for none of these.
// Codes are unique, in the order first seen (turns in order, then final assertions, then the error).
// FLAKY is not decided here: it belongs to a test whose repeats disagree (see isFlaky).


function runOutcome(turnAssertions, finalAssertions, error) {
    const codes = new Set();
    let anyFailed = false;
    let unscored = false;
    for (const result of [...turnAssertions.flat(), ...finalAssertions]) {
        if (result.gates === false)
            continue;
        if (result.status === 'unscored') {
            unscored = true;
            codes.add('JUDGE_ERROR');
        }
        if (result.status !== 'failed')
            continue;
        anyFailed = true;
        if (result.code)
            codes.add(result.code);
    }
    if (error)
        codes.add(error.code);
    const infra = unscored || (error !== undefined && failure_codes/* INFRA_CODES */.uw.includes(error.code));
    const outcome = infra ? 'errored' : anyFailed || error ? 'failed' : 'passed';
    return { outcome, codes: [...codes] };
}
/** The first check that could not be scored, as the run's error: what happened to the judge. */
function judgeError(turnAssertions, finalAssertions) {
    const first = [...turnAssertions.flat(), ...finalAssertions].find((r) => r.status === 'unscored' && r.gates !== false);
    return first ? { code: 'JUDGE_ERROR', message: first.reason } : undefined;
}
/**
 * Whether a test's repeats disagree: at least one passed and at least one failed. Errored and
 * skipped runs are ignored, since they say nothing about the agent's behaviour.
 */
function isFlaky(outcomes) {
    return outcomes.includes('passed') && outcomes.includes('failed');
}

// EXTERNAL MODULE: ./src/runner/isolation.ts
var runner_isolation = __webpack_require__(85106);
;// CONCATENATED MODULE: ./src/runner/conversation.ts










class Interrupted extends Error {
    name = 'Interrupted';
}
/** The memory a conversation starts with: the test's seeded memory, else an empty one. */
function initialMemoryOf(test) {
    const seeded = test.memory;
    return {
        turn_index: seeded?.turn_index ?? 0,
        facts: seeded?.facts ?? [],
        summary: seeded?.summary ?? { level: 0, chunks: [] },
    };
}
/** One turn's request, the same for scripted and simulated tests (the seed is the run's, see repeat-seed.ts). */
function turnRequest(job, options, state, isolation, turnId, userMessage) {
    return {
        context: { current_node_id: state.node, latest_user_message: userMessage, history: state.history, memory: state.memory, ...isolation },
        params: { temperature: 0, top_p: 1, seed: job.seed, enable_tracing: options.enableTracing },
        test: {
            suite_id: job.suite.suite_id,
            test_id: job.test.test_id,
            turn_id: turnId,
            repeat: job.repeat,
            conversation_id: job.threadId,
        },
    };
}
async function playConversation(job, options, ports) {
    const { suite, test } = job;
    const specTurns = test.turns ?? [];
    const started = ports.now();
    const maxTurns = suite.defaults?.max_turns;
    if (maxTurns !== undefined && specTurns.length > maxTurns) {
        return skippedRun(job, `test has ${specTurns.length} turns, more than defaults.max_turns (${maxTurns}); raise max_turns or split the test`);
    }
    const conversation = ports.client.conversation(job.threadId);
    const initialMemory = initialMemoryOf(test);
    const initialFacts = (0,normalise/* factsToMap */.HV)(initialMemory.facts);
    const isolation = (0,runner_isolation.isolationFor)(suite, test, options);
    let node = test.initial_node_id;
    let history = [];
    let memory = initialMemory;
    let facts = initialFacts;
    let flowCompleted = null;
    let lastTurn = null;
    const turns = [];
    const allCalls = [];
    let error;
    try {
        for (const [turnIndex, specTurn] of specTurns.entries()) {
            if (ports.signal.aborted)
                throw new Interrupted('run interrupted');
            const request = turnRequest(job, options, { node, history, memory }, isolation, specTurn.turn_id, specTurn.user_input);
            let outcome;
            try {
                outcome = await conversation.execute(request, ports.signal);
            }
            catch (e) {
                if (ports.signal.aborted)
                    throw new Interrupted('run interrupted');
                if (!(e instanceof types/* AgentCallError */.w))
                    throw e;
                // The agent call finally failed: the conversation ends here, with the turn on record.
                error = { code: e.code, message: e.message };
                turns.push(failedTurn(specTurn.turn_id, specTurn.user_input, node, e));
                break;
            }
            const reply = outcome.turn;
            const observed = observeTurn(reply, node, facts, suite);
            ports.turnObserved?.(specTurn.turn_id, observed.facts_delta);
            const expected = specTurn.expected;
            const { assertions, judge } = await assertTurn(expected, observed, specTurn.user_input, job, specTurn.turn_id, options, ports);
            // A flow that completed before the test's last turn is the agent's failure (it routed to a stop
            // node too early), not an infrastructure error: the turns left are not sent to a finished flow.
            const endedEarly = reply.flow_completed === true && turnIndex < specTurns.length - 1;
            if (endedEarly)
                assertions.push(flowEndedEarly(reply.current_node_id, specTurn.turn_id, specTurns.slice(turnIndex + 1).map((t) => t.turn_id)));
            turns.push({
                turn_id: specTurn.turn_id,
                user_input: specTurn.user_input,
                assistant_message: reply.assistant_message,
                node_before: node,
                node_after: reply.current_node_id,
                flow_completed: reply.flow_completed,
                tool_calls: reply.tool_calls,
                facts_delta: observed.facts_delta,
                next_node_descriptor: reply.next_node_descriptor,
                assertions,
                judge,
                latency_ms: outcome.latency_ms,
                attempts: outcome.attempts,
                trace_id: reply.trace_id,
                ...(reply.usage ? { usage: reply.usage } : {}),
                unknown_blocks: reply.unknown_blocks,
                warnings: reply.warnings,
            });
            allCalls.push(...reply.tool_calls);
            // Next turn's context comes from this reply; an agent that returns no history gets ours extended.
            history =
                reply.history.length > 0
                    ? reply.history
                    : [...history, { role: 'user', content: specTurn.user_input }, { role: 'assistant', content: reply.assistant_message ?? '' }];
            memory = reply.memory;
            facts = reply.facts;
            node = reply.current_node_id;
            flowCompleted = reply.flow_completed;
            lastTurn = reply;
            if (endedEarly)
                break;
        }
    }
    finally {
        await conversation.close().catch(() => undefined);
    }
    let finalAssertions = [];
    if (!error && test.final_assertions) {
        const last = turns.at(-1);
        const observed = observeConversation({ lastTurn, startNode: test.initial_node_id, node, flowCompleted, allCalls, initialFacts, facts }, suite);
        const userInput = last?.user_input ?? '';
        // The final judge grades the whole conversation, every turn played.
        finalAssertions = (await assertTurn(test.final_assertions, observed, userInput, job, 'final', options, ports, turns)).assertions;
    }
    return runRecord(job, turns, finalAssertions, error, Math.max(0, ports.now() - started));
}
/**
 * The record of a finished run, scripted or simulated: its outcome and codes from the turns' and
 * the final assertions, errored when the agent call failed or a check the judge could not score.
 */
function runRecord(job, turns, finalAssertions, agentError, durationMs) {
    // A check the judge could not score makes the run errored: its error says what happened.
    const error = agentError ??
        judgeError(turns.map((t) => t.assertions), finalAssertions);
    const { outcome, codes } = runOutcome(turns.map((t) => t.assertions), finalAssertions, error);
    return {
        repeat: job.repeat,
        conversation_id: job.conversationId,
        thread_id: job.threadId,
        seed: job.seed,
        outcome,
        codes,
        duration_ms: durationMs,
        turns,
        final: { assertions: finalAssertions },
        ...(error ? { error } : {}),
    };
}
async function assertTurn(expected, observed, userInput, job, turnId, options, ports, conversation) {
    if (!expected)
        return { assertions: [], judge: null };
    const { judge_criteria: criteria, assistant_similar_to: similarTo, ...structured } = expected;
    const structuredResults = (0,registry/* runAssertions */.T)(structured, observed);
    const structuredFailed = structuredResults.some((r) => r.status === 'failed');
    if (similarTo && observed.assistant_message !== null) {
        observed.similarity = await ports.judge.similarity(observed.assistant_message, similarTo.text, ports.signal);
        // Only a suite that gives judge_band escalates, and only inside the band.
        if ((0,similarity/* inGreyBand */.M)(similarTo, observed.similarity)) {
            observed.escalation = await askSameMeaning(similarTo.text, observed.assistant_message, userInput, job, turnId, structuredFailed, options, ports);
        }
    }
    let judgeRecord = null;
    if (criteria) {
        const verdict = await askJudge(criteria, observed, userInput, job, turnId, structuredFailed, options, ports, conversation);
        observed.judge = verdict;
        judgeRecord = toJudgeRecord(verdict);
    }
    const rest = {};
    if (similarTo)
        rest.assistant_similar_to = similarTo;
    if (criteria)
        rest.judge_criteria = criteria;
    const late = gated((0,registry/* runAssertions */.T)(rest, observed), criteria, job, conversation !== undefined, ports.judgeGating);
    // The thresholds, not the judge's own fail_reasons, decide whether the verdict passed.
    const judged = late.find((r) => r.key === 'judge_criteria');
    if (judgeRecord && judged && (judged.status === 'passed' || judged.status === 'failed'))
        judgeRecord.status = judged.status;
    return { assertions: [...structuredResults, ...late], judge: judgeRecord };
}
/**
 * The judge's results marked `gates: false` where their criteria are not calibrated to gate: the
 * judge_criteria check, and assistant_similar_to when its grey band was escalated to the judge (the
 * same_meaning criterion); an embeddings-only result gates as before. A check the judge was never
 * asked about (skipped) is left as it is.
 */
function gated(results, criteria, job, wholeConversation, gating) {
    if (gating === undefined)
        return results;
    const defaults = job.suite.defaults?.llm_judge;
    const models = {
        model: defaults?.model ?? null,
        fallback_model: defaults?.fallback_model ?? null,
        panel: defaults?.panel ? { models: defaults.panel.models, rule: defaults.panel.rule ?? panel/* DEFAULT_PANEL_RULE */.mN } : null,
    };
    return results.map((r) => {
        if (r.status === 'skipped')
            return r;
        if (r.key === 'judge_criteria' && criteria) {
            const asked = criteria.criteria ?? (defaults?.criteria?.length ? defaults.criteria : ['helpfulness']);
            const all = [...new Set([...asked, ...Object.keys(criteria.criteria_min ?? {})])];
            return (0,judge_gating/* withGate */.ki)(r, gating.decide({ ...models, criteria: all, subject: wholeConversation ? 'conversation' : 'turn' }));
        }
        if (r.key === 'assistant_similar_to' && r.escalation?.escalated === true)
            return (0,judge_gating/* withGate */.ki)(r, gating.decide({ ...models, criteria: [judge_prompt/* SAME_MEANING */.vs.criterion], subject: 'same_meaning' }));
        return r;
    });
}
async function askJudge(criteria, observed, userInput, job, turnId, structuredFailed, options, ports, conversation) {
    if (!ports.judge.configured)
        return { status: 'skipped', reason: 'skipped: no judge configured' };
    // A turn that already failed is failed whatever the judge says: don't pay for the question.
    if (structuredFailed && !options.judgeFailedTurns)
        return { status: 'skipped', reason: 'skipped: structured assertions already failed' };
    const defaults = job.suite.defaults?.llm_judge;
    const request = {
        suite_id: job.suite.suite_id,
        test_id: job.test.test_id,
        turn_id: turnId,
        criteria: criteria.criteria ?? (defaults?.criteria?.length ? defaults.criteria : ['helpfulness']),
        quality_min: criteria.assistant_quality_min ?? null,
        criteria_min: criteria.criteria_min ?? {},
        model: defaults?.model ?? null,
        fallback_model: defaults?.fallback_model ?? null,
        panel: defaults?.panel ? { models: defaults.panel.models, rule: defaults.panel.rule ?? panel/* DEFAULT_PANEL_RULE */.mN } : null,
        user_input: userInput,
        assistant_message: observed.assistant_message ?? '',
        context_excerpt: contextExcerpt(observed),
    };
    if (conversation) {
        if (conversation.every((t) => t.assistant_message === null)) {
            return { status: 'skipped', reason: 'skipped: no assistant message to judge' };
        }
        // The newest turns within the size budget, the older ones elided with a marker.
        const transcript = (0,judge_prompt/* fitTranscript */.Ew)(conversation.map((t) => ({
            turn_id: t.turn_id,
            user_input: t.user_input,
            assistant_message: t.assistant_message,
            tool_calls: t.tool_calls.map((c) => ({ name: c.name, args: c.args })),
        })));
        observed.judged_turns = { included: transcript.turns.map((t) => t.turn_id), elided: transcript.elided };
        return ports.judge.judge({ ...request, subject: { kind: 'conversation', transcript } }, ports.signal);
    }
    if (observed.assistant_message === null)
        return { status: 'skipped', reason: 'skipped: no assistant message to judge' };
    return ports.judge.judge(request, ports.signal);
}
/** assistant_similar_to's grey band: does the message mean the same as the reference? Skipped (saying why) when not asked. */
async function askSameMeaning(reference, message, userInput, job, turnId, structuredFailed, options, ports) {
    if (!ports.judge.configured)
        return { status: 'skipped', reason: 'skipped: no judge configured' };
    if (structuredFailed && !options.judgeFailedTurns)
        return { status: 'skipped', reason: 'skipped: structured assertions already failed' };
    const defaults = job.suite.defaults?.llm_judge;
    return ports.judge.judge({
        suite_id: job.suite.suite_id,
        test_id: job.test.test_id,
        turn_id: turnId,
        criteria: [judge_prompt/* SAME_MEANING */.vs.criterion],
        quality_min: judge_prompt/* SAME_MEANING */.vs.min,
        criteria_min: {},
        model: defaults?.model ?? null,
        fallback_model: defaults?.fallback_model ?? null,
        panel: defaults?.panel ? { models: defaults.panel.models, rule: defaults.panel.rule ?? panel/* DEFAULT_PANEL_RULE */.mN } : null,
        user_input: userInput,
        assistant_message: message,
        context_excerpt: '',
        subject: { kind: 'same_meaning', reference },
    }, ports.signal);
}
function contextExcerpt(observed) {
    const descriptor = observed.next_node_descriptor;
    const prompt = typeof descriptor?.prompt === 'string' ? descriptor.prompt : '';
    const facts = Object.entries(observed.facts_after)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join('\n');
    return [`node: ${observed.node_after ?? '(none)'}`, prompt && `node prompt: ${prompt}`, facts && `facts:\n${facts}`]
        .filter(Boolean)
        .join('\n');
}
function toJudgeRecord(verdict) {
    switch (verdict.status) {
        case 'skipped':
            return { model: '', status: 'skipped', reason: verdict.reason };
        case 'unscored':
            return {
                model: verdict.model,
                status: 'unscored',
                raw: verdict.raw,
                reason: verdict.reason,
                cached: verdict.cached,
                ...(verdict.panel ? { panel: verdict.panel } : {}),
            };
        case 'scored': {
            const values = Object.values(verdict.scores);
            const mean = values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : 0;
            return {
                model: verdict.model,
                status: 'passed', // set from the threshold check by the caller
                scores: verdict.scores,
                mean,
                fail_reasons: verdict.fail_reasons,
                cached: verdict.cached,
                ...(verdict.panel ? { panel: verdict.panel } : {}),
            };
        }
    }
}
function flowEndedEarly(node, turnId, left) {
    return {
        key: 'flow_completed',
        pass: false,
        status: 'failed',
        code: 'NODE_MISMATCH',
        expected: { flow_completed: false, turns_left: left },
        actual: { flow_completed: true, node },
        reason: `the flow completed at node ${JSON.stringify(node)} after turn "${turnId}", but the test has ${left.length} more turn(s) (${left.join(', ')}); they were not sent`,
    };
}
/** What the assertions see of one agent turn: the reply, the node and facts it started from, the suite's judge defaults. */
function observeTurn(reply, nodeBefore, factsBefore, suite) {
    return {
        scope: 'turn',
        assistant_message: reply.assistant_message,
        node_before: nodeBefore,
        node_after: reply.current_node_id,
        flow_completed: reply.flow_completed,
        tool_calls: reply.tool_calls,
        facts_before: factsBefore,
        facts_after: reply.facts,
        facts_delta: (0,facts_delta/* computeFactsDelta */.t)(factsBefore, reply.facts),
        next_node_descriptor: reply.next_node_descriptor,
        judge_defaults: { criteria: suite.defaults?.llm_judge?.criteria ?? [] },
    };
}
/** What the final assertions see: the whole conversation, from its first node and facts to its last. */
function observeConversation(c, suite) {
    return {
        scope: 'final',
        assistant_message: c.lastTurn?.assistant_message ?? null,
        node_before: c.startNode,
        node_after: c.node,
        flow_completed: c.flowCompleted,
        tool_calls: c.allCalls,
        facts_before: c.initialFacts,
        facts_after: c.facts,
        facts_delta: (0,facts_delta/* computeFactsDelta */.t)(c.initialFacts, c.facts),
        next_node_descriptor: c.lastTurn?.next_node_descriptor,
        judge_defaults: { criteria: suite.defaults?.llm_judge?.criteria ?? [] },
    };
}
function failedTurn(turnId, userInput, node, e) {
    return {
        turn_id: turnId,
        user_input: userInput,
        assistant_message: null,
        node_before: node,
        node_after: null,
        flow_completed: null,
        tool_calls: [],
        facts_delta: { added: {}, updated: {}, removed: [] },
        assertions: [],
        judge: null,
        latency_ms: 0,
        attempts: e.attempts,
        trace_id: null,
        unknown_blocks: [],
        warnings: [...e.earlierFailures],
        error: { code: e.code, message: e.message },
    };
}
/** A run that ended before it was scored; a started one keeps its thread id (the agent may have seen it). */
function skippedRun(job, reason) {
    return {
        repeat: job.repeat,
        conversation_id: job.conversationId,
        ...('threadId' in job ? { thread_id: job.threadId } : {}),
        seed: job.seed,
        outcome: 'skipped',
        codes: [],
        duration_ms: 0,
        turns: [],
        final: { assertions: [] },
        skipped_reason: reason,
    };
}

;// CONCATENATED MODULE: ./src/runner/simulation.ts










/** The score (0..1) the judge must give `success` over the transcript for the run to pass it. */
const SUCCESS_MIN = 0.5;
/** The turn ids of a simulated conversation: sim_1, sim_2, ... */
const simTurnId = (n) => `sim_${n}`;
async function playSimulation(job, options, ports) {
    const { suite, test } = job;
    const sim = test.simulation;
    const started = ports.now();
    const maxTurns = sim.max_turns ?? suite.defaults?.max_turns ?? suite_schema/* SIMULATION_DEFAULT_MAX_TURNS */.O5;
    const minTurns = sim.min_turns ?? 1;
    const conversation = ports.client.conversation(job.threadId);
    const initialMemory = initialMemoryOf(test);
    const initialFacts = (0,normalise/* factsToMap */.HV)(initialMemory.facts);
    const isolation = (0,runner_isolation.isolationFor)(suite, test, options);
    const { never_tools: neverTools, never_nodes: neverNodes, ...invariantChecks } = sim.invariants ?? {};
    let node = test.initial_node_id;
    let history = [];
    let memory = initialMemory;
    let facts = initialFacts;
    let flowCompleted = null;
    let lastTurn = null;
    const turns = [];
    const transcript = [];
    const allCalls = [];
    /** Agent turn (1-based) at which each node was first reached. */
    const reached = new Map();
    let error;
    let ending;
    let endReason = '';
    const usage = new UsageTally();
    try {
        for (let n = 1;; n++) {
            if (ports.signal.aborted)
                throw new Interrupted('run interrupted');
            // 4. The cap. Past it the simulator is not asked for a message no agent would get: an end
            // call there would fail the run the same way (GOAL_NOT_REACHED), and a simulator fault there
            // must not turn an agent that missed its goal into an errored run.
            if (n > maxTurns) {
                ending = 'max_turns';
                break;
            }
            // The user's message: the fixed opening, or the simulator's (3. its end tool).
            let userMessage;
            const simulatorWarnings = [];
            if (n === 1 && sim.opening !== undefined)
                userMessage = sim.opening;
            else {
                const request = {
                    persona: sim.persona,
                    goal: sim.goal,
                    knows: sim.knows ?? {},
                    unknown: sim.unknown ?? [],
                    transcript: [...transcript],
                    seed: job.seed,
                    repeat: job.repeat,
                    initial_node: test.initial_node_id,
                    model: typeof sim.simulator === 'object' ? sim.simulator.model : null,
                    temperature: typeof sim.simulator === 'object' ? (sim.simulator.temperature ?? null) : null,
                };
                const asked = await askSimulator(ports.simulator, request, ports.signal, usage);
                if (asked.kind === 'fault') {
                    ending = 'sim_error';
                    error = {
                        code: 'SIM_ERROR',
                        message: `the simulated user failed before agent turn ${n}, twice in a row (a simulator fault, not the agent's): ${asked.messages.join('; then: ')}`,
                    };
                    break;
                }
                if (asked.retried !== null)
                    simulatorWarnings.push(`the simulator's first reply was discarded and asked again: ${asked.retried}`);
                if (asked.reply.kind === 'end') {
                    ending = 'user_ended';
                    endReason = asked.reply.reason;
                    break;
                }
                userMessage = asked.reply.text;
            }
            const turnId = simTurnId(n);
            const executeRequest = turnRequest(job, options, { node, history, memory }, isolation, turnId, userMessage);
            let outcome;
            try {
                outcome = await conversation.execute(executeRequest, ports.signal);
            }
            catch (e) {
                if (ports.signal.aborted)
                    throw new Interrupted('run interrupted');
                if (!(e instanceof types/* AgentCallError */.w))
                    throw e;
                error = { code: e.code, message: e.message };
                turns.push(failedTurn(turnId, userMessage, node, e));
                ending = 'engine_error';
                break;
            }
            const reply = outcome.turn;
            const observed = observeTurn(reply, node, facts, suite);
            ports.turnObserved?.(turnId, observed.facts_delta);
            if (reply.current_node_id !== null && !reached.has(reply.current_node_id))
                reached.set(reply.current_node_id, n);
            // 1. Invariants, then `within`.
            const assertions = [
                ...prefixed('invariants', (0,registry/* runAssertions */.T)(invariantChecks, observed)),
                ...neverChecks(neverTools, neverNodes, observed),
                ...(sim.within ?? []).filter((w) => w.turns === n).map((w) => withinCheck(w, reached)),
            ];
            const broken = assertions.some((a) => a.status === 'failed');
            // 2. success_when, from min_turns on.
            let goal = false;
            if (!broken) {
                const success = prefixed('success_when', (0,registry/* runAssertions */.T)(sim.success_when, observed));
                goal = success.length > 0 && success.every((a) => a.status === 'passed') && n >= minTurns;
                if (goal)
                    assertions.push(...success);
            }
            turns.push({
                turn_id: turnId,
                user_input: userMessage,
                assistant_message: reply.assistant_message,
                node_before: node,
                node_after: reply.current_node_id,
                flow_completed: reply.flow_completed,
                tool_calls: reply.tool_calls,
                facts_delta: observed.facts_delta,
                next_node_descriptor: reply.next_node_descriptor,
                assertions,
                judge: null,
                latency_ms: outcome.latency_ms,
                attempts: outcome.attempts,
                trace_id: reply.trace_id,
                ...(reply.usage ? { usage: reply.usage } : {}),
                unknown_blocks: reply.unknown_blocks,
                warnings: [...simulatorWarnings, ...reply.warnings],
            });
            transcript.push({
                user: userMessage,
                assistant: reply.assistant_message,
                node: reply.current_node_id,
                flow_completed: reply.flow_completed,
                descriptor: reply.next_node_descriptor,
            });
            allCalls.push(...reply.tool_calls);
            history =
                reply.history.length > 0
                    ? reply.history
                    : [...history, { role: 'user', content: userMessage }, { role: 'assistant', content: reply.assistant_message ?? '' }];
            memory = reply.memory;
            facts = reply.facts;
            node = reply.current_node_id;
            flowCompleted = reply.flow_completed;
            lastTurn = reply;
            if (broken) {
                ending = 'invariant_broken';
                break;
            }
            if (goal) {
                ending = 'goal_reached';
                break;
            }
        }
    }
    finally {
        await conversation.close().catch(() => undefined);
    }
    const agentTurns = turns.filter((t) => t.error === undefined).length;
    const finalAssertions = [];
    if (!error) {
        if (ending === 'user_ended' || ending === 'max_turns')
            finalAssertions.push(goalNotReached(ending, agentTurns, maxTurns, endReason));
        // A `within` whose deadline the conversation never lived to see was not met either.
        for (const w of sim.within ?? [])
            if (w.turns > agentTurns)
                finalAssertions.push(withinCheck(w, reached));
        const observed = observeConversation({ lastTurn, startNode: test.initial_node_id, node, flowCompleted, allCalls, initialFacts, facts }, suite);
        const userInput = turns.at(-1)?.user_input ?? '';
        if (test.final_assertions)
            finalAssertions.push(...(await assertTurn(test.final_assertions, observed, userInput, job, 'final', options, ports, turns)).assertions);
        // `success`: the judge grades the transcript (tool calls and nodes in place), never the persona.
        const alreadyFailed = [...turns.flatMap((t) => t.assertions), ...finalAssertions].some(judge_gates/* isGatingFailure */.hs);
        if (sim.success !== undefined && alreadyFailed && !options.judgeFailedTurns)
            finalAssertions.push((0,result/* skipped */.hT)('success', sim.success, 'skipped: the run already failed'));
        else if (sim.success !== undefined && turns.length > 0) {
            const criteria = { criteria: [sim.success], criteria_min: { [sim.success]: SUCCESS_MIN } };
            const judged = await assertTurn({ judge_criteria: criteria }, observed, userInput, job, 'success', options, ports, turns);
            finalAssertions.push(...judged.assertions.map((a) => ({ ...a, key: 'success' })));
        }
    }
    const simulatorUsage = usage.get();
    return {
        ...runRecord(job, turns, finalAssertions, error, Math.max(0, ports.now() - started)),
        ...(ending ? { ending } : {}),
        ...(simulatorUsage ? { simulator_usage: simulatorUsage } : {}),
    };
}
/** The simulator's next move, asked again once after an empty, malformed or failed reply; every reply's tokens are counted. */
async function askSimulator(simulator, request, signal, usage) {
    const messages = [];
    for (let attempt = 0; attempt < 2; attempt++) {
        try {
            const raw = await simulator.next(request, signal);
            usage.add(raw.usage);
            const reply = (0,simulator_types/* checkedReply */.EW)(raw);
            return { kind: 'reply', reply, retried: messages[0] ?? null };
        }
        catch (e) {
            if (signal.aborted)
                throw new Interrupted('run interrupted');
            if (e instanceof simulator_types/* SimulatorError */.JC)
                usage.add(e.usage);
            messages.push((0,errors/* errorMessage */.gJ)(e));
        }
    }
    return { kind: 'fault', messages };
}
/** The tokens a model-backed simulator spent on one run; replies replayed from the cache cost nothing. */
class UsageTally {
    usage = null;
    add(reply) {
        if (reply === undefined || reply.cached === true)
            return;
        const usage = (this.usage ??= { calls: 0, input_tokens: 0, output_tokens: 0, models: [] });
        usage.calls += 1;
        usage.input_tokens += reply.input_tokens;
        usage.output_tokens += reply.output_tokens;
        if (!usage.models.includes(reply.model))
            usage.models.push(reply.model);
    }
    get() {
        return this.usage;
    }
}
function prefixed(block, results) {
    return results.map((r) => ({ ...r, key: `${block}.${r.key}` }));
}
function neverChecks(tools, nodes, observed) {
    const out = [];
    if (tools) {
        const called = observed.tool_calls.map((c) => c.name).filter((name) => tools.includes(name));
        out.push(called.length > 0
            ? (0,result/* failed */.gz)('invariants.never_tools', 'TOOL_ARGS_MISMATCH', tools, called, `the agent called ${called.map((c) => JSON.stringify(c)).join(', ')}, which invariants.never_tools forbids`)
            : (0,result/* passed */.bF)('invariants.never_tools', tools, [], 'no forbidden tool called'));
    }
    if (nodes) {
        const at = observed.node_after;
        out.push(at !== null && nodes.includes(at)
            ? (0,result/* failed */.gz)('invariants.never_nodes', 'NODE_MISMATCH', nodes, at, `the conversation entered node ${JSON.stringify(at)}, which invariants.never_nodes forbids`)
            : (0,result/* passed */.bF)('invariants.never_nodes', nodes, at, 'no forbidden node entered'));
    }
    return out;
}
function withinCheck(w, reached) {
    const at = reached.get(w.node);
    return at !== undefined && at <= w.turns
        ? (0,result/* passed */.bF)('within', w, { reached_at_turn: at }, `reached ${JSON.stringify(w.node)} at agent turn ${at}, within ${w.turns}`)
        : (0,result/* failed */.gz)('within', 'NODE_MISMATCH', w, { reached_at_turn: at ?? null }, at === undefined
            ? `the conversation did not reach ${JSON.stringify(w.node)} within ${w.turns} agent turn(s)`
            : `the conversation reached ${JSON.stringify(w.node)} only at agent turn ${at}, not within ${w.turns}`);
}
function goalNotReached(ending, agentTurns, maxTurns, reason) {
    return (0,result/* failed */.gz)('success_when', 'GOAL_NOT_REACHED', 'success_when holds', { ending, agent_turns: agentTurns }, ending === 'max_turns'
        ? `the goal was not reached within max_turns (${maxTurns} agent turns)`
        : `the simulated user ended the conversation after ${agentTurns} agent turn(s) (${reason}), and success_when never held`);
}

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/runner/plan.ts + 1 modules
var plan = __webpack_require__(9534);
// EXTERNAL MODULE: ./src/runner/pool.ts
var pool = __webpack_require__(57430);
;// CONCATENATED MODULE: ./src/runner/preflight.ts

class Preflight {
    #breaker;
    #claimed = false;
    #settled = false;
    #release;
    /** Resolves once the preflight call settled (or its conversation ended without one). */
    done;
    constructor(breaker) {
        this.#breaker = breaker;
        this.done = new Promise((resolve) => (this.#release = resolve));
    }
    /** True for the first conversation of the run to be played, which goes alone; the others wait for `done`. */
    claim() {
        if (this.#claimed)
            return false;
        this.#claimed = true;
        return true;
    }
    /** Lets the waiting conversations go (also when the first conversation made no call). */
    settle() {
        this.#settled = true;
        this.#release();
    }
    /** The client whose first call is the preflight. */
    wrap(client) {
        return {
            target: client.target,
            transport: client.transport,
            url: client.url,
            conversation: (id) => this.#conversation(client.conversation(id)),
        };
    }
    #conversation(inner) {
        return {
            execute: async (request, signal) => {
                if (this.#settled)
                    return inner.execute(request, signal);
                try {
                    return await inner.execute(request, signal);
                }
                catch (e) {
                    if (e instanceof types/* AgentCallError */.w && e.kind === 'unreachable' && !signal?.aborted) {
                        this.#breaker.trip(e.code, `the agent could not be reached by the first request of the run (${e.message}); check that it is running at the target URL`);
                    }
                    throw e;
                }
                finally {
                    this.settle();
                }
            },
            close: () => inner.close(),
        };
    }
}

// EXTERNAL MODULE: ./src/results/summary.ts
var summary = __webpack_require__(64042);
;// CONCATENATED MODULE: ./src/runner/run.ts
// The run: a worker pool (pool.ts) over the planned conversations, longest first; turns of one
// conversation stay in order. Every planned run ends up in the results exactly once, whatever happens.
// playSuites hands each finished run to the caller and keeps only a few facts of it, so a large run
// can stream its records to disk; runSuites keeps them all and returns the whole results object.
















/** The skipped_reason of a planned run that never finished because the run was interrupted. */
const INTERRUPTED_REASON = 'run interrupted before this conversation finished';
/**
 * The record of a run the spending budget kept from starting: skipped (never failed, never scored),
 * marked `not_run: budget` so the comparison leaves its suite out of the gate.
 */
function notRunForBudget(job, why) {
    return { ...skippedRun(job, `not run: ${why}`), not_run: 'budget' };
}
/**
 * The record of a run not attempted because the agent's circuit was open: errored (never passed,
 * never quietly left out of a comparison), no turn, the cause as its error.
 */
function notAttemptedRun(job, cause) {
    return {
        repeat: job.repeat,
        conversation_id: job.conversationId,
        seed: job.seed,
        outcome: 'errored',
        codes: [cause.code],
        duration_ms: 0,
        turns: [],
        final: { assertions: [] },
        error: { code: cause.code, message: `not attempted: ${cause.message}` },
    };
}
/**
 * Plays every planned run, hands each finished record to ports.onRunFinished and keeps only its
 * facts. Runs that never finished are not handed on (so --resume plays them): runs not attempted
 * because the agent's circuit opened are errored records (notAttemptedRun), runs interrupted are
 * skipped ones (skippedRun(job, INTERRUPTED_REASON)); played.unfinished(job) makes either.
 */
async function playSuites(suites, options, ports) {
    const startedAt = new Date(ports.now());
    const jobs = (0,plan/* planJobs */.KR)(suites, { repeats: options.repeats, shard: options.shard, maxRepeats: options.maxRepeats });
    // Indexed by job.index, which counts every planned job: a shard's array has holes for the others.
    // Sized up front: runs finish out of plan order, and writing far past the end of an empty array
    // turns it into a slow, larger dictionary.
    const facts = Array.from({ length: (jobs.at(-1)?.index ?? -1) + 1 });
    const progress = { done: 0, total: jobs.length, failed: 0, errored: 0 };
    let interrupted = false;
    const telemetry = ports.telemetry;
    const breaker = ports.breaker ?? new agent_breaker/* AgentBreaker */.C9();
    const preflight = new Preflight(breaker);
    const notAttempted = new Map();
    const overBudget = new Map();
    const client = preflight.wrap(telemetry ? telemetry.wrapClient(ports.client) : ports.client);
    const judge = telemetry ? telemetry.wrapJudge(ports.judge) : ports.judge;
    const simulatorFor = ports.simulatorFor ?? (0,builtin/* builtinOnly */.OT)();
    const newThreadId = ports.newThreadId ?? external_node_crypto_.randomUUID;
    telemetry?.runStarted(jobs, { target: options.target, transport: options.transport });
    let simulator = null;
    const finish = async (job, record) => {
        ports.budget?.runFinished(record);
        facts[job.index] = (0,summary/* runFacts */.pI)(record);
        if (record.simulator_usage)
            simulator = addSimulatorUsage(simulator, record.simulator_usage);
        progress.done += 1;
        if (record.outcome === 'failed')
            progress.failed += 1;
        if (record.outcome === 'errored')
            progress.errored += 1;
        await ports.onRunFinished?.(job, record, { ...progress });
    };
    const playJob = async (job) => {
        // A stopped run plays nothing more: what is left is on record as skipped.
        if (ports.signal.aborted)
            return;
        const earlier = options.resume?.get(job.conversationId);
        if (earlier) {
            await finish(job, earlier);
            return;
        }
        // A spent budget starts nothing more; the runs in flight finish.
        const spent = ports.budget?.exhausted() ?? null;
        if (spent !== null) {
            overBudget.set(job.index, spent);
            facts[job.index] = (0,summary/* runFacts */.pI)(notRunForBudget(job, spent));
            return;
        }
        // The first conversation played is the preflight: the others wait until its first agent call settled.
        const first = preflight.claim();
        if (!first)
            await preflight.done;
        const open = breaker.openCause();
        if (open !== null) {
            notAttempted.set(job.index, open);
            facts[job.index] = (0,summary/* runFacts */.pI)(notAttemptedRun(job, open));
            if (first)
                preflight.settle();
            return;
        }
        // Each run is a conversation of its own: a server that keeps threads never resumes an earlier run's.
        const started = { ...job, threadId: newThreadId() };
        try {
            const turnObserved = telemetry ? { turnObserved: (turnId, delta) => telemetry.turnObserved(turnId, delta) } : {};
            const conversationPorts = { client, judge, now: ports.now, signal: ports.signal, judgeGating: ports.judgeGating, ...turnObserved };
            const simulation = job.test.simulation;
            const play = simulation
                ? () => playSimulation(started, options, { ...conversationPorts, simulator: simulatorFor(simulation.simulator) })
                : () => playConversation(started, options, conversationPorts);
            await finish(job, await (telemetry ? telemetry.conversation(started, play) : play()));
        }
        catch (e) {
            if (e instanceof Interrupted || ports.signal.aborted) {
                interrupted = true;
                return;
            }
            // A bug or an unexpected failure in one conversation must not hide the others.
            const message = (0,errors/* errorMessage */.gJ)(e);
            ports.logger.error(`${job.suite.suite_id}/${job.test.test_id}#${job.repeat}: ${message}`);
            await finish(job, {
                ...skippedRun(started, `internal error: ${message}`),
                outcome: 'errored',
                codes: ['ENGINE_ERROR'],
                error: { code: 'ENGINE_ERROR', message },
            });
        }
        finally {
            if (first)
                preflight.settle();
        }
    };
    await (ports.pool ?? (0,pool/* localPool */.k)(options.concurrency))((0,plan/* scheduleOrder */.Gk)(jobs), playJob);
    if (ports.signal.aborted)
        interrupted = true;
    // Runs that never finished are on record as skipped, so planned = passed + failed + errored + skipped.
    for (const job of jobs)
        facts[job.index] ??= (0,summary/* runFacts */.pI)(skippedRun(job, INTERRUPTED_REASON));
    const warnings = [];
    const played = layout(suites, jobs, facts, warnings);
    const counts = { planned: 0, passed: 0, failed: 0, errored: 0, skipped: 0 };
    for (const job of jobs) {
        counts.planned += 1;
        counts[facts[job.index].outcome] += 1;
    }
    if (interrupted)
        warnings.unshift(`run interrupted: ${counts.skipped} of ${counts.planned} planned runs did not finish; results are incomplete`);
    // The cause is on every run not attempted and in the warning; the reason only says what happened.
    const stopped = notAttempted.size > 0 ? `${notAttempted.size} of ${counts.planned} planned runs not attempted: the agent stopped answering` : null;
    if (stopped !== null)
        warnings.unshift(`${notAttempted.size} of ${counts.planned} planned runs not attempted: ${notAttempted.values().next().value.message}`);
    const budgetStop = overBudget.size > 0 ? `${overBudget.size} of ${counts.planned} planned runs not run: ${overBudget.values().next().value}` : null;
    if (budgetStop !== null)
        warnings.unshift(budgetStop);
    const budget = ports.budget?.report();
    if (budget !== undefined && !budget.usd_enforced)
        warnings.push(`budget of ${budget.usd === null ? 'dollars' : (0,format/* formatUsd */.UK)(budget.usd)} not enforced: tokens of ${budget.unpriced.join(', ')} have no price (give them one with --prices or the prices input)`);
    if (budget !== undefined && budget.runs_without_agent_usage > 0)
        warnings.push(`budget: ${budget.runs_without_agent_usage} run(s) of an agent that reported no usage; their agent tokens are not counted`);
    const incompleteReason = interrupted ? 'interrupted by a signal' : (stopped ?? budgetStop);
    return {
        head: {
            schema: results_schema/* RESULTS_SCHEMA */.Bi,
            tool: { name: version.TOOL_NAME, version: version.VERSION },
            run: {
                id: (0,external_node_crypto_.randomUUID)(),
                started_at: startedAt.toISOString(),
                finished_at: new Date(ports.now()).toISOString(),
                target: options.target,
                transport: options.transport,
                ...(options.protocol === undefined ? {} : { protocol: options.protocol }),
                commit: options.commit,
                // Lowered by a budget before the run: the runs per test it actually planned.
                repeats: options.repeats !== null && options.maxRepeats !== undefined ? Math.min(options.repeats, options.maxRepeats) : options.repeats,
                concurrency: options.concurrency,
                complete: incompleteReason === null,
                ...(incompleteReason === null ? {} : { incomplete_reason: incompleteReason }),
                ...(options.shard ? { shard: options.shard } : {}),
                ...(budget === undefined ? {} : { budget }),
            },
            counts,
            judge: { configured: ports.judge.configured, ...ports.judge.usage() },
            ...(simulator ? { simulator } : {}),
            ...(ports.judgeGating ? { judge_calibration: ports.judgeGating.summary() } : {}),
            warnings,
        },
        suites: played,
        facts,
        unfinished: (job) => {
            const cause = notAttempted.get(job.index);
            if (cause)
                return notAttemptedRun(job, cause);
            const spent = overBudget.get(job.index);
            return spent === undefined ? skippedRun(job, INTERRUPTED_REASON) : notRunForBudget(job, spent);
        },
    };
}
/** The summary of a run played by playSuites (its records streamed elsewhere). */
function summarizePlayed(played) {
    const suites = played.suites.map((s) => ({
        suite_id: s.planned.suite.suite_id,
        file: s.planned.file,
        spec_hash: s.planned.specHash,
        suspect: s.suspect,
        tests: s.tests.map((t) => ({ test_id: t.test.test_id, runs: t.jobs.map((j) => played.facts[j.index]), flaky: t.flaky })),
    }));
    return (0,summary/* summarize */.eh)(played.head, suites);
}
/** Plays every planned run and returns the whole results object, every record in memory. */
async function runSuites(suites, options, ports) {
    const records = new Map();
    const played = await playSuites(suites, options, {
        ...ports,
        onRunFinished: async (job, record, progress) => {
            records.set(job.index, record);
            await ports.onRunFinished?.(job, record, progress);
        },
    });
    return {
        ...played.head,
        suites: played.suites.map((s) => {
            const tests = s.tests.map((t) => ({
                ...testHeader(s.planned, t.test),
                runs: t.jobs.map((job) => {
                    const record = records.get(job.index) ?? played.unfinished(job);
                    // A copy when FLAKY is added: a record passed in through `resume` is left as it was.
                    const codes = (0,summary/* finalCodes */.FD)(record.codes, record.outcome, t.flaky);
                    return codes === record.codes ? record : { ...record, codes };
                }),
            }));
            return { ...suiteHeader(s.planned), tests, ...(s.suspect ? { suspect: s.suspect } : {}) };
        }),
    };
}
/** The fields of a suite in results.json before its tests (its suspect mark comes after them). */
function suiteHeader(planned) {
    const passK = planned.suite.defaults?.pass_k;
    return {
        suite_id: planned.suite.suite_id,
        file: planned.file,
        spec_hash: planned.specHash,
        ...((0,draft/* isDraftSuite */.k)(planned.suite) ? { draft: true } : {}),
        ...(passK === undefined ? {} : { pass_k: passK }),
    };
}
/** The fields of a test in results.json before its runs. */
function testHeader(planned, test) {
    const line = planned.lines?.tests.get(test.test_id);
    const minPass = test.min_pass ?? planned.suite.defaults?.min_pass;
    return {
        test_id: test.test_id,
        spec_hash: planned.testHashes[test.test_id] ?? '',
        ...(line === undefined ? {} : { line }),
        ...(test.tags ? { tags: test.tags } : {}),
        ...(minPass === undefined ? {} : { min_pass: (0,suite_schema/* parseMinPass */.fz)(minPass) }),
    };
}
function layout(suites, jobs, facts, warnings) {
    const bySuite = new Map();
    for (const job of jobs) {
        const tests = bySuite.get(job.suiteIndex) ?? new Map();
        bySuite.set(job.suiteIndex, tests);
        const list = tests.get(job.testIndex) ?? [];
        tests.set(job.testIndex, list);
        list.push(job);
    }
    const out = [];
    suites.forEach((planned, suiteIndex) => {
        const testJobs = bySuite.get(suiteIndex);
        if (!testJobs)
            return; // another shard's suite
        const tests = [];
        planned.suite.tests.forEach((test, testIndex) => {
            const list = testJobs.get(testIndex);
            if (!list)
                return;
            list.sort((a, b) => facts[a.index].repeat - facts[b.index].repeat);
            tests.push({ test, jobs: list, flaky: isFlaky(list.map((j) => facts[j.index].outcome)) });
        });
        const runs = tests.flatMap((t) => t.jobs.map((j) => facts[j.index]));
        const suspect = captureCheck(planned, runs);
        if (suspect)
            warnings.push(`SUSPECT DATA in suite ${planned.suite.suite_id}: ${suspect}`);
        const unknown = runs.flatMap((r) => r.unknownBlocks);
        if (unknown.length > 0) {
            const kinds = [...new Set(unknown)].join(', ');
            warnings.push(`suite ${planned.suite.suite_id}: ${unknown.length} content block(s) of unknown type (${kinds}) were kept in the turn records; check the agent's response format`);
        }
        out.push({ planned, tests, suspect });
    });
    return out;
}
/**
 * The lesson of silent data loss: a suite that expects tool calls, run by an agent that answered,
 * must have captured at least one. Zero captured means the capture is broken, not that the agent failed.
 */
function captureCheck(planned, runs) {
    const expectsCalls = planned.suite.tests.some((t) => (t.turns ?? []).some((turn) => turn.expected?.tool_call || turn.expected?.tool_calls) ||
        t.final_assertions?.tool_call ||
        t.final_assertions?.tool_calls);
    if (!expectsCalls)
        return undefined;
    const answeredTurns = runs.reduce((n, r) => n + r.answeredTurns, 0);
    if (answeredTurns === 0)
        return undefined;
    const captured = runs.reduce((n, r) => n + r.toolCalls, 0);
    if (captured > 0)
        return undefined;
    return `the suite expects tool calls but ${answeredTurns} answered turn(s) captured none; the agent's tool calls are probably not being returned or not being parsed, so these results are not evidence about the agent`;
}
/** Two simulator usages summed: calls and tokens added, models in the order first seen. */
function addSimulatorUsage(total, run) {
    if (total === null)
        return { ...run, models: [...run.models] };
    return {
        calls: total.calls + run.calls,
        input_tokens: total.input_tokens + run.input_tokens,
        output_tokens: total.output_tokens + run.output_tokens,
        models: [...new Set([...total.models, ...run.models])],
    };
}
function countRuns(suites) {
    const counts = { planned: 0, passed: 0, failed: 0, errored: 0, skipped: 0 };
    for (const s of suites)
        for (const t of s.tests)
            for (const r of t.runs) {
                counts.planned += 1;
                counts[r.outcome] += 1;
            }
    return counts;
}


/***/ }),

/***/ 51485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B_: () => (/* binding */ BUILTIN_SIMULATOR),
/* harmony export */   OT: () => (/* binding */ builtinOnly)
/* harmony export */ });
/* unused harmony exports createBuiltinSimulator, builtinReply */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _random_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(436);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(10767);
// The built-in simulated user: no model, no network. It reads the agent's last reply and node
// descriptor and answers as a user with a goal would: it discloses what it knows when asked,
// answers "I don't know" to what it must not invent, picks the option whose label shares the most
// words with its goal, and calls its end tool when the flow is over or nothing leads on. Its wording
// varies by seed, repeat and turn (phrasings, casing, a typo in the filler words), and only by them:
// the same conversation so far with the same seed and repeat always gets the same message.



const BUILTIN_SIMULATOR = 'builtin';
/** Words that say nothing about where a user wants to go. */
const STOP_WORDS = new Set("a an and are as at be by can do for from get i i'd in is it me my of on or please so that the this to want with would you your".split(' '));
/** Wrappers around the chosen words; none of them holds a word an agent could route on by itself. */
const PHRASINGS = ['{x}', '{x} please', "I'd like: {x}", '{x}, thanks', 'um, {x}', 'ok. {x}'];
/** Filler words with the typos a hurried user makes in them. */
const TYPOS = { please: 'pls', thanks: 'thx', "I'd": 'Id', like: 'lke' };
function createBuiltinSimulator() {
    return {
        name: BUILTIN_SIMULATOR,
        next: async (request) => builtinReply(request),
    };
}
/**
 * The simulators of a run without a simulator model: the built-in one for every test, and for a
 * test whose `simulator` names a model, one that fails every request saying how to configure it
 * (so its runs end as SIM_ERROR, never quietly played by another simulator).
 */
function builtinOnly() {
    const builtin = createBuiltinSimulator();
    return (spec) => (spec === undefined || spec === BUILTIN_SIMULATOR ? builtin : unconfigured(spec.model));
}
function unconfigured(model) {
    return {
        name: model,
        next: async () => {
            throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .SimulatorError */ .JC(`the test's simulator is the model ${JSON.stringify(model)}, but no simulator model server is configured: set --simulator-api-key (or AGENT_EVAL_SIMULATOR_API_KEY, or the judge's key), or write simulator: builtin`);
        },
    };
}
/** The built-in simulator's next move: a pure function of the request. */
function builtinReply(request) {
    const random = (0,_random_js__WEBPACK_IMPORTED_MODULE_2__/* .mulberry32 */ .s)(seedOf(request));
    const last = request.transcript.at(-1);
    if (last === undefined)
        return say(request.goal, random);
    if (last.flow_completed === true)
        return { kind: 'end', reason: 'the flow is complete' };
    const descriptor = readDescriptor(last.descriptor);
    const asked = `${last.assistant ?? ''}\n${descriptor.prompt}`.toLowerCase();
    const said = request.transcript.map((t) => t.user.toLowerCase()).join('\n');
    // What the agent asks for: the facts the user knows (each once), then what the user cannot know.
    const disclosed = Object.entries(request.knows)
        .filter(([key, value]) => mentions(asked, label(key)) && !said.includes(String(value).toLowerCase()))
        .map(([key, value]) => `my ${label(key)} is ${String(value)}`);
    const unknown = request.unknown.filter((thing) => mentions(asked, thing.toLowerCase())).map((thing) => `I don't know ${thing}`);
    if (disclosed.length > 0 || unknown.length > 0)
        return say([...disclosed, ...unknown].join(' and '), random, false);
    const options = descriptor.options.filter((o) => !o.hidden);
    if (options.length === 0)
        return { kind: 'end', reason: `node ${JSON.stringify(last.node)} offers no option` };
    const goalWords = words(request.goal);
    let best = null;
    for (const option of options) {
        const score = words(option.label).filter((w) => goalWords.some((g) => sameStem(g, w))).length;
        if (score > (best?.score ?? 0))
            best = { label: option.label, score };
    }
    if (best === null)
        return { kind: 'end', reason: `no option of node ${JSON.stringify(last.node)} leads toward the goal` };
    return say(best.label, random);
}
/** The message: the words in one of the phrasings, in one of three casings, sometimes with a typo in the filler; disclosed facts as they are. */
function say(text, random, rephrase = true) {
    // Facts are said as they are: only the words around them vary.
    if (!rephrase)
        return { kind: 'message', text };
    const phrasing = PHRASINGS[Math.floor(random() * PHRASINGS.length)];
    let message = phrasing.replace('{x}', text);
    const casing = random();
    if (casing < 0.25)
        message = message.toLowerCase();
    else if (casing < 0.5)
        message = message.charAt(0).toUpperCase() + message.slice(1);
    if (random() < 0.3) {
        const typo = Object.keys(TYPOS).find((word) => phrasing.includes(word));
        if (typo !== undefined)
            message = message.replace(typo, TYPOS[typo]);
    }
    return { kind: 'message', text: message };
}
function seedOf(request) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(`${request.seed ?? ''}\u0000${request.repeat}\u0000${request.transcript.length}`)
        .digest()
        .readUInt32BE(0);
}
/** The agent's descriptor, read leniently: anything missing or of the wrong type counts as absent. */
function readDescriptor(value) {
    const record = typeof value === 'object' && value !== null ? value : {};
    const prompt = typeof record.prompt === 'string' ? record.prompt : '';
    const options = Array.isArray(record.options)
        ? record.options.flatMap((o) => {
            if (typeof o !== 'object' || o === null)
                return [];
            const option = o;
            return typeof option.label === 'string' ? [{ label: option.label, hidden: option.hidden === true }] : [];
        })
        : [];
    return { prompt, options };
}
const label = (key) => key.replaceAll('_', ' ').toLowerCase();
/** Whether the text names the thing as whole words. */
function mentions(text, thing) {
    const at = text.indexOf(thing);
    if (at === -1 || thing === '')
        return false;
    const before = text.charAt(at - 1);
    const after = text.charAt(at + thing.length);
    return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
}
function words(text) {
    return text
        .toLowerCase()
        .split(/[^\p{L}\p{N}']+/u)
        .filter((w) => w !== '' && !STOP_WORDS.has(w));
}
/** "technician" and "technical", "book" and "booked": the same first five letters (or the same short word). */
function sameStem(a, b) {
    if (a.length < 5 || b.length < 5)
        return a === b || (a.length >= 4 && b.startsWith(a)) || (b.length >= 4 && a.startsWith(b));
    return a.slice(0, 5) === b.slice(0, 5);
}


/***/ }),

/***/ 10767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EW: () => (/* binding */ checkedReply),
/* harmony export */   JC: () => (/* binding */ SimulatorError)
/* harmony export */ });
/* unused harmony export MAX_USER_MESSAGE_CHARS */
// The simulated user's port: given the persona, the goal, what the user knows and the conversation
// so far, the next user message or the end of the conversation. The harness, not the simulator,
// decides success (src/runner/simulation.ts): a simulator only talks.
/** A simulator fault: never the agent's. */
class SimulatorError extends Error {
    name = 'SimulatorError';
    /** What the faulty reply cost, when one came back. */
    usage;
    constructor(message, usage) {
        super(message);
        this.usage = usage;
    }
}
/** The longest user message a simulator may write; a longer one is a malformed reply. */
const MAX_USER_MESSAGE_CHARS = 4000;
/** The reply checked: text that is empty or too long is a simulator fault, never sent to the agent. */
function checkedReply(reply) {
    if (reply.kind === 'end')
        return reply;
    const text = reply.text.trim();
    if (text === '')
        throw new SimulatorError('the simulator replied with an empty message');
    if (text.length > MAX_USER_MESSAGE_CHARS)
        throw new SimulatorError(`the simulator's message is ${text.length} characters long, over the limit of ${MAX_USER_MESSAGE_CHARS}`);
    return { ...reply, text };
}


/***/ }),

/***/ 45767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ isDraftSuite)
/* harmony export */ });
/* unused harmony export DRAFT_STATUS */
const DRAFT_STATUS = 'draft';
/** metadata.capture.status is "draft". */
function isDraftSuite(suite) {
    const capture = suite.metadata?.['capture'];
    return typeof capture === 'object' && capture !== null && capture['status'] === DRAFT_STATUS;
}


/***/ })

};
