import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { bootstrap, type Running } from '../../server/bootstrap';
import { createApp } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import { LIMITS } from '../../server/http/abuse-limits';

// Two server instances over one database enforce one limit: concurrent requests from one client,
// spread over both, get exactly the allowance between them. On PostgreSQL the second instance is a
// second bootstrap (its own pool of connections); PGlite allows one process per database, so there
// the second app shares the first one's pool.

let first: TestApp;
let second: TestApp;
let secondRunning: Running | null = null;
beforeAll(async () => {
  first = await createTestApp(undefined, { env: { RATE_LIMIT: 'on' } });
  if (first.kind === 'postgres') secondRunning = await bootstrap(first.config, { dataDir: 'memory://' });
  const deps = secondRunning?.deps ?? first.deps;
  const app = createApp(deps, { staticClient: new StaticClient('/nonexistent'), firstScreenMarkup: new FirstScreenMarkup(null) });
  second = { ...first, deps, app };
});
afterAll(async () => {
  await secondRunning?.shutdown();
  await first?.close();
});

describe('two instances', () => {
  it('share one limit under concurrent requests', async () => {
    const address = '203.0.113.44';
    const clients = [new TestClient(first, { address }), new TestClient(second, { address })];
    const { limit } = LIMITS.newsletter[0]!;
    const statuses = await Promise.all(
      Array.from({ length: limit * 3 }, (_, i) => clients[i % 2]!.post('/api/newsletter', { email: `both-${i}@example.com` }).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(limit * 2);
    const stored = await first.deps.db.selectFrom('newsletter_subscribers').select('email').where('email', 'like', 'both-%').execute();
    expect(stored).toHaveLength(limit);
  });
});
