// Hostile keys are data: `__proto__`, `constructor` and `prototype` in args.partial, facts, seeded
// memory, judge criteria and agent replies are checked like any other key, through the real loader,
// normaliser and assertion engine. (In this file, objects with such keys are written as JSON text:
// in a JavaScript object literal `__proto__:` would set the prototype instead of making a key.)
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { normaliseResult } from '../../src/agent/normalise.ts';
import { runAssertions } from '../../src/assertions/registry.ts';
import { computeFactsDelta } from '../../src/runner/facts-delta.ts';
import { verdictResponseFormat } from '../../src/judge/prompt.ts';
import { parseVerdictReply } from '../../src/judge/reply.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { formatSpecError } from '../../src/suite/spec-errors.ts';
import { type Suite, SuiteSchema } from '../../src/suite/suite-schema.ts';
import { startFakeOpenAi } from '../fakes/openai-server.ts';
import { agentEval } from '../helpers/cli.ts';
import { call, observed } from './observed.ts';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agent-eval-keys-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function load(yaml: string): Promise<{ suite: Suite | undefined; errors: string[] }> {
  await writeFile(join(dir, 'keys.yaml'), yaml);
  const loaded = await loadSuites(['keys.yaml'], { cwd: dir });
  return { suite: loaded.suites[0]?.suite, errors: loaded.errors.map(formatSpecError) };
}

/** A suite with one test of one turn expecting `expected` (YAML, indented for the turn). */
function suiteExpecting(expected: string): string {
  return `version: v1\nsuite_id: keys\ntests:\n  - test_id: t\n    initial_node_id: start\n    turns:\n      - turn_id: t1\n        user_input: Hi\n        expected:\n${expected}`;
}

async function expectedOf(expected: string) {
  const { suite, errors } = await load(suiteExpecting(expected));
  expect(errors).toEqual([]);
  return suite!.tests[0]!.turns![0]!.expected!;
}

/** Facts as an agent's reply carries them, read by the normaliser. */
function agentFacts(factsJson: string) {
  return normaliseResult(JSON.parse(`{"current_node_id": "n", "memory": {"facts": ${factsJson}}}`)).facts;
}

describe('args.partial with hostile keys', () => {
  it('fails a tool call whose args lack a __proto__ the suite expects, and passes one that has it', async () => {
    const expected = await expectedOf('          tool_call: {name: lookup, args.partial: {__proto__: {x: 1}}}\n');
    const without = runAssertions(expected, observed({ tool_calls: [call('lookup', { y: 2 })] }));
    expect(without).toMatchObject([{ key: 'tool_call', status: 'failed', code: 'TOOL_ARGS_MISMATCH' }]);
    expect(without[0]?.reason).toContain('expected args.__proto__ = {"x":1}, but the call has no args.__proto__');

    const reply = normaliseResult(
      JSON.parse('{"current_node_id": "n", "tool_calls": [{"name": "lookup", "args": {"__proto__": {"x": 1}}}]}'),
    );
    expect(runAssertions(expected, observed({ tool_calls: reply.tool_calls }))).toMatchObject([{ status: 'passed' }]);
  });

  it('compares constructor and prototype as the values they are, in tool_calls too', async () => {
    const expected = await expectedOf(
      '          tool_calls:\n            - {name: lookup, args.partial: {constructor: c, prototype: p}}\n',
    );
    expect(runAssertions(expected, observed({ tool_calls: [call('lookup', {})] }))).toMatchObject([
      { status: 'failed', code: 'TOOL_ARGS_MISMATCH' },
    ]);
    expect(runAssertions(expected, observed({ tool_calls: [call('lookup', { constructor: 'c', prototype: 'p' })] }))).toMatchObject([
      { status: 'passed' },
    ]);
  });
});

describe('agent replies with hostile keys', () => {
  it('keeps them in memory, history, tool args and unknown blocks, so the next turn sends them back', () => {
    const turn = normaliseResult(
      JSON.parse(
        '{"current_node_id": "n", "memory": {"__proto__": {"x": 1}, "facts": []}, "history": [{"role": "assistant", "content": "hi", "__proto__": 1}],' +
          ' "messages": [{"role": "assistant", "content": [{"type": "tool_use", "id": "u1", "name": "f", "input": {"__proto__": 2}}, {"type": "odd", "__proto__": 3}]}]}',
      ),
    );
    expect(JSON.stringify(turn.memory)).toBe('{"__proto__":{"x":1},"facts":[]}');
    expect(JSON.stringify(turn.history)).toBe('[{"role":"assistant","content":"hi","__proto__":1}]');
    expect(JSON.stringify(turn.tool_calls[0]?.args)).toBe('{"__proto__":2}');
    expect(JSON.stringify(turn.unknown_blocks[0]?.block)).toBe('{"type":"odd","__proto__":3}');
  });
});

