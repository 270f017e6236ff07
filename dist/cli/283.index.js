export const id = 283;
export const ids = [283];
export const modules = {

/***/ 34283:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ loadSuites),
  l: () => (/* binding */ readDataFile)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(73382);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(12311);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/suite/pattern.ts
var suite_pattern = __webpack_require__(32338);
// EXTERNAL MODULE: ./src/suite/suite-schema.ts
var suite_schema = __webpack_require__(35754);
// EXTERNAL MODULE: ./src/suite/spec-errors.ts
var spec_errors = __webpack_require__(42049);
// EXTERNAL MODULE: ./src/suite/read.ts + 1 modules
var read = __webpack_require__(94286);
;// CONCATENATED MODULE: ./src/suite/checks.ts
// Checks a parsed suite: the version first; then what a schema cannot say (ids unique within a
// suite and across files, patterns the linear-time engine can run); then the schema, its zod issues
// turned into located errors in a suite author's words.






/** Marks messages zod wrote itself; messages written in the schema are kept as they are. */
const DEFAULT_MESSAGE = '\u0000default';
/** Adds the suite's errors to `parsed.errors`; the suite when it is valid. */
function checkSuite(parsed) {
    if (parsed.errors.length > 0)
        return {};
    const value = parsed.value;
    if (value === null || value === undefined) {
        parsed.errors.push({
            file: parsed.file,
            line: 1,
            col: 1,
            path: '',
            message: 'the file is empty',
            fix: 'write a suite: a mapping with version, suite_id and tests',
        });
        return {};
    }
    if ((0,read/* isRecord */.u4)(value)) {
        // Another version may have another shape, so its key errors would only be noise.
        if (value.version !== undefined && value.version !== 'v1') {
            parsed.errors.push((0,read/* errorAt */.Os)(parsed, ['version'], `version: unsupported suite spec version ${JSON.stringify(value.version)}; this tool reads only "v1"`, 'set version: v1'));
            return {};
        }
        if (value.version === undefined) {
            parsed.errors.push((0,read/* errorAt */.Os)(parsed, [], "missing required key 'version'", 'add version: v1 at the top of the file'));
        }
        parsed.errors.push(...duplicateIdErrors(parsed, value), ...patternErrors(parsed, value), ...conversationKindErrors(parsed, value));
    }
    const result = suite_schema/* SuiteSchema */.M$.safeParse(value, { error: () => DEFAULT_MESSAGE });
    parsed.errors.push(...protoKeyErrors(parsed));
    if (!result.success) {
        const issues = result.error.issues.filter((issue) => !(issue.path.length === 1 && issue.path[0] === 'version')); // reported above
        parsed.errors.push(...schemaErrors(parsed, issues, suite_schema/* SuiteSchema */.M$));
        return {};
    }
    // The suite is the file's own data, as validated: zod leaves a `__proto__` key out of the records
    // it returns (args.partial, seeded facts, criteria_min, metadata), and every key of a suite is data.
    // (The schema has no defaults or transforms, so its output would differ in nothing else.)
    return { suite: value };
}
/**
 * zod never looks at a `__proto__` key of a record (a strict object reports it as unknown), so its
 * value is checked here against the record's value schema.
 */
function protoKeyErrors(parsed) {
    const errors = [];
    const seen = new Set(); // aliases can share (or loop back to) a node
    const stack = [[]];
    while (stack.length > 0) {
        const path = stack.pop();
        const value = (0,read/* valueAt */.fK)(parsed.value, path);
        if (typeof value !== 'object' || value === null || seen.has(value))
            continue;
        seen.add(value);
        if (Array.isArray(value))
            value.forEach((_, i) => stack.push([...path, i]));
        if (!(0,read/* isRecord */.u4)(value))
            continue;
        for (const key of Object.keys(value))
            stack.push([...path, key]);
        if (!Object.hasOwn(value, '__proto__'))
            continue;
        const container = schemaAt(suite_schema/* SuiteSchema */.M$, path);
        const options = container instanceof schemas/* ZodUnion */.fZ7 ? container.options.map(unwrap) : [container];
        const record = options.find((option) => option instanceof schemas/* ZodRecord */.b8S);
        if (!(record instanceof schemas/* ZodRecord */.b8S))
            continue;
        const valueSchema = record.valueType;
        const checked = valueSchema.safeParse(value.__proto__, { error: () => DEFAULT_MESSAGE });
        if (!checked.success)
            errors.push(...schemaErrors(parsed, checked.error.issues.map((issue) => ({ ...issue, path: [...path, '__proto__', ...issue.path] })), suite_schema/* SuiteSchema */.M$));
    }
    return errors;
}
/**
 * A suite_id names the suite in results and baselines, so it must be unique across files: every
 * file after the first that claims one gets the error.
 */
function checkUniqueSuiteIds(files) {
    const owners = new Map();
    for (const { file, parsed } of files) {
        const suiteId = suiteIdOf(parsed.value);
        if (suiteId === undefined)
            continue;
        const owner = owners.get(idKey(suiteId));
        if (owner === undefined)
            owners.set(idKey(suiteId), { file, id: suiteId });
        else
            parsed.errors.push((0,read/* errorAt */.Os)(parsed, ['suite_id'], `suite_id: duplicate suite_id '${suiteId}', already the suite_id of ${owner.file}${twinNote(suiteId, owner.id)}`, 'give every suite its own suite_id'));
    }
}
/**
 * Ids are compared in Unicode NFC: "café" typed as é (U+00E9) and as e + U+0301 look the same
 * everywhere they are shown, and results are matched on the NFC form (results/read.ts), so two
 * such ids are one id written twice.
 */
