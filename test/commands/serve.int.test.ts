// `agent-eval serve`: run in-process with a CommandIo, driven with fetch, stopped by the abort signal.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UsageError, type CommandIo } from '../../src/commands/io.ts';
import { parseMisroute, parseSlowNodes, serveCommand } from '../../src/commands/serve.ts';
import { initialState, requestBody } from '../reference-agent/helpers.ts';

const fixtures = fileURLToPath(new URL('../fixtures/reference-agent/', import.meta.url));

function io(env: NodeJS.ProcessEnv = {}): { io: CommandIo; out: string[]; err: string[]; stop: () => void } {
  const out: string[] = [];
  const err: string[] = [];
  const controller = new AbortController();
  return {
    io: { stdout: (t) => out.push(t), stderr: (t) => err.push(t), env, cwd: fixtures, isTty: false, signal: controller.signal },
    out,
    err,
    stop: () => controller.abort(new Error('SIGINT')),
  };
}

/** Starts the command, waits for the URL it prints, and hands it to `use`; then stops it. */
async function serving(argv: string[], use: (url: string, out: string[]) => Promise<void>, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const t = io(env);
  const exit = serveCommand(argv, t.io);
  let url: string | undefined;
  await expect.poll(() => (url = /listening on (http:\/\/\S+)/.exec(t.out.join(''))?.[1])).toBeDefined();
  try {
    await use(url!, t.out);
  } finally {
    t.stop();
  }
  expect(await exit).toBe(0);
  return t.out.join('');
}

function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/execute`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('agent-eval serve', () => {
  it('prints where it listens, serves the demo flow, and stops when interrupted', async () => {
    const output = await serving([], async (url) => {
      const response = await post(url, requestBody(initialState(), 'Hello'));
      expect(((await response.json()) as { current_node_id: string }).current_node_id).toBe('conv_1');
    });
    expect(output).toMatch(/^Reference agent \(flow acme_support\) listening on http:\/\/127\.0\.0\.1:\d+\n/);
    expect(output).toMatch(/WebSocket {2}ws:\/\/127\.0\.0\.1:\d+\/internal\/agent\/test/);
    expect(output).toContain('Reference agent stopped.');
  });

  it('serves another flow with --flow', async () => {
    await serving(['--flow', 'tiny-flow.yaml'], async (url) => {
      const response = await post(url, requestBody(initialState(), 'hi'));
      expect(await response.json()).toMatchObject({ current_node_id: 'ask', assistant_message: 'Tiny flow here. Say done to finish.' });
    });
  });

  it('requires the token from --token or AGENT_EVAL_AGENT_TOKEN, and never prints it', async () => {
    const output = await serving(
      [],
      async (url) => {
        expect((await post(url, requestBody(initialState(), 'Hello'))).status).toBe(401);
        expect((await post(url, requestBody(initialState(), 'Hello'), { authorization: 'Bearer env-token-123' })).status).toBe(200);
      },
      { AGENT_EVAL_AGENT_TOKEN: 'env-token-123' },
    );
    expect(output).toContain('bearer token required');
    expect(output).not.toContain('env-token-123');
  });

  it('applies and describes the fault options', async () => {
    const output = await serving(['--error-rate', '1', '--misroute', 'opt_2=billing', '--seed', '9'], async (url) => {
      expect((await post(url, requestBody(initialState(), 'Hello'))).status).toBe(500);
    });
    expect(output).toContain('Faults     errors 100%, misroute opt_2->billing (seed 9)');
    expect(output).toMatch(/injecting error into conversation conversation-1 t attempt 1/);
  });

  it.each([
    [['--error-rate', '2'], "--error-rate must be a share from 0 to 1 (e.g. 0.2 for 20% of turns), got '2'"],
    [['--port', 'eighty'], "--port must be a whole number from 0 to 65535, got 'eighty'"],
    [['--latency-ms=-5'], "--latency-ms must be a whole number from 0 to 3600000, got '-5'"],
    [['--misroute', 'opt_2'], '--misroute takes OPTION=NODE pairs separated by commas (e.g. --misroute opt_2=billing), got "opt_2"'],
    [['--misroute', 'opt_9=end'], 'misroute opt_9=end: no option "opt_9" in flow "acme_support" (write OPTION or NODE/OPTION)'],
    [['--flow', 'bad-flow.yaml'], "bad-flow.yaml:7:5: unknown key 'optons' in nodes[1]"],
    [['--colour'], "unknown option '--colour'"],
    [['--seed', '1.5'], '--seed must be a whole number'],
    [
      ['--latency-ms', '100', '--slow-node', 'biling=1.3'],
      'slow node biling=1.3: no node "biling" in flow "acme_support" (did you mean "billing"?); nodes: start, conv_1,',
    ],
    [
      ['--latency-ms', '100', '--slow-node', 'conv_1'],
      '--slow-node takes NODE=FACTOR pairs separated by commas, FACTOR a number greater than 0',
    ],
    [['--latency-ms', '100', '--slow-node', 'conv_1=0'], 'got "conv_1=0"'],
    [['--slow-node', 'conv_1=1.3'], '--slow-node scales the delay of --latency-ms; give --latency-ms N too'],
    [['--latency-ms', '100', '--latency-jitter', '4'], "--latency-jitter must be a number from 0 to 3 (e.g. 0.3), got '4'"],
  ])('refuses %j with a message that says the fix', async (argv, message) => {
    const error = await serveCommand(argv, io().io).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toContain(message);
  });

  it('describes the latency, its jitter and the slow nodes, and slows the turns ending at them', async () => {
    const output = await serving(['--latency-ms', '30', '--latency-jitter', '0.3', '--slow-node', 'conv_1=1.3,billing=2'], async (url) => {
      expect((await post(url, requestBody(initialState(), 'Hello'))).status).toBe(200);
    });
    expect(output).toContain(
      'Faults     latency 30 ms x lognormal jitter 0.3 (1.3x on turns ending at conv_1, 2x on turns ending at billing) (seed 0)',
    );
  });

  it('parses repeated and comma-separated slow nodes', () => {
    expect(parseSlowNodes(['conv_1=1.3,billing = 2', 'end=0.5'])).toEqual({ conv_1: 1.3, billing: 2, end: 0.5 });
  });

  it('parses repeated and comma-separated misroutes, scoped or not', () => {
    expect(parseMisroute(['opt_2=billing,conv_2/opt_1=cancel', 'opt_4 = conv_1'])).toEqual({
      opt_2: 'billing',
      'conv_2/opt_1': 'cancel',
      opt_4: 'conv_1',
    });
  });
});
