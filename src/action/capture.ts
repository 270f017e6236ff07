// `command: capture` (workflow_dispatch or schedule): conversations from the artifact or export
// paths of `capture-from` become draft suites (secrets and personal data replaced where detected,
// before anything is derived or replayed), replayed `capture-calibrate` times against `target-url`;
// the tests that hold are committed to one branch (`capture-branch`) and one pull request into the
// default branch is opened or updated, with a sticky comment that lists each captured test with
// its calibrated numbers, what was scrubbed and what a reviewer must still check. Every file is
// scanned again before it is replayed and before it is committed: a finding commits nothing.
import { posix } from 'node:path';
import { calibrate, plan, type Calibration } from '../capture/calibrate.ts';
import { deriveDrafts } from '../capture/capture.ts';
import type { DerivedSuite } from '../capture/derive.ts';
import { describeFindings, scanFiles } from '../capture/final-scan.ts';
import { readConversations } from '../capture/read.ts';
import type { FindRuleSecrets } from '../capture/scrub.ts';
import { renderSuite } from '../capture/write.ts';
import { safeRepoPath } from '../github/branch-writer.ts';
import { stickyMarker, upsertStickyComment } from '../github/sticky-comment.ts';
import { maskSecrets } from '../logger.ts';
import { captureCommentMarkdown, type CaptureComment } from '../report/capture-comment.ts';
import { redactUrl } from '../url.ts';
import { branchOf } from './context.ts';
import { ConfigurationError } from './inputs.ts';
import { obtainResults } from './obtain-results.ts';
import type { Outcome, Step } from './step.ts';

export const CAPTURE_PR_TITLE = 'agent-eval: captured conversations as draft tests';

export interface CaptureOptions {
  /** The secretlint pass of the scrub (the final scan always runs the real rules). */
  scrubSecrets?: FindRuleSecrets;
}

