import { describe, expect, it } from 'vitest';
import { judgePr, type CellTally } from '../../bench/seeded-gate.ts';
import { breakOne, CHECK, drawSeededPr, equalIcc } from '../../bench/seeded-population.ts';

const empty = (): CellTally => ({
  prs: 0,
  outcomes: { fail: 0, pass: 0, possible: 0, underpowered: 0, other: 0 },
  invalid: 0,
  baseCalls: 0,
  headCalls: 0,
});

describe('judgePr (the check’s conclusion through compareResults and decideGate)', () => {
  it('fails the check on a test that always passed and now always fails, at 16 runs', async () => {
    const pr = drawSeededPr(1, 'break', CHECK, breakOne(1, 0), 0, 16);
    const tests = pr.check.flat().length;
    const cell = empty();
    await judgePr(pr, [cell], [16]);
    expect(cell.outcomes.fail).toBe(1);
    expect(cell.baseCalls).toBe(16 * tests);
    expect(cell.headCalls).toBe(16 * tests);
  });

  it('cannot fail the check at 4 runs per side, where no single test can reach the level', async () => {
    const pr = drawSeededPr(1, 'break', CHECK, breakOne(1, 0), 0, 16);
    const cell = empty();
    await judgePr(pr, [cell], [4]);
    expect(cell.outcomes.fail).toBe(0);
    expect(cell.prs).toBe(1);
  });

  it('runs adaptive repeats against a stored baseline of 16 runs, calling the agent fewer times on an unchanged PR', async () => {
    const pr = drawSeededPr(1, 'aa', CHECK, equalIcc(0), 0, 16);
    const tests = pr.check.flat().length;
    const cell = empty();
    await judgePr(pr, [cell], ['auto']);
    expect(cell.prs).toBe(1);
    expect(cell.outcomes.fail).toBe(0);
    expect(cell.baseCalls).toBe(16 * tests);
    expect(cell.headCalls).toBeGreaterThanOrEqual(4 * tests);
    expect(cell.headCalls).toBeLessThan(16 * tests);
  });
});
