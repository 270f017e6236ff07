// One evaluation, as `agent-eval run` and the action both run it: telemetry, the judge and the agent
// client, the planned suites played with fixed or adaptive repeats and streamed to results.jsonl and
// results.json, then the metrics and spans finished. The callers check their own inputs first (in
// their user's words) and afterwards say what the results mean (a table, a comparison, a comment).
import { join } from 'node:path';
import { createAgentClient } from './agent/client.ts';
import type { AgentClient, AgentClientOptions } from './agent/types.ts';
import { UserError } from './errors.ts';
import { writeFileAtomic } from './files.ts';
import type { JudgeConfig } from './judge/config.ts';
import { createJudge, type JudgeOptions } from './judge/judge.ts';
import type { Judge } from './judge/types.ts';
import { maskSecrets, type Logger } from './logger.ts';
import { renderRunSummary } from './report/markdown.ts';
import type { Results, RunRecord } from './results/schema.ts';
import type { AutoRepeats } from './suite/repeats.ts';
import { FULL_MEMORY_PIPELINE, type MemoryPipeline } from './runner/isolation.ts';
import type { PlannedSuite } from './runner/plan.ts';
import type { ProgressReporter } from './runner/progress.ts';
import { recordAdaptiveRun, recordRun, type RecordedRun } from './runner/record.ts';
import type { RunOptions, RunPorts } from './runner/run.ts';
import type { GroupingLabel } from './telemetry/metrics.ts';
import { createRunTelemetry } from './telemetry/telemetry.ts';
import { redactUrl } from './url.ts';

/** What to run and where its files go. */
export interface EvaluateConfig {
  /** The suites to play, in file order; none (a push whose suites were all carried over) calls no agent. */
  suites: readonly PlannedSuite[];
  /** The agent's URL as given (credentials in it are sent); results, reports and logs show it redacted. */
  target: string;
  transport: 'http' | 'ws';
  /** Bearer token for the agent; empty or unset: none. */
  token?: string | undefined;
  /** Per-turn timeout and retries of ENGINE_ERROR / TIMEOUT. */
  timeoutMs: number;
  retries: number;
  /** Runs per test: a number overrides the suites' repeats, null lets them decide, auto adapts. */
  repeats: number | AutoRepeats | null;
  concurrency: number;
  shard?: { index: number; total: number } | undefined;
  /** Recorded in the results. */
  commit: string | null;
  /** Runs finished by an interrupted run (--resume): kept, not sent again. */
  resume?: ReadonlyMap<string, RunRecord> | undefined;
  /** The run's context.dry_run (default false); a suite's defaults.dry_run and a test's dry_run win. */
  dryRun?: boolean | undefined;
  /** The run's context.memory_pipeline (default every stage); a suite's or a test's memory_pipeline wins. */
  memoryPipeline?: MemoryPipeline | undefined;
  judge: JudgeConfig;
  /** Also ask the judge about turns whose structured assertions failed. */
  judgeFailedTurns?: boolean | undefined;
  /** The report directory; the caller has checked it is writable (ensureWritableDir) before any agent call. */
  outDir: string;
  /** Masked in every file written here. */
  secrets: readonly string[];
  /** A Prometheus Pushgateway that metrics.prom is also pushed to, with its grouping labels. */
  pushgateway?: { url: string; labels: readonly GroupingLabel[] } | undefined;
  /** Adaptive repeats: the base results, so tests whose comparison is decided stop early. */
  baseline?: Results | null | undefined;
  /** The comparison's significance level and smallest effect (adaptive repeats use them to stop). */
  alpha?: number | undefined;
  minEffect?: number | undefined;
  /** Also write report.md, the run's summary (the CLI; the action writes its reports after comparing). */
  runSummaryReport?: boolean | undefined;
  /** The caller's words for its settings, so a refusal names what the user wrote. */
  names: SettingNames;
}

/** How the user spells the settings evaluate may refuse: command-line flags or action inputs. */
export interface SettingNames {
  /** e.g. "--repeats auto" */
  autoRepeats: string;
  /** e.g. "--shard" */
  shard: string;
  /** How to ask for a fixed number of runs, e.g. "a fixed --repeats N". */
  fixedRepeats: string;
}

export interface EvaluatePorts {
  logger: Logger;
  now: () => number;
  /** Aborted to stop the run: what finished is kept and the results say the run is incomplete. */
  signal: AbortSignal;
  /** The environment telemetry reads (OTEL_EXPORTER_OTLP_ENDPOINT and friends). */
  env: Readonly<Record<string, string | undefined>>;
  /** Told as each conversation finishes, and once at the end. */
  progress?: ProgressReporter | undefined;
  /** Injected in tests; default: the HTTP or WebSocket client. */
  createAgentClient?: ((options: AgentClientOptions) => AgentClient) | undefined;
  /** Injected in tests; default: the OpenAI-compatible judge. */
  createJudge?: ((config: JudgeConfig, options: JudgeOptions) => Judge) | undefined;
}

