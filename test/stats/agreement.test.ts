// Judge agreement against statsmodels' cohens_kappa and SciPy's Wilson intervals combined by MOVER
// (test/fixtures/stats/make-agreement.py), and the tables that cannot give a figure.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { agreement, type Confusion } from '../../src/stats/agreement.ts';
import { expectClose } from './reference-values.ts';

interface Reference {
  cases: {
    id: string;
    confusion: Confusion;
    output: {
      n: number;
      level: number;
      observed: number;
      kappa: number;
      kappa_ci: [number, number];
      balanced_accuracy: number;
      balanced_accuracy_ci: [number, number];
    };
  }[];
}
const reference = JSON.parse(readFileSync(new URL('../fixtures/stats/agreement-reference.json', import.meta.url), 'utf8')) as Reference;

describe('agreement against statsmodels and SciPy', () => {
  it.each(reference.cases)('$id', ({ confusion, output }) => {
    const result = agreement(confusion, output.level);
    expect(result.n).toBe(output.n);
    expectClose(result.observed!, output.observed);
    expectClose(result.kappa!, output.kappa);
    expectClose(result.kappa_ci![0], output.kappa_ci[0]);
    expectClose(result.kappa_ci![1], output.kappa_ci[1]);
    expectClose(result.balanced_accuracy!, output.balanced_accuracy);
    expectClose(result.balanced_accuracy_ci![0], output.balanced_accuracy_ci[0]);
    expectClose(result.balanced_accuracy_ci![1], output.balanced_accuracy_ci[1]);
    expect(result.methods).toEqual({ kappa: 'cohen-asymptotic', balanced_accuracy: 'mover-wilson' });
  });

  it('defaults to two-sided 95% intervals', () => {
    const table = reference.cases.find((c) => c.id === 'forty-good@0.95')!;
    const result = agreement(table.confusion);
    expect(result.level).toBe(0.95);
    expectClose(result.kappa_ci![0], table.output.kappa_ci[0]);
  });
});

describe('tables that cannot give a figure', () => {
  const cell = (both_pass: number, human_pass_judge_fail: number, human_fail_judge_pass: number, both_fail: number): Confusion => ({
    both_pass,
    human_pass_judge_fail,
    human_fail_judge_pass,
    both_fail,
  });

  it('no labels: every figure is null', () => {
    const result = agreement(cell(0, 0, 0, 0));
    expect(result).toMatchObject({
      n: 0,
      observed: null,
      kappa: null,
      kappa_ci: null,
      balanced_accuracy: null,
      balanced_accuracy_ci: null,
    });
  });

  it.each([
    ['no human-fail label', cell(30, 10, 0, 0), 0.75],
    ['no human-pass label', cell(0, 0, 4, 16), 0.8],
    ['every label and verdict pass', cell(40, 0, 0, 0), 1],
  ])('%s: observed agreement only, kappa and balanced accuracy null', (_name, table, observed) => {
    const result = agreement(table);
    expect(result.observed).toBe(observed);
    expect(result).toMatchObject({ kappa: null, kappa_ci: null, balanced_accuracy: null, balanced_accuracy_ci: null });
    // What the calibration file stores: no NaN turns into null or a string on the way.
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('a judge that always says pass against mixed labels has kappa 0 and balanced accuracy 1/2', () => {
    const result = agreement(cell(25, 0, 15, 0));
    expect(result.kappa).toBe(0);
    // The asymptotic SE vanishes for a one-verdict judge (statsmodels agrees): the interval is the point 0.
    expect(result.kappa_ci).toEqual([0, 0]);
    expect(result.balanced_accuracy).toBe(0.5);
    expect(result.balanced_accuracy_ci![0]).toBeLessThan(0.5);
    expect(result.balanced_accuracy_ci![1]).toBeGreaterThan(0.5);
  });

  it('perfect agreement has kappa 1 and a point interval, never above 1', () => {
    const result = agreement(cell(20, 0, 0, 20));
    expect(result.kappa).toBe(1);
    expect(result.kappa_ci).toEqual([1, 1]);
    expect(result.balanced_accuracy).toBe(1);
    expect(result.balanced_accuracy_ci![1]).toBe(1);
  });

  it('rejects counts that are not non-negative integers and levels outside (0, 1)', () => {
    expect(() => agreement(cell(1.5, 0, 0, 1))).toThrow(/both_pass/);
    expect(() => agreement(cell(1, -1, 0, 1))).toThrow(/human_pass_judge_fail/);
    expect(() => agreement(cell(1, 1, 1, 1), 1)).toThrow(/level/);
  });
});
