// The GitHub Action: inputs -> adapters -> evaluate -> publish. Routes by event; run() is the one
// place that fails the step.
import { appendFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import * as core from '@actions/core';
import { glob } from 'tinyglobby';
import { createAgentClient } from './agent/client.ts';
import type { AgentClient } from './agent/types.ts';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from './compare/compare.ts';
import type { Comparison } from './compare/schema.ts';
import { QuarantineFileSchema, type QuarantineEntry } from './compare/quarantine.ts';
import { ensureWritableDir, OutputError, writeFileAtomic } from './files.ts';
import { findBaselineForPr, findPreviousBaseline, writeBaseline } from './github/baseline-store.ts';
import { listChangedFiles, listChangedFilesBetween } from './github/changed-files.ts';
import type { CheckAnnotation } from './github/checks.ts';
import { checkPermission, EVAL_HELP, parseEvalCommand, react, unknownSuitesReply, type BotReaction } from './github/commands.ts';
import { stickyMarker } from './github/comment.ts';
import { createPrPublisher, explainRefusal, type Publication, type PrPublisher } from './github/publish.ts';
import { createOctokit, type Octokit } from './github/octokit.ts';
import { readFilesAtRef } from './github/suites-at-ref.ts';
import { ConfigurationError, readInputs, type ActionConfig } from './inputs.ts';
import { createJudge } from './judge/judge.ts';
import { resolveJudgeConfig } from './judge/config.ts';
import { maskSecrets, type Logger } from './logger.ts';
import { readResultsFile } from './results/read.ts';
import type { Results, SuiteResult } from './results/schema.ts';
import { recordAdaptiveRun, recordRun } from './runner/record.ts';
import { summarizeResults, type RunSummary } from './runner/summary.ts';
import type { AutoRepeats } from './runner/adaptive.ts';
import type { RunOptions } from './runner/run.ts';
import { FULL_MEMORY_PIPELINE } from './runner/conversation.ts';
import type { PlannedSuite } from './runner/plan.ts';
import { formatSpecError, loadSuites, readDataFile, type LoadedSuite, type SpecError } from './suite/loader.ts';
import { mdText } from './report/escape.ts';
import { headline } from './report/format.ts';
import { percent } from './format.ts';
import { renderComment, renderRunSummary } from './report/markdown.ts';
import { writeReports } from './report/write.ts';
import { createRunTelemetry } from './telemetry/telemetry.ts';
import { actionGroupingLabels } from './telemetry/metrics.ts';
import { otlpTracesUrl } from './telemetry/tracing.ts';
import { hasUserinfo, redactUrl, urlSecrets } from './url.ts';
import { commonBaseDir, selectAffectedSuites, suitesMatcher } from './action/select.ts';
import { decideGate } from './action/gate.ts';
import { mergeShardResults } from './action/shards.ts';
import { planPush, withCarriedSuites, type PushPlanInput } from './action/push-plan.ts';
import { checkTargetHost, renderTarget, type TargetVars } from './action/target.ts';

export const SUPPORTED_EVENTS = ['pull_request', 'issue_comment', 'push', 'schedule', 'workflow_dispatch'];
const PR_ACTIONS = new Set(['opened', 'synchronize', 'reopened', 'ready_for_review']);

/** What the runner tells the step about the event, read from its environment variables. */
interface ActionContext {
  eventName: string;
  payload: Record<string, any>;
  owner: string;
  repo: string;
  sha: string;
  ref: string;
  workspace: string;
  runUrl: string | null;
  serverUrl: string;
  runId: string | null;
}

/** The shared state of one step. */
interface Step {
  ctx: ActionContext;
  config: ActionConfig;
  octokit: Octokit;
  logger: Logger;
  secrets: string[];
  /** The head results of an aggregate job (merged shards) instead of a fresh run. */
  merged: Results | null;
  /** Tests that run and are reported but never gate (the `quarantine` input's file). */
  quarantine: QuarantineEntry[];
  /** Aborted when the runner cancels the job (SIGINT, then SIGTERM): the run stops and says so. */
  signal: AbortSignal;
}

/**
 * A cancelled job gets SIGINT, then SIGTERM a few seconds later, then is killed. Stopping the run on
 * the first lets the check run and the comment say "cancelled" instead of staying "in progress".
 */
function cancellation(): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    core.warning(`Received ${name}: stopping the run and publishing what finished.`);
    controller.abort(new Error(`the job was cancelled (${name})`));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}

export async function run(): Promise<void> {
  let failure: string | null;
  const cancel = cancellation();
  try {
    failure = await act(cancel.signal);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The stack helps a bug report; it shows only in a debug-enabled re-run.
    // An unwritable report-dir (full disk, read-only, a file in the way) is the workflow's to fix, like a bad input.
    const configuration = error instanceof ConfigurationError || error instanceof OutputError;
    if (error instanceof Error && error.stack && !configuration) core.debug(error.stack);
    failure = configuration ? `Configuration error: ${message}` : `agent-eval failed: ${message}`;
  }
  cancel.dispose();
  if (failure !== null) core.setFailed(failure);
}

