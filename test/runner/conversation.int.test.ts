// One conversation of a run as the agent plays it (src/runner/conversation.ts), against the reference
// agent and the fake agent over HTTP: each turn's assertions and failure codes, a flow that ends
// before the test does, and the seed each repeat sends.
import { describe, expect, it } from 'vitest';
import type { ReferenceAgentOptions } from '../../src/reference-agent/server.ts';
import { repeatSeed } from '../../src/runner/repeat-seed.ts';
import { startFakeAgent } from '../fakes/agent-server.ts';
import { askedCriteria, startFakeOpenAi, verdict } from '../fakes/openai-server.ts';
import { helloTurn, plannedSuite } from '../helpers/planned-suites.ts';
import { createJudgeGating } from '../../src/judge/gating.ts';
import { AGREEING, calibrationFile, calibrationOf, DISAGREEING, turnKey } from '../helpers/calibration.ts';
import { allRuns, codesOf, demoSuites, options, referenceAgent, run, useClosers } from './helpers.ts';

const closers = useClosers();
const agent = (options: ReferenceAgentOptions = {}) => referenceAgent(closers, options);

describe('a flow that completes too early', () => {
  it('fails the run with NODE_MISMATCH on the turn that ended it and sends no more turns, instead of erroring', async () => {
    const suites = (await demoSuites()).filter((s) => s.suite.suite_id === 'demo_routing');
    const only = suites.map((s) => ({
      ...s,
      suite: { ...s.suite, tests: s.suite.tests.filter((t) => t.test_id === 'technical_support_resolved') },
    }));
    const results = await run(only, options(await agent({ misroute: { opt_2: 'end' } })), { retries: 0 });
    const [record] = allRuns(results);
    expect(record!.outcome).toBe('failed');
    expect(record!.codes).toContain('NODE_MISMATCH');
    expect(record!.codes).not.toContain('ENGINE_ERROR');
    expect(record!.error).toBeUndefined();
    expect(record!.turns.map((t) => t.turn_id)).toEqual(['greet', 'choose_technical']);
    const ended = record!.turns[1]!.assertions.find((a) => a.key === 'flow_completed' && a.reason.startsWith('the flow completed'));
    expect(ended).toMatchObject({ status: 'failed', code: 'NODE_MISMATCH' });
    expect(ended!.reason).toMatch(
      /the flow completed at node "end" after turn "choose_technical", but the test has 1 more turn\(s\) \(fixed\); they were not sent/,
    );
  });
});

