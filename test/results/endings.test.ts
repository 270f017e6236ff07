// The ending mix of a simulated test: counts by ending, and the median agent turns to the goal.
import { describe, expect, it } from 'vitest';
import { endingFacts, endingMix } from '../../src/results/endings.ts';

describe('endingMix', () => {
  it('is null for a scripted test (no run has an ending)', () => {
    expect(endingMix([{ agentTurns: 3 }, { agentTurns: 2 }])).toBeNull();
  });

  it('counts the endings in their fixed order and takes the median turns over the runs that reached the goal', () => {
    expect(
      endingMix([
        { ending: 'max_turns', agentTurns: 8 },
        { ending: 'goal_reached', agentTurns: 5 },
        { ending: 'sim_error', agentTurns: 1 },
        { ending: 'goal_reached', agentTurns: 3 },
      ]),
    ).toEqual({ endings: { goal_reached: 2, max_turns: 1, sim_error: 1 }, median_turns_to_goal: 4, goal_runs: 2 });
    expect(
      endingMix([
        { ending: 'goal_reached', agentTurns: 7 },
        { ending: 'goal_reached', agentTurns: 2 },
        { ending: 'goal_reached', agentTurns: 4 },
      ])?.median_turns_to_goal,
    ).toBe(4);
    expect(endingMix([{ ending: 'user_ended', agentTurns: 2 }])).toEqual({
      endings: { user_ended: 1 },
      median_turns_to_goal: null,
      goal_runs: 0,
    });
  });

  it('counts only the turns the agent answered', () => {
    const turn = (error?: boolean) => ({ ...(error ? { error: { code: 'ENGINE_ERROR' as const, message: 'x' } } : {}) });
    expect(endingFacts({ ending: 'engine_error', turns: [turn(), turn(true)] as never })).toEqual({
      ending: 'engine_error',
      agentTurns: 1,
    });
  });
});
