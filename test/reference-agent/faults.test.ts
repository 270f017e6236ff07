// The reference agent's fault injection (`agent-eval serve --error-rate ... --seed N`): the same seed
// misbehaves the same way on every run, a retry draws again, and a rate is roughly the share it says.
import { describe, expect, it } from 'vitest';
import {
  AttemptCounter,
  checkSlowNodes,
  planFaults,
  runKey,
  SlowNodeError,
  turnDelay,
  type FaultOptions,
  type TurnKey,
} from '../../src/reference-agent/faults.ts';
import { DEMO_FLOW_FILE, loadFlowFile } from '../../src/reference-agent/flow.ts';

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

describe('turnDelay', () => {
  const keys = turns(4000);

  it('is latencyMs, times the factor of the node the turn ended at, and nothing without latencyMs', () => {
    const options = { latencyMs: 200, slowNodes: { conv_1: 1.3 } };
    expect(turnDelay(options, keys[0]!, 'conv_1')).toBeCloseTo(260, 9);
    expect(turnDelay(options, keys[0]!, 'billing')).toBe(200);
    // An injected error ends at no node: not slowed.
    expect(turnDelay(options, keys[0]!, null)).toBe(200);
    expect(turnDelay({ slowNodes: { conv_1: 5 }, latencyJitter: 1 }, keys[0]!, 'conv_1')).toBe(0);
  });

  it('jitters each turn lognormally around latencyMs, reproducibly per seed, run, turn and attempt', () => {
    const options = { latencyMs: 100, latencyJitter: 0.3, seed: 3 };
    const delays = keys.map((key) => turnDelay(options, key, 'conv_1'));
    expect(keys.map((key) => turnDelay(options, key, 'conv_1'))).toEqual(delays);
    expect(turnDelay({ ...options, seed: 4 }, keys[0]!, 'conv_1')).not.toBe(delays[0]);
    expect(turnDelay(options, { ...keys[0]!, attempt: 2 }, 'conv_1')).not.toBe(delays[0]);
    expect(new Set(delays).size).toBe(delays.length);
    // log(delay / latencyMs) is normal with sigma = the jitter: median 1, 90th percentile exp(1.2816 * 0.3).
    const logs = delays.map((d) => Math.log(d / 100));
    const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
    const sd = Math.sqrt(logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (logs.length - 1));
    expect(Math.abs(mean)).toBeLessThan(0.02);
    expect(sd).toBeGreaterThan(0.28);
    expect(sd).toBeLessThan(0.32);
    const sorted = [...delays].sort((a, b) => a - b);
    expect(sorted[Math.round(0.9 * (sorted.length - 1))]! / 100).toBeCloseTo(Math.exp(1.2816 * 0.3), 1);
    // The slow node scales the same draw.
    const slowed = keys.map((key) => turnDelay({ ...options, slowNodes: { conv_1: 1.3 } }, key, 'conv_1'));
    slowed.forEach((d, i) => expect(d / delays[i]!).toBeCloseTo(1.3, 9));
  });
});

describe('checkSlowNodes', () => {
  it("accepts the nodes of the flow and refuses another, naming the flow's nodes and the likely one", async () => {
    const flow = await loadFlowFile(DEMO_FLOW_FILE);
    expect(() => checkSlowNodes(flow, { conv_1: 1.3, end: 2 })).not.toThrow();
    const refused = (() => {
      try {
        checkSlowNodes(flow, { conv_1: 1.3, biling: 2 });
      } catch (e) {
        return e;
      }
    })();
    expect(refused).toBeInstanceOf(SlowNodeError);
    expect((refused as Error).message).toBe(
      `slow node biling=2: no node "biling" in flow "acme_support" (did you mean "billing"?); nodes: ${flow.nodes.map((n) => n.id).join(', ')}`,
    );
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
