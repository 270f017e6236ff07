export const id = 710;
export const ids = [710];
export const modules = {

/***/ 8399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ou: () => (/* binding */ FlowStateError),
  F6: () => (/* binding */ MisrouteError),
  P: () => (/* binding */ createEngine)
});

// UNUSED EXPORTS: HISTORY_WINDOW, describeNode

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/reference-agent/flow.ts
var reference_agent_flow = __webpack_require__(97589);
;// CONCATENATED MODULE: ./src/reference-agent/memory.ts
// The memory pipeline of the reference agent (pure functions): correction-aware fact merging,
// summary chunks every N turns, and hierarchical re-summarisation of the chunks.
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** memory.facts as an ordered list of entries, whether it came as a list or as a map. */
function readFacts(facts) {
    if (Array.isArray(facts)) {
        const entries = [];
        for (const entry of facts) {
            if (!isRecord(entry) || typeof entry.key !== 'string')
                continue;
            const at = entries.findIndex((e) => e.key === entry.key);
            if (at >= 0)
                entries.splice(at, 1);
            entries.push({ key: entry.key, value: entry.value });
        }
        return entries;
    }
    if (isRecord(facts))
        return Object.entries(facts).map(([key, value]) => ({ key, value }));
    return [];
}
function factsAsMap(facts) {
    return Object.fromEntries(facts.map((f) => [f.key, f.value]));
}
/** Restating a value, whatever its case or surrounding spaces, is not a correction. */
function sameValue(a, b) {
    if (typeof a === 'string' && typeof b === 'string')
        return a.trim().toLowerCase() === b.trim().toLowerCase();
    return JSON.stringify(a) === JSON.stringify(b);
}
/**
 * Merges statements into the facts, in order: a new key is added, a different value for a known
 * key replaces it (the latest claim is the canonical one), an equal value changes nothing, and a
 * forget request removes the key. Idempotent: merging the same statements twice changes nothing.
 */
function mergeFacts(facts, statements) {
    const merged = facts.map((f) => ({ ...f }));
    const changes = [];
    for (const statement of statements) {
        const at = merged.findIndex((f) => f.key === statement.key);
        const current = merged[at];
        if ('forget' in statement) {
            if (current === undefined)
                changes.push({ kind: 'not_found', key: statement.key });
            else {
                merged.splice(at, 1);
                changes.push({ kind: 'removed', key: statement.key, previous: current.value });
            }
        }
        else if (current === undefined) {
            merged.push({ key: statement.key, value: statement.value });
            changes.push({ kind: 'added', key: statement.key, value: statement.value });
        }
        else if (!sameValue(current.value, statement.value)) {
            changes.push({ kind: 'updated', key: statement.key, value: statement.value, previous: current.value });
            current.value = statement.value;
        }
    }
    return { facts: merged, changes };
}
function readSummary(summary) {
    if (!isRecord(summary))
        return { level: 0, chunks: [] };
    const level = typeof summary.level === 'number' && Number.isInteger(summary.level) && summary.level >= 0 ? summary.level : 0;
    return { level, chunks: Array.isArray(summary.chunks) ? [...summary.chunks] : [] };
}
function chunkSpan(chunk) {
    if (!isRecord(chunk) || typeof chunk.from_turn !== 'number' || typeof chunk.to_turn !== 'number')
        return undefined;
    return { from: chunk.from_turn, to: chunk.to_turn };
}
function chunkLevel(chunk) {
    return isRecord(chunk) && typeof chunk.level === 'number' ? chunk.level : 0;
}
function chunkText(chunk) {
    if (typeof chunk === 'string')
        return chunk;
    if (isRecord(chunk) && typeof chunk.text === 'string')
        return chunk.text;
    return JSON.stringify(chunk) ?? '';
}
function clip(text, max) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
function textOf(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content)) {
        return content
            .map((block) => (isRecord(block) && typeof block.text === 'string' ? block.text : typeof block === 'string' ? block : ''))
            .filter((t) => t !== '')
            .join(' ');
    }
    return '';
}
/**
 * Writes a summary chunk when `everyTurns` turns have passed since the last chunk. The chunk covers
 * those turns, read from the verbatim history (which already holds this turn).
 */
function summarizeTurns(summary, history, turnIndex, everyTurns, nodeId) {
    const summarizedTo = Math.max(0, ...summary.chunks.map((c) => chunkSpan(c)?.to ?? 0));
    const pending = turnIndex - summarizedTo;
    if (pending < everyTurns)
        return summary;
    const userMessages = history.filter((m) => m.role === 'user').map((m) => textOf(m.content));
    const said = userMessages.slice(-pending).map((t) => `"${clip(t, 60)}"`);
    const chunk = {
        level: 0,
        from_turn: summarizedTo + 1,
        to_turn: turnIndex,
        text: `Turns ${summarizedTo + 1}-${turnIndex}: the user said ${said.join('; ') || 'nothing recorded'}; the conversation is now at ${nodeId}.`,
    };
    return { level: summary.level, chunks: [...summary.chunks, chunk] };
}
/** Folds the chunks into one chunk a level higher once there are `foldAfter` of them. */
function resummarize(summary, foldAfter) {
    if (summary.chunks.length < foldAfter)
        return summary;
    const spans = summary.chunks.map(chunkSpan).filter((s) => s !== undefined);
    const level = Math.max(summary.level, ...summary.chunks.map(chunkLevel)) + 1;
    const from = spans.length > 0 ? Math.min(...spans.map((s) => s.from)) : 0;
    const to = spans.length > 0 ? Math.max(...spans.map((s) => s.to)) : 0;
    const body = summary.chunks.map(chunkText).join(' ');
    const folded = { level, from_turn: from, to_turn: to, text: `Summary of turns ${from}-${to}: ${clip(body, 400)}` };
    return { level, chunks: [folded] };
}

// EXTERNAL MODULE: ./src/reference-agent/policy.ts
var reference_agent_policy = __webpack_require__(75215);
;// CONCATENATED MODULE: ./src/reference-agent/engine.ts
// The turn cycle of a stateless chat-agent engine: the caller sends the whole state (node,
// history, memory) with the user's message, and gets the next state back.
//
// Per turn: resolve the current node (never a stop node); call process_node first with the
// parameters of the node type, as the policy chooses them (start: current_node_id + next_node_id;
// conversation: current_node_id + option_id, "-1" to stay); then any extra tools the policy asks for
// (get_full_history, search_knowledge_bases); then the final assistant message. The memory
// pipeline (facts, summary chunks, re-summarisation) runs after the reply, best effort, and
// nothing of it is committed on a dry run. With tracing on, the result carries the prompt the turn
// was answered from (prompt_snapshot), with every request a model policy sent.





