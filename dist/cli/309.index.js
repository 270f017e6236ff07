export const id = 309;
export const ids = [309];
export const modules = {

/***/ 67657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IH: () => (/* binding */ MAX_PATCH_COPY_BYTES),
/* harmony export */   IR: () => (/* binding */ MAX_REPLY_DEPTH),
/* harmony export */   Kf: () => (/* binding */ MAX_REPLY_BYTES),
/* harmony export */   e8: () => (/* binding */ MAX_TOOL_ARGS_BYTES),
/* harmony export */   fM: () => (/* binding */ MAX_STATE_BYTES),
/* harmony export */   iS: () => (/* binding */ nestedDeeperThan),
/* harmony export */   j$: () => (/* binding */ REPLY_SIZE_LIMIT),
/* harmony export */   l4: () => (/* binding */ TOO_DEEP_REASON),
/* harmony export */   lP: () => (/* binding */ sizeText),
/* harmony export */   n_: () => (/* binding */ MAX_TASK_BYTES),
/* harmony export */   qZ: () => (/* binding */ memberBytes),
/* harmony export */   rk: () => (/* binding */ MAX_EVENTS_PER_TURN),
/* harmony export */   zD: () => (/* binding */ MAX_STATE_DEPTH),
/* harmony export */   zb: () => (/* binding */ estimateJson)
/* harmony export */ });
// The most one turn of an agent may make the harness hold, over either transport. Past a limit the
// turn fails with ENGINE_ERROR naming it (and is retried like any other), so a hostile or broken
// agent costs bounded memory and stack, never the whole run.
/** The bytes of one reply: an HTTP body, one WebSocket message, or all messages of a WebSocket turn. */
const MAX_REPLY_BYTES = 10 * 1024 * 1024;
/** WebSocket messages (events and any others) one turn may receive before its result. */
const MAX_EVENTS_PER_TURN = 10_000;
/**
 * Nesting of arrays and objects in a reply. Far deeper than any real reply, far shallower than what
 * the recursive steps after parsing (comparisons, JSON.stringify of the records) can take.
 */
const MAX_REPLY_DEPTH = 256;
const REPLY_SIZE_LIMIT = `${MAX_REPLY_BYTES / 1024 / 1024} MiB`;
// What the agent makes the harness build from its replies, which can be more than a reply holds: an
// AG-UI STATE_DELTA of a few bytes may copy the whole state into itself, and the arguments of an
// AG-UI tool call arrive in pieces. These hold whatever the protocol; a state, facts or arguments
// taken whole from one reply are already within the reply's limits.
/** The agent state after every event and every patch operation, measured as JSON text (estimateJson). */
const MAX_STATE_BYTES = MAX_REPLY_BYTES;
/** Nesting of arrays and objects in the agent state: the reply's. */
const MAX_STATE_DEPTH = MAX_REPLY_DEPTH;
/**
 * What the `copy` and `move` operations of one turn may read in all: each costs the size of its
 * value, so without it a few bytes of patch could copy a large value to and fro for hours.
 */
