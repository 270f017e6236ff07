// The pull_request flow: select the affected suites, run them, compare with the baseline (the stored
// one, or a fresh one played in the same job against baseline-target-url), and tell the pull request
// through one publisher (check run first, then the sticky comment).
import { join } from 'node:path';
import { baselineAge, staleBaselineWarning } from '../compare/baseline-age.ts';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../compare/compare.ts';
import type { Comparison } from '../compare/comparison-schema.ts';
import { errorMessage } from '../errors.ts';
import { percent, plural } from '../format.ts';
import { httpStatus } from '../github/octokit.ts';
import { isForkHead, repositoryIdentity } from '../github/ports.ts';
import { stickyMarker } from '../github/sticky-comment.ts';
import { createPrPublisher, type PrPublisher } from '../github/publish.ts';
import { maskSecrets, withGroup } from '../logger.ts';
import { erroredLine } from '../report/format.ts';
import { withNoteLine } from '../report/github-comment.ts';
import { prStatus, type PrStatus, type RunningStatus, type StatusOptions, type SuiteSource } from '../report/pr-status.ts';
import { writeJunitReport, writeReports } from '../report/write.ts';
import { dependenceOfHistory, gateDependence, historyBatches, historyLine } from '../results/history.ts';
import type { Results } from '../results/results-schema.ts';
import type { AutoRepeats } from '../suite/repeats.ts';
import { loadSuites, type LoadedSuite } from '../suite/loader.ts';
import type { SpecError } from '../suite/spec-errors.ts';
import { decideGate } from './gate.ts';
import { logSuites } from './suite-log.ts';
import { estimateLines } from '../report/wording/budget.ts';
import { estimateRun } from '../runner/estimate.ts';
import { planJobs } from '../runner/plan.ts';
import { priceTable } from '../usage/prices.ts';
import { obtainResults, obtainWithFreshBase, type Carried } from './obtain-results.ts';
import { prJobSummary } from './job-summary.ts';
import { affectedSuites, NOTHING_TO_DO, reportDirOf, SPEC_ERRORS_VERDICT, type Outcome, type Outputs, type Step } from './step.ts';
import { TargetError, type TargetVars } from './target.ts';
import { writePerformanceMetrics } from '../telemetry/metrics.ts';
import { METRICS_FILE } from '../telemetry/telemetry.ts';

const PR_ACTIONS = new Set(['opened', 'synchronize', 'reopened', 'ready_for_review']);

export async function onPullRequest(step: Step): Promise<Outcome> {
  const { ctx, config, logger } = step;
  const action = ctx.payload.action ?? '';
  const pr = ctx.payload.pull_request;
  if (!PR_ACTIONS.has(action) || !pr) {
    logger.info(`Nothing to do for pull_request "${action}": the action runs on opened, synchronize, reopened and ready_for_review.`);
    return NOTHING_TO_DO;
  }
  const number = pr.number;
  const headSha = pr.head.sha;
  const fork = isForkHead(repositoryIdentity(pr.head.repo), repositoryIdentity(pr.base.repo));
  if (fork && !config.agentToken && !config.judgeApiKey && step.merged === null) return skipFork(step, number, headSha);
  const loaded = await loadSuites(config.suites, { cwd: ctx.workspace });
  if (loaded.errors.length > 0) return publishSpecErrors(step, number, headSha, loaded.errors);
  const affected = await withGroup(logger, `Setup: the suites pull request #${number} affects`, () =>
    affectedSuites(step, number, loaded.suites),
  );
  const { suites, note: selectionNote, skipped, unmatched } = affected;
  const vars: TargetVars = { pr: number, sha: headSha, branch: pr.head.ref };
  return evaluateAndPublish(step, {
    pr: { number, baseRef: pr.base.ref, baseSha: pr.base.sha ?? null },
    headSha,
    suites,
    notRun: notRun(loaded.suites, suites),
    selectionNote,
    unaffected: { skipped, unmatched },
    vars,
    repeats: config.repeats,
  });
}

export interface PrRun {
  /** baseSha: the base branch's commit the event names (null when unknown). */
  pr: { number: number; baseRef: string; baseSha: string | null };
  headSha: string;
  suites: LoadedSuite[];
  /** Suites that exist at the head but were not selected: left out of the baseline too, so they do not show as removed. */
  notRun: Set<string>;
  /** Why these suites run when the changes could not choose them (GitHub's list of changed files was cut); shown above the report. */
  selectionNote?: string | null;
  /** The suites the changes left out and the changed paths that matched nothing: shown when no suite runs. */
  unaffected?: { skipped: readonly LoadedSuite[]; unmatched: readonly string[] } | null;
  vars: TargetVars;
  repeats: number | AutoRepeats | null;
  /** `/eval rerun <suite...>`: the other suites of the earlier run of this head, compared with the new runs. */
  carried?: CarriedOver | null;
}

