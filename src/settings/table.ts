// Every setting of agent-eval, once: its `agent-eval` flag, its action input (action.yml), the
// environment variable read when neither is given, its default, what values it takes, whether it
// is a secret, and what it does in words. The command line (commands/) and the action
// (action/inputs.ts) read through it, so a default, a range and the words of a refusal are the same
// at both edges; `agent-eval <command> --help` and action.yml's descriptions are written from the
// descriptions here (settings/describe.ts, lint/action-yml.ts), so they cannot drift. A new setting
// (a user simulator's model, a cost budget) is one entry here; then `npm run docs:action`. Entries
// with an input are in action.yml's order.
import { DEFAULT_CALIBRATION_RUNS } from '../capture/calibrate.ts';
import { DEFAULT_MAX_BASELINE_AGE_DAYS, MAX_BASELINE_AGE_RULE, parseBaselineAge } from '../compare/baseline-age.ts';
import { DEFAULT_GATE_SETTINGS } from '../compare/family.ts';
import { DEFAULT_PERFORMANCE_SETTINGS, FAIL_ON_LATENCY_RULE, parseFailOnLatency, parseRatio } from '../compare/performance.ts';
import { DEFAULT_BASELINE_BRANCH } from '../github/baseline-branch.ts';
import { DEFAULT_BASELINE_HISTORY, DEFAULT_BASELINE_MAX_DEPTH } from '../github/baseline-store.ts';
import { DEFAULT_CALIBRATION_FILE, DEFAULT_MIN_AGREEMENT } from '../judge/calibration-store.ts';
import { DEFAULT_JUDGE_TIMEOUT_MS } from '../judge/config.ts';
import { PANEL_RULES } from '../judge/panel.ts';
import type { JudgePanelRule } from '../judge/types.ts';
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
import { MAX_HISTORY_FILES } from '../results/history.ts';
import { parseRepeats, type AutoRepeats } from '../suite/repeats.ts';
import { anyText, decimal, httpUrl, lines, oneOf, parsedBy, trueOrFalse, wholeNumber, type ValueRule } from './values.ts';

/** Where a description is read: action.yml (Markdown) or a command's `--help` (plain text). */
export interface DescribedAt {
  edge: 'input' | 'flag';
  /** The command whose help this is (`run`, `compare`, `capture`); absent in action.yml. */
  command?: string;
  /** Another setting as this edge spells it: `` `judge-base-url` `` in action.yml, `--judge-base-url` in the help. */
  name(key: string): string;
}

/** What a setting does, in Markdown; a function words each edge (or command) its own way. */
export type Description = string | ((at: DescribedAt) => string);

