// assistant_similar_to: the cosine similarity of the embeddings of the assistant message and the
// reference text, computed by the runner (observed.similarity), must reach `min`; below it fails
// with ASSISTANT_CONTENT, as does a turn with no assistant message. With no similarity available
// (no embedding model configured, or the judge budget spent) the check is skipped, never passed;
// when the embeddings request failed it could not be scored: JUDGE_ERROR, and the run is errored.
//
// The grey band (opt-in, `judge_band`): a similarity within [min - band, min + band] is too close
// to call, so the judge decides whether the message means the same as the reference
// (observed.escalation): a score of at least SAME_MEANING.min passes, below it fails with
// ASSISTANT_CONTENT, and a judge that could not answer is a JUDGE_ERROR. When the judge was not
// asked (none configured, budget spent, the turn already failed) the plain threshold decides and the
// reason says so. The result's `escalation` records the similarity, the band and the verdict. A
// judge panel's disagreement on the meaning is named in the reason, as judge_criteria names it.
import type { AssertionHandler } from './types.ts';
import type { AssertionResult } from '../results/results-schema.ts';
import type { Similarity } from '../judge/types.ts';
import { SAME_MEANING } from '../judge/prompt.ts';
import { panelNotes } from './judge.ts';
import { clipText, failed, formatScore, oneLine, passed, show, skipped, unscored } from './result.ts';

type Escalation = NonNullable<AssertionResult['escalation']>;

// Sums like 0.67 - 0.05 are not exact in floating point: a similarity on the band's edge is in it.
const EDGE = 1e-9;

/** Whether the similarity falls inside the check's grey band (false without a band). */
export function inGreyBand(expected: { min: number; judge_band?: number | undefined }, similarity: Similarity | undefined): boolean {
  if (expected.judge_band === undefined || similarity?.status !== 'scored') return false;
  return Math.abs(similarity.value - expected.min) <= expected.judge_band + EDGE;
}

export const assistantSimilarTo: AssertionHandler<'assistant_similar_to'> = (expected, observed) => {
  const key = 'assistant_similar_to';
  if (observed.assistant_message === null) {
    return [failed(key, 'ASSISTANT_CONTENT', expected, null, 'agent returned no assistant message')];
  }
  const similarity = observed.similarity;
  if (similarity === undefined) return [skipped(key, expected, 'skipped: no embedding model configured')];
  if (similarity.status === 'skipped') return [skipped(key, expected, oneLine(similarity.reason))];
  if (similarity.status === 'failed') return [unscored(key, expected, null, oneLine(similarity.reason))];
  const value = similarity.value;
  const actual = { similarity: value, assistant_message: clipText(observed.assistant_message) };
  const shown = `similarity ${formatScore(value, expected.min)} to ${show(expected.text, 60)}`;
  const plain = (note: string): AssertionResult =>
    value >= expected.min
      ? passed(key, expected, actual, `${shown} >= ${expected.min}${note}`)
      : failed(key, 'ASSISTANT_CONTENT', expected, actual, `${shown} is below ${expected.min}${note}`);
  if (!inGreyBand(expected, similarity)) return [plain('')];

  const band = expected.judge_band!;
  const where = `within the grey band ${expected.min} ± ${band}`;
  const base = { similarity: value, min: expected.min, band };
  const verdict = observed.escalation;
  if (verdict === undefined || verdict.status === 'skipped') {
    const why = notAsked(verdict?.reason ?? 'skipped: no judge configured');
    const reason = `${why}: grey band not escalated, plain threshold used`;
    const escalation: Escalation = { escalated: false, ...base, verdict: 'not_escalated', reason };
    return [{ ...plain(` (${where}; ${reason})`), escalation }];
  }
  if (verdict.status === 'unscored') {
    const reason = `${oneLine(verdict.reason)} (judge model ${verdict.model})${panelNotes(verdict.panel, false)}`;
    const escalation: Escalation = { escalated: true, ...base, verdict: 'unscored', reason, model: verdict.model, cached: verdict.cached };
    return [{ ...unscored(key, expected, actual, `${shown} is ${where}, but the judge could not decide: ${reason}`), escalation }];
  }
  const score = Object.hasOwn(verdict.scores, SAME_MEANING.criterion) ? verdict.scores[SAME_MEANING.criterion] : undefined;
  if (typeof score !== 'number') {
    const reason = `the judge gave no score for ${show(SAME_MEANING.criterion)} (judge model ${verdict.model})`;
    const escalation: Escalation = { escalated: true, ...base, verdict: 'unscored', reason, model: verdict.model, cached: verdict.cached };
    return [{ ...unscored(key, expected, actual, `${shown} is ${where}, but ${reason}`), escalation }];
  }
  const same = score >= SAME_MEANING.min;
  const judged = { model: verdict.model, score, cached: verdict.cached };
  if (same) {
    const reason = `the judge (${verdict.model}) finds it means the same${panelNotes(verdict.panel, true)}`;
    const escalation: Escalation = { escalated: true, ...base, verdict: 'same_meaning', reason, ...judged };
    return [{ ...passed(key, expected, actual, `${shown} is ${where}: ${reason}`), escalation }];
  }
  const differences = verdict.fail_reasons.length > 0 ? `: ${verdict.fail_reasons.map((r) => show(r, 200)).join(', ')}` : '';
  const reason = `the judge (${verdict.model}) finds it does not mean the same${differences}${panelNotes(verdict.panel, true)}`;
  const escalation: Escalation = { escalated: true, ...base, verdict: 'different_meaning', reason, ...judged };
  return [{ ...failed(key, 'ASSISTANT_CONTENT', expected, actual, `${shown} is ${where}: ${reason}`), escalation }];
};

/** Why the judge was not asked, from the skipped verdict's reason: "no judge configured", "judge budget reached", ... */
function notAsked(reason: string): string {
  const why = oneLine(reason).replace(/^skipped:\s*/, '');
  return why === 'budget' ? 'judge budget reached' : why;
}
