import { mkdtemp, mkdir, readFile, rm, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadSuites, readDataFile } from '../../src/suite/loader.ts';
import { closestKey, formatSpecError } from '../../src/suite/spec-errors.ts';
import { compilePattern } from '../../src/suite/pattern.ts';
import { testSpecHash } from '../../src/suite/hash.ts';
import { ASSERTION_KEYS } from '../../src/suite/suite-schema.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const INVALID = 'test/fixtures/suite/invalid';
const VALID = 'test/fixtures/suite/valid';

const load = (inputs: string[], options: { cwd?: string; maxBytes?: number } = {}) => loadSuites(inputs, { cwd: root, ...options });
const lines = (result: { errors: Parameters<typeof formatSpecError>[0][] }) => result.errors.map(formatSpecError);

const temps: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-eval-spec-'));
  temps.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const MINIMAL = (suiteId: string) => `version: v1
suite_id: ${suiteId}
tests:
  - test_id: hello
    initial_node_id: start
    turns:
      - turn_id: t1
        user_input: Hello
`;

// One file per mistake, with the exact line a user sees.
const INVALID_FIXTURES: Array<[string, string[]]> = [
  [
    'alias-bomb.yaml',
    [
      `${INVALID}/alias-bomb.yaml:5:8: aliases expand to too much data (over 100 alias expansions): refusing a possible alias bomb (write the repeated content out, or use fewer and shallower aliases)`,
    ],
  ],
  [
    'deep-nesting.yaml',
    [`${INVALID}/deep-nesting.yaml:4:71: nesting is deeper than 64 levels (flatten the data; a suite needs only a few levels)`],
  ],
  [
    'duplicate-key.yaml',
    [`${INVALID}/duplicate-key.yaml:6:5: YAML syntax error: duplicate key 'initial_node_id' (remove or rename one of the two keys)`],
  ],
  [
    'empty-assertion-list.yaml',
    [
      `${INVALID}/empty-assertion-list.yaml:10:31: tests[0].turns[0].expected.assistant_contains: is empty, so it checks nothing (list at least one item to check, or remove the key)`,
      `${INVALID}/empty-assertion-list.yaml:11:22: tests[0].turns[0].expected.facts_add: is empty, so it checks nothing (list at least one item to check, or remove the key)`,
    ],
  ],
  [
    'duplicate-test-id.yaml',
    [
      `${INVALID}/duplicate-test-id.yaml:9:14: tests[1].test_id: duplicate test_id 'greeting', also used by tests[0] on line 4 (give every test in a suite its own test_id)`,
    ],
  ],
  [
    'duplicate-turn-id.yaml',
    [
      `${INVALID}/duplicate-turn-id.yaml:9:18: tests[0].turns[1].turn_id: duplicate turn_id 't1', also used by turns[0] on line 7 (give every turn in a test its own turn_id)`,
    ],
  ],
  [
    'invalid-regex.yaml',
    [
      `${INVALID}/invalid-regex.yaml:10:42: tests[0].turns[0].expected.assistant_matches[1]: invalid regular expression "/order (\\\\d+/i": missing closing ): \`order (\\d+\` (fix the pattern in RE2 syntax, escaping special characters such as ( [ . with a backslash; flags go after a closing slash: /pattern/i)`,
    ],
  ],
  [
    'regex-backreference.yaml',
    [
      `${INVALID}/regex-backreference.yaml:10:31: tests[0].turns[0].expected.assistant_matches[0]: the backreference \\1 in "/(\\\\w+) \\\\1/i" is not supported by the linear-time engine (RE2 syntax) (rewrite the pattern without \\1, for example by repeating the group's pattern)`,
    ],
  ],
  [
    'json-syntax.json',
    [`${INVALID}/json-syntax.json:7:7: JSON syntax error: missing comma before this property (put a ',' between the properties)`],
  ],
  [
    'json-trailing-comma.json',
    [
      `${INVALID}/json-trailing-comma.json:8:60: JSON syntax error: trailing comma before '}' (remove this comma: JSON allows no comma after the last item)`,
    ],
  ],
  [
    'missing-key.yaml',
    [
      `${INVALID}/missing-key.yaml:7:9: tests[0].turns[0]: missing required key 'user_input' (add the key 'user_input' with a string value)`,
    ],
  ],
  [
    'misspelled-required-key.yaml',
    [
      `${INVALID}/misspelled-required-key.yaml:8:9: unknown key 'user_inptu' in tests[0].turns[0]; did you mean 'user_input'? (keys allowed here: turn_id, user_input, expected, tool_results)`,
    ],
  ],
  [
    'string-instead-of-list.yaml',
    [
      `${INVALID}/string-instead-of-list.yaml:10:31: tests[0].turns[0].expected.assistant_contains: expected a list, got the string "welcome" (write a list: one "- item" per line, or [a, b])`,
    ],
  ],
  [
    'unknown-key.yaml',
    [
      `${INVALID}/unknown-key.yaml:10:11: unknown key 'next_node' in tests[0].turns[0].expected; did you mean 'next_node_id'? (keys allowed here: ${ASSERTION_KEYS.join(', ')})`,
    ],
  ],
  [
    'wrong-type.yaml',
    [`${INVALID}/wrong-type.yaml:6:11: tests[0].seed: expected an integer, got the string "42" (write a whole number without quotes)`],
  ],
  [
    'wrong-version.yaml',
    [`${INVALID}/wrong-version.yaml:1:10: version: unsupported suite spec version "v2"; this tool reads only "v1" (set version: v1)`],
  ],
  ['yaml-syntax.yaml', [`${INVALID}/yaml-syntax.yaml:8:21: YAML syntax error: this quoted string is never closed (add the closing quote)`]],
];
const DUPLICATE_SUITE_ID = `${INVALID}/duplicate-suite-id/second.yaml:2:11: suite_id: duplicate suite_id 'shared_id', already the suite_id of ${INVALID}/duplicate-suite-id/first.yaml (give every suite its own suite_id)`;

