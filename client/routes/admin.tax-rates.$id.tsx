import { createFileRoute } from '@tanstack/react-router';
import { TaxRateEditPage } from '../features/admin/tax-rates/tax-rate-pages';

export const Route = createFileRoute('/admin/tax-rates/$id')({ component: TaxRateEditRoute });

function TaxRateEditRoute() {
  const { id } = Route.useParams();
  return <TaxRateEditPage key={id} id={id} />;
}