export interface Setting<T> {
  /** The `agent-eval` flag, e.g. `--concurrency`. */
  flag?: string;
  /** The flag's value as the help shows it, e.g. `N` in `--concurrency N`; a switch has none. */
  flagValue?: string;
  /** The action input declared in action.yml, e.g. `concurrency`. */
  input?: string;
  /**
   * action.yml's description of the input and the help's line for the flag. The help adds the
   * range, the default and the environment variable itself, action.yml has its `default:`.
   */
  description: Description;
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
/** How each edge says a setting is not given: an input is left empty, a flag is not passed. */
const unset = (at: DescribedAt): string => (at.edge === 'input' ? 'Empty' : 'Unset');
/** `words` in action.yml only (with a leading space), e.g. what the action does with an input. */
const inAction = (at: DescribedAt, words: string): string => (at.edge === 'input' ? ` ${words}` : '');

export const DEFAULT_SUITES = 'suites/**/*.{yaml,yml,json}';
export const DEFAULT_REPORT_DIR = 'agent-eval-report';

export type FailOn = 'significant-regression' | 'any-regression' | 'never';
export type ActionCommand = 'auto' | 'run' | 'aggregate' | 'refresh-baseline' | 'capture';

/** The longest timer Node keeps (2^31 - 1 ms, about 24.8 days): a longer one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

const agentUrl = "the agent's URL starting with http://, https://, ws:// or wss://";
const branchName = (example: string): ValueRule<string> => ({
  rule: `a branch name such as ${example}`,
  parse: (t) => (/^(?!\/|.*\.\.|.*\/\/|.*\.lock$)[A-Za-z0-9._/-]+$/.test(t.trim()) ? t.trim() : undefined),
});

export const SETTINGS = {
  // The action's GitHub side.
  githubToken: setting<string | null>({
    input: 'github-token',
    description:
      "Token for the GitHub API. Needs pull-requests write (the comment, and the replies and reactions to `/eval` commands), checks write (the check run) and contents read (the suites at a pull request's head, the stored baselines); contents write only in a job that stores a baseline (a push to the default branch, refresh-baseline). Issues write is not needed, as pull-requests write covers comments and reactions on a pull request.",
    default: null,
    inputDefaultText: '${{ github.token }}',
    value: text('a GitHub token'),
    secret: 'value',
  }),

  // What runs.
  suites: setting<string[]>({
    flag: '--suites',
    flagValue: 'GLOB',
    input: 'suites',
    description: (at) =>
      at.edge === 'input'
        ? 'Suite files, one glob per line, relative to the repository root.'
        : 'Suite files, directories or globs (repeatable).',
    default: [DEFAULT_SUITES],
    flagDefault: ['suites/'],
    multiple: true,
    value: { rule: 'suite files, directories or globs, one per line', parse: lines },
  }),

  // The agent. Agent URLs are checked by checkTargetUrl (target-url.ts), which suggests the URL meant.
  target: setting<string | null>({
    flag: '--target',
    flagValue: 'URL',
    input: 'target-url',
    description: (at) =>
      `${
        at.edge === 'input'
          ? 'The agent under test, e.g. `https://pr-{pr}.preview.example.com`; `{pr}`, `{sha}` and `{branch}` are filled in from the event. Required for every command that runs suites.'
          : at.command === 'capture'
            ? "The deployment the drafts are calibrated against (normally the base branch's)."
            : 'The agent; without it the built-in reference agent is started on loopback.'
      } A \`user:password@\` in it is sent as Basic auth and shown as \`***\`.`,
    default: null,
    value: text(agentUrl),
    secret: 'url',
  }),
  transport: setting<'http' | 'ws'>({
    flag: '--transport',
    flagValue: 'http|ws',
    input: 'transport',
    description: (at) =>
      `Transport of the execute protocol, http or ws.${at.edge === 'flag' ? ` ws for a ws:// or wss:// ${at.name('target')}.` : ''}`,
    default: 'http',
    value: oneOf(['http', 'ws'] as const),
  }),
  protocol: setting<Protocol>({
    flag: '--protocol',
    flagValue: 'P',
    input: 'protocol',
    description:
      "What the agent speaks: `execute` (this product's `POST /execute` or test WebSocket), `ag-ui` (an AG-UI endpoint: node, memory and tool calls read from its events), `openai-chat` (an OpenAI-compatible chat completions base URL, with canned `tool_results` from the suite) or `a2a` (an A2A 1.0 agent, found by its Agent Card; node, facts and tool calls from its `agent_eval.state`). A suite asking for an assertion the protocol cannot carry is refused before the first call. See docs/protocol.md.",
    default: 'execute',
    value: oneOf(PROTOCOLS),
  }),
  nodeFrom: setting<NodeFrom | null>({
    flag: '--node-from',
    flagValue: 'step|state:/POINTER',
    input: 'node-from',
    description: (at) =>
      `\`ag-ui\`: where the node is read: \`step\` (the last STEP_STARTED name) or \`state:/pointer\` (the string at that JSON Pointer of the agent state). ${unset(at)}: \`step\`.`,
    default: null,
    value: nullable(parsedBy(NODE_FROM_RULE, parseNodeFrom)),
  }),
  factsPath: setting<string>({
    flag: '--facts-path',
    flagValue: '/POINTER',
    input: 'facts-path',
    description: '`ag-ui`: the JSON Pointer of the facts in the agent state (a map or a list of `{key, value}`).',
    default: '/facts',
    value: parsedBy(FACTS_PATH_RULE, (t) => (parsePointer(t) === null ? null : t.trim())),
  }),
  agentModel: setting<string | null>({
    flag: '--agent-model',
    flagValue: 'M',
    input: 'agent-model',
    description: (at) => `\`openai-chat\`: the \`model\` named in each request. ${unset(at)}: none is sent.`,
    default: null,
    value: text('the model name sent to an openai-chat agent'),
  }),
  baselineTarget: setting<string | null>({
    flag: '--baseline-target',
    flagValue: 'URL',
    input: 'baseline-target-url',
    description: (at) =>
      at.edge === 'input'
        ? `A fresh baseline: the deployment of the pull request's base, e.g. \`https://main.preview.example.com\` (\`{sha}\` and \`{branch}\` are the base's, \`{pr}\` the pull request's). On a pull request the selected suites are also played against it, interleaved with ${at.name('target')} in the same job (same runs, same concurrency), and compared with it instead of a stored baseline: works on the first pull request, with no drift since a baseline was stored. Its results are written to \`results-base.json\`. Same ${at.name('agentToken')}, ${at.name('allowedTargetHosts')} and Basic auth rules as ${at.name('target')}. Fixed repeats only (not \`repeats: auto\`), not with ${at.name('shard')}; each side has its own ${at.name('judgeMaxCalls')} budget.`
        : `A fresh baseline: also play the same runs against this deployment of the base, interleaved with ${at.name('target')}'s at the same concurrency, write them to results-base.json and compare with them (fixed repeats only, not with ${at.name('shard')}).`,
    default: null,
    value: text(`the URL of the base's deployment starting with http://, https://, ws:// or wss://`),
    secret: 'url',
  }),
  agentToken: setting<string | null>({
    flag: '--agent-token',
    flagValue: 'TOKEN',
    input: 'agent-token',
    description: (at) =>
      `Bearer token sent to the agent.${inAction(at, 'Pass it from a secret; it is masked in logs and reports.')} Not together with a password in ${at.name('target')}.`,
    env: { name: 'AGENT_EVAL_AGENT_TOKEN', at: 'flag' },
    default: null,
    value: text('the bearer token of the agent'),
    secret: 'value',
  }),
  allowedTargetHosts: setting<string[]>({
    input: 'allowed-target-hosts',
    description: (at) =>
      `Host names (\`host\`, \`host:port\` or \`*.domain\`; separated by commas or lines) the agent token may be sent to. When set, a target outside them is refused. Empty allows any host. Whatever it holds, the agent is never called at a link-local address (\`169.254.0.0/16\`, \`fe80::/10\`) or a cloud metadata address (e.g. \`169.254.169.254\`, \`fd00:ec2::254\`, \`100.100.100.200\`, \`metadata.google.internal\`), whether ${at.name('target')} names it or its host name resolves to it as a connection opens; list that exact address (or metadata host name) here to allow it.`,
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

  // How it runs.
  repeats: setting<number | AutoRepeats | null>({
    flag: '--repeats',
    flagValue: 'N|auto|sequential',
    input: 'repeats',
    description: (at) =>
      `Runs per test, overriding the suites' repeats: a number; \`sequential\` (8 runs per test, then 8 more for each suite still undecided, up to 32: a suite stops once a regression is shown or ruled out, each look judged at its share of the errors${at.edge === 'input' ? '; baselines are then stored with 32 fixed runs' : ''}) or \`sequential:MIN-MAX\`; \`auto\` (4 runs per test, then up to 16 only where the comparison with the baseline can still change${at.edge === 'input' ? '; baselines are then stored with 16 fixed runs' : ''}) or \`auto:MIN-MAX\`. ${unset(at)} lets each suite decide (a suite that does not say runs each test 16 times).`,
    default: null,
    value: nullable(
      parsedBy(
        "a whole number of runs per test from 1 to 1000, sequential (8 runs per test, then 8 more per look for the suites still undecided, up to 32) or sequential:MIN-MAX, auto (4 runs per test, up to 16 only where the verdict is still open) or auto:MIN-MAX (e.g. auto:4-16); unset, the suites' repeats",
        parseRepeats,
      ),
    ),
  }),
  concurrency: setting({
    flag: '--concurrency',
    flagValue: 'N',
    input: 'concurrency',
    description: 'Conversations played at once.',
    default: 4,
    value: wholeNumber(1, 256, 'conversations at once'),
  }),
  timeoutMs: setting({
    flag: '--timeout-ms',
    flagValue: 'N',
    input: 'timeout-ms',
    description: 'Per-turn timeout in milliseconds.',
    default: 30_000,
    value: wholeNumber(1, MAX_TIMER_MS, 'milliseconds per turn'),
  }),
  retries: setting({
    flag: '--retries',
    flagValue: 'N',
    input: 'retries',
    description: 'Retries of a turn after an engine error or a timeout.',
    default: 2,
    value: wholeNumber(0, 10, 'retries per turn'),
  }),
  dryRun: setting({
    flag: '--dry-run',
    input: 'dry-run',
    description:
      "Ask the agent to run every turn without committing memory (`context.dry_run`). A suite's `defaults.dry_run` and a test's `dry_run` win over it.",
    default: false,
    switch: true,
    value: trueOrFalse,
  }),
  memoryPipeline: setting<MemoryPipeline | null>({
    flag: '--memory-pipeline',
    flagValue: 'off|STAGE,STAGE',
    input: 'memory-pipeline',
    description: (at) =>
      `The memory stages the agent runs (\`context.memory_pipeline\`), \`off\` or some of \`facts,summarize,resummarize\`. ${unset(at)} runs all of them. A suite's \`defaults.memory_pipeline\` and a test's \`memory_pipeline\` win over it.`,
    default: null,
    value: nullable(parsedBy(MEMORY_PIPELINE_FORMS, parseMemoryPipeline)),
  }),

  // The judge.
  judgeApiKey: setting<string | null>({
    flag: '--judge-api-key',
    flagValue: 'KEY',
    input: 'judge-api-key',
    description: (at) =>
      at.command === 'capture'
        ? 'An OpenAI-compatible key: each reply becomes an `assistant_similar_to` check (embedding similarity), loosened by calibration below the lowest similarity observed, and a simulated test gets a success criterion for the judge; without it the reply is a comment.'
        : `API key of the OpenAI-compatible judge. ${unset(at)} means no judge (judge checks are reported as skipped) unless OPENAI_API_KEY is set.`,
    env: { name: 'OPENAI_API_KEY', at: 'both' },
    default: null,
    value: text('the API key of the judge'),
    secret: 'value',
  }),
  judgeBaseUrl: setting<string | null>({
    flag: '--judge-base-url',
    flagValue: 'URL',
    input: 'judge-base-url',
    description: (at) =>
      `Base URL of an OpenAI-compatible judge server (Azure OpenAI, OpenRouter, vLLM). ${unset(at)} means OpenAI (or OPENAI_BASE_URL).`,
    env: { name: 'OPENAI_BASE_URL', at: 'both' },
    default: null,
    value: nullable(httpUrl('the OpenAI-compatible base URL, e.g. https://api.openai.com/v1 (http:// or https://)')),
    secret: 'url',
  }),
  judgeModel: setting<string | null>({
    flag: '--judge-model',
    flagValue: 'M',
    input: 'judge-model',
    description: "Primary judge model, overriding the suites' llm_judge.model.",
    default: null,
    value: text('a model name'),
  }),
  judgeFallbackModel: setting<string | null>({
    flag: '--judge-fallback-model',
    flagValue: 'M',
    input: 'judge-fallback-model',
    description: "Cheaper judge model for simple criteria, overriding the suites' llm_judge.fallback_model.",
    default: null,
    value: text('a model name'),
  }),
  judgePanel: setting<string[] | null>({
    flag: '--judge-panel',
    flagValue: 'M1,M2[,..]',
    input: 'judge-panel',
    description: (at) =>
      `A judge panel: two or more judge models, separated by commas, each asked every judge question (no fallback model inside a panel), combined by ${at.name('judgePanelRule')}; a check names each criterion they disagreed on, and the report how often they did. Overrides the suites' llm_judge.panel, llm_judge.model and ${at.name('judgeModel')}. ${unset(at)}: the suites' llm_judge.panel, if any, unless ${at.name('judgeModel')} is set.`,
    default: null,
    value: {
      rule: 'two or more different model names separated by commas',
      parse: (t) => {
        const models = t
          .split(/[\s,]+/)
          .map((m) => m.trim())
          .filter(Boolean);
        return models.length >= 2 && new Set(models).size === models.length ? models : undefined;
      },
    },
  }),
  judgePanelRule: setting<JudgePanelRule | null>({
    flag: '--judge-panel-rule',
    flagValue: 'all|majority',
    input: 'judge-panel-rule',
    description: (at) =>
      `How a judge panel's verdicts combine per criterion: \`all\`, it passes only when every model passes it; \`majority\`, when more than half do (a tie fails). Overrides the suites' llm_judge.panel.rule. ${unset(at)}: the suite's rule, else majority.`,
    default: null,
    value: nullable(oneOf(PANEL_RULES)),
  }),
  judgeMaxCalls: setting<number | null>({
    flag: '--judge-max-calls',
    flagValue: 'N',
    input: 'judge-max-calls',
    description: (at) => `Judge call budget; later judge checks are reported as skipped. ${unset(at)} means no budget.`,
    default: null,
    value: nullable(wholeNumber(0, Number.MAX_SAFE_INTEGER, 'judge calls')),
  }),
  judgeMaxTokens: setting<number | null>({
    flag: '--judge-max-tokens',
    flagValue: 'N',
    description: 'Judge token budget; later judge checks are reported as skipped. Unset means no budget.',
    default: null,
    value: nullable(wholeNumber(0, Number.MAX_SAFE_INTEGER, 'judge tokens')),
  }),
  judgeTimeoutMs: setting({
    flag: '--judge-timeout-ms',
    flagValue: 'N',
    input: 'judge-timeout-ms',
    description:
      'Deadline of one judge request in milliseconds. A timeout is retried once; after 3 judge failures in a row the remaining judge checks of the run are errored (JUDGE_ERROR) without asking.',
    default: DEFAULT_JUDGE_TIMEOUT_MS,
    value: wholeNumber(1, MAX_TIMER_MS, 'milliseconds per judge request'),
  }),
  /** The action keeps verdicts in the Actions cache (or not). */
  judgeCache: setting({
    input: 'judge-cache',
    description:
      'Keep judge verdicts between runs in the Actions cache, so pushes, pull requests and `/eval rerun` judge an identical transcript once. `false` asks the judge every time. Without a cache service the verdicts are kept for the job only.',
    default: true,
    value: trueOrFalse,
  }),
  /** The command line's verdict folder; unset: under $XDG_CACHE_HOME (userJudgeCacheDir of src/judge/cache.ts). */
  judgeCacheDir: setting<string | null>({
    flag: '--judge-cache',
    flagValue: 'DIR',
    description:
      'The folder judge verdicts are kept in between runs. Unset: $XDG_CACHE_HOME/agent-eval/judge, else ~/.cache/agent-eval/judge; <out>/judge-cache when there is no home.',
    default: null,
    value: text('a folder'),
  }),
  judgeFailedTurns: setting({
    flag: '--judge-failed-turns',
    description: 'Also ask the judge about turns whose structured assertions failed.',
    default: false,
    switch: true,
    value: trueOrFalse,
  }),
  requireJudge: setting({
    flag: '--require-judge',
    description: 'Fail (exit 2) before any agent call when no judge is configured or the judge does not answer one tiny request.',
    default: false,
    switch: true,
    value: trueOrFalse,
  }),

