// What capture's scrub and its final scan look for, in one place so both see the same things:
// - keyKind: the kind of a fact key, tool argument or field by its name, in any case style
//   (`firstName`, `first_name`, `FIRST-NAME`, `AWS_KEY`, `x-api-key`);
// - findInText: secrets and personal data in free text, by pattern (private key blocks, AWS access
//   key ids, prefixed API keys, JWTs, bearer tokens, credentials in URLs, "password: ...",
//   Unicode emails, IBANs, card numbers, phone numbers found by libphonenumber, spelled out in
//   English or as digit runs, street addresses and UK postcodes in common forms, names introduced
//   as "my name is ..." or after a title, long random-looking tokens).
// secretlint's rules (secret-rules.ts) are async and run once per conversation or file beside these.
// Names and addresses in other free text are not found: capture marks every draft for review.
import { findPhones } from './phones.ts';

/** Every kind of value replaced. `secret` is never let through (--keep refuses it). */
export const KINDS = ['secret', 'email', 'phone', 'card', 'iban', 'name', 'address', 'date_of_birth', 'id_number'] as const;
export type Kind = (typeof KINDS)[number];
/** The kinds `--keep` may let through. */
export const KEEPABLE_KINDS: readonly Kind[] = KINDS.filter((k) => k !== 'secret');

export interface Found {
  start: number;
  end: number;
  kind: Kind;
  /** Which detector found it (named in a refusal; never the value). */
  rule: string;
}

// ---------------------------------------------------------------------------------------------
// Keys

