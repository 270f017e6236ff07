// The address guard on the real HTTP and WebSocket clients against a loopback agent: a name that
// resolves to 127.0.0.1 is called; one that resolves to a link-local or metadata address is refused
// before any byte is sent. The resolver is a map (no real DNS), and whatever address the guard lets
// through is dialled on loopback instead, so a refusal is the only thing that can keep the request
// from reaching the fake: no test connects anywhere but 127.0.0.1.
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guardedLookup } from '../../src/action/address-guard.ts';
import { TargetError } from '../../src/action/target.ts';
import { type FakeAgent, startFakeAgent } from '../fakes/agent-server.ts';
import { harness, type Harness, rejectionOf, turnRequest } from '../agent/helpers.ts';

/** The guard over a resolver that answers `answer()` for every name; what it lets through is dialled on loopback. */
function loopbackGuard(answer: () => string, onRefused: (error: TargetError) => void): LookupFunction {
  const guard = guardedLookup({
    allowed: [],
    input: 'target-url',
    resolve: async () => [{ address: answer(), family: answer().includes(':') ? 6 : 4 }],
    onRefused,
  });
  return (hostname, options, callback) =>
    guard(hostname, options, (error, address) => {
      if (error !== null) return callback(error, '');
      const loopback: LookupAddress = { address: '127.0.0.1', family: 4 };
      if (Array.isArray(address)) callback(null, address.length === 0 ? [] : [loopback]);
      else callback(null, loopback.address, loopback.family);
    });
}

describe.each(['http', 'ws'] as const)('the address guard over %s', (transport) => {
  let fake: FakeAgent;
  let h: Harness;
  let resolvesTo: string;
  let stop: AbortController;

  beforeEach(async () => {
    fake = await startFakeAgent({ token: 'sekret-agent-token' });
    stop = new AbortController();
    const port = new URL(fake.url).port;
    const lookup = loopbackGuard(
      () => resolvesTo,
      (error) => stop.abort(error),
    );
    h = harness(`http://agent.test:${port}`, transport, { token: 'sekret-agent-token', lookup, retries: 0 });
  });
  afterEach(async () => {
    await h.closeAll();
    await fake.close();
  });

  it('calls the agent at a name that resolves to 127.0.0.1', async () => {
    resolvesTo = '127.0.0.1';
    const outcome = await h.conversation().execute(turnRequest(), stop.signal);
    expect(outcome.turn.current_node_id).toBe('conv_1');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer sekret-agent-token');
  });

  it.each(['169.254.169.254', '169.254.1.1', 'fe80::1', 'fd00:ec2::254'])(
    'refuses a name that resolves to %s before any byte is sent',
    async (address) => {
      resolvesTo = address;
      const error = await rejectionOf(h.conversation().execute(turnRequest(), stop.signal));
      expect(error).toBeInstanceOf(TargetError);
      expect((error as Error).message).toContain(`Refusing to call the agent at agent.test: it resolved to ${address}`);
      expect(fake.tcpConnections()).toBe(0);
      expect(fake.requests).toEqual([]);
    },
  );

  // Each WebSocket conversation opens its own socket (HTTP keeps one alive, so the unit tests cover its case).
  it.runIf(transport === 'ws')('refuses a new connection once the name resolves elsewhere, after an earlier one was allowed', async () => {
    resolvesTo = '127.0.0.1';
    await h.conversation('conv-1').execute(turnRequest(), stop.signal);
    const before = fake.tcpConnections();
    resolvesTo = '169.254.169.254';
    const error = await rejectionOf(h.conversation('conv-2').execute(turnRequest(), stop.signal));
    expect(error).toBeInstanceOf(TargetError);
    expect(fake.tcpConnections()).toBe(before);
    expect(fake.requests).toHaveLength(1);
  });
});
