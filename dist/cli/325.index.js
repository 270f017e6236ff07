export const id = 325;
export const ids = [325];
export const modules = {

/***/ 59325:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CALIBRATION_REPORT_FILE: () => (/* binding */ CALIBRATION_REPORT_FILE),
/* harmony export */   JUDGE_HELP: () => (/* binding */ JUDGE_HELP),
/* harmony export */   judgeCommand: () => (/* binding */ judgeCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(23772);
/* harmony import */ var _files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(59148);
/* harmony import */ var _judge_cache_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(30389);
/* harmony import */ var _judge_calibration_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43490);
/* harmony import */ var _judge_calibration_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1479);
/* harmony import */ var _judge_config_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(31505);
/* harmony import */ var _judge_judge_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(68224);
/* harmony import */ var _judge_labels_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(20324);
/* harmony import */ var _judge_panel_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77413);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(86999);
/* harmony import */ var _report_calibration_report_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(25421);
/* harmony import */ var _report_wording_calibration_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(67425);
/* harmony import */ var _settings_rules_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(20310);
/* harmony import */ var _settings_secrets_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(25868);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(73776);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(48003);
// `agent-eval judge calibrate`: asks the configured judge about a labelled set (docs/judge.md) as a
// run would ask it, and prints per criterion how well it agrees with the humans (Cohen's kappa and
// balanced accuracy with 95% intervals, the confusion table, the disagreements) and whether it would
// gate at --judge-min-agreement. The calibration is merged into --judge-calibration, which runs
// read to decide which judge checks may fail the check, and its report is written to --out. The
// judge's verdicts are cached as a run's are, so calibrating again asks only what changed.

















