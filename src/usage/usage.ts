// Token usage: what an agent reports per turn, read from the shapes agents send, and sums per run,
// test, suite and side, kept apart for the agent, the judge and the user simulator.
//
// "Not reported" is never 0: a turn whose agent reported nothing has no `usage`, and a sum over
// turns none of which reported any is null. A turn's usage counts the model calls the agent made
// for it (`calls`, 1 when absent, as in results of earlier versions) and, where the agent named the
// model, the tokens per model, which is what prices apply to.
import { jsonPreview } from '../format.ts';

/** Tokens of one model (or of calls whose model was not named: model null). */
export interface ModelTokens {
  model: string | null;
  calls: number;
  input_tokens: number;
  output_tokens: number;
  /** Of input_tokens, those served from the provider's prompt cache; absent: not reported. */
  cached_tokens?: number | undefined;
}

/** A turn's usage as recorded (results.json `turns[].usage`). */
export interface TurnUsage {
  input_tokens: number;
  output_tokens: number;
  cached_tokens?: number | undefined;
  /** Model calls behind the turn; absent means 1. */
  calls?: number | undefined;
  /** Per model, when the agent named at least one. */
  by_model?: ModelTokens[] | undefined;
}

/** Usage summed over many calls: null counts mean no call reported any. */
export interface UsageTotals {
  calls: number;
  input_tokens: number;
  output_tokens: number;
  cached_tokens: number;
  by_model: ModelTokens[];
}

/**
 * Numbers an agent reports are data from outside: a negative count, a fraction, or a count so large
 * that sums overflow is not recorded and the turn says so.
 */
export const MAX_TOKENS_PER_TURN = 1_000_000_000;
/** Usage entries read per turn; more are summed no further and warned about. */
export const MAX_USAGE_ENTRIES = 1000;
const NOT_A_TOKEN_COUNT = `not a whole number of tokens from 0 to ${MAX_TOKENS_PER_TURN.toLocaleString('en-US')}`;
const MAX_MODEL_NAME = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function plausibleTokens(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_TOKENS_PER_TURN;
}

/**
 * One usage entry: `{model?, input_tokens|prompt_tokens, output_tokens|completion_tokens,
 * cached_tokens?}`, the cached count also read from OpenAI's `prompt_tokens_details.cached_tokens`
 * or `input_tokens_details.cached_tokens`. Null (with a warning naming `where`) when unreadable.
 */
export function readUsageEntry(entry: unknown, where: string, warnings: string[]): ModelTokens | null {
  if (!isRecord(entry)) {
    warnings.push(`${where} is not a usage object; token counts not recorded: ${jsonPreview(entry)}`);
    return null;
  }
  const inputKey = entry.input_tokens == null ? 'prompt_tokens' : 'input_tokens';
  const outputKey = entry.output_tokens == null ? 'completion_tokens' : 'output_tokens';
  const input = entry[inputKey];
  const output = entry[outputKey];
  if (typeof input !== 'number' || typeof output !== 'number') {
    warnings.push(
      `${where} carries neither {input_tokens, output_tokens} nor {prompt_tokens, completion_tokens}; token counts not recorded: ${jsonPreview(entry)}`,
    );
    return null;
  }
  const details = isRecord(entry.prompt_tokens_details)
    ? entry.prompt_tokens_details
    : isRecord(entry.input_tokens_details)
      ? entry.input_tokens_details
      : {};
  const cached = entry.cached_tokens ?? details.cached_tokens;
  const cachedKey =
    entry.cached_tokens == null ? `${inputKey === 'input_tokens' ? 'input' : 'prompt'}_tokens_details.cached_tokens` : 'cached_tokens';
  const wrong = [
    ...(plausibleTokens(input) ? [] : [`${where}.${inputKey} is ${input}`]),
    ...(plausibleTokens(output) ? [] : [`${where}.${outputKey} is ${output}`]),
    ...(cached == null || (plausibleTokens(cached) && cached <= input) ? [] : [`${where}.${cachedKey} is ${jsonPreview(cached)}`]),
  ];
  if (wrong.length > 0) {
    const cachedWrong = wrong.at(-1)?.startsWith(`${where}.${cachedKey}`) === true;
    warnings.push(
      `${wrong.join(' and ')}, ${NOT_A_TOKEN_COUNT}${cachedWrong ? ' (cached tokens no more than input)' : ''}; token counts not recorded`,
    );
    return null;
  }
  let model: string | null = null;
  if (typeof entry.model === 'string' && entry.model.trim() !== '') {
    // A name goes into logs and reports: no line breaks or other control characters (a log line
    // starting with "::" would be a workflow command).
    model = Array.from(entry.model.trim().replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '\uFFFD'))
      .slice(0, MAX_MODEL_NAME)
      .join('');
  } else if (entry.model != null) {
    warnings.push(`${where}.model is not a model name; its tokens are counted without a model: ${jsonPreview(entry.model)}`);
  }
  return { model, calls: 1, input_tokens: input, output_tokens: output, ...(cached == null ? {} : { cached_tokens: cached as number }) };
}

