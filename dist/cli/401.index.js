export const id = 401;
export const ids = [401];
export const modules = {

/***/ 59148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ly: () => (/* binding */ writeFileAtomicFrom),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   cw: () => (/* binding */ outputError),
/* harmony export */   gA: () => (/* binding */ ensureWritableDir),
/* harmony export */   pS: () => (/* binding */ writeString),
/* harmony export */   u7: () => (/* binding */ OutputError)
/* harmony export */ });
/* unused harmony export writeJsonAtomic */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
// Small file helpers shared by the commands: atomic writes so a crash never leaves half a report,
// and the one translation of a failed write (full disk, read-only or unwritable folder) into an
// error that names the path, the cause and the fix.




/**
 * A file or folder that must be written cannot be: a configuration problem the user fixes (exit 2
 * in the CLI, "Configuration error" in the action), not a failed evaluation and not a bug.
 */
class OutputError extends _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo {
    name = 'OutputError';
    /** The file or folder that could not be written. */
    path;
    /** The system error code (ENOSPC, EROFS, EACCES, ...). */
    code;
    constructor(message, path, code) {
        super(message);
        this.path = path;
        this.code = code;
    }
}
/**
 * The error to throw when writing `path` failed: a system error (it has a code) becomes an
 * OutputError saying what is wrong and how to fix it; anything else is returned unchanged.
 */
function outputError(path, error) {
    if (error instanceof OutputError)
        return error;
    const reported = error?.code;
    if (!(error instanceof Error))
        return new Error(String(error));
    if (typeof reported !== 'string')
        return error;
    const code = reported === 'ENOENT' ? (whyNotCreated(path) ?? reported) : reported;
    const { cause, fix } = describeWriteFailure(code, path, error.message);
    return new OutputError(`cannot write ${path}: ${cause} (${code}); ${fix}`, path, code);
}
/**
 * Why a folder on the path could not be made, when the system said only ENOENT: Node's recursive
 * mkdir, refused a folder on a read-only file system (EROFS) or in an unwritable one (EACCES),
 * reports that the folder it could not make does not exist. The nearest folder that exists says why.
 */
function whyNotCreated(path) {
    for (let at = path; (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at) !== at;) {
        at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at);
        const info = statIfAny(at);
        if (info === undefined)
            continue;
        if (!info.isDirectory())
            return undefined;
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(at, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.W_OK);
            return undefined;
        }
        catch (error) {
            const code = error.code;
            return typeof code === 'string' ? code : undefined;
        }
    }
    return undefined;
}
function describeWriteFailure(code, path, message) {
    switch (code) {
        case 'ENOSPC':
            return { cause: 'no space left on the device (the disk is full)', fix: 'free some space, or write to a folder on another disk' };
        case 'EDQUOT':
            return { cause: 'the disk quota is used up', fix: 'free some space within the quota, or write to another folder' };
        case 'EROFS':
            return { cause: 'the file system is read-only', fix: 'write to a folder on a writable file system' };
        case 'EACCES':
        case 'EPERM':
            return { cause: 'permission denied', fix: 'give the user running agent-eval write access to the folder, or write to another folder' };
        case 'ENOTDIR':
        case 'EEXIST': {
            const file = fileInTheWay(path);
            return {
                cause: file === undefined ? 'a part of the path is not a folder' : `${file} is a regular file, not a folder`,
                fix: 'move that file away, or write to another folder',
            };
        }
        case 'EISDIR':
            return { cause: 'a folder of that name is in the way', fix: 'move the folder away, or write to another folder' };
        case 'ENOENT':
            return { cause: 'a folder on the path does not exist (it was removed while writing?)', fix: 'check the path and write again' };
        case 'EMFILE':
        case 'ENFILE':
            return { cause: 'too many open files', fix: 'raise the limit of open files (ulimit -n) or lower --concurrency' };
        case 'ENAMETOOLONG':
            return { cause: 'the path is too long', fix: 'write to a folder with a shorter path' };
        default:
            return { cause: message.replace(/^[A-Z]+: /, '').replace(/, \w+( '.*')?$/, ''), fix: 'check the path and the disk' };
    }
}
/** The nearest existing ancestor of `path` (or `path` itself) that is not a folder. */
function fileInTheWay(path) {
    for (let at = path;; at = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at)) {
        const info = statIfAny(at);
        if (info !== undefined)
            return info.isDirectory() ? undefined : at;
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(at) === at)
            return undefined;
    }
}
/** The file's stat, or undefined when nothing is there (Node 20 throws ENOTDIR under a file, Node 22+ does not). */
function statIfAny(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(path, { throwIfNoEntry: false });
    }
    catch (error) {
        if (error.code === 'ENOTDIR')
            return undefined;
        throw error;
    }
}
/** Runs one file-system step of writing `path`; its failure becomes outputError(path, ...). */
async function writing(path, step) {
    try {
        return await step();
    }
    catch (error) {
        throw outputError(path, error);
    }
}
/**
 * Makes the folder (and its parents) and writes and removes a small file in it, so a folder that
 * cannot take the reports fails before any work is done, not after.
 */
