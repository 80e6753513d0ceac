import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps, AppEnv } from '../../server/context';
import { sessionMiddleware } from '../../server/auth/session';
import { handleError } from '../../server/http/errors';
import { auditScopeOf, recordChange, type AuditScope } from '../../server/platform/audit';
import { screenApp } from '../../server/admin/screen-app';
import type { AdminCategory } from '../../shared/admin/category.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/http';
import { ok, refusal, send, signedInWith, type History } from './admin-fixtures';
import { capturedLog } from '../support/captured-log';

// Issue 11 §5: nothing edits or deletes audit rows (the trigger of migration 0010; deleting a user
// only clears the rows' actor id), a change is recorded in its write's transaction, and an admin
// write that records nothing is a bug the kit refuses to answer "done" for (outside production).

let t: TestApp;
let manager: { client: TestClient; id: string };
let scope: AuditScope;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInWith(t, ['store_manager'], 'max@example.com', 'Max Manager');
  scope = { actor: { id: manager.id, name: 'Max Manager', email: 'max@example.com' }, screen: 'categories', recorded: 0 };
}, 180_000); // sign-ups hash passwords: slow on a busy machine
afterAll(async () => {
  await t?.close();
});

const change = { action: 'test', entityType: 'probe', entityId: 'probe-1', before: { a: 1 }, after: { a: 2 } };
const auditRows = () => t.deps.db.selectFrom('audit_log').selectAll().where('entity_type', '=', 'probe').orderBy('id').execute();

describe('the audit log is append-only', () => {
  it('refuses to change or delete an audit row', async () => {
    await t.deps.db.transaction().execute((trx) => recordChange(trx, scope, change));
    const [row] = await auditRows();
    await expect(sql`UPDATE audit_log SET action = 'forged' WHERE id = ${row!.id}`.execute(t.deps.db)).rejects.toThrow(/never changed or deleted/);
    await expect(sql`DELETE FROM audit_log WHERE id = ${row!.id}`.execute(t.deps.db)).rejects.toThrow(/never changed or deleted/);
    await expect(sql`UPDATE audit_log SET actor_user_id = NULL WHERE id = ${row!.id}`.execute(t.deps.db)).rejects.toThrow(/never changed or deleted/);
    expect((await auditRows())[0]).toMatchObject({ action: 'test', actor_user_id: manager.id });
  });

  it('rolls back with its write: a failed transaction leaves no audit row', async () => {
    const before = (await auditRows()).length;
    await expect(
      t.deps.db.transaction().execute(async (trx) => {
        await recordChange(trx, scope, { ...change, entityId: 'probe-2' });
        throw new Error('the write failed after recording');
      }),
    ).rejects.toThrow('the write failed after recording');
    expect(await auditRows()).toHaveLength(before);
  });

  it('keeps a deleted user’s changes, with the name and email they had, only the user id cleared', async () => {
    const leaver = await signedInWith(t, ['store_manager'], 'leaver@example.com', 'Lee Leaver');
    const created = await ok<{ record: AdminCategory }>(await send(leaver.client, 'POST', '/api/admin/categories', { name: 'Kazoos', slug: 'kazoos' }), 201);
    await sql`DELETE FROM "user" WHERE id = ${leaver.id}`.execute(t.deps.db);

    const rows = await t.deps.db.selectFrom('audit_log').selectAll().where('entity_id', '=', created.record.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_user_id: null, actor_label: 'Lee Leaver <leaver@example.com>', action: 'create' });
    const history = await ok<History>(await manager.client.get(`/api/admin/categories/${created.record.id}/history`));
    expect(history.rows[0]!.actor).toEqual({ id: '', name: 'Lee Leaver', email: 'leaver@example.com' });
  });
});

describe('auditedWrites', () => {
  /** A screen sub-app (the kit's factory) with one write that records and one that forgets to. */
  function appWith(deps: AppDeps) {
    const routes = screenApp('categories')
      .post('/recorded', async (c) => {
        await deps.db.transaction().execute((trx) => recordChange(trx, auditScopeOf(c), { ...change, entityId: 'recorded' }));
        return c.json({ done: true });
      })
      .post('/forgotten', (c) => c.json({ done: true }))
      .post('/refused', (c) => c.json({ error: { code: 'INVALID_DATA', message: 'no' } }, 400));
    const app = new Hono<AppEnv>()
      .use('*', async (c, next) => {
        c.set('deps', deps);
        await next();
      })
      .use('*', sessionMiddleware(deps))
      .route('/api/admin/categories', routes);
    app.onError(handleError);
    return app;
  }

  it('answers 500 for a successful write that recorded nothing (outside production), and lets recorded and refused writes through', async () => {
    const app = appWith(t.deps);
    expect((await manager.client.request('/api/admin/categories/recorded', { method: 'POST', json: {} }, app)).status).toBe(200);
    const forgotten = await refusal(await manager.client.request('/api/admin/categories/forgotten', { method: 'POST', json: {} }, app), 500);
    expect(forgotten.code).toBe('INTERNAL');
    expect((await manager.client.request('/api/admin/categories/refused', { method: 'POST', json: {} }, app)).status).toBe(400);
  });

  it('in production does not hide a committed write from the user, but logs it loudly', async () => {
    const { log, lines: logged } = capturedLog();
    const production = appWith({ ...t.deps, config: { ...t.deps.config, nodeEnv: 'production' }, log });
    expect((await manager.client.request('/api/admin/categories/forgotten', { method: 'POST', json: {} }, production)).status).toBe(200);
    expect(logged).toContainEqual(expect.stringContaining('POST /api/admin/categories/forgotten changed data without an audit record'));
  });
});
