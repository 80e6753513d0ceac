import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { addressSubject, clientAddress, normalizeAddress, parseTrustedProxies, withClientAddress, CLIENT_ADDRESS_HEADER } from './client-address';

// Where a request comes from: the socket peer, and X-Forwarded-For only from a trusted proxy.

async function addressSeenBy(trustProxy: string | undefined, peer: string | undefined, forwardedFor?: string): Promise<string> {
  const trusted = parseTrustedProxies(trustProxy);
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trusted) ?? 'none'));
  const env = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } };
  const response = await app.request('/', { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }, env);
  return response.text();
}

describe('parseTrustedProxies', () => {
  it('takes addresses and CIDRs of both families and matches them', () => {
    const trusted = parseTrustedProxies(' 127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8');
    expect(trusted.entries).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
    expect(['127.0.0.1', '10.200.3.4', '::1', 'fd12::7'].map((a) => trusted.has(a))).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', '::2', 'fe80::1', 'nonsense'].map((a) => trusted.has(a))).toEqual([false, false, false, false, false]);
  });

  it('trusts nobody when unset', () => {
    expect(parseTrustedProxies(undefined).has('127.0.0.1')).toBe(false);
  });

  it('refuses what is not an address or CIDR', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '10.0.0.0/x']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(`"${bad}" is not an IP address or CIDR`);
    }
  });
});

describe('clientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await addressSeenBy(undefined, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    expect(await addressSeenBy('10.0.0.1', '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('reads X-Forwarded-For right to left from a trusted proxy, stopping at the first untrusted hop', async () => {
    expect(await addressSeenBy('10.0.0.1', '10.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    // The client wrote the leftmost entry itself; the proxy appended the address it saw.
    expect(await addressSeenBy('10.0.0.1', '10.0.0.1', '1.2.3.4, 198.51.100.1')).toBe('198.51.100.1');
    // Two trusted proxies in a row.
    expect(await addressSeenBy('10.0.0.0/8', '10.0.0.1', '1.2.3.4, 198.51.100.1, 10.0.0.2')).toBe('198.51.100.1');
  });

  it('keeps the last good address when a hop is not an address, and the peer without the header', async () => {
    expect(await addressSeenBy('10.0.0.0/8', '10.0.0.1', 'garbage, 10.0.0.2')).toBe('10.0.0.2');
    expect(await addressSeenBy('10.0.0.1', '10.0.0.1')).toBe('10.0.0.1');
  });

  it('reads an IPv4-mapped IPv6 peer as IPv4', async () => {
    expect(await addressSeenBy('127.0.0.1', '::ffff:127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
  });

  it('is null without a socket (app.request in tests)', async () => {
    expect(await addressSeenBy('10.0.0.1', undefined, '198.51.100.1')).toBe('none');
  });
});

describe('addressSubject', () => {
  it('counts IPv4 by address and IPv6 by its /64', () => {
    expect(addressSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(addressSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressSubject('::1')).toBe('0:0:0:0::/64');
    expect(addressSubject(null)).toBe('no-socket');
  });

  it('normalizes addresses and refuses non-addresses', () => {
    expect(normalizeAddress(' ::FFFF:10.1.2.3 ')).toBe('10.1.2.3');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(normalizeAddress('unknown')).toBeNull();
  });
});

describe('withClientAddress', () => {
  it("replaces a client's own address header with the computed address", async () => {
    const trusted = parseTrustedProxies(undefined);
    const app = new Hono().post('/', async (c) => {
      const forwarded = withClientAddress(c, trusted);
      return c.json({ header: forwarded.headers.get(CLIENT_ADDRESS_HEADER), body: await forwarded.text() });
    });
    const response = await app.request('/', { method: 'POST', body: 'kept', headers: { [CLIENT_ADDRESS_HEADER]: '6.6.6.6' } }, { incoming: { socket: { remoteAddress: '203.0.113.9' } } });
    expect(await response.json()).toEqual({ header: '203.0.113.9', body: 'kept' });
  });
});
