// `agent-eval compare --fail-on-latency` as a user runs it on two results files: a slower head exits
// 1 and says why, an unchanged one exits 0, and a stored baseline's latency is reported, not gated.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import { results } from '../helpers/results.ts';
import { agentEval } from '../helpers/cli.ts';
import { timedSuite } from '../helpers/timed-results.ts';
import { useTempDir } from '../helpers/temp-dir.ts';

const tempDir = useTempDir('compare-latency');

describe('agent-eval compare --fail-on-latency', () => {
  let dir: string;
  // A results file given to compare is a stored baseline: its latency gates only when asked to.
  const gate = ['--latency-on-stored-baseline', 'gate', '--min-effect', '0.5', '--min-test-effect', '1'];

  beforeAll(async () => {
    dir = await tempDir();
    await writeFile(join(dir, 'base.json'), JSON.stringify(results([timedSuite('checkout', 10, 1)], 'a'.repeat(40))));
    await writeFile(join(dir, 'slower.json'), JSON.stringify(results([timedSuite('checkout', 10, 2, { latency: 1.4 })], 'b'.repeat(40))));
    await writeFile(join(dir, 'same.json'), JSON.stringify(results([timedSuite('checkout', 10, 3)], 'c'.repeat(40))));
  });

  it('exits 1 when the head is slower by the ratio, and prints the suite, ratio, interval and method', async () => {
    const r = await agentEval(
      ['compare', '--base', 'base.json', '--head', 'slower.json', '--fail-on-latency', '1.2', ...gate, '--out', 'out-slow'],
      {
        cwd: dir,
      },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /checkout: p90 latency ×1\.\d\d \(95% CI \[×1\.\d\d, ×1\.\d\d\]\) over 10 tests, at least the ×1\.20 of fail-on-latency/,
    );
    expect(r.stdout).toContain('exact Wilcoxon signed-rank');
    const comparison = ComparisonSchema.parse(JSON.parse(await readFile(join(dir, 'out-slow', 'comparison.json'), 'utf8')));
    expect(comparison.reason.code).toBe('latency_regression');
    expect(comparison.suites[0]!.performance?.latency).toMatchObject({ verdict: 'slower', weak: 'stored_baseline', threshold: 1.2 });
  });

  it('exits 0 when the head is unchanged', async () => {
    const r = await agentEval(
      ['compare', '--base', 'base.json', '--head', 'same.json', '--fail-on-latency', 'p90:1.2', ...gate, '--out', 'out-same'],
      {
        cwd: dir,
      },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const comparison = ComparisonSchema.parse(JSON.parse(await readFile(join(dir, 'out-same', 'comparison.json'), 'utf8')));
    expect(comparison.suites[0]!.performance?.latency?.verdict).toBe('ruled_out');
  });

  it('against the stored file without latency-on-stored-baseline gate: reported as weak, exit 0', async () => {
    const r = await agentEval(
      [
        'compare',
        '--base',
        'base.json',
        '--head',
        'slower.json',
        '--fail-on-latency',
        '1.2',
        '--min-effect',
        '0.5',
        '--min-test-effect',
        '1',
        '--out',
        'out-weak',
      ],
      { cwd: dir },
    );
    expect(r.code).toBe(0);
    const comparison = ComparisonSchema.parse(JSON.parse(await readFile(join(dir, 'out-weak', 'comparison.json'), 'utf8')));
    expect(comparison.suites[0]!.performance?.latency).toMatchObject({ verdict: 'not_gated', weak: 'stored_baseline' });
    expect(comparison.warnings).toContainEqual({ code: 'latency_stored_baseline', source: 'file' });
  });

  it('refuses a fail-on-latency it cannot read, saying what it takes', async () => {
    const r = await agentEval(['compare', '--base', 'base.json', '--head', 'same.json', '--fail-on-latency', 'p99:1.2'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('a ratio greater than 1 such as 1.2 (at p90), or p90:RATIO or median:RATIO');
  });
});
