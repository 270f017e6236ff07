import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../src/results/results-schema.ts';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import { renderJunit } from '../../src/report/junit.ts';
import { buildReportModel } from '../../src/report/report-model.ts';
import { INTERRUPTED_REASON } from '../../src/runner/run.ts';
import { HOSTILE_SUITE, HOSTILE_TEST, makeResults, results as resultsOf, suite, tests } from '../helpers/results.ts';

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlElement[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, e: string) => {
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    const value = ENTITIES[e];
    if (value === undefined) throw new Error(`unknown entity &${e};`);
    return value;
  });
}

/** A strict little XML reader: balanced tags, quoted attributes, known entities, no stray `<` or `&`. */
function parseXml(xml: string): XmlElement {
  if (/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u.test(xml)) throw new Error('character not allowed in XML 1.0');
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  const root: XmlElement = { name: '#root', attrs: {}, text: '', children: [] };
  const stack = [root];
  const token = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  let match: RegExpExecArray | null;
  let at = 0;
  while (at < body.length) {
    token.lastIndex = at;
    match = token.exec(body);
    if (!match) throw new Error(`malformed XML at ${at}: ${body.slice(at, at + 40)}`);
    at = token.lastIndex;
    const [, closing, name, attrText, selfClosing, text] = match;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      if (/&(?!(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);)/i.test(text)) throw new Error(`bare & in ${text.slice(0, 40)}`);
      top.text += decode(text);
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
    } else {
      const attrs: Record<string, string> = {};
      for (const [, k, v] of (attrText ?? '').matchAll(/([A-Za-z_][\w.-]*)="([^"]*)"/g)) attrs[k!] = decode(v!);
      const element: XmlElement = { name: name!, attrs, text: '', children: [] };
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length !== 1) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  expect(root.children).toHaveLength(1);
  return root.children[0]!;
}

function all(el: XmlElement, name: string): XmlElement[] {
  return [...(el.name === name ? [el] : []), ...el.children.flatMap((c) => all(c, name))];
}

describe('renderJunit', () => {
  const results = makeResults('abc', [
    { suite_id: HOSTILE_SUITE, tests: { [HOSTILE_TEST]: ['passed', 'failed', 'errored'], other: ['skipped'] } },
    { suite_id: 'billing', tests: { invoice: ['passed', 'passed'] } },
  ]);
  // Control characters from an agent are not allowed in XML 1.0, not even as entities.
  results.suites[0]!.tests[0]!.runs[1]!.turns[1]!.assertions[0]!.reason += ' \u0000\u001b[31mred\u001b[0m \uD800';
  const xml = renderJunit(results);
  const doc = parseXml(xml);

  it('is well-formed XML with the right totals', () => {
    expect(doc.name).toBe('testsuites');
    expect(doc.attrs).toMatchObject({ tests: '6', failures: '1', errors: '1', skipped: '1', time: '125.000' });
    const suites = all(doc, 'testsuite');
    expect(suites.map((s) => [s.attrs.name, s.attrs.tests, s.attrs.failures, s.attrs.errors, s.attrs.skipped])).toEqual([
      [HOSTILE_SUITE, '4', '1', '1', '1'],
      ['billing', '2', '0', '0', '0'],
    ]);
  });

  it('has one testcase per test and repeat, named by suite and test id', () => {
    const cases = all(doc, 'testcase');
    expect(cases.map((c) => `${c.attrs.classname === HOSTILE_SUITE ? 'S' : c.attrs.classname}:${c.attrs.name}`)).toEqual([
      `S:${HOSTILE_TEST} #0`,
      `S:${HOSTILE_TEST} #1`,
      `S:${HOSTILE_TEST} #2`,
      'S:other #0',
      'billing:invoice #0',
      'billing:invoice #1',
    ]);
    expect(cases[0]!.children).toEqual([]);
  });

  it('explains failures with codes and the first failing assertion, errors and skips apart', () => {
    const [failure] = all(doc, 'failure');
    expect(failure!.attrs.type).toBe('NODE_MISMATCH');
    expect(failure!.attrs.message).toMatch(/^NODE_MISMATCH at turn t2: next_node_id: expected node conv_2, got conv_3/);
    expect(failure!.text).toContain('turn t2 next_node_id [NODE_MISMATCH]');
    expect(failure!.text).toContain('(expected "conv_2", actual "conv_3")');
    expect(failure!.text).toContain(' [31mred[0m ');
    const [error] = all(doc, 'error');
    expect(error!.attrs).toMatchObject({ type: 'ENGINE_ERROR', message: 'ENGINE_ERROR: HTTP 502 from https://preview/execute <html>' });
    const [skipped] = all(doc, 'skipped');
    expect(skipped!.attrs.message).toBe('shard filter');
  });

  it('escapes markup in names and messages', () => {
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(xml).toContain('refund&#10;| injected | row |` @org/team #1');
  });
});

