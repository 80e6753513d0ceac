import { BULK_TEXTS } from '../../../../shared/admin/bulk.schema';
import type { AdminDiscount } from '../../../../shared/admin/discount.schema';
import { useDiscountsBulk } from '../api/use-bulk';
import type { BulkSummary } from '../kit/bulk-summary';

/** The discounts list's bulk actions: the selected codes made active (shoppers may use them) or inactive. */
export function DiscountBulkBar({ selected, clear, summary }: { selected: AdminDiscount[]; clear: () => void; summary: BulkSummary }) {
  const bulk = useDiscountsBulk();
  const run = (active: boolean) =>
    bulk.mutate(
      { active, discounts: selected.map(({ id, version }) => ({ id, version })) },
      {
        onSuccess: (outcome) => {
          summary.report(outcome, (count) => `${BULK_TEXTS.count(count, 'discount', 'discounts')} ${active ? 'enabled' : 'disabled'}`);
          clear();
        },
        onError: summary.failed,
      },
    );
  return (
    <>
      <button type="button" className="small-button" disabled={bulk.isPending} onClick={() => run(true)}>
        Enable
      </button>
      <button type="button" className="small-button" disabled={bulk.isPending} onClick={() => run(false)}>
        Disable
      </button>
    </>
  );
}
