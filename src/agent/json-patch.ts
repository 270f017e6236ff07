// RFC 6902 JSON Patch, applied to agent state (AG-UI STATE_DELTA events). The patch comes from the
// agent, so it is data: a path through `__proto__`, `constructor` or `prototype` names an ordinary
// key (set with defineProperty, read as an own property), never the prototype of anything; a path
// that does not exist, a failed `test` or a malformed operation is a PatchError naming the
// operation, and the whole patch is refused (the state before it is kept unchanged).
//
// `inPlace` is for a caller that owns the state (ag-ui.ts clones it once per turn or snapshot): the
// operations then change it where it is, so each costs the length of its path, not the size of the
// state, and a stream of small deltas to a large state stays linear. A refused patch may then have
// been applied in part; that caller fails the turn.
//
// Bounds: the agent chooses the patch, and `copy` doubles a value in a few bytes, so after every
// operation the state must stay within MAX_STATE_BYTES as JSON and MAX_STATE_DEPTH of nesting, and
// the copies and moves of one turn may read at most MAX_PATCH_COPY_BYTES; past one the operation
// is a StateLimitError naming it and the limit. The state is never measured whole after an
// operation: a StateMeter keeps a running estimate, to which each operation adds what it inserts
// (measured by a walk that stops once past what is left) and from which it takes what it removes.
import { isDeepStrictEqual } from 'node:util';
import { estimateJson, MAX_PATCH_COPY_BYTES, MAX_STATE_BYTES, MAX_STATE_DEPTH, memberBytes, sizeText } from './limits.ts';
import { parsePointer } from './protocols.ts';

export class PatchError extends Error {
  override name = 'PatchError';
}

/** The state would pass a limit: the operation and the patch are refused. */
export class StateLimitError extends PatchError {
  override name = 'StateLimitError';
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * A copy of a JSON value (what the agent sent), `__proto__` kept as an ordinary key. Far faster than
 * structuredClone on many small values; recursive, so only for a value whose nesting is bounded
 * (every value here is: the events by MAX_REPLY_DEPTH, the state by MAX_STATE_DEPTH).
 */
export function copyJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = copyJson((value as Record<string, unknown>)[key]);
    if (key === '__proto__') setOwn(copy, key, item);
    else copy[key] = item;
  }
  return copy;
}

export interface StateLimits {
  /** The state as JSON text (estimateJson). */
  bytes: number;
  depth: number;
  /** What copies and moves may read in all, while the meter lives (one turn). */
  copyBytes: number;
}

export const STATE_LIMITS: StateLimits = { bytes: MAX_STATE_BYTES, depth: MAX_STATE_DEPTH, copyBytes: MAX_PATCH_COPY_BYTES };

/**
 * A running estimate of one state's size as JSON text and a bound on its nesting (never below the
 * real one), which the operations keep up to date, and what copies and moves have read so far. One
 * per turn: `measure` starts it over from a new state (a snapshot) and keeps the copy count.
 */
export class StateMeter {
  readonly limits: StateLimits;
  bytes = 0;
  depth = 0;
  copied = 0;

  constructor(limits: StateLimits = STATE_LIMITS) {
    this.limits = limits;
  }

  /** Measures `state` (a walk that stops past the limits); a state already past them is a StateLimitError. */
  measure(state: unknown): this {
    const { bytes, depth } = estimateJson(state, this.limits.bytes, this.limits.depth);
    if (bytes > this.limits.bytes) throw new StateLimitError(`the state is over ${sizeText(this.limits.bytes)}`);
    if (depth > this.limits.depth) throw new StateLimitError(`the state is nested deeper than ${this.limits.depth} levels`);
    this.bytes = bytes;
    this.depth = depth;
    return this;
  }
}

/**
 * `state` with `patch` applied; `state` itself is left unchanged unless `inPlace`. Values are copied
 * in. `meter` is the caller's estimate of `state` (kept from one patch to the next, and after a
 * refused patch only good for failing the turn); without one the state is measured first.
 */
export function applyPatch(state: unknown, patch: unknown, options: { inPlace?: boolean; meter?: StateMeter } = {}): unknown {
  if (!Array.isArray(patch)) throw new PatchError('the patch is not a list of operations');
  const meter = options.meter ?? new StateMeter().measure(state);
  let doc = options.inPlace ? state : copyJson(state);
  patch.forEach((op: unknown, i) => {
    doc = applyOne(doc, op, `operation ${i}`, meter);
  });
  return doc;
}

