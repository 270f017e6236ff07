// The simulated user's reply cache: common random numbers for base and head. Repeat i of a test
// asks the simulator the same question on both sides for as long as the two agents answer alike,
// and gets the same reply from here, so a difference in outcomes comes from the agents, not from
// two independent draws of the simulator. Keyed by everything the reply depends on: the server and
// model, the persona, goal, knows and unknown, the conversation so far, the seed and the repeat.
// Replies are kept in memory (both sides of one run) and, given a folder, on disk beside the
// judge's verdicts (the action keeps them in the Actions cache with the verdicts). Only the
// simulator's replies are cached, never the agent's; a faulty reply is never kept.
import { createHash } from 'node:crypto';
import { readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { errorMessage } from '../errors.ts';
import { writeFileAtomic } from '../files.ts';
import { maskSecrets, type Logger } from '../logger.ts';
import { serverIdentity } from '../judge/cache.ts';
import type { SimulatorReply, SimulatorRequest } from './types.ts';

const KEY_VERSION = 'simulator-reply@1';

export interface ReplyKeyInput {
  server: string;
  model: string;
  temperature: number;
  request: SimulatorRequest;
}

/** The key of one reply: every input of the simulator's prompt, and the seed and repeat. */
export function replyCacheKey({ server, model, temperature, request }: ReplyKeyInput): string {
  const who = sha256(JSON.stringify([request.persona, request.goal, Object.entries(request.knows), request.unknown]));
  const transcript = sha256(JSON.stringify(request.transcript.map((t) => [t.user, t.assistant, t.flow_completed === true])));
  return sha256(JSON.stringify([KEY_VERSION, serverIdentity(server), model, temperature, who, transcript, request.seed, request.repeat]));
}

const CachedReplySchema = z.union([
  z.object({ format: z.literal('agent-eval/simulator-reply@1'), model: z.string(), kind: z.literal('message'), text: z.string() }),
  z.object({ format: z.literal('agent-eval/simulator-reply@1'), model: z.string(), kind: z.literal('end'), reason: z.string() }),
]);

export interface ReplyCacheStats {
  hits: number;
  misses: number;
}

export interface ReplyCache {
  /** The cached reply for `key`, else the one `ask` gets (kept when it is well-formed). Concurrent asks for one key share one call. */
  reply(key: string, model: string, ask: () => Promise<SimulatorReply>, keep: (reply: SimulatorReply) => boolean): Promise<SimulatorReply>;
  stats(): ReplyCacheStats;
}

export function createReplyCache(
  options: { dir?: string | null | undefined; logger?: Logger | undefined; secrets?: readonly string[] | undefined } = {},
): ReplyCache {
  const memory = new Map<string, Promise<SimulatorReply>>();
  const stats: ReplyCacheStats = { hits: 0, misses: 0 };
  const dir = options.dir ?? null;
  let writeFailures = 0;

  const fromDisk = async (key: string): Promise<SimulatorReply | null> => {
    if (dir === null) return null;
    try {
      const path = join(dir, `${key}.json`);
      const entry = CachedReplySchema.parse(JSON.parse(await readFile(path, 'utf8')));
      // Marks the entry used: a cache kept between jobs drops entries unused for long, as the judge's.
      const now = new Date();
      await utimes(path, now, now).catch(() => {});
      const usage = { model: entry.model, input_tokens: 0, output_tokens: 0, cached: true };
      return entry.kind === 'message' ? { kind: 'message', text: entry.text, usage } : { kind: 'end', reason: entry.reason, usage };
    } catch {
      return null; // missing or not a valid entry: asked again, and replaced
    }
  };
  const toDisk = async (key: string, model: string, reply: SimulatorReply): Promise<void> => {
    if (dir === null) return;
    const entry = reply.kind === 'message' ? { text: reply.text } : { reason: reply.reason };
    try {
      const text = `${JSON.stringify({ format: 'agent-eval/simulator-reply@1', model, kind: reply.kind, ...entry }, null, 2)}\n`;
      await writeFileAtomic(join(dir, `${key}.json`), maskSecrets(text, options.secrets ?? []));
    } catch (error) {
      if (writeFailures++ === 0)
        options.logger?.warning(
          `simulator reply cache: ${errorMessage(error)}; replies are kept for this run only, and later write failures are not repeated`,
        );
    }
  };

  return {
    async reply(key, model, ask, keep) {
      const known = memory.get(key);
      if (known) {
        stats.hits += 1;
        return cachedCopy(await known);
      }
      const pending = (async () => {
        const stored = await fromDisk(key);
        if (stored) {
          stats.hits += 1;
          return stored;
        }
        stats.misses += 1;
        const fresh = await ask();
        if (keep(fresh)) await toDisk(key, model, fresh);
        return fresh;
      })();
      memory.set(key, pending);
      try {
        const reply = await pending;
        // A faulty reply is not kept: the retry asks again.
        if (!keep(reply)) memory.delete(key);
        return reply;
      } catch (error) {
        memory.delete(key);
        throw error;
      }
    },
    stats: () => ({ ...stats }),
  };
}

/** A reply served again costs nothing: its usage says so. */
function cachedCopy(reply: SimulatorReply): SimulatorReply {
  return reply.usage ? { ...reply, usage: { ...reply.usage, cached: true } } : reply;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
