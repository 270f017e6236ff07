import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 48084:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _cli_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(95581);
// The entry of the compiled CLI (dist/cli/index.js, which bin/agent-eval.js starts).

await (0,_cli_js__WEBPACK_IMPORTED_MODULE_0__/* .runCli */ .ak)();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 95581:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ak: () => (/* binding */ runCli)
/* harmony export */ });
/* unused harmony exports USAGE, main */
/* harmony import */ var _commands_io_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73776);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(23772);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(83916);
// The `agent-eval` command line: picks the command and hands it the process.



const COMMANDS = {
    run: {
        summary: 'run suites against an agent (default: the built-in reference agent)',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(432), __nccwpck_require__.e(977), __nccwpck_require__.e(925), __nccwpck_require__.e(222), __nccwpck_require__.e(3), __nccwpck_require__.e(27), __nccwpck_require__.e(932), __nccwpck_require__.e(246), __nccwpck_require__.e(814), __nccwpck_require__.e(427), __nccwpck_require__.e(309), __nccwpck_require__.e(770)]).then(__nccwpck_require__.bind(__nccwpck_require__, 25770))).runCommand,
    },
    compare: {
        summary: 'compare two results files and write the reports',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(432), __nccwpck_require__.e(222), __nccwpck_require__.e(3), __nccwpck_require__.e(27), __nccwpck_require__.e(932)]).then(__nccwpck_require__.bind(__nccwpck_require__, 35932))).compareCommand,
    },
    validate: {
        summary: 'check suite files and print every error as file:line:col',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(432), __nccwpck_require__.e(3), __nccwpck_require__.e(10)]).then(__nccwpck_require__.bind(__nccwpck_require__, 30010))).validateCommand,
    },
    capture: {
        summary: 'turn recorded conversations into draft suites (detected secrets and personal data replaced), optionally calibrated',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(432), __nccwpck_require__.e(655), __nccwpck_require__.e(3), __nccwpck_require__.e(309), __nccwpck_require__.e(852)]).then(__nccwpck_require__.bind(__nccwpck_require__, 95852))).captureCommand,
    },
    judge: {
        summary: 'judge calibrate: measure how well the judge agrees with human labels, per criterion',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(432), __nccwpck_require__.e(3), __nccwpck_require__.e(27), __nccwpck_require__.e(427), __nccwpck_require__.e(325)]).then(__nccwpck_require__.bind(__nccwpck_require__, 59325))).judgeCommand,
    },
    serve: {
        summary: 'serve the built-in reference agent (HTTP and WebSocket)',
        load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(432), __nccwpck_require__.e(977), __nccwpck_require__.e(3), __nccwpck_require__.e(710), __nccwpck_require__.e(184)]).then(__nccwpck_require__.bind(__nccwpck_require__, 88925))).serveCommand,
    },
    schema: { summary: 'print the suite JSON Schema', load: async () => (await Promise.all(/* import() */[__nccwpck_require__.e(432), __nccwpck_require__.e(3), __nccwpck_require__.e(945)]).then(__nccwpck_require__.bind(__nccwpck_require__, 87945))).schemaCommand },
};
const USAGE = `usage: agent-eval <command> [options]

commands:
${Object.entries(COMMANDS)
    .map(([name, c]) => `  ${name.padEnd(9)} ${c.summary}`)
    .join('\n')}

Run 'agent-eval <command> --help' for the options of a command.`;
async function main(argv, io) {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        io.stdout(`${USAGE}\n`);
        return name === undefined ? _commands_io_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_USAGE */ .Ri : 0;
    }
    if (name === '--version') {
        io.stdout(`${(await __nccwpck_require__.e(/* import() */ 311).then(__nccwpck_require__.bind(__nccwpck_require__, 311))).VERSION}\n`);
        return 0;
    }
    const command = COMMANDS[name];
    if (!command) {
        const suggestion = (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .a)(name, Object.keys(COMMANDS));
        io.stderr(`agent-eval: unknown command '${name}'${suggestion ? ` (did you mean ${suggestion}?)` : ''}\n\n${USAGE}\n`);
        return _commands_io_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_USAGE */ .Ri;
    }
    try {
        return await (await command.load())(rest, io);
    }
    catch (error) {
        return reportError(error, `agent-eval ${name}`, io);
    }
}
/**
 * A mistake the user fixes (an option, an unwritable --out, a bad results file) is its message and
 * fix, exit 2; anything else is a bug, exit 1, its stack shown only with AGENT_EVAL_DEBUG=1 (or in
 * a debug re-run of a GitHub Actions job, which sets RUNNER_DEBUG=1).
 */
