import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { BlockList, isIP } from 'node:net';

/**
 * The proxies whose X-Forwarded-For we believe (TRUST_PROXY: addresses and CIDRs, comma-separated).
 * Anyone else's forwarding headers are ignored: a client can write any X-Forwarded-For it likes.
 */
export interface TrustedProxies {
  /** The entries as configured, for messages and logs. */
  readonly entries: readonly string[];
  has(address: string): boolean;
}

/** Parses TRUST_PROXY ("10.0.0.0/8, 127.0.0.1, ::1"); throws with the entry that is not an address or CIDR. */
export function parseTrustedProxies(spec: string | undefined): TrustedProxies {
  const entries = (spec ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    if (family === 0 || extra !== undefined || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= bits))) {
      throw new Error(`"${entry}" is not an IP address or CIDR`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    entries,
    has: (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** A valid address in its plain form (IPv4-mapped IPv6 as IPv4, no zone), or null. */
export function normalizeAddress(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let address = raw.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) === 0 ? null : address.toLowerCase();
}

function socketAddress(c: Context): string | null {
  // app.request() in tests has no Node socket unless the test passes one as the env binding.
  const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!env?.incoming && !env?.server?.incoming) return null;
  return normalizeAddress(getConnInfo(c).remote.address);
}

/**
 * The client's address: the socket peer, or, when that peer is a trusted proxy, the first address
 * in X-Forwarded-For (read right to left) that is not itself a trusted proxy. Null without a socket.
 */
export function clientAddress(c: Context, trusted: TrustedProxies): string | null {
  const peer = socketAddress(c);
  if (!peer || !trusted.has(peer)) return peer;
  const hops = (c.req.raw.headers.get('x-forwarded-for') ?? '').split(',').reverse();
  let address = peer;
  for (const hop of hops) {
    if (!trusted.has(address)) break;
    const next = normalizeAddress(hop);
    if (!next) break;
    address = next;
  }
  return address;
}

/**
 * What a limit counts a client by: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber line holds a whole /64, so counting single IPv6 addresses would give an attacker
 * 2^64 fresh buckets).
 */
export function addressSubject(address: string | null): string {
  if (!address) return 'no-socket';
  if (isIP(address) !== 6) return address;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** The header better-auth reads the client's address from; set here, whatever the client sent. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

/** The request for better-auth, carrying the address we computed (sessions record it). */
export function withClientAddress(c: Context, trusted: TrustedProxies): Request {
  const headers = new Headers(c.req.raw.headers);
  const address = clientAddress(c, trusted);
  if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
  else headers.delete(CLIENT_ADDRESS_HEADER);
  return new Request(c.req.raw, { headers });
}
