import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../../../shared/admin/api';
import type { AdminEmailLog, AdminEmailLogDetail, EmailLogListQuery, EmailLogTemplates } from '../../../../shared/admin/email-logs.schema';
import { adminRequest } from './admin-client';

const KEY = ['admin', 'email-logs'] as const;

/** One page of the email logs for this query (the previous page stays on screen while the next loads). */
export function useEmailLogs(query: EmailLogListQuery) {
  return useQuery({ queryKey: [...KEY, 'list', query], queryFn: () => adminRequest<ListPage<AdminEmailLog>>('GET', 'email-logs', { query }), placeholderData: keepPreviousData });
}

/** The templates the log holds, for the filter. */
export function useEmailLogTemplates() {
  return useQuery({ queryKey: [...KEY, 'templates'], queryFn: () => adminRequest<EmailLogTemplates>('GET', 'email-logs/templates'), staleTime: 60_000 });
}

/** One message as sent. */
export function useEmailLog(id: string) {
  return useQuery({ queryKey: [...KEY, 'one', id], queryFn: () => adminRequest<AdminEmailLogDetail>('GET', `email-logs/${encodeURIComponent(id)}`) });
}

/** POST …/resend: the new entry; the list and the failed entry are read again. */
export function useResendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest<AdminEmailLogDetail>('POST', `email-logs/${encodeURIComponent(id)}/resend`),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
