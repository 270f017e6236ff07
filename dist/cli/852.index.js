export const id = 852;
export const ids = [852];
export const modules = {

/***/ 95852:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CAPTURE_HELP: () => (/* binding */ CAPTURE_HELP),
  captureCommand: () => (/* binding */ captureCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/capture/calibrate.ts
var calibrate = __webpack_require__(79667);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/agent/normalise.ts + 1 modules
var normalise = __webpack_require__(20847);
// EXTERNAL MODULE: ./src/portable-name.ts
var portable_name = __webpack_require__(67306);
// EXTERNAL MODULE: ./src/runner/facts-delta.ts
var facts_delta = __webpack_require__(86742);
;// CONCATENATED MODULE: ./src/capture/derive.ts
// Scripted capture: a (scrubbed) conversation becomes one suite with one test whose checks are
// structural, never exact text: per turn the node after it, the first tool call's name with its
// stable arguments, the facts it added or updated (values only when short and enumerable), and at
// the end whether the flow completed. What is left out is said in a note beside the check, written
// as a YAML comment (write.ts).




/** Longest reply quoted in a note. */
const QUOTE_MAX = 160;
/** Longest reply kept as the reference text of assistant_similar_to. */
const REFERENCE_MAX = 2000;
/** The similarity a captured reply must reach before calibration sets it from what was observed. */
const CAPTURED_SIMILARITY_MIN = 0.8;
/** A file-name stem for any id: kept when plain, else cleaned and suffixed with a hash of the id, so `../x` never becomes a path. */
function safeStem(id) {
    if (/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,79}$/.test(id) && !id.includes('..'))
        return id;
    const cleaned = id
        .replace(/[^A-Za-z0-9_-]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .slice(0, 60);
    const hash = (0,external_node_crypto_.createHash)('sha256').update(id).digest('hex').slice(0, 12);
    return `${cleaned || 'conversation'}-${hash}`;
}
class DeriveError extends Error {
    name = 'DeriveError';
}
/** Derives the draft suite of one scrubbed conversation; `at` is the capture time (ISO 8601). */
function deriveSuite(conversation, at, options = { similarity: false }) {
    const { first, initialNode, stem } = startOf(conversation);
    const notes = [];
    const testPath = ['tests', 0];
    const turns = [];
    const turnIds = new Set();
    let lastCompleted = null;
    let previous;
    conversation.turns.forEach((captured, i) => {
        let turnId = captured.turnId || `turn_${i + 1}`;
        if (turnIds.has(turnId))
            turnId = `turn_${i + 1}`;
        turnIds.add(turnId);
        const turnPath = [...testPath, 'turns', i];
        let reply;
        try {
            reply = (0,normalise/* normaliseResult */.Av)(captured.response);
        }
        catch (error) {
            if (error instanceof normalise/* ResultSchemaError */.nW)
                throw new DeriveError(`${captured.at}: ${error.message}`);
            throw error;
        }
        const expected = {};
        const turnNotes = [];
        if (reply.current_node_id !== null && reply.current_node_id !== '')
            expected.next_node_id = reply.current_node_id;
        const call = reply.tool_calls[0];
        if (call !== undefined && call.name !== '') {
            const { kept, dropped } = stableArgs(call.args);
            expected.tool_call = Object.keys(kept).length > 0 ? { name: call.name, 'args.partial': kept } : { name: call.name };
            if (dropped.length > 0) {
                notes.push({
                    path: [...turnPath, 'expected', 'tool_call'],
                    text: `arguments not compared: ${dropped.map((d) => `${d.name} (${d.why})`).join(', ')}`,
                });
            }
        }
        const delta = (0,facts_delta/* computeFactsDelta */.t)((0,normalise/* factsToMap */.HV)(memoryFacts(captured.request.memory)), reply.facts);
        const added = Object.entries(delta.added);
        const updated = Object.entries(delta.updated).map(([key, change]) => [key, change.to]);
        const unchecked = [];
        const factList = (entries) => entries.flatMap(([key, value]) => {
            if (enumerable(value))
                return [{ key, value }];
            unchecked.push(key);
            return [];
        });
        const adds = factList(added);
        const updates = factList(updated);
        if (adds.length > 0)
            expected.facts_add = adds;
        if (updates.length > 0)
            expected.facts_update = updates;
        if (unchecked.length > 0)
            turnNotes.push(`facts not checked (their values are free text, long or personal): ${unchecked.join(', ')}`);
        if (reply.assistant_message !== null && reply.assistant_message.trim() !== '') {
            if (options.similarity) {
                expected.assistant_similar_to = { text: reply.assistant_message.slice(0, REFERENCE_MAX), min: CAPTURED_SIMILARITY_MIN };
                turnNotes.push('the reply is compared by the similarity of its embedding, never word for word');
            }
            else {
                turnNotes.push(`the agent replied: ${quote(reply.assistant_message)} (text is never checked word for word; with a judge key, capture compares it by similarity)`);
                if (options.judge === true) {
                    const choice = i > 0 ? chosenLabel(previous?.next_node_descriptor, reply.tool_calls) : null;
                    expected.judge_criteria = { criteria: [replyCriterion(choice, reply.current_node_id, reply.flow_completed === true)] };
                    turnNotes.push('judge_criteria: what the reply must do, derived from the choice and the node after the turn; the judge grades it');
                }
            }
        }
        if (reply.flow_completed !== null)
            lastCompleted = reply.flow_completed;
        previous = reply;
        const turn = { turn_id: turnId, user_input: captured.request.latest_user_message };
        if (Object.keys(expected).length > 0)
            turn.expected = expected;
        turns.push(turn);
        if (turnNotes.length > 0)
            notes.push({ path: [...turnPath, 'turn_id'], text: turnNotes.join('\n') });
    });
    const test = { test_id: conversation.testId || 'conversation', initial_node_id: initialNode, turns };
    const memory = seedMemory(first.request.memory);
    if (memory !== undefined)
        test.memory = memory;
    if (lastCompleted !== null)
        test.final_assertions = { flow_completed: lastCompleted };
    if (conversation.turnsLeftOut > 0) {
        notes.push({
            path: [...testPath, 'test_id'],
            text: `captured the first ${turns.length} turns; ${conversation.turnsLeftOut} later turns are left out`,
        });
    }
    if (conversation.cut !== null)
        notes.push({ path: [...testPath, 'test_id'], text: conversation.cut });
    return { fileName: (0,portable_name/* portableFileName */.p5)(`${stem}.yaml`), suite: suiteOf(conversation, stem, at, test), notes };
}
/** Where a captured test starts: its first turn, that turn's node, and the file-name stem. */
function startOf(conversation) {
    const first = conversation.turns[0];
    if (first === undefined)
        throw new DeriveError(`conversation ${JSON.stringify(conversation.id)} has no turn to capture`);
    const initialNode = first.request.current_node_id;
    if (initialNode === null || initialNode === '') {
        throw new DeriveError(`${first.at}: the first turn's request has no context.current_node_id, so the test cannot start where it did`);
    }
    const stem = conversation.suiteId !== null && conversation.testId !== null
        ? safeStem(`${conversation.suiteId}.${conversation.testId}`)
        : safeStem(conversation.id);
    return { first, initialNode, stem };
}
/** The draft suite around one captured test: its id, description and metadata.capture. */
function suiteOf(conversation, stem, at, test) {
    const metadata = { from: { file: conversation.file, conversation_id: conversation.id }, at, status: 'draft' };
    return {
        version: 'v1',
        suite_id: `captured.${stem}`,
        description: `Captured from ${conversation.file} (conversation ${conversation.id})`,
        metadata: { capture: metadata },
        tests: [test],
    };
}
// ---------------------------------------------------------------------------------------------
const TIME_KEY = /(^|_)(timestamp|time|date|at|created|updated|ts)$/i;
const ID_KEY = /^(id|uuid|guid)$|(^|_)(uuid|guid|request_id|call_id|session_id|trace_id|message_id|span_id|idempotency_key|token|nonce)$/i;
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}|$)/;
/** The arguments worth comparing on every run: short identifiers, booleans, small numbers. */
function stableArgs(args) {
    const kept = {};
    const dropped = [];
    if (typeof args !== 'object' || args === null || Array.isArray(args))
        return { kept, dropped };
    for (const [name, value] of Object.entries(args)) {
        const why = unstable(name, value);
        if (why === null)
            Object.defineProperty(kept, name, { value, enumerable: true, writable: true, configurable: true });
        else
            dropped.push({ name, why });
    }
    return { kept, dropped };
}
function unstable(name, value) {
    if (TIME_KEY.test(name))
        return 'a time';
    if (ID_KEY.test(name))
        return 'an id';
    if (value === null || typeof value === 'boolean')
        return null;
    if (typeof value === 'number') {
        if (!Number.isInteger(value) || Math.abs(value) >= 100_000)
            return value > 1e9 ? 'a time' : 'a measured number';
        return null;
    }
    if (typeof value === 'string') {
        if (UUID.test(value))
            return 'an id';
        if (ISO_TIME.test(value))
            return 'a time';
        if (/\s/.test(value.trim()) || value.length > 40)
            return 'free text';
        if (/\d{5,}/.test(value) || /^[0-9a-f]{16,}$/i.test(value))
            return 'an id';
        if (value.includes('-scrubbed-') || value.endsWith('@example.com'))
            return 'personal data';
        if (value === '')
            return 'empty';
        return null;
    }
    return 'a nested value';
}
/** A fact value that is the same every time: a boolean, a small whole number or a short identifier. */
function enumerable(value) {
    if (typeof value === 'boolean')
        return true;
    if (typeof value === 'number')
        return Number.isInteger(value) && Math.abs(value) < 1000;
    if (typeof value !== 'string')
        return false;
    return (value.length > 0 && value.length <= 24 && /^[\p{L}\p{N}_.-]+$/u.test(value) && !/\d{5,}/.test(value) && !value.includes('-scrubbed-'));
}
function memoryFacts(memory) {
    return typeof memory === 'object' && memory !== null && !Array.isArray(memory) ? memory['facts'] : undefined;
}
/** The seeded memory of the first turn, as the suite format takes it (absent when empty). */
function seedMemory(memory) {
    if (typeof memory !== 'object' || memory === null || Array.isArray(memory))
        return undefined;
    const m = memory;
    const seed = {};
    const facts = (0,normalise/* factsToMap */.HV)(m['facts']);
    if (Object.keys(facts).length > 0)
        seed.facts = Object.entries(facts).map(([key, value]) => ({ key, value }));
    if (Number.isInteger(m['turn_index']) && m['turn_index'] > 0)
        seed.turn_index = m['turn_index'];
    const summary = m['summary'];
    if (typeof summary === 'object' && summary !== null) {
        const s = summary;
        if (Number.isInteger(s['level']) && s['level'] >= 0 && Array.isArray(s['chunks']) && s['chunks'].length > 0) {
            seed.summary = { level: s['level'], chunks: s['chunks'] };
        }
    }
    return Object.keys(seed).length > 0 ? seed : undefined;
}
function quote(text) {
    const flat = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
    return JSON.stringify(flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX)}…` : flat);
}
/** The judge criterion of a reply: what it does (answers the choice, moves to the node), never its words. */
function replyCriterion(choice, node, completed) {
    const answers = choice !== null ? `acknowledges the user's choice ${quote(choice)}` : "answers the user's message";
    const moves = node !== null && node !== '' ? ` and moves the user on to ${idWords(node)}` : '';
    return `The reply ${answers}${moves}${completed ? ', closing the conversation' : ''}.`;
}
/** The label of the option a turn's tool calls took (`option_id`), as the descriptor before the turn offered it. */
function chosenLabel(descriptor, calls) {
    if (typeof descriptor !== 'object' || descriptor === null)
        return null;
    const options = descriptor['options'];
    if (!Array.isArray(options))
        return null;
    for (const call of calls) {
        const args = call.args;
        if (typeof args !== 'object' || args === null)
            continue;
        const id = args['option_id'];
        if (typeof id !== 'string')
            continue;
        const option = options.find((o) => typeof o === 'object' && o !== null && o['id'] === id);
        if (option === undefined || option['hidden'] === true)
            continue;
        const label = option['label'];
        if (typeof label === 'string' && flatText(label) !== '')
            return clipText(flatText(label), LABEL_MAX);
    }
    return null;
}
/** Longest option label kept. */
const LABEL_MAX = 80;
/** An id as words: `technician_booked` as "technician booked". */
function idWords(id) {
    return flatText(id.replace(/[_-]+/g, ' '));
}
/** One line: control characters and runs of white space as one space. */
function flatText(text) {
    return text
        .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
}
function clipText(text, max) {
    return text.length > max ? `${text.slice(0, max)}…` : text;
}

