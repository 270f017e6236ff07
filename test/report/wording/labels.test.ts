// The verdict vocabulary: for each state a pull request can end in, the headline, the check's
// conclusion and each suite's label and reason, from real comparisons, against one reviewed
// snapshot. And the rule behind them: ✅ only beside what the data back.
import { describe, expect, it } from 'vitest';
import { decideGate } from '../../../src/action/gate.ts';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../../src/compare/compare.ts';
import type { Comparison } from '../../../src/compare/comparison-schema.ts';
import { buildReportModel } from '../../../src/report/report-model.ts';
import { OVERALL_EMOJI, sortSuites, VERDICT_LABELS } from '../../../src/report/wording/labels.ts';
import { intervalNoteText, suiteReasonText } from '../../../src/report/wording/suite.ts';
import type { SuiteResult } from '../../../src/results/results-schema.ts';
import { results, suite, test, tests } from '../../helpers/results.ts';

function compare(base: SuiteResult[] | null, head: SuiteResult[]): Comparison {
  return compareResults(base === null ? null : results(base, 'base-sha'), results(head), {
    ...DEFAULT_COMPARE_OPTIONS,
    quarantine: [],
    now: new Date('2030-01-02T00:00:00Z'),
    baseline: base === null ? { source: 'none', commit: null, distance: null } : { source: 'branch', commit: 'base-sha', distance: 0 },
  });
}

const steady = (id: string, runs = 6): SuiteResult => suite(id, tests('t', 10, 'P'.repeat(runs)));
/** 10 tests; the first `broken` fail every run on head. */
const breaking = (id: string, broken: number, runs = 6): SuiteResult =>
  suite(id, [
    ...Array.from({ length: broken }, (_, i) => test(`t-${i + 1}`, 'F'.repeat(runs))),
    ...tests('t', 10, 'P'.repeat(runs)).slice(broken),
  ]);
/** 20 tests, one run each; the first `broken` fail on head. */
const oneRun = (id: string, broken = 0): SuiteResult =>
  suite(id, [...Array.from({ length: broken }, (_, i) => test(`t-${i + 1}`, 'F')), ...tests('t', 20, 'P').slice(broken)]);
const flaky = ['PPFPPP', 'PFPPFP', 'FPPPPF', 'PPPFPP', 'PFPFPP', 'PPPPPF'];
const big = (id: string, head: boolean): SuiteResult =>
  suite(id, [
    test('checkout', head ? 'FFFFFF' : 'PPPPPP'),
    ...Array.from({ length: 40 }, (_, i) => test(`f-${i}`, flaky[(i + (head ? 1 : 0)) % 6]!)),
    ...tests('d', 30, 'PPPPPP'),
  ]);

const STATES: [string, Comparison][] = [
  ['regressed', compare([steady('booking')], [breaking('booking', 3)])],
  ['broken test', compare([big('support', false)], [big('support', true)])],
  ['possible regression', compare([oneRun('faq')], [oneRun('faq', 6)])],
  ['underpowered', compare([suite('tiny', tests('t', 3, 'P'))], [suite('tiny', [test('t-1', 'P'), test('t-2', 'F'), test('t-3', 'F')])])],
  ['unchanged', compare([steady('booking')], [steady('booking')])],
  // 10 of 40 tests fail 1 run of 10: p = 1/1024, but a 2.5-point drop, and no test broke.
  [
    'small significant drop',
    compare(
      [suite('wide', tests('t', 40, 'PPPPPPPPPP'))],
      [
        suite('wide', [
          ...Array.from({ length: 10 }, (_, i) => test(`t-${i + 1}`, 'PPPPPPPPPF')),
          ...tests('t', 40, 'PPPPPPPPPP').slice(10),
        ]),
      ],
    ),
  ],
  ['improved', compare([breaking('booking', 3)], [steady('booking')])],
  ['new suite', compare([steady('booking')], [steady('booking'), steady('fresh')])],
  ['removed suite', compare([steady('booking'), steady('old')], [steady('booking')])],
  [
    'no common test',
    compare([suite('rewritten', [test('a', 'PP'), test('b', 'PP')])], [suite('rewritten', [test('c', 'PP'), test('d', 'FF')])]),
  ],
  // 4 of 10 tests errored on every run: counted as failures they would be a regression.
  [
    'invalid',
    compare(
      [steady('api', 3)],
      [suite('api', [...tests('t', 6, 'PPP'), ...Array.from({ length: 4 }, (_, i) => test(`t-${7 + i}`, 'EEE'))])],
    ),
  ],
  ['no baseline', compare(null, [steady('booking')])],
  [
    'two of four judged',
    compare(
      [steady('a'), steady('b'), oneRun('c'), suite('d', tests('t', 3, 'P'))],
      [steady('a'), steady('b'), oneRun('c', 6), suite('d', tests('t', 3, 'P'))],
    ),
  ],
];

