// The action's inputs, read once through the settings table (src/settings/) into one config
// object. This is the only reader of action inputs: an empty input means absent, and a bad one is a
// ConfigurationError that names the input and says how to fix it, in the same words as the
// command line's flag.
import { DEFAULT_CALIBRATION_RUNS } from '../capture/calibrate.ts';
import { UserError } from '../errors.ts';
import type { NodeFrom, Protocol } from '../agent/protocols.ts';
import type { MemoryPipeline } from '../runner/isolation.ts';
import type { JudgePanelRule } from '../judge/types.ts';
import type { AutoRepeats } from '../suite/repeats.ts';
import type { Edge } from '../settings/edge.ts';
import { readSetting } from '../settings/read.ts';
import {
  checkActionCommand,
  checkAgentCredentials,
  checkJudgeBaseUrl,
  checkProtocolSettings,
  checkSettings,
  INPUT_NAMES,
} from '../settings/rules.ts';
import { gatherSecrets } from '../settings/secrets.ts';
import { SETTINGS, type ActionCommand, type FailOn, type SettingKey } from '../settings/table.ts';
import { checkTargetUrl } from '../settings/target-url.ts';

export class ConfigurationError extends UserError {
  override name = 'ConfigurationError';
}

export type { ActionCommand, FailOn };

export interface ActionConfig {
  githubToken: string;
  suites: string[];
  /** A template with {pr}, {sha} and {branch}; absent until a run needs it. */
  targetUrl: string | null;
  /** A fresh baseline on pull requests: the base's deployment, a template like targetUrl ({sha} and {branch} of the base). */
  baselineTargetUrl: string | null;
  transport: 'http' | 'ws';
  /** What the agent speaks: execute (over `transport`), ag-ui, openai-chat or a2a. */
  protocol: Protocol;
  /** ag-ui: where the node is read (null: the last STEP_STARTED). */
  nodeFrom: NodeFrom | null;
  /** ag-ui: the JSON Pointer of the facts in the agent state. */
  factsPath: string;
  /** openai-chat: the model named in each request. */
  agentModel: string | null;
  agentToken: string | null;
  /** Host names (optionally host:port) the agent token may be sent to; empty: any. */
  allowedTargetHosts: string[];
  /** Overrides every suite's repeats (null: the suites decide; auto: adaptive repeats). */
  repeats: number | AutoRepeats | null;
  concurrency: number;
  timeoutMs: number;
  retries: number;
  /** context.dry_run of every test whose suite and test do not set dry_run. */
  dryRun: boolean;
  /** context.memory_pipeline of every test whose suite and test do not set one (null: every stage). */
  memoryPipeline: MemoryPipeline | null;
  judgeApiKey: string | null;
  judgeBaseUrl: string | null;
  judgeModel: string | null;
  judgeFallbackModel: string | null;
  /** A judge panel (two or more models) and its rule, overriding the suites'. */
  judgePanel: string[] | null;
  judgePanelRule: JudgePanelRule | null;
  judgeMaxCalls: number | null;
  judgeTimeoutMs: number;
  /** Keep verdicts between runs in the Actions cache (false: no verdict cache at all). */
  judgeCache: boolean;
  /** The stored judge calibration file, relative to the workspace; a judge check gates only where its criterion is calibrated there. */
  judgeCalibration: string;
  /** Labels to calibrate the judge on before the run, relative to the workspace; null: the stored file decides. */
  judgeLabels: string | null;
  /** The lower 95% bound of Cohen's kappa a judge criterion needs to gate. */
  judgeMinAgreement: number;
  /** The simulated user's model server; each unset one falls back to the judge's. */
  simulatorModel: string | null;
  simulatorBaseUrl: string | null;
  simulatorApiKey: string | null;
  baselineBranch: string;
  /** Stored baselines read, back from the one compared with (itself included), for each test's within-side dependence; 0: none. */
  baselineHistoryCount: number;
  /** Days: a stored baseline that ran longer ago is stale (0: no limit). */
  maxBaselineAge: number;
  alpha: number;
  minEffect: number;
  /** Smallest drop of one test's pass rate that makes a significant test broken. */
  minTestEffect: number;
  failOn: FailOn;
  failOnInvalid: boolean;
  failOnInconclusive: boolean;
  /** fail-on-latency, fail-on-tokens, latency-on-stored-baseline (compare/performance.ts); null: reported, not gating. */
  failOnLatency: { ratio: number; statistic: 'p90' | 'median' } | null;
  failOnTokens: number | null;
  latencyOnStoredBaseline: 'report' | 'gate';
  runAllOn: string[];
  checkName: string;
  comment: boolean;
  command: ActionCommand;
  shard: { index: number; total: number } | null;
  shardResults: string | null;
  reportDir: string;
  /** A quarantine file (YAML/JSON), relative to the workspace: its tests run and are reported, never gate. */
  quarantine: string | null;
  /** A YAML/JSON file of prices per model (USD per million tokens), relative to the workspace, over the built-in table. */
  prices: string | null;
  /** A test below its min_pass fails the check (else it is shown as a warning). */
  minPassFails: boolean;
  /** The check's spending budget in US dollars and in tokens; null: none. */
  budgetUsd: number | null;
  budgetTokens: number | null;
  /** A Prometheus Pushgateway that metrics.prom is also pushed to. */
  pushgatewayUrl: string | null;
  /** command: capture: the artifacts or exports to capture, where the suites go, the branch of the pull request, replays per draft. */
  captureFrom: string[];
  captureOut: string;
  captureBranch: string;
  captureCalibrate: number;
  /** scripted (turns) or simulation (a simulated user with a goal). */
  captureAs: 'scripted' | 'simulation';
}

