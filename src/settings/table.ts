// Every setting of agent-eval, once: its `agent-eval` flag, its action input (action.yml), the
// environment variable read when neither is given, its default, what values it takes, and whether
// it is a secret. The command line (commands/) and the action (action/inputs.ts) read through it,
// so a default, a range and the words of a refusal are the same at both edges. A new setting (a user
// simulator's model, a cost budget) is one entry here, plus its line in action.yml or the help text;
// action.yml's defaults are checked against this table by test/settings/table.test.ts.
import { DEFAULT_CALIBRATION_RUNS } from '../capture/calibrate.ts';
import { DEFAULT_MAX_BASELINE_AGE_DAYS, MAX_BASELINE_AGE_RULE, parseBaselineAge } from '../compare/baseline-age.ts';
import { DEFAULT_GATE_SETTINGS } from '../compare/family.ts';
import { DEFAULT_BASELINE_BRANCH } from '../github/baseline-store.ts';
import { DEFAULT_JUDGE_TIMEOUT_MS } from '../judge/config.ts';
import { DEFAULT_CHECK_NAME } from '../report/github-comment.ts';
import { MEMORY_PIPELINE_FORMS, parseMemoryPipeline, type MemoryPipeline } from '../runner/isolation.ts';
import { parseShard } from '../runner/plan.ts';
import {
  FACTS_PATH_RULE,
  NODE_FROM_RULE,
  parseNodeFrom,
  parsePointer,
  PROTOCOLS,
  type NodeFrom,
  type Protocol,
} from '../agent/protocols.ts';
import { parseRepeats, type AutoRepeats } from '../suite/repeats.ts';
import { anyText, decimal, httpUrl, lines, oneOf, parsedBy, trueOrFalse, wholeNumber, type ValueRule } from './values.ts';

export interface Setting<T> {
  /** The `agent-eval` flag, e.g. `--concurrency`. */
  flag?: string;
  /** The action input declared in action.yml, e.g. `concurrency`. */
  input?: string;
  /** Read when the flag or input is not given; at `flag`: the command line only. */
  env?: { name: string; at: 'flag' | 'both' };
  /** The value when nothing is given (action.yml's default, written as text, is the same). */
  default: T;
  /** The command line's default, where it differs from the action's. */
  flagDefault?: T;
  /** action.yml's default when it is an expression the runner fills in (`${{ github.token }}`). */
  inputDefaultText?: string;
  value: ValueRule<T>;
  /** A command-line switch (`--dry-run`) rather than a flag with a value. */
  switch?: boolean;
  /** A flag that may be given more than once. */
  multiple?: boolean;
  /** A secret value, or a URL that may carry credentials: masked in every output. */
  secret?: 'value' | 'url';
}

const setting = <T>(s: Setting<T>): Setting<T> => s;
const text = (rule: string): ValueRule<string | null> => ({ rule, parse: (t) => anyText.parse(t) });
const nullable = <T>(rule: ValueRule<T>): ValueRule<T | null> => rule;

export const DEFAULT_SUITES = 'suites/**/*.{yaml,yml,json}';
export const DEFAULT_REPORT_DIR = 'agent-eval-report';

export type FailOn = 'significant-regression' | 'any-regression' | 'never';
export type ActionCommand = 'auto' | 'run' | 'aggregate' | 'refresh-baseline' | 'capture';

