// Prices: US dollars per million tokens, per model. A user's table (`--prices FILE`, input `prices`,
// JSON or YAML `{"<model>": {"input": 2.5, "cached_input": 1.25, "output": 10}}`) is laid over a
// small built-in table of common models, dated in BUILTIN_PRICES_DATE because providers change their
// prices. A model found in neither is unpriced: a total that includes its tokens is "unpriced" and
// names the model, never $0.
import { z } from 'zod';
import type { ModelTokens } from './usage.ts';

export interface ModelPrice {
  /** USD per million input tokens not served from the cache. */
  input: number;
  /** USD per million cached input tokens; absent: the input price. */
  cached_input?: number | undefined;
  /** USD per million output tokens. */
  output: number;
}

export interface PriceTable {
  /** Where the prices come from: the built-in table alone, or the user's file over it. */
  source: 'built-in' | 'file';
  /** The date of the built-in table. */
  builtInDate: string;
  /** The user's file as given (null: none). */
  file: string | null;
  models: ReadonlyMap<string, ModelPrice>;
}

/** When the built-in prices were taken from the providers' price pages. */
export const BUILTIN_PRICES_DATE = '2025-06-01';

/** Common models at their list prices on BUILTIN_PRICES_DATE (standard tier, no batch discount). */
export const BUILTIN_PRICES: Readonly<Record<string, ModelPrice>> = {
  'gpt-4.1': { input: 2, cached_input: 0.5, output: 8 },
  'gpt-4.1-mini': { input: 0.4, cached_input: 0.1, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, cached_input: 0.025, output: 0.4 },
  'gpt-4o': { input: 2.5, cached_input: 1.25, output: 10 },
  'gpt-4o-mini': { input: 0.15, cached_input: 0.075, output: 0.6 },
  o3: { input: 2, cached_input: 0.5, output: 8 },
  'o4-mini': { input: 1.1, cached_input: 0.275, output: 4.4 },
  'text-embedding-3-small': { input: 0.02, output: 0 },
  'text-embedding-3-large': { input: 0.13, output: 0 },
  'claude-sonnet-4': { input: 3, cached_input: 0.3, output: 15 },
  'claude-3-5-haiku': { input: 0.8, cached_input: 0.08, output: 4 },
};

/** Models a price file may list. */
export const MAX_PRICED_MODELS = 1000;
/** No list price comes near this; a larger one is a typo (per token instead of per million?). */
const MAX_PRICE = 100_000;

const Price = z.number().min(0).max(MAX_PRICE);

/** A price file, validated by readDataFile so a mistake names its line. */
export const PriceFileSchema = z
  .record(z.string().min(1).max(200), z.strictObject({ input: Price, cached_input: Price.optional(), output: Price }))
  .refine((table) => Object.keys(table).length <= MAX_PRICED_MODELS, { message: `at most ${MAX_PRICED_MODELS} models` });

/** The built-in prices, with the user's over them when a file was given. */
export function priceTable(user: Record<string, ModelPrice> | null = null, file: string | null = null): PriceTable {
  const models = new Map(Object.entries(BUILTIN_PRICES));
  for (const [model, price] of Object.entries(user ?? {})) models.set(model, price);
  return { source: user === null ? 'built-in' : 'file', builtInDate: BUILTIN_PRICES_DATE, file, models };
}

/**
 * The price of a model: its own entry, else that of the model it is a dated snapshot of
 * ("gpt-4o-2024-08-06" is priced as "gpt-4o"; the longest such name wins). Null: unpriced.
 */
export function priceOf(table: PriceTable, model: string): ModelPrice | null {
  const own = table.models.get(model);
  if (own !== undefined) return own;
  let best: string | null = null;
  for (const name of table.models.keys()) {
    if (model.startsWith(`${name}-`) && /^\d/.test(model.slice(name.length + 1)) && (best === null || name.length > best.length))
      best = name;
  }
  return best === null ? null : (table.models.get(best) ?? null);
}

/** The name a report gives tokens whose model the agent did not report. */
export const MODEL_NOT_REPORTED = 'model not reported';

export interface Cost {
  /** USD; null when any of the tokens are unpriced (never a partial sum shown as the total). */
  usd: number | null;
  /** The models without a price (MODEL_NOT_REPORTED for tokens of no named model), in first-seen order. */
  unpriced: string[];
}

/** Cached input tokens at the cached price (the input price when the model has none), the rest at the input and output prices. */
export function costOf(entries: readonly ModelTokens[], table: PriceTable): Cost {
  let usd = 0;
  const unpriced: string[] = [];
  for (const e of entries) {
    if (e.input_tokens === 0 && e.output_tokens === 0) continue;
    const price = e.model === null ? null : priceOf(table, e.model);
    if (price === null) {
      const name = e.model ?? MODEL_NOT_REPORTED;
      if (!unpriced.includes(name)) unpriced.push(name);
      continue;
    }
    const cached = Math.min(e.cached_tokens ?? 0, e.input_tokens);
    usd += ((e.input_tokens - cached) * price.input + cached * (price.cached_input ?? price.input) + e.output_tokens * price.output) / 1e6;
  }
  return { usd: unpriced.length > 0 ? null : usd, unpriced };
}
