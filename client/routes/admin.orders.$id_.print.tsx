import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { OrderDocumentsPage } from '../features/admin/orders/print/order-documents-page';
import { orderPrintSearch } from '../features/admin/orders/print/print-search';

// One order's packing slip or invoice: /admin/orders/<id>/print?doc=slip|invoice (docs/decisions/099).
export const Route = createFileRoute('/admin/orders/$id_/print')({ validateSearch: rawSearch, component: OrderPrintRoute });

function OrderPrintRoute() {
  const { id } = Route.useParams();
  const { doc } = orderPrintSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return <OrderDocumentsPage key={id} ids={[id]} orderId={id} doc={doc} onDoc={(next) => void navigate({ search: (previous) => ({ ...previous, doc: next }), replace: true })} />;
}
