import { Fragment, useId } from 'react';
import { useDialogShownWhile } from '../kit/native-dialog';
import { KEYS_HELP, KEYS_TEXTS as T } from '../../../../shared/admin/keys';

/** The list of the back office's keys (`?`), on the browser's own <dialog>: Escape or Close shuts it. */
export function KeysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useDialogShownWhile(open);
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog admin-keys"
      aria-labelledby={titleId}
      data-testid="admin-keys"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{T.title}</h2>
      <dl className="admin-keys__list">
        {KEYS_HELP.map((entry) => (
          <Fragment key={entry.what}>
            <dt>
              {entry.keys.map((key, index) => (
                <Fragment key={key}>
                  {index > 0 ? ' ' : null}
                  <kbd>{key}</kbd>
                </Fragment>
              ))}
            </dt>
            <dd>{entry.what}</dd>
          </Fragment>
        ))}
      </dl>
      <p className="muted">{T.fieldsNote}</p>
      <div className="confirm-dialog__actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          {T.close}
        </button>
      </div>
    </dialog>
  );
}
