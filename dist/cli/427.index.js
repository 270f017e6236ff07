export const id = 427;
export const ids = [427];
export const modules = {

/***/ 43490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nv: () => (/* binding */ NOT_ASKED_STOPPED),
  B6: () => (/* binding */ calibrateJudge)
});

// UNUSED EXPORTS: CALIBRATION_SUITE_ID, calibrationRequest

// EXTERNAL MODULE: ./node_modules/@stdlib/stats-base-dists-normal-quantile/lib/index.js
var lib = __webpack_require__(86060);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
// EXTERNAL MODULE: ./src/stats/wilson.ts
var wilson = __webpack_require__(27527);
;// CONCATENATED MODULE: ./src/stats/agreement.ts
// How well a pass/fail judge agrees with human labels of the same turns or conversations: observed
// agreement, Cohen's kappa and balanced accuracy, each with a two-sided interval.
//
// Kappa's interval is kappa +- z * SE with the asymptotic SE of Fleiss, Cohen & Everitt (1969), the
// `std_kappa` of statsmodels' cohens_kappa, clipped to [-1, 1]. Balanced accuracy is the mean of the
// judge's sensitivity (on human-pass labels) and specificity (on human-fail labels); its interval is
// the MOVER (Newcombe 1998, Zou & Donner 2008) square-and-add of the two Wilson intervals, halved.


const METHODS = { kappa: 'cohen-asymptotic', balanced_accuracy: 'mover-wilson' };
/**
 * Agreement of the judge with the human labels of one criterion.
 *
 * Null figures, never NaN: with no labels every figure is null. When the humans gave one verdict
 * only (no human-fail or no human-pass label), balanced accuracy is null (sensitivity or specificity
 * has no label to be measured on) and so is kappa (it is 0 by construction whatever the judge says,
 * or 0/0 when the judge gave that verdict too): such a set cannot show agreement beyond chance.
 * A judge that gives one verdict against mixed labels gets kappa 0 and balanced accuracy 1/2, with
 * their intervals: that is a finding about the judge, not a gap in the labels.
 *
 * The asymptotic SE of kappa is 0 when the judge gives one verdict and at perfect agreement, so
 * kappa's interval is then a point ([0, 0], [1, 1]) however few the labels; the Wilson-based
 * balanced-accuracy interval keeps its width there.
 */
function agreement(c, level = 0.95) {
    for (const [field, value] of Object.entries(c)) {
        if (!Number.isInteger(value) || value < 0)
            throw new RangeError(`agreement: ${field} must be a non-negative integer, got ${value}`);
    }
    if (!(level > 0 && level < 1))
        throw new RangeError(`agreement: level must lie in (0, 1), got ${level}`);
    const { both_pass: a, human_pass_judge_fail: b, human_fail_judge_pass: cc, both_fail: d } = c;
    const n = a + b + cc + d;
    const empty = {
        n,
        level,
        observed: null,
        kappa: null,
        kappa_ci: null,
        balanced_accuracy: null,
        balanced_accuracy_ci: null,
        methods: METHODS,
    };
    if (n === 0)
        return empty;
    const observed = (a + d) / n;
    const humanPass = a + b;
    const humanFail = cc + d;
    if (humanPass === 0 || humanFail === 0)
        return { ...empty, observed };
    const z = lib_default()(1 - (1 - level) / 2, 0, 1);
    const kappa = cohenKappa(a, b, cc, d, z);
    const sensitivity = (0,wilson/* wilson */.r)(a, humanPass, z);
    const specificity = (0,wilson/* wilson */.r)(d, humanFail, z);
    const balanced = (sensitivity.estimate + specificity.estimate) / 2;
    const below = Math.sqrt((sensitivity.estimate - sensitivity.lower) ** 2 + (specificity.estimate - specificity.lower) ** 2) / 2;
    const above = Math.sqrt((sensitivity.upper - sensitivity.estimate) ** 2 + (specificity.upper - specificity.estimate) ** 2) / 2;
    return {
        ...empty,
        observed,
        kappa: kappa.kappa,
        kappa_ci: kappa.ci,
        balanced_accuracy: balanced,
        balanced_accuracy_ci: [Math.max(0, balanced - below), Math.min(1, balanced + above)],
    };
}
/** Rows human pass/fail, columns judge pass/fail; both margins of the human side are non-zero. */
function cohenKappa(a, b, c, d, z) {
    const n = a + b + c + d;
    const rowPass = (a + b) / n;
    const rowFail = (c + d) / n;
    const colPass = (a + c) / n;
    const colFail = (b + d) / n;
    const agree = (a + d) / n;
    const chance = rowPass * colPass + rowFail * colFail; // < 1: the human side has both verdicts
    const kappa = (agree - chance) / (1 - chance);
    const k1 = 1 - kappa;
    const termA = (a / n) * (1 - (rowPass + colPass) * k1) ** 2 + (d / n) * (1 - (rowFail + colFail) * k1) ** 2;
    const termB = k1 ** 2 * ((b / n) * (colPass + rowFail) ** 2 + (c / n) * (colFail + rowPass) ** 2);
    const termC = (kappa - chance * k1) ** 2;
    // Exactly 0 at perfect agreement; rounding can leave a tiny negative number there.
    const variance = Math.max(0, (termA + termB - termC) / (1 - chance) ** 2 / n);
    const se = Math.sqrt(variance);
    return { kappa, ci: [Math.max(-1, kappa - z * se), Math.min(1, kappa + z * se)] };
}

// EXTERNAL MODULE: ./src/judge/calibration-store.ts
var calibration_store = __webpack_require__(1479);
// EXTERNAL MODULE: ./src/judge/labels.ts
var judge_labels = __webpack_require__(20324);
// EXTERNAL MODULE: ./src/judge/panel.ts
var judge_panel = __webpack_require__(77413);
// EXTERNAL MODULE: ./src/judge/prompt.ts
var judge_prompt = __webpack_require__(53581);
;// CONCATENATED MODULE: ./src/judge/calibration.ts
// Calibrating the judge: it is asked about every label of a labelled set (labels.ts) exactly as a
// run asks it about a turn or a conversation (the same request, prompt and model tiering, through
// the Judge port, so its verdict cache makes a second calibration free), and its verdict on each
// criterion is set against the human one. Per criterion and prompt (a turn and a whole conversation
// are different questions), the confusion table, agreement() of src/stats/agreement.ts and every
// disagreement. A label the judge could not score is counted as unscored, never as agreement; one
// it was not asked (the calibration was stopped) likewise, with the reason, so what was computed is
// kept and said.