/** Messages of the history the assembled prompt shows (the summary stands for older ones). */
const HISTORY_WINDOW = 6;
/** The context cannot be executed (unknown node, stop node, completed flow): the caller's state is wrong. */
class FlowStateError extends Error {
    name = 'FlowStateError';
}
/** A misroute option that names no option or no node of the flow. */
class MisrouteError extends errors/* UserError */.yo {
    name = 'MisrouteError';
}
function createEngine(options) {
    const { flow } = options;
    const misroute = options.misroute ?? {};
    checkMisroute(flow, misroute);
    const basePolicy = options.policy ?? (0,reference_agent_policy/* rulePolicy */.fN)();
    const now = options.now ?? (() => performance.now());
    return {
        flow,
        policy: basePolicy,
        async execute(request, overrides = {}) {
            const policy = overrides.policy ?? basePolicy;
            const { context } = request;
            const node = currentNode(flow, context.current_node_id);
            const history = context.history;
            const memory = context.memory;
            const factsBefore = readFacts(memory.facts);
            const turn = {
                flow,
                node,
                userMessage: context.latest_user_message,
                history,
                facts: factsAsMap(factsBefore),
                seed: request.params.seed ?? undefined,
                warnings: [],
                modelRequests: [],
            };
            const turnNumber = history.filter((m) => m.role === 'user').length + 1;
            const calls = [];
            const callId = () => `call_${turnNumber}_${calls.length + 1}`;
            // What the message says about facts; the reply may acknowledge it, the pipeline commits it.
            const merged = mergeFacts(factsBefore, await policy.extractFacts(turn));
            const factsAfter = factsAsMap(merged.facts);
            const started = now();
            const step = await processNode(flow, node, turn, policy, misroute, factsAfter);
            calls.push({
                id: callId(),
                name: reference_agent_policy/* PROCESS_NODE */.dx,
                args: step.args,
                result: step.result,
                ...(step.error ? { is_error: true } : {}),
                latency_ms: elapsed(started, now()),
            });
            const tools = [];
            for (const tool of await policy.chooseTools(turn)) {
                const toolStarted = now();
                const { result, isError } = runTool(flow, tool.name, tool.args, history);
                tools.push({ ...tool, result });
                calls.push({
                    id: callId(),
                    name: tool.name,
                    args: tool.args,
                    result,
                    ...(isError ? { is_error: true } : {}),
                    latency_ms: elapsed(toolStarted, now()),
                });
            }
            const assistantMessage = await policy.reply({
                turn,
                next: step.next,
                stayed: step.stayed,
                instructions: step.result.instructions,
                factChanges: merged.changes,
                facts: factsAfter,
                tools,
            });
            const newHistory = [
                ...history,
                { role: 'user', content: context.latest_user_message },
                { role: 'assistant', content: assistantMessage },
            ];
            const newMemory = context.dry_run
                ? { ...memory, facts: factsBefore, summary: readSummary(memory.summary) }
                : runMemoryPipeline(flow, request, merged.facts, newHistory, step.next.id);
            return {
                current_node_id: step.next.id,
                flow_completed: step.next.type === 'stop',
                history: newHistory,
                memory: newMemory,
                assistant_message: assistantMessage,
                tool_calls: calls,
                next_node_descriptor: step.result.next_node_descriptor,
                messages: [{ role: 'assistant', content: [...calls.flatMap(toBlocks), { type: 'text', text: assistantMessage }] }],
                trace_id: request.params.enable_tracing ? traceId(overrides.traceparent) : null,
                warnings: turn.warnings,
                ...(request.params.enable_tracing
                    ? {
                        prompt_snapshot: promptSnapshot(policy.name, flow, {
                            instructions: step.result.instructions,
                            node: step.next,
                            facts: factsAfter,
                            summary: readSummary(memory.summary),
                            history,
                            userMessage: context.latest_user_message,
                            tools,
                            requests: turn.modelRequests ?? [],
                        }),
                    }
                    : {}),
            };
        },
    };
}
/**
 * The prompt of the turn as an agent of this kind assembles it: the node's instructions, the facts
 * and the summary as system messages, the last HISTORY_WINDOW messages, the user's message, then
 * the tool results. The rules answer from exactly these parts; a model policy's own requests follow.
 */
function promptSnapshot(policyName, flow, parts) {
    const chunks = parts.summary.chunks.map((c) => typeof c === 'object' && c !== null && typeof c.text === 'string'
        ? c.text
        : JSON.stringify(c));
    const messages = [
        { role: 'system', content: `You are the agent of flow "${flow.flow_id}", at node "${parts.node.id}". ${parts.instructions}` },
        ...(Object.keys(parts.facts).length > 0 ? [{ role: 'system', content: `Known facts: ${JSON.stringify(parts.facts)}` }] : []),
        ...(chunks.length > 0 ? [{ role: 'system', content: `Summary of earlier turns:\n${chunks.join('\n')}` }] : []),
        ...parts.history.slice(-HISTORY_WINDOW).map((m) => ({ role: m.role, content: m.content })),
        { role: 'user', content: parts.userMessage },
        ...(parts.tools.length > 0 ? [{ role: 'system', content: `Tool results this turn: ${JSON.stringify(parts.tools)}` }] : []),
    ];
    const last = parts.requests.at(-1);
    return {
        policy: policyName,
        ...(last ? { model: last.model } : {}),
        messages,
        ...(parts.requests.length > 0 ? { requests: [...parts.requests] } : {}),
    };
}
function elapsed(from, to) {
    return Math.max(0, Math.round((to - from) * 1000) / 1000);
}
function currentNode(flow, nodeId) {
    if (nodeId === null) {
        throw new FlowStateError('context.current_node_id is null: the flow has completed; start a new conversation');
    }
    const node = (0,reference_agent_flow/* findNode */.cy)(flow, nodeId);
    if (node === undefined) {
        throw new FlowStateError(`context.current_node_id "${nodeId}" is not a node of flow "${flow.flow_id}" (nodes: ${flow.nodes.map((n) => n.id).join(', ')})`);
    }
    if (node.type === 'stop') {
        throw new FlowStateError(`context.current_node_id "${nodeId}" is a stop node: the flow has completed there; start a new conversation`);
    }
    return node;
}
function checkMisroute(flow, misroute) {
    const nodeIds = flow.nodes.map((n) => n.id);
    const optionKeys = new Set(flow.nodes.flatMap((n) => (n.type === 'conversation' ? n.options.flatMap((o) => [o.id, `${n.id}/${o.id}`]) : [])));
    for (const [key, target] of Object.entries(misroute)) {
        if (!optionKeys.has(key))
            throw new MisrouteError(`misroute ${key}=${target}: no option "${key}" in flow "${flow.flow_id}" (write OPTION or NODE/OPTION)`);
        if (!nodeIds.includes(target))
            throw new MisrouteError(`misroute ${key}=${target}: no node "${target}" in flow "${flow.flow_id}" (nodes: ${nodeIds.join(', ')})`);
    }
}
/** process_node: the transition of the node type, its descriptor, and the instructions for the reply. */
async function processNode(flow, node, turn, policy, misroute, facts) {
    let args;
    let targetId;
    let error;
    if (node.type === 'start') {
        const nextId = await policy.chooseNext(turn, node);
        args = { current_node_id: node.id, next_node_id: nextId };
        if (nextId === node.next)
            targetId = node.next;
        else {
            error = `start node "${node.id}" leads only to "${node.next}", not "${nextId}"; staying in the node`;
            targetId = node.id;
        }
    }
    else {
        const optionId = await policy.chooseOption(turn, node);
        args = { current_node_id: node.id, option_id: optionId };
        const option = node.options.find((o) => o.id === optionId);
        if (optionId === reference_agent_flow/* STAY_OPTION_ID */.uy)
            targetId = node.id;
        else if (option === undefined) {
            // A model may name an option that does not exist: the engine stays, and says why.
            error = `node "${node.id}" has no option "${optionId}"; staying in the node`;
            targetId = node.id;
        }
        else
            targetId = misroute[`${node.id}/${option.id}`] ?? misroute[option.id] ?? option.next;
    }
    const next = (0,reference_agent_flow/* findNode */.cy)(flow, targetId);
    if (next === undefined)
        throw new Error(`flow "${flow.flow_id}" has no node "${targetId}"`); // parseFlow rules this out
    const stayed = next.id === node.id;
    const descriptor = describeNode(next, facts);
    const instructions = stayed
        ? `Stay in node "${next.id}": answer the user, then ask again: ${descriptor.prompt}`
        : next.type === 'stop'
            ? `The flow is complete at "${next.id}": close the conversation: ${descriptor.prompt}`
            : `Reply based on the prompt of node "${next.id}": ${descriptor.prompt}`;
    return {
        args,
        result: { next_node_id: next.id, next_node_descriptor: descriptor, instructions, ...(error === undefined ? {} : { error }) },
        next,
        stayed,
        error: error !== undefined,
    };
}
function describeNode(node, facts) {
    const options = node.type === 'conversation'
        ? [...node.options.map((o) => ({ id: o.id, label: o.label })), { id: reference_agent_flow/* STAY_OPTION_ID */.uy, label: 'Stay in this node', hidden: true }]
        : [];
    return { node_id: node.id, type: node.type, prompt: (0,reference_agent_policy/* renderTemplate */.Xm)(node.prompt, facts), options };
}
function runTool(flow, name, args, history) {
    if (name === reference_agent_policy/* GET_FULL_HISTORY */.aN)
        return { result: { messages: history }, isError: false };
    if (name === reference_agent_policy/* SEARCH_KNOWLEDGE_BASES */.ZF) {
        const query = typeof args.query === 'string' ? args.query : '';
        const articles = flow.knowledge_base
            .filter((a) => a.keywords.some((k) => (0,reference_agent_policy/* containsKeyword */.pl)(query, k)))
            .map((a) => ({ id: a.id, title: a.title, answer: a.answer }));
        return { result: { articles }, isError: false };
    }
    return { result: { error: `unknown tool "${name}"` }, isError: true };
}
/**
 * Facts, then summary chunks, then re-summarisation, each only when the pipeline enables it.
 * Memory is read leniently (odd seeded facts or chunks are skipped or folded as text), so no stage
 * can fail the user's turn.
 */