  // Judge calibration (docs/judge.md): a judge criterion gates only once it agrees with human labels.
  judgeLabels: setting<string | null>({
    flag: '--judge-labels',
    flagValue: 'PATH',
    input: 'judge-labels',
    description: (at) =>
      `Human-labelled judge verdicts, a label file or a folder of them (the format is in docs/judge.md): the judge is calibrated on them before the suites run (verdicts it gave before are reused from its cache) and the result is written to ${at.name('judgeCalibration')}. ${unset(at)}: the calibrations already in ${at.name('judgeCalibration')} are used.`,
    default: null,
    value: text('a label file or folder'),
  }),
  /** `agent-eval judge calibrate --labels PATH`: the same labels as judgeLabels, for the calibrate command. */
  calibrationLabels: setting<string | null>({
    flag: '--labels',
    flagValue: 'PATH',
    description: 'The label file (YAML or JSON) or folder of them to calibrate the judge on; see docs/judge.md for the format.',
    default: null,
    value: text('a label file or folder'),
  }),
  judgeCalibration: setting({
    flag: '--judge-calibration',
    flagValue: 'FILE',
    input: 'judge-calibration',
    description: (at) =>
      `The judge calibration file: each criterion's agreement with the human labels, per judge model and prompt version, as ${at.command === 'judge' ? 'this command writes it' : '`agent-eval judge calibrate` writes it'}. A judge check gates only when its criterion is calibrated there under the judge configured now and agrees at least ${at.name('judgeMinAgreement')}; otherwise it is reported as not calibrated and never fails the check.`,
    default: DEFAULT_CALIBRATION_FILE,
    value: anyText,
  }),
  judgeMinAgreement: setting({
    flag: '--judge-min-agreement',
    flagValue: 'K',
    input: 'judge-min-agreement',
    description:
      "The agreement a judge criterion needs to gate: the lower bound of the 95% interval of Cohen's kappa between the judge and the human labels (0.6: substantial agreement).",
    default: DEFAULT_MIN_AGREEMENT,
    value: decimal({ min: 0, max: 1 }),
  }),

