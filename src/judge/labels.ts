// The judge's labelled set: turns or whole conversations, each with a human verdict per criterion,
// that `agent-eval judge calibrate` asks the judge about (docs/judge.md). Written in the suite
// format's style, YAML or JSON, one file or a folder of them, and read by the suite reader
// (src/suite/), so every mistake is told as file:line:col with the fix: unknown keys with a "did you
// mean", duplicate ids (naming the first), a label without verdicts, a score outside 0..1. The files
// are written by people and may come from anywhere: size, count and length are bounded.
//
//   pass_at: 0.7                # a score passes from here (default: the judge check's DEFAULT_QUALITY_MIN)
//   labels:
//     - id: refund-polite
//       user: I want my money back
//       assistant: Sure, I have started the refund.
//       context: "node: refund"   # optional, as the judge's context excerpt
//       verdicts: { polite: pass, accurate: 0.4 }
//     - id: whole-conversation
//       conversation:            # graded as final_assertions grade a conversation
//         - { user: hi, assistant: Hello! How can I help? }
//         - { user: refund please, assistant: Done., tool_calls: [{ name: refund, args: { id: 7 } }] }
//       verdicts: { resolves_request: fail }
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { UserError } from '../errors.ts';
import { checkData } from '../suite/checks.ts';
import { errorAt, keyNodeAt, nodeAt, positionOf, readParsedFile, type ParsedFile } from '../suite/read.ts';
import { formatPath, formatSpecError, sortByPosition, type PathKey, type SpecError } from '../suite/spec-errors.ts';
import { DEFAULT_QUALITY_MIN } from './thresholds.ts';
import type { TranscriptTurn } from './types.ts';

/** Bounds on hostile input: a file's size, the files of a folder, labels in all, and each text. */
export const MAX_LABEL_FILE_BYTES = 1024 * 1024;
export const MAX_LABEL_FILES = 200;
export const MAX_LABELS = 1_000;
export const MAX_LABEL_TEXT = 32_000;
export const MAX_LABEL_TURNS = 200;
export const MAX_LABEL_CRITERIA = 50;
/** Errors listed before the rest are summed up: a wrong file can hold thousands. */
const MAX_ERRORS_SHOWN = 50;
const LABEL_EXTENSIONS = ['.yaml', '.yml', '.json'];

export type LabelSubject =
  | { kind: 'turn'; user: string; assistant: string; context: string }
  /** A whole conversation, oldest turn first, graded as final_assertions grade one. */
  | { kind: 'conversation'; turns: TranscriptTurn[]; context: string };

/** The human verdict on one criterion: pass or fail, from a score (at the file's pass_at) when one was written. */
export interface HumanVerdict {
  criterion: string;
  human: 'pass' | 'fail';
  /** The score written (0..1); null when the label says pass or fail. */
  score: number | null;
}

export interface Label {
  id: string;
  /** The file as shown in errors and reports, and the line and column of the label's id. */
  file: string;
  line: number;
  col: number;
  subject: LabelSubject;
  /** In the order written. */
  verdicts: HumanVerdict[];
  /** The score from which the judge's (and a written human) score passes. */
  pass_at: number;
  note?: string;
}

export interface LabelSet {
  /** The file or folder as given. */
  path?: string;
  /** The label files read, in order. */
  files: string[];
  labels: Label[];
}

/** The label files could not be used: every mistake, each as file:line:col: message (fix). */
export class LabelsError extends UserError {
  override name = 'LabelsError';
  readonly errors: SpecError[];
  constructor(path: string, errors: SpecError[]) {
    const shown = errors.slice(0, MAX_ERRORS_SHOWN).map(formatSpecError);
    if (errors.length > MAX_ERRORS_SHOWN) shown.push(`… and ${errors.length - MAX_ERRORS_SHOWN} more`);
    super(`the judge labels ${path} cannot be used:\n${shown.join('\n')}`, 'the label format is in docs/judge.md');
    this.errors = errors;
  }
}

const text = (max = MAX_LABEL_TEXT) => z.string().max(max);
const name = z.string().min(1).max(200);

const TurnSchema = z.strictObject({
  turn_id: name.optional(),
  user: text(),
  assistant: text().nullable(),
  tool_calls: z
    .array(z.strictObject({ name, args: z.unknown().optional() }))
    .max(100)
    .optional(),
});

const LabelSchema = z.strictObject({
  id: name,
  user: text().optional(),
  assistant: text().optional(),
  conversation: z.array(TurnSchema).min(1).max(MAX_LABEL_TURNS).optional(),
  context: text().optional(),
  // Checked after the schema, for messages in the label's terms.
  verdicts: z.record(z.string(), z.unknown()),
  note: text(2_000).optional(),
});

