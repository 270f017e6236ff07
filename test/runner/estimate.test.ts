import { describe, expect, it } from 'vitest';
import { estimateRun } from '../../src/runner/estimate.ts';
import { planJobs } from '../../src/runner/plan.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { SuiteSchema } from '../../src/suite/suite-schema.ts';
import { priceTable } from '../../src/usage/prices.ts';
import { results, suite, test } from '../helpers/results.ts';

const prices = priceTable({ agent: { input: 1, output: 10 }, judge: { input: 2, output: 2 } });

const spec = SuiteSchema.parse({
  version: 'v1',
  suite_id: 's',
  tests: [
    {
      test_id: 'known',
      initial_node_id: 'a',
      turns: [
        { turn_id: 't1', user_input: 'x' },
        { turn_id: 't2', user_input: 'y' },
      ],
    },
    { test_id: 'fresh', initial_node_id: 'a', turns: [{ turn_id: 't1', user_input: 'x' }] },
  ],
});
const jobs = planJobs([{ file: 's.yaml', suite: spec, specHash: 'h', testHashes: {} }], { repeats: 4 });

/** A baseline whose "known" test reported 1,000 input and 100 output tokens of model "agent" per turn. */
function baseline(): Results {
  const r = results([suite('s', [test('known', 'PP'), test('other', 'PP')])]);
  for (const t of r.suites[0]!.tests)
    for (const run of t.runs)
      for (const turn of run.turns)
        if (t.test_id === 'known')
          turn.usage = {
            input_tokens: 1000,
            output_tokens: 100,
            by_model: [{ model: 'agent', calls: 1, input_tokens: 1000, output_tokens: 100 }],
          };
        else delete turn.usage;
  r.judge = {
    configured: true,
    calls: 4,
    cache_hits: 0,
    cache_misses: 4,
    skipped: 0,
    unscored: 0,
    input_tokens: 4000,
    output_tokens: 0,
    by_model: [{ model: 'judge', calls: 4, input_tokens: 4000, output_tokens: 0 }],
  };
  return r;
}

describe('estimateRun', () => {
  it("predicts each test's requests from its own mean per turn, else the suite's, and the judge per run", () => {
    const e = estimateRun(jobs, baseline(), prices);
    expect(e).toMatchObject({ runs: 8, requests: 12, agentFallbackRequests: 4 });
    // 12 requests × 1,100 tokens; 12 × (1000 × $1 + 100 × $10) per million.
    expect(e.agent).toEqual({ tokens: 13_200, usd: (12 * 2000) / 1e6, unpriced: [] });
    // The baseline's 4 runs used 4,000 judge tokens: 1,000 per run, 8 runs.
    expect(e.judge).toEqual({ tokens: 8000, usd: (8000 * 2) / 1e6, unpriced: [] });
    expect(e.simulator).toBeNull();
    expect(e.total.usd).toBeCloseTo(0.024 + 0.016, 12);
  });

  it('says the agent reported nothing rather than predicting 0, and names an unpriced model', () => {
    const none = baseline();
    for (const t of none.suites[0]!.tests) for (const run of t.runs) for (const turn of run.turns) delete turn.usage;
    expect(estimateRun(jobs, none, prices).agent).toBeNull();
    expect(estimateRun(jobs, baseline(), priceTable()).total).toMatchObject({ usd: null, unpriced: ['agent', 'judge'] });
  });
});
