export const id = 246;
export const ids = [246];
export const modules = {

/***/ 80246:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createAgentClient: () => (/* binding */ createAgentClient)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/agent/http.ts
var http = __webpack_require__(75529);
// EXTERNAL MODULE: ./src/agent/limits.ts
var agent_limits = __webpack_require__(67657);
// EXTERNAL MODULE: ./src/agent/normalise.ts + 1 modules
var normalise = __webpack_require__(20847);
// EXTERNAL MODULE: ./src/agent/post.ts
var post = __webpack_require__(42219);
// EXTERNAL MODULE: ./src/agent/protocols.ts
var protocols = __webpack_require__(15780);
// EXTERNAL MODULE: ./src/agent/retry.ts
var agent_retry = __webpack_require__(76163);
;// CONCATENATED MODULE: ./src/agent/sse.ts
// Server-sent events (text/event-stream), as the AG-UI and A2A streams carry them: the data of each
// event, split incrementally from the bytes as they arrive.
/**
 * Server-sent events: the data of each event, as its lines arrive (comments and other fields
 * ignored). A line still arriving is kept in pieces and joined once its end comes, so a huge line
 * costs linear time.
 */
class SseSplitter {
    #decoder = new TextDecoder();
    #partial = [];
    #data = [];
    push(chunk) {
        return this.#take(this.#decoder.decode(chunk, { stream: true }), false);
    }
    /** The last event, when the stream ended without the blank line after it. */
    end() {
        const events = this.#take(this.#decoder.decode(), true);
        if (this.#data.length > 0)
            events.push(this.#data.join('\n'));
        this.#data = [];
        return events;
    }
    #take(text, final) {
        const events = [];
        if (!text.includes('\n')) {
            if (text !== '')
                this.#partial.push(text);
            if (final && this.#partial.length > 0)
                this.#line(this.#flush(''), events);
            return events;
        }
        const lines = text.split('\n');
        const rest = lines.pop();
        this.#line(this.#flush(lines[0]), events);
        for (let i = 1; i < lines.length; i++)
            this.#line(lines[i], events);
        if (rest !== '')
            this.#partial.push(rest);
        if (final && this.#partial.length > 0)
            this.#line(this.#flush(''), events);
        return events;
    }
    #flush(tail) {
        this.#partial.push(tail);
        const line = this.#partial.join('');
        this.#partial = [];
        return line;
    }
    #line(raw, events) {
        const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (line === '') {
            if (this.#data.length > 0)
                events.push(this.#data.join('\n'));
            this.#data = [];
        }
        else if (line.startsWith('data:')) {
            this.#data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
    }
}

// EXTERNAL MODULE: ./src/url.ts
var src_url = __webpack_require__(17666);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
;// CONCATENATED MODULE: ./src/agent/a2a.ts
// The a2a protocol: an agent served over A2A 1.0 (Agent2Agent) JSON-RPC. The endpoint is found in the
// Agent Card at `{target}/.well-known/agent-card.json` (its first JSONRPC interface, or the `url` of a
// card whose protocolVersion is 1.x, on the target's own origin, so the agent token never goes to a
// host the card names); each user turn is one message in one A2A context per conversation (contextId:
// the conversation id), sent with `SendStreamingMessage` when the card offers streaming, else
// `SendMessage`, polling `GetTask` while the task is not finished. A task left `input-required` is
// continued by the next user turn (its taskId in the message).
// The reply is what the task produced: this turn's artifacts' parts in order, then the final status
// message (or the direct Message reply). Text parts are text, data parts their JSON, file parts a
// `[file ...]` line; a part of an unknown kind is kept in unknown_blocks with a warning. Status
// messages of a task still working are progress, kept in the turn's raw record, never the reply.
// A2A carries no node, memory or tool calls: an agent that wants them checked sends
// `agent_eval.state` ({current_node_id, facts, tool_calls}) in the metadata of a message, part,
// artifact or task, or as a data part `{"agent_eval": {"state": ...}}`, and lists the extension
// A2A_STATE_EXTENSION in its card; without it, such assertions are refused before the first turn.
// Besides the limits of every reply, what one turn keeps of the task (its artifacts and status
// messages, which polls and streamed updates add to) is held within MAX_TASK_BYTES.











/** The card extension by which an agent says it sends `agent_eval.state`. */
const A2A_STATE_EXTENSION = 'https://github.com/agent-eval/agent-eval-action/extensions/a2a-state/v1';
const AGENT_CARD_PATH = '.well-known/agent-card.json';
const A2A_VERSION = '1.0';
/** Wait between two GetTask polls of an unfinished task. */
const POLL_MS = 200;
const TERMINAL = new Set([
    'TASK_STATE_COMPLETED',
    'TASK_STATE_FAILED',
    'TASK_STATE_CANCELED',
    'TASK_STATE_REJECTED',
    'TASK_STATE_INPUT_REQUIRED',
]);
const FAILED = new Set(['TASK_STATE_FAILED', 'TASK_STATE_CANCELED', 'TASK_STATE_REJECTED', 'TASK_STATE_AUTH_REQUIRED']);
const CardSchema = schemas/* looseObject */._H3({
    name: schemas/* string */.YjP().optional(),
    supportedInterfaces: schemas/* array */.YOg(schemas/* looseObject */._H3({ url: schemas/* string */.YjP(), protocolBinding: schemas/* string */.YjP(), protocolVersion: schemas/* string */.YjP().optional() }))
        .optional(),
    capabilities: schemas/* looseObject */._H3({
        streaming: schemas/* boolean */.zMY().optional(),
        extensions: schemas/* array */.YOg(schemas/* looseObject */._H3({ uri: schemas/* string */.YjP() })).optional(),
    })
        .optional(),
    // A2A 0.3 cards name one URL and a preferred transport.
    url: schemas/* string */.YjP().optional(),
    protocolVersion: schemas/* string */.YjP().optional(),
    preferredTransport: schemas/* string */.YjP().optional(),
});
/** The Agent Card, needed before the run, could not be read: the user fixes the target (exit 2). */
class AgentCardError extends errors/* UserError */.yo {
    name = 'AgentCardError';
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function createA2aClient(options) {
    const card = (0,agent_retry/* agentEndpoint */.Dw)(options, AGENT_CARD_PATH, { 'ws:': 'http:', 'wss:': 'https:' });
    const cardTarget = (0,post/* postTarget */.kg)(card.url, card.authorization, options, 'GET');
    let discovered = null;
    const discover = (signal) => {
        discovered ??= readCard(cardTarget, options, signal).then((endpoint) => ({
            endpoint,
            target: (0,post/* postTarget */.kg)(endpoint.rpc, card.authorization, options),
        }));
        // A failed discovery is tried again by the next attempt.
        discovered.catch(() => (discovered = null));
        return discovered;
    };
    const retry = (0,http/* retryOptions */.tO)(options);
    const sleep = options.sleep ?? agent_retry/* defaultSleep */.JG;
    const conversation = () => {
        const thread = { openTask: null, reported: new Map(), asked: null };
        return {
            execute: (request, signal) => (0,agent_retry/* executeWithRetries */.qP)(async (s) => {
                const { endpoint, target } = await discover(s);
                return playTurn(target, endpoint, request, options, sleep, s, thread);
            }, retry, signal, request.test.conversation_id),
            close: async () => { },
        };
    };
    return {
        target: (0,src_url/* redactUrl */.BO)(options.target),
        transport: 'http',
        url: (0,agent_retry/* safeUrl */.Pl)(card.url),
        conversation,
        declares: async (signal, needed = true) => {
            let endpoint;
            try {
                endpoint = (await discover(signal)).endpoint;
            }
            catch (e) {
                if (!(e instanceof agent_retry/* AttemptError */.cb) || signal.aborted)
                    throw e;
                // The agent answered and refused the card (or served no usable one): no retry fixes that.
                if (e.kind === 'answered' && !e.retryable)
                    throw new AgentCardError(`the A2A Agent Card could not be used: ${e.message}`, CARD_FIX);
                // Not reached (or a passing failure): the turns retry it, and the preflight names it.
                if (!needed)
                    return [];
                throw new AgentCardError(`the suites ask for assertions an A2A agent can have checked only if its Agent Card declares them, and the card could not be read: ${e.message}`, 'check that the agent is running at the target and serves /.well-known/agent-card.json');
            }
            return endpoint.sendsState ? [...protocols/* A2A_STATE_KEYS */.MP] : [];
        },
    };
}
const CARD_FIX = "point --target at the A2A agent's base URL, whose /.well-known/agent-card.json is an A2A 1.0 Agent Card with a JSONRPC interface on that origin (and give --agent-token if the card needs one)";
/** Reads the Agent Card and picks its A2A 1.0 JSON-RPC interface on the target's origin. */
async function readCard(target, options, signal) {
    let json;
    try {
        ({ json } = await (0,post/* sendJson */.jD)(target, { method: 'GET', headers: {} }, options, signal));
    }
    catch (e) {
        // A 4xx card (not found, unauthorised, ...) is refused: the next attempt would get the same.
        if (e instanceof agent_retry/* AttemptError */.cb && e.status !== null && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429)
            throw new agent_retry/* AttemptError */.cb(e.code, `the Agent Card was refused: ${e.message}`, { retryable: false, status: e.status, body: e.body });
        throw e;
    }
    const parsed = CardSchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${target.where}: not an Agent Card (${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''})`, {
            retryable: false,
        });
    }
    const card = parsed.data;
    const offered = card.supportedInterfaces ?? [];
    const jsonRpc = offered.find((i) => i.protocolBinding.toUpperCase() === 'JSONRPC' && (i.protocolVersion === undefined || i.protocolVersion.startsWith('1.'))) ?? (offered.length === 0 ? urlInterface(card, target.where) : undefined);
    if (jsonRpc === undefined) {
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${target.where}: the Agent Card offers no A2A 1.0 JSONRPC interface (it offers ${offered.map((i) => `${i.protocolBinding} ${i.protocolVersion ?? ''}`.trim()).join(', ')}); agent-eval speaks A2A 1.0 JSON-RPC`, { retryable: false });
    }
    const rpc = URL.parse(jsonRpc.url, target.url.href);
    if (rpc === null || rpc.origin !== target.url.origin) {
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${target.where}: the Agent Card's JSONRPC interface ${(0,format/* jsonPreview */.JA)(jsonRpc.url)} is not on the target's origin ${target.url.origin}; agent-eval sends the agent token only to the target (point --target at the origin that serves the interface)`, { retryable: false });
    }
    return {
        rpc,
        streaming: card.capabilities?.streaming === true,
        sendsState: (card.capabilities?.extensions ?? []).some((e) => e.uri === A2A_STATE_EXTENSION),
    };
}
/**
 * A card with one `url` and no supportedInterfaces: its url is the JSON-RPC endpoint when its
 * protocolVersion is 1.x (and its preferredTransport, if given, JSONRPC); otherwise it says why not.
 */
function urlInterface(card, where) {
    if (card.url === undefined) {
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${where}: the Agent Card gives neither supportedInterfaces nor a url, so there is no endpoint to send to`, { retryable: false });
    }
    const version = card.protocolVersion;
    if (version === undefined || !version.startsWith('1.')) {
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${where}: the Agent Card gives a url and no supportedInterfaces, and ${version === undefined ? 'no protocolVersion' : `protocolVersion ${(0,format/* jsonPreview */.JA)(version)}`}, so it is ${version === undefined ? 'not said to be A2A 1.0' : `an A2A ${version} card`}; agent-eval speaks A2A 1.0 JSON-RPC (A2A 0.3 is not supported yet): serve A2A 1.0 and list its JSONRPC interface in supportedInterfaces, or set protocolVersion to 1.0 if the url already speaks it`, { retryable: false });
    }
    if (card.preferredTransport !== undefined && card.preferredTransport.toUpperCase() !== 'JSONRPC') {
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${where}: the Agent Card's url is its ${(0,format/* jsonPreview */.JA)(card.preferredTransport)} endpoint (preferredTransport) and it lists no other interface; agent-eval speaks A2A 1.0 JSON-RPC`, { retryable: false });
    }
    return { url: card.url };
}
let rpcId = 0;
function rpcBody(method, params) {
    return JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params });
}
const HEADERS = { 'content-type': 'application/json', 'a2a-version': A2A_VERSION };
async function playTurn(target, endpoint, request, options, sleep, signal, thread) {
    const { context, test } = request;
    const message = {
        messageId: `${test.conversation_id}-${test.turn_id}`,
        contextId: test.conversation_id,
        ...(thread.openTask === null ? {} : { taskId: thread.openTask }),
        role: 'ROLE_USER',
        parts: [{ text: context.latest_user_message }],
        metadata: { agent_eval: { current_node_id: context.current_node_id, memory: context.memory, seed: request.params.seed, test } },
    };
    const reader = new TaskReader(target.where, request, endpoint.sendsState, thread);
    let status;
    if (endpoint.streaming) {
        const sse = new SseSplitter();
        const json = [];
        const head = await (0,post/* send */.tN)(target, { body: rpcBody('SendStreamingMessage', { message }), headers: { ...HEADERS, accept: 'text/event-stream' } }, options, signal, (chunk, h) => {
            if (h.contentType === 'text/event-stream')
                for (const data of sse.push(chunk))
                    reader.response(parseData(data, target.where));
            else
                json.push(chunk);
        });
        status = head.status;
        if (head.contentType === 'text/event-stream')
            for (const data of sse.end())
                reader.response(parseData(data, target.where));
        else
            reader.response(parseData(Buffer.concat(json).toString('utf8'), target.where));
    }
    else {
        const { head, json } = await (0,post/* sendJson */.jD)(target, { body: rpcBody('SendMessage', { message }), headers: HEADERS }, options, signal);
        status = head.status;
        reader.response(json);
        for (let polls = 0; reader.pendingTask !== null; polls++) {
            if (polls >= agent_limits/* MAX_EVENTS_PER_TURN */.rk)
                throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${target.where}: task ${reader.pendingTask} did not finish after ${polls} polls`, {
                    status,
                });
            await sleep(POLL_MS, signal);
            const polled = await (0,post/* sendJson */.jD)(target, { body: rpcBody('GetTask', { id: reader.pendingTask }), headers: HEADERS }, options, signal);
            reader.response(polled.json, true);
        }
    }
    return { turn: reader.finish(status), status };
}
function parseData(data, where) {
    if ((0,agent_limits/* nestedDeeperThan */.iS)(data, agent_limits/* MAX_REPLY_DEPTH */.IR))
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${where}: ${agent_limits/* TOO_DEEP_REASON */.l4}`);
    try {
        return JSON.parse(data);
    }
    catch {
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${where}: a stream event is not JSON: ${(0,format/* jsonPreview */.JA)(data)}`);
    }
}
/** Reads the JSON-RPC responses of one turn (one, a stream, or polls) into a turn. */
class TaskReader {
    #where;
    #request;
    #declared;
    /** What the conversation carries from turn to turn: read here, updated when the turn finishes. */
    #thread;
    /** The status this turn ended with, as JSON. */
    #endedWith = null;
    /** The responses read; each is let go once read, only what it adds is kept. */
    #responses = 0;
    #progress = new Map();
    #artifacts = new Map();
    /** The artifacts' and progress messages' size as JSON, by artifact id (and "progress"), which MAX_TASK_BYTES bounds. */
    #keptBytes = new Map();
    #kept = 0;
    /** The direct Message reply, or the status message the task finished (or asked for input) with. */
    #final = null;
    #task = null;
    #state = null;
    #finished = false;
    /** The last task state seen, and the task's id (from the task or its updates). */
    #lastState = '';
    #taskId = null;
    #warnings = [];
    #unknown = [];
    constructor(where, request, declared, thread) {
        this.#where = where;
        this.#request = request;
        this.#declared = declared;
        this.#thread = thread ?? null;
    }
    /** The id of a task that has not finished yet, to poll; null once the turn has its answer. */
    get pendingTask() {
        if (this.#finished || this.#task === null)
            return null;
        return typeof this.#task.id === 'string' ? this.#task.id : null;
    }
    /** One JSON-RPC response: its result is a task, a message, a status or artifact update (or, polled, a task). */
    response(body, polled = false) {
        if (this.#responses >= agent_limits/* MAX_EVENTS_PER_TURN */.rk)
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: the turn received more than ${agent_limits/* MAX_EVENTS_PER_TURN */.rk} responses`);
        this.#responses++;
        if (!isRecord(body))
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: a response is not a JSON-RPC object: ${(0,format/* jsonPreview */.JA)(body)}`);
        if (isRecord(body.error)) {
            const code = body.error.code;
            // Only an internal error (-32603) or an unknown code may pass; a refused request is refused again.
            const refused = typeof code === 'number' && code !== -32603 && ((code <= -32600 && code >= -32700) || (code <= -32001 && code >= -32099));
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: the agent answered JSON-RPC error ${String(code ?? '')}: ${(0,format/* jsonPreview */.JA)(body.error.message ?? body.error)}`, { retryable: !refused });
        }
        const result = body.result;
        if (!isRecord(result))
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: a JSON-RPC response without a result: ${(0,format/* jsonPreview */.JA)(body)}`);
        if (polled)
            this.#readTask(result);
        else if (isRecord(result.task))
            this.#readTask(result.task);
        else if (isRecord(result.message)) {
            this.#scanMessage(result.message);
            this.#final = result.message;
            this.#finished = true;
        }
        else if (isRecord(result.statusUpdate)) {
            if (typeof result.statusUpdate.taskId === 'string')
                this.#taskId = result.statusUpdate.taskId;
            this.#scanState(result.statusUpdate.metadata);
            this.#readStatus(result.statusUpdate.status);
        }
        else if (isRecord(result.artifactUpdate)) {
            const update = result.artifactUpdate;
            this.#scanState(update.metadata);
            if (isRecord(update.artifact))
                this.#readArtifact(update.artifact, update.append === true);
        }
        else {
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: a result that is neither a task, a message nor an update: ${(0,format/* jsonPreview */.JA)(result)}`);
        }
    }
    #readTask(task) {
        this.#task = task;
        if (typeof task.id === 'string')
            this.#taskId = task.id;
        this.#scanState(task.metadata);
        if (Array.isArray(task.artifacts))
            for (const a of task.artifacts)
                if (isRecord(a))
                    this.#readArtifact(a, false);
        // The SDK moves each earlier status message into the history: progress of this turn or of earlier ones.
        if (Array.isArray(task.history))
            for (const m of task.history)
                if (isRecord(m) && m.role === 'ROLE_AGENT')
                    this.#keepProgress('history', m);
        this.#readStatus(task.status);
    }
    #readStatus(status) {
        if (!isRecord(status))
            return;
        // A continued task is first handed over as it was: the question of the turn before, not this turn's end.
        const json = JSON.stringify(status);
        if (json === this.#thread?.asked)
            return;
        const state = typeof status.state === 'string' ? status.state : '';
        const message = isRecord(status.message) ? status.message : null;
        this.#lastState = state;
        if (FAILED.has(state)) {
            const text = message ? textOf(message.parts) : '';
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: the task ended ${state}${text ? `: ${(0,format/* jsonPreview */.JA)(text)}` : ''}`);
        }
        if (TERMINAL.has(state)) {
            this.#finished = true;
            this.#endedWith = json;
            if (message) {
                this.#scanMessage(message);
                this.#final = message;
            }
        }
        else if (message) {
            this.#scanMessage(message);
            this.#keepProgress(state, message);
        }
    }
    #keepProgress(state, message) {
        const id = typeof message.messageId === 'string' ? message.messageId : `#${this.#progress.size}`;
        if (this.#progress.has(id))
            return;
        this.#keep('progress', [message], true, `status message ${(0,format/* jsonPreview */.JA)(id)}`);
        this.#progress.set(id, { state, text: textOf(message.parts), message });
    }
    /**
     * Keeps `values` in `slot`, added to what it holds or in its place; past MAX_TASK_BYTES in all
     * (each value read no further than what is left), the turn fails naming what came last.
     */
    #keep(slot, values, added, what) {
        const held = this.#keptBytes.get(slot) ?? 0;
        const others = this.#kept - held;
        let bytes = added ? held : 0;
        for (const value of values)
            bytes += (0,agent_limits/* estimateJson */.zb)(value, agent_limits/* MAX_TASK_BYTES */.n_ - others - bytes).bytes;
        if (others + bytes > agent_limits/* MAX_TASK_BYTES */.n_)
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: the task's artifacts and status messages came to more than the ${(0,agent_limits/* sizeText */.lP)(agent_limits/* MAX_TASK_BYTES */.n_)} one turn may keep, at ${what} (response ${this.#responses})`);
        this.#keptBytes.set(slot, bytes);
        this.#kept = others + bytes;
    }
    #scanMessage(message) {
        this.#scanState(message.metadata);
        this.#scanParts(message.parts);
    }
    #readArtifact(artifact, append) {
        const id = typeof artifact.artifactId === 'string' ? artifact.artifactId : `#${this.#artifacts.size}`;
        const parts = Array.isArray(artifact.parts) ? artifact.parts : [];
        const kept = this.#artifacts.get(id);
        const appended = kept !== undefined && append;
        this.#keep(`artifact ${id}`, [parts, artifact.metadata ?? null], appended, `artifact ${(0,format/* jsonPreview */.JA)(id)}`);
        if (appended)
            kept.parts.push(...parts);
        else
            this.#artifacts.set(id, { artifactId: id, name: artifact.name, parts: [...parts], metadata: artifact.metadata });
        this.#scanState(artifact.metadata);
        this.#scanParts(parts);
    }
    #scanParts(parts) {
        if (!Array.isArray(parts))
            return;
        for (const part of parts) {
            if (!isRecord(part))
                continue;
            this.#scanState(part.metadata);
            if (isRecord(part.data))
                this.#scanState(part.data);
        }
    }
    /** Takes `agent_eval.state` from a metadata object or a data part's data; the last one wins. */
    #scanState(holder) {
        if (!isRecord(holder) || !isRecord(holder.agent_eval))
            return;
        const state = holder.agent_eval.state;
        if (state === undefined)
            return;
        if (!isRecord(state)) {
            this.#warnings.push(`agent_eval.state is not an object, so it was not read: ${(0,format/* jsonPreview */.JA)(state)}`);
            return;
        }
        this.#state = state;
    }
    /** The reply's parts as text: text as is, data as JSON, files as one line; unknown kinds kept and warned about. */
    #render(where, parts) {
        if (!Array.isArray(parts))
            return [];
        return parts.flatMap((part, i) => {
            const at = `${where} part ${i}`;
            if (isRecord(part) && typeof part.text === 'string')
                return [part.text];
            if (isRecord(part) && 'data' in part) {
                // The state holder is read above, not said to the user.
                if (isRecord(part.data) && Object.keys(part.data).length === 1 && isRecord(part.data.agent_eval))
                    return [];
                return [JSON.stringify(part.data)];
            }
            if (isRecord(part) && (typeof part.url === 'string' || typeof part.raw === 'string')) {
                const name = typeof part.filename === 'string' && part.filename !== '' ? part.filename : 'unnamed';
                const type = typeof part.mediaType === 'string' && part.mediaType !== '' ? ` ${part.mediaType}` : '';
                const where = typeof part.url === 'string' ? part.url : `${Math.floor((part.raw.length * 3) / 4)} bytes inline`;
                return [`[file ${name}${type}: ${where}]`];
            }
            this.#unknown.push({ where: at, block: part });
            this.#warnings.push(`${this.#where}: ${at} is of a kind agent-eval does not read (not text, data, url or raw); kept in unknown_blocks: ${(0,format/* jsonPreview */.JA)(part)}`);
            return [];
        });
    }
    finish(status) {
        if (!this.#finished) {
            const state = this.#task && isRecord(this.#task.status) ? String(this.#task.status.state) : 'no task';
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: the answer ended before the task finished (${state})`, { status });
        }
        const { context } = this.#request;
        // Artifacts an earlier turn of the same task already reported are not this turn's reply.
        const artifacts = [...this.#artifacts.values()];
        const fresh = artifacts.filter((a) => this.#thread?.reported.get(a.artifactId) !== JSON.stringify(a.parts));
        const finalId = this.#final !== null && typeof this.#final.messageId === 'string' ? this.#final.messageId : null;
        const progress = [...this.#progress.entries()].filter(([id]) => id !== finalId).map(([, p]) => p);
        const pieces = [
            ...fresh.flatMap((a) => this.#render(`artifact ${(0,format/* jsonPreview */.JA)(a.artifactId)}`, a.parts)),
            ...(this.#final === null ? [] : this.#render('the final message', this.#final.parts)),
        ].filter((t) => t !== '');
        const assistant = pieces.length > 0 ? pieces.join('\n') : null;
        if (assistant === null && progress.length > 0)
            this.#warnings.push(`${this.#where}: the task finished with no artifact and no final status message; its status messages (${(0,format/* jsonPreview */.JA)(progress.map((p) => p.text).join(' / '))}) are progress, not the reply`);
        const inputRequired = this.#lastState === 'TASK_STATE_INPUT_REQUIRED' && this.#taskId !== null;
        const thread = this.#thread;
        if (thread !== null) {
            thread.openTask = inputRequired ? this.#taskId : null;
            thread.reported = new Map(inputRequired ? artifacts.map((a) => [a.artifactId, JSON.stringify(a.parts)]) : []);
            thread.asked = inputRequired ? this.#endedWith : null;
        }
        const state = this.#state;
        if (state === null && this.#declared)
            this.#warnings.push(`the agent card declares ${A2A_STATE_EXTENSION} but the turn carried no agent_eval.state: node, facts and tool calls are unchanged`);
        const memory = state === null ? context.memory : { ...state };
        const facts = state === null ? (0,normalise/* factsToMap */.HV)(context.memory.facts) : (0,normalise/* factsToMap */.HV)(state.facts);
        const node = state !== null && typeof state.current_node_id === 'string' ? state.current_node_id : context.current_node_id;
        return {
            current_node_id: node,
            flow_completed: null,
            assistant_message: assistant,
            history: [
                ...context.history,
                { role: 'user', content: context.latest_user_message },
                ...(assistant === null ? [] : [{ role: 'assistant', content: assistant }]),
            ],
            memory,
            facts,
            tool_calls: state === null ? [] : this.#toolCalls(state.tool_calls),
            next_node_descriptor: null,
            trace_id: null,
            usage: null,
            unknown_blocks: this.#unknown,
            warnings: this.#warnings,
            raw: {
                task: this.#task,
                state: this.#lastState || null,
                reply: { artifacts: fresh, message: this.#final },
                progress,
                artifacts,
                responses: this.#responses,
            },
        };
    }
    #toolCalls(raw) {
        if (raw === undefined || raw === null)
            return [];
        if (!Array.isArray(raw)) {
            this.#warnings.push(`agent_eval.state.tool_calls is not a list, so no tool call was read: ${(0,format/* jsonPreview */.JA)(raw)}`);
            return [];
        }
        return raw.flatMap((entry, i) => {
            if (!isRecord(entry) || typeof entry.name !== 'string') {
                this.#warnings.push(`agent_eval.state.tool_calls[${i}] has no string name, so it was not read: ${(0,format/* jsonPreview */.JA)(entry)}`);
                return [];
            }
            const call = {
                id: typeof entry.id === 'string' ? entry.id : null,
                name: entry.name,
                args: entry.args,
                source: 'tool_calls',
            };
            if ('result' in entry)
                call.result = entry.result;
            return [call];
        });
    }
}
/** The text parts of a message or artifact, joined by newlines. */
function textOf(parts) {
    if (!Array.isArray(parts))
        return '';
    return parts.flatMap((p) => (isRecord(p) && typeof p.text === 'string' ? [p.text] : [])).join('\n');
}

// EXTERNAL MODULE: ./node_modules/@ag-ui/core/dist/index.mjs
var dist = __webpack_require__(45516);
// EXTERNAL MODULE: ./node_modules/@ag-ui/core/dist/schemas.mjs
var dist_schemas = __webpack_require__(48712);
// EXTERNAL MODULE: ./node_modules/@ag-ui/proto/dist/index.mjs + 4 modules
var proto_dist = __webpack_require__(16925);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/agent/json-patch.ts
// RFC 6902 JSON Patch, applied to agent state (AG-UI STATE_DELTA events). The patch comes from the
// agent, so it is data: a path through `__proto__`, `constructor` or `prototype` names an ordinary
// key (set with defineProperty, read as an own property), never the prototype of anything; a path
// that does not exist, a failed `test` or a malformed operation is a PatchError naming the
// operation, and the whole patch is refused (the state before it is kept unchanged).
//
// `inPlace` is for a caller that owns the state (ag-ui.ts clones it once per turn or snapshot): the
// operations then change it where it is, so each costs the length of its path, not the size of the
// state, and a stream of small deltas to a large state stays linear. A refused patch may then have
// been applied in part; that caller fails the turn.
//
// Bounds: the agent chooses the patch, and `copy` doubles a value in a few bytes, so after every
// operation the state must stay within MAX_STATE_BYTES as JSON and MAX_STATE_DEPTH of nesting, and
// the copies and moves of one turn may read at most MAX_PATCH_COPY_BYTES; past one the operation
// is a StateLimitError naming it and the limit. The state is never measured whole after an
// operation: a StateMeter keeps a running estimate, to which each operation adds what it inserts
// (measured by a walk that stops once past what is left) and from which it takes what it removes.



class PatchError extends Error {
    name = 'PatchError';
}
/** The state would pass a limit: the operation and the patch are refused. */
class StateLimitError extends PatchError {
    name = 'StateLimitError';
}
function isContainer(value) {
    return typeof value === 'object' && value !== null;
}
function setOwn(object, key, value) {
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
}
/**
 * A copy of a JSON value (what the agent sent), `__proto__` kept as an ordinary key. Far faster than
 * structuredClone on many small values; recursive, so only for a value whose nesting is bounded
 * (every value here is: the events by MAX_REPLY_DEPTH, the state by MAX_STATE_DEPTH).
 */
function copyJson(value) {
    if (typeof value !== 'object' || value === null)
        return value;
    if (Array.isArray(value))
        return value.map(copyJson);
    const copy = {};
    for (const key of Object.keys(value)) {
        const item = copyJson(value[key]);
        if (key === '__proto__')
            setOwn(copy, key, item);
        else
            copy[key] = item;
    }
    return copy;
}
const STATE_LIMITS = { bytes: agent_limits/* MAX_STATE_BYTES */.fM, depth: agent_limits/* MAX_STATE_DEPTH */.zD, copyBytes: agent_limits/* MAX_PATCH_COPY_BYTES */.IH };
/**
 * A running estimate of one state's size as JSON text and a bound on its nesting (never below the
 * real one), which the operations keep up to date, and what copies and moves have read so far. One
 * per turn: `measure` starts it over from a new state (a snapshot) and keeps the copy count.
 */
class StateMeter {
    limits;
    bytes = 0;
    depth = 0;
    copied = 0;
    constructor(limits = STATE_LIMITS) {
        this.limits = limits;
    }
    /** Measures `state` (a walk that stops past the limits); a state already past them is a StateLimitError. */
    measure(state) {
        const { bytes, depth } = (0,agent_limits/* estimateJson */.zb)(state, this.limits.bytes, this.limits.depth);
        if (bytes > this.limits.bytes)
            throw new StateLimitError(`the state is over ${(0,agent_limits/* sizeText */.lP)(this.limits.bytes)}`);
        if (depth > this.limits.depth)
            throw new StateLimitError(`the state is nested deeper than ${this.limits.depth} levels`);
        this.bytes = bytes;
        this.depth = depth;
        return this;
    }
}
/**
 * `state` with `patch` applied; `state` itself is left unchanged unless `inPlace`. Values are copied
 * in. `meter` is the caller's estimate of `state` (kept from one patch to the next, and after a
 * refused patch only good for failing the turn); without one the state is measured first.
 */
function applyPatch(state, patch, options = {}) {
    if (!Array.isArray(patch))
        throw new PatchError('the patch is not a list of operations');
    const meter = options.meter ?? new StateMeter().measure(state);
    let doc = options.inPlace ? state : copyJson(state);
    patch.forEach((op, i) => {
        doc = applyOne(doc, op, `operation ${i}`, meter);
    });
    return doc;
}
function pointerOf(op, field, where) {
    const text = op[field];
    const tokens = typeof text === 'string' ? (0,protocols/* parsePointer */.vp)(text) : null;
    if (tokens === null || (typeof text === 'string' && text !== text.trim()))
        throw new PatchError(`${where}: ${field} ${JSON.stringify(text ?? null)} is not a JSON Pointer`);
    return tokens;
}
function applyOne(doc, raw, where, meter) {
    if (!isContainer(raw) || Array.isArray(raw))
        throw new PatchError(`${where} is not an object`);
    const op = raw;
    const path = pointerOf(op, 'path', where);
    const from = op.op === 'copy' || op.op === 'move' ? pointerOf(op, 'from', where) : null;
    const at = `${where} (${String(op.op)} ${from === null ? '' : `${JSON.stringify(op.from)} -> `}${JSON.stringify(op.path)})`;
    const bounds = new Bounds(meter, at);
    switch (op.op) {
        case 'add':
            if (!('value' in op))
                throw new PatchError(`${at} has no value`);
            return add(doc, path, op.value, at, bounds, 'new');
        case 'remove':
            return remove(doc, path, at, bounds).doc;
        case 'replace':
            if (!('value' in op))
                throw new PatchError(`${at} has no value`);
            return add(remove(doc, path, at, bounds).doc, path, op.value, at, bounds, 'new');
        case 'move': {
            const under = from.length <= path.length && from.every((t, k) => t === path[k]);
            if (under && from.length < path.length)
                throw new PatchError(`${at} moves a value into itself`);
            if (under) {
                // A move to where the value is changes nothing, once the value is there.
                get(doc, from, at);
                return doc;
            }
            const taken = remove(doc, from, at, bounds, true);
            return add(taken.doc, path, taken.value, at, bounds, { movedFrom: from.length });
        }
        case 'copy':
            return add(doc, path, get(doc, from, at), at, bounds, 'copy');
        case 'test':
            if (!(0,external_node_util_.isDeepStrictEqual)(get(doc, path, at), op.value))
                throw new PatchError(`${at} failed: the value differs`);
            return doc;
        default:
            throw new PatchError(`${where}: unknown op ${JSON.stringify(op.op ?? null)}`);
    }
}
/** The limits as one operation meets them: it may take the state up to them, and each refusal names it. */
class Bounds {
    #meter;
    #at;
    constructor(meter, at) {
        this.#meter = meter;
        this.#at = at;
    }
    /** Removes `bytes` (the value and its separator) from the estimate. */
    freed(bytes) {
        this.#meter.bytes -= bytes;
    }
    /** The size of a value taken out of the state: all of it is walked, but it was counted in once, so this stays linear. */
    sizeOf(value) {
        return (0,agent_limits/* estimateJson */.zb)(value).bytes;
    }
    /** Admits `value` at a path `level` deep, with `overhead` bytes of separator; a value past a limit is refused. */
    admit(value, level, overhead, source) {
        const meter = this.#meter;
        const { limits } = meter;
        const room = limits.bytes - meter.bytes - overhead;
        const tooBig = `the state would exceed ${(0,agent_limits/* sizeText */.lP)(limits.bytes)} at ${this.#at}`;
        const tooDeep = `the state would be nested deeper than ${limits.depth} levels at ${this.#at}`;
        if (typeof source === 'object') {
            // A moved value is in the estimate already. Its nesting is at most the state's less the
            // levels it was under; only when that bound is past the limit is the value read (counted as
            // a copy), so moves to and fro cannot make the bound refuse a state that is within it.
            if (room < 0)
                throw new StateLimitError(tooBig);
            meter.bytes += overhead;
            const bound = meter.depth - source.movedFrom + level;
            if (bound <= limits.depth)
                meter.depth = Math.max(meter.depth, bound);
            else
                this.#read(value, level, tooDeep);
            return;
        }
        const copyRoom = limits.copyBytes - meter.copied;
        const allowance = source === 'copy' ? Math.min(room, copyRoom) : room;
        const { bytes, depth } = (0,agent_limits/* estimateJson */.zb)(value, Math.max(allowance, -1), limits.depth - level);
        if (bytes > room)
            throw new StateLimitError(tooBig);
        if (bytes > allowance)
            throw new StateLimitError(this.#copyLimit());
        if (level + depth > limits.depth)
            throw new StateLimitError(tooDeep);
        meter.bytes += bytes + overhead;
        meter.depth = Math.max(meter.depth, level + depth);
        if (source === 'copy')
            meter.copied += bytes;
    }
    /** Reads a moved value for its nesting, counted against what copies may read. */
    #read(value, level, tooDeep) {
        const meter = this.#meter;
        const copyRoom = meter.limits.copyBytes - meter.copied;
        const { bytes, depth } = (0,agent_limits/* estimateJson */.zb)(value, Math.max(copyRoom, -1), meter.limits.depth - level);
        if (bytes > copyRoom)
            throw new StateLimitError(this.#copyLimit());
        if (level + depth > meter.limits.depth)
            throw new StateLimitError(tooDeep);
        meter.copied += bytes;
        meter.depth = Math.max(meter.depth, level + depth);
    }
    #copyLimit() {
        return `the copies and moves of one turn would read more than ${(0,agent_limits/* sizeText */.lP)(this.#meter.limits.copyBytes)} at ${this.#at}`;
    }
}
function arrayIndex(token, length, allowEnd, at) {
    if (allowEnd && token === '-')
        return length;
    if (!/^(0|[1-9]\d*)$/.test(token))
        throw new PatchError(`${at}: "${token}" is not an array index`);
    const index = Number(token);
    if (index > length || (!allowEnd && index === length))
        throw new PatchError(`${at}: index ${index} is out of range (length ${length})`);
    return index;
}
/** The container the last token of `path` is in. */
function parentOf(doc, path, at) {
    const parent = get(doc, path.slice(0, -1), at);
    if (!isContainer(parent))
        throw new PatchError(`${at}: the parent of the path is not an object or array`);
    return parent;
}
function get(doc, path, at) {
    let value = doc;
    for (const token of path) {
        if (Array.isArray(value))
            value = value[arrayIndex(token, value.length, false, at)];
        else if (isContainer(value) && Object.hasOwn(value, token))
            value = value[token];
        else
            throw new PatchError(`${at}: the path does not exist`);
    }
    return value;
}
/** Puts `value` at `path` once the bounds admit it: a value from the patch or the state is copied, a moved one is not. */
function add(doc, path, value, at, bounds, source) {
    const copy = () => (typeof source === 'object' ? value : copyJson(value));
    if (path.length === 0) {
        bounds.freed(bounds.sizeOf(doc));
        bounds.admit(value, 0, 0, source);
        return copy();
    }
    const parent = parentOf(doc, path, at);
    const key = path.at(-1);
    if (Array.isArray(parent)) {
        const index = arrayIndex(key, parent.length, true, at);
        bounds.admit(value, path.length, 1, source);
        parent.splice(index, 0, copy());
        return doc;
    }
    // An existing member is replaced: what it held leaves the state first.
    if (Object.hasOwn(parent, key))
        bounds.freed(bounds.sizeOf(parent[key]) + (0,agent_limits/* memberBytes */.qZ)(key));
    bounds.admit(value, path.length, (0,agent_limits/* memberBytes */.qZ)(key), source);
    setOwn(parent, key, copy());
    return doc;
}
/**
 * Takes the value at `path` out and from the estimate; a value that is moving (`moving`) keeps its
 * share of the estimate, as it stays in the state, so a move never reads what it moves.
 */
function remove(doc, path, at, bounds, moving = false) {
    const taken = (value, overhead) => bounds.freed((moving ? 0 : bounds.sizeOf(value)) + overhead);
    if (path.length === 0) {
        // What is left is null, 4 bytes.
        taken(doc, -4);
        return { doc: null, value: doc };
    }
    const parent = parentOf(doc, path, at);
    const key = path.at(-1);
    if (Array.isArray(parent)) {
        const index = arrayIndex(key, parent.length, false, at);
        const value = parent.splice(index, 1)[0];
        taken(value, 1);
        return { doc, value };
    }
    if (!Object.hasOwn(parent, key))
        throw new PatchError(`${at}: the path does not exist`);
    const value = parent[key];
    delete parent[key];
    taken(value, (0,agent_limits/* memberBytes */.qZ)(key));
    return { doc, value };
}

;// CONCATENATED MODULE: ./src/agent/ag-ui.ts
// The ag-ui protocol: an agent served as an AG-UI endpoint (LangGraph, Mastra, CrewAI, Pydantic AI,
// Google ADK, Microsoft Agent Framework). Each turn is one AG-UI run: `POST {target}` with a
// RunAgentInput (threadId: the conversation id; messages: the conversation so far and the user's
// message; state: the state the previous run left, on the first turn only what the test seeds, else {}), and
// the answer is the run's event stream, as SSE (text/event-stream) or as the binary protobuf
// encoding (application/vnd.ag-ui.event+proto) when the server answers in it.
//
// Mapping: the last STEP_STARTED name (or the state at --node-from state:/pointer) is the node;
// STATE_SNAPSHOT and STATE_DELTA (JSON Patch, json-patch.ts) build the state, which is the turn's
// memory, with the facts at --facts-path (default /facts); TOOL_CALL_START/ARGS/END/RESULT (and
// TOOL_CALL_CHUNK) are the tool calls with their parsed arguments and results; TEXT_MESSAGE_* (and
// TEXT_MESSAGE_CHUNK) the assistant message; MESSAGES_SNAPSHOT the history; RUN_ERROR an
// ENGINE_ERROR. Every event is validated with the official @ag-ui/core schemas and kept in the raw
// events; RAW, CUSTOM, reasoning and activity events are known and not read. An event of a type the
// harness does not know, or one that refers to a message or tool call never started, is kept in
// unknown_blocks with a warning. A stream that ends without RUN_FINISHED is an ENGINE_ERROR, and a
// protobuf stream that does not decode is one that is not retried. The limits of the
// other transports hold: MAX_REPLY_BYTES for the whole stream, MAX_EVENTS_PER_TURN events, and
// MAX_REPLY_DEPTH nesting per event; and what the events build, which can be more than they hold:
// the state within MAX_STATE_BYTES and MAX_STATE_DEPTH after every snapshot and every patch
// operation (json-patch.ts), and each tool call's arguments within MAX_TOOL_ARGS_BYTES.














const KNOWN_TYPES = new Set(Object.values(dist/* EventType */.Bx));
function createAgUiClient(options) {
    const { url, authorization } = (0,agent_retry/* agentEndpoint */.Dw)(options, '', { 'ws:': 'http:', 'wss:': 'https:' });
    // endpoint() appends "/" + path: the AG-UI endpoint is the target itself.
    if (url.pathname.endsWith('/') && url.pathname !== '/')
        url.pathname = url.pathname.slice(0, -1);
    const target = (0,post/* postTarget */.kg)(url, authorization, options);
    const factsPath = (0,protocols/* parsePointer */.vp)(options.factsPath ?? '/facts');
    if (factsPath === null)
        throw new Error(`facts path ${JSON.stringify(options.factsPath)} is not a JSON Pointer`);
    const mapping = { nodeFrom: options.nodeFrom ?? { kind: 'step' }, factsPath };
    const retry = (0,http/* retryOptions */.tO)(options);
    const conversation = {
        execute: (request, signal) => (0,agent_retry/* executeWithRetries */.qP)((s) => runTurn(target, request, options, mapping, s), retry, signal, request.test.conversation_id),
        close: async () => { },
    };
    return { target: (0,src_url/* redactUrl */.BO)(options.target), transport: 'http', url: (0,agent_retry/* safeUrl */.Pl)(url), conversation: () => conversation };
}
function ag_ui_isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * The state a run starts from: the state the previous run left, or on the first turn only what the
 * test seeds. The runner fills the execute protocol's memory shape (turn_index 0, facts [], an empty
 * summary) for a test that seeds none; that shape is not the agent's, and an agent whose facts are a
 * map could not apply its own STATE_DELTA to a list.
 */
function runState(context) {
    if (context.history.length > 0)
        return context.memory;
    const { turn_index, facts, summary, ...rest } = context.memory;
    const state = { ...rest };
    if (turn_index !== undefined && turn_index !== 0)
        state.turn_index = turn_index;
    if (facts !== undefined && !(Array.isArray(facts) && facts.length === 0))
        state.facts = facts;
    if (summary !== undefined && !isEmptySummary(summary))
        state.summary = summary;
    return state;
}
function isEmptySummary(summary) {
    return (ag_ui_isRecord(summary) &&
        Object.keys(summary).length === 2 &&
        summary.level === 0 &&
        Array.isArray(summary.chunks) &&
        summary.chunks.length === 0);
}
/** The RunAgentInput of one turn. */
function runInput(request) {
    const { context, test } = request;
    const messages = context.history.map((m, i) => ({ id: `${test.conversation_id}-m${i}`, ...m }));
    messages.push({ id: `${test.conversation_id}-m${messages.length}`, role: 'user', content: context.latest_user_message });
    return {
        threadId: test.conversation_id,
        runId: `${test.conversation_id}-${test.turn_id}`,
        state: runState(context),
        messages,
        tools: [],
        context: [],
        // What the execute protocol's context carries beyond messages and state, for an agent that wants it.
        forwardedProps: {
            agent_eval: {
                current_node_id: context.current_node_id,
                seed: request.params.seed,
                dry_run: context.dry_run,
                memory_pipeline: context.memory_pipeline,
                test,
            },
        },
    };
}
async function runTurn(target, request, options, mapping, signal) {
    const input = runInput(request);
    const reader = new RunReader(target.where, request, mapping);
    const sse = new SseSplitter();
    const frames = new FrameSplitter();
    const other = [];
    const head = await (0,post/* send */.tN)(target, { body: JSON.stringify(input), headers: { 'content-type': 'application/json', accept: 'text/event-stream' } }, options, signal, (chunk, h) => {
        if (h.contentType === proto_dist/* AGUI_MEDIA_TYPE */.Hx) {
            for (const frame of frames.push(chunk))
                reader.read(decodeFrame(frame, target.where, reader.count), 'protobuf');
        }
        else if (h.contentType !== 'text/event-stream') {
            if (other.length < 4)
                other.push(chunk);
        }
        else {
            for (const data of sse.push(chunk))
                reader.read(parseEventData(data, target.where, reader.count), 'sse');
        }
    });
    if (head.contentType !== proto_dist/* AGUI_MEDIA_TYPE */.Hx && head.contentType !== 'text/event-stream') {
        const text = Buffer.concat(other).toString('utf8');
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${target.where} answered ${head.status} with ${head.contentType || 'no content type'}, not an AG-UI event stream (text/event-stream or ${proto_dist/* AGUI_MEDIA_TYPE */.Hx}): ${(0,agent_retry/* excerpt */.Kb)(text, options.token)}`, { status: head.status, body: text });
    }
    if (head.contentType === 'text/event-stream')
        for (const data of sse.end())
            reader.read(parseEventData(data, target.where, reader.count), 'sse');
    else if (frames.pending > 0)
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${target.where}: ${frames.describeRest()}`, { status: head.status, retryable: false });
    return { turn: reader.finish(head.status), status: head.status };
}
function parseEventData(data, where, index) {
    if ((0,agent_limits/* nestedDeeperThan */.iS)(data, agent_limits/* MAX_REPLY_DEPTH */.IR))
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${where}: event ${index}: ${agent_limits/* TOO_DEEP_REASON */.l4}`);
    try {
        return JSON.parse(data);
    }
    catch {
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${where}: event ${index} is not JSON: ${(0,format/* jsonPreview */.JA)(data)}`);
    }
}
function decodeFrame(frame, where, index) {
    try {
        return (0,proto_dist/* decode */.D4)(frame);
    }
    catch (e) {
        // An event of a later protocol version is kept as unknown rather than failing the turn.
        if (e instanceof proto_dist/* AGUIUnknownEventTypeError */.Z0)
            return { type: 'UNKNOWN_PROTOBUF_EVENT', bytes: frame.length };
        // The same bytes come back on a retry: the agent's encoder is at fault, not the network.
        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${where}: protobuf frame ${index} (${frame.length} bytes) is not an AG-UI event: ${e instanceof Error ? e.message : String(e)}; the agent's encoder must write each event as @ag-ui/proto's encode() does, after a 4-byte big-endian length`, { retryable: false });
    }
}
/**
 * The protobuf encoding: each event a 4-byte big-endian length, then that many bytes. Chunks are
 * joined only once a whole frame is there, so a huge frame costs linear time.
 */
class FrameSplitter {
    #chunks = [];
    #size = 0;
    get pending() {
        return this.#size;
    }
    /** Why the bytes left over at the end are not a frame: the length their header declares. */
    describeRest() {
        const head = Buffer.concat(this.#chunks, this.#size);
        if (head.length < 4)
            return `the protobuf stream ended with ${head.length} byte(s) that are not a frame (each frame starts with a 4-byte big-endian length)`;
        const length = head.readUInt32BE(0);
        return `the protobuf stream ended inside a frame: its 4-byte big-endian length says ${length} bytes, ${head.length - 4} came (an answer that is not length-prefixed AG-UI protobuf reads as a huge length)`;
    }
    push(chunk) {
        this.#chunks.push(chunk);
        this.#size += chunk.length;
        const frames = [];
        for (;;) {
            if (this.#size < 4)
                break;
            if (this.#chunks[0].length < 4)
                this.#chunks = [Buffer.concat(this.#chunks, this.#size)];
            const length = this.#chunks[0].readUInt32BE(0);
            if (this.#size < 4 + length)
                break;
            const all = this.#chunks.length === 1 ? this.#chunks[0] : Buffer.concat(this.#chunks, this.#size);
            frames.push(new Uint8Array(all.subarray(4, 4 + length)));
            const rest = all.subarray(4 + length);
            this.#chunks = rest.length > 0 ? [rest] : [];
            this.#size = rest.length;
        }
        return frames;
    }
}
/** Reads the events of one run into a turn. */
class RunReader {
    #where;
    #request;
    #mapping;
    #events = [];
    #state;
    /** Whether #state is this reader's own copy, which deltas may change in place. */
    #ownState = false;
    /** The size and nesting of #state, kept by each patch; unmeasured until a snapshot or the first delta. */
    #meter = new StateMeter();
    #measured = false;
    #step = null;
    #finished = false;
    #history = null;
    #texts = new Map();
    #lastTextId = null;
    #calls = new Map();
    #lastCallId = null;
    #order = [];
    #unknown = [];
    #warnings = [];
    constructor(where, request, mapping) {
        this.#where = where;
        this.#request = request;
        this.#mapping = mapping;
        this.#state = runState(request.context);
    }
    get count() {
        return this.#events.length;
    }
    read(event, encoding) {
        const index = this.#events.length;
        if (index >= agent_limits/* MAX_EVENTS_PER_TURN */.rk)
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: the run sent more than ${agent_limits/* MAX_EVENTS_PER_TURN */.rk} events`);
        this.#events.push(event);
        const where = `events[${index}]`;
        const type = ag_ui_isRecord(event) ? event.type : undefined;
        if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) {
            const why = typeof type !== 'string' ? 'event without a string type' : `unknown event type ${JSON.stringify(type)}`;
            this.#unknown.push({ where, block: event });
            this.#warnings.push(`${where}: ${why}; kept in unknown_blocks: ${(0,format/* jsonPreview */.JA)(event)}`);
            return;
        }
        if (this.#finished) {
            this.#warnings.push(`${where}: ${type} after RUN_FINISHED; kept in the raw events only`);
            return;
        }
        const parsed = dist_schemas/* EventSchemas */.rV.safeParse(event);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: ${where} is not a valid ${type} event (${issue ? `${issue.path.join('.') || '(event)'}: ${issue.message}` : 'schema'}) over ${encoding}: ${(0,format/* jsonPreview */.JA)(event)}`);
        }
        this.#apply(event, where);
    }
    #apply(e, where) {
        const str = (key) => (typeof e[key] === 'string' ? e[key] : '');
        switch (e.type) {
            case dist/* EventType */.Bx.RUN_ERROR:
                throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: the agent ended the run with RUN_ERROR${typeof e.code === 'string' ? ` ${e.code}` : ''}: ${(0,format/* jsonPreview */.JA)(e.message)}`);
            case dist/* EventType */.Bx.RUN_FINISHED:
                this.#finished = true;
                return;
            case dist/* EventType */.Bx.STEP_STARTED:
                this.#step = str('stepName');
                return;
            case dist/* EventType */.Bx.STATE_SNAPSHOT:
                this.#measure(e.snapshot, `${where} STATE_SNAPSHOT`);
                this.#state = e.snapshot;
                this.#ownState = false;
                return;
            case dist/* EventType */.Bx.STATE_DELTA:
                if (!this.#measured)
                    this.#measure(this.#state, `${where} STATE_DELTA: before it`);
                try {
                    // One copy of the state per snapshot (the events are kept as received), then each delta in place.
                    if (!this.#ownState)
                        this.#state = copyJson(this.#state);
                    this.#ownState = true;
                    this.#state = applyPatch(this.#state, e.delta, { inPlace: true, meter: this.#meter });
                }
                catch (error) {
                    if (error instanceof StateLimitError)
                        throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: ${where} STATE_DELTA refused: ${error.message}`);
                    if (!(error instanceof PatchError))
                        throw error;
                    throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: ${where} STATE_DELTA does not apply to the state: ${error.message}`);
                }
                return;
            case dist/* EventType */.Bx.MESSAGES_SNAPSHOT:
                this.#history = e.messages.filter(ag_ui_isRecord).map((m) => ({ ...m, role: String(m.role), content: m.content }));
                return;
            case dist/* EventType */.Bx.TEXT_MESSAGE_START:
                this.#text(str('messageId'), typeof e.role === 'string' ? e.role : 'assistant', '');
                return;
            case dist/* EventType */.Bx.TEXT_MESSAGE_CONTENT:
                if (!this.#texts.has(str('messageId')))
                    this.#keep(where, e, `TEXT_MESSAGE_CONTENT for "${str('messageId')}", which no TEXT_MESSAGE_START began; its text is read as the assistant's`);
                this.#text(str('messageId'), undefined, str('delta'));
                return;
            case dist/* EventType */.Bx.TEXT_MESSAGE_END:
                if (!this.#texts.has(str('messageId')))
                    this.#keep(where, e, `TEXT_MESSAGE_END for "${str('messageId')}", which no TEXT_MESSAGE_START began`);
                return;
            case dist/* EventType */.Bx.TEXT_MESSAGE_CHUNK:
                this.#text(typeof e.messageId === 'string' ? e.messageId : (this.#lastTextId ?? ''), typeof e.role === 'string' ? e.role : undefined, str('delta'));
                return;
            case dist/* EventType */.Bx.TOOL_CALL_START:
                this.#call(str('toolCallId'), str('toolCallName'), '', where);
                return;
            case dist/* EventType */.Bx.TOOL_CALL_CHUNK:
                this.#call(typeof e.toolCallId === 'string' ? e.toolCallId : (this.#lastCallId ?? ''), typeof e.toolCallName === 'string' ? e.toolCallName : '', str('delta'), where);
                return;
            case dist/* EventType */.Bx.TOOL_CALL_ARGS: {
                const pending = this.#calls.get(str('toolCallId'));
                if (pending === undefined)
                    this.#keep(where, e, `TOOL_CALL_ARGS for "${str('toolCallId')}", which no TOOL_CALL_START began`);
                else
                    this.#addArgs(pending, str('delta'), where);
                return;
            }
            case dist/* EventType */.Bx.TOOL_CALL_END: {
                const pending = this.#calls.get(str('toolCallId'));
                if (pending === undefined)
                    this.#keep(where, e, `TOOL_CALL_END for "${str('toolCallId')}", which no TOOL_CALL_START began`);
                else
                    this.#end(pending);
                return;
            }
            case dist/* EventType */.Bx.TOOL_CALL_RESULT: {
                const pending = this.#calls.get(str('toolCallId'));
                if (pending === undefined)
                    this.#keep(where, e, `tool result for "${str('toolCallId')}", which matches no tool call`);
                else
                    pending.call.result = parseMaybeJson(e.content);
                return;
            }
            default:
                // RUN_STARTED, STEP_FINISHED, RAW, CUSTOM, reasoning and activity events: known, kept in the raw events.
                return;
        }
    }
    /** Starts the state's estimate over from `state`; one past the limits fails the turn. */
    #measure(state, what) {
        try {
            this.#meter.measure(state);
        }
        catch (error) {
            if (!(error instanceof StateLimitError))
                throw error;
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: ${what}: ${error.message}`);
        }
        this.#measured = true;
    }
    /** Adds a piece to a tool call's arguments, which may not grow past MAX_TOOL_ARGS_BYTES. */
    #addArgs(pending, delta, where) {
        pending.argsBytes += Buffer.byteLength(delta);
        if (pending.argsBytes > agent_limits/* MAX_TOOL_ARGS_BYTES */.e8)
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: ${where}: the arguments of tool call "${pending.call.id ?? ''}" (${pending.call.name}) came to more than the ${(0,agent_limits/* sizeText */.lP)(agent_limits/* MAX_TOOL_ARGS_BYTES */.e8)} they may have`);
        pending.args += delta;
    }
    #keep(where, block, why) {
        this.#unknown.push({ where, block });
        this.#warnings.push(`${where}: ${why}; kept in unknown_blocks: ${(0,format/* jsonPreview */.JA)(block)}`);
    }
    #text(id, role, delta) {
        const entry = this.#texts.get(id);
        if (entry === undefined)
            this.#texts.set(id, { role: role ?? 'assistant', text: delta });
        else
            entry.text += delta;
        this.#lastTextId = id;
    }
    #call(id, name, delta, where) {
        const pending = this.#calls.get(id);
        if (pending !== undefined) {
            this.#addArgs(pending, delta, where);
            return;
        }
        if (name === '') {
            this.#warnings.push(`${where}: a tool call "${id}" without a name; recorded under the name "(unnamed)"`);
        }
        const call = { id: id === '' ? null : id, name: name === '' ? '(unnamed)' : name, args: undefined, source: 'event' };
        const started = { call, args: '', argsBytes: 0, ended: false };
        this.#calls.set(id, started);
        this.#addArgs(started, delta, where);
        this.#order.push(call);
        this.#lastCallId = id;
    }
    #end(pending) {
        if (pending.ended)
            return;
        pending.ended = true;
        const text = pending.args;
        if (text.trim() === '') {
            pending.call.args = {};
            return;
        }
        if ((0,agent_limits/* nestedDeeperThan */.iS)(text))
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: the arguments of tool call "${pending.call.id}": ${agent_limits/* TOO_DEEP_REASON */.l4}`);
        try {
            pending.call.args = JSON.parse(text);
        }
        catch {
            this.#warnings.push(`tool call "${pending.call.id}": its arguments are not valid JSON; kept as the raw string: ${(0,format/* jsonPreview */.JA)(text)}`);
            pending.call.args = text;
        }
    }
    finish(status) {
        if (!this.#finished)
            throw new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `${this.#where}: the event stream ended before RUN_FINISHED (after ${this.#events.length} events)`, {
                status,
            });
        for (const pending of this.#calls.values())
            this.#end(pending);
        const texts = [...this.#texts.values()].filter((t) => t.role === 'assistant' && t.text !== '').map((t) => t.text);
        const state = this.#state;
        if (!ag_ui_isRecord(state))
            this.#warnings.push(`the agent state is not an object, so the next turn starts from an empty state: ${(0,format/* jsonPreview */.JA)(state)}`);
        const memory = ag_ui_isRecord(state) ? { ...state } : {};
        const facts = (0,protocols/* valueAt */.fK)(state, this.#mapping.factsPath);
        if (facts !== undefined && !Array.isArray(facts) && !ag_ui_isRecord(facts))
            this.#warnings.push(`the facts at ${pointerText(this.#mapping.factsPath)} are neither a map nor a list of {key, value}, so the turn has no facts: ${(0,format/* jsonPreview */.JA)(facts)}`);
        const { context } = this.#request;
        const user = { role: 'user', content: context.latest_user_message };
        const assistant = texts.length > 0 ? texts.join('\n') : null;
        const history = this.#history ?? [...context.history, user, ...(assistant === null ? [] : [{ role: 'assistant', content: assistant }])];
        return {
            current_node_id: this.#node(state),
            flow_completed: null,
            assistant_message: assistant ?? lastAssistantText(this.#history),
            history,
            memory,
            facts: (0,normalise/* factsToMap */.HV)(facts, this.#warnings),
            tool_calls: this.#order,
            next_node_descriptor: null,
            trace_id: null,
            usage: null,
            unknown_blocks: this.#unknown,
            warnings: this.#warnings,
            raw: { events: this.#events },
        };
    }
    #node(state) {
        const from = this.#mapping.nodeFrom;
        if (from.kind === 'step')
            return this.#step ?? this.#request.context.current_node_id;
        const node = (0,protocols/* valueAt */.fK)(state, from.pointer);
        if (typeof node === 'string')
            return node;
        this.#warnings.push(`the state has no string at ${from.text} (--node-from state:${from.text}), so the turn has no node: ${(0,format/* jsonPreview */.JA)(node ?? null)}`);
        return null;
    }
}
function parseMaybeJson(content) {
    if (typeof content !== 'string')
        return content;
    const t = content.trim();
    if (!t.startsWith('{') && !t.startsWith('['))
        return content;
    if ((0,agent_limits/* nestedDeeperThan */.iS)(t))
        return content;
    try {
        return JSON.parse(t);
    }
    catch {
        return content;
    }
}
function lastAssistantText(messages) {
    for (const m of [...(messages ?? [])].reverse())
        if (m.role === 'assistant' && typeof m.content === 'string' && m.content !== '')
            return m.content;
    return null;
}
function pointerText(path) {
    return path.map((p) => `/${p.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

// EXTERNAL MODULE: ./src/agent/openai-chat.ts
var openai_chat = __webpack_require__(33902);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/ws/wrapper.mjs
var wrapper = __webpack_require__(52977);
;// CONCATENATED MODULE: ./src/agent/websocket.ts
// The WebSocket transport: `{target}/internal/agent/test`, one socket per conversation, opened on
// the first turn. Each turn sends {type: "execute", id, ...body}; the agent may stream `event`
// messages for that id (content blocks, or a `debug` event with the turn's prompt snapshot) and
// ends with `result` or `error`.
//
// A socket whose state is unknown after an attempt (dropped, timed out, aborted, or sent something
// unreadable) is thrown away, and the retry opens a new one: a late reply to the failed attempt
// can then never be mistaken for the answer to the next.







/** How long close() waits for the agent's close frame before cutting the socket. */
const CLOSE_GRACE_MS = 1_000;
/** Stray messages listed on a turn; more are only counted, so a flood of them costs no memory. */
const MAX_NOTES = 20;
function createWebSocketClient(options) {
    const { url, authorization } = (0,agent_retry/* agentEndpoint */.Dw)(options, 'internal/agent/test', { 'http:': 'ws:', 'https:': 'wss:' });
    return {
        target: (0,src_url/* redactUrl */.BO)(options.target),
        transport: 'ws',
        url: (0,agent_retry/* safeUrl */.Pl)(url),
        conversation: (conversationId) => new WebSocketConversation(url, authorization, conversationId, options),
    };
}
class WebSocketConversation {
    socket = null;
    sent = 0;
    /** The turn waiting for its answer gets every message; messages outside a turn are noted, never lost silently. */
    onTurnMessage = null;
    /** Messages since the last answer, outside any turn: noted on the next turn, or on the last one at close. */
    idleNotes = new Notes();
    idle = { messages: 0, bytes: 0 };
    lastTurn = null;
    url;
    authorization;
    conversationId;
    options;
    constructor(url, authorization, conversationId, options) {
        this.url = url;
        this.authorization = authorization;
        this.conversationId = conversationId;
        this.options = options;
    }
    execute(request, signal) {
        // No status per turn: one upgrade serves every turn of the conversation.
        return (0,agent_retry/* executeWithRetries */.qP)(async (attemptSignal) => ({ turn: await this.attempt(request, attemptSignal), status: null }), (0,http/* retryOptions */.tO)(this.options), signal, request.test.conversation_id);
    }
    async close() {
        await this.closeSocket();
        // Messages after the last answer (the socket is read until the agent's close frame) go on the
        // last turn's record, which the caller still holds.
        const late = this.idleNotes.take();
        if (late.length > 0 && this.lastTurn !== null)
            this.lastTurn.warnings.push(...late);
    }
    async closeSocket() {
        const socket = this.socket;
        if (socket === null || socket.readyState === wrapper/* default */.Ay.CLOSED) {
            this.socket = null;
            return;
        }
        if (socket.readyState !== wrapper/* default */.Ay.OPEN) {
            this.discard();
            return;
        }
        await new Promise((resolve) => {
            const timer = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
            timer.unref();
            socket.once('close', () => {
                clearTimeout(timer);
                if (this.socket === socket)
                    this.socket = null;
                resolve();
            });
            socket.close(1000, 'conversation finished');
        });
    }
    get where() {
        return (0,agent_retry/* safeUrl */.Pl)(this.url);
    }
    /** Cuts a socket whose state is unknown; the next attempt opens a fresh one. */
    discard() {
        this.socket?.terminate();
        this.socket = null;
    }
    async open(signal) {
        if (this.socket?.readyState === wrapper/* default */.Ay.OPEN)
            return this.socket;
        this.discard();
        // maxPayload: ws refuses a larger message from its header on, before buffering it.
        const socket = new wrapper/* default */.Ay(this.url, {
            headers: (0,http/* requestHeaders */.A1)(this.options, this.authorization),
            maxPayload: agent_limits/* MAX_REPLY_BYTES */.Kf,
            ...(this.options.lookup === undefined ? {} : { lookup: this.options.lookup }),
        });
        this.socket = socket;
        this.idle = { messages: 0, bytes: 0 };
        // Failures surface through the handlers below and through 'close'; this listener keeps a
        // socket error from ever becoming an uncaught exception.
        socket.on('error', () => { });
        // One listener for the socket's whole life, so a message right after a result (even in the same
        // packet) is noted rather than lost. A discarded socket's last messages belong to a failed attempt.
        socket.on('message', (data, isBinary) => {
            if (socket !== this.socket)
                return;
            if (this.onTurnMessage !== null)
                this.onTurnMessage(data, isBinary);
            else
                this.noteIdle(data, isBinary);
        });
        await new Promise((resolve, reject) => {
            const settle = (outcome) => {
                socket.off('open', onOpen);
                socket.off('error', onError);
                socket.off('unexpected-response', onUnexpected);
                signal.removeEventListener('abort', onAbort);
                outcome();
            };
            const onOpen = () => settle(resolve);
            const onError = (error) => {
                const kind = (0,http/* connectionKind */.dB)(error);
                settle(() => reject(new agent_retry/* AttemptError */.cb('ENGINE_ERROR', `could not open a WebSocket to ${this.where}: ${error.message}`, { kind })));
            };
            const onAbort = () => {
                settle(() => reject(signal.reason));
            };
            // The server refused the upgrade: read what it said, then give up on this socket.
            const onUnexpected = (_request, response) => {
                socket.off('unexpected-response', onUnexpected);
                const status = response.statusCode ?? 0;
                let body = '';
                response.setEncoding('utf8');
                response.on('data', (chunk) => {
                    if (body.length < 1_000)
                        body += chunk;
                });
                response.on('error', () => { });
                const done = () => {
                    const denied = status === 401 || status === 403;
                    const message = `the WebSocket upgrade at ${this.where} was answered ${status} ${response.statusMessage ?? ''}${(0,agent_retry/* authHint */.qx)(status)}: ${(0,agent_retry/* excerpt */.Kb)(body, this.options.token)}`;
                    settle(() => reject(new agent_retry/* AttemptError */.cb('ENGINE_ERROR', message, { retryable: !denied, status, body })));
                };
                response.once('end', done);
                response.once('close', done);
            };
            socket.on('open', onOpen);
            socket.on('error', onError);
            socket.on('unexpected-response', onUnexpected);
            signal.addEventListener('abort', onAbort, { once: true });
        }).catch((e) => {
            this.discard();
            throw e;
        });
        return socket;
    }
    /** A message outside any turn: noted; past a turn's limits of them, the socket is cut (the next turn opens another). */
    noteIdle(data, isBinary) {
        this.idle.messages += 1;
        this.idle.bytes += byteLength(data);
        const text = isBinary ? '(binary frame)' : rawText(data, 1024);
        this.idleNotes.add(`a message arrived after the turn's answer, outside any turn, and is not part of any turn's record: ${(0,agent_retry/* excerpt */.Kb)(text, this.options.token)}`);
        if (this.idle.messages > agent_limits/* MAX_EVENTS_PER_TURN */.rk || this.idle.bytes > agent_limits/* MAX_REPLY_BYTES */.Kf) {
            this.idleNotes.add(`${this.where} kept sending outside any turn (over ${agent_limits/* MAX_EVENTS_PER_TURN */.rk} messages or ${agent_limits/* REPLY_SIZE_LIMIT */.j$}); the socket was closed`, { always: true });
            this.discard();
        }
    }
    async attempt(request, signal) {
        const socket = await this.open(signal);
        this.sent += 1;
        const id = `${this.conversationId}:${this.sent}:${(0,external_node_crypto_.randomUUID)().slice(0, 8)}`;
        try {
            const turn = await this.exchange(socket, id, request, signal);
            this.lastTurn = turn;
            return turn;
        }
        catch (e) {
            if (signal.aborted || !(e instanceof SocketAttemptError) || !e.keepSocket)
                this.discard();
            throw e;
        }
        finally {
            this.onTurnMessage = null;
        }
    }
    exchange(socket, id, request, signal) {
        if (signal.aborted)
            return Promise.reject((0,agent_retry/* abortError */.vt)(signal));
        return new Promise((resolve, reject) => {
            const events = [];
            const others = [];
            const notes = new Notes();
            let received = 0;
            let bytes = 0;
            const finish = (outcome) => {
                // At once, not when the promise settles: the next message may come in the same packet.
                this.onTurnMessage = null;
                this.idle = { messages: 0, bytes: 0 };
                socket.off('close', onClose);
                socket.off('error', onError);
                signal.removeEventListener('abort', onAbort);
                outcome();
            };
            const fail = (message, options = {}) => {
                const error = new SocketAttemptError(options.code ?? 'ENGINE_ERROR', message, options.keepSocket ?? false, options.body ?? null, options.kind);
                finish(() => reject(error));
            };
            const onAbort = () => finish(() => reject(signal.reason));
            const onClose = (code, reason) => {
                const why = reason.length > 0 ? `: ${(0,agent_retry/* excerpt */.Kb)(reason.toString('utf8'), this.options.token)}` : '';
                // Nothing of the turn came before the close: for the breaker, no answer.
                fail(`the WebSocket to ${this.where} closed mid-turn (code ${code}${why})`, { kind: received === 0 ? 'dropped' : 'answered' });
            };
            const onError = (error) => {
                if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')
                    fail(`${this.where} sent a message larger than the ${agent_limits/* REPLY_SIZE_LIMIT */.j$} a reply may have`);
                else
                    fail(`the WebSocket to ${this.where} failed mid-turn: ${(0,agent_retry/* excerpt */.Kb)(error.message, this.options.token)}`, {
                        kind: received === 0 ? 'dropped' : 'answered',
                    });
            };
            const onMessage = (data, isBinary) => {
                const where = `websocket[${received}]`;
                received += 1;
                bytes += byteLength(data);
                if (received > agent_limits/* MAX_EVENTS_PER_TURN */.rk) {
                    fail(`${this.where} sent more than ${agent_limits/* MAX_EVENTS_PER_TURN */.rk} messages in one turn (the limit per turn) without finishing it`);
                    return;
                }
                if (bytes > agent_limits/* MAX_REPLY_BYTES */.Kf) {
                    fail(`${this.where} sent more than the ${agent_limits/* REPLY_SIZE_LIMIT */.j$} a reply may have in one turn`);
                    return;
                }
                const text = isBinary ? '(binary frame)' : rawText(data);
                if ((0,agent_limits/* nestedDeeperThan */.iS)(text)) {
                    fail(`${this.where} answered, but ${agent_limits/* TOO_DEEP_REASON */.l4}: ${(0,agent_retry/* excerpt */.Kb)(text, this.options.token)}`, { body: text });
                    return;
                }
                let message;
                try {
                    message = JSON.parse(text);
                }
                catch {
                    fail(`${this.where} sent a frame that is not JSON: ${(0,agent_retry/* excerpt */.Kb)(text, this.options.token)}`, { body: text });
                    return;
                }
                if (!websocket_isRecord(message)) {
                    fail(`${this.where} sent a message that is not an object: ${(0,agent_retry/* excerpt */.Kb)(text, this.options.token)}`, { body: text });
                    return;
                }
                if (message.id !== id) {
                    const type = (0,agent_retry/* excerpt */.Kb)(JSON.stringify(message.type ?? null), this.options.token);
                    notes.add(`${where}: a ${type} message for another request (id ${(0,agent_retry/* excerpt */.Kb)(JSON.stringify(message.id ?? null), this.options.token)}) was ignored`);
                    return;
                }
                if (message.type === 'event') {
                    events.push(message.event);
                }
                else if (message.type === 'debug') {
                    // A debug event sent as a message of its own rather than inside an `event`: read the same way.
                    const { id: _id, ...event } = message;
                    events.push(event);
                }
                else if (message.type === 'result') {
                    let turn;
                    try {
                        turn = (0,normalise/* normaliseResult */.Av)(message.result, events);
                    }
                    catch (e) {
                        if (!(e instanceof normalise/* ResultSchemaError */.nW)) {
                            finish(() => reject(e));
                            return;
                        }
                        fail(`${this.where} answered, but ${e.message}: ${(0,agent_retry/* excerpt */.Kb)(JSON.stringify(message.result) ?? 'undefined', this.options.token)}`, { keepSocket: true, body: text });
                        return;
                    }
                    for (const other of others) {
                        turn.unknown_blocks.push({ where: other.where, block: other.message });
                        turn.warnings.push(`${other.where}: a message of unknown type ${JSON.stringify(other.message.type ?? null)} for this turn; kept in unknown_blocks`);
                    }
                    // Stray messages from before this turn first (none arrive during it: this turn gets them all).
                    turn.warnings.push(...this.idleNotes.take(), ...notes.take());
                    finish(() => resolve(turn));
                }
                else if (message.type === 'error') {
                    const error = websocket_isRecord(message.error) ? message.error : {};
                    const code = typeof error.code === 'string' ? error.code : 'no code';
                    const detail = typeof error.message === 'string' ? error.message : JSON.stringify(message.error ?? null);
                    fail(`${this.where} reported an error (${code}): ${(0,agent_retry/* excerpt */.Kb)(detail, this.options.token)}`, {
                        keepSocket: true,
                        code: code === 'TIMEOUT' ? 'TIMEOUT' : 'ENGINE_ERROR',
                        body: text,
                    });
                }
                else {
                    others.push({ where, message });
                }
            };
            this.onTurnMessage = onMessage;
            socket.on('close', onClose);
            socket.on('error', onError);
            signal.addEventListener('abort', onAbort, { once: true });
            // The handshake carried the first turn's trace context; each later turn names its own span
            // in the message, as W3C trace context does for messaging.
            const { traceparent } = this.options.headers?.() ?? {};
            socket.send(JSON.stringify({ type: 'execute', id, ...(traceparent ? { traceparent } : {}), ...request }), (error) => {
                if (error)
                    fail(`could not send the turn over the WebSocket to ${this.where}: ${error.message}`);
            });
        });
    }
}
/** A failed exchange; `keepSocket` when the socket is still in a known state (the agent answered). */
class SocketAttemptError extends agent_retry/* AttemptError */.cb {
    name = 'SocketAttemptError';
    keepSocket;
    constructor(code, message, keepSocket, body = null, kind) {
        super(code, message, { body, ...(kind ? { kind } : {}) });
        this.keepSocket = keepSocket;
    }
}
/** The message as UTF-8; only its first `maxBytes` when given (for a note). */
function rawText(data, maxBytes = Infinity) {
    const buffer = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    return (buffer.length > maxBytes ? buffer.subarray(0, maxBytes) : buffer).toString('utf8');
}
function byteLength(data) {
    return Array.isArray(data) ? data.reduce((sum, chunk) => sum + chunk.length, 0) : data.byteLength;
}
/** Notes on stray messages: the first MAX_NOTES listed, the rest counted. */
class Notes {
    listed = [];
    more = 0;
    add(note, options = {}) {
        if (this.listed.length < MAX_NOTES || options.always)
            this.listed.push(note);
        else
            this.more += 1;
    }
    /** The notes so far, emptied. */
    take() {
        const notes = this.more > 0 ? [...this.listed, `${this.more} more such messages, not listed`] : this.listed;
        this.listed = [];
        this.more = 0;
        return notes;
    }
}
function websocket_isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/agent/client.ts





function createAgentClient(options) {
    switch (options.protocol ?? 'execute') {
        case 'ag-ui':
            return createAgUiClient(options);
        case 'openai-chat':
            return (0,openai_chat/* createOpenAiChatClient */._5)(options);
        case 'a2a':
            return createA2aClient(options);
        case 'execute':
            return options.transport === 'ws' ? createWebSocketClient(options) : (0,http/* createHttpClient */.uT)(options);
    }
}


/***/ }),

/***/ 75529:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ requestHeaders),
/* harmony export */   dB: () => (/* binding */ connectionKind),
/* harmony export */   tO: () => (/* binding */ retryOptions),
/* harmony export */   uT: () => (/* binding */ createHttpClient)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _normalise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(20847);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67657);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76163);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17666);
// The HTTP transport: one `POST {target}/execute` per turn over node:http(s); the agent is stateless.
//
// node:http with one keep-alive Agent per client rather than fetch: on a zero-latency agent, fetch
// alone costs more CPU per turn than node:http and all of the harness's own work together. Idle
// sockets are closed by the client after IDLE_SOCKET_MS (sooner if the server announces a shorter
// Keep-Alive timeout), below the idle timeouts servers commonly use, so a turn rarely meets a
// socket the server has already closed.






/** A keep-alive socket idle this long is closed by the client (common server idle timeouts: 2-75 s). */
const IDLE_SOCKET_MS = 1000;
function createHttpClient(options) {
    const { url, authorization } = (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .agentEndpoint */ .Dw)(options, 'execute', { 'ws:': 'http:', 'wss:': 'https:' });
    const secure = url.protocol === 'https:';
    // maxSockets stays unbounded: the runner's concurrency is the only limit on turns in flight.
    // Proxy settings as Node's global agents (and fetch) have them: from HTTP(S)_PROXY and NO_PROXY
    // when NODE_USE_ENV_PROXY=1 or --use-env-proxy is set, none otherwise.
    const agentOptions = {
        keepAlive: true,
        timeout: IDLE_SOCKET_MS,
        proxyEnv: (node_https__WEBPACK_IMPORTED_MODULE_1___default().globalAgent).options.proxyEnv,
        ...(options.lookup === undefined ? {} : { lookup: options.lookup }),
    };
    const target = {
        where: `POST ${(0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .safeUrl */ .Pl)(url)}`,
        authorization,
        request: secure ? (node_https__WEBPACK_IMPORTED_MODULE_1___default().request) : (node_http__WEBPACK_IMPORTED_MODULE_0___default().request),
        agent: secure ? new (node_https__WEBPACK_IMPORTED_MODULE_1___default().Agent)(agentOptions) : new (node_http__WEBPACK_IMPORTED_MODULE_0___default().Agent)(agentOptions),
        freshAgent: secure ? new (node_https__WEBPACK_IMPORTED_MODULE_1___default().Agent)({ ...agentOptions, keepAlive: false }) : new (node_http__WEBPACK_IMPORTED_MODULE_0___default().Agent)({ ...agentOptions, keepAlive: false }),
        requestOptions: {
            protocol: url.protocol,
            // URL keeps the brackets of an IPv6 literal; the socket wants the bare address.
            hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
            port: url.port,
            path: `${url.pathname}${url.search}`,
            method: 'POST',
        },
    };
    const retry = retryOptions(options);
    const conversation = {
        execute: (request, signal) => (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .executeWithRetries */ .qP)((attemptSignal) => postTurn(target, request, options, attemptSignal), retry, signal, request.test.conversation_id),
        // The sockets are the client's, shared by every conversation; idle ones never hold the process open.
        close: async () => { },
    };
    return { target: (0,_url_js__WEBPACK_IMPORTED_MODULE_4__/* .redactUrl */ .BO)(options.target), transport: 'http', url: (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .safeUrl */ .Pl)(url), conversation: () => conversation };
}
function retryOptions(options) {
    return {
        timeoutMs: options.timeoutMs,
        retries: options.retries,
        backoffMs: options.backoffMs ?? _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_BACKOFF_MS */ .YU,
        random: options.random ?? Math.random,
        sleep: options.sleep ?? _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .defaultSleep */ .JG,
        now: options.now,
        token: options.token,
        breaker: options.breaker,
    };
}
/** Headers of every request: the caller's extra headers (e.g. traceparent), then auth. */
function requestHeaders(options, authorization) {
    const headers = { ...(options.headers?.() ?? {}) };
    if (authorization !== null)
        headers.authorization = authorization;
    return headers;
}
async function postTurn(target, request, options, signal) {
    const { where } = target;
    const body = JSON.stringify(request);
    const headers = {
        'content-type': 'application/json',
        accept: 'application/json',
        ...requestHeaders(options, target.authorization),
        'content-length': String(Buffer.byteLength(body)),
    };
    let reply;
    try {
        try {
            reply = await exchange(target, body, headers, signal, target.agent);
        }
        catch (e) {
            // A kept-alive socket the server had already closed refused the request before all of it was
            // written, so the agent never received a whole request: sent again, once, on a new connection,
            // and not counted as an attempt. A socket that fails once the whole request went out is an
            // attempt (the agent may have acted on it), retried or not by the retry loop like any other.
            if (!(e instanceof UnsentOnReusedSocket) || signal.aborted)
                throw e;
            reply = await exchange(target, body, headers, signal, target.freshAgent);
        }
    }
    catch (e) {
        // An abort is classified by the retry loop (timeout or caller); anything else is the network.
        if (signal.aborted || e instanceof _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb)
            throw e;
        throw new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${where} failed: ${networkReason(e)}`, { kind: connectionKind(e) });
    }
    const { status, statusText, text } = reply;
    // What came back goes with the failure, for the artifacts.
    const answered = { status, body: text };
    if (status < 200 || status > 299) {
        const denied = status === 401 || status === 403;
        throw new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${where} answered ${status} ${statusText}${(0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .authHint */ .qx)(status)}: ${(0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .Kb)(text, options.token)}`, { retryable: !denied, ...answered });
    }
    if ((0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .nestedDeeperThan */ .iS)(text))
        throw new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${where} answered ${status}, but ${_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .TOO_DEEP_REASON */ .l4}: ${(0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .Kb)(text, options.token)}`, answered);
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        throw new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${where} answered ${status} with a body that is not JSON: ${(0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .Kb)(text, options.token)}`, answered);
    }
    try {
        return { turn: (0,_normalise_js__WEBPACK_IMPORTED_MODULE_2__/* .normaliseResult */ .Av)(parsed), status };
    }
    catch (e) {
        if (!(e instanceof _normalise_js__WEBPACK_IMPORTED_MODULE_2__/* .ResultSchemaError */ .nW))
            throw e;
        throw new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${where} answered ${status}, but ${e.message}: ${(0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .Kb)(text, options.token)}`, answered);
    }
}
/** A reused keep-alive socket refused the request before all of it was written. */
class UnsentOnReusedSocket extends Error {
    name = 'UnsentOnReusedSocket';
}
/** One request and its whole answer, read as UTF-8 (invalid bytes become U+FFFD, as with fetch). */
function exchange(target, body, headers, signal, agent) {
    return new Promise((resolve, reject) => {
        const req = target.request({ ...target.requestOptions, headers, agent }, (res) => {
            if (Number(res.headers['content-length']) > _limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_REPLY_BYTES */ .Kf) {
                fail(tooLarge(target.where, res.statusCode));
                return;
            }
            const chunks = [];
            let size = 0;
            res.on('data', (chunk) => {
                size += chunk.length;
                if (size > _limits_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_REPLY_BYTES */ .Kf)
                    fail(tooLarge(target.where, res.statusCode));
                else
                    chunks.push(chunk);
            });
            res.on('end', () => {
                const data = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
                settle();
                resolve({ status: res.statusCode ?? 0, statusText: res.statusMessage ?? '', text: data.toString('utf8') });
            });
            // A connection cut in the middle of the answer; the first settlement wins, later ones are no-ops.
            res.on('error', fail);
            res.on('close', () => {
                if (!res.complete)
                    fail(new Error('the connection closed before the whole answer arrived'));
            });
        });
        // The attempt's own listener rather than http.request's `signal` option, which costs more per turn.
        const onAbort = () => fail(signal.reason);
        const settle = () => signal.removeEventListener('abort', onAbort);
        function fail(error) {
            settle();
            reject(error);
            req.destroy();
        }
        let written = false;
        req.on('finish', () => {
            written = true;
        });
        req.on('error', (e) => {
            // A failed write on a reused socket before the request was fully sent: the server had closed
            // it, and the last bytes of the request never left, so no complete request reached it.
            const unsent = req.reusedSocket && !written && e.syscall === 'write';
            fail(unsent ? new UnsentOnReusedSocket(e.message, { cause: e }) : e);
        });
        if (signal.aborted)
            return fail(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        req.end(body);
    });
}
function tooLarge(where, status) {
    return new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${where} answered with more than the ${_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .REPLY_SIZE_LIMIT */ .j$} a reply may have`, {
        status: status ?? null,
    });
}
/** Errors of a connection that could never be made: the agent is not there (or not the agent we trust). */
const UNREACHABLE_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'EADDRNOTAVAIL',
    'ETIMEDOUT',
    'CERT_HAS_EXPIRED',
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'ERR_TLS_CERT_ALTNAME_INVALID',
]);
/** A network failure without an answer: no connection at all, or one lost before the answer came. */
function connectionKind(e) {
    const error = e instanceof Error && e.cause instanceof Error && !('code' in e) ? e.cause : e;
    const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    return code !== undefined && UNREACHABLE_CODES.has(code) ? 'unreachable' : 'dropped';
}
function networkReason(e) {
    const error = e instanceof UnsentOnReusedSocket && e.cause instanceof Error ? e.cause : e;
    if (!(error instanceof Error))
        return String(error);
    const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
    // Node says ECONNRESET "socket hang up" when the connection closed before any answer.
    const reason = code === undefined ? error.message : `${code} (${error.message})`;
    return code === 'ECONNRESET' ? `${reason}: the agent closed the connection before answering` : reason;
}


/***/ }),

/***/ 33902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ip: () => (/* binding */ suitesWithToolResults),
/* harmony export */   UG: () => (/* binding */ toolResultsOf),
/* harmony export */   _5: () => (/* binding */ createOpenAiChatClient)
/* harmony export */ });
/* unused harmony exports MAX_TOOL_ROUNDS, NODE_TOOL */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(26921);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75529);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(67657);
/* harmony import */ var _normalise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20847);
/* harmony import */ var _post_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(42219);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76163);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(17666);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(16264);
// The openai-chat protocol: an agent served as an OpenAI-compatible chat completions endpoint
// (LiteLLM, vLLM, gateways). Each turn replays the conversation as messages to
// `POST {target}/chat/completions`. Tool calls come from the reply's `tool_calls`; a target that
// returns calls without running them gets the suite's canned `tool_results` (by tool name, the turn's
// over the suite's defaults) as `tool` messages, and is asked again, up to MAX_TOOL_ROUNDS times. A
// call with no canned result ends the turn at that call, with a warning. The node is the
// `next_node_id` of the last `process_node` call (its result, else its arguments); without one the
// node stays where it was. Memory is not part of this protocol: it is sent back unchanged, and fact
// assertions are refused before the run (protocols.ts).








/** Requests one turn may make: the first, and one more after each round of canned tool results. */
const MAX_TOOL_ROUNDS = 16;
/** The tool whose call names the next node (as the reference agent's flow does). */
const NODE_TOOL = 'process_node';
const MessageSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    role: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    content: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J().optional(),
    tool_calls: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
        id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
        function: zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({ name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), arguments: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J().optional() }),
    }))
        .nullish(),
});
const CompletionSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({
    choices: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({ message: MessageSchema })).min(1, 'the completion has no choice'),
    usage: zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({ prompt_tokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J().optional(), completion_tokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J().optional() }).nullish(),
});
function createOpenAiChatClient(options) {
    const { url, authorization } = (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .agentEndpoint */ .Dw)(options, 'chat/completions', { 'ws:': 'http:', 'wss:': 'https:' });
    const target = (0,_post_js__WEBPACK_IMPORTED_MODULE_2__/* .postTarget */ .kg)(url, authorization, options);
    const retry = (0,_http_js__WEBPACK_IMPORTED_MODULE_0__/* .retryOptions */ .tO)(options);
    const conversation = {
        execute: (request, signal) => (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .executeWithRetries */ .qP)((s) => playTurn(target, request, options, s), retry, signal, request.test.conversation_id),
        close: async () => { },
    };
    return { target: (0,_url_js__WEBPACK_IMPORTED_MODULE_5__/* .redactUrl */ .BO)(options.target), transport: 'http', url: (0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .safeUrl */ .Pl)(url), conversation: () => conversation };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The text of a message's content: a string, or its text parts joined by newlines. */
function textOf(content) {
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return null;
    const texts = content.flatMap((part) => (isRecord(part) && typeof part.text === 'string' ? [part.text] : []));
    return texts.length > 0 ? texts.join('\n') : null;
}
/** The messages of the conversation so far, as the previous turn left them, then the user's message. */
function replayed(request) {
    const history = request.context.history.map((m) => ({ ...m }));
    return [...history, { role: 'user', content: request.context.latest_user_message }];
}
async function playTurn(target, request, options, signal) {
    const messages = replayed(request);
    const canned = options.toolResults?.(request.test) ?? {};
    const warnings = [];
    const calls = [];
    const raw = [];
    let assistant = null;
    let received = 0;
    let usage = null;
    let usageKnown = true;
    let status = null;
    for (let round = 0;; round++) {
        if (round === MAX_TOOL_ROUNDS)
            throw new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${target.where} still asked for tools after ${MAX_TOOL_ROUNDS} rounds of canned tool_results in one turn; give the turn fewer tool_results, or check that the agent stops calling tools once it has their results`);
        const body = JSON.stringify({
            ...(options.model ? { model: options.model } : {}),
            messages,
            temperature: request.params.temperature,
            top_p: request.params.top_p,
            ...(request.params.seed === null ? {} : { seed: request.params.seed }),
        });
        const { head, json, text } = await (0,_post_js__WEBPACK_IMPORTED_MODULE_2__/* .sendJson */ .jD)(target, { body, headers: { 'content-type': 'application/json' } }, options, signal);
        status = head.status;
        received += text.length;
        if (received > _limits_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_REPLY_BYTES */ .Kf)
            throw new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${target.where}: the replies of one turn came to more than the ${_limits_js__WEBPACK_IMPORTED_MODULE_6__/* .REPLY_SIZE_LIMIT */ .j$} a reply may have`, {
                status,
            });
        const parsed = CompletionSchema.safeParse(json);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${target.where} answered ${head.status}, but the body is not a chat completion (${issue ? `${issue.path.join('.') || '(body)'}: ${issue.message}` : 'no choices'}): ${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .jsonPreview */ .JA)(json)}`, { status, body: text });
        }
        raw.push(json);
        const completion = json;
        if (usageKnown && completion.usage != null) {
            const counted = countUsage(completion.usage, warnings);
            if (counted === null)
                usageKnown = false;
            else
                usage = { input_tokens: (usage?.input_tokens ?? 0) + counted[0], output_tokens: (usage?.output_tokens ?? 0) + counted[1] };
        }
        const message = completion.choices[0].message;
        // Replayed as a chat message: its role, content and tool calls (other fields of the reply stay in raw).
        messages.push({
            role: 'assistant',
            content: message.content ?? null,
            ...(message.tool_calls ? { tool_calls: message.tool_calls } : {}),
        });
        assistant = textOf(message.content) ?? assistant;
        const asked = message.tool_calls ?? [];
        if (asked.length === 0)
            break;
        const missing = [];
        asked.forEach((entry, i) => {
            const where = `round ${round + 1} tool_calls[${i}]`;
            let args;
            try {
                args = (0,_normalise_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArguments */ .We)(entry.function.arguments, where, warnings);
            }
            catch (e) {
                if (!(e instanceof _normalise_js__WEBPACK_IMPORTED_MODULE_1__/* .ResultSchemaError */ .nW))
                    throw e;
                throw new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${target.where} answered ${head.status}, but ${e.message}`, { status, body: text });
            }
            const call = { id: entry.id ?? null, name: entry.function.name, args, source: 'openai' };
            calls.push(call);
            if (!Object.hasOwn(canned, call.name)) {
                missing.push(call.name);
                return;
            }
            const result = canned[call.name];
            call.result = result;
            messages.push({ role: 'tool', tool_call_id: entry.id ?? '', content: typeof result === 'string' ? result : JSON.stringify(result) });
        });
        if (missing.length > 0) {
            warnings.push(`the agent asked for ${missing.map((n) => `"${n}"`).join(', ')}, which the turn's tool_results do not give; the turn ends at that call (add tool_results for it to the turn or to defaults)`);
            break;
        }
    }
    const memory = request.context.memory;
    const turn = {
        current_node_id: nodeOf(calls) ?? request.context.current_node_id,
        flow_completed: null,
        assistant_message: assistant,
        history: messages.map((m) => ({ ...m, role: String(m.role), content: m.content })),
        memory,
        facts: (0,_normalise_js__WEBPACK_IMPORTED_MODULE_1__/* .factsToMap */ .HV)(memory.facts),
        tool_calls: calls,
        next_node_descriptor: null,
        trace_id: null,
        usage: usageKnown ? usage : null,
        unknown_blocks: [],
        warnings,
        raw: raw.length === 1 ? raw[0] : { responses: raw },
    };
    return { turn, status };
}
/** The next node named by the last `process_node` call: its result's next_node_id, else its arguments'. */
function nodeOf(calls) {
    for (let i = calls.length - 1; i >= 0; i--) {
        const call = calls[i];
        if (call.name !== NODE_TOOL)
            continue;
        for (const from of [call.result, call.args]) {
            if (isRecord(from) && typeof from.next_node_id === 'string')
                return from.next_node_id;
        }
    }
    return null;
}
const MAX_TOKENS = 1_000_000_000;
const tokens = (n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_TOKENS;
/** One reply's [prompt, completion] tokens; null (and a warning) when they cannot be counted. */
function countUsage(usage, warnings) {
    if (tokens(usage.prompt_tokens) && tokens(usage.completion_tokens))
        return [usage.prompt_tokens, usage.completion_tokens];
    warnings.push(`usage is not {prompt_tokens, completion_tokens} as whole numbers; token counts not recorded: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_7__/* .jsonPreview */ .JA)(usage)}`);
    return null;
}
/** The suites that give canned tool results, which only the openai-chat protocol sends. */
function suitesWithToolResults(suites) {
    return suites
        .filter(({ suite }) => suite.defaults?.tool_results !== undefined ||
        suite.tests.some((t) => (t.turns ?? []).some((turn) => turn.tool_results !== undefined)))
        .map(({ file }) => file);
}
/** The canned tool results of every turn of the suites (the turn's over its suite's defaults), looked up by the request's test. */
function toolResultsOf(suites) {
    const byTurn = new Map();
    for (const { suite } of suites) {
        const defaults = suite.defaults?.tool_results ?? {};
        for (const test of suite.tests) {
            for (const turn of test.turns ?? []) {
                const merged = { ...defaults, ...(turn.tool_results ?? {}) };
                if (Object.keys(merged).length > 0)
                    byTurn.set(JSON.stringify([suite.suite_id, test.test_id, turn.turn_id]), merged);
            }
        }
    }
    return (test) => byTurn.get(JSON.stringify([test.suite_id, test.test_id, test.turn_id]));
}


/***/ }),