/** Suites carried over from the earlier run of the same head, with the suite files they were loaded from at the head. */
export interface CarriedOver extends Carried {
  loaded: LoadedSuite[];
}

export function notRun(all: readonly LoadedSuite[], selected: readonly LoadedSuite[]): Set<string> {
  return new Set(all.filter((s) => !selected.includes(s)).map((s) => s.suite.suite_id));
}

export async function evaluateAndPublish(step: Step, runOn: PrRun): Promise<Outcome> {
  const { config } = step;
  const publisher = prPublisher(step, runOn.pr.number, runOn.headSha);
  const options = statusOptions(step);
  // What the step reports, filled in as it becomes known: kept when GitHub fails afterwards.
  const known: StepResult = { outputs: {}, summary: [] };
  const { outputs } = known;
  try {
    // Whatever fails below, the check run ends: with the verdict if known, else with the failure.
    return await publisher.settle(async () => {
      // An aggregate job selects as its shards did: with no suite selected they ran none either.
      if (runOn.suites.length === 0 && (step.merged === null || step.merged.suites.length === 0)) {
        const skipped = (runOn.unaffected?.skipped ?? []).map((s) => ({ suite_id: s.suite.suite_id, affects: s.suite.affects ?? [] }));
        const status = prStatus({ kind: 'no-affected-suites', skipped, unmatched: runOn.unaffected?.unmatched ?? [] }, options);
        return publishStatus(publisher, status, { outputs: { verdict: 'skipped' } });
      }
      const note = runOn.selectionNote ?? null;
      await publisher.start(
        withNote(prStatus({ kind: 'running', suites: runOn.suites.length, headSha: runOn.headSha }, options), note, options),
      );

      const run = config.baselineTargetUrl !== null ? runWithFreshBaseline : runWithStoredBaseline;
      const evaluated = await withGroup(step.logger, `Run: ${runOn.suites.length} suite(s)`, () => run(step, runOn));
      const { head: results, base, baseline, noBaseline } = evaluated;
      await logSuites(step.logger, results);
      outputs['results-path'] = join(reportDirOf(step), 'results.json');

      if (!(results.run.complete && (base?.run.complete ?? true)) && step.signal.aborted) {
        const cancelled = prStatus({ kind: 'cancelled', counts: results.counts }, options);
        // junit.xml of what finished (the rest as skipped), for a test reporter step that runs always().
        await writeJunitReport(reportDirOf(step), results, step.secrets);
        return publishStatus(publisher, cancelled, { failure: cancelled.summary, outputs });
      }
      const comparison = await withGroup(step.logger, 'Comparison', async () =>
        compareWithBase(step, results, base, baseline, noBaseline, await testDependenceOf(step, results, base, baseline)),
      );
      // The carried suites' failing turns are annotated on their files too: the check shows the whole check.
      const sources = [...runOn.suites, ...(runOn.carried?.loaded ?? [])];
      return await withGroup(step.logger, 'Publishing: reports, check run and comment', async () => {
        const published = await publishComparison(step, { publisher, comparison, head: results, base, sources, note }, known);
        if (config.baselineTargetUrl === null) await keepHeadResults(step, runOn, results);
        return published;
      });
    });
  } catch (error) {
    // The results are written all the same: their path (and the verdict, when known) still reach the outputs.
    return { failure: null, error, outputs: known.outputs, summary: known.summary };
  }
}

/** The comparison of the head's results with the base's, with the warnings about the baseline; its verdict is logged. */
function compareWithBase(
  step: Step,
  results: Results,
  base: Results | null,
  baseline: Comparison['baseline'],
  noBaseline: string | null,
  testDependence: ReadonlyMap<string, number> | undefined,
): Comparison {
  const { config } = step;
  const comparison = compareResults(base, results, {
    testDependence,
    alpha: config.alpha,
    minEffect: config.minEffect,
    minTestEffect: config.minTestEffect,
    midP: DEFAULT_COMPARE_OPTIONS.midP,
    quarantine: step.quarantine,
    prices: step.prices,
    minPassFails: config.minPassFails,
    failOnLatency: config.failOnLatency,
    failOnTokens: config.failOnTokens,
    latencyOnStoredBaseline: config.latencyOnStoredBaseline,
    now: new Date(step.now()),
    baseline,
  });
  if (noBaseline !== null) comparison.warnings.push({ code: 'no_baseline', detail: noBaseline });
  const stale = staleBaselineWarning(comparison.baseline, config.maxBaselineAge);
  if (stale !== null) comparison.warnings.push(stale);
  const rate = (r: number | null) => (r === null ? 'none' : percent(r));
  const t = comparison.totals;
  step.logger.info(`Verdict ${comparison.verdict}: pass rate ${rate(t.head_pass_rate)}, the baseline's ${rate(t.base_pass_rate)}.`);
  return comparison;
}

