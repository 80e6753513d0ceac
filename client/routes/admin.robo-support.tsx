import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { RoboSupportInbox, type InboxSearch } from '../features/admin/robo-support/desk/robo-support-inbox';

export const Route = createFileRoute('/admin/robo-support')({ validateSearch: rawSearch, component: RoboSupportRoute });

function RoboSupportRoute() {
  const navigate = Route.useNavigate();
  return <RoboSupportInbox search={Route.useSearch() as InboxSearch} onSearch={(search) => void navigate({ search })} />;
}