describe('renderJunit for the suite file, errors and interrupted runs', () => {
  it('puts the suite file and the line of the test on each testcase', () => {
    const results = makeResults('abc', [{ suite_id: 'billing', tests: { invoice: ['passed', 'failed'], legacy: ['passed'] } }]);
    results.suites[0]!.tests[0]!.line = 12;
    const cases = all(parseXml(renderJunit(results)), 'testcase');
    expect(cases.map((c) => [c.attrs.name, c.attrs.file, c.attrs.line])).toEqual([
      ['invoice #0', 'suites/billing.yaml', '12'],
      ['invoice #1', 'suites/billing.yaml', '12'],
      // Results written before lines were recorded have none.
      ['legacy #0', 'suites/billing.yaml', undefined],
    ]);
  });

  it('names the turn an errored run broke at: the failed agent call, or the check the judge could not score', () => {
    const results = makeResults('abc', [{ suite_id: 'billing', tests: { invoice: ['passed', 'passed'] } }]);
    const [agentDown, judgeDown] = results.suites[0]!.tests[0]!.runs as [RunRecord, RunRecord];
    Object.assign(agentDown, {
      outcome: 'errored',
      codes: ['ENGINE_ERROR'],
      error: { code: 'ENGINE_ERROR', message: 'POST http://agent/execute failed: ECONNREFUSED' },
      turns: [agentDown.turns[0], { ...agentDown.turns[1], error: { code: 'ENGINE_ERROR', message: 'ECONNREFUSED' } }],
    });
    judgeDown.turns[1]!.assertions.push({
      key: 'judge_criteria',
      pass: false,
      status: 'unscored',
      code: 'JUDGE_ERROR',
      reason: 'judge timed out',
    });
    Object.assign(judgeDown, { outcome: 'errored', codes: ['JUDGE_ERROR'], error: { code: 'JUDGE_ERROR', message: 'judge timed out' } });
    const errors = all(parseXml(renderJunit(results)), 'error');
    expect(errors.map((e) => e.attrs.message)).toEqual([
      'ENGINE_ERROR at turn t2: POST http://agent/execute failed: ECONNREFUSED',
      'JUDGE_ERROR at turn t2: judge timed out',
    ]);
  });

  it('lists the runs an interrupted run never finished as skipped, with the reason', () => {
    const results = makeResults('abc', [{ suite_id: 'billing', tests: { invoice: ['passed', 'skipped', 'skipped'] } }]);
    results.run.complete = false;
    results.run.incomplete_reason = 'interrupted by a signal';
    for (const run of results.suites[0]!.tests[0]!.runs.slice(1)) run.skipped_reason = INTERRUPTED_REASON;
    const doc = parseXml(renderJunit(results));
    expect(doc.attrs).toMatchObject({ tests: '3', skipped: '2' });
    expect(all(doc, 'skipped').map((s) => s.attrs.message)).toEqual([INTERRUPTED_REASON, INTERRUPTED_REASON]);
  });
});

describe('renderJunit with a comparison', () => {
  it('gives each suite its verdict and reason, as the other reports word them', () => {
    const base = resultsOf([suite('booking', tests('t', 10, 'PPPPP'))], 'base');
    const head = resultsOf([suite('booking', [...tests('t', 10, 'PPPPP').slice(3), ...tests('x', 3, 'FFFFF')])]);
    const comparison = compareResults(base, head, {
      ...DEFAULT_COMPARE_OPTIONS,
      quarantine: [],
      now: new Date('2030-01-02T00:00:00Z'),
      baseline: { source: 'file', commit: 'base', distance: null },
    });
    const model = buildReportModel(comparison);
    const properties = all(parseXml(renderJunit(head, model)), 'property');
    const { latency, tokens } = model.performance!.rows[0]!;
    const verdict = (f: typeof latency): string => `${f.change} ${f.verdict}${f.weak === null ? '' : ` (${f.weak})`}`;
    expect(properties.map((p) => [p.attrs.name, p.attrs.value])).toEqual([
      ['verdict', model.suites[0]!.label],
      ['verdict_reason', model.suites[0]!.reason],
      ['latency_per_turn', latency.values.join(', ')],
      ['latency_per_turn_change', verdict(latency)],
      ['tokens_per_conversation', tokens.values.join(', ')],
      ['tokens_per_conversation_change', verdict(tokens)],
    ]);
    // Without a comparison, no verdict and no change: the run's own figures.
    expect(all(parseXml(renderJunit(head)), 'property').map((p) => [p.attrs.name, p.attrs.value])).toEqual([
      // Every test's runs took 100, 110, 120, 130 and 140 ms: median 120, p90 140.
      ['latency_per_turn', 'p50 120 ms, p90 140 ms'],
      ['tokens_per_conversation', '70'],
    ]);
  });
});

describe('a captured draft', () => {
  it('fails no test report: its failed runs are skipped, saying it is a draft and what failed', () => {
    const draft = { ...suite('captured.checkout', tests('t', 2, 'PF')), draft: true as const };
    const xml = renderJunit(resultsOf([draft]));
    expect(xml).toMatch(/<testsuites [^>]*failures="0"[^>]*skipped="2"/);
    expect(xml).toContain('<skipped message="captured draft, never gating: NODE_MISMATCH');
    expect(xml).toContain('<property name="draft"');
    expect(xml).not.toContain('<failure');
  });
});
