// Bounded transports: a reply too large, too long or too deeply nested is ENGINE_ERROR saying which
// limit, over HTTP and WebSocket alike; messages after a result are noted, never lost.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_TURN, MAX_REPLY_BYTES, MAX_REPLY_DEPTH, nestedDeeperThan } from '../../src/agent/limits.ts';
import { AgentCallError } from '../../src/agent/types.ts';
import type { Results } from '../../src/results/results-schema.ts';
import { type FakeAgent, okResult, startFakeAgent } from '../fakes/agent-server.ts';
import { agentEval } from '../helpers/cli.ts';
import { tempDir } from '../telemetry/helpers.ts';
import { harness, type Harness, rejectionOf, turnRequest } from './helpers.ts';

const DEEP = 100_000;

/** An ExecutionResult whose tool call args are arrays nested `depth` deep, as JSON text. */
function nestedResult(depth: number): string {
  const result = JSON.stringify(okResult({ tool_calls: [{ id: 'c1', name: 'lookup', args: 'NEST' }] }));
  return result.replace('"NEST"', `${'['.repeat(depth)}${']'.repeat(depth)}`);
}

describe('nestedDeeperThan', () => {
  it('counts brackets outside strings only, escapes included', () => {
    expect(nestedDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestedDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestedDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestedDeeperThan(`{"text":"${'['.repeat(50)}"}`, 3)).toBe(false);
    expect(nestedDeeperThan(`{"text":"\\"${'{'.repeat(50)}"}`, 3)).toBe(false);
    expect(nestedDeeperThan(`{"text":"\\\\"}${'['.repeat(5)}`, 3)).toBe(true);
  });
});

describe.each(['http', 'ws'] as const)('%s transport limits', (transport) => {
  let fake: FakeAgent;
  let h: Harness;
  beforeEach(async () => {
    fake = await startFakeAgent();
    h = harness(fake.url, transport, { retries: 0 });
  });
  afterEach(async () => {
    await h.closeAll();
    await fake.close();
  });

  /** The reply as this transport carries it: the HTTP body, or one WebSocket result frame. */
  const raw = (result: string) => (request: { body: Record<string, unknown> }) => ({
    raw: transport === 'http' ? result : `{"type":"result","id":${JSON.stringify(request.body.id)},"result":${result}}`,
  });

  it(`fails a reply nested ${DEEP} levels deep with ENGINE_ERROR naming the limit, not a stack overflow`, async () => {
    fake.reply(raw(nestedResult(DEEP)));
    const error = await rejectionOf(h.conversation().execute(turnRequest()));
    expect(error).toBeInstanceOf(AgentCallError);
    expect(error).toMatchObject({ code: 'ENGINE_ERROR', attempts: 1 });
    expect((error as Error).message).toContain(`nested deeper than ${MAX_REPLY_DEPTH} levels`);
  });

  it('accepts a reply nested a little under the limit and keeps every level', async () => {
    const depth = MAX_REPLY_DEPTH - 10;
    fake.reply(raw(nestedResult(depth)));
    const outcome = await h.conversation().execute(turnRequest());
    let args = outcome.turn.tool_calls[0]?.args;
    let levels = 0;
    while (Array.isArray(args)) {
      levels += 1;
      args = args[0];
    }
    expect(levels).toBe(depth);
  });
});

