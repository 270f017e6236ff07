// Validation of a judge's reply: {"scores": {criterion: 0..1}, "fail_reasons": [...]}, a score for
// every criterion asked. Anything else is a problem to re-ask about, never a pass.
import { z } from 'zod';

const ReplySchema = z.object({
  scores: z.record(z.string(), z.unknown()),
  // Optional: it explains, it never decides; a verdict without it is still complete.
  fail_reasons: z.array(z.string()).optional(),
});

export const NOT_JSON = 'the reply is not valid JSON';

export type ParsedReply = { ok: true; scores: Record<string, number>; fail_reasons: string[] } | { ok: false; problem: string };

export function parseVerdictReply(raw: string, criteria: readonly string[]): ParsedReply {
  let json: unknown;
  try {
    json = JSON.parse(stripCodeFence(raw));
  } catch {
    return { ok: false, problem: raw.trim() === '' ? 'the reply was empty' : NOT_JSON };
  }
  const parsed = ReplySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'the reply';
    return { ok: false, problem: `${where}: ${issue?.message ?? 'wrong shape'} (expected {"scores": {...}, "fail_reasons": [...]})` };
  }
  // The reply's own scores: zod leaves a `__proto__` key out of the record it returns, and a criterion may be named so.
  const checked = checkScores((json as { scores: Record<string, unknown> }).scores, criteria);
  if (!checked.ok) return checked;
  return { ok: true, scores: checked.scores, fail_reasons: parsed.data.fail_reasons ?? [] };
}

/** Every criterion present with a number in [0, 1]; scores for criteria not asked are dropped. */
export function checkScores(
  scores: Record<string, unknown>,
  criteria: readonly string[],
): { ok: true; scores: Record<string, number> } | { ok: false; problem: string } {
  const missing = criteria.filter((c) => !Object.hasOwn(scores, c));
  if (missing.length > 0) {
    const got = Object.keys(scores);
    return {
      ok: false,
      problem: `no score for ${missing.map((c) => JSON.stringify(c)).join(', ')} (scored: ${got.length > 0 ? got.map((c) => JSON.stringify(c)).join(', ') : 'nothing'})`,
    };
  }
  const out: [string, number][] = [];
  const bad: string[] = [];
  for (const c of criteria) {
    const score = scores[c];
    if (typeof score === 'number' && Number.isFinite(score) && score >= 0 && score <= 1) out.push([c, score]);
    // A list or object is named, not printed: printing one nested thousands deep would overflow the stack.
    else
      bad.push(
        `${JSON.stringify(c)} = ${Array.isArray(score) ? 'a list' : typeof score === 'object' && score !== null ? 'an object' : JSON.stringify(score)}`,
      );
  }
  if (bad.length > 0) return { ok: false, problem: `scores must be numbers from 0 to 1: ${bad.join(', ')}` };
  return { ok: true, scores: Object.fromEntries(out) };
}

/** Without structured output, models often wrap their JSON in a ```json fence. */
function stripCodeFence(raw: string): string {
  const fenced = /^\s*```[a-zA-Z]*\s*\n([\s\S]*?)\n?```\s*$/.exec(raw);
  return fenced?.[1] ?? raw;
}
