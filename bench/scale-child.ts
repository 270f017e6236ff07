// Runs the scale workload alone in this process, wired like `agent-eval run` (results streamed to a
// JSONL file as each conversation ends, then results.json written), and prints its peak memory.
// argv: agent URL, tests, repeats, turns, concurrency, output directory.
import { appendFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../src/files.ts';
import { assertAllPassed, runHarness, uniformSuites } from './workload.ts';

const [url, testsArg, repeatsArg, turnsArg, concurrencyArg, outDir] = process.argv.slice(2);
if (!url || !outDir) throw new Error('usage: scale-child.ts URL TESTS REPEATS TURNS CONCURRENCY OUT_DIR');
const tests = Number(testsArg);
const repeats = Number(repeatsArg);
const turns = Number(turnsArg);
const concurrency = Number(concurrencyArg);

const mb = (bytes: number) => bytes / 1024 / 1024;
const maxRssMb = () => process.resourceUsage().maxRSS / 1024; // maxRSS is in KiB

const suites = uniformSuites(tests, turns, 100);
const baselineRss = maxRssMb();
const streamPath = join(outDir, 'results.jsonl');
await writeFile(streamPath, '');
const run = await runHarness(suites, url, {
  concurrency,
  repeats,
  onRunFinished: async (job, record) => {
    await appendFile(streamPath, `${JSON.stringify({ suite_id: job.suite.suite_id, test_id: job.test.test_id, run: record })}\n`);
  },
});
assertAllPassed(run.results, 'scale');
const afterRun = { peakRssMb: maxRssMb(), heapUsedMb: mb(process.memoryUsage().heapUsed) };
const writeStarted = performance.now();
await writeFileAtomic(join(outDir, 'results.json'), `${JSON.stringify(run.results, null, 2)}\n`);
const writeMs = performance.now() - writeStarted;
process.stdout.write(
  `${JSON.stringify({ turns: run.results.counts.planned * turns, runs: run.results.counts.planned, wallMs: run.wallMs, writeMs, baselineRssMb: baselineRss, afterRun, peakRssMb: maxRssMb() })}\n`,
);