function runMemoryPipeline(flow, request, mergedFacts, history, nodeId) {
    const { memory, memory_pipeline: pipeline } = request.context;
    const turnIndex = memory.turn_index + 1;
    const stages = pipeline.enabled ? new Set(pipeline.stages) : new Set();
    let facts = readFacts(memory.facts);
    let summary = readSummary(memory.summary);
    if (stages.has('facts'))
        facts = mergedFacts;
    if (stages.has('summarize'))
        summary = summarizeTurns(summary, history, turnIndex, flow.summary.every_turns, nodeId);
    if (stages.has('resummarize'))
        summary = resummarize(summary, flow.summary.fold_after);
    return { ...memory, turn_index: turnIndex, facts, summary };
}
function toBlocks(call) {
    return [
        { type: 'tool_use', id: call.id, name: call.name, input: call.args },
        { type: 'tool_result', tool_use_id: call.id, content: call.result, ...(call.is_error ? { is_error: true } : {}) },
    ];
}
/** The trace id of a W3C traceparent, or a fresh one. */
function traceId(traceparent) {
    const match = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(traceparent?.trim() ?? '');
    return match?.[1] ?? (0,external_node_crypto_.randomBytes)(16).toString('hex');
}


/***/ }),

/***/ 39192:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bp: () => (/* binding */ divergentPolicy),
/* harmony export */   QQ: () => (/* binding */ SlowNodeError),
/* harmony export */   fl: () => (/* binding */ turnDelay),
/* harmony export */   hf: () => (/* binding */ planFaults),
/* harmony export */   kq: () => (/* binding */ AttemptCounter),
/* harmony export */   n_: () => (/* binding */ checkSlowNodes),
/* harmony export */   r7: () => (/* binding */ runKey)
/* harmony export */ });
/* unused harmony export fnv1a */
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23772);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _random_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(436);
/* harmony import */ var _flow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97589);
// Fault injection for testing a harness against a misbehaving agent. Every decision is drawn from
// a PRNG seeded by (seed, run, turn, attempt, fault, the request's params.seed), where the run is
// the request's suite, test and repeat (not its conversation id, which is fresh on every run), so a run
// is reproducible, a run sent another seed draws other faults (as a model would sample otherwise),
// and a retry (the next attempt) draws again and can succeed. A turn's latency is drawn the same way.




/** What faults are keyed by: the request's suite, test and repeat (empty for a request that names none). */
function runKey(test) {
    return test ? `${test.suite_id ?? ''}\u0000${test.test_id ?? ''}\u0000${test.repeat ?? ''}` : '';
}
/** 32-bit FNV-1a of a string, to seed the PRNG from a key. */
function fnv1a(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193);
    }
    return hash >>> 0;
}
function stream(options, key, name) {
    // Without a request seed the key is what it always was, so unseeded runs draw as before.
    const requestSeed = key.requestSeed === null || key.requestSeed === undefined ? '' : `\u0000${key.requestSeed}`;
    return (0,_random_js__WEBPACK_IMPORTED_MODULE_2__/* .mulberry32 */ .s)(fnv1a(`${options.seed ?? 0}\u0000${key.run}\u0000${key.turnId}\u0000${key.attempt}\u0000${name}${requestSeed}`));
}
function planFaults(options, key) {
    const hits = (name, rate) => rate !== undefined && rate > 0 && stream(options, key, name)() < rate;
    let fault = null;
    if (hits('drop', options.dropRate))
        fault = 'drop';
    else if (hits('error', options.errorRate))
        fault = 'error';
    else if (hits('timeout', options.timeoutRate))
        fault = 'timeout';
    else if (hits('malformed', options.malformedRate))
        fault = 'malformed';
    const divergence = hits('nondeterministic', options.nondeterministicRate) ? stream(options, key, 'divergent-option') : null;
    return { fault, malformed: stream(options, key, 'malformed-kind')() < 0.5 ? 'not_json' : 'wrong_shape', divergence };
}
/**
 * The delay of one turn (ms): latencyMs, times the factor of the node the turn ended at (null: it
 * ended nowhere, e.g. an injected error), times the turn's lognormal draw. 0 without latencyMs.
 */
function turnDelay(options, key, endNode) {
    const base = options.latencyMs ?? 0;
    if (base <= 0)
        return 0;
    const factor = endNode === null ? 1 : (options.slowNodes?.[endNode] ?? 1);
    const sigma = options.latencyJitter ?? 0;
    if (sigma <= 0)
        return base * factor;
    // Box-Muller from two draws of the turn's own stream; 1 - u keeps the logarithm finite.
    const random = stream(options, key, 'latency');
    const z = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return base * factor * Math.exp(sigma * z);
}
/** A slow node that names no node of the flow. */
class SlowNodeError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo {
    name = 'SlowNodeError';
}
/** Refuses a slow node the flow does not have, naming the flow's nodes (and the likely one). */
function checkSlowNodes(flow, slowNodes) {
    const nodeIds = flow.nodes.map((n) => n.id);
    for (const [node, factor] of Object.entries(slowNodes)) {
        if (nodeIds.includes(node))
            continue;
        const guess = (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__/* .didYouMean */ .a)(node, nodeIds);
        throw new SlowNodeError(`slow node ${node}=${factor}: no node "${node}" in flow "${flow.flow_id}"${guess ? ` (did you mean "${guess}"?)` : ''}; nodes: ${nodeIds.join(', ')}`);
    }
}
/** A policy that takes another option than `base` would (any other option, or staying). */
function divergentPolicy(base, random) {
    return {
        ...base,
        name: `${base.name}+divergent`,
        async chooseOption(turn, node) {
            const intended = await base.chooseOption(turn, node);
            const others = [...node.options.map((o) => o.id), _flow_js__WEBPACK_IMPORTED_MODULE_1__/* .STAY_OPTION_ID */ .uy].filter((id) => id !== intended);
            return others[Math.floor(random() * others.length)] ?? intended;
        },
    };
}
/** Counts the attempts at each (conversation, turn): a retry is a new attempt with new draws. */
class AttemptCounter {
    seen = new Map();
    limit;
    constructor(limit = 100_000) {
        this.limit = limit;
    }
    next(conversationId, turnId) {
        const key = `${conversationId}\u0000${turnId}`;
        const attempt = (this.seen.get(key) ?? 0) + 1;
        this.seen.delete(key);
        this.seen.set(key, attempt);
        // A long-running server forgets the oldest conversations rather than growing without bound.
        if (this.seen.size > this.limit) {
            const oldest = this.seen.keys().next().value;
            if (oldest !== undefined)
                this.seen.delete(oldest);
        }
        return attempt;
    }
}


