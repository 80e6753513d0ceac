import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../shared/texts';
import type { SavedAddress } from '../../shared/auth/saved-address.schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ada = new TestClient(t);
  await ada.signUp('ada-addresses@example.com', 'Passw0rd!', 'Ada Lovelace');
  bob = new TestClient(t);
  await bob.signUp('bob-addresses@example.com', 'Passw0rd!', 'Bob Builder');
});
afterAll(async () => {
  await t?.close();
});

const HOME = { label: 'Home', fullName: 'Ada Lovelace', addressLine1: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' };
const LONDON = { label: 'Work', fullName: 'Ada Lovelace', addressLine1: '10 Downing St', city: 'London', postalCode: 'SW1A 2AA', country: 'UK' };

async function list(client: TestClient): Promise<SavedAddress[]> {
  const response = await client.get('/api/account/addresses');
  expect(response.status).toBe(200);
  return ((await response.json()) as { addresses: SavedAddress[] }).addresses;
}

async function add(client: TestClient, body: unknown): Promise<SavedAddress> {
  const response = await client.post('/api/account/addresses', body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { address: SavedAddress }).address;
}

describe('saved addresses', () => {
  it('a visitor is 401', async () => {
    const response = await new TestClient(t).get('/api/account/addresses');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('adds, lists, edits, sets the default and deletes', async () => {
    const home = await add(ada, HOME);
    expect(home).toMatchObject({ ...HOME, addressLine2: null, phone: null, isDefault: true });
    const work = await add(ada, LONDON);
    expect(work.isDefault).toBe(false);
    expect((await list(ada)).map((a) => a.label)).toEqual(['Home', 'Work']);

    const edited = await ada.request(`/api/account/addresses/${work.id}`, { method: 'PUT', json: { ...LONDON, addressLine2: 'Flat 2', phone: '+44 20 7946 0000' } });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { address: SavedAddress }).address).toMatchObject({ addressLine2: 'Flat 2', phone: '+44 20 7946 0000', isDefault: false });

    const defaulted = await ada.post(`/api/account/addresses/${work.id}/default`);
    expect(defaulted.status).toBe(200);
    expect((await list(ada)).map((a) => [a.label, a.isDefault])).toEqual([['Work', true], ['Home', false]]);

    const removed = await ada.request(`/api/account/addresses/${work.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    // Deleting the default promotes the address left.
    expect((await list(ada)).map((a) => [a.label, a.isDefault])).toEqual([['Home', true]]);
  });

  it('adding with isDefault moves the default', async () => {
    const client = new TestClient(t);
    await client.signUp('default-mover@example.com', 'Passw0rd!', 'Mover');
    await add(client, HOME);
    await add(client, { ...LONDON, isDefault: true });
    expect((await list(client)).map((a) => [a.label, a.isDefault])).toEqual([['Work', true], ['Home', false]]);
  });

  it('refuses invalid addresses with per-field messages', async () => {
    const response = await ada.post('/api/account/addresses', { ...HOME, fullName: 'A', postalCode: 'nope', country: 'FR' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('INVALID_DATA');
    expect(body.error.fields.fullName).toBe(VALIDATION.nameMinLength);
    expect(body.error.fields.country).toBeTruthy();
  });

  it("a user never reads or writes another user's address: 404 for their ids", async () => {
    const adas = await add(ada, { ...HOME, label: 'Private' });
    expect((await list(bob)).some((a) => a.id === adas.id)).toBe(false);
    const put = await bob.request(`/api/account/addresses/${adas.id}`, { method: 'PUT', json: { ...HOME, fullName: 'Bob' } });
    expect(put.status).toBe(404);
    expect(await put.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect((await bob.post(`/api/account/addresses/${adas.id}/default`)).status).toBe(404);
    expect((await bob.request(`/api/account/addresses/${adas.id}`, { method: 'DELETE' })).status).toBe(404);
    const mine = await list(ada);
    expect(mine.find((a) => a.id === adas.id)).toMatchObject({ label: 'Private', fullName: 'Ada Lovelace' });
  });
});

describe('profile name', () => {
  it('renames the signed-in user; /api/me shows the new name', async () => {
    const client = new TestClient(t);
    await client.signUp('renamer@example.com', 'Passw0rd!', 'Old Name');
    const response = await client.request('/api/account/profile', { method: 'PATCH', json: { fullName: '  New Name ' } });
    expect(response.status).toBe(200);
    const me = (await (await client.get('/api/me')).json()) as { user: { name: string } };
    expect(me.user.name).toBe('New Name');
  });

  it('refuses a one-letter name and a visitor', async () => {
    const short = await ada.request('/api/account/profile', { method: 'PATCH', json: { fullName: 'A' } });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { fields: { fullName: VALIDATION.nameMinLength } } });
    expect((await new TestClient(t).request('/api/account/profile', { method: 'PATCH', json: { fullName: 'Visitor' } })).status).toBe(401);
  });
});