/** The words of a key in any case style: `emailAddress`, `EMAIL_ADDRESS`, `email-address` are "email address". */
export function keyWords(key: string): string[] {
  return key
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

const SECRET_HEADS = new Set([
  'password',
  'passwd',
  'pwd',
  'pass',
  'passphrase',
  'passcode',
  'secret',
  'token',
  'credential',
  'credentials',
  'cookie',
  'otp',
  'pin',
  'cvv',
  'cvc',
  'cvv2',
  'auth',
  'authorization',
  'bearer',
  'signature',
]);
const SECRET_ENDINGS = [
  'password',
  'passwd',
  'passphrase',
  'passcode',
  'secret',
  'token',
  'apikey',
  'accesskey',
  'privatekey',
  'secretkey',
  'credential',
  'credentials',
];
/** `..._key` that names no secret: a sort key, a cache key, a fact's key. */
const PLAIN_KEY_WORDS = new Set([
  'sort',
  'partition',
  'primary',
  'foreign',
  'cache',
  'idempotency',
  'fact',
  'option',
  'lookup',
  'dedupe',
  'dedup',
  'routing',
  'group',
  'map',
  'object',
  'hash',
  'range',
  'row',
  'index',
  'translation',
  'message',
  'menu',
  'node',
  'state',
  'memory',
]);
/** `..._name` that names a thing, not a person. */
const THING_NAME_WORDS = new Set([
  'node',
  'tool',
  'function',
  'file',
  'model',
  'event',
  'step',
  'flow',
  'suite',
  'test',
  'field',
  'option',
  'intent',
  'plan',
  'product',
  'service',
  'queue',
  'topic',
  'category',
  'class',
  'method',
  'host',
  'domain',
  'branch',
  'repo',
  'repository',
  'app',
  'table',
  'column',
  'attribute',
  'param',
  'parameter',
  'variable',
  'key',
  'skill',
  'agent',
  'bot',
  'action',
  'state',
  'template',
  'project',
  'device',
  'region',
  'zone',
  'bucket',
  'channel',
  'item',
  'tier',
  'package',
  'sku',
  'brand',
  'label',
  'type',
  'kind',
  'status',
  'path',
  'place',
]);

/** The kind of the values held under a key, by its name; null when the name says nothing personal. */
export function keyKind(key: string): Kind | null {
  const words = keyWords(key);
  if (words.length === 0) return null;
  const joined = words.join('');
  const last = words.at(-1)!;
  const has = (...w: string[]) => w.some((x) => words.includes(x));

  if (SECRET_HEADS.has(last) || SECRET_ENDINGS.some((e) => joined.endsWith(e))) return 'secret';
  if (last === 'key' && words.length > 1 && !words.some((w) => PLAIN_KEY_WORDS.has(w))) return 'secret';
  if (words[0] === 'aws' || joined.startsWith('aws')) return 'secret';
  if (has('email', 'mail') || joined.includes('email')) return 'email';
  if (has('phone', 'telephone', 'tel', 'mobile', 'cell', 'cellphone', 'fax', 'msisdn', 'whatsapp', 'landline') || joined.includes('phone'))
    return 'phone';
  if (has('dob', 'birthday', 'birthdate') || joined.includes('birth')) return 'date_of_birth';
  if (has('iban')) return 'iban';
  if (has('card') && ['card', 'number', 'no', 'num', 'pan'].includes(last)) return 'card';
  if (joined.includes('cardnumber') || last === 'pan') return 'card';
  if (
    has('ssn', 'passport', 'nino', 'bsn', 'tin') ||
    joined.includes('socialsecurity') ||
    joined.includes('nationalid') ||
    joined.includes('taxid') ||
    joined.includes('accountnumber') ||
    joined.includes('accountno') ||
    joined.includes('routingnumber') ||
    joined.includes('sortcode') ||
    joined.includes('licensenumber') ||
    joined.includes('licencenumber') ||
    joined.includes('driverslicense') ||
    joined.includes('driverlicense')
  )
    return 'id_number';
  if (
    has('address', 'addr', 'street', 'postcode', 'zipcode', 'zip', 'postal') ||
    /street|postcode|zipcode|postalcode|housenumber/.test(joined)
  )
    return 'address';
  const suffix = ['name', 'holder'].find((s) => joined.endsWith(s));
  if (suffix !== undefined) {
    // The words before it: `node_name` and `filename` name things, `first_name` and `surname` people.
    const before = last === suffix ? words.slice(0, -1) : [...words.slice(0, -1), last.slice(0, -suffix.length)];
    if (!before.some((w) => THING_NAME_WORDS.has(w))) return 'name';
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Free text

/** A fake the scrub made: never found again, so scrubbing twice changes nothing. */
export function isFake(text: string): boolean {
  return /^person\d+@example\.com$/.test(text) || /^\+1-555-01\d+$/.test(text) || /^[a-z_]+-scrubbed-\d+$/.test(text);
}

/** Values a "password: ..." phrase is followed by that are words, not the secret. */
const NOT_A_VALUE = new Set(
  (
    'not no never wrong incorrect invalid expired working correct right the a an my your his her their our too same reset locked ' +
    'forgotten forgot missing empty required changed different weak strong short long case sensitive and or but for in on to with ' +
    'out safe gone here there this that it ok okay fine mine yours still now also just what which where when how why who been being ' +
    'needed asked sent shown hidden lost stolen compromised leaked please thanks use click go visit enter type try see follow ' +
    'select choose press tap open request'
  ).split(' '),
);

interface Detector {
  kind: Kind;
  rule: string;
  /** Finds every match; `group` names the capture group that is the value (else the whole match). */
  regex: RegExp;
  group?: number;
  /** Whether a match is kept. */
  accept?: (value: string) => boolean;
}

const LETTER = '\\p{L}\\p{M}';
const NAME_WORD = `\\p{Lu}[${LETTER}'’-]+`;

const DIGIT_WORDS: Record<string, number> = {
  zero: 1,
  oh: 1,
  one: 1,
  two: 1,
  three: 1,
  four: 1,
  five: 1,
  six: 1,
  seven: 1,
  eight: 1,
  nine: 1,
};
const DIGIT_TOKEN = '(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|double|triple|\\d{1,4})';

const STREET_SUFFIX =
  'Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Court|Ct|Place|Pl|Terrace|Close|Crescent|Square|Sq|Parkway|Pkwy|Highway|Hwy|Row|Mews|Grove|Gardens|Hill|Walk|Circle|Cir';

/** In this order: a match of an earlier detector is not looked at by a later one. */
const DETECTORS: readonly Detector[] = [
  {
    kind: 'secret',
    rule: 'private key block',
    regex: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----[\s\S]{0,20000}?-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g,
  },
  { kind: 'secret', rule: 'AWS access key id', regex: /\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)[A-Z0-9]{16}\b/g },
  {
    kind: 'secret',
    rule: 'API key',
    regex:
      /\b(?:(?:sk|pk|rk)[-_](?:live|test|prod|proj|ant|svcacct|admin)[-_][A-Za-z0-9_-]{8,}|sk-[A-Za-z0-9_-]{20,}|(?:ghp|gho|ghu|ghs|ghr|github_pat|glpat|xox[abposr]|hf|npm|shpat|shpss|AIza)[-_]?[A-Za-z0-9_-]{16,})/g,
  },
  { kind: 'secret', rule: 'JWT', regex: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { kind: 'secret', rule: 'bearer token', regex: /\b(?:Bearer|Basic|Token)\s+([A-Za-z0-9._~+/=-]{12,})/g, group: 1 },
  { kind: 'secret', rule: 'credentials in a URL', regex: /\b[a-z][a-z0-9+.-]{1,20}:\/\/([^\s:@/]{1,200}:[^\s@/]{1,200})@/gi, group: 1 },
  {
    kind: 'secret',
    rule: 'a value after "password", "token", "PIN", ...',
    regex: new RegExp(
      '\\b(?:pass(?:word|wd|phrase|code)?|pwd|pin(?:\\s*code)?|secret|token|api[\\s_-]?key|access[\\s_-]?key|secret[\\s_-]?key|private[\\s_-]?key|credentials?|otp|one[\\s-]time[\\s-](?:code|password)|verification\\s+code|security\\s+code|cvv|cvc)' +
        "(?:\\s*(?:[:=]|->|\\bis\\b|\\bwas\\b|\\bare\\b|'s|’s|\\bwould be\\b|\\bshould be\\b|\\bset to\\b|\\bchanged to\\b)\\s*){1,2}" +
        '(?:(?:now|still|actually|just|currently)\\s+)?["\'“‘`]?([^\\s"\'”’`,;]{3,200})',
      'giu',
    ),
    group: 1,
    accept: (value) => !NOT_A_VALUE.has(value.toLowerCase().replace(/[.!?]+$/, '')),
  },
  {
    kind: 'email',
    rule: 'email address',
    regex: new RegExp(
      `(?<![${LETTER}\\p{N}._%+-])[${LETTER}\\p{N}._%+-]{1,200}[@＠](?:[${LETTER}\\p{N}](?:[${LETTER}\\p{N}-]{0,62}[${LETTER}\\p{N}])?[.。])+(?:[${LETTER}]{2,63}|xn--[a-z0-9-]{1,59})(?![${LETTER}\\p{N}])`,
      'gu',
    ),
  },
  { kind: 'iban', rule: 'IBAN', regex: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g },
  { kind: 'card', rule: 'card number', regex: /\b\d(?:[ -]?\d){12,18}\b/g },
  {
    kind: 'phone',
    rule: 'phone number spelled out',
    regex: new RegExp(`(?<![\\p{L}\\p{N}])(?:(?:\\+|plus)\\s*)?${DIGIT_TOKEN}(?:[\\s,.-]{1,3}${DIGIT_TOKEN}){5,}(?![\\p{L}\\p{N}])`, 'giu'),
    accept: spelledPhone,
  },
  {
    kind: 'phone',
    rule: 'phone-like digit run',
    regex: /(?<![\w+])(?:\+\d{1,4}[ .-]?)?(?:\(\d{1,4}\)[ .-]?)?\d(?:[ .-]?\d){6,14}\b/g,
    accept: (value) => !/^\d{4}[-./]\d{1,2}[-./]\d{1,2}|^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$/.test(value),
  },
  {
    kind: 'address',
    rule: 'street address',
    regex: new RegExp(
      [
        `\\b\\d{1,5}[A-Za-z]?,?\\s+(?:${NAME_WORD}\\s+){1,4}(?:${STREET_SUFFIX})\\b\\.?`,
        `(?:${NAME_WORD}\\s+){1,3}(?:Street|Road|Avenue|Lane|Drive|Way|Court|Place|Square)\\s+\\d{1,5}[a-z]?\\b`,
        `\\b${NAME_WORD}(?:straße|strasse|str\\.|weg|gasse|platz|allee|damm|laan|straat|gracht|plein|vej|gade|gatan|vägen|veien)\\s+\\d{1,5}[a-z]?\\b`,
        `\\b\\d{1,5}[a-z]?,?\\s+(?:[Rr]ue|[Aa]venue|[Bb]oulevard|[Cc]hemin|[Pp]lace|[Ii]mpasse|[Aa]llée|[Vv]ia|[Vv]iale|[Pp]iazza|[Cc]alle|[Aa]venida|[Rr]ua)\\s+(?:(?:de|du|des|la|le|del|della|di|da|do|dos|l’|l'|d’|d')\\s*)*${NAME_WORD}(?:\\s+${NAME_WORD}){0,3}`,
      ].join('|'),
      'gu',
    ),
  },
  { kind: 'address', rule: 'UK postcode', regex: /\b(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[ABD-HJLNP-UW-Z]{2}\b/g },
  {
    kind: 'name',
    rule: 'a name after "my name is", "I am", a title or a sign-off',
    regex: new RegExp(
      [
        `\\b(?:[Mm]y name is|[Mm]y name's|[Mm]y name’s|[Nn]ame:|[Cc]all me|[Rr]egards,?|[Ss]incerely,?|[Cc]heers,|[Tt]hanks,|(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Herr|Frau|Mme|Mlle|Sr|Sra)\\.?)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD}){0,3})`,
        `\\b(?:I am|I'm|I’m|[Tt]his is|[Ii]t's|[Ii]t’s)\\s+(${NAME_WORD}(?:\\s+(?:(?:van|von|de|der|da|di|del|le|la|bin|al|ibn)\\s+)?${NAME_WORD}){1,3})`,
      ].join('|'),
      'gu',
    ),
    group: 1,
  },
  {
    kind: 'secret',
    rule: 'random-looking token',
    regex: /(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/=_-]{24,512}(?![A-Za-z0-9+/=_-])/g,
    accept: randomLooking,
  },
];

/** The secrets and personal data in `text` (non-overlapping, in order), leaving out the kinds in `skip` and the scrub's own fakes. */
export function findInText(text: string, skip: ReadonlySet<Kind> = new Set()): Found[] {
  const found: Found[] = [];
  // Which characters a match already covers: linear in the text, however many matches it holds.
  const covered = new Uint8Array(text.length);
  const taken = (start: number, end: number) => {
    for (let i = start; i < end; i++) if (covered[i] === 1) return true;
    return false;
  };
  const add = (start: number, end: number, kind: Kind, rule: string) => {
    if (end <= start || taken(start, end) || isFake(text.slice(start, end))) return;
    covered.fill(1, start, end);
    found.push({ start, end, kind, rule });
  };
  for (const d of DETECTORS) {
    if (skip.has(d.kind)) continue;
    if (d.kind === 'phone' && d.rule === 'phone-like digit run') {
      // libphonenumber first, so an international number is replaced whole, country code included;
      // the pattern then takes national numbers (and international ones past its bound).
      for (const p of findPhones(text)) add(p.start, p.end, 'phone', 'phone number');
    }
    d.regex.lastIndex = 0;
    for (const m of text.matchAll(d.regex)) {
      let value = m[0];
      let start = m.index;
      if (d.group !== undefined) {
        const groups = m.slice(1);
        const i = groups.findIndex((g) => g !== undefined);
        if (i === -1) continue;
        value = groups[i]!;
        start = m.index + m[0].lastIndexOf(value);
      }
      if (d.kind === 'secret' && d.group !== undefined) value = value.replace(/[.!?]+$/, '');
      if (d.accept !== undefined && !d.accept(value)) continue;
      add(start, start + value.length, d.kind, d.rule);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Six or more digit tokens, at least three of them words, seven or more digits in all. */
function spelledPhone(value: string): boolean {
  const tokens = value.toLowerCase().match(/[a-z]+|\d+/g) ?? [];
  let words = 0;
  let digits = 0;
  let repeat = 1;
  for (const t of tokens) {
    if (t === 'double' || t === 'triple') {
      repeat = t === 'double' ? 2 : 3;
      continue;
    }
    if (t === 'plus') continue;
    if (DIGIT_WORDS[t] !== undefined) {
      words += 1;
      digits += repeat;
    } else digits += t.length * repeat;
    repeat = 1;
  }
  return words >= 3 && digits >= 7;
}

/** Upper and lower case letters and digits, high entropy, not a UUID: a key or token, not a word. */
function randomLooking(value: string): boolean {
  if (!/[A-Z]/.test(value) || !/[a-z]/.test(value) || !/\d/.test(value)) return false;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) return false;
  const counts = new Map<string, number>();
  for (const c of value) counts.set(c, (counts.get(c) ?? 0) + 1);
  let entropy = 0;
  for (const n of counts.values()) entropy -= (n / value.length) * Math.log2(n / value.length);
  return entropy >= 3.5;
}
