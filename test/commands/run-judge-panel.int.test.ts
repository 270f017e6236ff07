// A judge panel end to end: the CLI plays a suite against the reference agent, judged by two models
// of a loopback OpenAI-compatible server that answer differently. Each member's verdict lands in
// results.json, the check's reason names the disagreement, and the run's stability figure is in
// results.json, comparison.json and the terminal.
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Comparison } from '../../src/compare/comparison-schema.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { askedCriteria, httpError, startFakeOpenAi, verdict } from '../fakes/openai-server.ts';
import { agentEval } from '../helpers/cli.ts';
import { AGREEING, calibrationOf, turnKey, writeCalibration } from '../helpers/calibration.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const tempDir = useTempDir('judge-panel');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

/** One test, two turns, each judged on `helpful`; the suite's panel unless the command line gives one. */
const SUITE = [
  'version: v1',
  'suite_id: panel',
  'defaults:',
  '  repeats: 1',
  '  llm_judge: { panel: { models: [judge-generous, judge-strict], rule: majority } }',
  'tests:',
  '  - test_id: greeting',
  '    initial_node_id: start',
  '    turns:',
  '      - turn_id: greet',
  '        user_input: Hello',
  '        expected:',
  '          judge_criteria: { criteria: [helpful], assistant_quality_min: 0.7 }',
  '      - turn_id: choose',
  '        user_input: Option 2',
  '        expected:',
  '          judge_criteria: { criteria: [helpful], assistant_quality_min: 0.3 }',
  '',
].join('\n');

async function setUp() {
  // The generous judge gives 0.9, the strict one 0.4: they part at 0.7 and agree at 0.3.
  const judge = await startFakeOpenAi({
    chat: (body) => verdict(Object.fromEntries(askedCriteria(body).map((c) => [c, body.model === 'judge-generous' ? 0.9 : 0.4]))),
  });
  closers.push(judge.close);
  const dir = await tempDir();
  const file = join(dir, 'panel.yaml');
  writeFileSync(file, SUITE);
  // `helpful` calibrated for each panel the tests ask (a panel is calibrated as one judge under its name): its failures fail runs.
  const calibration = join(dir, 'judge-calibration.json');
  await writeCalibration(
    calibration,
    ...['panel(majority):judge-generous,judge-strict', 'panel(all):judge-generous,judge-strict'].map((model) =>
      calibrationOf(turnKey('helpful', { model, fallback_model: null }), AGREEING),
    ),
  );
  const run = (out: string, ...extra: string[]) =>
    agentEval([
      'run',
      file,
      '--judge-calibration',
      calibration,
      '--judge-api-key',
      'sk-panel',
      '--judge-base-url',
      judge.baseURL,
      '--judge-cache',
      join(dir, 'cache'),
      '--out',
      join(dir, out),
      ...extra,
    ]);
  const read = <T>(out: string, name: string) => JSON.parse(readFileSync(join(dir, out, name), 'utf8')) as T;
  return { judge, dir, run, read };
}

