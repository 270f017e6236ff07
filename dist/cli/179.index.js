export const id = 179;
export const ids = [179];
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
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   WR: () => (/* binding */ points),
/* harmony export */   aY: () => (/* binding */ pointsText),
/* harmony export */   c3: () => (/* binding */ signedCount),
/* harmony export */   mP: () => (/* binding */ rateInterval),
/* harmony export */   mz: () => (/* binding */ byteSize),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   sp: () => (/* binding */ pValue),
/* harmony export */   ud: () => (/* binding */ formatUsdPair)
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
/** The most decimals a dollar amount is shown with; anything smaller (but not 0) reads "<$0.0000000001". */
const USD_MAX_DECIMALS = 10;
function usdDigits(usd, significant) {
    if (!Number.isFinite(usd))
        return 'n/a';
    const sign = usd < 0 ? '-' : '';
    const abs = Math.abs(usd);
    if (abs === 0)
        return '$0.00';
    if (abs < 10 ** -USD_MAX_DECIMALS)
        return `${sign}<$${(10 ** -USD_MAX_DECIMALS).toFixed(USD_MAX_DECIMALS)}`;
    // At least cents; below a dollar, as many decimals as `significant` digits need (trailing zeros past cents dropped).
    const decimals = Math.min(USD_MAX_DECIMALS, Math.max(2, significant - 1 - Math.floor(Math.log10(abs))));
    const text = abs.toFixed(decimals).replace(/(\.\d\d\d*?)0+$/, '$1');
    return `${sign}$${text}`;
}
/**
 * Dollars: $1 and up to the cent ("$12.35"), smaller amounts to two significant digits ("$0.53",
 * "$0.0005", "$0.00012"), so a cheap run never reads "$0.00" unless it cost nothing.
 */
function formatUsd(usd) {
    return usdDigits(usd, 2);
}
/**
 * Two amounts side by side (spent and limit): as formatUsd, with more digits when that would show
 * two different amounts alike ("$0.0105 of $0.01", never "$0.01 of $0.01").
 */
function formatUsdPair(a, b) {
    for (let significant = 2; significant <= 12; significant++) {
        const pair = [usdDigits(a, significant), usdDigits(b, significant)];
        if (a === b || pair[0] !== pair[1])
            return pair;
    }
    return [usdDigits(a, 12), usdDigits(b, 12)];
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

/***/ 12011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ erroredLine),
/* harmony export */   DW: () => (/* binding */ CI_METHOD_LABELS),
/* harmony export */   Du: () => (/* binding */ groupIdentical),
/* harmony export */   Kd: () => (/* binding */ settleRepeats),
/* harmony export */   QR: () => (/* binding */ tokensInOut),
/* harmony export */   R4: () => (/* binding */ deltaLabel),
/* harmony export */   VF: () => (/* binding */ repeatsLabel),
/* harmony export */   XG: () => (/* binding */ ageText),
/* harmony export */   YN: () => (/* binding */ erroredCauseText),
/* harmony export */   Zz: () => (/* binding */ TEST_METHOD_LABELS),
/* harmony export */   f0: () => (/* binding */ baselineSource),
/* harmony export */   fm: () => (/* binding */ maxAgeText),
/* harmony export */   zd: () => (/* binding */ PASS_RATE_DEFINITION)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);

const DELTA_METHOD_LABELS = {
    'newcombe-paired': 'Newcombe paired (method 10)',
    'wilson-mover': 'Wilson-MOVER over tests',
    'paired-t-wilson-mover': 'the wider of Wilson-MOVER and the paired t interval over tests',
    'newcombe-unpaired': 'Newcombe hybrid score (method 10, unpaired)',
    'wilson-mover-unpaired': 'Wilson-MOVER over tests, unpaired',
};
/** The delta's method, and where it was measured when not on every run. */
function deltaLabel(delta) {
    const label = DELTA_METHOD_LABELS[delta.method];
    return delta.on === 'effect_runs' ? `${label}, on each test's effect runs (adaptive repeats: the change the verdict used)` : label;
}
const TEST_METHOD_LABELS = {
    'mcnemar-exact': 'exact McNemar',
    'mcnemar-midp': 'mid-p McNemar',
    'sign-flip-exact': 'exact sign-flip test over tests',
    'sign-flip-midp': 'mid-p sign-flip test over tests',
    'sign-flip-normal': 'sign-flip test over tests, normal approximation (too many changed tests to enumerate)',
    'fisher-exact': 'Fisher exact',
};
const CI_METHOD_LABELS = {
    wilson: 'Wilson',
    'wilson-mover': 'Wilson-MOVER over tests',
};
/**
 * Runs per test and side that would settle a possible regression: what the power advice asks for,
 * or twice the runs there are now when that is already met (the drop seen was not significant).
 */
function settleRepeats(s) {
    const now = s.power?.repeats ?? 1;
    const needed = s.power?.repeats_needed ?? 0;
    return Math.min(1000, needed > now ? needed : now * 2);
}
function baselineSource(baseline) {
    const where = {
        branch: 'from the baseline branch',
        file: 'from a baseline file',
        fresh: 'run fresh against the base deployment in this job',
        none: 'none',
    }[baseline.source];
    const parts = [where];
    if (baseline.distance !== null && baseline.source === 'branch')
        parts.push(baseline.distance === 0 ? 'at the merge-base' : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(baseline.distance, 'commit')} before the merge-base`);
    // A fresh baseline ran in this job: its age says nothing.
    if (baseline.source !== 'fresh' && baseline.age_ms != null)
        parts.push(`run ${ageText(baseline.age_ms)} ago`);
    if (baseline.behind != null)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(baseline.behind, 'commit')} behind the base`);
    return parts.join(', ');
}
/** An age as a reader says it: minutes, hours up to two days, then days. */
function ageText(ms) {
    const minutes = Math.floor(ms / 60_000);
    if (minutes < 60)
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(Math.max(1, minutes), 'minute');
    const hours = Math.floor(minutes / 60);
    if (hours < 48)
        return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(hours, 'hour');
    return (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(Math.floor(hours / 24), 'day');
}
/** A limit in days as `max-baseline-age` takes it: whole days, else hours. */
function maxAgeText(days) {
    return Number.isInteger(days) ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(days, 'day') : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(Math.round(days * 24), 'hour');
}
/** How many runs each test got: fixed, from the suites, or adaptive (with the agent calls it took). */
function repeatsLabel(run) {
    if (run.adaptive)
        return (`adaptive repeats ${run.adaptive.min} to ${run.adaptive.max} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(run.adaptive.rounds, 'round')}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(run.adaptive.calls, 'agent call')}); ` +
            'Δ from the first runs of each test that the stopping rule chose before seeing them, p from every run');
    return run.repeats === null ? 'repeats per suite spec' : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(run.repeats, 'repeat');
}
const PLAIN = { code: (t) => t, message: (t) => t };
/**
 * One cause of errored runs, said once with how many runs it ended, e.g. "ENGINE_ERROR ×6: POST
 * http://127.0.0.1:9/execute failed: ECONNREFUSED": the same sentence is never repeated per run.
 */
function erroredCauseText(cause, format = PLAIN) {
    return `${format.code(cause.code)}${cause.runs > 1 ? ` ×${cause.runs}` : ''}: ${format.message(cause.message)}`;
}
/**
 * Why one side's runs errored, in a line: the most frequent cause (its message is what to fix, with
 * the target it names), and how many other causes there are. Null when no run of that side errored.
 */
function erroredLine(comparison, side, format = PLAIN) {
    const causes = (comparison.errors ?? []).filter((e) => e.side === side);
    const first = causes[0];
    if (first === undefined)
        return null;
    const others = causes.length - 1;
    return `${erroredCauseText(first, format)}${others > 0 ? ` (and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(others, 'other cause')})` : ''}`;
}
/** The tokens of one side as "in/out", or nothing when the agent reported none ("n/a/n/a" says nothing). */
function tokensInOut(m) {
    if (m.input_tokens === null && m.output_tokens === null)
        return '';
    const one = (n) => (n === null ? '—' : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(n));
    return `${one(m.input_tokens)}/${one(m.output_tokens)}`;
}
/** Items with the same key, together in order of first appearance: a sentence said once, with whom it concerns. */
function groupIdentical(items, keyOf) {
    const groups = new Map();
    for (const item of items) {
        const key = keyOf(item);
        const group = groups.get(key);
        if (group)
            group.push(item);
        else
            groups.set(key, [item]);
    }
    return [...groups].map(([key, members]) => ({ key, items: members }));
}
/** The definition every report gives its pass rates, so the terminal, report.md and the comment agree. */
const PASS_RATE_DEFINITION = "mean over tests of each test's pass fraction";


