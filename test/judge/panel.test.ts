// How a judge panel combines its members' verdicts: the rule per criterion at the check's
// thresholds, the score the thresholds are applied to, disagreements, an unscored member under each
// rule, the model key and the stability figure.
import { describe, expect, it } from 'vitest';
import { checkThresholds } from '../../src/judge/thresholds.ts';
import {
  combine,
  combinePanel,
  createStabilityTally,
  mergeStability,
  panelModelKey,
  resolvePanel,
  stability,
  type MemberAnswer,
} from '../../src/judge/panel.ts';
import type { JudgePanelSpec, JudgeVerdict } from '../../src/judge/types.ts';

const scored = (model: string, scores: Record<string, number>, fail_reasons: string[] = []): MemberAnswer => ({
  status: 'scored',
  model,
  scores,
  fail_reasons,
  cached: false,
  raw: JSON.stringify({ scores }),
  requests: [],
});
const unscored = (model: string, reason: string): MemberAnswer => ({
  status: 'unscored',
  model,
  raw: '',
  reason,
  cached: false,
  requests: [],
});

const majority = (...models: string[]): JudgePanelSpec => ({ models, rule: 'majority' });
const all = (...models: string[]): JudgePanelSpec => ({ models, rule: 'all' });
const meanOnly = { criteria: ['helpful'], quality_min: 0.7, criteria_min: {} };

function expectScored(v: JudgeVerdict) {
  expect(v.status, JSON.stringify(v)).toBe('scored');
  return v as Extract<JudgeVerdict, { status: 'scored' }>;
}

describe('the rule', () => {
  it('all: a criterion passes only when every member passes; the score is the minimum', () => {
    const v = expectScored(
      combinePanel(all('a', 'b'), [scored('a', { helpful: 0.9 }), scored('b', { helpful: 0.6 })], ['helpful'], meanOnly),
    );
    expect(v.scores).toEqual({ helpful: 0.6 });
    expect(v.panel?.criteria).toEqual([
      { criterion: 'helpful', threshold: 0.7, score: 0.6, passed: 1, failed: 1, unscored: 0, disagreed: true, outcome: 'fail' },
    ]);
    expect(checkThresholds(v.scores, meanOnly.criteria, 0.7, {}).passed).toBe(false);
  });

  it('majority: more than half must pass, and a tie of two fails', () => {
    const tie = expectScored(
      combinePanel(majority('a', 'b'), [scored('a', { helpful: 0.95 }), scored('b', { helpful: 0.5 })], ['helpful'], meanOnly),
    );
    // The plain median (0.725) would pass the tie.
    expect(tie.scores.helpful).toBe(0.5);
    expect(tie.panel?.criteria[0]?.outcome).toBe('fail');

    const twoOfThree = expectScored(
      combinePanel(
        majority('a', 'b', 'c'),
        [scored('a', { helpful: 0.9 }), scored('b', { helpful: 0.4 }), scored('c', { helpful: 0.8 })],
        ['helpful'],
        meanOnly,
      ),
    );
    expect(twoOfThree.scores.helpful).toBe(0.8);
    expect(twoOfThree.panel?.criteria[0]).toMatchObject({ passed: 2, failed: 1, disagreed: true, outcome: 'pass' });
  });

  it('the combined score passes a threshold exactly when the rule does, whatever the threshold', () => {
    const scores = [0.1, 0.35, 0.5, 0.5, 0.72, 0.9];
    for (let n = 2; n <= scores.length; n++) {
      const members = scores.slice(0, n);
      for (const t of [0, 0.1, 0.3, 0.5, 0.51, 0.72, 0.9, 0.95]) {
        const passing = members.filter((s) => s >= t).length;
        expect(combine('all', members) >= t, `all n=${n} t=${t}`).toBe(passing === n);
        expect(combine('majority', members) >= t, `majority n=${n} t=${t}`).toBe(passing > n / 2);
      }
    }
  });

  it("judges each criterion at its own minimum, else at the check's mean minimum", () => {
    const thresholds = { criteria: ['helpful', 'tone'], quality_min: 0.6, criteria_min: { tone: 0.9 } };
    const v = expectScored(
      combinePanel(
        majority('a', 'b', 'c'),
        [scored('a', { helpful: 0.7, tone: 0.95 }), scored('b', { helpful: 0.65, tone: 0.8 }), scored('c', { helpful: 0.2, tone: 0.92 })],
        ['helpful', 'tone'],
        thresholds,
      ),
    );
    expect(v.panel?.criteria.map((c) => [c.criterion, c.threshold, c.passed, c.failed, c.outcome])).toEqual([
      ['helpful', 0.6, 2, 1, 'pass'],
      ['tone', 0.9, 2, 1, 'pass'],
    ]);
    expect(v.scores).toEqual({ helpful: 0.65, tone: 0.92 });
  });

  it('records no disagreement when the members agree on pass/fail, however far apart their scores', () => {
    const v = expectScored(
      combinePanel(majority('a', 'b'), [scored('a', { helpful: 1 }), scored('b', { helpful: 0.7 })], ['helpful'], meanOnly),
    );
    expect(v.panel?.criteria[0]?.disagreed).toBe(false);
  });

  it("names the verdict after the panel and keeps every member's fail reasons, naming the member", () => {
    const v = expectScored(
      combinePanel(
        majority('gpt-4o', 'gpt-4.1'),
        [scored('gpt-4o', { helpful: 0.9 }), scored('gpt-4.1', { helpful: 0.3 }, ['vague'])],
        ['helpful'],
        meanOnly,
      ),
    );
    expect(v.model).toBe('panel(majority):gpt-4.1,gpt-4o');
    expect(v.fail_reasons).toEqual(['gpt-4.1: vague']);
    expect(v.panel?.members.map((m) => [m.model, m.status, m.scores])).toEqual([
      ['gpt-4o', 'scored', { helpful: 0.9 }],
      ['gpt-4.1', 'scored', { helpful: 0.3 }],
    ]);
  });
});

