// `agent-eval capture` in-process on a hand-written export with hostile content: personal data in
// user text, facts and tool arguments, markdown and @mentions, a conversation id with ../, a broken
// line. No original personal value survives in any written file, and the files validate.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentEval } from '../helpers/cli.ts';
import { tempDir } from '../helpers/temp-dir.ts';
import { exportLine, reply, writeLines } from '../capture/lines.ts';

const PERSONAL = [
  'ada.lovelace@example.org',
  '+44 20 7946 0958',
  '4111 1111 1111 1111',
  'GB82 WEST 1234 5698 7654 32',
  'Ada Lovelace',
  'Lovelace Lane 12',
  'ZX-9',
];

async function hostileExport(dir: string): Promise<string> {
  const facts1 = [{ key: 'customer_name', value: 'Ada Lovelace' }];
  const facts2 = [
    ...facts1,
    { key: 'email', value: 'ada.lovelace@example.org' },
    { key: 'address', value: 'Lovelace Lane 12' },
    { key: 'loyalty_code', value: 'ZX-9' },
  ];
  return writeLines(dir, 'export.jsonl', [
    exportLine('../../evil', {
      node: 'start',
      user: 'Hi, I am Ada Lovelace @octocat **urgent** `rm -rf`',
      reply: reply('conv_1', { current_node_id: 'start' }, facts1),
    }),
    'this line is not JSON',
    exportLine('other', { node: 'start', user: 'Hello', reply: reply('conv_1', { current_node_id: 'start' }) }),
    exportLine('../../evil', {
      node: 'conv_1',
      user: 'Mail ada.lovelace@example.org, call +44 20 7946 0958, card 4111 1111 1111 1111, IBAN GB82 WEST 1234 5698 7654 32, code ZX-9',
      memory: { facts: facts1 },
      reply: reply(
        'billing',
        {
          current_node_id: 'conv_1',
          option_id: 'opt_1',
          email: 'ada.lovelace@example.org',
          card: '4111 1111 1111 1111',
          customer_name: 'Ada Lovelace',
        },
        facts2,
        { assistant_message: 'Thanks Ada Lovelace, I sent it to ada.lovelace@example.org: ---\n- [x] @admin' },
      ),
    }),
  ]);
}

describe.each(['scripted', 'simulation'] as const)('agent-eval capture --as %s', (as) => {
  it('writes one validating draft per conversation with no original personal value in any file', async () => {
    const dir = await tempDir('capture-cmd');
    await hostileExport(dir);
    const run = await agentEval(
      ['capture', '--from', 'export.jsonl', '--all', '--out', 'captured', '--scrub-key', 'loyalty_code', '--as', as],
      { cwd: dir, now: () => Date.parse('2026-11-27T12:00:00Z') },
    );
    expect(run.stderr).toBe(
      'export.jsonl:2: not JSON; each line is {"conversation_id": ..., "request": <ExecuteRequest>, "response": <ExecutionResult>} (see docs/capture.md#the-export-format)\n',
    );
    expect(run.code).toBe(1);
    const names = (await readdir(join(dir, 'captured'))).sort();
    expect(names).toHaveLength(2);
    expect(names).toContain('other.yaml');
    expect(names.find((n) => n !== 'other.yaml')).toMatch(/^evil-[0-9a-f]{12}\.yaml$/);
    const everything = (await Promise.all(names.map((n) => readFile(join(dir, 'captured', n), 'utf8')))).join('\n') + run.stdout;
    for (const value of PERSONAL) expect(everything.toLowerCase()).not.toContain(value.toLowerCase());
    expect(everything).toContain('person1@example.com');
    expect(everything).toContain('at: 2026-11-27T12:00:00.000Z');
    const validate = await agentEval(['validate', 'captured'], { cwd: dir });
    expect(validate.stdout).toBe('2 suites, 2 tests, 0 errors\n');
    expect(validate.code).toBe(0);
    if (as === 'simulation') {
      // The user's disclosed facts go to `knows` scrubbed, and the opening is the scrubbed first message.
      expect(everything).toContain('knows:\n        customer_name: name-scrubbed-1\n');
      expect(everything).toContain('opening: Hi, I am name-scrubbed-1 @octocat **urgent** `rm -rf`\n');
      expect(everything).not.toMatch(/^ +turns:/m);
    }
  });
});

describe('agent-eval capture', () => {
  it('lets a kept kind through', async () => {
    const dir = await tempDir('capture-cmd');
    await hostileExport(dir);
    const run = await agentEval(['capture', '--from', 'export.jsonl', '--conversation', '../../evil', '--out', 'out', '--keep', 'email'], {
      cwd: dir,
    });
    const [name] = await readdir(join(dir, 'out'));
    const text = await readFile(join(dir, 'out', name!), 'utf8');
    // The email is let through; the name it holds (a customer_name fact) is still replaced.
    expect(text).toContain('user_input: Mail name-scrubbed-2.name-scrubbed-3@example.org, call +1-555-0101, card card-scrubbed-1');
    expect(run.code).toBe(1); // the export's broken line
  });

  it('answers a usage error for what it cannot do', async () => {
    const dir = await tempDir('capture-cmd');
    await hostileExport(dir);
    const as = await agentEval(['capture', '--from', 'export.jsonl', '--all', '--as', 'replayed'], { cwd: dir });
    expect(as.code).toBe(2);
    expect(as.stderr).toContain('--as');
    const none = await agentEval(['capture', '--from', 'export.jsonl'], { cwd: dir });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('choose what to capture: --conversation ID, --test SUITE/TEST or --all');
    const target = await agentEval(['capture', '--from', 'export.jsonl', '--all', '--calibrate', '6'], { cwd: dir });
    expect(target.code).toBe(2);
    expect(target.stderr).toContain('--calibrate needs --target URL');
    const secret = await agentEval(['capture', '--from', 'export.jsonl', '--all', '--keep', 'apiKey'], { cwd: dir });
    expect(secret.code).toBe(2);
    expect(secret.stderr).toContain('--keep apiKey: secrets are never let through');
    expect(await readdir(dir)).toEqual(['export.jsonl']);
  });
});
