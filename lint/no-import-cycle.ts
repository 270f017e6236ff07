// An ESLint rule: no import cycles, type-only imports included.
//
// eslint-plugin-import-x's no-cycle skips `import type` and has no option to count it, yet a type
// cycle is still two modules that cannot change or move apart, and it is how a lower layer comes to
// know a higher one (runner -> telemetry -> runner). So this rule reads the imports of every file
// the way TypeScript does (ts.preProcessFile: static, type-only, `export ... from`, import()),
// follows the relative ones, and reports an import whose target leads back to the importing file,
// with the whole chain.
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Rule } from 'eslint';
import ts from 'typescript';

/** Every import specifier of a source text, in order: static, type-only, re-exports and import(). */
export function importSpecifiers(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The file a relative specifier names, or null for a package or a file that does not exist. */
export function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const path = resolve(dirname(from), specifier);
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

export interface ImportGraph {
  /** The files a file imports (resolved, relative imports only). */
  importsOf(file: string): readonly string[];
}

/**
 * The graph as it is on disk, each file read when first needed. A file is looked at again when its
 * modification time changed, at most once a second, so an editor's long-lived linter sees edits.
 */
export function diskGraph(now: () => number = Date.now): ImportGraph {
  const cache = new Map<string, { mtimeMs: number; checkedAt: number; imports: string[] }>();
  return {
    importsOf(file) {
      const known = cache.get(file);
      const time = now();
      if (known && time - known.checkedAt < 1000) return known.imports;
      let mtimeMs: number;
      try {
        mtimeMs = statSync(file).mtimeMs;
      } catch {
        return [];
      }
      if (known && known.mtimeMs === mtimeMs) {
        known.checkedAt = time;
        return known.imports;
      }
      const imports = importSpecifiers(readFileSync(file, 'utf8'))
        .map((s) => resolveImport(file, s))
        .filter((p): p is string => p !== null);
      cache.set(file, { mtimeMs, checkedAt: time, imports });
      return imports;
    },
  };
}

/** The shortest chain of imports from `start` to `target` ([start, ..., target]), or null. */
export function importChain(graph: ImportGraph, start: string, target: string): string[] | null {
  const cameFrom = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i]!;
    if (file === target) {
      const chain: string[] = [];
      for (let at: string | null = file; at !== null; at = cameFrom.get(at) ?? null) chain.unshift(at);
      return chain;
    }
    for (const next of graph.importsOf(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

const graph = diskGraph();

export const noImportCycle: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need to a module below them (type imports count too).' },
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (source: unknown, node: Rule.Node): void => {
      if (typeof source !== 'string') return;
      const target = resolveImport(file, source);
      if (target === null || target === file) return;
      const chain = importChain(graph, target, file);
      if (chain === null) return;
      const shown = [file, ...chain].map((p) => relative(context.cwd, p)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { chain: shown } });
    };
    return {
      ImportDeclaration: (node) => check(node.source.value, node),
      ExportNamedDeclaration: (node) => check(node.source?.value, node),
      ExportAllDeclaration: (node) => check(node.source.value, node),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source.value : undefined, node),
    };
  },
};
