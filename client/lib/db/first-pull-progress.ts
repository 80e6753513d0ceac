// How far a first pull got (docs/decisions/078): the checkpoint after its last batch stored, and
// that batch's last document. A first pull cut off halfway (offline, the tab closed) goes on from
// there instead of from the beginning: on a phone's network that is most of the catalogue's bytes.
// Kept in localStorage (and in memory where there is none); trusted only while the device still
// holds that last document, so a device whose local database was wiped starts again from nothing.
import { firstPullProgressKey } from '../../../shared/sync/local-database';

export interface FirstPullPosition<Checkpoint> {
  checkpoint: Checkpoint;
  /** The primary key of the last document stored at that checkpoint. */
  lastId: string;
}

const inMemory = new Map<string, string>();

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The saved position of one collection's first pull. */
export class FirstPullProgress<Checkpoint> {
  private readonly key: string;

  constructor(databaseName: string, collectionName: string) {
    this.key = firstPullProgressKey(databaseName, collectionName);
  }

  load(): FirstPullPosition<Checkpoint> | null {
    // This page's own copy first: it is never older than the stored one.
    let text = inMemory.get(this.key) ?? null;
    try {
      text ??= storage()?.getItem(this.key) ?? null;
    } catch {
      // No storage: nothing saved by an earlier page.
    }
    if (!text) return null;
    try {
      const position = JSON.parse(text) as Partial<FirstPullPosition<Checkpoint>>;
      return position.checkpoint !== undefined && typeof position.lastId === 'string'
        ? { checkpoint: position.checkpoint, lastId: position.lastId }
        : null;
    } catch {
      return null;
    }
  }

  /** Call only once everything up to `position` is committed on the device. */
  save(position: FirstPullPosition<Checkpoint>): void {
    const text = JSON.stringify(position);
    inMemory.set(this.key, text);
    try {
      storage()?.setItem(this.key, text);
    } catch {
      // Full or refused: the copy in memory still serves this page's retries.
    }
  }

  clear(): void {
    inMemory.delete(this.key);
    try {
      storage()?.removeItem(this.key);
    } catch {
      // Nothing to clear.
    }
  }
}
