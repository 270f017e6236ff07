// What a finished run tells its caller without holding every turn: the run header, counts, warnings,
// judge usage, each run's outcome and codes and, for failed runs, where they first failed. The
// summary table printed at the end of a run, report.md and the run metrics are made from it.
import {
  type AssertionResult,
  type AssertionStatus,
  type Counts,
  type Results,
  type RunOutcome,
  type RunRecord,
  type Ending,
} from './results-schema.ts';
import { INFRA_CODES, type FailureCode } from './failure-codes.ts';
import { isGatingFailure, ungatedChecks, type UngatedCheck } from './judge-gates.ts';

/**
 * What the run keeps of each run once its record is handed on: enough for the counts, the FLAKY
 * marks, the capture check, the warnings and the run summary. A few hundred bytes, not the turns.
 */
export interface RunFacts {
  repeat: number;
  outcome: RunOutcome;
  /** The codes of the record as played (FLAKY is decided per test: finalCodes). */
  codes: readonly FailureCode[];
  error?: { code: FailureCode; message: string } | undefined;
  /** The first failed assertion (turn order; turnId null for the final assertions), for reports. */
  firstFailure?: { turnId: string | null; assertion: AssertionResult } | undefined;
  /** Turns the agent answered, and the tool calls they captured: the capture check. */
  answeredTurns: number;
  /** Turns that took more than one attempt (ENGINE_ERROR or TIMEOUT retried), and the attempts beyond the first. */
  retried?: Retried | undefined;
  toolCalls: number;
  /** The type of each content block of unknown type the turns kept. */
  unknownBlocks: readonly string[];
  /** Checks that did not run or could not be scored, counted by status, key and reason. */
  notChecked: readonly NotCheckedCount[];
  /** Distinct warnings of the turns. */
  warnings: readonly string[];
  /** Simulated tests only: how the conversation ended. */
  ending?: Ending | undefined;
  /** Judge checks that failed (or could not be scored) but do not gate: reported apart. */
  ungated?: readonly UngatedCheck[] | undefined;
}

/** Most runs have no codes, warnings or unchecked assertions: their facts share one empty list. */
const NONE: readonly never[] = Object.freeze([]);
const orNone = <T>(list: readonly T[]): readonly T[] => (list.length === 0 ? NONE : list);

export interface NotCheckedCount {
  status: Extract<AssertionStatus, 'skipped' | 'unscored'>;
  key: string;
  reason: string;
  count: number;
}

/**
 * The codes a run carries in the results: its own, plus FLAKY on a failed run of a flaky test.
 * The same list when nothing is added (most runs), so a large run does not copy every run's codes.
 */
export function finalCodes<T extends readonly FailureCode[]>(codes: T, outcome: RunOutcome, flaky: boolean): T | FailureCode[] {
  return flaky && outcome === 'failed' && !codes.includes('FLAKY') ? [...codes, 'FLAKY'] : codes;
}

export interface RunSummary {
  run: Results['run'];
  counts: Counts;
  judge: Results['judge'];
  /** Which judge criteria gated and how each agreed with the human labels; absent: not looked up. */
  judge_calibration?: Results['judge_calibration'];
  warnings: string[];
  suites: SuiteSummary[];
}

export interface SuiteSummary {
  suite_id: string;
  file: string;
  spec_hash: string;
  suspect?: string | undefined;
  /** The suite's defaults.pass_k (the k of pass^k); absent: the default. */
  pass_k?: number | undefined;
  tests: TestSummary[];
  /** Checks that did not run or could not be scored, in order of first appearance: never passes. */
  notChecked: NotCheckedCount[];
  /** Content blocks of unknown type kept in the turn records. */
  unknownBlocks: number;
  /** Distinct warnings of the turns. */
  turnWarnings: string[];
}

export interface TestSummary {
  test_id: string;
  runs: RunOutline[];
}

/** Agent requests sent again: `attempts` beyond the first, over `turns` turns. */
export interface Retried {
  turns: number;
  attempts: number;
}

export interface RunOutline {
  repeat: number;
  outcome: RunOutcome;
  retried?: Retried | undefined;
  /** As in results.json, FLAKY included. */
  codes: readonly FailureCode[];
  error?: { code: FailureCode; message: string } | undefined;
  /** The first failed assertion; turnId null for the final assertions. */
  firstFailure?: { turnId: string | null; assertion: AssertionResult } | undefined;
  /** Simulated tests only: how the conversation ended, and the agent turns it took. */
  ending?: Ending | undefined;
  answeredTurns?: number | undefined;
  /** Judge checks that failed (or could not be scored) but do not gate. */
  ungated?: readonly UngatedCheck[] | undefined;
}

