// PR comment commands (`/eval rerun`, `/eval approve`, `/eval help`), who may run them, and the bot's reactions.
import { httpStatus, type Octokit } from './octokit.ts';
import { parseRepeats, type AutoRepeats } from '../suite/repeats.ts';
import { mdCode, mdText } from '../report/escape.ts';

export type EvalCommand =
  | { kind: 'rerun'; suites: string[]; all: boolean; repeats: number | AutoRepeats | null }
  | { kind: 'approve'; suites: string[] }
  | { kind: 'help' };

export type ParsedCommand = { ok: true; command: EvalCommand } | { ok: false; error: string };

export const MAX_COMMAND_REPEATS = 1000;

export const EVAL_USAGE = '/eval rerun [suite...] [--all] [--repeats N|auto]';
export const APPROVE_USAGE = '/eval approve [suite...]';

export const EVAL_HELP = [
  'Commands (for people with write, maintain or admin access to this repository):',
  '',
  '- `/eval rerun` runs the suites this pull request affects again.',
  '- `/eval rerun <suite> [<suite>...]` runs the named suites (by suite id).',
  '- `/eval rerun --all` runs every suite.',
  `- \`--repeats N\` runs each test N times (1 to ${MAX_COMMAND_REPEATS}) instead of the configured number; \`--repeats auto\` (or \`auto:MIN-MAX\`) adds runs only where the comparison is still open.`,
  '- `/eval approve` approves every captured draft suite of this pull request (removes `status: draft` from its `metadata.capture` in a commit on the branch), so it gates from the next run; `/eval approve <suite> [<suite>...]` approves the named ones.',
  '- `/eval help` shows this message.',
  '',
  'The command must start a line of its own; lines in code blocks and quotes are ignored.',
].join('\n');

/**
 * Finds the command in a comment: the first line starting with `/eval`, outside fenced or
 * indented code blocks and quotes (so quoting an earlier command never runs it again).
 * Returns null when the comment holds no command.
 */
export function parseEvalCommand(body: string): ParsedCommand | null {
  const line = commandLine(body);
  if (line === null) return null;
  const [, sub, ...args] = line.split(/\s+/);
  if (sub === undefined) return { ok: false, error: `\`/eval\` needs a command: \`${EVAL_USAGE}\` or \`/eval help\`.` };
  if (sub === 'help') {
    if (args.length > 0) return { ok: false, error: `\`/eval help\` takes no arguments (got ${shown(args.join(' '))}).` };
    return { ok: true, command: { kind: 'help' } };
  }
  if (sub === 'approve') {
    const options = args.filter((a) => a.startsWith('-'));
    if (options.length > 0) return { ok: false, error: `Unknown option ${shown(options[0]!)}: use \`${APPROVE_USAGE}\`.` };
    return { ok: true, command: { kind: 'approve', suites: [...new Set(args)] } };
  }
  if (sub !== 'rerun') return { ok: false, error: `Unknown command ${shown(sub)}: use \`${EVAL_USAGE}\` or \`/eval help\`.` };

  const suites: string[] = [];
  let all = false;
  let repeats: number | AutoRepeats | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--all') {
      all = true;
    } else if (arg === '--repeats' || arg.startsWith('--repeats=')) {
      const value = arg === '--repeats' ? args[++i] : arg.slice('--repeats='.length);
      if (value === undefined || value === '')
        return { ok: false, error: `\`--repeats\` needs a number, e.g. \`/eval rerun --repeats 20\`.` };
      const parsed = parseRepeats(value);
      if (parsed === null) {
        return {
          ok: false,
          error: `\`--repeats\` must be a whole number from 1 to ${MAX_COMMAND_REPEATS}, \`auto\` or \`auto:MIN-MAX\`, got ${shown(value)}.`,
        };
      }
      repeats = parsed;
    } else if (arg.startsWith('-')) {
      return { ok: false, error: `Unknown option ${shown(arg)}: use \`${EVAL_USAGE}\`.` };
    } else if (!suites.includes(arg)) {
      suites.push(arg);
    }
  }
  if (all && suites.length > 0) {
    return { ok: false, error: `Name suites or use \`--all\`, not both (got ${shown(suites.join(' '))} and \`--all\`).` };
  }
  return { ok: true, command: { kind: 'rerun', suites, all, repeats } };
}