/***/ }),

/***/ 95602:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KY: () => (/* binding */ FAILING_NEW_TESTS),
/* harmony export */   gN: () => (/* binding */ NO_BASELINE),
/* harmony export */   vB: () => (/* binding */ baselineNotComparedText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// What the reports say where a baseline would be: none, one given but not compared, and the tests no baseline can judge.

/** What every report of a run without a comparison says in place of a base. */
const NO_BASELINE = 'No baseline: pass rates only, no regression verdict';
/** "Baseline base.json given, not compared: the run was interrupted after …". */
function baselineNotComparedText(b) {
    return `Baseline ${b.file} given, not compared: ${b.why}`;
}
/** The heading of the failing tests of new suites, which no baseline has. */
/** The heading of the failing tests without a baseline to compare them with: of new suites only, or also new or changed in compared suites. */
const FAILING_NEW_TESTS = (tests, inNewSuitesOnly) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(tests, 'failing test')} ${inNewSuitesOnly ? 'in new suites' : 'new or changed in this pull request'} (no baseline to compare them with)`;


/***/ }),

/***/ 79956:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ budgetText),
/* harmony export */   A: () => (/* binding */ estimateLines)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _cost_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69312);


// --- the estimate ---------------------------------------------------------------------------------
/** A part of an estimate: tokens and cost, or why there is none. */
function estimatePartText(part, absent) {
    return part === null ? absent : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .tokens */ .LU)(part.tokens)} tokens · ${(0,_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .costText */ .rs)(part)}`;
}
/** What `run --estimate` (and the action before its first call) prints: plain lines, labelled with their basis. */
function estimateLines(e, baseline) {
    const fallback = e.agentFallbackRequests > 0
        ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(e.agentFallbackRequests, 'request')} at the suite's or the baseline's mean per turn: their test reported no usage there)`
        : '';
    return [
        `Estimate from the observed usage per turn and per run of ${baseline} (nothing was called):`,
        `  planned: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(e.runs, 'run')}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(e.requests, 'agent request')} (at most: a flow that ends early sends fewer)`,
        `  agent: ${estimatePartText(e.agent, 'not reported by the agent in the baseline')}${e.agent === null ? '' : fallback}`,
        `  judge: ${estimatePartText(e.judge, '— (no judge tokens in the baseline)')}`,
        `  simulator: ${estimatePartText(e.simulator, '— (no simulator in the baseline)')}`,
        `  total: ${e.total.tokens === null ? 'nothing to estimate from' : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .tokens */ .LU)(e.total.tokens)} tokens · ${(0,_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .costText */ .rs)(e.total)}`}`,
    ];
}
/** The spending budget: its limits, what was spent, and whether it stopped runs, lowered repeats or could not be enforced. */
function budgetText(b) {
    // The limit and the dollars spent with as many digits as tell them apart.
    const [limitUsd, spentUsd] = b.usd !== null && b.spent_usd !== null
        ? (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsdPair */ .ud)(b.usd, b.spent_usd)
        : [b.usd === null ? '' : (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(b.usd), b.spent_usd === null ? '' : (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(b.spent_usd)];
    const limits = [limitUsd, b.tokens === null ? '' : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .tokens */ .LU)(b.tokens)} tokens`].filter(Boolean).join(' and ');
    const spent = `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .tokens */ .LU)(b.spent_tokens)} tokens${spentUsd === '' ? '' : ` · ${spentUsd}`} spent`;
    const notes = [
        b.lowered
            ? `runs per test lowered from ${b.lowered.from} to ${b.lowered.to} before the run to fit the estimate (never below 6, the fewest at which one broken test can fail the check)`
            : '',
        b.reached ? 'reached: the runs not started are not run (budget) and their suites not compared' : 'not reached',
        b.usd !== null && !b.usd_enforced ? `the dollar budget is not enforced: ${(0,_cost_js__WEBPACK_IMPORTED_MODULE_0__/* .costText */ .rs)({ usd: null, unpriced: b.unpriced })}` : '',
        b.runs_without_agent_usage > 0 ? `agent tokens of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(b.runs_without_agent_usage, 'run')} not reported, so not counted` : '',
    ].filter(Boolean);
    return `Budget ${limits}: ${spent}; ${notes.join('; ')}.`;
}


/***/ }),

/***/ 18798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ AS_IS)
/* harmony export */ });
// How a report marks commands and ids inside a sentence of the wording.
const AS_IS = { code: (text) => text };


/***/ }),

/***/ 69312:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G3: () => (/* binding */ agentPerRunChange),
/* harmony export */   OY: () => (/* binding */ pricesText),
/* harmony export */   Um: () => (/* binding */ agentUsageText),
/* harmony export */   VA: () => (/* binding */ usageTotalText),
/* harmony export */   a8: () => (/* binding */ USAGE_ABSENT),
/* harmony export */   c: () => (/* binding */ usagePartText),
/* harmony export */   rs: () => (/* binding */ costText),
/* harmony export */   tI: () => (/* binding */ suiteCostText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);

// --- cost ----------------------------------------------------------------------------------------
/** The cost of a part or a total: dollars, or "unpriced" naming each model without a price. */
function costText(cost) {
    if (cost.unpriced.length > 0)
        return `unpriced (${cost.unpriced.map((m) => (m === 'model not reported' ? m : `model ${m}`)).join(', ')})`;
    return cost.usd === null ? 'n/a' : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(cost.usd);
}
/** One part of a side (agent, judge or simulator): calls, tokens and cost; null is absent. */
function usagePartText(part, absent, calls = 'call') {
    if (part === null)
        return absent;
    const cached = part.cached_tokens > 0 ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(part.cached_tokens)} cached)` : '';
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(part.calls, calls)} · ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(part.input_tokens)} in / ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(part.output_tokens)} out${cached} · ${costText(part)}`;
}
/** The agent's part: requests sent, then what it reported (or that it reported nothing). */
function agentUsageText(side) {
    const requests = (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(side.agent_requests, 'request');
    if (side.agent === null)
        return `${requests} · tokens not reported`;
    const partly = side.agent_turns_reported < side.agent_requests ? ` (reported on ${side.agent_turns_reported} of ${side.agent_requests} turns)` : '';
    return `${requests} · ${usagePartText(side.agent, '', 'model call')}${partly}`;
}
/** A side's total over the parts present. */
function usageTotalText(side) {
    if (side.total.tokens === null)
        return 'nothing reported';
    const missing = side.agent === null ? ' (agent tokens not reported)' : '';
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(side.total.tokens)} tokens · ${costText(side.total)}${missing}`;
}
/** A suite's agent and simulator tokens and cost on one side; "—" when nothing was reported. */
function suiteCostText(cost) {
    return cost === null ? '—' : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(cost.tokens)} tokens · ${costText(cost)}`;
}
/** Shown instead of a part that did not run. */
const USAGE_ABSENT = { judge: '— (no judge)', simulator: '— (no simulator model called)' };
/**
 * The agent per run, base → PR: dollars when both sides are priced, else tokens; the relative change
 * (null when a side reported nothing or ran nothing).
 */
function agentPerRunChange(base, head) {
    if (base.agent === null || head.agent === null || base.runs === 0 || head.runs === 0)
        return null;
    const priced = base.agent.usd !== null && head.agent.usd !== null;
    const per = (side) => (priced ? (side.agent.usd ?? 0) : side.agent.input_tokens + side.agent.output_tokens) / side.runs;
    const b = per(base);
    const h = per(head);
    const show = (n) => (priced ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(n) : `${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(n)} tokens`);
    const rounded = b === 0 ? 0 : Math.round(((h - b) / b) * 100);
    const change = b === 0 ? (h === 0 ? 'no change' : 'new cost') : rounded === 0 ? 'no change' : `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}%`;
    return { base: show(b), head: show(h), change };
}
/** Where the prices came from, and how the cost is computed. */
function pricesText(prices) {
    const table = prices.source === 'file' && prices.file !== null
        ? `${prices.file} over the built-in prices of ${prices.built_in_date}`
        : `the built-in prices of ${prices.built_in_date} (override them with --prices or the prices input)`;
    return `Tokens as reported by the agent and by the judge's and simulator's model servers; cost = tokens × USD per million tokens from ${table}.`;
}


/***/ }),

/***/ 26013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ DRAFT_RUNS_NOTE),
/* harmony export */   r: () => (/* binding */ DRAFT_NOTE)
/* harmony export */ });
// How a captured draft suite is told: shown, never gating, and how to approve it.
/** `agent-eval run` without a baseline: failed runs of captured drafts are shown but do not fail it. */
const DRAFT_RUNS_NOTE = 'runs of captured drafts (metadata.capture.status: draft) failed: reported above, but drafts never fail the run; approve a draft to make it count';
/** A captured draft suite's note: why it is shown but never gates, and how to approve it. */
const DRAFT_NOTE = 'a captured draft (metadata.capture.status: draft): reported, never gating and never stored in a baseline; remove the status (or comment /eval approve on its pull request) to approve it';


/***/ }),

/***/ 25018:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ suiteAlpha),
/* harmony export */   Nt: () => (/* binding */ gateRuleText),
/* harmony export */   fl: () => (/* binding */ brokenRuleText),
/* harmony export */   nc: () => (/* binding */ brokenTestText),
/* harmony export */   tn: () => (/* binding */ QUARANTINE_EXPIRED),
/* harmony export */   yc: () => (/* binding */ QUARANTINE_MEANS)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _code_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18798);


// --- the rule and the advice every report states ---------------------------------------------------
/** The level the Holm-adjusted suite p-values are compared with: half the check's alpha (the other half is the tests'). */
function suiteAlpha(c) {
    return c.families?.suites.alpha ?? c.alpha;
}
/** The per-test rule: "its one-sided Fisher p, adjusted by discrete Holm over the 12 tests of this check, is ≤ 0.0125 (α/2) and its pass rate fell by at least 50 points". */
function testRuleText(c, family) {
    const significant = family.method === 'tarone'
        ? `its one-sided Fisher p ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(family.level)} (α/2 = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(family.alpha)} over Tarone's m* = ${family.m}, the tests of this check that could reach significance)`
        : `its one-sided p (Fisher's exact test, or a conditional beta-binomial test where the other tests show a side's runs alike), adjusted by discrete Holm over the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(family.size, 'test')} of this check (each counted only as far as its runs can reach that p), is ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(family.alpha)} (α/2)`;
    return `${significant} and its pass rate fell by at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(c.min_test_effect ?? 0.5)}`;
}
/** When a suite regresses, with this comparison's numbers: the gate's rule as every report states it. */
function gateRuleText(c) {
    const family = c.families?.tests;
    if (!family)
        return `A suite regresses when p (Holm) ≤ ${c.alpha} and its pass rate fell by at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(c.min_effect)}.`;
    return (`A suite regresses when p (Holm) ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(suiteAlpha(c))} and its pass rate fell by at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(c.min_effect)}, ` +
        `or when one of its tests broke: ${testRuleText(c, family)}. α = ${c.alpha} is split in half between the suites and the tests.`);
}
/** When a test is broken, with this comparison's numbers; null for files of older versions without the test family. */
function brokenRuleText(c) {
    const family = c.families?.tests;
    if (!family)
        return null;
    return `A test is broken when ${testRuleText(c, family)}. Each broken test fails the check.`;
}
/** "pay › refund: 6/6 → 0/6, p = 0.0011" */
function brokenTestText(t, format = _code_format_js__WEBPACK_IMPORTED_MODULE_0__/* .AS_IS */ .Q) {
    return `${format.code(`${t.suite_id} › ${t.test_id}`)}: ${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs}, p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(t.p_value)}`;
}
/** A quarantine entry past its date. */
const QUARANTINE_EXPIRED = 'expired: remove it or extend it';
/** What a quarantined test is, in the list's heading. */
const QUARANTINE_MEANS = 'run and reported, never gating';


