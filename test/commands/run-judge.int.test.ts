// A suite with judge criteria, run end to end by the CLI against a loopback OpenAI-compatible judge:
// verdicts land in results.json, and a second run of unchanged transcripts is served from the cache.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Results } from '../../src/results/results-schema.ts';
import { startFakeOpenAi, verdict, askedCriteria, content } from '../fakes/openai-server.ts';
import { agentEval } from '../helpers/cli.ts';
import { AGREEING, calibrationOf, turnKey, writeCalibration } from '../helpers/calibration.ts';
import { CONVERSATION_PROMPT_VERSION } from '../../src/judge/prompt.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const KEY = 'sk-judge-secret-4242';
const tempDir = useTempDir('judge');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

describe('agent-eval run with a judge', () => {
  it('records verdicts, serves the second run from the cache, and never leaks the key', async () => {
    const judge = await startFakeOpenAi({ chat: (body) => verdict(Object.fromEntries(askedCriteria(body).map((c) => [c, 0.9]))) });
    closers.push(judge.close);
    const dir = await tempDir();
    const args = [
      'run',
      '--suites',
      'suites/',
      '--judge-api-key',
      KEY,
      '--judge-base-url',
      judge.baseURL,
      '--judge-cache',
      join(dir, 'cache'),
    ];

    const first = await agentEval([...args, '--out', join(dir, 'one')]);
    expect(first.stderr).not.toMatch(/internal error/);
    expect(first.code).toBe(0);
    const callsAfterFirst = judge.chatRequests().length;
    expect(callsAfterFirst).toBeGreaterThan(0);
    const one = JSON.parse(readFileSync(join(dir, 'one', 'results.json'), 'utf8')) as Results;
    const verdicts = one.suites.flatMap((s) =>
      s.tests.flatMap((t) => t.runs.flatMap((r) => r.turns.flatMap((turn) => (turn.judge ? [turn.judge] : [])))),
    );
    expect(verdicts.length).toBeGreaterThan(0);
    expect(verdicts.every((v) => v.status === 'passed' && v.scores)).toBe(true);
    // Repeats ask identical questions: each is asked once, the repeats are answered from memory.
    expect(verdicts.some((v) => v.cached === false)).toBe(true);
    expect(one.judge?.cache_misses).toBeGreaterThan(0);
    expect(first.stdout).toMatch(/judge: \d+ calls? · cache \d+ hits? \/ \d+ miss(es)? · \d/);

    const second = await agentEval([...args, '--out', join(dir, 'two')]);
    expect(second.code).toBe(0);
    expect(judge.chatRequests().length).toBe(callsAfterFirst); // zero judge calls
    const two = JSON.parse(readFileSync(join(dir, 'two', 'results.json'), 'utf8')) as Results;
    expect(two.judge?.calls).toBe(0);
    expect(two.judge?.cache_hits).toBeGreaterThan(0);

    for (const run of ['one', 'two'])
      for (const f of readdirSync(join(dir, run), { recursive: true, withFileTypes: true })) {
        if (f.isFile()) expect(readFileSync(join(f.parentPath, f.name), 'utf8')).not.toContain(KEY);
      }
    expect(first.stdout + first.stderr + second.stdout + second.stderr).not.toContain(KEY);
  });

  it('serves a rerun with a changed assistant_quality_min from the cache: thresholds are applied to the cached scores', async () => {
    const judge = await startFakeOpenAi({ chat: (body) => verdict(Object.fromEntries(askedCriteria(body).map((c) => [c, 0.8]))) });
    closers.push(judge.close);
    const dir = await tempDir();
    const suite = (min: number) =>
      [
        'version: v1',
        'suite_id: thresholds',
        // One run: the judge calls and cache hits counted are those of one conversation.
        'defaults: { repeats: 1 }',
        'tests:',
        '  - test_id: greeting',
        '    initial_node_id: start',
        '    turns:',
        '      - turn_id: greet',
        '        user_input: Hello',
        '        expected:',
        '          judge_criteria:',
        '            criteria: [helpfulness]',
        `            assistant_quality_min: ${min}`,
        '',
      ].join('\n');
    const file = join(dir, 'thresholds.yaml');
    // helpfulness calibrated for judge-model: its verdicts gate.
    const calibration = join(dir, 'judge-calibration.json');
    await writeCalibration(calibration, calibrationOf(turnKey('helpfulness', { model: 'judge-model', fallback_model: null }), AGREEING));
    const run = (out: string) =>
      agentEval([
        'run',
        file,
        '--judge-calibration',
        calibration,
        '--judge-api-key',
        KEY,
        '--judge-base-url',
        judge.baseURL,
        '--judge-model',
        'judge-model',
        '--judge-cache',
        join(dir, 'cache'),
        '--out',
        join(dir, out),
      ]);

    writeFileSync(file, suite(0.5));
    const lenient = await run('lenient');
    expect(lenient.code).toBe(0);
    const asked = judge.chatRequests().length;
    expect(asked).toBe(1);

    writeFileSync(file, suite(0.9));
    const strict = await run('strict');
    expect(judge.chatRequests().length).toBe(asked); // zero judge calls
    // The same cached score of 0.8 now misses the stricter threshold.
    expect(strict.code).toBe(1);
    const results = JSON.parse(readFileSync(join(dir, 'strict', 'results.json'), 'utf8')) as Results;
    expect(results.judge).toMatchObject({ calls: 0, cache_hits: 1 });
    expect(results.suites[0]!.tests[0]!.runs[0]!.codes).toContain('QUALITY_JUDGE_FAIL');
  });

  it('an unparseable verdict is a JUDGE_ERROR that errors its run, never a pass', async () => {
    const judge = await startFakeOpenAi({ chat: () => content('I think it is fine.') });
    closers.push(judge.close);
    const dir = await tempDir();
    // The suite's final judge (gpt-5, the conversation prompt) calibrated on its three criteria: it gates.
    const calibration = join(dir, 'judge-calibration.json');
    const key = (criterion: string) =>
      turnKey(criterion, { model: 'gpt-5', fallback_model: null, prompt_version: CONVERSATION_PROMPT_VERSION });
    await writeCalibration(calibration, ...['helpfulness', 'faithfulness', 'style'].map((c) => calibrationOf(key(c), AGREEING)));
    const r = await agentEval([
      'run',
      '--judge-calibration',
      calibration,
      '--suites',
      'suites/seed-example.json',
      // One run: one conversation's judge error is counted.
      '--repeats',
      '1',
      '--judge-api-key',
      KEY,
      '--judge-base-url',
      judge.baseURL,
      '--out',
      dir,
    ]);
    const results = JSON.parse(readFileSync(join(dir, 'results.json'), 'utf8')) as Results;
    const judged = results.suites[0]!.tests[0]!.runs[0]!.final.assertions.find((a) => a.key === 'judge_criteria');
    expect(judged).toMatchObject({ status: 'unscored', pass: false, code: 'JUDGE_ERROR' });
    expect(results.suites[0]!.tests[0]!.runs[0]).toMatchObject({ outcome: 'errored', error: { code: 'JUDGE_ERROR' } });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/judge errors: 1 check\(s\) could not be scored \(JUDGE_ERROR; 1× reply not valid JSON after one re-ask/);
  });
});