describe('WebSocket transport limits', () => {
  let fake: FakeAgent;
  let h: Harness;
  beforeEach(async () => {
    fake = await startFakeAgent();
    h = harness(fake.url, 'ws', { retries: 0 });
  });
  afterEach(async () => {
    await h.closeAll();
    await fake.close();
  });

  it('refuses one message larger than the reply limit', async () => {
    fake.reply({ body: okResult({ assistant_message: 'x'.repeat(MAX_REPLY_BYTES + 1) }) });
    const error = await rejectionOf(h.conversation().execute(turnRequest()));
    expect(error).toMatchObject({ code: 'ENGINE_ERROR', attempts: 1 });
    expect((error as Error).message).toContain('sent a message larger than the 10 MiB a reply may have');
  });

  it('ends an endless event stream after the events one turn may have, and retries on a new socket', async () => {
    h = harness(fake.url, 'ws', { retries: 1 });
    fake.reply({ endless: { type: 'text', text: 'again' } }, { body: okResult() });
    const outcome = await h.conversation().execute(turnRequest());
    expect(outcome.attempts).toBe(2);
    expect(fake.connections()).toBe(2);
    expect(outcome.turn.warnings[0]).toContain(
      `ENGINE_ERROR: ws://127.0.0.1:${new URL(fake.url).port}/internal/agent/test sent more than ${MAX_EVENTS_PER_TURN} messages in one turn`,
    );
  });

  it("ends a stream of large events once the turn's messages pass the reply limit", async () => {
    fake.reply({ endless: { type: 'text', text: 'x'.repeat(1024 * 1024) } });
    const error = await rejectionOf(h.conversation().execute(turnRequest()));
    expect(error).toMatchObject({ code: 'ENGINE_ERROR' });
    expect((error as Error).message).toContain('sent more than the 10 MiB a reply may have in one turn');
  });

  it('notes messages that come right after a result on the next turn, and after the last result on the last turn', async () => {
    const late = (n: number) => (request: { body: Record<string, unknown> }) => ({
      body: okResult(),
      after: [{ type: 'event', id: request.body.id, event: { type: 'text', text: `late ${n}` } }],
    });
    fake.reply(late(1), late(2));
    const conversation = h.conversation();
    const first = await conversation.execute(turnRequest('t1'));
    const second = await conversation.execute(turnRequest('t2'));
    expect(first.turn.warnings.join('\n')).not.toContain('late');
    expect(second.turn.warnings).toEqual([expect.stringMatching(/^a message arrived after the turn's answer, outside any turn.*late 1/)]);
    await conversation.close();
    expect(second.turn.warnings).toEqual([expect.stringContaining('late 1'), expect.stringContaining('late 2')]);
  });

  it('lists a flood of messages after the result only in part, and cuts the socket past the limits of a turn', async () => {
    fake.reply((request) => ({
      body: okResult(),
      after: Array.from({ length: MAX_EVENTS_PER_TURN + 1 }, (_, i) => ({ type: 'event', id: request.body.id, event: { n: i } })),
    }));
    const conversation = h.conversation();
    const { turn } = await conversation.execute(turnRequest('t1'));
    await conversation.close();
    expect(turn.warnings).toHaveLength(22);
    expect(turn.warnings[0]).toContain('{"n":0}');
    expect(turn.warnings.slice(20)).toEqual([
      expect.stringMatching(/kept sending outside any turn .*; the socket was closed/),
      `${MAX_EVENTS_PER_TURN + 1 - 20} more such messages, not listed`,
    ]);
  });
});

describe('a run whose agent replies too deeply nested', () => {
  let fake: FakeAgent;
  let out = '';
  beforeEach(async () => {
    fake = await startFakeAgent();
    out = await tempDir('deep');
  });
  afterEach(async () => {
    await fake.close();
    await rm(out, { recursive: true, force: true });
  });

  it.each(['http', 'ws'] as const)('over %s: the run is errored with the reason and the turn record is kept', async (transport) => {
    const suite = join(out, 'deep.yaml');
    await writeFile(
      suite,
      'version: v1\nsuite_id: deep\ntests:\n  - test_id: t\n    initial_node_id: start\n    turns:\n      - turn_id: t1\n        user_input: Hello\n',
    );
    fake.reply((request) => ({
      raw:
        transport === 'http'
          ? nestedResult(DEEP)
          : `{"type":"result","id":${JSON.stringify(request.body.id)},"result":${nestedResult(DEEP)}}`,
    }));
    const run = await agentEval([
      'run',
      '--target',
      fake.url,
      '--transport',
      transport,
      '--retries',
      '0',
      '--out',
      join(out, 'report'),
      suite,
    ]);
    expect(run.code, run.stderr).toBe(1);
    const results = JSON.parse(await readFile(join(out, 'report', 'results.json'), 'utf8')) as Results;
    const record = results.suites[0]?.tests[0]?.runs[0];
    expect(record).toMatchObject({ outcome: 'errored', codes: ['ENGINE_ERROR'] });
    expect(record?.turns).toHaveLength(1);
    expect(record?.turns[0]).toMatchObject({ turn_id: 't1', user_input: 'Hello', error: { code: 'ENGINE_ERROR' } });
    expect(record?.turns[0]?.error?.message).toContain(`nested deeper than ${MAX_REPLY_DEPTH} levels`);
  });
});

describe('HTTP transport limits', () => {
  it('refuses a reply body larger than the limit shared with WebSocket', async () => {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200).end(Buffer.alloc(MAX_REPLY_BYTES + 1, ' ')));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const h = harness(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 'http', { retries: 0 });
      const error = await rejectionOf(h.conversation().execute(turnRequest()));
      expect((error as Error).message).toContain('more than the 10 MiB a reply may have');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
