// The action's outputs, once: their names are what a flow may set (action/step.ts) and their
// descriptions are action.yml's (written by `npm run docs:action`, checked by test/settings/action-yml.test.ts).
export const OUTPUTS = {
  verdict:
    'pass, fail (a suite regressed or a test broke), inconclusive (a possible regression, an underpowered suite, or nothing to compare), invalid (the head errors significantly more than the base, suspect data, or no run scored at all: e.g. the agent could not be reached), skipped (nothing ran: a pull request from a fork without secrets, or one whose changes match no suite while every suite declares `affects`) or spec-errors (errors in the suite files: nothing ran).',
  'pass-rate':
    "Pass rate of this run (0 to 1): the mean over tests of each test's pass fraction, errored and skipped runs left out, as in the comment.",
  'baseline-pass-rate': 'Pass rate of the baseline (0 to 1), defined as `pass-rate`; empty without a baseline.',
  delta:
    "Change of the pass rate on the tests both runs scored (negative is worse): the mean over those tests of the PR's pass fraction minus the baseline's, in the suites the check judged, quarantined tests left out. Not `pass-rate` minus `baseline-pass-rate`, which also differ by the tests only one side has. Empty when no test could be compared.",
  'regressed-suites': 'Comma-separated ids of the suites with a significant regression.',
  'results-path': "Path of this run's results.json.",
  'report-path': 'Directory holding results.json, report.md, report.html, junit.xml, comparison.json and metrics.prom.',
  'comment-url': 'URL of the sticky PR comment.',
  'check-run-url': 'URL of the check run.',
} as const;

export type OutputName = keyof typeof OUTPUTS;