describe('a member that could not score', () => {
  it('all: the panel verdict is unscored, naming the member and why', () => {
    const v = combinePanel(
      all('a', 'b'),
      [scored('a', { helpful: 0.9 }), unscored('b', 'judge timed out after 30 s')],
      ['helpful'],
      meanOnly,
    );
    expect(v).toMatchObject({ status: 'unscored', model: 'panel(all):a,b' });
    expect(v.status === 'unscored' && v.reason).toBe(
      "judge panel (all): b could not score (judge timed out after 30 s); the rule all needs every member's verdict",
    );
  });

  it('majority: unscored when its vote could decide the check', () => {
    // a passes, c fails, b is missing: b's vote decides.
    const v = combinePanel(
      majority('a', 'b', 'c'),
      [scored('a', { helpful: 0.9 }), unscored('b', 'reply not valid JSON after one re-ask'), scored('c', { helpful: 0.3 })],
      ['helpful'],
      meanOnly,
    );
    expect(v.status).toBe('unscored');
    expect(v.status === 'unscored' && v.reason).toContain('the other members do not decide the check without it');
  });

  it('majority: never turns a failure into a pass; a pass needs enough passes without it', () => {
    const two = combinePanel(majority('a', 'b'), [scored('a', { helpful: 0.9 }), unscored('b', 'down')], ['helpful'], meanOnly);
    expect(two.status).toBe('unscored');

    const passes = expectScored(
      combinePanel(
        majority('a', 'b', 'c'),
        [scored('a', { helpful: 0.9 }), unscored('b', 'down'), scored('c', { helpful: 0.8 })],
        ['helpful'],
        meanOnly,
      ),
    );
    // Its scores counted as 0: the pass holds whatever it would have said.
    expect(passes.scores.helpful).toBe(0.8);
    expect(passes.panel?.criteria[0]).toMatchObject({ passed: 2, failed: 0, unscored: 1, outcome: 'pass' });
  });

  it('majority: a failure the others settle stands, with the scores it would have had at best', () => {
    const v = expectScored(
      combinePanel(
        majority('a', 'b', 'c'),
        [scored('a', { helpful: 0.2 }), unscored('b', 'down'), scored('c', { helpful: 0.4 })],
        ['helpful'],
        meanOnly,
      ),
    );
    expect(v.scores.helpful).toBe(0.4);
    expect(checkThresholds(v.scores, ['helpful'], 0.7, {}).passed).toBe(false);
  });

  it('no member scored: unscored, with every cause', () => {
    const v = combinePanel(majority('a', 'b'), [unscored('a', 'down'), unscored('b', '401 bad key')], ['helpful'], meanOnly);
    expect(v.status === 'unscored' && v.reason).toBe('judge panel: no member could score (a: down; b: 401 bad key)');
  });
});