/** The suite id calibration requests carry (the verdict cache does not key on it). */
const CALIBRATION_SUITE_ID = 'judge-calibration';
/** Labels asked at once: a few, so a slow judge is not asked one question at a time. */
const CONCURRENCY = 4;
/** A disagreement keeps this much of the judge's reasons. */
const MAX_REASON = 500;
/** Why a label was not asked. */
const NOT_ASKED_STOPPED = 'not asked: the calibration was stopped';
/** One calibration per criterion and prompt version, sorted by criterion; empty when no label has a wanted criterion. */
async function calibrateJudge(set, judge, options) {
    const wanted = options.criteria === undefined ? null : new Set(options.criteria);
    const asked = set.labels
        .map((label) => ({ label, criteria: label.verdicts.map((v) => v.criterion).filter((c) => wanted === null || wanted.has(c)) }))
        .filter((entry) => entry.criteria.length > 0);
    const answers = await askAll(asked, judge, options);
    const calibratedAt = options.now().toISOString();
    const panel = options.panel ?? null;
    const models = panel === null ? (0,calibration_store/* judgeModels */.JR)(options.model, options.fallbackModel) : { model: (0,judge_panel/* panelModelKey */.hc)(panel), fallback_model: null };
    const source = set.path ?? set.files.join(', ');
    const groups = new Map();
    asked.forEach(({ label, criteria }, i) => {
        const prompt_version = label.subject.kind === 'conversation' ? judge_prompt/* CONVERSATION_PROMPT_VERSION */.ur : judge_prompt/* PROMPT_VERSION */.y0;
        for (const criterion of criteria) {
            const id = JSON.stringify([criterion, prompt_version]);
            const group = groups.get(id) ?? { criterion, prompt_version, entries: [] };
            group.entries.push({ label, answer: answers[i] });
            groups.set(id, group);
        }
    });
    const calibrations = [...groups.values()].map(({ criterion, prompt_version, entries }) => {
        const confusion = { both_pass: 0, human_pass_judge_fail: 0, human_fail_judge_pass: 0, both_fail: 0 };
        const disagreements = [];
        const unscored = [];
        for (const { label, answer } of entries) {
            const human = label.verdicts.find((v) => v.criterion === criterion).human;
            const score = answer.status === 'scored' && Object.hasOwn(answer.scores, criterion) ? answer.scores[criterion] : null;
            if (score === null) {
                const reason = answer.status === 'unscored' ? answer.reason : `the judge gave no score for ${JSON.stringify(criterion)}`;
                unscored.push({ label_id: label.id, file: label.file, line: label.line, reason });
                continue;
            }
            const judged = score >= label.pass_at ? 'pass' : 'fail';
            if (human === 'pass')
                confusion[judged === 'pass' ? 'both_pass' : 'human_pass_judge_fail']++;
            else
                confusion[judged === 'pass' ? 'human_fail_judge_pass' : 'both_fail']++;
            if (judged !== human) {
                const reason = answer.status === 'scored' ? answer.reason : '';
                disagreements.push({ label_id: label.id, file: label.file, line: label.line, human, judge: judged, score, reason });
            }
        }
        const labels = entries.map((e) => e.label);
        // A panel's stability on this criterion: how often its models differed on pass/fail, of the labels it scored.
        const outcomes = entries.flatMap(({ answer }) => answer.status === 'scored' && answer.panel ? answer.panel.criteria.filter((o) => o.criterion === criterion) : []);
        return {
            key: { ...models, prompt_version, criterion },
            labels: source,
            labels_hash: (0,judge_labels/* labelsHash */.IS)(labels, criterion),
            calibrated_at: calibratedAt,
            n: entries.length - unscored.length,
            unscored: unscored.length,
            confusion,
            agreement: agreement(confusion),
            disagreements,
            unscored_labels: unscored,
            ...(panel === null
                ? {}
                : {
                    panel: {
                        models: panel.models,
                        rule: panel.rule,
                        disagreement_rate: outcomes.length === 0 ? null : outcomes.filter((o) => o.disagreed).length / outcomes.length,
                    },
                }),
        };
    });
    return calibrations.sort((a, b) => compare(a.key.criterion, b.key.criterion) || compare(a.key.prompt_version, b.key.prompt_version));
}
async function askAll(asked, judge, options) {
    const answers = new Array(asked.length);
    let next = 0;
    let done = 0;
    const worker = async () => {
        while (next < asked.length) {
            const i = next++;
            const { label, criteria } = asked[i];
            answers[i] = options.signal?.aborted ? { status: 'unscored', reason: NOT_ASKED_STOPPED } : await ask(label, criteria, judge, options);
            done++;
            options.onProgress?.(done, asked.length);
        }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, asked.length) }, worker));
    return answers;
}
async function ask(label, criteria, judge, options) {
    const signal = options.signal;
    let verdict;
    try {
        verdict = await judge.judge(calibrationRequest(label, criteria, options), signal);
    }
    catch (error) {
        // The judge throws only when it is stopped: this label was not answered.
        if (signal?.aborted)
            return { status: 'unscored', reason: NOT_ASKED_STOPPED };
        throw error;
    }
    if (verdict.status === 'scored') {
        const reason = clip(verdict.fail_reasons.join('; '));
        return { status: 'scored', scores: verdict.scores, reason, panel: verdict.panel };
    }
    return {
        status: 'unscored',
        reason: verdict.status === 'unscored' ? `${verdict.reason} (judge model ${verdict.model})` : verdict.reason,
    };
}
/**
 * The request a run makes for this turn or conversation (runner/conversation.ts askJudge): the
 * label's criteria, its pass_at as the mean's minimum (so the cheap model's failing verdict is
 * confirmed by the primary, as in a run), no per-criterion minimums.
 */
