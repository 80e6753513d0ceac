import { useMemo, useState } from 'react';
import type { ApprovalRow } from '../../../../shared/admin/order-approvals.schema';
import { approvalsListQuerySchema } from '../../../../shared/admin/order-approvals.schema';
import { formatMoney } from '../../../../shared/money';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { useApprovalAction, useApprovalsList } from '../api/use-order-approvals';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable } from '../kit/data-table';
import type { ListSearch } from '../kit/list-search';
import { useListQuery } from '../kit/use-list-query';
import { approvalColumns, type ApprovalAction } from './approval-columns';
import './approvals.css';

const OUTCOME_TEXT = {
  completed: 'PayPal completed the payment.',
  declined: 'PayPal declined the payment: the order is cancelled and its stock given back.',
  still_pending: 'PayPal is still reviewing the payment. Nothing changed.',
} as const;

/** /admin/order-approvals: held orders, why each is held, and approve, reject or check with PayPal. */
export function ApprovalsPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const [query, change] = useListQuery(approvalsListQuerySchema, search, onSearch);
  const list = useApprovalsList(query);
  const action = useApprovalAction();
  const [asked, setAsked] = useState<{ row: ApprovalRow; kind: 'approve' | 'reject'; requestKey: string } | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onAction = (row: ApprovalRow, kind: ApprovalAction) => {
    setProblem(null);
    if (kind === 'check-payment') {
      action.mutate(
        { kind, id: row.id },
        {
          onSuccess: (answer) => showToast({ title: `Order ${row.orderNumber}`, description: OUTCOME_TEXT[answer.outcome ?? 'still_pending'] }),
          onError: (error) => setProblem(errorText(error)),
        },
      );
      return;
    }
    setReason('');
    setAsked({ row, kind, requestKey: crypto.randomUUID() });
  };
  const columns = useMemo(() => approvalColumns(onAction), []); // eslint-disable-line react-hooks/exhaustive-deps -- onAction only sets state

  const confirm = () => {
    if (!asked) return;
    if (asked.kind === 'reject' && reason.trim() === '') {
      setProblem('Say why the order is rejected');
      return;
    }
    const { row } = asked;
    action.mutate(
      asked.kind === 'approve' ? { kind: 'approve', id: row.id, version: row.version } : { kind: 'reject', id: row.id, version: row.version, reason, requestKey: asked.requestKey },
      {
        onSuccess: () => {
          setAsked(null);
          showToast({ title: asked.kind === 'approve' ? 'Order approved' : 'Order rejected', description: asked.kind === 'approve' ? `${row.orderNumber} is now processing.` : `${row.orderNumber} is refunded and cancelled.` });
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <div data-testid="page-admin-order-approvals">
      <div className="admin-page-head">
        <h1>Order Approvals</h1>
      </div>
      <p className="lede">Orders held for review: a large total, a line above the quantity limit, or a payment PayPal is still reviewing.</p>
      {problem && !asked ? <p className="form-alert" role="alert">{problem}</p> : null}
      <DataTable
        resource="order-approvals"
        caption="Held orders"
        columns={columns}
        query={query}
        onQueryChange={change}
        page={list.data}
        loading={list.isFetching}
        error={errorText(list.error)}
        searchLabel="Search order numbers, emails or names"
      />
      <ConfirmDialog
        open={asked !== null}
        title={asked?.kind === 'reject' ? `Reject order ${asked.row.orderNumber}?` : `Approve order ${asked?.row.orderNumber ?? ''}?`}
        confirmLabel={asked?.kind === 'reject' ? 'Reject and refund' : 'Approve'}
        tone={asked?.kind === 'reject' ? 'danger' : 'default'}
        busy={action.isPending}
        onConfirm={confirm}
        onCancel={() => {
          setAsked(null);
          setProblem(null);
        }}
      >
        {asked?.kind === 'reject' ? (
          <>
            <p>The shopper is refunded {formatMoney(asked.row.total, asked.row.currency)} in full, the order is cancelled and its stock and promo code given back.</p>
            <label className="approval-reason-field">
              Reason (required)
              <textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} maxLength={500} required />
            </label>
          </>
        ) : asked ? (
          <p>{asked.row.orderNumber} ({formatMoney(asked.row.total, asked.row.currency)}) goes on to processing.</p>
        ) : null}
        {problem && asked ? <p className="form-alert" role="alert">{problem}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
