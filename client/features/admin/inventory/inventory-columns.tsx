import { COUNTRIES, type Country } from '../../../../shared/money';
import type { InventoryRow } from '../../../../shared/admin/inventory.schema';
import type { AdminColumn } from '../kit/data-table';
import { StockStateBadge } from '../kit/stock-state';

/** Which stock cell is being changed: the row and its country. */
export interface StockTarget {
  row: InventoryRow;
  country: Country;
}

/** "Dino Set" or "Dino Set, size L": how a row is named on buttons and in the dialog. */
export function rowName(row: InventoryRow): string {
  return row.variantName ? `${row.productName}, ${row.variantName}` : row.productName;
}

function StockCellView({ row, country, readOnly, onEdit }: StockTarget & { readOnly: boolean; onEdit: (target: StockTarget) => void }) {
  const count = row.stock[country].stock;
  return (
    <span className="inventory-cell">
      <span className={count === 0 ? 'inventory-cell__count inventory-cell__count--zero' : 'inventory-cell__count'}>{count}</span>
      <button type="button" className="small-button" disabled={readOnly} onClick={() => onEdit({ row, country })}>
        Change<span className="visually-hidden"> {country} stock of {rowName(row)}</span>
      </button>
    </span>
  );
}

/** The grid's columns; ids are the API's sort keys (INVENTORY_SORTS) where a column sorts. */
export function inventoryColumns(readOnly: boolean, onEdit: (target: StockTarget) => void): Array<AdminColumn<InventoryRow>> {
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
    { id: 'stockUs', header: 'US stock', enableSorting: true, cell: ({ row }) => <StockCellView row={row.original} country="US" readOnly={readOnly} onEdit={onEdit} /> },
    { id: 'stockUk', header: 'UK stock', enableSorting: true, cell: ({ row }) => <StockCellView row={row.original} country="UK" readOnly={readOnly} onEdit={onEdit} /> },
    {
      id: 'state',
      header: 'State',
      cell: ({ row }) => (
        <span className="inventory-states">
          {COUNTRIES.map((country) => (
            <StockStateBadge key={country} count={row.original.stock[country].stock} prefix={country} />
          ))}
        </span>
      ),
    },
  ];
}
