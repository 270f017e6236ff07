export const id = 224;
export const ids = [224];
export const modules = {

/***/ 30389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OQ: () => (/* binding */ userJudgeCacheDir),
/* harmony export */   VV: () => (/* binding */ verdictCacheKey),
/* harmony export */   ld: () => (/* binding */ embeddingCacheKey),
/* harmony export */   sG: () => (/* binding */ createJudgeCache),
/* harmony export */   uU: () => (/* binding */ serverIdentity)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(12311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(59148);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(86999);
// The judge's disk cache: one JSON file per verdict (keyed by everything that could change the
// answer, the server asked included) and per embedding (keyed by server, model and text), written atomically so concurrent runs and
// crashes never leave half a file. A rerun of unchanged transcripts costs zero judge calls.
// Agent responses are never cached here: only the judge's answers about them. A verdict is the
// judge's scores; the thresholds are applied to them afterwards (thresholds.ts), so they are not
// part of the key: raising assistant_quality_min re-grades cached scores without asking again.







/**
 * Leads every key: keys made before the server was part of them (and so shared by every server
 * with a model of that name) are never looked up again, so they are missed, not misread.
 */
const KEY_VERSION = 'judge-cache-key@2';
function verdictCacheKey(input) {
    // An array, not an object: field order is fixed. Exactly what the prompt is built from.
    return sha256(JSON.stringify([
        KEY_VERSION,
        serverIdentity(input.server),
        input.model,
        input.prompt_version,
        input.criteria,
        input.user_input,
        input.assistant_message,
        input.context_excerpt,
    ]));
}
/**
 * The server as the key knows it: credentials left out (they say who asks, not who answers), the
 * spelling URLs allow to vary made one (case of scheme and host, default port, trailing slash).
 */
function serverIdentity(baseURL) {
    const url = URL.parse(baseURL.trim());
    if (url === null)
        return baseURL.trim();
    url.username = '';
    url.password = '';
    url.hash = '';
    url.pathname = url.pathname.replace(/\/+$/, '');
    return url.href.replace(/\/(?=\?|$)/, '');
}
/**
 * The command line's verdict cache when --judge-cache is not given: one per user, shared by every
 * project (a key is a hash of everything the answer depends on), in the XDG cache folder:
 * $XDG_CACHE_HOME/agent-eval/judge, else ~/.cache/agent-eval/judge (%LOCALAPPDATA% on Windows).
 * Null when the environment names no home folder; the caller then keeps it with the report.
 */
function userJudgeCacheDir(env, platform = process.platform) {
    const xdg = env['XDG_CACHE_HOME']?.trim();
    // The XDG spec: a relative path is invalid and is ignored.
    if (xdg && (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(xdg))
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(xdg, 'agent-eval', 'judge');
    const local = env['LOCALAPPDATA']?.trim();
    if (platform === 'win32' && local)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(local, 'agent-eval', 'judge');
    const home = env['HOME']?.trim() || env['USERPROFILE']?.trim();
    return home ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(home, '.cache', 'agent-eval', 'judge') : null;
}
function embeddingCacheKey(server, model, text) {
    return sha256(JSON.stringify([KEY_VERSION, serverIdentity(server), model, text]));
}
const CachedVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    format: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz('agent-eval/judge-verdict@1'),
    model: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    prompt_version: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    scores: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()),
    fail_reasons: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    raw: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
});
const CachedEmbeddingSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    format: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz('agent-eval/embedding@1'),
    model: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    vector: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig()).min(1),
});
/**
 * A cache in `dir` (verdicts/ and embeddings/ below it), or none when dir is null. A file that
 * cannot be read or fails its schema is a miss (and is overwritten); a failed write is a warning,
 * never a failed run.
 */
