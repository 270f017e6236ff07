// The runner's telemetry port (RunTelemetry in runner/run.ts), implemented: spans (tracing.ts),
// Prometheus metrics (metrics.ts) and the artifact store (artifacts.ts), fed by wrapping the agent
// client and the judge, so the engine only has to scope each conversation. The conversation in
// progress travels in AsyncLocalStorage: agent and judge calls find their parent span and their
// artifact record without new parameters. It records, it never recomputes: the judge's messages
// are those the verdict says were sent, the facts delta the one the runner asserted on.
import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { AgentCallError, type AgentClient, type AgentConversation, type ExecuteRequest, type FailedAttempt } from '../agent/types.ts';
import { errorMessage } from '../errors.ts';
import { writeFileAtomic } from '../files.ts';
import type { Judge, JudgeRequest, JudgeVerdict } from '../judge/types.ts';
import { maskSecrets, type Logger } from '../logger.ts';
import type { StartedJob } from '../runner/plan.ts';
import type { RunTelemetry } from '../runner/run.ts';
import { openArtifactStore, type ArtifactStore, type TurnArtifact } from './artifacts.ts';
import type { PriceTable } from '../usage/prices.ts';
import { createRunMetrics, pushMetrics, type GroupingLabel, type RunMetrics } from './metrics.ts';
import { createTracing, otlpTracesUrl, type SpanAttributes, type TraceSpan, type Tracing } from './tracing.ts';
import { redactUrl, urlSecrets } from '../url.ts';

export const METRICS_FILE = 'metrics.prom';

export interface TelemetryOptions {
  reportDir: string;
  env: Readonly<Record<string, string | undefined>>;
  secrets: readonly string[];
  logger: Logger;
  pushgatewayUrl?: string | undefined;
  /** Grouping labels of the push (repository, pr or branch, shard), so concurrent jobs never replace each other's metrics. */
  pushgatewayLabels?: readonly GroupingLabel[] | undefined;
  /** Keep the artifact files of an earlier run (resume). */
  keepArtifacts?: boolean | undefined;
  /** Injected in tests; default from env. */
  tracing?: Tracing | undefined;
  /** Prices per model for the cost metrics and span attributes; default: the built-in table. */
  prices?: PriceTable | undefined;
  /** The run's stop signal: once it fired, the push and the trace export get STOP_GRACE_MS, not their usual timeouts. */
  stop?: AbortSignal | undefined;
}

/** How long a stopped run still tries to publish its metrics and traces. */
export const STOP_GRACE_MS = 500;

interface TurnScope {
  id: string;
  span: TraceSpan;
  artifact: TurnArtifact;
}

interface ConversationScope {
  job: StartedJob;
  span: TraceSpan;
  turn: TurnScope | null;
  artifacts: TurnArtifact[];
}

