import { Link } from '@tanstack/react-router';
import { taxRateListQuerySchema } from '../../../../shared/admin/tax-rate.schema';
import { taxRateQueries } from '../api/use-tax-rates';
import type { ListSearch } from '../kit/list-search';
import { ListScreen } from '../kit/list-screen';
import { taxRateColumns, taxRateName } from './columns';
import { TaxImportPanel } from './tax-import-panel';

/** /admin/tax-rates: US sales tax by state and ZIP prefix; CSV export and import. The UK VAT rate is a setting. */
export function TaxRatesPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  return (
    <>
      <ListScreen
        testId="page-admin-tax-rates"
        title="Tax Rates"
        lede="US sales tax for the 50 states and DC, with ZIP-prefix overrides. A change applies to orders created after it; orders already placed keep their tax."
        newLink={<Link className="button" to="/admin/tax-rates/new">New rate</Link>}
        resource="tax-rates"
        searchLabel="Search by state or ZIP prefix"
        noun="tax rate"
        name={taxRateName}
        schema={taxRateListQuerySchema}
        queries={taxRateQueries}
        columns={taxRateColumns}
        search={search}
        onSearch={onSearch}
      />
      <p className="muted">
        UK prices include VAT; its rate is on the <Link to="/admin/settings">Settings</Link> screen.
      </p>
      <TaxImportPanel />
    </>
  );
}
