// Merging the shards' results files in the aggregate job: one run's shards merge into one results
// file; shards of different runs (another commit, other suites, other repeats) are refused, naming
// the shard files.
import { describe, expect, it } from 'vitest';
import { mergeShardResults, ShardMergeError, type ShardFile } from '../../src/action/shard-merge.ts';
import { stability } from '../../src/judge/panel.ts';
import type { Results, RunRecord } from '../../src/results/results-schema.ts';
import { conversationId, shardOf } from '../../src/runner/plan.ts';
import { resultsFixture } from '../github/helpers.ts';

const COMMIT = 'c'.repeat(40);

const run = (suiteId: string, testId: string, repeat: number): RunRecord => ({
  repeat,
  conversation_id: conversationId(suiteId, testId, repeat),
  outcome: 'passed',
  codes: [],
  duration_ms: 1,
  turns: [],
  final: { assertions: [] },
});

interface ShardPlan {
  /** Suite id -> test ids, as this shard selected them. */
  suites: Record<string, string[]>;
  /** Runs per test this shard planned. */
  repeats: number;
  commit?: string;
  /** The `repeats` input recorded in run.repeats (null: each suite's own). */
  repeatsInput?: number | null;
}

/** Shard `index`/`total` of a run planned as `plan`: only the conversations its slice holds, as the runner plays them. */
function shard(index: number, total: number, plan: ShardPlan): ShardFile {
  const results: Results = resultsFixture(`s${index}`, plan.commit ?? COMMIT);
  results.run.shard = { index, total };
  results.run.repeats = plan.repeatsInput === undefined ? plan.repeats : plan.repeatsInput;
  results.suites = Object.entries(plan.suites).flatMap(([suite_id, tests]) => {
    const kept = tests
      .map((test_id) => {
        const repeats = Array.from({ length: plan.repeats }, (_, r) => r);
        const mine = repeats.filter((r) => shardOf(conversationId(suite_id, test_id, r), total) === index - 1);
        return { test_id, spec_hash: `${test_id}-hash`, runs: mine.map((r) => run(suite_id, test_id, r)) };
      })
      .filter((t) => t.runs.length > 0);
    return kept.length > 0 ? [{ suite_id, file: `suites/${suite_id}.yaml`, spec_hash: `${suite_id}-hash`, tests: kept }] : [];
  });
  return { path: `shards/${index}/results.json`, results };
}

const TESTS = ['a', 'b', 'c', 'd'];
const ONE_RUN: ShardPlan = { suites: { routing: TESTS, billing: TESTS }, repeats: 6 };

