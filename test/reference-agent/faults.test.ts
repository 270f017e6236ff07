// The reference agent's fault injection (`agent-eval serve --error-rate ... --seed N`): the same seed
// misbehaves the same way on every run, a retry draws again, and a rate is roughly the share it says.
import { describe, expect, it } from 'vitest';
import { AttemptCounter, planFaults, runKey, type FaultOptions, type TurnKey } from '../../src/reference-agent/faults.ts';

const turns = (n: number, attempt = 1) => Array.from({ length: n }, (_, i) => ({ run: `s\u0000t\u0000${i}`, turnId: 't1', attempt }));
const faultsOf = (options: FaultOptions, keys: ReturnType<typeof turns>) => keys.map((key) => planFaults(options, key).fault);

describe('planFaults', () => {
  it('injects nothing by default', () => {
    expect(faultsOf({}, turns(200)).every((f) => f === null)).toBe(true);
  });

  it('draws the same faults for the same seed, and others for another seed or the next attempt', () => {
    const options = { errorRate: 0.5, seed: 7 };
    expect(faultsOf(options, turns(50))).toEqual(faultsOf(options, turns(50)));
    expect(faultsOf({ ...options, seed: 8 }, turns(50))).not.toEqual(faultsOf(options, turns(50)));
    expect(faultsOf(options, turns(50, 2))).not.toEqual(faultsOf(options, turns(50)));
  });

  it('draws other faults for another request seed, the same for the same one, and as before for none', () => {
    const options = { errorRate: 0.5, nondeterministicRate: 0.5, seed: 7 };
    const seeded = (requestSeed: number | null) => turns(50).map((key) => ({ ...key, requestSeed }));
    const draws = (keys: TurnKey[]) => keys.map((key) => planFaults(options, key)).map((f) => [f.fault, f.divergence?.()]);
    expect(draws(seeded(42))).toEqual(draws(seeded(42)));
    expect(draws(seeded(43))).not.toEqual(draws(seeded(42)));
    expect(draws(seeded(null))).toEqual(draws(turns(50)));
  });

  it('keys the draws by the run (suite, test, repeat), not the conversation id a run sends', () => {
    const test = (repeat: number, conversation_id: string) => ({ suite_id: 's', test_id: 't', turn_id: 't1', repeat, conversation_id });
    expect(runKey(test(3, 'first-run'))).toBe(runKey(test(3, 'next-run')));
    expect(runKey(test(3, 'first-run'))).not.toBe(runKey(test(4, 'first-run')));
    expect(runKey({ ...test(3, 'x'), test_id: 'u' })).not.toBe(runKey(test(3, 'x')));
    expect(runKey(undefined)).toBe('');
  });

  it('hits about the share of turns the rate says', () => {
    const errors = faultsOf({ errorRate: 0.3, seed: 1 }, turns(2000)).filter((f) => f === 'error').length;
    expect(errors / 2000).toBeGreaterThan(0.25);
    expect(errors / 2000).toBeLessThan(0.35);
    expect(faultsOf({ dropRate: 1, errorRate: 1 }, turns(5))).toEqual(['drop', 'drop', 'drop', 'drop', 'drop']);
  });
});

describe('AttemptCounter', () => {
  it('numbers the attempts at each turn, and forgets the oldest past its limit', () => {
    const counter = new AttemptCounter(2);
    expect([counter.next('a', 't1'), counter.next('a', 't1'), counter.next('b', 't1')]).toEqual([1, 2, 1]);
    counter.next('c', 't1');
    expect(counter.next('a', 't1')).toBe(1);
  });
});
