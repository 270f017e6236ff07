// The job pools: a run's own, and the shared one that plays two runs' queues interleaved within one
// concurrency limit (a fresh baseline's base side and the pull request's side).
import { describe, expect, it } from 'vitest';
import { localPool, sharedPools, type PlayJob } from '../../src/runner/pool.ts';
import type { Job } from '../../src/runner/plan.ts';

const jobs = (n: number): Job[] => Array.from({ length: n }, (_, index) => ({ index }) as Job);
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A play function that logs each job's start and end under `side`, and tracks the jobs in flight. */
function recorder() {
  const log: string[] = [];
  let inFlight = 0;
  let most = 0;
  const play =
    (side: string): PlayJob =>
    async (job) => {
      log.push(`${side}${job.index}`);
      most = Math.max(most, ++inFlight);
      await tick();
      inFlight -= 1;
    };
  return { log, play, most: () => most };
}

describe('localPool', () => {
  it('plays every job in queue order, at most `concurrency` at once', async () => {
    const r = recorder();
    await localPool(3)(jobs(7), r.play('a'));
    expect(r.log).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    expect(r.most()).toBe(3);
  });
});

describe('sharedPools', () => {
  it('alternates the runs job by job, within one concurrency limit for both', async () => {
    const r = recorder();
    const { pools } = sharedPools(2, 1);
    await Promise.all([pools[0]!(jobs(3), r.play('base')), pools[1]!(jobs(3), r.play('head'))]);
    expect(r.log).toEqual(['base0', 'head0', 'base1', 'head1', 'base2', 'head2']);
    expect(r.most()).toBe(1);
  });

  it('starts the first job of both runs before the second of either, and shares the limit', async () => {
    const r = recorder();
    const { pools } = sharedPools(2, 2);
    await Promise.all([pools[0]!(jobs(4), r.play('base')), pools[1]!(jobs(4), r.play('head'))]);
    expect(new Set(r.log.slice(0, 2))).toEqual(new Set(['base0', 'head0']));
    expect(r.log).toHaveLength(8);
    expect(r.most()).toBe(2);
  });

  it('waits for every run before playing anything, and is released when one fails before it hands over its queue', async () => {
    const r = recorder();
    const shared = sharedPools(2, 4);
    const waiting = shared.pools[0]!(jobs(2), r.play('base'));
    await tick();
    expect(r.log).toEqual([]);
    shared.abandon(new Error('the other run could not open its results file'));
    await expect(waiting).rejects.toThrow(/could not open its results file/);
    expect(r.log).toEqual([]);
  });
});