describe('facts with hostile keys', () => {
  it('reads __proto__, constructor and prototype facts from either shape of an agent reply', () => {
    for (const facts of [
      agentFacts('[{"key": "__proto__", "value": "p"}, {"key": "constructor", "value": "c"}, {"key": "prototype", "value": "t"}]'),
      agentFacts('{"__proto__": "p", "constructor": "c", "prototype": "t"}'),
    ]) {
      expect(Object.keys(facts)).toEqual(['__proto__', 'constructor', 'prototype']);
      expect(Object.getPrototypeOf(facts)).toBe(Object.prototype);
    }
  });

  it('shows a __proto__ fact the agent added in the delta, and the assertions check it', async () => {
    const after = agentFacts('[{"key": "__proto__", "value": {"admin": true}}, {"key": "constructor", "value": "Ada"}]');
    const delta = computeFactsDelta({}, after);
    expect(JSON.stringify(delta)).toBe('{"added":{"__proto__":{"admin":true},"constructor":"Ada"},"updated":{},"removed":[]}');

    const state = observed({ facts_before: {}, facts_after: after, facts_delta: delta });
    const add = await expectedOf(
      '          facts_add:\n            - {key: __proto__, value: {admin: true}}\n            - {key: constructor, value: ada}\n',
    );
    expect(runAssertions(add, state)).toMatchObject([{ key: 'facts_add', status: 'passed' }]);
    const forbidden = await expectedOf('          forbidden_facts: [__proto__, prototype]\n');
    expect(runAssertions(forbidden, state)).toMatchObject([
      { key: 'forbidden_facts', status: 'failed', code: 'FACT_DRIFT', reason: 'forbidden fact "__proto__" is present ({"admin":true})' },
    ]);
  });

  it('sees an updated and a removed __proto__ fact, and never takes Object.prototype for a fact', async () => {
    const before = agentFacts('{"__proto__": "old", "constructor": "kept"}');
    const updated = agentFacts('{"__proto__": "new"}');
    expect(JSON.stringify(computeFactsDelta(before, updated))).toBe(
      '{"added":{},"updated":{"__proto__":{"from":"old","to":"new"}},"removed":["constructor"]}',
    );
    const update = await expectedOf('          facts_update: [{key: __proto__, value: new}]\n          facts_remove: [constructor]\n');
    expect(runAssertions(update, observed({ facts_before: before, facts_after: updated }))).toMatchObject([
      { status: 'passed' },
      { status: 'passed' },
    ]);
    // With no such fact anywhere, removing or updating `constructor` or `__proto__` fails: nothing was there.
    const absent = await expectedOf('          facts_update: [{key: __proto__, value: x}]\n          facts_remove: [constructor]\n');
    expect(runAssertions(absent, observed({ facts_before: {}, facts_after: {} }))).toMatchObject([
      { key: 'facts_update', status: 'failed', reason: '"__proto__" not present before the turn' },
      { key: 'facts_remove', status: 'failed', reason: '"constructor" not present before the turn' },
    ]);
  });
});

