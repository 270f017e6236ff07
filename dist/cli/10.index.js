export const id = 10;
export const ids = [10];
export const modules = {

/***/ 30010:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VALIDATE_USAGE: () => (/* binding */ VALIDATE_USAGE),
/* harmony export */   githubAnnotation: () => (/* binding */ githubAnnotation),
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var _suite_loader_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57425);
/* harmony import */ var _suite_spec_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42049);
/* harmony import */ var _suite_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(94286);
/* harmony import */ var _settings_values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(535);
/* harmony import */ var _agent_protocols_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(15780);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73776);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(48003);
// `agent-eval validate [PATH...]`: checks suite files and prints every error as file:line:col, plus
// GitHub annotations under Actions so the errors show on the pull request diff.







const VALIDATE_USAGE = `usage: agent-eval validate [PATH...] [--max-bytes N] [--protocol P]

Checks suite files (.yaml, .yml, .json), directories (recursively) and globs; default: suites/.
Prints every error as file:line:col: message, then a summary. Exit code 0 when all suites are
valid, 1 when any is invalid, 2 on a usage error.

options:
  --max-bytes N   largest suite file to read, in bytes (default ${_suite_read_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MAX_BYTES */ .fS})
  --protocol P    also refuse assertions the agent protocol P cannot check (${_agent_protocols_js__WEBPACK_IMPORTED_MODULE_3__/* .PROTOCOLS */ .yv.join(', ')}),
                  as agent-eval run --protocol P would before its first call
  -h, --help      show this help`;
async function validateCommand(argv, io) {
    const { values, positionals } = (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCommandArgs */ .Qx)('validate', {
        args: argv,
        options: { 'max-bytes': { type: 'string' }, protocol: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
        allowPositionals: true,
    });
    if (values.help) {
        io.stdout(`${VALIDATE_USAGE}\n`);
        return _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
    }
    const maxBytes = (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .commandFlag */ .oj)(values['max-bytes'], '--max-bytes', (0,_settings_values_js__WEBPACK_IMPORTED_MODULE_2__/* .wholeNumber */ .rD)(1, Number.MAX_SAFE_INTEGER, 'bytes'));
    const protocol = (0,_options_js__WEBPACK_IMPORTED_MODULE_5__/* .commandFlag */ .oj)(values.protocol, '--protocol', (0,_settings_values_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)(_agent_protocols_js__WEBPACK_IMPORTED_MODULE_3__/* .PROTOCOLS */ .yv));
    const loaded = await (0,_suite_loader_js__WEBPACK_IMPORTED_MODULE_0__/* .loadSuites */ ._)(positionals.length > 0 ? positionals : ['suites/'], {
        cwd: io.cwd,
        ...(maxBytes === undefined ? {} : { maxBytes }),
    });
    const annotate = io.env.GITHUB_ACTIONS === 'true';
    for (const error of loaded.errors) {
        io.stdout(`${(0,_suite_spec_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .formatSpecError */ .rB)(error)}\n`);
        if (annotate)
            io.stdout(`${githubAnnotation(error)}\n`);
    }
    // What the protocol can never carry is an error; what an A2A agent must declare in its card, a note.
    const refused = protocol === undefined ? [] : (0,_agent_protocols_js__WEBPACK_IMPORTED_MODULE_3__/* .uncheckable */ .Qy)(loaded.suites, protocol, 'any');
    for (const u of refused)
        io.stdout(`${u.file}: ${u.where} asks for ${u.key}, which protocol ${protocol} cannot check (${u.reason})\n`);
    const conditional = protocol === undefined ? 0 : (0,_agent_protocols_js__WEBPACK_IMPORTED_MODULE_3__/* .uncheckable */ .Qy)(loaded.suites, protocol, []).length - refused.length;
    if (conditional > 0)
        io.stdout(`note: ${count(conditional, 'assertion')} can be checked over ${protocol} only if the agent declares what they need (see docs/protocol.md)\n`);
    const tests = loaded.suites.reduce((sum, s) => sum + s.suite.tests.length, 0);
    const errors = loaded.errors.length + refused.length;
    io.stdout(`${count(loaded.suites.length, 'suite')}, ${count(tests, 'test')}, ${count(errors, 'error')}\n`);
    return errors > 0 ? _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_FAIL */ .WV : _io_js__WEBPACK_IMPORTED_MODULE_4__/* .EXIT_OK */ .Ij;
}
function count(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
/** A workflow command that puts the error on the file in the pull request's diff. */
function githubAnnotation(error) {
    const properties = [`file=${escapeProperty(error.file)}`];
    if (error.line > 0)
        properties.push(`line=${error.line}`, `col=${error.col}`);
    properties.push(`title=${escapeProperty('agent-eval suite')}`);
    const message = error.fix ? `${error.message} (${error.fix})` : error.message;
    return `::error ${properties.join(',')}::${escapeData(message)}`;
}
// The escaping rules of GitHub workflow commands (as in @actions/core's command.ts).
function escapeData(text) {
    return text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
}
function escapeProperty(text) {
    return escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');
}


/***/ })

};
