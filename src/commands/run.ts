// `agent-eval run`: load suites, play them against the agent (the built-in reference agent when no
// --target is given), stream results to disk, print the summary, and compare with --baseline (or
// with the base deployment played in the same run, --baseline-target).
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { isDraftSuite } from '../suite/draft.ts';
import { loadSuites, type LoadResult } from '../suite/loader.ts';
import { formatSpecError } from '../suite/spec-errors.ts';
import { preflightJudge } from '../judge/judge.ts';
import { DEFAULT_JUDGE_MODEL, resolveJudgeConfig, type JudgeConfig } from '../judge/config.ts';
import { resolveSimulatorConfig, type SimulatorConfig } from '../simulator/config.ts';
import { userJudgeCacheDir } from '../judge/cache.ts';
import { maskSecrets, type Logger } from '../logger.ts';
import type { Results, RunRecord } from '../results/results-schema.ts';
import { BASE_FILE_NAMES, RUN_LOG_FILE } from '../runner/record.ts';
import type { AutoRepeats } from '../suite/repeats.ts';
import { evaluate, type Evaluation, type JudgeCalibrationSettings } from '../evaluate.ts';
import type { MemoryPipeline } from '../runner/isolation.ts';
import { planJobs, type PlannedSuite } from '../runner/plan.ts';
import { estimateRun } from '../runner/estimate.ts';
import { estimateLines } from '../report/wording/budget.ts';
import { groupingLabelProblem, pushTarget, type GroupingLabel } from '../telemetry/metrics.ts';
import { progressReporter } from '../runner/progress.ts';
import { costLines, passKLines, performanceLines, renderRunEnd } from '../report/terminal.ts';
import { summarizeResults } from '../results/summary.ts';
import { buildRunModel, costView, runPerformance } from '../report/report-model.ts';
import { comparisonCost } from '../compare/cost.ts';
import { baselineNotComparedText, type BaselineNotCompared } from '../report/wording/baseline.ts';
import { DRAFT_RUNS_NOTE } from '../report/wording/drafts.ts';
import { finishedRunsFromJsonl, readResultsFile, ResultsFileError } from '../results/read.ts';
import { REPORT_FILES, writeReports } from '../report/write.ts';
import { ensureWritableDir, OutputError } from '../files.ts';
import { defaultAt } from '../settings/read.ts';
import {
  checkAgentCredentials,
  checkBaselineChoice,
  checkJudgeBaseUrl,
  checkProtocolSettings,
  checkPushgatewayLabels,
  checkSettings,
  FLAG_NAMES,
} from '../settings/rules.ts';
import { gatherSecrets } from '../settings/secrets.ts';
import { SETTINGS, type SettingKey, type ValueOf } from '../settings/table.ts';
import { checkTargetUrl } from '../settings/target-url.ts';
import type { ReferenceModel } from '../reference-agent/server.ts';
import type { NodeFrom, Protocol } from '../agent/protocols.ts';
import { compareAndReport, readPriceFlag, type CompareAndReportInput } from './compare.ts';
import type { PriceTable } from '../usage/prices.ts';
import { EXIT_FAIL, EXIT_OK, EXIT_USAGE, UsageError, type CommandIo } from './io.ts';
import { FLAG_EDGE, flagOptions, optionsHelp, parseCommandArgs, readFlag } from './options.ts';

/** The environment variable a setting falls back to, as the help text names it. */
function envName(key: SettingKey): string {
  const variable: { name: string } | undefined = SETTINGS[key].env;
  if (variable === undefined) throw new Error(`setting ${key} reads no environment variable`);
  return variable.name;
}

