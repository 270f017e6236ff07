// Runs the planned suites against the target (or hands back merged shards) and writes results.json.
import { join, resolve } from 'node:path';
import { ensureWritableDir, writeFileAtomic } from '../files.ts';
import { ConfigurationError, type ActionConfig } from './inputs.ts';
import { resolveJudgeConfig } from '../judge/config.ts';
import { maskSecrets, type Logger } from '../logger.ts';
import { readResultsFile } from '../results/read.ts';
import type { Results, SuiteResult } from '../results/schema.ts';
import { summarizeResults } from '../results/summary.ts';
import type { AutoRepeats } from '../suite/repeats.ts';
import type { LoadedSuite } from '../suite/loader.ts';
import { createRunTelemetry } from '../telemetry/telemetry.ts';
import { actionGroupingLabels } from '../telemetry/metrics.ts';
import { hasUserinfo, redactUrl, urlSecrets } from '../url.ts';
import { withCarriedSuites } from './push-plan.ts';
import { checkTargetHost, renderTarget, type TargetVars } from './target.ts';
import { evaluate } from '../evaluate.ts';

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
}

/** Suites a push copies from an earlier baseline instead of running them. */
export interface Carried {
  suites: SuiteResult[];
  /** Suite ids in the order the results list them. */
  order: string[];
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
  if (step.merged !== null) {
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
    const target = config.targetUrl === null ? 'none (no suite to run)' : renderTarget(config.targetUrl, vars);
    if (needsAgent) checkTargetHost(target, config.allowedTargetHosts, config.agentToken !== null);
    for (const secret of urlSecrets(target)) {
      step.maskSecret(secret);
      if (!secrets.includes(secret)) secrets.push(secret);
    }
    if (needsAgent && config.agentToken !== null && hasUserinfo(target)) {
      throw new ConfigurationError(
        `Input \`target-url\` (${redactUrl(target)}) carries a user name and password, sent as Basic auth, and \`agent-token\` is set too, sent as Bearer: give only one.`,
      );
    }
    const judgeBaseUrl = config.judgeBaseUrl ?? process.env['OPENAI_BASE_URL'] ?? null;
    if ((config.judgeApiKey ?? process.env['OPENAI_API_KEY']) && judgeBaseUrl !== null && hasUserinfo(judgeBaseUrl)) {
      throw new ConfigurationError(
        `The judge base URL ${redactUrl(judgeBaseUrl)} carries a user name and password; the judge authenticates with its API key only: remove them from \`judge-base-url\` (or OPENAI_BASE_URL).`,
      );
    }
    const recorded = await evaluate(
      {
        suites: suites.map((s) => ({ file: s.file, suite: s.suite, specHash: s.specHash, testHashes: s.testHashes })),
        target,
        transport: config.transport,
        token: config.agentToken ?? undefined,
        timeoutMs: config.timeoutMs,
        retries: config.retries,
        repeats,
        concurrency: config.concurrency,
        shard: config.shard ?? undefined,
        commit,
        dryRun: config.dryRun,
        memoryPipeline: config.memoryPipeline ?? undefined,
        judge: resolveJudgeConfig(
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
        outDir,
        secrets,
        pushgateway,
        baseline,
        alpha: config.alpha,
        minEffect: config.minEffect,
        names: { autoRepeats: 'Input `repeats: auto`', shard: '`shard`', fixedRepeats: 'a fixed number of repeats' },
      },
      { logger, now: Date.now, signal: step.signal, env: process.env },
    );
    // Streamed to results.jsonl and results.json as runs finished; read back whole for the comparison.
    results = await readResultsFile(recorded.resultsPath);
  }
  const resultsPath = join(outDir, 'results.json');
  if (carried !== null) results = withCarriedSuites(results, carried.suites, carried.order);
  // A fresh run has written results.json already; merged shards and carried suites change it.
  if (step.merged !== null || carried !== null)
    await writeFileAtomic(resultsPath, maskSecrets(`${JSON.stringify(results, null, 2)}\n`, secrets));
  for (const w of results.warnings) logger.warning(w);
  return results;
}
