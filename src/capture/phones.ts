// The one importer of libphonenumber-js: international phone numbers in free text, found by
// Google's libphonenumber metadata (max), so a number is found whole, its country code and a "(0)"
// trunk prefix included. Parsing costs about a tenth of a millisecond per number, so it looks only
// at the WINDOW characters after each "+", for at most MAX_CANDIDATES of them per text; capture's
// scrub replaces national numbers, and whatever is left beyond that bound, by its digit-run pattern.
import { findPhoneNumbersInText } from 'libphonenumber-js/max';

/** The most "+" signs parsed in one text. */
const MAX_CANDIDATES = 200;
/** How far after a "+" a number may run. */
const WINDOW = 40;

/** The spans of `text` that are international phone numbers, in order. */
export function findPhones(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let candidates = 0;
  for (let at = text.indexOf('+'); at !== -1 && candidates < MAX_CANDIDATES; candidates++) {
    let next = at + 1;
    for (const n of findPhoneNumbersInText(text.slice(at, at + WINDOW))) {
      if (n.startsAt !== 0) continue;
      spans.push({ start: at, end: at + n.endsAt });
      next = at + n.endsAt;
    }
    at = text.indexOf('+', next);
  }
  return spans;
}