describe('failure codes from crafted suites', () => {
  it('NODE_MISMATCH, TOOL_ARGS_MISMATCH, ASSISTANT_CONTENT and FACT_DRIFT; assertion failures do not stop the conversation', async () => {
    const target = await agent();
    const suite = plannedSuite({
      suite_id: 'crafted',
      tests: [
        {
          test_id: 'node',
          initial_node_id: 'start',
          turns: [helloTurn({ next_node_id: 'conv_9' }), { turn_id: 't2', user_input: 'Option 2', expected: { next_node_id: 'conv_2' } }],
        },
        {
          test_id: 'tool',
          initial_node_id: 'start',
          turns: [helloTurn({ tool_call: { name: 'process_node', 'args.partial': { next_node_id: 'conv_7' } } })],
        },
        { test_id: 'content', initial_node_id: 'start', turns: [helloTurn({ assistant_contains: ['goodbye forever'] })] },
        { test_id: 'facts', initial_node_id: 'start', turns: [helloTurn({ facts_add: [{ key: 'user_greeting', value: 'hi there' }] })] },
      ],
    });
    const results = await run([suite], options(target));
    const byTest = Object.fromEntries(results.suites[0]!.tests.map((t) => [t.test_id, t.runs[0]!]));
    expect(byTest.node!.codes).toEqual(['NODE_MISMATCH']);
    expect(byTest.node!.turns).toHaveLength(2);
    expect(byTest.node!.turns[1]!.assertions[0]!.pass).toBe(true);
    expect(byTest.tool!.codes).toEqual(['TOOL_ARGS_MISMATCH']);
    expect(byTest.content!.codes).toEqual(['ASSISTANT_CONTENT']);
    expect(byTest.facts!.codes).toEqual(['FACT_DRIFT']);
  });

  it('NODE_MISMATCH from a misrouted option (the regression a PR would introduce)', async () => {
    const suites = (await demoSuites()).filter((s) => s.suite.suite_id === 'flow_customer_support_v1');
    const results = await run(suites, options(await agent({ misroute: { opt_2: 'conv_1' } })));
    expect(codesOf(results)).toContain('NODE_MISMATCH');
  });

  it('FLAKY when the repeats of one test disagree', async () => {
    const suites = (await demoSuites()).filter((s) => s.suite.suite_id === 'flow_customer_support_v1');
    const results = await run(suites, options(await agent({ nondeterministicRate: 0.5, seed: 3 }), { repeats: 8 }));
    const outcomes = allRuns(results).map((r) => r.outcome);
    expect(outcomes).toContain('passed');
    expect(outcomes).toContain('failed');
    for (const r of allRuns(results)) expect(r.codes.includes('FLAKY')).toBe(r.outcome === 'failed');
  });

  it('QUALITY_JUDGE_FAIL from a judge that scores below the threshold; the verdict is in the turn record', async () => {
    const judge = await startFakeOpenAi({ chat: () => verdict({ helpfulness: 0.2 }, ['rambles']) });
    closers.push(judge.close);
    const suite = plannedSuite({
      suite_id: 'judged',
      tests: [
        {
          test_id: 'q',
          initial_node_id: 'start',
          turns: [helloTurn({ judge_criteria: { assistant_quality_min: 0.7, criteria: ['helpfulness'] } })],
        },
      ],
    });
    const results = await run([suite], options(await agent()), { judgeUrl: judge.baseURL });
    const runRecord = allRuns(results)[0]!;
    expect(runRecord.codes).toEqual(['QUALITY_JUDGE_FAIL']);
    expect(runRecord.turns[0]!.judge).toMatchObject({ status: 'failed', scores: { helpfulness: 0.2 }, fail_reasons: ['rambles'] });
    // Tiering: the cheap model's failing verdict is confirmed by the primary model.
    expect(results.judge).toMatchObject({ configured: true, calls: 2 });
    expect(judge.chatRequests().map((r) => r.body.model)).toEqual(['gpt-4.1-mini', 'gpt-4.1']);
  });

  it('with a calibration, fails runs on the calibrated criterion only; the other failure and an unscored check are reported, not counted', async () => {
    // Every criterion scores low; `conversation` gets no score at all (unscored).
    const judge = await startFakeOpenAi({
      chat: (body) => {
        const asked = askedCriteria(body);
        return asked.includes('resolved') ? verdict({}) : verdict(Object.fromEntries(asked.map((c) => [c, 0.2])), ['curt']);
      },
    });
    closers.push(judge.close);
    const judged = (criterion: string) => helloTurn({ judge_criteria: { criteria: [criterion], assistant_quality_min: 0.7 } });
    const suite = plannedSuite({
      suite_id: 'judged',
      tests: [
        { test_id: 'helpful', initial_node_id: 'start', turns: [judged('helpful')] },
        { test_id: 'tone', initial_node_id: 'start', turns: [judged('tone')] },
        {
          test_id: 'whole',
          initial_node_id: 'start',
          turns: [helloTurn({})],
          final_assertions: { judge_criteria: { criteria: ['resolved'] } },
        },
      ],
    });
    const file = calibrationFile(calibrationOf(turnKey('helpful'), AGREEING), calibrationOf(turnKey('tone'), DISAGREEING));
    const judgeGating = createJudgeGating(file, {
      minAgreement: 0.6,
      judge: { model: null, fallbackModel: null },
      file: 'cal.json',
      labels: null,
    });
    const results = await run([suite], options(await agent()), { judgeUrl: judge.baseURL, judgeGating });
    const byTest = Object.fromEntries(results.suites[0]!.tests.map((t) => [t.test_id, t.runs[0]!]));
    expect(byTest.helpful).toMatchObject({ outcome: 'failed', codes: ['QUALITY_JUDGE_FAIL'] });
    expect(byTest.helpful!.turns[0]!.assertions[0]).not.toHaveProperty('gates');
    expect(byTest.tone).toMatchObject({ outcome: 'passed', codes: [] });
    expect(byTest.tone!.turns[0]!.assertions[0]).toMatchObject({ status: 'failed', gates: false, calibration: 'below_threshold' });
    // An unscored check that does not gate leaves its run scored, without a JUDGE_ERROR.
    expect(byTest.whole).toMatchObject({ outcome: 'passed', codes: [] });
    expect(byTest.whole!.final.assertions[0]).toMatchObject({ status: 'unscored', gates: false, calibration: 'not_calibrated' });
    expect(byTest.whole).not.toHaveProperty('error');
    expect(results.judge_calibration?.criteria.map((c) => [c.key.criterion, c.key.prompt_version, c.status])).toEqual([
      ['helpful', 'judge-prompt@1', 'gates'],
      ['tone', 'judge-prompt@1', 'below_threshold'],
      ['resolved', 'judge-conversation@1', 'not_calibrated'],
    ]);
  });
});

describe('seeds', () => {
  it('sends each repeat of a test its own seed on every turn, and records it on the run', async () => {
    const fake = await startFakeAgent();
    closers.push(fake.close);
    const twoTurns = [helloTurn({}), { turn_id: 't2', user_input: 'Option 2' }];
    const suite = plannedSuite({
      suite_id: 'seeded',
      tests: [
        { test_id: 'seeded', initial_node_id: 'start', seed: 42, turns: twoTurns },
        { test_id: 'unseeded', initial_node_id: 'start', turns: [helloTurn({})] },
      ],
    });
    const results = await run([suite], options(fake.url, { repeats: 6 }));

    const sent = fake.requests.map((q) => ({
      test: (q.body.test as { test_id: string }).test_id,
      repeat: (q.body.test as { repeat: number }).repeat,
      seed: (q.body.params as { seed: number | null }).seed,
    }));
    const seeded = sent.filter((q) => q.test === 'seeded');
    expect(seeded).toHaveLength(12);
    // Both turns of a run send the run's seed; the six runs send six different seeds, the first the test's own.
    for (const q of seeded) expect(q.seed).toBe(repeatSeed(42, q.repeat));
    expect(new Set(seeded.map((q) => q.seed)).size).toBe(6);
    expect(seeded.find((q) => q.repeat === 0)?.seed).toBe(42);
    // A test without a seed sends none, on every repeat.
    expect(sent.filter((q) => q.test === 'unseeded').map((q) => q.seed)).toEqual([null, null, null, null, null, null]);

    const [seededTest, unseededTest] = results.suites[0]!.tests;
    expect(seededTest!.runs.map((r) => r.seed)).toEqual([0, 1, 2, 3, 4, 5].map((i) => repeatSeed(42, i)));
    expect(unseededTest!.runs.map((r) => r.seed)).toEqual([null, null, null, null, null, null]);
  });
});
