// The layering rules as a newcomer meets them: the import a lower layer may not make is refused
// with the reason, the one it may make passes, and every file of src/ has a place.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_PACKAGE_IMPORTERS, forbiddenUnits, layeringConfigs, LAYERS, REFERENCE_AGENT, SDKS, unitOf } from '../../lint/layers.ts';

const ROOT = join(import.meta.dirname, '..', '..');
// The layering configs of eslint.config.ts alone, on TypeScript's parser: what the rules say, without
// the import-cycle rule reading all of src/ for every snippet.
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...layeringConfigs()],
});

/** The layering problems of `code` linted as if it were the file `path`. */
async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('the layering of src/', () => {
  it('gives every file of src/ a place', async () => {
    const files = (await readdir(join(ROOT, 'src'), { recursive: true }))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `src/${f.split('\\').join('/')}`);
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => unitOf(f) === null)).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    for (const path of [...LAYERS.flat(), REFERENCE_AGENT, ...SDKS.flatMap((s) => s.owners), ...DYNAMIC_PACKAGE_IMPORTERS])
      expect(existsSync(join(ROOT, path)), path).toBe(true);
  });

  it('is what eslint.config.ts applies to src/ (npm run lint)', async () => {
    const project = new ESLint({ cwd: ROOT });
    for (const file of ['src/report/markdown.ts', 'src/openai/client.ts', 'src/agent/a2a.ts']) {
      const applied = (await project.calculateConfigForFile(join(ROOT, file))) as { rules: Record<string, unknown> };
      const layered = (await eslint.calculateConfigForFile(join(ROOT, file))) as { rules: Record<string, unknown> };
      expect(applied.rules['no-restricted-imports'], file).toEqual(layered.rules['no-restricted-imports']);
      expect(applied.rules['no-restricted-syntax'], file).toEqual(layered.rules['no-restricted-syntax']);
      expect(applied.rules['no-restricted-imports'], file).toBeDefined();
    }
  });

  it('refuses an import of a higher layer, type-only imports included, and says why', async () => {
    expect(
      await problems(
        'src/report/new.ts',
        "import type { RunTelemetry } from '../runner/run.ts';\nimport type { TurnArtifact } from '../telemetry/artifacts.ts';\n",
      ),
    ).toEqual([
      "'../telemetry/artifacts.ts' import is restricted from being used by a pattern. src/report/ is below src/telemetry/ in the layering (lint/layers.ts): move what both need down, or pass it in as a parameter.",
    ]);
    expect(await problems('src/runner/new.ts', "export { renderComment } from '../report/markdown.ts';\n")).toHaveLength(1);
    expect(await problems('src/format.ts', "import { runSuites } from './runner/run.ts';\n")).toHaveLength(1);
    expect(await problems('src/action/new.ts', "import { run } from '../main.ts';\n")).toHaveLength(1);
  });

  it('lets a layer import its own folder, its peers and every layer below', async () => {
    const code = [
      "import { plural } from '../format.ts';",
      "import { headline } from './format.ts';",
      "import type { Results } from '../results/schema.ts';",
      "import type { Judge } from '../judge/types.ts';",
      "import type { Comparison } from '../compare/schema.ts';",
      "import type { RunSummary } from '../results/summary.ts';",
    ].join('\n');
    expect(await problems('src/report/new.ts', code)).toEqual([]);
    expect(await problems('src/telemetry/new.ts', "import type { RunTelemetry } from '../runner/run.ts';\n")).toEqual([]);
    expect(
      await problems('src/main.ts', "import { evaluate } from './evaluate.ts';\nimport { runCommand } from './commands/run.ts';\n"),
    ).toEqual([]);
  });

  it('keeps the reference agent apart: it imports only utilities, the OpenAI client and the suite reader, and only the commands import it', async () => {
    const own =
      "import { redactUrl } from '../url.ts';\nimport { createModelClient } from '../openai/client.ts';\nimport { parseSuite } from '../suite/read.ts';\n";
    expect(await problems('src/reference-agent/new.ts', own)).toEqual([]);
    expect(await problems('src/reference-agent/new.ts', "import type { AgentTurn } from '../agent/types.ts';\n")).toHaveLength(1);
    expect(await problems('src/commands/new.ts', "import { startReferenceAgent } from '../reference-agent/server.ts';\n")).toEqual([]);
    expect(await problems('src/github/new.ts', "import { startReferenceAgent } from '../reference-agent/server.ts';\n")).toEqual([
      "'../reference-agent/server.ts' import is restricted from being used by a pattern. src/reference-agent/ is imported only by src/commands/ (it is a separate server the CLI starts).",
    ]);
  });

  it('keeps each SDK to its one importer', async () => {
    expect(await problems('src/openai/client.ts', "import OpenAI from 'openai';\n")).toEqual([]);
    expect(await problems('src/judge/new.ts', "import OpenAI from 'openai';\n")).toEqual([
      "'openai' import is restricted from being used by a pattern. openai is imported only by src/openai/client.ts: use the ModelClient of src/openai/client.ts.",
    ]);
    expect(await problems('src/agent/websocket.ts', "import WebSocket from 'ws';\n")).toEqual([]);
    expect(await problems('src/reference-agent/server.ts', "import { WebSocketServer } from 'ws';\n")).toEqual([]);
    expect(await problems('src/agent/http.ts', "import WebSocket from 'ws';\n")).toHaveLength(1);
    expect(
      await problems('src/github/new.ts', "import { context } from '@actions/github';\nimport * as core from '@actions/core';\n"),
    ).toHaveLength(2);
    expect(
      await problems(
        'src/github/octokit.ts',
        "import { GitHub } from '@actions/github/lib/utils';\nimport { retry } from '@octokit/plugin-retry';\n",
      ),
    ).toEqual([]);
    expect(await problems('src/stats/new.ts', "import binomialCdf from '@stdlib/stats-base-dists-binomial-cdf';\n")).toEqual([]);
    expect(await problems('src/telemetry/metrics.ts', "import { trace } from '@opentelemetry/api';\n")).toHaveLength(1);
  });

  it('refuses import() of a package outside the lazy loaders', async () => {
    expect(await problems('src/report/new.ts', "export const load = () => import('prom-client');\n")).toHaveLength(1);
    expect(await problems('src/telemetry/tracing.ts', "export const load = () => import('@opentelemetry/sdk-trace-base');\n")).toEqual([]);
    // A lazy loader may load its own SDK, not another's.
    expect(await problems('src/telemetry/tracing.ts', "export const load = () => import('prom-client');\n")).toEqual([
      'import(): prom-client is imported only by src/telemetry/metrics.ts: use the RunMetrics of src/telemetry/metrics.ts.',
    ]);
    expect(await problems('src/cli.ts', "export const load = () => import('./commands/run.ts');\n")).toEqual([]);
    expect(await problems('src/commands/new.ts', "export const load = () => import('../reference-agent/server.ts');\n")).toEqual([]);
  });

  it('applies the layering to import() too', async () => {
    expect(await problems('src/report/new.ts', "export const load = () => import('../telemetry/telemetry.ts');\n")).toEqual([
      'import(): src/report/ is below src/telemetry/ in the layering (lint/layers.ts): move what both need down, or pass it in as a parameter.',
    ]);
    expect(await problems('src/github/new.ts', "export const load = () => import('../reference-agent/server.ts');\n")).toHaveLength(1);
    expect(await problems('src/telemetry/tracing.ts', "export const load = () => import('../github/octokit.ts');\n")).toHaveLength(1);
  });

  it('orders the layers so no unit may import one that may import it', () => {
    for (const unit of [...LAYERS.flat(), REFERENCE_AGENT]) {
      for (const other of [...LAYERS.flat(), REFERENCE_AGENT]) {
        if (unit === other) continue;
        const down = !forbiddenUnits(unit).includes(other);
        const up = !forbiddenUnits(other).includes(unit);
        // Peers of one layer may import each other (the cycle check keeps them from a circle).
        if (down && up)
          expect(
            LAYERS.some((layer) => layer.includes(unit) && layer.includes(other)),
            `${unit} <-> ${other}`,
          ).toBe(true);
      }
    }
  });
});
