import { createFileRoute } from '@tanstack/react-router';
import { JobEditPage } from '../features/admin/jobs/job-pages';

export const Route = createFileRoute('/admin/jobs/$id')({ component: JobEditRoute });

function JobEditRoute() {
  const { id } = Route.useParams();
  return <JobEditPage key={id} id={id} />;
}
