export const id = 822;
export const ids = [822];
export const modules = {

/***/ 88925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SERVE_HELP: () => (/* binding */ SERVE_HELP),
/* harmony export */   parseMisroute: () => (/* binding */ parseMisroute),
/* harmony export */   serveCommand: () => (/* binding */ serveCommand)
/* harmony export */ });
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(86999);
/* harmony import */ var _reference_agent_engine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8399);
/* harmony import */ var _reference_agent_flow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97589);
/* harmony import */ var _reference_agent_server_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(56931);
/* harmony import */ var _settings_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(535);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73776);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48003);
// `agent-eval serve`: the built-in reference agent on HTTP and WebSocket, until interrupted.
// --model puts a real chat model behind its decisions; the fault options turn it into a
// misbehaving agent, to see how a harness copes.







const SERVE_HELP = `usage: agent-eval serve [options]

Serves the built-in reference agent: HTTP POST /execute and WebSocket /internal/agent/test.
Runs until interrupted (Ctrl-C).

  --port N                   port to listen on (default 0: any free port)
  --host HOST                address to listen on (default 127.0.0.1)
  --flow FILE                flow definition, YAML or JSON (default: the demo customer-support flow)
  --token T                  require Authorization: Bearer T (default env AGENT_EVAL_AGENT_TOKEN)

Decisions (default: the flow's rules, reproducible offline):
  --model M                  decide with chat model M through the openai client: routing by a forced
                             process_node call, facts and replies by the model; any step the model
                             fails falls back to the rules and the turn carries a warning
                             (default env AGENT_EVAL_REFERENCE_MODEL)
  --model-base-url URL       OpenAI-compatible server (default env OPENAI_BASE_URL, else the OpenAI API)
                             The key comes from env AGENT_EVAL_REFERENCE_API_KEY or OPENAI_API_KEY;
                             a compatible server that needs no key needs only --model-base-url.

Fault injection, reproducible with --seed (each retry of a turn draws again, and so does a request
with another params.seed, as each repeat of a seeded test sends):
  --latency-ms N             add N ms to every answer
  --error-rate R             share of turns answered with HTTP 500 / a WebSocket error (0..1)
  --timeout-rate R           share of turns never answered (0..1)
  --malformed-rate R         share of turns answered with a body that is not JSON or not a result (0..1)
  --drop-rate R              share of turns whose connection is cut mid-turn (0..1)
  --nondeterministic-rate R  share of turns that take a random other option (0..1)
  --misroute OPT=NODE,...    send option OPT (or NODE/OPT) to the wrong node NODE (repeatable)
  --seed N                   seed of the fault draws (default 0)`;
