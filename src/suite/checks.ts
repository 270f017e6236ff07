// Checks a parsed suite: the version first; then what a schema cannot say (ids unique within a
// suite and across files, patterns the linear-time engine can run); then the schema, its zod issues
// turned into located errors in a suite author's words.
import { z } from 'zod';
import { errorMessage } from '../errors.ts';
import { compilePattern, PatternError } from './pattern.ts';
import { CHECKS_NOTHING, SIMULATION_DEFAULT_MAX_TURNS, SuiteSchema, type Suite } from './suite-schema.ts';
import { closestKey, describeExpected, describeValue, formatPath, typeFix, type PathKey, type SpecError } from './spec-errors.ts';
import { errorAt, hasKey, isRecord, keyNodeAt, nodeAt, positionOf, valueAt, type ParsedFile } from './read.ts';

/** Marks messages zod wrote itself; messages written in the schema are kept as they are. */
const DEFAULT_MESSAGE = '\u0000default';

/** Adds the suite's errors to `parsed.errors`; the suite when it is valid. */
export function checkSuite(parsed: ParsedFile): { suite?: Suite } {
  if (parsed.errors.length > 0) return {};
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
  if (isRecord(value)) {
    // Another version may have another shape, so its key errors would only be noise.
    if (value.version !== undefined && value.version !== 'v1') {
      parsed.errors.push(
        errorAt(
          parsed,
          ['version'],
          `version: unsupported suite spec version ${JSON.stringify(value.version)}; this tool reads only "v1"`,
          'set version: v1',
        ),
      );
      return {};
    }
    if (value.version === undefined) {
      parsed.errors.push(errorAt(parsed, [], "missing required key 'version'", 'add version: v1 at the top of the file'));
    }
    parsed.errors.push(...duplicateIdErrors(parsed, value), ...patternErrors(parsed, value), ...conversationKindErrors(parsed, value));
  }
  const result = SuiteSchema.safeParse(value, { error: () => DEFAULT_MESSAGE });
  parsed.errors.push(...protoKeyErrors(parsed));
  if (!result.success) {
    const issues = result.error.issues.filter((issue) => !(issue.path.length === 1 && issue.path[0] === 'version')); // reported above
    parsed.errors.push(...schemaErrors(parsed, issues, SuiteSchema));
    return {};
  }
  // The suite is the file's own data, as validated: zod leaves a `__proto__` key out of the records
  // it returns (args.partial, seeded facts, criteria_min, metadata), and every key of a suite is data.
  // (The schema has no defaults or transforms, so its output would differ in nothing else.)
  return { suite: value as Suite };
}

/**
 * zod never looks at a `__proto__` key of a record (a strict object reports it as unknown), so its
 * value is checked here against the record's value schema.
 */
function protoKeyErrors(parsed: ParsedFile): SpecError[] {
  const errors: SpecError[] = [];
  const seen = new Set<object>(); // aliases can share (or loop back to) a node
  const stack: PathKey[][] = [[]];
  while (stack.length > 0) {
    const path = stack.pop() as PathKey[];
    const value = valueAt(parsed.value, path);
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) value.forEach((_, i) => stack.push([...path, i]));
    if (!isRecord(value)) continue;
    for (const key of Object.keys(value)) stack.push([...path, key]);
    if (!Object.hasOwn(value, '__proto__')) continue;
    const container = schemaAt(SuiteSchema, path);
    const options = container instanceof z.ZodUnion ? (container.options as z.ZodType[]).map(unwrap) : [container];
    const record = options.find((option) => option instanceof z.ZodRecord);
    if (!(record instanceof z.ZodRecord)) continue;
    const valueSchema = record.valueType as z.ZodType;
    const checked = valueSchema.safeParse(value.__proto__, { error: () => DEFAULT_MESSAGE });
    if (!checked.success)
      errors.push(
        ...schemaErrors(
          parsed,
          checked.error.issues.map((issue) => ({ ...issue, path: [...path, '__proto__', ...issue.path] })),
          SuiteSchema,
        ),
      );
  }
  return errors;
}

