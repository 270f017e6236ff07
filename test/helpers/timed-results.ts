// Results whose turns take a test's own typical latency and spend its own tokens, with noise, for the
// latency and tokens comparison: a PR that slows the agent down is a `pace` of the head's turns.
import type { SuiteResult } from '../../src/results/results-schema.ts';
import { mulberry32 } from '../../src/random.ts';
import { suite, tests } from './results.ts';

export interface Pace {
  /** Head over base of every turn's latency (1: unchanged). */
  latency?: number;
  /** Head over base of every turn's tokens. */
  tokens?: number;
}

/**
 * A suite of `count` all-passing tests, 4 runs each, whose turns take a test's own typical latency
 * (200 ms, 300 ms, ...) times lognormal-like noise of about 10% per turn and spend its own tokens
 * (400, 490, ... ± 10%), both times `pace`; `seed` draws the noise.
 */
export function timedSuite(id: string, count: number, seed: number, pace: Pace = {}): SuiteResult {
  const random = mulberry32(seed);
  const s = suite(id, tests('t', count, 'PPPP'));
  return {
    ...s,
    tests: s.tests.map((t, i) => ({
      ...t,
      runs: t.runs.map((r) => ({
        ...r,
        turns: r.turns.map((turn) => {
          const noise = Math.exp(0.2 * (random() + random() + random() - 1.5));
          const tokens = Math.round((400 + 90 * i) * (pace.tokens ?? 1) * (0.9 + 0.2 * random()));
          const input = Math.round(tokens * 0.8);
          return {
            ...turn,
            latency_ms: (200 + 100 * i) * noise * (pace.latency ?? 1),
            usage: { input_tokens: input, output_tokens: tokens - input },
          };
        }),
      })),
    })),
  };
}