const actionsLogger: Logger = {
  debug: (m) => core.debug(m),
  info: (m) => core.info(m),
  warning: (m) => core.warning(m),
  error: (m) => core.error(m),
};

function readContext(): ActionContext {
  const env = process.env;
  const eventName = env['GITHUB_EVENT_NAME'] ?? '';
  const eventPath = env['GITHUB_EVENT_PATH'];
  let payload: Record<string, any> = {};
  if (eventPath) {
    try {
      payload = JSON.parse(readFileSync(eventPath, 'utf8')) as Record<string, any>;
    } catch (error) {
      throw new ConfigurationError(`Cannot read the event payload at GITHUB_EVENT_PATH (${(error as Error).message}); run the action inside a GitHub Actions workflow.`);
    }
  }
  const [owner, repo] = (env['GITHUB_REPOSITORY'] ?? `${payload['repository']?.owner?.login ?? ''}/${payload['repository']?.name ?? ''}`).split('/');
  if (!owner || !repo) throw new ConfigurationError('GITHUB_REPOSITORY is not set; run the action inside a GitHub Actions workflow.');
  const serverUrl = (env['GITHUB_SERVER_URL'] ?? 'https://github.com').replace(/\/+$/, '');
  const runId = env['GITHUB_RUN_ID'] ?? null;
  return {
    eventName,
    payload,
    owner,
    repo,
    sha: env['GITHUB_SHA'] ?? '',
    ref: env['GITHUB_REF'] ?? '',
    workspace: env['GITHUB_WORKSPACE'] ?? process.cwd(),
    serverUrl,
    runId,
    runUrl: runId ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` : null,
  };
}

async function act(signal: AbortSignal): Promise<string | null> {
  const config = readInputs();
  const ctx = readContext();
  const logger = actionsLogger;
  const apiUrl = process.env['GITHUB_API_URL'];
  // A loopback API (a local test double) has no secondary rate limits to pace writes for.
  const loopback = apiUrl !== undefined && /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(apiUrl);
  const octokit = createOctokit({ token: config.githubToken, baseUrl: apiUrl, logger, ...(loopback ? { spaceWrites: false } : {}) });
  // The judge may also take its key from OPENAI_API_KEY in the step's environment.
  const secrets = [config.githubToken, config.agentToken, config.judgeApiKey, process.env['OPENAI_API_KEY']].filter((s): s is string => !!s);
  // Credentials written into a URL: redacted wherever the URL is shown, and masked in any other text.
  for (const secret of [process.env['OPENAI_BASE_URL'], otlpTracesUrl(process.env)].flatMap(urlSecrets)) core.setSecret(secret);
  secrets.push(...[config.targetUrl, config.pushgatewayUrl, config.judgeBaseUrl, process.env['OPENAI_BASE_URL'], otlpTracesUrl(process.env)].flatMap(urlSecrets));
  const quarantine = config.quarantine === null ? [] : await readQuarantine(config.quarantine, ctx.workspace);
  const step: Step = { ctx, config, octokit, logger, secrets, merged: null, quarantine, signal };

  if (config.command === 'aggregate') {
    step.merged = await readShards(step);
  } else if (config.command === 'refresh-baseline') {
    return refreshBaseline(step, ctx.sha);
  }
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

// ---------------------------------------------------------------- events

async function onPullRequest(step: Step): Promise<string | null> {
  const { ctx, config, logger } = step;
  const action = String(ctx.payload['action'] ?? '');
  const pr = ctx.payload['pull_request'];
  if (!PR_ACTIONS.has(action) || !pr) {
    logger.info(`Nothing to do for pull_request "${action}": the action runs on opened, synchronize, reopened and ready_for_review.`);
    return null;
  }
  const number = Number(pr.number);
  const headSha = String(pr.head.sha);
  const fork = pr.head.repo?.full_name !== pr.base.repo?.full_name;
  if (fork && !config.agentToken && !config.judgeApiKey && step.merged === null) {
    return skipFork(step, number, headSha);
  }
  const loaded = await loadSuites(config.suites, { cwd: ctx.workspace });
  if (loaded.errors.length > 0) return publishSpecErrors(step, number, headSha, loaded.errors);
  const suites = await affectedSuites(step, number, loaded.suites);
  const vars: TargetVars = { pr: number, sha: headSha, branch: String(pr.head.ref) };
  return evaluateAndPublish(step, { pr: { number, baseRef: String(pr.base.ref) }, headSha, suites, notRun: notRun(loaded.suites, suites), vars, repeats: config.repeats });
}

async function onIssueComment(step: Step): Promise<string | null> {
  const { ctx, config, octokit, logger } = step;
  const { owner, repo } = ctx;
  const issue = ctx.payload['issue'];
  const comment = ctx.payload['comment'];
  if (ctx.payload['action'] !== 'created' || !issue?.pull_request || !comment) {
    logger.info('Nothing to do: /eval commands are read from new comments on pull requests.');
    return null;
  }
  const parsed = parseEvalCommand(String(comment.body ?? ''));
  if (parsed === null) {
    logger.info('The comment holds no /eval command.');
    return null;
  }
  const number = Number(issue.number);
  const commentId = Number(comment.id);
  const login = String(comment.user?.login ?? '');
  const reply = (body: string) =>
    octokit.rest.issues.createComment({ owner, repo, issue_number: number, body }).catch((error: unknown) => {
      throw new Error(`Could not reply to the /eval command: ${explainRefusal(error, 'comment')}`, { cause: error });
    });
  const reactTo = (content: BotReaction) => react(octokit, { owner, repo, comment_id: commentId, content });

  const permission = await checkPermission(octokit, { owner, repo, username: login });
  if (!permission.allowed) {
    logger.info(`${login} has ${permission.role} access; /eval commands need write, maintain or admin. Nothing was run.`);
    await reply(`Sorry, /eval commands can only be run by people with write, maintain or admin access to this repository (${mdText(login, 60)} has ${mdText(permission.role, 20)} access). Ask a maintainer to comment \`/eval rerun\`.`);
    return null;
  }
  await reactTo('eyes');
  if (!parsed.ok) {
    await reply(`${parsed.error}\n\n${EVAL_HELP}`);
    await reactTo('confused');
    return null;
  }
  if (parsed.command.kind === 'help') {
    await reply(EVAL_HELP);
    await reactTo('rocket');
    return null;
  }
  const command = parsed.command;
  try {
    const { data: pr } = await octokit.rest.pulls.get({ owner, repo, pull_number: number });
    const headSha = pr.head.sha;
    // The workflow's checkout is the default branch: the suites are read at the PR head through the
    // API and loaded from a temporary directory, so no code of the pull request is executed.
    const dir = await mkdtemp(join(tmpdir(), 'agent-eval-suites-'));
    let failure: string | null;
    try {
      const files = await readFilesAtRef(octokit, { owner, repo, ref: headSha, dir: commonBaseDir(config.suites), include: suitesMatcher(config.suites), logger });
      for (const file of files) {
        const path = join(dir, file.path);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, file.text);
      }
      const loaded = await loadSuites(config.suites, { cwd: dir });
      if (loaded.errors.length > 0) {
        failure = await publishSpecErrors(step, number, headSha, loaded.errors);
      } else {
        let suites: LoadedSuite[];
        if (command.all) suites = loaded.suites;
        else if (command.suites.length > 0) {
          const unknown = command.suites.filter((id) => !loaded.suites.some((s) => s.suite.suite_id === id));
          if (unknown.length > 0) {
            await reply(unknownSuitesReply(unknown, loaded.suites.map((s) => s.suite.suite_id), headSha));
            await reactTo('confused');
            return null;
          }
          suites = loaded.suites.filter((s) => command.suites.includes(s.suite.suite_id));
        } else suites = await affectedSuites(step, number, loaded.suites);
        const vars: TargetVars = { pr: number, sha: headSha, branch: pr.head.ref };
        failure = await evaluateAndPublish(step, { pr: { number, baseRef: pr.base.ref }, headSha, suites, notRun: notRun(loaded.suites, suites), vars, repeats: command.repeats ?? config.repeats });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await reactTo('rocket');
    return failure;
  } catch (error) {
    await reactTo('confused').catch(() => undefined);
    throw error;
  }
}

