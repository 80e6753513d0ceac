import { Link } from '@tanstack/react-router';
import { brandListQuerySchema } from '../../../../shared/admin/brand.schema';
import { brandQueries } from '../api/use-brands';
import type { ListSearch } from '../kit/list-search';
import { ListScreen } from '../kit/list-screen';
import { brandColumns } from './columns';

/** /admin/brands: the brands the shop carries. */
export function BrandsPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  return (
    <ListScreen
      testId="page-admin-brands"
      title="Brands"
      lede="The brands the shop carries."
      newLink={<Link className="button" to="/admin/brands/new">New brand</Link>}
      resource="brands"
      searchLabel="Search brands"
      noun="brand"
      name={(brand) => brand.name}
      schema={brandListQuerySchema}
      queries={brandQueries}
      columns={brandColumns}
      search={search}
      onSearch={onSearch}
    />
  );
}
