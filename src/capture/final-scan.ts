// The last look before a captured draft is written (the CLI) or committed (the action): every file
// is scanned again with the scrub's own detectors (detect.ts, and secretlint's rules once per
// file), in its text and by the keys its values are under. A finding names the file, the line and
// the kind, never the value; one finding in any file means nothing is written or committed.
import { findInText, isFake, KEEPABLE_KINDS, keyKind, type Kind } from './detect.ts';
import { keepProblem, keyOf, type FindRuleSecrets, type ScrubOptions } from './scrub.ts';
import { findRuleSecrets } from './secret-rules.ts';
import { yamlScalars } from './write.ts';

export interface Finding {
  /** The file as the user knows it (its path in the repository, or where it would be written). */
  file: string;
  line: number;
  kind: string;
  /** Which detector found it. */
  rule: string;
}

/** Every detected secret or personal value left in the files; empty when they may be written. */
export async function scanFiles(
  files: readonly { path: string; text: string }[],
  options: ScrubOptions,
  findSecrets: FindRuleSecrets = findRuleSecrets,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const f of files) findings.push(...(await scanFile(f.path, f.text, options, findSecrets)));
  return findings;
}

export async function scanFile(
  file: string,
  text: string,
  options: ScrubOptions,
  findSecrets: FindRuleSecrets = findRuleSecrets,
): Promise<Finding[]> {
  const keep = new Set(options.keep.map((k) => k.toLowerCase()).filter((k) => keepProblem(k) === null));
  const extraKeys = new Set(options.keys.map((k) => k.toLowerCase()));
  const skip = new Set<Kind>(KEEPABLE_KINDS.filter((k) => keep.has(k)));
  const lineAt = lineIndex(text);
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const add = (line: number, kind: string, rule: string) => {
    const id = `${line}\u0000${kind}`;
    if (seen.has(id)) return;
    seen.add(id);
    findings.push({ file, line, kind, rule });
  };

  for (const s of await findSecrets(text)) if (!isFake(text.slice(s.start, s.end))) add(lineAt(s.start), 'secret', `secretlint ${s.rule}`);
  for (const f of findInText(text, skip)) add(lineAt(f.start), f.kind, f.rule);
  for (const scalar of yamlScalars(text)) {
    const parent = Object.fromEntries(scalar.siblings.map((k) => [k, true]));
    const key = scalar.key === null ? null : keyOf(parent, scalar.key, scalar.factKey);
    if (key === null || scalar.value.trim().length < 2 || isFake(scalar.value)) continue;
    const lower = key.toLowerCase();
    const kind = keyKind(key);
    const held =
      kind === 'secret' ? kind : keep.has(lower) ? null : extraKeys.has(lower) ? lower : kind !== null && !skip.has(kind) ? kind : null;
    if (held !== null) add(scalar.line, held, held === lower ? 'a value under a --scrub-key key' : `a value under a key of kind ${held}`);
  }
  return findings.sort((a, b) => a.line - b.line);
}

/** What a refusal says: each finding as file:line: kind (detector), at most `max` of them. */
export function describeFindings(findings: readonly Finding[], max = 20): string {
  const listed = findings.slice(0, max).map((f) => `${f.file}:${f.line}: ${kindText(f.kind)} (${f.rule})`);
  if (findings.length > max) listed.push(`and ${findings.length - max} more`);
  return listed.join('; ');
}

function kindText(kind: string): string {
  return kind === 'secret'
    ? 'a secret'
    : kind === 'date_of_birth'
      ? 'a date of birth'
      : kind === 'id_number'
        ? 'an id number'
        : `a personal value (${kind})`;
}

/** The line (1-based) of an offset of the text. */
function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
