import { Link } from '@tanstack/react-router';
import { storeListQuerySchema } from '../../../../shared/admin/store.schema';
import { isAdmin } from '../../../../shared/roles';
import { useSession } from '../../../lib/session/current-user';
import { storeQueries } from '../api/use-stores';
import type { ListSearch } from '../kit/list-search';
import { ListScreen } from '../kit/list-screen';
import { storeColumns } from './columns';

/** /admin/stores: the shop's stores, their hours and whether they offer pickup. Only an admin opens one. */
export function StoresPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const { user } = useSession();
  return (
    <ListScreen
      testId="page-admin-stores"
      title="Stores"
      lede="The shop’s stores: address, hours, time zone and whether they offer pickup."
      newLink={user && isAdmin(user.roles) ? <Link className="button" to="/admin/stores/new">New store</Link> : null}
      resource="stores"
      searchLabel="Search stores by name, city or postcode"
      noun="store"
      name={(store) => store.name}
      schema={storeListQuerySchema}
      queries={storeQueries}
      columns={storeColumns}
      search={search}
      onSearch={onSearch}
    />
  );
}
