// The GitHub Action: reads the inputs and the run context, builds the adapters, routes the event to
// its flow, and turns the flow's outcome into the step's outputs, job summary and (the one) failure.
import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { annotateSpecErrors, actionsLogger, appendJobSummary, artifactUploader, cancellation, setOutputs } from './action/adapters.ts';
import { boundedJobSummary } from './action/job-summary.ts';
import { actionsCacheService } from './action/judge-cache-store.ts';
import { isDefaultBranch, readRunContext } from './action/context.ts';
import { captureToPullRequest } from './action/capture.ts';
import { onIssueComment } from './action/eval-command.ts';
import { onPullRequest } from './action/pull-request.ts';
import { fullRun, onPush, refreshBaseline } from './action/push.ts';
import { readShards, runShard } from './action/shard-run.ts';
import { failedOutcome, readPricesInput, readQuarantine, SuiteFilesError, type Outcome, type Step } from './action/step.ts';
import { errorMessage, UserError } from './errors.ts';
import { createOctokit, httpStatus } from './github/octokit.ts';
import { octokitGitHub } from './github/ports.ts';
import { ConfigurationError, readInputs, secretsOf } from './action/inputs.ts';

const SUPPORTED_EVENTS = ['pull_request', 'issue_comment', 'push', 'schedule', 'workflow_dispatch'];

export async function run(): Promise<void> {
  const cancel = cancellation(actionsLogger);
  const writeStepResult = stepResultWriter();
  const outcome = await act(cancel.signal, writeStepResult).catch(failedOutcome);
  cancel.dispose();
  let failure = outcome.error === undefined ? outcome.failure : failureOf(outcome.error);
  try {
    await writeStepResult(outcome);
  } catch (error) {
    if (failure === null) failure = failureOf(error);
    else core.warning(`The job summary could not be written (${errorMessage(error)}).`);
  }
  if (failure !== null) core.setFailed(failure);
}

/** Writes outputs and job summary sections, each changed output and each new section once, however often it is called. */
function stepResultWriter(): Step['writeStepResult'] {
  const outputs = new Map<string, string>();
  const sections = new Set<string>();
  const appendBounded = boundedJobSummary((markdown) => appendJobSummary([markdown]));
  return async (result) => {
    const changed = Object.entries(result.outputs).filter(([name, value]) => outputs.get(name) !== String(value));
    setOutputs(Object.fromEntries(changed));
    for (const [name, value] of changed) outputs.set(name, String(value));
    const fresh = result.summary.filter((section) => !sections.has(section));
    for (const section of fresh) sections.add(section);
    await appendBounded(fresh);
  };
}

/** The step's failure message for an error; user errors are the workflow's to fix, anything else is a bug. */
function failureOf(error: unknown): string {
  if (error instanceof SuiteFilesError) annotateSpecErrors(error.errors);
  // Every mistake the workflow fixes (an input, the target host, an unwritable report-dir, a file)
  // is a configuration error; the stack helps only a bug report, in a debug-enabled re-run.
  if (error instanceof UserError) return `Configuration error: ${errorMessage(error)}`;
  // A token GitHub refuses (its message says so and how to fix it) is the workflow's to fix too.
  const cause = error instanceof Error ? error.cause : undefined;
  if (httpStatus(error) === 401 || httpStatus(cause) === 401) return `Configuration error: ${errorMessage(error)}`;
  if (error instanceof Error && error.stack) core.debug(error.stack);
  return `agent-eval failed: ${errorMessage(error)}`;
}

async function act(signal: AbortSignal, writeStepResult: Step['writeStepResult']): Promise<Outcome> {
  const config = readInputs(
    (name) => core.getInput(name),
    (secret) => core.setSecret(secret),
    process.env,
  );
  const ctx = readRunContext(process.env, (path) => readFileSync(path, 'utf8'));
  const logger = actionsLogger;
  const apiUrl = process.env['GITHUB_API_URL'];
  // A loopback API (a local test double) has no secondary rate limits to pace writes for.
  const loopback = apiUrl !== undefined && /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(apiUrl);
  const octokit = createOctokit({ token: config.githubToken, baseUrl: apiUrl, logger, ...(loopback ? { spaceWrites: false } : {}) });
  // Every token, key and credential in a URL, of the inputs and of the step's environment (readInputs has masked them).
  const secrets = secretsOf(config, process.env);
  const quarantine = config.quarantine === null ? [] : await readQuarantine(config.quarantine, ctx.workspace);
  const prices = await readPricesInput(config.prices, ctx.workspace);
  const uploadReport = artifactUploader({ checkName: config.checkName, shard: config.shard, runUrl: ctx.runUrl, logger });
  return route({
    ctx,
    config,
    github: octokitGitHub(octokit, { owner: ctx.owner, repo: ctx.repo, baselineBranch: config.baselineBranch, logger }),
    logger,
    secrets,
    maskSecret: (secret) => core.setSecret(secret),
    merged: null,
    quarantine,
    prices,
    signal,
    now: Date.now,
    uploadReport,
    writeStepResult,
    judgeCacheService: actionsCacheService,
  });
}

async function route(step: Step): Promise<Outcome> {
  const { ctx, config } = step;
  if (config.command === 'capture') return captureToPullRequest(step);
  if (config.command === 'aggregate') step.merged = await readShards(step);
  else if (config.command === 'refresh-baseline') return refreshBaseline(step, ctx.sha);
  if (config.shard !== null) return runShard(step);
  if (config.command === 'run' && ctx.eventName !== 'pull_request' && ctx.eventName !== 'issue_comment') return fullRun(step, false);

  switch (ctx.eventName) {
    case 'pull_request':
      return onPullRequest(step);
    case 'issue_comment':
      return onIssueComment(step);
    case 'push':
      return onPush(step);
    case 'schedule':
    case 'workflow_dispatch':
      return fullRun(step, isDefaultBranch(ctx));
    default:
      throw new ConfigurationError(
        `The event "${ctx.eventName || '(none)'}" is not supported. Run the action on ${SUPPORTED_EVENTS.join(', ')} (see README.md and docs/action.md for example workflows).`,
      );
  }
}
