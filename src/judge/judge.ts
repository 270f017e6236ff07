// The Judge: LLM-judged quality of an assistant message, as cheap as it can be and never a silent pass.
// A request's subject picks the prompt (prompt.ts): one message (the default), the whole
// conversation (final_assertions), or whether a message means the same as a reference answer
// (assistant_similar_to's grey band); all three share the tiering, caching and failure rules below.
//
// - Model tiering. Models come from the suite (defaults.llm_judge) unless the command line or the
//   action names one (each of model / fallback model on its own); with no model named anywhere the
//   built-in pair is used. A question is SIMPLE when it has at most 2 criteria and no per-criterion
//   minimums: it goes to the fallback (cheap) model first. When the cheap verdict misses the
//   thresholds (checkThresholds, as the assertion applies them) or could not be scored, the
//   primary model is asked and its verdict decides (should the primary fail to answer, a cheap
//   failing verdict stands). Other questions go to the primary.
// - Each question to a model is asked at most once per process (in-flight ones are shared) and its
//   scored verdict is kept in the disk cache, so a rerun of unchanged transcripts makes no calls.
// - A reply that is not a valid verdict is re-asked once, saying what was wrong; then the verdict is
//   `unscored` with the raw reply. Every request goes through the call guard (guard.ts): a deadline
//   per attempt, bounded retries and a circuit breaker, so a dead judge costs bounded time. A
//   request that finally fails makes the verdict `unscored` with the cause ("judge timed out after
//   30 s"): the check is a JUDGE_ERROR, never a pass.
// - The verdict carries the exact messages of every question sent for it (`requests`), so what is
//   recorded about a judge call is what the model was asked, not a rebuilt prompt.
// - Usage (calls, tokens) is summed from every reply; past the budget, checks are `skipped: budget`.
// - A judge panel (panel.ts; --judge-panel or defaults.llm_judge.panel) replaces the tiering: each
//   member is asked the same question as a lone primary would be (same prompt, same cache key per
//   model, same guard and budget; calls and tokens counted per model), and the rule combines their
//   verdicts. A member skipped for the budget skips the panel's check.
import { sumEntries, type ModelTokens } from '../usage/usage.ts';
import type { Logger } from '../logger.ts';
import { createJudgeCache, embeddingCacheKey, verdictCacheKey } from './cache.ts';
import { DEFAULT_JUDGE_FALLBACK_MODEL, DEFAULT_JUDGE_MODEL, type JudgeConfig } from './config.ts';
import { createCallGuard, judgeLocation, realSleep, seconds, type CallGuard, type JudgeFailure, type Sleep } from './guard.ts';
import { createModelClient, OPENAI_BASE_URL, type ChatMessage, type ModelClient, type ResponseFormat } from '../openai/client.ts';
import { buildJudgeMessages, correctionMessage, promptKeyFields, verdictResponseFormat } from './prompt.ts';
import { checkScores, NOT_JSON, parseVerdictReply } from './reply.ts';
import { combinePanel, createStabilityTally, panelModelKey, resolvePanel, type MemberAnswer } from './panel.ts';
import { checkThresholds } from './thresholds.ts';
import type { Judge, JudgeExchange, JudgePanelSpec, JudgeRequest, JudgeUsage, JudgeVerdict, Similarity } from './types.ts';

export const SKIPPED_NO_JUDGE = 'skipped: no judge configured';
export const SKIPPED_BUDGET = 'skipped: budget';
export const SKIPPED_NO_EMBEDDINGS = 'skipped: no embedding model configured';

export interface JudgeOptions {
  logger?: Logger | undefined;
  /** Deadlines and backoff wait on it (default: real timers). */
  sleep?: Sleep | undefined;
  /** 0..1 for the backoff's jitter (default Math.random). */
  random?: (() => number) | undefined;
  /** The model server (default: the OpenAI-compatible client over config.baseURL and config.apiKey). */
  client?: ModelClient | undefined;
}