function commandLine(body: string): string | null {
  let fence: string | null = null;
  let previousBlank = true;
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const fenceMatch = /^ {0,3}(`{3,}|~{3,})/.exec(raw);
    if (fence !== null) {
      if (fenceMatch?.[1] && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length && raw.trim() === fenceMatch[1])
        fence = null;
      continue;
    }
    if (fenceMatch?.[1]) {
      fence = fenceMatch[1];
      continue;
    }
    const blank = raw.trim() === '';
    // An indented code block starts after a blank line (CommonMark); indentation elsewhere is a continuation.
    const indentedCode = previousBlank && /^( {4}|\t)/.test(raw);
    previousBlank = blank;
    if (indentedCode) continue;
    const line = raw.trim();
    if (line.startsWith('>')) continue;
    if (/^\/eval(\s|$)/.test(line)) return line;
  }
  return null;
}

/** Untrusted text echoed in a reply, as an inline code span that cannot break out or mention anyone. */
function shown(text: string): string {
  const clipped = text.length > 60 ? `${text.slice(0, 59)}…` : text;
  return `\`${clipped.replace(/`/g, "'")}\``;
}

/** Suite ids a reply lists at most; the pull request's head may hold any number. */
const LISTED_SUITES = 30;

const listIds = (list: readonly string[]): string =>
  list
    .slice(0, LISTED_SUITES)
    .map((id) => `"${mdText(id, 60)}"`)
    .join(', ') + (list.length > LISTED_SUITES ? ` and ${list.length - LISTED_SUITES} more` : '');

/** The reply to /eval approve: what was approved, in which commit, or why nothing was. */
export function approveReply(
  result:
    | { approved: readonly string[]; commit: string }
    | { nothing: 'no_drafts' | 'not_found'; named: readonly string[]; headSha: string }
    | { refused: string }
    | { fork: { repository: string | null; branch: string } },
): string {
  if ('refused' in result) return `Nothing was approved: ${mdText(result.refused, 300)}`;
  if ('fork' in result) {
    const { repository, branch } = result.fork;
    const where = repository === null ? 'a fork that has been deleted' : `the fork ${shown(repository)}`;
    return (
      `Nothing was approved: the branch ${shown(branch)} of this pull request is in ${where}, and /eval approve commits only to branches of this repository. ` +
      'To approve, remove `status: draft` from the captured suite files in the fork and push.'
    );
  }
  if ('nothing' in result) {
    const at = mdCode(result.headSha.slice(0, 7));
    return result.nothing === 'not_found'
      ? `No captured draft suite with the id ${listIds(result.named)} at ${at}: nothing was approved.`
      : `No captured draft suite (\`metadata.capture.status: draft\`) at ${at}: nothing to approve.`;
  }
  return `Approved ${result.approved.length} captured suite${result.approved.length === 1 ? '' : 's'} in ${mdCode(result.commit.slice(0, 7))}: ${listIds(result.approved)}. ${result.approved.length === 1 ? 'It gates' : 'They gate'} like any other suite from the next run.`;
}

/**
 * The reply to `/eval rerun <suite>` naming no suite of the head. Suite ids come from the pull
 * request and the command: escaped text, so no mention, no HTML, no line that reads as a command.
 */
export function unknownSuitesReply(unknown: readonly string[], known: readonly string[], headSha: string): string {
  const ids = listIds;
  const suites = known.length > 0 ? ids(known) : '(none)';
  return `No suite with the id ${ids(unknown)} at ${mdCode(headSha.slice(0, 7))}. Suites: ${suites}.`;
}

export type PermissionLevel = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none' | (string & {});

export interface PermissionCheck {
  allowed: boolean;
  /** The role GitHub reports (role_name, else the legacy permission field). */
  role: PermissionLevel;
}

const RUN_ROLES = new Set(['admin', 'maintain', 'write']);

/** Whether `username` may run `/eval` commands: write, maintain or admin access to the repository. */
export async function checkPermission(octokit: Octokit, who: { owner: string; repo: string; username: string }): Promise<PermissionCheck> {
  try {
    const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ owner: who.owner, repo: who.repo, username: who.username });
    const roleName = (data as { role_name?: string }).role_name;
    // A custom role based on write reports its own role_name but permission "write".
    const allowed = (roleName !== undefined && RUN_ROLES.has(roleName)) || RUN_ROLES.has(data.permission);
    return { allowed, role: roleName ?? data.permission };
  } catch (error) {
    // Not a collaborator (or no such user).
    if (httpStatus(error) === 404) return { allowed: false, role: 'none' };
    throw error;
  }
}

export type BotReaction = 'eyes' | 'rocket' | 'confused';

/** Adds a reaction to a PR (issue) comment. */
export async function react(
  octokit: Octokit,
  target: { owner: string; repo: string; comment_id: number; content: BotReaction },
): Promise<void> {
  await octokit.rest.reactions.createForIssueComment({
    owner: target.owner,
    repo: target.repo,
    comment_id: target.comment_id,
    content: target.content,
  });
}