function calibrationRequest(label, criteria, models) {
    const base = {
        suite_id: CALIBRATION_SUITE_ID,
        test_id: label.id,
        criteria,
        quality_min: label.pass_at,
        criteria_min: {},
        model: models.model,
        fallback_model: models.fallbackModel,
        panel: models.panel ?? null,
    };
    const subject = label.subject;
    if (subject.kind === 'turn') {
        return { ...base, turn_id: label.id, user_input: subject.user, assistant_message: subject.assistant, context_excerpt: subject.context };
    }
    const last = subject.turns.at(-1);
    return {
        ...base,
        turn_id: last.turn_id,
        user_input: last.user_input,
        assistant_message: last.assistant_message ?? '',
        context_excerpt: subject.context,
        // The newest turns within the final judge's size budget, as a run fits them.
        subject: { kind: 'conversation', transcript: (0,judge_prompt/* fitTranscript */.Ew)(subject.turns) },
    };
}
function clip(text) {
    return text.length <= MAX_REASON ? text : `${text.slice(0, MAX_REASON - 1)}…`;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 20324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IS: () => (/* binding */ labelsHash),
/* harmony export */   k2: () => (/* binding */ readLabels)
/* harmony export */ });
/* unused harmony exports MAX_LABEL_FILE_BYTES, MAX_LABEL_FILES, MAX_LABELS, MAX_LABEL_TEXT, MAX_LABEL_TURNS, MAX_LABEL_CRITERIA, LabelsError */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(26921);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(83916);
/* harmony import */ var _suite_checks_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(94267);
/* harmony import */ var _suite_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(94286);
/* harmony import */ var _suite_spec_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(42049);
/* harmony import */ var _thresholds_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(24799);
// The judge's labelled set: turns or whole conversations, each with a human verdict per criterion,
// that `agent-eval judge calibrate` asks the judge about (docs/judge.md). Written in the suite
// format's style, YAML or JSON, one file or a folder of them, and read by the suite reader
// (src/suite/), so every mistake is told as file:line:col with the fix: unknown keys with a "did you
// mean", duplicate ids (naming the first), a label without verdicts, a score outside 0..1. The files
// are written by people and may come from anywhere: size, count and length are bounded.
//
//   pass_at: 0.7                # a score passes from here (default: the judge check's DEFAULT_QUALITY_MIN)
//   labels:
//     - id: refund-polite
//       user: I want my money back
//       assistant: Sure, I have started the refund.
//       context: "node: refund"   # optional, as the judge's context excerpt
//       verdicts: { polite: pass, accurate: 0.4 }
//     - id: whole-conversation
//       conversation:            # graded as final_assertions grade a conversation
//         - { user: hi, assistant: Hello! How can I help? }
//         - { user: refund please, assistant: Done., tool_calls: [{ name: refund, args: { id: 7 } }] }
//       verdicts: { resolves_request: fail }









/** Bounds on hostile input: a file's size, the files of a folder, labels in all, and each text. */
const MAX_LABEL_FILE_BYTES = 1024 * 1024;
const MAX_LABEL_FILES = 200;
const MAX_LABELS = 1_000;
const MAX_LABEL_TEXT = 32_000;
const MAX_LABEL_TURNS = 200;
const MAX_LABEL_CRITERIA = 50;
/** Errors listed before the rest are summed up: a wrong file can hold thousands. */
const MAX_ERRORS_SHOWN = 50;
const LABEL_EXTENSIONS = ['.yaml', '.yml', '.json'];
/** The label files could not be used: every mistake, each as file:line:col: message (fix). */
class LabelsError extends _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UserError */ .yo {
    name = 'LabelsError';
    errors;
    constructor(path, errors) {
        const shown = errors.slice(0, MAX_ERRORS_SHOWN).map(_suite_spec_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .formatSpecError */ .rB);
        if (errors.length > MAX_ERRORS_SHOWN)
            shown.push(`… and ${errors.length - MAX_ERRORS_SHOWN} more`);
        super(`the judge labels ${path} cannot be used:\n${shown.join('\n')}`, 'the label format is in docs/judge.md');
        this.errors = errors;
    }
}
const text = (max = MAX_LABEL_TEXT) => zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().max(max);
const name = zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().min(1).max(200);
const TurnSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    turn_id: name.optional(),
    user: text(),
    assistant: text().nullable(),
    tool_calls: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({ name, args: zod__WEBPACK_IMPORTED_MODULE_7__/* .unknown */ .L5J().optional() }))
        .max(100)
        .optional(),
});
const LabelSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    id: name,
    user: text().optional(),
    assistant: text().optional(),
    conversation: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(TurnSchema).min(1).max(MAX_LABEL_TURNS).optional(),
    context: text().optional(),
    // Checked after the schema, for messages in the label's terms.
    verdicts: zod__WEBPACK_IMPORTED_MODULE_7__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_7__/* .unknown */ .L5J()),
    note: text(2_000).optional(),
});
const LabelFileSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    pass_at: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().min(0).max(1).optional(),
    labels: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(LabelSchema).min(1).max(MAX_LABELS),
});
/**
 * Reads a label file, or every .yaml, .yml and .json file under a folder; a LabelsError lists every
 * mistake. `path` is read relative to `cwd` (default: the process's) and shown as given.
 */
