// Figure 2, scheduling: conversations of skewed lengths against a slow agent; the wall time over the
// ideal max(longest conversation, total work / concurrency).
import { startAgentProcess } from './child.ts';
import { assertAllPassed, runHarness, seededRandom, suiteWithTurns } from './workload.ts';
import type { Figure } from './figure.ts';

const LATENCY_MS = 50;
const CONCURRENCY = 16;
const MAX_TURNS = 30;
const TARGET = 1.05;

/** Skewed lengths in 1..30: most conversations short, a long tail, and at least one of 30 turns. */
export function skewedLengths(count: number, seed: number): number[] {
  const random = seededRandom(seed);
  const lengths = Array.from({ length: count }, () => 1 + Math.floor((MAX_TURNS - 1) * random() ** 3));
  lengths[Math.floor(random() * count)] = MAX_TURNS;
  return lengths;
}

export const scheduling: Figure = {
  name: 'scheduling',
  title: 'Scheduling (skewed conversation lengths, 50 ms agent latency)',
  async run(ctx) {
    const conversations = ctx.quick ? 50 : 200;
    const lengths = skewedLengths(conversations, 7);
    const suites = [suiteWithTurns('bench_skewed', lengths)];
    const totalTurns = lengths.reduce((a, b) => a + b, 0);
    const longest = Math.max(...lengths);
    const agent = await startAgentProcess(LATENCY_MS);
    try {
      await runHarness([suiteWithTurns('bench_warmup', [2, 2, 2, 2])], agent.url, { concurrency: 4 });
      const run = await runHarness(suites, agent.url, { concurrency: CONCURRENCY });
      assertAllPassed(run.results, 'scheduling');
      const ideal = Math.max(longest * LATENCY_MS, (totalTurns * LATENCY_MS) / CONCURRENCY);
      const ratio = run.wallMs / ideal;
      // The agent's own timer and loopback add to each turn: the same ideal with the measured turn latency.
      const latencies = run.results.suites.flatMap((s) =>
        s.tests.flatMap((t) => t.runs.flatMap((r) => r.turns.map((turn) => turn.latency_ms))),
      );
      const measured = latencies.reduce((a, b) => a + b, 0) / latencies.length;
      const idealMeasured = Math.max(longest * measured, (totalTurns * measured) / CONCURRENCY);
      const pass = ratio <= TARGET;
      ctx.log(
        `scheduling: wall ${run.wallMs.toFixed(0)} ms, ideal ${ideal.toFixed(0)} ms, ratio ${ratio.toFixed(3)}; mean turn latency ${measured.toFixed(1)} ms`,
      );
      return {
        pass,
        table: {
          header: ['conversations', 'turns (longest)', 'concurrency', 'wall', 'ideal', 'wall / ideal', 'target', 'result'],
          rows: [
            [
              String(conversations),
              `${totalTurns} (${longest})`,
              String(CONCURRENCY),
              `${run.wallMs.toFixed(0)} ms`,
              `${ideal.toFixed(0)} ms`,
              ratio.toFixed(3),
              `<= ${TARGET}`,
              pass ? 'pass' : 'MISS',
            ],
          ],
        },
        notes: [
          `Ideal = max(longest x ${LATENCY_MS} ms, turns x ${LATENCY_MS} ms / ${CONCURRENCY}). Lengths 1 + floor(29 u^3), seeded, one conversation of 30 turns.`,
          `The mean turn latency the harness measured was ${measured.toFixed(1)} ms (the agent's ${LATENCY_MS} ms timer plus loopback); with it as the per-turn cost the ideal is ${idealMeasured.toFixed(0)} ms and wall / ideal = ${(run.wallMs / idealMeasured).toFixed(3)}.`,
        ],
      };
    } finally {
      await agent.stop();
    }
  },
};
