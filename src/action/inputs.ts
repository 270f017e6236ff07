// The action's inputs, read once and validated into one config object. This is the only reader of
// action inputs: an empty input means absent, and a bad one is a ConfigurationError that names the
// input and says how to fix it.
import { z } from 'zod';
import { UserError } from '../errors.ts';
import { parseShard } from '../runner/plan.ts';
import { parseRepeats, type AutoRepeats } from '../suite/repeats.ts';
import { MEMORY_PIPELINE_FORMS, parseMemoryPipeline, type MemoryPipeline } from '../runner/isolation.ts';
import { redactUrl, urlSecrets } from '../url.ts';

export class ConfigurationError extends UserError {
  override name = 'ConfigurationError';
}

export const DEFAULT_SUITES = 'suites/**/*.{yaml,yml,json}';

export type FailOn = 'significant-regression' | 'any-regression' | 'never';
export type ActionCommand = 'auto' | 'run' | 'aggregate' | 'refresh-baseline';

export interface ActionConfig {
  githubToken: string;
  suites: string[];
  /** A template with {pr}, {sha} and {branch}; absent until a run needs it. */
  targetUrl: string | null;
  /** A fresh baseline on pull requests: the base's deployment, a template like targetUrl ({sha} and {branch} of the base). */
  baselineTargetUrl: string | null;
  transport: 'http' | 'ws';
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
  judgeMaxCalls: number | null;
  judgeTimeoutMs: number;
  /** Keep verdicts between runs in the Actions cache (false: no verdict cache at all). */
  judgeCache: boolean;
  baselineBranch: string;
  alpha: number;
  minEffect: number;
  /** Smallest drop of one test's pass rate that makes a significant test broken. */
  minTestEffect: number;
  failOn: FailOn;
  failOnInvalid: boolean;
  runAllOn: string[];
  checkName: string;
  comment: boolean;
  command: ActionCommand;
  shard: { index: number; total: number } | null;
  shardResults: string | null;
  reportDir: string;
  /** A quarantine file (YAML/JSON), relative to the workspace: its tests run and are reported, never gate. */
  quarantine: string | null;
  /** A Prometheus Pushgateway that metrics.prom is also pushed to. */
  pushgatewayUrl: string | null;
}

/** Reads an input by name (in the action, the runner's INPUT_* variables through @actions/core). */
export type InputReader = (name: string) => string;

const int = (min: number, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().int().min(min).max(max);
/** `N`, `auto` or `auto:MIN-MAX`, as the CLI's --repeats. */
const repeatsRule = z.string().transform((text, ctx) => {
  const parsed = parseRepeats(text);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: 'not a repeat count' });
    return z.NEVER;
  }
  return parsed;
});
const memoryPipelineRule = z.string().transform((text, ctx) => {
  const parsed = parseMemoryPipeline(text);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: 'not a memory pipeline' });
    return z.NEVER;
  }
  return parsed;
});
const bool = z.enum(['true', 'True', 'TRUE', 'false', 'False', 'FALSE']).transform((v) => v.toLowerCase() === 'true');
/** One entry per line (commas also separate host names; glob braces may hold commas, so globs split on lines only). */
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0 && !s.startsWith('#'));

interface InputRule<T> {
  schema: z.ZodType<T>;
  fix: string;
}

function rule<T>(schema: z.ZodType<T>, fix: string): InputRule<T> {
  return { schema, fix };
}

/**
 * Reads and checks every input. `maskSecret` is told each secret (tokens, keys, credentials in URLs)
 * before anything else can print it.
 */
