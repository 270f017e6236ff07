// The worker pool that plays a run's conversations: at most `concurrency` at once, in queue order.
// Two runs played side by side (the base deployment and the pull request's, a fresh baseline) share
// one pool with their queues interleaved, so both sides meet the same load, the same model provider
// and the same minute, and neither waits for the other to finish first.
import type { Job } from './plan.ts';

/** Plays one job; never throws (the run records whatever happened to it). */
export type PlayJob = (job: Job) => Promise<void>;

/** Plays a run's queue; resolves once every job of it has been played. */
export type JobPool = (queue: readonly Job[], play: PlayJob) => Promise<void>;

/** A run's own pool. */
export function localPool(concurrency: number): JobPool {
  return (queue, play) =>
    drain(
      queue.map((job) => () => play(job)),
      concurrency,
    );
}

/** Pools for runs played together, and a way to release them when one run fails before it starts. */
export interface SharedPools {
  /** One per run, in the order the runs' jobs alternate. */
  pools: JobPool[];
  /** Rejects every run still waiting for the others (one failed before it handed over its queue). */
  abandon(reason: unknown): void;
}

/**
 * Pools for `runs` runs played as one: each run hands its queue to its own pool, and once all have,
 * the queues are played interleaved, job by job (the first job of run 1, the first of run 2, the
 * second of run 1, ...), `concurrency` at a time in all. Each pool resolves when the whole
 * interleaved queue is done.
 */
export function sharedPools(runs: number, concurrency: number): SharedPools {
  const handed: { queue: readonly Job[]; play: PlayJob }[] = [];
  let waiting = runs;
  let started = false;
  let settle!: { resolve: () => void; reject: (reason: unknown) => void };
  const all = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // A run abandoned while waiting must not leave an unhandled rejection behind.
  all.catch(() => undefined);
  const pools = Array.from({ length: runs }, (_, i): JobPool => (queue, play) => {
    if (handed[i] !== undefined) throw new Error(`shared pool ${i} was handed a second queue`);
    handed[i] = { queue, play };
    waiting -= 1;
    if (waiting === 0) {
      started = true;
      drain(interleave(handed), concurrency).then(settle.resolve, settle.reject);
    }
    return all;
  });
  return {
    pools,
    abandon: (reason) => {
      if (!started) settle.reject(reason);
    },
  };
}

function interleave(runs: readonly { queue: readonly Job[]; play: PlayJob }[]): (() => Promise<void>)[] {
  const tasks: (() => Promise<void>)[] = [];
  const longest = Math.max(0, ...runs.map((r) => r.queue.length));
  for (let i = 0; i < longest; i += 1) {
    for (const run of runs) {
      const job = run.queue[i];
      if (job !== undefined) tasks.push(() => run.play(job));
    }
  }
  return tasks;
}

async function drain(tasks: readonly (() => Promise<void>)[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, tasks.length)) }, worker));
}
