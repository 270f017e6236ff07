// The personal-data scrub: consistent fakes within a conversation, configurable keys, --keep.
import { describe, expect, it } from 'vitest';
import { createScrubber, DEFAULT_SCRUB_KEYS } from '../../src/capture/scrub.ts';

const options = { keys: DEFAULT_SCRUB_KEYS, keep: [] };

describe('createScrubber', () => {
  it('replaces emails, phone numbers, card-like and IBAN-like numbers, the same value by the same fake', () => {
    const s = createScrubber(options, null);
    const text = s.text('mail ada@example.org or call +44 20 7946 0958; card 4111 1111 1111 1111; IBAN GB82 WEST 1234 5698 7654 32');
    for (const original of ['ada@example.org', '+44 20 7946 0958', '4111 1111 1111 1111', 'GB82 WEST 1234 5698 7654 32'])
      expect(text).not.toContain(original);
    expect(text).toBe('mail person1@example.com or call +1-555-0101; card card-scrubbed-1; IBAN iban-scrubbed-1');
    expect(s.text('again ada@example.org')).toBe('again person1@example.com');
    expect(s.text('other bob@example.net')).toBe('other person2@example.com');
    expect(s.replaced()).toEqual({ email: 2, phone: 1, card: 1, iban: 1 });
  });

  it('replaces the values of personal fact keys everywhere they appear, whatever their case', () => {
    const conversation = {
      memory: { facts: [{ key: 'customer_name', value: 'Ada Lovelace' }] },
      reply: {
        facts: { customer_name: 'Ada Lovelace', plan: 'pro' },
        tool_calls: [{ name: 'lookup', args: { customer_name: 'Ada Lovelace' } }],
      },
    };
    const s = createScrubber(options, conversation);
    expect(s.value(conversation)).toEqual({
      memory: { facts: [{ key: 'customer_name', value: 'customer_name-scrubbed-1' }] },
      reply: {
        facts: { customer_name: 'customer_name-scrubbed-1', plan: 'pro' },
        tool_calls: [{ name: 'lookup', args: { customer_name: 'customer_name-scrubbed-1' } }],
      },
    });
    expect(s.text('I am ada lovelace, from Canada')).toBe('I am customer_name-scrubbed-1, from Canada');
  });

  it('scrubs the values of keys given with --scrub-key, and lets a key or a kind through with --keep', () => {
    const seen = { facts: { loyalty_code: 'ZX-9', email: 'ada@example.org' } };
    const s = createScrubber({ keys: [...DEFAULT_SCRUB_KEYS, 'loyalty_code'], keep: ['email'] }, seen);
    expect(s.value(seen)).toEqual({ facts: { loyalty_code: 'loyalty_code-scrubbed-1', email: 'ada@example.org' } });
    expect(s.text('my code is ZX-9')).toBe('my code is loyalty_code-scrubbed-1');
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
});
