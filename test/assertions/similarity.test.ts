import { describe, expect, it } from 'vitest';
import { assistantSimilarTo } from '../../src/assertions/similarity.ts';
import { observed } from './observed.ts';

const expected = { text: 'Your refund is on its way.', min: 0.8 };

describe('assistant_similar_to', () => {
  it('passes at or above the minimum', () => {
    expect(assistantSimilarTo(expected, observed({ similarity: 0.8 }))[0]).toMatchObject({
      key: 'assistant_similar_to',
      pass: true,
      reason: 'similarity 0.8 to "Your refund is on its way." >= 0.8',
    });
  });

  it('fails below the minimum, never rounding up to it in the reason', () => {
    expect(assistantSimilarTo(expected, observed({ similarity: 0.6234 }))[0]).toMatchObject({
      code: 'ASSISTANT_CONTENT',
      reason: 'similarity 0.623 to "Your refund is on its way." is below 0.8',
    });
    expect(assistantSimilarTo(expected, observed({ similarity: 0.79996 }))[0]?.reason).toBe(
      'similarity 0.79996 to "Your refund is on its way." is below 0.8',
    );
  });

  it('is skipped, not passed, without an embedding model', () => {
    for (const similarity of [undefined, null]) {
      const o = observed();
      if (similarity === null) o.similarity = null;
      expect(assistantSimilarTo(expected, o)).toEqual([
        { key: 'assistant_similar_to', pass: false, status: 'skipped', expected, reason: 'skipped: no embedding model configured' },
      ]);
    }
  });

  it('fails without an assistant message', () => {
    expect(assistantSimilarTo(expected, observed({ assistant_message: null, similarity: null }))[0]).toMatchObject({
      code: 'ASSISTANT_CONTENT',
      reason: 'agent returned no assistant message',
    });
  });
});
