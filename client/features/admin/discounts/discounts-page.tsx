import { Link } from '@tanstack/react-router';
import { discountListQuerySchema } from '../../../../shared/admin/discount.schema';
import { discountQueries } from '../api/use-discounts';
import { useBulkSummary } from '../kit/bulk-summary';
import type { ListSearch } from '../kit/list-search';
import { ListScreen } from '../kit/list-screen';
import { discountColumns } from './columns';
import { DiscountBulkBar } from './discount-bulk-bar';

/** /admin/discounts: promo codes, their uses and limits; the selected ones enabled or disabled (docs/decisions/100). */
export function DiscountsPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const summary = useBulkSummary();
  return (
    <>
      <ListScreen
        testId="page-admin-discounts"
        title="Discounts"
        lede="Promo codes shoppers enter at checkout. A code that has been used can be deactivated, not deleted."
        newLink={<Link className="button" to="/admin/discounts/new">New discount</Link>}
        resource="discounts"
        searchLabel="Search codes"
        noun="discount"
        name={(row) => row.code}
        schema={discountListQuerySchema}
        queries={discountQueries}
        columns={discountColumns}
        search={search}
        onSearch={onSearch}
        bulkActions={(selected, clear) => <DiscountBulkBar selected={selected} clear={clear} summary={summary} />}
      />
      {summary.dialog}
    </>
  );
}
