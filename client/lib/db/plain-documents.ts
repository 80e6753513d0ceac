import { Observable } from 'rxjs';
import { getSortComparator, type MangoQuery, type PreparedQuery, type RxCollection, type RxDocumentData } from 'rxdb/plugins/core';

/** What this reads of an RxQuery (`collection.find(…)`). */
export interface FollowedQuery<T> {
  collection: RxCollection<T>;
  mangoQuery: Readonly<MangoQuery<T>>;
  getPreparedQuery(): PreparedQuery<T>;
  doesDocumentDataMatch(doc: RxDocumentData<T>): boolean;
}

/**
 * A live query's answer as the stored data itself, not RxDB documents (docs/decisions/109). RxDB
 * makes a document of every row a query answers (`_setResultData`): for the shop's 10,000 products,
 * one long task on a phone when the first sync ends, and a getter in every field read the search index
 * makes. Listings only read their products, so they follow this instead: the query's rows read from
 * storage once, then the collection's changes applied to them, a change at a time, with the query's
 * own selector and sort. Rows that do not change keep their object, so what is built from them can
 * keep what it made for each.
 *
 * For queries without `limit` or `skip` (a change could bring in a row that no event names).
 */
export function plainDocuments$<T>(query: FollowedQuery<T>): Observable<RxDocumentData<T>[]> {
  const { collection, mangoQuery } = query;
  if (mangoQuery.limit !== undefined || mangoQuery.skip !== undefined) throw new Error('plainDocuments$ follows whole queries only: no limit or skip');
  const prepared = query.getPreparedQuery();
  const compare = getSortComparator(collection.schema.jsonSchema, prepared.query);
  const primary = collection.schema.primaryPath as string;
  const keyOf = (doc: RxDocumentData<T>) => (doc as Record<string, unknown>)[primary] as string;

  return new Observable<RxDocumentData<T>[]>((subscriber) => {
    // Every row seen, by key: its last write's time, and the row when the query holds it. A change
    // read before the storage's answer and one after may come in either order; the later write wins.
    const rows = new Map<string, { written: number; row: RxDocumentData<T> | null }>();
    let read = false;
    const take = (doc: RxDocumentData<T>) => {
      const key = keyOf(doc);
      const known = rows.get(key);
      if (known && known.written > doc._meta.lwt) return false;
      const row = !doc._deleted && query.doesDocumentDataMatch(doc) ? doc : null;
      rows.set(key, { written: doc._meta.lwt, row });
      // A change to the answer: a row comes, goes or is replaced.
      return (known?.row ?? null) !== row;
    };
    const emit = () => {
      const answer: RxDocumentData<T>[] = [];
      for (const { row } of rows.values()) if (row) answer.push(row);
      subscriber.next(answer.sort(compare));
    };

    // Follow the changes first, so none falls between the read and the subscription.
    const changes = collection.eventBulks$.subscribe((bulk) => {
      let changed = false;
      for (const event of bulk.events) if (take(event.documentData as RxDocumentData<T>)) changed = true;
      if (changed && read) emit();
    });
    collection.storageInstance.query(prepared).then(
      ({ documents }) => {
        if (subscriber.closed) return;
        for (const doc of documents) take(doc);
        read = true;
        emit();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => changes.unsubscribe();
  });
}
