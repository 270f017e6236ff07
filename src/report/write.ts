// Writes every report of a run into one folder. Each file is written atomically, so a crash or a
// cancelled job never leaves half a report that a later step would publish.
import { summarizeResults } from '../results/summary.ts';
import { join } from 'node:path';
import type { Comparison } from '../compare/comparison-schema.ts';
import { writeFileAtomic } from '../files.ts';
import { maskSecrets } from '../logger.ts';
import type { Results } from '../results/results-schema.ts';
import { readArtifactIndex, type ArtifactLookup } from '../results/artifact-index.ts';
import { escapeHtml, escapeXml, mdText } from './escape.ts';
import { renderHtml } from './html.ts';
import { renderJunit } from './junit.ts';
import { DEFAULT_COMMENT_MARKER, withNoteLine } from './github-comment.ts';
import { renderComment, renderRunSummary, type CommentOptions } from './markdown.ts';
import { buildRunModel, costView, modelOf, runPerformance } from './report-model.ts';
import { comparisonCost } from '../compare/cost.ts';
import type { PriceTable } from '../usage/prices.ts';
import type { BaselineNotCompared } from './wording/baseline.ts';

export interface ReportInputs {
  comparison: Comparison | null;
  head: Results;
  base: Results | null;
  /** Options of the Markdown comment; by default the standard marker, no report URL, and the head run's judge usage. */
  markdown?: Partial<CommentOptions>;
  /** Values that must never appear in a report (the agent token, API keys), in any escaped form. */
  secrets?: readonly string[];
  /**
   * Where the head run's turn records are, for links from report.html. By default the index the
   * run wrote into this folder (artifacts/index.json), if it is there and matches; null: no links.
   */
  artifacts?: ArtifactLookup | null;
  /** Why these suites ran, or what a rerun carried over: first in report.md and report.html, as in the comment. */
  note?: string | null | undefined;
  /** Without a comparison, report.md shows what the run used and cost with these prices. */
  prices?: PriceTable;
  /** A baseline the run was given but could not be compared with: said where "No baseline" would be. */
  baselineNotCompared?: BaselineNotCompared | null;
}

export const REPORT_FILES = {
  comparison: 'comparison.json',
  markdown: 'report.md',
  html: 'report.html',
  junit: 'junit.xml',
} as const;

/** Writes comparison.json (when there is a comparison), report.md, report.html and junit.xml; returns their paths. */
export async function writeReports(dir: string, inputs: ReportInputs): Promise<string[]> {
  const { comparison, head, base } = inputs;
  // One model, of the comparison or of the run on its own, for every report written here.
  const model =
    modelOf(comparison, { judge: head.judge }) ??
    buildRunModel(summarizeResults(head), {
      cost: inputs.prices === undefined ? null : costView(comparisonCost(null, head, inputs.prices)),
      baselineNotCompared: inputs.baselineNotCompared ?? null,
      performance: runPerformance(head),
    });
  const markdown =
    'comparison' in model
      ? renderComment(model, {
          marker: DEFAULT_COMMENT_MARKER,
          reportUrl: null,
          ...inputs.markdown,
        })
      : renderRunSummary(model, inputs.markdown?.maxLength === undefined ? {} : { maxLength: inputs.markdown.maxLength });
  const note = inputs.note ?? null;
  const files: [string, string][] = [];
  if (comparison) files.push([REPORT_FILES.comparison, `${JSON.stringify(comparison, null, 2)}\n`]);
  const artifacts = inputs.artifacts === undefined ? await readArtifactIndex(dir, head.run.id) : inputs.artifacts;
  files.push(
    [REPORT_FILES.markdown, note === null ? markdown : withNoteLine(markdown, note, inputs.markdown?.marker ?? DEFAULT_COMMENT_MARKER)],
    [REPORT_FILES.html, renderHtml(model, head, base, { artifacts, note })],
    [REPORT_FILES.junit, renderJunit(head, 'comparison' in model ? model : null)],
  );

  const secrets = (inputs.secrets ?? []).filter((s) => s.length > 0);
  const paths: string[] = [];
  for (const [name, content] of files) {
    const path = join(dir, name);
    await writeFileAtomic(path, maskEverywhere(content, secrets));
    paths.push(path);
  }
  return paths;
}

/**
 * junit.xml alone, for a run that stopped before its reports: a test-report tool still shows what
 * ran, and the runs that never finished as skipped.
 */
export async function writeJunitReport(dir: string, head: Results, secrets: readonly string[] = []): Promise<string> {
  const path = join(dir, REPORT_FILES.junit);
  await writeFileAtomic(
    path,
    maskEverywhere(
      renderJunit(head),
      secrets.filter((s) => s.length > 0),
    ),
  );
  return path;
}

/** A secret may reach a report escaped for JSON, Markdown, HTML or XML: mask each form. */
function maskEverywhere(text: string, secrets: readonly string[]): string {
  const forms = secrets.flatMap((s) => [
    s,
    JSON.stringify(s).slice(1, -1),
    mdText(s, Number.MAX_SAFE_INTEGER),
    escapeHtml(s),
    escapeXml(s),
  ]);
  return maskSecrets(
    text,
    [...new Set(forms)].sort((a, b) => b.length - a.length),
  );
}
