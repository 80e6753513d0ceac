import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod';
import type { BulkOutcome } from '../../../../shared/admin/bulk.schema';
import { ORDERS_BULK_TEXTS, type OrdersFilter, type ShipCsvLine } from '../../../../shared/admin/orders-bulk.schema';
import { ORDERS_TEXTS } from '../../../../shared/admin/orders.schema';
import { errorText } from '../api/resource-queries';
import { useOrdersBulkStatus, useShipFromCsv } from '../api/use-bulk';
import { FormDialog, useActionForm } from '../kit/form-dialog';

/** Which orders: the ticked ones at the versions listed, or all that match the filter. */
export type ShipTargets = { orders: Array<{ id: string; version: number }> } | { filter: OrdersFilter };

const shipFormSchema = z
  .object({ mode: z.enum(['one', 'csv']), carrier: z.string(), trackingNumber: z.string(), file: z.custom<FileList | null>() })
  .superRefine((values, context) => {
    if (values.mode === 'one') {
      if (!values.carrier.trim()) context.addIssue({ code: 'custom', path: ['carrier'], message: ORDERS_TEXTS.carrierRequired });
      if (!values.trackingNumber.trim()) context.addIssue({ code: 'custom', path: ['trackingNumber'], message: ORDERS_TEXTS.trackingRequired });
    } else if (!values.file || values.file.length === 0) {
      context.addIssue({ code: 'custom', path: ['file'], message: ORDERS_BULK_TEXTS.csvChooseFile });
    }
  });

/**
 * Mark shipped (docs/decisions/100): one carrier and tracking number for every chosen order, or a
 * CSV of order number, carrier and tracking, checked first (the server's dry run: each line's order,
 * status and fields, nothing changed) and shown line by line, then applied with a second press.
 */
export function ShipDialog({ targets, ordersText, onDone, onClose }: { targets: ShipTargets; ordersText: string; onDone: (outcome: BulkOutcome) => void; onClose: () => void }) {
  const id = useId();
  const status = useOrdersBulkStatus();
  const csv = useShipFromCsv();
  const form = useActionForm(shipFormSchema, { mode: 'one', carrier: '', trackingNumber: '', file: null });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const files = useWatch({ control: form.control, name: 'file' });
  const [preview, setPreview] = useState<{ file: File; lines: ShipCsvLine[] } | null>(null);
  const chosenFile = files && files.length > 0 ? files[0]! : null;
  const shownPreview = preview && chosenFile === preview.file ? preview : null;
  const ready = shownPreview ? shownPreview.lines.filter((line) => line.problem === null).length : 0;
  const submitLabel = mode === 'one' ? 'Mark shipped' : shownPreview ? `Mark ${ready} shipped` : 'Check the file';

  return (
    <FormDialog
      form={form}
      title="Mark shipped"
      submitLabel={submitLabel}
      busyLabel="Working…"
      className="confirm-dialog order-dialog ship-dialog"
      testId="ship-dialog"
      summarize
      failureText={errorText}
      onSave={async (values) => {
        if (values.mode === 'one') {
          onDone(await status.mutateAsync({ action: 'mark_shipped', carrier: values.carrier, trackingNumber: values.trackingNumber, ...targets }));
          return;
        }
        const file = values.file![0]!;
        if (!shownPreview) {
          setPreview({ file, lines: (await csv.preview.mutateAsync(file)).lines });
          return;
        }
        onDone(await csv.apply.mutateAsync(file));
      }}
      onClose={onClose}
    >
      <fieldset>
        <legend className="visually-hidden">How</legend>
        <label className="inline-choice">
          <input type="radio" value="one" {...form.register('mode')} /> One carrier and tracking number for {ordersText}
        </label>
        <label className="inline-choice">
          <input type="radio" value="csv" {...form.register('mode')} /> From a CSV file (order number, carrier, tracking)
        </label>
      </fieldset>
      {mode === 'one' ? (
        <>
          <label>
            Carrier
            <input maxLength={100} autoComplete="off" {...form.register('carrier')} />
          </label>
          <label>
            Tracking number
            <input maxLength={100} autoComplete="off" {...form.register('trackingNumber')} />
          </label>
        </>
      ) : (
        <>
          <label htmlFor={`${id}-file`}>CSV file</label>
          <input id={`${id}-file`} type="file" accept=".csv,text/csv" {...form.register('file')} />
          <p className="muted">Columns order_number, carrier and tracking, one order a line. You will see each line checked before anything changes.</p>
          {shownPreview ? <ShipPreview lines={shownPreview.lines} /> : null}
        </>
      )}
    </FormDialog>
  );
}

function ShipPreview({ lines }: { lines: ShipCsvLine[] }) {
  const problems = lines.filter((line) => line.problem !== null).length;
  return (
    <div className="ship-preview">
      <p role="status">{ORDERS_BULK_TEXTS.csvReady(lines.length - problems, problems)}</p>
      <div className="ship-preview__scroll" tabIndex={0} role="region" aria-label="Lines of the file">
        <table>
          <caption className="visually-hidden">Lines of the file, checked</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Order</th>
              <th scope="col">Carrier</th>
              <th scope="col">Tracking</th>
              <th scope="col">Check</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.line} className={line.problem ? 'ship-preview__problem' : undefined}>
                <td>{line.line}</td>
                <td>{line.orderNumber}</td>
                <td>{line.carrier}</td>
                <td>{line.trackingNumber}</td>
                <td>{line.problem ?? 'Ready'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
