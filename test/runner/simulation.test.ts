// A simulated conversation against the reference agent's demo flow (in memory): the stop rules in
// their order, every ending, every invariant kind, within, min_turns, and simulator faults that end
// a run as SIM_ERROR (errored: never the agent's failure).
import { describe, expect, it } from 'vitest';
import { AgentCallError, type AgentClient } from '../../src/agent/types.ts';
import { resolveJudgeConfig } from '../../src/judge/config.ts';
import { createJudge } from '../../src/judge/judge.ts';
import { planJobs, type StartedJob } from '../../src/runner/plan.ts';
import { playSimulation } from '../../src/runner/simulation.ts';
import type { ConversationOptions } from '../../src/runner/conversation.ts';
import { createBuiltinSimulator } from '../../src/simulator/builtin.ts';
import type { Simulator, SimulatorReply, SimulatorRequest } from '../../src/simulator/types.ts';
import type { Invariants, Simulation } from '../../src/suite/suite-schema.ts';
import { engineClient } from '../helpers/engine-client.ts';
import { createFakeModelClient } from '../fakes/model-client.ts';
import { plannedSuite } from '../helpers/planned-suites.ts';

const options: ConversationOptions = {
  dryRun: false,
  memoryPipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
  enableTracing: false,
  judgeFailedTurns: false,
};

const TECHNICIAN: Simulation = {
  persona: 'A customer whose internet has been down since yesterday',
  goal: 'My internet is still broken: get a technician booked',
  success_when: { next_node_id: 'technician_booked' },
};

function job(simulation: Simulation, extra: { seed?: number; max_turns?: number } = {}): StartedJob {
  const suite = plannedSuite({
    suite_id: 'sim',
    ...(extra.max_turns ? { defaults: { max_turns: extra.max_turns } } : {}),
    tests: [{ test_id: 'technician', initial_node_id: 'start', seed: extra.seed ?? 7, repeats: 1, simulation }],
  });
  return {
    ...planJobs([suite], { repeats: null })[0]!,
    threadId: 'thread-1',
  };
}

/** A simulator that says the scripted messages in order; `end` calls its end tool, a function may throw. */
function scripted(...replies: (string | SimulatorReply | (() => never))[]): Simulator & { asked: SimulatorRequest[] } {
  const asked: SimulatorRequest[] = [];
  return {
    name: 'scripted',
    asked,
    next: async (request) => {
      asked.push(request);
      const next = replies.shift();
      if (next === undefined) return { kind: 'end', reason: 'script over' };
      if (typeof next === 'function') return next();
      return typeof next === 'string' ? { kind: 'message', text: next } : next;
    },
  };
}

async function play(
  simulation: Simulation,
  simulator: Simulator,
  client?: AgentClient,
  extra = {},
  judge = createJudge(resolveJudgeConfig({}, {})),
) {
  return playSimulation(job(simulation, extra), options, {
    client: client ?? (await engineClient()),
    judge,
    now: () => 0,
    signal: new AbortController().signal,
    simulator,
  });
}

const failedKeys = (record: Awaited<ReturnType<typeof play>>) =>
  [...record.turns.flatMap((t) => t.assertions), ...record.final.assertions]
    .filter((a) => a.status === 'failed')
    .map((a) => `${a.key}:${a.code}`);