export async function createRunTelemetry(options: TelemetryOptions): Promise<RunTelemetry> {
  // An error message from a client library may quote the URL it was given.
  const urlSecretList = [...urlSecrets(options.pushgatewayUrl), ...urlSecrets(otlpTracesUrl(options.env))];
  const mask = (e: unknown): string => maskSecrets(errorMessage(e), [...options.secrets, ...urlSecretList]);
  const tracing = options.tracing ?? (await createTracing(options.env));
  const metrics: RunMetrics = createRunMetrics(options.prices);
  const artifacts: ArtifactStore = await openArtifactStore(options.reportDir, options.secrets, { keep: options.keepArtifacts ?? false });
  const conversations = new AsyncLocalStorage<ConversationScope>();
  const agentCalls = new AsyncLocalStorage<TraceSpan>();
  let runSpan: TraceSpan | undefined;
  const suites = new Map<number, { span: TraceSpan; open: number }>();
  const failedWrites: string[] = [];

  const endTurn = (scope: ConversationScope): void => {
    scope.turn?.span.end();
    scope.turn = null;
  };

  function startTurn(scope: ConversationScope | undefined, request: ExecuteRequest): TurnScope | null {
    if (!scope) return null;
    endTurn(scope);
    const { job } = scope;
    const artifact = emptyArtifact(job, request.test.turn_id, request);
    scope.artifacts.push(artifact);
    scope.turn = { id: request.test.turn_id, span: tracing.startSpan('turn', { turn_id: request.test.turn_id }, scope.span), artifact };
    return scope.turn;
  }

  const wrapConversation = (inner: AgentConversation, server: SpanAttributes): AgentConversation => ({
    close: () => inner.close(),
    async execute(request, signal) {
      const turn = startTurn(conversations.getStore(), request);
      // A CLIENT span with the HTTP semantic conventions: backends draw the agent as a dependency.
      const span = tracing.startSpan(
        'agent call',
        { turn_id: request.test.turn_id, thread_id: request.test.conversation_id, ...server },
        turn?.span ?? runSpan,
        'client',
      );
      try {
        const outcome = await agentCalls.run(span, () => inner.execute(request, signal));
        const reply = outcome.turn;
        metrics.agentTurn({ ok: true, attempts: outcome.attempts, latencySeconds: outcome.latency_ms / 1000, usage: reply.usage });
        attemptEvents(span, outcome.failed_attempts ?? []);
        span.setAttributes({
          attempts: outcome.attempts,
          latency_ms: outcome.latency_ms,
          ...(outcome.status == null ? {} : { 'http.response.status_code': outcome.status }),
          ...(outcome.attempts > 1 ? { 'http.request.resend_count': outcome.attempts - 1 } : {}),
          ...(reply.trace_id ? { 'agent.trace_id': reply.trace_id } : {}),
        });
        if (turn) {
          Object.assign(turn.artifact, {
            response: reply.raw,
            tool_results: reply.tool_calls.map((c) => ({
              name: c.name,
              args: c.args,
              result: c.result ?? null,
              is_error: c.is_error ?? false,
            })),
            // The facts delta comes from the runner (turnObserved), once it has computed it.
            memory_delta: { facts: null, changed_keys: changedKeys(request.context.memory, reply.memory) },
            attempts: outcome.attempts,
            latency_ms: outcome.latency_ms,
            failed_attempts: outcome.failed_attempts ?? [],
            ...(reply.prompt_snapshots ? { prompt_snapshots: reply.prompt_snapshots } : {}),
          });
        }
        return outcome;
      } catch (e) {
        if (e instanceof AgentCallError) {
          metrics.agentTurn({ ok: false, attempts: e.attempts, latencySeconds: 0, usage: null });
          attemptEvents(span, e.failedAttempts);
          if (e.status !== null) span.setAttributes({ 'http.response.status_code': e.status });
          if (e.attempts > 1) span.setAttributes({ 'http.request.resend_count': e.attempts - 1 });
          span.fail(e.code, e.message);
          turn?.span.fail(e.code, e.message);
          if (turn)
            Object.assign(turn.artifact, {
              attempts: e.attempts,
              error: { code: e.code, message: e.message },
              failed_attempts: e.failedAttempts,
            });
        } else {
          span.fail('ABORTED', errorMessage(e));
        }
        throw e;
      } finally {
        span.end();
      }
    },
  });

  function judgeParent(turnId: string): { span: TraceSpan | undefined; artifact: TurnArtifact | undefined } {
    const scope = conversations.getStore();
    if (!scope) return { span: runSpan, artifact: undefined };
    if (scope.turn?.id === turnId) return { span: scope.turn.span, artifact: scope.turn.artifact };
    // The final assertions: a record of their own, under the conversation.
    let artifact = scope.artifacts.find((a) => a.turn_id === turnId && a.request === null);
    if (!artifact) {
      artifact = emptyArtifact(scope.job, turnId, null);
      scope.artifacts.push(artifact);
    }
    return { span: scope.span, artifact };
  }

  const wrapJudge = (inner: Judge): Judge => ({
    configured: inner.configured,
    usage: () => inner.usage(),
    similarity: (a, b, signal) => inner.similarity(a, b, signal),
    async judge(request: JudgeRequest, signal?: AbortSignal): Promise<JudgeVerdict> {
      const parent = judgeParent(request.turn_id);
      const span = tracing.startSpan('judge call', { turn_id: request.turn_id, criteria: request.criteria.join(',') }, parent.span);
      const started = performance.now();
      try {
        const verdict = await inner.judge(request, signal);
        if (verdict.status !== 'skipped') metrics.judgeCall((performance.now() - started) / 1000);
        span.setAttributes({
          status: verdict.status,
          ...(verdict.status === 'skipped' ? {} : { model: verdict.model, cached: verdict.cached }),
        });
        if (verdict.status === 'unscored') span.fail('JUDGE_ERROR', verdict.reason);
        parent.artifact?.judge.push({
          requests: verdict.status === 'skipped' ? [] : verdict.requests,
          model: verdict.status === 'skipped' ? null : verdict.model,
          status: verdict.status,
          cached: verdict.status === 'skipped' ? false : verdict.cached,
          raw: verdict.status === 'skipped' ? null : verdict.raw,
          reason: verdict.status === 'scored' ? null : verdict.reason,
        });
        return verdict;
      } catch (e) {
        span.fail('JUDGE_ERROR', errorMessage(e));
        throw e;
      } finally {
        span.end();
      }
    },
  });

  return {
    agentHeaders() {
      const traceparent = agentCalls.getStore()?.traceparent();
      return traceparent ? { traceparent } : {};
    },
    wrapClient: (client) => {
      const server = serverAttributes(client);
      return {
        target: client.target,
        transport: client.transport,
        url: client.url,
        conversation: (id) => wrapConversation(client.conversation(id), server),
      };
    },
    wrapJudge,
    turnObserved(turnId, factsDelta) {
      const turn = conversations.getStore()?.turn;
      if (turn?.id === turnId && turn.artifact.memory_delta) turn.artifact.memory_delta.facts = factsDelta;
    },
    runStarted(jobs, run) {
      // Adaptive repeats start a round at a time: every round is part of the one run span.
      runSpan ??= tracing.startSpan('run', { target: redactUrl(run.target), transport: run.transport, planned: jobs.length });
      for (const job of jobs) {
        const suite = suites.get(job.suiteIndex);
        if (suite) suite.open += 1;
        else suites.set(job.suiteIndex, { span: tracing.startSpan('suite', { suite_id: job.suite.suite_id }, runSpan), open: 1 });
      }
    },
    async conversation(job, play) {
      const span = tracing.startSpan(
        'conversation',
        {
          test_case_id: job.test.test_id,
          conversation_id: job.conversationId,
          thread_id: job.threadId,
          suite_id: job.suite.suite_id,
          repeat: job.repeat,
        },
        suites.get(job.suiteIndex)?.span ?? runSpan,
      );
      const scope: ConversationScope = { job, span, turn: null, artifacts: [] };
      try {
        const record = await conversations.run(scope, play);
        if (record.simulator_usage !== undefined) metrics.simulatorRun(record.simulator_usage);
        span.setAttributes({ outcome: record.outcome, ...(record.codes.length > 0 ? { failure_codes: record.codes.join(',') } : {}) });
        if (record.outcome === 'failed' || record.outcome === 'errored') {
          span.fail(
            record.error?.code ?? record.codes[0] ?? record.outcome,
            record.error?.message ?? `run ${record.outcome}: ${record.codes.join(', ')}`,
          );
        }
        const suite = suites.get(job.suiteIndex);
        if (suite && --suite.open === 0) {
          suite.span.end();
          suites.delete(job.suiteIndex);
        }
        return record;
      } catch (e) {
        span.fail('INTERRUPTED', errorMessage(e));
        throw e;
      } finally {
        endTurn(scope);
        span.end();
        // The artifacts of a conversation are kept even when it ended in an error.
        await artifacts.append(job.suite.suite_id, scope.artifacts).catch((e: unknown) => {
          failedWrites.push(errorMessage(e));
        });
      }
    },
    async finish(summary) {
      // First: the run span carries the judge's spending too.
      metrics.recordResults(summary);
      for (const suite of suites.values()) suite.span.end();
      suites.clear();
      if (runSpan) {
        runSpan.setAttributes({
          complete: summary.run.complete,
          ...summary.counts,
          // The run id names results.json and the artifacts; the commit is the code under test.
          'agent_eval.run.id': summary.run.id,
          ...(summary.run.commit ? { 'vcs.ref.head.revision': summary.run.commit } : {}),
          ...spendingAttributes(metrics),
        });
        if (!summary.run.complete) runSpan.fail('INCOMPLETE', summary.run.incomplete_reason ?? 'run incomplete');
        runSpan.end();
      }
      await artifacts.flush(summary.run.id);
      if (failedWrites.length > 0)
        options.logger.warning(`could not write ${failedWrites.length} artifact record(s) in ${artifacts.dir}: ${failedWrites[0]}`);

      // Stopped by a signal: the user is waiting for the process to end.
      const grace = options.stop?.aborted ? AbortSignal.timeout(STOP_GRACE_MS) : undefined;
      const left = metrics.problems();
      if (left.length > 0)
        options.logger.warning(
          `${METRICS_FILE}: ${left.length} value(s) left out: ${mask(left.slice(0, 3).join('; '))}${left.length > 3 ? '; ...' : ''}`,
        );
      const exposition = maskSecrets(await metrics.exposition(), options.secrets);
      await writeFileAtomic(join(options.reportDir, METRICS_FILE), exposition);
      if (options.pushgatewayUrl !== undefined) {
        try {
          const url = await pushMetrics(options.pushgatewayUrl, exposition, {
            labels: options.pushgatewayLabels ?? [],
            ...(grace ? { signal: grace } : {}),
          });
          options.logger.info(`Metrics pushed to ${redactUrl(url.href)}`);
        } catch (e) {
          options.logger.warning(`metrics not pushed: ${mask(e)}; they are in ${METRICS_FILE}`);
        }
      }
      try {
        await (grace
          ? Promise.race([tracing.shutdown(), rejectOnAbort(grace, 'the run was stopped before the export finished')])
          : tracing.shutdown());
      } catch (e) {
        const endpoint = otlpTracesUrl(options.env);
        options.logger.warning(
          `traces not exported${endpoint === null ? '' : ` to ${redactUrl(endpoint)}`}: ${mask(e)}; check OTEL_EXPORTER_OTLP_ENDPOINT`,
        );
      }
    },
  };
}