async function readLabels(path, options = {}) {
    const selected = await selectLabelFiles(path, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(options.cwd ?? '.', path));
    if ('error' in selected)
        throw new LabelsError(path, [selected.error]);
    const errors = [];
    const labels = [];
    const firstSeen = new Map();
    for (const { absolute, file } of selected.files) {
        const parsed = await (0,_suite_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readParsedFile */ .AW)(absolute, file, MAX_LABEL_FILE_BYTES);
        const read = parsed.errors.length === 0 ? (0,_suite_checks_js__WEBPACK_IMPORTED_MODULE_4__/* .checkData */ .TG)(parsed, LabelFileSchema) : { value: undefined, errors: [] };
        const fileErrors = [...parsed.errors, ...read.errors];
        if (read.value !== undefined) {
            const passAt = read.value.pass_at ?? _thresholds_js__WEBPACK_IMPORTED_MODULE_8__/* .DEFAULT_QUALITY_MIN */ .L;
            read.value.labels.forEach((entry, index) => {
                const at = ['labels', index];
                const label = toLabel(parsed, entry, at, passAt, fileErrors);
                if (label === null)
                    return;
                const first = firstSeen.get(label.id);
                if (first) {
                    fileErrors.push({
                        ...(0,_suite_read_js__WEBPACK_IMPORTED_MODULE_5__/* .errorAt */ .Os)(parsed, [...at, 'id'], `${(0,_suite_spec_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .formatPath */ .jV)([...at, 'id'])}: duplicate label id '${label.id}'`, ''),
                        fix: `the first is at ${first.file}:${first.line}; give each label an id of its own`,
                    });
                    return;
                }
                firstSeen.set(label.id, label);
                labels.push(label);
            });
        }
        errors.push(...(0,_suite_spec_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .sortByPosition */ .Jr)(fileErrors));
    }
    if (errors.length === 0 && labels.length > MAX_LABELS) {
        errors.push({
            file: path,
            line: 0,
            col: 0,
            path: '',
            message: `${labels.length} labels, over the limit of ${MAX_LABELS}`,
            fix: 'calibrate on a sample of them',
        });
    }
    if (errors.length > 0)
        throw new LabelsError(path, errors);
    return { path, files: selected.files.map((f) => f.file), labels };
}
function toLabel(parsed, entry, at, passAt, errors) {
    const before = errors.length;
    const problem = (path, message, fix) => {
        errors.push((0,_suite_read_js__WEBPACK_IMPORTED_MODULE_5__/* .errorAt */ .Os)(parsed, path, `${(0,_suite_spec_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .formatPath */ .jV)(path)}: ${message}`, fix));
    };
    const hasTurn = entry.user !== undefined || entry.assistant !== undefined;
    if (entry.conversation !== undefined && hasTurn) {
        problem([...at, 'conversation'], 'has both a turn (user, assistant) and a conversation', 'a label grades one turn or one conversation: split it in two');
    }
    else if (entry.conversation === undefined && (entry.user === undefined || entry.assistant === undefined)) {
        const missing = entry.user === undefined && entry.assistant === undefined ? 'user and assistant' : entry.user === undefined ? 'user' : 'assistant';
        problem(at, `has no ${missing}`, 'a label grades one turn (user and assistant) or a whole conversation (a list of turns)');
    }
    const verdicts = [];
    const written = Object.entries(entry.verdicts);
    if (written.length === 0) {
        problem([...at, 'verdicts'], 'no criteria', 'give the human verdict of at least one criterion, e.g. polite: pass');
    }
    else if (written.length > MAX_LABEL_CRITERIA) {
        problem([...at, 'verdicts'], `${written.length} criteria, over the limit of ${MAX_LABEL_CRITERIA}`, 'put fewer criteria on one label');
    }
    else {
        for (const [criterion, value] of written) {
            const path = [...at, 'verdicts', criterion];
            const verdict = humanVerdict(criterion, value, passAt);
            if (typeof verdict === 'string') {
                errors.push({ ...(0,_suite_read_js__WEBPACK_IMPORTED_MODULE_5__/* .errorAt */ .Os)(parsed, path, `${(0,_suite_spec_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .formatPath */ .jV)(path)}: ${verdict}`, verdictFix(value)), ...valuePosition(parsed, path) });
            }
            else if (criterion.trim() === '' || criterion.length > 200) {
                problem(path, 'a criterion needs a name of 1 to 200 characters', 'name the criterion as the suites name it');
            }
            else
                verdicts.push(verdict);
        }
    }
    if (errors.length > before)
        return null;
    const idNode = (0,_suite_read_js__WEBPACK_IMPORTED_MODULE_5__/* .keyNodeAt */ .Ve)(parsed, at, 'id') ?? (0,_suite_read_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeAt */ .oB)(parsed, at).node;
    const { line, col } = (0,_suite_read_js__WEBPACK_IMPORTED_MODULE_5__/* .positionOf */ .df)(parsed, idNode);
    const context = entry.context ?? '';
    const subject = entry.conversation !== undefined
        ? {
            kind: 'conversation',
            context,
            turns: entry.conversation.map((turn, i) => ({
                turn_id: turn.turn_id ?? `turn-${i + 1}`,
                user_input: turn.user,
                assistant_message: turn.assistant,
                tool_calls: (turn.tool_calls ?? []).map((call) => ({ name: call.name, args: call.args })),
            })),
        }
        : { kind: 'turn', user: entry.user ?? '', assistant: entry.assistant ?? '', context };
    return {
        id: entry.id,
        file: parsed.file,
        line,
        col,
        subject,
        verdicts,
        pass_at: passAt,
        ...(entry.note !== undefined ? { note: entry.note } : {}),
    };
}
/** pass, fail or a score from 0 to 1 (passing at `passAt`); otherwise what is wrong with it. */
function humanVerdict(criterion, value, passAt) {
    if (value === 'pass' || value === 'fail')
        return { criterion, human: value, score: null };
    if (typeof value === 'number') {
        if (!Number.isFinite(value) || value < 0 || value > 1)
            return `the score ${value} is outside 0 to 1`;
        return { criterion, human: value >= passAt ? 'pass' : 'fail', score: value };
    }
    const shown = typeof value === 'string' ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) : String(value);
    return `${shown} is not a verdict`;
}
function verdictFix(value) {
    if (value === true || value === 'yes')
        return 'write pass';
    if (value === false || value === 'no')
        return 'write fail';
    if (typeof value === 'string' && /^\s*[0-9.]+\s*$/.test(value))
        return 'write the score as a number, without quotes';
    if (typeof value === 'string' && ['pass', 'fail'].includes(value.trim().toLowerCase()))
        return `write ${value.trim().toLowerCase()}`;
    return 'write pass, fail or a score from 0 to 1';
}
/** The value's own position (a verdict's key is where errorAt points when the value is a scalar). */
function valuePosition(parsed, path) {
    return (0,_suite_read_js__WEBPACK_IMPORTED_MODULE_5__/* .positionOf */ .df)(parsed, (0,_suite_read_js__WEBPACK_IMPORTED_MODULE_5__/* .nodeAt */ .oB)(parsed, path).node);
}
async function selectLabelFiles(path, absolute) {
    const error = (message, fix) => ({ error: { file: path, line: 0, col: 0, path: '', message, fix } });
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(absolute).catch((e) => e);
    if (info instanceof Error) {
        return info.code === 'ENOENT'
            ? error('no such file or folder', 'check the path given with --labels (or judge-labels)')
            : error(`cannot read: ${info.message}`, 'check the permissions of the path');
    }
    if (!info.isDirectory()) {
        if (!LABEL_EXTENSIONS.includes((0,node_path__WEBPACK_IMPORTED_MODULE_2__.extname)(path).toLowerCase())) {
            return error('not a label file: the name must end in .yaml, .yml or .json', 'rename the file or give a folder of label files');
        }
        return { files: [{ absolute, file: path }] };
    }
    const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(absolute, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && LABEL_EXTENSIONS.includes((0,node_path__WEBPACK_IMPORTED_MODULE_2__.extname)(entry.name).toLowerCase()))
        .map((entry) => (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(entry.parentPath, entry.name))
        .sort();
    if (names.length === 0)
        return error('no label files (.yaml, .yml, .json) in this folder', 'add a label file or give the right folder');
    if (names.length > MAX_LABEL_FILES) {
        return error(`${names.length} label files, over the limit of ${MAX_LABEL_FILES}`, 'gather the labels into fewer files');
    }
    // Shown under the folder as given: `labels/refunds.yaml`.
    return { files: names.map((name) => ({ absolute: name, file: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(path, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(absolute, name)).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/') })) };
}
/**
 * What a calibration of `criterion` was measured on: each label that has a verdict for it (its id,
 * what it shows the judge and the human verdict), in order. A change of any of them, or of the
 * labels chosen, changes the hash; other criteria's verdicts and the labels' notes do not.
 */
function labelsHash(labels, criterion) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const label of labels) {
        const verdict = label.verdicts.find((v) => v.criterion === criterion);
        if (verdict === undefined)
            continue;
        hash.update(JSON.stringify([label.id, label.subject, verdict.human, verdict.score, label.pass_at]));
        hash.update('\n');
    }
    return `sha256:${hash.digest('hex')}`;
}


/***/ }),

/***/ 25421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fM: () => (/* binding */ renderCalibrationTerminal),
/* harmony export */   y1: () => (/* binding */ renderCalibrationMarkdown)
/* harmony export */ });
/* unused harmony exports TERMINAL_LISTED, MARKDOWN_LISTED */
/* harmony import */ var _escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14031);
/* harmony import */ var _terminal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87496);
/* harmony import */ var _wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67425);



