import { describe, expect, it } from 'vitest';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { KEEP_ALIVE_SERVER_OPTIONS } from './keep-alive';

// The served app keeps an idle connection longer than a proxy's usual 60 s (and far longer than
// Node's 5 s), so a client never reuses one that the server is closing.

describe('keep-alive', () => {
  it('serve() with the options keeps idle connections 65 s, headers allowed longer', async () => {
    const server = serve({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1', serverOptions: KEEP_ALIVE_SERVER_OPTIONS }) as Server;
    try {
      expect(server.keepAliveTimeout).toBe(65_000);
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
