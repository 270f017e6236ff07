export const id = 383;
export const ids = [383];
export const modules = {

/***/ 26052:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ parseCommandArgs),
/* harmony export */   T: () => (/* binding */ checkTargetUrl)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(23772);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(17666);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73776);
// Command-line options shared by every command: one parser whose mistakes are usage errors with the
// fix (an unknown option names the closest known one), and the check of an agent URL.





/**
 * node:util parseArgs (strict) for `agent-eval <command>`; a mistake is a UsageError such as
 * "unknown option '--repeat' (did you mean --repeats?)".
 */
function parseCommandArgs(command, config) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)(config); // strict by default: unknown options are mistakes
    }
    catch (error) {
        const help = `Run 'agent-eval ${command} --help' for the options.`;
        throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${describeMistake(error, config)}\n${help}`);
    }
}
function describeMistake(error, config) {
    const message = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error);
    const code = error.code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
        const option = /Unknown option '([^']*)'/.exec(message)?.[1] ?? message;
        const names = Object.entries(config.options ?? {}).flatMap(([name, o]) => [
            name,
            ...(config.allowNegative && o.type === 'boolean' ? [`no-${name}`] : []),
        ]);
        const suggestion = (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_3__/* .didYouMean */ .a)(option.replace(/^-+/, '').replace(/=.*$/, ''), names);
        return `unknown option '${option}'${suggestion ? ` (did you mean --${suggestion}?)` : ''}`;
    }
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
        const missing = /^Option '(?:-\w, )?(--[^ ']+) <value>' argument missing/.exec(message)?.[1];
        if (missing)
            return `option ${missing} needs a value: ${missing} VALUE`;
        const flag = /^Option '(?:-\w, )?(--[^ ']+)' does not take an argument/.exec(message)?.[1];
        if (flag)
            return `option ${flag} is a switch and takes no value: write ${flag} alone`;
    }
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
        const argument = /Unexpected argument '([^']*)'/.exec(message)?.[1];
        if (argument !== undefined)
            return `unexpected argument '${argument}': this command takes only options`;
    }
    return message;
}
const URL_SCHEMES = ['http:', 'https:', 'ws:', 'wss:'];
/**
 * The agent URL of --target (or --baseline-target), checked before anything runs: a missing or unknown scheme is a usage
 * error that suggests the URL meant (`127.0.0.1:8080` -> `http://127.0.0.1:8080`).
 */
function checkTargetUrl(text, transport, flag = '--target') {
    const scheme = transport === 'ws' ? 'ws' : 'http';
    const fail = (problem, suggestion) => {
        // Shown redacted: a URL typed with a password in it is still a secret when it is wrong.
        throw new _io_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${flag} ${JSON.stringify((0,_url_js__WEBPACK_IMPORTED_MODULE_4__/* .redactUrl */ .BO)(text))} ${problem}${suggestion ? `; did you mean ${flag} ${(0,_url_js__WEBPACK_IMPORTED_MODULE_4__/* .redactUrl */ .BO)(suggestion)}?` : ''}`);
    };
    const trimmed = text.trim();
    if (trimmed === '')
        fail(`is empty; give the agent's URL, e.g. ${flag} ${scheme}://localhost:8080`);
    const explicit = /^([a-z][a-z0-9+.-]*):(\/*)(.*)$/i.exec(trimmed);
    // "localhost:8080" looks like scheme "localhost": a scheme is only a scheme when it is a known one or "//" follows.
    const hasScheme = explicit !== null && (URL_SCHEMES.includes(`${explicit[1].toLowerCase()}:`) || explicit[2] !== '');
    if (!hasScheme) {
        const suggestion = `${scheme}://${trimmed.replace(/^\/+/, '')}`;
        fail(`has no scheme (http://, https://, ws:// or wss://)`, URL.canParse(suggestion) ? suggestion : undefined);
    }
    const [, name, slashes, rest] = explicit;
    if (!URL_SCHEMES.includes(`${name.toLowerCase()}:`))
        fail(`must start with http://, https://, ws:// or wss://, not ${name}://`);
    if (slashes !== '//') {
        const suggestion = `${name.toLowerCase()}://${rest}`;
        fail(`needs two slashes after '${name}:'`, URL.canParse(suggestion) ? suggestion : undefined);
    }
    if (!URL.canParse(trimmed))
        fail(`is not a valid URL; give the agent's URL, e.g. ${flag} ${scheme}://localhost:8080`);
    return trimmed;
}


/***/ }),

/***/ 11764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SCHEMA_HELP: () => (/* binding */ SCHEMA_HELP),
/* harmony export */   schemaCommand: () => (/* binding */ schemaCommand)
/* harmony export */ });
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67141);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73776);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26052);
// `agent-eval schema`: prints the suite JSON Schema generated from the zod schema.



