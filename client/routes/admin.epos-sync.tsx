import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { EposSyncPage } from '../features/admin/epos-sync/epos-sync-page';

// The search stays raw here: the shared list query parses it inside the lazy chunk (docs/decisions/034).
export const Route = createFileRoute('/admin/epos-sync')({ validateSearch: rawSearch, component: EposSyncRoute });

function EposSyncRoute() {
  const navigate = Route.useNavigate();
  return <EposSyncPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
