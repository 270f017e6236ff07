// Every assertion key of the spec mapped to its handler. The mapped type makes a key without a
// handler a type error, and the registry test checks the same at run time.
import { ASSERTION_KEYS, type AssertionKey, type Assertions } from '../suite/suite-schema.ts';
import type { AssertionResult } from '../results/results-schema.ts';
import type { AssertionHandler, Observed } from './types.ts';
import { flowCompleted, nextNodeId } from './node.ts';
import { toolCall, toolCalls } from './tools.ts';
import { assistantContains, assistantMatches, assistantNotContains } from './content.ts';
import { assistantSimilarTo } from './similarity.ts';
import { factsAdd, factsRemove, factsUpdate, forbiddenFacts } from './facts.ts';
import { optionsContains } from './descriptor.ts';
import { judgeCriteria } from './judge.ts';

export const HANDLERS: { readonly [K in AssertionKey]: AssertionHandler<K> } = {
  tool_call: toolCall,
  tool_calls: toolCalls,
  next_node_id: nextNodeId,
  assistant_contains: assistantContains,
  assistant_not_contains: assistantNotContains,
  assistant_matches: assistantMatches,
  assistant_similar_to: assistantSimilarTo,
  facts_add: factsAdd,
  facts_update: factsUpdate,
  facts_remove: factsRemove,
  forbidden_facts: forbiddenFacts,
  'node_descriptor.options_contains': optionsContains,
  flow_completed: flowCompleted,
  judge_criteria: judgeCriteria,
};

/** The results of every assertion `expected` gives, in schema key order. */
export function runAssertions(expected: Assertions | undefined, observed: Observed): AssertionResult[] {
  if (!expected) return [];
  return ASSERTION_KEYS.flatMap((key) => runOne(key, expected, observed));
}

function runOne<K extends AssertionKey>(key: K, expected: Assertions, observed: Observed): AssertionResult[] {
  const value = expected[key];
  if (value === undefined) return [];
  const handler: AssertionHandler<K> = HANDLERS[key];
  return handler(value, observed);
}
