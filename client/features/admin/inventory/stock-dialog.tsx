import { stockAdjustSchema, stockSetSchema, type StockAdjust, type StockSet } from '../../../../shared/admin/inventory.schema';
import { useAdjustStock, useSetStock } from '../api/use-inventory';
import { StockChangeDialog } from '../kit/stock-change-dialog';
import { rowName, type StockTarget } from './inventory-columns';

/** Change one inventory cell (a product or size in one country) with the kit's stock dialog. */
export function StockDialog({ target, onClose }: { target: StockTarget; onClose: () => void }) {
  const { row, country } = target;
  const cell = row.stock[country];
  const setStock = useSetStock();
  const adjustStock = useAdjustStock();
  const key = { productId: row.productId, variantId: row.variantId, country };
  return (
    <StockChangeDialog<StockSet | StockAdjust>
      title={`${country} stock of ${rowName(row)}`}
      current={cell.stock}
      where={`in ${country}`}
      parse={(mode, amount, reason) =>
        mode === 'set' ? stockSetSchema.safeParse({ ...key, stock: amount, version: cell.version, reason }) : stockAdjustSchema.safeParse({ ...key, delta: amount, reason })
      }
      submit={async (_mode, input) => {
        const after = 'stock' in input ? await setStock.mutateAsync(input) : await adjustStock.mutateAsync(input);
        return after.stock[country].stock;
      }}
      savedText={(count) => `${rowName(row)}: ${count} in ${country}.`}
      onClose={onClose}
    />
  );
}