async function serveCommand(argv, io) {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCommandArgs */ .Qx)('serve', {
        args: argv,
        allowPositionals: false,
        options: {
            help: { type: 'boolean', short: 'h' },
            port: { type: 'string' },
            host: { type: 'string' },
            flow: { type: 'string' },
            token: { type: 'string' },
            model: { type: 'string' },
            'model-base-url': { type: 'string' },
            'latency-ms': { type: 'string' },
            'error-rate': { type: 'string' },
            'timeout-rate': { type: 'string' },
            'malformed-rate': { type: 'string' },
            'drop-rate': { type: 'string' },
            'nondeterministic-rate': { type: 'string' },
            misroute: { type: 'string', multiple: true },
            seed: { type: 'string' },
        },
    });
    if (values.help) {
        io.stdout(`${SERVE_HELP}\n`);
        return _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
    }
    const token = values.token ?? io.env.AGENT_EVAL_AGENT_TOKEN;
    let model;
    try {
        model = (0,_reference_agent_server_js__WEBPACK_IMPORTED_MODULE_2__.referenceModelFromEnv)(io.env, { model: values.model, baseURL: values['model-base-url'] });
    }
    catch (error) {
        if (error instanceof _reference_agent_server_js__WEBPACK_IMPORTED_MODULE_2__.ReferenceModelError)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(error.message);
        throw error;
    }
    const secrets = [token, model?.apiKey].filter((s) => typeof s === 'string' && s !== '');
    const options = {
        host: values.host ?? '127.0.0.1',
        port: integer(values.port, '--port', 0, 65_535) ?? 0,
        seed: integer(values.seed, '--seed', -(2 ** 31), 2 ** 32 - 1) ?? 0,
        misroute: parseMisroute(values.misroute ?? []),
        logger: ioLogger(io, secrets),
    };
    const latencyMs = integer(values['latency-ms'], '--latency-ms', 0, 3_600_000);
    if (latencyMs !== undefined)
        options.latencyMs = latencyMs;
    const rates = {
        errorRate: rate(values['error-rate'], '--error-rate'),
        timeoutRate: rate(values['timeout-rate'], '--timeout-rate'),
        malformedRate: rate(values['malformed-rate'], '--malformed-rate'),
        dropRate: rate(values['drop-rate'], '--drop-rate'),
        nondeterministicRate: rate(values['nondeterministic-rate'], '--nondeterministic-rate'),
    };
    for (const [key, value] of Object.entries(rates))
        if (value !== undefined)
            options[key] = value;
    if (token)
        options.token = token;
    if (model)
        options.model = model;
    if (values.flow !== undefined) {
        try {
            options.flow = await (0,_reference_agent_flow_js__WEBPACK_IMPORTED_MODULE_1__/* .loadFlowFile */ .n)(values.flow, { cwd: io.cwd });
        }
        catch (error) {
            if (error instanceof _reference_agent_flow_js__WEBPACK_IMPORTED_MODULE_1__/* .FlowError */ .Tr)
                throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`${error.message}\nfix the flow file, or leave out --flow to serve the demo flow`);
            throw error;
        }
    }
    let agent;
    try {
        agent = await (0,_reference_agent_server_js__WEBPACK_IMPORTED_MODULE_2__.startReferenceAgent)(options);
    }
    catch (error) {
        if (error instanceof _reference_agent_engine_js__WEBPACK_IMPORTED_MODULE_0__/* .MisrouteError */ .F6)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(error.message);
        const code = error.code;
        if (code === 'EADDRINUSE')
            throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`port ${options.port} on ${options.host} is in use; pick another with --port, or --port 0 for any free port`);
        if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
            throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot listen on ${options.host}; pass an address of this machine with --host`);
        throw error;
    }
    const ws = agent.url.replace(/^http/, 'ws');
    io.stdout(`Reference agent (flow ${agent.flow.flow_id}) listening on ${agent.url}\n` +
        `  HTTP       POST ${agent.url}${_reference_agent_server_js__WEBPACK_IMPORTED_MODULE_2__/* .EXECUTE_PATH */ .c}\n` +
        `  WebSocket  ${ws}${_reference_agent_server_js__WEBPACK_IMPORTED_MODULE_2__/* .WEBSOCKET_PATH */ .y}\n` +
        (token ? '  Auth       bearer token required\n' : '') +
        describePolicy(model) +
        describeFaults(options) +
        `Try: agent-eval run --target ${agent.url}\nPress Ctrl-C to stop.\n`);
    if (!io.signal.aborted)
        await new Promise((resolve) => io.signal.addEventListener('abort', () => resolve(), { once: true }));
    await agent.close();
    io.stdout('Reference agent stopped.\n');
    return _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
}
function ioLogger(io, secrets) {
    const clean = (m) => (0,_logger_js__WEBPACK_IMPORTED_MODULE_6__/* .maskSecrets */ .QU)(m, secrets);
    return {
        debug: () => { },
        info: (m) => io.stdout(`${clean(m)}\n`),
        warning: (m) => io.stderr(`warning: ${clean(m)}\n`),
        error: (m) => io.stderr(`error: ${clean(m)}\n`),
    };
}
const integer = (text, flag, min, max) => (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .commandFlag */ .oj)(text, flag, (0,_settings_values_js__WEBPACK_IMPORTED_MODULE_3__/* .wholeNumber */ .rD)(min, max));
/** A share of turns: 0.2 is 20% of them. */
const SHARE = { ...(0,_settings_values_js__WEBPACK_IMPORTED_MODULE_3__/* .decimal */ ._)({ min: 0, max: 1 }), rule: 'a share from 0 to 1 (e.g. 0.2 for 20% of turns)' };
const rate = (text, flag) => (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .commandFlag */ .oj)(text, flag, SHARE);
/** `opt_2=billing,conv_1/opt_3=end` (repeatable) -> { opt_2: 'billing', 'conv_1/opt_3': 'end' }. */
function parseMisroute(values) {
    const map = {};
    for (const entry of values.flatMap((v) => v.split(','))) {
        const [option, node, ...rest] = entry.split('=').map((part) => part.trim());
        if (!option || !node || rest.length > 0) {
            throw new _io_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--misroute takes OPTION=NODE pairs separated by commas (e.g. --misroute opt_2=billing), got "${entry}"`);
        }
        map[option] = node;
    }
    return map;
}
function describePolicy(model) {
    if (!model)
        return '';
    // Origin and path only: a base URL may carry credentials in its user-info part.
    const url = model.baseURL === null ? null : new URL(model.baseURL);
    const where = url === null ? 'the OpenAI API' : `${url.protocol}//${url.host}${url.pathname}`;
    return `  Model      ${model.model} at ${where} (the flow's rules answer, with a warning, when it fails)\n`;
}
function describeFaults(options) {
    const parts = [];
    if (options.latencyMs)
        parts.push(`latency ${options.latencyMs} ms`);
    const shares = [
        ['errors', options.errorRate],
        ['timeouts', options.timeoutRate],
        ['malformed bodies', options.malformedRate],
        ['dropped connections', options.dropRate],
        ['random options', options.nondeterministicRate],
    ];
    for (const [name, share] of shares)
        if (share)
            parts.push(`${name} ${Math.round(share * 1000) / 10}%`);
    const misroutes = Object.entries(options.misroute ?? {}).map(([option, node]) => `${option}->${node}`);
    if (misroutes.length > 0)
        parts.push(`misroute ${misroutes.join(', ')}`);
    return parts.length > 0 ? `  Faults     ${parts.join(', ')} (seed ${options.seed ?? 0})\n` : '';
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

/***/ 35239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ createModelClient),
/* harmony export */   jG: () => (/* binding */ OPENAI_BASE_URL),
/* harmony export */   oh: () => (/* binding */ ModelApiError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(86999);


const OPENAI_BASE_URL = 'https://api.openai.com/v1';
let sdk;
// The SDK is loaded on the first request, not at start: most runs call no model, and loading it is
// a third of the action's start-up.
const loadSdk = () => (sdk ??= __webpack_require__.e(/* import() */ 948).then(__webpack_require__.bind(__webpack_require__, 56948)));
/**
 * A request the server refused or could not answer (after the client's retries). The message never
 * contains the API key, even when the server echoes it back.
 */
class ModelApiError extends Error {
    name = 'ModelApiError';
    /** HTTP status; null for a network error or a reply the SDK could not read. */
    status;
    kind;
    /** The system error code of a connection failure (ECONNREFUSED, ENOTFOUND, ...), when known. */
    networkCode;
    /** How long the server asked to wait before a retry (retry-after-ms / retry-after), when it said. */
    retryAfterMs;
    constructor(message, status, details = {}) {
        super(message);
        this.status = status;
        this.kind = details.kind ?? (status === null ? 'reply' : 'http');
        this.networkCode = details.networkCode ?? null;
        this.retryAfterMs = details.retryAfterMs ?? null;
    }
}
function createModelClient(options) {
    const secrets = [options.apiKey];
    const logger = options.logger;
    const purpose = options.purpose ?? 'judge';
    const clean = (message) => `${purpose} client: ${(0,_logger_js__WEBPACK_IMPORTED_MODULE_1__/* .maskSecrets */ .QU)(message, secrets)}`;
    let client;
    const clientOf = (OpenAISdk) => (client ??= new OpenAISdk({
        apiKey: options.apiKey,
        // Explicit, so the SDK never picks up OPENAI_BASE_URL behind the caller's back.
        baseURL: options.baseURL ?? OPENAI_BASE_URL,
        maxRetries: options.maxRetries,
        timeout: options.timeoutMs,
        // The SDK logs each request and each retry at info: our debug level, so --debug shows the retries.
        logLevel: 'info',
        logger: {
            error: (m) => logger?.warning(clean(m)),
            warn: (m) => logger?.warning(clean(m)),
            info: (m) => logger?.debug(clean(m)),
            debug: () => { },
        },
    }));
    const failure = ({ APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError }, error, signal) => {
        if (error instanceof APIUserAbortError || signal?.aborted) {
            return signal?.reason instanceof Error ? signal.reason : new Error(`${purpose} request aborted`);
        }
        if (error instanceof APIConnectionTimeoutError) {
            return new ModelApiError(`the ${purpose} server did not answer within ${options.timeoutMs} ms`, null, { kind: 'timeout' });
        }
        if (error instanceof APIConnectionError) {
            const networkCode = systemErrorCode(error);
            const detail = (0,_logger_js__WEBPACK_IMPORTED_MODULE_1__/* .maskSecrets */ .QU)(error.message, secrets) + (networkCode ? ` (${networkCode})` : '');
            return new ModelApiError(`cannot reach the ${purpose} server: ${detail}`, null, { kind: 'unreachable', networkCode });
        }
        if (error instanceof APIError) {
            return new ModelApiError((0,_logger_js__WEBPACK_IMPORTED_MODULE_1__/* .maskSecrets */ .QU)(error.message, secrets), error.status ?? null, { retryAfterMs: retryAfter(error.headers) });
        }
        return new ModelApiError((0,_logger_js__WEBPACK_IMPORTED_MODULE_1__/* .maskSecrets */ .QU)((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error), secrets), null);
    };
    return {
        async chat(request, signal) {
            const loaded = await loadSdk();
            try {
                const completion = await clientOf(loaded.default).chat.completions.create({
                    model: request.model,
                    messages: request.messages,
                    ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
                    ...(request.seed === undefined ? {} : { seed: request.seed }),
                    ...responseFormatParam(request.responseFormat),
                    ...toolParams(request.tools, request.toolChoice),
                }, signal ? { signal } : {});
                const message = completion.choices[0]?.message;
                // A refusal is an answer too: returned as text, the caller's validation rejects it visibly.
                const content = message?.content ?? message?.refusal ?? '';
                const toolCalls = (message?.tool_calls ?? []).map(readToolCall);
                return {
                    content,
                    usage: {
                        input_tokens: completion.usage?.prompt_tokens ?? 0,
                        output_tokens: completion.usage?.completion_tokens ?? 0,
                    },
                    ...(toolCalls.length > 0 ? { toolCalls } : {}),
                };
            }
            catch (error) {
                if (error instanceof ModelApiError)
                    throw error;
                throw failure(loaded, error, signal);
            }
        },
        async embed(model, texts, signal) {
            const loaded = await loadSdk();
            try {
                // encoding_format float: the SDK's default (base64) is not understood by every compatible server.
                const response = await clientOf(loaded.default).embeddings.create({ model, input: texts, encoding_format: 'float' }, signal ? { signal } : {});
                const vectors = texts.map((_, i) => response.data.find((d) => d.index === i)?.embedding ?? response.data[i]?.embedding);
                if (vectors.some((v) => !Array.isArray(v) || v.length === 0)) {
                    throw new ModelApiError(`the embeddings reply has ${response.data.length} vector(s) for ${texts.length} text(s)`, null);
                }
                return {
                    vectors: vectors,
                    usage: { input_tokens: response.usage?.prompt_tokens ?? 0, output_tokens: 0 },
                };
            }
            catch (error) {
                if (error instanceof ModelApiError)
                    throw error;
                throw failure(loaded, error, signal);
            }
        },
    };
}
function toolParams(tools, choice) {
    if (!tools || tools.length === 0)
        return {};
    return {
        tools: tools.map((tool) => ({
            type: 'function',
            function: {
                name: tool.name,
                parameters: tool.parameters,
                ...(tool.description === undefined ? {} : { description: tool.description }),
            },
        })),
        ...(choice === undefined
            ? {}
            : { tool_choice: typeof choice === 'string' ? choice : { type: 'function', function: { name: choice.name } } }),
    };
}
/** A function call of the reply, its JSON arguments parsed; anything else is an answer the caller cannot use. */
function readToolCall(call) {
    if (call.type !== 'function' || call.function === undefined) {
        throw new ModelApiError(`the model made a ${JSON.stringify(call.type)} tool call; only function calls are understood`, null);
    }
    const { name, arguments: text } = call.function;
    let args;
    try {
        args = JSON.parse(text === '' ? '{}' : text);
    }
    catch {
        args = undefined;
    }
    if (typeof args !== 'object' || args === null || Array.isArray(args)) {
        const preview = text.length > 120 ? `${text.slice(0, 120)}...` : text;
        throw new ModelApiError(`the model called ${name} with arguments that are not a JSON object: ${preview}`, null);
    }
    return { id: call.id, name, arguments: args };
}
function responseFormatParam(format) {
    if (!format || format.type === 'plain')
        return {};
    if (format.type === 'json_object')
        return { response_format: { type: 'json_object' } };
    return {
        response_format: {
            type: 'json_schema',
            json_schema: { name: format.name, schema: format.schema, strict: true },
        },
    };
}
/** The first system error code (ECONNREFUSED, ENOTFOUND, UND_ERR_SOCKET, ...) down the cause chain. */
function systemErrorCode(error) {
    let current = error;
    for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
        const code = current.code;
        if (typeof code === 'string' && /^[A-Z][A-Z0-9_]+$/.test(code))
            return code;
        current = current.cause;
    }
    return null;
}
/** retry-after-ms, else retry-after (seconds or an HTTP date), in milliseconds. */
function retryAfter(headers) {
    const ms = Number(headers?.get('retry-after-ms') ?? Number.NaN);
    if (Number.isFinite(ms) && ms >= 0)
        return ms;
    const value = headers?.get('retry-after');
    if (!value)
        return null;
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
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


/***/ })

};
