/** What one pushed change does to the master copy. */
export type PushDecision = 'unchanged' | 'write' | 'conflict';

export interface PushedChange<Doc> {
  assumedMasterState?: (Doc & { _deleted: boolean }) | null | undefined;
  newDocumentState: Doc & { _deleted: boolean };
}

/**
 * RxDB's push rule, judged on the business fields only (the server assigns updatedAt):
 * - the new state already is the master: nothing to write and no conflict, so a resent
 *   push after a lost answer is harmless;
 * - the device's assumed master is the master: write;
 * - otherwise the device worked from a stale copy: conflict, the master wins.
 * A tombstone and no document at all are the same state to a shopper. When there is no
 * master row the change is written: there is nothing it could overwrite.
 */
export function decidePush<Doc>(
  master: (Doc & { _deleted: boolean }) | null,
  change: PushedChange<Doc>,
  sameFields: (a: Doc, b: Doc) => boolean,
): PushDecision {
  const same = (a: (Doc & { _deleted: boolean }) | null | undefined, b: (Doc & { _deleted: boolean }) | null | undefined): boolean => {
    const aAbsent = !a || a._deleted;
    const bAbsent = !b || b._deleted;
    if (aAbsent || bAbsent) return aAbsent === bAbsent;
    return sameFields(a, b);
  };
  if (same(change.newDocumentState, master)) return 'unchanged';
  if (master === null || same(change.assumedMasterState, master)) return 'write';
  return 'conflict';
}
