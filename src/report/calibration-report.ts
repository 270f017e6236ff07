// The report of a judge calibration, for the terminal and as Markdown (judge-calibration.md): per
// criterion and prompt, the labels counted, Cohen's kappa and balanced accuracy with their 95%
// intervals and methods, the confusion table, whether it would gate at judge-min-agreement, the
// disagreements and the labels the judge could not score. Label ids, files and the judge's reasons
// come from label files and a model, so they are escaped: no control character reaches the
// terminal, no markup or mention the Markdown.
import type { CalibrationFile, CriterionCalibration } from '../judge/calibration-store.ts';
import { mdCode, mdText } from './escape.ts';
import { terminalText } from './terminal.ts';
import {
  BALANCED_ACCURACY_METHOD,
  balancedAccuracyText,
  CALIBRATION_HEADING,
  countsText,
  disagreementsHeading,
  disagreementVerdictText,
  gateText,
  judgeText,
  KAPPA_METHOD,
  kappaText,
  levelText,
  METHODS_TEXT,
  moreText,
  observedText,
  panelText,
  unscoredHeading,
} from './wording/calibration.ts';

/** Disagreements and unscored labels listed per criterion; the rest are counted (the JSON has them all). */
export const TERMINAL_LISTED = 20;
export const MARKDOWN_LISTED = 100;

type Listed = { label_id: string; file: string; line: number };