/**
 * A suite_id names the suite in results and baselines, so it must be unique across files: every
 * file after the first that claims one gets the error.
 */
export function checkUniqueSuiteIds(files: ReadonlyArray<{ file: string; parsed: ParsedFile }>): void {
  const owners = new Map<string, { file: string; id: string }>();
  for (const { file, parsed } of files) {
    const suiteId = suiteIdOf(parsed.value);
    if (suiteId === undefined) continue;
    const owner = owners.get(idKey(suiteId));
    if (owner === undefined) owners.set(idKey(suiteId), { file, id: suiteId });
    else
      parsed.errors.push(
        errorAt(
          parsed,
          ['suite_id'],
          `suite_id: duplicate suite_id '${suiteId}', already the suite_id of ${owner.file}${twinNote(suiteId, owner.id)}`,
          'give every suite its own suite_id',
        ),
      );
  }
}

/**
 * Ids are compared in Unicode NFC: "café" typed as é (U+00E9) and as e + U+0301 look the same
 * everywhere they are shown, and results are matched on the NFC form (results/read.ts), so two
 * such ids are one id written twice.
 */
function idKey(id: string): string {
  return id.normalize('NFC');
}

/** Said when two ids differ only in their Unicode form, which no one could see. */
function twinNote(id: string, first: string): string {
  if (id === first) return '';
  return ` (the same text in another Unicode form: ${codePoints(id)} vs ${codePoints(first)}; write both the same way, e.g. with precomposed characters)`;
}

function codePoints(id: string): string {
  return [...id]
    .filter((c) => c.codePointAt(0)! > 0x7f)
    .map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
    .join(' ');
}

function suiteIdOf(value: unknown): string | undefined {
  return isRecord(value) && typeof value.suite_id === 'string' && value.suite_id !== '' ? value.suite_id : undefined;
}

function duplicateIdErrors(parsed: ParsedFile, suite: Record<string, unknown>): SpecError[] {
  const errors: SpecError[] = [];
  const tests = Array.isArray(suite.tests) ? suite.tests : [];
  const testIds = new Map<string, number>();
  tests.forEach((test: unknown, testIndex) => {
    if (!isRecord(test)) return;
    if (typeof test.test_id === 'string') {
      const first = testIds.get(idKey(test.test_id));
      if (first === undefined) testIds.set(idKey(test.test_id), testIndex);
      else {
        const path = ['tests', testIndex, 'test_id'];
        const firstLine = positionOf(parsed, nodeAt(parsed, ['tests', first, 'test_id']).node).line;
        const firstId = (tests[first] as Record<string, unknown>).test_id as string;
        errors.push(
          errorAt(
            parsed,
            path,
            `${formatPath(path)}: duplicate test_id '${test.test_id}', also used by tests[${first}] on line ${firstLine}${twinNote(test.test_id, firstId)}`,
            'give every test in a suite its own test_id',
          ),
        );
      }
    }
    const turns = Array.isArray(test.turns) ? test.turns : [];
    const turnIds = new Map<string, number>();
    turns.forEach((turn: unknown, turnIndex) => {
      if (!isRecord(turn) || typeof turn.turn_id !== 'string') return;
      const first = turnIds.get(idKey(turn.turn_id));
      if (first === undefined) {
        turnIds.set(idKey(turn.turn_id), turnIndex);
        return;
      }
      const path = ['tests', testIndex, 'turns', turnIndex, 'turn_id'];
      const firstLine = positionOf(parsed, nodeAt(parsed, ['tests', testIndex, 'turns', first, 'turn_id']).node).line;
      const firstId = (turns[first] as Record<string, unknown>).turn_id as string;
      errors.push(
        errorAt(
          parsed,
          path,
          `${formatPath(path)}: duplicate turn_id '${turn.turn_id}', also used by turns[${first}] on line ${firstLine}${twinNote(turn.turn_id, firstId)}`,
          'give every turn in a test its own turn_id',
        ),
      );
    });
  });
  return errors;
}