async function onPush(step: Step): Promise<string | null> {
  const { ctx, logger } = step;
  if (!isDefaultBranch(ctx)) {
    logger.info(`Push to ${ctx.ref}, not the default branch: baselines are stored only for the default branch. Nothing to do.`);
    return null;
  }
  const commit = String(ctx.payload['after'] ?? ctx.sha);
  const suites = await loadAll(step);
  const plan = planPush({ suites, runAllOn: step.config.runAllOn, ...(await pushContext(step, commit)) });
  for (const r of plan.run) logger.info(`Running suite ${r.suite.suite.suite_id}: ${r.reason}.`);
  for (const c of plan.carry) logger.info(`Carrying suite ${c.suite.suite.suite_id} over: ${c.reason}.`);
  return storeBaseline(step, commit, plan.run.map((r) => r.suite), { suites: plan.carry.map((c) => c.result), order: suites.map((s) => s.suite.suite_id) });
}

/** The previous baseline of a pushed commit and the files changed since it, or why they are unknown. */
async function pushContext(step: Step, commit: string): Promise<Pick<PushPlanInput, 'previous' | 'changes'>> {
  const { ctx, config, octokit, logger } = step;
  const { owner, repo, payload } = ctx;
  const before = typeof payload['before'] === 'string' ? payload['before'] : '';
  if (payload['forced'] === true) return { previous: null, changes: { unknown: 'the push was forced, so the history it replaced says nothing about this one' } };
  if (!/^[0-9a-f]{40}$/.test(before) || /^0+$/.test(before)) return { previous: null, changes: { unknown: 'the push event names no earlier commit' } };
  const found = await findPreviousBaseline(octokit, { owner, repo, branch: config.baselineBranch, commit, logger });
  if (!found.found) return { previous: null, changes: { unknown: `no previous baseline (${found.reason})` } };
  const previous = { commit: found.commit, results: found.results };
  if (found.commit !== before) {
    logger.info(`The newest earlier baseline is of ${found.commit.slice(0, 12)}, ${found.distance} commit(s) before this one: the changes since it decide which suites run.`);
  }
  const changed = await listChangedFilesBetween(octokit, { owner, repo, base: found.commit, head: commit, logger });
  if (changed === null) return { previous, changes: { unknown: `GitHub could not compare ${found.commit.slice(0, 12)}...${commit.slice(0, 12)}` } };
  if (changed.status !== 'ahead' && changed.status !== 'identical') return { previous, changes: { unknown: `${commit.slice(0, 12)} does not descend from the baseline commit ${found.commit.slice(0, 12)} (${changed.status})` } };
  if (changed.truncated) return { previous, changes: { unknown: `the changes since ${found.commit.slice(0, 12)} are more than GitHub lists` } };
  return { previous, changes: { paths: changed.files.flatMap((f) => (f.previous_path ? [f.path, f.previous_path] : [f.path])) } };
}