/** The calibration as the terminal shows it: a block per criterion. */
export function renderCalibrationTerminal(
  calibrations: readonly CriterionCalibration[],
  minAgreement: number,
  options: { listed?: number; where?: string } = {},
): string {
  const listed = options.listed ?? TERMINAL_LISTED;
  const where = options.where ?? 'the calibration file';
  const blocks = calibrations.map((c) => {
    const level = levelText(c);
    const lines = [
      `${terminalText(c.key.criterion, 200)} (${terminalText(c.key.prompt_version, 80)}, judge ${terminalText(judgeText(c), 200)}): ${countsText(c)}`,
      `  Cohen's κ ${kappaText(c)} (${level} interval; ${KAPPA_METHOD})`,
      `  balanced accuracy ${balancedAccuracyText(c)} (${level} interval; ${BALANCED_ACCURACY_METHOD})`,
      `  ${observedText(c)}`,
      ...(panelText(c) === null ? [] : [`  ${terminalText(panelText(c)!, 400)}`]),
      ...confusionRows(c).map((row) => `  ${row}`),
      `  ${gateText(c, minAgreement).text}`,
      `  ${disagreementsHeading(c.disagreements.length)}`,
      ...listLines(
        c.disagreements,
        listed,
        where,
        (d) => `${disagreementVerdictText(d)}${d.reason ? `: ${terminalText(d.reason, 200)}` : ''}`,
      ),
    ];
    const unscored = c.unscored_labels ?? [];
    if (unscored.length > 0) {
      lines.push(`  ${unscoredHeading(unscored.length)}`, ...listLines(unscored, listed, where, (u) => terminalText(u.reason, 200)));
    }
    return lines.join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}

function listLines<T extends Listed>(items: readonly T[], listed: number, where: string, say: (item: T) => string): string[] {
  const lines = items
    .slice(0, listed)
    .map((item) => `    ${terminalText(`${item.file}:${item.line}`, 200)} ${terminalText(item.label_id, 120)}: ${say(item)}`);
  if (items.length > listed) lines.push(`    ${moreText(items.length - listed, where)}`);
  return lines;
}

/** The confusion table as aligned plain-text rows. */
function confusionRows(c: CriterionCalibration): string[] {
  const { both_pass, human_pass_judge_fail, human_fail_judge_pass, both_fail } = c.confusion;
  const width = Math.max(10, ...[both_pass, human_pass_judge_fail, human_fail_judge_pass, both_fail].map((x) => String(x).length));
  const cell = (x: number | string) => String(x).padStart(width);
  return [
    `${''.padEnd(12)}${cell('judge pass')} ${cell('judge fail')}`,
    `${'human pass'.padEnd(12)}${cell(both_pass)} ${cell(human_pass_judge_fail)}`,
    `${'human fail'.padEnd(12)}${cell(human_fail_judge_pass)} ${cell(both_fail)}`,
  ];
}

/** judge-calibration.md: a summary table, then each criterion's confusion table, disagreements and unscored labels, then the methods. */
export function renderCalibrationMarkdown(file: CalibrationFile, minAgreement: number, options: { listed?: number } = {}): string {
  const listed = options.listed ?? MARKDOWN_LISTED;
  const calibrations = file.calibrations;
  const out: string[] = [`# ${CALIBRATION_HEADING}`, ''];
  const first = calibrations[0];
  if (first === undefined) return `${out.join('\n')}No criterion was calibrated.\n`;
  const sources = [...new Set(calibrations.map((c) => c.labels))];
  out.push(
    `Labels: ${sources.map((s) => mdCode(s)).join(', ')}. A criterion gates when the lower bound of the ${levelText(first)} interval of Cohen's κ is at least ${minAgreement} (judge-min-agreement).`,
    '',
    `| Criterion | Prompt | Judge | Labels scored | Unscored | Cohen's κ (${levelText(first)} CI) | Balanced accuracy (${levelText(first)} CI) | At ${minAgreement} |`,
    '|---|---|---|--:|--:|---|---|---|',
  );
  for (const c of calibrations) {
    const gate = gateText(c, minAgreement);
    out.push(
      `| ${mdCode(c.key.criterion, { inTable: true })} | ${mdCode(c.key.prompt_version, { inTable: true })} | ${mdCode(judgeText(c), { inTable: true })} | ${c.n} | ${c.unscored} | ${kappaText(c)} | ${balancedAccuracyText(c)} | ${gate.gates ? '✅' : '⚠️'} ${mdText(gate.text)} |`,
    );
  }
  for (const c of calibrations) {
    const { both_pass, human_pass_judge_fail, human_fail_judge_pass, both_fail } = c.confusion;
    out.push(
      '',
      `## ${mdCode(c.key.criterion)} (${mdCode(c.key.prompt_version)})`,
      '',
      `${countsText(c)}; ${observedText(c)}; Cohen's κ ${kappaText(c)} (${levelText(c)} interval; ${KAPPA_METHOD}); balanced accuracy ${balancedAccuracyText(c)} (${levelText(c)} interval; ${BALANCED_ACCURACY_METHOD}); ${mdText(gateText(c, minAgreement).text)}. ${panelText(c) === null ? '' : `${mdText(panelText(c)!, 400)}. `}Judge ${mdCode(judgeText(c))}, calibrated ${mdText(c.calibrated_at)}, labels ${mdCode(c.labels_hash)}.`,
      '',
      '| | judge pass | judge fail |',
      '|---|--:|--:|',
      `| human pass | ${both_pass} | ${human_pass_judge_fail} |`,
      `| human fail | ${human_fail_judge_pass} | ${both_fail} |`,
      '',
      disagreementsHeading(c.disagreements.length),
    );
    const item = (l: Listed) => `- ${mdCode(`${l.file}:${l.line}`)} ${mdCode(l.label_id)}`;
    out.push(
      ...markdownList(
        c.disagreements,
        listed,
        (d) => `${item(d)}: ${disagreementVerdictText(d)}${d.reason ? `: ${mdText(d.reason, 500)}` : ''}`,
      ),
    );
    const unscored = c.unscored_labels ?? [];
    if (unscored.length > 0) {
      out.push('', unscoredHeading(unscored.length), '', ...markdownList(unscored, listed, (u) => `${item(u)}: ${mdText(u.reason, 500)}`));
    }
  }
  out.push('', `Methods: ${METHODS_TEXT}`, '');
  return out.join('\n');
}

function markdownList<T>(items: readonly T[], listed: number, say: (item: T) => string): string[] {
  if (items.length === 0) return [];
  const lines = ['', ...items.slice(0, listed).map(say)];
  if (items.length > listed) lines.push(`- ${moreText(items.length - listed, 'the calibration file')}`);
  return lines;
}