/**
 * Each test's within-side rho from the stored baseline compared with and the baselines before it on
 * the default branch (the `baseline-history` input), as `agent-eval compare --baseline-history`
 * allows for it; undefined (the check's own estimate) without a stored baseline, with 0, or when
 * no baseline before it could be read.
 */
async function testDependenceOf(
  step: Step,
  head: Results,
  base: Results | null,
  baseline: Comparison['baseline'],
): Promise<ReadonlyMap<string, number> | undefined> {
  const count = step.config.baselineHistoryCount;
  if (count === 0 || base === null || baseline.source !== 'branch' || baseline.commit === null) return undefined;
  // The baseline compared with is one of the `count`; its batches are already in hand.
  const earlier = await step.github.baselines.readEarlier(baseline.commit, count - 1);
  if (earlier.baselines.length === 0) {
    // One batch per test shows no batch-to-batch variation: every test would get the assumed rho.
    step.logger.info(
      `Baseline history: no baseline before ${baseline.commit.slice(0, 12)} could be read${count === 1 ? ' (baseline-history is 1)' : ''}, so each test allows for the check's own estimate of its dependence.`,
    );
    return undefined;
  }
  const dependence = dependenceOfHistory(historyBatches(earlier.baselines.map((b) => b.batches)), { head, base });
  step.logger.info(`Baseline history (${plural(earlier.baselines.length + 1, 'baseline')}): ${historyLine(dependence)}.`);
  return gateDependence(dependence);
}

/**
 * The head's results, kept beside the baselines for `/eval rerun <suite...>` (which then carries
 * the other suites over). Best effort: a token without `contents: write` cannot keep them, and the
 * verdict never depends on it.
 */
async function keepHeadResults(step: Step, runOn: PrRun, results: Results): Promise<void> {
  if (!results.run.complete) return;
  const { ctx, github, logger } = step;
  const run = ctx.runId !== null && /^\d+$/.test(ctx.runId) ? { id: Number(ctx.runId), attempt: ctx.runAttempt } : null;
  try {
    await github.baselines.writeHeadResults(runOn.pr.number, runOn.headSha, results, run);
  } catch (error) {
    const status = httpStatus(error);
    if (status === 403 || status === 404) {
      // A token without `contents: write` (a choice the README documents, and every fork's token): said, not warned.
      logger.info(
        `The results of ${runOn.headSha.slice(0, 12)} were not kept for /eval rerun (GitHub answered ${status}: ${errorMessage(error)}); with \`contents: write\` the job keeps them, else a later /eval rerun of some suites judges only those suites.`,
      );
      return;
    }
    logger.warning(
      `Could not keep the results of ${runOn.headSha.slice(0, 12)} for /eval rerun (${errorMessage(error)}): a later /eval rerun of some suites judges only those suites.`,
    );
  }
}

/** The head's results, the base's they are compared with, and where the base came from. */
interface Evaluated {
  head: Results;
  base: Results | null;
  baseline: Comparison['baseline'];
  /** Why there is no baseline; null when there is one. */
  noBaseline: string | null;
}

/** The stored baseline of the merge-base, looked up before the run: adaptive repeats stop tests whose comparison with it is decided. */
async function runWithStoredBaseline(step: Step, runOn: PrRun): Promise<Evaluated> {
  const lookup = await step.github.baselines.findForPullRequest({ baseRef: runOn.pr.baseRef, headSha: runOn.headSha });
  const base = lookup.found ? { ...lookup.results, suites: lookup.results.suites.filter((s) => !runOn.notRun.has(s.suite_id)) } : null;
  if (lookup.found) logEstimate(step, runOn, lookup.results, `the baseline of ${lookup.commit.slice(0, 12)}`);
  const head = await obtainResults(step, runOn.suites, runOn.vars, runOn.repeats, runOn.headSha, runOn.carried ?? null, base);
  if (!lookup.found) return { head, base: null, baseline: { source: 'none', commit: null, distance: null }, noBaseline: lookup.reason };
  const age = baselineAge(lookup.results, new Date(step.now()));
  const { baseSha } = runOn.pr;
  const behind = baseSha === null ? null : await commitsBehind(step, lookup.commit, baseSha);
  return {
    head,
    base,
    baseline: { source: 'branch', commit: lookup.commit, distance: lookup.distance, ...age, behind },
    noBaseline: null,
  };
}

