// The paired t interval over tests against SciPy (scipy.stats.t.ppf, values below computed with
// SciPy 1.17.1: mean +- t.ppf(0.975, n - 1) * sd / sqrt(n)).
import { describe, expect, it } from 'vitest';
import { pairedMeanInterval } from '../../src/stats/paired-t.ts';

describe('pairedMeanInterval', () => {
  it('matches SciPy for nine unchanged tests and one that fell completely', () => {
    // t.ppf(0.975, 9) = 2.2621571627409915; sd = sqrt(0.1); standard error 0.1.
    const ci = pairedMeanInterval([0, 0, 0, 0, 0, 0, 0, 0, 0, -1])!;
    expect(ci.estimate).toBeCloseTo(-0.1, 12);
    expect(ci.lower).toBeCloseTo(-0.32621571627409915, 9);
    expect(ci.upper).toBeCloseTo(0.12621571627409915, 9);
  });

  it('matches SciPy for changes of flaky tests', () => {
    // scipy: m = mean(x); h = t.ppf(0.975, 4) * std(x, ddof=1) / sqrt(5) -> [-0.49387386024625957, 0.1605405269129262]
    const ci = pairedMeanInterval([-0.5, 1 / 6, -1 / 3, 0, -1 / 6])!;
    expect(ci.lower).toBeCloseTo(-0.49387386024625957, 9);
    expect(ci.upper).toBeCloseTo(0.1605405269129262, 9);
  });

  it('needs two tests', () => {
    expect(pairedMeanInterval([-1])).toBeNull();
    expect(pairedMeanInterval([])).toBeNull();
  });
});
