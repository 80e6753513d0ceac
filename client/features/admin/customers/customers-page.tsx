import { customersListQuerySchema } from '../../../../shared/admin/customers.schema';
import { errorText } from '../api/resource-queries';
import { useCustomersList } from '../api/use-customers';
import { DataTable } from '../kit/data-table';
import type { ListSearch } from '../kit/list-search';
import { useListQuery } from '../kit/use-list-query';
import { customerColumns } from './customer-columns';

/** /admin/customers: every account, its orders and lifetime spend per currency; read-only. */
export function CustomersPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const [query, change] = useListQuery(customersListQuerySchema, search, onSearch);
  const list = useCustomersList(query);
  return (
    <div data-testid="page-admin-customers">
      <div className="admin-page-head">
        <h1>Customers</h1>
      </div>
      <p className="lede">Every account, with its orders and what it has spent (paid less refunded) in each currency.</p>
      <DataTable
        resource="customers"
        caption="Customers"
        columns={customerColumns}
        query={query}
        onQueryChange={change}
        page={list.data}
        loading={list.isFetching}
        error={errorText(list.error)}
        searchLabel="Search names or emails"
      />
    </div>
  );
}