/**
 * A test is scripted (`turns`) or simulated (`simulation`), never both, never neither; and a
 * simulation's turn bounds must leave room for the goal (min_turns and every `within` inside
 * max_turns).
 */
function conversationKindErrors(parsed: ParsedFile, suite: Record<string, unknown>): SpecError[] {
  const errors: SpecError[] = [];
  const tests = Array.isArray(suite.tests) ? suite.tests : [];
  const defaults = isRecord(suite.defaults) ? suite.defaults : {};
  const defaultMax = typeof defaults.max_turns === 'number' ? defaults.max_turns : SIMULATION_DEFAULT_MAX_TURNS;
  tests.forEach((test: unknown, testIndex) => {
    if (!isRecord(test)) return;
    const at = ['tests', testIndex];
    if (hasKey(parsed.value, [...at, 'turns']) && hasKey(parsed.value, [...at, 'simulation'])) {
      const key = keyNodeAt(parsed, at, 'simulation');
      errors.push({
        ...errorAt(
          parsed,
          [...at, 'simulation'],
          `${formatPath(at)}: has both turns and simulation; a test is either scripted (turns) or simulated (simulation)`,
          'move the scripted turns or the simulation into a test of its own',
        ),
        ...(key ? positionOf(parsed, key) : {}),
      });
    } else if (!hasKey(parsed.value, [...at, 'turns']) && !hasKey(parsed.value, [...at, 'simulation'])) {
      errors.push(
        errorAt(
          parsed,
          at,
          `${formatPath(at)}: has neither turns nor simulation, so it plays nothing`,
          'add turns (a scripted conversation) or simulation (a simulated user with a goal)',
        ),
      );
    }
    const simulation = test.simulation;
    if (!isRecord(simulation)) return;
    const max = typeof simulation.max_turns === 'number' ? simulation.max_turns : defaultMax;
    const maxFrom = typeof simulation.max_turns === 'number' ? 'max_turns' : 'the default max_turns';
    if (typeof simulation.min_turns === 'number' && simulation.min_turns > max) {
      const path = [...at, 'simulation', 'min_turns'];
      errors.push(
        errorAt(
          parsed,
          path,
          `${formatPath(path)}: ${simulation.min_turns} is more than ${maxFrom} ${max}, so the goal could never be reached`,
          'lower min_turns or raise max_turns',
        ),
      );
    }
    const within = Array.isArray(simulation.within) ? simulation.within : [];
    within.forEach((entry: unknown, index) => {
      if (!isRecord(entry) || typeof entry.turns !== 'number' || entry.turns <= max) return;
      const path = [...at, 'simulation', 'within', index, 'turns'];
      errors.push(
        errorAt(
          parsed,
          path,
          `${formatPath(path)}: ${entry.turns} is more than ${maxFrom} ${max}, so it could never be checked`,
          'lower turns or raise max_turns',
        ),
      );
    });
  });
  return errors;
}

function patternErrors(parsed: ParsedFile, suite: Record<string, unknown>): SpecError[] {
  const errors: SpecError[] = [];
  const check = (assertions: unknown, at: PathKey[]): void => {
    if (!isRecord(assertions) || !Array.isArray(assertions.assistant_matches)) return;
    assertions.assistant_matches.forEach((pattern: unknown, index) => {
      if (typeof pattern !== 'string') return; // the schema reports the type
      try {
        compilePattern(pattern);
      } catch (error) {
        const path = [...at, 'assistant_matches', index];
        errors.push(
          errorAt(
            parsed,
            path,
            `${formatPath(path)}: ${errorMessage(error)}`,
            error instanceof PatternError
              ? error.fix
              : 'fix the pattern, escaping special characters such as ( [ . with a backslash; flags go after a closing slash: /pattern/i',
          ),
        );
      }
    });
  };
  const tests = Array.isArray(suite.tests) ? suite.tests : [];
  tests.forEach((test: unknown, testIndex) => {
    if (!isRecord(test)) return;
    check(test.final_assertions, ['tests', testIndex, 'final_assertions']);
    if (isRecord(test.simulation)) {
      check(test.simulation.success_when, ['tests', testIndex, 'simulation', 'success_when']);
      check(test.simulation.invariants, ['tests', testIndex, 'simulation', 'invariants']);
    }
    const turns = Array.isArray(test.turns) ? test.turns : [];
    turns.forEach((turn: unknown, turnIndex) => {
      if (isRecord(turn)) check(turn.expected, ['tests', testIndex, 'turns', turnIndex, 'expected']);
    });
  });
  return errors;
}

