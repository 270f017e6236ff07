export const id = 406;
export const ids = [406];
export const modules = {

/***/ 7406:
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
    return { fileName: `${stem}.yaml`, suite: suiteOf(conversation, stem, at, test), notes };
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

;// CONCATENATED MODULE: ./src/capture/scrub.ts
// The personal-data scrub, run on a captured conversation before anything is derived, written or
// sent anywhere: emails, phone numbers, card-like and IBAN-like numbers, and every value of the
// listed fact keys (in memory, facts and tool arguments, and wherever that value appears in text)
// become fake values. The same real value gets the same fake everywhere in one conversation, so a
// captured test still routes on what the user said. `keep` lets a fact key or a kind through.
const PATTERN_KINDS = (/* unused pure expression or super */ null && (['email', 'phone', 'card', 'iban']));
/** Fact keys whose values are personal by default (matched case-insensitively). */
const DEFAULT_SCRUB_KEYS = [
    'name',
    'first_name',
    'last_name',
    'full_name',
    'customer_name',
    'user_name',
    'username',
    'email',
    'phone',
    'phone_number',
    'address',
    'street',
    'postcode',
    'zip',
    'date_of_birth',
    'dob',
    'birthday',
    'account_number',
    'card_number',
    'iban',
    'ssn',
    'passport',
    'national_id',
];
// In this order: a card number is not read as a phone number, an IBAN not as a card.
const PATTERNS = [
    { kind: 'email', regex: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g },
    { kind: 'iban', regex: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g },
    { kind: 'card', regex: /\b\d(?:[ -]?\d){12,18}\b/g },
    { kind: 'phone', regex: /(?<![\w+])\+?(?:\(\d{1,4}\)[ .-]?)?\d(?:[ .-]?\d){6,14}\b/g },
];
/**
 * A scrubber for one conversation. `seen` is every value of the conversation (requests and
 * replies), walked first so a fact value is known before the text that repeats it is scrubbed.
 */
function createScrubber(options, seen) {
    const keep = new Set(options.keep.map((k) => k.toLowerCase()));
    const keys = new Set(options.keys.map((k) => k.toLowerCase()).filter((k) => !keep.has(k)));
    const patterns = PATTERNS.filter((p) => !keep.has(p.kind));
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
    // Values under a personal key, longest first, so "Ada Lovelace" goes before "Ada".
    const keyed = [];
    const personal = (key) => key !== null && keys.has(key.toLowerCase());
    const collect = (value, key, depth) => {
        if (depth > 64)
            return;
        if (personal(key) && (typeof value === 'string' || typeof value === 'number')) {
            const original = String(value);
            if (original.trim().length >= 2) {
                fakeFor(original, key.toLowerCase());
                keyed.push(original);
            }
            return;
        }
        if (Array.isArray(value))
            for (const v of value)
                collect(v, null, depth + 1);
        else if (isRecord(value)) {
            const factKey = typeof value['key'] === 'string' ? value['key'] : null;
            for (const [k, v] of Object.entries(value))
                collect(v, keyOf(value, k, factKey), depth + 1);
        }
    };
    collect(seen, null, 0);
    keyed.sort((a, b) => b.length - a.length);
    // Case-insensitive: the user types "ada" where the fact says "Ada".
    const keyedPatterns = keyed.map((original) => ({
        regex: new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(original)}(?![\\p{L}\\p{N}_])`, 'giu'),
        fake: fakes.get(original),
    }));
    const text = (input) => {
        let out = input;
        for (const { regex, fake } of keyedPatterns)
            out = out.replace(regex, fake);
        for (const { kind, regex } of patterns)
            out = out.replace(regex, (match) => (isFake(match) ? match : fakeFor(match, kind)));
        return out;
    };
    const value = (input, key, depth) => {
        if (depth > 64)
            return null;
        if (personal(key) && (typeof input === 'string' || typeof input === 'number')) {
            const original = String(input);
            return fakes.get(original) ?? text(original);
        }
        if (typeof input === 'string')
            return text(input);
        if (Array.isArray(input))
            return input.map((v) => value(v, null, depth + 1));
        if (isRecord(input)) {
            const factKey = typeof input['key'] === 'string' ? input['key'] : null;
            const out = {};
            for (const [k, v] of Object.entries(input)) {
                // Keys are scrubbed too (a fact map keyed by an email address), the same way as values.
                Object.defineProperty(out, text(k), {
                    value: value(v, keyOf(input, k, factKey), depth + 1),
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
    if (key === 'name' && ['args', 'input', 'arguments', 'type', 'role', 'function', 'id', 'is_error'].some((k) => Object.hasOwn(parent, k)))
        return null;
    return key;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const FAKE_MARK = 'scrubbed';
function makeFake(kind, n) {
    switch (kind) {
        case 'email':
            return `person${n}@example.com`;
        case 'phone':
            return `+1-555-01${String(n).padStart(2, '0')}`;
        case 'card':
            return `card-${FAKE_MARK}-${n}`;
        case 'iban':
            return `iban-${FAKE_MARK}-${n}`;
        default:
            return `${kind}-${FAKE_MARK}-${n}`;
    }
}
/** A fake this scrubber made (so scrubbing twice changes nothing). */
function isFake(text) {
    return /^person\d+@example\.com$/.test(text) || /^\+1-555-01\d+$/.test(text);
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
    return { fileName: `${stem}.yaml`, suite: suiteOf(conversation, stem, at, test), notes };
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
// From conversations read to draft suites: each conversation scrubbed of personal data first, then
// derived (scripted, derive.ts, or as a simulated user, simulate.ts); one that cannot be derived, or that would share another's file, is a failure named with
// its conversation, never dropped silently. Shared by `agent-eval capture` and the action.



/** The conversation with every personal value replaced (its id too: it names the file). */
function scrubConversation(conversation, options) {
    const scrubber = createScrubber(options, conversation.turns);
    return {
        ...conversation,
        id: scrubber.text(conversation.id),
        cut: conversation.cut === null ? null : scrubber.text(conversation.cut),
        turns: conversation.turns.map((t) => ({ ...t, request: scrubber.value(t.request), response: scrubber.value(t.response) })),
    };
}
/** Scrubs and derives every conversation; `at` is the capture time (ISO 8601); `as` defaults to scripted. */
function deriveDrafts(conversations, options) {
    const drafts = [];
    const failures = [];
    const fileNames = new Set();
    for (const conversation of conversations) {
        const scrubbed = scrubConversation(conversation, options);
        try {
            const draft = options.as === 'simulation'
                ? deriveSimulation(scrubbed, options.at, { judge: options.judge === true })
                : deriveSuite(scrubbed, options.at, { similarity: options.similarity, judge: options.judge === true });
            if (fileNames.has(draft.fileName)) {
                failures.push(`${conversation.file}: conversation ${JSON.stringify(scrubbed.id)} is captured twice; the second is left out`);
                continue;
            }
            fileNames.add(draft.fileName);
            drafts.push(draft);
        }
        catch (error) {
            if (!(error instanceof DeriveError))
                throw error;
            failures.push(`${error.message}; conversation ${JSON.stringify(scrubbed.id)} is not captured`);
        }
    }
    return { drafts, failures };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 7 modules
var schemas = __webpack_require__(12311);
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
const LINE_FIX = 'each line is {"conversation_id": ..., "request": <ExecuteRequest>, "response": <ExecutionResult>} (see README: Capture)';
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

// EXTERNAL MODULE: ./src/logger.ts
var logger = __webpack_require__(86999);
// EXTERNAL MODULE: ./src/settings/rules.ts
var rules = __webpack_require__(20310);
// EXTERNAL MODULE: ./src/settings/table.ts + 2 modules
var table = __webpack_require__(9519);
// EXTERNAL MODULE: ./src/settings/target-url.ts
var target_url = __webpack_require__(88356);
// EXTERNAL MODULE: ./src/url.ts
var src_url = __webpack_require__(17666);
// EXTERNAL MODULE: ./src/commands/io.ts
var commands_io = __webpack_require__(73776);
// EXTERNAL MODULE: ./src/commands/options.ts
var options = __webpack_require__(26052);
;// CONCATENATED MODULE: ./src/commands/capture.ts
// `agent-eval capture`: real conversations (this product's artifacts, or a JSON Lines export in the
// same line shape) become draft suites, one file per captured test, personal data scrubbed before
// anything is derived, written or sent; --as simulation derives a simulated user with a goal
// instead of the user's turns; with --calibrate N --target URL each draft is replayed N times and
// its checks kept only where they held.













const CAPTURE_HELP = `usage: agent-eval capture --from PATH... (--conversation ID | --test SUITE/TEST | --all) [options]

Turns recorded conversations into draft suites, one file per captured test: per turn the node after
it, the first tool call's name and stable arguments, the facts added or updated, and whether the
flow completed; never the exact text (--as simulation: a simulated user whose success_when is the
final node, the decisive tool call and the key facts). Personal data is scrubbed before anything is
written or sent.

  --from PATH             artifacts/<suite>.jsonl, a report directory, or a JSON Lines export whose
                          lines are {conversation_id, request, response} (repeatable)
  --out DIR               where the suites are written (default ${(0,options/* flagHelp */.QR)('captureOut')})
  --conversation ID       capture this conversation (repeatable)
  --test SUITE/TEST       capture the first run of this test from the artifacts (repeatable)
  --all                   capture every conversation read
  --as scripted|simulation
                          scripted (default): the user's turns as written; simulation: a
                          simulated user (persona, goal, knows, opening derived from the user's
                          turns) that must reach the final node and the decisive tool call
  --scrub-key KEY         also replace the values of this fact key (repeatable; emails, phone
                          numbers, card-like and IBAN-like numbers and common personal keys always)
  --keep KEY              let this fact key, or a kind (email, phone, card, iban), through (repeatable)
  --calibrate N           replay each draft N times (${(0,options/* flagHelp */.QR)('calibrate')}) against --target; a check
                          that held in fewer than N-1 of the scored runs is dropped, and a test whose
                          runs pass fewer than N-1 times is reported, not written
  --target URL            the deployment to calibrate against (normally the base branch's)
  --transport http|ws     protocol (default ${(0,options/* flagHelp */.QR)('transport')})
  --agent-token TOKEN     bearer token for the agent (or env AGENT_EVAL_AGENT_TOKEN)
  --timeout-ms N          per-turn timeout in ms, ${(0,options/* flagHelp */.QR)('timeoutMs')}
  --retries N             retries per turn, ${(0,options/* flagHelp */.QR)('retries')}
  --concurrency N         conversations at once, ${(0,options/* flagHelp */.QR)('concurrency')}
  --judge-api-key KEY     an OpenAI-compatible key (or env OPENAI_API_KEY): each reply becomes an
                          assistant_similar_to check (embedding similarity), loosened by calibration
                          below the lowest similarity observed, and a simulated test gets a
                          success criterion for the judge; without it the reply is a comment
  --judge-base-url URL    OpenAI-compatible base URL (or env OPENAI_BASE_URL)

Exit codes: 0 every selected conversation was captured, 1 some lines or conversations could not be
captured (the others are written), 2 usage error.`;
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
    const keys = [...DEFAULT_SCRUB_KEYS, ...flag('scrubKey')];
    const keep = flag('keep');
    // With a judge key, replies are compared by the similarity of their embeddings.
    const { drafts, failures } = deriveDrafts(conversations, {
        keys,
        keep,
        at,
        as: flag('captureAs'),
        similarity: judgeKey !== null,
        judge: judgeKey !== null,
    });
    for (const f of failures)
        warn(`${f}\n`);
    let failed = problems.length + failures.length;
    let written = drafts;
    if (runs !== null && target !== null) {
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
    const dir = (0,external_node_path_.resolve)(io.cwd, flag('captureOut'));
    const paths = await writeSuites(dir, written);
    for (const path of paths)
        print(`wrote ${path}\n`);
    print(`${paths.length} captured test${paths.length === 1 ? '' : 's'} written to ${dir} (drafts: they never fail the check until approved)\n`);
    return failed > 0 ? commands_io/* EXIT_FAIL */.WV : commands_io/* EXIT_OK */.Ij;
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
            Promise.all(/* import() */[__webpack_require__.e(977), __webpack_require__.e(925), __webpack_require__.e(246)]).then(__webpack_require__.bind(__webpack_require__, 80246)),
            Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 31505)),
            Promise.all(/* import() */[__webpack_require__.e(193), __webpack_require__.e(224)]).then(__webpack_require__.bind(__webpack_require__, 68224)),
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


/***/ })

};
