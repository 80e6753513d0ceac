import { createFileRoute } from '@tanstack/react-router';
import { EmailLogPage } from '../features/admin/email-logs/email-log-page';

export const Route = createFileRoute('/admin/email-logs/$id')({ component: EmailLogRoute });

function EmailLogRoute() {
  const { id } = Route.useParams();
  return <EmailLogPage key={id} id={id} />;
}