async function ensureWritableDir(dir) {
    const probe = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `.agent-eval-write-check.${process.pid}.tmp`);
    await writing(dir, async () => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(dir, { recursive: true });
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(probe, 'agent-eval checks that this folder can be written\n');
        }
        finally {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(probe, { force: true }).catch(() => undefined);
        }
    });
}
async function writeFileAtomic(path, content) {
    const tmp = tempPath(path);
    await writing(path, async () => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(tmp, content);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, path);
        }
        catch (error) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true }).catch(() => undefined); // a full disk keeps no half-written copy
            throw error;
        }
    });
}
async function writeJsonAtomic(path, value) {
    await writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}
/** Small pieces are gathered up to this size before a write: few writes, and a batch short-lived enough to stay out of the old generation. */
const BATCH_CHARS = 64 * 1024;
/**
 * Writes the pieces one after the other into a temporary file, renamed over `path` at the end, so
 * a file larger than memory (or than the longest string V8 allows) is never whole in memory.
 */
async function writeFileAtomicFrom(path, pieces) {
    const tmp = tempPath(path);
    const handle = await writing(path, async () => {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(tmp, 'w');
    });
    // Only the writes are write failures: an error while producing the pieces keeps its own cause.
    try {
        let batch = '';
        for await (const piece of pieces) {
            batch += piece;
            if (batch.length >= BATCH_CHARS) {
                await writing(path, () => writeString(handle, batch));
                batch = '';
            }
        }
        await writing(path, () => writeString(handle, batch));
        await writing(path, () => handle.close());
        await writing(path, () => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(tmp, path));
    }
    catch (e) {
        await handle.close().catch(() => undefined);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(tmp, { force: true }).catch(() => undefined);
        throw e;
    }
}
function tempPath(path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${process.pid}.${Date.now()}.tmp`);
}
/**
 * Writes the text at the handle's position. A string goes to the file without a Buffer of its own
 * per call (many short-lived Buffers are memory the garbage collector sees late).
 */
async function writeString(handle, text) {
    const { bytesWritten } = await handle.write(text, null, 'utf8');
    if (bytesWritten < Buffer.byteLength(text))
        await handle.writeFile(Buffer.from(text).subarray(bytesWritten));
}


/***/ }),

/***/ 16264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fu: () => (/* binding */ shortSha),
/* harmony export */   JA: () => (/* binding */ jsonPreview),
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   LU: () => (/* binding */ tokens),
/* harmony export */   Rc: () => (/* binding */ level),
/* harmony export */   Rz: () => (/* binding */ milliseconds),
/* harmony export */   WR: () => (/* binding */ points),
/* harmony export */   aY: () => (/* binding */ pointsText),
/* harmony export */   c3: () => (/* binding */ signedCount),
/* harmony export */   mP: () => (/* binding */ rateInterval),
/* harmony export */   mz: () => (/* binding */ byteSize),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   sp: () => (/* binding */ pValue)
/* harmony export */ });
/* unused harmony exports signedPointsText, percentShort */
// How every number the product prints is written: rates, percentage points, p-values, durations,
// token counts. One module, so the terminal, the reports and the comment agree.
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/** 0.8 → "80.0%". */
function percent(rate) {
    return rate === null ? 'n/a' : `${(rate * 100).toFixed(1)}%`;
}
/** A signed difference in percentage points with a real minus sign: -0.1 → "−10.0". */
function points(delta) {
    const value = (delta * 100).toFixed(1);
    if (value === '0.0' || value === '-0.0')
        return '0.0';
    return delta < 0 ? `−${value.slice(1)}` : `+${value}`;
}
/** A rate interval in percent: [0.7, 0.97] → "[70.0, 97.0]". */
function rateInterval(ci) {
    return ci === null ? '' : `[${(ci[0] * 100).toFixed(1)}, ${(ci[1] * 100).toFixed(1)}]`;
}
/** p-values: two significant digits, scientific below 0.001 so tiny values stay honest. */
function pValue(p) {
    if (p === null)
        return '—';
    if (p >= 0.1)
        return p.toFixed(2);
    if (p >= 0.001)
        return p.toPrecision(2);
    if (p === 0)
        return '0';
    return p.toExponential(1);
}
/** A significance level, to four significant digits: 0.0125 → "0.0125", 0.0125/4 → "0.003125", 0.025/3 → "0.008333". */
function level(alpha) {
    return String(Number(alpha.toPrecision(4)));
}
function signedCount(n) {
    return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}
function milliseconds(ms) {
    if (ms === null)
        return 'n/a';
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}
function duration(ms) {
    if (ms === null)
        return 'n/a';
    const seconds = Math.round(ms / 1000);
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${seconds % 60}s`;
    return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
/** A token count; one that is not a count (negative, not finite: hostile input) is "n/a", never "InfinityM". */
function tokens(n) {
    if (n === null || !Number.isFinite(n) || n < 0)
        return 'n/a';
    if (n < 10_000)
        return String(Math.round(n));
    if (n < 1_000_000)
        return `${(n / 1000).toFixed(1)}k`;
    return `${(n / 1_000_000).toFixed(2)}M`;
}
function shortSha(sha) {
    return sha === null ? null : /^[0-9a-f]{40}$/i.test(sha) ? sha.slice(0, 7) : sha;
}
/** In prose: 0.0612 -> "6.1 points" (percentage points of pass rate). */
const pointsText = (x) => `${Number((x * 100).toFixed(1))} points`;
/** In prose, signed: "+2.5 points", "-10 points", "0 points". */
const signedPointsText = (x) => {
    const rounded = Number((x * 100).toFixed(1));
    return rounded === 0 ? '0 points' : `${rounded > 0 ? '+' : ''}${rounded} points`;
};
/** In prose: 0.2 -> "20%" (no trailing zero). */
const percentShort = (x) => `${Number((x * 100).toFixed(1))}%`;
/** A size in binary units: 900 → "900 bytes", 262144 → "256 KiB", 1258291 → "1.2 MiB". */
function byteSize(n) {
    if (n < 1024)
        return plural(n, 'byte');
    if (n < 1024 * 1024)
        return `${Number((n / 1024).toFixed(1))} KiB`;
    return `${Number((n / 1024 / 1024).toFixed(1))} MiB`;
}
/** A value as JSON for a warning, cut to 120 characters. */
function jsonPreview(value) {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 120 ? `${text.slice(0, 120)}...` : text;
}


/***/ }),

