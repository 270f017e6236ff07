// Figure 3, scale: 10,000 tests x 3 repeats x 5 turns against the zero-latency agent, in a child
// process of its own so its peak RSS is the run's alone.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_ARGS, startAgentProcess } from './child.ts';
import type { Figure } from './figure.ts';

const REPEATS = 3;
const TURNS = 5;
const CONCURRENCY = 16;
const TARGET_MB = 512;

interface ScaleReport {
  turns: number;
  runs: number;
  wallMs: number;
  writeMs: number;
  baselineRssMb: number;
  afterRun: { peakRssMb: number; heapUsedMb: number };
  peakRssMb: number;
}

export const scale: Figure = {
  name: 'scale',
  title: 'Scale (10,000 tests x 3 repeats x 5 turns, zero-latency agent)',
  async run(ctx) {
    const tests = ctx.quick ? 1000 : 10_000;
    const agent = await startAgentProcess(0);
    const outDir = await mkdtemp(join(tmpdir(), 'agent-eval-bench-'));
    try {
      const script = fileURLToPath(new URL('./scale-child.ts', import.meta.url));
      const stdout = await new Promise<string>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [...NODE_ARGS, script, agent.url, String(tests), String(REPEATS), String(TURNS), String(CONCURRENCY), outDir],
          {
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
        let out = '';
        child.stdout.on('data', (c: Buffer) => (out += c.toString()));
        child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`scale child exited with code ${code}`))));
      });
      const r = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ScaleReport;
      const jsonlMb = (await stat(join(outDir, 'results.jsonl'))).size / 1024 / 1024;
      const resultsMb = (await stat(join(outDir, 'results.json'))).size / 1024 / 1024;
      const pass = r.peakRssMb < TARGET_MB;
      ctx.log(
        `scale: ${r.turns} turns in ${(r.wallMs / 1000).toFixed(1)} s; peak RSS ${r.peakRssMb.toFixed(0)} MB (after the run ${r.afterRun.peakRssMb.toFixed(0)} MB)`,
      );
      return {
        pass,
        table: {
          header: [
            'tests x repeats x turns',
            'turns',
            'wall (run)',
            'turns/s',
            'peak RSS (whole run)',
            'peak RSS before results.json',
            'target',
            'result',
          ],
          rows: [
            [
              `${tests} x ${REPEATS} x ${TURNS}`,
              String(r.turns),
              `${(r.wallMs / 1000).toFixed(1)} s`,
              (r.turns / (r.wallMs / 1000)).toFixed(0),
              `${r.peakRssMb.toFixed(0)} MB`,
              `${r.afterRun.peakRssMb.toFixed(0)} MB`,
              `< ${TARGET_MB} MB`,
              pass ? 'pass' : 'MISS',
            ],
          ],
        },
        notes: [
          `Concurrency ${CONCURRENCY}; wired like \`agent-eval run\` (recordRun): ${r.runs} runs appended to results.jsonl (${jsonlMb.toFixed(0)} MB on disk) as each finished, then results.json (${resultsMb.toFixed(0)} MB) written from it run by run in ${(r.writeMs / 1000).toFixed(1)} s.`,
          `RSS at start (modules loaded, suites built) ${r.baselineRssMb.toFixed(0)} MB; V8 heap in use when the last conversation finished ${r.afterRun.heapUsedMb.toFixed(0)} MB (live data and not yet collected garbage: the run keeps a few facts per run, not the records).`,
        ],
      };
    } finally {
      await agent.stop();
      await rm(outDir, { recursive: true, force: true });
    }
  },
};