function describeState(name: string, c: Comparison): string {
  const gate = decideGate(c, 'significant-regression', true);
  const lines = [
    `## ${name}`,
    '',
    `${OVERALL_EMOJI[c.verdict]} ${buildReportModel(c).headline}`,
    `check: ${gate.conclusion}${gate.failure ? ' (step fails)' : ''}`,
  ];
  for (const t of c.broken_tests ?? [])
    lines.push(`broken: ${t.suite_id} › ${t.test_id}: ${t.base.passed}/${t.base.runs} → ${t.head.passed}/${t.head.runs}`);
  for (const s of sortSuites(c.suites)) {
    const { emoji, label } = VERDICT_LABELS[s.verdict];
    lines.push(`- ${emoji} ${label} · ${s.suite_id}: ${suiteReasonText(s)}`);
    const note = intervalNoteText(s);
    if (note) lines.push(`  - interval: ${note}`);
  }
  return lines.join('\n');
}

describe('verdict vocabulary', () => {
  it('matches the reviewed headline, conclusion and suite verdicts of every state', async () => {
    await expect(`${STATES.map(([name, c]) => describeState(name, c)).join('\n\n')}\n`).toMatchFileSnapshot('./__snapshots__/verdicts.md');
  });

  it.each(STATES)('shows ✅ only beside what the data back (%s)', (_name, c) => {
    for (const s of c.suites) {
      if (VERDICT_LABELS[s.verdict].emoji !== '✅') continue;
      // Judged, and no observed drop of the minimum effect.
      expect(s.p_adjusted).not.toBeNull();
      expect(s.delta!.estimate).toBeGreaterThan(-c.min_effect);
    }
    if (OVERALL_EMOJI[c.verdict] === '✅') {
      expect(c.suites.every((s) => ['unchanged', 'improved', 'new'].includes(s.verdict))).toBe(true);
      expect(c.suites.some((s) => s.verdict === 'unchanged' || s.verdict === 'improved')).toBe(true);
    }
  });

  it('fails the check on a regression or a broken test, stays neutral when something could not be judged', () => {
    const conclusion = (name: string) => decideGate(STATES.find(([n]) => n === name)![1], 'significant-regression', true).conclusion;
    expect(conclusion('regressed')).toBe('failure');
    expect(conclusion('broken test')).toBe('failure');
    for (const name of ['possible regression', 'underpowered', 'removed suite', 'no common test', 'no baseline', 'two of four judged']) {
      expect(conclusion(name)).toBe('neutral');
    }
    for (const name of ['unchanged', 'small significant drop', 'improved', 'new suite']) expect(conclusion(name)).toBe('success');
  });

  it('counts the judged suites in the headline', () => {
    expect(buildReportModel(STATES.find(([n]) => n === 'two of four judged')![1]).headline).toBe(
      'Regression ruled out in 2 of 4 suites; 2 not decided (1 possible regression, 1 underpowered)',
    );
  });
});
