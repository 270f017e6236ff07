// The table printed at the end of a run: what ran, what passed, what was not checked.
import type { Results } from '../results/schema.ts';

export function summaryTable(results: Results): string {
  const rows: string[][] = [['suite', 'runs', 'passed', 'failed', 'errored', 'skipped', 'pass rate', 'codes']];
  for (const suite of results.suites) {
    const runs = suite.tests.flatMap((t) => t.runs);
    const n = (o: string): number => runs.filter((r) => r.outcome === o).length;
    const scored = n('passed') + n('failed');
    const codes = new Map<string, number>();
    for (const r of runs) for (const c of r.codes) codes.set(c, (codes.get(c) ?? 0) + 1);
    rows.push([
      suite.suite_id + (suite.suspect ? ' (SUSPECT)' : ''),
      String(runs.length),
      String(n('passed')),
      String(n('failed')),
      String(n('errored')),
      String(n('skipped')),
      // Errored and skipped runs say nothing about the agent: the rate is over scored runs only.
      scored === 0 ? 'n/a' : `${((100 * n('passed')) / scored).toFixed(1)}%`,
      [...codes].map(([c, k]) => `${c}×${k}`).join(' ') || '-',
    ]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const lines = rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '));

  const c = results.counts;
  lines.push('', `${c.planned} planned: ${c.passed} passed, ${c.failed} failed, ${c.errored} errored, ${c.skipped} skipped`);
  const notChecked = countAssertions(results, 'skipped');
  const unscored = countAssertions(results, 'unscored');
  if (notChecked.total > 0) {
    lines.push(`not checked: ${notChecked.total} assertion(s) skipped (${[...notChecked.reasons].map(([r, k]) => `${k}× ${r}`).join('; ')})`);
  }
  if (unscored.total > 0) lines.push(`unscored: ${unscored.total} judge verdict(s) could not be parsed; they count as neither pass nor QUALITY_JUDGE_FAIL`);
  const j = results.judge;
  if (j?.configured) {
    lines.push(`judge: ${j.calls} call(s), cache ${j.cache_hits} hit(s) / ${j.cache_misses} miss(es), ${j.input_tokens + j.output_tokens} tokens (${j.input_tokens} in, ${j.output_tokens} out)`);
  }
  return lines.join('\n');
}

function countAssertions(results: Results, status: 'skipped' | 'unscored'): { total: number; reasons: Map<string, number> } {
  const reasons = new Map<string, number>();
  let total = 0;
  for (const s of results.suites)
    for (const t of s.tests)
      for (const r of t.runs)
        for (const a of [...r.turns.flatMap((turn) => turn.assertions), ...r.final.assertions]) {
          if (a.status !== status) continue;
          total += 1;
          reasons.set(a.reason, (reasons.get(a.reason) ?? 0) + 1);
        }
  return { total, reasons };
}
