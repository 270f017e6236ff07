// Mistakes typed on the command line or into a suite: each is a usage error (exit 2) that says what
// is wrong and what was probably meant, with no stack trace.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeAgent, type FakeAgent } from './fakes/agent-server.ts';
import { agentEval as cli, type CliResult } from './helpers/cli.ts';

let dir: string;
let agent: FakeAgent;
beforeEach(async () => {
  agent = await startFakeAgent();
});
afterEach(async () => {
  await agent.close();
});
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'agent-eval-mistakes-'));
  await writeFile(
    join(dir, 'suite.yaml'),
    'version: v1\nsuite_id: s\ntests:\n  - test_id: t\n    initial_node_id: start\n    turns:\n      - turn_id: hi\n        user_input: Hello\n',
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function agentEval(...argv: string[]): Promise<CliResult> {
  return cli(argv, { cwd: dir });
}

/** A usage error as a user sees it: exit 2, the message, and no stack trace. */
function expectUsageError(r: { code: number; stderr: string }, message: string): void {
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(message);
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
}

describe('a --target without a scheme', () => {
  it.each([
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['localhost:8080', 'http://localhost:8080'],
    ['example.com/agent', 'http://example.com/agent'],
    ['http:/localhost:8080', 'http://localhost:8080'],
  ])('%s is a usage error suggesting %s', async (target, meant) => {
    const r = await agentEval('run', 'suite.yaml', '--target', target, '--out', 'out');
    expectUsageError(r, `agent-eval run: --target "${target}"`);
    expect(r.stderr).toContain(`did you mean --target ${meant}?`);
    expect(agent.requests).toHaveLength(0);
  });

  it('suggests ws:// under --transport ws, and refuses other schemes', async () => {
    expectUsageError(
      await agentEval('run', 'suite.yaml', '--transport', 'ws', '--target', '127.0.0.1:8080'),
      'did you mean --target ws://127.0.0.1:8080?',
    );
    expectUsageError(
      await agentEval('run', 'suite.yaml', '--target', 'ftp://example.com'),
      '--target "ftp://example.com" must start with http://, https://, ws:// or wss://, not ftp://',
    );
  });

  it('never prints a password typed into a wrong target', async () => {
    const r = await agentEval('run', 'suite.yaml', '--target', 'ada:hunter2-secret@127.0.0.1:8080');
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('hunter2');
  });

  it('a ws:// target without --transport speaks WebSocket', async () => {
    // One run: the request of one conversation shows the transport.
    const r = await agentEval('run', 'suite.yaml', '--target', agent.url.replace('http:', 'ws:'), '--out', 'ws-out', '--repeats', '1');
    expect(r.stderr).not.toMatch(/error/);
    expect(r.code).toBe(0);
    expect(agent.requests.map((q) => q.transport)).toEqual(['ws']);
    expect(JSON.parse(readFileSync(join(dir, 'ws-out', 'results.json'), 'utf8')).run.transport).toBe('ws');
  });
});

describe('an unknown option names the closest known one, for every command', () => {
  it.each([
    [
      ['run', '--repeat', '3'],
      "agent-eval run: unknown option '--repeat' (did you mean --repeats?)\nRun 'agent-eval run --help' for the options.",
    ],
    [['run', '--repeat=3'], "unknown option '--repeat' (did you mean --repeats?)"],
    [['compare', '--bsae', 'a.json'], "agent-eval compare: unknown option '--bsae' (did you mean --base?)"],
    [['compare', '--no-fail-on-invalids'], "unknown option '--no-fail-on-invalids' (did you mean --no-fail-on-invalid?)"],
    [['validate', '--max-byte', '10'], "agent-eval validate: unknown option '--max-byte' (did you mean --max-bytes?)"],
    [['serve', '--prot', '8080'], "agent-eval serve: unknown option '--prot' (did you mean --port?)"],
    [['schema', '--hlep'], "agent-eval schema: unknown option '--hlep' (did you mean --help?)"],
    [['run', '--banana'], "agent-eval run: unknown option '--banana'\n"],
    [['run', '--target'], 'agent-eval run: option --target needs a value: --target VALUE'],
    [['serve', 'extra'], "agent-eval serve: unexpected argument 'extra': this command takes only options"],
  ])('%j', async (argv, message) => {
    expectUsageError(await agentEval(...argv), message);
  });

  it('an unknown command names the closest command', async () => {
    expectUsageError(await agentEval('rn'), "agent-eval: unknown command 'rn' (did you mean run?)");
  });
});

describe('mistakes in a suite stop the run before any agent call', () => {
  it('a trailing comma in a .json suite is a JSON error at its line and column', async () => {
    await writeFile(join(dir, 'comma.json'), '{\n  "version": "v1",\n  "suite_id": "c",\n  "tests": [],\n}\n');
    const r = await agentEval('run', 'comma.json', '--target', agent.url, '--out', 'out');
    expectUsageError(
      r,
      "comma.json:4:14: JSON syntax error: trailing comma before '}' (remove this comma: JSON allows no comma after the last item)",
    );
    const validated = await agentEval('validate', 'comma.json');
    expect(validated.code).toBe(1);
    expect(validated.stdout).toContain('comma.json:4:14: JSON syntax error: trailing comma');
    expect(agent.requests).toHaveLength(0);
  });

  it('an empty assertion list is an error at its line, with the fix', async () => {
    await writeFile(
      join(dir, 'empty.yaml'),
      'version: v1\nsuite_id: e\ntests:\n  - test_id: t\n    initial_node_id: start\n    turns:\n      - turn_id: hi\n        user_input: Hello\n        expected:\n          facts_add: []\n',
    );
    const r = await agentEval('run', 'empty.yaml', '--target', agent.url, '--out', 'out');
    expectUsageError(
      r,
      'empty.yaml:10:22: tests[0].turns[0].expected.facts_add: is empty, so it checks nothing (list at least one item to check, or remove the key)',
    );
    expect(agent.requests).toHaveLength(0);
  });
});