/** Disagreements and unscored labels listed per criterion; the rest are counted (the JSON has them all). */
const TERMINAL_LISTED = 20;
const MARKDOWN_LISTED = 100;
/** The calibration as the terminal shows it: a block per criterion. */
function renderCalibrationTerminal(calibrations, minAgreement, options = {}) {
    const listed = options.listed ?? TERMINAL_LISTED;
    const where = options.where ?? 'the calibration file';
    const blocks = calibrations.map((c) => {
        const level = (0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .levelText */ .WB)(c);
        const lines = [
            `${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalText */ .eR)(c.key.criterion, 200)} (${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalText */ .eR)(c.key.prompt_version, 80)}, judge ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalText */ .eR)((0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .judgeText */ .Hu)(c), 200)}): ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .countsText */ .WN)(c)}`,
            `  Cohen's κ ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .kappaText */ .lt)(c)} (${level} interval; ${_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .KAPPA_METHOD */ .OS})`,
            `  balanced accuracy ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .balancedAccuracyText */ .JD)(c)} (${level} interval; ${_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .BALANCED_ACCURACY_METHOD */ .H1})`,
            `  ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .observedText */ .aP)(c)}`,
            ...((0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .panelText */ .ST)(c) === null ? [] : [`  ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalText */ .eR)((0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .panelText */ .ST)(c), 400)}`]),
            ...confusionRows(c).map((row) => `  ${row}`),
            `  ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .gateText */ .bp)(c, minAgreement).text}`,
            `  ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .disagreementsHeading */ .gt)(c.disagreements.length)}`,
            ...listLines(c.disagreements, listed, where, (d) => `${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .disagreementVerdictText */ .xY)(d)}${d.reason ? `: ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalText */ .eR)(d.reason, 200)}` : ''}`),
        ];
        const unscored = c.unscored_labels ?? [];
        if (unscored.length > 0) {
            lines.push(`  ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .unscoredHeading */ .Qs)(unscored.length)}`, ...listLines(unscored, listed, where, (u) => (0,_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalText */ .eR)(u.reason, 200)));
        }
        return lines.join('\n');
    });
    return `${blocks.join('\n\n')}\n`;
}
function listLines(items, listed, where, say) {
    const lines = items
        .slice(0, listed)
        .map((item) => `    ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalText */ .eR)(`${item.file}:${item.line}`, 200)} ${(0,_terminal_js__WEBPACK_IMPORTED_MODULE_1__/* .terminalText */ .eR)(item.label_id, 120)}: ${say(item)}`);
    if (items.length > listed)
        lines.push(`    ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .moreText */ .R3)(items.length - listed, where)}`);
    return lines;
}
/** The confusion table as aligned plain-text rows. */
function confusionRows(c) {
    const { both_pass, human_pass_judge_fail, human_fail_judge_pass, both_fail } = c.confusion;
    const width = Math.max(10, ...[both_pass, human_pass_judge_fail, human_fail_judge_pass, both_fail].map((x) => String(x).length));
    const cell = (x) => String(x).padStart(width);
    return [
        `${''.padEnd(12)}${cell('judge pass')} ${cell('judge fail')}`,
        `${'human pass'.padEnd(12)}${cell(both_pass)} ${cell(human_pass_judge_fail)}`,
        `${'human fail'.padEnd(12)}${cell(human_fail_judge_pass)} ${cell(both_fail)}`,
    ];
}
/** judge-calibration.md: a summary table, then each criterion's confusion table, disagreements and unscored labels, then the methods. */
function renderCalibrationMarkdown(file, minAgreement, options = {}) {
    const listed = options.listed ?? MARKDOWN_LISTED;
    const calibrations = file.calibrations;
    const out = [`# ${_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .CALIBRATION_HEADING */ .q7}`, ''];
    const first = calibrations[0];
    if (first === undefined)
        return `${out.join('\n')}No criterion was calibrated.\n`;
    const sources = [...new Set(calibrations.map((c) => c.labels))];
    out.push(`Labels: ${sources.map((s) => (0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(s)).join(', ')}. A criterion gates when the lower bound of the ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .levelText */ .WB)(first)} interval of Cohen's κ is at least ${minAgreement} (judge-min-agreement).`, '', `| Criterion | Prompt | Judge | Labels scored | Unscored | Cohen's κ (${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .levelText */ .WB)(first)} CI) | Balanced accuracy (${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .levelText */ .WB)(first)} CI) | At ${minAgreement} |`, '|---|---|---|--:|--:|---|---|---|');
    for (const c of calibrations) {
        const gate = (0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .gateText */ .bp)(c, minAgreement);
        out.push(`| ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(c.key.criterion, { inTable: true })} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(c.key.prompt_version, { inTable: true })} | ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .judgeText */ .Hu)(c), { inTable: true })} | ${c.n} | ${c.unscored} | ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .kappaText */ .lt)(c)} | ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .balancedAccuracyText */ .JD)(c)} | ${gate.gates ? '✅' : '⚠️'} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(gate.text)} |`);
    }
    for (const c of calibrations) {
        const { both_pass, human_pass_judge_fail, human_fail_judge_pass, both_fail } = c.confusion;
        out.push('', `## ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(c.key.criterion)} (${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(c.key.prompt_version)})`, '', `${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .countsText */ .WN)(c)}; ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .observedText */ .aP)(c)}; Cohen's κ ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .kappaText */ .lt)(c)} (${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .levelText */ .WB)(c)} interval; ${_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .KAPPA_METHOD */ .OS}); balanced accuracy ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .balancedAccuracyText */ .JD)(c)} (${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .levelText */ .WB)(c)} interval; ${_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .BALANCED_ACCURACY_METHOD */ .H1}); ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)((0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .gateText */ .bp)(c, minAgreement).text)}. ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .panelText */ .ST)(c) === null ? '' : `${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)((0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .panelText */ .ST)(c), 400)}. `}Judge ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)((0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .judgeText */ .Hu)(c))}, calibrated ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(c.calibrated_at)}, labels ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(c.labels_hash)}.`, '', '| | judge pass | judge fail |', '|---|--:|--:|', `| human pass | ${both_pass} | ${human_pass_judge_fail} |`, `| human fail | ${human_fail_judge_pass} | ${both_fail} |`, '', (0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .disagreementsHeading */ .gt)(c.disagreements.length));
        const item = (l) => `- ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(`${l.file}:${l.line}`)} ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdCode */ .xs)(l.label_id)}`;
        out.push(...markdownList(c.disagreements, listed, (d) => `${item(d)}: ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .disagreementVerdictText */ .xY)(d)}${d.reason ? `: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(d.reason, 500)}` : ''}`));
        const unscored = c.unscored_labels ?? [];
        if (unscored.length > 0) {
            out.push('', (0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .unscoredHeading */ .Qs)(unscored.length), '', ...markdownList(unscored, listed, (u) => `${item(u)}: ${(0,_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .mdText */ .bC)(u.reason, 500)}`));
        }
    }
    out.push('', `Methods: ${_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .METHODS_TEXT */ .n9}`, '');
    return out.join('\n');
}
function markdownList(items, listed, say) {
    if (items.length === 0)
        return [];
    const lines = ['', ...items.slice(0, listed).map(say)];
    if (items.length > listed)
        lines.push(`- ${(0,_wording_calibration_js__WEBPACK_IMPORTED_MODULE_2__/* .moreText */ .R3)(items.length - listed, 'the calibration file')}`);
    return lines;
}