function rejectOnAbort(signal: AbortSignal, reason: string): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new Error(reason));
    else signal.addEventListener('abort', () => reject(new Error(reason)), { once: true });
  });
}

/**
 * The agent as a server, in the OpenTelemetry semantic conventions: its URL (credentials and
 * secret-looking parameters redacted), host and port; the method over HTTP, the protocol over WebSocket.
 */
export function serverAttributes(client: Pick<AgentClient, 'target' | 'transport' | 'url'>): SpanAttributes {
  const href = client.url ?? client.target;
  if (!URL.canParse(href)) return {};
  const url = new URL(href);
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  return {
    'url.full': redactUrl(href),
    'server.address': url.hostname.replace(/^\[(.*)\]$/, '$1'),
    'server.port': url.port === '' ? (secure ? 443 : 80) : Number(url.port),
    ...(client.transport === 'ws' ? { 'network.protocol.name': 'websocket' } : { 'http.request.method': 'POST' }),
  };
}

/** One span event per failed attempt, in order: what failed, and the status when an answer came. */
function attemptEvents(span: TraceSpan, attempts: readonly FailedAttempt[]): void {
  for (const a of attempts) {
    span.event('attempt failed', {
      attempt: a.attempt,
      'error.type': a.code,
      ...(a.status === null ? {} : { 'http.response.status_code': a.status }),
    });
  }
}

/** Top-level memory keys whose value changed (facts are diffed in detail separately). */
function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).sort();
}

/** A turn's artifact before anything is known but what was sent (null for the final assertions). */
function emptyArtifact(job: StartedJob, turnId: string, request: ExecuteRequest | null): TurnArtifact {
  return {
    suite_id: job.suite.suite_id,
    test_id: job.test.test_id,
    conversation_id: job.conversationId,
    thread_id: job.threadId,
    repeat: job.repeat,
    turn_id: turnId,
    request,
    response: null,
    tool_results: [],
    memory_delta: null,
    attempts: 0,
    latency_ms: null,
    error: null,
    failed_attempts: [],
    judge: [],
  };
}

/**
 * The run span's tokens and dollars per source (agent, judge, simulator), as the metrics counted
 * them; a cost attribute only where every token of the source was priced.
 */
function spendingAttributes(metrics: RunMetrics): Record<string, number> {
  const attributes: Record<string, number> = {};
  for (const [source, s] of Object.entries(metrics.spending())) {
    if (s === null) continue;
    attributes[`agent_eval.${source}.tokens`] = s.tokens;
    if (s.usd !== null) attributes[`agent_eval.${source}.cost_usd`] = s.usd;
  }
  return attributes;
}
