// The model-backed simulated user end to end: the real openai client against a loopback
// OpenAI-compatible server playing the simulator, the reference agent's demo flow (in memory) as the
// agent. What the model is told, and every way a simulator misbehaves: an empty reply, a reply that
// never ends the conversation, an end call before the goal, a reply inventing an unknown fact, a
// failing server (the judge's guard: retries and a circuit breaker).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { planJobs } from '../../src/runner/plan.ts';
import { playSimulation } from '../../src/runner/simulation.ts';
import { resolveSimulatorConfig, type SimulatorConfig } from '../../src/simulator/config.ts';
import { createModelSimulator, END_TOOL, simulatorsFor } from '../../src/simulator/model.ts';
import type { Simulator } from '../../src/simulator/types.ts';
import { SuiteSchema, type Simulation } from '../../src/suite/suite-schema.ts';
import { content, httpError, startFakeOpenAi, toolCall, type FakeOpenAiServer } from '../fakes/openai-server.ts';
import { engineClient } from '../helpers/engine-client.ts';

const KEY = 'sk-sim-0123456789abcdef';
let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAi({ chat: () => content('hmm') });
});
afterEach(async () => {
  await server.close();
});

const config = (overrides: Partial<SimulatorConfig> = {}): SimulatorConfig => ({
  ...resolveSimulatorConfig(
    { apiKey: KEY, baseUrl: server.baseURL },
    { apiKey: null, baseURL: null, timeoutMs: 5000, maxRetries: 0, cacheDir: null },
  ),
  ...overrides,
});

const REFUND: Simulation = {
  persona: 'A customer who was charged twice',
  goal: 'Get a refund for my order',
  knows: { order_number: 'AB-12345' },
  unknown: ['phone number'],
  success_when: { next_node_id: 'refund_requested' },
  max_turns: 5,
  simulator: { model: 'sim-model', temperature: 0.3 },
};

async function play(simulation: Simulation, simulator: Simulator) {
  const suite = SuiteSchema.parse({
    version: 'v1',
    suite_id: 'sim',
    tests: [{ test_id: 'refund', initial_node_id: 'start', seed: 5, repeats: 1, simulation }],
  });
  const [job] = planJobs([{ file: 'sim.yaml', suite, specHash: 'h', testHashes: { refund: 'h' } }], { repeats: null });
  return playSimulation(
    { ...job!, threadId: 'thread-1' },
    { dryRun: false, memoryPipeline: { enabled: true, stages: ['facts'] }, enableTracing: false, judgeFailedTurns: false },
    {
      client: await engineClient(),
      judge: createJudge(resolveJudgeConfig({}, {})),
      now: () => 0,
      signal: new AbortController().signal,
      simulator,
    },
  );
}

