// The latency and tokens rows as every report words them (wording/performance.ts).
import { describe, expect, it } from 'vitest';
import type { PerformanceChange } from '../../../src/compare/comparison-schema.ts';
import {
  floorNoteText,
  intervalHeading,
  latencyText,
  PERFORMANCE_VERDICT_LABELS,
  performanceMethodText,
  performanceRowReasonText,
  ratioCellText,
  ratioMethodNote,
} from '../../../src/report/wording/performance.ts';

const change = (over: Partial<PerformanceChange>): PerformanceChange => ({
  statistic: 'p90',
  tests: 12,
  ratio: 1.3127,
  ci: [1.181, 1.452],
  level: 0.95,
  p_slower: 0.0004,
  p_adjusted: 0.0008,
  method: 'hodges-lehmann-wilcoxon-exact',
  threshold: 1.2,
  verdict: 'slower',
  ...over,
});

describe('latency and tokens rows', () => {
  it("writes a ratio with its interval, saying the level of an interval below the table's, and the method once", () => {
    expect(ratioCellText(change({}), 0.95)).toBe('×1.31 [×1.18, ×1.45]');
    // Too few tests for the level asked: the interval says its own.
    expect(ratioCellText(change({ level: 0.875 }), 0.95)).toBe('×1.31 [×1.18, ×1.45] (87.5% interval)');
    expect(ratioCellText(change({ ratio: null, ci: null }), 0.95)).toBe('n/a');
    expect(intervalHeading(0.9)).toBe('90% CI');
    expect(ratioMethodNote(performanceMethodText(change({})), 0.95)).toMatch(
      /^Ratio: Hodges-Lehmann over tests, exact Wilcoxon signed-rank, 95% intervals; PR over base of each test's statistic/,
    );
  });

  it('writes latency in ms below a second and in seconds above, and never ✅ beside a significant rise', () => {
    expect([latencyText(87.4), latencyText(1240), latencyText(12_400), latencyText(null)]).toEqual(['87 ms', '1.24 s', '12.4 s', 'n/a']);
    expect(PERFORMANCE_VERDICT_LABELS.undecided.emoji).toBe('⚠️');
    expect(PERFORMANCE_VERDICT_LABELS.not_gated.emoji).toBe('');
  });

  it('says why each verdict, with the p, the limit and its setting', () => {
    expect(performanceRowReasonText('latency', change({}), 0.025)).toBe(
      'over 12 tests, one-sided p = 4.0e-4, p (Holm) = 8.0e-4: a significant slow-down of at least ×1.20 (fail-on-latency), which fails the check',
    );
    // Significant, but below the limit: undecided, and said so.
    expect(performanceRowReasonText('latency', change({ ratio: 1.1, verdict: 'undecided' }), 0.025)).toContain(
      'a significant slow-down, not shown to reach ×1.20 (fail-on-latency) and not ruled out either',
    );
    expect(performanceRowReasonText('tokens', change({ p_adjusted: 0.4, verdict: 'undecided' }), 0.025)).toContain(
      'a rise of ×1.20 (fail-on-tokens) is neither shown nor ruled out',
    );
    expect(performanceRowReasonText('tokens', change({ ci: [0.9, 1.1], verdict: 'ruled_out' }), 0.025)).toContain(
      'the upper bound is below ×1.20 (fail-on-tokens), so a rise of ×1.20 is ruled out',
    );
    expect(performanceRowReasonText('latency', change({ verdict: 'not_gated', weak: 'stored_baseline' }), 0.025)).toContain(
      'reported, not gating (weak: stored baseline)',
    );
    expect(performanceRowReasonText('tokens', change({ verdict: 'not_gated', threshold: null, p_adjusted: null }), 0.025)).toBe(
      'over 12 tests, one-sided p = 4.0e-4: reported, not gating (fail-on-tokens not set)',
    );
  });

  it('names a suite too small to show a change', () => {
    expect(floorNoteText({ tests: 3, smallest_p: 0.125 })).toBe('cannot fail the check: 3 tests, smallest p 0.13');
  });
});