/** The settings of the flags `judge calibrate` reads, in the order of the help text. */
const CALIBRATE_FLAGS = [
    'calibrationLabels',
    'judgeCalibration',
    'judgeMinAgreement',
    'out',
    'judgeApiKey',
    'judgeBaseUrl',
    'judgeModel',
    'judgeFallbackModel',
    'judgePanel',
    'judgePanelRule',
    'judgeCacheDir',
    'judgeMaxCalls',
    'judgeMaxTokens',
    'judgeTimeoutMs',
];
/** What the report folder gets. */
const CALIBRATION_REPORT_FILE = 'judge-calibration.md';
const SUBCOMMANDS = ['calibrate'];
const JUDGE_HELP = `usage: agent-eval judge calibrate --labels PATH [options]

Asks the judge about every label of a labelled set (turns or whole conversations, each with a human
pass, fail or score per criterion; the format is in docs/judge.md) exactly as a run asks it about a
turn, and prints per criterion and prompt: the labels scored, Cohen's kappa and balanced accuracy
with their 95% intervals and methods, the confusion table, whether the criterion would gate at
--judge-min-agreement, and every disagreement. The calibration is merged into --judge-calibration
(the file runs gate on) and its report is written to <out>/${CALIBRATION_REPORT_FILE}. Verdicts are
cached as a run's are, so calibrating again asks the judge only about what changed.

Name the judge models as the suites' defaults.llm_judge do (--judge-model, --judge-fallback-model,
or --judge-panel): a calibration holds for the model, fallback and prompt version it was made with.

${(0,_options_js__WEBPACK_IMPORTED_MODULE_13__/* .optionsHelp */ .EW)('judge', [...CALIBRATE_FLAGS, { option: '--criterion NAME', description: 'Calibrate only this criterion (repeatable).' }])}

Exit codes: 0 calibrated, 1 stopped before every label was asked or a criterion had no label the
judge could score (what was computed is written), 2 usage or configuration error (no judge, a label
file with mistakes, listed as file:line:col).`;
async function judgeCommand(argv, io) {
    const [sub, ...rest] = argv;
    if (sub === undefined || sub === '--help' || sub === '-h' || sub === 'help') {
        io.stdout(`${JUDGE_HELP}\n`);
        return _io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
    }
    if (sub !== 'calibrate') {
        const suggestion = (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_14__/* .didYouMean */ .a)(sub, [...SUBCOMMANDS]);
        throw new _io_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb(`unknown judge command '${sub}'${suggestion ? ` (did you mean ${suggestion}?)` : ''}`, "agent-eval judge calibrate --labels PATH; run 'agent-eval judge --help' for the options");
    }
    return calibrateCommand(rest, io);
}
async function calibrateCommand(argv, io) {
    const { values } = (0,_options_js__WEBPACK_IMPORTED_MODULE_13__/* .parseCommandArgs */ .Qx)('judge calibrate', {
        args: argv,
        options: { ...(0,_options_js__WEBPACK_IMPORTED_MODULE_13__/* .flagOptions */ .vo)(CALIBRATE_FLAGS), criterion: { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
        io.stdout(`${JUDGE_HELP}\n`);
        return _io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
    }
    const flag = (key) => (0,_options_js__WEBPACK_IMPORTED_MODULE_13__/* .readFlag */ .fG)(values, key, io.env);
    const labelsPath = flag('calibrationLabels');
    if (labelsPath === null)
        throw new _io_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb('--labels is required: give the label file or folder to calibrate the judge on (docs/judge.md)');
    const outDir = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, flag('out'));
    const minAgreement = flag('judgeMinAgreement');
    const storePath = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, flag('judgeCalibration'));
    const criteria = values.criterion?.map((c) => c.trim()).filter((c) => c !== '');
    const judge = readJudgeFlags(flag, io.env, outDir);
    const secrets = (0,_settings_secrets_js__WEBPACK_IMPORTED_MODULE_11__/* .gatherSecrets */ .b)({ judgeApiKey: judge.apiKey, judgeBaseUrl: judge.baseURL }, io.env);
    const out = (text) => io.stdout((0,_logger_js__WEBPACK_IMPORTED_MODULE_15__/* .maskSecrets */ .QU)(text, secrets));
    const err = (text) => io.stderr((0,_logger_js__WEBPACK_IMPORTED_MODULE_15__/* .maskSecrets */ .QU)(text, secrets));
    if (judge.apiKey === null) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb('no judge is configured, so there is nothing to calibrate', 'set --judge-api-key (or OPENAI_API_KEY) and, for a compatible server, --judge-base-url');
    }
    // Mistakes in the labels and an unwritable report folder stop it before the judge is asked anything.
    const set = await (0,_judge_labels_js__WEBPACK_IMPORTED_MODULE_6__/* .readLabels */ .k2)(labelsPath, { cwd: io.cwd });
    await (0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .ensureWritableDir */ .gA)(outDir);
    const model = (0,_judge_judge_js__WEBPACK_IMPORTED_MODULE_5__.createJudge)(judge, {});
    let reported = -1;
    const calibrations = await (0,_judge_calibration_js__WEBPACK_IMPORTED_MODULE_3__/* .calibrateJudge */ .B6)(set, model, {
        model: judge.model,
        fallbackModel: judge.fallbackModel,
        // A panel named on the command line answers every label, and is calibrated as one judge.
        panel: (0,_judge_panel_js__WEBPACK_IMPORTED_MODULE_7__/* .resolvePanel */ .je)(judge, { panel: null }),
        ...(criteria === undefined || criteria.length === 0 ? {} : { criteria }),
        now: () => new Date((io.now ?? Date.now)()),
        signal: io.signal,
        onProgress: (done, total) => {
            // About every tenth, and the last.
            const step = Math.floor((10 * done) / Math.max(1, total));
            if (step === reported && done < total)
                return;
            reported = step;
            err(`judge calibrate: ${done} of ${total} labels asked\n`);
        },
    });
    if (calibrations.length === 0) {
        throw new _io_js__WEBPACK_IMPORTED_MODULE_12__/* .UsageError */ .eb((0,_report_wording_calibration_js__WEBPACK_IMPORTED_MODULE_9__/* .nothingToCalibrateText */ .fE)(labelsPath, criteria?.length ? criteria : undefined), 'check the criteria named with --criterion');
    }
    for (const c of criteria ?? []) {
        if (!calibrations.some((k) => k.key.criterion === c))
            err(`judge calibrate: ${(0,_report_wording_calibration_js__WEBPACK_IMPORTED_MODULE_9__/* .nothingToCalibrateText */ .fE)(labelsPath, [c])}\n`);
    }
    const file = { schema: _judge_calibration_store_js__WEBPACK_IMPORTED_MODULE_4__/* .CALIBRATION_SCHEMA */ .$E, calibrations };
    out((0,_report_calibration_report_js__WEBPACK_IMPORTED_MODULE_8__/* .renderCalibrationTerminal */ .fM)(calibrations, minAgreement, { where: storePath }));
    const usage = model.usage();
    out(`Judge: ${usage.calls} call(s), ${usage.cache_hits} verdict(s) from the cache, ${usage.input_tokens + usage.output_tokens} token(s)\n`);
    const reportPath = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(outDir, CALIBRATION_REPORT_FILE);
    await (0,_files_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)(reportPath, (0,_logger_js__WEBPACK_IMPORTED_MODULE_15__/* .maskSecrets */ .QU)((0,_report_calibration_report_js__WEBPACK_IMPORTED_MODULE_8__/* .renderCalibrationMarkdown */ .y1)(file, minAgreement), secrets));
    await (0,_judge_calibration_store_js__WEBPACK_IMPORTED_MODULE_4__/* .writeCalibrationFile */ .QW)(storePath, file);
    out(`${(0,_report_wording_calibration_js__WEBPACK_IMPORTED_MODULE_9__/* .writtenText */ .v4)(storePath, reportPath)}\n`);
    const unasked = Math.max(0, ...calibrations.map((c) => (c.unscored_labels ?? []).filter((u) => u.reason === _judge_calibration_js__WEBPACK_IMPORTED_MODULE_3__/* .NOT_ASKED_STOPPED */ .Nv).length));
    if (io.signal.aborted || unasked > 0) {
        err(`${(0,_report_wording_calibration_js__WEBPACK_IMPORTED_MODULE_9__/* .stoppedText */ .TN)(unasked)}\n`);
        return _io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_FAIL */ .WV;
    }
    return calibrations.some((c) => c.n === 0) ? _io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_FAIL */ .WV : _io_js__WEBPACK_IMPORTED_MODULE_12__/* .EXIT_OK */ .Ij;
}
/** The judge as `run` reads it: flags first, then OPENAI_API_KEY and OPENAI_BASE_URL; verdicts in the user's cache folder. */
function readJudgeFlags(flag, env, outDir) {
    const judge = (0,_judge_config_js__WEBPACK_IMPORTED_MODULE_16__.resolveJudgeConfig)({
        apiKey: flag('judgeApiKey') ?? undefined,
        baseUrl: flag('judgeBaseUrl') ?? undefined,
        model: flag('judgeModel') ?? undefined,
        fallbackModel: flag('judgeFallbackModel') ?? undefined,
        panel: flag('judgePanel') ?? undefined,
        panelRule: flag('judgePanelRule') ?? undefined,
        maxCalls: flag('judgeMaxCalls') ?? undefined,
        maxTokens: flag('judgeMaxTokens') ?? undefined,
        timeoutMs: flag('judgeTimeoutMs'),
        cacheDir: flag('judgeCacheDir') ?? (0,_judge_cache_js__WEBPACK_IMPORTED_MODULE_2__/* .userJudgeCacheDir */ .OQ)(env) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(outDir, 'judge-cache'),
    }, env);
    (0,_settings_rules_js__WEBPACK_IMPORTED_MODULE_10__/* .checkJudgeBaseUrl */ .MB)(judge.apiKey, judge.baseURL, _options_js__WEBPACK_IMPORTED_MODULE_13__/* .FLAG_EDGE */ .R6);
    return judge;
}


/***/ })

};