/** A judge over the configured OpenAI-compatible server; without an API key, one that skips visibly. */
export function createJudge(config: JudgeConfig, options: JudgeOptions = {}): Judge {
  if (!config.apiKey) return unconfiguredJudge();
  const { client, guard } = connect(config, options);
  return modelJudge(client, guard, config, options.logger);
}

function connect(config: JudgeConfig, options: JudgeOptions): { client: ModelClient; guard: CallGuard } {
  const client =
    options.client ??
    createModelClient({
      apiKey: config.apiKey ?? '',
      baseURL: config.baseURL,
      // The guard retries and keeps time, so the SDK does neither on its own: its timeout is only a backstop.
      maxRetries: 0,
      timeoutMs: config.timeoutMs,
      logger: options.logger,
    });
  const guard = createCallGuard({
    baseURL: config.baseURL ?? OPENAI_BASE_URL,
    timeoutMs: config.timeoutMs,
    maxRetries: config.maxRetries,
    sleep: options.sleep ?? realSleep,
    random: options.random,
    logger: options.logger,
  });
  return { client, guard };
}

/**
 * --require-judge: one tiny chat completion before any agent call. Null when the judge answered;
 * otherwise what went wrong and how to fix it.
 */
export async function preflightJudge(
  config: JudgeConfig,
  model: string,
  options: JudgeOptions & { signal?: AbortSignal } = {},
): Promise<string | null> {
  if (!config.apiKey)
    return 'no judge is configured. Set --judge-api-key (or OPENAI_API_KEY) and, for a compatible server, --judge-base-url.';
  const { client, guard } = connect(config, options);
  const reply = await guard.call(
    `preflight with ${model}`,
    (signal) => client.chat({ model, messages: [{ role: 'user', content: 'Reply with the word OK.' }], temperature: 0 }, signal),
    options.signal,
  );
  if (reply.ok) return null;
  const where = judgeLocation(config.baseURL ?? OPENAI_BASE_URL);
  const asked = reply.failure.cause.includes(where) ? `model ${model}` : `model ${model} at ${where}`;
  return `the judge cannot answer: ${reply.failure.cause} (${asked}). ${preflightFix(reply.failure, config)}`;
}

function preflightFix(failure: JudgeFailure, config: JudgeConfig): string {
  const status = failure.status;
  if (status === 401 || status === 403) return 'Check the key: --judge-api-key (or OPENAI_API_KEY).';
  if (status === 404)
    return 'Check the model (--judge-model, or defaults.llm_judge.model in the suites) and --judge-base-url: the server does not know one of them.';
  if (failure.kind === 'timeout') {
    return `Check that the server at --judge-base-url is up, or give a slow server more time with --judge-timeout-ms (now ${seconds(config.timeoutMs)}).`;
  }
  return 'Check --judge-base-url (or OPENAI_BASE_URL) and that the server is up.';
}

/** Which models answer a request: `cheap` is asked first (null: straight to the primary). */
export function chooseModels(
  request: Pick<JudgeRequest, 'model' | 'fallback_model' | 'criteria_min'>,
  criteria: readonly string[],
  config: Pick<JudgeConfig, 'model' | 'fallbackModel'>,
): { primary: string; cheap: string | null } {
  const named = config.model ?? request.model;
  const primary = named ?? DEFAULT_JUDGE_MODEL;
  // A named primary without a named fallback means "this model only": the built-in cheap model may
  // not even exist on the user's server.
  const fallback = config.fallbackModel ?? request.fallback_model ?? (named === null ? DEFAULT_JUDGE_FALLBACK_MODEL : null);
  const simple = criteria.length <= 2 && Object.keys(request.criteria_min).length === 0;
  return { primary, cheap: simple && fallback !== null && fallback !== primary ? fallback : null };
}

/**
 * The judge model a request's verdict comes from, as a calibration is keyed: the panel's model key
 * (panelModelKey, e.g. `panel(majority):gpt-4.1,gpt-4o`, no fallback) when a panel answers it,
 * otherwise the primary and the cheap model a simple question would go to.
 */