/***/ }),

/***/ 97589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tr: () => (/* binding */ FlowError),
/* harmony export */   Y0: () => (/* binding */ DEMO_FLOW_FILE),
/* harmony export */   cy: () => (/* binding */ findNode),
/* harmony export */   n: () => (/* binding */ loadFlowFile),
/* harmony export */   uy: () => (/* binding */ STAY_OPTION_ID)
/* harmony export */ });
/* unused harmony exports OptionSchema, StartNodeSchema, ConversationNodeSchema, StopNodeSchema, NodeSchema, FactRuleSchema, ForgetRuleSchema, ArticleSchema, FlowSchema, parseFlow */
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26921);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _suite_loader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57425);
/* harmony import */ var _suite_spec_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(42049);
// Flow definitions of the reference agent: start, conversation and stop nodes with options, plus
// the rules its deterministic policy follows (option keywords, fact extraction, forgetting,
// history recall, a small knowledge base) and the summary cadence. Everything the agent does is
// declared here, so a flow file fully explains the agent's behaviour.





/** The demo flow that ships with the agent: customer support with several branches. */
const DEMO_FLOW_FILE = demoFlowPath(__webpack_require__.ab + "customer-support.yaml");
/**
 * Run from the sources this is the file URL next to this module; the CLI bundler copies the file
 * next to the bundle and puts its plain path in place of the `new URL(...)` expression.
 */
function demoFlowPath(location) {
    return location instanceof URL ? (0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(location) : location;
}
const id = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1, 'must not be empty');
const pattern = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
    .min(1, 'must not be empty')
    .describe('A JavaScript regular expression, matched case-insensitively against the user message.');
const OptionSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    id: id.describe('Option id, unique within its node; "-1" is reserved for staying in the node.'),
    label: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    next: id.describe('Node the option leads to.'),
    keywords: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1))
        .default([])
        .describe('The option is chosen when the user message contains one of these (case-insensitive, whole words).'),
});
const StartNodeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    id,
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('start'),
    next: id.describe('Node the conversation moves to on the first message.'),
    prompt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().default(''),
});
const ConversationNodeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    id,
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('conversation'),
    prompt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).describe('What the agent says on entering the node; {fact} and {fact|fallback} are filled from memory.'),
    reprompt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('What the agent says when it stays in the node (default: the prompt).'),
    options: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(OptionSchema).min(1, 'a conversation node needs at least one option'),
});
const StopNodeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    id,
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('stop'),
    prompt: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
});
const NodeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt('type', [StartNodeSchema, ConversationNodeSchema, StopNodeSchema]);
const FactRuleSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    key: id,
    label: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('How the agent names the fact to the user (default: the key with spaces).'),
    pattern,
    value: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().default('$1').describe('The value, with $1..$9 replaced by the capture groups.'),
    transform: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['none', 'lower', 'upper', 'title']).default('none'),
    on_add: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('Said when the fact is new; {label}, {value}.'),
    on_update: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('Said when the fact corrects a known value; {label}, {value}, {previous}.'),
});
const ForgetRuleSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    key: id,
    pattern,
    on_forget: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional().describe('Said when the fact is removed; {label}, {previous}.'),
});
const ArticleSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    id,
    title: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
    keywords: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1)).min(1),
    answer: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1),
});
const FlowSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    flow_id: id,
    description: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    nodes: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(NodeSchema).min(1, 'a flow needs at least one node'),
    facts: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(FactRuleSchema).default([]),
    forget: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ForgetRuleSchema).default([]),
    recall: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({ keywords: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1)).min(1) })
        .optional()
        .describe('Messages containing one of these make the agent call get_full_history.'),
    knowledge_base: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(ArticleSchema)
        .default([])
        .describe('Articles found by search_knowledge_bases when the user message contains a keyword.'),
    fallback: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .default("Sorry, I didn't catch that.")
        .describe('Said before the reprompt when nothing in the message was understood.'),
    summary: zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
        every_turns: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(1).default(2).describe('A summary chunk is written every N turns.'),
        fold_after: zod__WEBPACK_IMPORTED_MODULE_3__/* .int */ .Whr().min(2).default(4).describe('This many chunks are folded into one higher-level chunk.'),
    })
        .default({ every_turns: 2, fold_after: 4 }),
});
/** The hidden option of every conversation node: remain in the node without advancing. */
const STAY_OPTION_ID = '-1';
/** A flow that does not parse, or whose references do not resolve; lists every problem. */
class FlowError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo {
    name = 'FlowError';
    issues;
    constructor(source, issues) {
        super(`invalid flow ${source}:\n${issues.map((i) => `  ${i}`).join('\n')}`);
        this.issues = issues;
    }
}
/** Validates a flow definition (already read from YAML or JSON); `source` names it in errors. */
function parseFlow(value, source = 'flow') {
    const parsed = FlowSchema.safeParse(value);
    if (!parsed.success) {
        throw new FlowError(source, parsed.error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue.message}`));
    }
    const flow = parsed.data;
    const issues = crossCheck(flow);
    if (issues.length > 0)
        throw new FlowError(source, issues);
    return flow;
}
/** Reads and validates a flow file (YAML or JSON); errors name the file, line and key. */
async function loadFlowFile(path, options = {}) {
    const { value, errors } = await (0,_suite_loader_js__WEBPACK_IMPORTED_MODULE_2__/* .readDataFile */ .l)(path, { schema: FlowSchema, ...options });
    if (value === undefined)
        throw new FlowError(path, errors.map(_suite_spec_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSpecError */ .rB));
    const issues = crossCheck(value);
    if (issues.length > 0)
        throw new FlowError(path, issues);
    return value;
}
function crossCheck(flow) {
    const issues = [];
    const ids = new Set();
    flow.nodes.forEach((node, i) => {
        if (ids.has(node.id))
            issues.push(`nodes.${i}.id: node "${node.id}" is defined twice`);
        ids.add(node.id);
    });
    const known = [...ids].join(', ');
    const checkNext = (next, where) => {
        if (!ids.has(next))
            issues.push(`${where}: unknown node "${next}" (nodes: ${known})`);
    };
    const checkPattern = (source, where) => {
        try {
            new RegExp(source, 'iu');
        }
        catch (e) {
            issues.push(`${where}: not a valid regular expression: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(e)}`);
        }
    };
    flow.nodes.forEach((node, i) => {
        if (node.type === 'start')
            checkNext(node.next, `nodes.${i}.next`);
        if (node.type !== 'conversation')
            return;
        const optionIds = new Set();
        node.options.forEach((option, j) => {
            const where = `nodes.${i}.options.${j}`;
            if (option.id === STAY_OPTION_ID)
                issues.push(`${where}.id: "${STAY_OPTION_ID}" is reserved for staying in the node`);
            if (optionIds.has(option.id))
                issues.push(`${where}.id: option "${option.id}" is defined twice in node "${node.id}"`);
            optionIds.add(option.id);
            checkNext(option.next, `${where}.next`);
        });
    });
    flow.facts.forEach((rule, i) => checkPattern(rule.pattern, `facts.${i}.pattern`));
    flow.forget.forEach((rule, i) => checkPattern(rule.pattern, `forget.${i}.pattern`));
    return issues;
}
function findNode(flow, nodeId) {
    return flow.nodes.find((node) => node.id === nodeId);
}


/***/ }),

/***/ 75215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xm: () => (/* binding */ renderTemplate),
/* harmony export */   ZF: () => (/* binding */ SEARCH_KNOWLEDGE_BASES),
/* harmony export */   aN: () => (/* binding */ GET_FULL_HISTORY),
/* harmony export */   dx: () => (/* binding */ PROCESS_NODE),
/* harmony export */   fN: () => (/* binding */ rulePolicy),
/* harmony export */   pl: () => (/* binding */ containsKeyword)
/* harmony export */ });
/* unused harmony export factLabel */
/* harmony import */ var _flow_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97589);
// The decisions a model makes in the engine's turn cycle, behind one port: where process_node
// leads (the start node's next node, or the option the user chose), which facts the message
// states, which extra tools to call, and what to say. The default rule policy reads all of it from
// the flow file, so the agent is reproducible offline; the model policy implements the same port.

const PROCESS_NODE = 'process_node';
const GET_FULL_HISTORY = 'get_full_history';
const SEARCH_KNOWLEDGE_BASES = 'search_knowledge_bases';
/** True when `keyword` occurs in `text` as whole words, ignoring case ("option 2" is not in "option 20"). */
function containsKeyword(text, keyword) {
    const escaped = keyword.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}
function containsAny(text, keywords) {
    return keywords.some((k) => containsKeyword(text, k));
}
/** Fills {name} and {name|fallback} from `vars`; a missing value with no fallback becomes empty. */
function renderTemplate(template, vars) {
    return template.replace(/\{([A-Za-z0-9_]+)(?:\|([^}]*))?\}/g, (_match, name, fallback) => {
        const value = Object.hasOwn(vars, name) ? vars[name] : undefined; // a fact named `constructor` is data, not Object's
        if (value === undefined || value === null || value === '')
            return fallback ?? '';
        return typeof value === 'string' ? value : JSON.stringify(value);
    });
}
function transform(value, how) {
    switch (how) {
        case 'lower':
            return value.toLowerCase();
        case 'upper':
            return value.toUpperCase();
        case 'title':
            return value.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep, letter) => sep + letter.toUpperCase());
        case 'none':
            return value;
    }
}
function factLabel(flow, key) {
    return flow.facts.find((r) => r.key === key)?.label ?? key.replaceAll('_', ' ');
}
/** The deterministic policy: every decision follows a rule of the flow file. */
function rulePolicy() {
    return {
        name: 'rules',
        async chooseNext(_turn, node) {
            return node.next;
        },
        async chooseOption(turn, node) {
            return node.options.find((option) => containsAny(turn.userMessage, option.keywords))?.id ?? _flow_js__WEBPACK_IMPORTED_MODULE_0__/* .STAY_OPTION_ID */ .uy;
        },
        async extractFacts({ flow, userMessage }) {
            const found = [];
            for (const rule of flow.facts) {
                const match = new RegExp(rule.pattern, 'iu').exec(userMessage);
                if (!match)
                    continue;
                const raw = rule.value.replace(/\$(\d)/g, (_m, n) => match[Number(n)] ?? '').trim();
                if (raw !== '')
                    found.push({ at: match.index, statement: { key: rule.key, value: transform(raw, rule.transform) } });
            }
            for (const rule of flow.forget) {
                const match = new RegExp(rule.pattern, 'iu').exec(userMessage);
                if (match)
                    found.push({ at: match.index, statement: { key: rule.key, forget: true } });
            }
            return found.sort((a, b) => a.at - b.at).map((f) => f.statement);
        },
        async chooseTools({ flow, userMessage }) {
            const tools = [];
            if (flow.recall && containsAny(userMessage, flow.recall.keywords))
                tools.push({ name: GET_FULL_HISTORY, args: {} });
            if (flow.knowledge_base.some((article) => containsAny(userMessage, article.keywords))) {
                tools.push({ name: SEARCH_KNOWLEDGE_BASES, args: { query: userMessage } });
            }
            return tools;
        },
        async reply({ turn, next, stayed, factChanges, facts, tools }) {
            const { flow } = turn;
            const parts = factChanges.flatMap((change) => acknowledge(flow, change));
            for (const tool of tools)
                parts.push(...describeToolResult(tool));
            const understood = parts.length > 0;
            if (stayed && next.type === 'conversation') {
                if (!understood)
                    parts.push(flow.fallback);
                parts.push(renderTemplate(next.reprompt ?? next.prompt, facts));
            }
            else {
                parts.push(renderTemplate(next.prompt, facts));
            }
            return parts.filter((p) => p.trim() !== '').join(' ');
        },
    };
}
function acknowledge(flow, change) {
    const label = factLabel(flow, change.key);
    const rule = flow.facts.find((r) => r.key === change.key);
    switch (change.kind) {
        case 'added':
            return rule?.on_add === undefined ? [] : [renderTemplate(rule.on_add, { label, value: change.value })];
        case 'updated':
            return [
                renderTemplate(rule?.on_update ?? 'Thanks for the correction: your {label} is now {value}.', {
                    label,
                    value: change.value,
                    previous: change.previous,
                }),
            ];
        case 'removed': {
            const forget = flow.forget.find((r) => r.key === change.key);
            return [renderTemplate(forget?.on_forget ?? 'Done: I have forgotten your {label}.', { label, previous: change.previous })];
        }
        case 'not_found':
            return [`There was no ${label} on file to forget.`];
    }
}
function describeToolResult(tool) {
    const result = tool.result;
    if (tool.name === GET_FULL_HISTORY) {
        const said = (result?.messages ?? [])
            .filter((m) => m.role === 'user' && typeof m.content === 'string')
            .map((m) => `"${String(m.content)}"`);
        return [said.length > 0 ? `Earlier you said: ${said.join('; ')}.` : 'This is the start of our conversation.'];
    }
    if (tool.name === SEARCH_KNOWLEDGE_BASES) {
        const articles = result?.articles ?? [];
        return articles.length > 0 ? articles.map((a) => `${a.title}: ${a.answer}`) : ['I found nothing in the knowledge base about that.'];
    }
    return [];
}


/***/ }),

/***/ 14710:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cy: () => (/* binding */ EXECUTE_PATH),
  ReferenceModelError: () => (/* binding */ ReferenceModelError),
  yR: () => (/* binding */ WEBSOCKET_PATH),
  referenceModelFromEnv: () => (/* binding */ referenceModelFromEnv),
  startReferenceAgent: () => (/* binding */ startReferenceAgent)
});

// UNUSED EXPORTS: createReferenceTurns

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./node_modules/ws/wrapper.mjs
var wrapper = __webpack_require__(52977);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/openai/client.ts
var client = __webpack_require__(35239);
// EXTERNAL MODULE: ./src/url.ts
var url = __webpack_require__(17666);
// EXTERNAL MODULE: ./src/reference-agent/engine.ts + 1 modules
var reference_agent_engine = __webpack_require__(8399);
// EXTERNAL MODULE: ./src/reference-agent/faults.ts
var reference_agent_faults = __webpack_require__(39192);
// EXTERNAL MODULE: ./src/reference-agent/flow.ts
var reference_agent_flow = __webpack_require__(97589);
// EXTERNAL MODULE: ./src/reference-agent/policy.ts
var policy = __webpack_require__(75215);
;// CONCATENATED MODULE: ./src/reference-agent/model-policy.ts



const ROUTER_PROMPT = `You route a conversation through a flow of nodes. Call ${policy/* PROCESS_NODE */.dx} for the node the conversation is in. ` +
    `At a conversation node, option_id is the option the user's message selects, or "${reference_agent_flow/* STAY_OPTION_ID */.uy}" to stay in the node when it selects none.`;
function modelPolicy(options) {
    const rules = (0,policy/* rulePolicy */.fN)();
    async function ask(turn, step, request) {
        turn.modelRequests?.push({ step, model: options.model, messages: request.messages.map((m) => ({ role: m.role, content: m.content })) });
        return options.chat.chat({ model: options.model, temperature: 0, seed: turn.seed, ...request });
    }
    /** The arguments of the forced process_node call; anything else is an error the caller falls back on. */
    async function callProcessNode(turn, step, parameters, situation) {
        const tool = { name: policy/* PROCESS_NODE */.dx, description: 'Process the current node and move the conversation on.', parameters };
        const reply = await ask(turn, step, {
            messages: [
                { role: 'system', content: ROUTER_PROMPT },
                { role: 'user', content: JSON.stringify({ ...situation, message: turn.userMessage }) },
            ],
            tools: [tool],
            toolChoice: { name: policy/* PROCESS_NODE */.dx },
        });
        const call = reply.toolCalls?.find((c) => c.name === policy/* PROCESS_NODE */.dx);
        if (call === undefined)
            throw new Error(`the model did not call ${policy/* PROCESS_NODE */.dx}`);
        if (call.arguments['current_node_id'] !== undefined && call.arguments['current_node_id'] !== turn.node.id) {
            throw new Error(`${policy/* PROCESS_NODE */.dx} named node ${JSON.stringify(call.arguments['current_node_id'])}, not the current node "${turn.node.id}"`);
        }
        return call.arguments;
    }
    async function withFallback(turn, step, viaModel, viaRules) {
        try {
            return await viaModel();
        }
        catch (error) {
            // ModelApiError messages are already free of the API key.
            turn.warnings.push(`model policy: ${step} at node "${turn.node.id}" fell back to the flow's rules (${(0,errors/* errorMessage */.gJ)(error)})`);
            return viaRules();
        }
    }
    return {
        name: `model:${options.model}`,
        chooseNext(turn, node) {
            return withFallback(turn, 'next node choice', async () => {
                const answer = await callProcessNode(turn, 'next node choice', processNodeParameters(node.id, 'next_node_id', [node.next]), {
                    current_node_id: node.id,
                    type: 'start',
                    next_node_id: node.next,
                });
                return knownChoice(answer, 'next_node_id', [node.next]);
            }, () => rules.chooseNext(turn, node));
        },
        chooseOption(turn, node) {
            return withFallback(turn, 'option choice', async () => {
                const ids = [...node.options.map((o) => o.id), reference_agent_flow/* STAY_OPTION_ID */.uy];
                const answer = await callProcessNode(turn, 'option choice', processNodeParameters(node.id, 'option_id', ids), {
                    current_node_id: node.id,
                    type: 'conversation',
                    prompt: node.prompt,
                    options: node.options.map((o) => ({ id: o.id, label: o.label, keywords: o.keywords })),
                });
                return knownChoice(answer, 'option_id', ids);
            }, () => rules.chooseOption(turn, node));
        },
        extractFacts(turn) {
            return withFallback(turn, 'fact extraction', async () => {
                const keys = turn.flow.facts.map((r) => r.key);
                const reply = await ask(turn, 'fact extraction', {
                    responseFormat: { type: 'json_object' },
                    messages: [
                        {
                            role: 'system',
                            content: 'Extract the facts the user states or asks to forget. Answer only JSON {"facts": [{"key": string, "value": string} | {"key": string, "forget": true}]} using only the given keys, in the order the message says them.',
                        },
                        { role: 'user', content: JSON.stringify({ keys, known: turn.facts, message: turn.userMessage }) },
                    ],
                });
                return readFacts(parseJson(reply.content)['facts'], new Set([...keys, ...turn.flow.forget.map((r) => r.key)]));
            }, () => rules.extractFacts(turn));
        },
        // Which tools to call is a flow rule (recall and knowledge-base keywords), kept deterministic.
        chooseTools(turn) {
            return rules.chooseTools(turn);
        },
        reply(input) {
            const { turn } = input;
            return withFallback(turn, 'reply', async () => {
                const reply = await ask(turn, 'reply', {
                    responseFormat: { type: 'plain' },
                    messages: [
                        {
                            role: 'system',
                            content: 'You are a helpful assistant. Follow the instructions, acknowledge any fact changes and tool results, and reply in plain text.',
                        },
                        {
                            role: 'user',
                            content: JSON.stringify({
                                instructions: input.instructions,
                                prompt: input.next.prompt,
                                stayed: input.stayed,
                                fact_changes: input.factChanges,
                                facts: input.facts,
                                tools: input.tools,
                                message: turn.userMessage,
                            }),
                        },
                    ],
                });
                const text = reply.content.trim();
                if (text === '')
                    throw new Error('empty reply');
                return text;
            }, () => rules.reply(input));
        },
    };
}
/** process_node's JSON Schema at one node: the node id, and the one choice as an enum of the real ones. */
function processNodeParameters(nodeId, choice, ids) {
    return {
        type: 'object',
        properties: {
            current_node_id: { type: 'string', enum: [nodeId] },
            [choice]: { type: 'string', enum: [...ids] },
        },
        required: ['current_node_id', choice],
        additionalProperties: false,
    };
}
function knownChoice(answer, field, ids) {
    const id = answer[field];
    if (typeof id !== 'string' || !ids.includes(id)) {
        throw new Error(`${policy/* PROCESS_NODE */.dx} chose ${field} ${JSON.stringify(id) ?? 'nothing'}, which is not one of ${JSON.stringify(ids)}`);
    }
    return id;
}
function parseJson(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new Error('the answer is not JSON');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        throw new Error('the answer is not a JSON object');
    return value;
}
function readFacts(raw, allowed) {
    if (!Array.isArray(raw))
        throw new Error('"facts" is not a list');
    return raw.map((item) => {
        const fact = item;
        if (typeof fact?.key !== 'string' || !allowed.has(fact.key))
            throw new Error(`unknown fact key ${JSON.stringify(fact?.key)}`);
        if (fact.forget === true)
            return { key: fact.key, forget: true };
        if (typeof fact.value !== 'string')
            throw new Error(`fact ${fact.key} has no string value`);
        return { key: fact.key, value: fact.value };
    });
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
;// CONCATENATED MODULE: ./src/reference-agent/protocol.ts
// The agent protocol as the reference agent serves it: the request it accepts (validated, with the
// protocol's defaults filled in) and the ExecutionResult it returns.

const MEMORY_STAGES = ['facts', 'summarize', 'resummarize'];
const HistoryEntrySchema = schemas/* looseObject */._H3({ role: schemas/* string */.YjP(), content: schemas/* unknown */.L5J() });
const FactsSchema = schemas/* union */.KCZ([schemas/* array */.YOg(schemas/* looseObject */._H3({ key: schemas/* string */.YjP(), value: schemas/* unknown */.L5J() })), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())]);
/** Checked by FactsSchema but kept as sent: zod would leave a fact named `__proto__` out of the map it returns. */
const FactsAsSent = schemas/* custom */.IeY((value) => FactsSchema.safeParse(value).success, {
    error: 'must be a list of {key, value} entries or a map of facts',
});
const ExecuteRequestSchema = schemas/* looseObject */._H3({
    context: schemas/* looseObject */._H3({
        current_node_id: schemas/* string */.YjP().min(1).nullable(),
        latest_user_message: schemas/* string */.YjP(),
        history: schemas/* array */.YOg(HistoryEntrySchema).default([]),
        memory: schemas/* looseObject */._H3({
            turn_index: schemas/* int */.Whr().min(0).default(0),
            facts: FactsAsSent.optional(),
            summary: schemas/* looseObject */._H3({ level: schemas/* int */.Whr().min(0), chunks: schemas/* array */.YOg(schemas/* unknown */.L5J()) }).optional(),
        })
            .prefault({}),
        dry_run: schemas/* boolean */.zMY().default(false),
        memory_pipeline: schemas/* looseObject */._H3({
            enabled: schemas/* boolean */.zMY().default(true),
            stages: schemas/* array */.YOg(schemas/* enum */.k5n(MEMORY_STAGES)).default([...MEMORY_STAGES]),
        })
            .prefault({}),
    }),
    params: schemas/* looseObject */._H3({
        temperature: schemas/* number */.aig().optional(),
        top_p: schemas/* number */.aig().optional(),
        seed: schemas/* int */.Whr().nullish(),
        enable_tracing: schemas/* boolean */.zMY().default(true),
    })
        .prefault({}),
    test: schemas/* looseObject */._H3({
        suite_id: schemas/* string */.YjP().optional(),
        test_id: schemas/* string */.YjP().optional(),
        turn_id: schemas/* string */.YjP().optional(),
        repeat: schemas/* int */.Whr().optional(),
        conversation_id: schemas/* string */.YjP().optional(),
    })
        .optional(),
});
/** Why a body is not an execute request, one line per problem (at most five). */
function describeRequestIssues(error) {
    return error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`)
        .join('; ');
}

;// CONCATENATED MODULE: ./src/reference-agent/server.ts
// The reference agent as a server: HTTP `POST /execute` and WebSocket `/internal/agent/test`,
// both speaking the agent protocol (the prompt snapshot in the result over HTTP, in a `debug` event
// over WebSocket), with an optional bearer token, an optional chat model behind its decisions, and
// seeded fault injection.












const EXECUTE_PATH = '/execute';
const WEBSOCKET_PATH = '/internal/agent/test';
/** Far above any real conversation; a bigger body is refused rather than buffered. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** The model is configured but cannot be reached: no key and no compatible base URL. */
class ReferenceModelError extends errors/* UserError */.yo {
    name = 'ReferenceModelError';
}
/**
 * The reference agent's model from the environment: AGENT_EVAL_REFERENCE_MODEL, the key from
 * AGENT_EVAL_REFERENCE_API_KEY or OPENAI_API_KEY, the base URL from OPENAI_BASE_URL. `flags`
 * (e.g. serve's --model and --model-base-url) take precedence. Undefined when no model is named;
 * a ReferenceModelError when one is named without a key or a base URL.
 */
function referenceModelFromEnv(env, flags = {}) {
    const model = server_text(flags.model) ?? server_text(env.AGENT_EVAL_REFERENCE_MODEL);
    const baseURL = server_text(flags.baseURL) ?? server_text(env.OPENAI_BASE_URL);
    if (model === null) {
        if (server_text(flags.baseURL) !== null)
            throw new ReferenceModelError('a model base URL was given without a model; name the model with --model (or env AGENT_EVAL_REFERENCE_MODEL)');
        return undefined;
    }
    const apiKey = server_text(env.AGENT_EVAL_REFERENCE_API_KEY) ?? server_text(env.OPENAI_API_KEY);
    if (apiKey === null && baseURL === null) {
        throw new ReferenceModelError(`the reference agent's model "${model}" has no API key and no base URL: set OPENAI_API_KEY (or AGENT_EVAL_REFERENCE_API_KEY), ` +
            'or point it at a compatible server with --model-base-url (or env OPENAI_BASE_URL)');
    }
    if (baseURL !== null && !URL.canParse(baseURL)) {
        throw new ReferenceModelError(`the model base URL "${(0,url/* redactUrl */.BO)(baseURL)}" is not a URL; give one like http://127.0.0.1:11434/v1`);
    }
    return { model, apiKey, baseURL };
}
/** Unset and empty (as CI passes unset values) are the same. */
function server_text(value) {
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
}
/**
 * Each call is retried once and given 20 s: a turn asks up to three times (facts, process_node,
 * reply) within the harness's default 30 s turn timeout, and the rules answer whatever fails.
 */