/** Validates any data file's value against `schema`; its issues become located errors. */
export function checkData<T>(parsed: ParsedFile, schema: z.ZodType<T>): { value: T | undefined; errors: SpecError[] } {
  const result = schema.safeParse(parsed.value, { error: () => DEFAULT_MESSAGE });
  if (result.success) return { value: result.data, errors: [] };
  return { value: undefined, errors: schemaErrors(parsed, result.error.issues, schema) };
}

// ---------------------------------------------------------------------------------------------
// Turning zod issues into located errors

/** An error plus what it says about keys, so a typo is reported once, not also as a missing key. */
type IssueError = SpecError & { missingKey?: string; suggestedKey?: string };

function schemaErrors(parsed: ParsedFile, issues: readonly z.core.$ZodIssue[], schema: z.ZodType): SpecError[] {
  const errors = issues.flatMap((issue) => issueErrors(parsed, issue, [], schema));
  const suggested = new Set(errors.map((e) => e.suggestedKey).filter((key) => key !== undefined));
  return errors
    .filter((e) => e.missingKey === undefined || !suggested.has(e.missingKey))
    .map(({ missingKey: _missing, suggestedKey: _suggested, ...error }) => error);
}

function issueErrors(parsed: ParsedFile, issue: z.core.$ZodIssue, base: PathKey[], baseSchema: z.ZodType): IssueError[] {
  const relativePath = issue.path.filter((key): key is PathKey => typeof key !== 'symbol');
  const path = [...base, ...relativePath];
  const schema = schemaAt(baseSchema, relativePath);
  const value = valueAt(parsed.value, path);
  const custom = issue.message !== DEFAULT_MESSAGE ? issue.message : undefined;
  const prefix = path.length > 0 ? `${formatPath(path)}: ` : '';

  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = schema ? objectKeys(schema) : [];
      return issue.keys.map((key) => {
        const suggestion = closestKey(key, allowed);
        const where = path.length > 0 ? ` in ${formatPath(path)}` : '';
        const located = keyNodeAt(parsed, path, key);
        return {
          ...(located ? positionOf(parsed, located) : positionOf(parsed, nodeAt(parsed, path).node)),
          file: parsed.file,
          path: formatPath([...path, key]),
          message: `unknown key '${key}'${where}${suggestion ? `; did you mean '${suggestion}'?` : ''}`,
          fix: `keys allowed here: ${allowed.join(', ')}`,
          ...(suggestion ? { suggestedKey: formatPath([...path, suggestion]) } : {}),
        };
      });
    }
    case 'invalid_union': {
      // Report the issues of the one alternative whose type matches, e.g. a list of facts with a typo.
      const options = schema instanceof z.ZodUnion ? (schema.options as z.ZodType[]) : [];
      const matching = issue.errors
        .map((branch, index) => ({ branch, option: options[index] }))
        .filter(({ branch }) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0));
      const only = matching.length === 1 ? matching[0] : undefined;
      if (only?.option) return only.branch.flatMap((inner) => issueErrors(parsed, inner, path, only.option as z.ZodType));
      const expected = options.map(describeSchema).join(' or ');
      return [errorAt(parsed, path, `${prefix}${custom ?? `expected ${expected}, got ${describeValue(value)}`}`, `write ${expected} here`)];
    }
    case 'invalid_type': {
      const key = path[path.length - 1];
      if (value === undefined && key !== undefined && !hasKey(parsed.value, path)) {
        const parent = path.slice(0, -1);
        const kind = schema && !(schema instanceof z.ZodUnknown) ? describeSchema(schema) : undefined;
        return [
          {
            ...errorAt(
              parsed,
              parent,
              `${parent.length > 0 ? `${formatPath(parent)}: ` : ''}${custom ?? `missing required key '${key}'`}`,
              `add the key '${key}'${kind ? ` with ${kind} value` : ''}`,
            ),
            path: formatPath(path),
            missingKey: formatPath(path),
          },
        ];
      }
      // z.int() reports its expected type as number; say integer, as the schema does.
      const expectedType = schema instanceof z.ZodNumber && schema.isInt ? 'int' : issue.expected;
      const expected = describeExpected(expectedType);
      return [
        errorAt(parsed, path, `${prefix}${custom ?? `expected ${expected}, got ${describeValue(value)}`}`, typeFix(expectedType, value)),
      ];
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const limit = Number(small ? issue.minimum : issue.maximum);
      const bound = issue.inclusive ? (small ? 'at least' : 'at most') : small ? 'more than' : 'less than';
      const text =
        issue.origin === 'array'
          ? `needs ${bound} ${limit} item${limit === 1 ? '' : 's'}`
          : issue.origin === 'string'
            ? `must be ${bound} ${limit} character${limit === 1 ? '' : 's'} long`
            : `must be ${bound} ${limit}, got ${describeValue(value)}`;
      const checksNothingFix =
        issue.origin === 'array'
          ? 'list at least one item to check, or remove the key'
          : 'write the text to check for, or remove this item';
      const fix =
        custom === CHECKS_NOTHING
          ? checksNothingFix
          : issue.origin === 'array'
            ? `give it ${bound} ${limit} item${limit === 1 ? '' : 's'}`
            : issue.origin === 'string'
              ? `write ${bound} ${limit} character${limit === 1 ? '' : 's'}`
              : `use a value of ${bound} ${limit}`;
      return [errorAt(parsed, path, `${prefix}${custom ?? text}`, fix)];
    }
    case 'invalid_value': {
      const allowed = issue.values.map((v) => JSON.stringify(v)).join(', ');
      return [
        errorAt(parsed, path, `${prefix}${custom ?? `must be one of ${allowed}, got ${describeValue(value)}`}`, `use one of ${allowed}`),
      ];
    }
    default:
      return [
        errorAt(
          parsed,
          path,
          `${prefix}${custom ?? `is not valid here (${issue.code})`}`,
          'check it against the suite JSON Schema printed by agent-eval schema',
        ),
      ];
  }
}

/** The zod schema that describes the value at `path`, looking through optional, arrays, records, unions. */
function schemaAt(schema: z.ZodType, path: PathKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    current = current ? childSchema(unwrap(current), key) : undefined;
  }
  return current ? unwrap(current) : undefined;
}

function childSchema(schema: z.ZodType, key: PathKey): z.ZodType | undefined {
  if (schema instanceof z.ZodObject) return (schema.shape as Record<string, z.ZodType>)[String(key)];
  if (schema instanceof z.ZodArray) return schema.element as z.ZodType;
  if (schema instanceof z.ZodRecord) return schema.valueType as z.ZodType;
  if (schema instanceof z.ZodUnion) {
    for (const option of schema.options as z.ZodType[]) {
      const child = childSchema(unwrap(option), key);
      if (child) return child;
    }
  }
  return undefined;
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

function objectKeys(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : [];
}

function describeSchema(schema: z.ZodType): string {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodArray) return 'a list';
  if (inner instanceof z.ZodObject || inner instanceof z.ZodRecord) return 'a mapping';
  return describeExpected(inner.type);
}
