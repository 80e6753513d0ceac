import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { EmailLogsPage } from '../features/admin/email-logs/email-logs-page';

// The search stays raw here: the shared list query parses it inside the lazy chunk (docs/decisions/034).
export const Route = createFileRoute('/admin/email-logs/')({ validateSearch: rawSearch, component: EmailLogsRoute });

function EmailLogsRoute() {
  const navigate = Route.useNavigate();
  return <EmailLogsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