const LabelFileSchema = z.strictObject({
  pass_at: z.number().min(0).max(1).optional(),
  labels: z.array(LabelSchema).min(1).max(MAX_LABELS),
});

type LabelEntry = z.infer<typeof LabelSchema>;

/**
 * Reads a label file, or every .yaml, .yml and .json file under a folder; a LabelsError lists every
 * mistake. `path` is read relative to `cwd` (default: the process's) and shown as given.
 */
export async function readLabels(path: string, options: { cwd?: string } = {}): Promise<LabelSet> {
  const selected = await selectLabelFiles(path, resolve(options.cwd ?? '.', path));
  if ('error' in selected) throw new LabelsError(path, [selected.error]);
  const errors: SpecError[] = [];
  const labels: Label[] = [];
  const firstSeen = new Map<string, Label>();
  for (const { absolute, file } of selected.files) {
    const parsed = await readParsedFile(absolute, file, MAX_LABEL_FILE_BYTES);
    const read = parsed.errors.length === 0 ? checkData(parsed, LabelFileSchema) : { value: undefined, errors: [] };
    const fileErrors = [...parsed.errors, ...read.errors];
    if (read.value !== undefined) {
      const passAt = read.value.pass_at ?? DEFAULT_QUALITY_MIN;
      read.value.labels.forEach((entry, index) => {
        const at: PathKey[] = ['labels', index];
        const label = toLabel(parsed, entry, at, passAt, fileErrors);
        if (label === null) return;
        const first = firstSeen.get(label.id);
        if (first) {
          fileErrors.push({
            ...errorAt(parsed, [...at, 'id'], `${formatPath([...at, 'id'])}: duplicate label id '${label.id}'`, ''),
            fix: `the first is at ${first.file}:${first.line}; give each label an id of its own`,
          });
          return;
        }
        firstSeen.set(label.id, label);
        labels.push(label);
      });
    }
    errors.push(...sortByPosition(fileErrors));
  }
  if (errors.length === 0 && labels.length > MAX_LABELS) {
    errors.push({
      file: path,
      line: 0,
      col: 0,
      path: '',
      message: `${labels.length} labels, over the limit of ${MAX_LABELS}`,
      fix: 'calibrate on a sample of them',
    });
  }
  if (errors.length > 0) throw new LabelsError(path, errors);
  return { path, files: selected.files.map((f) => f.file), labels };
}

function toLabel(parsed: ParsedFile, entry: LabelEntry, at: PathKey[], passAt: number, errors: SpecError[]): Label | null {
  const before = errors.length;
  const problem = (path: PathKey[], message: string, fix: string): void => {
    errors.push(errorAt(parsed, path, `${formatPath(path)}: ${message}`, fix));
  };
  const hasTurn = entry.user !== undefined || entry.assistant !== undefined;
  if (entry.conversation !== undefined && hasTurn) {
    problem(
      [...at, 'conversation'],
      'has both a turn (user, assistant) and a conversation',
      'a label grades one turn or one conversation: split it in two',
    );
  } else if (entry.conversation === undefined && (entry.user === undefined || entry.assistant === undefined)) {
    const missing =
      entry.user === undefined && entry.assistant === undefined ? 'user and assistant' : entry.user === undefined ? 'user' : 'assistant';
    problem(at, `has no ${missing}`, 'a label grades one turn (user and assistant) or a whole conversation (a list of turns)');
  }

  const verdicts: HumanVerdict[] = [];
  const written = Object.entries(entry.verdicts);
  if (written.length === 0) {
    problem([...at, 'verdicts'], 'no criteria', 'give the human verdict of at least one criterion, e.g. polite: pass');
  } else if (written.length > MAX_LABEL_CRITERIA) {
    problem([...at, 'verdicts'], `${written.length} criteria, over the limit of ${MAX_LABEL_CRITERIA}`, 'put fewer criteria on one label');
  } else {
    for (const [criterion, value] of written) {
      const path = [...at, 'verdicts', criterion];
      const verdict = humanVerdict(criterion, value, passAt);
      if (typeof verdict === 'string') {
        errors.push({ ...errorAt(parsed, path, `${formatPath(path)}: ${verdict}`, verdictFix(value)), ...valuePosition(parsed, path) });
      } else if (criterion.trim() === '' || criterion.length > 200) {
        problem(path, 'a criterion needs a name of 1 to 200 characters', 'name the criterion as the suites name it');
      } else verdicts.push(verdict);
    }
  }
  if (errors.length > before) return null;

  const idNode = keyNodeAt(parsed, at, 'id') ?? nodeAt(parsed, at).node;
  const { line, col } = positionOf(parsed, idNode);
  const context = entry.context ?? '';
  const subject: LabelSubject =
    entry.conversation !== undefined
      ? {
          kind: 'conversation',
          context,
          turns: entry.conversation.map((turn, i) => ({
            turn_id: turn.turn_id ?? `turn-${i + 1}`,
            user_input: turn.user,
            assistant_message: turn.assistant,
            tool_calls: (turn.tool_calls ?? []).map((call) => ({ name: call.name, args: call.args })),
          })),
        }
      : { kind: 'turn', user: entry.user ?? '', assistant: entry.assistant ?? '', context };
  return {
    id: entry.id,
    file: parsed.file,
    line,
    col,
    subject,
    verdicts,
    pass_at: passAt,
    ...(entry.note !== undefined ? { note: entry.note } : {}),
  };
}

