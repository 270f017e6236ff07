// Sharding across a matrix: each shard job runs its slice of the conversations and only writes
// results.json; the aggregate job merges the shards' files and then publishes like a single run.
import { join, relative } from 'node:path';
import { glob } from 'tinyglobby';
import { readResultsFile } from '../results/read.ts';
import type { Results } from '../results/results-schema.ts';
import { branchOf } from './context.ts';
import { obtainResults } from './obtain-results.ts';
import { mergeShardResults } from './shard-merge.ts';
import { logSuites } from './suite-log.ts';
import { withGroup } from '../logger.ts';
import { affectedSuites, loadAll, reportDirOf, type Outcome, type Step } from './step.ts';
import type { TargetVars } from './target.ts';

export async function runShard(step: Step): Promise<Outcome> {
  const { ctx, config, logger } = step;
  const pr = ctx.eventName === 'pull_request' ? ctx.payload.pull_request : undefined;
  let suites = await loadAll(step);
  let vars: TargetVars = { pr: null, sha: ctx.sha, branch: branchOf(ctx.ref) };
  let commit = ctx.sha;
  if (pr) {
    // Every shard selects the same suites from the same changed files, so the slices fit together.
    suites = (
      await withGroup(logger, `Setup: the suites pull request #${pr.number} affects`, () => affectedSuites(step, pr.number, suites))
    ).suites;
    vars = { pr: pr.number, sha: pr.head.sha, branch: pr.head.ref };
    commit = pr.head.sha;
  }
  const results = await withGroup(logger, `Run: ${suites.length} suite(s), shard ${config.shard!.index}/${config.shard!.total}`, () =>
    obtainResults(step, suites, vars, config.repeats, commit),
  );
  await logSuites(logger, results);
  logger.info(
    `Shard ${config.shard!.index}/${config.shard!.total} finished: ${results.counts.planned} run(s); the aggregate job merges and publishes.`,
  );
  return { failure: null, outputs: { 'results-path': join(reportDirOf(step), 'results.json') }, summary: [] };
}

/** The aggregate job's head results: every shard's results file (the `shard-results` glob), merged. */
export async function readShards(step: Step): Promise<Results> {
  const { ctx, config, logger } = step;
  return withGroup(logger, "Setup: the shards' results", async () => {
    const paths = (await glob(config.shardResults!, { cwd: ctx.workspace, absolute: true })).sort();
    const files = [];
    for (const path of paths) files.push({ path: relative(ctx.workspace, path), results: await readResultsFile(path) });
    const merged = mergeShardResults(files);
    logger.info(`Merged ${files.length} shard results file(s): ${merged.counts.planned} run(s).`);
    return merged;
  });
}