/***/ }),

/***/ 60410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ NOT_JUDGED),
/* harmony export */   J5: () => (/* binding */ OVERALL_EMOJI),
/* harmony export */   US: () => (/* binding */ verdictCounts),
/* harmony export */   W4: () => (/* binding */ VERDICT_LABELS),
/* harmony export */   eU: () => (/* binding */ sortSuites),
/* harmony export */   hW: () => (/* binding */ CHANGE_LABELS)
/* harmony export */ });
/* unused harmony export VERDICT_ORDER */
// --- labels ------------------------------------------------------------------------------------
// ✅ only for what the data back: a suite that could have failed the check and shows no drop of the
// minimum effect. Possible regressions and underpowered suites are warnings (a neutral check).
const VERDICT_LABELS = {
    regressed: { emoji: '❌', label: 'regressed' },
    invalid: { emoji: '⛔', label: 'invalid' },
    possible_regression: { emoji: '⚠️', label: 'possible regression' },
    underpowered: { emoji: '⚠️', label: 'underpowered' },
    inconclusive: { emoji: '❔', label: 'not compared' },
    improved: { emoji: '📈', label: 'improved' },
    new: { emoji: '🆕', label: 'new' },
    removed: { emoji: '➖', label: 'removed' },
    unchanged: { emoji: '✅', label: 'unchanged' },
};
/** Most urgent first: the order suites appear in every report. */
const VERDICT_ORDER = Object.keys(VERDICT_LABELS);
const CHANGE_LABELS = {
    newly_failing: 'newly failing',
    fixed: 'fixed',
    flaky: 'flaky',
    unchanged: 'unchanged',
    added: 'added',
    removed: 'removed',
    changed: 'changed',
    no_data: 'no data',
};
const OVERALL_EMOJI = {
    fail: '❌',
    invalid: '⛔',
    inconclusive: '⚠️',
    pass: '✅',
};
/** Suite verdicts the gate could not judge: they keep the headline from ✅. */
const NOT_JUDGED = ['possible_regression', 'underpowered', 'inconclusive'];
function sortSuites(suites) {
    return [...suites].sort((a, b) => VERDICT_ORDER.indexOf(a.verdict) - VERDICT_ORDER.indexOf(b.verdict));
}
/** How many suites got each verdict. */
function verdictCounts(suites) {
    const counts = Object.fromEntries(VERDICT_ORDER.map((v) => [v, 0]));
    for (const s of suites)
        counts[s.verdict] += 1;
    return counts;
}