/***/ 42219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jD: () => (/* binding */ sendJson),
/* harmony export */   kg: () => (/* binding */ postTarget),
/* harmony export */   tN: () => (/* binding */ send)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(75529);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(67657);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76163);
// One HTTP request of a framework-protocol adapter (ag-ui.ts, openai-chat.ts) over node:http(s),
// with the same connection rules as the execute transport (keep-alive, proxies from the
// environment, the injected host-name lookup) and the same bound on what one reply may make the
// harness hold. The body is handed over chunk by chunk as it arrives, so a streamed reply (SSE) is
// read while it streams and an endless one is cut at the limit or the turn's timeout.






function postTarget(url, authorization, options, method = 'POST') {
    const secure = url.protocol === 'https:';
    const agentOptions = {
        keepAlive: true,
        timeout: 1000,
        proxyEnv: (node_https__WEBPACK_IMPORTED_MODULE_1___default().globalAgent).options.proxyEnv,
        ...(options.lookup === undefined ? {} : { lookup: options.lookup }),
    };
    return {
        url,
        where: `${method} ${(0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .safeUrl */ .Pl)(url)}`,
        authorization,
        request: secure ? (node_https__WEBPACK_IMPORTED_MODULE_1___default().request) : (node_http__WEBPACK_IMPORTED_MODULE_0___default().request),
        agent: secure ? new (node_https__WEBPACK_IMPORTED_MODULE_1___default().Agent)(agentOptions) : new (node_http__WEBPACK_IMPORTED_MODULE_0___default().Agent)(agentOptions),
    };
}
/**
 * Sends one request and feeds the 2xx body to `onChunk` as it arrives; resolves at its end. A
 * non-2xx answer is an AttemptError carrying the start of its body (401/403 not retried). More than
 * MAX_REPLY_BYTES, a dropped connection or an `onChunk` that throws fails the attempt.
 */