  // The simulated user's model (simulated tests); each falls back to the judge's setting.
  simulatorModel: setting<string | null>({
    flag: '--simulator-model',
    flagValue: 'M',
    input: 'simulator-model',
    description: (at) =>
      `Chat model of the simulated user for simulated tests (\`simulation\` in a suite), overriding the suites' simulator.model; it makes the model-backed simulator the default for every simulated test (\`simulator: builtin\` keeps the built-in one). ${unset(at)}: simulated tests that name no model use the built-in simulator.`,
    env: { name: 'AGENT_EVAL_SIMULATOR_MODEL', at: 'both' },
    default: null,
    value: text('a model name'),
  }),
  simulatorBaseUrl: setting<string | null>({
    flag: '--simulator-base-url',
    flagValue: 'URL',
    input: 'simulator-base-url',
    description: (at) =>
      `Base URL of the OpenAI-compatible server of the simulated user's model. ${unset(at)} means the judge's (${at.name('judgeBaseUrl')}, or OPENAI_BASE_URL).`,
    env: { name: 'AGENT_EVAL_SIMULATOR_BASE_URL', at: 'both' },
    default: null,
    value: nullable(httpUrl('the OpenAI-compatible base URL, e.g. https://api.openai.com/v1 (http:// or https://)')),
    secret: 'url',
  }),
  simulatorApiKey: setting<string | null>({
    flag: '--simulator-api-key',
    flagValue: 'KEY',
    input: 'simulator-api-key',
    description: (at) =>
      `API key of the simulated user's model server. ${unset(at)} means the judge's key (${at.name('judgeApiKey')}, or OPENAI_API_KEY); with neither, only the built-in simulator runs.`,
    env: { name: 'AGENT_EVAL_SIMULATOR_API_KEY', at: 'both' },
    default: null,
    value: text('the API key of the simulator model'),
    secret: 'value',
  }),

