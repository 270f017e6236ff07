// The layering of src/, written once: eslint.config.js turns it into no-restricted-imports rules,
// one config object per folder or file, and test/lint/ checks that every file of src/ has a place.
//
// A module imports its own layer and the layers below it, never one above (type imports count:
// they tie the lower module to the higher one's changes just the same). Peers of one layer may
// import each other; the cycle check (no-import-cycle.ts) keeps them from going round in a circle.
import type { Linter } from 'eslint';

/** Low to high. A unit is a folder (`src/x/`) or a single file (`src/x.ts`). */
export const LAYERS: readonly (readonly string[])[] = [
  // Utilities every layer may use.
  [
    'src/format.ts',
    'src/random.ts',
    'src/files.ts',
    'src/logger.ts',
    'src/url.ts',
    'src/errors.ts',
    'src/version.ts',
    'src/did-you-mean.ts',
    'src/portable-name.ts',
  ],
  // The vocabulary: suites in, results out, the statistics and token usage and prices (pure functions).
  ['src/results/', 'src/suite/', 'src/stats/', 'src/usage/'],
  // The ports to the outside: the agent, the OpenAI-compatible client, the judge, the simulated user.
  ['src/agent/', 'src/openai/', 'src/judge/', 'src/simulator/'],
  ['src/assertions/'],
  // Pure baseline-vs-head comparison; below the runner, whose adaptive repeats ask it when to stop.
  ['src/compare/'],
  ['src/runner/'],
  ['src/report/'],
  // Real conversations become draft suites (reads artifacts, replays through the runner's port).
  ['src/capture/'],
  // Implements the runner's RunTelemetry port.
  ['src/telemetry/'],
  ['src/github/'],
  // Every setting of the command line and the action, their defaults, ranges and rules.
  ['src/settings/'],
  ['src/evaluate.ts'],
  ['src/action/', 'src/commands/'],
  // Entry points.
  ['src/main.ts', 'src/cli.ts', 'src/index.ts', 'src/cli-entry.ts'],
];

/**
 * The built-in reference agent is a separate server the CLI starts: a boundary of its own. It
 * imports its own files, the utilities, the OpenAI-compatible client and the suite reader (for its
 * flow file), and only the commands import it.
 */
export const REFERENCE_AGENT = 'src/reference-agent/';
export const REFERENCE_AGENT_MAY_IMPORT: readonly string[] = ['src/openai/', 'src/suite/'];
export const REFERENCE_AGENT_IMPORTERS: readonly string[] = ['src/commands/'];

