import { useSyncExternalStore } from 'react';

// One way to keep a small value on the device: JSON in localStorage, read back through a parser
// (storage is anyone's to edit), shared by every component of this tab through
// useSyncExternalStore and followed across tabs through the storage event.

export interface LocalStore<Value> {
  /** The value now; the same object while storage holds the same text (useSyncExternalStore needs that). */
  read(): Value;
  /** Stores the value; listeners in this tab hear it at once, other tabs through the storage event. */
  write(next: Value): void;
  /** Stores what `change` makes of the value now. */
  update(change: (current: Value) => Value): void;
  subscribe(listener: () => void): () => void;
  /** The value before anything is stored (and on the server). */
  fallback: Value;
}

/** A value kept in localStorage under `key`, read back through `parse` (which must accept anything). */
export function createLocalStore<Value>(key: string, parse: (stored: unknown) => Value, fallback: Value): LocalStore<Value> {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: Value } = { raw: null, value: fallback };

  function readRaw(): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function read(): Value {
    const raw = readRaw();
    if (raw === cache.raw) return cache.value;
    let stored: unknown = null;
    try {
      stored = raw ? JSON.parse(raw) : null;
    } catch {
      // Unreadable: as if nothing were stored.
    }
    cache = { raw, value: raw === null ? fallback : parse(stored) };
    return cache.value;
  }

  function write(next: Value): void {
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or refused: the value lives in this tab's memory until it is reloaded.
      cache = { raw: cache.raw, value: next };
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return {
    read,
    write,
    update: (change) => write(change(read())),
    subscribe,
    fallback,
  };
}

/** A local store's value in a component; follows this tab and the others. */
export function useLocalStore<Value>(store: LocalStore<Value>): Value {
  return useSyncExternalStore(store.subscribe, store.read, () => store.fallback);
}
