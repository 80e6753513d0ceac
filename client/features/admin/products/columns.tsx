import type { AdminProductRow } from '../../../../shared/admin/product.schema';
import { formatMoney } from '../../../../shared/money';
import { productRowQueries } from '../api/use-products';
import { recordLinkColumn, rowActionsColumn } from '../kit/record-columns';
import type { AdminColumn } from '../kit/data-table';
import { StatusBadge, type StatusTone } from '../kit/status-badge';
import { STOCK_STATE_LABELS, stockStateOf } from './stock-state';
import { DuplicateProductButton } from './duplicate-button';

const STOCK_TONES = { in: 'good', low: 'warning', 'sold-out': 'bad' } as const satisfies Record<string, StatusTone>;

function StockCell({ country, stock }: { country: 'US' | 'UK'; stock: number }) {
  const state = stockStateOf(stock);
  return <StatusBadge tone={STOCK_TONES[state]}>{`${country}: ${STOCK_STATE_LABELS[state]} (${stock})`}</StatusBadge>;
}

function launchText(releaseDate: string | null): string {
  if (!releaseDate) return 'On sale';
  const when = new Date(releaseDate);
  const text = when.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return when.getTime() > Date.now() ? `Upcoming: ${text}` : text;
}

/** The products list's columns; sortable ids are the API's sort keys (PRODUCT_SORTS). */
export function productColumns(onDelete: (product: AdminProductRow) => void): Array<AdminColumn<AdminProductRow>> {
  return [
    recordLinkColumn('name', 'Name', '/admin/products/$id'),
    { id: 'brand', header: 'Brand', cell: ({ row }) => row.original.brandName ?? '—' },
    { id: 'category', header: 'Category', cell: ({ row }) => row.original.categoryName ?? '—' },
    { id: 'price', header: 'US price', enableSorting: true, cell: ({ row }) => formatMoney(row.original.price, 'USD') },
    {
      id: 'priceUk',
      header: 'UK price',
      enableSorting: true,
      // No UK price: the US amount applies in the UK (DECISIONS.md), which the cell says rather than hides.
      cell: ({ row }) => (row.original.priceUk === null ? 'Same as US' : formatMoney(row.original.priceUk, 'GBP')),
    },
    { id: 'stockUs', header: 'US stock', enableSorting: true, cell: ({ row }) => <StockCell country="US" stock={row.original.stockUs} /> },
    { id: 'stockUk', header: 'UK stock', enableSorting: true, cell: ({ row }) => <StockCell country="UK" stock={row.original.stockUk} /> },
    { id: 'releaseDate', header: 'Launch', enableSorting: true, cell: ({ row }) => launchText(row.original.releaseDate) },
    {
      id: 'featured',
      header: 'Featured',
      cell: ({ row }) =>
        row.original.deletedAt ? <StatusBadge tone="bad">Deleted</StatusBadge> : row.original.isFeatured ? <StatusBadge tone="good">Featured</StatusBadge> : 'No',
    },
    rowActionsColumn({
      route: '/admin/products/$id',
      label: (row) => row.name,
      queries: productRowQueries,
      onDelete,
      extraActions: (row) => <DuplicateProductButton id={row.id} name={row.name} />,
    }),
  ];
}