export async function captureToPullRequest(step: Step, options: CaptureOptions = {}): Promise<Outcome> {
  const { ctx, config, github, logger } = step;
  if (config.captureFrom.length === 0) {
    throw new ConfigurationError(
      'Input `capture-from` is empty but `command: capture` needs it: give the artifacts or exports to capture, e.g. `capture-from: exports/conversations.jsonl`.',
    );
  }
  const out = posix.normalize(config.captureOut.replace(/\\/g, '/')).replace(/\/+$/, '');
  if (!safeRepoPath(out)) {
    throw new ConfigurationError(
      `Input \`capture-out\` must be a folder inside the repository, e.g. suites/captured/ (got ${JSON.stringify(config.captureOut)}).`,
    );
  }
  const baseBranch = ctx.payload.repository?.default_branch ?? branchOf(ctx.ref);

  const { conversations, problems } = await readConversations(
    config.captureFrom,
    { conversations: [], tests: [], all: true },
    { cwd: ctx.workspace },
  );
  for (const p of problems) logger.warning(`${p.line > 0 ? `${p.file}:${p.line}` : p.file}: ${p.message}`);
  // With a judge key, replies are compared by the similarity of their embeddings.
  const similarity = Boolean(config.judgeApiKey ?? process.env['OPENAI_API_KEY']);
  const scrub = { keys: [], keep: [] };
  const { drafts, failures, scrubbed } = await deriveDrafts(conversations, {
    ...scrub,
    ...(options.scrubSecrets === undefined ? {} : { findSecrets: options.scrubSecrets }),
    at: new Date(step.now()).toISOString(),
    as: config.captureAs,
    similarity,
    judge: similarity,
  });
  for (const f of failures) logger.warning(f);
  const notCaptured = [...problems.map((p) => `${p.line > 0 ? `${p.file}:${p.line}` : p.file}: ${p.message}`), ...failures];
  if (drafts.length === 0) {
    return {
      failure: `Nothing to capture from ${config.captureFrom.join(', ')}: no conversation could be read (see the warnings).`,
      outputs: {},
      summary: [],
    };
  }

  // Nothing is replayed against the target while a draft still holds a detected value.
  await refuseLeaks(drafts, out, scrub, 'replayed or committed');
  const runs = config.captureCalibrate;
  // Not read from files: no line numbers to name.
  const loaded = drafts.map((d) => ({ ...plan(d), file: posix.join(out, d.fileName), lines: { tests: new Map(), turns: new Map() } }));
  const results = await obtainResults(step, loaded, { pr: null, sha: ctx.sha, branch: branchOf(ctx.ref) }, runs, ctx.sha);
  const calibrations: Calibration[] = drafts.map((d) =>
    calibrate(
      d,
      results.suites.find((s) => s.suite_id === d.suite.suite_id),
      runs,
    ),
  );

  const written = calibrations.filter((c) => c.suite !== null);
  const comment: CaptureComment = {
    runs,
    target: redactUrl(results.run.target),
    captured: written.map((c) => ({
      suiteId: c.suiteId,
      path: posix.join(out, c.suite!.fileName),
      scored: c.scored,
      passed: c.passed,
      kept: c.checks.filter((k) => k.kept).length,
      dropped: c.checks.filter((k) => !k.kept).length,
    })),
    refused: calibrations.filter((c) => c.suite === null).map((c) => ({ suiteId: c.suiteId, reason: c.refused ?? '' })),
    failures: notCaptured,
    scrubbed,
  };
  const body = maskSecrets(captureCommentMarkdown(comment), step.secrets);
  if (written.length === 0) {
    logger.info('No captured test held on the target: no pull request was opened.');
    return { failure: null, outputs: {}, summary: [body] };
  }

  await refuseLeaks(
    written.map((c) => c.suite!),
    out,
    scrub,
    'committed',
  );
  const branch = config.captureBranch;
  const parent = (await github.branches.head(branch)) ?? (await github.branches.head(baseBranch));
  if (parent === null)
    throw new ConfigurationError(`The default branch ${baseBranch} was not found, so the capture branch has nothing to start from.`);
  const commit = await github.branches.commit({
    branch,
    parent,
    message: `Capture ${written.length} conversation(s) as draft tests`,
    files: written.map((c) => ({ path: posix.join(out, c.suite!.fileName), text: renderSuite(c.suite!) })),
  });
  const pr =
    (await github.branches.findPullRequest(branch, baseBranch)) ??
    (await github.branches.openPullRequest({
      head: branch,
      base: baseBranch,
      title: CAPTURE_PR_TITLE,
      body: 'The captured tests and their calibration are in the comment below.',
    }));
  const url = config.comment
    ? await upsertStickyComment(github.comments, {
        issue_number: pr.number,
        marker: stickyMarker(`${config.checkName}-capture`),
        body,
        logger,
      })
    : null;
  logger.info(`Committed ${written.length} captured suite(s) to ${branch} (${commit.slice(0, 7)}); pull request #${pr.number}: ${pr.url}`);
  return { failure: null, outputs: { 'report-path': config.reportDir, ...(url === null ? {} : { 'comment-url': url }) }, summary: [body] };
}

/** The final scan: a detected secret or personal value in any file stops the capture, naming file, line and kind. */
async function refuseLeaks(
  drafts: readonly DerivedSuite[],
  out: string,
  scrub: { keys: readonly string[]; keep: readonly string[] },
  what: string,
): Promise<void> {
  const files = drafts.map((d) => ({ path: posix.join(out, d.fileName), text: renderSuite(d) }));
  const findings = await scanFiles(files, scrub);
  if (findings.length === 0) return;
  throw new ConfigurationError(
    `The scrub left ${findings.length === 1 ? 'a value' : `${findings.length} values`} that the final scan detects, so nothing was ${what}: ${describeFindings(findings)}.`,
    'remove the conversation from `capture-from`, or replace the value in the export, and run the capture again',
  );
}