  // The baseline.
  baselineBranch: setting({
    input: 'baseline-branch',
    description: 'Orphan branch that stores one baseline results file per default-branch commit.',
    default: DEFAULT_BASELINE_BRANCH,
    value: branchName('agent-eval-baselines'),
  }),
  baseline: setting<string | null>({
    flag: '--baseline',
    flagValue: 'FILE',
    description: 'Compare with this results file and write all reports.',
    default: null,
    value: text('a results file'),
  }),
  baselineHistory: setting<string | null>({
    flag: '--baseline-history',
    flagValue: 'DIR',
    description: (at) =>
      `A folder of earlier baselines' results files, such as baselines/ of the ${DEFAULT_BASELINE_BRANCH} branch: how alike each test's runs within one batch are is estimated from that test's own batch-to-batch variation there (batches of its current spec, a suite carried over between baselines counted once), shrunk toward the check's, rather than from the ${at.command === 'compare' ? 'two results files' : "run's two sides"} alone. The newest ${MAX_HISTORY_FILES} files by their run's start time are used.`,
    default: null,
    value: text('a folder of results files'),
  }),
  /** Baselines of the baseline branch read for each test's within-side dependence. */
  baselineHistoryCount: setting({
    input: 'baseline-history',
    description: `How many of the default branch's stored baselines (back along its first-parent history from the one compared with, itself included, within ${DEFAULT_BASELINE_MAX_DEPTH} commits) to estimate each test's within-side dependence from: how alike its runs within one batch are, seen in its own batch-to-batch variation there (batches of its current spec; a suite carried over between baselines counted once), shrunk toward the check's, rather than in the pull request's two sides alone. One that cannot be read is skipped with a warning. \`0\` reads none; with \`baseline-target-url\` none is read.`,
    default: DEFAULT_BASELINE_HISTORY,
    value: wholeNumber(0, DEFAULT_BASELINE_MAX_DEPTH, 'baselines'),
  }),
  /** Days; a stored baseline or baseline file that ran longer ago is stale. */
  maxBaselineAge: setting({
    flag: '--max-baseline-age',
    flagValue: 'AGE',
    input: 'max-baseline-age',
    description: (at) =>
      at.edge === 'input'
        ? `How old a stored baseline may be: \`7d\`, \`36h\` or a number of days; \`0\`: no limit. An older one is still compared with, and the comment warns that it is stale (its age, this limit, and how to refresh it). With ${at.name('baselineTarget')} no stored baseline is used, so no baseline is stale.`
        : `How old the ${at.command === 'compare' ? '--base' : at.name('baseline')} file may be: 7d, 36h or a number of days; 0: no limit. An older one is still compared with, and the reports say that it is stale.`,
    default: DEFAULT_MAX_BASELINE_AGE_DAYS,
    value: { rule: MAX_BASELINE_AGE_RULE, parse: parseBaselineAge },
  }),