// EXTERNAL MODULE: ./node_modules/libphonenumber-js/max/exports/findPhoneNumbersInText.js + 53 modules
var findPhoneNumbersInText = __webpack_require__(38104);
;// CONCATENATED MODULE: ./src/capture/phones.ts
// The one importer of libphonenumber-js: international phone numbers in free text, found by
// Google's libphonenumber metadata (max), so a number is found whole, its country code and a "(0)"
// trunk prefix included. Parsing costs about a tenth of a millisecond per number, so it looks only
// at the WINDOW characters after each "+", for at most MAX_CANDIDATES of them per text; capture's
// scrub replaces national numbers, and whatever is left beyond that bound, by its digit-run pattern.

/** The most "+" signs parsed in one text. */
const MAX_CANDIDATES = 200;
/** How far after a "+" a number may run. */
const WINDOW = 40;
/** The spans of `text` that are international phone numbers, in order. */
function findPhones(text) {
    const spans = [];
    let candidates = 0;
    for (let at = text.indexOf('+'); at !== -1 && candidates < MAX_CANDIDATES; candidates++) {
        let next = at + 1;
        for (const n of (0,findPhoneNumbersInText/* findPhoneNumbersInText */.Y)(text.slice(at, at + WINDOW))) {
            if (n.startsAt !== 0)
                continue;
            spans.push({ start: at, end: at + n.endsAt });
            next = at + n.endsAt;
        }
        at = text.indexOf('+', next);
    }
    return spans;
}

;// CONCATENATED MODULE: ./src/capture/detect.ts
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

