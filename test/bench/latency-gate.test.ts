// The latency-gate figure's widened suites: copies of the demo suites' tests under new ids, so a
// suite has enough tests for the signed-rank test over tests to reach the check's alpha.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widen } from '../../bench/latency-gate.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { plannedFromFiles } from '../helpers/planned-suites.ts';

const ROOT = join(import.meta.dirname, '..', '..');

describe('widen', () => {
  it('gives each suite the number of tests asked, copies of its own under new ids, hashed apart', async () => {
    const loaded = await loadSuites(['suites/demo-routing.yaml', 'suites/demo-tools.yaml'], { cwd: ROOT });
    const shipped = plannedFromFiles(loaded);
    const wide = widen(shipped, 5);
    for (const [i, suite] of wide.entries()) {
      const original = shipped[i]!.suite.tests;
      const ids = suite.suite.tests.map((t) => t.test_id);
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(5);
      expect(ids.slice(0, original.length)).toEqual(original.map((t) => t.test_id));
      // A copy plays its original's turns, and has a hash of its own (the comparison pairs tests by id and spec).
      suite.suite.tests.forEach((t, k) => expect(t.turns).toEqual(original[k % original.length]!.turns));
      expect(new Set(ids.map((id) => suite.testHashes[id])).size).toBe(5);
    }
    expect(wide.map((s) => s.suite.suite_id)).toEqual(['demo_routing', 'demo_tools']);
    // A suite already that large keeps its tests.
    expect(widen(shipped, 1).map((s) => s.suite.tests.length)).toEqual(shipped.map((s) => s.suite.tests.length));
  });
});