/***/ }),

/***/ 99608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J1: () => (/* binding */ passKMethodText),
/* harmony export */   Y3: () => (/* binding */ minPassBreachText),
/* harmony export */   q4: () => (/* binding */ minPassConsequenceText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16264);
// pass^k and min_pass: how reliability is estimated, and the tests below their min_pass.

// --- pass^k and min_pass ---------------------------------------------------------------------------
/** One test below its min_pass: "suite › test passed 3 of 6 runs (min_pass 5/6)". */
function minPassBreachText(t) {
    return `${t.suite_id} › ${t.test_id} passed ${t.passed} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(t.runs, 'run')} (min_pass ${t.min_passes}/${t.min_runs})`;
}
/** What a min_pass breach does to the check. */
function minPassConsequenceText(fails) {
    return fails
        ? 'min-pass-fails is on: a test below its min_pass fails the check.'
        : 'Shown as a warning: the check fails only on a significant drop (or a broken test); set min-pass-fails: true to fail it on min_pass too.';
}
/** How pass^k is computed, where it is shown. */
function passKMethodText() {
    return "pass^k: the chance that k attempts all pass, estimated per test without bias as C(c,k)/C(n,k) from n scored runs with c passes (no value with fewer than k runs), then averaged over the suite's tests; pass^1 is the mean pass fraction, k is the suite's (defaults.pass_k, default 3).";
}


/***/ }),

/***/ 78724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   di: () => (/* binding */ settleText),
/* harmony export */   tv: () => (/* binding */ smallestPText),
/* harmony export */   wX: () => (/* binding */ powerHintText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16264);
/* harmony import */ var _stats_power_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32450);
/* harmony import */ var _code_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(18798);



/** Failure rate used to illustrate what one run per test misses. */
const ILLUSTRATIVE_FLAKY_RATE = 0.2;
/**
 * The power hint: what a suite can detect, in numbers, and the repeats that would make a drop of
 * the minimum effect significant in 80% of runs. Null when the comparison gives no hint for it.
 */
function powerHintText(power, minEffect) {
    if (!power?.hint)
        return null;
    const sentences = [];
    const now = `At ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(power.repeats, 'run')} per test`;
    if (!power.can_reach_level) {
        sentences.push(`This suite cannot detect any drop: even if all ${power.tests} common tests failed, p would stay above ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pValue */ .sp)(power.level)}.`);
    }
    else if (minEffect > 0) {
        const detectable = power.min_detectable_drop === null ? 'no drop reaches 80%' : `80% needs a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(power.min_detectable_drop)}`;
        sentences.push(`${now}, a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(minEffect)} is significant in ${Math.round(power.power * 100)}% of runs (${detectable}).`);
    }
    else if (power.min_detectable_drop !== null) {
        sentences.push(`${now}, a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(power.min_detectable_drop)} is significant in 80% of runs.`);
    }
    if (minEffect > 0 && power.repeats_for_min_effect === null) {
        sentences.push(`Not even ${_stats_power_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_SUGGESTED_REPEATS */ .Kh} runs per test reach 80% for a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(minEffect)}: add tests or raise min-effect.`);
    }
    else if (minEffect > 0 && power.repeats_for_min_effect !== null && power.repeats_for_min_effect > power.repeats) {
        sentences.push(`80% for a drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(minEffect)} takes ${power.repeats_for_min_effect} runs per test on each side; ` +
            `the check also needs the drop seen to reach ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pointsText */ .aY)(minEffect)}, about half the time for a drop of exactly that.`);
    }
    if (power.tests_needed !== null && power.tests_needed > power.tests)
        sentences.push(`Or about ${power.tests_needed} tests.`);
    if (power.repeats === 1) {
        sentences.push(`One run per test misses a test failing ${ILLUSTRATIVE_FLAKY_RATE * 100}% of the time; ${(0,_stats_power_js__WEBPACK_IMPORTED_MODULE_0__/* .runsToSeeFlaky */ .mN)(ILLUSTRATIVE_FLAKY_RATE)} runs see it fail with 95% probability.`);
    }
    return sentences.join(' ');
}
/** What settles a possible regression: more runs, on the pull request or locally. */
function settleText(repeats, format = _code_format_js__WEBPACK_IMPORTED_MODULE_1__/* .AS_IS */ .Q) {
    return `To settle it: comment ${format.code('/eval rerun --repeats auto')} on this pull request, or run ${format.code(`agent-eval run --repeats ${repeats}`)} with ${format.code('--baseline')}.`;
}
/** For an underpowered suite: how far its data can go. */
function smallestPText(minAttainableP) {
    return `smallest p-value this suite can reach: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .pValue */ .sp)(minAttainableP)}`;
}


