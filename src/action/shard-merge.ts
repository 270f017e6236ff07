// Merging the results files of a sharded run into one. The shards must be one run: the same
// commit, target, repeats and shard total, every shard exactly once, no conversation in two shards,
// and no conversation missing from the shard whose slice holds it (shards that selected different
// suites, or ran a different number of runs per test, leave such holes).
import { isFlaky } from '../assertions/outcome.ts';
import { mergeStability } from '../judge/panel.ts';
import type { Results, SimulatorUsage, SuiteResult } from '../results/results-schema.ts';
import { conversationId, shardOf } from '../runner/plan.ts';
import { addSimulatorUsage, countRuns } from '../runner/run.ts';
import { UserError } from '../errors.ts';
import { redactUrl } from '../url.ts';

export class ShardMergeError extends UserError {
  override name = 'ShardMergeError';
}

export interface ShardFile {
  /** Where it was read from, for error messages. */
  path: string;
  results: Results;
}

export function mergeShardResults(files: readonly ShardFile[]): Results {
  if (files.length === 0)
    throw new ShardMergeError(
      'No shard results files matched shard-results; check the glob and that every shard job uploaded its results.json.',
    );
  const first = files[0] as ShardFile;
  const total = first.results.run.shard?.total;
  for (const f of files) {
    const shard = f.results.run.shard;
    if (!shard)
      throw new ShardMergeError(
        `${f.path} is not the results of a shard (no run.shard); give only the results files of jobs run with the \`shard\` input.`,
      );
    if (shard.total !== total)
      throw new ShardMergeError(
        `${f.path} is shard ${shard.index}/${shard.total}, but ${first.path} is one of ${total} shards: all shards must come from one matrix.`,
      );
    if (f.results.run.commit !== first.results.run.commit) {
      throw new ShardMergeError(
        `${f.path} ran on commit ${f.results.run.commit ?? '(none)'}, but ${first.path} on ${first.results.run.commit ?? '(none)'}: the shards belong to different runs; re-run all shard jobs of one workflow run.`,
      );
    }
    if (f.results.run.repeats !== first.results.run.repeats) {
      throw new ShardMergeError(
        `${f.path} ran ${repeatsOf(f.results)}, but ${first.path} ran ${repeatsOf(first.results)}: the shards belong to different runs; give every shard job the same \`repeats\` input.`,
      );
    }
    if (f.results.run.target !== first.results.run.target || f.results.run.transport !== first.results.run.transport) {
      throw new ShardMergeError(
        `${f.path} ran against ${redactUrl(f.results.run.target)}, but ${first.path} against ${redactUrl(first.results.run.target)}: all shards must test the same agent.`,
      );
    }
  }
  const byIndex = new Map<number, string>();
  for (const f of files) {
    const index = f.results.run.shard!.index;
    const seen = byIndex.get(index);
    if (seen !== undefined)
      throw new ShardMergeError(`Shard ${index}/${total} appears twice (${seen} and ${f.path}); give each shard's results file once.`);
    byIndex.set(index, f.path);
  }
  const missing = Array.from({ length: total! }, (_, i) => i + 1).filter((i) => !byIndex.has(i));
  if (missing.length > 0)
    throw new ShardMergeError(
      `Shard(s) ${missing.map((i) => `${i}/${total}`).join(', ')} are missing; every shard job must finish and upload its results before the aggregate job.`,
    );

  const ordered = [...files].sort((a, b) => a.results.run.shard!.index - b.results.run.shard!.index);
  const suites = new Map<string, SuiteResult>();
  const owner = new Map<string, string>();
  const warnings: string[] = [];
  for (const f of ordered) {
    warnings.push(...f.results.warnings.map((w) => `shard ${f.results.run.shard!.index}: ${w}`));
    for (const s of f.results.suites) {
      let merged = suites.get(s.suite_id);
      if (!merged) {
        merged = { suite_id: s.suite_id, file: s.file, spec_hash: s.spec_hash, tests: [], ...(s.suspect ? { suspect: s.suspect } : {}) };
        suites.set(s.suite_id, merged);
      } else if (merged.spec_hash !== s.spec_hash) {
        throw new ShardMergeError(
          `Suite ${s.suite_id} differs between shards (spec hash ${merged.spec_hash.slice(0, 12)} vs ${s.spec_hash.slice(0, 12)} in ${f.path}): the shards read different suite files.`,
        );
      }
      for (const t of s.tests) {
        let test = merged.tests.find((x) => x.test_id === t.test_id);
        if (!test) {
          test = { test_id: t.test_id, spec_hash: t.spec_hash, ...(t.tags ? { tags: t.tags } : {}), runs: [] };
          merged.tests.push(test);
        }
        for (const r of t.runs) {
          const key = `${s.suite_id}/${t.test_id}#${r.repeat}`;
          const other = owner.get(key);
          if (other !== undefined)
            throw new ShardMergeError(
              `Conversation ${key} was run by two shards (${other} and ${f.path}): the shard files are not one run.`,
            );
          owner.set(key, f.path);
          test.runs.push(r);
        }
      }
    }
  }
  const merged = [...suites.values()];
  checkNoHoles(merged, owner, byIndex, total!);
  for (const s of merged) {
    for (const t of s.tests) {
      t.runs.sort((a, b) => a.repeat - b.repeat);
      // Repeats of one test may have been split over shards: flakiness is only visible now.
      if (isFlaky(t.runs.map((r) => r.outcome)))
        for (const r of t.runs) if (r.outcome === 'failed' && !r.codes.includes('FLAKY')) r.codes.push('FLAKY');
    }
  }
  const runs = ordered.map((f) => f.results);
  const incomplete = runs.filter((r) => !r.run.complete);
  const judges = runs.map((r) => r.judge).filter((j) => j !== undefined);
  const simulator = runs.reduce<SimulatorUsage | null>((total, r) => (r.simulator ? addSimulatorUsage(total, r.simulator) : total), null);
  const { shard: _shard, incomplete_reason: _reason, ...run } = first.results.run;
  return {
    ...first.results,
    run: {
      ...run,
      started_at: runs.map((r) => r.run.started_at).sort()[0] ?? run.started_at,
      finished_at:
        runs
          .map((r) => r.run.finished_at)
          .sort()
          .at(-1) ?? run.finished_at,
      complete: incomplete.length === 0,
      ...(incomplete.length > 0
        ? { incomplete_reason: `shard(s) ${incomplete.map((r) => r.run.shard!.index).join(', ')} did not finish` }
        : {}),
    },
    counts: countRuns(merged),
    ...(judges.length > 0
      ? {
          judge: {
            ...judges.reduce((a, j) => ({
              configured: a.configured && j.configured,
              calls: a.calls + j.calls,
              cache_hits: a.cache_hits + j.cache_hits,
              cache_misses: a.cache_misses + j.cache_misses,
              skipped: a.skipped + j.skipped,
              unscored: a.unscored + j.unscored,
              input_tokens: a.input_tokens + j.input_tokens,
              output_tokens: a.output_tokens + j.output_tokens,
            })),
            // Each panel's disagreements, counted over every shard's checks.
            ...(judges.some((j) => j.panels) ? { panels: mergeStability(judges.map((j) => j.panels)) } : {}),
          },
        }
      : {}),
    ...(simulator ? { simulator } : {}),
    ...mergedCalibration(runs),
    warnings,
    suites: merged,
  };
}