function idKey(id) {
    return id.normalize('NFC');
}
/** Said when two ids differ only in their Unicode form, which no one could see. */
function twinNote(id, first) {
    if (id === first)
        return '';
    return ` (the same text in another Unicode form: ${codePoints(id)} vs ${codePoints(first)}; write both the same way, e.g. with precomposed characters)`;
}
function codePoints(id) {
    return [...id]
        .filter((c) => c.codePointAt(0) > 0x7f)
        .map((c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
        .join(' ');
}
function suiteIdOf(value) {
    return (0,read/* isRecord */.u4)(value) && typeof value.suite_id === 'string' && value.suite_id !== '' ? value.suite_id : undefined;
}
function duplicateIdErrors(parsed, suite) {
    const errors = [];
    const tests = Array.isArray(suite.tests) ? suite.tests : [];
    const testIds = new Map();
    tests.forEach((test, testIndex) => {
        if (!(0,read/* isRecord */.u4)(test))
            return;
        if (typeof test.test_id === 'string') {
            const first = testIds.get(idKey(test.test_id));
            if (first === undefined)
                testIds.set(idKey(test.test_id), testIndex);
            else {
                const path = ['tests', testIndex, 'test_id'];
                const firstLine = (0,read/* positionOf */.df)(parsed, (0,read/* nodeAt */.oB)(parsed, ['tests', first, 'test_id']).node).line;
                const firstId = tests[first].test_id;
                errors.push((0,read/* errorAt */.Os)(parsed, path, `${(0,spec_errors/* formatPath */.jV)(path)}: duplicate test_id '${test.test_id}', also used by tests[${first}] on line ${firstLine}${twinNote(test.test_id, firstId)}`, 'give every test in a suite its own test_id'));
            }
        }
        const turns = Array.isArray(test.turns) ? test.turns : [];
        const turnIds = new Map();
        turns.forEach((turn, turnIndex) => {
            if (!(0,read/* isRecord */.u4)(turn) || typeof turn.turn_id !== 'string')
                return;
            const first = turnIds.get(idKey(turn.turn_id));
            if (first === undefined) {
                turnIds.set(idKey(turn.turn_id), turnIndex);
                return;
            }
            const path = ['tests', testIndex, 'turns', turnIndex, 'turn_id'];
            const firstLine = (0,read/* positionOf */.df)(parsed, (0,read/* nodeAt */.oB)(parsed, ['tests', testIndex, 'turns', first, 'turn_id']).node).line;
            const firstId = turns[first].turn_id;
            errors.push((0,read/* errorAt */.Os)(parsed, path, `${(0,spec_errors/* formatPath */.jV)(path)}: duplicate turn_id '${turn.turn_id}', also used by turns[${first}] on line ${firstLine}${twinNote(turn.turn_id, firstId)}`, 'give every turn in a test its own turn_id'));
        });
    });
    return errors;
}
/**
 * A test is scripted (`turns`) or simulated (`simulation`), never both, never neither; and a
 * simulation's turn bounds must leave room for the goal (min_turns and every `within` inside
 * max_turns).
 */
function conversationKindErrors(parsed, suite) {
    const errors = [];
    const tests = Array.isArray(suite.tests) ? suite.tests : [];
    const defaults = (0,read/* isRecord */.u4)(suite.defaults) ? suite.defaults : {};
    const defaultMax = typeof defaults.max_turns === 'number' ? defaults.max_turns : suite_schema/* SIMULATION_DEFAULT_MAX_TURNS */.O5;
    tests.forEach((test, testIndex) => {
        if (!(0,read/* isRecord */.u4)(test))
            return;
        const at = ['tests', testIndex];
        if ((0,read/* hasKey */.CJ)(parsed.value, [...at, 'turns']) && (0,read/* hasKey */.CJ)(parsed.value, [...at, 'simulation'])) {
            const key = (0,read/* keyNodeAt */.Ve)(parsed, at, 'simulation');
            errors.push({
                ...(0,read/* errorAt */.Os)(parsed, [...at, 'simulation'], `${(0,spec_errors/* formatPath */.jV)(at)}: has both turns and simulation; a test is either scripted (turns) or simulated (simulation)`, 'move the scripted turns or the simulation into a test of its own'),
                ...(key ? (0,read/* positionOf */.df)(parsed, key) : {}),
            });
        }
        else if (!(0,read/* hasKey */.CJ)(parsed.value, [...at, 'turns']) && !(0,read/* hasKey */.CJ)(parsed.value, [...at, 'simulation'])) {
            errors.push((0,read/* errorAt */.Os)(parsed, at, `${(0,spec_errors/* formatPath */.jV)(at)}: has neither turns nor simulation, so it plays nothing`, 'add turns (a scripted conversation) or simulation (a simulated user with a goal)'));
        }
        const simulation = test.simulation;
        if (!(0,read/* isRecord */.u4)(simulation))
            return;
        const max = typeof simulation.max_turns === 'number' ? simulation.max_turns : defaultMax;
        const maxFrom = typeof simulation.max_turns === 'number' ? 'max_turns' : 'the default max_turns';
        if (typeof simulation.min_turns === 'number' && simulation.min_turns > max) {
            const path = [...at, 'simulation', 'min_turns'];
            errors.push((0,read/* errorAt */.Os)(parsed, path, `${(0,spec_errors/* formatPath */.jV)(path)}: ${simulation.min_turns} is more than ${maxFrom} ${max}, so the goal could never be reached`, 'lower min_turns or raise max_turns'));
        }
        const within = Array.isArray(simulation.within) ? simulation.within : [];
        within.forEach((entry, index) => {
            if (!(0,read/* isRecord */.u4)(entry) || typeof entry.turns !== 'number' || entry.turns <= max)
                return;
            const path = [...at, 'simulation', 'within', index, 'turns'];
            errors.push((0,read/* errorAt */.Os)(parsed, path, `${(0,spec_errors/* formatPath */.jV)(path)}: ${entry.turns} is more than ${maxFrom} ${max}, so it could never be checked`, 'lower turns or raise max_turns'));
        });
    });
    return errors;
}
function patternErrors(parsed, suite) {
    const errors = [];
    const check = (assertions, at) => {
        if (!(0,read/* isRecord */.u4)(assertions) || !Array.isArray(assertions.assistant_matches))
            return;
        assertions.assistant_matches.forEach((pattern, index) => {
            if (typeof pattern !== 'string')
                return; // the schema reports the type
            try {
                (0,suite_pattern/* compilePattern */.Eb)(pattern);
            }
            catch (error) {
                const path = [...at, 'assistant_matches', index];
                errors.push((0,read/* errorAt */.Os)(parsed, path, `${(0,spec_errors/* formatPath */.jV)(path)}: ${(0,src_errors/* errorMessage */.gJ)(error)}`, error instanceof suite_pattern/* PatternError */.JM
                    ? error.fix
                    : 'fix the pattern, escaping special characters such as ( [ . with a backslash; flags go after a closing slash: /pattern/i'));
            }
        });
    };
    const tests = Array.isArray(suite.tests) ? suite.tests : [];
    tests.forEach((test, testIndex) => {
        if (!(0,read/* isRecord */.u4)(test))
            return;
        check(test.final_assertions, ['tests', testIndex, 'final_assertions']);
        if ((0,read/* isRecord */.u4)(test.simulation)) {
            check(test.simulation.success_when, ['tests', testIndex, 'simulation', 'success_when']);
            check(test.simulation.invariants, ['tests', testIndex, 'simulation', 'invariants']);
        }
        const turns = Array.isArray(test.turns) ? test.turns : [];
        turns.forEach((turn, turnIndex) => {
            if ((0,read/* isRecord */.u4)(turn))
                check(turn.expected, ['tests', testIndex, 'turns', turnIndex, 'expected']);
        });
    });
    return errors;
}
/** Validates any data file's value against `schema`; its issues become located errors. */
function checkData(parsed, schema) {
    const result = schema.safeParse(parsed.value, { error: () => DEFAULT_MESSAGE });
    if (result.success)
        return { value: result.data, errors: [] };
    return { value: undefined, errors: schemaErrors(parsed, result.error.issues, schema) };
}
function schemaErrors(parsed, issues, schema) {
    const errors = issues.flatMap((issue) => issueErrors(parsed, issue, [], schema));
    const suggested = new Set(errors.map((e) => e.suggestedKey).filter((key) => key !== undefined));
    return errors
        .filter((e) => e.missingKey === undefined || !suggested.has(e.missingKey))
        .map(({ missingKey: _missing, suggestedKey: _suggested, ...error }) => error);
}
function issueErrors(parsed, issue, base, baseSchema) {
    const relativePath = issue.path.filter((key) => typeof key !== 'symbol');
    const path = [...base, ...relativePath];
    const schema = schemaAt(baseSchema, relativePath);
    const value = (0,read/* valueAt */.fK)(parsed.value, path);
    const custom = issue.message !== DEFAULT_MESSAGE ? issue.message : undefined;
    const prefix = path.length > 0 ? `${(0,spec_errors/* formatPath */.jV)(path)}: ` : '';
    switch (issue.code) {
        case 'unrecognized_keys': {
            const allowed = schema ? objectKeys(schema) : [];
            return issue.keys.map((key) => {
                const suggestion = (0,spec_errors/* closestKey */.bi)(key, allowed);
                const where = path.length > 0 ? ` in ${(0,spec_errors/* formatPath */.jV)(path)}` : '';
                const located = (0,read/* keyNodeAt */.Ve)(parsed, path, key);
                return {
                    ...(located ? (0,read/* positionOf */.df)(parsed, located) : (0,read/* positionOf */.df)(parsed, (0,read/* nodeAt */.oB)(parsed, path).node)),
                    file: parsed.file,
                    path: (0,spec_errors/* formatPath */.jV)([...path, key]),
                    message: `unknown key '${key}'${where}${suggestion ? `; did you mean '${suggestion}'?` : ''}`,
                    fix: `keys allowed here: ${allowed.join(', ')}`,
                    ...(suggestion ? { suggestedKey: (0,spec_errors/* formatPath */.jV)([...path, suggestion]) } : {}),
                };
            });
        }
        case 'invalid_union': {
            // Report the issues of the one alternative whose type matches, e.g. a list of facts with a typo.
            const options = schema instanceof schemas/* ZodUnion */.fZ7 ? schema.options : [];
            const matching = issue.errors
                .map((branch, index) => ({ branch, option: options[index] }))
                .filter(({ branch }) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0));
            const only = matching.length === 1 ? matching[0] : undefined;
            if (only?.option)
                return only.branch.flatMap((inner) => issueErrors(parsed, inner, path, only.option));
            const expected = options.map(describeSchema).join(' or ');
            return [(0,read/* errorAt */.Os)(parsed, path, `${prefix}${custom ?? `expected ${expected}, got ${(0,spec_errors/* describeValue */.bp)(value)}`}`, `write ${expected} here`)];
        }
        case 'invalid_type': {
            const key = path[path.length - 1];
            if (value === undefined && key !== undefined && !(0,read/* hasKey */.CJ)(parsed.value, path)) {
                const parent = path.slice(0, -1);
                const kind = schema && !(schema instanceof schemas/* ZodUnknown */._aJ) ? describeSchema(schema) : undefined;
                return [
                    {
                        ...(0,read/* errorAt */.Os)(parsed, parent, `${parent.length > 0 ? `${(0,spec_errors/* formatPath */.jV)(parent)}: ` : ''}${custom ?? `missing required key '${key}'`}`, `add the key '${key}'${kind ? ` with ${kind} value` : ''}`),
                        path: (0,spec_errors/* formatPath */.jV)(path),
                        missingKey: (0,spec_errors/* formatPath */.jV)(path),
                    },
                ];
            }
            // z.int() reports its expected type as number; say integer, as the schema does.
            const expectedType = schema instanceof schemas/* ZodNumber */.rSt && schema.isInt ? 'int' : issue.expected;
            const expected = (0,spec_errors/* describeExpected */.Ge)(expectedType);
            return [
                (0,read/* errorAt */.Os)(parsed, path, `${prefix}${custom ?? `expected ${expected}, got ${(0,spec_errors/* describeValue */.bp)(value)}`}`, (0,spec_errors/* typeFix */.Qr)(expectedType, value)),
            ];
        }
        case 'too_small':
        case 'too_big': {
            const small = issue.code === 'too_small';
            const limit = Number(small ? issue.minimum : issue.maximum);
            const bound = issue.inclusive ? (small ? 'at least' : 'at most') : small ? 'more than' : 'less than';
            const text = issue.origin === 'array'
                ? `needs ${bound} ${limit} item${limit === 1 ? '' : 's'}`
                : issue.origin === 'string'
                    ? `must be ${bound} ${limit} character${limit === 1 ? '' : 's'} long`
                    : `must be ${bound} ${limit}, got ${(0,spec_errors/* describeValue */.bp)(value)}`;
            const checksNothingFix = issue.origin === 'array'
                ? 'list at least one item to check, or remove the key'
                : 'write the text to check for, or remove this item';
            const fix = custom === suite_schema/* CHECKS_NOTHING */.CT
                ? checksNothingFix
                : issue.origin === 'array'
                    ? `give it ${bound} ${limit} item${limit === 1 ? '' : 's'}`
                    : issue.origin === 'string'
                        ? `write ${bound} ${limit} character${limit === 1 ? '' : 's'}`
                        : `use a value of ${bound} ${limit}`;
            return [(0,read/* errorAt */.Os)(parsed, path, `${prefix}${custom ?? text}`, fix)];
        }
        case 'invalid_value': {
            const allowed = issue.values.map((v) => JSON.stringify(v)).join(', ');
            return [
                (0,read/* errorAt */.Os)(parsed, path, `${prefix}${custom ?? `must be one of ${allowed}, got ${(0,spec_errors/* describeValue */.bp)(value)}`}`, `use one of ${allowed}`),
            ];
        }
        default:
            return [
                (0,read/* errorAt */.Os)(parsed, path, `${prefix}${custom ?? `is not valid here (${issue.code})`}`, 'check it against the suite JSON Schema printed by agent-eval schema'),
            ];
    }
}
/** The zod schema that describes the value at `path`, looking through optional, arrays, records, unions. */
function schemaAt(schema, path) {
    let current = schema;
    for (const key of path) {
        current = current ? childSchema(unwrap(current), key) : undefined;
    }
    return current ? unwrap(current) : undefined;
}
function childSchema(schema, key) {
    if (schema instanceof schemas/* ZodObject */.bvH)
        return schema.shape[String(key)];
    if (schema instanceof schemas/* ZodArray */.naA)
        return schema.element;
    if (schema instanceof schemas/* ZodRecord */.b8S)
        return schema.valueType;
    if (schema instanceof schemas/* ZodUnion */.fZ7) {
        for (const option of schema.options) {
            const child = childSchema(unwrap(option), key);
            if (child)
                return child;
        }
    }
    return undefined;
}
function unwrap(schema) {
    let current = schema;
    while (current instanceof schemas/* ZodOptional */.IiU || current instanceof schemas/* ZodNullable */.l1C || current instanceof schemas/* ZodDefault */.XiL) {
        current = current.unwrap();
    }
    return current;
}
function objectKeys(schema) {
    return schema instanceof schemas/* ZodObject */.bvH ? Object.keys(schema.shape) : [];
}
function describeSchema(schema) {
    const inner = unwrap(schema);
    if (inner instanceof schemas/* ZodArray */.naA)
        return 'a list';
    if (inner instanceof schemas/* ZodObject */.bvH || inner instanceof schemas/* ZodRecord */.b8S)
        return 'a mapping';
    return (0,spec_errors/* describeExpected */.Ge)(inner.type);
}

// EXTERNAL MODULE: ./src/suite/hash.ts
var hash = __webpack_require__(80410);
;// CONCATENATED MODULE: ./src/suite/loader.ts
// Loads suite files (YAML or JSON) and turns every problem into an error that names the file, the
// line and column, the key path and a fix. All files are read and all errors collected in one pass,
// so a user fixes a whole batch at once instead of one error per run. Reading with positions is in
// read.ts, the checks in checks.ts, the wording in messages.ts.







const SUITE_EXTENSIONS = ['.yaml', '.yml', '.json'];
/** Loads suite files, directories (recursively) and globs, relative to `options.cwd`. */
async function loadSuites(inputs, options) {
    const maxBytes = options.maxBytes ?? read/* DEFAULT_MAX_BYTES */.fS;
    const errors = [];
    const selectedPaths = new Set(); // a file named twice (directory and glob) loads once
    for (const input of inputs) {
        const selected = await selectFiles(input, options.cwd);
        if ('error' in selected)
            errors.push(selected.error);
        else
            for (const path of selected.paths)
                selectedPaths.add(path);
    }
    const paths = [...selectedPaths];
    const files = paths.map((path) => displayPath(path, options.cwd));
    const perFile = [];
    for (const [index, path] of paths.entries()) {
        const file = files[index] ?? path;
        const parsed = await (0,read/* readParsedFile */.AW)(path, file, maxBytes);
        perFile.push({ file, parsed, ...checkSuite(parsed) });
    }
    checkUniqueSuiteIds(perFile);
    const suites = [];
    for (const { file, parsed, suite } of perFile) {
        if (suite && parsed.errors.length === 0) {
            const testHashes = {};
            for (const test of suite.tests)
                testHashes[test.test_id] = (0,hash/* testSpecHash */.KR)(suite, test);
            suites.push({ file, suite, specHash: (0,hash/* suiteSpecHash */.AT)(suite), testHashes, lines: suiteLines(parsed, suite) });
        }
        errors.push(...(0,spec_errors/* sortByPosition */.Jr)(parsed.errors));
    }
    return { suites, errors, files };
}
/** Where each test and turn of a valid suite starts: its id's key, else the item itself. */
function suiteLines(parsed, suite) {
    const lineOf = (path, idKey) => (0,read/* positionOf */.df)(parsed, (0,read/* keyNodeAt */.Ve)(parsed, path, idKey) ?? (0,read/* nodeAt */.oB)(parsed, path).node).line;
    const tests = new Map();
    const turns = new Map();
    suite.tests.forEach((test, i) => {
        tests.set(test.test_id, lineOf(['tests', i], 'test_id'));
        turns.set(test.test_id, new Map((test.turns ?? []).map((turn, j) => [turn.turn_id, lineOf(['tests', i, 'turns', j], 'turn_id')])));
    });
    return { tests, turns };
}
/**
 * Reads any YAML or JSON data file with the same guards and located errors as suites. `value` is
 * undefined when there are errors.
 */
async function readDataFile(path, options = {}) {
    const absolute = (0,external_node_path_.resolve)(options.cwd ?? '.', path);
    const file = options.cwd === undefined ? path : displayPath(absolute, options.cwd);
    const parsed = await (0,read/* readParsedFile */.AW)(absolute, file, options.maxBytes ?? read/* DEFAULT_MAX_BYTES */.fS);
    if (parsed.errors.length > 0)
        return { value: undefined, errors: (0,spec_errors/* sortByPosition */.Jr)(parsed.errors) };
    if (!options.schema)
        return { value: parsed.value, errors: [] };
    const { value, errors } = checkData(parsed, options.schema);
    return { value, errors: (0,spec_errors/* sortByPosition */.Jr)(errors) };
}
async function selectFiles(input, cwd) {
    const inputError = (message, fix) => ({ error: { file: input, line: 0, col: 0, path: '', message, fix } });
    const absolute = (0,external_node_path_.resolve)(cwd, input);
    const info = await (0,promises_.stat)(absolute).catch((error) => error);
    // An existing path wins over glob syntax, so a directory named "(old)" still works.
    if (info instanceof Error && (0,dist/* isDynamicPattern */.ey)(input)) {
        const matches = await (0,dist/* glob */.TI)([input], { cwd, absolute: true, onlyFiles: true });
        const paths = matches.filter((path) => isSuiteFileName(path)).sort();
        return paths.length > 0
            ? { paths: paths.map((path) => (0,external_node_path_.resolve)(path)) }
            : inputError('no suite files (.yaml, .yml, .json) match this pattern', 'check the pattern; quote it so the shell does not expand it');
    }
    if (info instanceof Error) {
        return info.code === 'ENOENT'
            ? inputError('no such file or directory', 'check the path; pass suite files, directories or globs')
            : inputError(`cannot read: ${info.message}`, 'check the permissions of the path');
    }
    if (info.isDirectory()) {
        const matches = await (0,dist/* glob */.TI)(['**/*.yaml', '**/*.yml', '**/*.json'], { cwd: absolute, absolute: true, onlyFiles: true });
        const paths = matches.filter((path) => isSuiteFileName(path)).sort();
        return paths.length > 0
            ? { paths: paths.map((path) => (0,external_node_path_.resolve)(path)) }
            : inputError('no suite files (.yaml, .yml, .json) in this directory', 'add a suite file or pass the right directory');
    }
    if (!SUITE_EXTENSIONS.includes((0,external_node_path_.extname)(absolute).toLowerCase())) {
        return inputError('not a suite file: the name must end in .yaml, .yml or .json', 'rename the file or pass a suite file');
    }
    return { paths: [absolute] };
}
/** The JSON Schema and quarantine lists live next to suites but are not suites. */
function isSuiteFileName(path) {
    const name = (0,external_node_path_.basename)(path);
    return SUITE_EXTENSIONS.includes((0,external_node_path_.extname)(name).toLowerCase()) && name !== 'suite.schema.json' && !name.startsWith('quarantine.');
}
function displayPath(absolute, cwd) {
    return (0,external_node_path_.relative)(cwd, absolute).split(external_node_path_.sep).join('/');
}


/***/ }),

