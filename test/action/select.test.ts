import { describe, expect, it } from 'vitest';
import { commonBaseDir, selectAffectedSuites, suitesMatcher } from '../../src/action/select.ts';
import type { LoadedSuite } from '../../src/suite/loader.ts';

describe('selectAffectedSuites', () => {
  const suite = (id: string, file: string, affects?: string[]) =>
    ({ file, suite: { suite_id: id, ...(affects !== undefined ? { affects } : {}) } }) as unknown as LoadedSuite;
  const suites = [
    suite('billing', 'suites/billing.yaml', ['src/billing/**']),
    suite('routing', 'suites/routing.yaml'),
    suite('docs', 'suites/docs.yaml', ['docs/**']),
  ];

  it('selects by changed suite file, by affects globs and every suite without affects, saying why', () => {
    const s = selectAffectedSuites(suites, ['src/billing/invoice.ts', 'suites/docs.yaml'], []);
    expect(s.selected.map((x) => [x.suite.suite.suite_id, x.reason])).toEqual([
      ['billing', 'src/billing/invoice.ts matches its affects globs (src/billing/**)'],
      ['routing', 'it declares no affects, so every change can affect it: 2 paths changed'],
      ['docs', 'its file suites/docs.yaml changed'],
    ]);
    expect(s.skipped).toEqual([]);
  });

  it('runs a suite without affects on a change only to the agent, and when no changed path is listed', () => {
    const agentOnly = selectAffectedSuites(suites, ['agent/flow.py'], []);
    expect(agentOnly.selected.map((x) => x.suite.suite.suite_id)).toEqual(['routing']);
    expect(agentOnly.skipped.map((x) => x.suite.suite_id)).toEqual(['billing', 'docs']);
    expect(agentOnly.unmatched).toEqual(['agent/flow.py']);
    const none = selectAffectedSuites(suites, [], []);
    expect(none.selected.map((x) => [x.suite.suite.suite_id, x.reason])).toEqual([
      ['routing', 'it declares no affects, so it runs even when no changed path is listed'],
    ]);
  });

  it('skips only suites that declare affects and match nothing, and names the changed paths nothing matched', () => {
    const declared = suites.filter((s) => s.suite.affects !== undefined);
    const s = selectAffectedSuites(declared, ['README.md', 'src/billing/invoice.ts', 'README.md', 'agent/a.py'], []);
    expect(s.selected.map((x) => x.suite.suite.suite_id)).toEqual(['billing']);
    expect(s.skipped.map((x) => x.suite.suite_id)).toEqual(['docs']);
    expect(s.unmatched).toEqual(['README.md', 'agent/a.py']);
    expect(selectAffectedSuites(declared, ['README.md'], []).selected).toEqual([]);
    // `affects: []` declares that only the suite's own file affects it.
    const pinned = suite('pinned', 'suites/pinned.yaml', []);
    expect(selectAffectedSuites([pinned], ['agent/flow.py'], []).skipped).toEqual([pinned]);
    expect(selectAffectedSuites([pinned], ['suites/pinned.yaml'], []).selected).toHaveLength(1);
  });

  it('selects every suite when a run-all-on glob matches', () => {
    const s = selectAffectedSuites(suites, ['prompts/system.md'], ['prompts/**']);
    expect(s.selected).toHaveLength(3);
    expect(s.runAll).toBe('prompts/system.md matches run-all-on');
    expect(s.unmatched).toEqual([]);
  });

  it('quotes a changed path with a control character in its reason, so a log line shows it as text', () => {
    const s = selectAffectedSuites(suites, ['src/billing/x\u001b[2K\t.ts'], []);
    expect(s.selected[0]?.reason).toBe('"src/billing/x\\u001b[2K\\t.ts" matches its affects globs (src/billing/**)');
  });

  it('selects a suite for a changed path with a line break in its name, shown quoted', () => {
    const s = selectAffectedSuites(suites, ['src/billing/x\n::error::forged.ts'], []);
    expect(s.selected[0]?.reason).toBe('"src/billing/x\\n::error::forged.ts" matches its affects globs (src/billing/**)');
    expect(s.unmatched).toEqual([]);
  });

  it('knows where the suites globs live', () => {
    expect(commonBaseDir(['suites/**/*.{yaml,yml,json}'])).toBe('suites');
    expect(commonBaseDir(['evals/a/*.yaml', 'evals/b/*.yaml'])).toBe('evals');
    expect(commonBaseDir(['a/*.yaml', 'b/*.yaml'])).toBe('');
    expect(suitesMatcher(['suites/'])('suites/x/y.yaml')).toBe(true);
    expect(suitesMatcher(['suites/**/*.{yaml,yml,json}'])('suites/README.md')).toBe(false);
  });
});
