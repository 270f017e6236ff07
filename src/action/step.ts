// The state and ports one action step hands to its event flow, and what a flow hands back: the
// outcome that main.ts turns into the step's outputs, job summary and failure, once.
import { resolve } from 'node:path';
import { QuarantineFileSchema, type QuarantineEntry } from '../compare/quarantine.ts';
import { PR_FILES_LIMIT } from '../github/changed-files.ts';
import type { GitHubPorts } from '../github/ports.ts';
import { ConfigurationError, type ActionConfig } from './inputs.ts';
import type { OutputName } from '../settings/outputs.ts';
import type { Logger } from '../logger.ts';
import type { Results } from '../results/results-schema.ts';
import { loadSuites, readDataFile, type LoadedSuite } from '../suite/loader.ts';
import { formatSpecError, type SpecError } from '../suite/spec-errors.ts';
import { specErrorsSummary } from '../report/pr-status.ts';
import type { RunContext } from './context.ts';
import type { PriceTable } from '../usage/prices.ts';
import { PriceFileError, readPrices } from '../usage/read-prices.ts';
import type { ObtainStep } from './obtain-results.ts';
import { selectAffectedSuites, shownPath } from './select.ts';

export interface Step extends ObtainStep {
  ctx: RunContext;
  config: ActionConfig;
  /** The repository's comments, check runs, baselines and pull requests. */
  github: GitHubPorts;
  logger: Logger;
  /** Every secret value, masked in what is published; a run adds those of the target URL. */
  secrets: string[];
  /** The head results of an aggregate job (merged shards) instead of a fresh run. */
  merged: Results | null;
  /** Tests that run and are reported but never gate (the `quarantine` input's file). */
  quarantine: QuarantineEntry[];
  /** Aborted when the runner cancels the job (SIGINT, then SIGTERM): the run stops and says so. */
  signal: AbortSignal;
  /** The clock, in milliseconds since the epoch. */
  now: () => number;
  /** Uploads the report folder as an artifact and returns its URL; null when it is not available. */
  uploadReport: (dir: string) => Promise<string | null>;
  /**
   * Writes outputs and job summary sections now, before GitHub is told, so that a verdict reaches
   * them whatever GitHub answers after; what the outcome repeats later is not written twice.
   */
  writeStepResult: (result: Pick<Outcome, 'outputs' | 'summary'>) => Promise<void>;
}

/** The outputs declared in action.yml (src/settings/outputs.ts). */
export type Outputs = Partial<Record<OutputName, string | number>>;

/** What a flow ends with. */
export interface Outcome {
  /** Why the step fails, for the user; null when it succeeds. */
  failure: string | null;
  /** An error raised after part of this outcome was known: reported like a thrown one, and the outputs and summary still written. */
  error?: unknown;
  outputs: Outputs;
  /** Markdown sections for the job summary, in order. */
  summary: string[];
}

export const NOTHING_TO_DO: Outcome = { failure: null, outputs: {}, summary: [] };

/** The `verdict` output when the suite files have errors and nothing ran. */
export const SPEC_ERRORS_VERDICT = 'spec-errors';

/** The suite files have errors: each is shown as an annotation on its file and line. */
export class SuiteFilesError extends ConfigurationError {
  override name = 'SuiteFilesError';
  readonly errors: readonly SpecError[];
  constructor(errors: readonly SpecError[]) {
    super(`${errors.length} error(s) in the suite files (listed above); fix them, \`npx agent-eval validate\` shows the same list.`);
    this.errors = errors;
  }
}

/**
 * The outcome of a flow that threw: the error reported as the step's failure and, for errors in the
 * suite files (any event), the `verdict` output and the list in the job summary too.
 */
export function failedOutcome(error: unknown): Outcome {
  if (error instanceof SuiteFilesError) {
    return {
      failure: null,
      error,
      outputs: { verdict: SPEC_ERRORS_VERDICT },
      summary: [`### ❌ Errors in the suite files\n\n${specErrorsSummary(error.errors)}`],
    };
  }
  return { ...NOTHING_TO_DO, error };
}