/***/ }),

/***/ 47247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ag: () => (/* binding */ turnsToGoalText),
/* harmony export */   UC: () => (/* binding */ SIMULATED_TESTS_HEADING),
/* harmony export */   XE: () => (/* binding */ TURNS_TO_GOAL_METHOD),
/* harmony export */   pG: () => (/* binding */ endingText),
/* harmony export */   tR: () => (/* binding */ endingMixText),
/* harmony export */   wS: () => (/* binding */ turnsToGoalChangeText)
/* harmony export */ });
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55116);

// --- simulated tests ----------------------------------------------------------------------------
/** The heading of the simulated tests' section in every report. */
const SIMULATED_TESTS_HEADING = 'Simulated tests';
/** How the turns-to-goal figure is computed, said under every table that shows it. */
const TURNS_TO_GOAL_METHOD = 'Endings: runs by how the simulated conversation ended. Turns to the goal: the median of the agent turns of the runs that reached the goal (goal_reached), per side; n = those runs.';
/** "goal_reached ×5, max_turns ×1"; "no runs" when the side has none. */
function endingMixText(mix) {
    if (mix === null)
        return 'no runs';
    return Object.entries(mix.endings)
        .map(([ending, n]) => `${ending} ×${n}`)
        .join(', ');
}
/** "4 (n = 6)", or "not reached" when no run reached the goal. */
function turnsToGoalText(mix) {
    if (mix === null)
        return '–';
    return mix.median_turns_to_goal === null ? 'not reached' : `${mix.median_turns_to_goal} (n = ${mix.goal_runs})`;
}
/** Base → PR, or the PR alone without a baseline. */
function turnsToGoalChangeText(base, head) {
    return base === null ? turnsToGoalText(head) : `${turnsToGoalText(base)} → ${turnsToGoalText(head)}`;
}
/** What a run's ending means, for a failed or errored simulated run's line. */
function endingText(ending) {
    switch (ending) {
        case 'goal_reached':
            return 'goal_reached: success_when held';
        case 'user_ended':
            return 'user_ended: the simulated user ended the conversation';
        case 'max_turns':
            return 'max_turns: the turn cap came first';
        case 'invariant_broken':
            return 'invariant_broken: an invariant or `within` broke';
        case 'engine_error':
            return 'engine_error: the agent call failed';
        case 'sim_error':
            return `sim_error: ${_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .SIMULATOR_FAULT */ .iX}`;
    }
}


/***/ }),

/***/ 11289:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AF: () => (/* binding */ suiteReasonText),
/* harmony export */   GW: () => (/* binding */ validityText),
/* harmony export */   Pe: () => (/* binding */ testsDownShortText),
/* harmony export */   U: () => (/* binding */ firstFailureReasonText),
/* harmony export */   bi: () => (/* binding */ testPassesText),
/* harmony export */   zO: () => (/* binding */ intervalNoteText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _drafts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26013);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55116);



// --- one suite ---------------------------------------------------------------------------------
const TEST_NAMES = {
    'mcnemar-exact': 'exact McNemar test',
    'mcnemar-midp': 'mid-p McNemar test',
    'sign-flip-exact': 'exact sign-flip test over tests',
    'sign-flip-midp': 'mid-p sign-flip test over tests',
    'sign-flip-normal': 'sign-flip test over tests (normal approximation)',
    'fisher-exact': 'Fisher exact test',
};
/** "exact McNemar test p = 0.0039, Holm-adjusted 0.012 over 3 suites (level α/2 = 0.0125)" */
function evidenceText(e) {
    return `${TEST_NAMES[e.test]} p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(e.p_value)}, Holm-adjusted ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(e.p_adjusted)} over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(e.suites, 'suite')} (level α/2 = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(e.level)})`;
}
const onTests = (tests) => `on ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(tests, 'common test')}`;
const intervalText = (ci) => `(95% interval [${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(ci[0])}, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(ci[1])}])`;
/** "ENGINE_ERROR×12, TIMEOUT×2" */
function codesText(codes) {
    return Object.entries(codes)
        .map(([code, n]) => `${code}×${n}`)
        .join(', ');
}
/** "head: 12 of 30 runs errored (ENGINE_ERROR×12)", per side with errored runs. */
function erroredRunsText(sides) {
    return sides.map((s) => `${s.side}: ${s.errored} of ${s.attempted} runs errored (${codesText(s.codes)})`).join(', ');
}
/** What to fix when runs errored, and which infrastructure errored when the judge or the simulated user did. */
function infrastructure(reason) {
    if (reason.errored.some((s) => (s.codes['SIM_ERROR'] ?? 0) > 0)) {
        const others = [reason.agent ? 'the agent' : '', reason.judge ? 'the judge' : ''].filter(Boolean);
        const fix = others.length > 0 ? `fix the simulator model, ${others.join(' and ')}, or rerun` : 'fix the simulator model or rerun';
        return { fix, who: ` (${_verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .SIMULATOR_FAULT */ .iX}${others.length > 0 ? `; also ${others.join(' and ')}` : ''})` };
    }
    const fix = reason.judge && reason.agent
        ? 'fix the target and the judge, or rerun'
        : reason.judge
            ? "fix the judge (see the runs' errors), or rerun"
            : 'fix the target or rerun';
    const who = reason.judge ? ` (${reason.agent ? 'the agent and the judge' : 'the judge could not score the checks'})` : '';
    return { fix, who };
}
/** A test and its passes on each side: "t5 16/16 → 0/16". */
function testRuns(t) {
    return `${t.test_id} ${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs}`;
}
/**
 * A test's passes on each side, for the lists of failing tests: "passed 6/6 → 2/6". A test the
 * baseline has nothing to compare with says so ("new: 0/2 passed", "spec changed: 0/2 passed, not
 * compared with the base's 6/6"), and without a baseline "0/2 passed", rather than "passed — → 0/2",
 * which reads as a pass.
 */
