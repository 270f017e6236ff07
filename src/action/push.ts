// Runs that are not about one pull request: a push to the default branch (stored as its baseline,
// running only the suites the push affects), `refresh-baseline`, and a full run on schedule or dispatch.
import { join } from 'node:path';
import { maskSecrets, withGroup } from '../logger.ts';
import { percent } from '../format.ts';
import { mdCode, mdText } from '../report/escape.ts';
import { buildRunModel, costView, runPerformance } from '../report/report-model.ts';
import { priceTable } from '../usage/prices.ts';
import { writeReports } from '../report/write.ts';
import type { Results } from '../results/results-schema.ts';
import { isDraftSuite } from '../suite/draft.ts';
import { summarizeResults } from '../results/summary.ts';
import type { LoadedSuite } from '../suite/loader.ts';
import { baselineRepeats } from '../suite/repeats.ts';
import { branchOf, isDefaultBranch } from './context.ts';
import { obtainResults, type Carried } from './obtain-results.ts';
import { planPush, type PushPlanInput } from './push-plan.ts';
import { logSuites } from './suite-log.ts';
import { loadAll, NOTHING_TO_DO, reportDirOf, type Outcome, type Step } from './step.ts';
import { meanTestPassRate } from '../compare/test-changes.ts';
import { comparisonCost } from '../compare/cost.ts';
import { runJobSummary } from './job-summary.ts';

export async function onPush(step: Step): Promise<Outcome> {
  const { ctx, logger } = step;
  if (!isDefaultBranch(ctx)) {
    logger.info(`Push to ${ctx.ref}, not the default branch: baselines are stored only for the default branch. Nothing to do.`);
    return NOTHING_TO_DO;
  }
  const commit = ctx.payload.after ?? ctx.sha;
  const suites = await loadAll(step);
  const plan = await withGroup(logger, `Setup: the suites the push of ${commit.slice(0, 12)} affects`, async () => {
    const planned = planPush({ suites, runAllOn: step.config.runAllOn, ...(await pushContext(step, commit)) });
    for (const r of planned.run) logger.info(`Running suite ${r.suite.suite.suite_id}: ${r.reason}.`);
    for (const c of planned.carry) logger.info(`Carrying suite ${c.suite.suite.suite_id} over: ${c.reason}.`);
    return planned;
  });
  return storeBaseline(
    step,
    commit,
    plan.run.map((r) => r.suite),
    { suites: plan.carry.map((c) => c.result), order: suites.map((s) => s.suite.suite_id) },
  );
}

/** The previous baseline of a pushed commit and the files changed since it, or why they are unknown. */
async function pushContext(step: Step, commit: string): Promise<Pick<PushPlanInput, 'previous' | 'changes'>> {
  const { ctx, github, logger } = step;
  const { payload } = ctx;
  const before = payload.before ?? '';
  if (payload.forced === true)
    return { previous: null, changes: { unknown: 'the push was forced, so the history it replaced says nothing about this one' } };
  if (!/^[0-9a-f]{40}$/.test(before) || /^0+$/.test(before))
    return { previous: null, changes: { unknown: 'the push event names no earlier commit' } };
  const found = await github.baselines.findPrevious(commit);
  if (!found.found) return { previous: null, changes: { unknown: `no previous baseline (${found.reason})` } };
  const previous = { commit: found.commit, results: found.results };
  if (found.commit !== before) {
    logger.info(
      `The newest earlier baseline is of ${found.commit.slice(0, 12)}, ${found.distance} commit(s) before this one: the changes since it decide which suites run.`,
    );
  }
  const changed = await github.repository.changedFilesBetween(found.commit, commit);
  if (changed === null)
    return { previous, changes: { unknown: `GitHub could not compare ${found.commit.slice(0, 12)}...${commit.slice(0, 12)}` } };
  if (changed.status !== 'ahead' && changed.status !== 'identical')
    return {
      previous,
      changes: {
        unknown: `${commit.slice(0, 12)} does not descend from the baseline commit ${found.commit.slice(0, 12)} (${changed.status})`,
      },
    };
  if (changed.truncated)
    return { previous, changes: { unknown: `the changes since ${found.commit.slice(0, 12)} are more than GitHub lists` } };
  return { previous, changes: { paths: changed.files.flatMap((f) => (f.previous_path ? [f.path, f.previous_path] : [f.path])) } };
}

/** The `refresh-baseline` command: every suite run and stored as the baseline of `commit`. */
export async function refreshBaseline(step: Step, commit: string): Promise<Outcome> {
  return storeBaseline(step, commit, await loadAll(step), null);
}

