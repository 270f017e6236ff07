// Calibration: each draft is replayed N times against a deployment (normally the base branch's),
// and each derived check is kept only if it held often enough: in at least N-1 of the N scored
// runs (the floor; errored runs say nothing about the agent and are left out). A check below the
// floor is dropped, and every decision is written beside its check. A test that lost half or more
// of its checks, or whose runs still pass below the floor with the checks left, is reported, not
// written: the conversation does not play out the same on the target. A simulated draft's
// success_when keys are calibrated the same way, each held in a run when it passed on some turn.
import { runAssertions } from '../assertions/registry.ts';
import type { AssertionResult, Results, RunRecord, SuiteResult } from '../results/results-schema.ts';
import { suiteSpecHash, testSpecHash } from '../suite/hash.ts';
import type { PlannedSuite } from '../runner/plan.ts';
import type { Assertions } from '../suite/suite-schema.ts';
import type { CaptureMetadata, DerivedSuite } from './derive.ts';

/** Replays per draft when none are given (the action's capture-calibrate). */
export const DEFAULT_CALIBRATION_RUNS = 6;

/** How far below the lowest observed similarity a loosened minimum is set. */
const SIMILARITY_MARGIN = 0.02;

/** Plays the suites `runs` times each against the calibration target. */
export type Replay = (suites: readonly PlannedSuite[], runs: number) => Promise<Results>;

export interface CheckRate {
  /** "turn greet: next_node_id", "final: flow_completed". */
  check: string;
  held: number;
  scored: number;
  kept: boolean;
  /** assistant_similar_to kept with this lower minimum (below the lowest similarity observed). */
  loosened?: number;
}

export interface Calibration {
  suiteId: string;
  /** The suite with the checks below the floor dropped and a note beside each decision; null when not written. */
  suite: DerivedSuite | null;
  /** Why it is not written (too few scored runs, or a pass rate below the floor). */
  refused: string | null;
  runs: number;
  scored: number;
  passed: number;
  checks: CheckRate[];
}

/** The lowest number of the scored runs a check must hold in: all but one (all of 1). */
export function floorOf(scored: number): number {
  return Math.max(1, scored - 1);
}

export function plan(derived: DerivedSuite): PlannedSuite {
  const suite = derived.suite;
  const testHashes: Record<string, string> = {};
  for (const test of suite.tests) testHashes[test.test_id] = testSpecHash(suite, test);
  return { file: derived.fileName, suite, specHash: suiteSpecHash(suite), testHashes };
}

/** Replays every draft `runs` times (one replay for all) and calibrates each. */
export async function calibrateAll(drafts: readonly DerivedSuite[], runs: number, replay: Replay): Promise<Calibration[]> {
  if (drafts.length === 0) return [];
  const results = await replay(drafts.map(plan), runs);
  return drafts.map((draft) => {
    const played = results.suites.find((s) => s.suite_id === draft.suite.suite_id);
    return calibrate(draft, played, runs);
  });
}

