import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import type { CartItemDoc, FavoriteDoc } from '../../shared/sync/documents';
import type { PullResponse } from '../../shared/sync/protocol';

type CartDoc = CartItemDoc & { _deleted: boolean };
type FavDoc = FavoriteDoc & { _deleted: boolean };

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const id of ['p-train', 'p-ball', 'p-kite']) await t.deps.db.insertInto('products').values({ id, name: `Toy ${id}`, price: 900 }).execute();
  alice = new TestClient(t);
  bob = new TestClient(t);
  aliceId = (await alice.signUp('alice@example.com')).id;
  bobId = (await bob.signUp('bob@example.com')).id;
});
afterAll(async () => {
  await t?.close();
});

const now = () => new Date().toISOString();
const cartLine = (productId: string, quantity: number): CartDoc => ({
  id: `${productId}:none`, productId, variantId: null, quantity, updatedAt: now(), _deleted: false,
});
const favorite = (productId: string): FavDoc => ({ id: productId, productId, updatedAt: now(), _deleted: false });

async function pushOk(client: TestClient, collection: string, rows: unknown): Promise<unknown[]> {
  const response = await client.post(`/api/sync/${collection}/push`, rows);
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

async function pullFromStart<Doc>(client: TestClient, collection: string): Promise<PullResponse<Doc>> {
  const response = await client.get(`/api/sync/${collection}/pull`);
  expect(response.status).toBe(200);
  return (await response.json()) as PullResponse<Doc>;
}

/**
 * Pulls from the beginning until `ready` holds. An empty answer alone proves nothing on the
 * shared PostgreSQL server (another test's open transaction may hold rows back a moment), so
 * "none of Alice's" is checked once the reader's own, later line has arrived.
 */
async function pullUntil<Doc extends { id: string }>(client: TestClient, collection: string, ready: (docs: Doc[]) => boolean): Promise<Doc[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { documents } = await pullFromStart<Doc>(client, collection);
    if (ready(documents)) return documents;
    if (Date.now() > deadline) throw new Error(`${collection} never reached the expected state: ${JSON.stringify(documents)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rowsOf = (table: 'cart_items' | 'favorites', userId: string) =>
  t.deps.db.selectFrom(table).selectAll().where('user_id', '=', userId).orderBy('product_id').execute();

describe("a user's cart and favourites are theirs alone", () => {
  it("never serves one user's lines to another", async () => {
    expect(await pullFromStart(bob, 'cart_items')).toEqual({ documents: [], checkpoint: null });

    expect(await pushOk(alice, 'cart_items', [{ newDocumentState: cartLine('p-train', 2) }])).toEqual([]);
    expect(await pushOk(alice, 'favorites', [{ newDocumentState: favorite('p-ball') }])).toEqual([]);
    // Bob writes after Alice: once his own rows reach him, hers would have too if they leaked.
    expect(await pushOk(bob, 'cart_items', [{ newDocumentState: cartLine('p-kite', 1) }])).toEqual([]);
    expect(await pushOk(bob, 'favorites', [{ newDocumentState: favorite('p-kite') }])).toEqual([]);

    const bobCart = await pullUntil<CartDoc>(bob, 'cart_items', (docs) => docs.some((doc) => doc.id === 'p-kite:none'));
    expect(bobCart.map((doc) => doc.id)).toEqual(['p-kite:none']);
    const bobFavorites = await pullUntil<FavDoc>(bob, 'favorites', (docs) => docs.some((doc) => doc.id === 'p-kite'));
    expect(bobFavorites.map((doc) => doc.id)).toEqual(['p-kite']);

    const aliceCart = await pullUntil<CartDoc>(alice, 'cart_items', (docs) => docs.length > 0);
    expect(aliceCart).toEqual([expect.objectContaining({ id: 'p-train:none', quantity: 2 })]);
  });

  it("writes a document with the same id into the pusher's own rows, leaving the other user's alone", async () => {
    const aliceBefore = await rowsOf('cart_items', aliceId);
    const [aliceDoc] = await pullUntil<CartDoc>(alice, 'cart_items', (docs) => docs.length > 0);
    // Bob even claims Alice's line as the master he saw: it is judged against his own (absent) line.
    expect(await pushOk(bob, 'cart_items', [{ assumedMasterState: aliceDoc, newDocumentState: cartLine('p-train', 7) }])).toEqual([]);

    expect(await rowsOf('cart_items', aliceId)).toEqual(aliceBefore);
    expect(await rowsOf('cart_items', bobId)).toEqual([
      expect.objectContaining({ product_id: 'p-kite', quantity: 1 }),
      expect.objectContaining({ product_id: 'p-train', quantity: 7 }),
    ]);
    const bobTrain = (await pullUntil<CartDoc>(bob, 'cart_items', (docs) => docs.some((doc) => doc.id === 'p-train:none')))
      .find((doc) => doc.id === 'p-train:none')!;
    expect(bobTrain.quantity).toBe(7);
    expect(await pullUntil<CartDoc>(alice, 'cart_items', (docs) => docs.length > 0)).toEqual([expect.objectContaining({ id: 'p-train:none', quantity: 2 })]);

    // Bob deleting "p-train:none" deletes his line only.
    expect(await pushOk(bob, 'cart_items', [{ assumedMasterState: bobTrain, newDocumentState: { ...bobTrain, _deleted: true } }])).toEqual([]);
    expect((await rowsOf('cart_items', bobId)).find((row) => row.product_id === 'p-train')!.deleted_at).not.toBeNull();
    expect(await rowsOf('cart_items', aliceId)).toEqual(aliceBefore);
  });

  it('refuses a visitor the per-user collections', async () => {
    const visitor = new TestClient(t);
    for (const collection of ['cart_items', 'favorites']) {
      const response = await visitor.get(`/api/sync/${collection}/pull`);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    }
  });
});
