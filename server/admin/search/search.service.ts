import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Role } from '../../../shared/roles';
import { codeOf, SEARCH_MIN_RECORD_CHARS, SEARCH_PER_KIND, searchesKind, type SearchHit, type SearchResults } from '../../../shared/admin/search';
import { orderStatusLabel } from '../../../shared/orders/order-texts';
import { OPEN_PICKUP_STATUSES } from '../../../shared/orders/order-status';
import { formatMoney } from '../../../shared/money';
import type { StoreScope } from '../store-scope';
import { customersContaining, orderByNumber, ordersByPickupCode, ordersContaining, productsContaining, storesContaining, type FoundOrder } from './search.repo';

/** Pickup codes are 6 characters of the pickup alphabet (server/pickup/pickup-code.ts): only such a term is looked up as one. */
const PICKUP_CODE = /^[A-Z0-9]{6}$/;
const DELETED = 'deleted';

function orderHit(order: FoundOrder): SearchHit {
  const parts = [order.customer, orderStatusLabel(order.status), formatMoney(Number(order.total), order.currency)];
  if (order.delivery_method === 'pickup' && order.pickup_code) parts.push(`pickup ${order.pickup_code}`);
  return { kind: 'order', id: order.id, label: order.order_number, detail: parts.filter(Boolean).join(' · '), path: `/admin/orders/${order.id}` };
}

/**
 * The one search of the back office (docs/decisions/098) for a user with these roles and store scope:
 * each kind of record only when the roles may open its screen, orders only within the scope. An exact
 * order number, or a pickup code that names one open pickup (or one order) in the scope, is the
 * `exact` hit.
 */
export async function searchBackOffice(db: Kysely<DB>, roles: readonly Role[], scope: StoreScope, term: string): Promise<SearchResults> {
  const recordsSearched = term.length >= SEARCH_MIN_RECORD_CHARS;
  const take = SEARCH_PER_KIND;
  const results: SearchResults = { q: term, exact: null, orders: [], customers: [], products: [], stores: [], recordsSearched };
  const code = codeOf(term);

  const [byNumber, byPickupCode, orders, customers, products, stores] = await Promise.all([
    recordsSearched && searchesKind('order', roles) && code.startsWith('TS-') ? orderByNumber(db, scope, code) : undefined,
    searchesKind('order', roles) && PICKUP_CODE.test(code) ? ordersByPickupCode(db, scope, code, take) : [],
    recordsSearched && searchesKind('order', roles) ? ordersContaining(db, scope, term, take) : [],
    recordsSearched && searchesKind('customer', roles) ? customersContaining(db, term, take) : [],
    recordsSearched && searchesKind('product', roles) ? productsContaining(db, term, take) : [],
    searchesKind('store', roles) ? storesContaining(db, term, take) : [],
  ]);

  const pickupOrders = byPickupCode.map(orderHit);
  // A code names the one open pickup that has it (or the one order with it at all); codes repeat
  // across stores and over time, so two open ones are listed for staff to choose.
  const openWithCode = byPickupCode.filter((order) => OPEN_PICKUP_STATUSES.includes(order.status));
  if (byNumber) results.exact = orderHit(byNumber);
  else if (openWithCode.length === 1) results.exact = orderHit(openWithCode[0]!);
  else if (byPickupCode.length === 1) results.exact = pickupOrders[0]!;
  // Pickup code matches first (they are not found by text), then the text's, each order once.
  const seen = new Set<string>();
  results.orders = [...pickupOrders, ...orders.map(orderHit)].filter((hit) => !seen.has(hit.id) && seen.add(hit.id)).slice(0, take);
  results.customers = customers.map((user) => ({ kind: 'customer', id: user.id, label: user.name || user.email, detail: user.email, path: `/admin/customers/${user.id}` }));
  results.products = products.map((product) => ({
    kind: 'product',
    id: product.id,
    label: product.name,
    detail: product.deleted_at ? `${product.id} · ${DELETED}` : product.id,
    path: `/admin/products/${product.id}`,
  }));
  results.stores = stores.map((store) => ({
    kind: 'store',
    id: store.id,
    label: store.name,
    detail: [store.city, store.country, store.deleted_at ? DELETED : null].filter(Boolean).join(' · '),
    path: `/admin/stores/${store.id}`,
  }));
  return results;
}