describe('invalid suites: one fixture per mistake', () => {
  it.each(INVALID_FIXTURES)('%s', async (name, expected) => {
    const result = await load([`${INVALID}/${name}`]);
    expect(lines(result)).toEqual(expected);
    expect(result.suites).toEqual([]);
    expect(result.files).toEqual([`${INVALID}/${name}`]);
  });

  it('duplicate suite_id across two files names both files and keeps the first', async () => {
    const result = await load([`${INVALID}/duplicate-suite-id`]);
    expect(lines(result)).toEqual([DUPLICATE_SUITE_ID]);
    expect(result.suites.map((s) => s.file)).toEqual([`${INVALID}/duplicate-suite-id/first.yaml`]);
  });

  it('reports every error of every file in one pass', async () => {
    const result = await load([INVALID]);
    const expected = [
      ...INVALID_FIXTURES.map(([name, errors]) => [name, errors] as const),
      ['duplicate-suite-id/second.yaml', [DUPLICATE_SUITE_ID]] as const,
    ]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .flatMap(([, errors]) => errors);
    expect(lines(result)).toEqual(expected);
    expect(result.files).toHaveLength(INVALID_FIXTURES.length + 2);
  });

  it('reports all schema errors of one file, each at its own line', async () => {
    const dir = await tempDir();
    await writeFile(
      join(dir, 'many.yaml'),
      `suite_id: ""
defaults:
  repeats: 0
  llm_judge: { modle: gpt-5 }
tests:
  - test_id: a
    initial_node_id: start
    memory:
      facts:
        - key: name
          vlaue: Ada
    turns:
      - turn_id: t1
        user_input: hi
        expected:
          tool_call: { name: process_node, args_partial: {} }
          options_contains: []
          judge_criteria: { assistant_quality_min: 2 }
          flow_completed: "yes"
  - turns: []
`,
    );
    const result = await load(['many.yaml'], { cwd: dir });
    expect(lines(result)).toEqual([
      "many.yaml:1:1: missing required key 'version' (add version: v1 at the top of the file)",
      'many.yaml:1:11: suite_id: must not be empty (write at least 1 character)',
      'many.yaml:3:12: defaults.repeats: must be at least 1, got the number 0 (use a value of at least 1)',
      "many.yaml:4:16: unknown key 'modle' in defaults.llm_judge; did you mean 'model'? (keys allowed here: model, fallback_model, criteria, panel)",
      "many.yaml:11:11: unknown key 'vlaue' in tests[0].memory.facts[0]; did you mean 'value'? (keys allowed here: key, value)",
      "many.yaml:16:44: unknown key 'args_partial' in tests[0].turns[0].expected.tool_call; did you mean 'args.partial'? (keys allowed here: name, args.partial)",
      `many.yaml:17:11: unknown key 'options_contains' in tests[0].turns[0].expected; did you mean 'node_descriptor.options_contains'? (keys allowed here: ${ASSERTION_KEYS.join(', ')})`,
      'many.yaml:18:52: tests[0].turns[0].expected.judge_criteria.assistant_quality_min: must be at most 1, got the number 2 (use a value of at most 1)',
      'many.yaml:19:27: tests[0].turns[0].expected.flow_completed: expected true or false, got the string "yes" (write true or false without quotes)',
      "many.yaml:20:5: tests[1]: missing required key 'test_id' (add the key 'test_id' with a string value)",
      "many.yaml:20:5: tests[1]: missing required key 'initial_node_id' (add the key 'initial_node_id' with a string value)",
      'many.yaml:20:12: tests[1].turns: a test needs at least one turn (give it at least 1 item)',
    ]);
    expect(result.errors.map((e) => e.path)).toContain('tests[0].turns[0].expected.tool_call.args_partial');
    expect(result.errors.map((e) => e.path)).toContain('tests[1].test_id');
  });

  it('names a union alternative that matches none of its forms', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'facts.yaml'), MINIMAL('facts').replace('    turns:', '    memory:\n      facts: 5\n    turns:'));
    expect(lines(await load(['facts.yaml'], { cwd: dir }))).toEqual([
      'facts.yaml:7:14: tests[0].memory.facts: expected a list or a mapping, got the number 5 (write a list or a mapping here)',
    ]);
  });

  it('explains an empty file and a file that is not a mapping', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'empty.yaml'), '# nothing yet\n');
    await writeFile(join(dir, 'list.yaml'), '- a\n- b\n');
    expect(lines(await load(['empty.yaml', 'list.yaml'], { cwd: dir }))).toEqual([
      'empty.yaml:1:1: the file is empty (write a suite: a mapping with version, suite_id and tests)',
      'list.yaml:1:1: expected a mapping, got a list (write a mapping of key: value lines)',
    ]);
  });
});