describe('a simulated conversation', () => {
  it('with the built-in simulator reaches the goal on the demo flow, choosing the options toward it', async () => {
    const record = await play(TECHNICIAN, createBuiltinSimulator());
    expect(record.ending).toBe('goal_reached');
    expect(record.outcome).toBe('passed');
    expect(record.turns.map((t) => t.node_after)).toEqual(['conv_1', 'conv_2', 'technician', 'technician_booked']);
    expect(record.turns.map((t) => t.turn_id)).toEqual(['sim_1', 'sim_2', 'sim_3', 'sim_4']);
    expect(record.turns.at(-1)!.assertions.map((a) => `${a.key}:${a.status}`)).toEqual(['success_when.next_node_id:passed']);
  });

  it('sends the fixed opening first, then what the simulator says', async () => {
    const simulator = scripted('technical support please');
    const record = await play({ ...TECHNICIAN, opening: 'Hi, my router is dead' }, simulator);
    expect(record.turns.map((t) => t.user_input)).toEqual(['Hi, my router is dead', 'technical support please']);
    // The simulator saw the agent's first reply, its node and descriptor.
    expect(simulator.asked[0]!.transcript).toMatchObject([{ user: 'Hi, my router is dead', node: 'conv_1' }]);
    expect(record.ending).toBe('user_ended');
  });

  it('ends as user_ended, failed with GOAL_NOT_REACHED, when the simulator ends before success_when held', async () => {
    const record = await play(TECHNICIAN, scripted('hello', { kind: 'end', reason: 'I give up' }));
    expect(record).toMatchObject({ ending: 'user_ended', outcome: 'failed', codes: ['GOAL_NOT_REACHED'] });
    expect(record.final.assertions[0]!.reason).toBe(
      'the simulated user ended the conversation after 1 agent turn(s) (I give up), and success_when never held',
    );
  });

  it('ends as max_turns with GOAL_NOT_REACHED when the cap comes first (defaults.max_turns, else the simulation max_turns)', async () => {
    const chatty = { name: 'chatty', next: async () => ({ kind: 'message', text: 'what?' }) as const };
    const byDefault = await play(TECHNICIAN, chatty, undefined, { max_turns: 3 });
    expect(byDefault).toMatchObject({ ending: 'max_turns', outcome: 'failed', codes: ['GOAL_NOT_REACHED'] });
    expect(byDefault.turns).toHaveLength(3);
    const own = await play({ ...TECHNICIAN, max_turns: 2 }, chatty, undefined, { max_turns: 3 });
    expect(own.turns).toHaveLength(2);
    expect(own.final.assertions[0]!.reason).toBe('the goal was not reached within max_turns (2 agent turns)');
  });

  it('does not ask the simulator past the cap, so a simulator fault there cannot hide a missed goal', async () => {
    const simulator = scripted('hello', () => {
      throw new Error('would be a fault');
    });
    const record = await play({ ...TECHNICIAN, max_turns: 1 }, simulator);
    expect(record).toMatchObject({ ending: 'max_turns', outcome: 'failed', codes: ['GOAL_NOT_REACHED'] });
    expect(simulator.asked).toHaveLength(1);
    // Before the cap the end tool is heard: the stop rules in order.
    expect((await play({ ...TECHNICIAN, max_turns: 2 }, scripted('hello', { kind: 'end', reason: 'done' }))).ending).toBe('user_ended');
  });

  it('does not end as goal_reached before min_turns', async () => {
    const early = { ...TECHNICIAN, success_when: { flow_completed: false } };
    expect((await play(early, scripted('hello', 'billing', 'main menu'))).turns).toHaveLength(1);
    const record = await play({ ...early, min_turns: 3 }, scripted('hello', 'billing', 'main menu'));
    expect(record.ending).toBe('goal_reached');
    expect(record.turns).toHaveLength(3);
  });

  it.each([
    ['never_nodes', { never_nodes: ['billing'] }, 'invariants.never_nodes:NODE_MISMATCH'],
    ['never_tools', { never_tools: ['process_node'] }, 'invariants.never_tools:TOOL_ARGS_MISMATCH'],
    ['assistant_not_contains', { assistant_not_contains: ['billing here'] }, 'invariants.assistant_not_contains:ASSISTANT_CONTENT'],
    ['forbidden_facts', { forbidden_facts: ['user_greeting'] }, 'invariants.forbidden_facts:FACT_DRIFT'],
  ] satisfies [string, Invariants, string][])(
    'ends as invariant_broken on the turn an invariant (%s) breaks, with its code',
    async (_kind, invariants, failure) => {
      const record = await play({ ...TECHNICIAN, invariants }, scripted('hello', 'billing', 'main menu'));
      expect(record.ending).toBe('invariant_broken');
      expect(record.outcome).toBe('failed');
      expect(failedKeys(record)).toEqual([failure]);
      // The turn that broke it is the last one played.
      expect(record.turns.at(-1)!.assertions.some((a) => a.status === 'failed')).toBe(true);
    },
  );

  it('checks invariants before success_when: a turn that reaches the goal and breaks an invariant fails', async () => {
    const record = await play(
      { ...TECHNICIAN, success_when: { next_node_id: 'billing' }, invariants: { never_nodes: ['billing'] } },
      scripted('hello', 'billing'),
    );
    expect(record.ending).toBe('invariant_broken');
  });

  it('fails `within` at the deadline turn, and at the end when the conversation stopped first', async () => {
    const late = await play({ ...TECHNICIAN, within: [{ node: 'conv_2', turns: 2 }] }, scripted('hello', 'billing', 'technical'));
    expect(late.ending).toBe('invariant_broken');
    expect(failedKeys(late)).toEqual(['within:NODE_MISMATCH']);
    expect(late.turns).toHaveLength(2);
    const met = await play({ ...TECHNICIAN, within: [{ node: 'conv_2', turns: 2 }] }, createBuiltinSimulator());
    expect(met.ending).toBe('goal_reached');
    const short = await play({ ...TECHNICIAN, within: [{ node: 'cancel', turns: 5 }] }, createBuiltinSimulator());
    expect(short.ending).toBe('goal_reached');
    expect(short.outcome).toBe('failed');
    expect(failedKeys(short)).toEqual(['within:NODE_MISMATCH']);
  });

  it('asks a faulty simulator again once, and keeps the discarded reply as a turn warning', async () => {
    const record = await play(
      TECHNICIAN,
      scripted(
        '  ',
        'hello',
        () => {
          throw new Error('connection reset');
        },
        'technical support',
      ),
    );
    expect(record.turns[0]!.warnings).toEqual([
      "the simulator's first reply was discarded and asked again: the simulator replied with an empty message",
    ]);
    expect(record.turns[1]!.warnings[0]).toBe("the simulator's first reply was discarded and asked again: connection reset");
  });

  it('ends as sim_error after two faults in a row: errored with SIM_ERROR, never failed', async () => {
    const record = await play(TECHNICIAN, scripted('hello', 'technical', '', { kind: 'message', text: 'x'.repeat(5000) }));
    expect(record).toMatchObject({ ending: 'sim_error', outcome: 'errored', codes: ['SIM_ERROR'] });
    expect(record.turns).toHaveLength(2);
    expect(record.error!.message).toBe(
      "the simulated user failed before agent turn 3, twice in a row (a simulator fault, not the agent's): the simulator replied with an empty message; then: the simulator's message is 5000 characters long, over the limit of 4000",
    );
  });

  it('ends as engine_error when the agent call finally fails', async () => {
    const client: AgentClient = {
      target: 'http://agent.test',
      transport: 'http',
      conversation: () => ({
        execute: async () => {
          throw new AgentCallError('ENGINE_ERROR', 'POST http://agent.test/execute failed: 500', 3);
        },
        close: async () => {},
      }),
    };
    const record = await play(TECHNICIAN, createBuiltinSimulator(), client);
    expect(record).toMatchObject({ ending: 'engine_error', outcome: 'errored', codes: ['ENGINE_ERROR'] });
  });

  it('has the judge grade `success` over the whole transcript, tool calls in place, never shown the persona', async () => {
    const model = createFakeModelClient();
    const judge = createJudge(resolveJudgeConfig({ apiKey: 'sk-judge' }, {}), { client: model });
    const record = await play({ ...TECHNICIAN, success: 'A technician visit was booked' }, createBuiltinSimulator(), undefined, {}, judge);
    expect(record.outcome).toBe('passed');
    expect(record.final.assertions.map((a) => `${a.key}:${a.status}`)).toEqual(['success:passed']);
    const asked = JSON.stringify(model.chats.map((c) => c.messages));
    expect(asked).toContain('A technician visit was booked');
    expect(asked).toContain('process_node');
    expect(asked).toContain('Booked: a technician will visit tomorrow morning');
    expect(asked).not.toContain(TECHNICIAN.persona);
    // A run that already failed is not sent to the judge.
    const failedRun = await play({ ...TECHNICIAN, success: 'x', max_turns: 1 }, createBuiltinSimulator(), undefined, {}, judge);
    expect(failedRun.final.assertions.map((a) => `${a.key}:${a.status}`)).toEqual(['success_when:failed', 'success:skipped']);
    expect(model.chats).toHaveLength(1);
  });
});
