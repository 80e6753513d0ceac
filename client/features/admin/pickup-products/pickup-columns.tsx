import type { PickupProductRow } from '../../../../shared/admin/pickup-product.schema';
import type { AdminColumn } from '../kit/data-table';
import { StatusBadge } from '../kit/status-badge';
import { StockStateBadge } from '../kit/stock-state';
import { pickupRowName } from './pickup-texts';

/** What a row's buttons open. */
export interface PickupRowActions {
  onChangeStock: (row: PickupProductRow) => void;
  onRemove: (row: PickupProductRow) => void;
}

/** The list's columns; ids are the API's sort keys (PICKUP_PRODUCT_SORTS) where a column sorts. */
export function pickupColumns(readOnly: boolean, actions: PickupRowActions): Array<AdminColumn<PickupProductRow>> {
  return [
    {
      id: 'name',
      accessorKey: 'productName',
      header: 'Product',
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <span>
          {row.original.productName}
          {row.original.brandName ? <span className="muted"> · {row.original.brandName}</span> : null}
        </span>
      ),
    },
    { id: 'size', header: 'Size', cell: ({ row }) => row.original.variantName ?? '—' },
    {
      id: 'stock',
      header: 'Stock',
      enableSorting: true,
      cell: ({ row }) => (
        <span className="inventory-cell">
          <span className={row.original.stock === 0 ? 'inventory-cell__count inventory-cell__count--zero' : 'inventory-cell__count'}>{row.original.stock}</span>
          {row.original.isActive && !readOnly ? (
            <button type="button" className="small-button" onClick={() => actions.onChangeStock(row.original)}>
              Change<span className="visually-hidden"> stock of {pickupRowName(row.original)}</span>
            </button>
          ) : null}
        </span>
      ),
    },
    {
      id: 'state',
      header: 'State',
      cell: ({ row }) => {
        if (!row.original.isActive) return <StatusBadge tone="neutral">Removed</StatusBadge>;
        return <StockStateBadge count={row.original.stock} />;
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      enableHiding: false,
      cell: ({ row }) =>
        row.original.isActive && !readOnly ? (
          <button type="button" className="small-button" onClick={() => actions.onRemove(row.original)}>
            Remove<span className="visually-hidden"> {pickupRowName(row.original)}</span>
          </button>
        ) : null,
    },
  ];
}
