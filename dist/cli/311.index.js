export const id = 311;
export const ids = [311];
export const modules = {

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TOOL_NAME: () => (/* binding */ TOOL_NAME),
/* harmony export */   VERSION: () => (/* binding */ VERSION)
/* harmony export */ });
// Kept in step with package.json by a test.
const VERSION = '0.1.0';
const TOOL_NAME = 'agent-eval';


/***/ })

};