/***/ 94286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fS: () => (/* binding */ DEFAULT_MAX_BYTES),
  Os: () => (/* binding */ errorAt),
  CJ: () => (/* binding */ hasKey),
  u4: () => (/* binding */ isRecord),
  Ve: () => (/* binding */ keyNodeAt),
  oB: () => (/* binding */ nodeAt),
  df: () => (/* binding */ positionOf),
  AW: () => (/* binding */ readParsedFile),
  fK: () => (/* binding */ valueAt)
});

// UNUSED EXPORTS: MAX_DEPTH

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/suite/json-syntax.ts
// Where and why a JSON text is not JSON, in JSON's own terms ("trailing comma", "property names need
// double quotes"), for a .json suite that JSON.parse refused. JSON.parse stays the judge of what is
// valid; this scanner only explains. It is iterative, so no nesting depth can overflow the stack.
const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][\w$]*/y;
/** The first syntax mistake of `text` as JSON, or null when it is valid JSON. */
function findJsonSyntaxError(text) {
    const open = [];
    const openedAt = [];
    let expect = 'value';
    let i = 0;
    for (;;) {
        while (i < text.length && WHITESPACE.has(text[i]))
            i++;
        const c = text[i];
        if (expect === 'after-value' && open.length === 0) {
            if (c === undefined)
                return null;
            return {
                offset: i,
                message: `unexpected ${describe(text, i)} after the end of the JSON value`,
                fix: 'a file holds one value: remove what follows it, or a closing bracket too many',
            };
        }
        if (c === undefined) {
            const at = openedAt.at(-1) ?? 0;
            const closer = open.at(-1) === '{' ? '}' : ']';
            return open.length === 0
                ? {
                    offset: i,
                    message: text.trim() === '' ? 'the file is empty' : 'the file ends before any value',
                    fix: 'write one JSON value, for a suite an object: { "version": "v1", ... }',
                }
                : {
                    offset: at,
                    message: `this '${open.at(-1)}' is never closed: the file ends first`,
                    fix: `add the missing '${closer}' (and check for a missing comma or quote before it)`,
                };
        }
        switch (expect) {
            case 'value':
            case 'first-item':
                if (expect === 'first-item' && c === ']') {
                    json_syntax_close(open, openedAt);
                    i++;
                    expect = 'after-value';
                    break;
                }
                if (c === '{' || c === '[') {
                    open.push(c);
                    openedAt.push(i);
                    i++;
                    expect = c === '{' ? 'first-key' : 'first-item';
                    break;
                }
                if (c === '"') {
                    const end = scanString(text, i);
                    if (typeof end !== 'number')
                        return end;
                    i = end;
                    expect = 'after-value';
                    break;
                }
                if (c === '-' || (c >= '0' && c <= '9')) {
                    NUMBER.lastIndex = i;
                    if (!NUMBER.test(text)) {
                        return {
                            offset: i,
                            message: 'this number is not written as JSON',
                            fix: 'write digits, optionally with a fraction and exponent: 42, -0.5, 1e3',
                        };
                    }
                    const next = text[NUMBER.lastIndex];
                    if (text[i] === '0' || text.startsWith('-0', i)) {
                        if (next !== undefined && next >= '0' && next <= '9')
                            return {
                                offset: i,
                                message: 'numbers cannot start with 0 in JSON',
                                fix: 'remove the leading zero, or quote the value as a string',
                            };
                    }
                    if (next === '.' || next === 'e' || next === 'E')
                        return {
                            offset: i,
                            message: 'this number is cut short: digits must follow its . or e',
                            fix: 'write digits after it: 1.0, 1e3',
                        };
                    i = NUMBER.lastIndex;
                    expect = 'after-value';
                    break;
                }
                WORD.lastIndex = i;
                if (WORD.test(text)) {
                    const word = text.slice(i, WORD.lastIndex);
                    if (word === 'true' || word === 'false' || word === 'null') {
                        i = WORD.lastIndex;
                        expect = 'after-value';
                        break;
                    }
                    return {
                        offset: i,
                        message: `unquoted text '${word}' is not a JSON value`,
                        fix: `quote it: "${word}" (JSON knows only true, false and null unquoted)`,
                    };
                }
                return trailingComma(text, i, c) ?? unexpected(text, i, 'a value');
            case 'first-key':
            case 'key':
                if (expect === 'first-key' && c === '}') {
                    json_syntax_close(open, openedAt);
                    i++;
                    expect = 'after-value';
                    break;
                }
                if (c === '"') {
                    const end = scanString(text, i);
                    if (typeof end !== 'number')
                        return end;
                    i = end;
                    expect = 'colon';
                    break;
                }
                WORD.lastIndex = i;
                if (WORD.test(text)) {
                    const word = text.slice(i, WORD.lastIndex);
                    return { offset: i, message: `property name ${word} is not quoted`, fix: `write it in double quotes: "${word}"` };
                }
                return trailingComma(text, i, c) ?? unexpected(text, i, 'a property name in double quotes');
            case 'colon':
                if (c !== ':')
                    return unexpected(text, i, "':' after the property name");
                i++;
                expect = 'value';
                break;
            case 'after-value': {
                const container = open.at(-1);
                const closer = container === '{' ? '}' : ']';
                if (c === ',') {
                    i++;
                    expect = container === '{' ? 'key' : 'value';
                    break;
                }
                if (c === closer) {
                    json_syntax_close(open, openedAt);
                    i++;
                    break;
                }
                const what = container === '{' ? 'property' : 'item';
                if (c === '"' || c === '{' || c === '[' || c === '-' || (c >= '0' && c <= '9') || /[A-Za-z]/.test(c)) {
                    return {
                        offset: i,
                        message: `missing comma before this ${what}`,
                        fix: `put a ',' between the ${what === 'item' ? 'items' : 'properties'}`,
                    };
                }
                if (c === '}' || c === ']') {
                    const line = lineOf(text, openedAt.at(-1));
                    return {
                        offset: i,
                        message: `'${c}' does not match the '${container}' opened on line ${line}`,
                        fix: `close that '${container}' with '${closer}' first, or remove this '${c}'`,
                    };
                }
                return unexpected(text, i, `',' or '${closer}'`);
            }
        }
    }
}
/** 1-based line and column of an offset. */
function lineAndColumn(text, offset) {
    let line = 1;
    let start = 0;
    for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
        line += 1;
        start = at + 1;
    }
    return { line, col: offset - start + 1 };
}
function lineOf(text, offset) {
    return lineAndColumn(text, offset).line;
}
function json_syntax_close(open, openedAt) {
    open.pop();
    openedAt.pop();
}
/** A '}' or ']' right after a ',' (blanks between): the comma is the mistake, and where it is shown. */
function trailingComma(text, i, c) {
    if (c !== '}' && c !== ']')
        return null;
    let j = i - 1;
    while (j >= 0 && WHITESPACE.has(text[j]))
        j--;
    if (text[j] !== ',')
        return null;
    return { offset: j, message: `trailing comma before '${c}'`, fix: 'remove this comma: JSON allows no comma after the last item' };
}
/** The end offset of the string starting at `start` (its opening quote), or the mistake in it. */
function scanString(text, start) {
    for (let i = start + 1; i < text.length; i++) {
        const c = text[i];
        if (c === '"')
            return i + 1;
        if (c === '\\') {
            const e = text[i + 1];
            if (e === 'u') {
                if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)))
                    return { offset: i, message: 'a \\u escape needs four hex digits', fix: 'write it as \\u00e9, or the character itself' };
                i += 5;
            }
            else if (e !== undefined && '"\\/bfnrt'.includes(e)) {
                i += 1;
            }
            else {
                return {
                    offset: i,
                    message: `invalid escape \\${e ?? ''} in a string`,
                    fix: 'write a backslash as \\\\; JSON knows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX',
                };
            }
        }
        else if (c === '\n' || c === '\r') {
            return {
                offset: start,
                message: 'this string is not closed on its line',
                fix: 'add the closing double quote; write a line break inside a string as \\n',
            };
        }
        else if (c < ' ') {
            return {
                offset: i,
                message: c === '\t' ? 'a tab inside a string' : 'a control character inside a string',
                fix: c === '\t' ? 'write it as \\t' : 'write it as a \\u escape',
            };
        }
    }
    return { offset: start, message: 'this string is never closed', fix: 'add the closing double quote' };
}
function unexpected(text, i, expected) {
    const c = text[i];
    if (c === "'")
        return { offset: i, message: 'JSON strings take double quotes, not single quotes', fix: `write "text" instead of 'text'` };
    if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*'))
        return { offset: i, message: 'JSON has no comments', fix: 'remove the comment, or write the suite in YAML, which has # comments' };
    return {
        offset: i,
        message: `expected ${expected}, found ${describe(text, i)}`,
        fix: 'look for a missing comma, quote or bracket at or just before this position',
    };
}
function describe(text, i) {
    const c = text.codePointAt(i);
    const char = String.fromCodePoint(c);
    return c < 0x20 || c === 0xfeff ? `the character U+${c.toString(16).toUpperCase().padStart(4, '0')}` : `'${char}'`;
}

