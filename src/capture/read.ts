// Reading conversations to capture: this product's own artifacts (`artifacts/<suite>.jsonl` of a
// report directory) and a JSON Lines export an agent service writes in production with the same
// line shape ({conversation_id, request: ExecuteRequest, response: ExecutionResult}, other fields
// optional). Every input is hostile: a line is at most MAX_LINE_BYTES, a file at most MAX_LINES
// lines, a conversation at most MAX_TURNS turns; every line refused is a problem naming file:line
// and the fix, never dropped silently.
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { UserError } from '../errors.ts';

/** The longest line read (a turn's request and reply, prompt snapshots included). */
export const MAX_LINE_BYTES = 4 * 1024 * 1024;
/** The most lines read from one file. */
export const MAX_LINES = 500_000;
/** The most turns captured from one conversation; later turns are left out, and the suite says so. */
export const MAX_TURNS = 200;
/** The most conversations captured in one go. */
export const MAX_CONVERSATIONS = 1_000;

export interface CapturedTurn {
  /** Where the turn was read: file:line. */
  at: string;
  /** The spec turn id when the line came from this product's artifacts. */
  turnId: string | null;
  /** The ExecuteRequest as logged. */
  request: { current_node_id: string | null; latest_user_message: string; memory: unknown };
  /** The ExecutionResult as logged. */
  response: Record<string, unknown>;
}

export interface Conversation {
  id: string;
  /** The file it was read from, as shown to the user. */
  file: string;
  suiteId: string | null;
  testId: string | null;
  repeat: number | null;
  turns: CapturedTurn[];
  /** Turns left out beyond MAX_TURNS. */
  turnsLeftOut: number;
  /** Why the conversation ends before the log did (a turn that failed), if it does. */
  cut: string | null;
}

export interface ReadProblem {
  file: string;
  line: number;
  message: string;
}

export interface Selection {
  /** Conversation ids, exactly as logged. */
  conversations: readonly string[];
  /** `suite/test`: the first run (lowest repeat) of that test in the artifacts. */
  tests: readonly string[];
  all: boolean;
}

const LineSchema = z.looseObject({
  conversation_id: z.string().min(1, 'must not be empty').max(1000, 'is longer than 1000 characters'),
  suite_id: z.string().optional(),
  test_id: z.string().optional(),
  turn_id: z.string().optional(),
  repeat: z.int().min(0).optional(),
  request: z.looseObject({
    context: z.looseObject({
      current_node_id: z.string().nullable(),
      latest_user_message: z.string(),
      memory: z.unknown().optional(),
    }),
    test: z.looseObject({ suite_id: z.string().optional(), test_id: z.string().optional() }).optional(),
  }),
  response: z.unknown(),
});

const LINE_FIX =
  'each line is {"conversation_id": ..., "request": <ExecuteRequest>, "response": <ExecutionResult>} (see docs/capture.md#the-export-format)';

/** Reads every selected conversation of the files (directories: their artifacts/*.jsonl, else *.jsonl). */
export async function readConversations(
  inputs: readonly string[],
  selection: Selection,
  options: { cwd: string },
): Promise<{ conversations: Conversation[]; problems: ReadProblem[] }> {
  const problems: ReadProblem[] = [];
  const byId = new Map<string, Conversation>();
  for (const input of inputs) {
    for (const path of await filesOf(resolve(options.cwd, input), input)) {
      const shown = relative(options.cwd, path);
      const file = shown === '' || shown.startsWith('..') ? path : shown;
      await readFile(path, file, selection, byId, problems);
    }
  }
  const conversations = select([...byId.values()], selection);
  for (const wanted of selection.conversations) {
    if (!byId.has(wanted))
      problems.push({ file: inputs.join(', '), line: 0, message: `no conversation ${JSON.stringify(wanted)} was found` });
  }
  for (const wanted of selection.tests) {
    if (!conversations.some((c) => `${c.suiteId}/${c.testId}` === wanted)) {
      problems.push({ file: inputs.join(', '), line: 0, message: `no conversation of test ${JSON.stringify(wanted)} was found` });
    }
  }
  return { conversations, problems };
}

async function filesOf(path: string, input: string): Promise<string[]> {
  const info = await stat(path).catch(() => null);
  if (info === null)
    throw new UserError(
      `--from ${input}: no such file or directory`,
      'give an artifacts/<suite>.jsonl file, a report directory or an export',
    );
  if (!info.isDirectory()) {
    // A results file holds what was checked, not the requests sent: its report folder's artifacts do.
    if (/\.json$/i.test(path)) {
      const artifacts = join(dirname(path), 'artifacts');
      if ((await stat(artifacts).catch(() => null))?.isDirectory()) return jsonlIn(artifacts, input);
      throw new UserError(
        `--from ${input}: a results file holds no requests to replay, and no artifacts/ folder is beside it`,
        'give the artifacts/<suite>.jsonl files of that run, or its report folder',
      );
    }
    return [path];
  }
  const artifacts = join(path, 'artifacts');
  return jsonlIn((await stat(artifacts).catch(() => null))?.isDirectory() ? artifacts : path, input);
}

async function jsonlIn(dir: string, input: string): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.jsonl')).sort();
  if (names.length === 0)
    throw new UserError(
      `--from ${input}: no .jsonl file in ${dir}`,
      'give an artifacts/<suite>.jsonl file, a report directory or an export',
    );
  return names.map((n) => join(dir, n));
}

