// The wording of every report: each sentence any report says about a verdict and why, from the
// codes and numbers of comparison.json, written once in src/report/wording/, one file per subject.
// The PR comment, the check run, report.md, report.html, JUnit and the terminal all word verdicts
// through it, so a verdict added later is worded in one file. The texts are plain: each report
// escapes them for its format. This index lists the subjects; import from the subject's file.
export * from './wording/labels.ts'; // verdict and test-change labels, their emoji and order
export * from './wording/verdict.ts'; // the headline and the "Why:" line of the check, an incomplete run
export * from './wording/warnings.ts'; // the comparison's warnings
export * from './wording/suite.ts'; // why a suite got its verdict, its data notes, a test's passes
export * from './wording/power.ts'; // what a suite can detect, and what settles it
export * from './wording/gate.ts'; // the gate's rule, broken tests, quarantine
export * from './wording/code-format.ts'; // how a report marks commands and ids in a sentence
export * from './wording/baseline.ts'; // no baseline, a baseline not compared, tests no baseline can judge
export * from './wording/drafts.ts'; // captured draft suites
export * from './wording/pass-k.ts'; // pass^k and min_pass
export * from './wording/cost.ts'; // usage and cost per side, suite and run; the prices
export * from './wording/budget.ts'; // the spending budget and the estimate
export * from './wording/simulated.ts'; // simulated tests: endings and turns to the goal
export * from './wording/capture.ts'; // the capture pull request
export * from './wording/rerun.ts'; // `/eval rerun` of named suites