  // The gate.
  alpha: setting({
    flag: '--alpha',
    flagValue: 'A',
    input: 'alpha',
    description:
      'One-sided significance level of the whole check, split in half between the suites (Holm-adjusted) and the single tests (discrete Holm-adjusted).',
    default: DEFAULT_GATE_SETTINGS.alpha,
    value: decimal({ above: 0, max: 0.5 }),
  }),
  minEffect: setting({
    flag: '--min-effect',
    flagValue: 'D',
    input: 'min-effect',
    description: "Smallest drop of a suite's pass rate (0 to 1) that can fail the check.",
    default: DEFAULT_GATE_SETTINGS.minEffect,
    value: decimal({ min: 0, max: 1 }),
  }),
  minTestEffect: setting({
    flag: '--min-test-effect',
    flagValue: 'D',
    input: 'min-test-effect',
    description:
      "Smallest drop of one test's pass rate (0 to 1) that makes a significantly worse test broken; a broken test fails the check.",
    default: DEFAULT_GATE_SETTINGS.minTestEffect,
    value: decimal({ min: 0, max: 1 }),
  }),
  midP: setting({
    flag: '--mid-p',
    description: 'Mid-p suite tests: more sensitive, but false alarms are no longer guaranteed at most alpha.',
    default: DEFAULT_GATE_SETTINGS.midP,
    switch: true,
    value: trueOrFalse,
  }),
  failOn: setting<FailOn>({
    input: 'fail-on',
    description:
      "When the step fails. significant-regression (a statistically significant drop), any-regression (any drop in a suite's pass rate) or never.",
    default: 'significant-regression',
    value: oneOf(['significant-regression', 'any-regression', 'never'] as const),
  }),
  failOnInvalid: setting({
    flag: '--fail-on-invalid',
    input: 'fail-on-invalid',
    description: (at) =>
      at.edge === 'input'
        ? "Fail when the comparison is invalid (the PR's deployment errors significantly more than the base, or suspect data)."
        : 'Exit 0 even when the comparison is invalid (the head errors significantly more than the base, or suspect data).',
    default: true,
    switch: true,
    value: trueOrFalse,
  }),
  failOnInconclusive: setting({
    flag: '--fail-on-inconclusive',
    input: 'fail-on-inconclusive',
    description: (at) =>
      at.edge === 'input'
        ? 'Fail when the comparison is inconclusive (⚠️: no regression shown, but a drop of min-effect not ruled out either; also no baseline, or failing new tests), so that only ✅ passes. Default: such a check is neutral, which a required check accepts.'
        : 'Exit 1 when the comparison is inconclusive (⚠️: no regression shown, but a drop of --min-effect not ruled out either; also failing new tests), so that only ✅ exits 0.',
    default: false,
    switch: true,
    value: trueOrFalse,
  }),
  failOnLatency: setting<{ ratio: number; statistic: 'p90' | 'median' } | null>({
    flag: '--fail-on-latency',
    flagValue: 'RATIO',
    input: 'fail-on-latency',
    description: (at) =>
      `Fail the check when a suite's per-turn latency went up by at least this ratio, significantly: \`1.2\` gates on the p90 of each test's turns, \`median:1.2\` on their median. The ratio is the Hodges-Lehmann shift of the per-test log ratios with its Wilcoxon signed-rank interval, Holm over the suites; a suite whose rise is neither shown nor ruled out keeps the check from passing. Latency against a stored baseline does not gate unless ${at.name('latencyOnStoredBaseline')} is \`gate\`: run the base in the same job${at.edge === 'input' ? ' (`baseline-target-url`)' : ' (run --baseline-target)'}. ${unset(at)}: latency is reported, never gating.${at.edge === 'input' ? ' See [Latency and tokens as gated figures](docs/statistics.md#latency-and-tokens-as-gated-figures).' : ''}`,
    default: null,
    value: nullable(parsedBy(FAIL_ON_LATENCY_RULE, (t) => parseFailOnLatency(t) ?? null)),
  }),
  failOnTokens: setting<number | null>({
    flag: '--fail-on-tokens',
    flagValue: 'RATIO',
    input: 'fail-on-tokens',
    description: (at) =>
      `Fail the check when a suite's agent tokens per conversation (input + output, the median of each test's runs) went up by at least this ratio, such as \`1.2\`, significantly. Unlike ${at.name('failOnLatency')} it gates against a stored baseline too: token counts do not depend on the machine. ${unset(at)}: tokens are reported, never gating.`,
    default: null,
    value: nullable(parsedBy('a ratio greater than 1 such as 1.2', (t) => parseRatio(t) ?? null)),
  }),
  latencyOnStoredBaseline: setting({
    flag: '--latency-on-stored-baseline',
    flagValue: 'MODE',
    input: 'latency-on-stored-baseline',
    description: (at) =>
      `Whether ${at.name('failOnLatency')} gates against a stored baseline, measured on another machine or at another time: \`report\` shows its latency as weak and does not gate on it, \`gate\` gates anyway. A base run in the same job, interleaved with the head, always gates.`,
    default: DEFAULT_PERFORMANCE_SETTINGS.latencyOnStoredBaseline,
    value: oneOf(['report', 'gate'] as const),
  }),
  runAllOn: setting<string[]>({
    input: 'run-all-on',
    description:
      'Globs, one per line; when a pull request (or a push to the default branch) changes a matching path, every suite runs. Otherwise a suite runs when its own file changes, when its `affects` globs match a changed path, or on every change when it declares no `affects`; only a suite that declares `affects` and matches nothing is skipped. A pull request of more than 3000 changed files (GitHub lists only the first 3000) runs every suite too, and its comment says why.',
    default: [],
    value: { rule: 'globs, one per line', parse: lines },
  }),
  checkName: setting({
    input: 'check-name',
    description: 'Name of the check run, and the key of the sticky PR comment.',
    default: DEFAULT_CHECK_NAME,
    value: {
      rule: 'a check name of at most 100 characters without "--"',
      parse: (t) => (t.trim().length <= 100 && !t.includes('--') ? t.trim() : undefined),
    },
  }),
  comment: setting({
    input: 'comment',
    description: 'Post (and keep editing) one PR comment with the report.',
    default: true,
    value: trueOrFalse,
  }),
  command: setting<ActionCommand>({
    input: 'command',
    description: (at) =>
      `auto (by event), run (run the suites), aggregate (merge shard results, compare and publish), refresh-baseline (run every suite and store the baseline of this commit) or capture (turn the conversations of ${at.name('captureFrom')} into draft tests, calibrate them against ${at.name('target')} and open or update one pull request with them).`,
    default: 'auto',
    value: oneOf(['auto', 'run', 'aggregate', 'refresh-baseline', 'capture'] as const),
  }),
  shard: setting<{ index: number; total: number } | null>({
    flag: '--shard',
    flagValue: 'I/N',
    input: 'shard',
    description: (at) =>
      at.edge === 'input'
        ? "This job's shard as i/n (e.g. `${{ matrix.shard }}/4`); the job runs a stable 1/n slice of the conversations and writes its results file only."
        : 'Run only a stable 1/N slice of the conversations.',
    default: null,
    value: nullable(parsedBy('i/n, this shard of n (e.g. 2/4), with 1 <= i <= n', parseShard)),
  }),
  shardResults: setting<string | null>({
    input: 'shard-results',
    description: "Glob of the shard jobs' results files, for command aggregate (e.g. `shards/*/results.json`).",
    default: null,
    value: text('a glob of results files'),
  }),