/** Every kind of value replaced. `secret` is never let through (--keep refuses it). */
const KINDS = ['secret', 'email', 'phone', 'card', 'iban', 'name', 'address', 'date_of_birth', 'id_number'];
/** The kinds `--keep` may let through. */
const KEEPABLE_KINDS = KINDS.filter((k) => k !== 'secret');
// ---------------------------------------------------------------------------------------------
// Keys
/** The words of a key in any case style: `emailAddress`, `EMAIL_ADDRESS`, `email-address` are "email address". */
function keyWords(key) {
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
function keyKind(key) {
    const words = keyWords(key);
    if (words.length === 0)
        return null;
    const joined = words.join('');
    const last = words.at(-1);
    const has = (...w) => w.some((x) => words.includes(x));
    if (SECRET_HEADS.has(last) || SECRET_ENDINGS.some((e) => joined.endsWith(e)))
        return 'secret';
    if (last === 'key' && words.length > 1 && !words.some((w) => PLAIN_KEY_WORDS.has(w)))
        return 'secret';
    if (words[0] === 'aws' || joined.startsWith('aws'))
        return 'secret';
    if (has('email', 'mail') || joined.includes('email'))
        return 'email';
    if (has('phone', 'telephone', 'tel', 'mobile', 'cell', 'cellphone', 'fax', 'msisdn', 'whatsapp', 'landline') || joined.includes('phone'))
        return 'phone';
    if (has('dob', 'birthday', 'birthdate') || joined.includes('birth'))
        return 'date_of_birth';
    if (has('iban'))
        return 'iban';
    if (has('card') && ['card', 'number', 'no', 'num', 'pan'].includes(last))
        return 'card';
    if (joined.includes('cardnumber') || last === 'pan')
        return 'card';
    if (has('ssn', 'passport', 'nino', 'bsn', 'tin') ||
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
        joined.includes('driverlicense'))
        return 'id_number';
    if (has('address', 'addr', 'street', 'postcode', 'zipcode', 'zip', 'postal') ||
        /street|postcode|zipcode|postalcode|housenumber/.test(joined))
        return 'address';
    const suffix = ['name', 'holder'].find((s) => joined.endsWith(s));
    if (suffix !== undefined) {
        // The words before it: `node_name` and `filename` name things, `first_name` and `surname` people.
        const before = last === suffix ? words.slice(0, -1) : [...words.slice(0, -1), last.slice(0, -suffix.length)];
        if (!before.some((w) => THING_NAME_WORDS.has(w)))
            return 'name';
    }
    return null;
}
// ---------------------------------------------------------------------------------------------
// Free text
/** A fake the scrub made: never found again, so scrubbing twice changes nothing. */
function isFake(text) {
    return /^person\d+@example\.com$/.test(text) || /^\+1-555-01\d+$/.test(text) || /^[a-z_]+-scrubbed-\d+$/.test(text);
}
/** Values a "password: ..." phrase is followed by that are words, not the secret. */
const NOT_A_VALUE = new Set(('not no never wrong incorrect invalid expired working correct right the a an my your his her their our too same reset locked ' +
    'forgotten forgot missing empty required changed different weak strong short long case sensitive and or but for in on to with ' +
    'out safe gone here there this that it ok okay fine mine yours still now also just what which where when how why who been being ' +
    'needed asked sent shown hidden lost stolen compromised leaked please thanks use click go visit enter type try see follow ' +
    'select choose press tap open request').split(' '));
const LETTER = '\\p{L}\\p{M}';
const NAME_WORD = `\\p{Lu}[${LETTER}'’-]+`;
const DIGIT_WORDS = {
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
const STREET_SUFFIX = 'Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Court|Ct|Place|Pl|Terrace|Close|Crescent|Square|Sq|Parkway|Pkwy|Highway|Hwy|Row|Mews|Grove|Gardens|Hill|Walk|Circle|Cir';
/** In this order: a match of an earlier detector is not looked at by a later one. */
const DETECTORS = [
    {
        kind: 'secret',
        rule: 'private key block',
        regex: /-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----[\s\S]{0,20000}?-----END [A-Z0-9 ]{0,40}PRIVATE KEY(?: BLOCK)?-----/g,
    },
    { kind: 'secret', rule: 'AWS access key id', regex: /\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA|ASCA)[A-Z0-9]{16}\b/g },
    {
        kind: 'secret',
        rule: 'API key',
        regex: /\b(?:(?:sk|pk|rk)[-_](?:live|test|prod|proj|ant|svcacct|admin)[-_][A-Za-z0-9_-]{8,}|sk-[A-Za-z0-9_-]{20,}|(?:ghp|gho|ghu|ghs|ghr|github_pat|glpat|xox[abposr]|hf|npm|shpat|shpss|AIza)[-_]?[A-Za-z0-9_-]{16,})/g,
    },
    { kind: 'secret', rule: 'JWT', regex: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
    { kind: 'secret', rule: 'bearer token', regex: /\b(?:Bearer|Basic|Token)\s+([A-Za-z0-9._~+/=-]{12,})/g, group: 1 },
    { kind: 'secret', rule: 'credentials in a URL', regex: /\b[a-z][a-z0-9+.-]{1,20}:\/\/([^\s:@/]{1,200}:[^\s@/]{1,200})@/gi, group: 1 },
    {
        kind: 'secret',
        rule: 'a value after "password", "token", "PIN", ...',
        regex: new RegExp('\\b(?:pass(?:word|wd|phrase|code)?|pwd|pin(?:\\s*code)?|secret|token|api[\\s_-]?key|access[\\s_-]?key|secret[\\s_-]?key|private[\\s_-]?key|credentials?|otp|one[\\s-]time[\\s-](?:code|password)|verification\\s+code|security\\s+code|cvv|cvc)' +
            "(?:\\s*(?:[:=]|->|\\bis\\b|\\bwas\\b|\\bare\\b|'s|’s|\\bwould be\\b|\\bshould be\\b|\\bset to\\b|\\bchanged to\\b)\\s*){1,2}" +
            '(?:(?:now|still|actually|just|currently)\\s+)?["\'“‘`]?([^\\s"\'”’`,;]{3,200})', 'giu'),
        group: 1,
        accept: (value) => !NOT_A_VALUE.has(value.toLowerCase().replace(/[.!?]+$/, '')),
    },
    {
        kind: 'email',
        rule: 'email address',
        regex: new RegExp(`(?<![${LETTER}\\p{N}._%+-])[${LETTER}\\p{N}._%+-]{1,200}[@＠](?:[${LETTER}\\p{N}](?:[${LETTER}\\p{N}-]{0,62}[${LETTER}\\p{N}])?[.。])+(?:[${LETTER}]{2,63}|xn--[a-z0-9-]{1,59})(?![${LETTER}\\p{N}])`, 'gu'),
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
        regex: new RegExp([
            `\\b\\d{1,5}[A-Za-z]?,?\\s+(?:${NAME_WORD}\\s+){1,4}(?:${STREET_SUFFIX})\\b\\.?`,
            `(?:${NAME_WORD}\\s+){1,3}(?:Street|Road|Avenue|Lane|Drive|Way|Court|Place|Square)\\s+\\d{1,5}[a-z]?\\b`,
            `\\b${NAME_WORD}(?:straße|strasse|str\\.|weg|gasse|platz|allee|damm|laan|straat|gracht|plein|vej|gade|gatan|vägen|veien)\\s+\\d{1,5}[a-z]?\\b`,
            `\\b\\d{1,5}[a-z]?,?\\s+(?:[Rr]ue|[Aa]venue|[Bb]oulevard|[Cc]hemin|[Pp]lace|[Ii]mpasse|[Aa]llée|[Vv]ia|[Vv]iale|[Pp]iazza|[Cc]alle|[Aa]venida|[Rr]ua)\\s+(?:(?:de|du|des|la|le|del|della|di|da|do|dos|l’|l'|d’|d')\\s*)*${NAME_WORD}(?:\\s+${NAME_WORD}){0,3}`,
        ].join('|'), 'gu'),
    },
    { kind: 'address', rule: 'UK postcode', regex: /\b(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[ABD-HJLNP-UW-Z]{2}\b/g },
    {
        kind: 'name',
        rule: 'a name after "my name is", "I am", a title or a sign-off',
        regex: new RegExp([
            `\\b(?:[Mm]y name is|[Mm]y name's|[Mm]y name’s|[Nn]ame:|[Cc]all me|[Rr]egards,?|[Ss]incerely,?|[Cc]heers,|[Tt]hanks,|(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Herr|Frau|Mme|Mlle|Sr|Sra)\\.?)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD}){0,3})`,
            `\\b(?:I am|I'm|I’m|[Tt]his is|[Ii]t's|[Ii]t’s)\\s+(${NAME_WORD}(?:\\s+(?:(?:van|von|de|der|da|di|del|le|la|bin|al|ibn)\\s+)?${NAME_WORD}){1,3})`,
        ].join('|'), 'gu'),
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
function findInText(text, skip = new Set()) {
    const found = [];
    // Which characters a match already covers: linear in the text, however many matches it holds.
    const covered = new Uint8Array(text.length);
    const taken = (start, end) => {
        for (let i = start; i < end; i++)
            if (covered[i] === 1)
                return true;
        return false;
    };
    const add = (start, end, kind, rule) => {
        if (end <= start || taken(start, end) || isFake(text.slice(start, end)))
            return;
        covered.fill(1, start, end);
        found.push({ start, end, kind, rule });
    };
    for (const d of DETECTORS) {
        if (skip.has(d.kind))
            continue;
        if (d.kind === 'phone' && d.rule === 'phone-like digit run') {
            // libphonenumber first, so an international number is replaced whole, country code included;
            // the pattern then takes national numbers (and international ones past its bound).
            for (const p of findPhones(text))
                add(p.start, p.end, 'phone', 'phone number');
        }
        d.regex.lastIndex = 0;
        for (const m of text.matchAll(d.regex)) {
            let value = m[0];
            let start = m.index;
            if (d.group !== undefined) {
                const groups = m.slice(1);
                const i = groups.findIndex((g) => g !== undefined);
                if (i === -1)
                    continue;
                value = groups[i];
                start = m.index + m[0].lastIndexOf(value);
            }
            if (d.kind === 'secret' && d.group !== undefined)
                value = value.replace(/[.!?]+$/, '');
            if (d.accept !== undefined && !d.accept(value))
                continue;
            add(start, start + value.length, d.kind, d.rule);
        }
    }
    return found.sort((a, b) => a.start - b.start);
}
/** Six or more digit tokens, at least three of them words, seven or more digits in all. */
function spelledPhone(value) {
    const tokens = value.toLowerCase().match(/[a-z]+|\d+/g) ?? [];
    let words = 0;
    let digits = 0;
    let repeat = 1;
    for (const t of tokens) {
        if (t === 'double' || t === 'triple') {
            repeat = t === 'double' ? 2 : 3;
            continue;
        }
        if (t === 'plus')
            continue;
        if (DIGIT_WORDS[t] !== undefined) {
            words += 1;
            digits += repeat;
        }
        else
            digits += t.length * repeat;
        repeat = 1;
    }
    return words >= 3 && digits >= 7;
}
/** Upper and lower case letters and digits, high entropy, not a UUID: a key or token, not a word. */
function randomLooking(value) {
    if (!/[A-Z]/.test(value) || !/[a-z]/.test(value) || !/\d/.test(value))
        return false;
    if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
        return false;
    const counts = new Map();
    for (const c of value)
        counts.set(c, (counts.get(c) ?? 0) + 1);
    let entropy = 0;
    for (const n of counts.values())
        entropy -= (n / value.length) * Math.log2(n / value.length);
    return entropy >= 3.5;
}

// EXTERNAL MODULE: ./node_modules/@secretlint/core/module/index.js + 17 modules
var core_module = __webpack_require__(198);
// EXTERNAL MODULE: ./node_modules/@secretlint/secretlint-rule-preset-recommend/module/index.js
var secretlint_rule_preset_recommend_module = __webpack_require__(31577);
;// CONCATENATED MODULE: ./src/capture/secret-rules.ts
// The one importer of secretlint: its recommended rule set (cloud keys, API tokens, private keys,
// connection strings, basic-auth URLs, ...) run over a text, as spans of the text with the rule
// that found them. secretlint's lintSource is async and slows down with the number of matches, so
// a text is scanned in pieces of at most PIECE_CHARS (cut at line ends), never all at once.


/** The longest piece of text handed to secretlint at once. */
const PIECE_CHARS = 64 * 1024;
const CONFIG = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: secretlint_rule_preset_recommend_module/* creator */.x }] };
/** Every secret the recommended rules find in `text`, as offsets into it. */
async function findRuleSecrets(text) {
    const found = [];
    for (const { offset, piece } of pieces(text)) {
        const result = await (0,core_module/* lintSource */.n)({
            source: { filePath: 'captured.txt', content: piece, contentType: 'text' },
            // maskSecrets: the messages are never shown, but nothing secretlint keeps holds the value either.
            options: { config: CONFIG, maskSecrets: true, noPhysicFilePath: true },
        });
        for (const m of result.messages) {
            const [start, end] = m.range;
            if (end <= start)
                continue;
            found.push({
                start: offset + start,
                end: offset + end,
                rule: `${m.ruleId.replace(/^@secretlint\/secretlint-rule-/, '')}: ${m.messageId}`,
            });
        }
    }
    return found;
}
function* pieces(text) {
    let offset = 0;
    while (offset < text.length) {
        let end = Math.min(text.length, offset + PIECE_CHARS);
        if (end < text.length) {
            const newline = text.lastIndexOf('\n', end);
            if (newline > offset)
                end = newline + 1;
        }
        yield { offset, piece: text.slice(offset, end) };
        offset = end;
    }
}

;// CONCATENATED MODULE: ./src/capture/scrub.ts
// The scrub, run on a captured conversation before anything is derived, replayed, written or sent
// anywhere: every secret and personal value capture detects (detect.ts: by the name of the key it
// is under, in any case style, and by pattern in free text; secret-rules.ts: secretlint's
// recommended rules) becomes a fake value, in memory, facts, tool arguments, replies and the
// user's text alike, and wherever that value appears again. The same real value gets the same
// fake everywhere in one conversation, so a captured test still routes on what the user said.
// `keep` lets a fact key or a kind through (never secrets). What is not detected is not replaced:
// names and addresses in free text are found only in the forms detect.ts lists.


/** Deepest nesting walked; deeper values are replaced by null. */
const MAX_DEPTH = 64;
/** Why a --keep is refused: a secret is never let through. */
function keepProblem(keep) {
    const k = keep.toLowerCase();
    if (k === 'secret' || keyKind(keep) === 'secret')
        return `--keep ${keep}: secrets are never let through`;
    return null;
}
/**
 * The scrubber of one conversation: `seen` is every value of it (requests and replies). Its text
 * is handed to secretlint once, so a secret found anywhere is replaced everywhere.
 */
async function scrubberFor(options, seen, findSecrets = findRuleSecrets) {
    const strings = new Set();
    walkStrings(seen, (s) => strings.add(s), 0);
    const text = [...strings].join('\n');
    const secrets = (await findSecrets(text)).map((f) => text.slice(f.start, f.end)).filter((s) => s.trim().length >= 4 && !isFake(s));
    return createScrubber(options, seen, secrets);
}
/**
 * A scrubber for one conversation. `seen` is walked first, so a value under a personal key (or a
 * secret in `ruleSecrets`, or one a phrase gave away) is known before the text that repeats it.
 */
function createScrubber(options, seen, ruleSecrets = []) {
    const keep = new Set(options.keep.map((k) => k.toLowerCase()).filter((k) => keepProblem(k) === null));
    const extraKeys = new Set(options.keys.map((k) => k.toLowerCase()).filter((k) => !keep.has(k)));
    const skip = new Set(KEEPABLE_KINDS.filter((k) => keep.has(k)));
    const fakes = new Map();
    const counts = {};
    const fakeFor = (original, kind) => {
        const known = fakes.get(original);
        if (known !== undefined)
            return known;
        counts[kind] = (counts[kind] ?? 0) + 1;
        const fake = makeFake(kind, counts[kind]);
        fakes.set(original, fake);
        return fake;
    };
    /** The kind of the values under a key, or null when they are not replaced for it. */
    const kindOf = (key) => {
        if (key === null)
            return null;
        const lower = key.toLowerCase();
        const kind = keyKind(key);
        if (kind === 'secret')
            return kind;
        if (keep.has(lower))
            return null;
        if (extraKeys.has(lower))
            return lower;
        return kind !== null && !skip.has(kind) ? kind : null;
    };
    // Values to replace wherever they appear, longest first, so "Ada Lovelace" goes before "Ada".
    const keyed = [];
    const remember = (original, kind) => {
        if (original.trim().length < 2 || isFake(original))
            return;
        fakeFor(original, kind);
        keyed.push(original);
        // A full name's parts too: the user writes "Lovelace here" where the fact says "Ada Lovelace".
        if (kind !== 'name')
            return;
        for (const part of original.split(/\s+/)) {
            if (part.length < 3 || isFake(part))
                continue;
            fakeFor(part, kind);
            keyed.push(part);
        }
    };
    for (const secret of ruleSecrets)
        remember(secret, 'secret');
    const collect = (value, kind, depth) => {
        if (depth > MAX_DEPTH)
            return;
        if (kind !== null && (typeof value === 'string' || typeof value === 'number'))
            return remember(String(value), kind);
        if (typeof value === 'string') {
            // A secret a phrase gives away ("my password is ...") is replaced wherever it appears later.
            for (const f of findInText(value, skip))
                if (f.kind === 'secret')
                    remember(value.slice(f.start, f.end), 'secret');
            return;
        }
        if (Array.isArray(value))
            for (const v of value)
                collect(v, kind, depth + 1);
        else if (isRecord(value)) {
            const factKey = typeof value['key'] === 'string' ? value['key'] : null;
            // Everything under a personal key is personal: an address given as {street, city}.
            for (const [k, v] of Object.entries(value))
                collect(v, kind ?? kindOf(keyOf(value, k, factKey)), depth + 1);
        }
    };
    collect(seen, null, 0);
    keyed.sort((a, b) => b.length - a.length);
    // Case-insensitive: the user types "ada" where the fact says "Ada".
    const keyedPatterns = [...new Set(keyed)].map((original) => ({
        regex: new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(original)}(?![\\p{L}\\p{N}_])`, 'giu'),
        fake: fakes.get(original),
    }));
    // History repeats every earlier turn in each request: each distinct text is scrubbed once.
    const done = new Map();
    const text = (input) => {
        const known = done.get(input);
        if (known !== undefined)
            return known;
        let out = input;
        for (const { regex, fake } of keyedPatterns)
            out = out.replace(regex, () => fake);
        // Fakes numbered in reading order, then replaced from the end so the offsets still hold.
        const found = findInText(out, skip).map((f) => ({ ...f, fake: fakeFor(out.slice(f.start, f.end), f.kind) }));
        for (const f of found.reverse())
            out = out.slice(0, f.start) + f.fake + out.slice(f.end);
        done.set(input, out);
        return out;
    };
    const value = (input, kind, depth) => {
        if (depth > MAX_DEPTH)
            return null;
        if (kind !== null && (typeof input === 'string' || typeof input === 'number')) {
            const original = String(input);
            return fakes.get(original) ?? text(original);
        }
        if (typeof input === 'string')
            return text(input);
        if (Array.isArray(input))
            return input.map((v) => value(v, kind, depth + 1));
        if (isRecord(input)) {
            const factKey = typeof input['key'] === 'string' ? input['key'] : null;
            const out = {};
            for (const [k, v] of Object.entries(input)) {
                // Keys are scrubbed too (a fact map keyed by an email address), the same way as values.
                Object.defineProperty(out, text(k), {
                    value: value(v, kind ?? kindOf(keyOf(input, k, factKey)), depth + 1),
                    enumerable: true,
                    writable: true,
                    configurable: true,
                });
            }
            return out;
        }
        return input;
    };
    return {
        value: (input) => value(input, null, 0),
        text,
        replaced: () => ({ ...counts }),
    };
}
/**
 * The key a value is read under: a fact entry's `value` counts as its `key`; a `name` that names a
 * tool call, a content block or a message (beside args, input, type, role ...) is not personal.
 */
function keyOf(parent, key, factKey) {
    if (key === 'value' && factKey !== null)
        return factKey;
    if (key === 'key')
        return null;
    if (key === 'name' &&
        ['args', 'args.partial', 'input', 'arguments', 'type', 'role', 'function', 'id', 'is_error'].some((k) => Object.hasOwn(parent, k)))
        return null;
    return key;
}
/** Every string of a value, keys included (bounded by MAX_DEPTH). */
function walkStrings(value, visit, depth) {
    if (depth > MAX_DEPTH)
        return;
    if (typeof value === 'string')
        visit(value);
    else if (Array.isArray(value))
        for (const v of value)
            walkStrings(v, visit, depth + 1);
    else if (isRecord(value)) {
        for (const [k, v] of Object.entries(value)) {
            visit(k);
            walkStrings(v, visit, depth + 1);
        }
    }
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function makeFake(kind, n) {
    switch (kind) {
        case 'email':
            return `person${n}@example.com`;
        case 'phone':
            return `+1-555-01${String(n).padStart(2, '0')}`;
        default:
            // Lower case letters and _ only, so isFake knows it again (a --scrub-key key of any spelling).
            return `${kind.toLowerCase().replace(/[^a-z_]+/g, '_') || 'value'}-scrubbed-${n}`;
    }
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/capture/simulate.ts
// Simulation capture (`--as simulation`): a (scrubbed) conversation becomes one simulated test, a
// user with a goal played by the simulator, instead of the user's turns replayed as written. Every
// field is derived deterministically from the conversation, no model involved:
//   persona       the user's turns: the options they chose (the labels the agent offered), or their
//                 own words where the agent offered none, and the facts they gave;
//   goal          the same choices, the final node reached and the decisive (last) tool call;
//   knows         the facts added during the conversation whose values the user wrote;
//   opening       the first user message;
//   success_when  the final node, the decisive tool call with its stable arguments and the key facts
//                 (those added on the last turn; a check the goal turn cannot hold goes to
//                 final_assertions instead, checked over the whole conversation);
//   max_turns     twice the captured turns, at least 6.
// Each choice is said in a note beside its field, written as a YAML comment (write.ts).




/** The fewest agent turns a captured simulation may take. */
const SIMULATION_MIN_TURNS_CAP = 6;
/** The schema's highest max_turns. */
const MAX_TURNS_CAP = 100;
/** Longest user message kept as a choice in the persona and goal. */
const CHOICE_MAX = 80;
/** Most choices named in the persona and goal (the rest are counted). */
const CHOICES_MAX = 12;
/** Longest opening kept (the first user message). */
const OPENING_MAX = 2000;
/** Longest fact value the user may disclose through `knows`. */
const KNOWN_VALUE_MAX = 200;
/** Most facts in `knows`. */
const KNOWS_MAX = 30;
/** Derives the simulated test of one scrubbed conversation; `at` is the capture time (ISO 8601). */
function deriveSimulation(conversation, at, options = { judge: false }) {
    const { first, initialNode, stem } = startOf(conversation);
    const replies = conversation.turns.map(replyOf);
    const last = replies.at(-1);
    const notes = [];
    const simPath = ['tests', 0, 'simulation'];
    const note = (key, text) => notes.push({ path: [...simPath, key], text });
    // What the user chose on each turn after the first: the label of the option the agent took, as
    // the agent offered it the turn before, else the user's own words.
    let labelled = 0;
    const choices = conversation.turns.slice(1).flatMap((captured, i) => {
        const label = chosenLabel(replies[i].next_node_descriptor, replies[i + 1].tool_calls);
        if (label !== null) {
            labelled++;
            return [label];
        }
        const words = flatText(captured.request.latest_user_message);
        return words === '' ? [] : [clipText(words, CHOICE_MAX)];
    });
    // The facts the conversation added, and those of them whose values the user wrote.
    const initialFacts = (0,normalise/* factsToMap */.HV)(memoryFacts(first.request.memory));
    const added = (0,facts_delta/* computeFactsDelta */.t)(initialFacts, last.facts).added;
    const userText = conversation.turns.map((t) => t.request.latest_user_message.toLowerCase()).join('\n');
    const knows = {};
    for (const [key, value] of Object.entries(added)) {
        if (Object.keys(knows).length >= KNOWS_MAX)
            break;
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
            continue;
        const text = String(value);
        if (text.trim() === '' || text.length > KNOWN_VALUE_MAX || !userText.includes(text.toLowerCase()))
            continue;
        Object.defineProperty(knows, key, { value, enumerable: true, writable: true, configurable: true });
    }
    const known = Object.keys(knows);
    /** A fact checked by value: one the user discloses as it is, or a short enumerable one. */
    const checkable = (key, value) => known.includes(key) || enumerable(value);
    // The decisive tool call: the conversation's last, with its stable arguments.
    let found = null;
    for (const [i, reply] of replies.entries()) {
        const call = reply.tool_calls.at(-1);
        if (call === undefined || call.name === '')
            continue;
        const { kept, dropped } = stableArgs(call.args);
        found = {
            call: Object.keys(kept).length > 0 ? { name: call.name, 'args.partial': kept } : { name: call.name },
            turn: i,
            dropped: dropped.map((d) => `${d.name} (${d.why})`),
        };
    }
    const finalNode = last.current_node_id !== null && last.current_node_id !== '' ? last.current_node_id : null;
    const lastTurn = replies.length - 1;
    const successWhen = {};
    const finals = {};
    const successNotes = [];
    if (finalNode !== null) {
        successWhen.next_node_id = finalNode;
        successNotes.push(`next_node_id: the final node (the node after the last turn)`);
    }
    if (found !== null) {
        const dropped = found.dropped.length > 0 ? `; arguments not compared: ${found.dropped.join(', ')}` : '';
        if (found.turn === lastTurn) {
            successWhen.tool_calls = [found.call];
            successNotes.push(`tool_calls: the decisive tool call (the conversation's last) with its stable arguments${dropped}`);
        }
        else {
            finals.tool_calls = [found.call];
            notes.push({
                path: ['tests', 0, 'final_assertions', 'tool_calls'],
                text: `the decisive tool call (the conversation's last) came on turn ${found.turn + 1} of ${replies.length}, before the goal turn, so it is checked over the whole conversation${dropped}`,
            });
        }
    }
    const lastAdded = (0,facts_delta/* computeFactsDelta */.t)(replies.length > 1 ? replies.at(-2).facts : initialFacts, last.facts).added;
    const goalFacts = [];
    const earlierFacts = [];
    const unchecked = [];
    for (const [key, value] of Object.entries(added)) {
        if (!checkable(key, value))
            unchecked.push(key);
        else if (Object.hasOwn(lastAdded, key))
            goalFacts.push({ key, value });
        else
            earlierFacts.push({ key, value });
    }
    if (goalFacts.length > 0) {
        successWhen.facts_add = goalFacts;
        successNotes.push('facts_add: the key facts added on the last turn');
    }
    if (earlierFacts.length > 0) {
        finals.facts_add = earlierFacts;
        notes.push({
            path: ['tests', 0, 'final_assertions', 'facts_add'],
            text: 'the key facts added before the last turn: checked over the whole conversation (success_when sees one turn at a time)',
        });
    }
    if (unchecked.length > 0)
        successNotes.push(`facts not checked (their values are free text, long or personal): ${unchecked.join(', ')}`);
    if (Object.keys(successWhen).length === 0) {
        throw new DeriveError(`${conversation.turns.at(-1).at}: the last turn reached no node and the conversation made no tool call, so there is no goal to reach`);
    }
    if (last.flow_completed !== null)
        finals.flow_completed = last.flow_completed;
    // The persona and goal, in words the built-in simulator routes on: the labels the user chose.
    const named = choices.length > CHOICES_MAX ? [...choices.slice(0, CHOICES_MAX), `${choices.length - CHOICES_MAX} more`] : choices;
    const opening = clipText(first.request.latest_user_message.trim(), OPENING_MAX);
    const asks = named.length > 0 ? `asks for ${named.join(', then ')}` : opening !== '' ? `opens with ${quote(opening)}` : 'talks to the agent';
    const gives = known.length > 0 ? ` and gives their ${known.map(idWords).join(', ')} when asked` : '';
    const persona = `A user who ${asks}${gives}.`;
    const reach = [
        finalNode !== null ? `reach ${idWords(finalNode)}` : null,
        found !== null ? `have the agent call ${found.call.name}` : null,
    ].filter((p) => p !== null);
    const goal = `${named.length > 0 ? `${named.join(', then ')}: ` : ''}${reach.join(' and ')}.`;
    const simulation = { persona, goal, success_when: successWhen };
    if (known.length > 0)
        simulation.knows = knows;
    if (opening !== '')
        simulation.opening = opening;
    simulation.max_turns = Math.min(MAX_TURNS_CAP, Math.max(SIMULATION_MIN_TURNS_CAP, 2 * replies.length));
    if (options.judge) {
        simulation.success = `The agent helps the user ${named.length > 0 ? `with ${named.join(', then ')}` : 'with what they asked for'}${finalNode !== null ? ` and brings the conversation to ${idWords(finalNode)}` : ''}.`;
    }
    note('persona', `derived from the user's ${conversation.turns.length} message${conversation.turns.length === 1 ? '' : 's'} (no model wrote it): ${labelled > 0 ? `the options they chose (${labelled} by the label the agent offered)` : 'their own words'}${known.length > 0 ? ' and the facts they gave' : ''}`);
    note('goal', 'what the conversation achieved: the same choices, the final node reached and the decisive tool call');
    if (known.length > 0)
        note('knows', `the facts the conversation added whose values the user wrote (after the scrub): ${known.join(', ')}`);
    if (opening !== '')
        note('opening', "the user's first message (after the scrub)");
    note('success_when', successNotes.join('\n'));
    note('max_turns', `twice the captured conversation's ${replies.length} turn${replies.length === 1 ? '' : 's'}, at least ${SIMULATION_MIN_TURNS_CAP}`);
    if (options.judge)
        note('success', 'graded by the judge over the transcript; derived from the choices and the final node, never the exact text');
    const test = { test_id: conversation.testId || 'conversation', initial_node_id: initialNode, simulation };
    const memory = seedMemory(first.request.memory);
    if (memory !== undefined)
        test.memory = memory;
    if (Object.keys(finals).length > 0)
        test.final_assertions = finals;
    if (conversation.turnsLeftOut > 0) {
        notes.push({
            path: ['tests', 0, 'test_id'],
            text: `derived from the first ${replies.length} turns; ${conversation.turnsLeftOut} later turns are left out`,
        });
    }
    if (conversation.cut !== null)
        notes.push({ path: ['tests', 0, 'test_id'], text: conversation.cut });
    return { fileName: (0,portable_name/* portableFileName */.p5)(`${stem}.yaml`), suite: suiteOf(conversation, stem, at, test), notes };
}
function replyOf(captured) {
    try {
        return (0,normalise/* normaliseResult */.Av)(captured.response);
    }
    catch (error) {
        if (error instanceof normalise/* ResultSchemaError */.nW)
            throw new DeriveError(`${captured.at}: ${error.message}`);
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/capture/capture.ts
// From conversations read to draft suites: each conversation scrubbed first (scrub.ts), then
// derived (scripted, derive.ts, or as a simulated user, simulate.ts); one that cannot be derived,
// or that would share another's file, is a failure named with its conversation, never dropped
// silently. Every draft records what was scrubbed and what a reviewer must still read for.
// Shared by `agent-eval capture` and the action.



/** What the scrub cannot promise, written into every draft's metadata.capture.review. */
const REVIEW_NOTE = 'Read this draft before approving it: free text (user_input, opening, persona, goal and the replies quoted in comments) is not scrubbed for names and street addresses, except values of name and address keys, names after phrases such as "my name is" and addresses in common street forms.';
/** The conversation with every detected secret and personal value replaced (its id and file too: they name the draft). */
async function scrubConversation(conversation, options, findSecrets) {
    const seen = { id: conversation.id, file: conversation.file, turns: conversation.turns };
    const scrubber = await scrubberFor(options, seen, findSecrets);
    const scrubbed = {
        ...conversation,
        id: scrubber.text(conversation.id),
        file: scrubber.text(conversation.file),
        cut: conversation.cut === null ? null : scrubber.text(conversation.cut),
        turns: conversation.turns.map((t) => ({
            ...t,
            at: scrubber.text(t.at),
            request: scrubber.value(t.request),
            response: scrubber.value(t.response),
        })),
    };
    return { conversation: scrubbed, scrubbed: scrubber.replaced() };
}
/** Scrubs and derives every conversation; `at` is the capture time (ISO 8601); `as` defaults to scripted. */
async function deriveDrafts(conversations, options) {
    const drafts = [];
    const failures = [];
    const total = {};
    const fileNames = new Set();
    for (const original of conversations) {
        // Scrubbed before anything else reads it: nothing below sees an original value.
        const { conversation, scrubbed } = await scrubConversation(original, options, options.findSecrets);
        try {
            const draft = options.as === 'simulation'
                ? deriveSimulation(conversation, options.at, { judge: options.judge === true })
                : deriveSuite(conversation, options.at, { similarity: options.similarity, judge: options.judge === true });
            if (fileNames.has(draft.fileName)) {
                failures.push(`${conversation.file}: conversation ${JSON.stringify(conversation.id)} is captured twice; the second is left out`);
                continue;
            }
            fileNames.add(draft.fileName);
            const capture = draft.suite.metadata?.['capture'];
            capture.scrubbed = scrubbed;
            capture.review = REVIEW_NOTE;
            for (const [kind, n] of Object.entries(scrubbed))
                total[kind] = (total[kind] ?? 0) + n;
            drafts.push(draft);
        }
        catch (error) {
            if (!(error instanceof DeriveError))
                throw error;
            failures.push(`${error.message}; conversation ${JSON.stringify(conversation.id)} is not captured`);
        }
    }
    return { drafts, failures, scrubbed: total };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/files.ts
var files = __webpack_require__(59148);
;// CONCATENATED MODULE: ./src/capture/write.ts
// A captured suite as YAML, its notes written as comments beside the checks they explain (the
// `yaml` Document API keeps comments), and the files written atomically into the output folder.




const HEADER = [
    ' Captured by `agent-eval capture`: a draft. It runs and is reported, but never fails the check',
    ' and never enters a baseline while metadata.capture.status is draft. Read the checks and the',
    ' notes beside them; delete `status: draft` (or comment /eval approve on its pull request) to',
    ' approve it.',
].join('\n');
/** The suite's YAML text: the header, then the suite with every note as a comment before its key. */
function renderSuite(derived) {
    const doc = new dist/* Document */.yo(derived.suite);
    doc.commentBefore = HEADER;
    for (const note of derived.notes) {
        const parent = doc.getIn(note.path.slice(0, -1), true);
        const last = note.path.at(-1);
        if (!(0,dist/* isMap */.jh)(parent))
            continue;
        const pair = parent.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && p.key.value === last);
        if (pair === undefined || !(0,dist/* isScalar */.jn)(pair.key))
            continue;
        const text = commentText(note.text);
        pair.key.commentBefore = pair.key.commentBefore ? `${pair.key.commentBefore}\n${text}` : text;
    }
    return doc.toString({ lineWidth: 0 });
}
/** One line per note line, each starting with a space after the '#'; no control character survives. */
function commentText(text) {
    return text
        .split('\n')
        .map((line) => ` ${line.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ')}`)
        .join('\n');
}
const APPROVED_HEADER = ' Captured by `agent-eval capture` and approved: it gates like any other suite.';
/**
 * A draft suite file approved: `metadata.capture.status: draft` removed, every comment and the rest
 * of the text kept. Null when the text is not a captured draft (or not a suite this can edit).
 */
function approveDraftText(text) {
    const doc = parseDocument(text, { uniqueKeys: true });
    if (doc.errors.length > 0 || !isMap(doc.contents))
        return null;
    if (doc.getIn(['metadata', 'capture', 'status']) !== 'draft')
        return null;
    const suiteId = doc.get('suite_id');
    if (typeof suiteId !== 'string')
        return null;
    doc.deleteIn(['metadata', 'capture', 'status']);
    if (typeof doc.commentBefore === 'string' && doc.commentBefore.startsWith(' Captured by `agent-eval capture`: a draft.')) {
        doc.commentBefore = APPROVED_HEADER;
    }
    return { suiteId, text: doc.toString({ lineWidth: 0 }) };
}
/** Writes each suite to `dir` (made if missing); returns the paths written. */
async function writeSuites(dir, suites) {
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
    }
    catch (error) {
        throw (0,files/* outputError */.cw)(dir, error);
    }
    const written = [];
    for (const suite of suites) {
        const path = (0,external_node_path_.join)(dir, suite.fileName);
        await (0,files/* writeFileAtomic */.Zf)(path, renderSuite(suite));
        written.push(path);
    }
    return written;
}
/** Every string or number scalar of a YAML text (its first document), with where it is. */
function yamlScalars(text) {
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, uniqueKeys: false });
    const found = [];
    const lineOf = (node) => (node.range ? lines.linePos(node.range[0]).line : 0);
    const walk = (node, key, siblings, factKey, depth) => {
        if (depth > 64)
            return;
        if ((0,dist/* isScalar */.jn)(node)) {
            if (typeof node.value === 'string' || typeof node.value === 'number')
                found.push({ key, siblings, factKey, value: String(node.value), line: lineOf(node) });
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            for (const item of node.items)
                walk(item, null, [], null, depth + 1);
        }
        else if ((0,dist/* isMap */.jh)(node)) {
            const keys = node.items.map((p) => ((0,dist/* isScalar */.jn)(p.key) ? String(p.key.value) : ''));
            const fact = node.get('key');
            for (const pair of node.items) {
                const k = (0,dist/* isScalar */.jn)(pair.key) ? String(pair.key.value) : null;
                walk(pair.value, k, keys, typeof fact === 'string' ? fact : null, depth + 1);
            }
        }
    };
    walk(doc.contents, null, [], null, 0);
    return found;
}

;// CONCATENATED MODULE: ./src/capture/final-scan.ts
// The last look before a captured draft is written (the CLI) or committed (the action): every file
// is scanned again with the scrub's own detectors (detect.ts, and secretlint's rules once per
// file), in its text and by the keys its values are under. A finding names the file, the line and
// the kind, never the value; one finding in any file means nothing is written or committed.




/** Every detected secret or personal value left in the files; empty when they may be written. */
async function scanFiles(files, options, findSecrets = findRuleSecrets) {
    const findings = [];
    for (const f of files)
        findings.push(...(await scanFile(f.path, f.text, options, findSecrets)));
    return findings;
}
async function scanFile(file, text, options, findSecrets = findRuleSecrets) {
    const keep = new Set(options.keep.map((k) => k.toLowerCase()).filter((k) => keepProblem(k) === null));
    const extraKeys = new Set(options.keys.map((k) => k.toLowerCase()));
    const skip = new Set(KEEPABLE_KINDS.filter((k) => keep.has(k)));
    const lineAt = lineIndex(text);
    const findings = [];
    const seen = new Set();
    const add = (line, kind, rule) => {
        const id = `${line}\u0000${kind}`;
        if (seen.has(id))
            return;
        seen.add(id);
        findings.push({ file, line, kind, rule });
    };
    for (const s of await findSecrets(text))
        if (!isFake(text.slice(s.start, s.end)))
            add(lineAt(s.start), 'secret', `secretlint ${s.rule}`);
    for (const f of findInText(text, skip))
        add(lineAt(f.start), f.kind, f.rule);
    for (const scalar of yamlScalars(text)) {
        const parent = Object.fromEntries(scalar.siblings.map((k) => [k, true]));
        const key = scalar.key === null ? null : keyOf(parent, scalar.key, scalar.factKey);
        if (key === null || scalar.value.trim().length < 2 || isFake(scalar.value))
            continue;
        const lower = key.toLowerCase();
        const kind = keyKind(key);
        const held = kind === 'secret' ? kind : keep.has(lower) ? null : extraKeys.has(lower) ? lower : kind !== null && !skip.has(kind) ? kind : null;
        if (held !== null)
            add(scalar.line, held, held === lower ? 'a value under a --scrub-key key' : `a value under a key of kind ${held}`);
    }
    return findings.sort((a, b) => a.line - b.line);
}
/** What a refusal says: each finding as file:line: kind (detector), at most `max` of them. */
function describeFindings(findings, max = 20) {
    const listed = findings.slice(0, max).map((f) => `${f.file}:${f.line}: ${kindText(f.kind)} (${f.rule})`);
    if (findings.length > max)
        listed.push(`and ${findings.length - max} more`);
    return listed.join('; ');
}
function kindText(kind) {
    return kind === 'secret'
        ? 'a secret'
        : kind === 'date_of_birth'
            ? 'a date of birth'
            : kind === 'id_number'
                ? 'an id number'
                : `a personal value (${kind})`;
}
/** The line (1-based) of an offset of the text. */
function lineIndex(text) {
    const starts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        starts.push(i + 1);
    return (offset) => {
        let lo = 0;
        let hi = starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (starts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo + 1;
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(26921);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/capture/read.ts
// Reading conversations to capture: this product's own artifacts (`artifacts/<suite>.jsonl` of a
// report directory) and a JSON Lines export an agent service writes in production with the same
// line shape ({conversation_id, request: ExecuteRequest, response: ExecutionResult}, other fields
// optional). Every input is hostile: a line is at most MAX_LINE_BYTES, a file at most MAX_LINES
// lines, a conversation at most MAX_TURNS turns; every line refused is a problem naming file:line
// and the fix, never dropped silently.





/** The longest line read (a turn's request and reply, prompt snapshots included). */
const MAX_LINE_BYTES = 4 * 1024 * 1024;
/** The most lines read from one file. */
const MAX_LINES = 500_000;
/** The most turns captured from one conversation; later turns are left out, and the suite says so. */
const MAX_TURNS = 200;
/** The most conversations captured in one go. */
const MAX_CONVERSATIONS = 1_000;
const LineSchema = schemas/* looseObject */._H3({
    conversation_id: schemas/* string */.YjP().min(1, 'must not be empty').max(1000, 'is longer than 1000 characters'),
    suite_id: schemas/* string */.YjP().optional(),
    test_id: schemas/* string */.YjP().optional(),
    turn_id: schemas/* string */.YjP().optional(),
    repeat: schemas/* int */.Whr().min(0).optional(),
    request: schemas/* looseObject */._H3({
        context: schemas/* looseObject */._H3({
            current_node_id: schemas/* string */.YjP().nullable(),
            latest_user_message: schemas/* string */.YjP(),
            memory: schemas/* unknown */.L5J().optional(),
        }),
        test: schemas/* looseObject */._H3({ suite_id: schemas/* string */.YjP().optional(), test_id: schemas/* string */.YjP().optional() }).optional(),
    }),
    response: schemas/* unknown */.L5J(),
});
const LINE_FIX = 'each line is {"conversation_id": ..., "request": <ExecuteRequest>, "response": <ExecutionResult>} (see docs/capture.md#the-export-format)';
/** Reads every selected conversation of the files (directories: their artifacts/*.jsonl, else *.jsonl). */
async function readConversations(inputs, selection, options) {
    const problems = [];
    const byId = new Map();
    for (const input of inputs) {
        for (const path of await filesOf((0,external_node_path_.resolve)(options.cwd, input), input)) {
            const shown = (0,external_node_path_.relative)(options.cwd, path);
            const file = shown === '' || shown.startsWith('..') ? path : shown;
            await readFile(path, file, selection, byId, problems);
        }
    }
    const conversations = read_select([...byId.values()], selection);
    for (const wanted of selection.conversations) {
        if (!byId.has(wanted))
            problems.push({ file: inputs.join(', '), line: 0, message: `no conversation ${JSON.stringify(wanted)} was found` });
    }
    for (const wanted of selection.tests) {
        if (!conversations.some((c) => `${c.suiteId}/${c.testId}` === wanted)) {
            problems.push({ file: inputs.join(', '), line: 0, message: `no conversation of test ${JSON.stringify(wanted)} was found` });
        }
    }
    return { conversations, problems };
}
async function filesOf(path, input) {
    const info = await (0,promises_.stat)(path).catch(() => null);
    if (info === null)
        throw new errors/* UserError */.yo(`--from ${input}: no such file or directory`, 'give an artifacts/<suite>.jsonl file, a report directory or an export');
    if (!info.isDirectory()) {
        // A results file holds what was checked, not the requests sent: its report folder's artifacts do.
        if (/\.json$/i.test(path)) {
            const artifacts = (0,external_node_path_.join)((0,external_node_path_.dirname)(path), 'artifacts');
            if ((await (0,promises_.stat)(artifacts).catch(() => null))?.isDirectory())
                return jsonlIn(artifacts, input);
            throw new errors/* UserError */.yo(`--from ${input}: a results file holds no requests to replay, and no artifacts/ folder is beside it`, 'give the artifacts/<suite>.jsonl files of that run, or its report folder');
        }
        return [path];
    }
    const artifacts = (0,external_node_path_.join)(path, 'artifacts');
    return jsonlIn((await (0,promises_.stat)(artifacts).catch(() => null))?.isDirectory() ? artifacts : path, input);
}
async function jsonlIn(dir, input) {
    const names = (await (0,promises_.readdir)(dir)).filter((n) => n.endsWith('.jsonl')).sort();
    if (names.length === 0)
        throw new errors/* UserError */.yo(`--from ${input}: no .jsonl file in ${dir}`, 'give an artifacts/<suite>.jsonl file, a report directory or an export');
    return names.map((n) => (0,external_node_path_.join)(dir, n));
}
function wanted(selection, id, suiteId, testId) {
    if (selection.all || selection.conversations.includes(id))
        return true;
    return suiteId !== null && testId !== null && selection.tests.includes(`${suiteId}/${testId}`);
}
async function readFile(path, file, selection, byId, problems) {
    for await (const line of boundedLines(path, file)) {
        if (line.number > MAX_LINES) {
            problems.push({
                file,
                line: line.number,
                message: `more than ${MAX_LINES} lines: the rest of the file is not read (split the export)`,
            });
            return;
        }
        if (line.text === null) {
            problems.push({ file, line: line.number, message: `line longer than ${MAX_LINE_BYTES} bytes, not read` });
            continue;
        }
        if (line.text.trim() === '')
            continue;
        let json;
        try {
            json = JSON.parse(line.text);
        }
        catch {
            // Not the parser's message: it quotes the line, which may hold personal data.
            problems.push({ file, line: line.number, message: `not JSON; ${LINE_FIX}` });
            continue;
        }
        // The artifacts' judge calls of the final assertions are no turn.
        if (read_isRecord(json) && json['turn_id'] === 'final' && json['request'] === null)
            continue;
        const parsed = LineSchema.safeParse(json);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(line)';
            problems.push({ file, line: line.number, message: `${where}: ${issue?.message ?? 'invalid'}; ${LINE_FIX}` });
            continue;
        }
        const record = parsed.data;
        const id = record.conversation_id;
        const suiteId = record.suite_id ?? record.request.test?.suite_id ?? null;
        const testId = record.test_id ?? record.request.test?.test_id ?? null;
        if (!wanted(selection, id, suiteId, testId))
            continue;
        let conversation = byId.get(id);
        // Lines of concurrent conversations interleave in an export. A turn id seen again in the same
        // conversation is a later run of it (artifacts of a resumed run): it replaces the earlier one.
        const rerun = conversation !== undefined && record.turn_id !== undefined && conversation.turns.some((t) => t.turnId === record.turn_id);
        if (conversation === undefined || rerun) {
            if (conversation === undefined && byId.size >= MAX_CONVERSATIONS) {
                problems.push({
                    file,
                    line: line.number,
                    message: `more than ${MAX_CONVERSATIONS} conversations selected: the rest are not captured (select fewer)`,
                });
                return;
            }
            conversation = { id, file, suiteId, testId, repeat: record.repeat ?? null, turns: [], turnsLeftOut: 0, cut: null };
            byId.set(id, conversation);
        }
        const at = `${file}:${line.number}`;
        if (conversation.cut !== null)
            continue;
        if (!read_isRecord(record.response)) {
            conversation.cut = `the turn at ${at} has no reply (it failed), so the conversation is captured up to the turn before`;
            continue;
        }
        if (conversation.turns.length >= MAX_TURNS) {
            conversation.turnsLeftOut += 1;
            continue;
        }
        const context = record.request.context;
        conversation.turns.push({
            at,
            turnId: record.turn_id ?? null,
            request: { current_node_id: context.current_node_id, latest_user_message: context.latest_user_message, memory: context.memory },
            response: record.response,
        });
    }
}
/** The first run of each test (lowest repeat) when selected by test or all; exports keep every conversation. */
function read_select(conversations, selection) {
    const kept = [];
    const byTest = new Map();
    for (const c of conversations) {
        if (c.turns.length === 0)
            continue;
        if (c.suiteId === null || c.testId === null || selection.conversations.includes(c.id)) {
            kept.push(c);
            continue;
        }
        const key = `${c.suiteId}\u0000${c.testId}`;
        const seen = byTest.get(key);
        if (seen === undefined) {
            byTest.set(key, c);
            kept.push(c);
        }
        else if ((c.repeat ?? 0) < (seen.repeat ?? 0)) {
            kept[kept.indexOf(seen)] = c;
            byTest.set(key, c);
        }
    }
    return kept;
}
/** Lines of a file, numbered from 1; a line over MAX_LINE_BYTES is `null` (its bytes are skipped, never held). */
async function* boundedLines(path, file, maxBytes = MAX_LINE_BYTES) {
    let parts = [];
    let size = 0;
    let overlong = false;
    let number = 0;
    const stream = (0,external_node_fs_.createReadStream)(path, { highWaterMark: 64 * 1024 });
    try {
        for await (const chunk of stream) {
            let start = 0;
            while (start < chunk.length) {
                const newline = chunk.indexOf(10, start);
                const end = newline === -1 ? chunk.length : newline;
                if (!overlong) {
                    size += end - start;
                    if (size > maxBytes) {
                        overlong = true;
                        parts = [];
                    }
                    else
                        parts.push(chunk.subarray(start, end));
                }
                if (newline === -1)
                    break;
                number += 1;
                yield { number, text: overlong ? null : Buffer.concat(parts).toString('utf8') };
                parts = [];
                size = 0;
                overlong = false;
                start = newline + 1;
            }
        }
    }
    catch (error) {
        throw new errors/* UserError */.yo(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (size > 0 || overlong)
        yield { number: number + 1, text: overlong ? null : Buffer.concat(parts).toString('utf8') };
}
function read_isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(16264);
;// CONCATENATED MODULE: ./src/report/wording/capture.ts
// The capture pull request and `agent-eval capture`: what was captured, scrubbed, refused, and what a reviewer must check.

// --- the capture pull request ------------------------------------------------------------------
/** How a captured test's calibrated numbers are computed, as the capture pull request states it. */
const CAPTURE_METHOD = (/* unused pure expression or super */ null && ('Pass rate: the share of the scored replays (errored replays left out) in which every kept check held. ' +
    'A check is kept when it held in all but at most one of the scored replays; the others are dropped, each with a comment beside it in the file.'));
const CAPTURE_APPROVAL = (/* unused pure expression or super */ null && ('These suites are drafts (`metadata.capture.status: draft`): they run and are reported on every pull request but never fail the check and never enter a baseline. ' +
    'Approve them all with `/eval approve`, some with `/eval approve <suite>`, or by deleting `status: draft`; close this pull request to drop them.'));
function captureIntro(captured, runs, target) {
    return `${plural(captured, 'conversation')} captured as draft tests, each replayed ${plural(runs, 'time')} against ${target}.`;
}
const SCRUBBED_KINDS = {
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
function scrubbedCounts(counts) {
    const parts = Object.entries(counts)
        .filter(([, n]) => n > 0)
        .sort(([a], [b]) => (a in SCRUBBED_KINDS ? 0 : 1) - (b in SCRUBBED_KINDS ? 0 : 1) || a.localeCompare(b))
        .map(([kind, n]) => {
        const words = SCRUBBED_KINDS[kind];
        return words !== undefined ? (0,format/* plural */.LS)(n, words[0], words[1]) : `${(0,format/* plural */.LS)(n, 'value')} of ${kind}`;
    });
    return parts.length > 0 ? parts.join(', ') : 'none';
}
/** What the scrub replaced, as the capture pull request and `agent-eval capture` say it. */
function captureScrubbed(counts) {
    return `Replaced by fakes before anything was derived, replayed or written (distinct values, as detected): ${scrubbedCounts(counts)}. A final scan of every file found no detected secret or personal value left.`;
}
/** What a reviewer must still check: the scrub is detection, never a guarantee. */
const CAPTURE_REVIEW = 'Check before approving: secrets and personal data are found by the names of their keys and by patterns, which is no guarantee. ' +
    'Free text (user_input, opening, persona, goal and the replies quoted in comments) is not scrubbed for names and street addresses, ' +
    'except values of name and address keys, names after phrases such as "my name is" or a title, and addresses in common street forms: ' +
    'read every draft for names, addresses and anything else personal or secret (each says so in metadata.capture.review).';
function captureRefusedIntro(refused) {
    return `${plural(refused, 'captured test')} not written: ${refused === 1 ? 'it does' : 'they do'} not play out the same on the target.`;
}
function captureFailuresIntro(failures) {
    return `${plural(failures, 'conversation or line')} could not be captured:`;
}

// EXTERNAL MODULE: ./src/logger.ts
var logger = __webpack_require__(86999);
// EXTERNAL MODULE: ./src/settings/rules.ts
var rules = __webpack_require__(20310);
// EXTERNAL MODULE: ./src/settings/table.ts + 4 modules
var table = __webpack_require__(57120);
// EXTERNAL MODULE: ./src/settings/target-url.ts
var target_url = __webpack_require__(88356);
// EXTERNAL MODULE: ./src/url.ts
var src_url = __webpack_require__(17666);
// EXTERNAL MODULE: ./src/commands/io.ts
var commands_io = __webpack_require__(73776);
// EXTERNAL MODULE: ./src/commands/options.ts + 1 modules
var options = __webpack_require__(48003);
;// CONCATENATED MODULE: ./src/commands/capture.ts
// `agent-eval capture`: real conversations (this product's artifacts, or a JSON Lines export in the
// same line shape) become draft suites, one file per captured test, the secrets and personal data
// capture detects replaced before anything is derived, replayed or written; --as simulation
// derives a simulated user with a goal instead of the user's turns; with --calibrate N --target URL
// each draft is replayed N times and its checks kept only where they held. Every file is scanned
// again before it is replayed and before it is written: a finding writes nothing.
















/** The settings of the flags this command reads, in the order of the help text. */
const CAPTURE_FLAGS = [
    'captureFrom',
    'captureOut',
    'captureConversation',
    'captureTest',
    'captureAll',
    'captureAs',
    'scrubKey',
    'keep',
    'calibrate',
    'target',
    'transport',
    'agentToken',
    'timeoutMs',
    'retries',
    'concurrency',
    'judgeApiKey',
    'judgeBaseUrl',
];
const CAPTURE_HELP = `usage: agent-eval capture --from PATH... (--conversation ID | --test SUITE/TEST | --all) [options]

Turns recorded conversations into draft suites, one file per captured test: per turn the node after
it, the first tool call's name and stable arguments, the facts added or updated, and whether the
flow completed; never the exact text (--as simulation: a simulated user whose success_when is the
final node, the decisive tool call and the key facts). Secrets and personal data found by key name
(any case style) and by pattern are replaced by fakes before anything is derived, replayed or
written, and every file is scanned again before it is replayed or written: a finding writes
nothing (exit 2). Names and addresses in free text are not all found: read every draft.

${(0,options/* optionsHelp */.EW)('capture', CAPTURE_FLAGS)}

Exit codes: 0 every selected conversation was captured, 1 some lines or conversations could not be
captured (the others are written), 2 usage error, or the final scan found a secret or personal
value in a draft (nothing is written; the error names file, line and kind, never the value).`;
async function captureCommand(argv, io) {
    const { values } = (0,options/* parseCommandArgs */.Qx)('capture', {
        args: argv,
        options: { ...(0,options/* flagOptions */.vo)(CAPTURE_FLAGS), help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
        io.stdout(`${CAPTURE_HELP}\n`);
        return commands_io/* EXIT_OK */.Ij;
    }
    const flag = (key) => (0,options/* readFlag */.fG)(values, key, io.env);
    const from = flag('captureFrom');
    if (from.length === 0)
        throw new commands_io/* UsageError */.eb('--from is required: give an artifacts/<suite>.jsonl file, a report directory or an export');
    const selection = { conversations: flag('captureConversation'), tests: flag('captureTest'), all: flag('captureAll') };
    if (!selection.all && selection.conversations.length === 0 && selection.tests.length === 0) {
        throw new commands_io/* UsageError */.eb('choose what to capture: --conversation ID, --test SUITE/TEST or --all');
    }
    const runs = flag('calibrate');
    const target = flag('target');
    if (runs !== null && target === null)
        throw new commands_io/* UsageError */.eb('--calibrate needs --target URL: the deployment to replay the drafts against');
    if (runs === null && target !== null)
        throw new commands_io/* UsageError */.eb('--target is only used with --calibrate N', 'add --calibrate 6, or leave --target out');
    const token = flag('agentToken');
    const judgeKey = flag('judgeApiKey');
    const judgeBaseUrl = flag('judgeBaseUrl');
    const secrets = [token, judgeKey].filter((s) => Boolean(s));
    const print = (text) => io.stdout((0,logger/* maskSecrets */.QU)(text, secrets));
    const warn = (text) => io.stderr((0,logger/* maskSecrets */.QU)(text, secrets));
    const { conversations, problems } = await readConversations(from, selection, { cwd: io.cwd });
    for (const p of problems)
        warn(`${p.line > 0 ? `${p.file}:${p.line}` : p.file}: ${p.message}\n`);
    const at = new Date((io.now ?? Date.now)()).toISOString();
    const scrub = { keys: flag('scrubKey'), keep: flag('keep') };
    for (const k of scrub.keep) {
        const problem = keepProblem(k);
        if (problem !== null)
            throw new commands_io/* UsageError */.eb(problem, 'leave it out: a secret is always replaced');
    }
    // With a judge key, replies are compared by the similarity of their embeddings.
    const { drafts, failures, scrubbed } = await deriveDrafts(conversations, {
        ...scrub,
        at,
        as: flag('captureAs'),
        similarity: judgeKey !== null,
        judge: judgeKey !== null,
    });
    for (const f of failures)
        warn(`${f}\n`);
    let failed = problems.length + failures.length;
    const dir = (0,external_node_path_.resolve)(io.cwd, flag('captureOut'));
    let written = drafts;
    if (runs !== null && target !== null) {
        // Nothing is sent to the target while a draft still holds a detected value.
        await refuseLeaks(drafts, dir, scrub, 'replayed or written');
        const transport = flag('transport');
        const url = (0,target_url/* checkTargetUrl */.T)(target, transport, table/* SETTINGS */.yy.target, options/* FLAG_EDGE */.R6);
        (0,rules/* checkAgentCredentials */.MK)(url, token, 'target', options/* FLAG_EDGE */.R6);
        const replay = replayAgainst(url, transport, token, flag('timeoutMs'), flag('retries'), flag('concurrency'), io.signal, {
            apiKey: judgeKey,
            baseUrl: judgeBaseUrl,
            env: io.env,
        });
        print(`Calibrating ${drafts.length} draft${drafts.length === 1 ? '' : 's'}: ${runs} replays each against ${(0,src_url/* redactUrl */.BO)(url)}\n`);
        const calibrations = await (0,calibrate/* calibrateAll */.b$)(drafts, runs, replay);
        written = [];
        for (const c of calibrations) {
            print(describeCalibration(c));
            if (c.suite !== null)
                written.push(c.suite);
            else
                failed += 1;
        }
    }
    await refuseLeaks(written, dir, scrub, 'written');
    const paths = await writeSuites(dir, written);
    for (const path of paths)
        print(`wrote ${path}\n`);
    print(`${paths.length} captured test${paths.length === 1 ? '' : 's'} written to ${dir} (drafts: they never fail the check until approved)\n`);
    if (paths.length > 0)
        print(`${captureScrubbed(scrubbed)}\n${CAPTURE_REVIEW}\n`);
    return failed > 0 ? commands_io/* EXIT_FAIL */.WV : commands_io/* EXIT_OK */.Ij;
}
/** The final scan: a detected secret or personal value in any file stops the capture, naming file, line and kind. */
async function refuseLeaks(drafts, dir, scrub, what) {
    const files = drafts.map((d) => ({ path: (0,external_node_path_.join)(dir, d.fileName), text: renderSuite(d) }));
    const findings = await scanFiles(files, scrub);
    if (findings.length === 0)
        return;
    throw new errors/* UserError */.yo(`the scrub left ${findings.length === 1 ? 'a value' : `${findings.length} values`} that the final scan detects, so nothing was ${what}: ${describeFindings(findings)}`, 'give the fact key that holds it with --scrub-key KEY, or leave that conversation out, and capture again');
}
function describeCalibration(c) {
    const id = c.suiteId;
    const lines = c.checks
        .map((k) => {
        const decision = k.loosened !== undefined ? `loosened to min ${k.loosened}` : k.kept ? 'kept' : 'dropped';
        return `  ${k.check}: held in ${k.held} of ${k.scored} scored replays: ${decision}\n`;
    })
        .join('');
    if (c.refused !== null)
        return `${id}: not written: ${c.refused}\n${lines}`;
    return `${id}: passed ${c.passed} of ${c.scored} scored runs (floor ${(0,calibrate/* floorOf */.Et)(c.scored)}); pass rate ${(c.passed / c.scored).toFixed(3)}\n${lines}`;
}
/** Replays through the runner against a deployment; the judge only computes the similarity of replies. */
function replayAgainst(target, transport, token, timeoutMs, retries, concurrency, signal, judgeFlags) {
    return async (suites, runs) => {
        // Loaded here: a capture without --calibrate needs no agent client or runner.
        const [{ createAgentClient }, { resolveJudgeConfig }, { createJudge }, { FULL_MEMORY_PIPELINE }, { runSuites }] = await Promise.all([
            Promise.all(/* import() */[__webpack_require__.e(977), __webpack_require__.e(925), __webpack_require__.e(246), __webpack_require__.e(16)]).then(__webpack_require__.bind(__webpack_require__, 80246)),
            Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 31505)),
            Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 68224)),
            Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 85106)),
            Promise.all(/* import() */[__webpack_require__.e(814), __webpack_require__.e(759)]).then(__webpack_require__.bind(__webpack_require__, 74814)),
        ]);
        const client = createAgentClient({ target, transport, token: token ?? undefined, timeoutMs, retries });
        const judge = createJudge(resolveJudgeConfig({ apiKey: judgeFlags.apiKey ?? undefined, baseUrl: judgeFlags.baseUrl ?? undefined }, judgeFlags.env), {});
        return runSuites(suites, {
            concurrency,
            repeats: runs,
            target: (0,src_url/* redactUrl */.BO)(target),
            transport,
            commit: null,
            dryRun: false,
            memoryPipeline: FULL_MEMORY_PIPELINE,
            enableTracing: false,
            judgeFailedTurns: false,
        }, { client, judge, logger: (0,logger/* memoryLogger */.Uu)(), now: Date.now, signal });
    };
}


/***/ }),

/***/ 67306:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p5: () => (/* binding */ portableFileName)
/* harmony export */ });
/* unused harmony exports WINDOWS_RESERVED_NAMES, MAX_PORTABLE_NAME_LENGTH, isPortableFileName */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
// File names made from ids (suite ids, test ids, conversation ids) that every system can check out:
// Windows refuses device names (CON, NUL, COM1…, with any extension), the characters <>:"/\|?*,
// control characters, and names ending in a dot or a space; every file system limits a name's
// length; Windows and macOS fold case, so `Refund` and `refund` would be one file. An ordinary
// lower-case name is kept as it is, so existing outputs keep their names; any other is cleaned and
// suffixed with a hash of the original, so two ids never share a file, in any case.