// ---------------------------------------------------------------- runs

async function refreshBaseline(step: Step, commit: string): Promise<string | null> {
  return storeBaseline(step, commit, await loadAll(step), null);
}

/** Runs `suites`, adds the carried ones, and stores the whole as the baseline of `commit`. */
async function storeBaseline(step: Step, commit: string, suites: LoadedSuite[], carried: Carried | null): Promise<string | null> {
  const { ctx, config, octokit, logger } = step;
  const results = await obtainResults(step, suites, { pr: null, sha: commit, branch: branchOf(ctx.ref) }, config.repeats, commit, carried);
  await writeRunReports(step, results);
  const kept = results.suites.filter((s) => s.carried_from !== undefined);
  if (kept.length > 0) {
    await appendSummary(`Carried over from earlier baselines (no change since affects them): ${kept.map((s) => `${mdText(s.suite_id, 100)} (${s.carried_from!.commit.slice(0, 7)})`).join(', ')}.`);
  }
  if (!results.run.complete) return `The run was incomplete (${results.run.incomplete_reason ?? 'interrupted'}), so no baseline was stored; re-run the job.`;
  const written = await writeBaseline(octokit, { owner: ctx.owner, repo: ctx.repo, branch: config.baselineBranch, commit, results, logger });
  logger.info(`Stored the baseline of ${commit.slice(0, 12)} on ${config.baselineBranch} (${written.path}).`);
  return null;
}

async function fullRun(step: Step, storeBaseline: boolean): Promise<string | null> {
  const { ctx } = step;
  if (storeBaseline) return refreshBaseline(step, ctx.sha);
  const results = await obtainResults(step, await loadAll(step), { pr: null, sha: ctx.sha, branch: branchOf(ctx.ref) }, step.config.repeats, ctx.sha);
  await writeRunReports(step, results);
  return results.counts.failed + results.counts.errored > 0 ? `${results.counts.failed} run(s) failed and ${results.counts.errored} errored; see the job summary.` : null;
}

async function runShard(step: Step): Promise<string | null> {
  const { ctx, config } = step;
  const pr = ctx.payload['pull_request'];
  let suites = await loadAll(step);
  let vars: TargetVars = { pr: null, sha: ctx.sha, branch: branchOf(ctx.ref) };
  let commit = ctx.sha;
  if (ctx.eventName === 'pull_request' && pr) {
    // Every shard selects the same suites from the same changed files, so the slices fit together.
    suites = await affectedSuites(step, Number(pr.number), suites);
    vars = { pr: Number(pr.number), sha: String(pr.head.sha), branch: String(pr.head.ref) };
    commit = String(pr.head.sha);
  }
  const results = await obtainResults(step, suites, vars, config.repeats, commit);
  core.info(`Shard ${config.shard!.index}/${config.shard!.total} finished: ${results.counts.planned} run(s); the aggregate job merges and publishes.`);
  return null;
}

