// Value comparison for assertions. Three rules, kept apart on purpose:
// - deepEqual: exact structural equality (what changed in memory at all, for the facts delta).
// - findSubsetMismatch: expected tool arguments. Every expected key must be present with a matching
//   value; nested objects are matched as subsets too; arrays must have the same length and match
//   element by element (object elements again as subsets). Types are never coerced: 2 and "2" differ,
//   and strings compare exactly.
// - factValuesEqual: deep equality where strings compare trimmed and case-insensitively, at any depth,
//   because facts are extracted from conversation text, where "Ann " and "ann" are the same claim.
// Key order never matters. Values are JSON data (what an agent can send).

export function deepEqual(a: unknown, b: unknown): boolean {
  return structurallyEqual(a, b, (x, y) => x === y);
}

export function factValuesEqual(a: unknown, b: unknown): boolean {
  return structurallyEqual(a, b, (x, y) => x.trim().toLowerCase() === y.trim().toLowerCase());
}

export interface Mismatch {
  /** Where, e.g. `args.customer.name` or `args.items[1]`. */
  path: string;
  expected: unknown;
  actual: unknown;
  /** The key is absent (as opposed to present with another value). */
  missing: boolean;
}

/** The first place where `actual` does not contain `expected`, or null when it does. */
export function findSubsetMismatch(expected: unknown, actual: unknown, path: string): Mismatch | null {
  if (isRecord(expected)) {
    if (!isRecord(actual)) return { path, expected, actual, missing: false };
    for (const [key, value] of Object.entries(expected)) {
      const at = childPath(path, key);
      if (!Object.hasOwn(actual, key)) return { path: at, expected: value, actual: undefined, missing: true };
      const mismatch = findSubsetMismatch(value, actual[key], at);
      if (mismatch) return mismatch;
    }
    return null;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return { path, expected, actual, missing: false };
    for (const [i, value] of expected.entries()) {
      const mismatch = findSubsetMismatch(value, actual[i], `${path}[${i}]`);
      if (mismatch) return mismatch;
    }
    return null;
  }
  return expected === actual ? null : { path, expected, actual, missing: false };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function structurallyEqual(a: unknown, b: unknown, sameString: (x: string, y: string) => boolean): boolean {
  if (typeof a === 'string' && typeof b === 'string') return sameString(a, b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => structurallyEqual(x, b[i], sameString));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && structurallyEqual(a[k], b[k], sameString));
  }
  return a === b;
}

function childPath(path: string, key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
