// What the runner tells the step about the event: its environment variables and the webhook payload
// in GITHUB_EVENT_PATH, validated here so that the flows read typed fields, never `any`.
import { z } from 'zod';
import { errorMessage } from '../errors.ts';
import { ConfigurationError } from './inputs.ts';

const Sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a commit SHA');
// The id tells a fork from the base repository even when the names match case-insensitively or were renamed.
const RepositoryName = z.object({ full_name: z.string(), id: z.number().int().optional() });

/** The fields of the pull_request, issue_comment and push payloads the action reads (others are ignored). */
export const EventPayloadSchema = z.object({
  action: z.string().optional(),
  repository: z
    .object({
      name: z.string(),
      owner: z.object({ login: z.string() }),
      default_branch: z.string().optional(),
    })
    .optional(),
  pull_request: z
    .object({
      number: z.number().int().positive(),
      // A fork that was deleted has no repository.
      head: z.object({ sha: Sha, ref: z.string(), repo: RepositoryName.nullish() }),
      base: z.object({ ref: z.string(), sha: Sha.optional(), repo: RepositoryName.nullish() }),
    })
    .optional(),
  issue: z
    .object({
      number: z.number().int().positive(),
      /** Present when the issue is a pull request. */
      pull_request: z.object({}).nullish(),
    })
    .optional(),
  comment: z
    .object({
      id: z.number().int().positive(),
      body: z.string().nullish(),
      // A deleted account ("ghost") has no user.
      user: z.object({ login: z.string() }).nullish(),
    })
    .optional(),
  // push
  before: z.string().optional(),
  after: z.string().optional(),
  forced: z.boolean().optional(),
});

export type EventPayload = z.infer<typeof EventPayloadSchema>;

export interface RunContext {
  eventName: string;
  payload: EventPayload;
  owner: string;
  repo: string;
  sha: string;
  ref: string;
  workspace: string;
  serverUrl: string;
  runId: string | null;
  /** GITHUB_RUN_ATTEMPT: 2 and up for a re-run of the same workflow run. */
  runAttempt: number;
  runUrl: string | null;
}

/** Reads the run context; `readText` reads the payload file (a port, so tests need no files). */
export function readRunContext(env: NodeJS.ProcessEnv, readText: (path: string) => string): RunContext {
  const eventName = env['GITHUB_EVENT_NAME'] ?? '';
  const eventPath = env['GITHUB_EVENT_PATH'];
  let raw: unknown = {};
  if (eventPath) {
    try {
      raw = JSON.parse(readText(eventPath));
    } catch (error) {
      throw new ConfigurationError(
        `Cannot read the event payload at GITHUB_EVENT_PATH (${errorMessage(error)}); run the action inside a GitHub Actions workflow.`,
      );
    }
  }
  const payload = parsePayload(eventName, raw);
  const [owner, repo] = (env['GITHUB_REPOSITORY'] ?? `${payload.repository?.owner.login ?? ''}/${payload.repository?.name ?? ''}`).split(
    '/',
  );
  if (!owner || !repo) throw new ConfigurationError('GITHUB_REPOSITORY is not set; run the action inside a GitHub Actions workflow.');
  const serverUrl = (env['GITHUB_SERVER_URL'] ?? 'https://github.com').replace(/\/+$/, '');
  const runId = env['GITHUB_RUN_ID'] ?? null;
  return {
    eventName,
    payload,
    owner,
    repo,
    sha: env['GITHUB_SHA'] ?? '',
    ref: env['GITHUB_REF'] ?? '',
    workspace: env['GITHUB_WORKSPACE'] ?? process.cwd(),
    serverUrl,
    runId,
    runAttempt: Number(env['GITHUB_RUN_ATTEMPT']) || 1,
    runUrl: runId ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}` : null,
  };
}

/** The payload, or a ConfigurationError naming the first field that is not what GitHub sends. */
export function parsePayload(eventName: string, raw: unknown): EventPayload {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ConfigurationError(
      'The event payload at GITHUB_EVENT_PATH is not a JSON object; run the action inside a GitHub Actions workflow.',
    );
  }
  const parsed = EventPayloadSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.map(String).join('.') || '(root)';
  throw new ConfigurationError(
    `The ${eventName || 'event'} payload at GITHUB_EVENT_PATH has an unexpected \`${field}\` (${issue.message}); the action reads the webhook payload GitHub sends, so run it inside a GitHub Actions workflow on ${eventName || 'a supported event'}.`,
  );
}

export function isDefaultBranch(ctx: RunContext): boolean {
  const defaultBranch = ctx.payload.repository?.default_branch;
  return typeof defaultBranch === 'string' && ctx.ref === `refs/heads/${defaultBranch}`;
}

/** The branch or tag name of a ref: refs/heads/main -> main. */
export function branchOf(ref: string): string {
  return ref.replace(/^refs\/(heads|tags)\//, '');
}
