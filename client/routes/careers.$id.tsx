import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { CareerPage } from '../features/careers/career-page';

const careerParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

export const Route = createFileRoute('/careers/$id')({
  params: { parse: (raw) => careerParamsSchema.parse(raw), stringify: ({ id }) => ({ id }) },
  component: CareerRoute,
});

function CareerRoute() {
  const { id } = Route.useParams();
  return <CareerPage jobId={id} />;
}
