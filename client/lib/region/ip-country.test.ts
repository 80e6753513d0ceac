import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectCountryByIp, IP_LOOKUP_TIMEOUT_MS } from './ip-country';

// The IP look-up services faked at their HTTP boundary: /gb, /us, /slow (answers too late), /fail, /empty.
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/gb') answer(200, { country_code: 'GB' });
    else if (request.url === '/us') answer(200, { country_code: 'US' });
    else if (request.url === '/fr') answer(200, { country_code: 'FR' });
    else if (request.url === '/slow') setTimeout(() => answer(200, { country_code: 'GB' }), 1000);
    else if (request.url === '/empty') answer(200, {});
    else answer(503, { error: 'down' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('detectCountryByIp', () => {
  it('waits 3.5 seconds for each service (SPEC §9)', () => {
    expect(IP_LOOKUP_TIMEOUT_MS).toBe(3500);
  });

  it('maps GB to the UK and anything else to the US', async () => {
    expect(await detectCountryByIp([`${base}/gb`, `${base}/fail`])).toBe('UK');
    expect(await detectCountryByIp([`${base}/us`, `${base}/fail`])).toBe('US');
    expect(await detectCountryByIp([`${base}/fr`, `${base}/fail`])).toBe('US');
  });

  it('asks the fallback when the first fails, times out or gives no country', async () => {
    expect(await detectCountryByIp([`${base}/fail`, `${base}/gb`])).toBe('UK');
    expect(await detectCountryByIp([`${base}/slow`, `${base}/us`], 200)).toBe('US');
    expect(await detectCountryByIp([`${base}/empty`, `${base}/gb`])).toBe('UK');
  });

  it('gives null when both fail', async () => {
    expect(await detectCountryByIp([`${base}/fail`, `${base}/slow`], 200)).toBeNull();
    expect(await detectCountryByIp([])).toBeNull();
  });
});
