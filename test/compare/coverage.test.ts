// Transition coverage: which options the flow offered that no test chose.
import { describe, expect, it } from 'vitest';
import { coverageOf, transitionSets } from '../../src/compare/coverage.ts';
import { processNode, results, suite, test } from '../helpers/results.ts';

const descriptor = {
  node_id: 'menu',
  type: 'conversation',
  prompt: 'Pick one',
  options: [{ id: 'opt_1' }, { id: 'opt_2' }, { id: 'opt_3' }, { id: '-1' }],
};

describe('transition coverage', () => {
  it('lists offered options no test chose, per suite and overall, without the stay option', () => {
    const withMenu = { nextNodeDescriptor: descriptor, toolCalls: [processNode('menu', 'opt_2')] };
    const head = results([
      suite('a', [test('x', 'P', withMenu), test('y', 'P', { toolCalls: [processNode('menu', 'opt_1')] }), test('z', 'P')]),
      suite('b', [test('w', 'P', { toolCalls: [processNode('menu', 'opt_3')] })]),
    ]);
    const sets = head.suites.map(transitionSets);
    // Suite a: menu offers opt_1..3; opt_1 and opt_2 chosen at menu; start -> opt_1 chosen too.
    expect(coverageOf([sets[0]!])).toEqual({ offered: 4, exercised: 3, missing: ['menu -> opt_3'] });
    expect(coverageOf(sets)).toEqual({ offered: 4, exercised: 4, missing: [] });
  });

  it('is null when the results show no options and no choices', () => {
    const head = results([suite('a', [test('x', 'P', { toolCalls: [] })])]);
    expect(coverageOf([transitionSets(head.suites[0]!)])).toBeNull();
  });
});