/** The settings of the flags this command reads, in the order of the help text. */
const RUN_FLAGS = [
  'target',
  'transport',
  'protocol',
  'nodeFrom',
  'factsPath',
  'agentModel',
  'suites',
  'repeats',
  'concurrency',
  'timeoutMs',
  'retries',
  'agentToken',
  'out',
  'baseline',
  'baselineHistory',
  'maxBaselineAge',
  'baselineTarget',
  'prices',
  'estimate',
  'budgetUsd',
  'budgetTokens',
  'minPassFails',
  'failOnInconclusive',
  'failOnLatency',
  'failOnTokens',
  'latencyOnStoredBaseline',
  'alpha',
  'minEffect',
  'minTestEffect',
  'commit',
  'shard',
  'resume',
  'judgeApiKey',
  'judgeBaseUrl',
  'judgeModel',
  'judgeFallbackModel',
  'judgePanel',
  'judgePanelRule',
  'judgeCacheDir',
  'judgeMaxCalls',
  'judgeMaxTokens',
  'judgeTimeoutMs',
  'judgeFailedTurns',
  'judgeCalibration',
  'judgeLabels',
  'judgeMinAgreement',
  'requireJudge',
  'simulatorModel',
  'simulatorBaseUrl',
  'simulatorApiKey',
  'dryRun',
  'memoryPipeline',
  'pushgateway',
  'pushgatewayLabel',
] as const satisfies readonly SettingKey[];

export const RUN_HELP = `usage: agent-eval run [options] [SUITE_PATH...]

Plays every test conversation of the suites against an agent and writes results.json, report.md,
report.html and junit.xml (plus comparison.json with --baseline or --baseline-target). It prints a
table of the suites, then each failing test with the turn, code and reason of its first failure, why
runs errored, the retries, and the paths of the reports.

${optionsHelp('run', RUN_FLAGS)}

A suite's defaults.dry_run / defaults.memory_pipeline, and a test's own dry_run / memory_pipeline,
win over --dry-run and --memory-pipeline (test > suite defaults > flag > built-in default).

With no --target, env ${envName('referenceModel')} (plus OPENAI_API_KEY or OPENAI_BASE_URL) makes the
reference agent route by a real model (a forced process_node tool call) instead of its rules.

Every run writes metrics.prom and artifacts/<suite>.jsonl (what was sent and received per turn) to
the report directory. With ${envName('otlpEndpoint')} set, spans are exported over OTLP/HTTP and
each agent request carries a W3C traceparent header.

Exit codes: 0 all runs passed (or the gate passed), 1 a run failed, the gate failed or the run stopped before
its end (a budget, a signal, an agent that stopped answering), 2 usage or configuration error.`;

