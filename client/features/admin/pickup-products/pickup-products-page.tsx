import { useId, useMemo, useState } from 'react';
import { pickupProductListQuerySchema, type PickupImportRowOutcome, type PickupProductRow } from '../../../../shared/admin/pickup-product.schema';
import { accessTo } from '../../../../shared/roles';
import { useSession } from '../../../lib/session/current-user';
import { errorText } from '../api/resource-queries';
import { useImportPickupStock, usePickupProductList, usePickupStores } from '../api/use-pickup-products';
import { CsvImportPanel, type ImportReportColumn } from '../kit/csv-import-panel';
import { DataTable, type ListFilter } from '../kit/data-table';
import type { ListSearch } from '../kit/list-search';
import { useListQuery } from '../kit/use-list-query';
import { PickupAddDialog } from './pickup-add-dialog';
import { pickupColumns } from './pickup-columns';
import { PickupRemoveDialog } from './pickup-remove-dialog';
import { PickupStockDialog } from './pickup-stock-dialog';
import { pickupImportSummaryText, pickupOutcomeText } from './pickup-texts';
import './pickup-products.css';

const FILTERS: ReadonlyArray<ListFilter> = [
  {
    key: 'stock',
    label: 'Stock',
    options: [
      { value: 'low', label: 'Low stock' },
      { value: 'sold-out', label: 'Sold out' },
      { value: 'in', label: 'In stock' },
    ],
  },
  {
    key: 'status',
    label: 'Offered',
    options: [
      { value: 'removed', label: 'Removed' },
      { value: 'all', label: 'Offered and removed' },
    ],
  },
];

const IMPORT_COLUMNS: ReadonlyArray<ImportReportColumn<PickupImportRowOutcome>> = [
  { header: 'Line', cell: (row) => row.line },
  { header: 'Store', cell: (row) => row.storeId },
  { header: 'Product', cell: (row) => row.productId },
  { header: 'Size', cell: (row) => row.variantId ?? '—' },
  { header: 'Outcome', cell: pickupOutcomeText },
];

type Dialog = { kind: 'add' } | { kind: 'stock'; row: PickupProductRow } | { kind: 'remove'; row: PickupProductRow };

/**
 * /admin/pickup-products: per store (the picker holds only the user's stores), which products and sizes
 * it offers for pickup and its own stock; managers add, remove, set or adjust with a reason and import a
 * CSV after a dry run. Staff may read it: no write is offered here, and the server refuses them too.
 */
export function PickupProductsPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const pickerId = useId();
  const { user } = useSession();
  const readOnly = user ? accessTo('pickup-products', user.roles) !== 'write' : true;
  const [query, change] = useListQuery(pickupProductListQuerySchema, search, onSearch);
  const stores = usePickupStores();
  const storeList = stores.data ?? [];
  // The screen is per store: without one in the URL (or with one not the user's), the first of theirs.
  // It is read, not written back: a URL written once the stores arrive could take the user back here
  // from a screen they had already moved on to.
  const store = storeList.find((candidate) => candidate.id === query.storeId) ?? storeList[0];
  const storeQuery = useMemo(() => (store ? { ...query, storeId: store.id } : query), [query, store]);
  const list = usePickupProductList(storeQuery, store !== undefined);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const columns = useMemo(
    () => pickupColumns(readOnly, { onChangeStock: (row) => setDialog({ kind: 'stock', row }), onRemove: (row) => setDialog({ kind: 'remove', row }) }),
    [readOnly],
  );
  const importFile = useImportPickupStock();

  return (
    <div data-testid="page-admin-pickup-products">
      <div className="admin-page-head">
        <h1>Pickup products</h1>
        {!readOnly && store ? (
          <button type="button" className="button" onClick={() => setDialog({ kind: 'add' })}>
            Add product
          </button>
        ) : null}
      </div>
      <p className="lede">Which products and sizes each store offers for pickup, and that store’s own stock.</p>
      {readOnly ? (
        <p className="stock-readonly" role="note">
          Your role can view this screen but not change it.
        </p>
      ) : null}
      {stores.error ? (
        <p className="form-alert" role="alert">
          {errorText(stores.error)}
        </p>
      ) : null}
      {stores.data && storeList.length === 0 ? (
        <p role="note">No store is tied to your account yet. Ask an admin to add you to your store.</p>
      ) : (
        <div className="field pickup-store-picker">
          <label htmlFor={pickerId}>Store</label>
          <select id={pickerId} value={store?.id ?? ''} onChange={(event) => change({ storeId: event.target.value })} disabled={storeList.length === 0}>
            {storeList.map((option) => (
              <option key={option.id} value={option.id}>
                {`${option.name} (${option.country})${option.pickupEnabled ? '' : ' · pickup off'}${option.isActive ? '' : ' · closed'}`}
              </option>
            ))}
          </select>
        </div>
      )}
      {store ? (
        <>
          <DataTable
            resource="pickup-products"
            caption={`Pickup products at ${store.name}`}
            columns={columns}
            query={storeQuery}
            onQueryChange={change}
            page={list.data}
            loading={list.isFetching}
            error={errorText(list.error)}
            searchLabel="Search products, sizes or brands"
            filters={FILTERS}
          />
          <CsvImportPanel
            title="Import pickup stock from CSV"
            readOnly={readOnly}
            importFile={importFile}
            columns={IMPORT_COLUMNS}
            summaryText={pickupImportSummaryText}
            appliedText={(report) => ({ title: 'Pickup stock imported', description: `${report.summary.updated} changed, ${report.summary.unchanged} unchanged.` })}
          />
        </>
      ) : null}
      {dialog?.kind === 'add' && store ? <PickupAddDialog store={store} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'stock' ? <PickupStockDialog key={dialog.row.id} row={dialog.row} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'remove' ? <PickupRemoveDialog key={dialog.row.id} row={dialog.row} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