export function judgeModelKey(
  config: Pick<JudgeConfig, 'model' | 'fallbackModel' | 'panelModels' | 'panelRule'>,
  request: Pick<JudgeRequest, 'model' | 'fallback_model' | 'panel'>,
): { model: string; fallback_model: string | null } {
  const panel = resolvePanel(config, request);
  if (panel !== null) return { model: panelModelKey(panel), fallback_model: null };
  const { primary, cheap } = chooseModels({ ...request, criteria_min: {} }, [], config);
  return { model: primary, fallback_model: cheap };
}

function unconfiguredJudge(): Judge {
  const usage = emptyUsage();
  return {
    configured: false,
    async judge() {
      usage.skipped++;
      return { status: 'skipped', reason: SKIPPED_NO_JUDGE };
    },
    similarity: async () => ({ status: 'skipped', reason: SKIPPED_NO_EMBEDDINGS }),
    usage: () => ({ ...usage }),
  };
}

type ResponseMode = 'json_schema' | 'json_object' | 'plain';
const LOOSER: Record<ResponseMode, ResponseMode | null> = { json_schema: 'json_object', json_object: 'plain', plain: null };

type Completion = { kind: 'reply'; content: string } | { kind: 'budget' } | { kind: 'error'; message: string };

/** An embedding, or why there is none. */
type Vector = { ok: true; values: number[] } | { ok: false; status: 'skipped' | 'failed'; reason: string };

