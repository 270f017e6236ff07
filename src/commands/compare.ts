// `agent-eval compare --base FILE --head FILE`: compares two results files and writes
// comparison.json, report.md, report.html and junit.xml. Exit 1 when the gate fails.
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { baselineAge, DEFAULT_MAX_BASELINE_AGE_DAYS, staleBaselineWarning } from '../compare/baseline-age.ts';
import { compareResults, DEFAULT_COMPARE_OPTIONS, type CompareOptions } from '../compare/compare.ts';
import { parseQuarantine, type QuarantineEntry } from '../compare/quarantine.ts';
import { maskSecrets } from '../logger.ts';
import { parseResults } from '../results/read.ts';
import { gateDependence, historyLine, readHistoryDependence } from '../results/history.ts';
import type { Results } from '../results/results-schema.ts';
import { buildReportModel } from '../report/report-model.ts';
import { renderComparisonEnd } from '../report/terminal.ts';
import { writeReports } from '../report/write.ts';
import { readDataFile } from '../suite/loader.ts';
import { formatSpecError } from '../suite/spec-errors.ts';
import { EXIT_FAIL, EXIT_OK, UsageError, type CommandIo } from './io.ts';
import { flagOptions, optionsHelp, parseCommandArgs, readFlag } from './options.ts';
import { gatherSecrets } from '../settings/secrets.ts';
import type { SettingKey } from '../settings/table.ts';
import type { PriceTable } from '../usage/prices.ts';
import { PriceFileError, readPrices } from '../usage/read-prices.ts';
import { writePerformanceMetrics } from '../telemetry/metrics.ts';
import { METRICS_FILE } from '../telemetry/telemetry.ts';

/** The settings of the flags this command reads besides --base and --head. */
const COMPARE_FLAGS = [
  'out',
  'alpha',
  'minEffect',
  'minTestEffect',
  'midP',
  'quarantine',
  'prices',
  'minPassFails',
  'failOnInvalid',
  'failOnInconclusive',
  'failOnLatency',
  'failOnTokens',
  'latencyOnStoredBaseline',
  'maxBaselineAge',
  'baselineHistory',
] as const satisfies readonly SettingKey[];

export const COMPARE_HELP = `usage: agent-eval compare --base FILE --head FILE [options]

Compares the results of a baseline run with those of the run under review and writes
comparison.json, report.md (the PR comment), report.html and junit.xml.

${optionsHelp('compare', [
  { option: '--base FILE', description: 'results.json of the baseline (for example the base branch).' },
  { option: '--head FILE', description: 'results.json of the run under review.' },
  ...COMPARE_FLAGS,
  { option: '-h, --help', description: 'Show this help.' },
])}

Exit codes: 0 no significant regression, 1 significant regression or a broken test (or an invalid comparison,
or latency or tokens up by --fail-on-latency / --fail-on-tokens),
2 usage or configuration error (for example a results file that does not validate).`;

