// The memory pipeline of the reference agent (pure functions): correction-aware fact merging,
// summary chunks every N turns, and hierarchical re-summarisation of the chunks.

export interface FactEntry {
  key: string;
  value: unknown;
}

/** What the user's message says about a fact: a (new or corrected) value, or a request to forget it. */
export type FactStatement = { key: string; value: string } | { key: string; forget: true };

export type FactChange =
  | { kind: 'added'; key: string; value: unknown }
  | { kind: 'updated'; key: string; value: unknown; previous: unknown }
  | { kind: 'removed'; key: string; previous: unknown }
  /** Asked to forget a fact that was not on file. */
  | { kind: 'not_found'; key: string };

export interface SummaryChunk {
  level: number;
  from_turn: number;
  to_turn: number;
  text: string;
}

export interface Summary {
  level: number;
  /** Chunks this agent wrote (SummaryChunk), or whatever seeded memory carried; both are folded. */
  chunks: unknown[];
}

export interface HistoryEntry {
  role: string;
  content: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** memory.facts as an ordered list of entries, whether it came as a list or as a map. */
export function readFacts(facts: unknown): FactEntry[] {
  if (Array.isArray(facts)) {
    const entries: FactEntry[] = [];
    for (const entry of facts) {
      if (!isRecord(entry) || typeof entry.key !== 'string') continue;
      const at = entries.findIndex((e) => e.key === entry.key);
      if (at >= 0) entries.splice(at, 1);
      entries.push({ key: entry.key, value: entry.value });
    }
    return entries;
  }
  if (isRecord(facts)) return Object.entries(facts).map(([key, value]) => ({ key, value }));
  return [];
}

export function factsAsMap(facts: readonly FactEntry[]): Record<string, unknown> {
  return Object.fromEntries(facts.map((f) => [f.key, f.value]));
}

/** Restating a value, whatever its case or surrounding spaces, is not a correction. */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.trim().toLowerCase() === b.trim().toLowerCase();
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Merges statements into the facts, in order: a new key is added, a different value for a known
 * key replaces it (the latest claim is the canonical one), an equal value changes nothing, and a
 * forget request removes the key. Idempotent: merging the same statements twice changes nothing.
 */
export function mergeFacts(
  facts: readonly FactEntry[],
  statements: readonly FactStatement[],
): { facts: FactEntry[]; changes: FactChange[] } {
  const merged = facts.map((f) => ({ ...f }));
  const changes: FactChange[] = [];
  for (const statement of statements) {
    const at = merged.findIndex((f) => f.key === statement.key);
    const current = merged[at];
    if ('forget' in statement) {
      if (current === undefined) changes.push({ kind: 'not_found', key: statement.key });
      else {
        merged.splice(at, 1);
        changes.push({ kind: 'removed', key: statement.key, previous: current.value });
      }
    } else if (current === undefined) {
      merged.push({ key: statement.key, value: statement.value });
      changes.push({ kind: 'added', key: statement.key, value: statement.value });
    } else if (!sameValue(current.value, statement.value)) {
      changes.push({ kind: 'updated', key: statement.key, value: statement.value, previous: current.value });
      current.value = statement.value;
    }
  }
  return { facts: merged, changes };
}

export function readSummary(summary: unknown): Summary {
  if (!isRecord(summary)) return { level: 0, chunks: [] };
  const level = typeof summary.level === 'number' && Number.isInteger(summary.level) && summary.level >= 0 ? summary.level : 0;
  return { level, chunks: Array.isArray(summary.chunks) ? [...summary.chunks] : [] };
}

function chunkSpan(chunk: unknown): { from: number; to: number } | undefined {
  if (!isRecord(chunk) || typeof chunk.from_turn !== 'number' || typeof chunk.to_turn !== 'number') return undefined;
  return { from: chunk.from_turn, to: chunk.to_turn };
}

function chunkLevel(chunk: unknown): number {
  return isRecord(chunk) && typeof chunk.level === 'number' ? chunk.level : 0;
}

function chunkText(chunk: unknown): string {
  if (typeof chunk === 'string') return chunk;
  if (isRecord(chunk) && typeof chunk.text === 'string') return chunk.text;
  return JSON.stringify(chunk) ?? '';
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((block) => (isRecord(block) && typeof block.text === 'string' ? block.text : typeof block === 'string' ? block : ''))
      .filter((t) => t !== '')
      .join(' ');
  }
  return '';
}

/**
 * Writes a summary chunk when `everyTurns` turns have passed since the last chunk. The chunk covers
 * those turns, read from the verbatim history (which already holds this turn).
 */
export function summarizeTurns(
  summary: Summary,
  history: readonly HistoryEntry[],
  turnIndex: number,
  everyTurns: number,
  nodeId: string,
): Summary {
  const summarizedTo = Math.max(0, ...summary.chunks.map((c) => chunkSpan(c)?.to ?? 0));
  const pending = turnIndex - summarizedTo;
  if (pending < everyTurns) return summary;
  const userMessages = history.filter((m) => m.role === 'user').map((m) => textOf(m.content));
  const said = userMessages.slice(-pending).map((t) => `"${clip(t, 60)}"`);
  const chunk: SummaryChunk = {
    level: 0,
    from_turn: summarizedTo + 1,
    to_turn: turnIndex,
    text: `Turns ${summarizedTo + 1}-${turnIndex}: the user said ${said.join('; ') || 'nothing recorded'}; the conversation is now at ${nodeId}.`,
  };
  return { level: summary.level, chunks: [...summary.chunks, chunk] };
}

/** Folds the chunks into one chunk a level higher once there are `foldAfter` of them. */
export function resummarize(summary: Summary, foldAfter: number): Summary {
  if (summary.chunks.length < foldAfter) return summary;
  const spans = summary.chunks.map(chunkSpan).filter((s) => s !== undefined);
  const level = Math.max(summary.level, ...summary.chunks.map(chunkLevel)) + 1;
  const from = spans.length > 0 ? Math.min(...spans.map((s) => s.from)) : 0;
  const to = spans.length > 0 ? Math.max(...spans.map((s) => s.to)) : 0;
  const body = summary.chunks.map(chunkText).join(' ');
  const folded: SummaryChunk = { level, from_turn: from, to_turn: to, text: `Summary of turns ${from}-${to}: ${clip(body, 400)}` };
  return { level, chunks: [folded] };
}