function createJudgeCache(dir, logger, secrets = []) {
    if (dir === null) {
        return {
            getVerdict: async () => null,
            putVerdict: async () => { },
            getEmbedding: async () => null,
            putEmbedding: async () => { },
        };
    }
    const verdictPath = (key) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'verdicts', `${key}.json`);
    const embeddingPath = (key) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'embeddings', `${key}.json`);
    async function read(path, schema) {
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8');
        }
        catch (error) {
            if (error.code !== 'ENOENT') {
                logger?.warning(`judge cache: cannot read ${path} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}); asking the judge again`);
            }
            return null;
        }
        try {
            // Validated, then used as written, so a `__proto__` score (which zod's records drop) is kept.
            const value = JSON.parse(text);
            schema.parse(value);
            // Marks the entry used: a cache kept between jobs drops entries unused for long (action/judge-cache.ts).
            const now = new Date();
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.utimes)(path, now, now).catch(() => { });
            return value;
        }
        catch {
            logger?.warning(`judge cache: ${path} is not a valid cache entry; asking the judge again and replacing it`);
            return null;
        }
    }
    let writeFailures = 0;
    async function write(path, value) {
        try {
            // A judge reply can echo anything, the key included: the cache is a file like any other.
            await (0,_files_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomic */ .Zf)(path, (0,_logger_js__WEBPACK_IMPORTED_MODULE_6__/* .maskSecrets */ .QU)(`${JSON.stringify(value, null, 2)}\n`, secrets));
        }
        catch (error) {
            // A cache that cannot be written costs judge calls, not results: warn once, not per verdict.
            if (writeFailures++ === 0) {
                logger?.warning(`judge cache: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}; verdicts are not cached (the next run will ask the judge again), and later cache write failures are not repeated`);
            }
        }
    }
    return {
        async getVerdict(key) {
            const entry = await read(verdictPath(key), CachedVerdictSchema);
            if (!entry)
                return null;
            return {
                model: entry.model,
                prompt_version: entry.prompt_version,
                scores: entry.scores,
                fail_reasons: entry.fail_reasons,
                raw: entry.raw,
            };
        },
        putVerdict: (key, verdict) => write(verdictPath(key), { format: 'agent-eval/judge-verdict@1', ...verdict }),
        async getEmbedding(key) {
            return (await read(embeddingPath(key), CachedEmbeddingSchema))?.vector ?? null;
        },
        putEmbedding: (key, model, vector) => write(embeddingPath(key), { format: 'agent-eval/embedding@1', model, vector }),
    };
}
function sha256(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
}


/***/ }),

/***/ 6166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nl: () => (/* binding */ judgeLocation),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   ex: () => (/* binding */ createCallGuard),
/* harmony export */   uk: () => (/* binding */ realSleep)
/* harmony export */ });
/* unused harmony export BREAKER_THRESHOLD */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17666);
/* harmony import */ var _openai_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35239);
// Every request to the judge's server goes through one guard, so a dead, hanging or refusing judge
// costs bounded time and every failure says what happened:
// - a deadline per attempt (timeoutMs), enforced here whatever the HTTP client does;
// - at most one retry after a timeout (at once: the deadline was the wait) or a lost connection;
//   408, 409, 429 and 5xx are retried up to maxRetries times with backoff (honouring the server's
//   retry-after); nothing else is retried;
// - a circuit breaker: after BREAKER_THRESHOLD consecutive failed attempts every later request
//   fails at once with the first cause of the streak, and the circuit stays open for the run. An
//   answer ends a streak, and so do a 400 (a parameter the server does not take) and a 429 that
//   will be retried: the server is alive. Counting attempts, not requests, keeps a dead judge at
//   BREAKER_THRESHOLD deadlines per run (3 × 30 s by default), whatever the number of checks.
// Time comes from the sleep port, so tests decide when a deadline or a backoff has passed.