function testPassesText(t, baseline) {
    const runs = (x) => `${x.passed}/${x.runs}`;
    const errored = (t.base?.errored ?? 0) + (t.head?.errored ?? 0);
    const erroredNote = errored > 0 ? `, ${errored} errored` : '';
    const { base, head } = t;
    // Without a baseline every test is "added": nothing says which are new.
    if (!baseline && head !== null)
        return `${runs(head)} passed${erroredNote}`;
    if (head === null)
        return `removed${base === null ? '' : ` (the base passed ${runs(base)})`}${erroredNote}`;
    if (t.change === 'changed')
        return `spec changed: ${runs(head)} passed${base === null ? '' : `, not compared with the base's ${runs(base)}`}${erroredNote}`;
    if (base === null || t.change === 'added')
        return `new: ${runs(head)} passed${erroredNote}`;
    return `passed ${runs(base)} → ${runs(head)}${erroredNote}`;
}
/** The tests of a possible regression that fell without significance, short, for the terminal: "t5 16/16 → 0/16 (Fisher p = 0.018)". */
function testsDownShortText(reason, shown = 3) {
    const tests = reason.tests
        .slice(0, shown)
        .map((t) => `${testRuns(t)} (${t.rho === undefined || t.rho === 0 ? 'Fisher' : 'beta-binomial'} p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(t.p_value)})`);
    if (reason.tests.length > shown)
        tests.push(`${reason.tests.length - shown} more`);
    return `fell, not significant: ${tests.join(', ')}`;
}
/** "Fisher p", or the conditional beta-binomial p with the within-side correlation it allowed for. */
/** The per-test p's method, said once after the tests (one within-side correlation serves the whole check). */
function perTestMethod(tests) {
    const rho = tests.find((t) => t.rho !== undefined && t.rho > 0)?.rho;
    return rho === undefined ? "p: Fisher's exact test" : `p: conditional beta-binomial, runs of a side alike (ρ̂ = ${rho.toFixed(2)})`;
}
function suiteReasonPart(reason) {
    switch (reason.code) {
        case 'tests_broke': {
            const shown = 5;
            const tests = reason.tests
                .slice(0, shown)
                .map((t) => `${testRuns(t)} (p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(t.p_value)}${t.p_adjusted === undefined ? '' : `, adjusted ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(t.p_adjusted)}`})`);
            const rule = reason.tarone_m === undefined
                ? `its p adjusted by discrete Holm over the tests of the check is ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(reason.level)} (α/2)`
                : `its Fisher p ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(reason.level)} (α/2 over Tarone's m* = ${reason.tarone_m}: the tests of the check that could reach significance)`;
            return (`${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.tests.length, 'test')} broke: ${tests.join(', ')}; ${perTestMethod(reason.tests)}; ` +
                `a test breaks when ${rule} and its pass rate fell by at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_test_effect)}`);
        }
        case 'significant_drop':
            return `pass rate fell by ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(-reason.change)} ${onTests(reason.tests)}; ${evidenceText(reason.evidence)}`;
        case 'significant_rise':
            return `pass rate rose by ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.change)} ${onTests(reason.tests)}; ${evidenceText(reason.evidence)}`;
        case 'cannot_fail':
            return (`this suite cannot fail the check: even if every common test failed every run, p would be ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(reason.min_attainable_p)}, ` +
                `above its level ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(reason.level)} (α/2 over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.suites, 'suite')}), and no single test could be flagged as broken` +
                (reason.change < 0
                    ? `; observed change ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(reason.change)} points ${intervalText(reason.ci)} ${onTests(reason.tests)}`
                    : ''));
        case 'drop_not_significant':
            return (`pass rate fell by ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(-reason.change)} ${intervalText(reason.ci)} ${onTests(reason.tests)}, but not significantly: ${evidenceText(reason.evidence)}; ` +
                'more runs per test would settle it');
        case 'tests_down_not_significant': {
            const shown = 5;
            const tests = reason.tests
                .slice(0, shown)
                .map((t) => `${testRuns(t)} (down ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(-t.change)}, ` +
                `p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(t.p_value)}${t.p_adjusted === null ? ', cannot reach the level' : `, adjusted ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(t.p_adjusted)}`})`);
            if (reason.tests.length > shown)
                tests.push(`${reason.tests.length - shown} more`);
            return (`${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.tests.length, 'test')} fell by at least ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_test_effect)}, but not significantly: ${tests.join(', ')}; ${perTestMethod(reason.tests)}; ` +
                `a test breaks only when its p adjusted by discrete Holm over the tests of the check is ≤ ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(reason.level)} (α/2); ` +
                'more runs per test would settle it');
        }
        case 'no_drop_of_min_effect': {
            const small = reason.significant === null
                ? `; ${evidenceText(reason.evidence)}`
                : `; a significant ${reason.significant} (${evidenceText(reason.evidence)}), smaller than the minimum effect of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_effect)}`;
            return `no drop of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pointsText */ .aY)(reason.min_effect)} or more: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .points */ .WR)(reason.change)} points ${onTests(reason.tests)}${small}`;
        }
        case 'suspect_data':
            return `${reason.side}: ${reason.detail}`;
        case 'errors_differ': {
            const { fix, who } = infrastructure(reason);
            const rate = (s) => (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .percent */ .KN)(s.runs === 0 ? null : s.errored / s.runs);
            const causes = reason.errored.map((s) => `${s.side} ${codesText(s.codes)}`).join(', ');
            return (`${reason.agent || reason.judge ? "the PR's deployment errors more" : 'the PR side errors more'} (${rate(reason.head)} of runs vs ${rate(reason.base)}, p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(reason.p_value)}): ` +
                `${reason.head.errored} of ${reason.head.runs} runs of the common tests errored on head, ${reason.base.errored} of ${reason.base.runs} on base (${causes}); ` +
                `exact test stratified by test, Holm-adjusted p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(reason.p_adjusted)} over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.suites, 'suite')} with errored runs ` +
                `(level α/2 = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .level */ .Rc)(reason.level)}). An infrastructure regression${who}, so the verdict is invalid; ${fix}`);
        }
        case 'errored_runs_decide': {
            const would = (yes) => (yes ? 'would' : 'would not');
            const { fix, who } = infrastructure(reason);
            const regress = (yes) => `${would(yes)} regress`;
            // The two extremes disagree (the usual case), or agree with each other but not with the errors left out.
            const what = reason.counted_passed !== reason.counted_failed
                ? `if they had passed the suite ${regress(reason.counted_passed)}, if they had failed it ${would(reason.counted_failed)}`
                : `whether they had passed or failed the suite ${regress(reason.counted_passed)}, but left out it ${reason.left_out_regresses ? 'regresses' : 'does not'}`;
            return (`${erroredRunsText(reason.errored)}; ${what}: the errors decide, so the verdict is invalid. ` +
                `Infrastructure trouble${who}, which says nothing about the agent; ${fix}`);
        }
        case 'new_suite':
            return reason.failing
                ? `new suite (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.tests, 'test')}, ${reason.failing} failing): nothing to compare with, so its failing tests are listed as they are`
                : `new suite (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.tests, 'test')}): nothing to compare with`;
        case 'suite_removed':
            return `suite removed (it had ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.tests, 'test')})`;
        case 'budget': {
            const sides = ['head', 'base']
                .filter((side) => reason.not_run[side] > 0)
                .map((side) => `${reason.not_run[side]} of ${reason.planned[side]} planned runs ${side === 'head' ? 'on the PR' : 'on the base'}`);
            return `not compared (budget): the spending budget was spent before ${sides.join(' and ')} could start, so this suite is left out of the gate (never regressed, never passed); its finished runs are kept. Raise budget-usd / budget-tokens (--budget-usd / --budget-tokens) or lower the repeats to compare it`;
        }
        case 'no_common_tests':
            return ('no common test with scored runs on both sides (same id and spec, not quarantined), so nothing to pair and no gate' +
                (reason.unpaired ? '; the unpaired comparison shown is for information only' : ''));
    }
}
/** Why a suite got its verdict, in one sentence: its findings joined. */
function suiteReasonText(suite) {
    return suite.reasons.map(suiteReasonPart).join('; ');
}
function validityText(note) {
    const tests = (n, noun = 'test') => `${n} ${noun}${n === 1 ? '' : 's'}`;
    switch (note.code) {
        case 'specs_changed':
            return `${tests(note.tests)} changed spec since the base: compared as added and removed, not paired`;
        case 'no_scored_runs':
            return `${tests(note.tests, 'common test')} had no scored run on one side (all errored or skipped): not compared`;
        case 'removed_were_failing':
            return `${note.tests} removed test${note.tests === 1 ? ' was' : 's were'} failing on base: the head pass rate looks better without ${note.tests === 1 ? 'it' : 'them'}`;
        case 'quarantined':
            return `${tests(note.tests, 'quarantined test')}: reported, never gating`;
        case 'draft':
            return _drafts_js__WEBPACK_IMPORTED_MODULE_2__/* .DRAFT_NOTE */ .r;
        case 'duplicate_test_ids':
            return `${note.side}: ${note.tests} duplicate test id(s); only the last entry of each was compared`;
        case 'errored_runs_left_out':
            return note.p_value === undefined
                ? `${erroredRunsText(note.errored)}: left out of the pass rates; counted as passed or as failed they would not change the verdict`
                : `${erroredRunsText(note.errored)}: left out of the pass rates; the head does not error significantly more than the base ` +
                    `(exact test stratified by test p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(note.p_value)}, Holm-adjusted ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(note.p_adjusted ?? note.p_value)})`;
        case 'suite_renamed':
            return `suite ${note.from} renamed to ${note.to}: compared as one suite on the ${tests(note.tests, 'test id')} they share`;
    }
}
/** Why a test's first failure failed: the assertion's own reason, or which run failed without one. */
function firstFailureReasonText(f) {
    if (f.without_assertion === undefined)
        return f.reason;
    const { repeat, codes } = f.without_assertion;
    return `run ${repeat} failed without a failed assertion (codes: ${codes.join(', ') || 'none'})`;
}
/** Why the interval and the verdict seem to disagree; null when they do not. */
function intervalNoteText(suite) {
    const test = suite.test === null ? 'exact test' : TEST_NAMES[suite.test];
    switch (suite.interval_note ?? null) {
        case null:
            return null;
        case 'reaches_zero_broken_test':
            return 'the interval for the average change reaches 0 because the drop is concentrated in the broken test; the gate uses the exact per-test test (Fisher, discrete Holm); the interval is approximate';
        case 'reaches_zero':
            return `the interval reaches 0, but the gate uses the ${test}, which is exact; the interval is approximate`;
        case 'below_zero_small_drop':
            return 'the interval lies wholly below 0: the drop is significant, but smaller than the minimum effect, so it does not fail the check';
        case 'below_zero_not_significant':
            return `the interval lies wholly below 0, yet the ${test} is not significant at its level (p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(suite.p_adjusted)} after Holm); the gate uses the exact test; the interval is approximate`;
    }
}


