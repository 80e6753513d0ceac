import { useMemo, useState } from 'react';
import { inventoryListQuerySchema } from '../../../../shared/admin/inventory.schema';
import { COUNTRIES } from '../../../../shared/money';
import { accessTo } from '../../../../shared/roles';
import { useSession } from '../../../lib/session/current-user';
import { errorText } from '../api/resource-queries';
import { useInventoryList } from '../api/use-inventory';
import { useBulkSummary } from '../kit/bulk-summary';
import { DataTable, type ListFilter } from '../kit/data-table';
import type { ListSearch } from '../kit/list-search';
import { useListQuery } from '../kit/use-list-query';
import { ImportPanel } from './import-panel';
import { InventoryBulkBar } from './inventory-bulk-bar';
import { inventoryColumns, type StockTarget } from './inventory-columns';
import { StockDialog } from './stock-dialog';
import './inventory.css';

/** The grid's filters: the API's `stock` and `country` (the dashboard links to ?stock=low&country=US). */
const INVENTORY_FILTERS: ReadonlyArray<ListFilter> = [
  {
    key: 'stock',
    label: 'Stock',
    options: [
      { value: 'low', label: 'Low stock' },
      { value: 'sold-out', label: 'Sold out' },
      { value: 'in', label: 'In stock' },
    ],
  },
  { key: 'country', label: 'Country', options: COUNTRIES.map((country) => ({ value: country, label: country })) },
];

/**
 * /admin/inventory: stock per product and size in the US and the UK, one grid; managers set or adjust
 * a cell, or the selected rows (docs/decisions/100), with a reason and import a CSV after a dry run. Staff may read it: every write is disabled
 * here, and the server refuses it too (shared/roles.ts).
 */
export function InventoryPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const { user } = useSession();
  const readOnly = user ? accessTo('inventory', user.roles) !== 'write' : true;
  const [query, change] = useListQuery(inventoryListQuerySchema, search, onSearch);
  const list = useInventoryList(query);
  const [editing, setEditing] = useState<StockTarget | null>(null);
  const columns = useMemo(() => inventoryColumns(readOnly, setEditing), [readOnly]);
  const summary = useBulkSummary();
  return (
    <div data-testid="page-admin-inventory">
      <div className="admin-page-head">
        <h1>Inventory</h1>
      </div>
      <p className="lede">Stock per product and size in the US and the UK.</p>
      {readOnly ? (
        <p className="inventory-readonly" role="note">
          Your role can view this screen but not change it.
        </p>
      ) : null}
      <DataTable
        resource="inventory"
        caption="Inventory"
        columns={columns}
        query={query}
        onQueryChange={change}
        page={list.data}
        loading={list.isFetching}
        error={errorText(list.error)}
        searchLabel="Search products, sizes or brands"
        filters={INVENTORY_FILTERS}
        rowLabel={(row) => (row.variantName ? `${row.productName} – ${row.variantName}` : row.productName)}
        bulkActions={readOnly ? undefined : (selected, clear) => <InventoryBulkBar selected={selected} clear={clear} country={query.country} summary={summary} />}
      />
      {summary.dialog}
      <ImportPanel readOnly={readOnly} />
      {editing ? <StockDialog key={`${editing.row.id}:${editing.country}`} target={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