/** A setting evaluate cannot honour, named as the user wrote it, with the fix. */
export class EvaluateSettingsError extends UserError {
  override name = 'EvaluateSettingsError';
}

/**
 * Plays the suites against the target and records everything: results.jsonl as runs finish,
 * results.json at the end (read it back with readResultsFile for a comparison), artifacts,
 * metrics.prom and spans. Throws before any effect when the settings cannot work together.
 */
export async function evaluate(config: EvaluateConfig, ports: EvaluatePorts): Promise<RecordedRun> {
  const { logger, signal } = ports;
  checkSettings(config);
  const auto = typeof config.repeats === 'object' ? config.repeats : null;
  const { outDir, secrets } = config;
  const telemetry = await createRunTelemetry({
    reportDir: outDir,
    env: ports.env,
    secrets,
    logger,
    pushgatewayUrl: config.pushgateway?.url,
    pushgatewayLabels: config.pushgateway?.labels,
    keepArtifacts: config.resume !== undefined,
    stop: signal,
  });
  const judge = (ports.createJudge ?? createJudge)(config.judge, { logger });
  const client =
    config.suites.length > 0
      ? (ports.createAgentClient ?? createAgentClient)({
          target: config.target,
          transport: config.transport,
          token: config.token,
          timeoutMs: config.timeoutMs,
          retries: config.retries,
          headers: telemetry.agentHeaders,
        })
      : noAgent(config);
  const options: Omit<RunOptions, 'repeats'> = {
    concurrency: config.concurrency,
    shard: config.shard,
    // What results, reports, spans, the comment and the check show: the URL with its credentials redacted.
    target: redactUrl(config.target),
    transport: config.transport,
    commit: config.commit,
    resume: config.resume,
    dryRun: config.dryRun ?? false,
    memoryPipeline: config.memoryPipeline ?? FULL_MEMORY_PIPELINE,
    enableTracing: true,
    judgeFailedTurns: config.judgeFailedTurns ?? false,
  };
  logger.info(announcement(config));
  if (auto !== null) {
    const open = config.baseline ? '' : ' (no baseline: only tests with mixed outcomes get more)';
    logger.info(`Adaptive repeats: ${auto.min} per test, up to ${auto.max} where the verdict is still open${open}`);
  }
  const progress = ports.progress;
  const runPorts: RunPorts = {
    client,
    judge,
    logger,
    now: ports.now,
    signal,
    telemetry,
    ...(progress ? { onRunFinished: (_job, _record, p) => progress.update(p) } : {}),
  };
  const files = { outDir, secrets };
  const recorded = auto
    ? await recordAdaptiveRun(
        config.suites,
        options,
        { min: auto.min, max: auto.max, baseline: config.baseline ?? null, alpha: config.alpha, minEffect: config.minEffect },
        runPorts,
        files,
      )
    : await recordRun(config.suites, { ...options, repeats: typeof config.repeats === 'number' ? config.repeats : null }, runPorts, files);
  progress?.done();
  if (config.runSummaryReport) {
    await writeFileAtomic(join(outDir, 'report.md'), maskSecrets(renderRunSummary(recorded.summary), secrets));
  }
  await telemetry.finish(recorded.summary);
  return recorded;
}

/**
 * Refuses settings that cannot work together, named as the user wrote them. evaluate checks first;
 * a caller may check earlier too, before it loads anything.
 */
export function checkSettings(config: Pick<EvaluateConfig, 'repeats' | 'shard' | 'names'>): void {
  if (typeof config.repeats === 'object' && config.repeats !== null && config.shard !== undefined) {
    const { autoRepeats, shard, fixedRepeats } = config.names;
    throw new EvaluateSettingsError(
      `${autoRepeats} cannot be combined with ${shard} (a shard sees only part of a test's runs); give ${fixedRepeats} when sharding`,
    );
  }
}

/** The client of a run with no suite (a push whose suites were all carried over): never called. */
function noAgent(config: EvaluateConfig): AgentClient {
  return {
    target: config.target,
    transport: config.transport,
    conversation: () => {
      throw new Error('no suite to run: the agent is never called');
    },
  };
}

function announcement(config: EvaluateConfig): string {
  const tests = config.suites.reduce((n, s) => n + s.suite.tests.length, 0);
  const shard = config.shard ? ` (shard ${config.shard.index}/${config.shard.total})` : '';
  const target = redactUrl(config.target);
  return `Running ${config.suites.length} suite(s), ${tests} test(s) against ${target}${shard} at concurrency ${config.concurrency}`;
}