/** Before the first call: the planned runs and the tokens and cost the stored baseline's usage predicts for them. */
function logEstimate(step: Step, runOn: PrRun, baseline: Results, named: string): void {
  const repeats = runOn.repeats === null || typeof runOn.repeats === 'number' ? runOn.repeats : runOn.repeats.max;
  const planned = runOn.suites.map((s) => ({ file: s.file, suite: s.suite, specHash: s.specHash, testHashes: s.testHashes }));
  const jobs = planJobs(planned, { repeats, shard: step.config.shard ?? undefined });
  for (const line of estimateLines(estimateRun(jobs, baseline, step.prices ?? priceTable()), named)) step.logger.info(line);
}

/** How many commits the base moved on since the baseline's commit: shown beside its age, so a failure to count is only logged. */
async function commitsBehind(step: Step, baseline: string, baseSha: string): Promise<number | null> {
  try {
    return await step.github.repository.commitsAhead(baseline, baseSha);
  } catch (error) {
    step.logger.warning(
      `Could not count the commits from the baseline ${baseline.slice(0, 12)} to the base ${baseSha.slice(0, 12)} (${errorMessage(error)}); the comment shows the baseline's age only.`,
    );
    return null;
  }
}

/**
 * A fresh baseline: the same runs played against the base's deployment (`baseline-target-url`),
 * interleaved with the head's in this job. Preferred over a stored baseline when the input is set:
 * it needs none, and both sides meet the same model providers at the same time.
 */
async function runWithFreshBaseline(step: Step, runOn: PrRun): Promise<Evaluated> {
  const { number, baseRef, baseSha } = runOn.pr;
  if (baseSha === null && step.config.baselineTargetUrl?.includes('{sha}')) {
    throw new TargetError(
      "baseline-target-url uses {sha} but this event does not name the base's commit; use {branch} (the base branch) or a fixed URL.",
    );
  }
  step.logger.info(
    "Fresh baseline: the suites also run against the base's deployment (baseline-target-url), interleaved with the pull request's; no stored baseline is looked up.",
  );
  const fresh = { vars: { pr: number, sha: baseSha ?? '', branch: baseRef }, commit: baseSha };
  const { head, base } = await obtainWithFreshBase(step, runOn.suites, runOn.vars, runOn.repeats, runOn.headSha, fresh);
  return { head, base, baseline: { source: 'fresh', commit: baseSha ?? base.run.commit, distance: null }, noBaseline: null };
}

async function publishComparison(
  step: Step,
  p: {
    publisher: PrPublisher;
    comparison: Comparison;
    head: Results;
    base: Results | null;
    sources: readonly LoadedSuite[];
    /** Why these suites ran, when the changes could not choose them. */
    note: string | null;
  },
  known: StepResult,
): Promise<Outcome> {
  const { config, secrets } = step;
  const outDir = reportDirOf(step);
  const gate = decideGate(p.comparison, config.failOn, config.failOnInvalid, config.failOnInconclusive);
  // Where each suite's tests and turns are written: the check annotates the failing turns there.
  const sources: SuiteSource[] = p.sources.map((s) => ({ suite_id: s.suite.suite_id, file: s.file, lines: s.lines }));
  const status = (reportUrl: string | null) =>
    withNote(
      prStatus(
        { kind: 'compared', comparison: p.comparison, conclusion: gate.conclusion, reportUrl, judge: p.head.judge, sources },
        statusOptions(step),
      ),
      p.note,
      statusOptions(step),
    );
  // Why runs errored, once in the log: in the step's failure when it is why the comparison is
  // invalid, else as a warning.
  const cause = erroredLine(p.comparison, 'head');
  let failure = gate.failure;
  if (cause !== null) {
    if (failure !== null && p.comparison.verdict === 'invalid') failure = `${failure}. Errored runs: ${cause}`;
    else step.logger.warning(maskSecrets(`Errored runs: ${cause}`, secrets));
  }
  // The verdict is known: should writing the reports fail, the check run still shows it.
  p.publisher.prepare(status(null));
  await writeReports(outDir, {
    comparison: p.comparison,
    head: p.head,
    base: p.base,
    secrets,
    markdown: { marker: stickyMarker(config.checkName) },
    note: p.note,
  });
  // metrics.prom was written when the runs ended; the comparison's latency and tokens join it now.
  await writePerformanceMetrics(join(outDir, METRICS_FILE), p.comparison);
  const t = p.comparison.totals;
  const verdict = status(await step.uploadReport(outDir));
  Object.assign(known.outputs, {
    verdict: p.comparison.verdict,
    'pass-rate': t.head_pass_rate ?? '',
    'baseline-pass-rate': t.base_pass_rate ?? '',
    delta: t.delta ?? '',
    'regressed-suites': p.comparison.suites
      .filter((s) => s.verdict === 'regressed')
      .map((s) => s.suite_id)
      .join(','),
    'report-path': outDir,
  } satisfies Outputs);
  known.summary = [prJobSummary(verdict)];
  // Written before GitHub is told: a GitHub that fails or hangs from here on cannot lose the verdict.
  await step.writeStepResult(known);
  return publishStatus(p.publisher, verdict, {
    failure: failure === null ? null : maskSecrets(failure, secrets),
    outputs: known.outputs,
  });
}