const MODEL_MAX_RETRIES = 1;
const MODEL_TIMEOUT_MS = 20_000;
/** The SDK refuses an empty key; a keyless compatible server ignores this one. */
const NO_API_KEY = 'no-key';
function referenceModelPolicy(config, logger) {
    const chat = (0,client/* createModelClient */.$L)({
        apiKey: config.apiKey ?? NO_API_KEY,
        baseURL: config.baseURL,
        maxRetries: MODEL_MAX_RETRIES,
        timeoutMs: MODEL_TIMEOUT_MS,
        logger,
        purpose: 'reference agent model',
    });
    return modelPolicy({ chat, model: config.model });
}
/**
 * The agent's turns as both transports play them, for the server below and for an in-process
 * client (tests, the bench). Throws a MisrouteError or a SlowNodeError for a node the flow lacks.
 */
async function createReferenceTurns(options = {}) {
    const flow = options.flow ?? (await (0,reference_agent_flow/* loadFlowFile */.n)(options.flowFile ?? reference_agent_flow/* DEMO_FLOW_FILE */.Y0));
    (0,reference_agent_faults/* checkSlowNodes */.n_)(flow, options.slowNodes ?? {});
    const logger = options.logger;
    const policy = options.policy ?? (options.model ? referenceModelPolicy(options.model, logger) : undefined);
    const engine = (0,reference_agent_engine/* createEngine */.P)({ flow, ...(policy ? { policy } : {}), ...(options.misroute ? { misroute: options.misroute } : {}) });
    const attempts = new reference_agent_faults/* AttemptCounter */.kq();
    const internalError = (error) => {
        logger?.error(`reference agent: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    };
    return {
        flow,
        execute: (body, traceparent, gone) => executeRequest(engine, options, attempts, body, traceparent, gone, logger).catch((error) => {
            internalError(error);
            return { kind: 'error', status: 500, code: 'INTERNAL', message: 'internal error in the reference agent' };
        }),
    };
}
async function startReferenceAgent(options = {}) {
    const turns = await createReferenceTurns(options);
    const { flow } = turns;
    const logger = options.logger;
    const closing = new AbortController();
    const internalError = (error) => {
        logger?.error(`reference agent: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    };
    const execute = (body, traceparent, gone) => turns.execute(body, traceparent, AbortSignal.any([closing.signal, gone]));
    const server = (0,external_node_http_.createServer)((req, res) => {
        void handleHttp(req, res, options.token, execute, flow).catch((error) => {
            internalError(error);
            res.destroy();
        });
    });
    const wss = new wrapper/* WebSocketServer */.zu({ noServer: true, maxPayload: MAX_BODY_BYTES });
    server.on('upgrade', (req, socket, head) => {
        socket.on('error', () => { });
        if (new URL(req.url ?? '/', 'http://agent').pathname !== WEBSOCKET_PATH) {
            refuseUpgrade(socket, 404, 'Not Found', `WebSocket endpoint is ${WEBSOCKET_PATH}`);
            return;
        }
        if (!authorized(req, options.token)) {
            refuseUpgrade(socket, 401, 'Unauthorized', 'missing or wrong bearer token');
            return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => serveSocket(ws, req, execute));
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
            server.off('error', reject);
            resolve();
        });
    });
    const address = server.address();
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    let closed;
    return {
        url: `http://${host}:${address.port}`,
        flow,
        close() {
            closed ??= (async () => {
                closing.abort(new Error('reference agent closed'));
                for (const ws of wss.clients)
                    ws.terminate();
                wss.close();
                const stopped = new Promise((resolve) => server.close(() => resolve()));
                server.closeAllConnections();
                await stopped;
            })();
            return closed;
        },
    };
}
async function executeRequest(engine, options, attempts, body, traceparent, gone, logger) {
    const parsed = ExecuteRequestSchema.safeParse(body);
    if (!parsed.success) {
        return { kind: 'error', status: 400, code: 'BAD_REQUEST', message: `not an execute request: ${describeRequestIssues(parsed.error)}` };
    }
    const request = parsed.data;
    const conversationId = request.test?.conversation_id ?? '';
    const turnId = request.test?.turn_id ?? `turn ${request.context.history.filter((m) => m.role === 'user').length + 1}`;
    const attempt = attempts.next(conversationId, turnId);
    // Attempts are counted per conversation (a retry is the same conversation), draws keyed by the run.
    const key = { run: (0,reference_agent_faults/* runKey */.r7)(request.test), turnId, attempt, requestSeed: request.params.seed };
    const faults = (0,reference_agent_faults/* planFaults */.hf)(options, key);
    const where = `conversation ${conversationId || '(none)'} ${turnId} attempt ${attempt}`;
    if (faults.fault !== null)
        logger?.info(`reference agent: injecting ${faults.fault} into ${where}`);
    if (faults.divergence !== null)
        logger?.info(`reference agent: taking a random option in ${where}`);
    // Every answer waits out the turn's delay; a hang waits (on the real clock) until the client gives up.
    const delayed = async (endNode) => {
        try {
            const ms = (0,reference_agent_faults/* turnDelay */.fl)(options, key, endNode);
            if (ms > 0)
                await (options.sleep ?? defaultSleep)(ms, gone);
            return true;
        }
        catch {
            return false;
        }
    };
    if (faults.fault === 'timeout') {
        try {
            await (0,promises_.setTimeout)(2_147_483_647, undefined, { signal: gone });
        }
        catch {
            // The client gave up or the server closed.
        }
        return { kind: 'silent' };
    }
    if (faults.fault === 'error') {
        if (!(await delayed(null)))
            return { kind: 'silent' };
        return { kind: 'error', status: 500, code: 'INJECTED_ERROR', message: 'injected fault: internal error' };
    }
    let result;
    try {
        result = await engine.execute(request, {
            ...(faults.divergence ? { policy: (0,reference_agent_faults/* divergentPolicy */.Bp)(engine.policy, faults.divergence) } : {}),
            traceparent,
        });
    }
    catch (error) {
        if (!(error instanceof reference_agent_engine/* FlowStateError */.Ou))
            throw error;
        if (!(await delayed(null)))
            return { kind: 'silent' };
        return { kind: 'error', status: 422, code: 'FLOW_STATE', message: error.message };
    }
    // The node the turn ended at decides whether a slow node slows it.
    if (!(await delayed(result.current_node_id)))
        return { kind: 'silent' };
    for (const warning of result.warnings)
        logger?.warning(`reference agent: ${where}: ${warning}`);
    const fault = faults.fault === 'drop' || faults.fault === 'malformed' ? faults.fault : null;
    return { kind: 'result', result, fault, malformed: faults.malformed };
}
const defaultSleep = async (ms, signal) => {
    await (0,promises_.setTimeout)(ms, undefined, { signal });
};
function errorBody(code, message) {
    return { error: { code, message } };
}
function sendJson(res, status, body, headers = {}) {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
    res.end(text);
}
function authorized(req, token) {
    if (token === undefined || token === '')
        return true;
    const given = Buffer.from(req.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(given, expected);
}
function refuseUpgrade(socket, status, text, message) {
    const body = JSON.stringify(errorBody(status === 401 ? 'UNAUTHORIZED' : 'NOT_FOUND', message));
    socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n` +
        `${status === 401 ? 'WWW-Authenticate: Bearer\r\n' : ''}\r\n${body}`);
}
/** The ExecutionResult cut short: what a crashed proxy or a half-written buffer looks like. */
function truncatedJson(result) {
    const text = JSON.stringify(result);
    return text.slice(0, Math.max(1, Math.floor(text.length / 2)));
}
async function readBody(req) {
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES)
            return null;
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
async function handleHttp(req, res, token, execute, flow) {
    const path = new URL(req.url ?? '/', 'http://agent').pathname;
    if (path === '/health' && req.method === 'GET') {
        sendJson(res, 200, { status: 'ok', flow_id: flow.flow_id });
        return;
    }
    if (path !== EXECUTE_PATH) {
        sendJson(res, 404, errorBody('NOT_FOUND', `no such endpoint ${path}; the agent serves POST ${EXECUTE_PATH} and WebSocket ${WEBSOCKET_PATH}`));
        return;
    }
    if (req.method !== 'POST') {
        sendJson(res, 405, errorBody('METHOD_NOT_ALLOWED', `${EXECUTE_PATH} takes POST`), { allow: 'POST' });
        return;
    }
    if (!authorized(req, token)) {
        sendJson(res, 401, errorBody('UNAUTHORIZED', 'missing or wrong bearer token'), { 'www-authenticate': 'Bearer' });
        return;
    }
    const text = await readBody(req);
    if (text === null) {
        sendJson(res, 413, errorBody('TOO_LARGE', `the body is over ${MAX_BODY_BYTES} bytes`));
        return;
    }
    let body;
    try {
        body = JSON.parse(text);
    }
    catch (error) {
        sendJson(res, 400, errorBody('BAD_REQUEST', `the body is not JSON: ${(0,errors/* errorMessage */.gJ)(error)}`));
        return;
    }
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    const traceparent = typeof req.headers.traceparent === 'string' ? req.headers.traceparent : undefined;
    const outcome = await execute(body, traceparent, gone.signal);
    if (outcome.kind === 'silent') {
        res.destroy();
        return;
    }
    if (outcome.kind === 'error') {
        sendJson(res, outcome.status, errorBody(outcome.code, outcome.message));
        return;
    }
    if (outcome.fault === 'drop') {
        // Headers and half the body, then the connection dies.
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.write(truncatedJson(outcome.result), () => req.socket.destroy());
        return;
    }
    if (outcome.fault === 'malformed') {
        if (outcome.malformed === 'not_json') {
            const text = truncatedJson(outcome.result);
            res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
            res.end(text);
        }
        else {
            // A wrong envelope: the result wrapped where the protocol expects it at the top level.
            sendJson(res, 200, { status: 'ok', data: outcome.result });
        }
        return;
    }
    sendJson(res, 200, outcome.result);
}
function serveSocket(ws, upgrade, execute) {
    const gone = new AbortController();
    ws.on('close', () => gone.abort());
    ws.on('error', () => { });
    const traceparent = typeof upgrade.headers.traceparent === 'string' ? upgrade.headers.traceparent : undefined;
    const send = (message) => {
        if (ws.readyState === ws.OPEN)
            ws.send(JSON.stringify(message));
    };
    ws.on('message', (data, isBinary) => {
        let message;
        try {
            message = JSON.parse(isBinary ? '' : String(data));
        }
        catch {
            send({ type: 'error', id: null, error: { code: 'BAD_REQUEST', message: 'the message is not JSON' } });
            return;
        }
        const record = typeof message === 'object' && message !== null && !Array.isArray(message) ? message : {};
        // A turn's own trace context (in the message) wins over the handshake's.
        const { type, id = null, traceparent: turnTrace, ...body } = record;
        if (type !== 'execute') {
            send({
                type: 'error',
                id,
                error: {
                    code: 'BAD_REQUEST',
                    message: `unknown message type ${JSON.stringify(type ?? null)}; send {"type": "execute", "id": ..., "context": ...}`,
                },
            });
            return;
        }
        void execute(body, typeof turnTrace === 'string' ? turnTrace : traceparent, gone.signal).then((outcome) => {
            if (outcome.kind === 'silent')
                return;
            if (outcome.kind === 'error') {
                send({ type: 'error', id, error: { code: outcome.code, message: outcome.message } });
                return;
            }
            // Over WebSocket the prompt snapshot is streamed as a `debug` event, after the tool events.
            const { prompt_snapshot: snapshot, ...result } = outcome.result;
            const events = result.tool_calls.flatMap((call) => [
                { type: 'tool_use', id: call.id, name: call.name, input: call.args },
                { type: 'tool_result', tool_use_id: call.id, content: call.result, ...(call.is_error ? { is_error: true } : {}) },
            ]);
            if (snapshot)
                events.push({ type: 'debug', prompt_snapshot: snapshot });
            if (outcome.fault === 'drop') {
                // The first streamed event arrives, then the socket dies mid-turn.
                if (events[0])
                    send({ type: 'event', id, event: events[0] });
                ws.terminate();
                return;
            }
            for (const event of events)
                send({ type: 'event', id, event });
            if (outcome.fault === 'malformed') {
                if (outcome.malformed === 'not_json' && ws.readyState === ws.OPEN)
                    ws.send(truncatedJson(result));
                else
                    send({ type: 'result', id, result: { status: 'ok', data: result } });
                return;
            }
            send({ type: 'result', id, result });
        });
    });
}


/***/ })

};
