import { createFileRoute } from '@tanstack/react-router';
import { pathParam } from '../lib/url-values';
import { BrandPage } from '../features/catalog/brand-page';

export const Route = createFileRoute('/brand/$slug')({
  params: { parse: (raw) => ({ slug: pathParam(raw.slug, 'brand', 100) }), stringify: ({ slug }) => ({ slug }) },
  component: BrandRoute,
});

function BrandRoute() {
  const { slug } = Route.useParams();
  return <BrandPage slug={slug} />;
}
