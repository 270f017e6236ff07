// The GitHub Action: reads the inputs and the run context, builds the adapters, routes the event to
// its flow, and turns the flow's outcome into the step's outputs, job summary and (the one) failure.
import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { annotateSpecErrors, actionsLogger, appendJobSummary, artifactUploader, cancellation, setOutputs } from './action/adapters.ts';
import { actionsCacheService } from './action/judge-cache-store.ts';
import { isDefaultBranch, readRunContext } from './action/context.ts';
import { onIssueComment } from './action/eval-command.ts';
import { onPullRequest } from './action/pull-request.ts';
import { fullRun, onPush, refreshBaseline } from './action/push.ts';
import { readShards, runShard } from './action/shard-run.ts';
import { failedOutcome, readQuarantine, SuiteFilesError, type Outcome, type Step } from './action/step.ts';
import { errorMessage, UserError } from './errors.ts';
import { OutputError } from './files.ts';
import { createOctokit } from './github/octokit.ts';
import { octokitGitHub } from './github/ports.ts';
import { ConfigurationError, readInputs } from './action/inputs.ts';
import { otlpTracesUrl } from './telemetry/tracing.ts';
import { urlSecrets } from './url.ts';

const SUPPORTED_EVENTS = ['pull_request', 'issue_comment', 'push', 'schedule', 'workflow_dispatch'];

export async function run(): Promise<void> {
  const cancel = cancellation(actionsLogger);
  const outcome = await act(cancel.signal).catch(failedOutcome);
  cancel.dispose();
  let failure = outcome.error === undefined ? outcome.failure : failureOf(outcome.error);
  try {
    setOutputs(outcome.outputs);
    await appendJobSummary(outcome.summary);
  } catch (error) {
    if (failure === null) failure = failureOf(error);
    else core.warning(`The job summary could not be written (${errorMessage(error)}).`);
  }
  if (failure !== null) core.setFailed(failure);
}

/** The step's failure message for an error; user errors are the workflow's to fix, anything else is a bug. */
function failureOf(error: unknown): string {
  if (error instanceof SuiteFilesError) annotateSpecErrors(error.errors);
  // The stack helps a bug report; it shows only in a debug-enabled re-run.
  if (!(error instanceof UserError) && error instanceof Error && error.stack) core.debug(error.stack);
  // An unwritable report-dir (full disk, read-only, a file in the way) is the workflow's to fix, like a bad input.
  const configuration = error instanceof ConfigurationError || error instanceof OutputError;
  return `${configuration ? 'Configuration error' : 'agent-eval failed'}: ${errorMessage(error)}`;
}

async function act(signal: AbortSignal): Promise<Outcome> {
  const config = readInputs(
    (name) => core.getInput(name),
    (secret) => core.setSecret(secret),
  );
  const ctx = readRunContext(process.env, (path) => readFileSync(path, 'utf8'));
  const logger = actionsLogger;
  const apiUrl = process.env['GITHUB_API_URL'];
  // A loopback API (a local test double) has no secondary rate limits to pace writes for.
  const loopback = apiUrl !== undefined && /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(apiUrl);
  const octokit = createOctokit({ token: config.githubToken, baseUrl: apiUrl, logger, ...(loopback ? { spaceWrites: false } : {}) });
  // The judge may also take its key from OPENAI_API_KEY in the step's environment.
  const secrets = [config.githubToken, config.agentToken, config.judgeApiKey, process.env['OPENAI_API_KEY']].filter(
    (s): s is string => !!s,
  );
  // Credentials written into a URL: redacted wherever the URL is shown, and masked in any other text.
  for (const secret of [process.env['OPENAI_BASE_URL'], otlpTracesUrl(process.env)].flatMap(urlSecrets)) core.setSecret(secret);
  secrets.push(
    ...[
      config.targetUrl,
      config.baselineTargetUrl,
      config.pushgatewayUrl,
      config.judgeBaseUrl,
      process.env['OPENAI_BASE_URL'],
      otlpTracesUrl(process.env),
    ].flatMap(urlSecrets),
  );
  const quarantine = config.quarantine === null ? [] : await readQuarantine(config.quarantine, ctx.workspace);
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
    signal,
    now: Date.now,
    uploadReport,
    judgeCacheService: actionsCacheService,
  });
}

async function route(step: Step): Promise<Outcome> {
  const { ctx, config } = step;
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
        `The event "${ctx.eventName || '(none)'}" is not supported. Run the action on ${SUPPORTED_EVENTS.join(', ')} (see README for example workflows).`,
      );
  }
}
