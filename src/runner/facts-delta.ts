// What a turn changed in the agent's memory facts: the delta every fact assertion reads.
import type { Facts } from '../agent/types.ts';
import type { FactsDelta } from '../results/results-schema.ts';
import { deepEqual } from '../assertions/equality.ts';

/**
 * What a turn did to memory: keys added, values changed (exact deep equality), keys removed. Every
 * key is data, `__proto__` included (built with fromEntries: `added[key] = value` would set the
 * prototype instead).
 */
export function computeFactsDelta(before: Facts, after: Facts): FactsDelta {
  const added: [string, unknown][] = [];
  const updated: [string, { from: unknown; to: unknown }][] = [];
  for (const [key, value] of Object.entries(after)) {
    if (!Object.hasOwn(before, key)) added.push([key, value]);
    else if (!deepEqual(before[key], value)) updated.push([key, { from: before[key], to: value }]);
  }
  const removed = Object.keys(before).filter((key) => !Object.hasOwn(after, key));
  return { added: Object.fromEntries(added), updated: Object.fromEntries(updated), removed };
}
