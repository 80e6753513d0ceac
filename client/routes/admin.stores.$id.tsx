import { createFileRoute } from '@tanstack/react-router';
import { StoreEditPage } from '../features/admin/stores/store-pages';

export const Route = createFileRoute('/admin/stores/$id')({ component: StoreEditRoute });

function StoreEditRoute() {
  const { id } = Route.useParams();
  return <StoreEditPage key={id} id={id} />;
}