  // agent-eval capture (docs/capture.md).
  captureFrom: setting<string[]>({
    flag: '--from',
    flagValue: 'PATH',
    input: 'capture-from',
    description: (at) =>
      at.edge === 'input'
        ? 'For command capture, the conversations to capture, one path per line (relative to the repository root) - `artifacts/<suite>.jsonl` files, report directories or JSON Lines exports of `{conversation_id, request, response}`.'
        : 'The conversations to capture (repeatable): artifacts/<suite>.jsonl, a report directory, or a JSON Lines export whose lines are {conversation_id, request, response}.',
    default: [],
    multiple: true,
    value: {
      rule: 'artifacts/<suite>.jsonl files, report directories or JSON Lines exports, one per line',
      parse: (t) => (lines(t).length > 0 ? lines(t) : undefined),
    },
  }),
  captureOut: setting({
    flag: '--out',
    flagValue: 'DIR',
    input: 'capture-out',
    description: (at) =>
      `${at.edge === 'input' ? 'For command capture, the folder of the repository' : 'The folder'} the captured suites are written to, one file per captured test.`,
    default: 'suites/captured/',
    value: anyText,
  }),
  captureBranch: setting({
    input: 'capture-branch',
    description:
      'For command capture, the branch the captured suites are committed to; one pull request from it into the default branch is opened, or updated when it is open.',
    default: 'agent-eval/captured',
    value: branchName('agent-eval/captured'),
  }),
  calibrate: setting<number | null>({
    flag: '--calibrate',
    flagValue: 'N',
    input: 'capture-calibrate',
    description: (at) =>
      `${at.edge === 'input' ? 'For command capture, how' : 'How'} many times each captured test is replayed against ${at.name('target')}${inAction(at, '(2 to 100)')}; a check that held in fewer than all but one of the scored replays is dropped, and a test that still fails is reported, not written.`,
    default: DEFAULT_CALIBRATION_RUNS,
    flagDefault: null,
    value: nullable(wholeNumber(2, 100, 'replays per captured test')),
  }),
  captureAs: setting<'scripted' | 'simulation'>({
    flag: '--as',
    flagValue: 'scripted|simulation',
    input: 'capture-as',
    description: (at) =>
      `${at.edge === 'input' ? 'For command capture, `scripted`' : '`scripted`'} (the captured turns, with structural checks) or \`simulation\` (a simulated user with the captured goal, checked by \`success_when\`).`,
    default: 'scripted',
    value: oneOf(['scripted', 'simulation'] as const),
  }),
  captureConversation: setting<string[]>({
    flag: '--conversation',
    flagValue: 'ID',
    description: 'Capture this conversation (repeatable).',
    default: [],
    multiple: true,
    value: { rule: 'a conversation id', parse: (t) => (t ? [t] : undefined) },
  }),
  captureTest: setting<string[]>({
    flag: '--test',
    flagValue: 'SUITE/TEST',
    description: 'Capture the first run of this test from the artifacts (repeatable).',
    default: [],
    multiple: true,
    value: { rule: 'SUITE/TEST, e.g. demo_routing/technical_support', parse: (t) => (/^[^/]+\/.+$/.test(t) ? [t] : undefined) },
  }),
  captureAll: setting({ flag: '--all', description: 'Capture every conversation read.', default: false, switch: true, value: trueOrFalse }),
  scrubKey: setting<string[]>({
    flag: '--scrub-key',
    flagValue: 'KEY',
    description:
      'Also replace the values of this fact key (repeatable); secrets, emails, phone numbers, card and IBAN numbers and secret-like or personal keys are always replaced.',
    default: [],
    multiple: true,
    value: { rule: 'a fact key whose values are personal, e.g. customer_name', parse: (t) => (t.trim() ? [t.trim()] : undefined) },
  }),
  keep: setting<string[]>({
    flag: '--keep',
    flagValue: 'KEY',
    description:
      'Let this fact key, or a kind (email, phone, card, iban, name, address, date_of_birth, id_number), through (repeatable; never a secret).',
    default: [],
    multiple: true,
    value: { rule: 'a fact key, or one of email, phone, card, iban', parse: (t) => (t.trim() ? [t.trim()] : undefined) },
  }),

  // Where results go.
  out: setting({
    flag: '--out',
    flagValue: 'DIR',
    input: 'report-dir',
    description: (at) =>
      `Directory the results and reports are written to${inAction(at, '(and uploaded from as an artifact)')}.${inAction(at, 'One that cannot be written fails the step as a configuration error naming the path and the cause, before the agent is called.')}`,
    default: DEFAULT_REPORT_DIR,
    value: anyText,
  }),
  quarantine: setting<string | null>({
    flag: '--quarantine',
    flagValue: 'FILE',
    input: 'quarantine',
    description: (at) =>
      at.edge === 'input'
        ? 'A YAML or JSON file (relative to the repository root) of quarantined tests, as for `agent-eval compare --quarantine`: `tests: [{ test_id: "suite/test", reason: "why", expires: "2030-01-31" }]`. A quarantined test still runs and is reported but never fails the check; an expired entry gates again and is reported.'
        : 'A YAML or JSON file of quarantined tests, `tests: [{ test_id: "suite/test", reason: "why", expires: "2030-01-31" }]`: they run and are reported, never gate; an expired entry gates again.',
    default: null,
    value: text('a YAML or JSON file'),
  }),

