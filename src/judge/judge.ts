// The Judge: LLM-judged quality of an assistant message, as cheap as it can be and never a silent pass.
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
//   `unscored` with the raw reply. Network errors, 429 and 5xx are retried by the client; nothing
//   else is retried.
// - Usage (calls, tokens) is summed from every reply; past the budget, checks are `skipped: budget`.
import type { Logger } from '../logger.ts';
import { createJudgeCache, embeddingCacheKey, verdictCacheKey } from './cache.ts';
import { DEFAULT_JUDGE_FALLBACK_MODEL, DEFAULT_JUDGE_MODEL, type JudgeConfig } from './config.ts';
import { createModelClient, ModelApiError, type ChatMessage, type ModelClient, type ResponseFormat } from './openai.ts';
import { buildJudgeMessages, correctionMessage, PROMPT_VERSION, verdictResponseFormat } from './prompt.ts';
import { checkScores, parseVerdictReply } from './reply.ts';
import { checkThresholds } from './thresholds.ts';
import type { Judge, JudgeRequest, JudgeUsage, JudgeVerdict } from './types.ts';

export const SKIPPED_NO_JUDGE = 'skipped: no judge configured';
export const SKIPPED_BUDGET = 'skipped: budget';

export interface JudgeOptions {
  logger?: Logger | undefined;
}

