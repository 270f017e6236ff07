// Prometheus metrics of one run (the only importer of prom-client): a registry per run, rendered
// as the text exposition format into metrics.prom and optionally pushed to a Pushgateway.
import { Counter, Histogram, Registry } from 'prom-client';
import { errorMessage } from '../errors.ts';
import type { Results } from '../results/results-schema.ts';
import type { RunSummary } from '../results/summary.ts';
import { redactUrl, takeUserinfo } from '../url.ts';

/** Latency buckets in seconds: loopback agents answer in milliseconds, LLM-backed ones in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export interface RunMetrics {
  /** One agent turn that was sent (resumed runs are not sent again, so not counted). */
  agentTurn(turn: {
    ok: boolean;
    attempts: number;
    latencySeconds: number;
    usage: { input_tokens: number; output_tokens: number } | null;
  }): void;
  judgeCall(latencySeconds: number): void;
  /** Counts from the finished run: runs by outcome and failure code, judge usage. */
  recordResults(summary: RunSummary): void;
  exposition(): Promise<string>;
  /** Values left out of the metrics (not a count, or refused by the metrics library), distinct, for a warning. */
  problems(): readonly string[];
}

type Labels = Record<string, string>;

export function createRunMetrics(): RunMetrics {
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
  const tokens = counter('agent_eval_tokens_total', 'Tokens reported, by source (agent or judge) and direction.', ['source', 'direction']);
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
  for (const source of ['agent', 'judge']) for (const direction of ['input', 'output']) tokens.inc({ source, direction }, 0);

  return {
    agentTurn(turn) {
      add(turns, { result: turn.ok ? 'answered' : 'failed' }, 1, 'agent turns');
      add(retries, {}, Math.max(0, turn.attempts - 1), 'agent retries');
      if (turn.ok) observe(turnLatency, turn.latencySeconds, 'agent turn latency');
      if (turn.usage) {
        add(tokens, { source: 'agent', direction: 'input' }, turn.usage.input_tokens, 'agent input tokens');
        add(tokens, { source: 'agent', direction: 'output' }, turn.usage.output_tokens, 'agent output tokens');
      }
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
    },
    exposition: () => registry.metrics(),
    problems: () => [...problems],
  };

  function recordJudge(usage: Results['judge']): void {
    if (usage === undefined) return;
    add(judgeCalls, {}, usage.calls, 'judge calls');
    add(cacheHits, {}, usage.cache_hits, 'judge cache hits');
    add(cacheMisses, {}, usage.cache_misses, 'judge cache misses');
    add(tokens, { source: 'judge', direction: 'input' }, usage.input_tokens, 'judge input tokens');
    add(tokens, { source: 'judge', direction: 'output' }, usage.output_tokens, 'judge output tokens');
  }
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