async function readShards(step: Step): Promise<Results> {
  const { ctx, config, logger } = step;
  const paths = (await glob(config.shardResults!, { cwd: ctx.workspace, absolute: true })).sort();
  const files = [];
  for (const path of paths) files.push({ path: relative(ctx.workspace, path), results: await readResultsFile(path) });
  const merged = mergeShardResults(files);
  logger.info(`Merged ${files.length} shard results file(s): ${merged.counts.planned} run(s).`);
  return merged;
}

async function loadAll(step: Step): Promise<LoadedSuite[]> {
  const loaded = await loadSuites(step.config.suites, { cwd: step.ctx.workspace });
  if (loaded.errors.length > 0) {
    for (const e of loaded.errors) core.error(formatSpecError(e), { file: e.file, ...(e.line > 0 ? { startLine: e.line } : {}) });
    throw new ConfigurationError(`${loaded.errors.length} error(s) in the suite files (listed above); fix them, \`npx agent-eval validate\` shows the same list.`);
  }
  return loaded.suites;
}

async function affectedSuites(step: Step, number: number, suites: LoadedSuite[]): Promise<LoadedSuite[]> {
  const { ctx, config, octokit, logger } = step;
  const changed = await listChangedFiles(octokit, { owner: ctx.owner, repo: ctx.repo, pull_number: number, logger });
  const paths = changed.files.flatMap((f) => (f.previous_path ? [f.path, f.previous_path] : [f.path]));
  const selection = selectAffectedSuites(suites, paths, config.runAllOn);
  for (const s of selection.selected) logger.info(`Selected suite ${s.suite.suite.suite_id}: ${s.reason}.`);
  for (const s of suites) if (!selection.selected.some((x) => x.suite === s)) logger.info(`Skipped suite ${s.suite.suite_id}: no change affects it.`);
  return selection.selected.map((s) => s.suite);
}

/** Suites a push copies from an earlier baseline instead of running them. */
interface Carried {
  suites: SuiteResult[];
  /** Suite ids in the order the results list them. */
  order: string[];
}

/**
 * Runs the suites against the target (or, in an aggregate job, hands back the merged shards), adds
 * the carried suites and writes results.json. `baseline`: the base results a PR is compared with,
 * known before the run so that adaptive repeats can stop tests whose comparison is decided.
 */