// EXTERNAL MODULE: ./src/suite/spec-errors.ts
var spec_errors = __webpack_require__(42049);
;// CONCATENATED MODULE: ./src/suite/read.ts
// Reads one YAML or JSON file with every position kept, so any later error can name its line and
// column. Guards hostile input: the size limit, nesting depth and alias expansion are bounded, and
// a .json file must be strict JSON. Syntax errors are reported here, in the file's own terms.






const DEFAULT_MAX_BYTES = 1024 * 1024;
/** Far deeper than any real suite (about eight levels), far shallower than the parser's stack. */
const MAX_DEPTH = 64;
const MAX_ALIAS_COUNT = 100;
/** Reads and parses `path` (shown as `file`); problems are in `errors`, never thrown. */
async function readParsedFile(path, file, maxBytes) {
    const parsed = {
        file,
        json: (0,external_node_path_.extname)(path).toLowerCase() === '.json',
        source: '',
        lineCounter: new dist/* LineCounter */.HN(),
        value: undefined,
        errors: [],
    };
    const fail = (message, fix, line = 1) => {
        parsed.errors.push({ file, line, col: line > 0 ? 1 : 0, path: '', message, fix });
        return parsed;
    };
    try {
        const info = await (0,promises_.stat)(path);
        if (info.size > maxBytes) {
            return fail(`file is ${formatBytes(info.size)}, over the limit of ${formatBytes(maxBytes)}`, 'split it into smaller files, or raise the limit with --max-bytes');
        }
        parsed.source = await (0,promises_.readFile)(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        return code === 'ENOENT'
            ? fail('no such file', 'check the path', 0)
            : fail(`cannot read: ${(0,errors/* errorMessage */.gJ)(error)}`, 'check the file permissions', 0);
    }
    try {
        parseSource(parsed);
    }
    catch (error) {
        // The parser handles most stack exhaustion itself; this catches whatever still overflows.
        if (!(error instanceof RangeError))
            throw error;
        parsed.errors.length = 0;
        fail(`nesting is too deep to read (${error.message})`, `a suite needs only a few levels; keep data under ${MAX_DEPTH} levels`);
    }
    return parsed;
}
function parseSource(parsed) {
    if (parsed.json && !isJson(parsed))
        return;
    // JSON is YAML 1.2, so once a .json file is known to be JSON, one parser gives line:col for both formats.
    // Merge keys (<<: *defaults) are common YAML for sharing expectations, so they are honoured.
    const doc = (0,dist/* parseDocument */.Tp)(parsed.source, { lineCounter: parsed.lineCounter, prettyErrors: false, merge: true });
    parsed.doc = doc;
    // Nesting the parser gave up on is the one finding: where its stack ran out decides what other
    // errors it reports past that point, so they differ from run to run and say nothing more.
    const exhausted = doc.errors.find((e) => e.code === 'RESOURCE_EXHAUSTION');
    if (exhausted) {
        const { line, col } = parsed.lineCounter.linePos(exhausted.pos[0]);
        parsed.errors.push({
            file: parsed.file,
            line,
            col,
            path: '',
            message: 'nesting is too deep to read',
            fix: `a suite needs only a few levels; keep data under ${MAX_DEPTH} levels`,
        });
        return;
    }
    const seen = new Set();
    for (const error of doc.errors) {
        const quote = error.code === 'MISSING_CHAR' ? /^Missing closing (["'])quote/.exec(error.message)?.[1] : undefined;
        const offset = (quote === undefined ? undefined : openingQuoteOffset(parsed.source, quote)) ?? error.pos[0];
        const { line, col } = parsed.lineCounter.linePos(offset);
        const key = `${line}:${col}`;
        if (seen.has(key))
            continue; // one mistake often yields several parser errors at one spot
        seen.add(key);
        parsed.errors.push({ file: parsed.file, line, col, path: '', ...describeSyntaxError(parsed, error.code, error.message, error.pos) });
    }
    if (parsed.errors.length > 0)
        return;
    const tooDeep = firstNodeDeeperThan(doc.contents, MAX_DEPTH);
    if (tooDeep) {
        parsed.errors.push({
            ...positionOf(parsed, tooDeep),
            file: parsed.file,
            path: '',
            message: `nesting is deeper than ${MAX_DEPTH} levels`,
            fix: 'flatten the data; a suite needs only a few levels',
        });
        return;
    }
    try {
        parsed.value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    }
    catch (error) {
        if (!(error instanceof ReferenceError))
            throw error;
        let alias;
        (0,dist/* visit */.YR)(doc, {
            Alias(_key, node) {
                alias = node;
                return dist/* visit */.YR.BREAK;
            },
        });
        parsed.errors.push({
            ...(alias ? positionOf(parsed, alias) : { line: 1, col: 1 }),
            file: parsed.file,
            path: '',
            message: `aliases expand to too much data (over ${MAX_ALIAS_COUNT} alias expansions): refusing a possible alias bomb`,
            fix: 'write the repeated content out, or use fewer and shallower aliases',
        });
    }
}
/**
 * A .json file must be JSON, not the YAML a JSON-looking file may also be: a mistake is reported in
 * JSON's terms ("trailing comma before '}'") at its line and column. JSON.parse decides; the
 * scanner explains.
 */
function isJson(parsed) {
    const bom = parsed.source.startsWith('\uFEFF') ? 1 : 0; // editors may write one; JSON readers may skip it
    const text = parsed.source.slice(bom);
    try {
        JSON.parse(text);
        return true;
    }
    catch (error) {
        if (!(error instanceof SyntaxError))
            throw error;
        const found = findJsonSyntaxError(text) ?? {
            // The scanner and JSON.parse disagree: fall back to the engine's words, without the quoted source.
            offset: Number(/at position (\d+)/.exec(error.message)?.[1] ?? 0),
            message: error.message.replace(/, ".*" is not valid JSON$/s, '').replace(/ in JSON at position.*$/s, ''),
            fix: 'look for a missing comma, quote or bracket at or just before this position',
        };
        parsed.errors.push({
            file: parsed.file,
            ...lineAndColumn(parsed.source, found.offset + bom),
            path: '',
            message: `JSON syntax error: ${found.message}`,
            fix: found.fix,
        });
        return false;
    }
}
function describeSyntaxError(parsed, code, message, pos) {
    const kind = parsed.json ? 'JSON' : 'YAML';
    switch (code) {
        case 'DUPLICATE_KEY':
            return { message: `${kind} syntax error: duplicate key '${keyTextAt(parsed, pos[0])}'`, fix: 'remove or rename one of the two keys' };
        case 'MULTIPLE_DOCS':
            return {
                message: `${kind} syntax error: more than one document in the file`,
                fix: 'put each suite in its own file, without a second ---',
            };
        case 'TAB_AS_INDENT':
            return { message: `${kind} syntax error: tabs are not allowed as indentation`, fix: 'indent with spaces' };
        default:
            if (code === 'MISSING_CHAR' && /^Missing closing .quote/.test(message)) {
                return { message: `${kind} syntax error: this quoted string is never closed`, fix: 'add the closing quote' };
            }
            return {
                message: `${kind} syntax error: ${message}`,
                fix: parsed.json
                    ? 'look for a missing comma, quote or bracket at or just before this position'
                    : 'check the indentation, colons and quotes at or just before this position',
            };
    }
}
function keyTextAt(parsed, offset) {
    let text;
    if (parsed.doc) {
        (0,dist/* visit */.YR)(parsed.doc, {
            Pair(_key, pair) {
                if ((0,dist/* isScalar */.jn)(pair.key) && pair.key.range?.[0] === offset) {
                    text = String(pair.key.value);
                    return dist/* visit */.YR.BREAK;
                }
                return undefined;
            },
        });
    }
    return text ?? parsed.source.slice(offset, offset + 1);
}
/**
 * The parser notices an unclosed quote only at the end of the file; the opening quote is where the
 * mistake is. The string runs to the end, so the opening quote is the last unescaped one.
 */
function openingQuoteOffset(source, quote) {
    for (let i = source.length - 1; i >= 0; i--) {
        if (source[i] !== quote)
            continue;
        if (quote === '"' && source[i - 1] === '\\')
            continue;
        if (quote === "'" && source[i - 1] === "'") {
            i -= 1; // an escaped '' inside the string
            continue;
        }
        return i;
    }
    return undefined;
}
/** Iterative, so hostile nesting cannot overflow the stack here. */
function firstNodeDeeperThan(root, limit) {
    const stack = [{ node: root, depth: 0 }];
    while (stack.length > 0) {
        const { node, depth } = stack.pop();
        if ((0,dist/* isCollection */.P3)(node)) {
            if (depth + 1 > limit)
                return node;
            for (const item of node.items)
                stack.push({ node: item, depth: depth + 1 });
        }
        else if ((0,dist/* isPair */.tO)(node)) {
            stack.push({ node: node.key, depth }, { node: node.value, depth });
        }
    }
    return undefined;
}
function formatBytes(bytes) {
    const units = [
        ['MiB', 1024 * 1024],
        ['KiB', 1024],
    ];
    for (const [unit, size] of units) {
        if (bytes >= size)
            return `${Number((bytes / size).toFixed(1))} ${unit}`;
    }
    return `${bytes} bytes`;
}
// ---------------------------------------------------------------------------------------------
// Locating paths in the document
/** An error at the node of `path`, or at the deepest part of the path that exists. */
function errorAt(parsed, path, message, fix) {
    return { ...positionOf(parsed, nodeAt(parsed, path).node), file: parsed.file, path: (0,spec_errors/* formatPath */.jV)(path), message, fix };
}
/** The deepest node along `path` (the whole path when it exists). */
function nodeAt(parsed, path) {
    let node = resolveAlias(parsed, parsed.doc?.contents ?? undefined);
    for (const key of path) {
        const child = childNode(parsed, node, key);
        if (!child)
            return { node, complete: false };
        node = child;
    }
    return { node, complete: true };
}
function childNode(parsed, node, key) {
    if ((0,dist/* isMap */.jh)(node)) {
        const pair = node.items.find((item) => (0,dist/* isScalar */.jn)(item.key) && String(item.key.value) === String(key));
        return resolveAlias(parsed, (pair?.value ?? undefined)) ?? pair?.key;
    }
    if ((0,dist/* isSeq */.oP)(node) && typeof key === 'number')
        return resolveAlias(parsed, node.items[key]);
    return undefined;
}
function keyNodeAt(parsed, path, key) {
    const { node, complete } = nodeAt(parsed, path);
    if (!complete || !(0,dist/* isMap */.jh)(node))
        return undefined;
    const pair = node.items.find((item) => (0,dist/* isScalar */.jn)(item.key) && String(item.key.value) === key);
    return pair?.key;
}
function resolveAlias(parsed, node) {
    if ((0,dist/* isAlias */.Vj)(node) && parsed.doc)
        return node.resolve(parsed.doc) ?? node;
    return node;
}
function positionOf(parsed, node) {
    const offset = node?.range?.[0];
    if (offset === undefined)
        return { line: 1, col: 1 };
    return parsed.lineCounter.linePos(offset);
}
function valueAt(root, path) {
    let current = root;
    for (const key of path) {
        if (Array.isArray(current) && typeof key === 'number')
            current = current[key];
        else if (isRecord(current))
            current = current[String(key)];
        else
            return undefined;
    }
    return current;
}
function hasKey(root, path) {
    const parent = valueAt(root, path.slice(0, -1));
    const key = path[path.length - 1];
    return key !== undefined && isRecord(parent) && Object.hasOwn(parent, String(key));
}
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}


/***/ }),