/** A suite's runs as facts, in results order: what a summary is made from. */
export interface SuiteFacts {
  suite_id: string;
  file: string;
  spec_hash: string;
  suspect: string | undefined;
  pass_k?: number | undefined;
  /** flaky: FLAKY is still to be added to the failed runs (runs read from results carry it already). */
  tests: { test_id: string; runs: RunFacts[]; flaky: boolean }[];
}

/** The summary of a whole results object (a run kept in memory, or a results file read back). */
export function summarizeResults(results: Results): RunSummary {
  const suites = results.suites.map((s) => ({
    suite_id: s.suite_id,
    file: s.file,
    spec_hash: s.spec_hash,
    suspect: s.suspect,
    pass_k: s.pass_k,
    tests: s.tests.map((t) => ({ test_id: t.test_id, runs: t.runs.map(runFacts), flaky: false })),
  }));
  return summarize(results, suites);
}

/** The summary of a run from its header and the facts of its runs (see summarizeResults). */
export function summarize(head: Omit<Results, 'suites'>, suites: SuiteFacts[]): RunSummary {
  return {
    run: head.run,
    counts: head.counts,
    judge: head.judge,
    ...(head.judge_calibration ? { judge_calibration: head.judge_calibration } : {}),
    warnings: head.warnings,
    suites: suites.map((s) => {
      const notChecked: NotCheckedCount[] = [];
      const turnWarnings = new Set<string>();
      let unknownBlocks = 0;
      for (const t of s.tests)
        for (const r of t.runs) {
          for (const n of r.notChecked) {
            const same = notChecked.find((m) => m.status === n.status && m.key === n.key && m.reason === n.reason);
            if (same) same.count += n.count;
            else notChecked.push({ ...n });
          }
          for (const w of r.warnings) turnWarnings.add(w);
          unknownBlocks += r.unknownBlocks.length;
        }
      return {
        suite_id: s.suite_id,
        file: s.file,
        spec_hash: s.spec_hash,
        ...(s.suspect ? { suspect: s.suspect } : {}),
        ...(s.pass_k === undefined ? {} : { pass_k: s.pass_k }),
        tests: s.tests.map((t) => ({
          test_id: t.test_id,
          runs: t.runs.map((r) => ({
            repeat: r.repeat,
            outcome: r.outcome,
            codes: finalCodes(r.codes, r.outcome, t.flaky),
            ...(r.error ? { error: r.error } : {}),
            ...(r.firstFailure ? { firstFailure: r.firstFailure } : {}),
            ...(r.retried ? { retried: r.retried } : {}),
            ...(r.ending ? { ending: r.ending, answeredTurns: r.answeredTurns } : {}),
            ...(r.ungated ? { ungated: r.ungated } : {}),
          })),
        })),
        notChecked,
        unknownBlocks,
        turnWarnings: [...turnWarnings],
      };
    }),
  };
}

/** Where an errored run is: suite, test and repeat. */
export interface RunPlace {
  suite_id: string;
  test_id: string;
  repeat: number;
}

/** The errored runs of one cause (code and message), in results order. */
export interface ErroredGroup {
  code: FailureCode;
  message: string;
  runs: RunPlace[];
}

type RunsLike = {
  suite_id: string;
  tests: readonly { test_id: string; runs: readonly Pick<RunOutline, 'repeat' | 'outcome' | 'codes' | 'error'>[] }[];
};

/**
 * Errored runs grouped by cause (code and message), in the order the causes first appear: what every
 * report says about an agent that was down, once per cause instead of once per run. Reads a run
 * summary or results.json alike.
 */
export function erroredGroups(suites: readonly RunsLike[]): ErroredGroup[] {
  const groups = new Map<string, ErroredGroup>();
  for (const s of suites)
    for (const t of s.tests)
      for (const r of t.runs) {
        if (r.outcome !== 'errored') continue;
        const code = r.error?.code ?? r.codes.find((c) => INFRA_CODES.includes(c)) ?? 'ENGINE_ERROR';
        const message = r.error?.message ?? 'no message recorded';
        const key = `${code}\n${message}`;
        const place = { suite_id: s.suite_id, test_id: t.test_id, repeat: r.repeat };
        const known = groups.get(key);
        if (known) known.runs.push(place);
        else groups.set(key, { code, message, runs: [place] });
      }
  return [...groups.values()];
}

