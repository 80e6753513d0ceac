import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstanceHarness, waitFor } from '../support/instances/instance-harness';
import { writeFakeClientBuild } from '../support/fake-client-build';

// The catalogue pages kept in memory (docs/decisions/077) on two app instances (child processes, as
// `npm start` runs them) on one real PostgreSQL database behind a round-robin balancer (docs/decisions/027).
// Runs only in the integration-postgres project: PGlite is one process.
let harness: InstanceHarness;
let dist: string;
let entries: string;
const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Toy Shop</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-abc.js"></script>${'<!-- pad -->'.repeat(80)}</body></html>`;
// Renders the product's name and price.
const ENTRY = `export async function renderFirstScreen(input) {
  const product = input.firstScreen.product;
  return '<main>' + (product ? product.name + ' ' + product.price : 'none') + '</main>';
}`;

beforeAll(async () => {
  dist = writeFakeClientBuild('instances-pages-dist-', shell);
  entries = mkdtempSync(join(tmpdir(), 'instances-pages-entry-'));
  writeFileSync(join(entries, 'entry.js'), ENTRY);
  harness = await InstanceHarness.start({ ports: { proxy: 4380, instances: [4381, 4382], paypal: 4383 }, pages: { clientDist: dist, renderEntry: join(entries, 'entry.js') } });
  await harness.query(`INSERT INTO products (id, name, price) VALUES ('kite', 'Box Kite', 1500)`);
}, 120_000);
afterAll(async () => {
  await harness?.close();
  for (const dir of [dist, entries]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const page = (index: number, headers: Record<string, string> = {}) => fetch(`${harness.instances[index]!.url}/product/kite`, { headers: { 'accept-encoding': 'br', ...headers } });

describe('a kept catalogue page on two instances', () => {
  it('has the same ETag on both, so a shopper revalidates on either, and changes on both when its product does', async () => {
    const [first, second] = await Promise.all([page(0), page(1)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+\.br"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await first.text()).toContain('<main>Box Kite 1500</main>');
    // A page kept by one instance revalidates on the other: the balancer may send the shopper anywhere.
    for (const index of [0, 1]) expect((await page(index, { 'if-none-match': etag })).status, `instance ${index}`).toBe(304);

    // Written straight to the database, as the other instance or an import would: each instance hears it.
    await harness.query(`UPDATE products SET price = 1750 WHERE id = 'kite'`);
    for (const index of [0, 1]) {
      await waitFor(async () => (await page(index, { 'if-none-match': etag })).status === 200, 10_000, `instance ${index} to drop its kept page`);
      const changed = await page(index);
      expect(await changed.text(), `instance ${index}`).toContain('<main>Box Kite 1750</main>');
    }
    const [afterFirst, afterSecond] = await Promise.all([page(0), page(1)]);
    expect(afterFirst.headers.get('etag')).not.toBe(etag);
    expect(afterSecond.headers.get('etag')).toBe(afterFirst.headers.get('etag'));
  });
});