const BREAKER_THRESHOLD = 3;
const realSleep = (ms, signal) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, signal ? { signal } : {});
function createCallGuard(settings) {
    const random = settings.random ?? Math.random;
    const where = judgeLocation(settings.baseURL);
    const name = settings.name ?? 'judge';
    const rest = name === 'judge' ? 'judge checks' : `${name} requests`;
    let streak = 0;
    let streakCause = null;
    let open = null;
    const succeeded = () => {
        if (open !== null)
            return;
        streak = 0;
        streakCause = null;
    };
    const failed = (cause, kind) => {
        if (open !== null)
            return;
        streak += 1;
        streakCause ??= { cause, kind };
        if (streak >= BREAKER_THRESHOLD) {
            open = streakCause;
            settings.logger?.warning(`${name}: ${BREAKER_THRESHOLD} consecutive failures (first: ${open.cause}); the remaining ${rest} of this run are errored without asking`);
        }
    };
    /** One attempt, abandoned at the deadline even if the client ignores the abort. */
    async function withDeadline(attempt, outer) {
        const controller = new AbortController();
        const stopTimer = new AbortController();
        const onOuterAbort = () => controller.abort(outer?.reason);
        outer?.addEventListener('abort', onOuterAbort, { once: true });
        const deadline = settings.sleep(settings.timeoutMs, stopTimer.signal).then(() => {
            if (stopTimer.signal.aborted)
                return new Promise(() => { });
            const timeout = new _openai_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelApiError */ .oh(`no answer within ${settings.timeoutMs} ms`, null, { kind: 'timeout' });
            controller.abort(timeout);
            throw timeout;
        }, () => new Promise(() => { }));
        try {
            return await Promise.race([attempt(controller.signal), deadline]);
        }
        catch (error) {
            // The client reports our abort as an abort: it was the deadline.
            if (controller.signal.reason instanceof _openai_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelApiError */ .oh && !outer?.aborted)
                throw controller.signal.reason;
            throw error;
        }
        finally {
            stopTimer.abort();
            outer?.removeEventListener('abort', onOuterAbort);
        }
    }
    const describe = (error) => {
        switch (error.kind) {
            case 'timeout':
                return `${name} timed out after ${seconds(settings.timeoutMs)}`;
            case 'unreachable': {
                const what = error.networkCode ?? error.message.replace(/^cannot reach the [^:]+ server: /, '');
                const dropped = error.networkCode !== null && DROPPED.has(error.networkCode);
                return `${name} ${dropped ? 'connection dropped' : 'unreachable'} (${what} at ${where})`;
            }
            case 'http':
                return `${name} request failed: ${error.message}`;
            case 'reply':
                return `${name} reply unreadable: ${error.message}`;
        }
    };
    return {
        openCause: () => open?.cause ?? null,
        async call(what, attempt, signal) {
            let timeouts = 0;
            let disconnects = 0;
            let statusRetries = 0;
            for (let n = 0;; n++) {
                if (signal?.aborted)
                    throw signal.reason instanceof Error ? signal.reason : new Error(`${name} request aborted`);
                if (open !== null) {
                    const cause = `${name} circuit open after ${BREAKER_THRESHOLD} consecutive failures: ${open.cause}`;
                    return { ok: false, failure: { cause, kind: open.kind, status: null, circuitOpen: true } };
                }
                try {
                    const value = await withDeadline(attempt, signal);
                    succeeded();
                    return { ok: true, value };
                }
                catch (error) {
                    if (!(error instanceof _openai_client_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelApiError */ .oh) || signal?.aborted)
                        throw error;
                    const cause = describe(error);
                    const status = error.status;
                    const retry = error.kind === 'timeout'
                        ? timeouts++ < 1
                        : error.kind === 'unreachable'
                            ? disconnects++ < 1
                            : status !== null && RETRIED_STATUSES(status) && statusRetries++ < settings.maxRetries;
                    // A 400 (a parameter the server does not take) and a 429 we will retry come from a live server.
                    if (status === 400 || (status === 429 && retry))
                        succeeded();
                    else
                        failed(cause, error.kind);
                    if (!retry || open !== null)
                        return { ok: false, failure: { cause, kind: error.kind, status, circuitOpen: false } };
                    // After a timeout the deadline was the wait; anything else backs off.
                    const wait = error.kind === 'timeout' ? 0 : backoff(n, error.retryAfterMs, random);
                    settings.logger?.debug(`${name}: ${what}: ${cause}; retrying in ${wait} ms`);
                    if (wait > 0)
                        await settings.sleep(wait, signal);
                }
            }
        },
    };
}
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const RETRIED_STATUSES = (status) => status === 408 || status === 409 || status === 429 || status >= 500;
/** Exponential from 0.5 s with jitter, capped at 8 s; the server's retry-after wins, up to 60 s. */
function backoff(attempt, retryAfterMs, random) {
    if (retryAfterMs !== null)
        return Math.min(Math.max(0, Math.round(retryAfterMs)), 60_000);
    const base = Math.min(500 * 2 ** attempt, 8_000);
    return Math.round(base * (0.75 + 0.25 * random()));
}
/** 30000 → "30 s", 200 → "0.2 s". */
function seconds(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
}
/** The judge's base URL as shown in causes, credentials redacted. */
function judgeLocation(baseURL) {
    return (0,_url_js__WEBPACK_IMPORTED_MODULE_2__/* .redactUrl */ .BO)(baseURL);
}


/***/ }),

/***/ 68224:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SKIPPED_BUDGET: () => (/* binding */ SKIPPED_BUDGET),
  SKIPPED_NO_EMBEDDINGS: () => (/* binding */ SKIPPED_NO_EMBEDDINGS),
  SKIPPED_NO_JUDGE: () => (/* binding */ SKIPPED_NO_JUDGE),
  chooseModels: () => (/* binding */ chooseModels),
  createJudge: () => (/* binding */ createJudge),
  preflightJudge: () => (/* binding */ preflightJudge)
});

