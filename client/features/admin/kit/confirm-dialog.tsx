import { useId, type ReactNode } from 'react';
import { useDialogShownWhile } from './native-dialog';

/**
 * A modal question with two answers, on the browser's own <dialog>: focus moves into it and stays
 * there, Escape cancels, and focus returns to what opened it.
 */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const dialog = useDialogShownWhile(open);
  const titleId = useId();
  const bodyId = useId();

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{children}</div>
      <div className="confirm-dialog__actions">
        <button type="button" className="button button--quiet" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className={`button${tone === 'danger' ? ' button--danger' : ''}`} onClick={onConfirm} disabled={busy} autoFocus>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
