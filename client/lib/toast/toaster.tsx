import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToToasts } from './toast-store';

/** The live region where toasts appear; screen readers announce each one (the list is the live region: a role on its items would break the list). */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  return (
    <div className="toaster" role="region" aria-label="Notifications">
      <ol aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <li key={toast.id} className={`toast toast-${toast.variant}`} data-testid="toast">
            <div className="toast-body">
              <p className="toast-title">{toast.title}</p>
              {toast.description ? <p className="toast-description">{toast.description}</p> : null}
            </div>
            {toast.action ? (
              <button
                type="button"
                className="toast-action"
                onClick={() => {
                  dismissToast(toast.id);
                  toast.action?.run();
                }}
              >
                {toast.action.label}
              </button>
            ) : null}
            <button type="button" className="toast-close" aria-label="Dismiss notification" onClick={() => dismissToast(toast.id)}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