/***/ }),

/***/ 67425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H1: () => (/* binding */ BALANCED_ACCURACY_METHOD),
/* harmony export */   Hu: () => (/* binding */ judgeText),
/* harmony export */   JD: () => (/* binding */ balancedAccuracyText),
/* harmony export */   OS: () => (/* binding */ KAPPA_METHOD),
/* harmony export */   Qs: () => (/* binding */ unscoredHeading),
/* harmony export */   R3: () => (/* binding */ moreText),
/* harmony export */   ST: () => (/* binding */ panelText),
/* harmony export */   TN: () => (/* binding */ stoppedText),
/* harmony export */   WB: () => (/* binding */ levelText),
/* harmony export */   WN: () => (/* binding */ countsText),
/* harmony export */   aP: () => (/* binding */ observedText),
/* harmony export */   bp: () => (/* binding */ gateText),
/* harmony export */   fE: () => (/* binding */ nothingToCalibrateText),
/* harmony export */   gt: () => (/* binding */ disagreementsHeading),
/* harmony export */   lt: () => (/* binding */ kappaText),
/* harmony export */   n9: () => (/* binding */ METHODS_TEXT),
/* harmony export */   q7: () => (/* binding */ CALIBRATION_HEADING),
/* harmony export */   v4: () => (/* binding */ writtenText),
/* harmony export */   xY: () => (/* binding */ disagreementVerdictText)
/* harmony export */ });
/* unused harmony exports figureText, missingFigureWhy */
/* harmony import */ var _judge_calibration_store_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1479);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16264);
// What `agent-eval judge calibrate` says of a calibration: per criterion, the labels counted, Cohen's
// kappa and balanced accuracy with their 95% intervals and methods, the confusion table, whether it
// would gate at judge-min-agreement, the disagreements and the labels the judge could not score.