describe('which panel answers', () => {
  const none = { model: null, panelModels: null, panelRule: null };
  it("takes the command line's panel, else the suite's unless the command line names one model", () => {
    const suite = { panel: majority('s1', 's2') };
    expect(resolvePanel({ ...none, panelModels: ['c1', 'c2'] }, suite)).toEqual({ models: ['c1', 'c2'], rule: 'majority' });
    expect(resolvePanel(none, suite)).toEqual(majority('s1', 's2'));
    expect(resolvePanel({ ...none, model: 'gpt-4.1' }, suite)).toBeNull();
    expect(resolvePanel(none, {})).toBeNull();
    expect(resolvePanel({ ...none, panelRule: 'all' }, suite)).toEqual(all('s1', 's2'));
    expect(resolvePanel({ ...none, panelModels: ['c1', 'c2'] }, { panel: all('s1', 's2') })?.rule).toBe('all');
  });

  it('keys a panel by its rule and its sorted members', () => {
    expect(panelModelKey(majority('gpt-4o', 'gpt-4.1'))).toBe('panel(majority):gpt-4.1,gpt-4o');
    expect(panelModelKey(all('gpt-4.1', 'gpt-4o'))).toBe('panel(all):gpt-4.1,gpt-4o');
  });
});

describe('stability', () => {
  it('counts, per criterion, the checks at least two members scored and those they disagreed on', () => {
    const tally = createStabilityTally();
    const spec = majority('a', 'b', 'c');
    const thresholds = { criteria: ['helpful', 'tone'], quality_min: 0.7, criteria_min: {} };
    const check = (...answers: MemberAnswer[]) => {
      const v = combinePanel(spec, answers, ['helpful', 'tone'], thresholds);
      if (v.status !== 'skipped' && v.panel) tally.add(v.panel);
    };
    check(scored('a', { helpful: 0.9, tone: 0.9 }), scored('b', { helpful: 0.9, tone: 0.2 }), scored('c', { helpful: 0.8, tone: 0.9 }));
    check(scored('a', { helpful: 0.1, tone: 0.9 }), scored('b', { helpful: 0.9, tone: 0.9 }), scored('c', { helpful: 0.8, tone: 0.9 }));
    // Only one member scored: says nothing of stability.
    check(scored('a', { helpful: 0.1, tone: 0.9 }), unscored('b', 'down'), unscored('c', 'down'));
    const [panel] = tally.summary();
    expect(panel).toMatchObject({ key: 'panel(majority):a,b,c', rule: 'majority', models: ['a', 'b', 'c'] });
    expect(panel?.criteria.map((c) => [c.criterion, c.disagreed, c.checks])).toEqual([
      ['helpful', 1, 2],
      ['tone', 1, 2],
    ]);
  });

  it('merges runs judged apart by summing the counts, not averaging the shares', () => {
    const part = (disagreed: number, checks: number) => [
      { key: 'panel(all):a,b', rule: 'all' as const, models: ['a', 'b'], criteria: [stability('helpful', disagreed, checks)] },
    ];
    expect(mergeStability([part(1, 2), undefined, part(0, 8)])).toEqual([
      { key: 'panel(all):a,b', rule: 'all', models: ['a', 'b'], criteria: [stability('helpful', 1, 10)] },
    ]);
  });

  it('gives the Wilson score interval of the share', () => {
    // Wilson 95% for 3 of 10, from R 4: prop.test(3, 10, correct = FALSE)$conf.int = 0.107791267406 0.603221852539.
    const s = stability('helpful', 3, 10);
    expect(s.rate).toBe(0.3);
    expect(s.ci[0]).toBeCloseTo(0.107791267406, 11);
    expect(s.ci[1]).toBeCloseTo(0.603221852539, 11);
    expect(stability('helpful', 0, 4).ci[0]).toBe(0);
  });
});
