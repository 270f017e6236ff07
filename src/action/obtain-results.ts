// Runs the planned suites against the target (or hands back merged shards) and writes results.json.
import { join, resolve } from 'node:path';
import { ensureWritableDir, writeFileAtomic } from '../files.ts';
import { ConfigurationError, INPUT_EDGE, type ActionConfig } from './inputs.ts';
import { resolveSimulatorConfig } from '../simulator/config.ts';
import { resolveJudgeConfig } from '../judge/config.ts';
import { maskSecrets, type Logger } from '../logger.ts';
import { readResultsFile } from '../results/read.ts';
import type { Results, SuiteResult } from '../results/results-schema.ts';
import { summarizeResults } from '../results/summary.ts';
import type { AutoRepeats } from '../suite/repeats.ts';
import type { LoadedSuite } from '../suite/loader.ts';
import { createRunTelemetry } from '../telemetry/telemetry.ts';
import { actionGroupingLabels } from '../telemetry/metrics.ts';
import { urlSecrets } from '../url.ts';
import { withCarriedSuites } from './push-plan.ts';
import { checkTargetHost, renderTarget, type TargetVars } from './target.ts';
import { checkTargetAddress, guardedLookup, type HostResolver } from './address-guard.ts';
import { createAgentClient } from '../agent/client.ts';
import type { AgentClientOptions } from '../agent/types.ts';
import { evaluate, type EvaluatePorts } from '../evaluate.ts';
import { checkAgentCredentials, checkJudgeBaseUrl, INPUT_NAMES } from '../settings/rules.ts';
import { judgeCacheDir, judgeCacheKey, restoreJudgeCache, type CacheService } from './judge-cache.ts';
import { priceTable, type PriceTable } from '../usage/prices.ts';

/** What a run needs from the step: where it runs, its inputs, its ports and the merged shards of an aggregate job. */
export interface ObtainStep {
  ctx: { owner: string; repo: string; workspace: string };
  config: ActionConfig;
  logger: Logger;
  secrets: string[];
  /** Tells the runner's log masking about a secret (credentials found in the rendered target URL). */
  maskSecret: (secret: string) => void;
  /** The head results of an aggregate job (merged shards) instead of a fresh run. */
  merged: Results | null;
  /** Aborted when the runner cancels the job: the run stops and says so. */
  signal: AbortSignal;
  /** Keeps judge verdicts between jobs (the Actions cache). */
  judgeCacheService: CacheService;
  /** The agent client and the judge a run builds; absent: the HTTP or WebSocket client and the OpenAI-compatible judge. */
  evaluatePorts?: Pick<EvaluatePorts, 'createAgentClient' | 'createJudge'> | undefined;
  /** Resolves the agent's host name when a socket connects; absent: the system's resolver (dns.lookup). */
  resolveHost?: HostResolver | undefined;
  /** Prices per model for the cost and the budget (the `prices` input's file over the built-in table); default: the built-in table. */
  prices?: PriceTable | undefined;
}

/** Suites a push copies from an earlier baseline instead of running them. */
export interface Carried {
  suites: SuiteResult[];
  /** Suite ids in the order the results list them. */
  order: string[];
}

/** A fresh baseline: the base's deployment (`baseline-target-url`), played in the same job. */
export interface FreshBase {
  /** The template's values for the base: its commit and branch, and the pull request's number. */
  vars: TargetVars;
  /** Recorded in the base results. */
  commit: string | null;
}

/**
 * Runs the suites against the target (or, in an aggregate job, hands back the merged shards), adds
 * the carried suites and writes results.json. `baseline`: the base results a PR is compared with,
 * known before the run so that adaptive repeats can stop tests whose comparison is decided.
 */
export async function obtainResults(
  step: ObtainStep,
  suites: LoadedSuite[],
  vars: TargetVars,
  repeats: number | AutoRepeats | null,
  commit: string,
  carried: Carried | null = null,
  baseline: Results | null = null,
): Promise<Results> {
  return (await obtain(step, suites, vars, repeats, commit, carried, baseline, null)).head;
}

/**
 * Runs the suites against the target and, interleaved in the same job, against the base's
 * deployment (`baseline-target-url`): the head's results.json and the base's results-base.json.
 */
export async function obtainWithFreshBase(
  step: ObtainStep,
  suites: LoadedSuite[],
  vars: TargetVars,
  repeats: number | AutoRepeats | null,
  commit: string,
  fresh: FreshBase,
): Promise<{ head: Results; base: Results }> {
  const { head, base } = await obtain(step, suites, vars, repeats, commit, null, null, fresh);
  if (base === null) throw new Error('a fresh baseline was asked for but no base side was run');
  return { head, base };
}

