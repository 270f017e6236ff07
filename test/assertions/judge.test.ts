import { describe, expect, it } from 'vitest';
import { judgeCriteria } from '../../src/assertions/judge.ts';
import { DEFAULT_QUALITY_MIN } from '../../src/judge/thresholds.ts';
import type { JudgeVerdict } from '../../src/judge/types.ts';
import { observed } from './observed.ts';

function scored(scores: Record<string, number>, fail_reasons: string[] = []): JudgeVerdict {
  return {
    status: 'scored',
    model: 'gpt-4.1',
    scores,
    fail_reasons,
    cached: false,
    raw: JSON.stringify({ scores, fail_reasons }),
    requests: [],
  };
}

describe('judge_criteria', () => {
  it('is skipped, never passed, when no judge is configured', () => {
    expect(judgeCriteria({ assistant_quality_min: 0.7 }, observed())).toEqual([
      {
        key: 'judge_criteria',
        pass: false,
        status: 'skipped',
        expected: { assistant_quality_min: 0.7 },
        reason: 'skipped: no judge configured',
      },
    ]);
  });

  it('keeps the reason of a skipped verdict', () => {
    const budget = judgeCriteria({}, observed({ judge: { status: 'skipped', reason: 'skipped: budget' } }))[0];
    expect(budget).toMatchObject({ pass: false, status: 'skipped', reason: 'skipped: budget' });
    expect(budget?.code).toBeUndefined();
    expect(judgeCriteria({}, observed({ judge: { status: 'skipped', reason: 'budget' } }))[0]?.reason).toBe('skipped: budget');
  });

  it('records an unscored verdict as JUDGE_ERROR: not a pass, not QUALITY_JUDGE_FAIL, saying what happened', () => {
    const judge: JudgeVerdict = {
      status: 'unscored',
      model: 'gpt-4.1',
      raw: 'I think it is fine',
      reason: 'reply not valid JSON after one re-ask',
      cached: false,
      requests: [],
    };
    const [r] = judgeCriteria({ criteria: ['helpfulness'] }, observed({ judge }));
    expect(r).toEqual({
      key: 'judge_criteria',
      pass: false,
      status: 'unscored',
      code: 'JUDGE_ERROR',
      expected: { criteria: ['helpfulness'] },
      actual: { model: 'gpt-4.1', raw: 'I think it is fine' },
      reason: 'reply not valid JSON after one re-ask (judge model gpt-4.1)',
    });
  });

  it('is unscored when the verdict lacks a score for a criterion it needs', () => {
    const [r] = judgeCriteria({ criteria: ['helpfulness', 'empathy'] }, observed({ judge: scored({ helpfulness: 1 }) }));
    expect(r).toMatchObject({
      status: 'unscored',
      pass: false,
      code: 'JUDGE_ERROR',
      reason: 'the judge gave no score for "empathy" (judge model gpt-4.1)',
    });
  });

  it('passes a mean at or above assistant_quality_min', () => {
    const [r] = judgeCriteria(
      { criteria: ['helpfulness', 'faithfulness'], assistant_quality_min: 0.8 },
      observed({ judge: scored({ helpfulness: 0.85, faithfulness: 0.9, style: 0.1 }) }),
    );
    expect(r).toMatchObject({
      pass: true,
      status: 'passed',
      reason: 'mean 0.875 >= 0.8',
      actual: { model: 'gpt-4.1', mean: 0.875, cached: false },
    });
  });

  it('fails below a threshold with the judge fail_reasons in the reason', () => {
    const [r] = judgeCriteria(
      { criteria: ['helpfulness', 'empathy'], assistant_quality_min: 0.7, criteria_min: { empathy: 0.6 } },
      observed({ judge: scored({ helpfulness: 0.7, empathy: 0.4 }, ['too curt', 'no apology for the delay']) }),
    );
    expect(r).toMatchObject({
      pass: false,
      status: 'failed',
      code: 'QUALITY_JUDGE_FAIL',
      reason: 'below threshold: mean 0.55 < 0.7, "empathy" 0.4 < 0.6; judge: "too curt", "no apology for the delay"',
    });
  });

  it('fails a per-criterion minimum even when the mean is high enough', () => {
    const [r] = judgeCriteria(
      { criteria: ['helpfulness', 'empathy'], assistant_quality_min: 0.5, criteria_min: { empathy: 0.6 } },
      observed({ judge: scored({ helpfulness: 1, empathy: 0.5 }) }),
    );
    expect(r).toMatchObject({ code: 'QUALITY_JUDGE_FAIL', reason: 'below threshold: "empathy" 0.5 < 0.6' });
    const ok = judgeCriteria(
      { criteria: ['helpfulness', 'empathy'], criteria_min: { empathy: 0.5 } },
      observed({ judge: scored({ helpfulness: 0.1, empathy: 0.5 }) }),
    );
    expect(ok[0]).toMatchObject({ pass: true, reason: 'mean 0.3, every criterion at or above its minimum' });
  });

  it('takes the criteria from the suite defaults, then from the verdict', () => {
    const verdict = scored({ helpfulness: 0.9, style: 0.2 });
    // Defaults name only helpfulness: style is not part of the mean.
    expect(
      judgeCriteria({ assistant_quality_min: 0.8 }, observed({ judge: verdict, judge_defaults: { criteria: ['helpfulness'] } }))[0]?.pass,
    ).toBe(true);
    // Nothing named: every scored criterion counts.
    expect(judgeCriteria({ assistant_quality_min: 0.8 }, observed({ judge: verdict }))[0]?.reason).toBe('below threshold: mean 0.55 < 0.8');
  });

  it('applies the default minimum mean when no threshold is given', () => {
    expect(DEFAULT_QUALITY_MIN).toBe(0.7);
    expect(judgeCriteria({}, observed({ judge: scored({ helpfulness: 0.69 }) }))[0]?.reason).toBe('below threshold: mean 0.69 < 0.7');
    expect(judgeCriteria({}, observed({ judge: scored({ helpfulness: 0.7 }) }))[0]?.pass).toBe(true);
  });

  it('never shows a failing mean rounded up to its threshold', () => {
    expect(judgeCriteria({ assistant_quality_min: 0.7 }, observed({ judge: scored({ a: 0.69999 }) }))[0]?.reason).toBe(
      'below threshold: mean 0.69999 < 0.7',
    );
  });
});
