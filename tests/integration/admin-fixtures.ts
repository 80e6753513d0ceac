import { expect } from 'vitest';
import type { Role } from '../../shared/roles';
import type { AuditEntry } from '../../shared/admin/api';
import { isErrorEnvelope, type ErrorEnvelope } from '../../shared/errors';
import { TestClient } from '../support/http';
import type { TestApp } from '../support/test-app';

/** A signed-in user holding the given roles (none: a customer). */
export async function signedInWith(t: TestApp, roles: readonly Role[], email = `${roles.join('-') || 'customer'}-${crypto.randomUUID().slice(0, 8)}@example.com`, name = 'Sam Staff') {
  const client = new TestClient(t);
  const { id } = await client.signUp(email, 'Passw0rd!', name);
  for (const role of roles) await t.deps.db.insertInto('user_roles').values({ id: crypto.randomUUID(), user_id: id, role }).execute();
  return { client, id, email, name };
}

/** A JSON request with any method. */
export function send(client: TestClient, method: string, path: string, json?: unknown): Promise<Response> {
  return client.request(path, json === undefined ? { method } : { method, json });
}

/** The error envelope of a refused request, after checking its status. */
export async function refusal(response: Response, status: number): Promise<ErrorEnvelope['error']> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(isErrorEnvelope(body)).toBe(true);
  return (body as ErrorEnvelope).error;
}

/** The body of a successful answer, after checking its status. */
export async function ok<T>(response: Response, status = 200): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

/** The audit rows of one record, oldest first, as stored. */
export async function auditRowsOf(t: TestApp, entityType: string, entityId: string) {
  return t.deps.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
}

export type History = { rows: AuditEntry[] };

/**
 * Pulls a catalogue collection from the start until `id`'s document satisfies `expected` (the
 * shopper's view through sync). On the shared PostgreSQL server another test's open transaction
 * can hold new rows back for a moment, so this waits for the state, with a generous deadline.
 */
export async function syncedDocument<Doc extends { id: string; _deleted: boolean }>(
  t: TestApp,
  collection: string,
  id: string,
  expected: (doc: Doc | undefined) => boolean,
): Promise<Doc | undefined> {
  const visitor = new TestClient(t);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const latest = new Map<string, Doc>();
    let query = 'limit=1000';
    for (;;) {
      const response = await visitor.get(`/api/sync/${collection}/pull?${query}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { documents: Doc[]; checkpoint: { xid: string; seq: number } | null };
      for (const doc of body.documents) latest.set(doc.id, doc);
      if (body.documents.length === 0 || !body.checkpoint) break;
      query = `limit=1000&xid=${body.checkpoint.xid}&seq=${body.checkpoint.seq}`;
    }
    const doc = latest.get(id);
    if (expected(doc)) return doc;
    if (Date.now() > deadline) throw new Error(`${collection}/${id} never reached the expected state; last: ${JSON.stringify(doc)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
