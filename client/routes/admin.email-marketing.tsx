import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { EmailMarketingPage } from '../features/admin/email-marketing/email-marketing-page';

// The search stays raw here: the shared list queries parse it inside the lazy chunk (docs/decisions/034).
export const Route = createFileRoute('/admin/email-marketing')({ validateSearch: rawSearch, component: EmailMarketingRoute });

function EmailMarketingRoute() {
  const navigate = Route.useNavigate();
  return <EmailMarketingPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