/** One importer per third-party SDK: everyone else goes through its port. */
export const SDKS: readonly { sdk: string; pattern: string; owners: readonly string[]; use: string }[] = [
  { sdk: 'openai', pattern: '^openai(/|$)', owners: ['src/openai/client.ts'], use: 'the ModelClient of src/openai/client.ts' },
  {
    sdk: '@actions/core',
    pattern: '^@actions/core(/|$)',
    owners: ['src/main.ts', 'src/action/adapters.ts'],
    use: 'the ports main.ts builds (Logger, outputs) and passes in',
  },
  {
    sdk: '@actions/artifact',
    pattern: '^@actions/artifact(/|$)',
    owners: ['src/main.ts', 'src/action/adapters.ts'],
    use: 'the upload port main.ts builds',
  },
  {
    sdk: '@actions/github and Octokit',
    pattern: '^(@actions/github|@octokit/)',
    owners: ['src/github/octokit.ts'],
    use: 'the Octokit of src/github/octokit.ts',
  },
  {
    sdk: 'ws',
    pattern: '^ws(/|$)',
    owners: ['src/agent/websocket.ts', 'src/reference-agent/server.ts'],
    use: 'the AgentClient of src/agent/',
  },
  {
    sdk: 'OpenTelemetry',
    pattern: '^@opentelemetry/',
    owners: ['src/telemetry/tracing.ts'],
    use: 'the Tracing of src/telemetry/tracing.ts',
  },
  {
    sdk: 'prom-client',
    pattern: '^prom-client(/|$)',
    owners: ['src/telemetry/metrics.ts'],
    use: 'the RunMetrics of src/telemetry/metrics.ts',
  },
  {
    sdk: '@actions/cache',
    pattern: '^@actions/cache(/|$)',
    owners: ['src/action/judge-cache-store.ts'],
    use: 'the CacheService of src/action/judge-cache.ts',
  },
  {
    sdk: 'yaml',
    pattern: '^yaml(/|$)',
    owners: ['src/suite/read.ts', 'src/capture/write.ts'],
    use: 'the suite reader (src/suite/read.ts), or the captured-suite writer (src/capture/write.ts)',
  },
  { sdk: 're2js', pattern: '^re2js(/|$)', owners: ['src/suite/pattern.ts'], use: 'compilePattern of src/suite/pattern.ts' },
  { sdk: '@a2a-js/sdk', pattern: '^@a2a-js/', owners: ['src/agent/a2a.ts'], use: 'the a2a AgentClient of src/agent/a2a.ts' },
  { sdk: 'AG-UI', pattern: '^@ag-ui/', owners: ['src/agent/ag-ui.ts'], use: 'the ag-ui AgentClient of src/agent/ag-ui.ts' },
  { sdk: '@stdlib', pattern: '^@stdlib/', owners: ['src/stats/'], use: 'the functions of src/stats/' },
  {
    sdk: 'secretlint',
    pattern: '^@secretlint/',
    owners: ['src/capture/secret-rules.ts'],
    use: 'findRuleSecrets of src/capture/secret-rules.ts',
  },
  {
    sdk: 'libphonenumber-js',
    pattern: '^libphonenumber-js(/|$)',
    owners: ['src/capture/phones.ts'],
    use: 'findPhones of src/capture/phones.ts',
  },
];

/** Files that load a package with import() (lazily, to keep start-up fast): allowed there only. */
export const DYNAMIC_PACKAGE_IMPORTERS: readonly string[] = [
  'src/telemetry/tracing.ts',
  'src/action/adapters.ts',
  'src/action/judge-cache-store.ts',
  'src/openai/client.ts',
];

const UNITS: readonly string[] = [...LAYERS.flat(), REFERENCE_AGENT];

const isFolder = (unit: string): boolean => unit.endsWith('/');
const contains = (unit: string, file: string): boolean => (isFolder(unit) ? file.startsWith(unit) : file === unit);

/** The unit (folder or file) a path of src/ belongs to, or null when it has no place in the layering. */
export function unitOf(file: string): string | null {
  return UNITS.find((unit) => contains(unit, file)) ?? null;
}

/** The layer of a unit (index into LAYERS); null for the reference agent, which stands apart. */
export function layerOf(unit: string): number | null {
  const index = LAYERS.findIndex((layer) => layer.includes(unit));
  return index === -1 ? null : index;
}

/** Units a unit may not import. */
export function forbiddenUnits(unit: string): string[] {
  if (unit === REFERENCE_AGENT) return UNITS.filter((u) => u !== unit && layerOf(u) !== 0 && !REFERENCE_AGENT_MAY_IMPORT.includes(u));
  const layer = layerOf(unit);
  if (layer === null) throw new Error(`${unit} has no layer`);
  const above = UNITS.filter((u) => u !== REFERENCE_AGENT && (layerOf(u) ?? -1) > layer);
  return REFERENCE_AGENT_IMPORTERS.includes(unit) ? above : [...above, REFERENCE_AGENT];
}

type Pattern = { regex: string; caseSensitive: true; message: string };

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The import specifier of `target` as written from a file of `from`: src/ is at most one folder
 * deep, so a folder's files reach another unit through `../` and top-level files through `./`.
 */
function specifierPattern(from: string, target: string): string {
  const prefix = isFolder(from) ? '\\.\\./' : '\\./';
  const name = target.slice('src/'.length);
  return isFolder(target) ? `^${prefix}${escape(name)}` : `^${prefix}${escape(name)}$`;
}

