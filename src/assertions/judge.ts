// judge_criteria: decided on the verdict the runner got from the judge (observed.judge), never by
// the judge's own opinion of pass or fail.
// - No verdict: skipped, "skipped: no judge configured".
// - A skipped verdict (budget, turn already failed, ...): skipped, with the verdict's reason.
// - An unscored verdict (the judge timed out, was unreachable or refused, or its reply never parsed
//   after one re-ask): unscored with code JUDGE_ERROR, never a pass and never QUALITY_JUDGE_FAIL;
//   the run is errored (see runOutcome) and the reason says what happened.
// - A scored verdict: the mean of the criteria's scores must reach assistant_quality_min, and each
//   criterion in criteria_min must reach its minimum. With neither threshold given, the mean must
//   reach DEFAULT_QUALITY_MIN, so a scored check always tests something. Below a threshold:
//   QUALITY_JUDGE_FAIL, with the judge's fail_reasons in the reason. A criterion the verdict has no
//   score for makes the check unscored (JUDGE_ERROR) too.
// The criteria are judge_criteria.criteria, else the suite's defaults.llm_judge.criteria, else
// those the verdict scored. In final_assertions the judge graded the whole conversation: `actual`
// names the turns it was shown (turns_judged) and those elided to fit its budget (turns_elided),
// and the reason says when any were elided.
// A judge panel's verdict (judge/panel.ts) is decided the same way on its combined scores; the
// reason names every criterion its members disagreed on, with each member's score, pass/fail and
// the rule's outcome, and a member that could not score when the others decided without it.
import type { AssertionHandler } from './types.ts';
import { DEFAULT_QUALITY_MIN } from '../judge/thresholds.ts';
import type { PanelOutcome } from '../judge/types.ts';
import { clipText, failed, formatScore, oneLine, passed, show, skipped, unscored } from './result.ts';

export const judgeCriteria: AssertionHandler<'judge_criteria'> = (expected, observed) => {
  const key = 'judge_criteria';
  const verdict = observed.judge;
  if (!verdict) return [skipped(key, expected, 'skipped: no judge configured')];
  if (verdict.status === 'skipped') {
    const reason = oneLine(verdict.reason.startsWith('skipped') ? verdict.reason : `skipped: ${verdict.reason}`);
    return [skipped(key, expected, reason)];
  }
  const turns = observed.judged_turns;
  const judgedTurns = turns ? { turns_judged: turns.included, turns_elided: turns.elided } : {};
  if (verdict.status === 'unscored') {
    const actual = { model: verdict.model, raw: clipText(verdict.raw), ...judgedTurns };
    return [
      unscored(key, expected, actual, `${oneLine(verdict.reason)} (judge model ${verdict.model})${panelNotes(verdict.panel, false)}`),
    ];
  }

  const defaults = observed.judge_defaults?.criteria ?? [];
  const criteria = expected.criteria ?? (defaults.length > 0 ? defaults : Object.keys(verdict.scores));
  const minimums = expected.criteria_min ?? {};
  const needed = [...new Set([...criteria, ...Object.keys(minimums)])];
  const unscoredCriteria = needed.filter((c) => !Object.hasOwn(verdict.scores, c) || typeof verdict.scores[c] !== 'number');
  const actual = { model: verdict.model, scores: verdict.scores, cached: verdict.cached, ...judgedTurns };
  const elided =
    (turns && turns.elided.length > 0
      ? ` (the judge saw the newest ${turns.included.length} turn(s); ${turns.elided.length} earlier turn(s) elided to fit its size budget)`
      : '') + panelNotes(verdict.panel, true);
  if (criteria.length === 0 || unscoredCriteria.length > 0) {
    const what =
      criteria.length === 0
        ? 'the judge scored no criteria'
        : `the judge gave no score for ${unscoredCriteria.map((c) => show(c)).join(', ')}`;
    return [unscored(key, expected, actual, `${what} (judge model ${verdict.model})`)];
  }

  const mean = criteria.reduce((sum, c) => sum + verdict.scores[c]!, 0) / criteria.length;
  const qualityMin = expected.assistant_quality_min ?? (Object.keys(minimums).length === 0 ? DEFAULT_QUALITY_MIN : undefined);
  const below: string[] = [];
  if (qualityMin !== undefined && mean < qualityMin) below.push(`mean ${formatScore(mean, qualityMin)} < ${qualityMin}`);
  for (const [criterion, min] of Object.entries(minimums)) {
    const value = verdict.scores[criterion]!;
    if (value < min) below.push(`${show(criterion)} ${formatScore(value, min)} < ${min}`);
  }
  const withMean = { ...actual, mean };
  if (below.length > 0) {
    const reasons = verdict.fail_reasons.length > 0 ? `; judge: ${verdict.fail_reasons.map((r) => show(r, 200)).join(', ')}` : '';
    return [failed(key, 'QUALITY_JUDGE_FAIL', expected, withMean, `below threshold: ${below.join(', ')}${reasons}${elided}`)];
  }
  const met = [qualityMin !== undefined ? `mean ${formatScore(mean, qualityMin)} >= ${qualityMin}` : `mean ${formatScore(mean)}`];
  if (Object.keys(minimums).length > 0) met.push('every criterion at or above its minimum');
  return [passed(key, expected, withMean, `${met.join(', ')}${elided}`)];
};

/**
 * What a panel's reason adds: each disagreement, e.g. `; judges disagreed on "helpful" (at 0.7):
 * gpt-4.1 0.8 pass, claude 0.4 fail; majority -> fail`, and, when `decided`, the members the others
 * decided the check without (an unscored verdict's own reason already names them).
 */
export function panelNotes(panel: PanelOutcome | undefined, decided: boolean): string {
  if (!panel) return '';
  const notes: string[] = [];
  for (const c of panel.criteria) {
    if (!c.disagreed || c.threshold === null) continue;
    const threshold = c.threshold;
    const votes = panel.members.map((m) => {
      const score = m.scores?.[c.criterion];
      return score === undefined
        ? `${m.model} unscored`
        : `${m.model} ${formatScore(score, threshold)} ${score >= threshold ? 'pass' : 'fail'}`;
    });
    notes.push(`judges disagreed on ${show(c.criterion)} (at ${threshold}): ${votes.join(', ')}; ${panel.rule} -> ${c.outcome}`);
  }
  const missing = panel.members.filter((m) => m.status === 'unscored');
  if (decided && missing.length > 0) {
    const names = missing.map((m) => `${m.model} (${oneLine(m.reason ?? 'no verdict')})`).join(', ');
    notes.push(`${names} could not score; the other judges decide the check whichever way it would have voted`);
  }
  return notes.length > 0 ? `; ${notes.join('; ')}` : '';
}
