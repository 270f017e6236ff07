// The judge calibration file (`--judge-calibration FILE`, input `judge-calibration`): how well the
// judge agreed with human labels, per criterion, as one configured judge asks it. A calibration is
// keyed by the primary model, the fallback model, the prompt version and the criterion, since a
// change of any of them can change the verdicts; the labels' hash says which labels it was measured
// on. Writing merges into the file (the same key is replaced, other keys are kept) and is atomic;
// reading validates every field, so a hand-edited or truncated file is refused naming the file,
// the line and the field. A run looks a criterion up with findCalibration and gates on it only when
// the calibration is of this very key and its kappa's lower bound reaches the minimum agreement.
import { stat } from 'node:fs/promises';
import { z } from 'zod';
import { UserError } from '../errors.ts';
import { writeJsonAtomic } from '../files.ts';
import type { Agreement, Confusion } from '../stats/agreement.ts';
import { readDataFile } from '../suite/loader.ts';
import { formatSpecError } from '../suite/spec-errors.ts';
import { chooseModels } from './judge.ts';

export const CALIBRATION_SCHEMA = 'agent-eval/judge-calibration@1';
export const DEFAULT_CALIBRATION_FILE = '.agent-eval/judge-calibration.json';
/** The lower 95% bound of Cohen's kappa a criterion needs to gate (Landis and Koch's "substantial"). */
export const DEFAULT_MIN_AGREEMENT = 0.6;
/** A calibration file holds a few criteria per judge; far larger is not one. */
export const MAX_CALIBRATION_FILE_BYTES = 16 * 1024 * 1024;

/** A calibration holds for one criterion as one configured judge asks it. */
export interface CalibrationKey {
  model: string;
  fallback_model: string | null;
  prompt_version: string;
  criterion: string;
}

export interface Disagreement {
  label_id: string;
  file: string;
  line: number;
  human: 'pass' | 'fail';
  judge: 'pass' | 'fail';
  score: number | null;
  reason: string;
}

export interface CriterionCalibration {
  key: CalibrationKey;
  /** The label file or folder as given. */
  labels: string;
  labels_hash: string;
  /** ISO 8601. */
  calibrated_at: string;
  /** Labels the judge scored (the confusion table's total). */
  n: number;
  /** Labels the judge could not score: in neither n nor the agreement. */
  unscored: number;
  confusion: Confusion;
  agreement: Agreement;
  disagreements: Disagreement[];
  /** Each label counted in `unscored`, and why the judge gave no score for it. */
  unscored_labels?: { label_id: string; file: string; line: number; reason: string }[];
  /** The judge panel, when one was used. */
  panel?: { models: string[]; rule: 'all' | 'majority'; disagreement_rate: number | null };
}

export interface CalibrationFile {
  schema: typeof CALIBRATION_SCHEMA;
  calibrations: CriterionCalibration[];
}

const count = z.number().int().min(0);
const share = z.number().min(0).max(1).nullable();
// Kappa runs from -1; an interval may be clipped to [-1, 1].
const interval = z.tuple([z.number(), z.number()]).nullable();
const text = z.string().max(10_000);

// Loose objects: a file written by a later version, with fields added, still reads.
const KeySchema = z.looseObject({
  model: z.string().min(1).max(200),
  fallback_model: z.string().min(1).max(200).nullable(),
  prompt_version: z.string().min(1).max(200),
  criterion: z.string().min(1).max(200),
});

const CalibrationSchema = z.looseObject({
  key: KeySchema,
  labels: text,
  labels_hash: z.string().max(200),
  calibrated_at: z.iso.datetime({ offset: true }),
  n: count,
  unscored: count,
  confusion: z.looseObject({ both_pass: count, human_pass_judge_fail: count, human_fail_judge_pass: count, both_fail: count }),
  agreement: z.looseObject({
    n: count,
    level: z.number().gt(0).lt(1),
    observed: share,
    kappa: z.number().min(-1).max(1).nullable(),
    kappa_ci: interval,
    balanced_accuracy: share,
    balanced_accuracy_ci: interval,
    methods: z.looseObject({ kappa: z.literal('cohen-asymptotic'), balanced_accuracy: z.literal('mover-wilson') }),
  }),
  disagreements: z
    .array(
      z.looseObject({
        label_id: text,
        file: text,
        line: count,
        human: z.enum(['pass', 'fail']),
        judge: z.enum(['pass', 'fail']),
        score: z.number().min(0).max(1).nullable(),
        reason: text,
      }),
    )
    .max(100_000),
  unscored_labels: z
    .array(z.looseObject({ label_id: text, file: text, line: count, reason: text }))
    .max(100_000)
    .optional(),
  panel: z
    .looseObject({ models: z.array(z.string().max(200)).max(100), rule: z.enum(['all', 'majority']), disagreement_rate: share })
    .optional(),
});

export const CalibrationFileSchema = z.strictObject({
  schema: z.literal(CALIBRATION_SCHEMA),
  calibrations: z.array(CalibrationSchema).max(10_000),
});

const REMAKE = 'make it again with agent-eval judge calibrate --labels PATH';

/** The calibrations of `path`; a missing or invalid file is a UserError naming the file, the line and the field. */
export async function readCalibrationFile(path: string): Promise<CalibrationFile> {
  const read = await readCalibrationFileIfAny(path);
  if (read === null) {
    throw new UserError(`the judge calibration file ${path} does not exist`, `${REMAKE}, or give its path with --judge-calibration`);
  }
  return read;
}

