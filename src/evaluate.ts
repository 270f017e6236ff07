// One evaluation, as `agent-eval run` and the action both run it: telemetry, the judge and the agent
// client, the planned suites played with fixed or adaptive repeats and streamed to results.jsonl and
// results.json, then the metrics and spans finished. With a fresh baseline, the same plan is also
// played against the base deployment, interleaved with the target's runs in one pool. The callers
// check their own inputs first (in their user's words) and afterwards say what the results mean (a
// table, a comparison, a comment).
import { join } from 'node:path';
import { AgentBreaker } from './agent/breaker.ts';
import { createAgentClient } from './agent/client.ts';
import { suitesWithToolResults, toolResultsOf } from './agent/openai-chat.ts';
import { checkCapabilities, needsDeclaration, type NodeFrom, type Protocol } from './agent/protocols.ts';
import type { AgentClient, AgentClientOptions } from './agent/types.ts';
import { writeFileAtomic } from './files.ts';
import { formatUsd } from './format.ts';
import type { JudgeConfig } from './judge/config.ts';
import { createJudge, type JudgeOptions } from './judge/judge.ts';
import type { Judge } from './judge/types.ts';
import { CALIBRATION_SCHEMA, readCalibrationFileIfAny, writeCalibrationFile, type CalibrationFile } from './judge/calibration-store.ts';
import { calibrateJudge } from './judge/calibration.ts';
import { readLabels } from './judge/labels.ts';
import { createJudgeGating, summaryOfCalibration, type JudgeGating } from './judge/gating.ts';
import { renderCalibrationMarkdown } from './report/calibration-report.ts';
import { maskSecrets, withGroup, type Logger } from './logger.ts';
import {
  CALIBRATION_GROUP,
  calibratedLines,
  calibrationProgressText,
  noCalibrationFileText,
  noJudgeToCalibrateText,
} from './report/wording/judge-calibration.ts';
import { renderRunSummary } from './report/markdown.ts';
import { floorText } from './report/wording/warnings.ts';
import { floorWarning, mostCommon } from './compare/floors.ts';
import { DEFAULT_GATE_SETTINGS } from './compare/family.ts';
import type { Results, RunRecord } from './results/results-schema.ts';
import type { AutoRepeats } from './suite/repeats.ts';
import { FULL_MEMORY_PIPELINE, type MemoryPipeline } from './runner/isolation.ts';
import { planJobs, type PlannedSuite } from './runner/plan.ts';
import { BUDGET_MIN_REPEATS, estimateRun, lowerRepeats, type Lowering } from './runner/estimate.ts';
import { SpendingBudget, type BudgetLimits } from './usage/budget.ts';
import type { PriceTable } from './usage/prices.ts';
import type { ProgressReporter } from './runner/progress.ts';
import { sharedPools, type JobPool } from './runner/pool.ts';
import { BASE_FILE_NAMES, recordAdaptiveRun, recordRun, type RecordedRun, type RunFiles } from './runner/record.ts';
import type { RunOptions, RunPorts, RunProgress, RunTelemetry } from './runner/run.ts';
import type { GroupingLabel } from './telemetry/metrics.ts';
import { checkSettings, type SettingNames } from './settings/rules.ts';
import { createRunTelemetry } from './telemetry/telemetry.ts';
import type { SimulatorConfig } from './simulator/config.ts';
import { simulatorsFor } from './simulator/model.ts';
import { redactUrl } from './url.ts';