describe('hostile input', () => {
  it('refuses a file over the size limit without reading it', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'big.yaml'), MINIMAL('big') + `# ${'x'.repeat(1.5 * 1024 * 1024)}\n`);
    const result = await load(['big.yaml'], { cwd: dir });
    expect(lines(result)).toEqual([
      'big.yaml:1:1: file is 1.5 MiB, over the limit of 1 MiB (split it into smaller files, or raise the limit with --max-bytes)',
    ]);
  });

  it('honours a smaller maxBytes', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'small.yaml'), MINIMAL('small'));
    expect(lines(await load(['small.yaml'], { cwd: dir, maxBytes: 100 }))).toEqual([
      'small.yaml:1:1: file is 138 bytes, over the limit of 100 bytes (split it into smaller files, or raise the limit with --max-bytes)',
    ]);
    expect((await load(['small.yaml'], { cwd: dir, maxBytes: 138 })).errors).toEqual([]);
  });

  it('reports nesting too deep for the parser as one error instead of crashing', async () => {
    const dir = await tempDir();
    const depth = 20_000;
    await writeFile(join(dir, 'deep.json'), `${'['.repeat(depth)}${']'.repeat(depth)}`);
    await writeFile(join(dir, 'ok.yaml'), MINIMAL('still_loaded'));
    const result = await load(['deep.json', 'ok.yaml'], { cwd: dir });
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ file: 'deep.json', line: 1 });
    expect(result.errors[0]?.message).toMatch(/^nesting is (too deep to read|deeper than 64 levels)$/);
    expect(result.suites.map((s) => s.suite.suite_id)).toEqual(['still_loaded']);
  });
});

