// A judge panel's stability: per criterion, in how many of the run's checks its members disagreed
// on pass/fail (k of n, with the 95% Wilson score interval), as results.json's judge.panels holds it.
import type { PanelStabilityRecord } from '../../results/results-schema.ts';
import { percent, plural, rateInterval } from '../../format.ts';
import type { TextFormat } from '../format.ts';

/** What each rule means. */
export const PANEL_RULE_MEANS = {
  all: 'a criterion passes when every judge passes it',
  majority: 'a criterion passes when more than half the judges do; a tie fails',
} as const;

/**
 * One line per panel, e.g. "Judge panel gpt-4.1, gpt-4o (majority: ...): judges disagreed on
 * helpful in 3 of 10 checks (30.0%, 95% Wilson interval [10.8, 60.3])"; none without a panel.
 * Names (criteria, models) go through `format.code`.
 */
export function judgePanelLines(panels: readonly PanelStabilityRecord[] | undefined, format: TextFormat): string[] {
  return (panels ?? []).map((p) => {
    const head = `Judge panel ${p.models.map((m) => format.code(m)).join(', ')} (${p.rule}: ${PANEL_RULE_MEANS[p.rule]})`;
    if (p.criteria.length === 0) return `${head}: no check had two judges scoring a criterion against a threshold, so no stability figure`;
    const figures = p.criteria.map(
      (c) =>
        `${format.code(c.criterion)} in ${c.disagreed} of ${plural(c.checks, 'check')} (${percent(c.rate)}, ${Math.round(c.level * 100)}% Wilson interval ${rateInterval(c.ci)})`,
    );
    return `${head}: the judges disagreed on ${figures.join('; ')}`;
  });
}
