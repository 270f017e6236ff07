import { describe, expect, it } from 'vitest';
import { assistantContains, assistantMatches, assistantNotContains } from '../../src/assertions/content.ts';
import { compilePattern as parsePattern } from '../../src/spec/pattern.ts';
import { observed } from './observed.ts';

const reply = observed({ assistant_message: 'Welcome back, Ann! Your order #4521 ships Friday.' });
const silent = observed({ assistant_message: null });

describe('assistant_contains', () => {
  it('passes on case-insensitive substrings', () => {
    expect(assistantContains(['WELCOME', 'order #45'], reply)[0]).toMatchObject({
      key: 'assistant_contains',
      pass: true,
      reason: 'assistant message contains "WELCOME", "order #45"',
    });
  });

  it('fails naming every missing string', () => {
    expect(assistantContains(['welcome', 'refund', 'Monday'], reply)[0]).toMatchObject({
      code: 'ASSISTANT_CONTENT',
      reason: 'assistant message lacks "refund", "Monday"',
    });
  });

  it('fails without an assistant message', () => {
    expect(assistantContains(['welcome'], silent)[0]).toMatchObject({ code: 'ASSISTANT_CONTENT', reason: 'agent returned no assistant message' });
  });

  it('keeps a long message short in actual, and quotes agent text on one line', () => {
    const long = observed({ assistant_message: `line one\nline two ${'x'.repeat(2000)}` });
    const [r] = assistantContains(['nope\nnever'], long);
    expect((r?.actual as string).length).toBeLessThan(560);
    expect(r?.actual).toMatch(/… \(1518 more characters\)$/);
    expect(r?.reason).toBe('assistant message lacks "nope\\nnever"');
  });
});

describe('assistant_not_contains', () => {
  it('passes when none occurs', () => {
    expect(assistantNotContains(['sorry', 'error'], reply)[0]).toMatchObject({
      pass: true,
      reason: 'assistant message contains none of "sorry", "error"',
    });
  });

  it('fails naming every forbidden string found, whatever its case', () => {
    expect(assistantNotContains(['sorry', 'ANN', 'friday'], reply)[0]).toMatchObject({
      code: 'ASSISTANT_CONTENT',
      reason: 'assistant message contains forbidden "ANN", "friday"',
    });
  });

  it('passes without an assistant message', () => {
    expect(assistantNotContains(['sorry'], silent)[0]).toMatchObject({ pass: true, reason: 'no assistant message, so nothing forbidden' });
  });
});

describe('assistant_matches', () => {
  it('passes plain patterns and /pattern/flags', () => {
    expect(assistantMatches(['order #\\d{4}', '/^welcome/i'], reply)[0]).toMatchObject({
      pass: true,
      reason: 'assistant message matches "order #\\\\d{4}", "/^welcome/i"',
    });
  });

  it('is case-sensitive without the i flag', () => {
    expect(assistantMatches(['^welcome'], reply)[0]).toMatchObject({
      code: 'ASSISTANT_CONTENT',
      reason: 'assistant message does not match "^welcome"',
    });
  });

  it('honours other flags', () => {
    const twoLines = observed({ assistant_message: 'Hello.\nYour refund is on its way.' });
    expect(assistantMatches(['^Your refund'], twoLines)[0]?.pass).toBe(false);
    expect(assistantMatches(['/^Your refund/m'], twoLines)[0]?.pass).toBe(true);
    expect(assistantMatches(['/hello\\..your/i'], twoLines)[0]?.pass).toBe(false);
    expect(assistantMatches(['/hello\\..your/is'], twoLines)[0]?.pass).toBe(true);
    // The g flag's lastIndex must not leak between checks.
    expect(assistantMatches(['/refund/g', '/refund/g'], twoLines)[0]?.pass).toBe(true);
  });

  it('treats slashes that do not end in flags as part of a plain pattern', () => {
    expect(parsePattern('/orders/42').source).toBe('\\/orders\\/42');
    expect(parsePattern('/a/gi').flags).toBe('gi');
    expect(parsePattern('a/b').source).toBe('a\\/b');
  });

  it('fails an invalid pattern with a reason that says how to fix it', () => {
    const [r] = assistantMatches(['welcome(', '/Friday/'], reply);
    expect(r).toMatchObject({
      code: 'ASSISTANT_CONTENT',
      reason: 'invalid regular expression "welcome(" (Invalid regular expression: /welcome(/: Unterminated group); fix it in the suite',
    });
  });

  it('fails without an assistant message', () => {
    expect(assistantMatches(['.*'], silent)[0]).toMatchObject({ code: 'ASSISTANT_CONTENT', reason: 'agent returned no assistant message' });
  });
});