describe('valid suites', () => {
  it('loads the seed example exactly as written', async () => {
    const result = await load(['suites/seed-example.json']);
    expect(result.errors).toEqual([]);
    const written = JSON.parse(await readFile(join(root, 'suites/seed-example.json'), 'utf8'));
    expect(result.suites).toHaveLength(1);
    expect(result.suites[0]?.suite).toEqual(written);
    expect(result.suites[0]?.file).toBe('suites/seed-example.json');
  });

  it('loads YAML, JSON and .yml files from a directory recursively, every spec key included', async () => {
    const result = await load([VALID]);
    expect(result.errors).toEqual([]);
    expect(result.files).toEqual([`${VALID}/full.yaml`, `${VALID}/minimal.json`, `${VALID}/nested/minimal.yml`]);
    expect(result.suites.map((s) => s.suite.suite_id)).toEqual(['full_spec', 'minimal_json', 'minimal_yml']);
    const full = result.suites[0]?.suite;
    const expected = full?.tests[0]?.turns?.[0]?.expected ?? {};
    expect(Object.keys(expected).sort()).toEqual([...ASSERTION_KEYS].sort());
    // The alias repeats the first turn's assertions on the second turn.
    expect(full?.tests[0]?.turns?.[1]?.expected).toEqual(expected);
  });

  it('gives per-test hashes that include the suite defaults', async () => {
    const [loaded] = (await load([`${VALID}/full.yaml`])).suites;
    if (!loaded) throw new Error('full.yaml did not load');
    expect(Object.keys(loaded.testHashes)).toEqual(['start_handoff_path', 'memory_as_map']);
    for (const test of loaded.suite.tests) expect(loaded.testHashes[test.test_id]).toBe(testSpecHash(loaded.suite, test));
    expect(loaded.specHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('honours YAML merge keys for shared expectations', async () => {
    const dir = await tempDir();
    await writeFile(
      join(dir, 'merge.yaml'),
      `${MINIMAL('merge')}        expected: &base { next_node_id: conv_1, assistant_contains: [welcome] }
      - turn_id: t2
        user_input: Again
        expected: { <<: *base, next_node_id: conv_2 }
`,
    );
    const result = await load(['merge.yaml'], { cwd: dir });
    expect(result.errors).toEqual([]);
    expect(result.suites[0]?.suite.tests[0]?.turns?.[1]?.expected).toEqual({ next_node_id: 'conv_2', assistant_contains: ['welcome'] });
  });

  it('accepts a glob and loads each file once', async () => {
    const result = await load([`${VALID}/**/*.yml`, `${VALID}/nested`, `${VALID}/nested/minimal.yml`]);
    expect(result.errors).toEqual([]);
    expect(result.files).toEqual([`${VALID}/nested/minimal.yml`]);
  });

  it('skips the JSON Schema and quarantine files in a directory', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'suites'));
    await copyFile(join(root, 'suites/suite.schema.json'), join(dir, 'suites/suite.schema.json'));
    await writeFile(join(dir, 'suites/quarantine.yaml'), 'tests: [flaky_one]\n');
    await writeFile(join(dir, 'suites/a.yaml'), MINIMAL('a'));
    const result = await load(['suites'], { cwd: dir });
    expect(result.errors).toEqual([]);
    expect(result.files).toEqual(['suites/a.yaml']);
  });
});

describe('selecting files', () => {
  it('names inputs that select nothing', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'empty'));
    await writeFile(join(dir, 'notes.txt'), 'hello\n');
    const result = await load(['missing.yaml', 'empty', 'nothing/*.yaml', 'notes.txt'], { cwd: dir });
    expect(lines(result)).toEqual([
      'missing.yaml: no such file or directory (check the path; pass suite files, directories or globs)',
      'empty: no suite files (.yaml, .yml, .json) in this directory (add a suite file or pass the right directory)',
      'nothing/*.yaml: no suite files (.yaml, .yml, .json) match this pattern (check the pattern; quote it so the shell does not expand it)',
      'notes.txt: not a suite file: the name must end in .yaml, .yml or .json (rename the file or pass a suite file)',
    ]);
    expect(result.files).toEqual([]);
  });
});

