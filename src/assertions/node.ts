// Where the conversation is, both failing with NODE_MISMATCH:
// - next_node_id: the node the agent reports after the turn (for final_assertions: after the last
//   turn) must equal the expected id exactly.
// - flow_completed: the agent's flow_completed flag must equal the expected boolean. An agent that
//   does not report the flag is taken as not completed: it passes `false` and fails `true`.
import type { AssertionHandler } from './types.ts';
import { failed, passed, show } from './result.ts';

export const nextNodeId: AssertionHandler<'next_node_id'> = (expected, observed) => {
  const key = 'next_node_id';
  const actual = observed.node_after;
  const which = observed.scope === 'final' ? 'final node' : 'next node';
  if (actual === expected) return [passed(key, expected, actual, `${which} is ${show(expected)}`)];
  const got = actual === null ? 'none' : show(actual);
  return [failed(key, 'NODE_MISMATCH', expected, actual, `expected ${which} ${show(expected)}, got ${got}`)];
};

export const flowCompleted: AssertionHandler<'flow_completed'> = (expected, observed) => {
  const key = 'flow_completed';
  const actual = observed.flow_completed;
  const completed = actual === true;
  const unreported = actual === null ? ' (the agent did not report flow_completed)' : '';
  if (completed === expected) {
    return [passed(key, expected, actual, `flow ${completed ? 'completed' : 'not completed'}${unreported}`)];
  }
  return [failed(key, 'NODE_MISMATCH', expected, actual, `expected flow_completed ${expected}, got ${completed}${unreported}`)];
};