/** What to run and where its files go. */
export interface EvaluateConfig {
  /** The suites to play, in file order; none (a push whose suites were all carried over) calls no agent. */
  suites: readonly PlannedSuite[];
  /** The agent's URL as given (credentials in it are sent); results, reports and logs show it redacted. */
  target: string;
  transport: 'http' | 'ws';
  /** The protocol the agent speaks (default execute); a suite asking for an assertion it cannot carry is refused before any call. */
  protocol?: Protocol | undefined;
  /** ag-ui: where the node is read (default the last STEP_STARTED). */
  nodeFrom?: NodeFrom | null | undefined;
  /** ag-ui: the JSON Pointer of the facts in the agent state (default /facts). */
  factsPath?: string | undefined;
  /** openai-chat: the model named in each request. */
  agentModel?: string | null | undefined;
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
  /** The simulated user's model server (simulated tests); default: none, the built-in simulator only. */
  simulator?: SimulatorConfig | undefined;
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
  /**
   * A fresh baseline: the same plan (suites, repeats, conversation ids) also played against the base
   * deployment, interleaved with the target's runs in one pool of `concurrency`. Its results go to
   * results-base.json and results-base.jsonl, its artifacts and metrics.prom to base/.
   */
  base?: BaseSide | undefined;
  /** The comparison's significance level and smallest effects (adaptive repeats use them to stop). */
  alpha?: number | undefined;
  minEffect?: number | undefined;
  minTestEffect?: number | undefined;
  /** Also write report.md, the run's summary (the CLI; the action writes its reports after comparing). */
  runSummaryReport?: boolean | undefined;
  /** The caller's words for its settings, so a refusal names what the user wrote. */
  names: SettingNames;
  /**
   * A spending budget over both sides: with `baseline`, repeats are first lowered (to no fewer than
   * BUDGET_MIN_REPEATS) when the estimate exceeds it; then, once spent, no new run starts.
   */
  budget?: { limits: BudgetLimits; prices: PriceTable } | undefined;
  /** Prices per model for the cost metrics and span attributes; default: the built-in table. */
  prices?: PriceTable | undefined;
  /**
   * Judge checks gate only where their criterion is calibrated (judge/gating.ts); the CLI and the
   * action always give this. Absent: every judge check gates, as before calibration existed.
   */
  judgeCalibration?: JudgeCalibrationSettings | undefined;
}

/** judge-calibration, judge-labels and judge-min-agreement, as the caller resolved them. */
export interface JudgeCalibrationSettings {
  /** The stored calibration file; no file there: no criterion is calibrated. */
  file: string;
  /** Labels to calibrate the judge on before the first agent call; null: the stored file decides. */
  labels: string | null;
  /** The lower 95% bound of kappa a criterion needs to gate. */
  minAgreement: number;
}

/** What a run with judge-labels writes to the report folder: the calibration and its report. */
export const CALIBRATION_REPORT_FILES = { json: 'judge-calibration.json', markdown: 'judge-calibration.md' } as const;

/** The base deployment of a fresh baseline. */
export interface BaseSide {
  /** The URL as given (credentials in it are sent); results, reports and logs show it redacted. */
  target: string;
  /** Recorded in the base results. */
  commit: string | null;
  /** Base runs finished by an interrupted run (results-base.jsonl): kept, not sent again. */
  resume?: ReadonlyMap<string, RunRecord> | undefined;
}

/** The folder of the base side's artifacts and metrics.prom, in the report folder. */
export const BASE_REPORT_DIR = 'base';

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
  /** Injected in tests; default: the simulators of config.simulator (simulatorsFor). */
  simulatorFor?: RunPorts['simulatorFor'];
}

/** What evaluate recorded: the target's run, and the base deployment's with a fresh baseline. */
export interface Evaluation extends RecordedRun {
  base: RecordedRun | null;
}

/**
 * Plays the suites against the target and records everything: results.jsonl as runs finish,
 * results.json at the end (read it back with readResultsFile for a comparison), artifacts,
 * metrics.prom and spans; with `base`, the same for the base deployment (results-base.json).
 * Throws before any effect when the settings cannot work together.
 */
