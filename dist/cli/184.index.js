export const id = 184;
export const ids = [184];
export const modules = {

/***/ 88925:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SERVE_HELP: () => (/* binding */ SERVE_HELP),
/* harmony export */   parseMisroute: () => (/* binding */ parseMisroute),
/* harmony export */   parseSlowNodes: () => (/* binding */ parseSlowNodes),
/* harmony export */   serveCommand: () => (/* binding */ serveCommand)
/* harmony export */ });
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(86999);
/* harmony import */ var _reference_agent_engine_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8399);
/* harmony import */ var _reference_agent_faults_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39192);
/* harmony import */ var _reference_agent_flow_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97589);
/* harmony import */ var _reference_agent_server_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14710);
/* harmony import */ var _settings_values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(535);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(73776);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48003);
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
  --latency-jitter S         spread the added delay: each turn's is N x exp(S x Z), Z a standard
                             normal drawn per run, turn and attempt (lognormal; the median stays N;
                             0.3 puts 80% of turns within 0.68-1.47 x N; default 0)
  --slow-node NODE=FACTOR    the turns that end at NODE (a turn staying there included; one that only
                             leaves it is not) take FACTOR x the added delay (repeatable, comma-separated)
  --error-rate R             share of turns answered with HTTP 500 / a WebSocket error (0..1)
  --timeout-rate R           share of turns never answered (0..1)
  --malformed-rate R         share of turns answered with a body that is not JSON or not a result (0..1)
  --drop-rate R              share of turns whose connection is cut mid-turn (0..1)
  --nondeterministic-rate R  share of turns that take a random other option (0..1)
  --misroute OPT=NODE,...    send option OPT (or NODE/OPT) to the wrong node NODE (repeatable)
  --seed N                   seed of the fault draws (default 0)`;
async function serveCommand(argv, io) {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .parseCommandArgs */ .Qx)('serve', {
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
            'latency-jitter': { type: 'string' },
            'slow-node': { type: 'string', multiple: true },
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
        return _io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_OK */ .Ij;
    }
    const token = values.token ?? io.env.AGENT_EVAL_AGENT_TOKEN;
    let model;
    try {
        model = (0,_reference_agent_server_js__WEBPACK_IMPORTED_MODULE_3__.referenceModelFromEnv)(io.env, { model: values.model, baseURL: values['model-base-url'] });
    }
    catch (error) {
        if (error instanceof _reference_agent_server_js__WEBPACK_IMPORTED_MODULE_3__.ReferenceModelError)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(error.message);
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
    const jitter = (0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .commandFlag */ .oj)(values['latency-jitter'], '--latency-jitter', JITTER);
    if (jitter !== undefined)
        options.latencyJitter = jitter;
    const slowNodes = parseSlowNodes(values['slow-node'] ?? []);
    if (Object.keys(slowNodes).length > 0)
        options.slowNodes = slowNodes;
    // Both scale the added delay: without one they would change nothing, silently.
    for (const [flag, given] of [
        ['--slow-node', options.slowNodes],
        ['--latency-jitter', options.latencyJitter],
    ])
        if (given && !options.latencyMs)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${flag} scales the delay of --latency-ms; give --latency-ms N too`);
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
            options.flow = await (0,_reference_agent_flow_js__WEBPACK_IMPORTED_MODULE_2__/* .loadFlowFile */ .n)(values.flow, { cwd: io.cwd });
        }
        catch (error) {
            if (error instanceof _reference_agent_flow_js__WEBPACK_IMPORTED_MODULE_2__/* .FlowError */ .Tr)
                throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${error.message}\nfix the flow file, or leave out --flow to serve the demo flow`);
            throw error;
        }
    }
    let agent;
    try {
        agent = await (0,_reference_agent_server_js__WEBPACK_IMPORTED_MODULE_3__.startReferenceAgent)(options);
    }
    catch (error) {
        if (error instanceof _reference_agent_engine_js__WEBPACK_IMPORTED_MODULE_0__/* .MisrouteError */ .F6 || error instanceof _reference_agent_faults_js__WEBPACK_IMPORTED_MODULE_1__/* .SlowNodeError */ .QQ)
            throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(error.message);
        const code = error.code;
        if (code === 'EADDRINUSE')
            throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`port ${options.port} on ${options.host} is in use; pick another with --port, or --port 0 for any free port`);
        if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
            throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`cannot listen on ${options.host}; pass an address of this machine with --host`);
        throw error;
    }
    const ws = agent.url.replace(/^http/, 'ws');
    io.stdout(`Reference agent (flow ${agent.flow.flow_id}) listening on ${agent.url}\n` +
        `  HTTP       POST ${agent.url}${_reference_agent_server_js__WEBPACK_IMPORTED_MODULE_3__/* .EXECUTE_PATH */ .cy}\n` +
        `  WebSocket  ${ws}${_reference_agent_server_js__WEBPACK_IMPORTED_MODULE_3__/* .WEBSOCKET_PATH */ .yR}\n` +
        (token ? '  Auth       bearer token required\n' : '') +
        describePolicy(model) +
        describeFaults(options) +
        `Try: agent-eval run --target ${agent.url}\nPress Ctrl-C to stop.\n`);
    if (!io.signal.aborted)
        await new Promise((resolve) => io.signal.addEventListener('abort', () => resolve(), { once: true }));
    await agent.close();
    io.stdout('Reference agent stopped.\n');
    return _io_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT_OK */ .Ij;
}
function ioLogger(io, secrets) {
    const clean = (m) => (0,_logger_js__WEBPACK_IMPORTED_MODULE_7__/* .maskSecrets */ .QU)(m, secrets);
    return {
        debug: () => { },
        info: (m) => io.stdout(`${clean(m)}\n`),
        warning: (m) => io.stderr(`warning: ${clean(m)}\n`),
        error: (m) => io.stderr(`error: ${clean(m)}\n`),
    };
}
const integer = (text, flag, min, max) => (0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .commandFlag */ .oj)(text, flag, (0,_settings_values_js__WEBPACK_IMPORTED_MODULE_4__/* .wholeNumber */ .rD)(min, max));
/** A share of turns: 0.2 is 20% of them. */
const SHARE = { ...(0,_settings_values_js__WEBPACK_IMPORTED_MODULE_4__/* .decimal */ ._)({ min: 0, max: 1 }), rule: 'a share from 0 to 1 (e.g. 0.2 for 20% of turns)' };
const rate = (text, flag) => (0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .commandFlag */ .oj)(text, flag, SHARE);
/** `opt_2=billing,conv_1/opt_3=end` (repeatable) -> { opt_2: 'billing', 'conv_1/opt_3': 'end' }. */
function parseMisroute(values) {
    const map = {};
    for (const entry of values.flatMap((v) => v.split(','))) {
        const [option, node, ...rest] = entry.split('=').map((part) => part.trim());
        if (!option || !node || rest.length > 0) {
            throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--misroute takes OPTION=NODE pairs separated by commas (e.g. --misroute opt_2=billing), got "${entry}"`);
        }
        map[option] = node;
    }
    return map;
}
/** The sigma of the lognormal noise: 0 is none, 1 already spreads turns over 0.28-3.6 x (80%). */
const JITTER = { ...(0,_settings_values_js__WEBPACK_IMPORTED_MODULE_4__/* .decimal */ ._)({ min: 0, max: 3 }), rule: 'a number from 0 to 3 (e.g. 0.3)' };
const FACTOR = (0,_settings_values_js__WEBPACK_IMPORTED_MODULE_4__/* .decimal */ ._)({ above: 0, max: 1000 });
/** `conv_1=1.3,billing=2` (repeatable) -> { conv_1: 1.3, billing: 2 }; the nodes are checked against the flow later. */
function parseSlowNodes(values) {
    const map = {};
    for (const entry of values.flatMap((v) => v.split(','))) {
        const [node, factorText, ...rest] = entry.split('=').map((part) => part.trim());
        const factor = factorText === undefined ? undefined : FACTOR.parse(factorText);
        if (!node || factor === undefined || rest.length > 0) {
            throw new _io_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`--slow-node takes NODE=FACTOR pairs separated by commas, FACTOR ${FACTOR.rule} (e.g. --slow-node conv_1=1.3), got "${entry}"`);
        }
        map[node] = factor;
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
    if (options.latencyMs) {
        const jitter = options.latencyJitter ? ` x lognormal jitter ${options.latencyJitter}` : '';
        const slow = Object.entries(options.slowNodes ?? {}).map(([node, factor]) => `${factor}x on turns ending at ${node}`);
        parts.push(`latency ${options.latencyMs} ms${jitter}${slow.length > 0 ? ` (${slow.join(', ')})` : ''}`);
    }
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