// EXTERNAL MODULE: ./src/usage/usage.ts
var usage_usage = __webpack_require__(744);
// EXTERNAL MODULE: ./src/judge/cache.ts
var judge_cache = __webpack_require__(30389);
// EXTERNAL MODULE: ./src/judge/config.ts
var judge_config = __webpack_require__(31505);
// EXTERNAL MODULE: ./src/judge/guard.ts
var judge_guard = __webpack_require__(6166);
// EXTERNAL MODULE: ./src/openai/client.ts
var openai_client = __webpack_require__(35239);
// EXTERNAL MODULE: ./src/judge/prompt.ts
var judge_prompt = __webpack_require__(53581);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(12311);
;// CONCATENATED MODULE: ./src/judge/reply.ts
// Validation of a judge's reply: {"scores": {criterion: 0..1}, "fail_reasons": [...]}, a score for
// every criterion asked. Anything else is a problem to re-ask about, never a pass.

const ReplySchema = schemas/* object */.Ikc({
    scores: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
    // Optional: it explains, it never decides; a verdict without it is still complete.
    fail_reasons: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
});
const NOT_JSON = 'the reply is not valid JSON';
function parseVerdictReply(raw, criteria) {
    let json;
    try {
        json = JSON.parse(stripCodeFence(raw));
    }
    catch {
        return { ok: false, problem: raw.trim() === '' ? 'the reply was empty' : NOT_JSON };
    }
    const parsed = ReplySchema.safeParse(json);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'the reply';
        return { ok: false, problem: `${where}: ${issue?.message ?? 'wrong shape'} (expected {"scores": {...}, "fail_reasons": [...]})` };
    }
    // The reply's own scores: zod leaves a `__proto__` key out of the record it returns, and a criterion may be named so.
    const checked = checkScores(json.scores, criteria);
    if (!checked.ok)
        return checked;
    return { ok: true, scores: checked.scores, fail_reasons: parsed.data.fail_reasons ?? [] };
}
/** Every criterion present with a number in [0, 1]; scores for criteria not asked are dropped. */
function checkScores(scores, criteria) {
    const missing = criteria.filter((c) => !Object.hasOwn(scores, c));
    if (missing.length > 0) {
        const got = Object.keys(scores);
        return {
            ok: false,
            problem: `no score for ${missing.map((c) => JSON.stringify(c)).join(', ')} (scored: ${got.length > 0 ? got.map((c) => JSON.stringify(c)).join(', ') : 'nothing'})`,
        };
    }
    const out = [];
    const bad = [];
    for (const c of criteria) {
        const score = scores[c];
        if (typeof score === 'number' && Number.isFinite(score) && score >= 0 && score <= 1)
            out.push([c, score]);
        // A list or object is named, not printed: printing one nested thousands deep would overflow the stack.
        else
            bad.push(`${JSON.stringify(c)} = ${Array.isArray(score) ? 'a list' : typeof score === 'object' && score !== null ? 'an object' : JSON.stringify(score)}`);
    }
    if (bad.length > 0)
        return { ok: false, problem: `scores must be numbers from 0 to 1: ${bad.join(', ')}` };
    return { ok: true, scores: Object.fromEntries(out) };
}
/** Without structured output, models often wrap their JSON in a ```json fence. */
function stripCodeFence(raw) {
    const fenced = /^\s*```[a-zA-Z]*\s*\n([\s\S]*?)\n?```\s*$/.exec(raw);
    return fenced?.[1] ?? raw;
}

