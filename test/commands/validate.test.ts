// `agent-eval validate` as a user runs it, in-process from the repository root.
import { describe, expect, it } from 'vitest';
import { githubAnnotation } from '../../src/commands/validate.ts';
import { ASSERTION_KEYS } from '../../src/suite/suite-schema.ts';
import { agentEval as cli, type CliResult } from '../helpers/cli.ts';

const INVALID = 'test/fixtures/suite/invalid';
const VALID = 'test/fixtures/suite/valid';

function agentEval(args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  return cli(['validate', ...args], { env });
}

describe('agent-eval validate', () => {
  it('exits 0 and prints the summary when every suite is valid', async () => {
    const run = await agentEval([VALID, 'suites/seed-example.json']);
    expect(run.stdout).toBe('4 suites, 5 tests, 0 errors\n');
    expect(run.code).toBe(0);
  });

  it('validates suites/ by default', async () => {
    const run = await agentEval([]);
    expect(run.stdout).toMatch(/^\d+ suites?, \d+ tests?, 0 errors\n$/);
    expect(run.code).toBe(0);
  });

  it('exits 1 and prints file:line:col: message for an invalid suite', async () => {
    const run = await agentEval([`${INVALID}/wrong-type.yaml`, VALID]);
    expect(run.stdout).toBe(
      `${INVALID}/wrong-type.yaml:6:11: tests[0].seed: expected an integer, got the string "42" (write a whole number without quotes)\n` +
        '3 suites, 4 tests, 1 error\n',
    );
    expect(run.code).toBe(1);
  });

  it('rejects every invalid fixture in one run', async () => {
    const run = await agentEval([INVALID]);
    const errorLines = run.stdout.split('\n').filter((line) => line.startsWith(`${INVALID}/`));
    expect(errorLines).toHaveLength(19);
    for (const line of errorLines) expect(line).toMatch(/^test\/fixtures\/suite\/invalid\/[\w/-]+\.(yaml|json):\d+:\d+: /);
    expect(run.stdout.endsWith('1 suite, 1 test, 19 errors\n')).toBe(true);
    expect(run.code).toBe(1);
  });

  it('exits 1 naming a path that does not exist', async () => {
    const run = await agentEval(['suites/no-such-suite.yaml']);
    expect(run.stdout).toBe(
      'suites/no-such-suite.yaml: no such file or directory (check the path; pass suite files, directories or globs)\n0 suites, 0 tests, 1 error\n',
    );
    expect(run.code).toBe(1);
  });

  it('applies --max-bytes', async () => {
    const run = await agentEval(['--max-bytes', '100', `${VALID}/nested/minimal.yml`]);
    expect(run.stdout).toBe(
      `${VALID}/nested/minimal.yml:1:1: file is 144 bytes, over the limit of 100 bytes (split it into smaller files, or raise the limit with --max-bytes)\n0 suites, 0 tests, 1 error\n`,
    );
    expect(run.code).toBe(1);
  });

  it('exits 2 on a usage error', async () => {
    const unknown = await agentEval(['--strict-mode', VALID]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("agent-eval validate: unknown option '--strict-mode'");
    expect(unknown.stdout).toBe('');
    const badBytes = await agentEval(['--max-bytes', 'lots']);
    expect(badBytes.code).toBe(2);
    expect(badBytes.stderr).toContain("--max-bytes must be a whole number of bytes, 1 or more, got 'lots'");
  });

  it('prints its help with exit 0', async () => {
    const run = await agentEval(['--help']);
    expect(run.stdout).toContain('usage: agent-eval validate [PATH...]');
    expect(run.code).toBe(0);
  });

  it('prints GitHub annotations under Actions', async () => {
    const run = await agentEval([`${INVALID}/unknown-key.yaml`], { GITHUB_ACTIONS: 'true' });
    const message = `unknown key 'next_node' in tests[0].turns[0].expected; did you mean 'next_node_id'? (keys allowed here: ${ASSERTION_KEYS.join(', ')})`;
    expect(run.stdout.split('\n')).toEqual([
      `${INVALID}/unknown-key.yaml:10:11: ${message}`,
      `::error file=${INVALID}/unknown-key.yaml,line=10,col=11,title=agent-eval suite::${message}`,
      '0 suites, 0 tests, 1 error',
      '',
    ]);
    expect(run.code).toBe(1);
  });

  it('prints no annotations outside Actions', async () => {
    expect((await agentEval([`${INVALID}/unknown-key.yaml`])).stdout).not.toContain('::error');
  });
});

describe('githubAnnotation', () => {
  it('escapes the workflow-command special characters', () => {
    const line = githubAnnotation({ file: 'a,b:c%.yaml', line: 3, col: 4, path: '', message: '50% done\r\nnext: line', fix: 'x, y' });
    expect(line).toBe('::error file=a%2Cb%3Ac%25.yaml,line=3,col=4,title=agent-eval suite::50%25 done%0D%0Anext: line (x, y)');
  });

  it('leaves out the position of an error about a whole input', () => {
    expect(githubAnnotation({ file: 'suites/', line: 0, col: 0, path: '', message: 'no suite files', fix: '' })).toBe(
      '::error file=suites/,title=agent-eval suite::no suite files',
    );
  });

  it('with --protocol, refuses the assertions the protocol cannot check, and notes what an A2A card must declare', async () => {
    const chat = await agentEval(['suites/demo-memory.yaml', '--protocol', 'openai-chat']);
    expect(chat.code).toBe(1);
    expect(chat.stdout).toMatch(
      /^suites\/demo-memory\.yaml: test "\w+" turn "\w+" asks for facts_add, which protocol openai-chat cannot check \(/m,
    );
    expect(chat.stdout).toMatch(/\d+ errors\n$/);
    const a2a = await agentEval(['suites/demo-tools.yaml', '--protocol', 'a2a']);
    expect(a2a.stdout).toMatch(/^note: \d+ assertions can be checked over a2a only if the agent declares what they need/m);
    expect((await agentEval(['suites/demo-tools.yaml', '--protocol', 'execute'])).code).toBe(0);
    expect((await agentEval(['--protocol', 'smtp'])).code).toBe(2);
  });
});
