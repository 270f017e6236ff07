import { describe, expect, it } from 'vitest';
import { compilePattern, MAX_PATTERN_SIZE, PatternError } from '../../src/suite/pattern.ts';

/** The message and fix a pattern is refused with. */
function refusal(pattern: string): { message: string; fix: string } {
  try {
    compilePattern(pattern);
  } catch (error) {
    expect(error).toBeInstanceOf(PatternError);
    return { message: (error as PatternError).message, fix: (error as PatternError).fix };
  }
  throw new Error(`${pattern} was accepted`);
}

describe('compilePattern: how a suite writes a pattern', () => {
  it('reads a plain body, case-sensitive, matching anywhere', () => {
    const p = compilePattern('order #\\d{4}');
    expect(p).toMatchObject({ source: 'order #\\d{4}', flags: '' });
    expect(p.test('Your order #4521 ships.')).toBe(true);
    expect(p.test('Your ORDER #4521 ships.')).toBe(false);
  });

  it('reads /body/flags only when letters follow the last slash', () => {
    expect(compilePattern('/refund/i')).toMatchObject({ source: 'refund', flags: 'i' });
    expect(compilePattern('/orders/42')).toMatchObject({ source: '/orders/42', flags: '' });
    expect(compilePattern('a/b').test('a/b')).toBe(true);
    expect(compilePattern('//i')).toMatchObject({ source: '//i', flags: '' });
  });

  it('honours i, m and s', () => {
    const text = 'Hello.\nYour refund is on its way.';
    expect(compilePattern('/REFUND/i').test(text)).toBe(true);
    expect(compilePattern('^Your').test(text)).toBe(false);
    expect(compilePattern('/^Your/m').test(text)).toBe(true);
    expect(compilePattern('/Hello..Your/').test(text)).toBe(false);
    expect(compilePattern('/Hello..Your/s').test(text)).toBe(true);
    expect(compilePattern('/hello..your/ims').test(text)).toBe(true);
  });

  it('accepts g and ignores it: a pattern matches somewhere or not', () => {
    const p = compilePattern('/refund/g');
    expect(p.test('refund')).toBe(true);
    expect(p.test('refund')).toBe(true); // no lastIndex carried between matches
  });

  it('refuses the flags the engine cannot honour, with the fix', () => {
    expect(refusal('/^hi/y')).toEqual({
      message: `unsupported flag 'y' in "/^hi/y"`,
      fix: 'remove y; to match at the start of the message, begin the pattern with ^',
    });
    expect(refusal('/hi/u')).toEqual({
      message: `unsupported flag 'u' in "/hi/u"`,
      fix: 'remove u; RE2 patterns always match by Unicode code point',
    });
    for (const flag of ['d', 'v', 'x']) {
      expect(refusal(`/hi/${flag}`)).toEqual({
        message: `unsupported flag '${flag}' in "/hi/${flag}"`,
        fix: 'use only the flags i (ignore case), m (^ and $ match at line ends) and s (. matches a newline) after the closing slash',
      });
    }
    expect(refusal('/hi/imi')).toEqual({ message: `flag 'i' is given twice in "/hi/imi"`, fix: 'write each flag once: /hi/im' });
  });

  it('refuses what a linear-time engine cannot run, naming the construct and the fix', () => {
    expect(refusal('(\\w+) \\1')).toEqual({
      message: 'the backreference \\1 in "(\\\\w+) \\\\1" is not supported by the linear-time engine (RE2 syntax)',
      fix: "rewrite the pattern without \\1, for example by repeating the group's pattern",
    });
    expect(refusal('/(?<w>\\w+) \\k<w>/i').message).toBe(
      'the backreference \\k in "/(?<w>\\\\w+) \\\\k<w>/i" is not supported by the linear-time engine (RE2 syntax)',
    );
    for (const look of ['(?=', '(?!']) {
      expect(refusal(`order${look}\\d)`)).toEqual({
        message: `the lookahead ${look} in "order${look}\\\\d)" is not supported by the linear-time engine (RE2 syntax)`,
        fix: 'rewrite the pattern without lookahead: match the text that follows, or check absent text with assistant_not_contains',
      });
    }
    for (const look of ['(?<=', '(?<!']) {
      expect(refusal(`/${look}#)\\d+/i`)).toEqual({
        message: `the lookbehind ${look} in "/${look}#)\\\\d+/i" is not supported by the linear-time engine (RE2 syntax)`,
        fix: 'rewrite the pattern without lookbehind: match the text that comes before, or check absent text with assistant_not_contains',
      });
    }
    expect(refusal('caf\\u00e9')).toEqual({
      message: 'the escape \\u in "caf\\\\u00e9" is not supported by the linear-time engine (RE2 syntax)',
      fix: 'write a code point as \\x{00e9} instead of \\u00e9',
    });
    expect(compilePattern('caf\\x{00e9}').test('café')).toBe(true);
  });

  it('quotes the part of the pattern a syntax error is at, as the suite wrote it', () => {
    expect(refusal('/order (\\d+/im')).toEqual({
      message: 'invalid regular expression "/order (\\\\d+/im": missing closing ): `order (\\d+`',
      fix: 'fix the pattern in RE2 syntax, escaping special characters such as ( [ . with a backslash; flags go after a closing slash: /pattern/i',
    });
    expect(refusal('a**').message).toBe('invalid regular expression "a**": invalid nested repetition operator: `**`');
  });

  it('refuses a pattern too large to match promptly', () => {
    expect(refusal('[a-z]{1000}[0-9]{1000}[A-Z]{1000}')).toEqual({
      message: `regular expression "[a-z]{1000}[0-9]{1000}[A-Z]{1000}" is too large: it compiles to 3002 instructions, more than ${MAX_PATTERN_SIZE}`,
      fix: 'use smaller repeat counts (x{1,1000} copies x a thousand times) or split it into several patterns',
    });
  });

  it('matches in time linear in the text, where JavaScript backtracks for ever', () => {
    const p = compilePattern('/^(a+)+$/');
    const started = performance.now();
    expect(p.test(`${'a'.repeat(100_000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
    // The worst case a caller budgets for: instructions times characters.
    expect(p.costFor('aaa')).toBe(p.costFor('a') * 2);
  });
});
