// JUnit XML for test-report tools (GitHub test reporters, GitLab, Jenkins): one testcase per test
// and repeat. Failed runs carry their codes and first failing assertion, errored runs are <error>
// (infrastructure, not the agent's fault), skipped runs are <skipped> with their reason.
import type { AssertionResult, Results, RunRecord, SuiteResult } from '../results/schema.ts';
import { clip, escapeXml, jsonInline } from './escape.ts';
import { firstFailure } from './run-stats.ts';

export function renderJunit(results: Results): string {
  const suites = results.suites.map(renderSuite);
  const total = (pick: (r: RunRecord) => boolean): number =>
    results.suites.reduce((n, s) => n + s.tests.reduce((m, t) => m + t.runs.filter(pick).length, 0), 0);
  const seconds = (Date.parse(results.run.finished_at) - Date.parse(results.run.started_at)) / 1000;
  const attrs = xmlAttrs({
    name: 'agent-eval',
    tests: total(() => true),
    failures: total((r) => r.outcome === 'failed'),
    errors: total((r) => r.outcome === 'errored'),
    skipped: total((r) => r.outcome === 'skipped'),
    time: Number.isFinite(seconds) ? seconds.toFixed(3) : '0',
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ${attrs}>\n${suites.join('')}</testsuites>\n`;
}

function renderSuite(suite: SuiteResult): string {
  const runs = suite.tests.flatMap((t) => t.runs);
  const attrs = xmlAttrs({
    name: suite.suite_id,
    tests: runs.length,
    failures: runs.filter((r) => r.outcome === 'failed').length,
    errors: runs.filter((r) => r.outcome === 'errored').length,
    skipped: runs.filter((r) => r.outcome === 'skipped').length,
    time: (runs.reduce((ms, r) => ms + r.duration_ms, 0) / 1000).toFixed(3),
    file: suite.file,
  });
  const properties = suite.suspect ? `    <properties>\n      <property ${xmlAttrs({ name: 'suspect', value: suite.suspect })}/>\n    </properties>\n` : '';
  const cases = suite.tests.flatMap((t) =>
    t.runs.map((run) => {
      const caseAttrs = xmlAttrs({ classname: suite.suite_id, name: `${t.test_id} #${run.repeat}`, time: (run.duration_ms / 1000).toFixed(3), file: suite.file });
      const body = outcomeElement(run);
      return body ? `    <testcase ${caseAttrs}>\n${body}    </testcase>\n` : `    <testcase ${caseAttrs}/>\n`;
    }),
  );
  return `  <testsuite ${attrs}>\n${properties}${cases.join('')}  </testsuite>\n`;
}

function outcomeElement(run: RunRecord): string {
  switch (run.outcome) {
    case 'passed':
      return '';
    case 'skipped':
      return `      <skipped ${xmlAttrs({ message: run.skipped_reason ?? 'skipped' })}/>\n`;
    case 'errored': {
      const code = run.error?.code ?? run.codes[0] ?? 'ENGINE_ERROR';
      const message = `${code}: ${run.error?.message ?? 'the agent could not be reached'}`;
      return `      <error ${xmlAttrs({ type: code, message: clip(message, 500) })}>${escapeXml(message)}</error>\n`;
    }
    case 'failed': {
      const first = firstFailure(run);
      const codes = run.codes.join(', ') || 'FAILED';
      const where = first ? ` at ${first.turn_id === 'final' ? 'final assertions' : `turn ${first.turn_id}`}: ${first.assertion.key}: ${first.assertion.reason}` : '';
      const message = `${codes}${where}`;
      return `      <failure ${xmlAttrs({ type: run.codes[0] ?? 'FAILED', message: clip(message, 500) })}>${escapeXml(failureDetail(run))}</failure>\n`;
    }
  }
}

/** Every failed assertion of the run, one per line, with expected and actual values. */
function failureDetail(run: RunRecord): string {
  const lines: string[] = [];
  const describe = (where: string, a: AssertionResult): string => {
    const values = [a.expected !== undefined ? `expected ${clip(jsonInline(a.expected), 500)}` : '', a.actual !== undefined ? `actual ${clip(jsonInline(a.actual), 500)}` : '']
      .filter(Boolean)
      .join(', ');
    return `${where} ${a.key}${a.code ? ` [${a.code}]` : ''}: ${a.reason}${values ? ` (${values})` : ''}`;
  };
  for (const turn of run.turns) for (const a of turn.assertions) if (a.status === 'failed') lines.push(describe(`turn ${turn.turn_id}`, a));
  for (const a of run.final.assertions) if (a.status === 'failed') lines.push(describe('final', a));
  return lines.join('\n') || `codes: ${run.codes.join(', ')}`;
}

function xmlAttrs(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k}="${escapeXml(String(v)).replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;')}"`)
    .join(' ');
}