/** pass, fail or a score from 0 to 1 (passing at `passAt`); otherwise what is wrong with it. */
function humanVerdict(criterion: string, value: unknown, passAt: number): HumanVerdict | string {
  if (value === 'pass' || value === 'fail') return { criterion, human: value, score: null };
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0 || value > 1) return `the score ${value} is outside 0 to 1`;
    return { criterion, human: value >= passAt ? 'pass' : 'fail', score: value };
  }
  const shown = typeof value === 'string' ? JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value) : String(value);
  return `${shown} is not a verdict`;
}

function verdictFix(value: unknown): string {
  if (value === true || value === 'yes') return 'write pass';
  if (value === false || value === 'no') return 'write fail';
  if (typeof value === 'string' && /^\s*[0-9.]+\s*$/.test(value)) return 'write the score as a number, without quotes';
  if (typeof value === 'string' && ['pass', 'fail'].includes(value.trim().toLowerCase())) return `write ${value.trim().toLowerCase()}`;
  return 'write pass, fail or a score from 0 to 1';
}

/** The value's own position (a verdict's key is where errorAt points when the value is a scalar). */
function valuePosition(parsed: ParsedFile, path: PathKey[]): { line: number; col: number } {
  return positionOf(parsed, nodeAt(parsed, path).node);
}

type Selected = { files: { absolute: string; file: string }[] } | { error: SpecError };

async function selectLabelFiles(path: string, absolute: string): Promise<Selected> {
  const error = (message: string, fix: string): Selected => ({ error: { file: path, line: 0, col: 0, path: '', message, fix } });
  const info = await stat(absolute).catch((e: NodeJS.ErrnoException) => e);
  if (info instanceof Error) {
    return (info as NodeJS.ErrnoException).code === 'ENOENT'
      ? error('no such file or folder', 'check the path given with --labels (or judge-labels)')
      : error(`cannot read: ${info.message}`, 'check the permissions of the path');
  }
  if (!info.isDirectory()) {
    if (!LABEL_EXTENSIONS.includes(extname(path).toLowerCase())) {
      return error('not a label file: the name must end in .yaml, .yml or .json', 'rename the file or give a folder of label files');
    }
    return { files: [{ absolute, file: path }] };
  }
  const names = (await readdir(absolute, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && LABEL_EXTENSIONS.includes(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  if (names.length === 0) return error('no label files (.yaml, .yml, .json) in this folder', 'add a label file or give the right folder');
  if (names.length > MAX_LABEL_FILES) {
    return error(`${names.length} label files, over the limit of ${MAX_LABEL_FILES}`, 'gather the labels into fewer files');
  }
  // Shown under the folder as given: `labels/refunds.yaml`.
  return { files: names.map((name) => ({ absolute: name, file: join(path, relative(absolute, name)).split(sep).join('/') })) };
}

/**
 * What a calibration of `criterion` was measured on: each label that has a verdict for it (its id,
 * what it shows the judge and the human verdict), in order. A change of any of them, or of the
 * labels chosen, changes the hash; other criteria's verdicts and the labels' notes do not.
 */
export function labelsHash(labels: readonly Label[], criterion: string): string {
  const hash = createHash('sha256');
  for (const label of labels) {
    const verdict = label.verdicts.find((v) => v.criterion === criterion);
    if (verdict === undefined) continue;
    hash.update(JSON.stringify([label.id, label.subject, verdict.human, verdict.score, label.pass_at]));
    hash.update('\n');
  }
  return `sha256:${hash.digest('hex')}`;
}
