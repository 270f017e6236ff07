// The capture pull request and `agent-eval capture`: what was captured, scrubbed, refused, and what a reviewer must check.
import { plural } from '../../format.ts';

// --- the capture pull request ------------------------------------------------------------------

/** How a captured test's calibrated numbers are computed, as the capture pull request states it. */
export const CAPTURE_METHOD =
  'Pass rate: the share of the scored replays (errored replays left out) in which every kept check held. ' +
  'A check is kept when it held in all but at most one of the scored replays; the others are dropped, each with a comment beside it in the file.';

export const CAPTURE_APPROVAL =
  'These suites are drafts (`metadata.capture.status: draft`): they run and are reported on every pull request but never fail the check and never enter a baseline. ' +
  'Approve them all with `/eval approve`, some with `/eval approve <suite>`, or by deleting `status: draft`; close this pull request to drop them.';

export function captureIntro(captured: number, runs: number, target: string): string {
  return `${plural(captured, 'conversation')} captured as draft tests, each replayed ${plural(runs, 'time')} against ${target}.`;
}

const SCRUBBED_KINDS: Record<string, [string, string]> = {
  secret: ['secret', 'secrets'],
  email: ['email address', 'email addresses'],
  phone: ['phone number', 'phone numbers'],
  card: ['card number', 'card numbers'],
  iban: ['IBAN', 'IBANs'],
  name: ['name', 'names'],
  address: ['address', 'addresses'],
  date_of_birth: ['date of birth', 'dates of birth'],
  id_number: ['id number', 'id numbers'],
};

/** The distinct values the scrub replaced, by kind: "2 secrets, 1 email address"; "none" when none. */
export function scrubbedCounts(counts: Readonly<Record<string, number>>): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => (a in SCRUBBED_KINDS ? 0 : 1) - (b in SCRUBBED_KINDS ? 0 : 1) || a.localeCompare(b))
    .map(([kind, n]) => {
      const words = SCRUBBED_KINDS[kind];
      return words !== undefined ? plural(n, words[0], words[1]) : `${plural(n, 'value')} of ${kind}`;
    });
  return parts.length > 0 ? parts.join(', ') : 'none';
}

/** What the scrub replaced, as the capture pull request and `agent-eval capture` say it. */
export function captureScrubbed(counts: Readonly<Record<string, number>>): string {
  return `Replaced by fakes before anything was derived, replayed or written (distinct values, as detected): ${scrubbedCounts(counts)}. A final scan of every file found no detected secret or personal value left.`;
}

/** What a reviewer must still check: the scrub is detection, never a guarantee. */
export const CAPTURE_REVIEW =
  'Check before approving: secrets and personal data are found by the names of their keys and by patterns, which is no guarantee. ' +
  'Free text (user_input, opening, persona, goal and the replies quoted in comments) is not scrubbed for names and street addresses, ' +
  'except values of name and address keys, names after phrases such as "my name is" or a title, and addresses in common street forms: ' +
  'read every draft for names, addresses and anything else personal or secret (each says so in metadata.capture.review).';

export function captureRefusedIntro(refused: number): string {
  return `${plural(refused, 'captured test')} not written: ${refused === 1 ? 'it does' : 'they do'} not play out the same on the target.`;
}

export function captureFailuresIntro(failures: number): string {
  return `${plural(failures, 'conversation or line')} could not be captured:`;
}
