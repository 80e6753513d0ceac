import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { OrderDocumentsPage } from '../features/admin/orders/print/order-documents-page';
import { orderPrintSearch } from '../features/admin/orders/print/print-search';

// The many-orders print view: /admin/orders/print?ids=<id>,<id>…&doc=slip|invoice (docs/decisions/099).
export const Route = createFileRoute('/admin/orders/print')({ validateSearch: rawSearch, component: OrdersPrintRoute });

function OrdersPrintRoute() {
  const { ids, doc } = orderPrintSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return <OrderDocumentsPage ids={ids} doc={doc} onDoc={(next) => void navigate({ search: (previous) => ({ ...previous, doc: next }), replace: true })} />;
}
