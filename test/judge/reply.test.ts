import { describe, expect, it } from 'vitest';
import { parseVerdictReply } from '../../src/judge/reply.ts';

const criteria = ['helpfulness', 'tone'];

describe('parseVerdictReply', () => {
  it('accepts a complete verdict and drops scores for criteria not asked', () => {
    const raw = JSON.stringify({ scores: { helpfulness: 0.8, tone: 1, extra: 0 }, fail_reasons: ['a bit long'] });
    expect(parseVerdictReply(raw, criteria)).toEqual({ ok: true, scores: { helpfulness: 0.8, tone: 1 }, fail_reasons: ['a bit long'] });
  });

  it('accepts JSON in a code fence and a verdict without fail_reasons', () => {
    const raw = '```json\n{"scores": {"helpfulness": 0, "tone": 0.5}}\n```';
    expect(parseVerdictReply(raw, criteria)).toEqual({ ok: true, scores: { helpfulness: 0, tone: 0.5 }, fail_reasons: [] });
  });

  it.each([
    ['', 'the reply was empty'],
    ['Looks good!', 'the reply is not valid JSON'],
    ['{"scores": {"helpfulness": 1}}', 'no score for "tone" (scored: "helpfulness")'],
    ['{"fail_reasons": []}', 'scores:'],
    ['{"scores": {"helpfulness": 1, "tone": 1.2}}', 'scores must be numbers from 0 to 1: "tone" = 1.2'],
    ['{"scores": {"helpfulness": "0.9", "tone": 1}}', '"helpfulness" = "0.9"'],
    ['{"scores": {"helpfulness": -0.1, "tone": 1}}', '"helpfulness" = -0.1'],
    ['{"scores": {"helpfulness": 1, "tone": 1}, "fail_reasons": "none"}', 'fail_reasons:'],
    ['[1, 2]', 'the reply:'],
  ])('rejects %j', (raw, problem) => {
    const parsed = parseVerdictReply(raw, criteria);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.problem).toContain(problem);
  });
});
