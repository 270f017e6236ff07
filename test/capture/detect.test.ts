// What the scrub and the final scan look for: keys by name in any case style, and free text by
// pattern, each match named by kind and detector, the scrub's own fakes never matched again.
import { describe, expect, it } from 'vitest';
import { findInText, isFake, keyKind, keyWords } from '../../src/capture/detect.ts';

describe('keyWords', () => {
  it('splits camelCase, snake_case, kebab-case and SCREAMING_CASE alike', () => {
    for (const key of ['emailAddress', 'email_address', 'email-address', 'EMAIL_ADDRESS', 'EmailAddress'])
      expect(keyWords(key), key).toEqual(['email', 'address']);
    expect(keyWords('APIKey')).toEqual(['api', 'key']);
  });
});

describe('keyKind', () => {
  it('reads a key in any case style', () => {
    for (const key of [
      'password',
      'userPassword',
      'PASSWD',
      'api_key',
      'apiKey',
      'x-api-key',
      'aws_key',
      'AWS_SECRET_ACCESS_KEY',
      'accessToken',
      'private-key',
      'clientSecret',
      'credentials',
      'auth',
    ])
      expect(keyKind(key), key).toBe('secret');
    for (const key of ['firstName', 'last_name', 'FULL-NAME', 'surname', 'username', 'account_holder'])
      expect(keyKind(key), key).toBe('name');
    for (const key of ['emailAddress', 'contact_email', 'E_MAIL']) expect(keyKind(key), key).toBe('email');
    for (const key of ['phoneNumber', 'mobile', 'tel']) expect(keyKind(key), key).toBe('phone');
    for (const key of ['streetAddress', 'postcode', 'zip']) expect(keyKind(key), key).toBe('address');
    expect(keyKind('dateOfBirth')).toBe('date_of_birth');
    expect(keyKind('passportNumber')).toBe('id_number');
    for (const key of [
      'node_name',
      'tool_name',
      'filename',
      'prompt_tokens',
      'sort_key',
      'current_node_id',
      'option_id',
      'order_id',
      'severity',
    ])
      expect(keyKind(key), key).toBeNull();
  });
});

describe('findInText', () => {
  const kinds = (text: string) => findInText(text).map((f) => [text.slice(f.start, f.end), f.kind, f.rule]);

  it('names each match by kind and by the detector that found it', () => {
    expect(kinds('key AKIAZ7QWERTYUIOP3XYZ, mail ana@例え.jp, pin: 4821')).toEqual([
      ['AKIAZ7QWERTYUIOP3XYZ', 'secret', 'AWS access key id'],
      ['ana@例え.jp', 'email', 'email address'],
      ['4821', 'secret', 'a value after "password", "token", "PIN", ...'],
    ]);
  });

  it('leaves the kinds it is told to skip, and never matches a fake', () => {
    expect(findInText('ada@example.org', new Set(['email']))).toEqual([]);
    expect(findInText('person3@example.com +1-555-0107 secret-scrubbed-4 loyalty_code-scrubbed-1')).toEqual([]);
    expect(isFake('secret-scrubbed-12')).toBe(true);
    expect(isFake('Ada')).toBe(false);
  });

  it('stays linear on a long hostile text: a megabyte of addresses and digits', () => {
    const text = 'mail a1@x.io call 020 7946 0958 '.repeat(30_000);
    const found = findInText(text);
    expect(found.filter((f) => f.kind === 'email')).toHaveLength(30_000);
    expect(found.filter((f) => f.kind === 'phone')).toHaveLength(30_000);
  });
});