describe('suites with hostile keys', () => {
  it('come from a schema that only validates, so the loaded suite can be the file itself', () => {
    // A default or a transform would make the schema's input and output differ.
    expect(z.toJSONSchema(SuiteSchema, { io: 'output' })).toEqual(z.toJSONSchema(SuiteSchema, { io: 'input' }));
  });

  it('keeps __proto__ in seeded facts, metadata and criteria_min', async () => {
    const { suite, errors } = await load(
      'version: v1\nsuite_id: keys\nmetadata: {__proto__: {owner: a}}\ntests:\n  - test_id: t\n    initial_node_id: start\n    memory:\n      facts: {__proto__: seeded, constructor: c}\n    turns:\n      - turn_id: t1\n        user_input: Hi\n        expected:\n          judge_criteria: {criteria_min: {__proto__: 0.9}}\n',
    );
    expect(errors).toEqual([]);
    expect(JSON.stringify(suite?.metadata)).toBe('{"__proto__":{"owner":"a"}}');
    expect(JSON.stringify(suite?.tests[0]?.memory?.facts)).toBe('{"__proto__":"seeded","constructor":"c"}');
    expect(Object.keys(suite?.tests[0]?.turns?.[0]?.expected?.judge_criteria?.criteria_min ?? {})).toEqual(['__proto__']);
  });

  it('checks a __proto__ value as strictly as any other, at validate, with file:line', async () => {
    const { errors } = await load(suiteExpecting('          judge_criteria: {criteria_min: {__proto__: high}}\n'));
    expect(errors).toEqual([
      'keys.yaml:10:54: tests[0].turns[0].expected.judge_criteria.criteria_min.__proto__: expected a number, got the string "high" (write a number without quotes)',
    ]);
  });

  it('reports __proto__ where only named keys are allowed as an unknown key, with file:line', async () => {
    const { errors } = await load(suiteExpecting('          __proto__: {next_node_id: x}\n'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^keys\.yaml:10:11: unknown key '__proto__' in tests\[0\]\.turns\[0\]\.expected/);
  });
});

describe('judge criteria with hostile names', () => {
  it('keeps scores for __proto__ and constructor from the reply, and asks for both in the response schema', () => {
    const parsed = parseVerdictReply('{"scores": {"__proto__": 0.5, "constructor": 0.9}, "fail_reasons": []}', [
      '__proto__',
      'constructor',
    ]);
    expect(parsed).toMatchObject({ ok: true });
    expect(parsed.ok && JSON.stringify(parsed.scores)).toBe('{"__proto__":0.5,"constructor":0.9}');
    // A reply without them is not complete, whatever Object.prototype has.
    expect(parseVerdictReply('{"scores": {}}', ['constructor'])).toMatchObject({
      ok: false,
      problem: expect.stringContaining('no score for "constructor"'),
    });
    const format = verdictResponseFormat(['__proto__', 'constructor']);
    const schema = (format.type === 'json_schema' ? format.schema : {}) as { properties: { scores: { properties: object } } };
    expect(Object.keys(schema.properties.scores.properties)).toEqual(['__proto__', 'constructor']);
  });

  it('grades a constructor criterion and a __proto__ minimum end to end', async () => {
    const judge = await startFakeOpenAi({
      chat: () => ({
        kind: 'content',
        content: '{"scores": {"constructor": 0.9, "__proto__": 0.5}, "fail_reasons": ["thin"]}',
        usage: { prompt_tokens: 10, completion_tokens: 5 },
      }),
    });
    try {
      const suite = join(dir, 'judged.yaml');
      await writeFile(
        suite,
        suiteExpecting('          judge_criteria: {criteria: [constructor], criteria_min: {__proto__: 0.9}}\n').replace(
          'user_input: Hi',
          'user_input: Hello',
        ),
      );
      const run = await agentEval(
        ['run', '--out', join(dir, 'out'), '--repeats', '1', '--judge-base-url', judge.baseURL, '--judge-model', 'judge-model', suite],
        { env: { OPENAI_API_KEY: 'sk-test' } },
      );
      // No calibration: the failed judge check is reported but does not fail the run.
      expect(run.code, run.stderr).toBe(0);
      const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
      const turn = results.suites[0]?.tests[0]?.runs[0]?.turns[0];
      expect(turn?.judge?.scores).toEqual(JSON.parse('{"constructor": 0.9, "__proto__": 0.5}'));
      expect(turn?.assertions).toMatchObject([
        { key: 'judge_criteria', status: 'failed', code: 'QUALITY_JUDGE_FAIL', gates: false, calibration: 'not_calibrated' },
      ]);
      expect(results.judge_calibration?.criteria.map((c) => [c.key.criterion, c.status])).toEqual([
        ['constructor', 'not_calibrated'],
        ['__proto__', 'not_calibrated'],
      ]);
      expect(turn?.assertions[0]?.reason).toContain('"__proto__" 0.5 < 0.9');
    } finally {
      await judge.close();
    }
  });
});

describe('seeded memory with hostile keys', () => {
  it('reaches the agent and comes back checkable', async () => {
    const suite = join(dir, 'seeded.yaml');
    await writeFile(
      suite,
      'version: v1\nsuite_id: seeded\ntests:\n  - test_id: t\n    initial_node_id: start\n    memory:\n      facts: {__proto__: seeded, constructor: c}\n    turns:\n      - turn_id: t1\n        user_input: Hello\n        expected:\n          forbidden_facts: [__proto__, constructor]\n',
    );
    // The built-in reference agent: it keeps the facts it was given, so forbidding them must fail.
    const run = await agentEval(['run', '--out', join(dir, 'out'), '--repeats', '1', suite]);
    expect(run.code, run.stderr).toBe(1);
    const results = JSON.parse(await readFile(join(dir, 'out', 'results.json'), 'utf8')) as Results;
    const assertion = results.suites[0]?.tests[0]?.runs[0]?.turns[0]?.assertions[0];
    expect(assertion).toMatchObject({ key: 'forbidden_facts', status: 'failed', code: 'FACT_DRIFT' });
    expect(assertion?.reason).toBe('forbidden fact "__proto__" is present ("seeded"); forbidden fact "constructor" is present ("c")');
  });
});