/**
 * Which infrastructure the errored runs point at: the judge (JUDGE_ERROR), the simulated user
 * (SIM_ERROR), the agent (every other code), or several. `simulator` is set only when it errored.
 */
export function whoErrored(groups: readonly Pick<ErroredGroup, 'code'>[]): { agent: boolean; judge: boolean; simulator?: true } {
  const simulator = groups.some((g) => g.code === 'SIM_ERROR');
  return {
    agent: groups.some((g) => g.code !== 'JUDGE_ERROR' && g.code !== 'SIM_ERROR'),
    judge: groups.some((g) => g.code === 'JUDGE_ERROR'),
    ...(simulator ? { simulator: true as const } : {}),
  };
}

/** Errored runs grouped by code and error message, most frequent first. */
export function erroredCauses(summary: RunSummary): { code: FailureCode; message: string; count: number }[] {
  return erroredGroups(summary.suites)
    .map((g) => ({ code: g.code, message: g.message, count: g.runs.length }))
    .sort((a, b) => b.count - a.count);
}

/**
 * One line on the errored runs and why, e.g. "3 of 10 runs errored (JUDGE_ERROR: judge timed out
 * after 30 s)": what a headline says instead of "passed" whenever a run errored. `format` renders
 * the code and the message for the report at hand (Markdown escapes them).
 */
export function erroredHeadline(
  summary: RunSummary,
  format: { code: (code: string) => string; message: (text: string) => string } = { code: (c) => c, message: (t) => t },
  maxMessage = 200,
): string {
  const c = summary.counts;
  const causes = erroredCauses(summary);
  const first = causes[0];
  const runs = `${c.errored} of ${c.planned} run${c.planned === 1 ? '' : 's'} errored`;
  if (!first) return runs;
  const message = first.message.length > maxMessage ? `${first.message.slice(0, maxMessage - 1)}…` : first.message;
  const more = causes.length > 1 ? `; ${causes.length - 1} other cause${causes.length === 2 ? '' : 's'}` : '';
  return `${runs} (${format.code(first.code)}: ${format.message(message)}${first.count < c.errored ? ` ×${first.count}` : ''}${more})`;
}

export function runFacts(record: RunRecord): RunFacts {
  let answeredTurns = 0;
  let toolCalls = 0;
  const retried: Retried = { turns: 0, attempts: 0 };
  const unknownBlocks: string[] = [];
  const notChecked: NotCheckedCount[] = [];
  const warnings = new Set<string>();
  let firstFailure: RunFacts['firstFailure'];
  const note = (a: AssertionResult): void => {
    if (a.status !== 'skipped' && a.status !== 'unscored') return;
    // A judge check that does not gate is listed with `ungated`: its run was not errored by it.
    if (a.status === 'unscored' && a.gates === false) return;
    const same = notChecked.find((n) => n.status === a.status && n.key === a.key && n.reason === a.reason);
    if (same) same.count += 1;
    else notChecked.push({ status: a.status, key: a.key, reason: a.reason, count: 1 });
  };
  for (const turn of record.turns) {
    if (turn.attempts > 1) {
      retried.turns += 1;
      retried.attempts += turn.attempts - 1;
    }
    if (!turn.error) {
      answeredTurns += 1;
      toolCalls += turn.tool_calls.length;
    }
    for (const u of turn.unknown_blocks) unknownBlocks.push(blockType(u.block));
    for (const w of turn.warnings) warnings.add(w);
    for (const a of turn.assertions) {
      note(a);
      if (!firstFailure && isGatingFailure(a)) firstFailure = { turnId: turn.turn_id, assertion: a };
    }
  }
  for (const a of record.final.assertions) {
    note(a);
    if (!firstFailure && isGatingFailure(a)) firstFailure = { turnId: null, assertion: a };
  }
  const ungated = ungatedChecks(record);
  return {
    repeat: record.repeat,
    outcome: record.outcome,
    codes: record.codes.length === 0 ? NONE : [...record.codes],
    ...(record.error ? { error: record.error } : {}),
    ...(firstFailure ? { firstFailure } : {}),
    ...(record.ending ? { ending: record.ending } : {}),
    answeredTurns,
    ...(retried.turns > 0 ? { retried } : {}),
    toolCalls,
    unknownBlocks: orNone(unknownBlocks),
    notChecked: orNone(notChecked),
    warnings: orNone([...warnings]),
    ...(ungated.length > 0 ? { ungated } : {}),
  };
}

function blockType(block: unknown): string {
  return typeof block === 'object' && block !== null && 'type' in block ? String((block as { type: unknown }).type) : typeof block;
}