/** Windows' reserved device names, compared case-insensitively with the part of a name before its first dot. */
const WINDOWS_RESERVED_NAMES = [
    'CON',
    'PRN',
    'AUX',
    'NUL',
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, '¹', '²', '³'].flatMap((n) => [`COM${n}`, `LPT${n}`]),
    // The older COM0 and LPT0 are refused by some Windows versions too.
    'COM0',
    'LPT0',
];
const RESERVED = new Set(WINDOWS_RESERVED_NAMES.map((n) => n.toUpperCase()));
/** The longest name kept (in UTF-16 units): well under the 255 of NTFS, ext4 and APFS, leaving room for the folders above. */
const MAX_PORTABLE_NAME_LENGTH = 120;
/** Characters Windows refuses in a name, and control characters. */
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/;
const FORBIDDEN_ALL = /[<>:"/\\|?*\u0000-\u001f\u007f]+/g;
/** A lone surrogate: no file system can store it as UTF-8 or UTF-16. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
const HASH_LENGTH = 10;
function reservedStart(name) {
    // Windows ignores trailing spaces before the dot: "CON .txt" is CON too.
    return RESERVED.has(name.split('.')[0].trimEnd().toUpperCase());
}
/** Whether `name` can be a file name on Windows, macOS and Linux alike (and is not "." or ".."). */
function isPortableFileName(name, maxLength = MAX_PORTABLE_NAME_LENGTH) {
    return (name.length > 0 &&
        name.length <= maxLength &&
        name !== '.' &&
        name !== '..' &&
        !FORBIDDEN.test(name) &&
        !/[. ]$/.test(name) &&
        !/^ /.test(name) &&
        !reservedStart(name) &&
        !LONE_SURROGATE.test(name));
}
/**
 * `name` when it is portable and has no capital letter; otherwise a portable name close to it:
 * forbidden characters become "_", a reserved device name gets a "_", the stem is clipped, and "-"
 * and a hash of the original name go before the extension. Deterministic, so a resumed run finds
 * the same file.
 */
function portableFileName(name, maxLength = MAX_PORTABLE_NAME_LENGTH) {
    if (isPortableFileName(name, maxLength) && name === name.toLowerCase())
        return name;
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && /^\.[A-Za-z0-9]{1,10}$/.test(name.slice(dot)) ? name.slice(dot) : '';
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(name).digest('hex').slice(0, HASH_LENGTH);
    const room = Math.max(1, maxLength - extension.length - HASH_LENGTH - 1);
    let stem = (extension === '' ? name : name.slice(0, dot))
        .replace(LONE_SURROGATES, '_')
        .replace(FORBIDDEN_ALL, '_')
        .replace(/^[. ]+/, '')
        .slice(0, room)
        .replace(/[\uD800-\uDBFF]$/, '')
        .replace(/[. ]+$/, '');
    if (stem === '')
        stem = 'file';
    if (reservedStart(stem))
        stem = stem.replace(/^[^.]*/, (device) => `${device.trimEnd()}_`);
    return `${stem}-${hash}${extension}`;
}


/***/ }),

