// How the CLI reports a failure: a mistake the user fixes is one line, exit 2; anything else is a
// bug, exit 1, "internal error", its stack only when debugging is asked for.
import { describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli.ts';
import { UserError } from '../src/errors.ts';

// The command that fails: `agent-eval schema` throws whatever the test puts here.
const failure = vi.hoisted(() => ({ error: undefined as unknown }));
vi.mock('../src/commands/print-schema.ts', () => ({
  schemaCommand: async () => {
    throw failure.error;
  },
}));

async function agentEval(error: unknown, env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stderr: string }> {
  failure.error = error;
  let stderr = '';
  const code = await main(['schema'], {
    stdout: () => {},
    stderr: (t) => (stderr += t),
    env,
    cwd: '.',
    isTty: false,
    signal: new AbortController().signal,
  });
  return { code, stderr };
}

const STACK_LINE = /\n\s+at /;

describe('agent-eval when a command fails', () => {
  it('a user-fixable error: exit 2, what and fix, no stack', async () => {
    const r = await agentEval(new UserError('the suites folder is empty', 'add a suite file'));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('could not run: agent-eval schema: the suites folder is empty (add a suite file)\n');
  });

  it('a user-fixable error shows no stack even when debugging', async () => {
    const r = await agentEval(new UserError('the suites folder is empty'), { AGENT_EVAL_DEBUG: '1' });
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(STACK_LINE);
  });

  it('any other error is a bug: exit 1, "internal error", no stack unless debugging', async () => {
    const r = await agentEval(new TypeError('cannot read properties of undefined'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('agent-eval: internal error: cannot read properties of undefined');
    expect(r.stderr).toContain('AGENT_EVAL_DEBUG=1');
    expect(r.stderr).not.toMatch(STACK_LINE);
    expect(r.stderr).not.toContain('could not run');
  });

  it.each([{ AGENT_EVAL_DEBUG: '1' }, { RUNNER_DEBUG: '1' }])('a bug shows its stack with %j', async (env) => {
    const r = await agentEval(new TypeError('cannot read properties of undefined'), env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('agent-eval: internal error: cannot read properties of undefined');
    expect(r.stderr).toMatch(STACK_LINE);
  });

  it('something thrown that is not an Error is a bug too', async () => {
    const r = await agentEval('a string');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('agent-eval: internal error: a string (a bug: run again with AGENT_EVAL_DEBUG=1 for the stack trace)\n');
  });
});
