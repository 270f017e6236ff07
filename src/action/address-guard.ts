// Where the agent may be called, by address: never at a link-local or cloud metadata address (where a
// cloud runner's own credentials are served) unless allowed-target-hosts lists that address. A name
// is checked at the moment each socket connects, on the addresses it resolves to then: a name that
// resolved elsewhere when the run started (DNS rebinding) is refused just the same.
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { TargetError } from './target.ts';

/** Cloud metadata services, named as such in a refusal: some of them sit outside the link-local ranges. */
const METADATA = new BlockList();
METADATA.addAddress('169.254.169.254', 'ipv4'); // AWS, GCP, Azure, Oracle, DigitalOcean
METADATA.addAddress('169.254.170.2', 'ipv4'); // AWS ECS task credentials
METADATA.addAddress('fd00:ec2::254', 'ipv6'); // AWS, over IPv6
METADATA.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud
METADATA.addAddress('168.63.129.16', 'ipv4'); // Azure's host endpoint (WireServer)

const LINK_LOCAL = new BlockList();
LINK_LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LINK_LOCAL.addSubnet('fe80::', 10, 'ipv6');

/** Names of metadata services; they resolve to the addresses above where they resolve at all. */
const METADATA_NAMES: ReadonlySet<string> = new Set(['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data']);

/** Resolves a host name to all its addresses, as dns.lookup with `all: true` does; injected in tests. */
export type HostResolver = (hostname: string, options: LookupOptions) => Promise<LookupAddress[]>;

export const systemResolver: HostResolver = (hostname, options) => dns.promises.lookup(hostname, { ...options, all: true });

/**
 * What makes `host` (a name, or an address without brackets) a forbidden place for the agent, or
 * null when it is not forbidden or allowed-target-hosts lists it.
 */
export function forbiddenHost(host: string, allowed: readonly string[]): string | null {
  const bare = normalHost(host);
  const listed = allowed.some((entry) => entryHost(entry) === bare);
  const family = isIP(bare);
  if (family === 0) return METADATA_NAMES.has(bare) && !listed ? 'the name of a cloud metadata service' : null;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const reason = METADATA.check(bare, type)
    ? 'a cloud metadata address'
    : LINK_LOCAL.check(bare, type)
      ? 'a link-local address (where cloud metadata services answer)'
      : null;
  if (reason === null || listed || listedAddresses(allowed).check(bare, type)) return null;
  return reason;
}

/**
 * Refuses a target URL whose host is forbidden as written (an address, or a metadata service's name),
 * before the run: an address is never looked up, so guardedLookup would not see it.
 */
export function checkTargetAddress(target: string, allowed: readonly string[], input = 'target-url'): void {
  let host: string;
  try {
    host = new URL(target).hostname;
  } catch {
    return; // checkTargetHost names the URL that does not parse
  }
  const why = forbiddenHost(host, allowed);
  if (why === null) return;
  const bare = normalHost(host);
  throw new TargetError(
    `Refusing to call the agent at ${bare}: it is ${why}. Fix ${input}, or list ${bare} in allowed-target-hosts if your agent really is there.`,
  );
}

/**
 * A lookup for the agent's sockets (node:net's `lookup` option): resolves the name, and refuses the
 * connection, before any byte is sent, when an address it resolved to is forbidden (forbiddenHost).
 * `onRefused` hears of each refusal first, so that the caller can stop the run.
 */
export function guardedLookup(options: {
  allowed: readonly string[];
  /** The input the target came from, as the fix names it. */
  input: string;
  resolve?: HostResolver | undefined;
  onRefused: (error: TargetError) => void;
}): LookupFunction {
  const resolve = options.resolve ?? systemResolver;
  return (hostname, lookupOptions, callback) => {
    resolve(hostname, { ...lookupOptions, all: true }).then(
      (addresses) => {
        const refused = addresses.map((a) => ({ a, why: forbiddenHost(a.address, options.allowed) })).find((r) => r.why !== null);
        if (refused !== undefined) {
          const { address } = refused.a;
          const error = new TargetError(
            `Refusing to call the agent at ${hostname}: it resolved to ${address}, ${refused.why}. Fix ${options.input}, or list ${address} in allowed-target-hosts if your agent really is there.`,
          );
          options.onRefused(error);
          callback(error, '');
          return;
        }
        const first = addresses[0];
        if (first === undefined) {
          callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname }), '');
          return;
        }
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (e: NodeJS.ErrnoException) => callback(e, ''),
    );
  };
}

/** A host as compared: lower case, no brackets around an IPv6 address, no trailing dot. */
function normalHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

/** The host of an allowed-target-hosts entry (`host`, `host:port`, `[v6]:port`, a bare IPv6 address). */
function entryHost(entry: string): string {
  const bracketed = /^\[([^\]]*)\](:\d+)?$/.exec(entry);
  if (bracketed !== null) return normalHost(bracketed[1]!);
  if (isIP(entry) !== 0) return normalHost(entry);
  return normalHost(entry.replace(/:\d+$/, ''));
}

/** The addresses allowed-target-hosts lists, matched in any notation (an IPv4 address also as ::ffff:a.b.c.d). */
function listedAddresses(allowed: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of allowed) {
    const host = entryHost(entry);
    const family = isIP(host);
    if (family !== 0) list.addAddress(host, family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}