const SCHEMA_HELP = `usage: agent-eval schema

Prints the JSON Schema of suite files (spec v1) to stdout, for editors and other tools:
  agent-eval schema > suites/suite.schema.json

  -h, --help   show this help`;
async function schemaCommand(argv, io) {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Q)('schema', { args: argv, options: { help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
        io.stdout(`${SCHEMA_HELP}\n`);
        return _io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
    }
    io.stdout(`${JSON.stringify((0,_suite_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .suiteJsonSchema */ .er)(), null, 2)}\n`);
    return _io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
}


/***/ }),

/***/ 67141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CT: () => (/* binding */ CHECKS_NOTHING),
/* harmony export */   M$: () => (/* binding */ SuiteSchema),
/* harmony export */   Un: () => (/* binding */ MEMORY_STAGES),
/* harmony export */   er: () => (/* binding */ suiteJsonSchema),
/* harmony export */   i2: () => (/* binding */ ASSERTION_KEYS)
/* harmony export */ });
/* unused harmony exports FactSchema, ExpectedToolCallSchema, JudgeCriteriaSchema, SimilaritySchema, AssertionsSchema, TurnSchema, MemorySchema, DryRunSchema, MemoryPipelineSchema, TestSchema, LlmJudgeDefaultsSchema, SUITE_SCHEMA_ID */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12311);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98439);
// The suite spec v1: the seed's format plus the documented additions. Every type in the product
// that describes a suite is inferred from these schemas, never written twice.
//
// The schemas only validate: the loader keeps the file's own data (zod leaves a `__proto__` key out
// of the records it returns, and every key of a suite is data), so nothing here may default or
// transform a value.