/***/ 20310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ checkPushgatewayLabels),
/* harmony export */   EW: () => (/* binding */ checkSettings),
/* harmony export */   G0: () => (/* binding */ FLAG_NAMES),
/* harmony export */   MB: () => (/* binding */ checkJudgeBaseUrl),
/* harmony export */   MK: () => (/* binding */ checkAgentCredentials),
/* harmony export */   Sf: () => (/* binding */ checkProtocolSettings),
/* harmony export */   db: () => (/* binding */ checkBaselineChoice)
/* harmony export */ });
/* unused harmony exports SettingsConflictError, INPUT_NAMES, checkActionCommand */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17666);
/* harmony import */ var _edge_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(43879);
/* harmony import */ var _table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57120);
// The rules between settings, written once: each names the settings as the edge's user wrote them
// (flags on the command line, inputs in the action) and says how to fix the combination.




/** Settings that cannot work together, named as the user wrote them, with the fix. */
class SettingsConflictError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UserError */ .yo {
    name = 'SettingsConflictError';
}
const FLAG_NAMES = {
    autoRepeats: '--repeats auto',
    shard: '--shard',
    fixedRepeats: 'a fixed --repeats N',
    baselineTarget: '--baseline-target',
};
const INPUT_NAMES = {
    autoRepeats: 'Input `repeats: auto`',
    shard: '`shard`',
    fixedRepeats: 'a fixed number of repeats',
    baselineTarget: '`baseline-target-url`',
};
/**
 * Refuses repeats, shard and a fresh baseline that cannot work together. The edges check before
 * anything loads; evaluate checks again before any effect.
 */