/** Calibrates one draft from its replay's results. */
export function calibrate(draft: DerivedSuite, played: SuiteResult | undefined, runs: number): Calibration {
  const records = (played?.tests[0]?.runs ?? []).filter((r) => r.outcome === 'passed' || r.outcome === 'failed');
  const scored = records.length;
  const suite = structuredClone(draft.suite);
  const notes = [...draft.notes];
  const checks: CheckRate[] = [];
  const test = suite.tests[0]!;
  const empty = { suiteId: draft.suite.suite_id, suite: null, runs, scored, passed: 0, checks };
  if (scored < 2) {
    return {
      ...empty,
      refused: `only ${scored} of ${runs} replays were scored (the others errored or were skipped), too few to calibrate`,
    };
  }
  const floor = floorOf(scored);
  const kept: { held: (r: RunRecord) => boolean }[] = [];

  /** The similarities assistant_similar_to observed in the scored runs (those of one turn). */
  const similarities = (
    assertions: (r: RunRecord) => readonly AssertionResult[] | undefined,
    runs: readonly RunRecord[] = records,
  ): number[] =>
    runs.flatMap((r) =>
      (assertions(r) ?? []).flatMap((a) => {
        const value = (a.actual as { similarity?: unknown } | undefined)?.similarity;
        return a.key === 'assistant_similar_to' && typeof value === 'number' ? [value] : [];
      }),
    );

  const decide = (
    expected: Assertions,
    label: string,
    path: (string | number)[],
    holds: (r: RunRecord, key: string) => boolean,
    anchor: (string | number)[],
    assertions: (r: RunRecord) => readonly AssertionResult[] | undefined,
  ) => {
    for (const key of Object.keys(expected) as (keyof Assertions)[]) {
      const held = records.filter((r) => holds(r, key)).length;
      const keep = held >= floor;
      const similarTo = expected.assistant_similar_to;
      if (!keep && key === 'assistant_similar_to' && similarTo !== undefined) {
        // Loosened rather than dropped: the minimum set just below the lowest similarity observed.
        const observed = similarities(assertions);
        if (observed.length >= floor) {
          const lowest = Math.min(...observed);
          const min = Math.max(-1, Math.floor((lowest - SIMILARITY_MARGIN) * 100) / 100);
          notes.push({
            path: [...path, key],
            text: `loosened: min ${similarTo.min} -> ${min}, below the lowest similarity observed (${lowest.toFixed(3)}) in ${observed.length} of ${scored} runs; it held at ${similarTo.min} in ${held}`,
          });
          similarTo.min = min;
          checks.push({ check: `${label}: ${key}`, held: observed.length, scored, kept: true, loosened: min });
          kept.push({ held: (r) => similarities(assertions, [r]).some((v) => v >= min) });
          continue;
        }
      }
      checks.push({ check: `${label}: ${key}`, held, scored, kept: keep });
      if (keep) {
        kept.push({ held: (r) => holds(r, key) });
        notes.push({ path: [...path, key], text: `calibrated: held in ${held} of ${scored} runs (floor ${floor} of ${scored})` });
      } else {
        delete expected[key];
        notes.push({ path: anchor, text: `dropped ${key}: held in only ${held} of ${scored} runs (floor ${floor} of ${scored})` });
      }
    }
  };

  (test.turns ?? []).forEach((turn, i) => {
    const expected = turn.expected;
    if (expected === undefined) return;
    const path = ['tests', 0, 'turns', i];
    decide(
      expected,
      `turn ${turn.turn_id}`,
      [...path, 'expected'],
      (r, key) => passedIn(r.turns[i]?.turn_id === turn.turn_id ? r.turns[i]?.assertions : undefined, key),
      [...path, 'turn_id'],
      (r) => (r.turns[i]?.turn_id === turn.turn_id ? r.turns[i]?.assertions : undefined),
    );
    if (Object.keys(expected).length === 0) delete turn.expected;
  });
  if (test.final_assertions !== undefined) {
    const finals = test.final_assertions;
    decide(
      finals,
      'final',
      ['tests', 0, 'final_assertions'],
      (r, key) => passedIn(r.final.assertions, key),
      ['tests', 0, 'test_id'],
      (r) => r.final.assertions,
    );
    if (Object.keys(finals).length === 0) delete test.final_assertions;
  }

  // A simulated test: each success_when key counts as held in a run when it passed on some agent
  // turn of it; the kept ones together decide a run's goal (all on one turn, as the harness checks).
  const simulation = test.simulation;
  if (simulation !== undefined) {
    const when = simulation.success_when;
    const path = ['tests', 0, 'simulation', 'success_when'];
    for (const key of Object.keys(when) as (keyof typeof when)[]) {
      const held = records.filter((r) => heldOnSomeTurn(r, { [key]: when[key] })).length;
      const keep = held >= floor;
      checks.push({ check: `success_when: ${key}`, held, scored, kept: keep });
      if (keep) {
        notes.push({ path: [...path, key], text: `calibrated: held in ${held} of ${scored} runs (floor ${floor} of ${scored})` });
      } else {
        delete when[key];
        notes.push({ path, text: `dropped ${key}: held in only ${held} of ${scored} runs (floor ${floor} of ${scored})` });
      }
    }
    if (Object.keys(when).length === 0) {
      return { ...empty, refused: 'none of its success_when checks held often enough, so the goal is not reached on the target' };
    }
    kept.push(...Object.keys(when).map(() => ({ held: (r: RunRecord) => heldOnSomeTurn(r, when) })));
    // The judge's `success` over the transcript: kept only where the judge passed it often enough.
    if (simulation.success !== undefined) {
      const held = records.filter((r) => passedIn(r.final.assertions, 'success')).length;
      const keep = held >= floor;
      checks.push({ check: 'success', held, scored, kept: keep });
      if (keep) {
        kept.push({ held: (r) => passedIn(r.final.assertions, 'success') });
        notes.push({
          path: ['tests', 0, 'simulation', 'success'],
          text: `calibrated: the judge passed it in ${held} of ${scored} runs (floor ${floor} of ${scored})`,
        });
      } else {
        delete simulation.success;
        notes.push({
          path: ['tests', 0, 'simulation', 'goal'],
          text: `dropped success: the judge passed it in only ${held} of ${scored} runs (floor ${floor} of ${scored})`,
        });
      }
    }
  }

  const passed = records.filter((r) => kept.every((k) => k.held(r))).length;
  const passRate = passed / scored;
  if (kept.length * 2 <= checks.length) {
    return {
      ...empty,
      passed,
      refused: `only ${kept.length} of its ${checks.length} checks held, so the conversation does not play out the same on the target`,
    };
  }
  if (passed < floor) {
    return {
      ...empty,
      passed,
      refused: `its runs passed ${passed} of ${scored} times with the checks that held, below the floor of ${floor}`,
    };
  }
  const capture = suite.metadata?.['capture'] as CaptureMetadata;
  capture.calibrated = { runs: scored, pass_rate: Math.round(passRate * 1000) / 1000 };
  return { suiteId: draft.suite.suite_id, suite: { ...draft, suite, notes }, refused: null, runs, scored, passed, checks };
}

/** Whether every check held together on one agent turn of the run (from the turn as recorded). */
function heldOnSomeTurn(run: RunRecord, checks: Assertions): boolean {
  return run.turns.some((turn) => {
    if (turn.error !== undefined) return false;
    const delta = turn.facts_delta;
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const set = (facts: Record<string, unknown>, key: string, value: unknown) =>
      Object.defineProperty(facts, key, { value, enumerable: true, writable: true, configurable: true });
    for (const [key, value] of Object.entries(delta.added)) set(after, key, value);
    for (const [key, change] of Object.entries(delta.updated)) {
      set(before, key, change.from);
      set(after, key, change.to);
    }
    for (const key of delta.removed) set(before, key, null);
    const results = runAssertions(checks, {
      scope: 'turn',
      assistant_message: turn.assistant_message,
      node_before: turn.node_before,
      node_after: turn.node_after,
      flow_completed: turn.flow_completed,
      tool_calls: turn.tool_calls,
      facts_before: before,
      facts_after: after,
      facts_delta: delta,
      next_node_descriptor: turn.next_node_descriptor,
    });
    return results.length > 0 && results.every((a) => a.pass);
  });
}

function passedIn(assertions: readonly { key: string; pass: boolean }[] | undefined, key: string): boolean {
  const found = assertions?.filter((a) => a.key === key) ?? [];
  return found.length > 0 && found.every((a) => a.pass);
}
