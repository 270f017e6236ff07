// The `/eval` command in a pull request comment: checked for permission, acknowledged with
// reactions, and run on the pull request's head with the suites read there through the API.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { approveDraftText } from '../capture/write.ts';
import { BranchMovedError } from '../github/branch-writer.ts';
import { approveReply, EVAL_HELP, parseEvalCommand, unknownSuitesReply, type BotReaction } from '../github/commands.ts';
import type { HeadResultsLookup } from '../github/head-results-store.ts';
import { httpStatus } from '../github/octokit.ts';
import { isForkHead } from '../github/ports.ts';
import { explainRefusal } from '../github/publish.ts';
import { errorMessage } from '../errors.ts';
import { commandRefusal } from '../report/pr-status.ts';
import { rerunMergedNote, rerunNamedOnlyNote } from '../report/wording/rerun.ts';
import type { SuiteResult } from '../results/results-schema.ts';
import { loadSuites, type LoadedSuite } from '../suite/loader.ts';
import { evaluateAndPublish, notRun, publishSpecErrors, type CarriedOver, type PrRun } from './pull-request.ts';
import { commonBaseDir, suitesMatcher } from './select.ts';
import { affectedSuites, NOTHING_TO_DO, type Outcome, type Step } from './step.ts';

export async function onIssueComment(step: Step): Promise<Outcome> {
  const { ctx, config, github, logger } = step;
  const { issue, comment } = ctx.payload;
  if (ctx.payload.action !== 'created' || !issue?.pull_request || !comment) {
    logger.info('Nothing to do: /eval commands are read from new comments on pull requests.');
    return NOTHING_TO_DO;
  }
  const parsed = parseEvalCommand(comment.body ?? '');
  if (parsed === null) {
    logger.info('The comment holds no /eval command.');
    return NOTHING_TO_DO;
  }
  const number = issue.number;
  const login = comment.user?.login ?? '';
  const reply = (body: string) =>
    github.comments.create(number, body).catch((error: unknown) => {
      throw new Error(`Could not reply to the /eval command: ${explainRefusal(error, 'comment')}`, { cause: error });
    });
  let commentDeleted = false;
  const reactTo = async (content: BotReaction): Promise<void> => {
    if (commentDeleted) return;
    try {
      await github.repository.react(comment.id, content);
    } catch (error) {
      if (httpStatus(error) !== 404) throw error;
      // Deleted between the event and this job: the command was given, so it still runs.
      commentDeleted = true;
      logger.warning(
        `The /eval comment (id ${comment.id}) by ${login} was deleted before this job reacted to it (GitHub answered 404): the command runs all the same, without reactions.`,
      );
    }
  };

  const permission = await github.repository.permission(login);
  if (!permission.allowed) {
    logger.info(`${login} has ${permission.role} access; /eval commands need write, maintain or admin. Nothing was run.`);
    await reply(commandRefusal(login, permission.role));
    return NOTHING_TO_DO;
  }
  await reactTo('eyes');
  if (!parsed.ok) {
    await reply(`${parsed.error}\n\n${EVAL_HELP}`);
    await reactTo('confused');
    return NOTHING_TO_DO;
  }
  if (parsed.command.kind === 'help') {
    await reply(EVAL_HELP);
    await reactTo('rocket');
    return NOTHING_TO_DO;
  }
  const command = parsed.command;
  if (command.kind === 'approve') {
    try {
      await reply(await approveDrafts(step, number, command.suites));
      await reactTo('rocket');
    } catch (error) {
      await reactTo('confused').catch(() => undefined);
      throw error;
    }
    return NOTHING_TO_DO;
  }
  try {
    const pr = await github.repository.pullRequest(number);
    const headSha = pr.headSha;
    // The workflow's checkout is the default branch: the suites are read at the PR head through the
    // API and loaded from a temporary directory, so no code of the pull request is executed.
    const dir = await mkdtemp(join(tmpdir(), 'agent-eval-suites-'));
    let outcome: Outcome;
    try {
      const files = await github.repository.filesAt(headSha, commonBaseDir(config.suites), suitesMatcher(config.suites));
      for (const file of files) {
        const path = join(dir, file.path);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, file.text);
      }
      const loaded = await loadSuites(config.suites, { cwd: dir });
      if (loaded.errors.length > 0) {
        outcome = await publishSpecErrors(step, number, headSha, loaded.errors);
      } else {
        let suites: LoadedSuite[];
        let selectionNote: string | null = null;
        let unaffected: PrRun['unaffected'] = null;
        // `/eval rerun <suite...>`: the other suites of the earlier run of this head, carried over.
        let carried: CarriedOver | null = null;
        if (command.all) suites = loaded.suites;
        else if (command.suites.length > 0) {
          const unknown = command.suites.filter((id) => !loaded.suites.some((s) => s.suite.suite_id === id));
          if (unknown.length > 0) {
            await reply(
              unknownSuitesReply(
                unknown,
                loaded.suites.map((s) => s.suite.suite_id),
                headSha,
              ),
            );
            await reactTo('confused');
            return NOTHING_TO_DO;
          }
          suites = loaded.suites.filter((s) => command.suites.includes(s.suite.suite_id));
          ({ carried, note: selectionNote } = await carryFromEarlierRun(step, number, headSha, loaded.suites, suites));
        } else {
          const affected = await affectedSuites(step, number, loaded.suites);
          ({ suites, note: selectionNote } = affected);
          unaffected = affected;
        }
        const vars = { pr: number, sha: headSha, branch: pr.headRef };
        const judged = [...suites, ...(carried?.loaded ?? [])];
        outcome = await evaluateAndPublish(step, {
          pr: { number, baseRef: pr.baseRef, baseSha: pr.baseSha },
          headSha,
          suites,
          notRun: notRun(loaded.suites, judged),
          selectionNote,
          unaffected,
          vars,
          repeats: command.repeats ?? config.repeats,
          carried,
        });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    if (outcome.error !== undefined) {
      // The evaluation broke (its outputs are kept): the command did not succeed.
      await reactTo('confused').catch(() => undefined);
      return outcome;
    }
    await reactTo('rocket');
    return outcome;
  } catch (error) {
    await reactTo('confused').catch(() => undefined);
    throw error;
  }
}

/**
 * `/eval rerun <suite...>` re-evaluates the whole check: the suites the earlier run of this head
 * judged (kept beside the baselines) are carried over whole, except the named ones, which run
 * again; the Holm families then span the same suites as that run. Without an earlier run of this
 * head (its first run, or it was not kept) only the named suites are judged, and the note says so.
 */
async function carryFromEarlierRun(
  step: Step,
  number: number,
  headSha: string,
  loaded: readonly LoadedSuite[],
  named: readonly LoadedSuite[],
): Promise<{ carried: CarriedOver | null; note: string | null }> {
  const { config, github, logger } = step;
  if (config.baselineTargetUrl !== null) return { carried: null, note: rerunNamedOnlyNote({ kind: 'fresh-baseline' }) };
  let earlier: HeadResultsLookup;
  try {
    earlier = await github.baselines.readHeadResults(number, headSha);
  } catch (error) {
    const reason = `its results could not be read: ${errorMessage(error)}`;
    logger.warning(`/eval rerun: ${reason}.`);
    earlier = { found: false, reason };
  }
  if (!earlier.found) {
    logger.info(`/eval rerun: no earlier run of ${headSha.slice(0, 12)} to carry suites over from (${earlier.reason}).`);
    return { carried: null, note: rerunNamedOnlyNote({ kind: 'no-earlier-run', reason: earlier.reason }) };
  }
  const from = earlier.results;
  const suites: SuiteResult[] = [];
  const sources: LoadedSuite[] = [];
  for (const result of from.suites) {
    if (named.some((s) => s.suite.suite_id === result.suite_id)) continue;
    const at = loaded.find((s) => s.suite.suite_id === result.suite_id);
    if (at === undefined || at.specHash !== result.spec_hash) {
      logger.info(
        `/eval rerun: suite ${result.suite_id} of the earlier run is not carried over: ${at === undefined ? 'the suites input does not select it here' : 'its spec differs from the one at the head'}.`,
      );
      continue;
    }
    sources.push(at);
    // A suite carried before keeps pointing at the run that produced its records.
    suites.push({ ...result, file: at.file, carried_from: result.carried_from ?? { commit: headSha, run_id: from.run.id } });
  }
  if (suites.length === 0) return { carried: null, note: null };
  const ids = suites.map((s) => s.suite_id);
  for (const id of ids)
    logger.info(`/eval rerun: carrying suite ${id} over from the earlier run ${from.run.id} of ${headSha.slice(0, 12)}.`);
  const note = rerunMergedNote({
    rerun: named.map((s) => s.suite.suite_id),
    carried: ids,
    from: { workflowRun: earlier.entry.workflow_run, finishedAt: from.run.finished_at },
  });
  return { carried: { suites, order: loaded.map((s) => s.suite.suite_id), loaded: sources }, note };
}

/**
 * /eval approve: the captured draft suites at the pull request's head (those named, or all) lose
 * their `status: draft` in one commit on the pull request's branch, on top of the head that was
 * read. A branch of another repository (a fork, told by the head repository, never by the branch
 * name or commit), or one that moved meanwhile, is left alone.
 */
async function approveDrafts(step: Step, number: number, named: readonly string[]): Promise<string> {
  const { config, github, logger } = step;
  const pr = await github.repository.pullRequest(number);
  if (isForkHead(pr.headRepository, pr.baseRepository)) {
    // A fork may hold a branch of the same name at the same commit as one here: only the
    // repository that holds the head decides, and a fork's branch is never written to.
    const repository = pr.headRepository?.fullName ?? null;
    logger.info(
      `/eval approve: the head of #${number} is in ${repository ?? 'a deleted fork'}, not in this repository; nothing was committed.`,
    );
    return approveReply({ fork: { repository, branch: pr.headRef } });
  }
  const files = await github.repository.filesAt(pr.headSha, commonBaseDir(config.suites), suitesMatcher(config.suites));
  const drafts = files.flatMap((file) => {
    const approved = approveDraftText(file.text);
    return approved === null ? [] : [{ path: file.path, ...approved }];
  });
  const chosen = named.length === 0 ? drafts : drafts.filter((d) => named.includes(d.suiteId));
  const missing = named.filter((id) => !drafts.some((d) => d.suiteId === id));
  if (missing.length > 0) return approveReply({ nothing: 'not_found', named: missing, headSha: pr.headSha });
  if (chosen.length === 0) return approveReply({ nothing: 'no_drafts', named, headSha: pr.headSha });
  if ((await github.branches.head(pr.headRef)) !== pr.headSha) {
    return approveReply({
      refused: `the branch ${pr.headRef} is no longer at ${pr.headSha.slice(0, 7)} (it moved or was deleted since); comment /eval approve again, or approve by removing status: draft in the suite files`,
    });
  }
  const ids = chosen.map((d) => d.suiteId);
  try {
    const commit = await github.branches.commit({
      branch: pr.headRef,
      parent: pr.headSha,
      message: `Approve captured suites: ${ids.join(', ')}`.slice(0, 200),
      files: chosen.map((d) => ({ path: d.path, text: d.text })),
    });
    logger.info(`Approved ${ids.length} captured suite(s) in ${commit}: ${ids.join(', ')}.`);
    return approveReply({ approved: ids, commit });
  } catch (error) {
    if (error instanceof BranchMovedError) return approveReply({ refused: `${error.message}; comment /eval approve again` });
    throw error;
  }
}
