// `agent-eval compare` adds the comparison's latency and tokens gauges to metrics.prom of its report
// folder, beside the run's own metrics when the run wrote them there, and replaces them on a rerun.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import { agentEval } from '../helpers/cli.ts';
import { results } from '../helpers/results.ts';
import { useTempDir } from '../helpers/temp-dir.ts';
import { timedSuite } from '../helpers/timed-results.ts';
import { parseExposition, sampleValue } from '../telemetry/helpers.ts';

const tempDir = useTempDir('compare-metrics');

describe('agent-eval compare: metrics.prom', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await tempDir();
    await writeFile(join(dir, 'base.json'), JSON.stringify(results([timedSuite('checkout', 8, 1)], 'a'.repeat(40))));
    await writeFile(join(dir, 'head.json'), JSON.stringify(results([timedSuite('checkout', 8, 2, { latency: 1.4 })], 'b'.repeat(40))));
  });

  it("writes each side's latency and tokens and the ratio with its interval, the figures of comparison.json, keeping the run's metrics", async () => {
    const out = join(dir, 'out');
    const run =
      '# HELP agent_eval_runs_total Planned runs.\n# TYPE agent_eval_runs_total counter\nagent_eval_runs_total{outcome="passed"} 8\n';
    await agentEval(['compare', '--base', 'base.json', '--head', 'head.json', '--out', 'out'], { cwd: dir });
    await writeFile(join(out, 'metrics.prom'), run);
    // Twice: the second comparison's gauges replace the first's, and the run's stay.
    for (let i = 0; i < 2; i++) await agentEval(['compare', '--base', 'base.json', '--head', 'head.json', '--out', 'out'], { cwd: dir });
    const comparison = ComparisonSchema.parse(JSON.parse(await readFile(join(out, 'comparison.json'), 'utf8')));
    const p = comparison.suites[0]!.performance!;
    const { samples } = parseExposition(await readFile(join(out, 'metrics.prom'), 'utf8'));
    expect(sampleValue(samples, 'agent_eval_runs_total', { outcome: 'passed' })).toBe(8);
    expect(sampleValue(samples, 'agent_eval_suite_latency_seconds', { suite: 'checkout', side: 'head', statistic: 'p90' })).toBe(
      p.head!.p90_ms! / 1000,
    );
    expect(samples.filter((s) => s.name === 'agent_eval_suite_latency_ratio')).toEqual([
      { name: 'agent_eval_suite_latency_ratio', labels: { suite: 'checkout', statistic: 'p90' }, value: p.latency!.ratio },
    ]);
    expect(p.latency!.ratio).toBeGreaterThan(1.3);
    expect(sampleValue(samples, 'agent_eval_suite_latency_ratio_upper', { suite: 'checkout', statistic: 'p90' })).toBe(p.latency!.ci![1]);
  });
});