function pointerOf(op: Record<string, unknown>, field: 'path' | 'from', where: string): string[] {
  const text = op[field];
  const tokens = typeof text === 'string' ? parsePointer(text) : null;
  if (tokens === null || (typeof text === 'string' && text !== text.trim()))
    throw new PatchError(`${where}: ${field} ${JSON.stringify(text ?? null)} is not a JSON Pointer`);
  return tokens;
}

function applyOne(doc: unknown, raw: unknown, where: string, meter: StateMeter): unknown {
  if (!isContainer(raw) || Array.isArray(raw)) throw new PatchError(`${where} is not an object`);
  const op = raw as Record<string, unknown>;
  const path = pointerOf(op, 'path', where);
  const from = op.op === 'copy' || op.op === 'move' ? pointerOf(op, 'from', where) : null;
  const at = `${where} (${String(op.op)} ${from === null ? '' : `${JSON.stringify(op.from)} -> `}${JSON.stringify(op.path)})`;
  const bounds = new Bounds(meter, at);
  switch (op.op) {
    case 'add':
      if (!('value' in op)) throw new PatchError(`${at} has no value`);
      return add(doc, path, op.value, at, bounds, 'new');
    case 'remove':
      return remove(doc, path, at, bounds).doc;
    case 'replace':
      if (!('value' in op)) throw new PatchError(`${at} has no value`);
      return add(remove(doc, path, at, bounds).doc, path, op.value, at, bounds, 'new');
    case 'move': {
      const under = from!.length <= path.length && from!.every((t, k) => t === path[k]);
      if (under && from!.length < path.length) throw new PatchError(`${at} moves a value into itself`);
      if (under) {
        // A move to where the value is changes nothing, once the value is there.
        get(doc, from!, at);
        return doc;
      }
      const taken = remove(doc, from!, at, bounds, true);
      return add(taken.doc, path, taken.value, at, bounds, { movedFrom: from!.length });
    }
    case 'copy':
      return add(doc, path, get(doc, from!, at), at, bounds, 'copy');
    case 'test':
      if (!isDeepStrictEqual(get(doc, path, at), op.value)) throw new PatchError(`${at} failed: the value differs`);
      return doc;
    default:
      throw new PatchError(`${where}: unknown op ${JSON.stringify(op.op ?? null)}`);
  }
}

/** How a value comes into the state: from the patch, copied from the state, or moved from a path that many levels deep (already counted in). */
type Source = 'new' | 'copy' | { movedFrom: number };

/** The limits as one operation meets them: it may take the state up to them, and each refusal names it. */
class Bounds {
  readonly #meter: StateMeter;
  readonly #at: string;

  constructor(meter: StateMeter, at: string) {
    this.#meter = meter;
    this.#at = at;
  }

  /** Removes `bytes` (the value and its separator) from the estimate. */
  freed(bytes: number): void {
    this.#meter.bytes -= bytes;
  }

  /** The size of a value taken out of the state: all of it is walked, but it was counted in once, so this stays linear. */
  sizeOf(value: unknown): number {
    return estimateJson(value).bytes;
  }

  /** Admits `value` at a path `level` deep, with `overhead` bytes of separator; a value past a limit is refused. */
  admit(value: unknown, level: number, overhead: number, source: Source): void {
    const meter = this.#meter;
    const { limits } = meter;
    const room = limits.bytes - meter.bytes - overhead;
    const tooBig = `the state would exceed ${sizeText(limits.bytes)} at ${this.#at}`;
    const tooDeep = `the state would be nested deeper than ${limits.depth} levels at ${this.#at}`;
    if (typeof source === 'object') {
      // A moved value is in the estimate already. Its nesting is at most the state's less the
      // levels it was under; only when that bound is past the limit is the value read (counted as
      // a copy), so moves to and fro cannot make the bound refuse a state that is within it.
      if (room < 0) throw new StateLimitError(tooBig);
      meter.bytes += overhead;
      const bound = meter.depth - source.movedFrom + level;
      if (bound <= limits.depth) meter.depth = Math.max(meter.depth, bound);
      else this.#read(value, level, tooDeep);
      return;
    }
    const copyRoom = limits.copyBytes - meter.copied;
    const allowance = source === 'copy' ? Math.min(room, copyRoom) : room;
    const { bytes, depth } = estimateJson(value, Math.max(allowance, -1), limits.depth - level);
    if (bytes > room) throw new StateLimitError(tooBig);
    if (bytes > allowance) throw new StateLimitError(this.#copyLimit());
    if (level + depth > limits.depth) throw new StateLimitError(tooDeep);
    meter.bytes += bytes + overhead;
    meter.depth = Math.max(meter.depth, level + depth);
    if (source === 'copy') meter.copied += bytes;
  }

  /** Reads a moved value for its nesting, counted against what copies may read. */
  #read(value: unknown, level: number, tooDeep: string): void {
    const meter = this.#meter;
    const copyRoom = meter.limits.copyBytes - meter.copied;
    const { bytes, depth } = estimateJson(value, Math.max(copyRoom, -1), meter.limits.depth - level);
    if (bytes > copyRoom) throw new StateLimitError(this.#copyLimit());
    if (level + depth > meter.limits.depth) throw new StateLimitError(tooDeep);
    meter.copied += bytes;
    meter.depth = Math.max(meter.depth, level + depth);
  }

  #copyLimit(): string {
    return `the copies and moves of one turn would read more than ${sizeText(this.#meter.limits.copyBytes)} at ${this.#at}`;
  }
}

