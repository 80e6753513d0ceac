import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { useDuplicateProduct } from '../api/use-bulk';

/**
 * A product's "Duplicate" (docs/decisions/100): the server makes "<name> (copy)" (not featured, no
 * stock, so no shopper can buy it yet) and its page opens to be edited.
 */
export function DuplicateProductButton({ id, name }: { id: string; name: string }) {
  const duplicate = useDuplicateProduct();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="small-button"
      disabled={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(id, {
          onSuccess: (copy) => {
            showToast({ title: 'Duplicated', description: `“${copy.name}” has no stock yet: shoppers cannot buy it until you give it some.` });
            void navigate({ to: '/admin/products/$id', params: { id: copy.id } });
          },
          onError: (error) => showToast({ title: 'Not duplicated', description: errorText(error) ?? '' }, 'destructive'),
        })
      }
    >
      Duplicate<span className="visually-hidden"> {name}</span>
    </button>
  );
}
