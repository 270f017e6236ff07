// `/eval rerun` of named suites: what ran again and what was carried over, from which run.
import { plural } from '../../format.ts';

// --- /eval rerun of named suites -------------------------------------------------------------------

/** The earlier run of a pull request's head that a rerun carries suites over from. */
export interface EarlierHeadRun {
  /** The workflow run that produced it (the run stamp of its comment); null when unknown. */
  workflowRun: { id: number; attempt: number } | null;
  /** When its results were finished (ISO 8601); shown when it parses. */
  finishedAt: string;
}

const RERUN_NAMES_SHOWN = 5;

function suiteNames(ids: readonly string[]): string {
  const shown = ids.slice(0, RERUN_NAMES_SHOWN).join(', ');
  return ids.length > RERUN_NAMES_SHOWN ? `${shown} and ${ids.length - RERUN_NAMES_SHOWN} more` : shown;
}

/** "2026-03-01 12:00 UTC", or null for a time that does not parse. */
function utcMinute(iso: string): string | null {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Above the report of `/eval rerun <suite...>` when the earlier run of the same head was found: what ran now, what was carried over, from which run. */
export function rerunMergedNote(r: { rerun: readonly string[]; carried: readonly string[]; from: EarlierHeadRun }): string {
  const when = utcMinute(r.from.finishedAt);
  const run = [
    r.from.workflowRun === null ? null : `workflow run ${r.from.workflowRun.id}, attempt ${r.from.workflowRun.attempt}`,
    when === null ? null : `finished ${when}`,
  ].filter((part) => part !== null);
  const total = r.rerun.length + r.carried.length;
  return (
    `/eval rerun: the whole check (${plural(total, 'suite')}) is compared with the baseline. ` +
    `Ran again now: ${suiteNames(r.rerun)}. ` +
    `Carried over from the earlier run of this head${run.length > 0 ? ` (${run.join(', ')})` : ''}: ${suiteNames(r.carried)}.`
  );
}

/** Above the report of `/eval rerun <suite...>` when nothing could be carried over: only the named suites were compared. */
export function rerunNamedOnlyNote(cause: { kind: 'no-earlier-run'; reason: string } | { kind: 'fresh-baseline' }): string {
  return cause.kind === 'fresh-baseline'
    ? '/eval rerun: only the named suites were judged: carrying the other suites over from an earlier run is not supported yet with baseline-target-url (a fresh baseline); comment /eval rerun without suites to judge the whole check.'
    : `/eval rerun: only the named suites were judged: no earlier run of this head was found (${cause.reason}); comment /eval rerun without suites to judge the whole check (a run keeps its results for this when its job has contents: write).`;
}