describe('the model-backed simulator', () => {
  it('plays the persona to the goal: told persona, goal, knows and unknown, the agent as the other party, with an end tool; tokens counted', async () => {
    server.enqueue(content('Hello, I have a billing problem'), content('billing'), content('refund please'), content('Order AB-12345'));
    const record = await play(REFUND, createModelSimulator(config()));
    expect(record).toMatchObject({ ending: 'goal_reached', outcome: 'passed' });
    expect(record.turns.map((t) => t.user_input)).toEqual([
      'Hello, I have a billing problem',
      'billing',
      'refund please',
      'Order AB-12345',
    ]);
    expect(record.simulator_usage).toEqual({ calls: 4, input_tokens: 400, output_tokens: 80, models: ['sim-model'] });
    const [first, , third] = server.chatRequests().map((r) => r.body);
    expect(first.model).toBe('sim-model');
    expect(first.temperature).toBe(0.3);
    expect(first.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual([END_TOOL]);
    const system: string = first.messages[0].content;
    for (const part of ['A customer who was charged twice', 'Get a refund for my order', '"order_number":"AB-12345"', '["phone number"]'])
      expect(system).toContain(part);
    // The agent speaks as the other party; the simulator's own earlier messages are its own.
    expect(third.messages.slice(1).map((m: { role: string }) => m.role)).toEqual(['assistant', 'user', 'assistant', 'user']);
    expect(third.messages[2].content).toContain('Welcome to Acme support');
    // The success criteria are never shown to the simulator.
    expect(JSON.stringify(server.chatRequests().map((r) => r.body))).not.toContain('refund_requested');
  });

  it('asks again after an empty reply, and ends as sim_error (SIM_ERROR, errored) after two', async () => {
    server.enqueue(content(''), content('billing'), content('   '), content(''));
    const record = await play(REFUND, createModelSimulator(config()));
    expect(record.turns[0]!.user_input).toBe('billing');
    expect(record.turns[0]!.warnings[0]).toContain('the simulator replied with an empty message');
    expect(record).toMatchObject({ ending: 'sim_error', outcome: 'errored', codes: ['SIM_ERROR'] });
    expect(record.simulator_usage?.calls).toBe(4);
  });

  it('ends as max_turns (GOAL_NOT_REACHED) when the simulator never ends, and user_ended when it calls the end tool before the goal', async () => {
    server.setChatHandler(() => content('what?'));
    const chatty = await play(REFUND, createModelSimulator(config()));
    expect(chatty).toMatchObject({ ending: 'max_turns', outcome: 'failed', codes: ['GOAL_NOT_REACHED'] });
    expect(chatty.turns).toHaveLength(5);
    server.enqueue(content('hello'), toolCall(END_TOOL, { reason: 'I got bored' }));
    const quitter = await play(REFUND, createModelSimulator(config()));
    expect(quitter).toMatchObject({ ending: 'user_ended', outcome: 'failed', codes: ['GOAL_NOT_REACHED'] });
    expect(quitter.final.assertions[0]!.reason).toContain('(I got bored)');
  });

  it('refuses a reply that answers a question about an unknown thing without saying it does not know', async () => {
    // The flow's refund node asks for "your order number ... and the email address"; here the user must not know it.
    const asked = { ...REFUND, unknown: ['order number'] };
    server.enqueue(
      content('hi'),
      content('billing'),
      content('refund'),
      content('It is AB-99999'),
      content("Sorry, I don't know my order number"),
    );
    const record = await play(asked, createModelSimulator(config()));
    const last = record.turns.at(-1)!;
    expect(last.user_input).toBe("Sorry, I don't know my order number");
    expect(last.warnings[0]).toContain('the agent asked about "order number", which the simulated user must not know');
    expect(record.turns.some((t) => t.user_input.includes('AB-99999'))).toBe(false);
  });

  it('fails as SIM_ERROR on a failing server, and its circuit opens after 3 failures in a row: later runs are not sent', async () => {
    server.setChatHandler(() => httpError(500, 'upstream down'));
    const simulator = createModelSimulator(config());
    const first = await play(REFUND, simulator);
    expect(first).toMatchObject({ ending: 'sim_error', outcome: 'errored', codes: ['SIM_ERROR'] });
    expect(first.error!.message).toContain('simulator request failed: 500');
    const second = await play(REFUND, simulator);
    expect(second.error!.message).toContain('simulator circuit open after 3 consecutive failures');
    expect(server.chatRequests()).toHaveLength(3);
  });

  it('is chosen by the settings: builtin by default, the model when the test or --simulator-model names one (the flag wins)', async () => {
    expect(simulatorsFor(config())(undefined).name).toBe('builtin');
    expect(simulatorsFor(config())({ model: 'x' }).name).toBe('gpt-4.1-mini');
    const flagged = simulatorsFor(config({ model: 'flag-model' }));
    expect(flagged(undefined).name).toBe('flag-model');
    expect(flagged('builtin').name).toBe('builtin');
    server.enqueue(content('hello'), toolCall(END_TOOL, { reason: 'done' }));
    await play(REFUND, flagged(REFUND.simulator));
    expect(server.chatRequests()[0]!.body.model).toBe('flag-model');
    expect(simulatorsFor(config({ apiKey: null }))({ model: 'x' }).name).toBe('x');
  });
});