/***/ }),

/***/ 55116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ headline),
/* harmony export */   Vv: () => (/* binding */ comparisonReasonText),
/* harmony export */   hk: () => (/* binding */ incompleteRunText),
/* harmony export */   iX: () => (/* binding */ SIMULATOR_FAULT),
/* harmony export */   mw: () => (/* binding */ nothingEvaluatedText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _labels_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(60410);
/* harmony import */ var _baseline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(95602);
/* harmony import */ var _pass_k_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(99608);




/**
 * The headline of a run that stopped before its end (a budget, a signal, an agent that stopped
 * answering): never a pass, whatever the finished runs show.
 */
function incompleteRunText(run, counts) {
    const finished = counts.passed + counts.failed + counts.errored;
    return `Run incomplete, ${finished} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(counts.planned, 'planned run')} finished (${counts.passed} passed): ${run.incomplete_reason ?? 'no reason recorded'}`;
}
// --- the check as a whole --------------------------------------------------------------------------
/**
 * The one sentence a reviewer reads first, without the emoji. It counts the suites that were judged
 * (unchanged or improved) and names what the others are, so a ✅ never stands for a suite that could
 * not be judged.
 */
function headline(comparison, counts) {
    const m = comparison.suites.length;
    const n = counts.suites;
    const suites = (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(m, 'suite');
    const judged = n.unchanged + n.improved;
    const notJudged = _labels_js__WEBPACK_IMPORTED_MODULE_0__/* .NOT_JUDGED */ .Gv.reduce((k, v) => k + n[v], 0);
    const breakdown = _labels_js__WEBPACK_IMPORTED_MODULE_0__/* .NOT_JUDGED */ .Gv.filter((v) => n[v] > 0).map((v) => `${n[v]} ${_labels_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_LABELS */ .W4[v].label}`);
    // New suites cannot regress, but their failing tests are news: the headline counts them.
    const failingNew = counts.failingInNewSuites;
    const added = n.new > 0 ? `${n.new} new${failingNew > 0 ? ` with ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(failingNew, 'failing test')}` : ''}` : '';
    // So are the failing tests added to (or changed in) the suites compared.
    const failingAdded = counts.failingAddedTests;
    const addedTests = failingAdded > 0 ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(failingAdded, 'new or changed test')} failing` : '';
    const extras = [n.improved > 0 ? `${n.improved} improved` : '', added, addedTests, n.removed > 0 ? `${n.removed} removed` : ''].filter(Boolean);
    switch (comparison.verdict) {
        case 'fail': {
            if (comparison.reason.code === 'min_pass_breached')
                return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(comparison.reason.tests.length, 'test')} below min_pass`;
            const broken = comparison.broken_tests?.length ?? 0;
            return `Significant regression in ${n.regressed} of ${suites}${broken > 0 ? ` (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(broken, 'broken test')})` : ''}`;
        }
        case 'invalid': {
            const r = comparison.reason;
            if (r.code === 'nothing_evaluated')
                return `${nothingEvaluatedText(r)} (${r.errored} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(r.runs, 'run')} errored)`;
            return `Invalid comparison: ${n.invalid} of ${suites} could not be judged reliably`;
        }
        case 'inconclusive': {
            if (comparison.baseline.source === 'none')
                return _baseline_js__WEBPACK_IMPORTED_MODULE_2__/* .NO_BASELINE */ .gN;
            if (judged === 0)
                return notJudged > 0
                    ? `No suite could be judged (${breakdown.join(', ')})`
                    : `No suite to compare${extras.length ? ` (${extras.join(', ')})` : ''}`;
            const open = notJudged > 0 ? `; ${notJudged} could not be judged (${breakdown.join(', ')})` : '';
            const other = [added, addedTests, n.removed > 0 ? `${n.removed} removed` : ''].filter(Boolean);
            return `No significant regression in ${judged} of ${suites}${open}${other.length ? `; ${other.join(', ')}` : ''}`;
        }
        case 'pass': {
            if (m === 0)
                return 'No suites to compare';
            return `No significant regression in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(judged, 'suite')}${extras.length ? ` (${extras.join(', ')})` : ''}`;
        }
    }
}
/** What a run that evaluated nothing says first: which infrastructure failed it. */
function nothingEvaluatedText(who) {
    const parts = [
        who.agent ? 'the agent could not be reached' : '',
        who.judge ? (who.agent ? 'the judge could not score the checks' : 'the judge could not score any run') : '',
        who.simulator ? SIMULATOR_FAULT : '',
    ].filter(Boolean);
    const what = parts.length > 0 ? parts.join(', and ') : 'the agent could not be reached';
    return `Nothing was evaluated: ${what}`;
}
/** How a SIM_ERROR is told: the simulated user's fault, never the agent's. */
const SIMULATOR_FAULT = "the simulated user failed (SIM_ERROR: a simulator fault, not the agent's)";
const suiteList = (ids) => `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(ids.length, 'suite')} (${ids.join(', ')})`;
/** Why the check got its verdict: the "Why:" line under the headline. */
function comparisonReasonText(reason) {
    switch (reason.code) {
        case 'suites_regressed': {
            const broken = reason.broken.map((t) => `${t.suite_id} › ${t.test_id}`);
            return `${broken.length > 0 ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(broken.length, 'test')} broke (${broken.join(', ')}); ` : ''}${suiteList(reason.suites)} regressed`;
        }
        case 'suites_invalid':
            return `${suiteList(reason.suites)} invalid: the data cannot be trusted, see each suite's reason`;
        case 'nothing_evaluated': {
            const skipped = reason.errored < reason.runs ? ', the others skipped' : '';
            const fix = reason.agent
                ? 'check that the agent is running at the target URL, then rerun'
                : reason.judge || !reason.simulator
                    ? "fix the judge (its key, URL or model; see the runs' errors), then rerun"
                    : "fix the simulator model (its key, URL or model; see the runs' errors), then rerun";
            const simulator = reason.simulator ? `; ${SIMULATOR_FAULT}` : '';
            return `no run was scored (${reason.errored} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.runs, 'run')} errored${skipped}${simulator}), so nothing was evaluated; ${fix}`;
        }
        case 'no_baseline':
            return 'no baseline to compare with: head results only';
        case 'min_pass_breached':
            return `${reason.tests.map(_pass_k_js__WEBPACK_IMPORTED_MODULE_3__/* .minPassBreachText */ .Y3).join('; ')}; min-pass-fails is on, so the check fails (no suite regressed)`;
        case 'all_judged':
            return `no suite regressed (${reason.judged} judged${reason.new > 0 ? `; ${reason.new} new` : ''})`;
        case 'not_all_judged': {
            const open = [
                ['possible regression', reason.possible_regression],
                ['underpowered', reason.underpowered],
                ['without common tests', reason.inconclusive],
            ];
            const named = open.filter(([, ids]) => ids.length > 0).map(([label, ids]) => `${ids.length} ${label} (${ids.join(', ')})`);
            const notJudged = open.reduce((n, [, ids]) => n + ids.length, 0);
            const newFailing = reason.new_failing ?? [];
            const budget = reason.budget ?? [];
            const addedFailing = reason.added_failing ?? [];
            return [
                reason.judged > 0
                    ? `no significant regression in ${reason.judged} of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reason.suites, 'suite')}`
                    : 'no suite could be judged',
                notJudged > 0 ? `${reason.judged > 0 ? `${notJudged} could not be judged: ` : ''}${named.join(', ')}` : '',
                reason.new > 0 ? `${reason.new} new` : '',
                newFailing.length > 0
                    ? `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(newFailing.length, 'new suite')} with failing tests (${newFailing.join(', ')}): no baseline to compare them with`
                    : '',
                addedFailing.length > 0 ? `new or changed tests failing in ${suiteList(addedFailing)}: no baseline to compare them with` : '',
                reason.removed.length > 0 ? `${suiteList(reason.removed)} removed` : '',
                budget.length > 0 ? `${suiteList(budget)} not compared (budget): the spending budget stopped their runs` : '',
            ]
                .filter(Boolean)
                .join('; ');
        }
    }
}


