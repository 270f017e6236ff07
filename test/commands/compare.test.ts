// `agent-eval compare` as a user runs it, in-process: exit codes, what it prints, the reports.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { makeResults } from '../helpers/results.ts';
import { agentEval as cli, type CliResult } from '../helpers/cli.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const tempDir = useTempDir('compare');

function agentEval(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  return cli(args, { cwd, env });
}

type Outcome = 'passed' | 'failed' | 'errored';

/** Ten tests with five runs each; `change` overrides some tests' outcomes. */
function tenTests(change: Record<string, Outcome[]> = {}): Record<string, Outcome[]> {
  const tests: Record<string, Outcome[]> = {};
  for (let i = 0; i < 10; i++) tests[`t${i}`] = Array<Outcome>(5).fill('passed');
  return { ...tests, ...change };
}

describe('agent-eval compare', () => {
  let dir: string;
  const write = async (name: string, results: Results | string): Promise<string> => {
    await writeFile(join(dir, name), typeof results === 'string' ? results : JSON.stringify(results));
    return name;
  };

  beforeAll(async () => {
    dir = await tempDir();
    await write('base.json', makeResults('a'.repeat(40), [{ suite_id: 'checkout', tests: tenTests() }]));
    // One test breaks completely: 5/5 -> 0/5, p = 1/252 under the stratified exact test.
    await write(
      'broken.json',
      makeResults('b'.repeat(40), [{ suite_id: 'checkout', tests: tenTests({ t3: Array<Outcome>(5).fill('failed') }) }]),
    );
    await write('same.json', makeResults('c'.repeat(40), [{ suite_id: 'checkout', tests: tenTests() }]));
    const errored = tenTests();
    for (const id of ['t0', 't1', 't2', 't3', 't4']) errored[id] = Array<Outcome>(5).fill('errored');
    await write('errored.json', makeResults('d'.repeat(40), [{ suite_id: 'checkout', tests: errored }]));
  });
  it('prices the agent tokens with --prices and refuses a price file it cannot use, naming the line', async () => {
    const priced = makeResults('e'.repeat(40), [{ suite_id: 'checkout', tests: tenTests() }]);
    for (const t of priced.suites[0]!.tests)
      for (const run of t.runs)
        for (const turn of run.turns)
          turn.usage = {
            input_tokens: 20_000,
            output_tokens: 0,
            by_model: [{ model: 'acme', calls: 1, input_tokens: 20_000, output_tokens: 0 }],
          };
    await write('priced.json', priced);
    await writeFile(join(dir, 'prices.yaml'), 'acme:\n  input: 5\n  output: 20\n');
    const r = await agentEval(
      ['compare', '--base', 'priced.json', '--head', 'priced.json', '--prices', 'prices.yaml', '--out', 'out-priced'],
      dir,
    );
    expect(r.code).toBe(0);
    const comparison = ComparisonSchema.parse(JSON.parse(await readFile(join(dir, 'out-priced', 'comparison.json'), 'utf8')));
    // 10 tests × 5 runs × 2 turns × 20,000 tokens at $5 per million.
    expect(comparison.cost?.head.agent?.usd).toBeCloseTo(10, 10);
    expect(comparison.cost?.prices).toEqual({ source: 'file', built_in_date: '2025-06-01', file: 'prices.yaml' });
    expect(await readFile(join(dir, 'out-priced', 'report.md'), 'utf8')).toContain('$10.00');
    expect(r.stdout).toContain('cost: base 2.00M tokens · $10.00 → PR 2.00M tokens · $10.00');

    await writeFile(join(dir, 'bad-prices.yaml'), 'acme:\n  input: 5\n  ouput: 20\n');
    const bad = await agentEval(['compare', '--base', 'priced.json', '--head', 'priced.json', '--prices', 'bad-prices.yaml'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--prices bad-prices\.yaml is not a usable price file:\nbad-prices\.yaml:\d+:\d+: /);
  });

  it('exits 1 on a significant regression and writes every report', async () => {
    const r = await agentEval(['compare', '--base', 'base.json', '--head', 'broken.json', '--out', 'out-broken'], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('❌ Significant regression in 1 of 1 suite');
    expect(r.stdout).toMatch(/regressed\s+checkout: 100\.0% → 90\.0%\s+−10\.0 pts/);
    for (const file of ['comparison.json', 'report.md', 'report.html', 'junit.xml']) {
      expect(existsSync(join(dir, 'out-broken', file))).toBe(true);
      expect(r.stdout).toContain(join('out-broken', file));
    }
    const comparison = ComparisonSchema.parse(JSON.parse(await readFile(join(dir, 'out-broken', 'comparison.json'), 'utf8')));
    expect(comparison.verdict).toBe('fail');
    // The suite test over tests: one of ten fell, p = 1/2; the broken test carries the verdict (Fisher p = 1/252).
    expect(comparison.suites[0]!.p_value).toBe(0.5);
    expect(comparison.broken_tests?.[0]?.p_value).toBeCloseTo(1 / 252, 10);
    const markdown = await readFile(join(dir, 'out-broken', 'report.md'), 'utf8');
    expect(markdown).toContain('## ❌ Significant regression in 1 of 1 suite');
    expect(markdown).toContain('- **broken** `checkout › t3`: 5/5 → 0/5, p = ');
  });

  it('exits 1 when one test of a 2-test suite breaks, naming the broken test first', async () => {
    const pass = Array<Outcome>(5).fill('passed');
    await write('pair-base.json', makeResults('a'.repeat(40), [{ suite_id: 'pair', tests: { a: pass, b: pass } }]));
    await write(
      'pair-head.json',
      makeResults('b'.repeat(40), [{ suite_id: 'pair', tests: { a: Array<Outcome>(5).fill('failed'), b: pass } }]),
    );
    const r = await agentEval(['compare', '--base', 'pair-base.json', '--head', 'pair-head.json', '--out', 'out-pair'], dir);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('❌ Significant regression in 1 of 1 suite (1 broken test)');
    expect(lines[1]).toBe('  broken: pair › a: 5/5 → 0/5, p = 0.0040');
  });

  it('takes the per-test minimum effect from --min-test-effect', async () => {
    // 10 tests x 8 runs; t3 goes 8/8 → 2/8 (Fisher p = 0.0035, a 75-point drop; the suite drops 7.5 points).
    const eight = (t3: Outcome[]): Record<string, Outcome[]> =>
      Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`t${i}`, i === 3 ? t3 : Array<Outcome>(8).fill('passed')]));
    await write('eight-base.json', makeResults('a'.repeat(40), [{ suite_id: 'checkout', tests: eight(Array<Outcome>(8).fill('passed')) }]));
    await write(
      'eight-head.json',
      makeResults('b'.repeat(40), [{ suite_id: 'checkout', tests: eight(['passed', 'passed', ...Array<Outcome>(6).fill('failed')]) }]),
    );
    const run = (minTestEffect: string) =>
      agentEval(
        [
          'compare',
          '--base',
          'eight-base.json',
          '--head',
          'eight-head.json',
          '--out',
          'out-mte',
          '--min-effect',
          '0.2',
          '--min-test-effect',
          minTestEffect,
        ],
        dir,
      );
    expect((await run('0.7')).code).toBe(1);
    expect((await run('0.8')).code).toBe(0);
    const bad = await agentEval(['compare', '--base', 'base.json', '--head', 'same.json', '--min-test-effect', '1.5'], dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--min-test-effect must be a number from 0 to 1, got '1.5'");
  });

  it('exits 0 on a possible regression and says how to settle it', async () => {
    const one = (n: number, failing: number): Record<string, Outcome[]> =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`t${i}`, [i < failing ? 'failed' : 'passed'] as Outcome[]]));
    await write('one-base.json', makeResults('a'.repeat(40), [{ suite_id: 'faq', tests: one(20, 0) }]));
    await write('one-head.json', makeResults('b'.repeat(40), [{ suite_id: 'faq', tests: one(20, 6) }]));
    const r = await agentEval(['compare', '--base', 'one-base.json', '--head', 'one-head.json', '--out', 'out-possible'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('⚠️ No suite could be judged (1 possible regression)');
    expect(r.stdout).toMatch(
      /To settle it: comment \/eval rerun --repeats auto on this pull request, or run agent-eval run --repeats \d+ with --baseline\./,
    );
  });

  it('names a test that fell without significance, with its runs and p, under its suite', async () => {
    // 6/6 -> 0/6 has p = 1/924, but 11 tests at 3/6 on both sides could each reach it: discrete Holm
    // leaves it at 12/924 = 0.013 > 0.0125, a possible regression (docs/statistics.md). Ten tests that
    // always pass keep the suite's drop under the minimum effect: the test is the reason.
    const tests = (first: Outcome[]): Record<string, Outcome[]> => ({
      t0: first,
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`s${i}`, Array(6).fill('passed') as Outcome[]])),
      ...Object.fromEntries(
        Array.from({ length: 11 }, (_, i) => [`f${i}`, ['passed', 'passed', 'passed', 'failed', 'failed', 'failed'] as Outcome[]]),
      ),
    });
    await write('fell-base.json', makeResults('a'.repeat(40), [{ suite_id: 'faq', tests: tests(Array(6).fill('passed') as Outcome[]) }]));
    await write('fell-head.json', makeResults('b'.repeat(40), [{ suite_id: 'faq', tests: tests(Array(6).fill('failed') as Outcome[]) }]));
    const r = await agentEval(['compare', '--base', 'fell-base.json', '--head', 'fell-head.json', '--out', 'out-fell'], dir);
    expect(r.stdout).toContain('possible regression');
    expect(r.stdout).toContain('      fell, not significant: t0 6/6 → 0/6 (Fisher p = 0.0011)\n');
  });

  it('exits 0 when nothing changed, and 1 with --fail-on-inconclusive while a 5-point drop is not ruled out', async () => {
    // Ten tests at 5 runs that all pass: no regression, but 50 passing runs of tests at 0.95 happen 8% of the time.
    const r = await agentEval(['compare', '--base', 'base.json', '--head', 'same.json', '--out', 'out-same'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('⚠️ undecided checkout');
    const strict = await agentEval(
      ['compare', '--base', 'base.json', '--head', 'same.json', '--out', 'out-strict', '--fail-on-inconclusive'],
      dir,
    );
    expect(strict.code).toBe(1);
  });

  it('does not gate on a quarantined test', async () => {
    await write('quarantine.yaml', 'tests:\n  - test_id: checkout/t3\n    reason: upstream outage\n    expires: "2999-12-31"\n');
    const r = await agentEval(
      ['compare', '--base', 'base.json', '--head', 'broken.json', '--out', 'out-q', '--quarantine', 'quarantine.yaml'],
      dir,
    );
    expect(r.code).toBe(0);
    expect(await readFile(join(dir, 'out-q', 'report.md'), 'utf8')).toContain('🧊 quarantined, does not gate');
  });

  it('exits 1 on an invalid comparison unless told otherwise', async () => {
    const strict = await agentEval(['compare', '--base', 'base.json', '--head', 'errored.json', '--out', 'out-invalid'], dir);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('⛔ Invalid comparison');
    const lenient = await agentEval(
      ['compare', '--base', 'base.json', '--head', 'errored.json', '--out', 'out-invalid', '--no-fail-on-invalid'],
      dir,
    );
    expect(lenient.code).toBe(0);
  });

  it('exits 2 naming the file and the field of a results file that does not validate', async () => {
    const bad = makeResults(null, [{ suite_id: 'checkout', tests: tenTests() }]) as unknown as {
      suites: { tests: { runs: { outcome: string }[] }[] }[];
    };
    bad.suites[0]!.tests[1]!.runs[2]!.outcome = 'exploded';
    await write('bad.json', JSON.stringify(bad));
    const r = await agentEval(['compare', '--base', 'base.json', '--head', 'bad.json'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('bad.json: not a valid results file');
    expect(r.stderr).toContain('suites.0.tests.1.runs.2.outcome');
  });

  it('says a baseline file that ran longer ago than --max-baseline-age is stale, with its age and how to refresh it', async () => {
    // base.json finished on 2030-01-01 00:02:05; ten days later.
    const now = () => Date.parse('2030-01-11T00:02:05Z');
    const r = await cli(['compare', '--base', 'base.json', '--head', 'same.json', '--out', 'out-stale'], { cwd: dir, now });
    expect(r.code).toBe(0);
    const comparison = ComparisonSchema.parse(JSON.parse(await readFile(join(dir, 'out-stale', 'comparison.json'), 'utf8')));
    expect(comparison.baseline).toMatchObject({ source: 'file', run_at: '2030-01-01T00:02:05.000Z', age_ms: 10 * 86_400_000 });
    expect(comparison.warnings).toEqual([{ code: 'baseline_stale', source: 'file', age_ms: 10 * 86_400_000, max_days: 7 }]);
    const markdown = await readFile(join(dir, 'out-stale', 'report.md'), 'utf8');
    expect(markdown).toContain('from a baseline file, run 10 days ago');
    expect(markdown).toContain(
      "the baseline is stale: it ran 10 days ago, past the limit of 7 days (max-baseline-age), so the base's pass rates may no longer be what the agent does today; run the base again and pass its results.json, or raise --max-baseline-age (0: no limit)",
    );

    const laxer = await cli(
      ['compare', '--base', 'base.json', '--head', 'same.json', '--out', 'out-fresh-enough', '--max-baseline-age', '12d'],
      {
        cwd: dir,
        now,
      },
    );
    expect(laxer.code).toBe(0);
    const kept = ComparisonSchema.parse(JSON.parse(await readFile(join(dir, 'out-fresh-enough', 'comparison.json'), 'utf8')));
    expect(kept.warnings).toEqual([]);
    const off = await cli(['compare', '--base', 'base.json', '--head', 'same.json', '--out', 'out-no-limit', '--max-baseline-age', '0'], {
      cwd: dir,
      now,
    });
    const none = ComparisonSchema.parse(JSON.parse(await readFile(join(dir, 'out-no-limit', 'comparison.json'), 'utf8')));
    expect([off.code, none.warnings]).toEqual([0, []]);
  });

  it('refuses a --max-baseline-age that is not an age, naming the flag and the forms it takes', async () => {
    const r = await agentEval(['compare', '--base', 'base.json', '--head', 'same.json', '--max-baseline-age', 'a week'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--max-baseline-age');
    expect(r.stderr).toContain('7d, 36h or a number of days');
  });

  it('exits 2 on usage errors', async () => {
    expect((await agentEval(['compare', '--base', 'base.json'], dir)).code).toBe(2);
    const missing = await agentEval(['compare', '--base', 'nope.json', '--head', 'same.json'], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.json: cannot read the results file (ENOENT)');
    const alpha = await agentEval(['compare', '--base', 'base.json', '--head', 'same.json', '--alpha', '2'], dir);
    expect(alpha.code).toBe(2);
    expect(alpha.stderr).toContain("--alpha must be a number greater than 0 and at most 0.5, got '2'");
    await write('bad-quarantine.yaml', 'tests:\n  - test_id: t3\n    expires: tomorrow\n');
    const quarantine = await agentEval(
      ['compare', '--base', 'base.json', '--head', 'same.json', '--quarantine', 'bad-quarantine.yaml'],
      dir,
    );
    expect(quarantine.code).toBe(2);
    expect(quarantine.stderr).toContain('bad-quarantine.yaml: tests.0');
  });

  it('keeps secrets from the environment out of the reports', async () => {
    const token = 'Welcome! How can'; // appears in every assistant reply of the fixture
    const r = await agentEval(['compare', '--base', 'base.json', '--head', 'broken.json', '--out', 'out-secret'], dir, {
      AGENT_EVAL_AGENT_TOKEN: token,
    });
    expect(r.code).toBe(1);
    for (const file of ['comparison.json', 'report.md', 'report.html', 'junit.xml']) {
      expect(await readFile(join(dir, 'out-secret', file), 'utf8')).not.toContain(token);
    }
    expect(await readFile(join(dir, 'out-secret', 'report.html'), 'utf8')).toContain('***');
  });
});