async function obtainResults(
  step: Step,
  suites: LoadedSuite[],
  vars: TargetVars,
  repeats: number | AutoRepeats | null,
  commit: string,
  carried: Carried | null = null,
  baseline: Results | null = null,
): Promise<Results> {
  const { ctx, config, logger, secrets } = step;
  const outDir = resolve(ctx.workspace, config.reportDir);
  // Before any agent call: a run whose results cannot be saved is not paid for.
  await ensureWritableDir(outDir);
  const pushgatewayLabels = actionGroupingLabels({ repository: `${ctx.owner}/${ctx.repo}`, pr: vars.pr, branch: vars.branch, shard: config.shard });
  const telemetry = await createRunTelemetry({ reportDir: outDir, env: process.env, secrets, logger, pushgatewayUrl: config.pushgatewayUrl ?? undefined, pushgatewayLabels, stop: step.signal });
  let results: Results;
  let summary: RunSummary;
  if (step.merged !== null) {
    results = step.merged;
    summary = summarizeResults(results);
  } else {
    // A push whose suites were all carried over runs no conversation, so it needs no agent.
    const needsAgent = suites.length > 0;
    if (config.targetUrl === null && needsAgent) {
      throw new ConfigurationError('Input `target-url` is empty: set it to your agent deployment, e.g. `target-url: https://pr-{pr}.preview.example.com` ({pr}, {sha} and {branch} are filled in).');
    }
    const target = config.targetUrl === null ? 'none (no suite to run)' : renderTarget(config.targetUrl, vars);
    if (needsAgent) checkTargetHost(target, config.allowedTargetHosts, config.agentToken !== null);
    for (const secret of urlSecrets(target)) {
      core.setSecret(secret);
      if (!secrets.includes(secret)) secrets.push(secret);
    }
    if (needsAgent && config.agentToken !== null && hasUserinfo(target)) {
      throw new ConfigurationError(`Input \`target-url\` (${redactUrl(target)}) carries a user name and password, sent as Basic auth, and \`agent-token\` is set too, sent as Bearer: give only one.`);
    }
    const judgeBaseUrl = config.judgeBaseUrl ?? process.env['OPENAI_BASE_URL'] ?? null;
    if ((config.judgeApiKey ?? process.env['OPENAI_API_KEY']) && judgeBaseUrl !== null && hasUserinfo(judgeBaseUrl)) {
      throw new ConfigurationError(`The judge base URL ${redactUrl(judgeBaseUrl)} carries a user name and password; the judge authenticates with its API key only: remove them from \`judge-base-url\` (or OPENAI_BASE_URL).`);
    }
    const judge = createJudge(
      resolveJudgeConfig(
        {
          apiKey: config.judgeApiKey ?? undefined,
          baseUrl: config.judgeBaseUrl ?? undefined,
          model: config.judgeModel ?? undefined,
          fallbackModel: config.judgeFallbackModel ?? undefined,
          maxCalls: config.judgeMaxCalls ?? undefined,
          timeoutMs: config.judgeTimeoutMs,
          cacheDir: join(outDir, 'judge-cache'),
        },
        process.env,
      ),
      { logger },
    );
    const client: AgentClient = needsAgent
      ? createAgentClient({ target, transport: config.transport, token: config.agentToken ?? undefined, timeoutMs: config.timeoutMs, retries: config.retries, headers: telemetry.agentHeaders })
      : { target, transport: config.transport, conversation: () => { throw new Error('no suite to run: the agent is never called'); } };
    const planned: PlannedSuite[] = suites.map((s) => ({ file: s.file, suite: s.suite, specHash: s.specHash, testHashes: s.testHashes }));
    const auto = typeof repeats === 'object' ? repeats : null;
    if (auto !== null && config.shard !== null) {
      throw new ConfigurationError('Input `repeats: auto` cannot be combined with `shard` (a shard sees only part of a test\'s runs): give a fixed number of repeats when sharding.');
    }
    logger.info(
      `Running ${planned.length} suite(s) against ${redactUrl(target)}${config.shard ? ` (shard ${config.shard.index}/${config.shard.total})` : ''}${auto ? ` with adaptive repeats, ${auto.min} to ${auto.max} per test` : ''}.`,
    );
    const options: Omit<RunOptions, 'repeats'> = {
      concurrency: config.concurrency,
      shard: config.shard ?? undefined,
      // What results, reports, the comment and the check show: the URL with its credentials redacted.
      target: redactUrl(target),
      transport: config.transport,
      commit,
      dryRun: false,
      memoryPipeline: FULL_MEMORY_PIPELINE,
      enableTracing: true,
      judgeFailedTurns: false,
    };
    const ports = { client, judge, logger, now: Date.now, signal: step.signal, telemetry };
    // Streamed to results.jsonl and results.json as runs finish; read back whole for the comparison.
    const recorded = auto
      ? await recordAdaptiveRun(planned, options, { min: auto.min, max: auto.max, baseline, alpha: config.alpha, minEffect: config.minEffect }, ports, { outDir, secrets })
      : await recordRun(planned, { ...options, repeats: typeof repeats === 'number' ? repeats : null }, ports, { outDir, secrets });
    results = await readResultsFile(recorded.resultsPath);
    summary = recorded.summary;
  }
  // metrics.prom (and the Pushgateway push, when configured), also for merged shards; carried
  // suites are not added yet, since the metrics describe what this job ran.
  await telemetry.finish(summary);
  const resultsPath = join(outDir, 'results.json');
  if (carried !== null) results = withCarriedSuites(results, carried.suites, carried.order);
  // A fresh run has written results.json already; merged shards and carried suites change it.
  if (step.merged !== null || carried !== null) await writeFileAtomic(resultsPath, maskSecrets(`${JSON.stringify(results, null, 2)}\n`, secrets));
  core.setOutput('results-path', resultsPath);
  for (const w of results.warnings) logger.warning(w);
  return results;
}

// ---------------------------------------------------------------- publishing

interface PrRun {
  pr: { number: number; baseRef: string };
  headSha: string;
  suites: LoadedSuite[];
  /** Suites that exist at the head but were not selected: left out of the baseline too, so they do not show as removed. */
  notRun: Set<string>;
  vars: TargetVars;
  repeats: number | AutoRepeats | null;
}

function notRun(all: readonly LoadedSuite[], selected: readonly LoadedSuite[]): Set<string> {
  return new Set(all.filter((s) => !selected.includes(s)).map((s) => s.suite.suite_id));
}