// --- judge calibrate -----------------------------------------------------------------------------
const CALIBRATION_HEADING = 'Judge calibration';
/** The figures' methods, as every figure is labelled with one. */
const KAPPA_METHOD = 'asymptotic SE of Fleiss, Cohen & Everitt 1969';
const BALANCED_ACCURACY_METHOD = 'MOVER over Wilson intervals';
const METHODS_TEXT = "Cohen's κ is the judge's agreement with the human labels beyond chance; its interval is κ ± z·SE with the asymptotic SE of Fleiss, Cohen & Everitt (1969), as statsmodels' cohens_kappa, clipped to [-1, 1]. Balanced accuracy is the mean of the judge's sensitivity (on the labels humans passed) and specificity (on those they failed); its interval is the MOVER combination of the two Wilson intervals. A label the judge could not score is counted apart, never as agreement.";
const two = (x) => x.toFixed(2);
/** `0.82 [0.64, 0.95]`, or `n/a (why)` when the labels cannot measure it. */
function figureText(value, ci, why) {
    if (value === null)
        return `n/a (${why})`;
    return ci === null ? two(value) : `${two(value)} [${two(ci[0])}, ${two(ci[1])}]`;
}
/** Why kappa and balanced accuracy are missing: no label scored, or the humans gave one verdict only. */
function missingFigureWhy(c) {
    if (c.n === 0)
        return 'no label scored';
    const humanPass = c.confusion.both_pass + c.confusion.human_pass_judge_fail;
    return humanPass === 0 ? 'every label is a human fail' : 'every label is a human pass';
}
function kappaText(c) {
    return figureText(c.agreement.kappa, c.agreement.kappa_ci, missingFigureWhy(c));
}
function balancedAccuracyText(c) {
    return figureText(c.agreement.balanced_accuracy, c.agreement.balanced_accuracy_ci, missingFigureWhy(c));
}
/** The interval's level, e.g. `95%`. */
function levelText(c) {
    return `${Number((c.agreement.level * 100).toFixed(1))}%`;
}
/** Whether the criterion would gate at `minAgreement`, and why not. */
function gateText(c, minAgreement) {
    const low = c.agreement.kappa_ci?.[0] ?? null;
    if (low === null)
        return { gates: false, text: `does not gate: no interval for κ (${missingFigureWhy(c)})` };
    if ((0,_judge_calibration_store_js__WEBPACK_IMPORTED_MODULE_0__/* .gatesAt */ .ad)(c.agreement, minAgreement))
        return { gates: true, text: `gates: κ lower bound ${boundText(low, minAgreement)} ≥ ${minAgreement}` };
    return {
        gates: false,
        text: `below the agreement threshold: κ lower bound ${boundText(low, minAgreement)} < ${minAgreement}, does not gate`,
    };
}
/** The bound to two places, or to as many more as it takes not to read as the threshold's other side (0.5999 < 0.6). */
function boundText(low, min) {
    for (let digits = 2; digits < 8; digits++) {
        const shown = low.toFixed(digits);
        if (Number(shown) >= min === low >= min)
            return shown;
    }
    return String(low);
}
/** The judge asked: `gpt-4.1 (fallback gpt-4.1-mini)`. */
function judgeText(c) {
    return c.key.fallback_model === null ? c.key.model : `${c.key.model} (fallback ${c.key.fallback_model})`;
}
/** A judge panel's stability on the criterion, or null without a panel. */
function panelText(c) {
    if (!c.panel)
        return null;
    const rate = c.panel.disagreement_rate;
    const differed = rate === null ? 'no label scored' : `its models differed on pass/fail for ${Number((rate * 100).toFixed(1))}% of the labels scored`;
    return `judge panel (${c.panel.rule}) of ${c.panel.models.join(', ')}: ${differed}`;
}
function countsText(c) {
    const unscored = c.unscored > 0 ? `, ${c.unscored} the judge could not score (left out)` : '';
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(c.n, 'label')} scored${unscored}`;
}
function observedText(c) {
    if (c.agreement.observed === null)
        return 'observed agreement n/a (no label scored)';
    const agreed = c.confusion.both_pass + c.confusion.both_fail;
    return `observed agreement ${two(c.agreement.observed)} (${agreed} of ${c.n})`;
}
/** A disagreement's verdicts: `human pass, judge fail (score 0.20)`. */
function disagreementVerdictText(d) {
    return `human ${d.human}, judge ${d.judge}${d.score === null ? '' : ` (score ${two(d.score)})`}`;
}
function disagreementsHeading(count) {
    return count === 0 ? 'No disagreements.' : `Disagreements (${count}):`;
}
function unscoredHeading(count) {
    return `Labels the judge could not score (${count}, left out of the figures):`;
}
function moreText(count, where) {
    return `… and ${count} more (all are in ${where})`;
}
/** The command found no label with a criterion to calibrate. */
function nothingToCalibrateText(path, criteria) {
    return criteria === undefined
        ? `the judge labels ${path} have no verdicts to calibrate on`
        : `no label of ${path} has a verdict for ${criteria.map((c) => JSON.stringify(c)).join(', ')}`;
}
/** A calibration stopped before every label was asked. */
function stoppedText(unasked) {
    return `The calibration was stopped: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(unasked, 'label')} not asked (counted as unscored); the verdicts given are cached, so running it again asks only the rest.`;
}
/** What was written. */
function writtenText(store, report) {
    return `Calibration written to ${store}; report: ${report}`;
}


/***/ }),

/***/ 20310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ checkPushgatewayLabels),
/* harmony export */   EW: () => (/* binding */ checkSettings),
/* harmony export */   G0: () => (/* binding */ FLAG_NAMES),
/* harmony export */   MB: () => (/* binding */ checkJudgeBaseUrl),
/* harmony export */   MK: () => (/* binding */ checkAgentCredentials),
/* harmony export */   Sf: () => (/* binding */ checkProtocolSettings),
/* harmony export */   db: () => (/* binding */ checkBaselineChoice)
/* harmony export */ });
/* unused harmony exports SettingsConflictError, INPUT_NAMES, checkActionCommand */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17666);
/* harmony import */ var _edge_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43879);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57120);
// The rules between settings, written once: each names the settings as the edge's user wrote them
// (flags on the command line, inputs in the action) and says how to fix the combination.




/** Settings that cannot work together, named as the user wrote them, with the fix. */
class SettingsConflictError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo {
    name = 'SettingsConflictError';
}
const FLAG_NAMES = {
    autoRepeats: '--repeats auto',
    shard: '--shard',
    fixedRepeats: 'a fixed --repeats N',
    baselineTarget: '--baseline-target',
};
const INPUT_NAMES = {
    autoRepeats: 'Input `repeats: auto`',
    shard: '`shard`',
    fixedRepeats: 'a fixed number of repeats',
    baselineTarget: '`baseline-target-url`',
};
/**
 * Refuses repeats, shard and a fresh baseline that cannot work together. The edges check before
 * anything loads; evaluate checks again before any effect.
 */
function checkSettings(config) {
    const { autoRepeats, shard, fixedRepeats, baselineTarget } = config.names;
    const auto = typeof config.repeats === 'object' && config.repeats !== null;
    if (auto && config.shard !== undefined) {
        throw new SettingsConflictError(`${autoRepeats} cannot be combined with ${shard} (a shard sees only part of a test's runs); give ${fixedRepeats} when sharding`);
    }
    if (config.base === undefined)
        return;
    if (auto) {
        throw new SettingsConflictError(`${autoRepeats} cannot be combined with ${baselineTarget} (both sides must play the same runs, and adaptive repeats choose them as results come in); give ${fixedRepeats} with a fresh baseline`);
    }
    if (config.shard !== undefined) {
        throw new SettingsConflictError(`${baselineTarget} cannot be combined with ${shard} (the base side's results would be split across the shards and never merged); run the fresh baseline unsharded, or compare the shards with a stored baseline`);
    }
}
/** How the edge names the agent token, wherever it may come from. */
function tokenNames(edge) {
    return edge.kind === 'flag'
        ? `${(0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.agentToken, edge)} or ${_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.agentToken.env?.name}`
        : (0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.agentToken, edge);
}
/**
 * An agent URL with user:password@ (Basic auth) and an agent token (Bearer) too: only one may be
 * sent. A template's user:password@ stays in place when {pr}, {sha} and {branch} are filled in.
 */