/***/ 86999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QU: () => (/* binding */ maskSecrets),
/* harmony export */   Uu: () => (/* binding */ memoryLogger)
/* harmony export */ });
/* unused harmony export consoleLogger */
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
/** A logger that records lines, for tests and for capturing warnings into reports. */
function memoryLogger() {
    const lines = [];
    return {
        lines,
        debug: (m) => lines.push(`debug: ${m}`),
        info: (m) => lines.push(m),
        warning: (m) => lines.push(`warning: ${m}`),
        error: (m) => lines.push(`error: ${m}`),
    };
}


/***/ }),

/***/ 744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ sumEntries),
/* harmony export */   Mc: () => (/* binding */ entriesOf),
/* harmony export */   eK: () => (/* binding */ readUsageField),
/* harmony export */   nd: () => (/* binding */ turnUsage)
/* harmony export */ });
/* unused harmony exports MAX_TOKENS_PER_TURN, MAX_USAGE_ENTRIES, readUsageEntry, sumTurnUsage */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// Token usage: what an agent reports per turn, read from the shapes agents send, and sums per run,
// test, suite and side, kept apart for the agent, the judge and the user simulator.
//
// "Not reported" is never 0: a turn whose agent reported nothing has no `usage`, and a sum over
// turns none of which reported any is null. A turn's usage counts the model calls the agent made
// for it (`calls`, 1 when absent, as in results of earlier versions) and, where the agent named the
// model, the tokens per model, which is what prices apply to.

