import { describe, expect, it } from 'vitest';
import { decideGate } from '../../src/action/gate.ts';
import type { Comparison } from '../../src/compare/comparison-schema.ts';

describe('decideGate', () => {
  const comparison = (verdict: Comparison['verdict'], delta = -0.02) =>
    ({
      verdict,
      reason: 'r',
      suites: [
        {
          suite_id: 's',
          verdict: verdict === 'fail' ? 'regressed' : 'unchanged',
          delta: { estimate: delta, ci: [0, 0], method: 'newcombe-paired' },
        },
      ],
    }) as unknown as Comparison;

  it('follows fail-on and fail-on-invalid', () => {
    expect(decideGate(comparison('fail'), 'significant-regression', true)).toMatchObject({ conclusion: 'failure' });
    expect(decideGate(comparison('fail'), 'never', true)).toEqual({ failure: null, conclusion: 'neutral' });
    expect(decideGate(comparison('pass'), 'significant-regression', true)).toEqual({ failure: null, conclusion: 'success' });
    expect(decideGate(comparison('pass'), 'any-regression', true).failure).toMatch(/dropped in s/);
    expect(decideGate(comparison('invalid'), 'significant-regression', true).conclusion).toBe('failure');
    expect(decideGate(comparison('invalid'), 'significant-regression', false)).toEqual({ failure: null, conclusion: 'neutral' });
  });

  it('says a check failed by latency is a latency regression, not a pass-rate one', () => {
    const slower = {
      ...comparison('fail'),
      suites: [{ suite_id: 's', verdict: 'unchanged', delta: null }],
      reason: {
        code: 'latency_regression',
        suites: [
          {
            suite_id: 's',
            statistic: 'p90',
            ratio: 1.5,
            ci: [1.3, 1.7],
            level: 0.95,
            p_slower: 0.001,
            p_adjusted: 0.001,
            threshold: 1.2,
            tests: 10,
            method: 'hodges-lehmann-wilcoxon-exact',
          },
        ],
      },
    } as unknown as Comparison;
    const decision = decideGate(slower, 'significant-regression', true);
    expect(decision.conclusion).toBe('failure');
    expect(decision.failure).toMatch(/^Latency regression in 1 suite: latency went up significantly in 1 suite: s: p90 latency ×1\.50/);
    expect(decision.failure).not.toContain('Significant regression in');
  });
});