/** The judge calibration of every shard: each criterion a shard's judge checks asked, once (the shards share their settings). */
function mergedCalibration(runs: readonly Results[]): Pick<Results, 'judge_calibration'> {
  const all = runs.flatMap((r) => (r.judge_calibration ? [r.judge_calibration] : []));
  if (all.length === 0) return {};
  const criteria = new Map<string, NonNullable<Results['judge_calibration']>['criteria'][number]>();
  for (const c of all.flatMap((a) => a.criteria)) if (!criteria.has(JSON.stringify(c.key))) criteria.set(JSON.stringify(c.key), c);
  return { judge_calibration: { ...all[0]!, criteria: [...criteria.values()] } };
}

function repeatsOf(results: Results): string {
  const n = results.run.repeats;
  return n === null ? "each suite's own repeats" : `${n} run(s) per test (input \`repeats\`)`;
}

/**
 * Every run below a test's highest merged run must be in the file of the shard whose slice holds
 * it. A hole means the shards did not plan the same run: one selected other suites (a pull request's
 * changed files read at different times, another `suites` input) or ran fewer runs per test.
 */
function checkNoHoles(
  merged: readonly SuiteResult[],
  owner: ReadonlyMap<string, string>,
  byIndex: ReadonlyMap<number, string>,
  total: number,
): void {
  const holes: string[] = [];
  for (const s of merged) {
    for (const t of s.tests) {
      const repeats = new Set(t.runs.map((r) => r.repeat));
      const last = Math.max(...repeats);
      for (let repeat = 0; repeat < last; repeat++) {
        if (repeats.has(repeat)) continue;
        const index = shardOf(conversationId(s.suite_id, t.test_id, repeat), total) + 1;
        const highest = owner.get(`${s.suite_id}/${t.test_id}#${last}`);
        holes.push(
          `${byIndex.get(index)} (shard ${index}/${total}) has no run #${repeat} of ${s.suite_id}/${t.test_id}, though ${highest} ran it up to run #${last}`,
        );
      }
    }
  }
  if (holes.length === 0) return;
  const shown = holes.slice(0, 5).join('; ');
  const more = holes.length > 5 ? `; and ${holes.length - 5} more` : '';
  throw new ShardMergeError(
    `The shard results are not one run: ${shown}${more}. The shards selected different suites or ran different repeats per test; re-run all shard jobs of one workflow run with the same inputs.`,
  );
}
