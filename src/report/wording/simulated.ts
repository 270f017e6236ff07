// Simulated tests: their endings and the agent turns to the goal.
import type { EndingMix } from '../../results/endings.ts';
import type { Ending } from '../../results/results-schema.ts';
import { SIMULATOR_FAULT } from './verdict.ts';

// --- simulated tests ----------------------------------------------------------------------------

/** The heading of the simulated tests' section in every report. */
export const SIMULATED_TESTS_HEADING = 'Simulated tests';

/** How the turns-to-goal figure is computed, said under every table that shows it. */
export const TURNS_TO_GOAL_METHOD =
  'Endings: runs by how the simulated conversation ended. Turns to the goal: the median of the agent turns of the runs that reached the goal (goal_reached), per side; n = those runs.';

/** "goal_reached ×5, max_turns ×1"; "no runs" when the side has none. */
export function endingMixText(mix: EndingMix | null): string {
  if (mix === null) return 'no runs';
  return Object.entries(mix.endings)
    .map(([ending, n]) => `${ending} ×${n}`)
    .join(', ');
}

/** "4 (n = 6)", or "not reached" when no run reached the goal. */
export function turnsToGoalText(mix: EndingMix | null): string {
  if (mix === null) return '–';
  return mix.median_turns_to_goal === null ? 'not reached' : `${mix.median_turns_to_goal} (n = ${mix.goal_runs})`;
}

/** Base → PR, or the PR alone without a baseline. */
export function turnsToGoalChangeText(base: EndingMix | null, head: EndingMix | null): string {
  return base === null ? turnsToGoalText(head) : `${turnsToGoalText(base)} → ${turnsToGoalText(head)}`;
}

/** What a run's ending means, for a failed or errored simulated run's line. */
export function endingText(ending: Ending): string {
  switch (ending) {
    case 'goal_reached':
      return 'goal_reached: success_when held';
    case 'user_ended':
      return 'user_ended: the simulated user ended the conversation';
    case 'max_turns':
      return 'max_turns: the turn cap came first';
    case 'invariant_broken':
      return 'invariant_broken: an invariant or `within` broke';
    case 'engine_error':
      return 'engine_error: the agent call failed';
    case 'sim_error':
      return `sim_error: ${SIMULATOR_FAULT}`;
  }
}