/**
 * Numbers an agent reports are data from outside: a negative count, a fraction, or a count so large
 * that sums overflow is not recorded and the turn says so.
 */
const MAX_TOKENS_PER_TURN = 1_000_000_000;
/** Usage entries read per turn; more are summed no further and warned about. */
const MAX_USAGE_ENTRIES = 1000;
const NOT_A_TOKEN_COUNT = `not a whole number of tokens from 0 to ${MAX_TOKENS_PER_TURN.toLocaleString('en-US')}`;
const MAX_MODEL_NAME = 200;
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function plausibleTokens(n) {
    return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_TOKENS_PER_TURN;
}
/**
 * One usage entry: `{model?, input_tokens|prompt_tokens, output_tokens|completion_tokens,
 * cached_tokens?}`, the cached count also read from OpenAI's `prompt_tokens_details.cached_tokens`
 * or `input_tokens_details.cached_tokens`. Null (with a warning naming `where`) when unreadable.
 */
function readUsageEntry(entry, where, warnings) {
    if (!isRecord(entry)) {
        warnings.push(`${where} is not a usage object; token counts not recorded: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonPreview */ .JA)(entry)}`);
        return null;
    }
    const inputKey = entry.input_tokens == null ? 'prompt_tokens' : 'input_tokens';
    const outputKey = entry.output_tokens == null ? 'completion_tokens' : 'output_tokens';
    const input = entry[inputKey];
    const output = entry[outputKey];
    if (typeof input !== 'number' || typeof output !== 'number') {
        warnings.push(`${where} carries neither {input_tokens, output_tokens} nor {prompt_tokens, completion_tokens}; token counts not recorded: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonPreview */ .JA)(entry)}`);
        return null;
    }
    const details = isRecord(entry.prompt_tokens_details)
        ? entry.prompt_tokens_details
        : isRecord(entry.input_tokens_details)
            ? entry.input_tokens_details
            : {};
    const cached = entry.cached_tokens ?? details.cached_tokens;
    const cachedKey = entry.cached_tokens == null ? `${inputKey === 'input_tokens' ? 'input' : 'prompt'}_tokens_details.cached_tokens` : 'cached_tokens';
    const wrong = [
        ...(plausibleTokens(input) ? [] : [`${where}.${inputKey} is ${input}`]),
        ...(plausibleTokens(output) ? [] : [`${where}.${outputKey} is ${output}`]),
        ...(cached == null || (plausibleTokens(cached) && cached <= input) ? [] : [`${where}.${cachedKey} is ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonPreview */ .JA)(cached)}`]),
    ];
    if (wrong.length > 0) {
        const cachedWrong = wrong.at(-1)?.startsWith(`${where}.${cachedKey}`) === true;
        warnings.push(`${wrong.join(' and ')}, ${NOT_A_TOKEN_COUNT}${cachedWrong ? ' (cached tokens no more than input)' : ''}; token counts not recorded`);
        return null;
    }
    let model = null;
    if (typeof entry.model === 'string' && entry.model.trim() !== '') {
        // A name goes into logs and reports: no line breaks or other control characters (a log line
        // starting with "::" would be a workflow command).
        model = Array.from(entry.model.trim().replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '\uFFFD'))
            .slice(0, MAX_MODEL_NAME)
            .join('');
    }
    else if (entry.model != null) {
        warnings.push(`${where}.model is not a model name; its tokens are counted without a model: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonPreview */ .JA)(entry.model)}`);
    }
    return { model, calls: 1, input_tokens: input, output_tokens: output, ...(cached == null ? {} : { cached_tokens: cached }) };
}
/** `usage` as an object (one call) or a list of objects (one per call). */
function readUsageField(usage, where, warnings) {
    if (usage === undefined || usage === null)
        return [];
    if (!Array.isArray(usage)) {
        const entry = readUsageEntry(usage, where, warnings);
        return entry === null ? [] : [entry];
    }
    if (usage.length > MAX_USAGE_ENTRIES)
        warnings.push(`${where} lists ${usage.length} entries; only the first ${MAX_USAGE_ENTRIES} are counted`);
    return usage.slice(0, MAX_USAGE_ENTRIES).flatMap((entry, i) => {
        const read = readUsageEntry(entry, `${where}[${i}]`, warnings);
        return read === null ? [] : [read];
    });
}
/** The entries of one turn as its record keeps them; null when there are none (not reported). */
function turnUsage(entries) {
    if (entries.length === 0)
        return null;
    const totals = sumEntries(entries);
    const anyCached = entries.some((e) => e.cached_tokens !== undefined);
    const named = entries.some((e) => e.model !== null);
    return {
        input_tokens: totals.input_tokens,
        output_tokens: totals.output_tokens,
        ...(anyCached ? { cached_tokens: totals.cached_tokens } : {}),
        ...(totals.calls === 1 ? {} : { calls: totals.calls }),
        ...(named ? { by_model: totals.by_model } : {}),
    };
}
/** Entries summed, with one entry per model (calls without a model under null), models in first-seen order. */
function sumEntries(entries) {
    const byModel = new Map();
    const totals = { calls: 0, input_tokens: 0, output_tokens: 0, cached_tokens: 0, by_model: [] };
    for (const e of entries) {
        totals.calls += e.calls;
        totals.input_tokens += e.input_tokens;
        totals.output_tokens += e.output_tokens;
        totals.cached_tokens += e.cached_tokens ?? 0;
        const kept = byModel.get(e.model);
        if (kept === undefined)
            byModel.set(e.model, { ...e, cached_tokens: e.cached_tokens });
        else {
            kept.calls += e.calls;
            kept.input_tokens += e.input_tokens;
            kept.output_tokens += e.output_tokens;
            if (e.cached_tokens !== undefined)
                kept.cached_tokens = (kept.cached_tokens ?? 0) + e.cached_tokens;
        }
    }
    totals.by_model = [...byModel.values()].map((m) => (m.cached_tokens === undefined ? withoutCached(m) : m));
    return totals;
}
function withoutCached(m) {
    return { model: m.model, calls: m.calls, input_tokens: m.input_tokens, output_tokens: m.output_tokens };
}
/** A recorded turn's usage as entries (a record of an earlier version: one call, model not named). */
function entriesOf(usage) {
    if (usage.by_model !== undefined && usage.by_model.length > 0)
        return usage.by_model;
    return [
        {
            model: null,
            calls: usage.calls ?? 1,
            input_tokens: usage.input_tokens,
            output_tokens: usage.output_tokens,
            ...(usage.cached_tokens === undefined ? {} : { cached_tokens: usage.cached_tokens }),
        },
    ];
}
/** Sums the usage of many turns; null when none of them reported any (never 0). */
function sumTurnUsage(usages) {
    const entries = [];
    for (const usage of usages)
        if (usage !== undefined)
            entries.push(...entriesOf(usage));
    return entries.length === 0 ? null : sumEntries(entries);
}


/***/ })

};