describe('mergeShardResults', () => {
  it('merges the shards of one run into one complete results file, every run once', () => {
    const merged = mergeShardResults([shard(2, 3, ONE_RUN), shard(3, 3, ONE_RUN), shard(1, 3, ONE_RUN)]);

    expect(merged.run).toMatchObject({ complete: true, commit: COMMIT });
    expect(merged.run.shard).toBeUndefined();
    expect(merged.suites.map((s) => s.suite_id).sort()).toEqual(['billing', 'routing']);
    for (const s of merged.suites) for (const t of s.tests) expect(t.runs.map((r) => r.repeat)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(merged.counts).toMatchObject({ planned: 48, passed: 48 });
  });

  it("counts a judge panel's disagreements over every shard, with the interval of the merged counts", () => {
    const judged = (file: ShardFile, disagreed: number, checks: number): ShardFile => {
      const usage = {
        configured: true,
        calls: 2,
        cache_hits: 0,
        cache_misses: 2,
        skipped: 0,
        unscored: 0,
        input_tokens: 10,
        output_tokens: 2,
      };
      const panel = {
        key: 'panel(all):a,b',
        rule: 'all' as const,
        models: ['a', 'b'],
        criteria: [stability('helpful', disagreed, checks)],
      };
      return { ...file, results: { ...file.results, judge: { ...usage, panels: [panel] } } };
    };
    const merged = mergeShardResults([judged(shard(1, 2, ONE_RUN), 1, 4), judged(shard(2, 2, ONE_RUN), 2, 6)]);
    expect(merged.judge).toMatchObject({ calls: 4, panels: [{ key: 'panel(all):a,b', criteria: [stability('helpful', 3, 10)] }] });
  });

  it('refuses shards that selected different suites, naming the shard that lacks them', () => {
    // Shard 2 read the pull request's changed files after a push: it selected routing only.
    const files = [shard(1, 2, ONE_RUN), shard(2, 2, { ...ONE_RUN, suites: { routing: TESTS } })];

    const error = catchError(() => mergeShardResults(files));
    expect(error).toBeInstanceOf(ShardMergeError);
    expect(error.message).toMatch(
      /^The shard results are not one run: shards\/2\/results\.json \(shard 2\/2\) has no run #\d of billing\/[a-d], though shards\/1\/results\.json ran it up to run #\d/,
    );
    expect(error.message).toContain('re-run all shard jobs of one workflow run with the same inputs');
  });

  it('refuses shards that ran different repeats per test, naming both files', () => {
    // The suites' own repeats (no `repeats` input): one shard read suite files with fewer repeats.
    const files = [shard(1, 2, { ...ONE_RUN, repeatsInput: null }), shard(2, 2, { ...ONE_RUN, repeats: 3, repeatsInput: null })];
    expect(() => mergeShardResults(files)).toThrow(/shards\/2\/results\.json \(shard 2\/2\) has no run #[345] of /);

    // A different `repeats` input is told as such.
    expect(() => mergeShardResults([shard(1, 2, ONE_RUN), shard(2, 2, { ...ONE_RUN, repeats: 3 })])).toThrow(
      'shards/2/results.json ran 3 run(s) per test (input `repeats`), but shards/1/results.json ran 6 run(s) per test (input `repeats`): the shards belong to different runs; give every shard job the same `repeats` input.',
    );
  });

  it('keeps the judge calibration of every shard: each criterion one of them asked, once', () => {
    const none = {
      n: null,
      level: null,
      kappa: null,
      kappa_ci: null,
      balanced_accuracy: null,
      balanced_accuracy_ci: null,
      calibrated_at: null,
    };
    const criterion = (name: string) => ({
      key: { model: 'gpt-4.1', fallback_model: null, prompt_version: 'judge-prompt@1', criterion: name },
      status: 'not_calibrated' as const,
      ...none,
    });
    const calibrated = (file: ShardFile, names: string[]): ShardFile => {
      file.results.judge_calibration = { min_agreement: 0.6, file: null, labels: null, criteria: names.map(criterion) };
      return file;
    };
    const merged = mergeShardResults([
      calibrated(shard(1, 2, ONE_RUN), ['helpful', 'tone']),
      calibrated(shard(2, 2, ONE_RUN), ['tone', 'brief']),
    ]);
    expect(merged.judge_calibration?.criteria.map((c) => c.key.criterion)).toEqual(['helpful', 'tone', 'brief']);
  });

  it('refuses shards of different commits, a missing shard, a shard twice and a conversation twice', () => {
    const other = { ...ONE_RUN, commit: 'd'.repeat(40) };
    expect(() => mergeShardResults([shard(1, 2, ONE_RUN), shard(2, 2, other)])).toThrow(
      `shards/2/results.json ran on commit ${'d'.repeat(40)}, but shards/1/results.json on ${COMMIT}: the shards belong to different runs`,
    );
    expect(() => mergeShardResults([shard(1, 3, ONE_RUN), shard(2, 3, ONE_RUN)])).toThrow(/3\/3 are missing/);
    expect(() => mergeShardResults([shard(1, 2, ONE_RUN), shard(1, 2, ONE_RUN), shard(2, 2, ONE_RUN)])).toThrow(/appears twice/);
    const twice = shard(2, 2, ONE_RUN);
    twice.results.suites = shard(1, 2, ONE_RUN).results.suites;
    expect(() => mergeShardResults([shard(1, 2, ONE_RUN), twice])).toThrow(/was run by two shards/);
    expect(() => mergeShardResults([shard(1, 2, ONE_RUN), shard(2, 3, ONE_RUN)])).toThrow(/one of 2 shards/);
  });
});

function catchError(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}
