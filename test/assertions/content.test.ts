import { describe, expect, it } from 'vitest';
import { assistantContains, assistantMatches, assistantNotContains } from '../../src/assertions/content.ts';
import { compilePattern as parsePattern } from '../../src/suite/pattern.ts';
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
    expect(assistantContains(['welcome'], silent)[0]).toMatchObject({
      code: 'ASSISTANT_CONTENT',
      reason: 'agent returned no assistant message',
    });
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
    expect(parsePattern('/orders/42').source).toBe('/orders/42');
    expect(parsePattern('/a/gi').flags).toBe('gi');
    expect(parsePattern('a/b').source).toBe('a/b');
  });

  it('fails an invalid pattern with a reason that says how to fix it', () => {
    const [r] = assistantMatches(['welcome(', '/Friday/', '(\\w+) \\1'], reply);
    expect(r).toMatchObject({
      code: 'ASSISTANT_CONTENT',
      reason:
        'invalid regular expression "welcome(": missing closing ): `welcome(`; fix the pattern in RE2 syntax, escaping special characters such as ( [ . with a backslash; flags go after a closing slash: /pattern/i; ' +
        'the backreference \\1 in "(\\\\w+) \\\\1" is not supported by the linear-time engine (RE2 syntax); rewrite the pattern without \\1, for example by repeating the group\'s pattern',
    });
  });

  it('ends promptly on a pattern that backtracks for ever in JavaScript', () => {
    // /^(a+)+$/ against 40 a and a ! takes a backtracking engine longer than a run lasts.
    const hostile = observed({ assistant_message: `${'a'.repeat(40)}!` });
    const started = performance.now();
    const [r] = assistantMatches(['/^(a+)+$/'], hostile);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(r).toMatchObject({ status: 'failed', code: 'ASSISTANT_CONTENT', reason: 'assistant message does not match "/^(a+)+$/"' });
  });

  it('does not start a match whose worst case is over the budget, and says so', () => {
    // 5,000 characters against a pattern of 2,002 instructions: up to 10 million steps.
    const long = observed({ assistant_message: 'a'.repeat(5_000) });
    expect(assistantMatches(['\\pL{1,1000}!'], long)[0]).toMatchObject({
      status: 'failed',
      code: 'ASSISTANT_CONTENT',
      reason:
        '"\\\\pL{1,1000}!" was not run: against a message of 5,000 characters it could take up to 10,012,002 steps, more than the 10,000,000 one check may use; use smaller or fewer patterns',
    });
    // The patterns of one check share the budget: alone, the pattern runs; after another as large, it does not.
    const shorter = observed({ assistant_message: 'a'.repeat(3_000) });
    expect(assistantMatches(['\\pL{1,1000}!'], shorter)[0]?.reason).toBe('assistant message does not match "\\\\pL{1,1000}!"');
    expect(assistantMatches(['/\\pL{1,1000}!/', '\\pL{1,1000}!'], shorter)[0]?.reason).toBe(
      'assistant message does not match "/\\\\pL{1,1000}!/"; "\\\\pL{1,1000}!" was not run: against a message of 3,000 characters it could take up to 6,008,002 steps, more than the 3,991,998 left of the 10,000,000 one check may use; use smaller or fewer patterns',
    );
  });

  it('fails without an assistant message', () => {
    expect(assistantMatches(['.*'], silent)[0]).toMatchObject({ code: 'ASSISTANT_CONTENT', reason: 'agent returned no assistant message' });
  });
});
