// Quarantine: tests known to be broken or flaky, listed with a reason and an expiry date in a file in
// the suites folder. A quarantined test still runs and is reported, but never gates. The expiry keeps
// the list from becoming a graveyard: an expired entry stops protecting its test and is reported.
import { z } from 'zod';
import { UserError } from '../errors.ts';

const isCalendarDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const QuarantineEntrySchema = z.strictObject({
  /** A test id, or "suite_id/test_id" to name one suite's test; `suite_id` may also be given apart. */
  test_id: z.string().min(1),
  suite_id: z.string().min(1).optional(),
  reason: z.string().min(1, 'say why the test is quarantined'),
  /** The last day the entry applies (UTC), YYYY-MM-DD. */
  expires: z.string().refine(isCalendarDate, 'expected a date as YYYY-MM-DD, for example 2030-01-31'),
});
export type QuarantineEntry = z.infer<typeof QuarantineEntrySchema>;

export const QuarantineFileSchema = z.strictObject({ tests: z.array(QuarantineEntrySchema) });

export class QuarantineError extends UserError {
  override name = 'QuarantineError';
}

/** Validates an already-parsed quarantine file; `source` (the file path) prefixes every problem. */
export function parseQuarantine(value: unknown, source: string): QuarantineEntry[] {
  const parsed = QuarantineFileSchema.safeParse(value);
  if (parsed.success) return parsed.data.tests;
  const problems = parsed.error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(top level)';
    return `${source}: ${where}: ${issue.message}`;
  });
  throw new QuarantineError(
    `${problems.join('\n')}\nA quarantine file looks like: tests: [{ test_id: "suite/test", reason: "why", expires: "2030-01-31" }]`,
  );
}

/** The name the reports show: "suite/test" when the entry is scoped to a suite. */
export function quarantineLabel(entry: QuarantineEntry): string {
  return entry.suite_id === undefined ? entry.test_id : `${entry.suite_id}/${entry.test_id}`;
}

/** An entry applies through the whole of its `expires` day in UTC. */
export function isExpired(entry: QuarantineEntry, now: Date): boolean {
  const endOfDay = Date.parse(`${entry.expires}T00:00:00Z`) + 24 * 60 * 60 * 1000;
  return now.getTime() >= endOfDay;
}

export function matchesTest(entry: QuarantineEntry, suiteId: string, testId: string): boolean {
  if (entry.suite_id !== undefined) return entry.suite_id === suiteId && entry.test_id === testId;
  return entry.test_id === testId || entry.test_id === `${suiteId}/${testId}`;
}