/** A judge over the configured OpenAI-compatible server; without an API key, one that skips visibly. */
export function createJudge(config: JudgeConfig, options: JudgeOptions = {}): Judge {
  if (!config.apiKey) return unconfiguredJudge();
  const client = createModelClient({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    maxRetries: config.maxRetries,
    timeoutMs: config.timeoutMs,
    logger: options.logger,
  });
  return modelJudge(client, config, options.logger);
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

function unconfiguredJudge(): Judge {
  const usage = emptyUsage();
  return {
    configured: false,
    async judge() {
      usage.skipped++;
      return { status: 'skipped', reason: SKIPPED_NO_JUDGE };
    },
    similarity: async () => null,
    usage: () => ({ ...usage }),
  };
}

type ResponseMode = 'json_schema' | 'json_object' | 'plain';
const LOOSER: Record<ResponseMode, ResponseMode | null> = { json_schema: 'json_object', json_object: 'plain', plain: null };

type Completion = { kind: 'reply'; content: string } | { kind: 'budget' } | { kind: 'error'; message: string };

function modelJudge(client: ModelClient, config: JudgeConfig, logger: Logger | undefined): Judge {
  const usage = emptyUsage();
  const cache = createJudgeCache(config.cacheDir, logger, config.apiKey ? [config.apiKey] : []);
  const verdicts = new Map<string, Promise<JudgeVerdict>>();
  const vectors = new Map<string, Promise<number[] | null>>();
  // Learnt per model: the strictest response_format the server accepted.
  const responseModes = new Map<string, ResponseMode>();
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

  /** One chat completion, falling back to a looser response_format when the server rejects one (400). */
  async function complete(model: string, messages: ChatMessage[], criteria: string[], signal?: AbortSignal): Promise<Completion> {
    let mode = responseModes.get(model) ?? 'json_schema';
    for (;;) {
      if (!withinBudget()) return { kind: 'budget' };
      usage.calls++;
      try {
        const reply = await client.chat(
          { model, messages, temperature: 0, seed: config.seed, responseFormat: responseFormat(mode, criteria) },
          signal,
        );
        usage.input_tokens += reply.usage.input_tokens;
        usage.output_tokens += reply.usage.output_tokens;
        responseModes.set(model, mode);
        return { kind: 'reply', content: reply.content };
      } catch (error) {
        if (!(error instanceof ModelApiError)) throw error; // aborted: the run is stopping
        const looser = error.status === 400 ? LOOSER[mode] : null;
        if (looser === null) return { kind: 'error', message: error.message };
        warnOnce(`format ${model} ${mode}`, `judge: ${model} rejected response_format ${mode} (${error.message}); using ${looser} instead`);
        mode = looser;
      }
    }
  }

  /** Ask one model, re-asking once after an invalid reply. */
  async function callModel(model: string, request: JudgeRequest, criteria: string[], signal?: AbortSignal): Promise<JudgeVerdict> {
    const messages = buildJudgeMessages({ ...request, criteria });
    const first = await complete(model, messages, criteria, signal);
    if (first.kind === 'budget') return { status: 'skipped', reason: SKIPPED_BUDGET };
    if (first.kind === 'error') return { status: 'unscored', model, raw: '', reason: `judge request failed: ${first.message}`, cached: false };
    const parsed = parseVerdictReply(first.content, criteria);
    if (parsed.ok) return scored(model, parsed, first.content);

    const again = await complete(
      model,
      [...messages, { role: 'assistant', content: first.content }, { role: 'user', content: correctionMessage(parsed.problem, criteria) }],
      criteria,
      signal,
    );
    if (again.kind !== 'reply') {
      const why = again.kind === 'budget' ? 'not re-asked: judge budget reached' : `re-asking failed: ${again.message}`;
      return { status: 'unscored', model, raw: first.content, reason: `invalid verdict (${parsed.problem}); ${why}`, cached: false };
    }
    const reparsed = parseVerdictReply(again.content, criteria);
    if (reparsed.ok) return scored(model, reparsed, again.content);
    return {
      status: 'unscored',
      model,
      raw: again.content,
      reason: `invalid verdict twice: ${parsed.problem}; after re-asking: ${reparsed.problem}`,
      cached: false,
    };
  }

  /** A model's verdict on a request, from this process's memo, the disk cache, or the server. */
  async function askModel(model: string, request: JudgeRequest, criteria: string[], signal?: AbortSignal): Promise<JudgeVerdict> {
    const key = verdictCacheKey({
      model,
      prompt_version: PROMPT_VERSION,
      criteria,
      quality_min: request.quality_min,
      criteria_min: request.criteria_min,
      user_input: request.user_input,
      assistant_message: request.assistant_message,
      context_excerpt: request.context_excerpt,
    });
    const known = verdicts.get(key);
    if (known) {
      const verdict = await known;
      if (verdict.status === 'skipped') return verdict;
      usage.cache_hits++;
      return { ...verdict, cached: true };
    }
    const pending = (async (): Promise<JudgeVerdict> => {
      const stored = await cache.getVerdict(key);
      const checked = stored ? checkScores(stored.scores, criteria) : null;
      if (stored && checked?.ok) {
        usage.cache_hits++;
        return { status: 'scored', model, scores: checked.scores, fail_reasons: stored.fail_reasons, raw: stored.raw, cached: true };
      }
      usage.cache_misses++;
      const verdict = await callModel(model, request, criteria, signal);
      // Only answers are cached: an unscored verdict is asked again on the next run.
      if (verdict.status === 'scored') {
        await cache.putVerdict(key, { model, prompt_version: PROMPT_VERSION, scores: verdict.scores, fail_reasons: verdict.fail_reasons, raw: verdict.raw });
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
    if (second.status === 'scored') return second;
    if (first.status === 'scored') return first;
    return second.status === 'unscored' ? second : first;
  }

  /** Vectors of the texts (null where unavailable): memo, then disk cache, then one request for the rest. */
  function embed(texts: string[], signal?: AbortSignal): Promise<(number[] | null)[]> {
    const model = config.embeddingModel;
    const wanted: { key: string; text: string; done: PromiseWithResolvers<number[] | null> }[] = [];
    const results = texts.map((text) => {
      const key = embeddingCacheKey(model, text);
      const known = vectors.get(key);
      if (known) return known;
      const done = Promise.withResolvers<number[] | null>();
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
    wanted: { key: string; text: string; done: PromiseWithResolvers<number[] | null> }[],
    signal?: AbortSignal,
  ): Promise<void> {
    const stored = await Promise.all(wanted.map((w) => cache.getEmbedding(w.key)));
    const missing = wanted.filter((w, i) => {
      const vector = stored[i];
      if (vector) w.done.resolve(vector);
      return !vector;
    });
    if (missing.length === 0) return;
    const unavailable = (forget: boolean): void => {
      for (const w of missing) {
        if (forget) vectors.delete(w.key);
        w.done.resolve(null);
      }
    };
    if (!withinBudget()) {
      usage.skipped++;
      return unavailable(true);
    }
    usage.calls++;
    try {
      const reply = await client.embed(model, missing.map((w) => w.text), signal);
      usage.input_tokens += reply.usage.input_tokens;
      // On disk before anyone sees them, so a run that ends right after still leaves them cached.
      await Promise.all(missing.map((w, i) => cache.putEmbedding(w.key, model, reply.vectors[i] as number[])));
      for (const [i, w] of missing.entries()) w.done.resolve(reply.vectors[i] as number[]);
    } catch (error) {
      if (!(error instanceof ModelApiError)) throw error;
      warnOnce('embeddings', `judge: embeddings with ${model} failed (${error.message}); similarity checks are reported as unavailable`);
      // A transient failure may pass next time; a refused request (wrong model, no endpoint) will not.
      const transient = error.status === null || error.status === 429 || error.status >= 500;
      unavailable(transient);
    }
  }

  return {
    configured: true,
    async judge(request, signal) {
      const verdict = await decide(request, signal);
      if (verdict.status === 'skipped') usage.skipped++;
      if (verdict.status === 'unscored') usage.unscored++;
      return verdict;
    },
    async similarity(a, b, signal) {
      const [va, vb] = await embed([a, b], signal);
      if (!va || !vb) return null;
      if (va.length !== vb.length) {
        warnOnce('embedding lengths', `judge: the embeddings server returned vectors of different lengths (${va.length} and ${vb.length}); similarity is unavailable`);
        return null;
      }
      return cosine(va, vb);
    },
    usage: () => ({ ...usage }),
  };
}

function responseFormat(mode: ResponseMode, criteria: string[]): ResponseFormat {
  if (mode === 'json_schema') return verdictResponseFormat(criteria);
  return { type: mode };
}

function scored(model: string, parsed: { scores: Record<string, number>; fail_reasons: string[] }, raw: string): JudgeVerdict {
  return { status: 'scored', model, scores: parsed.scores, fail_reasons: parsed.fail_reasons, raw, cached: false };
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

function emptyUsage(): JudgeUsage {
  return { calls: 0, cache_hits: 0, cache_misses: 0, skipped: 0, unscored: 0, input_tokens: 0, output_tokens: 0 };
}
