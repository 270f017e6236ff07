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
import { isDeepStrictEqual } from 'node:util';
import { parsePointer } from './protocols.ts';

export class PatchError extends Error {
  override name = 'PatchError';
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
}

/** `state` with `patch` applied; `state` itself is left unchanged unless `inPlace`. Values are copied in. */
export function applyPatch(state: unknown, patch: unknown, options: { inPlace?: boolean } = {}): unknown {
  if (!Array.isArray(patch)) throw new PatchError('the patch is not a list of operations');
  let doc = options.inPlace ? state : structuredClone(state);
  patch.forEach((op: unknown, i) => {
    doc = applyOne(doc, op, `operation ${i}`);
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

function applyOne(doc: unknown, raw: unknown, where: string): unknown {
  if (!isContainer(raw) || Array.isArray(raw)) throw new PatchError(`${where} is not an object`);
  const op = raw as Record<string, unknown>;
  const path = pointerOf(op, 'path', where);
  const at = `${where} (${String(op.op)} ${JSON.stringify(op.path)})`;
  switch (op.op) {
    case 'add':
      if (!('value' in op)) throw new PatchError(`${at} has no value`);
      return add(doc, path, structuredClone(op.value), at);
    case 'remove':
      return remove(doc, path, at).doc;
    case 'replace':
      if (!('value' in op)) throw new PatchError(`${at} has no value`);
      return add(remove(doc, path, at).doc, path, structuredClone(op.value), at);
    case 'move': {
      const from = pointerOf(op, 'from', where);
      if (from.length < path.length && from.every((t, k) => t === path[k])) throw new PatchError(`${at} moves a value into itself`);
      const taken = remove(doc, from, at);
      return add(taken.doc, path, taken.value, at);
    }
    case 'copy': {
      const from = pointerOf(op, 'from', where);
      return add(doc, path, structuredClone(get(doc, from, at)), at);
    }
    case 'test':
      if (!isDeepStrictEqual(get(doc, path, at), op.value)) throw new PatchError(`${at} failed: the value differs`);
      return doc;
    default:
      throw new PatchError(`${where}: unknown op ${JSON.stringify(op.op ?? null)}`);
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

function add(doc: unknown, path: readonly string[], value: unknown, at: string): unknown {
  if (path.length === 0) return value;
  const parent = parentOf(doc, path, at);
  const key = path.at(-1)!;
  if (Array.isArray(parent)) parent.splice(arrayIndex(key, parent.length, true, at), 0, value);
  else setOwn(parent, key, value);
  return doc;
}

function remove(doc: unknown, path: readonly string[], at: string): { doc: unknown; value: unknown } {
  if (path.length === 0) return { doc: null, value: doc };
  const parent = parentOf(doc, path, at);
  const key = path.at(-1)!;
  if (Array.isArray(parent)) {
    const index = arrayIndex(key, parent.length, false, at);
    return { doc, value: parent.splice(index, 1)[0] };
  }
  if (!Object.hasOwn(parent, key)) throw new PatchError(`${at}: the path does not exist`);
  const value = parent[key];
  delete parent[key];
  return { doc, value };
}
