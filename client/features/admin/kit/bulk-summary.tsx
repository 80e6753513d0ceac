import { useId, useState, type ReactNode } from 'react';
import { BULK_TEXTS, type BulkOutcome } from '../../../../shared/admin/bulk.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { useDialogWhileMounted } from './native-dialog';

/**
 * How a bulk action ends (docs/decisions/100): all done, a toast ("5 orders marked shipped"); any
 * refused, a dialog with what was done and each refused record with its reason, which stays until
 * closed. A request refused as a whole (over the cap, a bad file) is a toast with the server's words.
 */
export interface BulkSummary {
  report: (outcome: BulkOutcome, doneText: (count: number) => string) => void;
  failed: (error: unknown) => void;
  /** Rendered by the screen, outside the selection's bar (which goes once the selection is cleared). */
  dialog: ReactNode;
}

export function useBulkSummary(): BulkSummary {
  const [shown, setShown] = useState<{ title: string; outcome: BulkOutcome } | null>(null);
  const report = (outcome: BulkOutcome, doneText: (count: number) => string) => {
    if (outcome.refused.length === 0) showToast({ title: BULK_TEXTS.summaryTitle(outcome.done.length, 0), description: doneText(outcome.done.length) });
    else setShown({ title: doneText(outcome.done.length), outcome });
  };
  const failed = (error: unknown) => showToast({ title: 'Not changed', description: errorText(error) ?? '' }, 'destructive');
  const dialog = shown ? <BulkSummaryDialog title={shown.title} outcome={shown.outcome} onClose={() => setShown(null)} /> : null;
  return { report, failed, dialog };
}

function BulkSummaryDialog({ title, outcome, onClose }: { title: string; outcome: BulkOutcome; onClose: () => void }) {
  // Shown as it mounts; removed rather than closed when done.
  const dialog = useDialogWhileMounted();
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog bulk-summary"
      aria-labelledby={titleId}
      data-testid="bulk-summary"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{BULK_TEXTS.summaryTitle(outcome.done.length, outcome.refused.length)}</h2>
      <p>{title}.</p>
      <p>{BULK_TEXTS.refusedHeading(outcome.refused.length)}</p>
      <ul className="bulk-summary__refused">
        {outcome.refused.map((refused) => (
          <li key={`${refused.id}:${refused.label}`}>
            <strong>{refused.label}</strong>: {refused.reason}
          </li>
        ))}
      </ul>
      <div className="confirm-dialog__actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </dialog>
  );
}