function checkAgentCredentials(url, token, key, edge) {
    if (!token || !(0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .hasUserinfo */ .mu)(url.replace(/\{(pr|sha|branch)\}/g, 'x')))
        return;
    const name = (0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy[key], edge);
    const subject = edge.kind === 'flag' ? `${name} ${(0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrl */ .BO)(url)}` : `Input ${name} (${(0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrl */ .BO)(url)})`;
    throw edge.error(`${subject} carries a user name and password (sent as Basic auth) and an agent token is set too (${tokenNames(edge)}, sent as Bearer); give only one`);
}
/** A protocol's own setting given for another protocol would be ignored without a word: refused, with the fix. */
function checkProtocolSettings(s, edge) {
    const protocol = edge.kind === 'flag' ? `--protocol ${s.protocol}` : `\`protocol\` is ${s.protocol}`;
    const onlyWith = (key, only, given) => {
        if (!given || s.protocol === only)
            return;
        const name = (0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy[key], edge);
        throw edge.error(`${edge.kind === 'input' ? 'Input ' : ''}${name} is read by the ${only} protocol only, but ${protocol}: remove it, or set the protocol to ${only}`);
    };
    onlyWith('nodeFrom', 'ag-ui', s.nodeFrom !== null);
    onlyWith('factsPath', 'ag-ui', s.factsPath !== _table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.factsPath.default);
    onlyWith('agentModel', 'openai-chat', s.agentModel !== null);
}
/** The judge authenticates with its API key: a user name and password in its base URL are refused. */
function checkJudgeBaseUrl(apiKey, baseUrl, edge) {
    if (!apiKey || !baseUrl || !(0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .hasUserinfo */ .mu)(baseUrl))
        return;
    const s = _table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.judgeBaseUrl;
    throw edge.error(`the judge base URL ${(0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrl */ .BO)(baseUrl)} carries a user name and password; the judge authenticates with its API key only: remove them from ${(0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(s, edge)} (or ${s.env?.name})`);
}
/** A stored baseline or a fresh one, not both (the command line: --baseline FILE or --baseline-target URL). */
function checkBaselineChoice(baseline, baselineTarget, edge) {
    if (baseline === null || baselineTarget === null)
        return;
    const file = (0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.baseline, edge);
    const fresh = (0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.baselineTarget, edge);
    throw edge.error(`${file} and ${fresh} were both given; give one: ${file} FILE compares with stored results, ${fresh} URL plays the base deployment now`);
}
/** Grouping labels of a push that is not made. */
function checkPushgatewayLabels(labels, pushgateway, edge) {
    if (labels.length > 0 && pushgateway === null)
        throw edge.error(`${(0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.pushgatewayLabel, edge)} needs ${(0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.pushgateway, edge)} URL`);
}
/** The action's commands: aggregate merges shards' results, so it needs them and runs no shard or base side itself. */
function checkActionCommand(config, edge) {
    const aggregate = config.command === 'aggregate';
    if (aggregate && config.shardResults === null) {
        throw edge.error("Input `shard-results` is empty but `command: aggregate` needs it: give a glob of the shard jobs' results files, e.g. `shard-results: shards/*/results.json`.");
    }
    if (config.baselineTarget !== null && (config.shard !== null || aggregate)) {
        throw edge.error('Input `baseline-target-url` cannot be used in sharded jobs (`shard` or `command: aggregate`): the base side would be split across the shards and never merged. Remove it from the sharded workflow (its pull requests compare with the stored baseline), or run the fresh baseline in one unsharded job.');
    }
    if (config.command === 'capture' && (config.shard !== null || config.baselineTarget !== null)) {
        throw edge.error('`command: capture` replays the captured tests against `target-url` in one job: remove `shard` and `baseline-target-url` from its step.');
    }
    if (aggregate && config.shard !== null) {
        throw edge.error("Inputs `shard` and `command: aggregate` were both given: the aggregate job merges the shards' results; remove `shard` from it.");
    }
}


/***/ })

};
