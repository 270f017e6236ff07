// Every state a pull request can be told about, rendered by the one pure function and compared with
// its reviewed snapshot: the check run's conclusion, title, summary, text and annotations, and the
// sticky comment.
import { describe, expect, it } from 'vitest';
import { compareResults, DEFAULT_COMPARE_OPTIONS } from '../../src/compare/compare.ts';
import type { Results } from '../../src/results/schema.ts';
import { ComparisonSchema } from '../../src/compare/schema.ts';
import { parseEvalCommand } from '../../src/github/commands.ts';
import { commandRefusal, prStatus, type PrStatus, type RunningStatus } from '../../src/report/pr-status.ts';
import { BASE_SHA, HEAD_SHA, HOSTILE_SUITE, makeResults, regressedComparison } from '../fixtures/report/build.ts';

const marker = '<!-- agent-eval:check=agent-eval -->';
const options = { marker };
const NEWER_SHA = '3333333333333333333333333333333333333333';
const REPORT_URL = 'https://github.com/acme/shop/actions/runs/4242/artifacts/7';
const JUDGE = {
  configured: true,
  calls: 40,
  cache_hits: 10,
  cache_misses: 30,
  skipped: 0,
  unscored: 1,
  input_tokens: 120_000,
  output_tokens: 8_000,
};
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
const broken = makeResults(HEAD_SHA, [
  { suite_id: 'routing', tests: { greeting: ['errored', 'errored', 'passed'], billing: ['errored', 'passed', 'errored'] } },
]);
/** As the pull request flow builds it when the baseline branch has none for the merge-base. */
function withoutBaseline() {
  const comparison = compare(null, steady(HEAD_SHA));
  comparison.warnings.push(
    'No baseline: the branch agent-eval-baselines does not exist yet; merge a pull request or run `command: refresh-baseline` to store one',
  );
  return comparison;
}
const regression = prStatus(
  {
    kind: 'compared',
    comparison: ComparisonSchema.parse(regressedComparison()),
    conclusion: 'failure',
    reportUrl: REPORT_URL,
    judge: JUDGE,
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
  ['no-affected-suites', prStatus({ kind: 'no-affected-suites' }, options)],
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
    expect(titles['no-regression']).toMatch(/^No significant regression/);
    expect(states.find(([n]) => n === 'no-baseline')![1].summary).toContain('no baseline to compare with');
    expect(titles['invalid']).toMatch(/^Invalid comparison/);
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
