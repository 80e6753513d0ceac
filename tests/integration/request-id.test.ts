import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../shared/admin/category.schema';
import { REQUEST_ID_HEADER } from '../../server/logging/request-context';
import { createTestApp, type TestApp } from '../support/test-app';
import { capturedLog, type CapturedLog } from '../support/captured-log';
import { ok, send, signedInWith } from './admin-fixtures';

// docs/decisions/061: every request has an id, in its x-request-id header, on each of its log lines
// and on the audit rows it writes.

let t: TestApp;
let logged: CapturedLog;

beforeAll(async () => {
  logged = capturedLog();
  t = await createTestApp(undefined, { log: logged.log });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('the request id through the whole app', () => {
  it('is in the response header and on the request’s log line', async () => {
    const response = await t.app.request(t.url('/api/health/live'));
    const id = response.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged.entries().find((entry) => entry.msg === 'request' && entry.requestId === id)).toMatchObject({ level: 'info', method: 'GET', path: '/api/health/live', status: 200 });
  });

  it('is on every response, pages and API errors alike, and a proxy’s safe id is kept', async () => {
    const page = await t.app.request(t.url('/no-such-page'));
    expect(page.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await t.app.request(t.url('/api/no-such-route'), { headers: { [REQUEST_ID_HEADER]: 'proxy-req-0001' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get(REQUEST_ID_HEADER)).toBe('proxy-req-0001');
  });

  it('is written on the audit row of an admin change', async () => {
    const manager = await signedInWith(t, ['store_manager'], 'rid@example.com', 'Rita Id');
    const response = await send(manager.client, 'POST', '/api/admin/categories', { name: 'Yo-yos', slug: 'yo-yos' });
    const id = response.headers.get(REQUEST_ID_HEADER);
    const created = await ok<{ record: AdminCategory }>(response, 201);
    const rows = await t.deps.db.selectFrom('audit_log').select(['request_id', 'action']).where('entity_type', '=', 'category').where('entity_id', '=', created.record.id).execute();
    expect(rows).toEqual([{ request_id: id, action: 'create' }]);
  });
});
