import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../../../shared/admin/api';
import type { ApprovalAnswer, ApprovalRow, ApprovalsListQuery } from '../../../../shared/admin/order-approvals.schema';
import { adminRequest } from './admin-client';

const RESOURCE = 'order-approvals';

/** /api/admin/order-approvals: the held orders with their reasons and the customer's history. */
export function useApprovalsList(query: ApprovalsListQuery) {
  return useQuery({
    queryKey: [RESOURCE, 'list', query],
    queryFn: () => adminRequest<ListPage<ApprovalRow>>('GET', RESOURCE, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

type Action =
  | { kind: 'approve'; id: string; version: number }
  | { kind: 'reject'; id: string; version: number; reason: string; requestKey: string }
  | { kind: 'check-payment'; id: string };

/** Approve, reject or check with PayPal; the queue is read again after each (what the server holds). */
export function useApprovalAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => {
      const path = `${RESOURCE}/${encodeURIComponent(action.id)}/${action.kind}`;
      if (action.kind === 'approve') return adminRequest<ApprovalAnswer>('POST', path, { body: { version: action.version } });
      if (action.kind === 'reject') return adminRequest<ApprovalAnswer>('POST', path, { body: { version: action.version, reason: action.reason, requestKey: action.requestKey } });
      return adminRequest<ApprovalAnswer>('POST', path);
    },
    onSettled: () => client.invalidateQueries({ queryKey: [RESOURCE] }),
  });
}