/***/ }),

/***/ 66024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ warningText)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);


function warningText(warning) {
    switch (warning.code) {
        case 'quarantine_expired':
            return `quarantine entry for ${warning.test_id} expired on ${warning.expires}: the test gates again; fix it or renew the entry (reason given: ${warning.reason})`;
        case 'quarantine_unmatched':
            return `quarantine entry for ${warning.test_id} matches no test in the head results: check the id`;
        case 'run_incomplete':
            return `the ${warning.side} run is incomplete${warning.detail === null ? '' : `: ${warning.detail}`}`;
        case 'no_baseline':
            return `No baseline: ${warning.detail}`;
        case 'baseline_batch_dependent':
            return `the baseline's runs are not independent: the first and second halves of its runs differ more than chance allows (within-side correlation ${warning.icc.toFixed(2)}, F test p = ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .pValue */ .sp)(warning.f_p_value)} over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(warning.tests, 'test')}), so each test's p allows for that; a fresh baseline (push to the default branch, or baseline-target-url) may have been run under steadier conditions`;
        case 'baseline_stale':
            return `the baseline is stale: it ran ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .ageText */ .XG)(warning.age_ms)} ago, past the limit of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .maxAgeText */ .fm)(warning.max_days)} (max-baseline-age), so the base's pass rates may no longer be what the agent does today; ${warning.source === 'branch'
                ? 'refresh it: push to the default branch, run the action with command refresh-baseline, or set baseline-target-url to run a fresh baseline in the same job'
                : 'run the base again and pass its results.json, or raise --max-baseline-age (0: no limit)'}`;
    }
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
