import { Link } from '@tanstack/react-router';
import { discountListQuerySchema } from '../../../../shared/admin/discount.schema';
import { discountQueries } from '../api/use-discounts';
import type { ListSearch } from '../kit/list-search';
import { ListScreen } from '../kit/list-screen';
import { discountColumns } from './columns';

/** /admin/discounts: promo codes, their uses and limits. */
export function DiscountsPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  return (
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
    />
  );
}
