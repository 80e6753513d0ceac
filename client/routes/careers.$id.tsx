import { createFileRoute } from '@tanstack/react-router';
import { pathParam } from '../lib/url-values';
import { CareerPage } from '../features/careers/career-page';

export const Route = createFileRoute('/careers/$id')({
  params: { parse: (raw) => ({ id: pathParam(raw.id, 'job', 64) }), stringify: ({ id }) => ({ id }) },
  component: CareerRoute,
});

function CareerRoute() {
  const { id } = Route.useParams();
  return <CareerPage jobId={id} />;
}