function wanted(selection: Selection, id: string, suiteId: string | null, testId: string | null): boolean {
  if (selection.all || selection.conversations.includes(id)) return true;
  return suiteId !== null && testId !== null && selection.tests.includes(`${suiteId}/${testId}`);
}

async function readFile(
  path: string,
  file: string,
  selection: Selection,
  byId: Map<string, Conversation>,
  problems: ReadProblem[],
): Promise<void> {
  for await (const line of boundedLines(path, file)) {
    if (line.number > MAX_LINES) {
      problems.push({
        file,
        line: line.number,
        message: `more than ${MAX_LINES} lines: the rest of the file is not read (split the export)`,
      });
      return;
    }
    if (line.text === null) {
      problems.push({ file, line: line.number, message: `line longer than ${MAX_LINE_BYTES} bytes, not read` });
      continue;
    }
    if (line.text.trim() === '') continue;
    let json: unknown;
    try {
      json = JSON.parse(line.text);
    } catch {
      // Not the parser's message: it quotes the line, which may hold personal data.
      problems.push({ file, line: line.number, message: `not JSON; ${LINE_FIX}` });
      continue;
    }
    // The artifacts' judge calls of the final assertions are no turn.
    if (isRecord(json) && json['turn_id'] === 'final' && json['request'] === null) continue;
    const parsed = LineSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(line)';
      problems.push({ file, line: line.number, message: `${where}: ${issue?.message ?? 'invalid'}; ${LINE_FIX}` });
      continue;
    }
    const record = parsed.data;
    const id = record.conversation_id;
    const suiteId = record.suite_id ?? record.request.test?.suite_id ?? null;
    const testId = record.test_id ?? record.request.test?.test_id ?? null;
    if (!wanted(selection, id, suiteId, testId)) continue;
    let conversation = byId.get(id);
    // Lines of concurrent conversations interleave in an export. A turn id seen again in the same
    // conversation is a later run of it (artifacts of a resumed run): it replaces the earlier one.
    const rerun = conversation !== undefined && record.turn_id !== undefined && conversation.turns.some((t) => t.turnId === record.turn_id);
    if (conversation === undefined || rerun) {
      if (conversation === undefined && byId.size >= MAX_CONVERSATIONS) {
        problems.push({
          file,
          line: line.number,
          message: `more than ${MAX_CONVERSATIONS} conversations selected: the rest are not captured (select fewer)`,
        });
        return;
      }
      conversation = { id, file, suiteId, testId, repeat: record.repeat ?? null, turns: [], turnsLeftOut: 0, cut: null };
      byId.set(id, conversation);
    }
    const at = `${file}:${line.number}`;
    if (conversation.cut !== null) continue;
    if (!isRecord(record.response)) {
      conversation.cut = `the turn at ${at} has no reply (it failed), so the conversation is captured up to the turn before`;
      continue;
    }
    if (conversation.turns.length >= MAX_TURNS) {
      conversation.turnsLeftOut += 1;
      continue;
    }
    const context = record.request.context;
    conversation.turns.push({
      at,
      turnId: record.turn_id ?? null,
      request: { current_node_id: context.current_node_id, latest_user_message: context.latest_user_message, memory: context.memory },
      response: record.response,
    });
  }
}

/** The first run of each test (lowest repeat) when selected by test or all; exports keep every conversation. */
function select(conversations: Conversation[], selection: Selection): Conversation[] {
  const kept: Conversation[] = [];
  const byTest = new Map<string, Conversation>();
  for (const c of conversations) {
    if (c.turns.length === 0) continue;
    if (c.suiteId === null || c.testId === null || selection.conversations.includes(c.id)) {
      kept.push(c);
      continue;
    }
    const key = `${c.suiteId}\u0000${c.testId}`;
    const seen = byTest.get(key);
    if (seen === undefined) {
      byTest.set(key, c);
      kept.push(c);
    } else if ((c.repeat ?? 0) < (seen.repeat ?? 0)) {
      kept[kept.indexOf(seen)] = c;
      byTest.set(key, c);
    }
  }
  return kept;
}

/** Lines of a file, numbered from 1; a line over MAX_LINE_BYTES is `null` (its bytes are skipped, never held). */
export async function* boundedLines(
  path: string,
  file: string,
  maxBytes = MAX_LINE_BYTES,
): AsyncGenerator<{ number: number; text: string | null }> {
  let parts: Buffer[] = [];
  let size = 0;
  let overlong = false;
  let number = 0;
  const stream = createReadStream(path, { highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let start = 0;
      while (start < chunk.length) {
        const newline = chunk.indexOf(10, start);
        const end = newline === -1 ? chunk.length : newline;
        if (!overlong) {
          size += end - start;
          if (size > maxBytes) {
            overlong = true;
            parts = [];
          } else parts.push(chunk.subarray(start, end));
        }
        if (newline === -1) break;
        number += 1;
        yield { number, text: overlong ? null : Buffer.concat(parts).toString('utf8') };
        parts = [];
        size = 0;
        overlong = false;
        start = newline + 1;
      }
    }
  } catch (error) {
    throw new UserError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (size > 0 || overlong) yield { number: number + 1, text: overlong ? null : Buffer.concat(parts).toString('utf8') };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
