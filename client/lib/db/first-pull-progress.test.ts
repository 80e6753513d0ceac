import { afterEach, describe, expect, it, vi } from 'vitest';

// Where an interrupted first pull got to outlives the page (docs/decisions/078): the next page reads
// it from localStorage. A new page is a fresh copy of the module (nothing kept in memory).

function fakeLocalStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

async function freshPage() {
  vi.resetModules();
  return import('./first-pull-progress');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a first pull’s saved position', () => {
  it('is read by the next page, under the key the entry checks, until it is cleared', async () => {
    const storage = fakeLocalStorage();
    vi.stubGlobal('localStorage', storage);
    const { FirstPullProgress } = await freshPage();
    new FirstPullProgress('toyshop', 'products').save({ checkpoint: { xid: '7', seq: 2000 }, lastId: 'p2000' });
    expect(storage.getItem('toy-shop:first-pull:toyshop:products')).not.toBeNull();

    const next = await freshPage();
    const progress = new next.FirstPullProgress('toyshop', 'products');
    expect(progress.load()).toEqual({ checkpoint: { xid: '7', seq: 2000 }, lastId: 'p2000' });
    // Another collection has its own.
    expect(new next.FirstPullProgress('toyshop', 'brands').load()).toBeNull();
    progress.clear();
    const later = await freshPage();
    expect(new later.FirstPullProgress('toyshop', 'products').load()).toBeNull();
  });

  it('reads anything unreadable as no position', async () => {
    const storage = fakeLocalStorage();
    vi.stubGlobal('localStorage', storage);
    const { FirstPullProgress } = await freshPage();
    storage.setItem('toy-shop:first-pull:toyshop:products', '{not json');
    expect(new FirstPullProgress('toyshop', 'products').load()).toBeNull();
    storage.setItem('toy-shop:first-pull:toyshop:products', JSON.stringify({ checkpoint: { seq: 1 } }));
    expect(new FirstPullProgress('toyshop', 'products').load()).toBeNull();
  });

  it('without localStorage, serves this page’s retries from memory', async () => {
    vi.stubGlobal('localStorage', undefined);
    const { FirstPullProgress } = await freshPage();
    new FirstPullProgress('toyshop', 'products').save({ checkpoint: { seq: 10 }, lastId: 'p10' });
    expect(new FirstPullProgress('toyshop', 'products').load()).toEqual({ checkpoint: { seq: 10 }, lastId: 'p10' });
  });
});