async function evaluateAndPublish(step: Step, runOn: PrRun): Promise<string | null> {
  const { ctx, config, octokit, logger } = step;
  const { owner, repo } = ctx;
  const publisher = prPublisher(step, runOn.pr.number, runOn.headSha);
  // Whatever fails below, the check run ends: with the verdict if known, else with the failure.
  return publisher.settle(async () => {
    if (runOn.suites.length === 0 && step.merged === null) {
      const summary = 'No suite is affected by the changes in this pull request, so none was run. Comment `/eval rerun --all` to run every suite.';
      const published = await publisher.publish({ conclusion: 'success', title: 'No affected suites', summary, comment: `### agent-eval: no affected suites\n\n${summary}` });
      setUrls(published);
      await appendSummary(summary);
      return publicationFailure(published);
    }

    const short = runOn.headSha.slice(0, 7);
    await publisher.start({
      title: 'Running',
      summary: `Running ${runOn.suites.length} suite(s) on ${short}.`,
      comment: `### ⏳ agent-eval is running\n\n${runOn.suites.length} suite(s) on ${short}; this comment is updated with the results.`,
    });

    // Looked up before the run: adaptive repeats stop tests whose comparison with it is decided.
    const lookup = await findBaselineForPr(octokit, {
      owner,
      repo,
      branch: config.baselineBranch,
      base_ref: runOn.pr.baseRef,
      head_sha: runOn.headSha,
      logger,
    });
    const base = lookup.found ? { ...lookup.results, suites: lookup.results.suites.filter((s) => !runOn.notRun.has(s.suite_id)) } : null;
    const results = await obtainResults(step, runOn.suites, runOn.vars, runOn.repeats, runOn.headSha, null, base);

    if (!results.run.complete && step.signal.aborted) {
      // A verdict on part of the runs would be a guess: say what happened and publish no comparison.
      const c = results.counts;
      const summary = `The job was cancelled after ${c.planned - c.skipped} of ${c.planned} run(s); nothing was compared. Re-run the job, or comment \`/eval rerun\`.`;
      setUrls(await publisher.publish({ conclusion: 'cancelled', title: 'Cancelled', summary, comment: `### ⏹️ agent-eval was cancelled\n\n${summary}` }));
      await appendSummary(summary);
      return summary;
    }

    const comparison = compareResults(base, results, {
      alpha: config.alpha,
      minEffect: config.minEffect,
      midP: DEFAULT_COMPARE_OPTIONS.midP,
      erroredThreshold: DEFAULT_COMPARE_OPTIONS.erroredThreshold,
      quarantine: step.quarantine,
      now: new Date(),
      baseline: lookup.found ? { source: 'branch', commit: lookup.commit, distance: lookup.distance } : { source: 'none', commit: null, distance: null },
    });
    if (!lookup.found) comparison.warnings.push(`No baseline: ${lookup.reason}`);
    return publishComparison(step, { publisher, comparison, head: results, base });
  });
}

async function publishComparison(
  step: Step,
  p: { publisher: PrPublisher; comparison: Comparison; head: Results; base: Results | null },
): Promise<string | null> {
  const { ctx, config, secrets } = step;
  const marker = stickyMarker(config.checkName);
  const outDir = resolve(ctx.workspace, config.reportDir);
  const gate = decideGate(p.comparison, config.failOn, config.failOnInvalid);
  const status = (reportUrl: string | null) => {
    const body = maskSecrets(renderComment(p.comparison, { marker, reportUrl, judge: p.head.judge }), secrets);
    const summary = body.replace(marker, '').trim();
    return { conclusion: gate.conclusion, title: headline(p.comparison), summary, comment: body, ...(reportUrl ? { details_url: reportUrl } : {}) };
  };
  // The verdict is known: should writing the reports fail, the check run still shows it.
  p.publisher.prepare(status(null));
  await writeReports(outDir, { comparison: p.comparison, head: p.head, base: p.base, secrets, markdown: { marker } });
  const final = status(await uploadReport(step, outDir));
  const published = await p.publisher.publish(final);
  setUrls(published);
  const t = p.comparison.totals;
  core.setOutput('verdict', p.comparison.verdict);
  core.setOutput('pass-rate', t.head_pass_rate ?? '');
  core.setOutput('baseline-pass-rate', t.base_pass_rate ?? '');
  core.setOutput('delta', t.delta ?? '');
  core.setOutput('regressed-suites', p.comparison.suites.filter((s) => s.verdict === 'regressed').map((s) => s.suite_id).join(','));
  core.setOutput('report-path', outDir);
  await appendSummary(final.summary);
  return gate.failure ?? publicationFailure(published);
}

async function writeRunReports(step: Step, results: Results): Promise<void> {
  const { ctx, config, secrets } = step;
  const outDir = resolve(ctx.workspace, config.reportDir);
  await writeReports(outDir, { comparison: null, head: results, base: null, secrets });
  await uploadReport(step, outDir);
  await appendSummary(maskSecrets(renderRunSummary(summarizeResults(results)), secrets));
  const scored = results.counts.passed + results.counts.failed;
  core.setOutput('pass-rate', scored > 0 ? results.counts.passed / scored : '');
  core.setOutput('report-path', outDir);
  core.info(`Pass rate ${percent(scored > 0 ? results.counts.passed / scored : null)} over ${results.counts.planned} run(s).`);
}

