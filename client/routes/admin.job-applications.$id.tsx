import { createFileRoute } from '@tanstack/react-router';
import { ApplicationPage } from '../features/admin/job-applications/application-page';

export const Route = createFileRoute('/admin/job-applications/$id')({ component: ApplicationRoute });

function ApplicationRoute() {
  const { id } = Route.useParams();
  return <ApplicationPage key={id} id={id} />;
}
