// JUnit XML for test-report tools (GitHub test reporters, GitLab, Jenkins): one testcase per test
// and repeat, with the suite file and the test's line in it. Failed runs carry their codes and first
// failing assertion, errored runs are <error> (infrastructure, not the agent's fault) naming the turn
// it happened at, skipped runs (an interrupted run's unfinished ones too) are <skipped> with their reason.
// With a comparison, each suite also carries its verdict and why, from the report model.
import type { AssertionResult, Results, RunRecord, SuiteResult } from '../results/results-schema.ts';
import { clip, escapeXml, jsonInline } from './escape.ts';
import type { ReportModel, SuiteView } from './report-model.ts';
import { firstFailure } from './run-stats.ts';
import { endingText } from './wording/simulated.ts';

export function renderJunit(results: Results, model: ReportModel | null = null): string {
  const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const verdicts = new Map((model?.suites ?? []).map((v) => [v.suite.suite_id, v]));
  const suites = results.suites.map((suite) => renderSuite(suite, totals, verdicts.get(suite.suite_id)));
  const seconds = (Date.parse(results.run.finished_at) - Date.parse(results.run.started_at)) / 1000;
  const attrs = xmlAttrs({ name: 'agent-eval', ...totals, time: Number.isFinite(seconds) ? seconds.toFixed(3) : '0' });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ${attrs}>\n${suites.join('')}</testsuites>\n`;
}

/** One suite; adds its counts to `totals`. Built in one pass, escaping each id once: a run can hold 100,000 cases. */
function renderSuite(
  suite: SuiteResult,
  totals: { tests: number; failures: number; errors: number; skipped: number },
  verdict: SuiteView | undefined,
): string {
  const counts = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  let ms = 0;
  const cases: string[] = [];
  const where = `classname="${attrValue(suite.suite_id)}"`;
  const file = `file="${attrValue(suite.file)}"`;
  for (const t of suite.tests) {
    const name = attrValue(t.test_id);
    const line = t.line === undefined ? '' : ` line="${t.line}"`;
    for (const run of t.runs) {
      counts.tests++;
      // A captured draft never fails the check, so it fails no test report either: its failed and
      // errored runs are skipped, with what happened.
      const draftMiss = suite.draft === true && (run.outcome === 'failed' || run.outcome === 'errored');
      if (draftMiss || run.outcome === 'skipped') counts.skipped++;
      else if (run.outcome === 'failed') counts.failures++;
      else if (run.outcome === 'errored') counts.errors++;
      ms += run.duration_ms;
      const caseAttrs = `${where} name="${name} #${run.repeat}" time="${(run.duration_ms / 1000).toFixed(3)}" ${file}${line}`;
      const body = draftMiss ? draftElement(run as RunRecord & { outcome: 'failed' | 'errored' }) : outcomeElement(run);
      cases.push(body ? `    <testcase ${caseAttrs}>\n${body}    </testcase>\n` : `    <testcase ${caseAttrs}/>\n`);
    }
  }
  for (const k of ['tests', 'failures', 'errors', 'skipped'] as const) totals[k] += counts[k];
  const attrs = xmlAttrs({ name: suite.suite_id, ...counts, time: (ms / 1000).toFixed(3), file: suite.file });
  const properties = [
    ...(verdict
      ? [
          { name: 'verdict', value: verdict.label },
          { name: 'verdict_reason', value: verdict.reason },
        ]
      : []),
    ...(suite.suspect ? [{ name: 'suspect', value: suite.suspect }] : []),
    ...(suite.draft === true ? [{ name: 'draft', value: 'captured draft: reported, never gating (metadata.capture.status: draft)' }] : []),
  ].map((p) => `      <property ${xmlAttrs(p)}/>\n`);
  const propertiesXml = properties.length > 0 ? `    <properties>\n${properties.join('')}    </properties>\n` : '';
  return `  <testsuite ${attrs}>\n${propertiesXml}${cases.join('')}  </testsuite>\n`;
}

/** What went wrong in a failed or errored run: its type, one-line message and detail. */
function problemOf(run: RunRecord & { outcome: 'failed' | 'errored' }): { type: string; message: string; detail: string } {
  if (run.outcome === 'errored') {
    const code = run.error?.code ?? run.codes[0] ?? 'ENGINE_ERROR';
    const at = errorTurn(run);
    const ending = run.ending ? ` (ending ${run.ending})` : '';
    const message = `${code}${at === null ? '' : ` at ${at}`}${ending}: ${run.error?.message ?? 'the agent could not be reached'}`;
    return { type: code, message, detail: message };
  }
  const first = firstFailure(run);
  const codes = run.codes.join(', ') || 'FAILED';
  const where = first
    ? ` at ${first.turn_id === 'final' ? 'final assertions' : `turn ${first.turn_id}`}: ${first.assertion.key}: ${first.assertion.reason}`
    : '';
  return {
    type: run.codes[0] ?? 'FAILED',
    message: `${codes}${run.ending ? ` (ending ${run.ending})` : ''}${where}`,
    detail: `${run.ending ? `ending: ${endingText(run.ending)}\n` : ''}${failureDetail(run)}`,
  };
}

function outcomeElement(run: RunRecord): string {
  switch (run.outcome) {
    case 'passed':
      return '';
    case 'skipped':
      return `      <skipped ${xmlAttrs({ message: run.skipped_reason ?? 'skipped' })}/>\n`;
    case 'errored': {
      const p = problemOf({ ...run, outcome: 'errored' });
      return `      <error ${xmlAttrs({ type: p.type, message: clip(p.message, 500) })}>${escapeXml(p.detail)}</error>\n`;
    }
    case 'failed': {
      const p = problemOf({ ...run, outcome: 'failed' });
      return `      <failure ${xmlAttrs({ type: p.type, message: clip(p.message, 500) })}>${escapeXml(p.detail)}</failure>\n`;
    }
  }
}

/** A failed or errored run of a captured draft: skipped, the message saying what happened. */
function draftElement(run: RunRecord & { outcome: 'failed' | 'errored' }): string {
  const p = problemOf(run);
  return `      <skipped ${xmlAttrs({ message: clip(`captured draft, never gating: ${p.message}`, 500) })}/>\n`;
}

/** Where an errored run broke: the turn whose agent call failed, else the first check the judge could not score. */
function errorTurn(run: RunRecord): string | null {
  const where = (turnId: string) => (turnId === 'final' ? 'final assertions' : `turn ${turnId}`);
  const failedCall = run.turns.find((t) => t.error !== undefined);
  if (failedCall) return where(failedCall.turn_id);
  const unscored = run.turns.find((t) => t.assertions.some((a) => a.status === 'unscored'));
  if (unscored) return where(unscored.turn_id);
  return run.final.assertions.some((a) => a.status === 'unscored') ? where('final') : null;
}

/** Every failed assertion of the run, one per line, with expected and actual values. */
function failureDetail(run: RunRecord): string {
  const lines: string[] = [];
  const describe = (where: string, a: AssertionResult): string => {
    const values = [
      a.expected !== undefined ? `expected ${clip(jsonInline(a.expected), 500)}` : '',
      a.actual !== undefined ? `actual ${clip(jsonInline(a.actual), 500)}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `${where} ${a.key}${a.code ? ` [${a.code}]` : ''}: ${a.reason}${values ? ` (${values})` : ''}`;
  };
  for (const turn of run.turns) for (const a of turn.assertions) if (a.status === 'failed') lines.push(describe(`turn ${turn.turn_id}`, a));
  for (const a of run.final.assertions) if (a.status === 'failed') lines.push(describe('final', a));
  return lines.join('\n') || `codes: ${run.codes.join(', ')}`;
}

/** Whitespace in an attribute is kept as character references: a parser would normalise it to spaces. */
function attrValue(text: string): string {
  const escaped = escapeXml(text);
  return /[\n\r\t]/.test(escaped) ? escaped.replace(/[\n\r\t]/g, (c) => `&#${c.charCodeAt(0)};`) : escaped;
}

function xmlAttrs(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k}="${attrValue(String(v))}"`)
    .join(' ');
}