export async function compareCommand(argv: string[], io: CommandIo): Promise<number> {
  const { values } = parseCommandArgs('compare', {
    args: argv,
    allowNegative: true,
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      ...flagOptions(COMPARE_FLAGS),
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.stdout(`${COMPARE_HELP}\n`);
    return EXIT_OK;
  }
  if (values.base === undefined || values.head === undefined) {
    throw new UsageError(`both --base and --head are required\n\n${COMPARE_HELP}`);
  }
  const flag = <K extends (typeof COMPARE_FLAGS)[number]>(key: K) => readFlag(values, key, io.env);
  const alpha = flag('alpha');
  const minEffect = flag('minEffect');
  const minTestEffect = flag('minTestEffect');
  const head = await readResults(values.head, io.cwd);
  const quarantinePath = flag('quarantine');
  const quarantine = quarantinePath === null ? [] : await readQuarantine(quarantinePath, io.cwd);
  return compareAndReport({
    basePath: values.base,
    head,
    outDir: flag('out'),
    alpha,
    minEffect,
    minTestEffect,
    midP: flag('midP'),
    quarantine,
    prices: await readPriceFlag(flag('prices'), io.cwd),
    minPassFails: flag('minPassFails'),
    failOnInvalid: flag('failOnInvalid'),
    failOnInconclusive: flag('failOnInconclusive'),
    failOnLatency: flag('failOnLatency'),
    failOnTokens: flag('failOnTokens'),
    latencyOnStoredBaseline: flag('latencyOnStoredBaseline'),
    maxBaselineAge: flag('maxBaselineAge'),
    baselineHistory: flag('baselineHistory'),
    io,
  });
}

export interface CompareAndReportInput {
  /** The baseline results file, relative to io.cwd or absolute. */
  basePath: string;
  head: Results;
  /** The report directory, relative to io.cwd or absolute. */
  outDir: string;
  alpha?: number | undefined;
  minEffect?: number | undefined;
  minTestEffect?: number | undefined;
  midP?: boolean | undefined;
  quarantine?: QuarantineEntry[] | undefined;
  /** Prices per model for the cost of each side; default: the built-in table. */
  prices?: PriceTable | undefined;
  /** A test below its min_pass fails the check; default false. */
  minPassFails?: boolean | undefined;
  /** Whether an invalid comparison fails (exit 1); default true. */
  failOnInvalid?: boolean | undefined;
  /** Whether an inconclusive comparison (⚠️) fails (exit 1); default false. */
  failOnInconclusive?: boolean | undefined;
  /** fail-on-latency, fail-on-tokens and latency-on-stored-baseline (compare/performance.ts); default: reported, not gating. */
  failOnLatency?: CompareOptions['failOnLatency'];
  failOnTokens?: CompareOptions['failOnTokens'];
  latencyOnStoredBaseline?: CompareOptions['latencyOnStoredBaseline'];
  /** How the base results were made: a stored results file (default), or run fresh in the same run (`run --baseline-target`). */
  baselineSource?: 'file' | 'fresh' | undefined;
  /** Days: a baseline file that ran longer ago is stale (0: no limit); default 7. */
  maxBaselineAge?: number | undefined;
  /** A folder of earlier baselines' results files (relative to io.cwd or absolute), for each test's within-side dependence; absent or null: none. */
  baselineHistory?: string | null | undefined;
  /** Masked in the reports; default: the secrets of the environment (`run` passes those of its flags too). */
  secrets?: readonly string[] | undefined;
  io: CommandIo;
}

/** Reads the baseline, compares, writes every report and prints the verdict; shared by `run --baseline`. */
export async function compareAndReport(input: CompareAndReportInput): Promise<number> {
  const { io } = input;
  const base = await readResults(input.basePath, io.cwd);
  const now = new Date((io.now ?? Date.now)());
  const source = input.baselineSource ?? 'file';
  const history =
    input.baselineHistory === null || input.baselineHistory === undefined
      ? null
      : await readHistoryDependence(resolve(io.cwd, input.baselineHistory), { head: input.head, base });
  if (history !== null) io.stdout(`${historyLine(history.dependence)}\n`);
  const comparison = compareResults(base, input.head, {
    testDependence: history === null ? undefined : gateDependence(history.dependence),
    alpha: input.alpha ?? DEFAULT_COMPARE_OPTIONS.alpha,
    minEffect: input.minEffect ?? DEFAULT_COMPARE_OPTIONS.minEffect,
    minTestEffect: input.minTestEffect ?? DEFAULT_COMPARE_OPTIONS.minTestEffect,
    midP: input.midP ?? DEFAULT_COMPARE_OPTIONS.midP,
    quarantine: input.quarantine ?? [],
    prices: input.prices,
    minPassFails: input.minPassFails,
    failOnLatency: input.failOnLatency,
    failOnTokens: input.failOnTokens,
    latencyOnStoredBaseline: input.latencyOnStoredBaseline,
    now,
    baseline: { source, commit: base.run.commit, distance: null, ...(source === 'file' ? baselineAge(base, now) : {}) },
  });
  const stale = staleBaselineWarning(comparison.baseline, input.maxBaselineAge ?? DEFAULT_MAX_BASELINE_AGE_DAYS);
  if (stale !== null) comparison.warnings.push(stale);
  const secrets = input.secrets ?? gatherSecrets({}, io.env);
  const outDir = resolve(io.cwd, input.outDir);
  const paths = await writeReports(outDir, { comparison, head: input.head, base, secrets });
  // The comparison's latency and tokens gauges, into metrics.prom of the report folder (beside the run's own, when it is there).
  await writePerformanceMetrics(join(outDir, METRICS_FILE), comparison);
  const shown = paths.map((p) => (relative(io.cwd, p).startsWith('..') ? p : relative(io.cwd, p)));
  io.stdout(maskSecrets(`${renderComparisonEnd(buildReportModel(comparison))}\nreports: ${shown.join(', ')}\n`, secrets));

  if (comparison.verdict === 'fail') return EXIT_FAIL;
  if (comparison.verdict === 'invalid' && input.failOnInvalid !== false) return EXIT_FAIL;
  if (comparison.verdict === 'inconclusive' && input.failOnInconclusive === true) return EXIT_FAIL;
  return EXIT_OK;
}

async function readResults(path: string, cwd: string): Promise<Results> {
  let text: string;
  try {
    text = await readFile(resolve(cwd, path), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`${path}: cannot read the results file (${code ?? String(error)}); check the path`);
  }
  return parseResults(text, path);
}

/** The --prices file over the built-in prices; a file that cannot be used is a usage error. */
export async function readPriceFlag(path: string | null, cwd: string): Promise<PriceTable> {
  try {
    return await readPrices(path, cwd);
  } catch (error) {
    if (error instanceof PriceFileError) throw new UsageError(`--prices ${error.message}`);
    throw error;
  }
}

async function readQuarantine(path: string, cwd: string): Promise<QuarantineEntry[]> {
  const { value, errors } = await readDataFile(path, { cwd });
  if (errors.length > 0) throw new UsageError(errors.map(formatSpecError).join('\n'));
  return parseQuarantine(value, path);
}
