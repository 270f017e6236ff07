// What a run will do: one job per (suite, test, repeat), ordered so the longest conversations
// start first and the pool finishes close to max(longest conversation, total work / concurrency).
import { createHash } from 'node:crypto';
import type { SuiteLines } from '../suite/loader.ts';
import { SIMULATION_DEFAULT_MAX_TURNS, type Suite, type SuiteTest } from '../suite/suite-schema.ts';
import { DEFAULT_REPEATS } from '../suite/repeats.ts';
import { repeatSeed } from './repeat-seed.ts';

export interface PlannedSuite {
  file: string;
  suite: Suite;
  specHash: string;
  testHashes: Record<string, string>;
  /** Where each test starts in the file (results.json and JUnit name the line); absent for suites not read from a file. */
  lines?: SuiteLines | undefined;
}

export interface Job {
  /** Position in the stable plan order (suite file order, test order, repeat): used for sharding and results. */
  index: number;
  suiteIndex: number;
  testIndex: number;
  suite: Suite;
  test: SuiteTest;
  repeat: number;
  /**
   * The run key: deterministic per (suite, test, repeat), so a resumed, sharded or adaptive run names
   * the run the same. Never sent to the agent (see StartedJob.threadId).
   */
  conversationId: string;
  /** params.seed of this run: derived from the test's seed and the repeat (repeat-seed.ts); null when the test has none. */
  seed: number | null;
  /** Expected cost used for scheduling: turns first, then assertion count as node complexity. */
  weight: number;
}

/**
 * A job as it is played: the fresh id of its conversation with the agent, minted when the run starts
 * and sent on every turn (execute conversation_id, AG-UI threadId, A2A contextId). A server that keeps
 * threads would otherwise resume the previous run's conversation of the same test.
 */
export interface StartedJob extends Job {
  threadId: string;
}

export interface PlanOptions {
  /** Overrides every test's and suite's repeats when set. */
  repeats: number | null;
  /** `i/n`: keep a stable 1/n slice of the jobs. */
  shard?: { index: number; total: number } | undefined;
  /** A cap on every test's runs (a budget lowered them); unset: none. */
  maxRepeats?: number | undefined;
}

/** The --repeats override, else the test's repeats, else its suite's, else DEFAULT_REPEATS (16). */
export function repeatsFor(suite: Suite, test: SuiteTest, override: number | null): number {
  return override ?? test.repeats ?? suite.defaults?.repeats ?? DEFAULT_REPEATS;
}

export function planJobs(suites: readonly PlannedSuite[], options: PlanOptions): Job[] {
  const jobs: Job[] = [];
  suites.forEach(({ suite }, suiteIndex) => {
    suite.tests.forEach((test, testIndex) => {
      const repeats = Math.min(repeatsFor(suite, test, options.repeats), options.maxRepeats ?? Number.POSITIVE_INFINITY);
      for (let repeat = 0; repeat < repeats; repeat += 1) {
        jobs.push({
          index: jobs.length,
          suiteIndex,
          testIndex,
          suite,
          test,
          repeat,
          conversationId: conversationId(suite.suite_id, test.test_id, repeat),
          seed: repeatSeed(test.seed, repeat),
          weight: jobWeight(test),
        });
      }
    });
  });
  const shard = options.shard;
  // The slice is chosen by a hash of the job's identity, not its position, so adding a test to one
  // suite does not reshuffle every other shard.
  return shard ? jobs.filter((job) => shardOf(job.conversationId, shard.total) === shard.index - 1) : jobs;
}

/** Longest first; ties keep plan order so runs are reproducible. */
export function scheduleOrder(jobs: readonly Job[]): Job[] {
  return [...jobs].sort((a, b) => b.weight - a.weight || a.index - b.index);
}

function jobWeight(test: SuiteTest): number {
  const turns = test.turns ?? [];
  const assertions = turns.reduce((n, t) => n + Object.keys(t.expected ?? {}).length, 0);
  // Turns dominate (each is an agent round trip); assertion count only breaks ties. A simulated
  // conversation weighs what it may cost: its turn cap.
  const simulated = test.simulation ? (test.simulation.max_turns ?? SIMULATION_DEFAULT_MAX_TURNS) : 0;
  return (turns.length + simulated) * 1000 + assertions;
}

export function conversationId(suiteId: string, testId: string, repeat: number): string {
  const h = createHash('sha256').update(`${suiteId}\u0000${testId}\u0000${repeat}`).digest('hex');
  // join makes one flat 36-character string; a template literal would keep a tree of five slices
  // of the 64-character hash alive per job (about 370 bytes instead of 56, 30,000 jobs in a large run).
  return [h.slice(0, 8), h.slice(8, 12), h.slice(12, 16), h.slice(16, 20), h.slice(20, 32)].join('-');
}

/** The 0-based shard a conversation belongs to, of `total`; the aggregate job checks the shards' files against it. */
export function shardOf(id: string, total: number): number {
  return createHash('sha256').update(id).digest().readUInt32BE(0) % total;
}

/** Parses `i/n` (1-based). */
export function parseShard(text: string): { index: number; total: number } | null {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) return null;
  const index = Number(m[1]);
  const total = Number(m[2]);
  if (total < 1 || index < 1 || index > total) return null;
  return { index, total };
}