export async function evaluate(config: EvaluateConfig, ports: EvaluatePorts): Promise<Evaluation> {
  const { logger } = ports;
  checkSettings(config);
  // What no agent of the protocol can carry is refused now; what an agent must declare, once it has.
  checkCapabilities(config.suites, config.protocol ?? 'execute', 'any');
  const canned = config.protocol === 'openai-chat' ? [] : suitesWithToolResults(config.suites);
  if (canned.length > 0)
    logger.warning(
      `${canned.join(', ')} give${canned.length === 1 ? 's' : ''} tool_results, which only the openai-chat protocol sends to the agent; the ${config.protocol ?? 'execute'} agent runs its tools itself`,
    );
  const { outDir, secrets } = config;
  const budget = config.budget ? new SpendingBudget(config.budget.limits, config.budget.prices) : undefined;
  const maxRepeats = budget && config.budget ? fitToBudget(config, config.budget, logger) : undefined;
  // Adaptive repeats fit the budget by their maximum: the most a test may run.
  const auto =
    typeof config.repeats === 'object' && config.repeats !== null
      ? maxRepeats
        ? { ...config.repeats, max: Math.max(config.repeats.min, maxRepeats.to) }
        : config.repeats
      : null;
  if (budget && maxRepeats)
    budget.lowered = {
      from: maxRepeats.from,
      to: maxRepeats.to,
      estimate_usd: maxRepeats.estimate.total.usd,
      estimate_tokens: maxRepeats.estimate.total.tokens,
    };
  // One set of simulators for both sides: the reply cache they share gives repeat i of a test the
  // same user messages on the base and the head for as long as the two agents answer alike.
  const simulatorFor =
    ports.simulatorFor ?? (config.simulator ? simulatorsFor(config.simulator, { logger, secrets: config.secrets }) : undefined);
  ports = { ...ports, simulatorFor };
  // The head's judge calibrates on the labels (if any) before any agent call, through its verdict cache.
  const headJudge = (ports.createJudge ?? createJudge)(config.judge, { logger });
  const calibration = config.judgeCalibration ? await loadCalibration(config, config.judgeCalibration, headJudge, ports) : null;
  const gating = (): JudgeGating | undefined =>
    calibration === null || config.judgeCalibration === undefined
      ? undefined
      : createJudgeGating(calibration.file, {
          minAgreement: config.judgeCalibration.minAgreement,
          judge: config.judge,
          file: calibration.source,
          labels: calibration.labels,
        });
  const head = await openSide(config, ports, headJudge, gating(), {
    target: config.target,
    commit: config.commit,
    resume: config.resume,
    reportDir: outDir,
    pushgateway: config.pushgateway,
  });
  const base = config.base
    ? await openSide(config, ports, (ports.createJudge ?? createJudge)(config.judge, { logger }), gating(), {
        ...config.base,
        reportDir: join(outDir, BASE_REPORT_DIR),
        pushgateway: undefined,
      })
    : null;
  logger.info(announcement(config));
  const floor = floorBeforeRun(config, auto);
  if (floor !== null) logger.warning(`Before the first call: ${floor}`);
  if (auto !== null) {
    const open = config.baseline ? '' : ' (no baseline: only tests with mixed outcomes get more)';
    logger.info(
      auto.design === 'sequential'
        ? `Sequential design: ${auto.min} runs per test, then ${auto.min} more for each suite still open, up to ${auto.max}${open}`
        : `Adaptive repeats: ${auto.min} per test, up to ${auto.max} where the verdict is still open${open}`,
    );
  }
  // One progress over both sides: their plans are the same size.
  const progress = ports.progress;
  const latest: RunProgress[] = [];
  const reportProgress = (side: number, p: RunProgress): void => {
    latest[side] = p;
    const sum = (key: 'done' | 'failed' | 'errored') => latest.reduce((n, q) => n + q[key], 0);
    progress?.update({ done: sum('done'), total: p.total * (base ? 2 : 1), failed: sum('failed'), errored: sum('errored') });
  };
  const play = (side: Side, index: number, files: RunFiles, pool?: JobPool): Promise<RecordedRun> => {
    const runPorts: RunPorts = {
      ...side.ports,
      ...(budget ? { budget } : {}),
      ...(progress ? { onRunFinished: (_job, _record, p) => reportProgress(index, p) } : {}),
      ...(pool ? { pool } : {}),
    };
    return auto
      ? recordAdaptiveRun(
          config.suites,
          side.options,
          {
            min: auto.min,
            max: auto.max,
            baseline: config.baseline ?? null,
            alpha: config.alpha,
            minEffect: config.minEffect,
            minTestEffect: config.minTestEffect,
            ...(auto.design === 'sequential' ? { design: 'sequential' as const } : {}),
          },
          runPorts,
          files,
        )
      : recordRun(
          config.suites,
          {
            ...side.options,
            repeats: typeof config.repeats === 'number' ? config.repeats : null,
            ...(maxRepeats ? { maxRepeats: maxRepeats.to } : {}),
          },
          runPorts,
          files,
        );
  };
  if (budget) {
    budget.trackJudge(() => head.ports.judge.usage());
    if (base) budget.trackJudge(() => base.ports.judge.usage());
  }
  let recorded: RecordedRun;
  let baseRecorded: RecordedRun | null = null;
  if (base) {
    // The base's conversation first, then the same conversation against the target, and so on.
    const shared = sharedPools(2, config.concurrency);
    const released = (p: Promise<RecordedRun>) =>
      p.catch((e: unknown) => {
        shared.abandon(e);
        throw e;
      });
    [baseRecorded, recorded] = await Promise.all([
      released(play(base, 1, { outDir, secrets, names: BASE_FILE_NAMES }, shared.pools[0])),
      released(play(head, 0, { outDir, secrets }, shared.pools[1])),
    ]);
  } else {
    recorded = await play(head, 0, { outDir, secrets });
  }
  progress?.done();
  if (config.runSummaryReport) {
    await writeFileAtomic(join(outDir, 'report.md'), maskSecrets(renderRunSummary(recorded.summary), secrets));
  }
  await head.telemetry.finish(recorded.summary);
  if (base && baseRecorded) await base.telemetry.finish(baseRecorded.summary);
  return { ...recorded, base: baseRecorded };
}

