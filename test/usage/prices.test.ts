import { describe, expect, it } from 'vitest';
import { BUILTIN_PRICES_DATE, costOf, MODEL_NOT_REPORTED, PriceFileSchema, priceOf, priceTable } from '../../src/usage/prices.ts';

describe('priceTable', () => {
  it('lays the user prices over the dated built-in table', () => {
    const table = priceTable({ 'gpt-4o': { input: 1, output: 2 }, 'my-model': { input: 3, output: 4 } }, 'prices.yaml');
    expect(table).toMatchObject({ source: 'file', file: 'prices.yaml', builtInDate: BUILTIN_PRICES_DATE });
    expect(priceOf(table, 'gpt-4o')).toEqual({ input: 1, output: 2 });
    expect(priceOf(table, 'my-model')).toEqual({ input: 3, output: 4 });
    expect(priceOf(table, 'gpt-4o-mini')).toEqual({ input: 0.15, cached_input: 0.075, output: 0.6 });
    expect(priceTable().source).toBe('built-in');
  });

  it('prices a dated snapshot as its model, the longest name first, and nothing else by prefix', () => {
    const table = priceTable();
    expect(priceOf(table, 'gpt-4o-mini-2024-07-18')).toEqual(priceOf(table, 'gpt-4o-mini'));
    expect(priceOf(table, 'gpt-4o-2024-08-06')).toEqual(priceOf(table, 'gpt-4o'));
    expect(priceOf(table, 'gpt-4o-audio-preview')).toBeNull();
    expect(priceOf(table, 'llama-3')).toBeNull();
  });
});

describe('costOf', () => {
  const table = priceTable({ m: { input: 2, cached_input: 0.5, output: 10 }, plain: { input: 1, output: 1 } });

  it('prices cached input at the cached price, the rest at the input and output prices', () => {
    // 600k uncached * $2 + 400k cached * $0.5 + 100k * $10, per million.
    expect(costOf([{ model: 'm', calls: 3, input_tokens: 1_000_000, output_tokens: 100_000, cached_tokens: 400_000 }], table)).toEqual({
      usd: 1.2 + 0.2 + 1,
      unpriced: [],
    });
    // No cached price: the input price.
    expect(costOf([{ model: 'plain', calls: 1, input_tokens: 1_000_000, output_tokens: 0, cached_tokens: 500_000 }], table).usd).toBe(1);
  });

  it('is unpriced, naming each model, when any tokens have no price: never $0 or a partial sum', () => {
    expect(
      costOf(
        [
          { model: 'm', calls: 1, input_tokens: 10, output_tokens: 1 },
          { model: 'mystery', calls: 1, input_tokens: 10, output_tokens: 1 },
          { model: null, calls: 1, input_tokens: 10, output_tokens: 1 },
        ],
        table,
      ),
    ).toEqual({ usd: null, unpriced: ['mystery', MODEL_NOT_REPORTED] });
  });
});

describe('PriceFileSchema', () => {
  it('accepts the documented shape and refuses a negative price, an unknown key or a missing output', () => {
    expect(PriceFileSchema.safeParse({ 'gpt-4o': { input: 2.5, cached_input: 1.25, output: 10 } }).success).toBe(true);
    expect(PriceFileSchema.safeParse({ m: { input: -1, output: 1 } }).success).toBe(false);
    expect(PriceFileSchema.safeParse({ m: { input: 1, output: 1, currency: 'EUR' } }).success).toBe(false);
    expect(PriceFileSchema.safeParse({ m: { input: 1 } }).success).toBe(false);
  });
});