function reportError(error, context, io) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UserError */ .yo) {
        io.stderr(`${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUserError */ .XR)(error, context)}\n`);
        return _commands_io_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_USAGE */ .Ri;
    }
    const debug = io.env['AGENT_EVAL_DEBUG'] === '1' || io.env['RUNNER_DEBUG'] === '1';
    const stack = error instanceof Error && error.stack ? `\n${error.stack}` : '';
    const where = debug ? stack : ' (a bug: run again with AGENT_EVAL_DEBUG=1 for the stack trace)';
    io.stderr(`agent-eval: internal error: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}${where}\n`);
    // Exit 1 as a failed run does: a bug is not a mistake the user can fix (2).
    return _commands_io_js__WEBPACK_IMPORTED_MODULE_0__/* .EXIT_FAIL */ .WV;
}
/** Runs the CLI on this process: wires signals and exits with the command's code. */
async function runCli() {
    const controller = new AbortController();
    let interrupted = 0;
    const onSignal = (sig) => {
        interrupted += 1;
        if (interrupted > 1)
            process.exit(130);
        process.stderr.write(`\nagent-eval: ${sig} received, writing what finished (press again to quit at once)\n`);
        controller.abort(new Error(sig));
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    const io = {
        stdout: (t) => process.stdout.write(t),
        stderr: (t) => process.stderr.write(t),
        env: process.env,
        cwd: process.cwd(),
        isTty: Boolean(process.stdout.isTTY),
        signal: controller.signal,
    };
    try {
        process.exitCode = await main(process.argv.slice(2), io);
    }
    catch (error) {
        process.exitCode = reportError(error, 'agent-eval', io);
    }
    if (controller.signal.aborted) {
        // Stopped by a signal and what finished is written: leave now, not when a request still open
        // (a trace export, a socket the agent never closes) gives up. Output is flushed first.
        await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((done) => stream.write('', () => done()))));
        process.exit();
    }
}


/***/ }),

/***/ 73776:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ij: () => (/* binding */ EXIT_OK),
/* harmony export */   Ri: () => (/* binding */ EXIT_USAGE),
/* harmony export */   WV: () => (/* binding */ EXIT_FAIL),
/* harmony export */   eb: () => (/* binding */ UsageError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(83916);
// What a command needs from its process: streams, environment and working directory, so the
// commands can be run in-process by tests and by the action alike.

/** Exit codes shared by every command: 0 success, 1 evaluation or gate failed, 2 usage/configuration error. */
const EXIT_OK = 0;
const EXIT_FAIL = 1;
const EXIT_USAGE = 2;
/** A usage or configuration error: printed without a stack, exit code 2. */
class UsageError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo {
    name = 'UsageError';
}


/***/ }),

/***/ 23772:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ didYouMean)
/* harmony export */ });
// The one "did you mean" of the product: the candidate closest to a mistyped name (a suite key, a
// command-line option, a command), when it is close enough to be the likely intent.
/** The candidate nearest to `word` (case-insensitive edit distance), or undefined when none is close. */
function didYouMean(word, candidates) {
    // Two edits, or a third of a long word: closer than that is a typo, farther is another word.
    const limit = Math.max(2, Math.floor(word.length / 3));
    const lower = word.toLowerCase();
    let best;
    let bestDistance = limit + 1;
    for (const candidate of candidates) {
        const distance = editDistance(lower, candidate.toLowerCase(), bestDistance - 1);
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}
/**
 * Levenshtein distance (insertions, deletions and substitutions), or `max + 1` as soon as it must be
 * larger than `max`: a suite full of long unknown keys costs a length comparison per key, not a
 * table of their lengths' product.
 */
function editDistance(a, b, max) {
    if (Math.abs(a.length - b.length) > max)
        return max + 1;
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
            current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
            rowMin = Math.min(rowMin, current[j]);
        }
        // Every path to the last cell crosses this row: once all of it is past max, so is the distance.
        if (rowMin > max)
            return max + 1;
        previous = current;
    }
    return Math.min(previous[b.length] ?? 0, max + 1);
}


/***/ }),

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XR: () => (/* binding */ formatUserError),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   yo: () => (/* binding */ UserError)
/* harmony export */ });
// Two families of errors. A UserError is one the user fixes (an input, a path, a file they wrote):
// it reaches them as "could not run: <what> (<fix>)" without a stack trace, exit 2 in the CLI.
// Anything else is a bug: reported as an internal error, with its stack in debug output.
/** The base of every error the user can fix; `fix` says how, when the message does not already. */
class UserError extends Error {
    name = 'UserError';
    what;
    fix;
    constructor(what, fix, options) {
        super(fix ? `${what} (${fix})` : what, options);
        this.what = what;
        this.fix = fix;
    }
}
/** `could not run: <what> (<fix>)`; `context` (e.g. "agent-eval run") goes before the message. */
function formatUserError(error, context) {
    return `could not run: ${context ? `${context}: ` : ''}${error.message}`;
}
/** The message of anything thrown: an Error's message, else its text. */
function errorMessage(e) {
    if (e instanceof Error)
        return e.message;
    if (typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string')
        return e.message;
    return String(e);
}


/***/ }),

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 29907:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("cluster");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 73339:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 58500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 82987:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("perf_hooks");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 83480:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("querystring");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 11493:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("v8");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(48084);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