/**
 * Before any call: when the baseline's usage predicts more than the budget, the runs per test are
 * lowered to what fits, never below BUDGET_MIN_REPEATS (the fewest at which one broken test can fail
 * the check); said in the log either way. Adaptive repeats are estimated at their maximum (what a
 * test may run at most) and have that maximum lowered. Null: nothing lowered.
 */
function fitToBudget(config: EvaluateConfig, budget: NonNullable<EvaluateConfig['budget']>, logger: Logger): Lowering | null {
  if (!config.baseline) return null;
  const { repeats } = config;
  const adaptive = typeof repeats === 'object' && repeats !== null;
  const jobs = planJobs(config.suites, { repeats: adaptive ? repeats.max : repeats, shard: config.shard });
  const lowering = lowerRepeats(jobs, estimateRun(jobs, config.baseline, budget.prices), budget.limits);
  if (lowering === null) return null;
  const e = lowering.estimate.total;
  const predicted = [e.usd === null ? '' : formatUsd(e.usd), e.tokens === null ? '' : `${e.tokens.toLocaleString('en-US')} tokens`]
    .filter(Boolean)
    .join(', ');
  if (lowering.to >= lowering.from) {
    // A plan already below the minimum is not raised to it: "at the minimum" would not be true.
    const atMinimum =
      lowering.from === BUDGET_MIN_REPEATS
        ? `are already at the minimum of ${BUDGET_MIN_REPEATS} at which one broken test can fail the check`
        : `are already below ${BUDGET_MIN_REPEATS}, the fewest a budget lowers them to (at which one broken test can fail the check), so they are not lowered`;
    logger.warning(
      `The baseline predicts ${predicted} for this run, over the budget, and the runs per test (${lowering.from}) ${atMinimum}: the run stops starting runs when the budget is spent, and the suites left without their runs are not compared (budget).`,
    );
    return null;
  }
  const what = adaptive ? 'the most runs per test (adaptive repeats)' : 'runs per test';
  logger.warning(
    `The baseline predicts ${predicted} for this run, over the budget: ${what} lowered from ${lowering.from} to ${lowering.to} (never below ${BUDGET_MIN_REPEATS}, the fewest at which one broken test can fail the check; fewer runs catch less, see docs/statistics.md#how-many-runs-per-test).`,
  );
  return lowering;
}