/** Reads an input by name (in the action, the runner's INPUT_* variables through @actions/core). */
export type InputReader = (name: string) => string;

/** The action's edge: a refused input is a ConfigurationError. */
export const INPUT_EDGE: Edge = { kind: 'input', error: (message) => new ConfigurationError(message) };

/**
 * Reads and checks every input. `maskSecret` is told each secret (tokens, keys, credentials in URLs,
 * also those of `env`) before anything else can print it. `env` is the step's environment, which
 * the judge also reads (OPENAI_API_KEY, OPENAI_BASE_URL).
 */
export function readInputs(
  read: InputReader,
  maskSecret: (secret: string) => void = () => undefined,
  env: Readonly<Record<string, string | undefined>> = {},
): ActionConfig {
  const given: Partial<Record<SettingKey, string>> = {};
  for (const [key, s] of Object.entries(SETTINGS) as [SettingKey, (typeof SETTINGS)[SettingKey]][]) {
    if (!('input' in s) || s.input === undefined) continue;
    const value = read(s.input).trim();
    if (value !== '') given[key] = value;
  }
  const anyGiven = Object.keys(given).length > 0;
  // Masked before anything else can print them.
  for (const secret of gatherSecrets(given, env)) maskSecret(secret);
  const input = <K extends SettingKey>(key: K) => readSetting(key, given[key], INPUT_EDGE);

  const transport = input('transport');
  const target = (key: 'target' | 'baselineTarget') => {
    const text = given[key];
    return text === undefined ? null : checkTargetUrl(text, transport, SETTINGS[key], INPUT_EDGE, { template: true });
  };
  const config: ActionConfig = {
    githubToken: given.githubToken ?? '',
    suites: input('suites'),
    targetUrl: target('target'),
    baselineTargetUrl: target('baselineTarget'),
    transport,
    protocol: input('protocol'),
    nodeFrom: input('nodeFrom'),
    factsPath: input('factsPath'),
    agentModel: input('agentModel'),
    agentToken: input('agentToken'),
    allowedTargetHosts: input('allowedTargetHosts'),
    repeats: input('repeats'),
    concurrency: input('concurrency'),
    timeoutMs: input('timeoutMs'),
    retries: input('retries'),
    dryRun: input('dryRun'),
    memoryPipeline: input('memoryPipeline'),
    judgeApiKey: input('judgeApiKey'),
    judgeBaseUrl: input('judgeBaseUrl'),
    judgeModel: input('judgeModel'),
    judgeFallbackModel: input('judgeFallbackModel'),
    judgePanel: input('judgePanel'),
    judgePanelRule: input('judgePanelRule'),
    judgeMaxCalls: input('judgeMaxCalls'),
    judgeTimeoutMs: input('judgeTimeoutMs'),
    judgeCache: input('judgeCache'),
    judgeCalibration: input('judgeCalibration'),
    judgeLabels: input('judgeLabels'),
    judgeMinAgreement: input('judgeMinAgreement'),
    simulatorModel: input('simulatorModel'),
    simulatorBaseUrl: input('simulatorBaseUrl'),
    simulatorApiKey: input('simulatorApiKey'),
    baselineBranch: input('baselineBranch'),
    baselineHistoryCount: input('baselineHistoryCount'),
    maxBaselineAge: input('maxBaselineAge'),
    alpha: input('alpha'),
    minEffect: input('minEffect'),
    minTestEffect: input('minTestEffect'),
    failOn: input('failOn'),
    failOnInvalid: input('failOnInvalid'),
    failOnInconclusive: input('failOnInconclusive'),
    failOnLatency: input('failOnLatency'),
    failOnTokens: input('failOnTokens'),
    latencyOnStoredBaseline: input('latencyOnStoredBaseline'),
    runAllOn: input('runAllOn'),
    checkName: input('checkName'),
    comment: input('comment'),
    command: input('command'),
    shard: input('shard'),
    shardResults: input('shardResults'),
    reportDir: input('out'),
    quarantine: input('quarantine'),
    prices: input('prices'),
    minPassFails: input('minPassFails'),
    budgetUsd: input('budgetUsd'),
    budgetTokens: input('budgetTokens'),
    pushgatewayUrl: input('pushgateway'),
    captureFrom: input('captureFrom'),
    captureOut: input('captureOut'),
    captureBranch: input('captureBranch'),
    captureCalibrate: input('calibrate') ?? DEFAULT_CALIBRATION_RUNS,
    captureAs: input('captureAs'),
  };
  // The runner passes every input with its action.yml default, so "nothing at all" means the step
  // was not started by a workflow's `uses:` (or its inputs were lost): say what a run needs.
  if (!anyGiven) {
    throw new ConfigurationError(
      'The action received no inputs at all, so it knows neither the agent to test nor a GitHub token. Run it as a workflow step with a `with:` block, e.g.\n' +
        '  - uses: agent-eval/agent-eval-action@v1\n' +
        '    with:\n' +
        '      target-url: https://pr-{pr}.preview.example.com\n' +
        '`target-url` is the agent deployment ({pr}, {sha} and {branch} are filled in); `github-token` defaults to the workflow token under `uses:`. ' +
        'Outside a workflow, set the INPUT_<NAME> variables yourself (INPUT_TARGET-URL, INPUT_GITHUB-TOKEN, ...).',
    );
  }
  if (config.githubToken === '') {
    throw new ConfigurationError(
      'Input `github-token` is empty: leave it unset (the workflow token is the default) or pass a token, e.g. `github-token: ${{ secrets.GITHUB_TOKEN }}`.',
    );
  }
  if (
    config.protocol !== 'execute' &&
    (config.transport === 'ws' || [config.targetUrl, config.baselineTargetUrl].some((u) => /^wss?:\/\//i.test(u ?? '')))
  ) {
    throw new ConfigurationError(
      `Input \`protocol: ${config.protocol}\` speaks HTTP: give an http:// or https:// \`target-url\` and leave \`transport\` at http (it is for \`protocol: execute\`).`,
    );
  }
  checkProtocolSettings(config, INPUT_EDGE);
  checkActionCommand(
    { command: config.command, shard: config.shard, shardResults: config.shardResults, baselineTarget: config.baselineTargetUrl },
    INPUT_EDGE,
  );
  checkSettings({
    repeats: config.repeats,
    shard: config.shard ?? undefined,
    names: INPUT_NAMES,
    base: config.baselineTargetUrl ?? undefined,
  });
  for (const key of ['target', 'baselineTarget'] as const) {
    const url = key === 'target' ? config.targetUrl : config.baselineTargetUrl;
    if (url !== null) checkAgentCredentials(url, config.agentToken, key, INPUT_EDGE);
  }
  checkJudgeBaseUrl(config.judgeApiKey ?? env['OPENAI_API_KEY'], config.judgeBaseUrl ?? env['OPENAI_BASE_URL'], INPUT_EDGE);
  return config;
}

/** Every secret of the step: the inputs' tokens, keys and URL credentials, and those of the environment. */
export function secretsOf(config: ActionConfig, env: Readonly<Record<string, string | undefined>>): string[] {
  return gatherSecrets(
    {
      githubToken: config.githubToken,
      agentToken: config.agentToken,
      judgeApiKey: config.judgeApiKey,
      judgeBaseUrl: config.judgeBaseUrl,
      simulatorApiKey: config.simulatorApiKey,
      simulatorBaseUrl: config.simulatorBaseUrl,
      target: config.targetUrl,
      baselineTarget: config.baselineTargetUrl,
      pushgateway: config.pushgatewayUrl,
    },
    env,
  );
}
