import { describe, expect, it } from 'vitest';
import { DEFAULT_GATE_SETTINGS } from '../../src/compare/family.ts';
import { designFloors } from '../../src/compare/floors.ts';

const settings = DEFAULT_GATE_SETTINGS;

describe('designFloors', () => {
  it('says that at 4 runs a side no single test can fail the check and none can be ruled out', () => {
    const f = designFloors(4, 4, settings);
    // Fisher's best case 1/C(8, 4) = 1/70 is above α/2 = 0.0125; all passing, 0.5^4 = 0.0625 is above 0.05.
    expect(f.smallestBreakP).toBeCloseTo(1 / 70, 12);
    expect(f.canBreak).toBe(false);
    expect(f.runsToBreak).toBe(5);
    expect(f.smallestRuleOutP).toBeCloseTo(0.0625, 9);
    expect(f.canRuleOut).toBe(false);
    expect(f.runsToRuleOut).toBe(5);
  });

  it('lifts both floors at the default 16 runs', () => {
    const f = designFloors(16, 16, settings);
    expect(f).toMatchObject({ canBreak: true, canRuleOut: true, runsToBreak: 16, runsToRuleOut: 16 });
  });

  it('counts the head runs that lift a floor against a fixed baseline', () => {
    // Against 2 base runs: 1/C(k + 2, 2) <= 0.0125 needs C(k + 2, 2) >= 80: C(13, 2) = 78, C(14, 2) = 91.
    expect(designFloors(4, 2, settings).runsToBreak).toBe(12);
    // One run a side that passed: at best p(p - 0.9) = 0.1 at p = 1, above 0.05.
    expect(designFloors(1, 1, { ...settings, minTestEffect: 0.9 }).smallestRuleOutP).toBeCloseTo(0.1, 9);
    expect(designFloors(1, 1, { ...settings, minTestEffect: 0.9 }).canRuleOut).toBe(false);
  });
});
