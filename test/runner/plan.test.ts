// The plan of a run: each test's repeats (--repeats, else the test's, else the suite's, else 6), stable
// conversation ids, longest conversations first, and --shard i/n slices that cover the plan once.
import { describe, expect, it } from 'vitest';
import { conversationId, parseShard, planJobs, scheduleOrder, type PlannedSuite } from '../../src/runner/plan.ts';
import { SuiteSchema } from '../../src/suite/suite-schema.ts';

const turn = (id: string) => ({ turn_id: id, user_input: 'Hi' });
const suite = SuiteSchema.parse({
  version: 'v1',
  suite_id: 's',
  defaults: { repeats: 3 },
  tests: [
    { test_id: 'short', initial_node_id: 'start', turns: [turn('a')] },
    { test_id: 'long', initial_node_id: 'start', repeats: 2, turns: [turn('a'), turn('b')] },
  ],
});
const planned: PlannedSuite[] = [{ file: 'suites/s.yaml', suite, specHash: 'h', testHashes: {} }];

describe('planJobs', () => {
  it('plays each test its repeats, the --repeats override first', () => {
    const count = (jobs: ReturnType<typeof planJobs>, test: string) => jobs.filter((j) => j.test.test_id === test).length;
    const jobs = planJobs(planned, { repeats: null });
    expect([count(jobs, 'short'), count(jobs, 'long')]).toEqual([3, 2]);
    const overridden = planJobs(planned, { repeats: 1 });
    expect([count(overridden, 'short'), count(overridden, 'long')]).toEqual([1, 1]);
  });

  it('gives every run the same conversation id in every plan', () => {
    const ids = planJobs(planned, { repeats: null }).map((j) => j.conversationId);
    expect(new Set(ids).size).toBe(5);
    expect(ids[0]).toBe(conversationId('s', 'short', 0));
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('splits the plan into shards that together hold each run exactly once', () => {
    const all = planJobs(planned, { repeats: null }).map((j) => j.conversationId);
    const shards = [1, 2, 3].map((index) => planJobs(planned, { repeats: null, shard: { index, total: 3 } }).map((j) => j.conversationId));
    expect(shards.flat().sort()).toEqual([...all].sort());
  });

  it('starts the longest conversations first', () => {
    const order = scheduleOrder(planJobs(planned, { repeats: null })).map((j) => j.test.test_id);
    expect(order).toEqual(['long', 'long', 'short', 'short', 'short']);
  });
});

describe('parseShard', () => {
  it('reads i/n and refuses a shard outside 1..n', () => {
    expect(parseShard(' 2/4 ')).toEqual({ index: 2, total: 4 });
    expect(parseShard('0/4')).toBeNull();
    expect(parseShard('5/4')).toBeNull();
    expect(parseShard('two')).toBeNull();
  });
});
