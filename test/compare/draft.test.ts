// Captured drafts (metadata.capture.status: draft) are compared and reported, but never gate: a
// draft that breaks leaves the check's verdict to the other suites.
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import type { Results, SuiteResult } from '../../src/results/results-schema.ts';
import { validityText } from '../../src/report/wording/suite.ts';
import { results, suite, tests } from '../helpers/results.ts';

const compare = (base: Results, head: Results) =>
  ComparisonSchema.parse(
    compareResults(base, head, {
      ...DEFAULT_COMPARE_OPTIONS,
      quarantine: [],
      now: new Date('2030-01-02T12:00:00Z'),
      baseline: { source: 'fresh', commit: 'base-sha', distance: 0 },
    }),
  );
const draft = (s: SuiteResult): SuiteResult => ({ ...s, draft: true });

describe('a captured draft suite', () => {
  // Ten tests at 6 runs that all pass rule out a 5-point drop (at 5 runs they do not).
  const stable = suite('routing', tests('t', 10, 'PPPPPP'));

  it('that breaks on the pull request is reported, with its note, and does not fail the check', () => {
    const c = compare(
      results([stable, draft(suite('captured.x', tests('c', 10, 'PPPPP')))], 'base-sha'),
      results([stable, draft(suite('captured.x', tests('c', 10, 'FFFFF')))]),
    );
    const s = c.suites.find((x) => x.suite_id === 'captured.x')!;
    expect(s.draft).toBe(true);
    expect(s.validity).toContainEqual({ code: 'draft' });
    expect(s.tests.every((t) => t.change === 'newly_failing' && t.broke === false)).toBe(true);
    expect(s.verdict).not.toBe('regressed');
    expect(c.verdict).toBe('pass');
    expect(c.families?.suites.size).toBe(1);
    expect(validityText({ code: 'draft' })).toContain('never gating and never stored in a baseline');
  });

  it('gates like any other suite once approved (no draft mark)', () => {
    const c = compare(
      results([stable, suite('captured.x', tests('c', 10, 'PPPPP'))], 'base-sha'),
      results([stable, suite('captured.x', tests('c', 10, 'FFFFF'))]),
    );
    expect(c.verdict).toBe('fail');
  });

  it('that is new and failing leaves a passing check passing', () => {
    const c = compare(results([stable], 'base-sha'), results([stable, draft(suite('captured.y', tests('c', 2, 'FF')))]));
    expect(c.verdict).toBe('pass');
  });
});