function checkSettings(config) {
    const { autoRepeats, shard, fixedRepeats, baselineTarget } = config.names;
    const auto = typeof config.repeats === 'object' && config.repeats !== null;
    if (auto && config.shard !== undefined) {
        throw new SettingsConflictError(`${autoRepeats} cannot be combined with ${shard} (a shard sees only part of a test's runs); give ${fixedRepeats} when sharding`);
    }
    if (config.base === undefined)
        return;
    if (auto) {
        throw new SettingsConflictError(`${autoRepeats} cannot be combined with ${baselineTarget} (both sides must play the same runs, and adaptive repeats choose them as results come in); give ${fixedRepeats} with a fresh baseline`);
    }
    if (config.shard !== undefined) {
        throw new SettingsConflictError(`${baselineTarget} cannot be combined with ${shard} (the base side's results would be split across the shards and never merged); run the fresh baseline unsharded, or compare the shards with a stored baseline`);
    }
}
/** How the edge names the agent token, wherever it may come from. */
function tokenNames(edge) {
    return edge.kind === 'flag'
        ? `${(0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.agentToken, edge)} or ${_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.agentToken.env?.name}`
        : (0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.agentToken, edge);
}
/**
 * An agent URL with user:password@ (Basic auth) and an agent token (Bearer) too: only one may be
 * sent. A template's user:password@ stays in place when {pr}, {sha} and {branch} are filled in.
 */
