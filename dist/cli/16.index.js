export const id = 16;
export const ids = [16];
export const modules = {

/***/ 50016:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ AgentCallError)
/* harmony export */ });
/** A turn that finally failed after retries. */
class AgentCallError extends Error {
    name = 'AgentCallError';
    code;
    attempts;
    /** How each earlier attempt failed (the message is the last one's): kept on the turn record. */
    earlierFailures;
    /** Every attempt, the last one included, with what came back. */
    failedAttempts;
    /** How the last attempt ended: `unreachable` when no connection could be made (or none was tried: the circuit is open). */
    kind;
    constructor(code, message, attempts, earlierFailures = [], failedAttempts = [], kind = 'answered') {
        super(message);
        this.code = code;
        this.attempts = attempts;
        this.earlierFailures = earlierFailures;
        this.failedAttempts = failedAttempts;
        this.kind = kind;
    }
    /** The HTTP status of the last attempt's answer, if one came. */
    get status() {
        return this.failedAttempts.at(-1)?.status ?? null;
    }
}


/***/ })

};