async function publishSpecErrors(step: Step, number: number, headSha: string, errors: SpecError[]): Promise<string> {
  const annotations: CheckAnnotation[] = errors.map((e) => ({
    path: e.file,
    start_line: Math.max(1, e.line),
    end_line: Math.max(1, e.line),
    annotation_level: 'failure',
    title: 'Suite spec error',
    message: `${e.message}${e.fix ? ` (${e.fix})` : ''}`,
  }));
  const list = errors.map((e) => `- ${mdText(formatSpecError(e), 500)}`).join('\n');
  const summary = `${errors.length} error(s) in the suite files; nothing was run. Fix them (\`npx agent-eval validate\` shows the same list):\n\n${list}`;
  const publisher = prPublisher(step, number, headSha);
  const published = await publisher.settle(() =>
    publisher.publish({ conclusion: 'failure', title: 'Errors in the suite files', summary, annotations, comment: `### ❌ agent-eval: errors in the suite files\n\n${summary}` }),
  );
  setUrls(published);
  return [`${errors.length} error(s) in the suite files; see the check run annotations.`, ...published.problems].join(' ');
}

async function skipFork(step: Step, number: number, headSha: string): Promise<null> {
  const { logger } = step;
  const summary =
    'This pull request comes from a fork, and the workflow has no agent token or judge key for it, so no evaluation ran. A maintainer can run it by commenting `/eval rerun`.';
  // A fork's token may be read-only: publishing is best effort, never a crash (the publisher warns
  // about a comment it could not write).
  try {
    setUrls(await prPublisher(step, number, headSha).publish({ conclusion: 'neutral', title: 'Skipped: pull request from a fork', summary, comment: `### agent-eval skipped\n\n${summary}` }));
  } catch (error) {
    logger.warning(`Could not publish the skipped-fork notice (${(error as Error).message}); the token of a fork's workflow is often read-only.`);
  }
  core.setOutput('verdict', 'skipped');
  await appendSummary(summary);
  return null;
}

/** The `quarantine` input's file, validated with file:line errors like the CLI's --quarantine. */
async function readQuarantine(path: string, workspace: string): Promise<QuarantineEntry[]> {
  const { value, errors } = await readDataFile(path, { cwd: workspace, schema: QuarantineFileSchema });
  if (errors.length > 0 || value === undefined) {
    throw new ConfigurationError(
      `Input \`quarantine\` names ${path}, which is not a usable quarantine file:\n${errors.map(formatSpecError).join('\n')}\nGive a path relative to the repository root of a YAML or JSON file like: tests: [{ test_id: "suite/test", reason: "why", expires: "2030-01-31" }]`,
    );
  }
  return value.tests;
}

/** Uploads the report directory as an artifact and returns its URL; a failure is only a warning. */
async function uploadReport(step: Step, dir: string): Promise<string | null> {
  const { ctx, config, logger } = step;
  try {
    const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const suffix = config.shard ? `-shard-${config.shard.index}-of-${config.shard.total}` : '';
    const name = `${config.checkName.replace(/[^A-Za-z0-9._-]+/g, '-')}-report${suffix}`;
    const uploaded = await new DefaultArtifactClient().uploadArtifact(name, files, dir);
    if (uploaded.id === undefined || ctx.runUrl === null) return null;
    return `${ctx.runUrl}/artifacts/${uploaded.id}`;
  } catch (error) {
    logger.warning(`The report was not uploaded as an artifact (${(error as Error).message}); it is still in ${dir}.`);
    return null;
  }
}

/** The job summary: appended to the runner's GITHUB_STEP_SUMMARY file (outside a runner, the log). */
async function appendSummary(markdown: string): Promise<void> {
  const path = process.env['GITHUB_STEP_SUMMARY'];
  if (!path) {
    core.info(markdown);
    return;
  }
  await appendFile(path, `${markdown}\n`);
}

function setUrls(published: Publication): void {
  if (published.commentUrl) core.setOutput('comment-url', published.commentUrl);
  if (published.checkUrl) core.setOutput('check-run-url', published.checkUrl);
}

/** The step fails when the PR could not be told the verdict in full; the message carries the fix. */
function publicationFailure(published: Publication): string | null {
  return published.problems.length > 0 ? published.problems.join(' ') : null;
}

/** The one way a pull request flow publishes: check run first, then the comment, never over a newer run. */
function prPublisher(step: Step, prNumber: number, headSha: string): PrPublisher {
  const { ctx, config, octokit, logger, secrets } = step;
  return createPrPublisher(octokit, {
    owner: ctx.owner,
    repo: ctx.repo,
    checkName: config.checkName,
    prNumber,
    headSha,
    comment: config.comment,
    ...detailsUrl(ctx),
    logger,
    mask: (text) => maskSecrets(text, secrets),
  });
}

function detailsUrl(ctx: ActionContext): { details_url?: string } {
  return ctx.runUrl ? { details_url: ctx.runUrl } : {};
}

function isDefaultBranch(ctx: ActionContext): boolean {
  const defaultBranch = ctx.payload['repository']?.default_branch;
  return typeof defaultBranch === 'string' && ctx.ref === `refs/heads/${defaultBranch}`;
}

function branchOf(ref: string): string {
  return ref.replace(/^refs\/(heads|tags)\//, '');
}

