import { describe, expect, it } from 'vitest';
import { suiteHeader, testHeader } from '../../src/runner/run.ts';
import { SuiteSchema } from '../../src/suite/suite-schema.ts';
import { testSpecHash } from '../../src/suite/hash.ts';

const suite = SuiteSchema.parse({
  version: 'v1',
  suite_id: 's',
  defaults: { pass_k: 4, min_pass: '4/6' },
  tests: [
    { test_id: 'own', initial_node_id: 'start', min_pass: '5/6', turns: [{ turn_id: 't', user_input: 'hi' }] },
    { test_id: 'inherits', initial_node_id: 'start', turns: [{ turn_id: 't', user_input: 'hi' }] },
  ],
});
const planned = { file: 's.yaml', suite, specHash: 'h', testHashes: {} };

describe('the suite and test headers of results.json', () => {
  it("record the suite's k of pass^k and each test's min_pass, its own first, else the defaults'", () => {
    expect(suiteHeader(planned)).toMatchObject({ pass_k: 4 });
    expect(testHeader(planned, suite.tests[0]!).min_pass).toEqual({ passes: 5, runs: 6 });
    expect(testHeader(planned, suite.tests[1]!).min_pass).toEqual({ passes: 4, runs: 6 });
  });

  it('keeps a test the same test when only its min_pass changes', () => {
    const changed = { ...suite.tests[0]!, min_pass: '6/6' };
    expect(testSpecHash(suite, changed)).toBe(testSpecHash(suite, suite.tests[0]!));
  });
});

describe('min_pass in a suite', () => {
  it.each(['6/5', '0/6', 'five of six', '5/6/7'])('refuses %j and says the form', (rule) => {
    const parsed = SuiteSchema.safeParse({ ...suite, defaults: { min_pass: rule } });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(/min_pass .*k\/n/);
  });
});
