// A judge panel: two or more models asked the same question (same prompt, same cache key per model,
// same guard and budget; no tiering inside a panel), their verdicts combined per criterion by a rule.
//
// - Each member passes or fails a criterion at the check's threshold for it: the criterion's own
//   minimum (criteria_min), else the check's mean minimum (assistant_quality_min, or
//   DEFAULT_QUALITY_MIN when the check gives no threshold at all); a criterion with neither has no
//   pass/fail of its own.
// - `all`: a criterion passes only when every member passes it. `majority`: when more than half of
//   the members do; a tie (one of two, two of four) fails.
// - The panel's score per criterion, to which the check's thresholds are then applied as to one
//   judge's: under `all` the members' minimum; under `majority` the (⌊n/2⌋+1)-th highest score (the
//   median for an odd panel, the lower of the two middle scores for an even one). Either passes a
//   threshold exactly when the rule does, whatever the threshold.
// - Members that differ on pass/fail of a criterion are a disagreement: recorded on the verdict and
//   named in the check's reason, never resolved silently. Over a run, how often they disagreed per
//   criterion is the panel's stability (k of n checks, with a Wilson interval).
// - A member that could not score: under `all` the panel verdict is unscored (JUDGE_ERROR). Under
//   `majority` the panel decides without it only when the others settle the check whichever way it
//   would have voted: the check passes even with its scores at 0, or fails even with its scores at 1;
//   the panel's scores are then those of that extreme (a lower bound of a pass, an upper bound of a
//   failure). Otherwise unscored. So a missing verdict never turns a failure into a pass, and never
//   makes a failure out of a check it might have passed.
import { wilson, Z_95 } from '../stats/wilson.ts';
import type { JudgeConfig } from './config.ts';
import { checkThresholds, DEFAULT_QUALITY_MIN } from './thresholds.ts';
import type {
  JudgePanelRule,
  JudgePanelSpec,
  JudgeRequest,
  JudgeVerdict,
  PanelCriterion,
  PanelCriterionStability,
  PanelMemberVerdict,
  PanelOutcome,
  PanelStability,
} from './types.ts';

export const PANEL_RULES = ['all', 'majority'] as const satisfies readonly JudgePanelRule[];
export const DEFAULT_PANEL_RULE: JudgePanelRule = 'majority';
/** Level of the stability figure's interval. */
export const STABILITY_LEVEL = 0.95;

/**
 * The panel that answers a request, or null for one judge model (with tiering): the command line's
 * panel (--judge-panel), else the suite's (defaults.llm_judge.panel) unless the command line names
 * one judge model (--judge-model). --judge-panel-rule overrides either panel's rule.
 */
export function resolvePanel(
  config: Pick<JudgeConfig, 'model' | 'panelModels' | 'panelRule'>,
  request: Pick<JudgeRequest, 'panel'>,
): JudgePanelSpec | null {
  if (config.panelModels !== null)
    return { models: config.panelModels, rule: config.panelRule ?? request.panel?.rule ?? DEFAULT_PANEL_RULE };
  if (config.model !== null || !request.panel) return null;
  return { models: request.panel.models, rule: config.panelRule ?? request.panel.rule };
}

/**
 * The panel's name as a judge model: the rule and the members, sorted (their order does not change a
 * verdict), e.g. `panel(majority):gpt-4.1,gpt-4o`. It is the verdict's model and the calibration key's.
 */
export function panelModelKey(panel: JudgePanelSpec): string {
  return `panel(${panel.rule}):${[...new Set(panel.models)].sort().join(',')}`;
}

/** What the members answered: a scored or unscored verdict each (a skipped member skips the panel before this). */
export type MemberAnswer = Extract<JudgeVerdict, { status: 'scored' | 'unscored' }>;

type Thresholds = Pick<JudgeRequest, 'criteria' | 'quality_min' | 'criteria_min'>;

/**
 * The panel's verdict from its members' (in the panel's order): scored with the combined scores, or
 * unscored saying which member could not score and why that leaves the check open. `criteria`: every
 * criterion asked (the declared ones and those with a minimum).
 */
export function combinePanel(
  panel: JudgePanelSpec,
  answers: readonly MemberAnswer[],
  criteria: readonly string[],
  thresholds: Thresholds,
): JudgeVerdict {
  const model = panelModelKey(panel);
  const members: PanelMemberVerdict[] = answers.map((a) =>
    a.status === 'scored'
      ? { model: a.model, status: 'scored', scores: a.scores, cached: a.cached }
      : { model: a.model, status: 'unscored', reason: a.reason, cached: a.cached },
  );
  const requests = answers.flatMap((a) => a.requests);
  const cached = answers.every((a) => a.cached);
  const missing = answers.filter((a) => a.status === 'unscored');
  const raw = answers.map((a) => `${a.model}: ${a.raw}`).join('\n');

  const scoresWith = (fill: number): Record<string, number> =>
    Object.fromEntries(
      criteria.map((c) => [
        c,
        combine(
          panel.rule,
          answers.map((a) => (a.status === 'scored' ? (a.scores[c] ?? fill) : fill)),
        ),
      ]),
    );
  const outcome = (scores: Record<string, number>): PanelOutcome => ({
    rule: panel.rule,
    models: panel.models,
    members,
    criteria: criteria.map((c) => criterionOutcome(c, thresholdOf(c, thresholds), answers, scores[c] as number)),
  });
  const unscored = (reason: string): JudgeVerdict => ({
    status: 'unscored',
    model,
    raw,
    reason,
    cached,
    requests,
    panel: outcome(scoresWith(0)),
  });

  if (missing.length === answers.length) {
    return unscored(`judge panel: no member could score (${missing.map((a) => `${a.model}: ${a.reason}`).join('; ')})`);
  }
  let scores = scoresWith(0);
  if (missing.length > 0) {
    const which = missing.map((a) => `${a.model} could not score (${a.reason})`).join('; ');
    if (panel.rule === 'all') return unscored(`judge panel (all): ${which}; the rule all needs every member's verdict`);
    const passesWithout = checkThresholds(scores, thresholds.criteria, thresholds.quality_min, thresholds.criteria_min).passed;
    if (!passesWithout) {
      scores = scoresWith(1);
      if (checkThresholds(scores, thresholds.criteria, thresholds.quality_min, thresholds.criteria_min).passed) {
        return unscored(`judge panel (majority): ${which}, and the other members do not decide the check without it`);
      }
    }
  }
  const fail_reasons = answers.flatMap((a) => (a.status === 'scored' ? a.fail_reasons.map((r) => `${a.model}: ${r}`) : []));
  return { status: 'scored', model, scores, fail_reasons, cached, raw, requests, panel: outcome(scores) };
}

