// The one Octokit the action uses: @actions/github's client (REST methods, pagination, runner
// proxy settings) plus retries for transient server errors and GitHub's rate-limit etiquette.
import { GitHub, getOctokitOptions } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling, type ThrottlingOptions } from '@octokit/plugin-throttling';
import type { Logger } from '../logger.ts';

const ActionOctokit = GitHub.plugin(retry, throttling);
export type Octokit = InstanceType<typeof ActionOctokit>;

export const DEFAULT_API_URL = 'https://api.github.com';

export interface CreateOctokitOptions {
  token: string;
  /** REST API root. Absent: GITHUB_API_URL (set by the runner, also on GitHub Enterprise Server), else api.github.com. */
  baseUrl?: string | undefined;
  logger: Logger;
  /** Retries of one request after a rate limit or a 5xx reply. */
  maxRetries?: number;
  /** Length of the "one second" GitHub's retry-after values count in; tests shrink it. */
  retryAfterBaseMs?: number;
  /**
   * GitHub asks integrations to space content-creating requests about a second apart, and the
   * throttling plugin does so by default. A loopback fake has no secondary limits to respect.
   */
  spaceWrites?: boolean;
}

export function createOctokit(options: CreateOctokitOptions): Octokit {
  const { token, logger } = options;
  const maxRetries = options.maxRetries ?? 3;
  const retryAfterBaseMs = options.retryAfterBaseMs ?? 1000;
  const baseUrl = (options.baseUrl || process.env['GITHUB_API_URL'] || DEFAULT_API_URL).replace(/\/+$/, '');

  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number): boolean => {
      const what = `${request.method} ${request.url}`;
      if (retryCount < maxRetries) {
        logger.warning(`GitHub ${kind} on ${what}; retrying in ${retryAfter}s (retry ${retryCount + 1} of ${maxRetries}).`);
        return true;
      }
      logger.error(
        `GitHub ${kind} on ${what}; gave up after ${maxRetries} retries. Re-run the job later, or use a token with a higher quota.`,
      );
      return false;
    };

  const throttle: ThrottlingOptions = {
    onRateLimit: onLimit('rate limit'),
    onSecondaryRateLimit: onLimit('secondary rate limit'),
    retryAfterBaseValue: retryAfterBaseMs,
    ...(options.spaceWrites === false ? { write: unpacedGroup(), notifications: unpacedGroup() } : {}),
  };

  const octokit = new ActionOctokit(
    getOctokitOptions(token, {
      baseUrl,
      retry: { retries: maxRetries, retryAfterBaseValue: retryAfterBaseMs },
      throttle,
      log: {
        debug: (m: string) => logger.debug(m),
        info: (m: string) => logger.debug(m),
        warn: (m: string) => logger.warning(m),
        error: (m: string) => logger.error(m),
      },
    }),
  );
  // "Bad credentials" alone does not say which setting to fix; every request that meets a 401 says it.
  octokit.hook.error('request', (error) => {
    if (httpStatus(error) === 401 && error instanceof Error && !error.message.includes(TOKEN_REFUSED)) {
      error.message = `${error.message.replace(/ - https:\/\/docs\.github\.com\S*$/, '')}: ${TOKEN_REFUSED}`;
    }
    throw error;
  });
  return octokit;
}

/** What a 401 from GitHub means for the action, and the fix. */
export const TOKEN_REFUSED =
  "GitHub refused the token as invalid, expired or revoked (401). Give the `github-token` input a valid token: the default `${{ github.token }}` (the job's `permissions` decide what it may do), or a secret holding a token that is still valid, with pull-requests write, checks write and contents read (contents write to store baselines).";

type LimiterGroup = NonNullable<ThrottlingOptions['write']>;

/**
 * A limiter group (the Bottleneck `Group` surface the throttling plugin calls: `key(id).schedule`)
 * that runs each job at once instead of a second apart.
 */
function unpacedGroup(): LimiterGroup {
  const limiter = {
    schedule: (...args: unknown[]) => {
      const fnIndex = typeof args[0] === 'function' ? 0 : 1;
      const fn = args[fnIndex] as (...a: unknown[]) => unknown;
      return Promise.resolve().then(() => fn(...args.slice(fnIndex + 1)));
    },
  };
  return { key: () => limiter } as unknown as LimiterGroup;
}

/** The HTTP status of an Octokit request error, or undefined for anything else. */
export function httpStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
