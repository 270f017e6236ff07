// Transition coverage: which branches of the flow the suites reach.
//
// What can be measured from results alone: a turn's next_node_descriptor lists the options of the node
// the conversation is now in ("offered"); a process_node tool call with an option_id records the option
// the agent chose at its current_node_id (or, without it, at the turn's node_before) ("exercised").
// Options offered at a node no turn reached are invisible, so "offered" is a lower bound of the flow's
// branches; an option exercised without a captured descriptor still counts as offered (it existed).
// The stay option "-1" is not a branch and is left out.
import type { SuiteResult, TurnRecord } from '../results/results-schema.ts';
import type { Coverage } from './comparison-schema.ts';

const STAY_OPTION = '-1';

export interface TransitionSets {
  offered: Set<string>;
  exercised: Set<string>;
}

const pairKey = (node: string, option: string): string => `${node} -> ${option}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'number') return String(value);
  return null;
}

function offeredIn(turn: TurnRecord): string[] {
  const descriptor = turn.next_node_descriptor;
  if (!isRecord(descriptor) || !Array.isArray(descriptor.options)) return [];
  const node = idOf(descriptor.node_id) ?? turn.node_after;
  if (node === null) return [];
  return descriptor.options
    .map((o) => (isRecord(o) ? idOf(o.id) : null))
    .filter((id): id is string => id !== null && id !== STAY_OPTION)
    .map((id) => pairKey(node, id));
}

function exercisedIn(turn: TurnRecord): string[] {
  return turn.tool_calls.flatMap((call) => {
    if (call.name !== 'process_node' || !isRecord(call.args)) return [];
    const option = idOf(call.args.option_id);
    const node = idOf(call.args.current_node_id) ?? turn.node_before;
    return option === null || option === STAY_OPTION || node === null ? [] : [pairKey(node, option)];
  });
}

export function transitionSets(suite: SuiteResult): TransitionSets {
  const offered = new Set<string>();
  const exercised = new Set<string>();
  for (const turn of suite.tests.flatMap((t) => t.runs.flatMap((r) => r.turns))) {
    for (const pair of offeredIn(turn)) offered.add(pair);
    for (const pair of exercisedIn(turn)) exercised.add(pair);
  }
  for (const pair of exercised) offered.add(pair);
  return { offered, exercised };
}

/** Null when the results show no descriptor options and no process_node choice: nothing to measure. */
export function coverageOf(sets: readonly TransitionSets[]): Coverage | null {
  const offered = new Set(sets.flatMap((s) => [...s.offered]));
  const exercised = new Set(sets.flatMap((s) => [...s.exercised]));
  if (offered.size === 0) return null;
  return {
    offered: offered.size,
    exercised: exercised.size,
    missing: [...offered].filter((p) => !exercised.has(p)).sort(),
  };
}