export async function publishSpecErrors(step: Step, number: number, headSha: string, errors: readonly SpecError[]): Promise<Outcome> {
  const publisher = prPublisher(step, number, headSha);
  const status = prStatus({ kind: 'spec-errors', errors }, statusOptions(step));
  return publisher.settle(() =>
    publishStatus(publisher, status, {
      failure: `${errors.length} error(s) in the suite files; see the check run annotations.`,
      outputs: { verdict: SPEC_ERRORS_VERDICT },
    }),
  );
}

async function skipFork(step: Step, number: number, headSha: string): Promise<Outcome> {
  const status = prStatus({ kind: 'fork-without-secrets' }, statusOptions(step));
  const skipped: Outcome = { failure: null, outputs: { verdict: 'skipped' }, summary: [status.summary] };
  // A fork's token may be read-only: publishing is best effort, never a failure (the publisher warns
  // about a comment it could not write).
  try {
    const published = await publishStatus(prPublisher(step, number, headSha), status);
    return { ...skipped, outputs: { ...published.outputs, ...skipped.outputs } };
  } catch (error) {
    step.logger.warning(
      `Could not publish the skipped-fork notice (${errorMessage(error)}); the token of a fork's workflow is often read-only.`,
    );
    return skipped;
  }
}

/**
 * The one way a pull request flow ends: the status published, then the step's outcome from it (the
 * URLs as outputs, the summary for the job summary, and a failure for anything not published).
 */
async function publishStatus(
  publisher: PrPublisher,
  status: PrStatus,
  result: { failure?: string | null; outputs?: Outputs } = {},
): Promise<Outcome> {
  const published = await publisher.publish(status);
  const failures = [result.failure ?? null, ...published.problems].filter((m) => m !== null);
  return {
    failure: failures.length > 0 ? failures.join(' ') : null,
    outputs: {
      ...result.outputs,
      ...(published.commentUrl ? { 'comment-url': published.commentUrl } : {}),
      ...(published.checkUrl ? { 'check-run-url': published.checkUrl } : {}),
    },
    summary: [prJobSummary(status)],
  };
}

type StepResult = Pick<Outcome, 'outputs' | 'summary'>;

/** A status with `note` first in the check's summary and the comment (after its marker), where no cut can drop it. */
function withNote<S extends RunningStatus>(status: S, note: string | null, options: StatusOptions): S {
  if (note === null) return status;
  const comment = status.comment === null ? null : withNoteLine(status.comment, note, options.marker);
  return { ...status, summary: withNoteLine(status.summary, note), comment };
}

function statusOptions(step: Step): StatusOptions {
  return { marker: stickyMarker(step.config.checkName), mask: (text) => maskSecrets(text, step.secrets) };
}

/** Publishes to one pull request: check run first, then the comment, never over a newer run. */
function prPublisher(step: Step, prNumber: number, headSha: string): PrPublisher {
  const { ctx, config, github, logger, secrets } = step;
  return createPrPublisher(github, {
    owner: ctx.owner,
    repo: ctx.repo,
    checkName: config.checkName,
    prNumber,
    headSha,
    comment: config.comment,
    run: ctx.runId !== null && /^\d+$/.test(ctx.runId) ? { runId: Number(ctx.runId), attempt: ctx.runAttempt } : null,
    ...(ctx.runUrl ? { details_url: ctx.runUrl } : {}),
    logger,
    mask: (text) => maskSecrets(text, secrets),
  });
}
