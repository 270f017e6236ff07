// Prometheus metrics of one run (the only importer of prom-client): a registry per run, rendered
// as the text exposition format into metrics.prom and optionally pushed to a Pushgateway.
import { readFile } from 'node:fs/promises';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Comparison, PerformanceChange, SidePerformance } from '../compare/comparison-schema.ts';
import { errorMessage } from '../errors.ts';
import { writeFileAtomic } from '../files.ts';
import type { Results, SimulatorUsage } from '../results/results-schema.ts';
import { costOf, priceTable, type PriceTable } from '../usage/prices.ts';
import { entriesOf, type ModelTokens, type TurnUsage } from '../usage/usage.ts';
import type { RunSummary } from '../results/summary.ts';
import { redactUrl, takeUserinfo } from '../url.ts';

/** Latency buckets in seconds: loopback agents answer in milliseconds, LLM-backed ones in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export interface RunMetrics {
  /** One agent turn that was sent (resumed runs are not sent again, so not counted). */
  agentTurn(turn: { ok: boolean; attempts: number; latencySeconds: number; usage: TurnUsage | null }): void;
  judgeCall(latencySeconds: number): void;
  /** The user simulator's tokens of one finished run (absent: no simulator ran). */
  simulatorRun(usage: SimulatorUsage): void;
  /** Tokens and dollars so far per source, for the run span (usd null: some tokens unpriced; the source null: none reported). */
  spending(): Record<UsageSource, { tokens: number; usd: number | null } | null>;
  /** Counts from the finished run: runs by outcome and failure code, judge usage. */
  recordResults(summary: RunSummary): void;
  exposition(): Promise<string>;
  /** Values left out of the metrics (not a count, or refused by the metrics library), distinct, for a warning. */
  problems(): readonly string[];
}

type Labels = Record<string, string>;

export type UsageSource = 'agent' | 'judge' | 'simulator';