// EXTERNAL MODULE: ./src/judge/thresholds.ts
var thresholds = __webpack_require__(24799);
;// CONCATENATED MODULE: ./src/judge/judge.ts
// The Judge: LLM-judged quality of an assistant message, as cheap as it can be and never a silent pass.
// A request's subject picks the prompt (prompt.ts): one message (the default), the whole
// conversation (final_assertions), or whether a message means the same as a reference answer
// (assistant_similar_to's grey band); all three share the tiering, caching and failure rules below.
//
// - Model tiering. Models come from the suite (defaults.llm_judge) unless the command line or the
//   action names one (each of model / fallback model on its own); with no model named anywhere the
//   built-in pair is used. A question is SIMPLE when it has at most 2 criteria and no per-criterion
//   minimums: it goes to the fallback (cheap) model first. When the cheap verdict misses the
//   thresholds (checkThresholds, as the assertion applies them) or could not be scored, the
//   primary model is asked and its verdict decides (should the primary fail to answer, a cheap
//   failing verdict stands). Other questions go to the primary.
// - Each question to a model is asked at most once per process (in-flight ones are shared) and its
//   scored verdict is kept in the disk cache, so a rerun of unchanged transcripts makes no calls.
// - A reply that is not a valid verdict is re-asked once, saying what was wrong; then the verdict is
//   `unscored` with the raw reply. Every request goes through the call guard (guard.ts): a deadline
//   per attempt, bounded retries and a circuit breaker, so a dead judge costs bounded time. A
//   request that finally fails makes the verdict `unscored` with the cause ("judge timed out after
//   30 s"): the check is a JUDGE_ERROR, never a pass.
// - The verdict carries the exact messages of every question sent for it (`requests`), so what is
//   recorded about a judge call is what the model was asked, not a rebuilt prompt.
// - Usage (calls, tokens) is summed from every reply; past the budget, checks are `skipped: budget`.








const SKIPPED_NO_JUDGE = 'skipped: no judge configured';
const SKIPPED_BUDGET = 'skipped: budget';
const SKIPPED_NO_EMBEDDINGS = 'skipped: no embedding model configured';
/** A judge over the configured OpenAI-compatible server; without an API key, one that skips visibly. */
function createJudge(config, options = {}) {
    if (!config.apiKey)
        return unconfiguredJudge();
    const { client, guard } = connect(config, options);
    return modelJudge(client, guard, config, options.logger);
}
function connect(config, options) {
    const client = options.client ??
        (0,openai_client/* createModelClient */.$L)({
            apiKey: config.apiKey ?? '',
            baseURL: config.baseURL,
            // The guard retries and keeps time, so the SDK does neither on its own: its timeout is only a backstop.
            maxRetries: 0,
            timeoutMs: config.timeoutMs,
            logger: options.logger,
        });
    const guard = (0,judge_guard/* createCallGuard */.ex)({
        baseURL: config.baseURL ?? openai_client/* OPENAI_BASE_URL */.jG,
        timeoutMs: config.timeoutMs,
        maxRetries: config.maxRetries,
        sleep: options.sleep ?? judge_guard/* realSleep */.uk,
        random: options.random,
        logger: options.logger,
    });
    return { client, guard };
}
/**
 * --require-judge: one tiny chat completion before any agent call. Null when the judge answered;
 * otherwise what went wrong and how to fix it.
 */