function send(target, request, options, signal, onChunk) {
    const url = request.url ?? target.url;
    const where = request.url === undefined ? target.where : `${request.method ?? 'POST'} ${(0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .safeUrl */ .Pl)(url)}`;
    const headers = { ...request.headers, ...(0,_http_js__WEBPACK_IMPORTED_MODULE_2__/* .requestHeaders */ .A1)(options, target.authorization) };
    if (request.body !== undefined)
        headers['content-length'] = String(Buffer.byteLength(request.body));
    return new Promise((resolve, reject) => {
        const req = target.request({
            protocol: url.protocol,
            hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
            port: url.port,
            path: `${url.pathname}${url.search}`,
            method: request.method ?? 'POST',
            headers,
            agent: target.agent,
        }, (res) => {
            const head = {
                status: res.statusCode ?? 0,
                statusText: res.statusMessage ?? '',
                contentType: (res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase(),
            };
            const ok = head.status >= 200 && head.status <= 299;
            const kept = [];
            let keptSize = 0;
            let size = 0;
            res.on('data', (chunk) => {
                size += chunk.length;
                if (size > _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_REPLY_BYTES */ .Kf) {
                    fail(new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${where} answered with more than the ${_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .REPLY_SIZE_LIMIT */ .j$} a reply may have`, {
                        status: head.status,
                    }));
                    return;
                }
                if (!ok) {
                    if (keptSize < _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_RAW_BODY_BYTES */ .hs)
                        kept.push(chunk);
                    keptSize += chunk.length;
                    return;
                }
                try {
                    onChunk(chunk, head);
                }
                catch (e) {
                    fail(e);
                }
            });
            res.on('end', () => {
                if (settled)
                    return;
                if (!ok) {
                    const text = Buffer.concat(kept).toString('utf8');
                    const denied = head.status === 401 || head.status === 403;
                    fail(new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${where} answered ${head.status} ${head.statusText}${(0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .authHint */ .qx)(head.status)}: ${(0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .Kb)(text, options.token)}`, { retryable: !denied, status: head.status, body: text }));
                    return;
                }
                settle();
                resolve(head);
            });
            res.on('error', fail);
            res.on('close', () => {
                if (!res.complete)
                    fail(new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${where}: the connection closed before the whole answer arrived`, { status: head.status }));
            });
        });
        let settled = false;
        const onAbort = () => fail(signal.reason);
        const settle = () => {
            settled = true;
            signal.removeEventListener('abort', onAbort);
        };
        function fail(error) {
            if (settled)
                return;
            settle();
            if (!(error instanceof _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb) && !signal.aborted) {
                const reason = error instanceof Error
                    ? 'code' in error && typeof error.code === 'string'
                        ? `${error.code} (${error.message})`
                        : error.message
                    : String(error);
                reject(new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${where} failed: ${reason}`, { kind: (0,_http_js__WEBPACK_IMPORTED_MODULE_2__/* .connectionKind */ .dB)(error) }));
            }
            else {
                reject(error);
            }
            req.destroy();
        }
        req.on('error', fail);
        if (signal.aborted)
            return fail(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        req.end(request.body);
    });
}
/** Sends one request and parses its whole 2xx body as JSON (bounded in size and nesting). */
async function sendJson(target, request, options, signal) {
    const chunks = [];
    const head = await send(target, { ...request, headers: { accept: 'application/json', ...request.headers } }, options, signal, (c) => chunks.push(c));
    const text = Buffer.concat(chunks).toString('utf8');
    const where = request.url === undefined ? target.where : `${request.method ?? 'POST'} ${(0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .safeUrl */ .Pl)(request.url)}`;
    if ((0,_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .nestedDeeperThan */ .iS)(text))
        throw new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${where} answered ${head.status}, but ${_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .TOO_DEEP_REASON */ .l4}`, { status: head.status, body: text });
    try {
        return { head, json: JSON.parse(text), text };
    }
    catch {
        throw new _retry_js__WEBPACK_IMPORTED_MODULE_3__/* .AttemptError */ .cb('ENGINE_ERROR', `${where} answered ${head.status} with a body that is not JSON: ${(0,_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .excerpt */ .Kb)(text, options.token)}`, {
            status: head.status,
            body: text,
        });
    }
}


/***/ }),

/***/ 76163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dw: () => (/* binding */ agentEndpoint),
/* harmony export */   JG: () => (/* binding */ defaultSleep),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   Pl: () => (/* binding */ safeUrl),
/* harmony export */   YU: () => (/* binding */ DEFAULT_BACKOFF_MS),
/* harmony export */   cb: () => (/* binding */ AttemptError),
/* harmony export */   hs: () => (/* binding */ MAX_RAW_BODY_BYTES),
/* harmony export */   qP: () => (/* binding */ executeWithRetries),
/* harmony export */   qx: () => (/* binding */ authHint),
/* harmony export */   vt: () => (/* binding */ abortError)
/* harmony export */ });
/* unused harmony exports defaultNow, backoffDelay, rawBody, endpoint, AGENT_AUTH_CONFLICT */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(86999);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17666);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50016);
// What both transports share: one attempt's failure, the per-turn timeout, and the retry loop.




/** How much of a failed attempt's body the artifacts keep. */
const MAX_RAW_BODY_BYTES = 64 * 1024;
/** One attempt failed. `retryable: false` ends the turn at once (a rejected token will not improve). */
class AttemptError extends Error {
    name = 'AttemptError';
    code;
    retryable;
    /** The HTTP status of the answer, when one came. */
    status;
    /** What came back, whole (rawBody bounds it for the record). */
    body;
    /** Whether anything answered: `unreachable` (no connection) and `dropped` (lost before the answer) did not. */
    kind;
    constructor(code, message, options = {}) {
        super(message);
        this.code = code;
        this.retryable = options.retryable ?? true;
        this.status = options.status ?? null;
        this.body = options.body ?? null;
        this.kind = options.kind ?? 'answered';
    }
}
const DEFAULT_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 10_000;
const defaultNow = () => performance.now();
const defaultSleep = async (ms, signal) => {
    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, signal === undefined ? {} : { signal });
};
function backoffDelay(retry, backoffMs, random) {
    return random() * Math.min(MAX_BACKOFF_MS, backoffMs * 2 ** (retry - 1));
}
/** The caller's abort, rethrown as an abort (never retried, never an AgentCallError). */
function abortError(signal) {
    return signal.reason instanceof Error ? signal.reason : new DOMException('The agent call was aborted', 'AbortError');
}
/**
 * Runs `attempt` until it returns a turn, retrying ENGINE_ERROR and TIMEOUT `retries` times.
 * Each attempt gets a signal that fires on the per-turn timeout or the caller's abort. The failures
 * of earlier attempts are recorded as warnings of the turn that finally succeeded, and every failed
 * attempt, with what came back, on the outcome (or on the AgentCallError) for the artifacts.
 */
async function executeWithRetries(attempt, options, callerSignal, conversationId = '') {
    const mask = (text) => (0,_logger_js__WEBPACK_IMPORTED_MODULE_2__/* .maskSecrets */ .QU)(text, options.token === undefined ? [] : [options.token]);
    const now = options.now ?? defaultNow;
    const failures = [];
    const failed = [];
    const total = options.retries + 1;
    for (let n = 1;; n++) {
        if (callerSignal?.aborted)
            throw abortError(callerSignal);
        // The agent stopped answering every conversation: no further attempt is made.
        const open = options.breaker?.openCause();
        if (open) {
            const last = failed.at(-1);
            if (last === undefined)
                throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentCallError */ .w(open.code, `not attempted: ${mask(open.message)}`, 0, [], [], 'unreachable');
            const tried = `${n - 1} attempt${n === 2 ? '' : 's'}`;
            throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentCallError */ .w(last.code, `${last.message} (${tried}; not retried: ${mask(open.message)})`, n - 1, failures.slice(0, -1), failed, 'unreachable');
        }
        const started = now();
        const attemptSignal = new AttemptSignal(options.timeoutMs, callerSignal);
        let failure;
        try {
            const { turn, status } = await attempt(attemptSignal.signal);
            const latency = now() - started;
            options.breaker?.answered();
            turn.warnings = [...failures, ...turn.warnings].map(mask);
            return { turn, attempts: n, latency_ms: Math.round(latency), status, failed_attempts: failed };
        }
        catch (e) {
            if (callerSignal?.aborted)
                throw abortError(callerSignal);
            if (attemptSignal.timedOut)
                failure = new AttemptError('TIMEOUT', `no answer within the turn timeout of ${options.timeoutMs} ms`, { kind: 'timeout' });
            else if (e instanceof AttemptError)
                failure = e;
            else
                throw e;
        }
        finally {
            attemptSignal.dispose();
        }
        const message = mask(failure.message);
        options.breaker?.attempted(conversationId, failure.kind, failure.code, message);
        failed.push({
            attempt: n,
            code: failure.code,
            message,
            status: failure.status,
            body: failure.body === null ? null : rawBody(failure.body, options.token),
        });
        if (!failure.retryable)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentCallError */ .w(failure.code, `${message} (not retried)`, n, failures, failed, failure.kind);
        if (n >= total)
            throw new _types_js__WEBPACK_IMPORTED_MODULE_1__/* .AgentCallError */ .w(failure.code, `${message} (${n} attempt${n === 1 ? '' : 's'}, all failed)`, n, failures, failed, failure.kind);
        failures.push(`attempt ${n} of ${total} failed with ${failure.code}: ${message}; retried`);
        try {
            await options.sleep(backoffDelay(n, options.backoffMs, options.random), callerSignal);
        }
        catch (e) {
            if (callerSignal?.aborted)
                throw abortError(callerSignal);
            throw e;
        }
    }
}
/**
 * One attempt's signal: fires on the per-turn timeout or on the caller's abort, and is unhooked from
 * both the moment the attempt settles (one timer cleared, one listener removed). AbortSignal.timeout
 * and AbortSignal.any would leave each attempt's timer pending for the whole timeout and keep every
 * attempt's signal registered on the long-lived run signal until then, thousands of them in a run.
 */
class AttemptSignal {
    #controller = new AbortController();
    signal = this.#controller.signal;
    #timer;
    #callerSignal;
    #onCallerAbort = () => this.#controller.abort(this.#callerSignal?.reason);
    timedOut = false;
    constructor(timeoutMs, callerSignal) {
        this.#callerSignal = callerSignal;
        this.#timer = setTimeout(() => {
            this.timedOut = true;
            this.#controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError'));
        }, timeoutMs);
        callerSignal?.addEventListener('abort', this.#onCallerAbort, { once: true });
    }
    dispose() {
        clearTimeout(this.#timer);
        this.#callerSignal?.removeEventListener('abort', this.#onCallerAbort);
    }
}
/** A URL fit for an error message: no credentials, no secret-looking query parameter. */
function safeUrl(url) {
    return (0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrl */ .BO)(url.href);
}
/** The first 200 characters of what came back, token masked first so no fragment of it survives. */
function excerpt(text, token) {
    const masked = (0,_logger_js__WEBPACK_IMPORTED_MODULE_2__/* .maskSecrets */ .QU)(text, token === undefined ? [] : [token]);
    if (masked.trim() === '')
        return '(empty body)';
    return masked.length > 200 ? `${masked.slice(0, 200)}...` : masked;
}
/** A failed attempt's body for the artifacts: the token masked first, then cut at MAX_RAW_BODY_BYTES. */
function rawBody(text, token) {
    const masked = (0,_logger_js__WEBPACK_IMPORTED_MODULE_2__/* .maskSecrets */ .QU)(text, token === undefined ? [] : [token]);
    const bytes = Buffer.byteLength(masked);
    if (bytes <= MAX_RAW_BODY_BYTES)
        return masked;
    // A character cut in two at the limit decodes as U+FFFD.
    const kept = Buffer.from(masked).subarray(0, MAX_RAW_BODY_BYTES).toString('utf8');
    return `${kept}... (cut at ${MAX_RAW_BODY_BYTES} of ${bytes} bytes)`;
}
function authHint(status) {
    return status === 401 || status === 403 ? '; check the agent token (--agent-token, AGENT_EVAL_AGENT_TOKEN or the agent-token input)' : '';
}
/** `{target}/{path}`, keeping any path prefix of the target. */
function endpoint(target, path, protocols = {}) {
    let url;
    try {
        url = new URL(target);
    }
    catch {
        throw new Error(`agent target "${(0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrl */ .BO)(target)}" is not a URL; pass something like http://localhost:8080`);
    }
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) {
        throw new Error(`agent target "${safeUrl(url)}" must be an http(s) URL`);
    }
    url.protocol = protocols[url.protocol] ?? url.protocol;
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path}`;
    return url;
}
/**
 * The URL a transport requests (no userinfo) and the Authorization it sends: the agent token as
 * Bearer, or the target's userinfo as Basic. Both at once is refused: which one the agent expects
 * cannot be guessed, and the entry points refuse it as a usage error before this is reached.
 */
function agentEndpoint(options, path, protocols = {}) {
    const { url, authorization } = (0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .takeUserinfo */ .vT)(endpoint(options.target, path, protocols));
    const token = options.token === undefined || options.token === '' ? null : options.token;
    if (token !== null && authorization !== null)
        throw new Error(AGENT_AUTH_CONFLICT);
    return { url, authorization: token === null ? authorization : `Bearer ${token}` };
}
const AGENT_AUTH_CONFLICT = 'the agent target carries a user name and password (sent as Basic auth) and an agent token is set too (sent as Bearer): give only one';


/***/ })

};