const id = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, 'must not be empty');
/** An assertion list (or text) with nothing in it checks nothing, so it is refused, never passed. */
const CHECKS_NOTHING = 'is empty, so it checks nothing';
const checkList = (item) => zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(item).min(1, CHECKS_NOTHING);
const checkText = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1, CHECKS_NOTHING);
const FactSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    key: id.describe('Fact key, e.g. "customer_name".'),
    value: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().describe('Expected value; compared by deep equality (strings case-insensitively).'),
});
const ExpectedToolCallSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    name: id.describe('Tool name, e.g. "process_node".'),
    'args.partial': zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J())
        .optional()
        .describe('Each listed argument must be present with this value; others are ignored.'),
});
const JudgeCriteriaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    assistant_quality_min: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).optional().describe('Minimum mean score (0..1) over the criteria.'),
    criteria: checkList(id).optional().describe('Criteria to score; defaults to defaults.llm_judge.criteria.'),
    criteria_min: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1)).optional().describe('Per-criterion minimum scores (0..1).'),
});
const SimilaritySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    text: id.describe('Reference answer.'),
    min: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(-1).max(1).describe('Minimum cosine similarity of the embeddings.'),
    judge_band: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .gt(0, 'must be above 0; leave judge_band out to use the plain threshold')
        .max(1)
        .optional()
        .describe('Grey band: a similarity within [min - judge_band, min + judge_band] is decided by the LLM judge (does the message mean the same as text?). Without a judge the plain threshold is used, and the result says so.'),
});
/** Assertion keys, usable per turn (`expected`) and at the end of a test (`final_assertions`). */
const AssertionsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    tool_call: ExpectedToolCallSchema.optional().describe('Expected first tool invocation (name + partial args).'),
    tool_calls: checkList(ExpectedToolCallSchema)
        .optional()
        .describe('Expected tool calls in this order (other calls may come between them).'),
    next_node_id: id.optional().describe('Node the conversation must be in after the turn.'),
    assistant_contains: checkList(checkText).optional().describe('Substrings that must appear in the assistant message (case-insensitive).'),
    assistant_not_contains: checkList(checkText)
        .optional()
        .describe('Substrings that must not appear in the assistant message (case-insensitive).'),
    assistant_matches: checkList(checkText)
        .optional()
        .describe('Regular expressions in RE2 syntax (no backreferences or lookaround) the assistant message must match somewhere; write /pattern/i to add flags (i, m, s).'),
    assistant_similar_to: SimilaritySchema.optional().describe('Embedding similarity to a reference answer.'),
    facts_add: checkList(FactSchema).optional().describe('Facts that must be added by the turn.'),
    facts_update: checkList(FactSchema).optional().describe('Facts whose value must change to the given one.'),
    facts_remove: checkList(id).optional().describe('Fact keys that must be removed by the turn.'),
    forbidden_facts: checkList(id).optional().describe('Fact keys that must not be present.'),
    'node_descriptor.options_contains': checkList(zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        id: id.optional(),
        label: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    })
        // An option with neither field would match any option.
        .refine((option) => option.id !== undefined || option.label !== undefined, 'gives neither id nor label, so it checks nothing; write id, label or both'))
        .optional()
        .describe('Options the next node descriptor must offer (matched on the given fields).'),
    flow_completed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional().describe('Whether the flow must have reached a stop node.'),
    judge_criteria: JudgeCriteriaSchema.optional().describe('LLM-judged qualitative thresholds.'),
});
const TurnSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    turn_id: id,
    user_input: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    expected: AssertionsSchema.optional(),
});
const MemorySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    turn_index: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0).optional(),
    facts: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(FactSchema), zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J())])
        .optional()
        .describe('Seeded facts, as a list of {key, value} or a map.'),
    summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        level: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(0),
        chunks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    })
        .optional(),
});
/** The agent's memory stages, in the order the seed's `memory_pipeline.stages` names them. */
const MEMORY_STAGES = ['facts', 'summarize', 'resummarize'];
const DryRunSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
    .describe('Sent as context.dry_run: the agent runs each turn without committing fact or summary updates (turn_index stays).');
const MemoryPipelineSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    enabled: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().describe('false: the agent runs no memory stage.'),
    stages: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(MEMORY_STAGES))
        .min(1, 'lists no stage; to run none write enabled: false')
        .optional()
        .describe('The stages that run (default: all of facts, summarize, resummarize).'),
})
    .describe('Sent as context.memory_pipeline: which memory stages the agent runs, to isolate other behaviour.');
const TestSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    test_id: id,
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    initial_node_id: id,
    seed: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().optional().describe('Sent to the agent as params.seed (deterministic sampling).'),
    memory: MemorySchema.optional().describe('Memory the conversation starts with.'),
    tags: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(id).optional(),
    repeats: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(1).max(1000).optional().describe('Runs of this test; overrides defaults.repeats.'),
    dry_run: DryRunSchema.optional().describe('Overrides defaults.dry_run for this test.'),
    memory_pipeline: MemoryPipelineSchema.optional().describe('Overrides defaults.memory_pipeline for this test (the whole object).'),
    turns: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TurnSchema).min(1, 'a test needs at least one turn'),
    final_assertions: AssertionsSchema.optional(),
});
const LlmJudgeDefaultsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    model: id.optional().describe('Primary judge model (complex criteria, confirming failures).'),
    fallback_model: id.optional().describe('Cheaper model for simple criteria.'),
    criteria: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(id).optional(),
});
const SuiteSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    $schema: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional().describe('Path or URL of suite.schema.json, for editors.'),
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('v1', { error: 'version must be "v1", the only suite spec version this tool reads' }),
    suite_id: id,
    description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    metadata: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()).optional(),
    affects: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(id).optional().describe('Globs of repository paths whose change makes this suite affected on a pull request.'),
    defaults: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        max_turns: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(1).optional(),
        repeats: zod__WEBPACK_IMPORTED_MODULE_0__/* .int */ .Whr().min(1).max(1000).optional(),
        llm_judge: LlmJudgeDefaultsSchema.optional(),
        dry_run: DryRunSchema.optional().describe('context.dry_run for every test; overrides --dry-run and the dry-run input.'),
        memory_pipeline: MemoryPipelineSchema.optional().describe('context.memory_pipeline for every test; overrides --memory-pipeline and the memory-pipeline input.'),
    })
        .optional(),
    tests: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(TestSchema).min(1, 'a suite needs at least one test'),
});
/** Every assertion key of the spec, in schema order; the assertion registry must cover all. */
const ASSERTION_KEYS = Object.keys(AssertionsSchema.shape);
const SUITE_SCHEMA_ID = 'https://github.com/agent-eval/agent-eval-action/suites/suite.schema.json';
/** The JSON Schema for editors, generated from the zod schema (committed as suites/suite.schema.json). */
function suiteJsonSchema() {
    const schema = zod__WEBPACK_IMPORTED_MODULE_1__/* .toJSONSchema */ .bl(SuiteSchema, { target: 'draft-2020-12', io: 'input' });
    return { ...schema, $id: SUITE_SCHEMA_ID, title: 'agent-eval suite (spec v1)' };
}


/***/ }),

/***/ 17666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ redactUrl),
/* harmony export */   Fn: () => (/* binding */ urlSecrets),
/* harmony export */   mu: () => (/* binding */ hasUserinfo),
/* harmony export */   vT: () => (/* binding */ takeUserinfo)
/* harmony export */ });
/* unused harmony export REDACTED */
// Credentials in URLs. Every URL the product shows or stores (the agent target, the judge base URL,
// the Pushgateway, the OTLP endpoint; in logs, results, reports, comments, check runs, spans and
// error messages) goes through redactUrl, so a password or key written into a URL is never
// published. The userinfo of a URL is a credential to send (HTTP Basic auth), never part of the
// address that is requested or printed.
/** Query parameter names that look secret: matched case-insensitively anywhere in the name. */
const SECRET_NAME = /key|token|secret|pass|pwd|sig|auth|credential|code|session/i;
/** Shown in place of a secret. */
const REDACTED = '***';
/**
 * Masking a very short value would garble every log line and file that happens to contain it (a
 * `code=1` would mask every "1"); such values are still redacted wherever the URL itself is shown.
 */
const MIN_MASKED_LENGTH = 6;
/**
 * The URL as it may be shown: userinfo replaced as a whole by `***` (`https://***@host/x`; a bare
 * user name is often a token too), and the value of every query or fragment parameter whose name
 * looks secret (api_key, access_token, X-Amz-Signature, password, code, ...) replaced by `***`.
 * Anything else is returned unchanged. Text that is not a URL with a host is redacted
 * conservatively: everything between the scheme (or the start) and the last `@` is hidden.
 */
function redactUrl(text) {
    const url = parse(text);
    if (url === null)
        return redactText(text);
    const userinfo = url.username !== '' || url.password !== '';
    const search = redactParams(url.search);
    const hash = redactParams(url.hash);
    if (!userinfo && search === url.search && hash === url.hash)
        return text;
    return `${url.protocol}//${userinfo ? `${REDACTED}@` : ''}${url.host}${url.pathname}${search}${hash}`;
}
/**
 * The secret parts of a URL (password, a user name given without a password, secret-looking
 * parameter values), decoded and as written, for masking in free text: the action registers them
 * with the runner's log masking, and every written file masks them.
 */