  // Cost.
  budgetUsd: setting<number | null>({
    flag: '--budget-usd',
    flagValue: 'D',
    input: 'budget-usd',
    description: (at) =>
      at.edge === 'input'
        ? `The most one check may spend in US dollars: agent, judge and simulator tokens at the ${at.name('prices')}. With a stored baseline, runs per test are first lowered to fit its estimate (never below 6, the fewest at which one broken test can fail the check); once spent, no new run starts, the runs in flight finish, and every suite left short is "not compared (budget)": never regressed, never passed, the check neutral. Not enforced while any model is unpriced (the comment says so). Empty means no budget.`
        : `The most this run may spend in US dollars: agent, judge and simulator tokens at ${at.name('prices')}. With ${at.name('baseline')}, runs per test are first lowered to fit the estimate (never below 6); once spent, no new run starts, what finished is compared and the suites left short are not compared (budget), never a pass (exit 1). Not enforced while a model is unpriced.`,
    default: null,
    value: nullable(decimal({ above: 0, max: 1_000_000 })),
  }),
  budgetTokens: setting<number | null>({
    flag: '--budget-tokens',
    flagValue: 'N',
    input: 'budget-tokens',
    description: (at) => `The same budget in tokens (input + output of agent, judge and simulator). ${unset(at)} means no budget.`,
    default: null,
    value: nullable(wholeNumber(1, Number.MAX_SAFE_INTEGER, 'tokens')),
  }),
  estimate: setting({
    flag: '--estimate',
    description: (at) =>
      `Print the planned runs and agent requests and the tokens and cost the ${at.name('baseline')} file's observed usage predicts for them, then exit: nothing is called, nothing written.`,
    default: false,
    switch: true,
    value: trueOrFalse,
  }),
  minPassFails: setting({
    flag: '--min-pass-fails',
    input: 'min-pass-fails',
    description: (at) =>
      at.edge === 'input'
        ? 'A test below its `min_pass` (`"k/n"`: fewer than k passes in n runs on the pull request) fails the check. `false` names it in the comment as a warning (⚠️) and leaves failing the check to the statistical gate. See [pass^k and min_pass](docs/statistics.md#passk-and-min_pass).'
        : 'A test below its min_pass ("k/n": fewer than k passes in n runs) fails the check; without it, it is shown as a warning and failing the check is left to the statistical gate.',
    default: false,
    switch: true,
    value: trueOrFalse,
  }),
  prices: setting<string | null>({
    flag: '--prices',
    flagValue: 'FILE',
    input: 'prices',
    description: (at) =>
      at.edge === 'input'
        ? 'A YAML or JSON file (relative to the repository root) of prices per model in US dollars per million tokens, `{"<model>": {"input": 2.5, "cached_input": 1.25, "output": 10}}`, laid over the built-in table (see [Cost](docs/cost.md)). A model priced in neither makes the cost "unpriced" and names it. Empty uses the built-in table.'
        : 'A YAML or JSON file of prices per model in US dollars per million tokens, {"<model>": {"input": 2.5, "cached_input": 1.25, "output": 10}}, laid over the built-in table, for the cost in the reports.',
    default: null,
    value: text('a YAML or JSON file of US dollars per million tokens per model'),
  }),

  // The run's record and metrics.
  commit: setting<string | null>({
    flag: '--commit',
    flagValue: 'SHA',
    description: 'Commit recorded in the results.',
    env: { name: 'GITHUB_SHA', at: 'flag' },
    default: null,
    value: text('a commit SHA'),
  }),
  resume: setting<string | null>({
    flag: '--resume',
    flagValue: 'FILE',
    description: (at) =>
      `results.jsonl of an interrupted run: finished runs are kept, not sent again (with ${at.name('baselineTarget')}, those of results-base.jsonl beside it too).`,
    default: null,
    value: text('a results.jsonl file'),
  }),
  pushgateway: setting<string | null>({
    flag: '--pushgateway',
    flagValue: 'URL',
    input: 'pushgateway-url',
    description: (at) =>
      at.edge === 'input'
        ? 'Prometheus Pushgateway base URL (e.g. `http://pushgateway:9091`, `user:password@` sent as Basic auth); metrics.prom is also pushed to the group `<url>/metrics/job/agent-eval/repository@base64/<repo>/pr/<n>[/shard/<i>-of-<n>]` (`branch/<name>` without a pull request). A failed push is a warning. Empty means no push.'
        : 'Also push metrics.prom to this Prometheus Pushgateway, to the group <URL>/metrics/job/agent-eval[/shard/I-of-N] (a path naming a job is kept; user:password@ is sent as Basic auth). A failed push is a warning.',
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
    flagValue: 'NAME=VALUE',
    description:
      "One more grouping label of the push (repeatable), e.g. branch=main, so concurrent runs do not replace each other's metrics.",
    default: [],
    multiple: true,
    value: { rule: 'NAME=VALUE', parse: (t) => [t] },
  }),

  // Read from the environment only.
  referenceModel: setting<string | null>({
    description: 'The chat model the built-in reference agent decides with instead of its rules.',
    env: { name: 'AGENT_EVAL_REFERENCE_MODEL', at: 'flag' },
    default: null,
    value: text('a model name'),
  }),
  referenceApiKey: setting<string | null>({
    description: "The API key of the reference agent's model.",
    env: { name: 'AGENT_EVAL_REFERENCE_API_KEY', at: 'flag' },
    default: null,
    value: text('an API key'),
    secret: 'value',
  }),
  otlpEndpoint: setting<string | null>({
    description: "The OTLP/HTTP endpoint the run's spans are exported to.",
    env: { name: 'OTEL_EXPORTER_OTLP_ENDPOINT', at: 'both' },
    default: null,
    value: text('an OTLP/HTTP URL'),
    secret: 'url',
  }),
  otlpTracesEndpoint: setting<string | null>({
    description: "The OTLP/HTTP endpoint of the run's traces, over OTEL_EXPORTER_OTLP_ENDPOINT.",
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
