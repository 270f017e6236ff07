// Every state a pull request can be told about, rendered by the one pure function and compared with
// its reviewed snapshot: the check run's conclusion, title, summary, text and annotations, and the
// sticky comment.
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { ComparisonSchema } from '../../src/compare/comparison-schema.ts';
import { parseEvalCommand } from '../../src/github/commands.ts';
import { commandRefusal, prStatus, type PrStatus, type RunningStatus, type SuiteSource } from '../../src/report/pr-status.ts';
import { decideGate } from '../../src/action/gate.ts';
import { regressedComparison } from '../fixtures/report/build.ts';
import { performanceStates } from '../fixtures/report/performance-states.ts';
import { BASE_SHA, HEAD_SHA, HOSTILE_SUITE, makeResults, JUDGE_USAGE } from '../helpers/results.ts';

const marker = '<!-- agent-eval:check=agent-eval -->';
const options = { marker };
const NEWER_SHA = '3333333333333333333333333333333333333333';
const REPORT_URL = 'https://github.com/acme/shop/actions/runs/4242/artifacts/7';
const HOSTILE_LOGIN = '@octocat <img src=x onerror=alert(1)>';

/** The status as a reviewer reads it: fields first, then each Markdown text under its own heading. */
function render(status: PrStatus | RunningStatus): string {
  const lines: string[] = [];
  if ('conclusion' in status) lines.push(`conclusion: ${status.conclusion}`);
  lines.push(`title: ${status.title}`);
  if ('details_url' in status && status.details_url) lines.push(`details_url: ${status.details_url}`);
  lines.push('', '=== summary', status.summary);
  if ('text' in status && status.text !== undefined) lines.push('', '=== text', status.text);
  lines.push('', '=== comment', status.comment ?? '(left alone)');
  if ('annotations' in status && status.annotations) {
    lines.push(
      '',
      '=== annotations',
      ...status.annotations.map((a) => `${a.path}:${a.start_line}-${a.end_line} [${a.annotation_level}] ${a.title ?? ''}: ${a.message}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

function compare(base: Results | null, head: Results) {
  return compareResults(base, head, {
    ...DEFAULT_COMPARE_OPTIONS,
    quarantine: [],
    now: new Date('2030-01-02T00:00:00.000Z'),
    baseline: base === null ? { source: 'none', commit: null, distance: null } : { source: 'branch', commit: BASE_SHA, distance: 0 },
  });
}

// Enough passing runs that a drop of min-effect would have been seen: a decided "no regression".
const steady = (commit: string) =>
  makeResults(commit, [
    {
      suite_id: 'routing',
      tests: Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`test_${i}`, Array<'passed'>(5).fill('passed')])),
    },
  ]);
/** 4 of the 40 tests errored on every run: counted as failures they would be a regression, so the suite is invalid. */
const broken = makeResults(HEAD_SHA, [
  {
    suite_id: 'routing',
    tests: Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`test_${i}`, Array<'passed' | 'errored'>(5).fill(i < 4 ? 'errored' : 'passed')]),
    ),
  },
]);
type Outcome = 'passed' | 'failed';
/** `routing`: 40 tests x `runs` runs, all passing, except the tests given. */
const routing = (commit: string, runs: number, changed: Record<string, Outcome[]> = {}) =>
  makeResults(commit, [
    {
      suite_id: 'routing',
      tests: {
        ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`test_${i}`, Array<Outcome>(runs).fill('passed')])),
        ...changed,
      },
    },
  ]);
/** The compared state with the conclusion the action's gate gives it (fail-on: significant-regression). */
function compared(comparison: ReturnType<typeof compare>, sources?: SuiteSource[]) {
  return prStatus(
    {
      kind: 'compared',
      comparison,
      conclusion: decideGate(comparison, 'significant-regression', true).conclusion,
      reportUrl: null,
      ...(sources ? { sources } : {}),
    },
    options,
  );
}
/** suites/routing.yaml as the loader reads it: each test 8 lines long, its turns t1 and t2 on its 4th and 6th. */
const ROUTING_SOURCE: SuiteSource = {
  suite_id: 'routing',
  file: 'suites/routing.yaml',
  lines: {
    tests: new Map(Array.from({ length: 40 }, (_, i) => [`test_${i}`, 5 + 8 * i])),
    turns: new Map(
      Array.from({ length: 40 }, (_, i) => [
        `test_${i}`,
        new Map([
          ['t1', 8 + 8 * i],
          ['t2', 10 + 8 * i],
        ]),
      ]),
    ),
  },
};
/** The agent was down for the pull request: every run of two suites errored with the same error. */
const agentDown = () =>
  compare(
    makeResults(BASE_SHA, [
      { suite_id: 'routing', tests: { a: ['passed', 'passed', 'passed'], b: ['passed', 'passed', 'passed'] } },
      { suite_id: 'memory', tests: { c: ['passed', 'passed', 'passed'] } },
    ]),
    makeResults(HEAD_SHA, [
      { suite_id: 'routing', tests: { a: ['errored', 'errored', 'errored'], b: ['errored', 'errored', 'errored'] } },
      { suite_id: 'memory', tests: { c: ['errored', 'errored', 'errored'] } },
    ]),
  );
const fails = (runs: number): Outcome[] => Array<Outcome>(runs).fill('failed');
/** As the pull request flow builds it when the baseline branch has none for the merge-base. */
function withoutBaseline() {
  const comparison = compare(null, steady(HEAD_SHA));
  comparison.warnings.push({
    code: 'no_baseline',
    detail: 'the branch agent-eval-baselines does not exist yet; merge a pull request or run `command: refresh-baseline` to store one',
  });
  return comparison;
}
const regression = prStatus(
  {
    kind: 'compared',
    comparison: ComparisonSchema.parse(regressedComparison()),
    conclusion: 'failure',
    reportUrl: REPORT_URL,
    judge: JUDGE_USAGE,
  },
  options,
);

const states: [string, PrStatus | RunningStatus][] = [
  ['running', prStatus({ kind: 'running', suites: 2, headSha: HEAD_SHA }, options)],
  ['regression', regression],
  [
    'no-regression',
    prStatus(
      { kind: 'compared', comparison: compare(steady(BASE_SHA), steady(HEAD_SHA)), conclusion: 'success', reportUrl: null },
      options,
    ),
  ],
  ['no-baseline', prStatus({ kind: 'compared', comparison: withoutBaseline(), conclusion: 'success', reportUrl: null }, options)],
  [
    'invalid',
    prStatus({ kind: 'compared', comparison: compare(steady(BASE_SHA), broken), conclusion: 'failure', reportUrl: null }, options),
  ],
  // One test of 40 breaks: a 2.5-point drop the suite gate cannot see; the per-test family can.
  ['broken-test', compared(compare(routing(BASE_SHA, 6), routing(HEAD_SHA, 6, { test_7: fails(6) })), [ROUTING_SOURCE])],
  ['agent-down', compared(agentDown())],
  // 6 of 40 tests fail their one run: a 15-point drop, p = 1/64 > 0.0125.
  [
    'possible-regression',
    compared(
      compare(routing(BASE_SHA, 1), routing(HEAD_SHA, 1, Object.fromEntries([0, 1, 2, 3, 4, 5].map((i) => [`test_${i}`, fails(1)])))),
    ),
  ],
  // 3 tests, one run: 100% → 33% cannot reach significance.
  [
    'underpowered',
    compared(
      compare(
        makeResults(BASE_SHA, [{ suite_id: 'tiny', tests: { a: ['passed'], b: ['passed'], c: ['passed'] } }]),
        makeResults(HEAD_SHA, [{ suite_id: 'tiny', tests: { a: ['passed'], b: ['failed'], c: ['failed'] } }]),
      ),
    ),
  ],
  [
    'spec-errors',
    prStatus(
      {
        kind: 'spec-errors',
        errors: [
          {
            file: 'suites/routing.yaml',
            line: 4,
            col: 3,
            path: 'tests[0].expectd',
            message: `unknown key "expectd" in ${HOSTILE_SUITE}`,
            fix: 'did you mean "expected"?',
          },
          { file: 'suites/docs.yaml', line: 0, col: 0, path: '', message: '/eval rerun --all\n<img src=x onerror=alert(1)>', fix: '' },
        ],
      },
      options,
    ),
  ],
  ['fork-without-secrets', prStatus({ kind: 'fork-without-secrets' }, options)],
  ['cancelled', prStatus({ kind: 'cancelled', counts: { planned: 18, skipped: 11 } }, options)],
  [
    'superseded',
    prStatus(
      { kind: 'superseded', headSha: HEAD_SHA, newerSha: NEWER_SHA, result: { ...regression, title: `Regression in ${HOSTILE_SUITE}` } },
      options,
    ),
  ],
  [
    'no-affected-suites',
    prStatus(
      {
        kind: 'no-affected-suites',
        skipped: [
          { suite_id: 'billing', affects: ['src/billing/**'] },
          { suite_id: HOSTILE_SUITE, affects: ['docs/**', 'prompts/`x`.md'] },
        ],
        unmatched: ['agent/flow.py', `docs/${HOSTILE_LOGIN}.md`, '\n/eval rerun --all'],
      },
      options,
    ),
  ],
  [
    'could-not-run',
    prStatus(
      { kind: 'could-not-run', message: `Refusing to send the agent token to ${HOSTILE_LOGIN}\n/eval rerun`, verdict: null },
      options,
    ),
  ],
  [
    'failed-after-verdict',
    prStatus({ kind: 'could-not-run', message: 'cannot write agent-eval-report/report.html: EISDIR', verdict: regression }, options),
  ],
];

/** Text outside Markdown code spans, where GitHub renders mentions and HTML. */
const outsideCode = (markdown: string) => markdown.replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, '');

describe('prStatus', () => {
  it.each(states)('renders the %s state as reviewed', async (name, status) => {
    await expect(render(status)).toMatchFileSnapshot(`./__snapshots__/pr-status/${name}.md`);
  });

  it.each(states)('leaves no live mention, HTML or /eval command from untrusted text in the %s state', (_name, status) => {
    for (const text of [status.title, status.summary, status.comment ?? '', 'text' in status ? (status.text ?? '') : '']) {
      const live = outsideCode(text);
      expect(live).not.toMatch(/@(?!\u200D)octocat/);
      expect(live).not.toMatch(/<(img|script)/);
      expect(parseEvalCommand(text)).toBeNull();
    }
  });

  it('says regression, no regression, no baseline and invalid with the conclusion the gate chose', () => {
    const titles = Object.fromEntries(states.map(([name, status]) => [name, status.title]));
    expect(titles['regression']).toMatch(/^Significant regression in 1 of 3 suites/);
    expect(titles['no-regression']).toMatch(/^Regression ruled out/);
    expect(states.find(([n]) => n === 'no-baseline')![1].summary).toContain('no baseline to compare with');
    expect(titles['invalid']).toMatch(/^Invalid comparison/);
  });

  it('fails on a broken test and names it first; neutral, never ✅, for a possible regression or an underpowered suite', () => {
    const find = (name: string) => states.find(([n]) => n === name)![1] as PrStatus;
    expect(find('broken-test')).toMatchObject({ conclusion: 'failure', title: 'Significant regression in 1 of 1 suite (1 broken test)' });
    const body = find('broken-test').comment!;
    expect(body.indexOf('`routing › test_7`: 6/6 → 0/6, p = 0.0011')).toBeLessThan(body.indexOf('| Suite |'));
    for (const name of ['possible-regression', 'underpowered']) {
      expect(find(name).conclusion).toBe('neutral');
      expect(find(name).title).not.toMatch(/^Regression ruled out in \d+ suites?$/);
      expect(find(name).comment).not.toContain('✅');
    }
    expect(find('possible-regression').comment).toContain('`/eval rerun --repeats auto`');
  });

  it('keeps the check summary short: the verdict, the counts and what broke; the whole comparison in the text', () => {
    const find = (name: string) => states.find(([n]) => n === name)![1] as PrStatus;
    for (const name of ['regression', 'no-regression', 'broken-test', 'invalid', 'agent-down', 'possible-regression']) {
      const status = find(name);
      expect(status.summary.length).toBeLessThan(4000);
      expect(status.summary).toMatch(/\*\*Suites:\*\* .* — \*\*PR runs:\*\* \d+ \(/);
      expect(status.text).toBe(status.comment!.replace(marker, '').trim());
      // The suite table, the methods and the process metrics are details: in the text only.
      expect(status.summary).not.toContain('| Suite |');
      expect(status.summary).not.toContain('Process metrics');
    }
    expect(find('broken-test').summary).toContain(
      '### ❌ 1 broken test\n\n- **broken** `routing › test_7`: 6/6 → 0/6, p = 0.0011 · turn `t2` · `NODE_MISMATCH`',
    );
  });

  it('annotates the failing turn of each newly failing test on its line of the suite file', () => {
    const broken = states.find(([n]) => n === 'broken-test')![1] as PrStatus;
    expect(broken.annotations).toEqual([
      {
        path: 'suites/routing.yaml',
        start_line: 10 + 8 * 7,
        end_line: 10 + 8 * 7,
        annotation_level: 'failure',
        title: 'Newly failing (broken): routing › test_7',
        message: expect.stringMatching(
          /^Passed 6\/6 → 0\/6\. First failure at turn t2: NODE_MISMATCH \(next_node_id\): expected "conv_2", got "conv_3"\. expected node conv_2/,
        ),
      },
    ]);
    // Without the suite files' lines there is nowhere to point.
    const comparison = compare(routing(BASE_SHA, 6), routing(HEAD_SHA, 6, { test_7: fails(6) }));
    expect(compared(comparison).annotations).toBeUndefined();
  });

  it('says why the runs errored once, with a count, in the check summary, its text and the comment', () => {
    const down = states.find(([n]) => n === 'agent-down')![1] as PrStatus;
    const cause = '`ENGINE_ERROR` ×9: HTTP 502 from https://preview/execute &lt;html&gt;';
    for (const text of [down.summary, down.text!, down.comment!]) {
      expect(text.split(cause)).toHaveLength(2);
      expect(text.match(/HTTP 502/g)).toHaveLength(1);
    }
  });

  it('keeps the verdict when the step fails after it, with the failure first in the comment', () => {
    const failed = states.find(([n]) => n === 'failed-after-verdict')![1] as PrStatus;
    expect(failed.conclusion).toBe('failure');
    expect(failed.title).toBe(regression.title);
    expect(failed.comment!.split('\n').slice(0, 2)).toEqual([
      marker,
      '> ⚠️ The step failed after the evaluation: cannot write agent-eval-report/report.html: EISDIR',
    ]);
  });

  it('evaluated nothing: never ✅, lists at most 20 of the changed paths that matched nothing, and passes only when every suite declared affects', () => {
    const unmatched = Array.from({ length: 45 }, (_, i) => `agent/step${i}.py`);
    const status = prStatus(
      { kind: 'no-affected-suites', skipped: [{ suite_id: 'billing', affects: ['src/billing/**'] }], unmatched },
      options,
    );
    expect(status).toMatchObject({ conclusion: 'success', title: 'Nothing evaluated: no suite is affected' });
    for (const text of [status.title, status.summary, status.comment!]) expect(text).not.toContain('✅');
    expect(status.summary).toContain('Changed paths that matched nothing (45):\n\n- `agent/step0.py`\n');
    expect(status.summary).toContain('- `agent/step19.py`\n- … and 25 more');
    expect(status.summary).not.toContain('agent/step20.py');
    expect(status.comment).toContain('`/eval rerun --all`');
    // A rerun of a pull request without a diff.
    expect(
      prStatus({ kind: 'no-affected-suites', skipped: [{ suite_id: 'billing', affects: ['src/billing/**'] }], unmatched: [] }, options)
        .summary,
    ).toContain('GitHub lists no changed file for this pull request.');
    // No suite declared anything: that is no verdict.
    expect(prStatus({ kind: 'no-affected-suites', skipped: [], unmatched: ['agent/flow.py'] }, options).conclusion).toBe('neutral');
  });

  it('masks secrets in every text it publishes', () => {
    const status = prStatus(
      { kind: 'could-not-run', message: 'the agent at https://user:s3cret@agent.example refused', verdict: null },
      { marker, mask: (t) => t.replaceAll('s3cret', '***') },
    );
    expect(JSON.stringify(status)).not.toContain('s3cret');
  });
});

describe('commandRefusal', () => {
  it('names the login and its access, escaped', async () => {
    const reply = commandRefusal(HOSTILE_LOGIN, 'read');
    await expect(`${reply}\n`).toMatchFileSnapshot('./__snapshots__/pr-status/command-refusal.md');
    expect(outsideCode(reply)).not.toMatch(/@(?!\u200D)octocat|<img/);
  });
});

describe('the check run summary: latency and tokens', () => {
  const summaryOf = (state: ReturnType<typeof performanceStates>[number]): string =>
    prStatus({ kind: 'compared', comparison: state.comparison!, conclusion: 'failure', reportUrl: null }, { marker: '<!-- m -->' }).summary;

  it('lists each gated figure with its values, ratio and verdict, and leaves out the ones not gated', () => {
    const [fresh, stored] = performanceStates();
    const summary = summaryOf(fresh!);
    expect(summary).toMatch(
      /### ⏱️ Latency and tokens\n\n- \*\*billing\*\* latency per turn: .*⚠️ undecided \(cannot fail the check: 3 tests/,
    );
    expect(summary).toMatch(
      /- \*\*checkout\*\* latency per turn: p50 110 ms → 154 ms, p90 120 ms → 1[67]\d ms; p90 ×1\.4\d \[×1\.\d\d, ×1\.\d\d\] ❌ regressed/,
    );
    // Tokens had no fail-on-tokens here: reported in the comment's table (the check's text), not listed.
    expect(summary).not.toContain('tokens per conversation:');
    expect(summaryOf(stored!)).toMatch(/- \*\*checkout\*\* tokens per conversation: 70 → 85; ×1\.21 .*❌ regressed/);
    expect(summaryOf(stored!)).not.toContain('latency per turn:');
  });
});