/** One deployment's telemetry, judge and client, and the options of its run. */
interface Side {
  telemetry: RunTelemetry;
  options: Omit<RunOptions, 'repeats'>;
  ports: RunPorts;
}

async function openSide(
  config: EvaluateConfig,
  ports: EvaluatePorts,
  // A judge per side: each side's results count their own judge calls, and a budget cuts both alike.
  judge: Judge,
  judgeGating: JudgeGating | undefined,
  side: BaseSide & { reportDir: string; pushgateway: EvaluateConfig['pushgateway'] },
): Promise<Side> {
  const { logger, signal } = ports;
  const telemetry = await createRunTelemetry({
    reportDir: side.reportDir,
    env: ports.env,
    secrets: config.secrets,
    logger,
    pushgatewayUrl: side.pushgateway?.url,
    pushgatewayLabels: side.pushgateway?.labels,
    keepArtifacts: side.resume !== undefined,
    stop: signal,
    prices: config.prices ?? config.budget?.prices,
  });
  // Per side: a dead base deployment must not stop the target's runs.
  const breaker = new AgentBreaker();
  const client =
    config.suites.length > 0
      ? (ports.createAgentClient ?? createAgentClient)({
          target: side.target,
          transport: config.transport,
          protocol: config.protocol,
          nodeFrom: config.nodeFrom,
          factsPath: config.factsPath,
          model: config.agentModel,
          toolResults: toolResultsOf(config.suites),
          token: config.token,
          timeoutMs: config.timeoutMs,
          retries: config.retries,
          headers: telemetry.agentHeaders,
          breaker,
        })
      : noAgent(side.target, config.transport);
  const protocol = config.protocol ?? 'execute';
  if (client.declares) {
    // Asked even when no assertion needs it: an A2A card the agent refuses stops the run here (exit 2).
    const needed = needsDeclaration(config.suites, protocol);
    const declared = await client.declares(signal, needed);
    if (needed) checkCapabilities(config.suites, protocol, declared);
  }
  const options: Omit<RunOptions, 'repeats'> = {
    concurrency: config.concurrency,
    shard: config.shard,
    // What results, reports, spans, the comment and the check show: the URL with its credentials redacted.
    target: redactUrl(side.target),
    transport: config.transport,
    ...(protocol === 'execute' ? {} : { protocol }),
    commit: side.commit,
    resume: side.resume,
    dryRun: config.dryRun ?? false,
    memoryPipeline: config.memoryPipeline ?? FULL_MEMORY_PIPELINE,
    enableTracing: true,
    judgeFailedTurns: config.judgeFailedTurns ?? false,
  };
  return {
    telemetry,
    options,
    ports: { client, judge, logger, now: ports.now, signal, telemetry, breaker, simulatorFor: ports.simulatorFor, judgeGating },
  };
}

/**
 * The calibrations the run gates on. With labels: the judge is calibrated on them now (in the log
 * group "Judge calibration", with progress), the result written to the report folder
 * (judge-calibration.json and judge-calibration.md) and into the stored file, and gated on. Without:
 * the stored file, or none when there is no file there (said once).
 */
