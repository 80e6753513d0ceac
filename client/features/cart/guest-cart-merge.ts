import type { CartItemDoc } from '../../../shared/sync/documents';
import type { PullResponse, SyncCheckpoint } from '../../../shared/sync/protocol';
import { loadShopData } from '../../lib/db/load-shop-database';
import { requestPull, requestPush } from '../../lib/db/sync-requests';
import { currentCountry } from '../../lib/region/country-store';
import { getCurrentSession, subscribeToSession } from '../../lib/session/current-user';
import { availableStock, MAX_LINE_QUANTITY } from './cart-store';
import { planMergeRows, rebaseOnConflicts, type CartDocument, type MergeRow } from './guest-cart-merge-plan';

// DECISIONS "Cart": on sign-in the guest cart merges into the account's cart (same product and
// variant: quantities add, capped at available stock), then the guest cart empties.
//
// The merge talks to the server's cart directly (the sync API's pull and push) rather than
// writing the local cart_items copy: at sign-in that copy is being wiped and re-pulled for the new
// owner, and a local write could be lost in between. The push is conditional (assumedMasterState)
// and the server treats "new state already is the master" as unchanged, so re-sending the same
// rows is harmless. A journal in local storage, written before the guest lines are removed,
// makes a reload mid-merge resume with the very same rows instead of adding twice.

interface MergeJournal {
  userId: string;
  guestKeys: string[];
  rows: MergeRow[];
}

const JOURNAL_PREFIX = 'toy-shop:guest-cart-merge:';

function readJournal(userId: string): MergeJournal | null {
  try {
    const raw = localStorage.getItem(JOURNAL_PREFIX + userId);
    return raw ? (JSON.parse(raw) as MergeJournal) : null;
  } catch {
    return null;
  }
}

function writeJournal(journal: MergeJournal): void {
  localStorage.setItem(JOURNAL_PREFIX + journal.userId, JSON.stringify(journal));
}

function clearJournal(userId: string): void {
  localStorage.removeItem(JOURNAL_PREFIX + userId);
}

async function pullAccountCart(): Promise<Map<string, CartDocument>> {
  const lines = new Map<string, CartDocument>();
  let after: SyncCheckpoint | null = null;
  for (let page = 0; page < 20; page += 1) {
    const body: PullResponse<CartItemDoc> = await requestPull<CartItemDoc>('cart_items', 2000, after);
    for (const doc of body.documents) lines.set(doc.id, doc);
    if (body.documents.length < 2000 || !body.checkpoint) break;
    after = body.checkpoint;
  }
  return lines;
}

function pushAccountCart(rows: MergeRow[]): Promise<CartDocument[]> {
  return requestPush<CartDocument>('cart_items', rows.map((row) => ({ assumedMasterState: row.assumed, newDocumentState: row.next })));
}

async function planMerge(userId: string): Promise<MergeJournal | null> {
  const { db } = await loadShopData();
  const guest = await db.guest_cart.find().exec();
  if (guest.length === 0) return null;
  const master = await pullAccountCart();
  const country = currentCountry().country;
  const lines = await Promise.all(guest.map(async (entry) => ({
    productId: entry.productId,
    variantId: entry.variantId,
    quantity: entry.quantity,
    stock: await availableStock(db, country, entry.productId, entry.variantId),
  })));
  const rows = planMergeRows(lines, master, new Date().toISOString(), MAX_LINE_QUANTITY);
  return { userId, guestKeys: guest.map((entry) => entry.id), rows };
}

async function mergeGuestCart(userId: string): Promise<void> {
  let journal = readJournal(userId);
  if (!journal) {
    journal = await planMerge(userId);
    if (!journal) return;
    writeJournal(journal);
  }
  const { db } = await loadShopData();
  await db.guest_cart.bulkRemove(journal.guestKeys);

  let rows = journal.rows;
  for (let round = 0; round < 3 && rows.length > 0; round += 1) {
    const conflicts = await pushAccountCart(rows);
    // Someone changed the line meanwhile (another device): add to what is there now.
    rows = rebaseOnConflicts(rows, conflicts, new Date().toISOString(), MAX_LINE_QUANTITY);
    if (rows.length > 0) writeJournal({ ...journal, rows });
  }
  clearJournal(userId);
}

let following = false;
let running: Promise<void> | null = null;
let again = false;

function runMerge(): void {
  const session = getCurrentSession();
  const userId = session.status === 'ready' ? session.user?.id : undefined;
  if (!userId || !navigator.onLine) return;
  if (running) {
    again = true;
    return;
  }
  running = mergeGuestCart(userId)
    .catch((error: unknown) => console.warn('The guest cart could not be merged into the account yet', error))
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        runMerge();
      }
    });
}

/**
 * Starts following sign-in (once per page): whenever someone is signed in and the device still
 * holds guest lines (or an unfinished merge), they go into that account's cart.
 */
export function followSignInForGuestCart(): void {
  if (following) return;
  following = true;
  subscribeToSession(runMerge);
  window.addEventListener('online', runMerge);
  runMerge();
}