/***/ 42049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ge: () => (/* binding */ describeExpected),
/* harmony export */   Jr: () => (/* binding */ sortByPosition),
/* harmony export */   Qr: () => (/* binding */ typeFix),
/* harmony export */   bi: () => (/* binding */ closestKey),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   jV: () => (/* binding */ formatPath),
/* harmony export */   rB: () => (/* binding */ formatSpecError)
/* harmony export */ });
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23772);
// How a mistake in a suite (or any data file read like one) is told: where it is, what is wrong and
// the fix, in words a suite author knows ("a list", "a mapping"), with a "did you mean" for a typo.

/** `file:line:col: message (fix)`; the position is left out when the error has none. */
function formatSpecError(error) {
    const where = error.line > 0 ? `${error.file}:${error.line}:${error.col}` : error.file;
    return `${where}: ${error.message}${error.fix ? ` (${error.fix})` : ''}`;
}
/** `tests[0].turns[1].expected["args.partial"]`: dotted keys are bracketed so the path stays unambiguous. */
function formatPath(path) {
    return path
        .map((key, index) => {
        if (typeof key === 'number')
            return `[${key}]`;
        if (/^[A-Za-z_$][\w$]*$/.test(key))
            return index === 0 ? key : `.${key}`;
        return `[${JSON.stringify(key)}]`;
    })
        .join('');
}
/** In the order a reader meets them in the file. */
function sortByPosition(errors) {
    return [...errors].sort((a, b) => a.line - b.line || a.col - b.col);
}
/** The allowed key closest to a typo, when it is close enough to be the likely intent. */
function closestKey(key, allowed) {
    // A dotted key written without its prefix, e.g. options_contains for node_descriptor.options_contains.
    return (0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_0__/* .didYouMean */ .a)(key, allowed) ?? allowed.find((candidate) => candidate.endsWith(`.${key}`));
}
/** A schema's type name (zod's, plus `int`) as a suite author would say it. */
function describeExpected(expected) {
    switch (expected) {
        case 'string':
            return 'a string';
        case 'int':
            return 'an integer';
        case 'number':
            return 'a number';
        case 'boolean':
            return 'true or false';
        case 'array':
            return 'a list';
        case 'object':
        case 'record':
            return 'a mapping';
        default:
            return expected;
    }
}
/** How to write a value of the expected type, given the value that was written. */
function typeFix(expected, value) {
    switch (expected) {
        case 'string':
            return typeof value === 'number' || typeof value === 'boolean' ? `quote it: "${String(value)}"` : 'write a text value';
        case 'int':
            return 'write a whole number without quotes';
        case 'number':
            return 'write a number without quotes';
        case 'boolean':
            return 'write true or false without quotes';
        case 'array':
            return 'write a list: one "- item" per line, or [a, b]';
        case 'object':
        case 'record':
            return 'write a mapping of key: value lines';
        default:
            return `write ${describeExpected(expected)}`;
    }
}
/** The value that was written, briefly: `the string "abc"`, `the number 3`, `a list`. */
function describeValue(value) {
    if (value === undefined)
        return 'nothing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'a list';
    if (typeof value === 'object')
        return 'a mapping';
    if (typeof value === 'string')
        return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    return `${typeof value === 'number' ? 'the number ' : ''}${String(value)}`;
}


/***/ })

};