function urlSecrets(text) {
    if (!text)
        return [];
    const found = [];
    const url = parse(text);
    if (url === null) {
        // Not a URL with a host: whatever stands before an "@" may be a credential.
        const at = text.lastIndexOf('@');
        const start = text.indexOf('//');
        if (at > 0)
            found.push(text.slice(start >= 0 && start < at ? start + 2 : 0, at));
    }
    else {
        const secret = url.password !== '' ? url.password : url.username;
        found.push(secret, decodeComponent(secret));
        // As it travels: an agent that echoes its request headers echoes this.
        const { authorization } = takeUserinfo(url);
        if (authorization !== null)
            found.push(authorization.slice('Basic '.length));
        for (const part of [url.search, url.hash]) {
            for (const [name, value] of params(part))
                if (SECRET_NAME.test(decodeQuery(name)))
                    found.push(value, decodeQuery(value));
        }
    }
    return [...new Set(found)].filter((s) => s.length >= MIN_MASKED_LENGTH);
}
/** True when the URL (one with a host) carries a user name or password. */
function hasUserinfo(text) {
    const url = parse(text);
    return url !== null && (url.username !== '' || url.password !== '');
}
/**
 * The URL's userinfo as an `Authorization: Basic ...` value (null when it has none), and the URL to
 * request without it. Node's fetch refuses URLs with credentials (and names the URL when it does).
 */
function takeUserinfo(url) {
    if (url.username === '' && url.password === '')
        return { url, authorization: null };
    const bare = new URL(url.href);
    bare.username = '';
    bare.password = '';
    const pair = `${decodeComponent(url.username)}:${decodeComponent(url.password)}`;
    return { url: bare, authorization: `Basic ${Buffer.from(pair, 'utf8').toString('base64')}` };
}
/** A URL with a host (http, https, ws, wss, ...), or null: "user:pass@host" parses, but as a path. */
function parse(text) {
    try {
        const url = new URL(text);
        return url.host === '' ? null : url;
    }
    catch {
        return null;
    }
}
/** Conservative redaction of text that is not a URL: no "user:password@" and no secret parameters survive. */
function redactText(text) {
    let out = text;
    const at = out.lastIndexOf('@');
    if (at > 0) {
        const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(out)?.[0] ?? '';
        out = `${scheme}${REDACTED}${out.slice(at)}`;
    }
    return out.replace(/([?&#;][^=&#?;\s]*=)([^&#;\s]*)/g, (whole, name, value) => SECRET_NAME.test(name) && value !== '' ? `${name}${REDACTED}` : whole);
}
/** `?a=1&api_key=K` with the secret-looking values replaced; the rest exactly as written. */
function redactParams(part) {
    if (part.length <= 1 || !part.includes('='))
        return part;
    const pieces = part
        .slice(1)
        .split('&')
        .map((piece) => {
        const eq = piece.indexOf('=');
        if (eq < 0)
            return piece;
        const name = piece.slice(0, eq);
        return SECRET_NAME.test(decodeQuery(name)) && eq < piece.length - 1 ? `${name}=${REDACTED}` : piece;
    });
    return `${part[0]}${pieces.join('&')}`;
}
function params(part) {
    if (part.length <= 1)
        return [];
    return part
        .slice(1)
        .split('&')
        .flatMap((piece) => {
        const eq = piece.indexOf('=');
        return eq < 0 ? [] : [[piece.slice(0, eq), piece.slice(eq + 1)]];
    });
}
/** Percent-decoding that never throws: a stray % is kept as written. */
function decodeComponent(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
/** As decodeComponent, with + read as a space, as in a query string. */
function decodeQuery(text) {
    return decodeComponent(text.replace(/\+/g, ' '));
}


/***/ })

};
