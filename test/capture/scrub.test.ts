// The scrub, kind by kind: secrets by rule, by phrase and by key name in every case style, Unicode
// emails, phone numbers whole (country code included) and spelled out, structured names and
// addresses, consistent fakes within a conversation, --scrub-key and --keep.
import { describe, expect, it } from 'vitest';
import { createScrubber, keepProblem, scrubberFor } from '../../src/capture/scrub.ts';

const options = { keys: [], keep: [] };
const scrubText = (text: string) => createScrubber(options, null).text(text);

describe('createScrubber', () => {
  it('replaces emails, phone numbers, card-like and IBAN-like numbers, the same value by the same fake', () => {
    const s = createScrubber(options, null);
    const text = s.text('mail ada@example.org or call +44 20 7946 0958; card 4111 1111 1111 1111; IBAN GB82 WEST 1234 5698 7654 32');
    expect(text).toBe('mail person1@example.com or call +1-555-0101; card card-scrubbed-1; IBAN iban-scrubbed-1');
    expect(s.text('again ada@example.org')).toBe('again person1@example.com');
    expect(s.text('other bob@example.net')).toBe('other person2@example.com');
    expect(s.replaced()).toEqual({ email: 2, phone: 1, card: 1, iban: 1 });
  });

  it('replaces emails with letters beyond ASCII, in the local part and the domain', () => {
    expect(scrubText('write to jörg.müller@bücher.de or ana@例え.jp, please')).toBe(
      'write to person1@example.com or person2@example.com, please',
    );
  });

  it('replaces an international number whole, its country code and (0) included, and digits spelled out', () => {
    expect(scrubText('call +44 (0) 20 7946 0958 today')).toBe('call +1-555-0101 today');
    expect(scrubText('my cell is 415-555-2671')).toBe('my cell is +1-555-0101');
    expect(scrubText('call me on five five five, zero one nine nine, two three four thanks')).toBe('call me on +1-555-0101 thanks');
    expect(scrubText('double seven one two three four five six')).toBe('+1-555-0101');
    // Not a phone number: a date, a time, a count in words.
    expect(scrubText('on 2026-03-08T12:00:00Z at five past two')).toBe('on 2026-03-08T12:00:00Z at five past two');
  });

  it('replaces secrets the user typed: after "password", "API key", "PIN", and by their shape', () => {
    expect(scrubText('My password is Tr0ub4dor&3 and it fails')).toBe('My password is secret-scrubbed-1 and it fails');
    expect(scrubText('password: "hunter22", pin=4821')).toBe('password: "secret-scrubbed-1", pin=secret-scrubbed-2');
    expect(scrubText('my API key is sk-live-4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c.')).toBe('my API key is secret-scrubbed-1.');
    expect(scrubText('key AKIAZ7QWERTYUIOP3XYZ leaked')).toBe('key secret-scrubbed-1 leaked');
    expect(scrubText('Authorization: Bearer abcDEF123456ghiJKL')).toBe('Authorization: Bearer secret-scrubbed-1');
    expect(scrubText('db postgres://admin:hunter2@db.example.com/app')).toBe('db postgres://secret-scrubbed-1@db.example.com/app');
    expect(scrubText('-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\n-----END RSA PRIVATE KEY-----')).toBe('secret-scrubbed-1');
    // Words after "password" are not a password.
    expect(scrubText('my password is not working, reset it')).toBe('my password is not working, reset it');
  });

  it('replaces what secretlint finds, everywhere it appears in the conversation', async () => {
    const seen = {
      user: 'export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYzK9mQ2vL8p now',
      later: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYzK9mQ2vL8p',
    };
    const s = await scrubberFor(options, seen);
    expect(JSON.stringify(s.value(seen))).not.toContain('wJalrXUtnFEMI');
    const out = s.value(seen);
    expect(out.later).toMatch(/^secret-scrubbed-\d$/);
    expect(out.user).toMatch(/^export secret-scrubbed-\d now$/);
  });

  it('replaces the values of secret-like and personal keys in every case style, and those values wherever they appear', () => {
    const seen = {
      args: {
        password: 'Tr0ub4dor&3',
        api_key: 'k-123',
        aws_key: 'AKIA-ish',
        'x-auth-token': 't0k',
        AWS_REGION: 'eu-west-1',
        severity: 'high',
      },
      facts: [
        { key: 'firstName', value: 'Jörg' },
        { key: 'emailAddress', value: 'joerg@example.org' },
        { key: 'FULL_NAME', value: 'Ada Lovelace' },
        { key: 'street-address', value: 'Lovelace Lane 12' },
        { key: 'node_name', value: 'billing' },
      ],
      usage: { prompt_tokens: 12 },
    };
    const s = createScrubber(options, seen);
    expect(s.value(seen)).toEqual({
      args: {
        password: 'secret-scrubbed-1',
        api_key: 'secret-scrubbed-2',
        aws_key: 'secret-scrubbed-3',
        'x-auth-token': 'secret-scrubbed-4',
        AWS_REGION: 'secret-scrubbed-5',
        severity: 'high',
      },
      facts: [
        { key: 'firstName', value: 'name-scrubbed-1' },
        { key: 'emailAddress', value: 'person1@example.com' },
        { key: 'FULL_NAME', value: 'name-scrubbed-2' },
        { key: 'street-address', value: 'address-scrubbed-1' },
        { key: 'node_name', value: 'billing' },
      ],
      usage: { prompt_tokens: 12 },
    });
    // A name's parts too, wherever the user writes them.
    expect(s.text('Lovelace here, Jörg asked me; password Tr0ub4dor&3 again')).toBe(
      'name-scrubbed-4 here, name-scrubbed-1 asked me; password secret-scrubbed-1 again',
    );
  });

  it('replaces names after "my name is", a title or a sign-off, and street addresses of common forms', () => {
    expect(scrubText("Hi, my name is Jörg Müller and I'm stuck")).toBe("Hi, my name is name-scrubbed-1 and I'm stuck");
    expect(scrubText('Regards, Priya Raman')).toBe('Regards, name-scrubbed-1');
    expect(scrubText('I live at 221B Baker Street, London NW1 6XE')).toBe('I live at address-scrubbed-1, London address-scrubbed-2');
    expect(scrubText('send it to Hauptstraße 12 in Berlin')).toBe('send it to address-scrubbed-1 in Berlin');
    expect(scrubText('Lovelace Lane 12 or 10 rue de Rivoli')).toBe('address-scrubbed-1 or address-scrubbed-2');
    // A first name alone in free text is not found: capture marks every draft for review.
    expect(scrubText('Sarah from accounting said so')).toBe('Sarah from accounting said so');
  });

  it('scrubs the values of keys given with --scrub-key, and lets a key or a kind through with --keep, never a secret', () => {
    const seen = { facts: { loyalty_code: 'ZX-9', email: 'ada@example.org', password: 'hunter22' } };
    const s = createScrubber({ keys: ['loyalty_code'], keep: ['email', 'password'] }, seen);
    expect(s.value(seen)).toEqual({
      facts: { loyalty_code: 'loyalty_code-scrubbed-1', email: 'ada@example.org', password: 'secret-scrubbed-1' },
    });
    expect(s.text('my code is ZX-9')).toBe('my code is loyalty_code-scrubbed-1');
    expect(keepProblem('password')).toBe('--keep password: secrets are never let through');
    expect(keepProblem('secret')).not.toBeNull();
    expect(keepProblem('email')).toBeNull();
  });

  it('scrubs a key that is itself personal, the same way as a value', () => {
    const seen = { facts: { 'ada@example.org': 'vip' }, user: 'I am ada@example.org' };
    expect(createScrubber(options, seen).value(seen)).toEqual({
      facts: { 'person1@example.com': 'vip' },
      user: 'I am person1@example.com',
    });
  });

  it('keeps a tool call name and fact keys, and keys named __proto__ as data', () => {
    const seen = JSON.parse('{"name": "process_node", "args": {"__proto__": {"phone": "0123456789"}}}') as unknown;
    const out = createScrubber(options, seen).value(seen) as Record<string, Record<string, unknown>>;
    expect(out['name']).toBe('process_node');
    expect(Object.hasOwn(out['args']!, '__proto__')).toBe(true);
    expect(JSON.stringify(out)).not.toContain('0123456789');
  });

  it('scrubs a fake again to itself', () => {
    const once = scrubText('person1@example.com +1-555-0101 secret-scrubbed-1 name-scrubbed-2');
    expect(once).toBe('person1@example.com +1-555-0101 secret-scrubbed-1 name-scrubbed-2');
  });
});