function arrayIndex(token: string, length: number, allowEnd: boolean, at: string): number {
  if (allowEnd && token === '-') return length;
  if (!/^(0|[1-9]\d*)$/.test(token)) throw new PatchError(`${at}: "${token}" is not an array index`);
  const index = Number(token);
  if (index > length || (!allowEnd && index === length)) throw new PatchError(`${at}: index ${index} is out of range (length ${length})`);
  return index;
}

/** The container the last token of `path` is in. */
function parentOf(doc: unknown, path: readonly string[], at: string): Container {
  const parent = get(doc, path.slice(0, -1), at);
  if (!isContainer(parent)) throw new PatchError(`${at}: the parent of the path is not an object or array`);
  return parent;
}

function get(doc: unknown, path: readonly string[], at: string): unknown {
  let value = doc;
  for (const token of path) {
    if (Array.isArray(value)) value = value[arrayIndex(token, value.length, false, at)];
    else if (isContainer(value) && Object.hasOwn(value, token)) value = (value as Record<string, unknown>)[token];
    else throw new PatchError(`${at}: the path does not exist`);
  }
  return value;
}

/** Puts `value` at `path` once the bounds admit it: a value from the patch or the state is copied, a moved one is not. */
function add(doc: unknown, path: readonly string[], value: unknown, at: string, bounds: Bounds, source: Source): unknown {
  const copy = (): unknown => (typeof source === 'object' ? value : copyJson(value));
  if (path.length === 0) {
    bounds.freed(bounds.sizeOf(doc));
    bounds.admit(value, 0, 0, source);
    return copy();
  }
  const parent = parentOf(doc, path, at);
  const key = path.at(-1)!;
  if (Array.isArray(parent)) {
    const index = arrayIndex(key, parent.length, true, at);
    bounds.admit(value, path.length, 1, source);
    parent.splice(index, 0, copy());
    return doc;
  }
  // An existing member is replaced: what it held leaves the state first.
  if (Object.hasOwn(parent, key)) bounds.freed(bounds.sizeOf(parent[key]) + memberBytes(key));
  bounds.admit(value, path.length, memberBytes(key), source);
  setOwn(parent, key, copy());
  return doc;
}

/**
 * Takes the value at `path` out and from the estimate; a value that is moving (`moving`) keeps its
 * share of the estimate, as it stays in the state, so a move never reads what it moves.
 */
function remove(doc: unknown, path: readonly string[], at: string, bounds: Bounds, moving = false): { doc: unknown; value: unknown } {
  const taken = (value: unknown, overhead: number): void => bounds.freed((moving ? 0 : bounds.sizeOf(value)) + overhead);
  if (path.length === 0) {
    // What is left is null, 4 bytes.
    taken(doc, -4);
    return { doc: null, value: doc };
  }
  const parent = parentOf(doc, path, at);
  const key = path.at(-1)!;
  if (Array.isArray(parent)) {
    const index = arrayIndex(key, parent.length, false, at);
    const value = parent.splice(index, 1)[0];
    taken(value, 1);
    return { doc, value };
  }
  if (!Object.hasOwn(parent, key)) throw new PatchError(`${at}: the path does not exist`);
  const value = parent[key];
  delete parent[key];
  taken(value, memberBytes(key));
  return { doc, value };
}
