// secretlint's recommended rules through the adapter: the span of each secret in the text and the
// rule that found it, right in a text longer than the pieces it is scanned in.
import { describe, expect, it } from 'vitest';
import { findRuleSecrets } from '../../src/capture/secret-rules.ts';

const GITHUB = 'ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3sXY';
const SENDGRID = 'SG.abcdefghij1234567890AB.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('findRuleSecrets', () => {
  it('finds tokens by their rules, with offsets into the text', async () => {
    const text = `token ${GITHUB}\nmail key ${SENDGRID} end`;
    const found = await findRuleSecrets(text);
    expect(found.map((f) => [text.slice(f.start, f.end), f.rule])).toEqual([
      [GITHUB, 'github: GITHUB_TOKEN'],
      [SENDGRID, 'sendgrid: SENDGRID_KEY'],
    ]);
  });

  it('keeps offsets right past the first piece of a long text', async () => {
    const text = `${'nothing to see here\n'.repeat(8000)}key ${SENDGRID}\n`;
    const [found] = await findRuleSecrets(text);
    expect(text.slice(found!.start, found!.end)).toBe(SENDGRID);
  });

  it('finds nothing in plain text', async () => {
    expect(await findRuleSecrets('Hello, I was charged twice for my order AB-12345.')).toEqual([]);
  });
});