/** As readCalibrationFile, but null when there is no file at `path` (nothing is calibrated yet). */
export async function readCalibrationFileIfAny(path: string): Promise<CalibrationFile | null> {
  // No file, or a file where a folder on its path should be: nothing calibrated yet (a write says why it cannot be written).
  const missing = await stat(path).then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === 'ENOENT' || error.code === 'ENOTDIR',
  );
  if (missing) return null;
  const { value, errors } = await readDataFile(path, { schema: CalibrationFileSchema, maxBytes: MAX_CALIBRATION_FILE_BYTES });
  if (errors.length > 0 || value === undefined) {
    throw new UserError(
      `${path} is not a judge calibration file (${CALIBRATION_SCHEMA}):\n${errors.map(formatSpecError).join('\n')}`,
      `fix or delete the file and ${REMAKE}`,
    );
  }
  return value as CalibrationFile;
}

/**
 * Writes `file`'s calibrations into `path`: each replaces the one of the same key there, the others
 * there are kept. Atomic: a reader sees the old file or the new one, never half of one. An existing
 * file that is not a calibration file is refused rather than overwritten.
 */
export async function writeCalibrationFile(path: string, file: CalibrationFile): Promise<void> {
  const existing = await readCalibrationFileIfAny(path);
  const merged = mergeCalibrations(existing?.calibrations ?? [], file.calibrations);
  // A failed write is an OutputError naming the path, the cause and the fix.
  await writeJsonAtomic(path, { schema: CALIBRATION_SCHEMA, calibrations: merged } satisfies CalibrationFile);
}

/** `older` with each calibration of `newer` in place of the one of its key (or added), sorted by criterion then key. */
export function mergeCalibrations(older: readonly CriterionCalibration[], newer: readonly CriterionCalibration[]): CriterionCalibration[] {
  const byKey = new Map<string, CriterionCalibration>();
  for (const c of [...older, ...newer]) byKey.set(keyText(c.key), c);
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c);
}

export type CalibrationLookup =
  { status: 'found'; calibration: CriterionCalibration } | { status: 'stale'; others: CriterionCalibration[] } | { status: 'none' };

/** The calibration of this exact key, or the calibrations of the same criterion under another key (stale: say what changed), or none. */
export function findCalibration(file: CalibrationFile, key: CalibrationKey): CalibrationLookup {
  const wanted = keyText(key);
  const same = file.calibrations.filter((c) => c.key.criterion === key.criterion);
  const found = same.find((c) => keyText(c.key) === wanted);
  if (found) return { status: 'found', calibration: found };
  return same.length > 0 ? { status: 'stale', others: same } : { status: 'none' };
}

export interface KeyChange {
  field: 'model' | 'fallback_model' | 'prompt_version';
  /** As calibrated. */
  was: string | null;
  /** As configured now. */
  now: string | null;
}

/** What differs between the key a calibration was made under and the key asked for now. */
export function keyChanges(calibrated: CalibrationKey, now: CalibrationKey): KeyChange[] {
  const fields = ['model', 'fallback_model', 'prompt_version'] as const;
  return fields.filter((field) => calibrated[field] !== now[field]).map((field) => ({ field, was: calibrated[field], now: now[field] }));
}

/**
 * Whether a judge criterion gates a run, and why not:
 * - gates: calibrated under this key, and the lower bound of kappa reaches the minimum agreement;
 * - below_threshold: calibrated, but the lower bound (or kappa itself) is missing or lower;
 * - stale: calibrated only under other keys (`changes`: what differs from the closest one);
 * - not_calibrated: no calibration of the criterion at all (or no file).
 * Only `gates` lets the judge check fail a run.
 */
export type CalibrationGate =
  | { status: 'gates'; calibration: CriterionCalibration; min_agreement: number }
  | { status: 'below_threshold'; calibration: CriterionCalibration; min_agreement: number }
  | { status: 'stale'; others: CriterionCalibration[]; changes: KeyChange[] }
  | { status: 'not_calibrated' };

export function calibrationGate(file: CalibrationFile | null, key: CalibrationKey, minAgreement: number): CalibrationGate {
  if (file === null) return { status: 'not_calibrated' };
  const found = findCalibration(file, key);
  if (found.status === 'none') return { status: 'not_calibrated' };
  if (found.status === 'stale') {
    // The closest calibration: the one with the fewest differences, the newest of those.
    const ranked = [...found.others].sort(
      (a, b) => keyChanges(a.key, key).length - keyChanges(b.key, key).length || b.calibrated_at.localeCompare(a.calibrated_at),
    );
    return { status: 'stale', others: found.others, changes: keyChanges(ranked[0]!.key, key) };
  }
  const status = gatesAt(found.calibration.agreement, minAgreement) ? 'gates' : 'below_threshold';
  return { status, calibration: found.calibration, min_agreement: minAgreement };
}

/** The one rule: a criterion gates when the lower bound of its kappa interval reaches minAgreement. */
export function gatesAt(agreement: Pick<Agreement, 'kappa_ci'>, minAgreement: number): boolean {
  const low = agreement.kappa_ci?.[0] ?? null;
  return low !== null && low >= minAgreement;
}

/**
 * The models a key names, as the judge resolves them (judge.ts chooseModels): `model` is the one named
 * on the command line, else in the suite (null: none, the built-in one), `fallbackModel` likewise;
 * no fallback when it is the primary itself.
 */
export function judgeModels(model: string | null, fallbackModel: string | null): { model: string; fallback_model: string | null } {
  // No criteria: a simple question, so the cheap model is the one a simple question would go to.
  const { primary, cheap } = chooseModels({ model, fallback_model: fallbackModel, criteria_min: {} }, [], {
    model: null,
    fallbackModel: null,
  });
  return { model: primary, fallback_model: cheap };
}

function keyText(key: CalibrationKey): string {
  // An array: field order is fixed and no separator can be forged by a model name.
  return JSON.stringify([key.criterion, key.prompt_version, key.model, key.fallback_model]);
}
