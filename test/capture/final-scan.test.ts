// The final scan of the files about to be written: each finding names file, line, kind and the
// detector, never the value; values under secret-like or personal keys count, fakes do not.
import { describe, expect, it } from 'vitest';
import { describeFindings, scanFile } from '../../src/capture/final-scan.ts';

const none = { keys: [], keep: [] };
const SENDGRID = 'SG.abcdefghij1234567890AB.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('scanFile', () => {
  it('finds what secretlint, the patterns and the key names find, by line, and names no value', async () => {
    const text = [
      'version: v1',
      'tests:',
      '  - test_id: t',
      `    user_input: my key is ${SENDGRID}`,
      '    memory:',
      '      facts:',
      '        - key: emailAddress',
      '          value: joerg',
      '        - key: password',
      '          value: secret-scrubbed-1',
      '    opening: write to ana@例え.jp',
      '    knows:',
      '      apiKey: k-42',
    ].join('\n');
    const findings = await scanFile('suites/captured/t.yaml', text, none);
    expect(findings).toEqual([
      { file: 'suites/captured/t.yaml', line: 4, kind: 'secret', rule: 'secretlint sendgrid: SENDGRID_KEY' },
      { file: 'suites/captured/t.yaml', line: 8, kind: 'email', rule: 'a value under a key of kind email' },
      { file: 'suites/captured/t.yaml', line: 11, kind: 'email', rule: 'email address' },
      { file: 'suites/captured/t.yaml', line: 13, kind: 'secret', rule: 'a value after "password", "token", "PIN", ...' },
    ]);
    const said = describeFindings(findings);
    expect(said).toContain('suites/captured/t.yaml:4: a secret (secretlint sendgrid: SENDGRID_KEY)');
    for (const value of [SENDGRID, 'joerg', 'ana@', 'k-42']) expect(said).not.toContain(value);
  });

  it('passes a scrubbed draft: fakes, dates, node ids and the notes capture writes', async () => {
    const text = [
      '# the agent replied: "Thanks person1@example.com" (text is never checked word for word)',
      'metadata:',
      '  capture:',
      '    at: 2026-03-08T12:00:00.000Z',
      "    review: 'Read this draft before approving it'",
      'tests:',
      '  - test_id: t',
      '    turns:',
      '      - user_input: I am name-scrubbed-1, call +1-555-0101, my password is secret-scrubbed-2',
      '        expected:',
      '          tool_call:',
      '            name: process_node',
      '            args.partial:',
      '              current_node_id: conv_1',
    ].join('\n');
    expect(await scanFile('x.yaml', text, none)).toEqual([]);
  });

  it('lets a kept kind through, never a secret', async () => {
    const text = 'opening: mail ada@example.org\nknows:\n  token: Zq9xK2mLp4\n';
    const keep = { keys: [], keep: ['email', 'token'] };
    expect(await scanFile('x.yaml', text, keep)).toEqual([
      { file: 'x.yaml', line: 3, kind: 'secret', rule: 'a value after "password", "token", "PIN", ...' },
    ]);
  });
});