async function obtain(
  step: ObtainStep,
  suites: LoadedSuite[],
  vars: TargetVars,
  repeats: number | AutoRepeats | null,
  commit: string,
  carried: Carried | null,
  baseline: Results | null,
  fresh: FreshBase | null,
): Promise<{ head: Results; base: Results | null }> {
  const { ctx, config, logger, secrets } = step;
  const outDir = resolve(ctx.workspace, config.reportDir);
  // Before any agent call: a run whose results cannot be saved is not paid for.
  await ensureWritableDir(outDir);
  const pushgatewayLabels = actionGroupingLabels({
    repository: `${ctx.owner}/${ctx.repo}`,
    pr: vars.pr,
    branch: vars.branch,
    shard: config.shard,
  });
  const pushgateway = config.pushgatewayUrl === null ? undefined : { url: config.pushgatewayUrl, labels: pushgatewayLabels };
  // metrics.prom (and the Pushgateway push, when configured) describe what this job ran: carried
  // suites are added afterwards.
  let results: Results;
  let base: Results | null = null;
  if (step.merged !== null) {
    if (fresh !== null) {
      throw new ConfigurationError(
        'Input `baseline-target-url` cannot be used by the aggregate job of sharded runs: the shards ran no base side. Remove it, and the pull request is compared with the stored baseline.',
      );
    }
    // An aggregate job runs nothing: its metrics are those of the merged shards.
    const telemetry = await createRunTelemetry({
      reportDir: outDir,
      env: process.env,
      secrets,
      logger,
      pushgatewayUrl: pushgateway?.url,
      pushgatewayLabels,
      stop: step.signal,
    });
    results = step.merged;
    await telemetry.finish(summarizeResults(results));
  } else {
    // A push whose suites were all carried over runs no conversation, so it needs no agent.
    const needsAgent = suites.length > 0;
    if (config.targetUrl === null && needsAgent) {
      throw new ConfigurationError(
        'Input `target-url` is empty: set it to your agent deployment, e.g. `target-url: https://pr-{pr}.preview.example.com` ({pr}, {sha} and {branch} are filled in).',
      );
    }
    const target =
      config.targetUrl === null ? 'none (no suite to run)' : agentTarget(step, config.targetUrl, 'target-url', vars, needsAgent);
    let baseTarget: string | null = null;
    if (fresh !== null) {
      if (config.baselineTargetUrl === null) throw new Error('a fresh baseline needs the `baseline-target-url` input');
      baseTarget = agentTarget(step, config.baselineTargetUrl, 'baseline-target-url', fresh.vars, needsAgent);
    }
    checkJudgeBaseUrl(
      config.judgeApiKey ?? process.env['OPENAI_API_KEY'],
      config.judgeBaseUrl ?? process.env['OPENAI_BASE_URL'],
      INPUT_EDGE,
    );
    const judge = resolveJudgeConfig(
      {
        apiKey: config.judgeApiKey ?? undefined,
        baseUrl: config.judgeBaseUrl ?? undefined,
        model: config.judgeModel ?? undefined,
        fallbackModel: config.judgeFallbackModel ?? undefined,
        panel: config.judgePanel ?? undefined,
        panelRule: config.judgePanelRule ?? undefined,
        maxCalls: config.judgeMaxCalls ?? undefined,
        timeoutMs: config.judgeTimeoutMs,
        cacheDir: config.judgeCache ? judgeCacheDir(process.env, ctx.workspace) : undefined,
      },
      process.env,
    );
    const simulator = resolveSimulatorConfig(
      {
        apiKey: config.simulatorApiKey ?? process.env['AGENT_EVAL_SIMULATOR_API_KEY'],
        baseUrl: config.simulatorBaseUrl ?? process.env['AGENT_EVAL_SIMULATOR_BASE_URL'],
        model: config.simulatorModel ?? process.env['AGENT_EVAL_SIMULATOR_MODEL'],
      },
      judge,
    );
    // The verdicts and simulated users' replies of earlier runs (pushes, pull requests, reruns),
    // restored before any judge or simulator call: a simulator key alone keeps its replies too.
    const kept =
      needsAgent && (judge.apiKey || simulator.apiKey) && judge.cacheDir !== null
        ? await restoreJudgeCache(step.judgeCacheService, {
            dir: judge.cacheDir,
            key: judgeCacheKey(process.env, config.shard, Date.now),
            logger,
            now: Date.now,
          })
        : null;
    // Every socket to the agent connects only where its name resolves to an allowed address (the
    // check is made as it connects, so a name that changes its answer mid-run is caught too); the
    // first refusal stops the run, and the action fails with it once what finished is written.
    const refused = new AbortController();
    const makeClient = step.evaluatePorts?.createAgentClient ?? createAgentClient;
    const guardedClient = (options: AgentClientOptions) => {
      const input = baseTarget !== null && options.target === baseTarget && baseTarget !== target ? 'baseline-target-url' : 'target-url';
      const lookup = guardedLookup({
        allowed: config.allowedTargetHosts,
        input,
        resolve: step.resolveHost,
        onRefused: (error) => refused.abort(error),
      });
      return makeClient({ ...options, lookup });
    };
    // The verdicts are saved however the run ends (unless cancelled): what it paid for serves the next run.
    const recorded = await evaluate(
      {
        suites: suites.map((s) => ({ file: s.file, suite: s.suite, specHash: s.specHash, testHashes: s.testHashes, lines: s.lines })),
        target,
        transport: config.transport,
        protocol: config.protocol,
        nodeFrom: config.nodeFrom,
        factsPath: config.factsPath,
        agentModel: config.agentModel,
        token: config.agentToken ?? undefined,
        timeoutMs: config.timeoutMs,
        retries: config.retries,
        repeats,
        concurrency: config.concurrency,
        shard: config.shard ?? undefined,
        commit,
        dryRun: config.dryRun,
        memoryPipeline: config.memoryPipeline ?? undefined,
        judge,
        simulator,
        outDir,
        secrets,
        pushgateway,
        baseline,
        ...(baseTarget === null ? {} : { base: { target: baseTarget, commit: fresh?.commit ?? null } }),
        alpha: config.alpha,
        minEffect: config.minEffect,
        minTestEffect: config.minTestEffect,
        names: INPUT_NAMES,
        // A judge check gates only where its criterion is calibrated: without a calibration, it never fails the check.
        judgeCalibration: {
          file: resolve(ctx.workspace, config.judgeCalibration),
          labels: config.judgeLabels === null ? null : resolve(ctx.workspace, config.judgeLabels),
          minAgreement: config.judgeMinAgreement,
        },
        prices: step.prices ?? priceTable(),
        ...(config.budgetUsd === null && config.budgetTokens === null
          ? {}
          : { budget: { limits: { usd: config.budgetUsd, tokens: config.budgetTokens }, prices: step.prices ?? priceTable() } }),
      },
      {
        logger,
        now: Date.now,
        signal: AbortSignal.any([step.signal, refused.signal]),
        env: process.env,
        ...step.evaluatePorts,
        createAgentClient: guardedClient,
      },
    ).finally(() => kept?.save(step.signal));
    if (refused.signal.aborted) throw refused.signal.reason;
    // Streamed to results.jsonl and results.json as runs finished; read back whole for the comparison.
    results = await readResultsFile(recorded.resultsPath);
    if (recorded.base !== null) {
      base = await readResultsFile(recorded.base.resultsPath);
      for (const w of base.warnings) logger.warning(`base: ${w}`);
    }
  }
  const resultsPath = join(outDir, 'results.json');
  if (carried !== null) results = withCarriedSuites(results, carried.suites, carried.order);
  // A fresh run has written results.json already; merged shards and carried suites change it.
  if (step.merged !== null || carried !== null)
    await writeFileAtomic(resultsPath, maskSecrets(`${JSON.stringify(results, null, 2)}\n`, secrets));
  for (const w of results.warnings) logger.warning(w);
  return { head: results, base };
}

/**
 * The template of `input` filled in for this event and checked: the agent token only to allowed
 * hosts, no link-local or metadata address unless listed, never a password in the URL with a token;
 * credentials in the URL are masked from here on.
 */
function agentTarget(step: ObtainStep, template: string, input: string, vars: TargetVars, needsAgent: boolean): string {
  const { config, secrets } = step;
  const target = renderTarget(template, vars, input);
  if (needsAgent) {
    checkTargetHost(target, config.allowedTargetHosts, config.agentToken !== null, input);
    checkTargetAddress(target, config.allowedTargetHosts, input);
  }
  for (const secret of urlSecrets(target)) {
    step.maskSecret(secret);
    if (!secrets.includes(secret)) secrets.push(secret);
  }
  if (needsAgent) checkAgentCredentials(target, config.agentToken, input === 'target-url' ? 'target' : 'baselineTarget', INPUT_EDGE);
  return target;
}