export function reportDirOf(step: Step): string {
  return resolve(step.ctx.workspace, step.config.reportDir);
}

/** Every suite in the workspace; an error in any suite file stops the step. */
export async function loadAll(step: Step): Promise<LoadedSuite[]> {
  const loaded = await loadSuites(step.config.suites, { cwd: step.ctx.workspace });
  if (loaded.errors.length > 0) throw new SuiteFilesError(loaded.errors);
  return loaded.suites;
}

/** The suites a pull request runs, and why every suite runs when GitHub could not list all of its changes. */
export interface AffectedSuites {
  suites: LoadedSuite[];
  /** Said in the comment and the job summary next to what ran; null when the changes chose the suites. */
  note: string | null;
  /** The suites left out: each declares `affects`, and no change matches its file or its globs. */
  skipped: LoadedSuite[];
  /** The changed paths no suite file, `affects` or `run-all-on` glob matches: what the skipped suites excluded. */
  unmatched: string[];
}

/** How many unmatched paths the log names. */
const LOGGED_PATHS = 20;

/** The suites the pull request's changes affect, each logged with the reason. */
export async function affectedSuites(step: Step, number: number, suites: LoadedSuite[]): Promise<AffectedSuites> {
  const { config, github, logger } = step;
  const changed = await github.repository.changedFiles(number);
  if (changed.truncated) {
    // The unlisted files may affect any suite: skipping one could pass a regression unseen.
    const note = `This pull request changes more files than GitHub lists (the first ${PR_FILES_LIMIT}), so which suites its changes affect is unknown: every suite runs.`;
    for (const s of suites) logger.info(`Selected suite ${s.suite.suite_id}: the list of changed files is cut at ${PR_FILES_LIMIT}.`);
    return { suites, note, skipped: [], unmatched: [] };
  }
  const paths = changed.files.flatMap((f) => (f.previous_path ? [f.path, f.previous_path] : [f.path]));
  const selection = selectAffectedSuites(suites, paths, config.runAllOn);
  for (const s of selection.selected) logger.info(`Selected suite ${s.suite.suite.suite_id}: ${s.reason}.`);
  for (const s of selection.skipped)
    logger.info(
      `Skipped suite ${s.suite.suite_id}: no changed path matches its file or its affects globs (${(s.suite.affects ?? []).join(', ')}).`,
    );
  const { unmatched } = selection;
  if (selection.skipped.length > 0 && unmatched.length > 0) {
    const more = unmatched.length > LOGGED_PATHS ? ` and ${unmatched.length - LOGGED_PATHS} more` : '';
    logger.info(
      `Changed paths no suite's file or affects globs match (${unmatched.length}): ${unmatched.slice(0, LOGGED_PATHS).map(shownPath).join(', ')}${more}.`,
    );
  }
  return { suites: selection.selected.map((s) => s.suite), note: null, skipped: selection.skipped, unmatched };
}

/** The `prices` input's file over the built-in prices, validated with file:line errors like the CLI's --prices. */
export async function readPricesInput(path: string | null, workspace: string): Promise<PriceTable> {
  try {
    return await readPrices(path, workspace);
  } catch (error) {
    if (error instanceof PriceFileError) throw new ConfigurationError(`Input \`prices\` names ${error.message}`);
    throw error;
  }
}

/** The `quarantine` input's file, validated with file:line errors like the CLI's --quarantine. */
export async function readQuarantine(path: string, workspace: string): Promise<QuarantineEntry[]> {
  const { value, errors } = await readDataFile(path, { cwd: workspace, schema: QuarantineFileSchema });
  if (errors.length > 0 || value === undefined) {
    throw new ConfigurationError(
      `Input \`quarantine\` names ${path}, which is not a usable quarantine file:\n${errors.map(formatSpecError).join('\n')}\nGive a path relative to the repository root of a YAML or JSON file like: tests: [{ test_id: "suite/test", reason: "why", expires: "2030-01-31" }]`,
    );
  }
  return value.tests;
}
