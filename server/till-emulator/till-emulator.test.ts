import { describe, expect, it } from 'vitest';
import { TillEmulator } from './till-emulator';
import type { InventoryChange } from '../till/till-protocol';

// A till carries out a request once per idempotency key, also when the caller gave up waiting and
// sent it again while the first was still being carried out (a slow webhook, a busy machine).

const TOKEN = 'till-token';

describe('the till emulator’s idempotency', () => {
  it('answers a retry sent while the first request is in flight with the first’s answer, and does the work once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let deliveries = 0;
    const emulator = new TillEmulator({
      accessToken: TOKEN,
      signatureKey: 'key',
      notificationUrl: 'http://shop.test/api/till/webhook',
      deliver: async () => {
        deliveries += 1;
        await gate;
        return new Response(null, { status: 200 });
      },
    });
    const sale: InventoryChange = {
      type: 'ADJUSTMENT',
      adjustment: { catalog_object_id: 'item-1', location_id: 'loc-1', from_state: 'IN_STOCK', to_state: 'SOLD', quantity: '3', occurred_at: new Date().toISOString() },
    };
    const request = () =>
      emulator.app.request('/v2/inventory/changes/batch-create', {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ idempotency_key: 'sale-1', changes: [sale] }),
      });

    const first = request();
    // The first is waiting on its notification; the caller's retry arrives.
    await expect.poll(() => deliveries).toBe(1);
    const retry = request();
    // Once the retry is past the till's door, a turn of the event loop lets it read its body and reach the work.
    await expect.poll(() => emulator.stats.apiCalls).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    const [a, b] = await Promise.all([first, retry]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await b.json()).toEqual(await a.json());
    expect(deliveries).toBe(1);
    expect(emulator.counts(['loc-1'])).toMatchObject([{ catalog_object_id: 'item-1', quantity: '-3' }]);
  });
});