async function loadCalibration(
  config: EvaluateConfig,
  settings: JudgeCalibrationSettings,
  judge: Judge,
  ports: EvaluatePorts,
): Promise<{ file: CalibrationFile | null; source: string | null; labels: string | null }> {
  const { logger } = ports;
  if (settings.labels === null || config.suites.length === 0) {
    const file = await readCalibrationFileIfAny(settings.file);
    // Said only where a judge will be asked: without one, judge checks are skipped anyway.
    if (file === null && config.suites.length > 0 && judge.configured) logger.info(noCalibrationFileText(settings.file));
    return { file, source: file === null ? null : settings.file, labels: null };
  }
  if (!judge.configured) {
    logger.warning(noJudgeToCalibrateText(settings.labels));
    return { file: null, source: null, labels: null };
  }
  const labels = settings.labels;
  return withGroup(logger, CALIBRATION_GROUP, async () => {
    const set = await readLabels(labels);
    // The models the suites' judge checks will be asked with, so the keys are the ones the run looks up.
    const named = (pick: (j: NonNullable<NonNullable<PlannedSuite['suite']['defaults']>['llm_judge']>) => string | undefined) =>
      config.suites
        .map((s) => s.suite.defaults?.llm_judge)
        .map((j) => (j ? pick(j) : undefined))
        .find((m) => m !== undefined) ?? null;
    let reported = -1;
    const calibrations = await calibrateJudge(set, judge, {
      model: config.judge.model ?? named((j) => j.model),
      fallbackModel: config.judge.fallbackModel ?? named((j) => j.fallback_model),
      now: () => new Date(ports.now()),
      signal: ports.signal,
      onProgress: (done, total) => {
        // About every tenth, and the last.
        const step = Math.floor((10 * done) / Math.max(1, total));
        if (step === reported && done < total) return;
        reported = step;
        logger.info(calibrationProgressText(done, total));
      },
    });
    const file: CalibrationFile = { schema: CALIBRATION_SCHEMA, calibrations };
    const json = join(config.outDir, CALIBRATION_REPORT_FILES.json);
    await writeFileAtomic(json, maskSecrets(`${JSON.stringify(file, null, 2)}\n`, config.secrets));
    await writeFileAtomic(
      join(config.outDir, CALIBRATION_REPORT_FILES.markdown),
      maskSecrets(renderCalibrationMarkdown(file, settings.minAgreement), config.secrets),
    );
    // The next run without labels gates on the same calibration.
    await writeCalibrationFile(settings.file, file);
    const found = calibrations.map((c) => ({ summary: summaryOfCalibration(c, settings.minAgreement), unscored: c.unscored }));
    for (const line of calibratedLines(found, settings.minAgreement)) logger.info(line);
    return { file, source: json, labels };
  });
}

/** The client of a run with no suite (a push whose suites were all carried over): never called. */
function noAgent(target: string, transport: 'http' | 'ws'): AgentClient {
  return {
    target,
    transport,
    conversation: () => {
      throw new Error('no suite to run: the agent is never called');
    },
  };
}

/**
 * What the planned runs cannot decide against the stored baseline, said before any call
 * (compare/floors.ts); null when they can decide both ways, or there is no baseline to know.
 */
function floorBeforeRun(config: EvaluateConfig, auto: AutoRepeats | null): string | null {
  if (!config.baseline) return null;
  const jobs = planJobs(config.suites, { repeats: auto ? auto.max : typeof config.repeats === 'number' ? config.repeats : null });
  const perTest = new Map<string, number>();
  for (const job of jobs) perTest.set(`${job.suiteIndex}/${job.testIndex}`, (perTest.get(`${job.suiteIndex}/${job.testIndex}`) ?? 0) + 1);
  const headRuns = mostCommon(perTest.values());
  const baseRuns = mostCommon(
    config.baseline.suites.flatMap((s) =>
      s.tests.map((t) => t.runs.filter((r) => r.outcome === 'passed' || r.outcome === 'failed').length),
    ),
  );
  if (headRuns === null || baseRuns === null || baseRuns === 0) return null;
  const warning = floorWarning(headRuns, baseRuns, {
    alpha: config.alpha ?? DEFAULT_GATE_SETTINGS.alpha,
    minTestEffect: config.minTestEffect ?? DEFAULT_GATE_SETTINGS.minTestEffect,
  });
  return warning === null ? null : floorText(warning);
}

function announcement(config: EvaluateConfig): string {
  const tests = config.suites.reduce((n, s) => n + s.suite.tests.length, 0);
  const shard = config.shard ? ` (shard ${config.shard.index}/${config.shard.total})` : '';
  const target = redactUrl(config.target);
  const base = config.base ? ` and, as a fresh baseline, against ${redactUrl(config.base.target)} (interleaved)` : '';
  return `Running ${config.suites.length} suite(s), ${tests} test(s) against ${target}${base}${shard} at concurrency ${config.concurrency}`;
}
