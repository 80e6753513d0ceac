import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { BrandPage } from '../features/catalog/brand-page';

const brandParamsSchema = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(100)) });

export const Route = createFileRoute('/brand/$slug')({
  params: { parse: (raw) => brandParamsSchema.parse(raw), stringify: ({ slug }) => ({ slug }) },
  component: BrandRoute,
});

function BrandRoute() {
  const { slug } = Route.useParams();
  return <BrandPage slug={slug} />;
}
