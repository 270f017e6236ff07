// metrics.prom as Prometheus's own checker reads it: the run's metrics with a comparison's latency
// and tokens gauges added must pass `promtool check metrics` (its lint too). Skipped, and named as
// skipped, where promtool is not installed (Debian and Ubuntu: apt-get install prometheus).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summarizeResults } from '../../src/results/summary.ts';
import { createRunMetrics, writePerformanceMetrics } from '../../src/telemetry/metrics.ts';
import { performanceStates } from '../fixtures/report/performance-states.ts';
import { results, suite, tests } from '../helpers/results.ts';
import { tempDir } from './helpers.ts';

const promtool = spawnSync('promtool', ['--version']).status === 0;

describe.skipIf(!promtool)(
  promtool ? 'metrics.prom through promtool' : 'metrics.prom through promtool: promtool is not installed, skipped',
  () => {
    it('passes promtool check metrics with the latency and tokens gauges of each comparison state added', async () => {
      const dir = await tempDir('promtool');
      for (const [i, state] of performanceStates().entries()) {
        if (state.comparison === null) continue;
        const path = join(dir, `metrics-${i}.prom`);
        const run = createRunMetrics();
        run.recordResults(summarizeResults(results([suite('checkout', tests('c', 2, 'PP'))])));
        await writeFile(path, await run.exposition());
        await writePerformanceMetrics(path, state.comparison);
        const text = await readFile(path, 'utf8');
        expect(text).toContain('agent_eval_suite_latency_seconds{');
        // promtool exits non-zero and names the problem on a malformed exposition or a lint finding.
        expect(execFileSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' })).toBe('');
      }
    });
  },
);
