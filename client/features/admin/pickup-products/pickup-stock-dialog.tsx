import { pickupStockAdjustSchema, pickupStockSetSchema, type PickupProductRow, type PickupStockAdjust, type PickupStockSet } from '../../../../shared/admin/pickup-product.schema';
import { useAdjustPickupStock, useSetPickupStock } from '../api/use-pickup-products';
import { StockChangeDialog } from '../kit/stock-change-dialog';
import { pickupRowName } from './pickup-texts';

/** Set or adjust a store's pickup stock of one product or size (the kit's stock dialog). */
export function PickupStockDialog({ row, onClose }: { row: PickupProductRow; onClose: () => void }) {
  const setStock = useSetPickupStock();
  const adjustStock = useAdjustPickupStock();
  return (
    <StockChangeDialog<PickupStockSet | PickupStockAdjust>
      title={`Pickup stock of ${pickupRowName(row)}`}
      current={row.stock}
      where={`at ${row.storeName}`}
      parse={(mode, amount, reason) =>
        mode === 'set' ? pickupStockSetSchema.safeParse({ stock: amount, version: row.version, reason }) : pickupStockAdjustSchema.safeParse({ delta: amount, reason })
      }
      submit={async (_mode, input) => {
        const after = 'stock' in input ? await setStock.mutateAsync({ id: row.id, ...input }) : await adjustStock.mutateAsync({ id: row.id, ...input });
        return after.stock;
      }}
      savedText={(count) => `${pickupRowName(row)}: ${count} at ${row.storeName}.`}
      onClose={onClose}
    />
  );
}
