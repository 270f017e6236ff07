// The judge's disk cache: one JSON file per verdict (keyed by everything that could change the
// answer, the server asked included) and per embedding (keyed by server, model and text), written atomically so concurrent runs and
// crashes never leave half a file. A rerun of unchanged transcripts costs zero judge calls.
// Agent responses are never cached here: only the judge's answers about them. A verdict is the
// judge's scores; the thresholds are applied to them afterwards (thresholds.ts), so they are not
// part of the key: raising assistant_quality_min re-grades cached scores without asking again.
import { createHash } from 'node:crypto';
import { readFile, utimes } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { errorMessage } from '../errors.ts';
import { writeFileAtomic } from '../files.ts';
import { maskSecrets, type Logger } from '../logger.ts';

export interface VerdictKeyInput {
  /** The judge server's base URL: two servers may serve different models under one name. */
  server: string;
  model: string;
  prompt_version: string;
  /** Every criterion scored, those named only in criteria_min included (they are asked about too). */
  criteria: readonly string[];
  user_input: string;
  assistant_message: string;
  context_excerpt: string;
}

/**
 * Leads every key: keys made before the server was part of them (and so shared by every server
 * with a model of that name) are never looked up again, so they are missed, not misread.
 */
const KEY_VERSION = 'judge-cache-key@2';

export function verdictCacheKey(input: VerdictKeyInput): string {
  // An array, not an object: field order is fixed. Exactly what the prompt is built from.
  return sha256(
    JSON.stringify([
      KEY_VERSION,
      serverIdentity(input.server),
      input.model,
      input.prompt_version,
      input.criteria,
      input.user_input,
      input.assistant_message,
      input.context_excerpt,
    ]),
  );
}

/**
 * The server as the key knows it: credentials left out (they say who asks, not who answers), the
 * spelling URLs allow to vary made one (case of scheme and host, default port, trailing slash).
 */
export function serverIdentity(baseURL: string): string {
  const url = URL.parse(baseURL.trim());
  if (url === null) return baseURL.trim();
  url.username = '';
  url.password = '';
  url.hash = '';
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href.replace(/\/(?=\?|$)/, '');
}

/**
 * The command line's verdict cache when --judge-cache is not given: one per user, shared by every
 * project (a key is a hash of everything the answer depends on), in the XDG cache folder:
 * $XDG_CACHE_HOME/agent-eval/judge, else ~/.cache/agent-eval/judge (%LOCALAPPDATA% on Windows).
 * Null when the environment names no home folder; the caller then keeps it with the report.
 */
export function userJudgeCacheDir(env: Readonly<Record<string, string | undefined>>, platform: string = process.platform): string | null {
  const xdg = env['XDG_CACHE_HOME']?.trim();
  // The XDG spec: a relative path is invalid and is ignored.
  if (xdg && isAbsolute(xdg)) return join(xdg, 'agent-eval', 'judge');
  const local = env['LOCALAPPDATA']?.trim();
  if (platform === 'win32' && local) return join(local, 'agent-eval', 'judge');
  const home = env['HOME']?.trim() || env['USERPROFILE']?.trim();
  return home ? join(home, '.cache', 'agent-eval', 'judge') : null;
}

export function embeddingCacheKey(server: string, model: string, text: string): string {
  return sha256(JSON.stringify([KEY_VERSION, serverIdentity(server), model, text]));
}

const CachedVerdictSchema = z.object({
  format: z.literal('agent-eval/judge-verdict@1'),
  model: z.string(),
  prompt_version: z.string(),
  scores: z.record(z.string(), z.number()),
  fail_reasons: z.array(z.string()),
  raw: z.string(),
});
export type CachedVerdict = Omit<z.infer<typeof CachedVerdictSchema>, 'format'>;

const CachedEmbeddingSchema = z.object({
  format: z.literal('agent-eval/embedding@1'),
  model: z.string(),
  vector: z.array(z.number()).min(1),
});

export interface JudgeCache {
  getVerdict(key: string): Promise<CachedVerdict | null>;
  putVerdict(key: string, verdict: CachedVerdict): Promise<void>;
  getEmbedding(key: string): Promise<number[] | null>;
  putEmbedding(key: string, model: string, vector: number[]): Promise<void>;
}

/**
 * A cache in `dir` (verdicts/ and embeddings/ below it), or none when dir is null. A file that
 * cannot be read or fails its schema is a miss (and is overwritten); a failed write is a warning,
 * never a failed run.
 */
export function createJudgeCache(dir: string | null, logger?: Logger, secrets: readonly string[] = []): JudgeCache {
  if (dir === null) {
    return {
      getVerdict: async () => null,
      putVerdict: async () => {},
      getEmbedding: async () => null,
      putEmbedding: async () => {},
    };
  }
  const verdictPath = (key: string) => join(dir, 'verdicts', `${key}.json`);
  const embeddingPath = (key: string) => join(dir, 'embeddings', `${key}.json`);

  async function read<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        logger?.warning(`judge cache: cannot read ${path} (${errorMessage(error)}); asking the judge again`);
      }
      return null;
    }
    try {
      // Validated, then used as written, so a `__proto__` score (which zod's records drop) is kept.
      const value: unknown = JSON.parse(text);
      schema.parse(value);
      // Marks the entry used: a cache kept between jobs drops entries unused for long (action/judge-cache.ts).
      const now = new Date();
      await utimes(path, now, now).catch(() => {});
      return value as T;
    } catch {
      logger?.warning(`judge cache: ${path} is not a valid cache entry; asking the judge again and replacing it`);
      return null;
    }
  }

  let writeFailures = 0;
  async function write(path: string, value: unknown): Promise<void> {
    try {
      // A judge reply can echo anything, the key included: the cache is a file like any other.
      await writeFileAtomic(path, maskSecrets(`${JSON.stringify(value, null, 2)}\n`, secrets));
    } catch (error) {
      // A cache that cannot be written costs judge calls, not results: warn once, not per verdict.
      if (writeFailures++ === 0) {
        logger?.warning(
          `judge cache: ${errorMessage(error)}; verdicts are not cached (the next run will ask the judge again), and later cache write failures are not repeated`,
        );
      }
    }
  }

  return {
    async getVerdict(key) {
      const entry = await read(verdictPath(key), CachedVerdictSchema);
      if (!entry) return null;
      return {
        model: entry.model,
        prompt_version: entry.prompt_version,
        scores: entry.scores,
        fail_reasons: entry.fail_reasons,
        raw: entry.raw,
      };
    },
    putVerdict: (key, verdict) => write(verdictPath(key), { format: 'agent-eval/judge-verdict@1', ...verdict }),
    async getEmbedding(key) {
      return (await read(embeddingPath(key), CachedEmbeddingSchema))?.vector ?? null;
    },
    putEmbedding: (key, model, vector) => write(embeddingPath(key), { format: 'agent-eval/embedding@1', model, vector }),
  };
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
