export const id = 945;
export const ids = [945];
export const modules = {

/***/ 87945:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SCHEMA_HELP: () => (/* binding */ SCHEMA_HELP),
/* harmony export */   schemaCommand: () => (/* binding */ schemaCommand)
/* harmony export */ });
/* harmony import */ var _suite_suite_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35754);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73776);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48003);
// `agent-eval schema`: prints the suite JSON Schema generated from the zod schema.



const SCHEMA_HELP = `usage: agent-eval schema

Prints the JSON Schema of suite files (spec v1) to stdout, for editors and other tools:
  agent-eval schema > suites/suite.schema.json

  -h, --help   show this help`;
async function schemaCommand(argv, io) {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)('schema', { args: argv, options: { help: { type: 'boolean', short: 'h' } } });
    if (values.help) {
        io.stdout(`${SCHEMA_HELP}\n`);
        return _io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
    }
    io.stdout(`${JSON.stringify((0,_suite_suite_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .suiteJsonSchema */ .er)(), null, 2)}\n`);
    return _io_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT_OK */ .Ij;
}


/***/ })

};
