// The import-cycle rule counts what eslint-plugin-import-x's no-cycle skips: type-only imports,
// re-exports and import() in the chain.
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { diskGraph, importChain, importSpecifiers, noImportCycle } from '../../lint/no-import-cycle.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function project(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'agent-eval-lint-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}

/** Lints every file of `dir` with the rule alone; returns "file:line message" per problem. */
async function lint(dir: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
        rules: { 'local/no-import-cycle': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  return results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(dir.length + 1)}:${m.line} ${m.message}`)).sort();
}

describe('no-import-cycle', () => {
  it('reports a cycle made only of type imports, on both sides, with the chain', async () => {
    const dir = await project({
      'run.ts': "import type { Telemetry } from './telemetry.ts';\nexport interface Run { telemetry: Telemetry }\n",
      'telemetry.ts': "import type { Run } from './run.ts';\nexport interface Telemetry { run: Run }\n",
    });
    expect(await lint(dir)).toEqual([
      'run.ts:1 Import cycle: run.ts → telemetry.ts → run.ts. Move what both sides need to a module below them (type imports count too).',
      'telemetry.ts:1 Import cycle: telemetry.ts → run.ts → telemetry.ts. Move what both sides need to a module below them (type imports count too).',
    ]);
  });

  it('follows re-exports and import() around a longer cycle', async () => {
    const dir = await project({
      'a.ts': "export type { B } from './b.ts';\nexport const a = 1;\n",
      'b.ts': "export type B = number;\nexport const load = () => import('./c.ts');\n",
      'c.ts': "export * from './a.ts';\n",
    });
    const problems = await lint(dir);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe(
      'a.ts:1 Import cycle: a.ts → b.ts → c.ts → a.ts. Move what both sides need to a module below them (type imports count too).',
    );
  });

  it('leaves a layered graph alone: shared dependencies, packages and missing files are no cycle', async () => {
    const dir = await project({
      'top.ts':
        "import { left } from './left.ts';\nimport { right } from './right.ts';\nimport { z } from 'zod';\nexport const top = [left, right, z];\n",
      'left.ts': "import type { Base } from './base.ts';\nexport const left: Base = 1;\n",
      'right.ts': "import { base } from './base.ts';\nimport './gone.ts';\nexport const right = base;\n",
      'base.ts': 'export type Base = number;\nexport const base: Base = 0;\n',
    });
    expect(await lint(dir)).toEqual([]);
  });
});

describe('the import graph', () => {
  it('reads every kind of import TypeScript sees, and none in comments or strings', () => {
    const text = [
      "import type { A } from './a.ts';",
      "import { type B } from './b.ts';",
      "export type { C } from './c.ts';",
      "export * from './d.ts';",
      "const e = await import('./e.ts');",
      "// import { f } from './f.ts';",
      'const g = "import(\'./g.ts\')";',
      "import './h.ts';",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './e.ts', './h.ts']);
  });

  it('sees a file change once its modification time moved and a second passed', async () => {
    const dir = await project({ 'a.ts': "import './b.ts';\n", 'b.ts': '' });
    const a = join(dir, 'a.ts');
    const b = join(dir, 'b.ts');
    let now = 0;
    const graph = diskGraph(() => now);
    expect(importChain(graph, b, a)).toBeNull();
    await writeFile(b, "import './a.ts';\n");
    await utimes(b, new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(importChain(graph, b, a)).toBeNull();
    now = 1000;
    expect(importChain(graph, b, a)).toEqual([b, a]);
  });
});