describe('readDataFile', () => {
  const QuarantineSchema = z.strictObject({ tests: z.array(z.strictObject({ suite_id: z.string(), test_id: z.string() })) });

  it('returns the value validated by the given schema', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'quarantine.yaml'), 'tests:\n  - { suite_id: s, test_id: t }\n');
    const result = await readDataFile(join(dir, 'quarantine.yaml'), { schema: QuarantineSchema });
    expect(result).toEqual({ value: { tests: [{ suite_id: 's', test_id: 't' }] }, errors: [] });
  });

  it('locates schema errors and suggests keys like the suite loader', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'quarantine.yaml'), 'tests:\n  - { suite_id: s, tset_id: t }\n');
    const result = await readDataFile('quarantine.yaml', { cwd: dir, schema: QuarantineSchema });
    expect(result.value).toBeUndefined();
    expect(result.errors.map(formatSpecError)).toEqual([
      "quarantine.yaml:2:20: unknown key 'tset_id' in tests[0]; did you mean 'test_id'? (keys allowed here: suite_id, test_id)",
    ]);
  });

  it('applies the same guards without a schema', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'bomb.yaml'), await readFile(join(root, INVALID, 'alias-bomb.yaml'), 'utf8'));
    await writeFile(join(dir, 'data.json'), '{"a": [1, 2]}');
    expect((await readDataFile('data.json', { cwd: dir })).value).toEqual({ a: [1, 2] });
    const bomb = await readDataFile('bomb.yaml', { cwd: dir });
    expect(bomb.value).toBeUndefined();
    expect(bomb.errors.map((e) => e.message)).toEqual([
      'aliases expand to too much data (over 100 alias expansions): refusing a possible alias bomb',
    ]);
  });
});

describe('helpers', () => {
  it('compiles plain patterns and /pattern/flags', () => {
    expect(compilePattern('^Hello').test('hello')).toBe(false);
    expect(compilePattern('/^hello/i').test('Hello')).toBe(true);
    expect(compilePattern('a/b').test('a/b')).toBe(true);
    expect(() => compilePattern('/x/q')).toThrow(SyntaxError);
  });

  it('suggests only keys that are close', () => {
    expect(closestKey('next_node', ['next_node_id', 'tool_call'])).toBe('next_node_id');
    expect(closestKey('options_contains', ['node_descriptor.options_contains'])).toBe('node_descriptor.options_contains');
    expect(closestKey('banana', ['next_node_id', 'tool_call'])).toBeUndefined();
  });
});

describe('where tests and turns start', () => {
  it('knows the line of each test_id and turn_id, in YAML and in JSON', async () => {
    const dir = await tempDir();
    await writeFile(
      join(dir, 'a.yaml'),
      `version: v1
suite_id: lines
tests:
  - test_id: first
    initial_node_id: start
    turns:
      - turn_id: t1
        user_input: Hello

      - user_input: Option 2
        turn_id: t2
  - initial_node_id: start
    test_id: second
    turns:
      - turn_id: only
        user_input: Bye
`,
    );
    const json = {
      version: 'v1',
      suite_id: 'lines_json',
      tests: [{ test_id: 'j', initial_node_id: 'start', turns: [{ turn_id: 'x', user_input: 'Hi' }] }],
    };
    await writeFile(join(dir, 'b.json'), JSON.stringify(json, null, 2));
    const { suites, errors } = await loadSuites(['a.yaml', 'b.json'], { cwd: dir });
    expect(errors).toEqual([]);
    const [yaml, fromJson] = suites.map((s) => s.lines);
    expect([...yaml!.tests]).toEqual([
      ['first', 4],
      ['second', 13],
    ]);
    expect([...yaml!.turns.get('first')!]).toEqual([
      ['t1', 7],
      ['t2', 11],
    ]);
    expect([...yaml!.turns.get('second')!]).toEqual([['only', 15]]);
    expect([...fromJson!.tests]).toEqual([['j', 6]]);
    expect([...fromJson!.turns.get('j')!]).toEqual([['x', 10]]);
  });
});