/** `usage` as an object (one call) or a list of objects (one per call). */
export function readUsageField(usage: unknown, where: string, warnings: string[]): ModelTokens[] {
  if (usage === undefined || usage === null) return [];
  if (!Array.isArray(usage)) {
    const entry = readUsageEntry(usage, where, warnings);
    return entry === null ? [] : [entry];
  }
  if (usage.length > MAX_USAGE_ENTRIES)
    warnings.push(`${where} lists ${usage.length} entries; only the first ${MAX_USAGE_ENTRIES} are counted`);
  return usage.slice(0, MAX_USAGE_ENTRIES).flatMap((entry, i) => {
    const read = readUsageEntry(entry, `${where}[${i}]`, warnings);
    return read === null ? [] : [read];
  });
}

/** The entries of one turn as its record keeps them; null when there are none (not reported). */
export function turnUsage(entries: readonly ModelTokens[]): TurnUsage | null {
  if (entries.length === 0) return null;
  const totals = sumEntries(entries);
  const anyCached = entries.some((e) => e.cached_tokens !== undefined);
  const named = entries.some((e) => e.model !== null);
  return {
    input_tokens: totals.input_tokens,
    output_tokens: totals.output_tokens,
    ...(anyCached ? { cached_tokens: totals.cached_tokens } : {}),
    ...(totals.calls === 1 ? {} : { calls: totals.calls }),
    ...(named ? { by_model: totals.by_model } : {}),
  };
}

/** Entries summed, with one entry per model (calls without a model under null), models in first-seen order. */
export function sumEntries(entries: readonly ModelTokens[]): UsageTotals {
  const byModel = new Map<string | null, ModelTokens>();
  const totals: UsageTotals = { calls: 0, input_tokens: 0, output_tokens: 0, cached_tokens: 0, by_model: [] };
  for (const e of entries) {
    totals.calls += e.calls;
    totals.input_tokens += e.input_tokens;
    totals.output_tokens += e.output_tokens;
    totals.cached_tokens += e.cached_tokens ?? 0;
    const kept = byModel.get(e.model);
    if (kept === undefined) byModel.set(e.model, { ...e, cached_tokens: e.cached_tokens });
    else {
      kept.calls += e.calls;
      kept.input_tokens += e.input_tokens;
      kept.output_tokens += e.output_tokens;
      if (e.cached_tokens !== undefined) kept.cached_tokens = (kept.cached_tokens ?? 0) + e.cached_tokens;
    }
  }
  totals.by_model = [...byModel.values()].map((m) => (m.cached_tokens === undefined ? withoutCached(m) : m));
  return totals;
}

function withoutCached(m: ModelTokens): ModelTokens {
  return { model: m.model, calls: m.calls, input_tokens: m.input_tokens, output_tokens: m.output_tokens };
}

/** A recorded turn's usage as entries (a record of an earlier version: one call, model not named). */
export function entriesOf(usage: TurnUsage): ModelTokens[] {
  if (usage.by_model !== undefined && usage.by_model.length > 0) return usage.by_model;
  return [
    {
      model: null,
      calls: usage.calls ?? 1,
      input_tokens: usage.input_tokens,
      output_tokens: usage.output_tokens,
      ...(usage.cached_tokens === undefined ? {} : { cached_tokens: usage.cached_tokens }),
    },
  ];
}

/** Sums the usage of many turns; null when none of them reported any (never 0). */
export function sumTurnUsage(usages: Iterable<TurnUsage | undefined>): UsageTotals | null {
  const entries: ModelTokens[] = [];
  for (const usage of usages) if (usage !== undefined) entries.push(...entriesOf(usage));
  return entries.length === 0 ? null : sumEntries(entries);
}