function checkAgentCredentials(url, token, key, edge) {
    if (!token || !(0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .hasUserinfo */ .mu)(url.replace(/\{(pr|sha|branch)\}/g, 'x')))
        return;
    const name = (0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy[key], edge);
    const subject = edge.kind === 'flag' ? `${name} ${(0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrl */ .BO)(url)}` : `Input ${name} (${(0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrl */ .BO)(url)})`;
    throw edge.error(`${subject} carries a user name and password (sent as Basic auth) and an agent token is set too (${tokenNames(edge)}, sent as Bearer); give only one`);
}
/** A protocol's own setting given for another protocol would be ignored without a word: refused, with the fix. */
function checkProtocolSettings(s, edge) {
    const protocol = edge.kind === 'flag' ? `--protocol ${s.protocol}` : `\`protocol\` is ${s.protocol}`;
    const onlyWith = (key, only, given) => {
        if (!given || s.protocol === only)
            return;
        const name = (0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy[key], edge);
        throw edge.error(`${edge.kind === 'input' ? 'Input ' : ''}${name} is read by the ${only} protocol only, but ${protocol}: remove it, or set the protocol to ${only}`);
    };
    onlyWith('nodeFrom', 'ag-ui', s.nodeFrom !== null);
    onlyWith('factsPath', 'ag-ui', s.factsPath !== _table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.factsPath.default);
    onlyWith('agentModel', 'openai-chat', s.agentModel !== null);
}
/** The judge authenticates with its API key: a user name and password in its base URL are refused. */
function checkJudgeBaseUrl(apiKey, baseUrl, edge) {
    if (!apiKey || !baseUrl || !(0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .hasUserinfo */ .mu)(baseUrl))
        return;
    const s = _table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.judgeBaseUrl;
    throw edge.error(`the judge base URL ${(0,_url_js__WEBPACK_IMPORTED_MODULE_3__/* .redactUrl */ .BO)(baseUrl)} carries a user name and password; the judge authenticates with its API key only: remove them from ${(0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(s, edge)} (or ${s.env?.name})`);
}
/** A stored baseline or a fresh one, not both (the command line: --baseline FILE or --baseline-target URL). */
function checkBaselineChoice(baseline, baselineTarget, edge) {
    if (baseline === null || baselineTarget === null)
        return;
    const file = (0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.baseline, edge);
    const fresh = (0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.baselineTarget, edge);
    throw edge.error(`${file} and ${fresh} were both given; give one: ${file} FILE compares with stored results, ${fresh} URL plays the base deployment now`);
}
/** Grouping labels of a push that is not made. */
function checkPushgatewayLabels(labels, pushgateway, edge) {
    if (labels.length > 0 && pushgateway === null)
        throw edge.error(`${(0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.pushgatewayLabel, edge)} needs ${(0,_edge_js__WEBPACK_IMPORTED_MODULE_2__/* .settingName */ .Q)(_table_js__WEBPACK_IMPORTED_MODULE_1__/* .SETTINGS */ .yy.pushgateway, edge)} URL`);
}
/** The action's commands: aggregate merges shards' results, so it needs them and runs no shard or base side itself. */
function checkActionCommand(config, edge) {
    const aggregate = config.command === 'aggregate';
    if (aggregate && config.shardResults === null) {
        throw edge.error("Input `shard-results` is empty but `command: aggregate` needs it: give a glob of the shard jobs' results files, e.g. `shard-results: shards/*/results.json`.");
    }
    if (config.baselineTarget !== null && (config.shard !== null || aggregate)) {
        throw edge.error('Input `baseline-target-url` cannot be used in sharded jobs (`shard` or `command: aggregate`): the base side would be split across the shards and never merged. Remove it from the sharded workflow (its pull requests compare with the stored baseline), or run the fresh baseline in one unsharded job.');
    }
    if (config.command === 'capture' && (config.shard !== null || config.baselineTarget !== null)) {
        throw edge.error('`command: capture` replays the captured tests against `target-url` in one job: remove `shard` and `baseline-target-url` from its step.');
    }
    if (aggregate && config.shard !== null) {
        throw edge.error("Inputs `shard` and `command: aggregate` were both given: the aggregate job merges the shards' results; remove `shard` from it.");
    }
}


/***/ })

};