/** The score the thresholds are applied to: see the header. */
export function combine(rule: JudgePanelRule, scores: readonly number[]): number {
  const sorted = [...scores].sort((a, b) => b - a);
  return (rule === 'all' ? sorted[sorted.length - 1] : sorted[Math.floor(sorted.length / 2)]) as number;
}

/** A criterion's own minimum, else the check's mean minimum (as checkThresholds applies it), else none. */
export function thresholdOf(criterion: string, thresholds: Thresholds): number | null {
  if (Object.hasOwn(thresholds.criteria_min, criterion)) return thresholds.criteria_min[criterion] as number;
  if (!thresholds.criteria.includes(criterion)) return null;
  return thresholds.quality_min ?? (Object.keys(thresholds.criteria_min).length === 0 ? DEFAULT_QUALITY_MIN : null);
}

function criterionOutcome(criterion: string, threshold: number | null, answers: readonly MemberAnswer[], score: number): PanelCriterion {
  let passed = 0;
  let failed = 0;
  let unscored = 0;
  for (const a of answers) {
    const s = a.status === 'scored' ? a.scores[criterion] : undefined;
    if (s === undefined) unscored++;
    else if (threshold !== null) {
      if (s >= threshold) passed++;
      else failed++;
    }
  }
  return {
    criterion,
    threshold,
    score,
    passed,
    failed,
    unscored,
    disagreed: passed > 0 && failed > 0,
    outcome: threshold === null ? null : score >= threshold ? 'pass' : 'fail',
  };
}

/** Per panel and criterion: the checks its members scored against a threshold, and those they disagreed on. */
export interface StabilityTally {
  add(outcome: PanelOutcome): void;
  summary(): PanelStability[];
}

export function createStabilityTally(): StabilityTally {
  const panels = new Map<string, { spec: JudgePanelSpec; criteria: Map<string, { checks: number; disagreed: number }> }>();
  return {
    add(outcome) {
      const spec = { models: outcome.models, rule: outcome.rule };
      const key = panelModelKey(spec);
      let entry = panels.get(key);
      if (!entry) {
        entry = { spec, criteria: new Map() };
        panels.set(key, entry);
      }
      for (const c of outcome.criteria) {
        // One scored member cannot disagree with anyone: the check says nothing of stability.
        if (c.threshold === null || c.passed + c.failed < 2) continue;
        const counts = entry.criteria.get(c.criterion) ?? { checks: 0, disagreed: 0 };
        counts.checks++;
        if (c.disagreed) counts.disagreed++;
        entry.criteria.set(c.criterion, counts);
      }
    },
    summary: () =>
      [...panels.entries()].map(([key, { spec, criteria }]) => ({
        key,
        rule: spec.rule,
        models: spec.models,
        criteria: [...criteria.entries()].map(([criterion, { checks, disagreed }]) => stability(criterion, disagreed, checks)),
      })),
  };
}

/** The stability of runs judged apart (the shards of one run): counts summed per panel and criterion, intervals computed again. */
export function mergeStability(
  parts: readonly (readonly Pick<PanelStability, 'key' | 'rule' | 'models' | 'criteria'>[] | undefined)[],
): PanelStability[] {
  const panels = new Map<
    string,
    { rule: JudgePanelRule; models: string[]; criteria: Map<string, { checks: number; disagreed: number }> }
  >();
  for (const part of parts)
    for (const p of part ?? []) {
      const entry = panels.get(p.key) ?? { rule: p.rule, models: p.models, criteria: new Map() };
      panels.set(p.key, entry);
      for (const c of p.criteria) {
        const counts = entry.criteria.get(c.criterion) ?? { checks: 0, disagreed: 0 };
        entry.criteria.set(c.criterion, { checks: counts.checks + c.checks, disagreed: counts.disagreed + c.disagreed });
      }
    }
  return [...panels.entries()].map(([key, { rule, models, criteria }]) => ({
    key,
    rule,
    models,
    criteria: [...criteria.entries()].map(([criterion, { checks, disagreed }]) => stability(criterion, disagreed, checks)),
  }));
}

/** `disagreed` of `checks` (>= 1) with the Wilson score interval at 95%. */
export function stability(criterion: string, disagreed: number, checks: number): PanelCriterionStability {
  const interval = wilson(disagreed, checks, Z_95);
  return {
    criterion,
    checks,
    disagreed,
    rate: interval.estimate,
    ci: [interval.lower, interval.upper],
    level: STABILITY_LEVEL,
    method: 'wilson',
  };
}