export function readInputs(read: InputReader, maskSecret: (secret: string) => void = () => undefined): ActionConfig {
  let anyGiven = false;
  const raw = (name: string): string | undefined => {
    const value = read(name).trim();
    if (value === '') return undefined;
    anyGiven = true;
    return value;
  };
  function parse<T>(name: string, fallback: T, r: InputRule<T>): T {
    const value = raw(name);
    if (value === undefined) return fallback;
    const parsed = r.schema.safeParse(value);
    // A URL is shown redacted: one typed with a password in it is still a secret when it is wrong.
    if (!parsed.success)
      throw new ConfigurationError(
        `Input \`${name}\` is invalid (got ${JSON.stringify(name.endsWith('-url') ? redactUrl(value) : value)}): ${r.fix}.`,
      );
    return parsed.data;
  }

  const githubToken = raw('github-token') ?? '';
  const agentToken = raw('agent-token') ?? null;
  const judgeApiKey = raw('judge-api-key') ?? null;
  // Masked before anything else can print them.
  for (const secret of [githubToken, agentToken, judgeApiKey]) if (secret) maskSecret(secret);
  for (const secret of ['target-url', 'baseline-target-url', 'pushgateway-url', 'judge-base-url'].flatMap((name) => urlSecrets(raw(name))))
    maskSecret(secret);

  const shardText = raw('shard');
  const shard = shardText === undefined ? null : parseShard(shardText);
  if (shard === null && shardText !== undefined) {
    throw new ConfigurationError(
      `Input \`shard\` is invalid (got ${JSON.stringify(shardText)}): write it as i/n, e.g. \`shard: \${{ matrix.shard }}/4\`, with 1 <= i <= n.`,
    );
  }

  const targetUrl = raw('target-url') ?? null;
  if (targetUrl !== null && !/^(https?|wss?):\/\//i.test(targetUrl)) {
    throw new ConfigurationError(
      `Input \`target-url\` is invalid (got ${JSON.stringify(redactUrl(targetUrl))}): give the agent's URL starting with http://, https://, ws:// or wss://, e.g. https://pr-{pr}.preview.example.com.`,
    );
  }
  const baselineTargetUrl = raw('baseline-target-url') ?? null;
  if (baselineTargetUrl !== null && !/^(https?|wss?):\/\//i.test(baselineTargetUrl)) {
    throw new ConfigurationError(
      `Input \`baseline-target-url\` is invalid (got ${JSON.stringify(redactUrl(baselineTargetUrl))}): give the URL of the base's deployment starting with http://, https://, ws:// or wss://, e.g. https://main.preview.example.com.`,
    );
  }

  const config: ActionConfig = {
    githubToken,
    suites: lines(raw('suites') ?? DEFAULT_SUITES),
    targetUrl,
    baselineTargetUrl,
    transport: parse('transport', 'http' as const, rule(z.enum(['http', 'ws']), 'use `http` or `ws`')),
    agentToken,
    allowedTargetHosts: (raw('allowed-target-hosts') ?? '')
      .split(/[\s,]+/)
      .map((h) => h.toLowerCase())
      .filter(Boolean),
    repeats: parse(
      'repeats',
      null,
      rule(
        repeatsRule,
        "give a whole number of runs per test from 1 to 1000, `auto` (4 to 16 runs, more only where the verdict is open), `auto:MIN-MAX`, or leave it empty to use the suites' repeats",
      ),
    ),
    concurrency: parse('concurrency', 4, rule(int(1, 256), 'give a whole number of conversations at once from 1 to 256')),
    timeoutMs: parse('timeout-ms', 30_000, rule(int(1), 'give the per-turn timeout in milliseconds, e.g. 30000')),
    retries: parse('retries', 2, rule(int(0, 10), 'give a whole number of retries per turn from 0 to 10')),
    dryRun: parse('dry-run', false, rule(bool, 'use true or false')),
    memoryPipeline: parse(
      'memory-pipeline',
      null,
      rule(memoryPipelineRule, `give ${MEMORY_PIPELINE_FORMS}, or leave it empty to run every stage`),
    ),
    judgeApiKey,
    judgeBaseUrl: parse(
      'judge-base-url',
      null,
      rule(z.url({ protocol: /^https?$/ }), 'give the OpenAI-compatible base URL, e.g. https://api.openai.com/v1'),
    ),
    judgeModel: raw('judge-model') ?? null,
    judgeFallbackModel: raw('judge-fallback-model') ?? null,
    judgeMaxCalls: parse(
      'judge-max-calls',
      null,
      rule(int(0), 'give a whole number of judge calls (0 or more), or leave it empty for no budget'),
    ),
    judgeTimeoutMs: parse('judge-timeout-ms', 30_000, rule(int(1), 'give the deadline of one judge request in milliseconds, e.g. 30000')),
    judgeCache: parse('judge-cache', true, rule(bool, 'use true or false')),
    baselineBranch: parse(
      'baseline-branch',
      'agent-eval-baselines',
      rule(z.string().regex(/^(?!\/|.*\.\.|.*\/\/|.*\.lock$)[A-Za-z0-9._\/-]+$/), 'give a branch name such as agent-eval-baselines'),
    ),
    alpha: parse(
      'alpha',
      0.025,
      rule(z.coerce.number().gt(0).max(0.5), 'give the one-sided significance level, a number above 0 and at most 0.5 (default 0.025)'),
    ),
    minEffect: parse(
      'min-effect',
      0.05,
      rule(
        z.coerce.number().min(0).max(1),
        'give the smallest pass-rate drop that can fail the check, a number from 0 to 1 (default 0.05)',
      ),
    ),
    minTestEffect: parse(
      'min-test-effect',
      0.5,
      rule(
        z.coerce.number().min(0).max(1),
        "give the smallest drop of one test's pass rate that makes it broken, a number from 0 to 1 (default 0.5)",
      ),
    ),
    failOn: parse(
      'fail-on',
      'significant-regression' as const,
      rule(z.enum(['significant-regression', 'any-regression', 'never']), 'use significant-regression, any-regression or never'),
    ),
    failOnInvalid: parse('fail-on-invalid', true, rule(bool, 'use true or false')),
    runAllOn: lines(raw('run-all-on') ?? ''),
    checkName: parse(
      'check-name',
      'agent-eval',
      rule(
        z
          .string()
          .max(100)
          .refine((s) => !s.includes('--'), 'no "--"'),
        'give a check name of at most 100 characters without "--"',
      ),
    ),
    comment: parse('comment', true, rule(bool, 'use true or false')),
    command: parse(
      'command',
      'auto' as const,
      rule(z.enum(['auto', 'run', 'aggregate', 'refresh-baseline']), 'use auto, run, aggregate or refresh-baseline'),
    ),
    shard,
    shardResults: raw('shard-results') ?? null,
    reportDir: raw('report-dir') ?? 'agent-eval-report',
    quarantine: raw('quarantine') ?? null,
    pushgatewayUrl: parse(
      'pushgateway-url',
      null,
      rule(
        z.url({ protocol: /^https?$/ }),
        "give the Pushgateway's base URL, e.g. http://pushgateway.example.com:9091 (the metrics go to <url>/metrics/job/agent-eval/repository@base64/.../pr/<n>)",
      ),
    ),
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
  if (githubToken === '') {
    throw new ConfigurationError(
      'Input `github-token` is empty: leave it unset (the workflow token is the default) or pass a token, e.g. `github-token: ${{ secrets.GITHUB_TOKEN }}`.',
    );
  }
  if (config.command === 'aggregate' && config.shardResults === null) {
    throw new ConfigurationError(
      "Input `shard-results` is empty but `command: aggregate` needs it: give a glob of the shard jobs' results files, e.g. `shard-results: shards/*/results.json`.",
    );
  }
  if (config.baselineTargetUrl !== null && (config.shard !== null || config.command === 'aggregate')) {
    throw new ConfigurationError(
      'Input `baseline-target-url` cannot be used in sharded jobs (`shard` or `command: aggregate`): the base side would be split across the shards and never merged. Remove it from the sharded workflow (its pull requests compare with the stored baseline), or run the fresh baseline in one unsharded job.',
    );
  }
  if (config.command === 'aggregate' && config.shard !== null) {
    throw new ConfigurationError(
      "Inputs `shard` and `command: aggregate` were both given: the aggregate job merges the shards' results; remove `shard` from it.",
    );
  }
  return config;
}