function modelJudge(client: ModelClient, guard: CallGuard, config: JudgeConfig, logger: Logger | undefined): Judge {
  const usage = emptyUsage();
  // Tokens per model asked, for the prices (summed when the usage is read).
  const perModel: ModelTokens[] = [];
  const cache = createJudgeCache(config.cacheDir, logger, config.apiKey ? [config.apiKey] : []);
  const verdicts = new Map<string, Promise<JudgeVerdict>>();
  const vectors = new Map<string, Promise<Vector>>();
  // Learnt per model: the strictest response_format the server accepted.
  const responseModes = new Map<string, ResponseMode>();
  const stability = createStabilityTally();
  const warned = new Set<string>();
  const warnOnce = (topic: string, message: string): void => {
    if (warned.has(topic)) return;
    warned.add(topic);
    logger?.warning(message);
  };

  function withinBudget(): boolean {
    const callsLeft = config.maxCalls === null || usage.calls < config.maxCalls;
    const tokensLeft = config.maxTokens === null || usage.input_tokens + usage.output_tokens < config.maxTokens;
    if (callsLeft && tokensLeft) return true;
    warnOnce(
      'budget',
      `judge budget reached (${usage.calls} call(s), ${usage.input_tokens + usage.output_tokens} token(s)): the remaining judge checks are skipped. Raise --judge-max-calls / --judge-max-tokens to judge them.`,
    );
    return false;
  }

  /**
   * One chat completion, falling back to a looser response_format when the server rejects one (400).
   * Once the messages were sent, the question and its reply go to `sent`.
   */
  async function complete(
    model: string,
    messages: ChatMessage[],
    criteria: string[],
    sent: JudgeExchange[],
    signal?: AbortSignal,
  ): Promise<Completion> {
    const answer = await completeOnce(model, messages, criteria, signal);
    if (answer.asked) sent.push({ model, messages, reply: answer.kind === 'reply' ? answer.content : null });
    return answer;
  }

  async function completeOnce(
    model: string,
    messages: ChatMessage[],
    criteria: string[],
    signal?: AbortSignal,
  ): Promise<Completion & { asked: boolean }> {
    let mode = responseModes.get(model) ?? 'json_schema';
    let asked = false;
    for (;;) {
      if (!withinBudget()) return { kind: 'budget', asked };
      if (guard.openCause() === null) usage.calls++;
      const format = responseFormat(mode, criteria);
      asked = true;
      // Throws only when the run is stopping.
      const reply = await guard.call(
        model,
        (attemptSignal) => client.chat({ model, messages, temperature: 0, seed: config.seed, responseFormat: format }, attemptSignal),
        signal,
      );
      if (reply.ok) {
        usage.input_tokens += reply.value.usage.input_tokens;
        usage.output_tokens += reply.value.usage.output_tokens;
        perModel.push({ model, calls: 1, ...reply.value.usage });
        responseModes.set(model, mode);
        return { kind: 'reply', content: reply.value.content, asked };
      }
      const looser = reply.failure.status === 400 ? LOOSER[mode] : null;
      if (looser === null) return { kind: 'error', message: reply.failure.cause, asked };
      warnOnce(
        `format ${model} ${mode}`,
        `judge: ${model} rejected response_format ${mode} (${reply.failure.cause}); using ${looser} instead`,
      );
      mode = looser;
    }
  }

  /** Ask one model, re-asking once after an invalid reply. */
  async function callModel(model: string, request: JudgeRequest, criteria: string[], signal?: AbortSignal): Promise<JudgeVerdict> {
    const requests: JudgeExchange[] = [];
    const messages = buildJudgeMessages({ ...request, criteria });
    const first = await complete(model, messages, criteria, requests, signal);
    if (first.kind === 'budget') return { status: 'skipped', reason: SKIPPED_BUDGET };
    if (first.kind === 'error') return { status: 'unscored', model, raw: '', reason: first.message, cached: false, requests };
    const parsed = parseVerdictReply(first.content, criteria);
    if (parsed.ok) return scored(model, parsed, first.content, requests);

    const again = await complete(
      model,
      [...messages, { role: 'assistant', content: first.content }, { role: 'user', content: correctionMessage(parsed.problem, criteria) }],
      criteria,
      requests,
      signal,
    );
    if (again.kind !== 'reply') {
      const why = again.kind === 'budget' ? 'not re-asked: judge budget reached' : `re-asking failed: ${again.message}`;
      return {
        status: 'unscored',
        model,
        raw: first.content,
        reason: `invalid verdict (${parsed.problem}); ${why}`,
        cached: false,
        requests,
      };
    }
    const reparsed = parseVerdictReply(again.content, criteria);
    if (reparsed.ok) return scored(model, reparsed, again.content, requests);
    return {
      status: 'unscored',
      model,
      raw: again.content,
      reason: twiceInvalid(parsed.problem, reparsed.problem),
      cached: false,
      requests,
    };
  }

  /** A model's verdict on a request, from this process's memo, the disk cache, or the server. */
  async function askModel(model: string, request: JudgeRequest, criteria: string[], signal?: AbortSignal): Promise<JudgeVerdict> {
    // Which prompt (message, same meaning, conversation) and exactly the texts it is built from.
    const fields = promptKeyFields(request);
    const key = verdictCacheKey({ server: config.baseURL ?? OPENAI_BASE_URL, model, criteria, ...fields });
    const known = verdicts.get(key);
    if (known) {
      const verdict = await known;
      // A failure is shared as it is: it was not an answer, so not a cache hit.
      if (verdict.status !== 'scored') return verdict;
      usage.cache_hits++;
      return { ...verdict, cached: true, requests: [] };
    }
    const pending = (async (): Promise<JudgeVerdict> => {
      const stored = await cache.getVerdict(key);
      const checked = stored ? checkScores(stored.scores, criteria) : null;
      if (stored && checked?.ok) {
        usage.cache_hits++;
        return {
          status: 'scored',
          model,
          scores: checked.scores,
          fail_reasons: stored.fail_reasons,
          raw: stored.raw,
          cached: true,
          requests: [],
        };
      }
      usage.cache_misses++;
      const verdict = await callModel(model, request, criteria, signal);
      // Only answers are cached: an unscored verdict is asked again on the next run.
      if (verdict.status === 'scored') {
        await cache.putVerdict(key, {
          model,
          prompt_version: fields.prompt_version,
          scores: verdict.scores,
          fail_reasons: verdict.fail_reasons,
          raw: verdict.raw,
        });
      }
      return verdict;
    })();
    verdicts.set(key, pending);
    try {
      const verdict = await pending;
      if (verdict.status === 'skipped') verdicts.delete(key);
      return verdict;
    } catch (error) {
      verdicts.delete(key);
      throw error;
    }
  }

  async function decide(request: JudgeRequest, signal?: AbortSignal): Promise<JudgeVerdict> {
    // A per-criterion minimum is a criterion too: it cannot be checked without its score.
    const criteria = [...new Set([...request.criteria, ...Object.keys(request.criteria_min)])];
    if (criteria.length === 0) return { status: 'skipped', reason: 'skipped: no criteria to judge' };
    const panel = resolvePanel(config, request);
    if (panel !== null) return askPanel(panel, request, criteria, signal);
    const { primary, cheap } = chooseModels(request, criteria, config);
    if (cheap === null) return askModel(primary, request, criteria, signal);

    const first = await askModel(cheap, request, criteria, signal);
    const confirm =
      first.status === 'unscored' ||
      (first.status === 'scored' && !checkThresholds(first.scores, request.criteria, request.quality_min, request.criteria_min).passed);
    if (!confirm) return first;
    logger?.debug(
      `judge: ${cheap}'s verdict on ${request.test_id}/${request.turn_id} is ${first.status === 'scored' ? 'below the thresholds' : 'unscored'}; confirming with ${primary}`,
    );
    const second = await askModel(primary, request, criteria, signal);
    const decided = second.status === 'scored' ? second : first.status === 'scored' ? first : second.status === 'unscored' ? second : first;
    // The verdict tells every question asked for it, the cheap model's included.
    return { ...decided, requests: [...requestsOf(first), ...requestsOf(second)] };
  }

  /** Every member at once, then the rule; no tiering inside a panel. */
  async function askPanel(panel: JudgePanelSpec, request: JudgeRequest, criteria: string[], signal?: AbortSignal): Promise<JudgeVerdict> {
    const answers = await Promise.all(panel.models.map((model) => askModel(model, request, criteria, signal)));
    const skipped = answers.find((a) => a.status === 'skipped');
    if (skipped) return skipped;
    return combinePanel(panel, answers as MemberAnswer[], criteria, request);
  }

  /** Vectors of the texts (or why not): memo, then disk cache, then one request for the rest. */
  function embed(texts: string[], signal?: AbortSignal): Promise<Vector[]> {
    const model = config.embeddingModel;
    const wanted: { key: string; text: string; done: Deferred<Vector> }[] = [];
    const results = texts.map((text) => {
      const key = embeddingCacheKey(config.baseURL ?? OPENAI_BASE_URL, model, text);
      const known = vectors.get(key);
      if (known) return known;
      const done = deferred<Vector>();
      vectors.set(key, done.promise);
      wanted.push({ key, text, done });
      return done.promise;
    });
    if (wanted.length > 0) {
      fetchVectors(model, wanted, signal).catch((error: unknown) => {
        for (const w of wanted) {
          vectors.delete(w.key);
          w.done.reject(error);
        }
      });
    }
    return Promise.all(results);
  }

  async function fetchVectors(
    model: string,
    wanted: { key: string; text: string; done: Deferred<Vector> }[],
    signal?: AbortSignal,
  ): Promise<void> {
    const stored = await Promise.all(wanted.map((w) => cache.getEmbedding(w.key)));
    const missing = wanted.filter((w, i) => {
      const vector = stored[i];
      if (vector) w.done.resolve({ ok: true, values: vector });
      return !vector;
    });
    if (missing.length === 0) return;
    const without = (vector: Extract<Vector, { ok: false }>, forget: boolean): void => {
      for (const w of missing) {
        if (forget) vectors.delete(w.key);
        w.done.resolve(vector);
      }
    };
    if (!withinBudget()) {
      usage.skipped++;
      return without({ ok: false, status: 'skipped', reason: SKIPPED_BUDGET }, true);
    }
    if (guard.openCause() === null) usage.calls++;
    const reply = await guard.call(
      `embeddings with ${model}`,
      (attemptSignal) =>
        client.embed(
          model,
          missing.map((w) => w.text),
          attemptSignal,
        ),
      signal,
    );
    if (!reply.ok) {
      const cause = reply.failure.cause;
      warnOnce(
        'embeddings',
        `judge: embeddings with ${model} failed (${cause}); the similarity checks that needed them are errored (JUDGE_ERROR)`,
      );
      // A transient failure may pass next time; a refused request (wrong model, no endpoint) will not.
      const status = reply.failure.status;
      const transient = !reply.failure.circuitOpen && (status === null || status === 429 || status >= 500);
      return without({ ok: false, status: 'failed', reason: `embeddings with ${model} failed (${cause})` }, transient);
    }
    usage.input_tokens += reply.value.usage.input_tokens;
    perModel.push({ model, calls: 1, input_tokens: reply.value.usage.input_tokens, output_tokens: 0 });
    // On disk before anyone sees them, so a run that ends right after still leaves them cached.
    await Promise.all(missing.map((w, i) => cache.putEmbedding(w.key, model, reply.value.vectors[i] as number[])));
    for (const [i, w] of missing.entries()) w.done.resolve({ ok: true, values: reply.value.vectors[i] as number[] });
  }

  return {
    configured: true,
    async judge(request, signal) {
      const verdict = await decide(request, signal);
      if (verdict.status === 'skipped') usage.skipped++;
      if (verdict.status === 'unscored') usage.unscored++;
      if (verdict.status !== 'skipped' && verdict.panel) stability.add(verdict.panel);
      return verdict;
    },
    async similarity(a, b, signal): Promise<Similarity> {
      const [va, vb] = (await embed([a, b], signal)) as [Vector, Vector];
      if (!va.ok) return { status: va.status, reason: va.reason };
      if (!vb.ok) return { status: vb.status, reason: vb.reason };
      if (va.values.length !== vb.values.length) {
        return {
          status: 'failed',
          reason: `embeddings with ${config.embeddingModel} failed: the server returned vectors of different lengths (${va.values.length} and ${vb.values.length})`,
        };
      }
      return { status: 'scored', value: cosine(va.values, vb.values) };
    },
    usage: () => {
      const byModel = sumEntries(perModel).by_model;
      const panels = stability.summary();
      return { ...usage, ...(byModel.length > 0 ? { by_model: byModel } : {}), ...(panels.length > 0 ? { panels } : {}) };
    },
  };
}

