import { describe, expect, it } from 'vitest';
import { assistantSimilarTo, inGreyBand } from '../../src/assertions/similarity.ts';
import { combinePanel } from '../../src/judge/panel.ts';
import type { JudgeVerdict, Similarity } from '../../src/judge/types.ts';
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

describe('assistant_similar_to with judge_band', () => {
  const banded = { text: 'Your refund is on its way.', min: 0.67, judge_band: 0.05 };
  const judged = (scores: Record<string, number>, failReasons: string[] = []): JudgeVerdict => ({
    status: 'scored',
    model: 'm',
    scores,
    fail_reasons: failReasons,
    cached: false,
    raw: '{}',
    requests: [],
  });

  it('takes the band edges as inside it, and anything without a band or a score as outside', () => {
    expect(inGreyBand(banded, scored(0.62))).toBe(true);
    expect(inGreyBand(banded, scored(0.72))).toBe(true);
    expect(inGreyBand(banded, scored(0.6199))).toBe(false);
    expect(inGreyBand(banded, scored(0.7201))).toBe(false);
    expect(inGreyBand(expected, scored(0.8))).toBe(false);
    expect(inGreyBand(banded, { status: 'skipped', reason: 'skipped: budget' })).toBe(false);
  });

  it('decides by the judge inside the band: same meaning passes, a different one fails', () => {
    const same = assistantSimilarTo(banded, observed({ similarity: scored(0.65), escalation: judged({ same_meaning: 0.9 }) }))[0];
    expect(same).toMatchObject({ status: 'passed', escalation: { escalated: true, verdict: 'same_meaning', score: 0.9, model: 'm' } });
    const different = assistantSimilarTo(
      banded,
      observed({ similarity: scored(0.7), escalation: judged({ same_meaning: 0.2 }, ['another order']) }),
    )[0];
    expect(different).toMatchObject({ status: 'failed', code: 'ASSISTANT_CONTENT', escalation: { verdict: 'different_meaning' } });
    expect(different?.reason).toContain('finds it does not mean the same: "another order"');
  });

  it('uses the plain threshold when the judge was not asked, and says why', () => {
    const budget = assistantSimilarTo(
      banded,
      observed({ similarity: scored(0.7), escalation: { status: 'skipped', reason: 'skipped: budget' } }),
    )[0];
    expect(budget).toMatchObject({
      status: 'passed',
      escalation: {
        escalated: false,
        verdict: 'not_escalated',
        reason: 'judge budget reached: grey band not escalated, plain threshold used',
      },
    });
    const noJudge = assistantSimilarTo(banded, observed({ similarity: scored(0.65) }))[0];
    expect(noJudge?.escalation?.reason).toBe('no judge configured: grey band not escalated, plain threshold used');
    expect(noJudge?.status).toBe('failed');
  });

  it('is a JUDGE_ERROR when the judge could not decide or scored something else', () => {
    const failed: JudgeVerdict = {
      status: 'unscored',
      model: 'm',
      raw: '',
      reason: 'judge timed out after 30 s',
      cached: false,
      requests: [],
    };
    expect(assistantSimilarTo(banded, observed({ similarity: scored(0.65), escalation: failed }))[0]).toMatchObject({
      status: 'unscored',
      code: 'JUDGE_ERROR',
      escalation: { escalated: true, verdict: 'unscored', reason: 'judge timed out after 30 s (judge model m)' },
    });
    expect(assistantSimilarTo(banded, observed({ similarity: scored(0.65), escalation: judged({ other: 1 }) }))[0]).toMatchObject({
      status: 'unscored',
      code: 'JUDGE_ERROR',
    });
  });

  it("names a judge panel's disagreement on the meaning in the reason", () => {
    const panel = combinePanel(
      { models: ['a', 'b', 'c'], rule: 'majority' },
      [judged({ same_meaning: 0.9 }), judged({ same_meaning: 0.1 }), judged({ same_meaning: 0.8 })].map((v, i) => ({
        ...(v as Extract<JudgeVerdict, { status: 'scored' }>),
        model: ['a', 'b', 'c'][i]!,
      })),
      ['same_meaning'],
      { criteria: ['same_meaning'], quality_min: 0.5, criteria_min: {} },
    );
    const result = assistantSimilarTo(banded, observed({ similarity: scored(0.65), escalation: panel }))[0];
    expect(result).toMatchObject({ status: 'passed' });
    expect(result?.reason).toContain(
      'finds it means the same; judges disagreed on "same_meaning" (at 0.5): a 0.9 pass, b 0.1 fail, c 0.8 pass; majority -> pass',
    );
  });

  it('leaves a similarity outside the band to the plain threshold, with no escalation recorded', () => {
    const result = assistantSimilarTo(banded, observed({ similarity: scored(0.9) }))[0];
    expect(result).toMatchObject({ status: 'passed', reason: 'similarity 0.9 to "Your refund is on its way." >= 0.67' });
    expect(result?.escalation).toBeUndefined();
  });
});