export async function runCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('run', {
    args: argv,
    allowPositionals: true,
    options: { ...flagOptions(RUN_FLAGS), help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.stdout(`${RUN_HELP}\n`);
    return EXIT_OK;
  }
  const settings = await readRunSettings(values, positionals, io);
  const write = (stream: (t: string) => void) => (t: string) => stream(maskSecrets(t, settings.secrets));
  const streams = { out: write(io.stdout), err: write(io.stderr) };
  if (settings.estimate) return printEstimate(settings, io, streams);
  const loaded = await preflight(settings, io, streams);
  if (typeof loaded === 'number') return loaded;
  return playAndReport(settings, loaded, io, streams);
}

/** Everything `agent-eval run` was told, checked: a mistake is a usage error before anything loads. */
interface RunSettings {
  target: string | undefined;
  baseTarget: string | undefined;
  transport: 'http' | 'ws';
  protocol: Protocol;
  nodeFrom: NodeFrom | null;
  factsPath: string;
  agentModel: string | null;
  token: string;
  judge: JudgeConfig;
  /** --judge-calibration, --judge-labels (resolved against io.cwd) and --judge-min-agreement. */
  judgeCalibration: JudgeCalibrationSettings;
  simulator: SimulatorConfig;
  requireJudge: boolean;
  judgeFailedTurns: boolean;
  referenceModel: ReferenceModel | undefined;
  repeats: number | AutoRepeats | null;
  concurrency: number;
  timeoutMs: number;
  retries: number;
  alpha: number;
  minEffect: number;
  minTestEffect: number;
  shard: { index: number; total: number } | undefined;
  dryRun: boolean;
  memoryPipeline: MemoryPipeline | undefined;
  pushgateway: { url: string; labels: GroupingLabel[] } | undefined;
  suitePaths: string[];
  outDir: string;
  commit: string | null;
  baselineFile: string | undefined;
  /** Days: a --baseline that ran longer ago is stale (0: no limit). */
  maxBaselineAge: number;
  /** --baseline-history as given (relative to io.cwd); null: none. */
  baselineHistory: string | null;
  resumePath: string | undefined;
  /** Prices per model: the built-in table, with --prices over it. */
  prices: PriceTable;
  minPassFails: boolean;
  failOnInconclusive: boolean;
  /** Latency and tokens gating (compare/performance.ts). */
  performance: Pick<CompareAndReportInput, 'failOnLatency' | 'failOnTokens' | 'latencyOnStoredBaseline'>;
  estimate: boolean;
  budget: { usd: number | null; tokens: number | null };
  /** Masked in everything printed and written. */
  secrets: string[];
}

type Flags = Parameters<typeof readFlag>[0];
type Streams = { out: (text: string) => void; err: (text: string) => void };

/** A setting's value from this command's flags (or its environment variable, or its default). */
type FlagReader = <K extends SettingKey>(key: K) => ValueOf<K>;

async function readRunSettings(values: Flags, positionals: string[], io: CommandIo): Promise<RunSettings> {
  const flag: FlagReader = (key) => readFlag(values, key, io.env);
  const outDir = resolve(io.cwd, flag('out'));
  const agent = readAgentFlags(flag, values.transport !== undefined);
  const baseline = flag('baseline');
  checkBaselineChoice(baseline, agent.baseTarget ?? null, FLAG_EDGE);
  const judge = readJudgeFlags(flag, io.env, outDir);
  const simulator = resolveSimulatorConfig(
    { apiKey: flag('simulatorApiKey'), baseUrl: flag('simulatorBaseUrl'), model: flag('simulatorModel') },
    judge,
  );
  // Read before anything is printed: the reference agent's model key is a secret too.
  const referenceModel = agent.target === undefined ? await loadReferenceModel(io.env) : undefined;
  const repeats = flag('repeats');
  const shard = flag('shard') ?? undefined;
  const pushgateway = readPushgatewayFlags(flag, shard);
  // Named as flags in the refusals of the evaluation, which is checked now, before anything loads.
  checkSettings({ repeats, shard, names: FLAG_NAMES, base: agent.baseTarget });
  const suitePaths = [...(values.suites === undefined ? [] : flag('suites')), ...positionals];
  const resume = flag('resume');
  const labels = flag('judgeLabels');
  const secrets = gatherSecrets(
    {
      agentToken: agent.token,
      judgeApiKey: judge.apiKey,
      judgeBaseUrl: judge.baseURL,
      simulatorApiKey: simulator.apiKey,
      simulatorBaseUrl: simulator.baseURL,
      target: agent.target,
      baselineTarget: agent.baseTarget,
      pushgateway: pushgateway?.url,
    },
    io.env,
  );
  return {
    ...agent,
    judge,
    judgeCalibration: {
      file: resolve(io.cwd, flag('judgeCalibration')),
      labels: labels === null ? null : resolve(io.cwd, labels),
      minAgreement: flag('judgeMinAgreement'),
    },
    simulator,
    requireJudge: flag('requireJudge'),
    judgeFailedTurns: flag('judgeFailedTurns'),
    referenceModel,
    repeats,
    concurrency: flag('concurrency'),
    timeoutMs: flag('timeoutMs'),
    retries: flag('retries'),
    alpha: flag('alpha'),
    minEffect: flag('minEffect'),
    minTestEffect: flag('minTestEffect'),
    shard,
    dryRun: flag('dryRun'),
    memoryPipeline: flag('memoryPipeline') ?? undefined,
    pushgateway,
    suitePaths: suitePaths.length > 0 ? suitePaths : (defaultAt(SETTINGS.suites, 'flag') as string[]),
    outDir,
    commit: flag('commit'),
    baselineFile: baseline === null ? undefined : resolve(io.cwd, baseline),
    maxBaselineAge: flag('maxBaselineAge'),
    baselineHistory: flag('baselineHistory'),
    resumePath: resume === null ? undefined : resolve(io.cwd, resume),
    prices: await readPriceFlag(flag('prices'), io.cwd),
    minPassFails: flag('minPassFails'),
    failOnInconclusive: flag('failOnInconclusive'),
    performance: {
      failOnLatency: flag('failOnLatency'),
      failOnTokens: flag('failOnTokens'),
      latencyOnStoredBaseline: flag('latencyOnStoredBaseline'),
    },
    estimate: flag('estimate'),
    budget: { usd: flag('budgetUsd'), tokens: flag('budgetTokens') },
    secrets,
  };
}

/** The agent (and the base deployment of a fresh baseline), its protocol and its token. */
function readAgentFlags(
  flag: FlagReader,
  transportGiven: boolean,
): Pick<RunSettings, 'target' | 'baseTarget' | 'transport' | 'protocol' | 'nodeFrom' | 'factsPath' | 'agentModel' | 'token'> {
  const given = flag('target');
  const protocol = flag('protocol');
  if (protocol !== 'execute' && (transportGiven || /^wss?:\/\//i.test(given?.trim() ?? '')))
    throw new UsageError(
      `--protocol ${protocol} speaks HTTP: give an http:// or https:// --target and no --transport (--transport is for --protocol execute)`,
    );
  if (protocol !== 'execute' && given === null)
    throw new UsageError(`--protocol ${protocol} needs --target: the built-in reference agent speaks execute`);
  // A ws:// or wss:// --target speaks WebSocket unless --transport says otherwise.
  const transport = transportGiven ? flag('transport') : /^wss?:\/\//i.test(given?.trim() ?? '') ? 'ws' : 'http';
  const target = given === null ? undefined : checkTargetUrl(given, transport, SETTINGS.target, FLAG_EDGE);
  const givenBase = flag('baselineTarget');
  const baseTarget = givenBase === null ? undefined : checkTargetUrl(givenBase, transport, SETTINGS.baselineTarget, FLAG_EDGE);
  const token = flag('agentToken') ?? '';
  const protocolSettings = { protocol, nodeFrom: flag('nodeFrom'), factsPath: flag('factsPath'), agentModel: flag('agentModel') };
  checkProtocolSettings(protocolSettings, FLAG_EDGE);
  if (target !== undefined) checkAgentCredentials(target, token, 'target', FLAG_EDGE);
  if (baseTarget !== undefined) checkAgentCredentials(baseTarget, token, 'baselineTarget', FLAG_EDGE);
  return { target, baseTarget, transport, ...protocolSettings, token };
}

/**
 * The models --require-judge asks: the command line's panel, else every model of the suites' panels
 * (unless --judge-model replaces them) and `single` for the suites without one.
 */
function preflightModels(judge: JudgeConfig, loaded: Pick<LoadResult, 'suites'>, single: string): string[] {
  if (judge.panelModels !== null) return judge.panelModels;
  if (judge.model !== null) return [single];
  const panels = loaded.suites.map((s) => s.suite.defaults?.llm_judge?.panel?.models ?? null);
  const models = panels.flatMap((m) => m ?? []);
  return [...new Set(panels.includes(null) ? [...models, single] : models)];
}

/** The judge: flags first, then OPENAI_API_KEY and OPENAI_BASE_URL; verdicts cached in the user's cache folder. */
function readJudgeFlags(flag: FlagReader, env: CommandIo['env'], outDir: string): JudgeConfig {
  const judge = resolveJudgeConfig(
    {
      apiKey: flag('judgeApiKey') ?? undefined,
      baseUrl: flag('judgeBaseUrl') ?? undefined,
      model: flag('judgeModel') ?? undefined,
      fallbackModel: flag('judgeFallbackModel') ?? undefined,
      panel: flag('judgePanel') ?? undefined,
      panelRule: flag('judgePanelRule') ?? undefined,
      maxCalls: flag('judgeMaxCalls') ?? undefined,
      maxTokens: flag('judgeMaxTokens') ?? undefined,
      timeoutMs: flag('judgeTimeoutMs'),
      cacheDir: flag('judgeCacheDir') ?? userJudgeCacheDir(env) ?? join(outDir, 'judge-cache'),
    },
    env,
  );
  checkJudgeBaseUrl(judge.apiKey, judge.baseURL, FLAG_EDGE);
  return judge;
}

/** --pushgateway and its grouping labels, checked now: a URL the push cannot use fails before the run, not after it. */
function readPushgatewayFlags(flag: FlagReader, shard: RunSettings['shard']): RunSettings['pushgateway'] {
  const url = flag('pushgateway');
  const texts = flag('pushgatewayLabel');
  checkPushgatewayLabels(texts, url, FLAG_EDGE);
  const labels = groupingLabels(texts, shard);
  if (url === null) return undefined;
  try {
    pushTarget(url, labels);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  return { url, labels };
}

/** --estimate: the planned runs and what the --baseline file's usage predicts for them; no call, no file written. */
async function printEstimate(settings: RunSettings, io: CommandIo, { out, err }: Streams): Promise<number> {
  if (settings.baselineFile === undefined) {
    throw new UsageError('--estimate needs --baseline FILE: the estimate comes from the usage that baseline observed per turn and per run');
  }
  const loaded = await loadSuites(settings.suitePaths, { cwd: io.cwd });
  if (loaded.errors.length > 0) {
    for (const e of loaded.errors) err(`${formatSpecError(e)}\n`);
    err(`${loaded.errors.length} error(s) in the suites; nothing to estimate. Fix them (agent-eval validate shows the same list).\n`);
    return EXIT_USAGE;
  }
  let baseline: Results;
  try {
    baseline = await readResultsFile(settings.baselineFile);
  } catch (e) {
    if (e instanceof ResultsFileError) throw new UsageError(`--baseline ${e.message}`);
    throw e;
  }
  // Adaptive repeats run at most max per test: the estimate is then an upper bound.
  const repeats = settings.repeats === null || typeof settings.repeats === 'number' ? settings.repeats : settings.repeats.max;
  const jobs = planJobs(
    loaded.suites.map((s) => ({ file: s.file, suite: s.suite, specHash: s.specHash, testHashes: s.testHashes })),
    { repeats, shard: settings.shard },
  );
  out(
    `${estimateLines(estimateRun(jobs, baseline, settings.prices), relative(io.cwd, settings.baselineFile) || settings.baselineFile).join('\n')}\n`,
  );
  return EXIT_OK;
}

/** What the run needs loaded, each checked before the first agent call. */
interface Loaded {
  suites: PlannedSuite[];
  baseline: Results | null;
  resume: Map<string, RunRecord> | undefined;
  baseResume: Map<string, RunRecord> | undefined;
}

/**
 * Everything that can be wrong with the input is found before the first agent call: the suites,
 * the judge (with --require-judge), the baseline and resumed runs, a writable report folder.
 */
async function preflight(settings: RunSettings, io: CommandIo, { out, err }: Streams): Promise<Loaded | number> {
  const loaded = await loadSuites(settings.suitePaths, { cwd: io.cwd });
  if (loaded.errors.length > 0) {
    for (const e of loaded.errors) err(`${formatSpecError(e)}\n`);
    err(`${loaded.errors.length} error(s) in the suites; nothing was run. Fix them (agent-eval validate shows the same list).\n`);
    return EXIT_USAGE;
  }
  if (settings.requireJudge) {
    const judge = settings.judge;
    if (!judge.apiKey) {
      err(
        '--require-judge: no judge is configured. Set --judge-api-key (or OPENAI_API_KEY) and, for a compatible server, --judge-base-url.\n',
      );
      return EXIT_USAGE;
    }
    // One tiny question now, so a judge that cannot answer stops the run before any agent call; each model of a panel is asked.
    const model =
      judge.model ?? loaded.suites.map((s) => s.suite.defaults?.llm_judge?.model).find((m) => m !== undefined) ?? DEFAULT_JUDGE_MODEL;
    for (const asked of preflightModels(judge, loaded, model)) {
      const problem = await preflightJudge(judge, asked, { logger: streamLogger(out, err), signal: io.signal });
      if (problem !== null) {
        err(`--require-judge: ${problem}\n`);
        return EXIT_USAGE;
      }
    }
  }
  let baseline: Results | null = null;
  if (settings.baselineFile !== undefined) {
    try {
      baseline = await readResultsFile(settings.baselineFile); // fail now, not after a long run
    } catch (e) {
      if (e instanceof ResultsFileError) throw new UsageError(`--baseline ${e.message}`);
      throw e;
    }
  }
  const { resumePath } = settings;
  const resume = resumePath === undefined ? undefined : await readResume(resumePath);
  // The base side's finished runs are beside the interrupted run's own (results-base.jsonl).
  const baseResumePath = resumePath === undefined ? undefined : join(dirname(resumePath), BASE_FILE_NAMES.runLog);
  const baseResume =
    settings.baseTarget !== undefined && baseResumePath !== undefined && statSync(baseResumePath, { throwIfNoEntry: false })
      ? await readResume(baseResumePath)
      : undefined;
  // A report folder that cannot be written fails now, before any agent call is paid for.
  await ensureWritableDir(settings.outDir);
  const suites = loaded.suites.map((s) => ({
    file: s.file,
    suite: s.suite,
    specHash: s.specHash,
    testHashes: s.testHashes,
    lines: s.lines,
  }));
  return { suites, baseline, resume, baseResume };
}

/** Plays the suites (against the built-in reference agent without --target), then prints and writes the reports. */
async function playAndReport(settings: RunSettings, loaded: Loaded, io: CommandIo, streams: Streams): Promise<number> {
  const { out } = streams;
  const { outDir, secrets, referenceModel } = settings;
  const logger = streamLogger(streams.out, streams.err);
  let stopAgent: (() => Promise<void>) | undefined;
  let target: string;
  if (settings.target !== undefined) {
    target = settings.target;
  } else {
    const { startReferenceAgent } = await import('../reference-agent/server.ts');
    const agent = await startReferenceAgent(referenceModel ? { model: referenceModel, logger } : {});
    target = agent.url;
    stopAgent = agent.close;
    out(
      `No --target given: running against the built-in reference agent at ${target}${referenceModel ? ` (routing by model ${referenceModel.model})` : ''}\n`,
    );
  }
  try {
    const evaluation = await evaluate(
      {
        suites: loaded.suites,
        target,
        transport: settings.transport,
        protocol: settings.protocol,
        nodeFrom: settings.nodeFrom,
        factsPath: settings.factsPath,
        agentModel: settings.agentModel,
        token: settings.token,
        timeoutMs: settings.timeoutMs,
        retries: settings.retries,
        repeats: settings.repeats,
        concurrency: settings.concurrency,
        shard: settings.shard,
        commit: settings.commit,
        resume: loaded.resume,
        dryRun: settings.dryRun,
        memoryPipeline: settings.memoryPipeline,
        judge: settings.judge,
        judgeCalibration: settings.judgeCalibration,
        simulator: settings.simulator,
        judgeFailedTurns: settings.judgeFailedTurns,
        outDir,
        secrets,
        ...(settings.pushgateway === undefined ? {} : { pushgateway: settings.pushgateway }),
        baseline: loaded.baseline,
        ...(settings.baseTarget === undefined ? {} : { base: { target: settings.baseTarget, commit: null, resume: loaded.baseResume } }),
        alpha: settings.alpha,
        minEffect: settings.minEffect,
        minTestEffect: settings.minTestEffect,
        names: FLAG_NAMES,
        prices: settings.prices,
        ...(settings.budget.usd === null && settings.budget.tokens === null
          ? {}
          : { budget: { limits: settings.budget, prices: settings.prices } }),
      },
      {
        logger,
        now: Date.now,
        signal: io.signal,
        env: io.env,
        progress: progressReporter({ isTty: io.isTty, write: streams.err, now: Date.now }),
      },
    );
    const drafts = new Set(loaded.suites.filter((s) => isDraftSuite(s.suite)).map((s) => s.suite.suite_id));
    return await report(settings, evaluation, io, streams, drafts);
  } catch (e) {
    throw e instanceof OutputError ? withSavedRuns(e, join(outDir, RUN_LOG_FILE)) : e;
  } finally {
    await stopAgent?.();
  }
}

/** The table and what failed, then the comparison with the baseline or the run's own reports; the exit code. */
async function report(
  settings: RunSettings,
  evaluation: Evaluation,
  io: CommandIo,
  { out, err }: Streams,
  drafts: ReadonlySet<string>,
): Promise<number> {
  const { outDir, secrets } = settings;
  const { summary, resultsPath, runLogPath } = evaluation;
  const base = evaluation.base;
  for (const w of summary.warnings) err(`warning: ${w}\n`);
  for (const w of base?.summary.warnings ?? []) err(`warning: base: ${w}\n`);
  // The table, then what failed and why: the terminal names the failing tests, not only counts.
  out(`\n${renderRunEnd(summary)}\n\nresults: ${resultsPath}\n`);
  if (base) out(`base results: ${base.resultsPath}\n`);
  // Without a comparison the run's own reports; an incomplete run's too (junit.xml lists the
  // runs that never finished as skipped, for a test-report tool).
  const runReports = async (baselineNotCompared: BaselineNotCompared | null = null): Promise<void> => {
    const head = await readResultsFile(resultsPath);
    // Without a comparison the run's own pass^k, usage and cost, as report.md shows them.
    const model = buildRunModel(summarizeResults(head), { performance: runPerformance(head) });
    for (const line of passKLines(model.passK)) out(`${line}\n`);
    // Each suite's latency and tokens, as report.md shows them.
    for (const line of performanceLines(model.performance, false)) out(`${line}\n`);
    const cost = costView(comparisonCost(null, head, settings.prices));
    if (cost !== null) for (const line of costLines(cost)) out(`${line}\n`);
    await writeReports(outDir, { comparison: null, head, base: null, secrets, prices: settings.prices, baselineNotCompared });
    const shown: [string, string][] = [
      ['report.md', REPORT_FILES.markdown],
      ['report.html', REPORT_FILES.html],
      ['junit', REPORT_FILES.junit],
    ];
    for (const [label, file] of shown) out(`${label}: ${join(outDir, file)}\n`);
  };

  const baselineFile = base ? base.resultsPath : settings.baselineFile;
  const incomplete = !summary.run.complete || (base !== null && !base.summary.run.complete);
  if (incomplete) {
    const kept = base ? `${resultsPath} and ${base.resultsPath}` : resultsPath;
    err(`run incomplete: the finished runs are in ${kept}; continue with --resume ${runLogPath}\n`);
    // Interrupted: a verdict on part of the runs would be a guess, so nothing is compared (as a
    // cancelled job). Stopped by a budget or an agent that stopped answering: what finished is
    // compared, as the action does, and the suites left short are "not compared".
    if (baselineFile === undefined || io.signal.aborted) {
      const c = summary.counts;
      const notCompared =
        baselineFile === undefined
          ? null
          : {
              file: baselineFile,
              why: `the run was interrupted after ${c.planned - c.skipped} of ${c.planned} planned runs, and a verdict on part of the runs would be a guess; compare the finished runs with agent-eval compare --base ${baselineFile} --head ${resultsPath}, or finish them with --resume ${runLogPath}`,
            };
      if (notCompared !== null) err(`${baselineNotComparedText(notCompared)}\n`);
      await runReports(notCompared);
      return EXIT_FAIL;
    }
  }
  if (baselineFile !== undefined) {
    const code = await compareAndReport({
      basePath: baselineFile,
      baselineSource: base ? 'fresh' : 'file',
      // The comparison needs every run: it reads the results back (its memory is its own concern).
      head: await readResultsFile(resultsPath),
      outDir,
      alpha: settings.alpha,
      minEffect: settings.minEffect,
      minTestEffect: settings.minTestEffect,
      maxBaselineAge: settings.maxBaselineAge,
      baselineHistory: settings.baselineHistory,
      prices: settings.prices,
      minPassFails: settings.minPassFails,
      failOnInconclusive: settings.failOnInconclusive,
      ...settings.performance,
      secrets,
      io: { ...io, stdout: out, stderr: err },
    });
    // A run left short is never a pass, whatever the suites that finished show.
    return incomplete ? EXIT_FAIL : code;
  }
  await runReports();
  // Captured drafts run and are reported, but their runs never fail the command.
  const gating = summary.suites.filter((s) => !drafts.has(s.suite_id));
  const runs = gating.flatMap((s) => s.tests.flatMap((t) => t.runs));
  const failing = runs.some((r) => r.outcome === 'failed' || r.outcome === 'errored');
  const draftFailing = summary.suites
    .filter((s) => drafts.has(s.suite_id))
    .some((s) => s.tests.some((t) => t.runs.some((r) => r.outcome === 'failed' || r.outcome === 'errored')));
  if (draftFailing) out(`${DRAFT_RUNS_NOTE}\n`);
  return failing || gating.some((s) => s.suspect) ? EXIT_FAIL : EXIT_OK;
}

/** The run's log lines on the command's own streams, secrets masked by `out` and `err`. */
function streamLogger(out: (text: string) => void, err: (text: string) => void): Logger {
  return {
    debug: () => undefined,
    info: (m) => out(`${m}\n`),
    warning: (m) => err(`warning: ${m}\n`),
    error: (m) => err(`error: ${m}\n`),
  };
}

/** A write that failed during or after the run also says where the runs that finished are kept. */
function withSavedRuns(error: OutputError, runLogPath: string): OutputError {
  const saved = statSync(runLogPath, { throwIfNoEntry: false });
  if (!saved?.size) return error;
  return new OutputError(
    `${error.message}\nThe runs that finished are saved in ${runLogPath}: once this is fixed, run again with --resume ${runLogPath} (the same options otherwise) to write the results and reports without calling the agent again for them.`,
    error.path,
    error.code,
  );
}

/** The finished runs of --resume FILE; a file that cannot be read or a bad line is a usage error. */
async function readResume(path: string): Promise<Map<string, RunRecord>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new UsageError(
      `--resume ${path}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? String(e)}); pass the results.jsonl of the interrupted run`,
    );
  }
  try {
    return finishedRunsFromJsonl(text, path);
  } catch (e) {
    if (e instanceof ResultsFileError) throw new UsageError(`--resume ${e.message}`);
    throw e;
  }
}

/** --pushgateway-label NAME=VALUE pairs, then the shard (`shard/1-of-2`) unless a label names it already. */
function groupingLabels(texts: readonly string[], shard: { index: number; total: number } | undefined): GroupingLabel[] {
  const labels = texts.map((text): GroupingLabel => {
    const eq = text.indexOf('=');
    const name = eq < 0 ? text : text.slice(0, eq);
    const problem = eq < 0 ? 'is not NAME=VALUE' : groupingLabelProblem(name);
    if (problem !== null) throw new UsageError(`--pushgateway-label '${text}': ${problem}; e.g. --pushgateway-label branch=main`);
    return [name, text.slice(eq + 1)];
  });
  if (shard !== undefined && !labels.some(([name]) => name === 'shard')) labels.push(['shard', `${shard.index}-of-${shard.total}`]);
  return labels;
}

/** The reference agent's model from the environment; a model without a key or base URL is a usage error. */
async function loadReferenceModel(env: CommandIo['env']) {
  const { referenceModelFromEnv, ReferenceModelError } = await import('../reference-agent/server.ts');
  try {
    return referenceModelFromEnv(env);
  } catch (e) {
    throw e instanceof ReferenceModelError ? new UsageError(e.message) : e;
  }
}