/** Every suite, on schedule, dispatch or `command: run`; stored as the baseline only on the default branch. */
export async function fullRun(step: Step, storeAsBaseline: boolean): Promise<Outcome> {
  const { ctx } = step;
  if (storeAsBaseline) return refreshBaseline(step, ctx.sha);
  const suites = await loadAll(step);
  const vars = { pr: null, sha: ctx.sha, branch: branchOf(ctx.ref) };
  const results = await withGroup(step.logger, `Run: ${suites.length} suite(s)`, () =>
    obtainResults(step, suites, vars, step.config.repeats, ctx.sha),
  );
  await logSuites(step.logger, results);
  const outcome = await reportRun(step, results);
  if (outcome.error !== undefined) return outcome;
  const { failed, errored } = results.counts;
  return { ...outcome, failure: failed + errored > 0 ? `${failed} run(s) failed and ${errored} errored; see the job summary.` : null };
}

/** Runs `suites`, adds the carried ones, and stores the whole as the baseline of `commit`. */
async function storeBaseline(step: Step, commit: string, all: LoadedSuite[], carried: Carried | null): Promise<Outcome> {
  const { ctx, config, github, logger } = step;
  // Captured drafts never enter a baseline: they are not run here.
  const drafts = all.filter((s) => isDraftSuite(s.suite));
  if (drafts.length > 0)
    logger.info(`Not in the baseline: ${drafts.length} captured draft suite(s) (${drafts.map((s) => s.suite.suite_id).join(', ')}).`);
  const suites = all.filter((s) => !isDraftSuite(s.suite));
  // A baseline is stored with fixed repeats: `repeats: auto` stores its max (baselineRepeats).
  const repeats = baselineRepeats(config.repeats);
  if (repeats !== config.repeats)
    logger.info(`Baselines use fixed repeats: running every test ${repeats} times (the max of \`repeats: auto\`).`);
  const vars = { pr: null, sha: commit, branch: branchOf(ctx.ref) };
  const results = await withGroup(logger, `Run: ${suites.length} suite(s)`, () =>
    obtainResults(step, suites, vars, repeats, commit, carried),
  );
  await logSuites(logger, results);
  const outcome = await reportRun(step, results);
  if (outcome.error !== undefined) return outcome;
  const kept = results.suites.filter((s) => s.carried_from !== undefined);
  if (kept.length > 0) {
    outcome.summary.push(
      `Carried over from earlier baselines (no change since affects them): ${kept.map((s) => `${mdText(s.suite_id, 100)} (${s.carried_from!.commit.slice(0, 7)})`).join(', ')}.`,
    );
  }
  if (!results.run.complete)
    return {
      ...outcome,
      failure: `The run was incomplete (${results.run.incomplete_reason ?? 'interrupted'}), so no baseline was stored; re-run the job.`,
    };
  try {
    const written = await withGroup(logger, `Publishing: the baseline of ${commit.slice(0, 12)}`, () =>
      github.baselines.write(commit, results),
    );
    outcome.summary.push(
      `📦 Stored as the baseline of ${mdCode(commit.slice(0, 7))} on branch ${mdCode(github.baselines.branch, { max: 100 })}, file ${mdCode(written.path)}: pull requests based on this commit compare with it.`,
    );
  } catch (error) {
    // The run's reports and job summary stand: only storing it failed.
    return { ...outcome, error };
  }
  return outcome;
}

/** Writes the reports of a run that is not compared: its outputs and job summary, also when writing fails. */
async function reportRun(step: Step, results: Results): Promise<Outcome> {
  return withGroup(step.logger, 'Publishing: reports', () => writeRunReports(step, results));
}

async function writeRunReports(step: Step, results: Results): Promise<Outcome> {
  const outDir = reportDirOf(step);
  const resultsPath = { 'results-path': join(outDir, 'results.json') };
  const prices = step.prices ?? priceTable();
  try {
    await writeReports(outDir, { comparison: null, head: results, base: null, secrets: step.secrets, prices });
  } catch (error) {
    return { failure: null, error, outputs: resultsPath, summary: [] };
  }
  await step.uploadReport(outDir);
  const { planned } = results.counts;
  // The same pass rate as the comment, report.md and the terminal.
  const passRate = meanTestPassRate(results);
  step.logger.info(`Pass rate ${percent(passRate)} over ${planned} run(s).`);
  return {
    failure: null,
    outputs: { ...resultsPath, 'pass-rate': passRate ?? '', 'report-path': outDir },
    // What report.md says, its cost table included.
    summary: [
      maskSecrets(
        runJobSummary(
          buildRunModel(summarizeResults(results), {
            cost: costView(comparisonCost(null, results, prices)),
            performance: runPerformance(results),
          }),
        ),
        step.secrets,
      ),
    ],
  };
}
