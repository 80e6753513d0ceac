import { Link } from '@tanstack/react-router';
import { shippingRateListQuerySchema } from '../../../../shared/admin/shipping-rate.schema';
import { shippingRateQueries } from '../api/use-shipping-rates';
import type { ListSearch } from '../kit/list-search';
import { ListScreen } from '../kit/list-screen';
import { shippingRateColumns } from './columns';

/** /admin/shipping-rates */
export function ShippingRatesPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  return (
    <ListScreen
      testId="page-admin-shipping-rates"
      title="Shipping Rates"
      lede="Each country's shipping charge and free-shipping threshold. Shoppers get the cheapest active rate of their country; open storefronts follow a change at once."
      newLink={<Link className="button" to="/admin/shipping-rates/new">New rate</Link>}
      resource="shipping-rates"
      searchLabel="Search by country"
      noun="shipping rate"
      name={(row) => `${row.country} rate`}
      schema={shippingRateListQuerySchema}
      queries={shippingRateQueries}
      columns={shippingRateColumns}
      search={search}
      onSearch={onSearch}
    />
  );
}