describe('agent-eval run with a judge panel', () => {
  it("asks both models, fails the turn the majority fails with the disagreement in its reason, and reports the run's stability", async () => {
    const { judge, run, read } = await setUp();
    const r = await run('out');
    expect(r.stderr).not.toMatch(/internal error/);
    expect(r.code).toBe(1);
    expect(new Set(judge.chatRequests().map((q) => q.body.model))).toEqual(new Set(['judge-generous', 'judge-strict']));

    const results = read<Results>('out', 'results.json');
    const [greet, choose] = results.suites[0]!.tests[0]!.runs[0]!.turns;
    expect(greet!.judge).toMatchObject({
      model: 'panel(majority):judge-generous,judge-strict',
      status: 'failed',
      scores: { helpful: 0.4 },
    });
    expect(greet!.judge?.panel?.members.map((m) => [m.model, m.scores])).toEqual([
      ['judge-generous', { helpful: 0.9 }],
      ['judge-strict', { helpful: 0.4 }],
    ]);
    const check = greet!.assertions.find((a) => a.key === 'judge_criteria');
    expect(check).toMatchObject({ status: 'failed', code: 'QUALITY_JUDGE_FAIL' });
    expect(check?.reason).toContain(
      'judges disagreed on "helpful" (at 0.7): judge-generous 0.9 pass, judge-strict 0.4 fail; majority -> fail',
    );
    expect(choose!.assertions.find((a) => a.key === 'judge_criteria')).toMatchObject({ status: 'passed' });

    // One disagreement in two checks.
    expect(results.judge?.panels).toEqual([
      {
        key: 'panel(majority):judge-generous,judge-strict',
        rule: 'majority',
        models: ['judge-generous', 'judge-strict'],
        criteria: [
          {
            criterion: 'helpful',
            checks: 2,
            disagreed: 1,
            rate: 0.5,
            ci: [expect.closeTo(0.0945, 4), expect.closeTo(0.9055, 4)],
            level: 0.95,
            method: 'wilson',
          },
        ],
      },
    ]);
    expect(results.judge?.by_model?.map((m) => [m.model, m.calls])).toEqual([
      ['judge-generous', 2],
      ['judge-strict', 2],
    ]);
    expect(r.stdout).toContain(
      'Judge panel judge-generous, judge-strict (majority: a criterion passes when more than half the judges do; a tie fails): the judges disagreed on helpful in 1 of 2 checks (50.0%, 95% Wilson interval [9.5, 90.5])',
    );
  });

  it('takes the panel and the rule from the command line, and writes the stability to comparison.json and the comment', async () => {
    const { dir, run, read } = await setUp();
    const panel = ['--judge-panel', 'judge-strict,judge-generous', '--judge-panel-rule', 'all'];
    expect((await run('base', ...panel)).code).toBe(1);
    expect((await run('head', ...panel)).code).toBe(1);
    const results = read<Results>('head', 'results.json');
    expect(results.judge?.panels?.[0]).toMatchObject({ key: 'panel(all):judge-generous,judge-strict', rule: 'all' });
    // Under all, the choose turn fails too: the strict judge's 0.4 is the panel's score.
    const turns = results.suites[0]!.tests[0]!.runs[0]!.turns;
    expect(turns.map((t) => t.judge?.scores?.helpful)).toEqual([0.4, 0.4]);

    const compare = await agentEval([
      'compare',
      '--base',
      join(dir, 'base', 'results.json'),
      '--head',
      join(dir, 'head', 'results.json'),
      '--out',
      join(dir, 'comparison'),
    ]);
    expect(compare.stderr).not.toMatch(/internal error/);
    const comparison = read<Comparison>('comparison', 'comparison.json');
    expect(comparison.head.judge_panels).toEqual(results.judge?.panels);
    expect(readFileSync(join(dir, 'comparison', 'report.md'), 'utf8')).toContain(
      'Judge panel `judge-strict`, `judge-generous` (all: a criterion passes when every judge passes it): the judges disagreed on `helpful` in 1 of 2 checks (50.0%, 95% Wilson interval [9.5, 90.5]).',
    );
  });

  it('--require-judge asks every model of the panel before any agent call', async () => {
    const judge = await startFakeOpenAi({
      chat: (body) => (body.model === 'judge-strict' ? httpError(404, 'The model judge-strict does not exist') : verdict({})),
    });
    closers.push(judge.close);
    const dir = await tempDir();
    const file = join(dir, 'panel.yaml');
    writeFileSync(file, SUITE);
    const r = await agentEval([
      'run',
      file,
      '--require-judge',
      '--judge-api-key',
      'sk-panel',
      '--judge-base-url',
      judge.baseURL,
      '--out',
      join(dir, 'out'),
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--require-judge: the judge cannot answer');
    expect(r.stderr).toContain('model judge-strict');
    expect(new Set(judge.chatRequests().map((q) => q.body.model))).toEqual(new Set(['judge-generous', 'judge-strict']));
  });

  it('refuses a panel of one model, naming the rule', async () => {
    const { run } = await setUp();
    const r = await run('out', '--judge-panel', 'judge-strict');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--judge-panel');
    expect(r.stderr).toContain('two or more different model names separated by commas');
  });
});