/** Metrics of one run; `prices` turn tokens into dollars (default: the built-in table). */
export function createRunMetrics(prices: PriceTable = priceTable()): RunMetrics {
  const registry = new Registry();
  const counter = (name: string, help: string, labelNames: string[] = []) => new Counter({ name, help, labelNames, registers: [registry] });
  const turns = counter('agent_eval_turns_total', 'Agent turns sent, by result (answered or failed after retries).', ['result']);
  const runs = counter('agent_eval_runs_total', 'Planned runs (one test conversation, one repeat), by outcome.', ['outcome']);
  const failures = counter('agent_eval_run_failures_total', 'Runs carrying each failure code.', ['code']);
  const endings = counter('agent_eval_simulated_runs_total', 'Runs of simulated tests, by how the conversation ended.', ['ending']);
  const retries = counter('agent_eval_agent_retries_total', 'Agent attempts beyond the first of each turn.');
  const judgeCalls = counter('agent_eval_judge_calls_total', 'Requests made to the judge model server.');
  const cacheHits = counter('agent_eval_judge_cache_hits_total', 'Judge verdicts served without a model call.');
  const cacheMisses = counter('agent_eval_judge_cache_misses_total', 'Judge verdicts that needed a model call.');
  const tokens = counter('agent_eval_tokens_total', 'Tokens reported, by source (agent, judge or simulator) and direction.', [
    'source',
    'direction',
  ]);
  const cachedTokens = counter('agent_eval_cached_tokens_total', 'Input tokens served from the provider cache, by source.', ['source']);
  const modelCalls = counter('agent_eval_model_calls_total', 'Model calls reported by the agent and made by the simulator, by source.', [
    'source',
  ]);
  const costUsd = counter('agent_eval_cost_usd_total', 'US dollars at the price table of the priced tokens, by source.', ['source']);
  const unpricedTokens = counter(
    'agent_eval_unpriced_tokens_total',
    'Tokens of models without a price (not in agent_eval_cost_usd_total), by source.',
    ['source'],
  );
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const budgetUsd = gauge('agent_eval_budget_usd', 'The spending budget in US dollars (absent: none).');
  const budgetTokens = gauge('agent_eval_budget_tokens', 'The spending budget in tokens (absent: none).');
  const budgetSpentTokens = gauge(
    'agent_eval_budget_spent_tokens',
    'Tokens the budget counted (agent, judge, simulator; both sides of a fresh baseline).',
  );
  const budgetReached = gauge('agent_eval_budget_reached', '1 when the budget stopped runs from starting, else 0.');
  const spent: Record<UsageSource, { tokens: number; usd: number; unpriced: boolean; reported: boolean }> = {
    agent: { tokens: 0, usd: 0, unpriced: false, reported: false },
    judge: { tokens: 0, usd: 0, unpriced: false, reported: false },
    simulator: { tokens: 0, usd: 0, unpriced: false, reported: false },
  };
  /** Tokens of `source`, priced where the table knows the model. */
  const spend = (source: UsageSource, entries: readonly ModelTokens[]): void => {
    for (const e of entries) {
      const n = e.input_tokens + e.output_tokens;
      add(tokens, { source, direction: 'input' }, e.input_tokens, `${source} input tokens`);
      add(tokens, { source, direction: 'output' }, e.output_tokens, `${source} output tokens`);
      if (e.cached_tokens !== undefined) add(cachedTokens, { source }, e.cached_tokens, `${source} cached tokens`);
      // A count left out above (and named) is not priced either.
      if (!(n >= 0 && Number.isFinite(n) && e.input_tokens >= 0 && e.output_tokens >= 0)) continue;
      spent[source].tokens += n;
      spent[source].reported = true;
      const cost = costOf([e], prices);
      if (cost.usd === null) {
        spent[source].unpriced = true;
        add(unpricedTokens, { source }, n, `${source} unpriced tokens`);
      } else {
        spent[source].usd += cost.usd;
        add(costUsd, { source }, cost.usd, `${source} cost`);
      }
    }
  };
  const turnLatency = new Histogram({
    name: 'agent_eval_agent_turn_latency_seconds',
    help: 'Latency of the successful attempt of each agent turn.',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const judgeLatency = new Histogram({
    name: 'agent_eval_judge_latency_seconds',
    help: 'Latency of each judge verdict, retries and tiering included.',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const problems = new Set<string>();
  // Metrics describe the run; they never end it. A value a counter cannot take (negative, not
  // finite: numbers reported by the agent or the judge's server) is left out and named, and so is
  // anything else the library throws.
  const add = (metric: Counter, labels: Labels, value: number, what: string): void => {
    if (!Number.isFinite(value) || value < 0) {
      problems.add(`${what}: ${value} is not a count; left out of the metrics`);
      return;
    }
    safely(what, () => metric.inc(labels, value));
  };
  const observe = (metric: Histogram, value: number, what: string): void => {
    if (!Number.isFinite(value) || value < 0) {
      problems.add(`${what}: ${value} s is not a duration; left out of the metrics`);
      return;
    }
    safely(what, () => metric.observe(value));
  };
  const safely = (what: string, update: () => void): void => {
    try {
      update();
    } catch (e) {
      problems.add(`${what}: ${errorMessage(e)}`);
    }
  };
  // Label values exist from the start, so a dashboard sees 0 rather than a missing series.
  for (const outcome of ['passed', 'failed', 'errored', 'skipped']) runs.inc({ outcome }, 0);
  for (const result of ['answered', 'failed']) turns.inc({ result }, 0);
  for (const source of ['agent', 'judge', 'simulator']) {
    for (const direction of ['input', 'output']) tokens.inc({ source, direction }, 0);
    costUsd.inc({ source }, 0);
    unpricedTokens.inc({ source }, 0);
  }

  return {
    agentTurn(turn) {
      add(turns, { result: turn.ok ? 'answered' : 'failed' }, 1, 'agent turns');
      add(retries, {}, Math.max(0, turn.attempts - 1), 'agent retries');
      if (turn.ok) observe(turnLatency, turn.latencySeconds, 'agent turn latency');
      if (turn.usage) {
        add(modelCalls, { source: 'agent' }, turn.usage.calls ?? 1, 'agent model calls');
        spend('agent', entriesOf(turn.usage));
      }
    },
    simulatorRun(usage) {
      add(modelCalls, { source: 'simulator' }, usage.calls, 'simulator model calls');
      const model = usage.models.length === 1 ? usage.models[0]! : null;
      spend('simulator', [{ model, calls: usage.calls, input_tokens: usage.input_tokens, output_tokens: usage.output_tokens }]);
    },
    spending: () => {
      const of = (s: (typeof spent)[UsageSource]) => (s.reported ? { tokens: s.tokens, usd: s.unpriced ? null : s.usd } : null);
      return { agent: of(spent.agent), judge: of(spent.judge), simulator: of(spent.simulator) };
    },
    judgeCall(latencySeconds) {
      observe(judgeLatency, latencySeconds, 'judge latency');
    },
    recordResults(summary) {
      for (const suite of summary.suites)
        for (const test of suite.tests)
          for (const run of test.runs) {
            add(runs, { outcome: run.outcome }, 1, 'runs');
            for (const code of new Set(run.codes)) add(failures, { code }, 1, 'run failures');
            if (run.ending) add(endings, { ending: run.ending }, 1, 'simulated runs');
          }
      recordJudge(summary.judge);
      const budget = summary.run.budget;
      if (budget !== undefined) {
        if (budget.usd !== null) safely('budget', () => budgetUsd.set(budget.usd!));
        if (budget.tokens !== null) safely('budget', () => budgetTokens.set(budget.tokens!));
        safely('budget', () => budgetSpentTokens.set(budget.spent_tokens));
        safely('budget', () => budgetReached.set(budget.reached ? 1 : 0));
      }
    },
    exposition: () => registry.metrics(),
    problems: () => [...problems],
  };

  function recordJudge(usage: Results['judge']): void {
    if (usage === undefined) return;
    add(judgeCalls, {}, usage.calls, 'judge calls');
    add(cacheHits, {}, usage.cache_hits, 'judge cache hits');
    add(cacheMisses, {}, usage.cache_misses, 'judge cache misses');
    if (!usage.configured) return;
    spend(
      'judge',
      usage.by_model ?? [{ model: null, calls: usage.calls, input_tokens: usage.input_tokens, output_tokens: usage.output_tokens }],
    );
  }
}

// --- latency and tokens of a comparison ------------------------------------------------------------

/** The metric families of a comparison's latency and tokens: every one starts with this. */
const PERFORMANCE_PREFIX = 'agent_eval_suite_';

/**
 * Each suite's latency and tokens per side, and their change base → PR, as gauges (the figures the
 * reports show, from comparison.json, in seconds and tokens): a side or a change without data has no
 * series, never a 0; "" when no suite has any.
 */
export async function performanceExposition(comparison: Comparison): Promise<string> {
  const registry = new Registry();
  const gauge = (name: string, help: string, labelNames: string[]) =>
    new Gauge({ name: `${PERFORMANCE_PREFIX}${name}`, help, labelNames, registers: [registry] });
  const latency = gauge(
    'latency_seconds',
    'Per-turn latency of a suite on one side (base or head), over the answered turns of its scored runs: median or p90 (quantile type 7).',
    ['suite', 'side', 'statistic'],
  );
  const tokens = gauge(
    'tokens_per_conversation',
    "The agent's input + output tokens per conversation of a suite on one side: the median over the scored runs that reported them.",
    ['suite', 'side'],
  );
  const ratio = (figure: 'latency' | 'tokens', what: string) => ({
    estimate: gauge(
      `${figure}_ratio`,
      `Head over base of a suite's ${what}: the Hodges-Lehmann estimate over tests (each test one unit), back on the ratio scale.`,
      ['suite', 'statistic'],
    ),
    lower: gauge(`${figure}_ratio_lower`, `Lower end of the Wilcoxon signed-rank interval of ${PERFORMANCE_PREFIX}${figure}_ratio.`, [
      'suite',
      'statistic',
    ]),
    upper: gauge(`${figure}_ratio_upper`, `Upper end of the Wilcoxon signed-rank interval of ${PERFORMANCE_PREFIX}${figure}_ratio.`, [
      'suite',
      'statistic',
    ]),
    slower: gauge(
      `${figure}_regressed`,
      `1 when a suite's ${what} went up by at least its fail-on threshold, significantly (it fails the check), else 0; absent when not gated.`,
      ['suite', 'statistic'],
    ),
  });
  const changes = { latency: ratio('latency', 'per-turn latency statistic'), tokens: ratio('tokens', 'median tokens per conversation') };
  let any = false;
  const set = (g: Gauge, labels: Record<string, string>, value: number | null): void => {
    if (value === null || !Number.isFinite(value)) return;
    g.set(labels, value);
    any = true;
  };
  for (const s of comparison.suites) {
    const p = s.performance;
    if (p === undefined) continue;
    for (const [side, figures] of [
      ['base', p.base],
      ['head', p.head],
    ] as const satisfies readonly (readonly [string, SidePerformance | null])[]) {
      if (figures === null) continue;
      set(latency, { suite: s.suite_id, side, statistic: 'median' }, figures.median_ms === null ? null : figures.median_ms / 1000);
      set(latency, { suite: s.suite_id, side, statistic: 'p90' }, figures.p90_ms === null ? null : figures.p90_ms / 1000);
      set(tokens, { suite: s.suite_id, side }, figures.tokens_per_conversation);
    }
    for (const [figure, change] of [
      ['latency', p.latency],
      ['tokens', p.tokens],
    ] as const satisfies readonly (readonly [string, PerformanceChange | null])[]) {
      if (change === null || change.ratio === null) continue;
      const labels = { suite: s.suite_id, statistic: change.statistic };
      const g = changes[figure];
      set(g.estimate, labels, change.ratio);
      set(g.lower, labels, change.ci?.[0] ?? null);
      set(g.upper, labels, change.ci?.[1] ?? null);
      if (change.verdict !== 'not_gated') set(g.slower, labels, change.verdict === 'slower' ? 1 : 0);
    }
  }
  // Families without a sample would still print their HELP and TYPE: nothing to add, nothing said.
  return any ? registry.metrics() : '';
}

/**
 * Adds a comparison's latency and tokens gauges to the metrics file the run wrote (or writes them
 * alone when there is none), replacing those of an earlier comparison in it: the run's metrics are
 * written before the comparison exists.
 */
export async function writePerformanceMetrics(path: string, comparison: Comparison): Promise<void> {
  const added = (await performanceExposition(comparison)).replace(/\n+$/, '');
  if (added === '') return;
  const before = await readFile(path, 'utf8').catch((e: unknown) => {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw e;
  });
  const ours = (line: string): boolean =>
    line.startsWith(PERFORMANCE_PREFIX) ||
    line.startsWith(`# HELP ${PERFORMANCE_PREFIX}`) ||
    line.startsWith(`# TYPE ${PERFORMANCE_PREFIX}`);
  const kept = before
    .split('\n')
    .filter((line) => !ours(line))
    .join('\n')
    .replace(/\n+$/, '');
  await writeFileAtomic(path, `${[kept, added].filter(Boolean).join('\n\n')}\n`);
}

/** A grouping label of the push: name and value (the job is in the path already). */
export type GroupingLabel = readonly [name: string, value: string];

const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;

/** Why a grouping label name is not allowed, or null when it is. */
export function groupingLabelProblem(name: string): string | null {
  if (!LABEL_NAME.test(name)) return `"${name}" is not a Prometheus label name (letters, digits and _, not starting with a digit)`;
  if (name === 'job' || name.startsWith('__'))
    return `"${name}" is reserved; the job is agent-eval, or the one named in the Pushgateway URL's path`;
  return null;
}

/**
 * The grouping of an action's push: the repository, the pull request (or, without one, the branch)
 * and the shard, so that concurrent pull requests and the shards of one run never replace each
 * other's metrics, while a re-run of the same job replaces its own.
 */
export function actionGroupingLabels(run: {
  repository: string;
  pr: number | null;
  branch: string;
  shard: { index: number; total: number } | null;
}): GroupingLabel[] {
  return [
    ['repository', run.repository],
    run.pr === null ? ['branch', run.branch] : ['pr', String(run.pr)],
    ...(run.shard === null ? [] : [['shard', `${run.shard.index}-of-${run.shard.total}`] as const]),
  ];
}

/**
 * Where the push goes: `<url>/metrics/job/agent-eval/<label>/<value>...`. A URL whose path already
 * names a group (`.../metrics/job/<job>[/<label>/<value>...]`) is kept as given, and only the labels
 * it does not name yet are appended. A value with a "/" (a repository, a branch) or an empty one
 * uses the Pushgateway's `<label>@base64/<url-safe base64>` form. The userinfo of the URL is taken
 * off and sent as Basic auth.
 */
export function pushTarget(pushgatewayUrl: string, labels: readonly GroupingLabel[] = []): { url: URL; authorization: string | null } {
  const parsed = URL.parse(pushgatewayUrl);
  if (parsed === null || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    throw new Error(`--pushgateway "${redactUrl(pushgatewayUrl)}" is not an http(s) URL; pass something like http://pushgateway:9091`);
  }
  const { url, authorization } = takeUserinfo(parsed);
  let path = url.pathname.replace(/\/+$/, '');
  const group = /\/metrics\/job(?:@base64)?\/[^/]+/.exec(path);
  const given = new Set<string>();
  if (group === null) path = `${path}/metrics/job/agent-eval`;
  else
    for (const [i, segment] of path
      .slice(group.index + group[0].length)
      .split('/')
      .slice(1)
      .entries())
      if (i % 2 === 0) given.add(segment.replace(/@base64$/, ''));
  for (const [name, value] of labels) {
    if (given.has(name)) continue;
    given.add(name);
    path +=
      value === '' || value.includes('/')
        ? `/${name}@base64/${Buffer.from(value, 'utf8').toString('base64url') || '='}`
        : `/${name}/${encodeURIComponent(value)}`;
  }
  url.pathname = path;
  return { url, authorization };
}

/**
 * PUTs the exposition to the group named by pushTarget (replacing that group's previous push, and
 * only that group's: concurrent pull requests and shards push to groups of their own).
 * Throws with the status and a short reason when the Pushgateway refuses.
 */
export async function pushMetrics(
  pushgatewayUrl: string,
  exposition: string,
  options: { labels?: readonly GroupingLabel[]; signal?: AbortSignal } = {},
): Promise<URL> {
  const { url, authorization } = pushTarget(pushgatewayUrl, options.labels);
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'text/plain; version=0.0.4; charset=utf-8', ...(authorization === null ? {} : { authorization }) },
    body: exposition,
    signal: options.signal ?? AbortSignal.timeout(10_000),
  }).catch((e: unknown) => {
    const cause = e instanceof Error && e.cause instanceof Error ? e.cause.message : errorMessage(e);
    throw new Error(`could not reach the Pushgateway at ${redactUrl(url.href)}: ${cause}`);
  });
  if (!response.ok) {
    const text = (await response.text()).slice(0, 200);
    throw new Error(`the Pushgateway at ${redactUrl(url.href)} answered ${response.status} ${response.statusText}: ${text}`);
  }
  return url;
}