/** The longest timer Node keeps (2^31 - 1 ms, about 24.8 days): a longer one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

const agentUrl = "the agent's URL starting with http://, https://, ws:// or wss://";

export const SETTINGS = {
  // The agent. Agent URLs are checked by checkTargetUrl (target-url.ts), which suggests the URL meant.
  target: setting<string | null>({ flag: '--target', input: 'target-url', default: null, value: text(agentUrl), secret: 'url' }),
  baselineTarget: setting<string | null>({
    flag: '--baseline-target',
    input: 'baseline-target-url',
    default: null,
    value: text(`the URL of the base's deployment starting with http://, https://, ws:// or wss://`),
    secret: 'url',
  }),
  transport: setting<'http' | 'ws'>({ flag: '--transport', input: 'transport', default: 'http', value: oneOf(['http', 'ws'] as const) }),
  protocol: setting<Protocol>({ flag: '--protocol', input: 'protocol', default: 'execute', value: oneOf(PROTOCOLS) }),
  nodeFrom: setting<NodeFrom | null>({
    flag: '--node-from',
    input: 'node-from',
    default: null,
    value: nullable(parsedBy(NODE_FROM_RULE, parseNodeFrom)),
  }),
  factsPath: setting<string>({
    flag: '--facts-path',
    input: 'facts-path',
    default: '/facts',
    value: parsedBy(FACTS_PATH_RULE, (t) => (parsePointer(t) === null ? null : t.trim())),
  }),
  agentModel: setting<string | null>({
    flag: '--agent-model',
    input: 'agent-model',
    default: null,
    value: text('the model name sent to an openai-chat agent'),
  }),
  agentToken: setting<string | null>({
    flag: '--agent-token',
    input: 'agent-token',
    env: { name: 'AGENT_EVAL_AGENT_TOKEN', at: 'flag' },
    default: null,
    value: text('the bearer token of the agent'),
    secret: 'value',
  }),
  allowedTargetHosts: setting<string[]>({
    input: 'allowed-target-hosts',
    default: [],
    value: {
      rule: 'host names (host, host:port or *.domain) separated by commas or lines',
      parse: (t) =>
        t
          .split(/[\s,]+/)
          .map((h) => h.toLowerCase())
          .filter(Boolean),
    },
  }),

  // What runs, and how.
  suites: setting<string[]>({
    flag: '--suites',
    input: 'suites',
    default: [DEFAULT_SUITES],
    flagDefault: ['suites/'],
    multiple: true,
    value: { rule: 'suite files, directories or globs, one per line', parse: lines },
  }),
  repeats: setting<number | AutoRepeats | null>({
    flag: '--repeats',
    input: 'repeats',
    default: null,
    value: nullable(
      parsedBy(
        "a whole number of runs per test from 1 to 1000, auto (4 runs per test, up to 16 only where the verdict is still open), or auto:MIN-MAX (e.g. auto:4-16); unset, the suites' repeats",
        parseRepeats,
      ),
    ),
  }),
  concurrency: setting({ flag: '--concurrency', input: 'concurrency', default: 4, value: wholeNumber(1, 256, 'conversations at once') }),
  timeoutMs: setting({
    flag: '--timeout-ms',
    input: 'timeout-ms',
    default: 30_000,
    value: wholeNumber(1, MAX_TIMER_MS, 'milliseconds per turn'),
  }),
  retries: setting({ flag: '--retries', input: 'retries', default: 2, value: wholeNumber(0, 10, 'retries per turn') }),
  shard: setting<{ index: number; total: number } | null>({
    flag: '--shard',
    input: 'shard',
    default: null,
    value: nullable(parsedBy('i/n, this shard of n (e.g. 2/4), with 1 <= i <= n', parseShard)),
  }),
  dryRun: setting({ flag: '--dry-run', input: 'dry-run', default: false, switch: true, value: trueOrFalse }),
  memoryPipeline: setting<MemoryPipeline | null>({
    flag: '--memory-pipeline',
    input: 'memory-pipeline',
    default: null,
    value: nullable(parsedBy(MEMORY_PIPELINE_FORMS, parseMemoryPipeline)),
  }),

  // The judge.
  judgeApiKey: setting<string | null>({
    flag: '--judge-api-key',
    input: 'judge-api-key',
    env: { name: 'OPENAI_API_KEY', at: 'both' },
    default: null,
    value: text('the API key of the judge'),
    secret: 'value',
  }),
  judgeBaseUrl: setting<string | null>({
    flag: '--judge-base-url',
    input: 'judge-base-url',
    env: { name: 'OPENAI_BASE_URL', at: 'both' },
    default: null,
    value: nullable(httpUrl('the OpenAI-compatible base URL, e.g. https://api.openai.com/v1 (http:// or https://)')),
    secret: 'url',
  }),
  judgeModel: setting<string | null>({ flag: '--judge-model', input: 'judge-model', default: null, value: text('a model name') }),
  judgeFallbackModel: setting<string | null>({
    flag: '--judge-fallback-model',
    input: 'judge-fallback-model',
    default: null,
    value: text('a model name'),
  }),
  judgeMaxCalls: setting<number | null>({
    flag: '--judge-max-calls',
    input: 'judge-max-calls',
    default: null,
    value: nullable(wholeNumber(0, Number.MAX_SAFE_INTEGER, 'judge calls')),
  }),
  judgeMaxTokens: setting<number | null>({
    flag: '--judge-max-tokens',
    default: null,
    value: nullable(wholeNumber(0, Number.MAX_SAFE_INTEGER, 'judge tokens')),
  }),
  judgeTimeoutMs: setting({
    flag: '--judge-timeout-ms',
    input: 'judge-timeout-ms',
    default: DEFAULT_JUDGE_TIMEOUT_MS,
    value: wholeNumber(1, MAX_TIMER_MS, 'milliseconds per judge request'),
  }),
  /** The action keeps verdicts in the Actions cache (or not). */
  judgeCache: setting({ input: 'judge-cache', default: true, value: trueOrFalse }),
  /** The command line's verdict folder; unset: under $XDG_CACHE_HOME (userJudgeCacheDir of src/judge/cache.ts). */
  judgeCacheDir: setting<string | null>({
    flag: '--judge-cache',
    default: null,
    value: text('a folder'),
  }),
  judgeFailedTurns: setting({ flag: '--judge-failed-turns', default: false, switch: true, value: trueOrFalse }),
  requireJudge: setting({ flag: '--require-judge', default: false, switch: true, value: trueOrFalse }),

  // The simulated user's model (simulated tests); each falls back to the judge's setting.
  simulatorModel: setting<string | null>({
    flag: '--simulator-model',
    input: 'simulator-model',
    env: { name: 'AGENT_EVAL_SIMULATOR_MODEL', at: 'both' },
    default: null,
    value: text('a model name'),
  }),
  simulatorBaseUrl: setting<string | null>({
    flag: '--simulator-base-url',
    input: 'simulator-base-url',
    env: { name: 'AGENT_EVAL_SIMULATOR_BASE_URL', at: 'both' },
    default: null,
    value: nullable(httpUrl('the OpenAI-compatible base URL, e.g. https://api.openai.com/v1 (http:// or https://)')),
    secret: 'url',
  }),
  simulatorApiKey: setting<string | null>({
    flag: '--simulator-api-key',
    input: 'simulator-api-key',
    env: { name: 'AGENT_EVAL_SIMULATOR_API_KEY', at: 'both' },
    default: null,
    value: text('the API key of the simulator model'),
    secret: 'value',
  }),

  // The gate.
  alpha: setting({
    flag: '--alpha',
    input: 'alpha',
    default: DEFAULT_GATE_SETTINGS.alpha,
    value: decimal({ above: 0, max: 0.5 }),
  }),
  minEffect: setting({
    flag: '--min-effect',
    input: 'min-effect',
    default: DEFAULT_GATE_SETTINGS.minEffect,
    value: decimal({ min: 0, max: 1 }),
  }),
  minTestEffect: setting({
    flag: '--min-test-effect',
    input: 'min-test-effect',
    default: DEFAULT_GATE_SETTINGS.minTestEffect,
    value: decimal({ min: 0, max: 1 }),
  }),
  midP: setting({ flag: '--mid-p', default: DEFAULT_GATE_SETTINGS.midP, switch: true, value: trueOrFalse }),
  failOn: setting<FailOn>({
    input: 'fail-on',
    default: 'significant-regression',
    value: oneOf(['significant-regression', 'any-regression', 'never'] as const),
  }),
  budgetUsd: setting<number | null>({
    flag: '--budget-usd',
    input: 'budget-usd',
    default: null,
    value: nullable(decimal({ above: 0, max: 1_000_000 })),
  }),
  budgetTokens: setting<number | null>({
    flag: '--budget-tokens',
    input: 'budget-tokens',
    default: null,
    value: nullable(wholeNumber(1, Number.MAX_SAFE_INTEGER, 'tokens')),
  }),
  estimate: setting({ flag: '--estimate', default: false, switch: true, value: trueOrFalse }),
  minPassFails: setting({ flag: '--min-pass-fails', input: 'min-pass-fails', default: false, switch: true, value: trueOrFalse }),
  failOnInvalid: setting({ flag: '--fail-on-invalid', input: 'fail-on-invalid', default: true, switch: true, value: trueOrFalse }),
  prices: setting<string | null>({
    flag: '--prices',
    input: 'prices',
    default: null,
    value: text('a YAML or JSON file of US dollars per million tokens per model'),
  }),
  quarantine: setting<string | null>({ flag: '--quarantine', input: 'quarantine', default: null, value: text('a YAML or JSON file') }),
  baseline: setting<string | null>({ flag: '--baseline', default: null, value: text('a results file') }),
  /** Days; a stored baseline or baseline file that ran longer ago is stale. */
  maxBaselineAge: setting({
    flag: '--max-baseline-age',
    input: 'max-baseline-age',
    default: DEFAULT_MAX_BASELINE_AGE_DAYS,
    value: { rule: MAX_BASELINE_AGE_RULE, parse: parseBaselineAge },
  }),

  // Where results go.
  out: setting({ flag: '--out', input: 'report-dir', default: DEFAULT_REPORT_DIR, value: anyText }),
  commit: setting<string | null>({ flag: '--commit', env: { name: 'GITHUB_SHA', at: 'flag' }, default: null, value: text('a commit SHA') }),
  resume: setting<string | null>({ flag: '--resume', default: null, value: text('a results.jsonl file') }),
  pushgateway: setting<string | null>({
    flag: '--pushgateway',
    input: 'pushgateway-url',
    default: null,
    value: nullable(
      httpUrl(
        "the Pushgateway's base URL, e.g. http://pushgateway.example.com:9091 (http:// or https://; the metrics go to <url>/metrics/job/agent-eval/...)",
      ),
    ),
    secret: 'url',
  }),
  pushgatewayLabel: setting<string[]>({
    flag: '--pushgateway-label',
    default: [],
    multiple: true,
    value: { rule: 'NAME=VALUE', parse: (t) => [t] },
  }),

  // The action's GitHub side.
  githubToken: setting<string | null>({
    input: 'github-token',
    default: null,
    inputDefaultText: '${{ github.token }}',
    value: text('a GitHub token'),
    secret: 'value',
  }),
  baselineBranch: setting({
    input: 'baseline-branch',
    default: DEFAULT_BASELINE_BRANCH,
    value: {
      rule: 'a branch name such as agent-eval-baselines',
      parse: (t) => (/^(?!\/|.*\.\.|.*\/\/|.*\.lock$)[A-Za-z0-9._/-]+$/.test(t.trim()) ? t.trim() : undefined),
    },
  }),
  runAllOn: setting<string[]>({ input: 'run-all-on', default: [], value: { rule: 'globs, one per line', parse: lines } }),
  checkName: setting({
    input: 'check-name',
    default: DEFAULT_CHECK_NAME,
    value: {
      rule: 'a check name of at most 100 characters without "--"',
      parse: (t) => (t.trim().length <= 100 && !t.includes('--') ? t.trim() : undefined),
    },
  }),
  comment: setting({ input: 'comment', default: true, value: trueOrFalse }),
  command: setting<ActionCommand>({
    input: 'command',
    default: 'auto',
    value: oneOf(['auto', 'run', 'aggregate', 'refresh-baseline', 'capture'] as const),
  }),
  shardResults: setting<string | null>({ input: 'shard-results', default: null, value: text('a glob of results files') }),

  // agent-eval capture (README: Capture).
  captureFrom: setting<string[]>({
    flag: '--from',
    input: 'capture-from',
    default: [],
    multiple: true,
    value: {
      rule: 'artifacts/<suite>.jsonl files, report directories or JSON Lines exports, one per line',
      parse: (t) => (lines(t).length > 0 ? lines(t) : undefined),
    },
  }),
  captureOut: setting({ flag: '--out', input: 'capture-out', default: 'suites/captured/', value: anyText }),
  captureBranch: setting({
    input: 'capture-branch',
    default: 'agent-eval/captured',
    value: {
      rule: 'a branch name such as agent-eval/captured',
      parse: (t) => (/^(?!\/|.*\.\.|.*\/\/|.*\.lock$)[A-Za-z0-9._/-]+$/.test(t.trim()) ? t.trim() : undefined),
    },
  }),
  captureConversation: setting<string[]>({
    flag: '--conversation',
    default: [],
    multiple: true,
    value: { rule: 'a conversation id', parse: (t) => (t ? [t] : undefined) },
  }),
  captureTest: setting<string[]>({
    flag: '--test',
    default: [],
    multiple: true,
    value: { rule: 'SUITE/TEST, e.g. demo_routing/technical_support', parse: (t) => (/^[^/]+\/.+$/.test(t) ? [t] : undefined) },
  }),
  captureAll: setting({ flag: '--all', default: false, switch: true, value: trueOrFalse }),
  captureAs: setting<'scripted' | 'simulation'>({
    flag: '--as',
    input: 'capture-as',
    default: 'scripted',
    value: oneOf(['scripted', 'simulation'] as const),
  }),
  scrubKey: setting<string[]>({
    flag: '--scrub-key',
    default: [],
    multiple: true,
    value: { rule: 'a fact key whose values are personal, e.g. customer_name', parse: (t) => (t.trim() ? [t.trim()] : undefined) },
  }),
  keep: setting<string[]>({
    flag: '--keep',
    default: [],
    multiple: true,
    value: { rule: 'a fact key, or one of email, phone, card, iban', parse: (t) => (t.trim() ? [t.trim()] : undefined) },
  }),
  calibrate: setting<number | null>({
    flag: '--calibrate',
    input: 'capture-calibrate',
    default: DEFAULT_CALIBRATION_RUNS,
    flagDefault: null,
    value: nullable(wholeNumber(2, 100, 'replays per captured test')),
  }),

  // Read from the environment only.
  referenceModel: setting<string | null>({
    env: { name: 'AGENT_EVAL_REFERENCE_MODEL', at: 'flag' },
    default: null,
    value: text('a model name'),
  }),
  referenceApiKey: setting<string | null>({
    env: { name: 'AGENT_EVAL_REFERENCE_API_KEY', at: 'flag' },
    default: null,
    value: text('an API key'),
    secret: 'value',
  }),
  otlpEndpoint: setting<string | null>({
    env: { name: 'OTEL_EXPORTER_OTLP_ENDPOINT', at: 'both' },
    default: null,
    value: text('an OTLP/HTTP URL'),
    secret: 'url',
  }),
  otlpTracesEndpoint: setting<string | null>({
    env: { name: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', at: 'both' },
    default: null,
    value: text('an OTLP/HTTP URL'),
    secret: 'url',
  }),
} as const;

export type SettingKey = keyof typeof SETTINGS;
export type ValueOf<K extends SettingKey> = (typeof SETTINGS)[K]['default'];

/** A default as action.yml writes it: '' for none, lists one per line, numbers and booleans as text. */
export function defaultText(s: Setting<unknown>): string {
  if (s.inputDefaultText !== undefined) return s.inputDefaultText;
  const d = s.default;
  if (d === null) return '';
  if (Array.isArray(d)) return d.join('\n');
  return String(d);
}
