import { useRouter } from '@tanstack/react-router';
import { ATTENTION_TEXTS as T } from '../../../../shared/admin/attention';
import { useAttention } from '../api/use-attention';
import { errorText } from '../api/resource-queries';

/**
 * The top bar's badge of what needs someone now (docs/decisions/098): its total, and a panel with each
 * count linking to its filtered list. Live: the change stream reads it again as orders, hand-overs,
 * emails and till runs change. A native disclosure, like the account menu: Escape closes it.
 */
export function AttentionBadge() {
  const attention = useAttention();
  const router = useRouter();
  const total = attention.data?.total ?? 0;
  return (
    <details
      className="admin-attention"
      data-testid="admin-attention"
      onKeyDown={(event) => {
        if (event.key === 'Escape') (event.currentTarget as HTMLDetailsElement).open = false;
      }}
    >
      {/* Named by its own text ("Needs attention: 2"), so what is seen is what is said (axe's label-content-name-mismatch). */}
      <summary>
        {T.button}
        <span className="visually-hidden">: </span>
        <span className={`admin-attention__count${total > 0 ? ' admin-attention__count--some' : ''}`}>{total}</span>
      </summary>
      <div className="admin-attention__panel">
        <h2 className="admin-user-menu__heading">{T.heading}</h2>
        {attention.isError ? (
          <p className="muted">{errorText(attention.error)}</p>
        ) : !attention.data ? (
          <p className="muted">…</p>
        ) : total === 0 ? (
          <p>{T.none}</p>
        ) : (
          <ul>
            {attention.data.items
              .filter((item) => item.count > 0)
              .map((item) => (
                <li key={item.key}>
                  <a
                    href={item.path}
                    onClick={(event) => {
                      // A filtered list's path carries its query: the router goes there without a reload.
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                      event.preventDefault();
                      event.currentTarget.closest('details')?.removeAttribute('open');
                      router.history.push(item.path);
                    }}
                  >
                    <span>{item.label}</span> <strong>{item.count}</strong>
                  </a>
                </li>
              ))}
          </ul>
        )}
      </div>
    </details>
  );
}
