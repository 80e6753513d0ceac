import { useMemo } from 'react';
import { ORDER_STATUSES } from '../../../../shared/orders/order-status';
import { ordersListQuerySchema, PAYMENT_FILTERS, type OrdersListQuery } from '../../../../shared/admin/orders.schema';
import { SCREENS } from '../../../../shared/admin/screens';
import { FLAGGED_FILTER, ORDER_FLAG_TEXTS } from '../../../../shared/admin/order-flags';
import { orderStatusLabel } from '../../../../shared/orders/order-texts';
import { accessTo } from '../../../../shared/roles';
import { useSession } from '../../../lib/session/current-user';
import { errorText } from '../api/resource-queries';
import { useBulkSummary } from '../kit/bulk-summary';
import { OrderBulkBar } from './order-bulk-bar';
import { ordersListQuery, useOrders } from '../api/use-orders';
import { adminQueryClient } from '../api/query-client';
import { DataTable, type ListFilter } from '../kit/data-table';
import { changeListQuery, listQueryFromSearch, searchFromListQuery, type ListSearch } from '../kit/list-search';
import { orderColumns } from './order-columns';
import { OrderDateFilter } from './order-date-filter';
import { DELIVERY_LABELS, PAYMENT_LABELS } from './order-texts';
import './orders.css';

const FILTERS: ListFilter[] = [
  { key: 'status', label: 'Status', options: ORDER_STATUSES.map((status) => ({ value: status, label: orderStatusLabel(status) })) },
  { key: 'country', label: 'Country', options: [{ value: 'US', label: 'US' }, { value: 'UK', label: 'UK' }] },
  { key: 'delivery', label: 'Delivery', options: (['shipping', 'pickup'] as const).map((value) => ({ value, label: DELIVERY_LABELS[value] })) },
  { key: 'payment', label: 'Payment', options: PAYMENT_FILTERS.map((value) => ({ value, label: PAYMENT_LABELS[value] ?? value })) },
  { key: 'flagged', label: ORDER_FLAG_TEXTS.filter, options: [{ value: FLAGGED_FILTER, label: ORDER_FLAG_TEXTS.filterOpen }] },
];

/** Starts the request for the list this search shows, so that it is on its way while the screen first renders. */
export function askForOrdersEarly(search: ListSearch): void {
  void adminQueryClient.prefetchQuery(ordersListQuery(listQueryFromSearch(ordersListQuerySchema, search)));
}

/**
 * /admin/orders: every order, searched, filtered (the dashboard links here with its filters), sorted,
 * paged and exported; the selected orders (or all that match the filter) marked processing or shipped,
 * or printed (docs/decisions/100).
 */
export function OrdersPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const query = useMemo(() => listQueryFromSearch(ordersListQuerySchema, search), [search]);
  const orders = useOrders(query);
  const change = (next: Partial<OrdersListQuery>) => onSearch(searchFromListQuery(changeListQuery(query, next)));
  const { user } = useSession();
  const canChange = user ? accessTo('orders', user.roles) === 'write' : false;
  const summary = useBulkSummary();
  const { page: _page, pageSize: _pageSize, sort: _sort, ...filter } = query;
  const filtered = Boolean(query.q || query.status || query.country || query.delivery || query.payment || query.flagged || query.from || query.to);
  return (
    <div data-testid="page-admin-orders">
      <div className="admin-page-head">
        <h1>{SCREENS.orders.title}</h1>
        {filtered ? (
          <button type="button" className="small-button" onClick={() => onSearch({})}>
            Clear all filters
          </button>
        ) : null}
      </div>
      <p className="lede">{SCREENS.orders.purpose}</p>
      <DataTable
        resource="orders"
        caption="Orders"
        columns={orderColumns}
        query={query}
        onQueryChange={change}
        page={orders.data}
        loading={orders.isFetching}
        error={errorText(orders.error)}
        searchLabel="Search order number, email or name"
        filters={FILTERS}
        toolbarStart={<OrderDateFilter query={query} onApply={change} />}
        rowLabel={(row) => row.orderNumber}
        selectAllMatching
        bulkActions={canChange ? (selected, clear, matching) => <OrderBulkBar selected={selected} clear={clear} matching={matching} filter={filter} summary={summary} /> : undefined}
      />
      {summary.dialog}
    </div>
  );
}
