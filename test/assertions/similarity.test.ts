import { describe, expect, it } from 'vitest';
import { assistantSimilarTo } from '../../src/assertions/similarity.ts';
import type { Similarity } from '../../src/judge/types.ts';
import { observed } from './observed.ts';

const expected = { text: 'Your refund is on its way.', min: 0.8 };
const scored = (value: number): Similarity => ({ status: 'scored', value });

describe('assistant_similar_to', () => {
  it('passes at or above the minimum', () => {
    expect(assistantSimilarTo(expected, observed({ similarity: scored(0.8) }))[0]).toMatchObject({
      key: 'assistant_similar_to',
      pass: true,
      reason: 'similarity 0.8 to "Your refund is on its way." >= 0.8',
    });
  });

  it('fails below the minimum, never rounding up to it in the reason', () => {
    expect(assistantSimilarTo(expected, observed({ similarity: scored(0.6234) }))[0]).toMatchObject({
      code: 'ASSISTANT_CONTENT',
      reason: 'similarity 0.623 to "Your refund is on its way." is below 0.8',
    });
    expect(assistantSimilarTo(expected, observed({ similarity: scored(0.79996) }))[0]?.reason).toBe(
      'similarity 0.79996 to "Your refund is on its way." is below 0.8',
    );
  });

  it('is skipped, not passed, without an embedding model or past the budget', () => {
    expect(assistantSimilarTo(expected, observed())).toEqual([
      { key: 'assistant_similar_to', pass: false, status: 'skipped', expected, reason: 'skipped: no embedding model configured' },
    ]);
    expect(assistantSimilarTo(expected, observed({ similarity: { status: 'skipped', reason: 'skipped: budget' } }))[0]).toMatchObject({
      status: 'skipped',
      reason: 'skipped: budget',
    });
  });

  it('says the embeddings failed, as a JUDGE_ERROR, never "not configured"', () => {
    const failed: Similarity = {
      status: 'failed',
      reason: 'embeddings with e failed: unreachable (ECONNREFUSED at http://127.0.0.1:9/v1)',
    };
    expect(assistantSimilarTo(expected, observed({ similarity: failed }))).toEqual([
      { key: 'assistant_similar_to', pass: false, status: 'unscored', code: 'JUDGE_ERROR', expected, actual: null, reason: failed.reason },
    ]);
  });

  it('fails without an assistant message', () => {
    expect(assistantSimilarTo(expected, observed({ assistant_message: null }))[0]).toMatchObject({
      code: 'ASSISTANT_CONTENT',
      reason: 'agent returned no assistant message',
    });
  });
});