async function preflightJudge(config, model, options = {}) {
    if (!config.apiKey)
        return 'no judge is configured. Set --judge-api-key (or OPENAI_API_KEY) and, for a compatible server, --judge-base-url.';
    const { client, guard } = connect(config, options);
    const reply = await guard.call(`preflight with ${model}`, (signal) => client.chat({ model, messages: [{ role: 'user', content: 'Reply with the word OK.' }], temperature: 0 }, signal), options.signal);
    if (reply.ok)
        return null;
    const where = (0,judge_guard/* judgeLocation */.Nl)(config.baseURL ?? openai_client/* OPENAI_BASE_URL */.jG);
    const asked = reply.failure.cause.includes(where) ? `model ${model}` : `model ${model} at ${where}`;
    return `the judge cannot answer: ${reply.failure.cause} (${asked}). ${preflightFix(reply.failure, config)}`;
}
function preflightFix(failure, config) {
    const status = failure.status;
    if (status === 401 || status === 403)
        return 'Check the key: --judge-api-key (or OPENAI_API_KEY).';
    if (status === 404)
        return 'Check the model (--judge-model, or defaults.llm_judge.model in the suites) and --judge-base-url: the server does not know one of them.';
    if (failure.kind === 'timeout') {
        return `Check that the server at --judge-base-url is up, or give a slow server more time with --judge-timeout-ms (now ${(0,judge_guard/* seconds */.YA)(config.timeoutMs)}).`;
    }
    return 'Check --judge-base-url (or OPENAI_BASE_URL) and that the server is up.';
}
/** Which models answer a request: `cheap` is asked first (null: straight to the primary). */
function chooseModels(request, criteria, config) {
    const named = config.model ?? request.model;
    const primary = named ?? judge_config.DEFAULT_JUDGE_MODEL;
    // A named primary without a named fallback means "this model only": the built-in cheap model may
    // not even exist on the user's server.
    const fallback = config.fallbackModel ?? request.fallback_model ?? (named === null ? judge_config.DEFAULT_JUDGE_FALLBACK_MODEL : null);
    const simple = criteria.length <= 2 && Object.keys(request.criteria_min).length === 0;
    return { primary, cheap: simple && fallback !== null && fallback !== primary ? fallback : null };
}
function unconfiguredJudge() {
    const usage = emptyUsage();
    return {
        configured: false,
        async judge() {
            usage.skipped++;
            return { status: 'skipped', reason: SKIPPED_NO_JUDGE };
        },
        similarity: async () => ({ status: 'skipped', reason: SKIPPED_NO_EMBEDDINGS }),
        usage: () => ({ ...usage }),
    };
}
const LOOSER = { json_schema: 'json_object', json_object: 'plain', plain: null };
function modelJudge(client, guard, config, logger) {
    const usage = emptyUsage();
    // Tokens per model asked, for the prices (summed when the usage is read).
    const perModel = [];
    const cache = (0,judge_cache/* createJudgeCache */.sG)(config.cacheDir, logger, config.apiKey ? [config.apiKey] : []);
    const verdicts = new Map();
    const vectors = new Map();
    // Learnt per model: the strictest response_format the server accepted.
    const responseModes = new Map();
    const warned = new Set();
    const warnOnce = (topic, message) => {
        if (warned.has(topic))
            return;
        warned.add(topic);
        logger?.warning(message);
    };
    function withinBudget() {
        const callsLeft = config.maxCalls === null || usage.calls < config.maxCalls;
        const tokensLeft = config.maxTokens === null || usage.input_tokens + usage.output_tokens < config.maxTokens;
        if (callsLeft && tokensLeft)
            return true;
        warnOnce('budget', `judge budget reached (${usage.calls} call(s), ${usage.input_tokens + usage.output_tokens} token(s)): the remaining judge checks are skipped. Raise --judge-max-calls / --judge-max-tokens to judge them.`);
        return false;
    }
    /**
     * One chat completion, falling back to a looser response_format when the server rejects one (400).
     * Once the messages were sent, the question and its reply go to `sent`.
     */
    async function complete(model, messages, criteria, sent, signal) {
        const answer = await completeOnce(model, messages, criteria, signal);
        if (answer.asked)
            sent.push({ model, messages, reply: answer.kind === 'reply' ? answer.content : null });
        return answer;
    }
    async function completeOnce(model, messages, criteria, signal) {
        let mode = responseModes.get(model) ?? 'json_schema';
        let asked = false;
        for (;;) {
            if (!withinBudget())
                return { kind: 'budget', asked };
            if (guard.openCause() === null)
                usage.calls++;
            const format = responseFormat(mode, criteria);
            asked = true;
            // Throws only when the run is stopping.
            const reply = await guard.call(model, (attemptSignal) => client.chat({ model, messages, temperature: 0, seed: config.seed, responseFormat: format }, attemptSignal), signal);
            if (reply.ok) {
                usage.input_tokens += reply.value.usage.input_tokens;
                usage.output_tokens += reply.value.usage.output_tokens;
                perModel.push({ model, calls: 1, ...reply.value.usage });
                responseModes.set(model, mode);
                return { kind: 'reply', content: reply.value.content, asked };
            }
            const looser = reply.failure.status === 400 ? LOOSER[mode] : null;
            if (looser === null)
                return { kind: 'error', message: reply.failure.cause, asked };
            warnOnce(`format ${model} ${mode}`, `judge: ${model} rejected response_format ${mode} (${reply.failure.cause}); using ${looser} instead`);
            mode = looser;
        }
    }
    /** Ask one model, re-asking once after an invalid reply. */
    async function callModel(model, request, criteria, signal) {
        const requests = [];
        const messages = (0,judge_prompt/* buildJudgeMessages */.eB)({ ...request, criteria });
        const first = await complete(model, messages, criteria, requests, signal);
        if (first.kind === 'budget')
            return { status: 'skipped', reason: SKIPPED_BUDGET };
        if (first.kind === 'error')
            return { status: 'unscored', model, raw: '', reason: first.message, cached: false, requests };
        const parsed = parseVerdictReply(first.content, criteria);
        if (parsed.ok)
            return scored(model, parsed, first.content, requests);
        const again = await complete(model, [...messages, { role: 'assistant', content: first.content }, { role: 'user', content: (0,judge_prompt/* correctionMessage */.cj)(parsed.problem, criteria) }], criteria, requests, signal);
        if (again.kind !== 'reply') {
            const why = again.kind === 'budget' ? 'not re-asked: judge budget reached' : `re-asking failed: ${again.message}`;
            return {
                status: 'unscored',
                model,
                raw: first.content,
                reason: `invalid verdict (${parsed.problem}); ${why}`,
                cached: false,
                requests,
            };
        }
        const reparsed = parseVerdictReply(again.content, criteria);
        if (reparsed.ok)
            return scored(model, reparsed, again.content, requests);
        return {
            status: 'unscored',
            model,
            raw: again.content,
            reason: twiceInvalid(parsed.problem, reparsed.problem),
            cached: false,
            requests,
        };
    }
    /** A model's verdict on a request, from this process's memo, the disk cache, or the server. */
    async function askModel(model, request, criteria, signal) {
        // Which prompt (message, same meaning, conversation) and exactly the texts it is built from.
        const fields = (0,judge_prompt/* promptKeyFields */.lt)(request);
        const key = (0,judge_cache/* verdictCacheKey */.VV)({ server: config.baseURL ?? openai_client/* OPENAI_BASE_URL */.jG, model, criteria, ...fields });
        const known = verdicts.get(key);
        if (known) {
            const verdict = await known;
            // A failure is shared as it is: it was not an answer, so not a cache hit.
            if (verdict.status !== 'scored')
                return verdict;
            usage.cache_hits++;
            return { ...verdict, cached: true, requests: [] };
        }
        const pending = (async () => {
            const stored = await cache.getVerdict(key);
            const checked = stored ? checkScores(stored.scores, criteria) : null;
            if (stored && checked?.ok) {
                usage.cache_hits++;
                return {
                    status: 'scored',
                    model,
                    scores: checked.scores,
                    fail_reasons: stored.fail_reasons,
                    raw: stored.raw,
                    cached: true,
                    requests: [],
                };
            }
            usage.cache_misses++;
            const verdict = await callModel(model, request, criteria, signal);
            // Only answers are cached: an unscored verdict is asked again on the next run.
            if (verdict.status === 'scored') {
                await cache.putVerdict(key, {
                    model,
                    prompt_version: fields.prompt_version,
                    scores: verdict.scores,
                    fail_reasons: verdict.fail_reasons,
                    raw: verdict.raw,
                });
            }
            return verdict;
        })();
        verdicts.set(key, pending);
        try {
            const verdict = await pending;
            if (verdict.status === 'skipped')
                verdicts.delete(key);
            return verdict;
        }
        catch (error) {
            verdicts.delete(key);
            throw error;
        }
    }
    async function decide(request, signal) {
        // A per-criterion minimum is a criterion too: it cannot be checked without its score.
        const criteria = [...new Set([...request.criteria, ...Object.keys(request.criteria_min)])];
        if (criteria.length === 0)
            return { status: 'skipped', reason: 'skipped: no criteria to judge' };
        const { primary, cheap } = chooseModels(request, criteria, config);
        if (cheap === null)
            return askModel(primary, request, criteria, signal);
        const first = await askModel(cheap, request, criteria, signal);
        const confirm = first.status === 'unscored' ||
            (first.status === 'scored' && !(0,thresholds/* checkThresholds */.$)(first.scores, request.criteria, request.quality_min, request.criteria_min).passed);
        if (!confirm)
            return first;
        logger?.debug(`judge: ${cheap}'s verdict on ${request.test_id}/${request.turn_id} is ${first.status === 'scored' ? 'below the thresholds' : 'unscored'}; confirming with ${primary}`);
        const second = await askModel(primary, request, criteria, signal);
        const decided = second.status === 'scored' ? second : first.status === 'scored' ? first : second.status === 'unscored' ? second : first;
        // The verdict tells every question asked for it, the cheap model's included.
        return { ...decided, requests: [...requestsOf(first), ...requestsOf(second)] };
    }
    /** Vectors of the texts (or why not): memo, then disk cache, then one request for the rest. */
    function embed(texts, signal) {
        const model = config.embeddingModel;
        const wanted = [];
        const results = texts.map((text) => {
            const key = (0,judge_cache/* embeddingCacheKey */.ld)(config.baseURL ?? openai_client/* OPENAI_BASE_URL */.jG, model, text);
            const known = vectors.get(key);
            if (known)
                return known;
            const done = deferred();
            vectors.set(key, done.promise);
            wanted.push({ key, text, done });
            return done.promise;
        });
        if (wanted.length > 0) {
            fetchVectors(model, wanted, signal).catch((error) => {
                for (const w of wanted) {
                    vectors.delete(w.key);
                    w.done.reject(error);
                }
            });
        }
        return Promise.all(results);
    }
    async function fetchVectors(model, wanted, signal) {
        const stored = await Promise.all(wanted.map((w) => cache.getEmbedding(w.key)));
        const missing = wanted.filter((w, i) => {
            const vector = stored[i];
            if (vector)
                w.done.resolve({ ok: true, values: vector });
            return !vector;
        });
        if (missing.length === 0)
            return;
        const without = (vector, forget) => {
            for (const w of missing) {
                if (forget)
                    vectors.delete(w.key);
                w.done.resolve(vector);
            }
        };
        if (!withinBudget()) {
            usage.skipped++;
            return without({ ok: false, status: 'skipped', reason: SKIPPED_BUDGET }, true);
        }
        if (guard.openCause() === null)
            usage.calls++;
        const reply = await guard.call(`embeddings with ${model}`, (attemptSignal) => client.embed(model, missing.map((w) => w.text), attemptSignal), signal);
        if (!reply.ok) {
            const cause = reply.failure.cause;
            warnOnce('embeddings', `judge: embeddings with ${model} failed (${cause}); the similarity checks that needed them are errored (JUDGE_ERROR)`);
            // A transient failure may pass next time; a refused request (wrong model, no endpoint) will not.
            const status = reply.failure.status;
            const transient = !reply.failure.circuitOpen && (status === null || status === 429 || status >= 500);
            return without({ ok: false, status: 'failed', reason: `embeddings with ${model} failed (${cause})` }, transient);
        }
        usage.input_tokens += reply.value.usage.input_tokens;
        perModel.push({ model, calls: 1, input_tokens: reply.value.usage.input_tokens, output_tokens: 0 });
        // On disk before anyone sees them, so a run that ends right after still leaves them cached.
        await Promise.all(missing.map((w, i) => cache.putEmbedding(w.key, model, reply.value.vectors[i])));
        for (const [i, w] of missing.entries())
            w.done.resolve({ ok: true, values: reply.value.vectors[i] });
    }
    return {
        configured: true,
        async judge(request, signal) {
            const verdict = await decide(request, signal);
            if (verdict.status === 'skipped')
                usage.skipped++;
            if (verdict.status === 'unscored')
                usage.unscored++;
            return verdict;
        },
        async similarity(a, b, signal) {
            const [va, vb] = (await embed([a, b], signal));
            if (!va.ok)
                return { status: va.status, reason: va.reason };
            if (!vb.ok)
                return { status: vb.status, reason: vb.reason };
            if (va.values.length !== vb.values.length) {
                return {
                    status: 'failed',
                    reason: `embeddings with ${config.embeddingModel} failed: the server returned vectors of different lengths (${va.values.length} and ${vb.values.length})`,
                };
            }
            return { status: 'scored', value: cosine(va.values, vb.values) };
        },
        usage: () => {
            const byModel = (0,usage_usage/* sumEntries */.G0)(perModel).by_model;
            return byModel.length === 0 ? { ...usage } : { ...usage, by_model: byModel };
        },
    };
}
function responseFormat(mode, criteria) {
    if (mode === 'json_schema')
        return (0,judge_prompt/* verdictResponseFormat */.un)(criteria);
    return { type: mode };
}
/** Why a reply that was invalid twice could not be scored, e.g. "reply not valid JSON after one re-ask". */
function twiceInvalid(first, second) {
    const what = second === NOT_JSON ? 'reply not valid JSON' : `reply not a valid verdict (${second})`;
    return `${what} after one re-ask${first === second ? '' : `; first reply: ${first}`}`;
}
function scored(model, parsed, raw, requests) {
    return { status: 'scored', model, scores: parsed.scores, fail_reasons: parsed.fail_reasons, raw, cached: false, requests };
}
function requestsOf(verdict) {
    return verdict.status === 'skipped' ? [] : verdict.requests;
}
function cosine(a, b) {
    let dot = 0;
    let na = 0;
    let nb = 0;
    for (let i = 0; i < a.length; i++) {
        const x = a[i];
        const y = b[i];
        dot += x * y;
        na += x * x;
        nb += y * y;
    }
    return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}
/** Promise.withResolvers(), which Node 20 (where the CLI also runs) lacks. */
function deferred() {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
        resolve = res;
        reject = rej;
    });
    return { promise, resolve, reject };
}
function emptyUsage() {
    return { calls: 0, cache_hits: 0, cache_misses: 0, skipped: 0, unscored: 0, input_tokens: 0, output_tokens: 0 };
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


/***/ })

};
