// The `simulation` block of suite spec v1, as validate reports it: a test is scripted or simulated,
// never both; the bounds of a simulation leave room for its goal; judged checks stay out of the
// per-turn checks. Each error names the file, line, column, key path and the fix.
import { describe, expect, it } from 'vitest';
import { suiteErrors } from '../helpers/suite-errors.ts';
import { loadSuites } from '../../src/suite/loader.ts';
import { testSpecHash } from '../../src/suite/hash.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const simulated = (simulation: string, extra = '') =>
  [
    'version: v1',
    'suite_id: sim',
    'tests:',
    '  - test_id: refund',
    '    initial_node_id: start',
    extra,
    '    simulation:',
    ...simulation.split('\n').map((line) => `      ${line}`),
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');

const BASE = 'persona: A busy customer\ngoal: Get a refund\nsuccess_when: { next_node_id: refund_requested }';

describe('the simulation block', () => {
  it('loads a valid simulated test, with its knows, unknown, invariants and within', async () => {
    const dir = await tempDir('sim-spec');
    await writeFile(
      join(dir, 'sim.yaml'),
      simulated(
        `${BASE}\nknows: { order_number: AB-12345 }\nunknown: [account id]\ninvariants: { never_nodes: [cancelled], never_tools: [delete_account], assistant_not_contains: [password] }\nwithin: [{ node: billing, turns: 3 }]\nmax_turns: 8\nmin_turns: 2\nsimulator: builtin`,
      ),
    );
    const result = await loadSuites(['sim.yaml'], { cwd: dir });
    expect(result.errors).toEqual([]);
    const test = result.suites[0]!.suite.tests[0]!;
    expect(test.turns).toBeUndefined();
    expect(test.simulation?.invariants?.never_nodes).toEqual(['cancelled']);
    expect(result.suites[0]!.testHashes.refund).toBe(testSpecHash(result.suites[0]!.suite, test));
  });

  it('refuses a test with both turns and simulation, at the simulation key', async () => {
    const errors = await suiteErrors({
      'a.yaml': simulated(BASE, '    turns:\n      - turn_id: t1\n        user_input: Hello'),
    });
    expect(errors).toEqual([
      'a.yaml:9:5: tests[0]: has both turns and simulation; a test is either scripted (turns) or simulated (simulation) (move the scripted turns or the simulation into a test of its own)',
    ]);
  });

  it('refuses a test with neither turns nor simulation', async () => {
    const errors = await suiteErrors({
      'a.yaml': 'version: v1\nsuite_id: s\ntests:\n  - test_id: t\n    initial_node_id: start\n',
    });
    expect(errors).toEqual([
      'a.yaml:4:5: tests[0]: has neither turns nor simulation, so it plays nothing (add turns (a scripted conversation) or simulation (a simulated user with a goal))',
    ]);
  });

  it('refuses min_turns and within beyond max_turns (the default max_turns when unset)', async () => {
    const errors = await suiteErrors({
      'a.yaml': simulated(`${BASE}\nmin_turns: 20\nwithin: [{ node: billing, turns: 13 }]`),
    });
    expect(errors).toEqual([
      'a.yaml:10:18: tests[0].simulation.min_turns: 20 is more than the default max_turns 12, so the goal could never be reached (lower min_turns or raise max_turns)',
      'a.yaml:11:40: tests[0].simulation.within[0].turns: 13 is more than the default max_turns 12, so it could never be checked (lower turns or raise max_turns)',
    ]);
  });

  it('keeps judged checks out of success_when and invariants, and names the missing goal', async () => {
    const errors = await suiteErrors({
      'a.yaml': simulated(
        'persona: A busy customer\nsuccess_when: { judge_criteria: { assistant_quality_min: 0.5 } }\ninvariants: { never_node: [x] }',
      ),
    });
    expect(errors.join('\n')).toContain("tests[0].simulation: missing required key 'goal'");
    expect(errors.join('\n')).toContain("unknown key 'judge_criteria' in tests[0].simulation.success_when");
    expect(errors.join('\n')).toContain("unknown key 'never_node' in tests[0].simulation.invariants; did you mean 'never_nodes'?");
  });

  it('checks the patterns of success_when and invariants like any assistant_matches', async () => {
    const errors = await suiteErrors({
      'a.yaml': simulated(`${BASE}\ninvariants: { assistant_matches: ["(a"] }`),
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^a\.yaml:10:\d+: tests\[0\]\.simulation\.invariants\.assistant_matches\[0\]: /);
  });
});
