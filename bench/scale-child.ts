// Runs the scale workload alone in this process, wired like `agent-eval run` (recordRun: each
// conversation appended to results.jsonl as it ends, then results.json written from that file),
// and prints its peak memory.
// argv: agent URL, tests, repeats, turns, concurrency, output directory.
import { createAgentClient } from '../src/agent/client.ts';
import { createJudge } from '../src/judge/judge.ts';
import { resolveJudgeConfig } from '../src/judge/config.ts';
import { memoryLogger } from '../src/logger.ts';
import { recordRun } from '../src/runner/record.ts';
import { uniformSuites } from './workload.ts';

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
let afterRun = { peakRssMb: 0, heapUsedMb: 0 };
let lastRunAt = 0;
const started = performance.now();
const { summary } = await recordRun(
  suites,
  {
    concurrency,
    repeats,
    target: url,
    transport: 'http',
    commit: null,
    dryRun: false,
    memoryPipeline: { enabled: true, stages: ['facts', 'summarize', 'resummarize'] },
    enableTracing: true,
    judgeFailedTurns: false,
  },
  {
    client: createAgentClient({ target: url, transport: 'http', token: '', timeoutMs: 30_000, retries: 2 }),
    judge: createJudge(resolveJudgeConfig({}, {}), { logger: memoryLogger() }),
    logger: memoryLogger(),
    now: Date.now,
    signal: new AbortController().signal,
    onRunFinished: (_job, _record, progress) => {
      // The last conversation: what the run itself held, before results.json is written.
      if (progress.done === progress.total) {
        afterRun = { peakRssMb: maxRssMb(), heapUsedMb: mb(process.memoryUsage().heapUsed) };
        lastRunAt = performance.now();
      }
    },
  },
  { outDir, secrets: [] },
);
const finished = performance.now();
const c = summary.counts;
if (c.passed !== c.planned) {
  const first = summary.suites.flatMap((s) => s.tests.flatMap((t) => t.runs)).find((r) => r.outcome !== 'passed');
  throw new Error(`scale: ${c.passed} of ${c.planned} runs passed; first other: ${JSON.stringify(first?.error ?? first?.codes)}`);
}
process.stdout.write(
  `${JSON.stringify({ turns: c.planned * turns, runs: c.planned, wallMs: lastRunAt - started, writeMs: finished - lastRunAt, baselineRssMb: baselineRss, afterRun, peakRssMb: maxRssMb() })}\n`,
);