function responseFormat(mode: ResponseMode, criteria: string[]): ResponseFormat {
  if (mode === 'json_schema') return verdictResponseFormat(criteria);
  return { type: mode };
}

/** Why a reply that was invalid twice could not be scored, e.g. "reply not valid JSON after one re-ask". */
function twiceInvalid(first: string, second: string): string {
  const what = second === NOT_JSON ? 'reply not valid JSON' : `reply not a valid verdict (${second})`;
  return `${what} after one re-ask${first === second ? '' : `; first reply: ${first}`}`;
}

function scored(
  model: string,
  parsed: { scores: Record<string, number>; fail_reasons: string[] },
  raw: string,
  requests: JudgeExchange[],
): JudgeVerdict {
  return { status: 'scored', model, scores: parsed.scores, fail_reasons: parsed.fail_reasons, raw, cached: false, requests };
}

function requestsOf(verdict: JudgeVerdict): JudgeExchange[] {
  return verdict.status === 'skipped' ? [] : verdict.requests;
}

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

/** Promise.withResolvers(), which Node 20 (where the CLI also runs) lacks. */
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function emptyUsage(): JudgeUsage {
  return { calls: 0, cache_hits: 0, cache_misses: 0, skipped: 0, unscored: 0, input_tokens: 0, output_tokens: 0 };
}