function layerMessage(from: string, target: string): string {
  if (target === REFERENCE_AGENT) {
    return `${REFERENCE_AGENT} is imported only by ${REFERENCE_AGENT_IMPORTERS.join(', ')} (it is a separate server the CLI starts).`;
  }
  if (from === REFERENCE_AGENT) {
    return `${REFERENCE_AGENT} stands apart: it imports only its own files, the utilities, ${REFERENCE_AGENT_MAY_IMPORT.join(' and ')}.`;
  }
  return `${from} is below ${target} in the layering (lint/layers.ts): move what both need down, or pass it in as a parameter.`;
}

function sdkPatterns(owned: ReadonlySet<string>): Pattern[] {
  return SDKS.filter((s) => !owned.has(s.sdk)).map((s) => ({
    regex: s.pattern,
    caseSensitive: true,
    message: `${s.sdk} is imported only by ${s.owners.join(', ')}: use ${s.use}.`,
  }));
}

function ownedBy(path: string): Set<string> {
  return new Set(SDKS.filter((s) => s.owners.some((owner) => contains(owner, path))).map((s) => s.sdk));
}

const filesOf = (unit: string): string[] => (isFolder(unit) ? [`${unit}**/*.ts`] : [unit]);

/**
 * The same rules for import(), which no-restricted-imports does not see, as no-restricted-syntax
 * selectors ('/' written \x2F: a selector's regex cannot hold a slash). A lazy loader may load the
 * SDKs it owns; anywhere else, import() of any package is refused.
 */
function dynamicImportRules(
  layering: readonly Pattern[],
  sdks: readonly Pattern[],
  lazyLoader: boolean,
): { selector: string; message: string }[] {
  const rules = [...layering, ...(lazyLoader ? sdks : [])].map((p) => ({
    selector: `ImportExpression[source.value=/${p.regex.replaceAll('/', '\\x2F')}/]`,
    message: `import(): ${p.message}`,
  }));
  if (lazyLoader) return rules;
  return [
    ...rules,
    {
      selector: 'ImportExpression[source.value=/^[^.]/]',
      message: 'import() of a package bypasses the one importer per SDK: import it statically in its owner module (lint/layers.ts).',
    },
  ];
}

/**
 * One config object per unit, then one per file inside a folder that owns an SDK or loads a
 * package lazily. A later config object replaces a rule's options for the files it matches, so each
 * object carries the whole list for its files: the layering of its unit and the SDKs it may not use.
 */
export function layeringConfigs(): Linter.Config[] {
  const config = (name: string, files: string[], unit: string, special: readonly string[]): Linter.Config => {
    const layering = forbiddenUnits(unit).map((target) => ({
      regex: specifierPattern(unit, target),
      caseSensitive: true as const,
      message: layerMessage(unit, target),
    }));
    const sdks = sdkPatterns(new Set([unit, ...special].flatMap((path) => [...ownedBy(path)])));
    const lazyLoader = [unit, ...special].some((path) => DYNAMIC_PACKAGE_IMPORTERS.includes(path));
    return {
      name,
      files,
      rules: {
        'no-restricted-imports': ['error', { patterns: [...layering, ...sdks] }],
        'no-restricted-syntax': ['error', ...dynamicImportRules(layering, sdks, lazyLoader)],
      },
    };
  };
  const configs = UNITS.map((unit) => config(`layering ${unit}`, filesOf(unit), unit, []));
  const specialFiles = [...new Set([...SDKS.flatMap((s) => s.owners), ...DYNAMIC_PACKAGE_IMPORTERS])].filter(
    (path) => !isFolder(path) && !UNITS.includes(path),
  );
  for (const file of specialFiles) {
    const unit = unitOf(file);
    if (unit === null) throw new Error(`${file} is named in lint/layers.ts but has no place in the layering`);
    configs.push(config(`layering ${file}`, [file], unit, [file]));
  }
  return configs;
}
