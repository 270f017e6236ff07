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
});
