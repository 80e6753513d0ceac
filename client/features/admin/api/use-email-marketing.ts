import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../../../shared/admin/api';
import type { AdminCampaign, AdminCampaignDetail, CampaignInput, CampaignListQuery, CampaignPreview } from '../../../../shared/admin/email-campaigns.schema';
import type { AdminSubscriber, SubscriberListQuery } from '../../../../shared/admin/subscribers.schema';
import { adminRequest } from './admin-client';

const KEY = ['admin', 'email-marketing'] as const;
const CAMPAIGNS = 'email-marketing/campaigns';

/** How often a sending (or scheduled) campaign's progress is read again. */
const PROGRESS_POLL_MS = 2000;

export function useSubscribers(query: SubscriberListQuery) {
  return useQuery({ queryKey: [...KEY, 'subscribers', query], queryFn: () => adminRequest<ListPage<AdminSubscriber>>('GET', 'email-marketing/subscribers', { query }), placeholderData: keepPreviousData });
}

export function useCampaigns(query: CampaignListQuery) {
  return useQuery({ queryKey: [...KEY, 'campaigns', query], queryFn: () => adminRequest<ListPage<AdminCampaign>>('GET', CAMPAIGNS, { query }), placeholderData: keepPreviousData });
}

/** One campaign with its progress, read again every 2 s while it is sending or scheduled (live progress). */
export function useCampaign(id: string) {
  return useQuery({
    queryKey: [...KEY, 'campaign', id],
    queryFn: () => adminRequest<AdminCampaignDetail>('GET', `${CAMPAIGNS}/${encodeURIComponent(id)}`),
    refetchInterval: (query) => (query.state.data && ['sending', 'scheduled'].includes(query.state.data.status) ? PROGRESS_POLL_MS : false),
  });
}

export function useMessagePreview(input: CampaignInput | null) {
  return useQuery({
    queryKey: [...KEY, 'message-preview', input],
    queryFn: () => adminRequest<CampaignPreview>('POST', `${CAMPAIGNS}/message-preview`, { body: input }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

function useCampaignMutation<Vars>(request: (vars: Vars) => Promise<AdminCampaignDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (campaign) => client.setQueryData([...KEY, 'campaign', campaign.id], campaign),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCreateCampaign() {
  return useCampaignMutation((input: CampaignInput) => adminRequest<AdminCampaignDetail>('POST', CAMPAIGNS, { body: input }));
}

export function useUpdateCampaign(id: string) {
  return useCampaignMutation((input: CampaignInput) => adminRequest<AdminCampaignDetail>('PATCH', `${CAMPAIGNS}/${encodeURIComponent(id)}`, { body: input }));
}

export type CampaignAction = 'send' | 'pause' | 'resume' | 'unschedule';

/** Send now or schedule (`scheduledAt`), pause, resume, back to draft. */
export function useCampaignAction(id: string) {
  return useCampaignMutation(({ action, scheduledAt }: { action: CampaignAction; scheduledAt?: string }) =>
    adminRequest<AdminCampaignDetail>('POST', `${CAMPAIGNS}/${encodeURIComponent(id)}/${action}`, { body: scheduledAt ? { scheduledAt } : {} }),
  );
}

export function useTestSend(id: string) {
  return useMutation({ mutationFn: () => adminRequest<{ to: string; status: string }>('POST', `${CAMPAIGNS}/${encodeURIComponent(id)}/test`, { body: {} }) });
}
