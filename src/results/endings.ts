// How the runs of a simulated test ended, for every report: the count of each ending, and the
// median number of agent turns the runs that reached the goal took (the median of those runs'
// agent-turn counts; the mean of the two middle ones for an even count).
import { ENDINGS, type Ending, type RunRecord } from './results-schema.ts';

export interface EndingMix {
  /** Runs by ending, in the order of ENDINGS; endings no run had are left out. */
  endings: Partial<Record<Ending, number>>;
  /** Median agent turns to the goal over `goal_runs` runs that reached it; null when none did. */
  median_turns_to_goal: number | null;
  goal_runs: number;
}

/** What a run tells the mix: its ending (absent on a scripted run) and the agent turns it played. */
export interface EndingFacts {
  ending?: Ending | undefined;
  agentTurns: number;
}

export function endingFacts(run: Pick<RunRecord, 'ending' | 'turns'>): EndingFacts {
  return { ending: run.ending, agentTurns: run.turns.filter((t) => t.error === undefined).length };
}

/** The mix of a test's runs; null when none of them is simulated (a scripted test). */
export function endingMix(runs: readonly EndingFacts[]): EndingMix | null {
  const simulated = runs.filter((r) => r.ending !== undefined);
  if (simulated.length === 0) return null;
  const endings: Partial<Record<Ending, number>> = {};
  for (const ending of ENDINGS) {
    const n = simulated.filter((r) => r.ending === ending).length;
    if (n > 0) endings[ending] = n;
  }
  const turns = simulated
    .filter((r) => r.ending === 'goal_reached')
    .map((r) => r.agentTurns)
    .sort((a, b) => a - b);
  return { endings, median_turns_to_goal: median(turns), goal_runs: turns.length };
}

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
