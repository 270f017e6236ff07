// JUnit XML for test-report tools (GitHub test reporters, GitLab, Jenkins): one testcase per test
// and repeat, with the suite file and the test's line in it. Failed runs carry their codes and first
// failing assertion, errored runs are <error> (infrastructure, not the agent's fault) naming the turn
// it happened at, skipped runs (an interrupted run's unfinished ones too) are <skipped> with their reason.
// With a comparison, each suite also carries its verdict and why. What each case says comes from
// the report model (runCases); this file only writes it as XML.
import type { Results } from '../results/results-schema.ts';
import { clip, escapeXml } from './escape.ts';
import { runCases, type ReportModel, type RunCase, type SuiteCases } from './report-model.ts';

export function renderJunit(results: Results, model: ReportModel | null = null): string {
  const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const suites = runCases(results, model).map((suite) => renderSuite(suite, totals));
  const seconds = (Date.parse(results.run.finished_at) - Date.parse(results.run.started_at)) / 1000;
  const attrs = xmlAttrs({ name: 'agent-eval', ...totals, time: Number.isFinite(seconds) ? seconds.toFixed(3) : '0' });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ${attrs}>\n${suites.join('')}</testsuites>\n`;
}

/** One suite; adds its counts to `totals`. Built in one pass, escaping each id once: a run can hold 100,000 cases. */
function renderSuite(suite: SuiteCases, totals: { tests: number; failures: number; errors: number; skipped: number }): string {
  const counts = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  let ms = 0;
  const cases: string[] = [];
  const where = `classname="${attrValue(suite.suiteId)}"`;
  const file = `file="${attrValue(suite.file)}"`;
  const names = new Map<string, string>();
  for (const c of suite.cases) {
    let name = names.get(c.testId);
    if (name === undefined) names.set(c.testId, (name = attrValue(c.testId)));
    counts.tests++;
    if (c.outcome === 'skipped') counts.skipped++;
    else if (c.outcome === 'failed') counts.failures++;
    else if (c.outcome === 'errored') counts.errors++;
    ms += c.durationMs;
    const line = c.line === undefined ? '' : ` line="${c.line}"`;
    const caseAttrs = `${where} name="${name} #${c.repeat}" time="${(c.durationMs / 1000).toFixed(3)}" ${file}${line}`;
    const body = caseElement(c);
    cases.push(body ? `    <testcase ${caseAttrs}>\n${body}    </testcase>\n` : `    <testcase ${caseAttrs}/>\n`);
  }
  for (const k of ['tests', 'failures', 'errors', 'skipped'] as const) totals[k] += counts[k];
  const attrs = xmlAttrs({ name: suite.suiteId, ...counts, time: (ms / 1000).toFixed(3), file: suite.file });
  const properties = suite.properties.map((p) => `      <property ${xmlAttrs(p)}/>\n`);
  const propertiesXml = properties.length > 0 ? `    <properties>\n${properties.join('')}    </properties>\n` : '';
  return `  <testsuite ${attrs}>\n${propertiesXml}${cases.join('')}  </testsuite>\n`;
}

function caseElement(c: RunCase): string {
  const p = c.problem;
  if (p === null) return '';
  if (c.outcome === 'skipped') return `      <skipped ${xmlAttrs({ message: clip(p.message, 500) })}/>\n`;
  const element = c.outcome === 'errored' ? 'error' : 'failure';
  return `      <${element} ${xmlAttrs({ type: p.type, message: clip(p.message, 500) })}>${escapeXml(p.detail)}</${element}>\n`;
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