const MAX_PATCH_COPY_BYTES = MAX_REPLY_BYTES;
/** The arguments of one tool call, as JSON text, however many pieces they came in. */
const MAX_TOOL_ARGS_BYTES = MAX_REPLY_BYTES;
/** What an A2A turn keeps of a task: its artifacts and status messages, however many polls brought them. */
const MAX_TASK_BYTES = MAX_REPLY_BYTES;
/** `bytes` as a limit is written: "10 MiB", "512 KiB", "300 bytes". */
function sizeText(bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
        return `${bytes / 1024 / 1024} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}
/**
 * The length of `value` as JSON text (strings counted without their escapes) and its nesting, by a
 * walk that stops as soon as the length passes `maxBytes` or the nesting `maxDepth`: then the
 * figures returned are past the limit but no longer exact. Iterative, so any nesting is safe, and
 * it costs at most what it counts, so a huge value is never walked to say it is too big.
 */
function estimateJson(value, maxBytes = Infinity, maxDepth = Infinity) {
    let bytes = 0;
    let depth = 0;
    // Two stacks, not one of pairs: a state of millions of small values is walked without a pair each.
    const items = [value];
    const levels = [0];
    while (items.length > 0 && bytes <= maxBytes && depth <= maxDepth) {
        const item = items.pop();
        const level = levels.pop();
        if (typeof item === 'string')
            bytes += item.length + 2;
        else if (typeof item === 'number')
            bytes += Number.isFinite(item) ? String(item).length : 4;
        else if (typeof item === 'boolean')
            bytes += item ? 4 : 5;
        else if (typeof item !== 'object' || item === null)
            bytes += 4;
        else {
            const inner = level + 1;
            if (inner > depth)
                depth = inner;
            bytes += 2;
            // Each member or element costs its separator too, as memberBytes says.
            if (Array.isArray(item)) {
                bytes += item.length;
                for (let i = item.length - 1; i >= 0 && bytes <= maxBytes; i--) {
                    items.push(item[i]);
                    levels.push(inner);
                }
            }
            else {
                for (const key of Object.keys(item)) {
                    bytes += memberBytes(key);
                    if (bytes > maxBytes)
                        break;
                    items.push(item[key]);
                    levels.push(inner);
                }
            }
        }
    }
    return { bytes, depth };
}
/** What a member adds to an object besides its value: the quoted key, the colon and a comma (an array element: the comma, 1). */
function memberBytes(key) {
    return key.length + 4;
}
/**
 * Whether the JSON text nests arrays and objects deeper than `limit`. A linear scan of the raw text
 * (brackets inside strings do not count), so hostile nesting is refused before anything recursive
 * sees it; the text need not be valid JSON.
 */
function nestedDeeperThan(text, limit = MAX_REPLY_DEPTH) {
    if (text.length <= limit)
        return false;
    let depth = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 0x5c /* \ */)
                i++;
            else if (c === 0x22 /* " */)
                inString = false;
        }
        else if (c === 0x22) {
            inString = true;
        }
        else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
            if (++depth > limit)
                return true;
        }
        else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
            depth--;
        }
    }
    return false;
}
const TOO_DEEP_REASON = `the reply is nested deeper than ${MAX_REPLY_DEPTH} levels`;


/***/ }),

/***/ 20847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nW: () => (/* binding */ ResultSchemaError),
  HV: () => (/* binding */ factsToMap),
  Av: () => (/* binding */ normaliseResult),
  We: () => (/* binding */ parseArguments)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./src/agent/limits.ts
var limits = __webpack_require__(67657);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
;// CONCATENATED MODULE: ./src/agent/prompt-snapshot.ts
// Prompt snapshots: the prompt an agent says it assembled for its model in a turn (system message,
// facts and summary messages, the history window), offered as the ExecutionResult's
// `prompt_snapshot` or in a WebSocket `debug` event. The harness's own request is not that prompt,
// so a snapshot is what tells a reader what the agent's model actually saw.
//
// Advisory, so read leniently: a snapshot of another shape is kept as sent, with a warning, never a
// failed turn. Bounded: a reply may be 10 MiB, but the artifacts keep at most
// MAX_PROMPT_SNAPSHOT_BYTES of snapshots per turn. A bigger one is shortened where it says least
// (the middle of the message list, the tail of a very long message), and the cut is stated in the
// kept entry and in a turn warning, never made silently.



/** What the artifacts keep of one turn's snapshots, all of them together. */
const MAX_PROMPT_SNAPSHOT_BYTES = 256 * 1024;
const PROMPT_SNAPSHOT_LIMIT = (0,format/* byteSize */.mz)(MAX_PROMPT_SNAPSHOT_BYTES);
/** The documented shape; anything else is kept too, with a warning. */
const PromptSnapshotSchema = schemas/* looseObject */._H3({
    messages: schemas/* array */.YOg(schemas/* looseObject */._H3({ role: schemas/* string */.YjP(), content: schemas/* unknown */.L5J().optional() })),
    model: schemas/* string */.YjP().nullish(),
});
/** Below this much room left, a further snapshot is not kept at all (it is named in the warning). */
const MIN_ROOM = 1024;
/** A field other than `messages` bigger than this is named rather than kept, when cutting. */
const MAX_FIELD_BYTES = 4 * 1024;
/** Room for the wrapper, the marker message and the cut notes. */
const SLACK = 512;
/**
 * The snapshots of one turn, in the order they arrived, within MAX_PROMPT_SNAPSHOT_BYTES together;
 * undefined when the agent offered none. The same snapshot offered twice (a debug event and the
 * result) is kept once. Shape mismatches and cuts are added to `warnings`.
 */
function readPromptSnapshots(offered, warnings) {
    const kept = [];
    const seen = [];
    let room = MAX_PROMPT_SNAPSHOT_BYTES;
    for (const { from, value } of offered) {
        // null is an agent saying "none this turn".
        if (value === undefined || value === null)
            continue;
        if (seen.some((s) => (0,external_node_util_.isDeepStrictEqual)(s, value)))
            continue;
        seen.push(value);
        if (!PromptSnapshotSchema.safeParse(value).success)
            warnings.push(`${from}: not a prompt snapshot of the form {messages: [{role, content}], model?}; kept as sent`);
        const bytes = jsonBytes(value);
        if (bytes <= room) {
            kept.push({ from, snapshot: value });
            room -= bytes;
            continue;
        }
        const { snapshot, note } = shorten(value, room);
        const truncated = `the snapshot is ${(0,format/* byteSize */.mz)(bytes)}, over the ${PROMPT_SNAPSHOT_LIMIT} kept per turn: ${note}`;
        kept.push({ from, snapshot, truncated });
        warnings.push(`${from}: ${truncated}`);
        room = Math.max(0, room - jsonBytes(snapshot));
    }
    return kept.length > 0 ? kept : undefined;
}
function shorten(value, room) {
    if (room < MIN_ROOM)
        return { snapshot: null, note: "left out, the turn's earlier snapshots took the whole limit" };
    if (isRecord(value) && Array.isArray(value.messages)) {
        const cut = shortenMessages(value, value.messages, room - SLACK);
        if (jsonBytes(cut.snapshot) <= room)
            return cut;
    }
    const text = JSON.stringify(value);
    return { snapshot: cutText(text, room - SLACK), note: `kept as the first ${(0,format/* byteSize */.mz)(room - SLACK)} of its JSON text` };
}
/**
 * Keeps the small fields, shortens each very long message, then keeps messages from both ends (the
 * system message first, the latest turns last) and puts a marker where the middle was left out.
 */
function shortenMessages(value, messages, room) {
    const notes = [];
    // Object.fromEntries, not assignment: a field named `__proto__` stays a field.
    const bigFields = [];
    const fields = Object.entries(value)
        .filter(([key]) => key !== 'messages')
        .map(([key, field]) => {
        const bytes = jsonBytes(field);
        if (bytes <= MAX_FIELD_BYTES)
            return [key, field];
        bigFields.push(key);
        return [key, `[left out: ${(0,format/* byteSize */.mz)(bytes)}]`];
    });
    let left = room - jsonBytes(Object.fromEntries(fields));
    const perMessage = Math.max(MIN_ROOM, Math.floor(room / 8));
    let shortened = 0;
    const sized = messages.map((message) => {
        const bytes = jsonBytes(message);
        if (bytes <= perMessage)
            return { message, bytes };
        shortened += 1;
        const cut = shortenMessage(message, perMessage);
        return { message: cut, bytes: jsonBytes(cut) };
    });
    // The first half of the room from the start, the rest from the end.
    const head = [];
    let used = 0;
    for (const { message, bytes } of sized) {
        if (used + bytes + 1 > left / 2)
            break;
        head.push(message);
        used += bytes + 1;
    }
    left -= used;
    const tail = [];
    for (let i = sized.length - 1; i >= head.length; i--) {
        const { message, bytes } = sized[i];
        if (bytes + 1 > left)
            break;
        tail.unshift(message);
        left -= bytes + 1;
    }
    const leftOut = sized.length - head.length - tail.length;
    const marker = leftOut > 0
        ? [
            {
                role: 'harness',
                content: `[${(0,format/* plural */.LS)(leftOut, 'message')} left out here: the snapshot is over the ${PROMPT_SNAPSHOT_LIMIT} kept per turn]`,
            },
        ]
        : [];
    if (shortened > 0)
        notes.push(`${(0,format/* plural */.LS)(shortened, 'long message')} shortened`);
    if (leftOut > 0)
        notes.push(`${leftOut} of ${(0,format/* plural */.LS)(messages.length, 'message')} left out (a "harness" message marks where)`);
    if (bigFields.length > 0)
        notes.push(`${bigFields.length === 1 ? 'field' : 'fields'} ${bigFields.join(', ')} left out`);
    return {
        snapshot: Object.fromEntries([...fields, ['messages', [...head, ...marker, ...tail]]]),
        note: notes.join('; ') || 'shortened',
    };
}
function shortenMessage(message, maxBytes) {
    if (!isRecord(message))
        return cutText(JSON.stringify(message) ?? String(message), maxBytes - 64);
    const content = typeof message.content === 'string' ? message.content : (JSON.stringify(message.content) ?? '');
    return { role: message.role, content: cutText(content, maxBytes - 128) };
}
/** The first `maxBytes` of the text (UTF-8), and how much was cut. */
function cutText(text, maxBytes) {
    const buffer = Buffer.from(text, 'utf8');
    if (buffer.length <= maxBytes)
        return text;
    const start = buffer
        .subarray(0, Math.max(0, maxBytes))
        .toString('utf8')
        .replace(/\uFFFD$/, '');
    return `${start}… [${(0,format/* byteSize */.mz)(buffer.length - Buffer.byteLength(start))} more cut]`;
}
function jsonBytes(value) {
    return Buffer.byteLength(JSON.stringify(value) ?? 'null');
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// EXTERNAL MODULE: ./src/usage/usage.ts
var usage_usage = __webpack_require__(744);
;// CONCATENATED MODULE: ./src/agent/normalise.ts
// Turns whatever an agent replied into one AgentTurn, capturing every content block.
//
// An evaluation harness that reads only text blocks loses every tool call without a word, and
// its results look plausible while being worthless. So: every block is either captured (text,
// tool_use, tool_result, OpenAI-style calls, tool messages, streamed events) or kept verbatim in
// `unknown_blocks` with a warning. Nothing is dropped silently.
//
// Strictness: the protocol's own fields (current_node_id, history, memory, tool_calls, ...) are
// validated with zod and a wrong type is a ResultSchemaError (ENGINE_ERROR). The content embedded
// in `messages` and in streamed events comes in foreign formats, so it is classified leniently: a
// block the harness cannot read is kept and warned about rather than failing the whole turn.
//
// Pairing and de-duplication rule: a tool call is identified by its id. The same id reported in
// several places (the `tool_calls` field, a tool_use block, an OpenAI-style call, a streamed event)
// is one call: the first report is kept and later ones only fill in what it lacks (args, result,
// is_error, latency_ms); a disagreement on name or args is warned about. Calls without an id are
// never merged with anything, because matching them by name or position would be guesswork.
// Results (tool_result blocks, role "tool" messages, result events) are paired with calls by id;
// a result whose id matches no call is kept in `unknown_blocks` with a warning.
//
// An agent may report its own problems with the turn in a top-level `warnings` list of strings
// (the reference agent does when its model failed and its rules answered): they go to the turn's
// warnings, marked "agent:", ahead of the harness's own.
//
// `history` is the full conversation sent back to the harness: it is kept as-is and read only for
// the assistant_message fallback, never scanned for tool calls (earlier turns' calls would be
// counted again).
//
// A prompt snapshot (the result's `prompt_snapshot`, a streamed `debug` event's) is advisory: read
// leniently and bounded by prompt-snapshot.ts, kept in `prompt_snapshots` and out of `raw`, so the
// artifacts hold it once.
//
// Token usage (usage.ts reads each entry): the result's `usage`, an object or a list of objects (one
// per model call, each `{model?, input_tokens|prompt_tokens, output_tokens|completion_tokens,
// cached_tokens?}`), plus OpenAI-style `usage` inside tool traces: on an entry of `tool_calls` or on
// a message of `messages`. A turn that reports none has no usage ("not reported"), never 0.
//
// Keys are data: `__proto__`, `constructor` and `prototype` in facts, memory or tool arguments are
// ordinary keys. zod only validates the reply; the turn is built from the reply itself, because zod
// leaves a `__proto__` key out of the objects it returns.






/** The reply is not an ExecutionResult: the caller reports it as ENGINE_ERROR. */
class ResultSchemaError extends Error {
    name = 'ResultSchemaError';
    code = 'ENGINE_ERROR';
}
const FactEntrySchema = schemas/* looseObject */._H3({ key: schemas/* string */.YjP(), value: schemas/* unknown */.L5J() });
const FactsSchema = schemas/* union */.KCZ([schemas/* array */.YOg(FactEntrySchema), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())]);
const ToolCallFieldSchema = schemas/* union */.KCZ([
    schemas/* looseObject */._H3({
        id: schemas/* string */.YjP().nullish(),
        name: schemas/* string */.YjP(),
        latency_ms: schemas/* number */.aig().nullish(),
        is_error: schemas/* boolean */.zMY().nullish(),
    }),
    // OpenAI-style entries are accepted in the `tool_calls` field too.
    schemas/* looseObject */._H3({ id: schemas/* string */.YjP().nullish(), function: schemas/* looseObject */._H3({ name: schemas/* string */.YjP() }) }),
]);
const ExecutionResultSchema = schemas/* looseObject */._H3({
    current_node_id: schemas/* string */.YjP().nullable(),
    flow_completed: schemas/* boolean */.zMY().nullish(),
    assistant_message: schemas/* string */.YjP().nullish(),
    history: schemas/* array */.YOg(schemas/* looseObject */._H3({ role: schemas/* string */.YjP(), content: schemas/* unknown */.L5J().optional() })).nullish(),
    memory: schemas/* looseObject */._H3({ facts: FactsSchema.nullish() }).nullish(),
    tool_calls: schemas/* array */.YOg(ToolCallFieldSchema).nullish(),
    messages: schemas/* array */.YOg(schemas/* unknown */.L5J()).nullish(),
    next_node_descriptor: schemas/* unknown */.L5J().optional(),
    trace_id: schemas/* string */.YjP().nullish(),
    // Advisory: an object or a list of objects, read leniently by usage.ts.
    usage: schemas/* unknown */.L5J().optional(),
    // Advisory, so read leniently below: a malformed list is warned about, never a failed turn.
    warnings: schemas/* unknown */.L5J().optional(),
    prompt_snapshot: schemas/* unknown */.L5J().optional(),
});
function normalise_isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** memory.facts as a map, whether the agent sent a list of {key, value} or an object; entries left out are told to `warnings`. */
function factsToMap(facts, warnings = []) {
    return readFacts(facts, warnings);
}
function readFacts(facts, warnings) {
    if (Array.isArray(facts)) {
        // A Map, then fromEntries: `map[key] = value` would set the prototype for the key "__proto__".
        const map = new Map();
        facts.forEach((entry, i) => {
            if (!normalise_isRecord(entry) || typeof entry.key !== 'string') {
                warnings.push(`memory.facts[${i}] is not a {key, value} entry and was left out of the fact map: ${(0,format/* jsonPreview */.JA)(entry)}`);
                return;
            }
            if (map.has(entry.key))
                warnings.push(`memory.facts lists "${entry.key}" more than once; the last value is kept`);
            map.set(entry.key, entry.value);
        });
        return Object.fromEntries(map);
    }
    if (normalise_isRecord(facts))
        return { ...facts };
    return {};
}
function formatIssues(error) {
    return error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`)
        .join('; ');
}
/** Normalises one ExecutionResult plus the events streamed before it (WebSocket) into a turn. */
function normaliseResult(body, events = []) {
    if (!normalise_isRecord(body)) {
        throw new ResultSchemaError(`the reply is ${Array.isArray(body) ? 'an array' : typeof body === 'object' ? 'null' : `a ${typeof body}`}, not an ExecutionResult object`);
    }
    const parsed = ExecutionResultSchema.safeParse(body);
    if (!parsed.success) {
        throw new ResultSchemaError(`the reply does not match the ExecutionResult schema: ${formatIssues(parsed.error)}`);
    }
    const result = body;
    const warnings = readAgentWarnings(result.warnings);
    const unknownBlocks = [];
    const calls = [];
    const callsById = new Map();
    const results = [];
    const snapshots = [];
    const usage = (0,usage_usage/* readUsageField */.eK)(result.usage, 'usage', warnings);
    const traceUsage = (entry, where) => {
        if (normalise_isRecord(entry) && entry.usage != null)
            usage.push(...(0,usage_usage/* readUsageField */.eK)(entry.usage, `${where}.usage`, warnings));
    };
    const keepUnknown = (where, block, why) => {
        unknownBlocks.push({ where, block });
        warnings.push(`${where}: ${why}; kept in unknown_blocks: ${(0,format/* jsonPreview */.JA)(block)}`);
    };
    const addCall = (call, where) => {
        if (call.id === null) {
            calls.push(call);
            return;
        }
        const first = callsById.get(call.id);
        if (first === undefined) {
            callsById.set(call.id, { call, where });
            calls.push(call);
            return;
        }
        mergeCall(first.call, call, `${where} repeats tool call "${call.id}" from ${first.where}`, warnings);
    };
    const addResult = (id, value, isError, where, block) => {
        results.push({ id, result: value, is_error: typeof isError === 'boolean' ? isError : undefined, where, block });
    };
    // A content block, wherever it came from (a message's content or a streamed event).
    const readBlock = (block, where, source) => {
        if (typeof block === 'string')
            return; // plain text
        if (!normalise_isRecord(block)) {
            keepUnknown(where, block, 'not a content block');
            return;
        }
        const type = block.type;
        if (type === 'text' || (type === undefined && 'text' in block)) {
            if (typeof block.text !== 'string')
                keepUnknown(where, block, 'text block without a string `text`');
            return;
        }
        if (type === 'tool_use') {
            if (typeof block.name !== 'string') {
                keepUnknown(where, block, 'tool_use block without a string `name`');
                return;
            }
            addCall({ id: typeof block.id === 'string' ? block.id : null, name: block.name, args: block.input, source }, where);
            return;
        }
        if (type === 'tool_result') {
            if (typeof block.tool_use_id !== 'string') {
                keepUnknown(where, block, 'tool_result block without a `tool_use_id`, so it cannot be paired with its call');
                return;
            }
            addResult(block.tool_use_id, block.content, block.is_error, where, block);
            return;
        }
        keepUnknown(where, block, `unknown content block type ${JSON.stringify(type ?? null)}`);
    };
    const readOpenAiCall = (entry, where, source) => {
        const fn = normalise_isRecord(entry) ? entry.function : undefined;
        if (!normalise_isRecord(entry) || !normalise_isRecord(fn) || typeof fn.name !== 'string') {
            keepUnknown(where, entry, 'OpenAI-style tool call without `function.name`');
            return;
        }
        addCall({ id: typeof entry.id === 'string' ? entry.id : null, name: fn.name, args: parseArguments(fn.arguments, where, warnings), source }, where);
    };
    const readMessage = (message, where, source) => {
        if (!normalise_isRecord(message)) {
            keepUnknown(where, message, 'not a message object');
            return;
        }
        if (message.role === 'tool') {
            // OpenAI-style tool result: the whole content is the result of the call it names.
            if (typeof message.tool_call_id !== 'string')
                keepUnknown(where, message, 'tool message without a `tool_call_id`, so it cannot be paired with its call');
            else
                addResult(message.tool_call_id, message.content, undefined, where, message);
            return;
        }
        const content = message.content;
        if (Array.isArray(content))
            content.forEach((block, j) => readBlock(block, `${where}.content[${j}]`, source));
        else if (normalise_isRecord(content))
            readBlock(content, `${where}.content`, source);
        else if (content !== undefined && content !== null && typeof content !== 'string')
            keepUnknown(`${where}.content`, content, 'message content is neither text nor a list of blocks');
        if (Array.isArray(message.tool_calls)) {
            message.tool_calls.forEach((entry, j) => readOpenAiCall(entry, `${where}.tool_calls[${j}]`, source === 'event' ? 'event' : 'openai'));
        }
        else if (message.tool_calls !== undefined && message.tool_calls !== null) {
            keepUnknown(`${where}.tool_calls`, message.tool_calls, 'message tool_calls is not a list');
        }
    };
    // 1. The protocol's own `tool_calls` field.
    (result.tool_calls ?? []).forEach((entry, i) => {
        const where = `tool_calls[${i}]`;
        traceUsage(entry, where);
        if ('function' in entry && normalise_isRecord(entry.function)) {
            readOpenAiCall(entry, where, 'openai');
            return;
        }
        const call = {
            id: entry.id ?? null,
            name: String(entry.name),
            args: entry.args ?? entry.input ?? entry.arguments,
            source: 'tool_calls',
        };
        if ('result' in entry)
            call.result = entry.result;
        if (typeof entry.is_error === 'boolean')
            call.is_error = entry.is_error;
        if (typeof entry.latency_ms === 'number') {
            const latency = plausibleLatency(entry.latency_ms);
            if (latency === null)
                warnings.push(`${where}.latency_ms is ${entry.latency_ms}, ${NOT_A_LATENCY}; not recorded`);
            else
                call.latency_ms = latency;
        }
        addCall(call, where);
    });
    // 2. Content blocks and OpenAI-style calls in `messages`.
    (result.messages ?? []).forEach((message, i) => {
        traceUsage(message, `messages[${i}]`);
        readMessage(message, `messages[${i}]`, 'content_block');
    });
    // 3. Streamed WebSocket events: a block, a wrapped block, or a whole message.
    events.forEach((event, i) => {
        const where = `events[${i}]`;
        if (!normalise_isRecord(event))
            keepUnknown(where, event, 'event is not an object');
        else if (event.type === 'debug')
            readDebugEvent(event, where, snapshots, warnings, keepUnknown);
        else if (normalise_isRecord(event.block))
            readBlock(event.block, `${where}.block`, 'event');
        else if (normalise_isRecord(event.content_block))
            readBlock(event.content_block, `${where}.content_block`, 'event');
        else if (normalise_isRecord(event.message))
            readMessage(event.message, `${where}.message`, 'event');
        else
            readBlock(event, where, 'event');
    });
    // Pair results with their calls by id.
    for (const pending of results) {
        const owner = callsById.get(pending.id);
        if (owner === undefined) {
            keepUnknown(pending.where, pending.block, `tool result for "${pending.id}", which matches no tool call`);
            continue;
        }
        const call = owner.call;
        if (call.result === undefined)
            call.result = pending.result;
        else if (!(0,external_node_util_.isDeepStrictEqual)(call.result, pending.result)) {
            warnings.push(`${pending.where}: a second, different result for tool call "${pending.id}"; the one from ${owner.where} is kept: ${(0,format/* jsonPreview */.JA)(pending.result)}`);
        }
        if (call.is_error === undefined && pending.is_error !== undefined)
            call.is_error = pending.is_error;
    }
    const history = (result.history ?? []).map((entry) => ({ ...entry, content: entry.content }));
    const memory = { ...(result.memory ?? {}) };
    const facts = readFacts(result.memory?.facts, warnings);
    const messages = (result.messages ?? []).filter(normalise_isRecord);
    // Events came before the result, so theirs are first.
    if (result.prompt_snapshot !== undefined)
        snapshots.push({ from: 'prompt_snapshot', value: result.prompt_snapshot });
    const promptSnapshots = readPromptSnapshots(snapshots, warnings);
    return {
        current_node_id: result.current_node_id,
        flow_completed: result.flow_completed ?? null,
        assistant_message: result.assistant_message ?? lastAssistantText(history) ?? lastAssistantText(messages),
        history,
        memory,
        facts,
        tool_calls: calls,
        next_node_descriptor: result.next_node_descriptor ?? null,
        trace_id: result.trace_id ?? null,
        usage: (0,usage_usage/* turnUsage */.nd)(usage),
        unknown_blocks: unknownBlocks,
        warnings,
        raw: 'prompt_snapshot' in body ? withoutSnapshot(body) : body,
        ...(promptSnapshots ? { prompt_snapshots: promptSnapshots } : {}),
    };
}
/** A `debug` event carries a prompt snapshot; its other fields are named in a warning, not read. */
function readDebugEvent(event, where, snapshots, warnings, keepUnknown) {
    if (!('prompt_snapshot' in event)) {
        keepUnknown(where, event, 'debug event without a `prompt_snapshot`');
        return;
    }
    snapshots.push({ from: `${where}.prompt_snapshot`, value: event.prompt_snapshot });
    const others = Object.keys(event).filter((key) => key !== 'type' && key !== 'prompt_snapshot');
    if (others.length > 0)
        warnings.push(`${where}: debug event fields other than prompt_snapshot are not read: ${others.join(', ')}`);
}
/** The body without its prompt snapshot (kept once, bounded, in prompt_snapshots). */
function withoutSnapshot(body) {
    // Object.fromEntries, not a spread into a literal that is then assigned to: `__proto__` stays a key.
    return Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'prompt_snapshot'));
}
/** The agent's own `warnings`, each marked "agent:"; an entry that is not text is kept as JSON, with a note. */
function readAgentWarnings(raw) {
    if (raw === undefined || raw === null)
        return [];
    if (!Array.isArray(raw))
        return [`agent: warnings is not a list of strings: ${(0,format/* jsonPreview */.JA)(raw)}`];
    return raw.map((entry, i) => typeof entry === 'string' ? `agent: ${entry}` : `agent: warnings[${i}] is not a string: ${(0,format/* jsonPreview */.JA)(entry)}`);
}
function mergeCall(kept, repeat, context, warnings) {
    if (kept.name !== repeat.name)
        warnings.push(`${context} under another name ("${repeat.name}" vs "${kept.name}"); "${kept.name}" is kept`);
    if (kept.args === undefined)
        kept.args = repeat.args;
    else if (repeat.args !== undefined && !(0,external_node_util_.isDeepStrictEqual)(kept.args, repeat.args)) {
        warnings.push(`${context} with different args; the first are kept: ${(0,format/* jsonPreview */.JA)(repeat.args)}`);
    }
    if (kept.result === undefined && repeat.result !== undefined)
        kept.result = repeat.result;
    if (kept.is_error === undefined && repeat.is_error !== undefined)
        kept.is_error = repeat.is_error;
    if ((kept.latency_ms === undefined || kept.latency_ms === null) && typeof repeat.latency_ms === 'number')
        kept.latency_ms = repeat.latency_ms;
}
/**
 * OpenAI sends arguments as a JSON string; one that does not parse is kept as the raw string. The
 * string escaped the reply's nesting limit, so it is held to the same (a ResultSchemaError).
 */
function parseArguments(args, where, warnings) {
    if (typeof args !== 'string')
        return args;
    if ((0,limits/* nestedDeeperThan */.iS)(args))
        throw new ResultSchemaError(`${where}: function.arguments is JSON nested deeper than ${limits/* MAX_REPLY_DEPTH */.IR} levels, as no reply may be`);
    try {
        return JSON.parse(args);
    }
    catch {
        warnings.push(`${where}: function.arguments is not valid JSON; kept as the raw string: ${(0,format/* jsonPreview */.JA)(args)}`);
        return args;
    }
}
/** The text of the last assistant entry that has any: a string, or its text blocks joined by newlines. */
function lastAssistantText(entries) {
    for (let i = entries.length - 1; i >= 0; i--) {
        const entry = entries[i];
        if (entry?.role !== 'assistant')
            continue;
        const text = textOf(entry.content);
        if (text !== null)
            return text;
    }
    return null;
}
function textOf(content) {
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return null;
    const texts = content.flatMap((block) => {
        if (typeof block === 'string')
            return [block];
        if (normalise_isRecord(block) && (block.type === 'text' || block.type === undefined) && typeof block.text === 'string')
            return [block.text];
        return [];
    });
    return texts.length > 0 ? texts.join('\n') : null;
}
/** A latency before the call or beyond a day is not a latency: not recorded, and the turn says so. */
const MAX_LATENCY_MS = 24 * 60 * 60 * 1000;
const NOT_A_LATENCY = `not a duration from 0 to ${MAX_LATENCY_MS.toLocaleString('en-US')} ms`;
function plausibleLatency(ms) {
    return Number.isFinite(ms) && ms >= 0 && ms <= MAX_LATENCY_MS ? ms : null;
}


/***/ }),

/***/ 86742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ computeFactsDelta)
/* harmony export */ });
/* harmony import */ var _assertions_equality_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10205);

/**
 * What a turn did to memory: keys added, values changed (exact deep equality), keys removed. Every
 * key is data, `__proto__` included (built with fromEntries: `added[key] = value` would set the
 * prototype instead).
 */
function computeFactsDelta(before, after) {
    const added = [];
    const updated = [];
    for (const [key, value] of Object.entries(after)) {
        if (!Object.hasOwn(before, key))
            added.push([key, value]);
        else if (!(0,_assertions_equality_js__WEBPACK_IMPORTED_MODULE_0__/* .deepEqual */ .bD)(before[key], value))
            updated.push([key, { from: before[key], to: value }]);
    }
    const removed = Object.keys(before).filter((key) => !Object.hasOwn(after, key));
    return { added: Object.fromEntries(added), updated: Object.fromEntries(updated), removed };
}


/***/ }),

/***/ 88356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ checkTargetUrl)
/* harmony export */ });
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(17666);
/* harmony import */ var _edge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(43879);
// The agent URL (--target / target-url, --baseline-target / baseline-target-url), checked before
// anything runs: a missing or unknown scheme is refused with the URL probably meant
// (`127.0.0.1:8080` -> `http://127.0.0.1:8080`).


const URL_SCHEMES = ['http:', 'https:', 'ws:', 'wss:'];
/** The placeholders of an action template, filled in per event; checked here with stand-in values. */
const TEMPLATE_VARS = { pr: '1', sha: '0', branch: 'main' };
/**
 * The URL as given (trimmed) when it can reach an agent; else the edge's error naming the setting,
 * with the URL probably meant. `template`: {pr}, {sha} and {branch} are filled in later (the action).
 */
function checkTargetUrl(text, transport, setting, edge, options = {}) {
    const scheme = transport === 'ws' ? 'ws' : 'http';
    const name = (0,_edge_js__WEBPACK_IMPORTED_MODULE_0__/* .settingName */ .Q)(setting, edge);
    const written = (url) => (edge.kind === 'flag' ? `${name} ${(0,_url_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrl */ .BO)(url)}` : `\`${setting.input}: ${(0,_url_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrl */ .BO)(url)}\``);
    const example = written(edge.kind === 'flag' ? `${scheme}://localhost:8080` : `https://pr-{pr}.preview.example.com`);
    const fail = (problem, suggestion) => {
        const meant = suggestion ? `; did you mean ${written(suggestion)}?` : '';
        // Shown redacted: a URL typed with a password in it is still a secret when it is wrong.
        const shown = JSON.stringify((0,_url_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUrl */ .BO)(text));
        throw edge.error(edge.kind === 'flag' ? `${name} ${shown} ${problem}${meant}` : `Input ${name} is invalid (got ${shown}): it ${problem}${meant}`);
    };
    const trimmed = text.trim();
    const parses = (url) => URL.canParse(options.template ? url.replace(/\{(pr|sha|branch)\}/g, (_m, key) => TEMPLATE_VARS[key]) : url);
    if (trimmed === '')
        fail(`is empty; give the agent's URL, e.g. ${example}`);
    const explicit = /^([a-z][a-z0-9+.-]*):(\/*)(.*)$/i.exec(trimmed);
    // "localhost:8080" looks like scheme "localhost": a scheme is only a scheme when it is a known one or "//" follows.
    const hasScheme = explicit !== null && (URL_SCHEMES.includes(`${explicit[1].toLowerCase()}:`) || explicit[2] !== '');
    if (!hasScheme) {
        const suggestion = `${scheme}://${trimmed.replace(/^\/+/, '')}`;
        fail(`has no scheme (http://, https://, ws:// or wss://)`, parses(suggestion) ? suggestion : undefined);
    }
    const [, scheme0, slashes, rest] = explicit;
    if (!URL_SCHEMES.includes(`${scheme0.toLowerCase()}:`))
        fail(`must start with http://, https://, ws:// or wss://, not ${scheme0}://`);
    if (slashes !== '//') {
        const suggestion = `${scheme0.toLowerCase()}://${rest}`;
        fail(`needs two slashes after '${scheme0}:'`, parses(suggestion) ? suggestion : undefined);
    }
    if (!parses(trimmed))
        fail(`is not a valid URL; give the agent's URL, e.g. ${example}`);
    return trimmed;
}


/***/ })

};
