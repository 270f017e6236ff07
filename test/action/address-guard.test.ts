// Where the agent may be called, by address: link-local and cloud metadata addresses refused as
// written in the URL and as a name resolves when a socket connects, unless allowed-target-hosts lists
// the address. The resolver is a map here: no real DNS.
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkTargetAddress, forbiddenHost, guardedLookup, type HostResolver } from '../../src/action/address-guard.ts';
import { TargetError } from '../../src/action/target.ts';
import { UserError } from '../../src/errors.ts';

/** A resolver that knows only these names; it records what it was asked. */
function resolver(names: Record<string, string[]>): HostResolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<LookupAddress[]> => {
    asked.push(hostname);
    const addresses = names[hostname];
    if (addresses === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

/** What the lookup answers, as node:net would receive it. */
function lookUp(lookup: LookupFunction, hostname: string, all: boolean) {
  return new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family: number | undefined }>((resolve) => {
    lookup(hostname, { all }, (error, address, family) => resolve({ error, address, family }));
  });
}

function guard(names: Record<string, string[]>, allowed: string[] = []) {
  const refusals: TargetError[] = [];
  const lookup = guardedLookup({ allowed, input: 'target-url', resolve: resolver(names), onRefused: (e) => refusals.push(e) });
  return { lookup, refusals };
}

describe('forbiddenHost', () => {
  it('refuses link-local and cloud metadata addresses, in any notation', () => {
    expect(forbiddenHost('169.254.169.254', [])).toBe('a cloud metadata address');
    expect(forbiddenHost('169.254.3.4', [])).toMatch(/^a link-local address/);
    expect(forbiddenHost('fe80::1', [])).toMatch(/^a link-local address/);
    expect(forbiddenHost('[FE80::abcd]', [])).toMatch(/^a link-local address/);
    expect(forbiddenHost('fd00:ec2::254', [])).toBe('a cloud metadata address');
    expect(forbiddenHost('100.100.100.200', [])).toBe('a cloud metadata address');
    // An IPv4 address written as IPv6 is the same address.
    expect(forbiddenHost('::ffff:a9fe:a9fe', [])).toBe('a cloud metadata address');
    expect(forbiddenHost('metadata.google.internal', [])).toBe('the name of a cloud metadata service');
    expect(forbiddenHost('Metadata.Google.Internal.', [])).toBe('the name of a cloud metadata service');
  });

  it('lets ordinary, private and loopback hosts through', () => {
    for (const host of [
      '127.0.0.1',
      '::1',
      '10.0.0.5',
      '192.168.1.10',
      '203.0.113.7',
      'fd00::1',
      '100.100.100.201',
      'preview.example.com',
    ]) {
      expect(forbiddenHost(host, []), host).toBeNull();
    }
  });

  it('allows a forbidden host that allowed-target-hosts lists itself, with or without a port', () => {
    expect(forbiddenHost('169.254.169.254', ['169.254.169.254'])).toBeNull();
    expect(forbiddenHost('169.254.10.1', ['169.254.10.1:8080'])).toBeNull();
    expect(forbiddenHost('fe80::1', ['[fe80::1]:8080'])).toBeNull();
    expect(forbiddenHost('fe80::1', ['fe80:0:0::1'])).toBeNull();
    expect(forbiddenHost('::ffff:169.254.169.254', ['169.254.169.254'])).toBeNull();
    expect(forbiddenHost('metadata.google.internal', ['metadata.google.internal'])).toBeNull();
    // Another address, a name or a wildcard does not allow it.
    expect(forbiddenHost('169.254.169.254', ['169.254.10.1', 'agent.example.com', '*.254'])).not.toBeNull();
    expect(forbiddenHost('metadata.google.internal', ['*.google.internal'])).not.toBeNull();
  });
});

describe('checkTargetAddress', () => {
  it('refuses a target-url at a metadata address or name, naming the host and the fix', () => {
    const error = (() => {
      try {
        checkTargetAddress('http://169.254.169.254/latest', [], 'baseline-target-url');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(TargetError);
    expect(error).toBeInstanceOf(UserError);
    expect((error as Error).message).toBe(
      'Refusing to call the agent at 169.254.169.254: it is a cloud metadata address. Fix baseline-target-url, or list 169.254.169.254 in allowed-target-hosts if your agent really is there.',
    );
    // The URL parser's other spellings of the same address.
    expect(() => checkTargetAddress('http://0xa9fea9fe/', [])).toThrow(/at 169\.254\.169\.254/);
    expect(() => checkTargetAddress('http://[fe80::1]:8080/', [])).toThrow(/at fe80::1: it is a link-local address/);
    expect(() => checkTargetAddress('http://metadata.google.internal/', [])).toThrow(/the name of a cloud metadata service/);
  });

  it('lets a listed address and every ordinary target through', () => {
    expect(() => checkTargetAddress('http://169.254.169.254:8080/', ['169.254.169.254:8080'])).not.toThrow();
    expect(() => checkTargetAddress('https://pr-7.preview.example.com', ['*.preview.example.com'])).not.toThrow();
    expect(() => checkTargetAddress('http://127.0.0.1:9', [])).not.toThrow();
  });
});

describe('guardedLookup', () => {
  it('answers with what the name resolves to, one address or all as node:net asks', async () => {
    const { lookup, refusals } = guard({ 'agent.example.com': ['203.0.113.7', '2001:db8::7'] });
    expect(await lookUp(lookup, 'agent.example.com', false)).toEqual({ error: null, address: '203.0.113.7', family: 4 });
    expect(await lookUp(lookup, 'agent.example.com', true)).toMatchObject({
      error: null,
      address: [
        { address: '203.0.113.7', family: 4 },
        { address: '2001:db8::7', family: 6 },
      ],
    });
    expect(refusals).toEqual([]);
  });

  it('refuses a name that resolves to a metadata address, naming the host, the address and the fix', async () => {
    const { lookup, refusals } = guard({ 'agent.example.com': ['203.0.113.7', '169.254.169.254'] }, ['agent.example.com']);
    const { error } = await lookUp(lookup, 'agent.example.com', true);
    expect(error).toBeInstanceOf(TargetError);
    expect(error?.message).toBe(
      'Refusing to call the agent at agent.example.com: it resolved to 169.254.169.254, a cloud metadata address. Fix target-url, or list 169.254.169.254 in allowed-target-hosts if your agent really is there.',
    );
    // Heard first, so the caller can stop the run.
    expect(refusals).toEqual([error]);
  });

  it('refuses link-local IPv6 and metadata addresses, and allows the one listed', async () => {
    const names = { 'a.example.com': ['fe80::1'], 'b.example.com': ['fd00:ec2::254'], 'c.example.com': ['169.254.169.254'] };
    const { lookup } = guard(names, ['169.254.169.254']);
    expect((await lookUp(lookup, 'a.example.com', false)).error?.message).toMatch(/resolved to fe80::1, a link-local address/);
    expect((await lookUp(lookup, 'b.example.com', false)).error?.message).toMatch(/resolved to fd00:ec2::254, a cloud metadata address/);
    expect(await lookUp(lookup, 'c.example.com', false)).toEqual({ error: null, address: '169.254.169.254', family: 4 });
  });

  it('checks each connection anew: a name that changes its answer mid-run is refused then', async () => {
    const names: Record<string, string[]> = { 'agent.example.com': ['203.0.113.7'] };
    const { lookup, refusals } = guard(names);
    expect((await lookUp(lookup, 'agent.example.com', false)).error).toBeNull();
    names['agent.example.com'] = ['169.254.169.254'];
    expect((await lookUp(lookup, 'agent.example.com', false)).error).toBeInstanceOf(TargetError);
    expect(refusals).toHaveLength(1);
  });

  it("passes the resolver's own failure on unchanged, as no refusal", async () => {
    const { lookup, refusals } = guard({});
    const { error } = await lookUp(lookup, 'gone.example.com', false);
    expect(error).toMatchObject({ code: 'ENOTFOUND' });
    expect(error).not.toBeInstanceOf(TargetError);
    expect(refusals).toEqual([]);
  });
});
