import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../../../shared/admin/api';
import type { ConversationListQuery, ConversationRecord, ConversationRow, MessagesListQuery } from '../../../../shared/support/desk';
import type { ContactMessageRow, PartnershipEnquiryRow } from '../../../../shared/support/enquiries';
import type { UnansweredQuestion } from '../../../../shared/support/articles';
import { adminRequest } from './admin-client';

const CONVERSATIONS = 'robo-support/conversations';
const MESSAGES = 'robo-support/messages';
/** How often the inbox looks for new conversations and messages while it is open. */
const INBOX_REFRESH_MS = 15_000;

export function useConversationList(query: ConversationListQuery) {
  return useQuery({
    queryKey: [CONVERSATIONS, 'list', query],
    queryFn: () => adminRequest<ListPage<ConversationRow>>('GET', CONVERSATIONS, { query: { ...query } }),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_REFRESH_MS,
  });
}

export function useConversation(id: string | undefined) {
  return useQuery({
    queryKey: [CONVERSATIONS, 'record', id],
    queryFn: () => adminRequest<{ record: ConversationRecord }>('GET', `${CONVERSATIONS}/${encodeURIComponent(id!)}`).then((answer) => answer.record),
    enabled: id !== undefined,
    refetchInterval: INBOX_REFRESH_MS,
  });
}

/** Reply (emailed to the shopper) or resolve; the list and the conversation are read again after. */
export function useConversationAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'reply'; id: string; body: string } | { kind: 'resolve'; id: string }) =>
      action.kind === 'reply'
        ? adminRequest<{ record: ConversationRecord }>('POST', `${CONVERSATIONS}/${encodeURIComponent(action.id)}/replies`, { body: { body: action.body } })
        : adminRequest<{ record: ConversationRecord }>('POST', `${CONVERSATIONS}/${encodeURIComponent(action.id)}/resolve`),
    onSettled: () => client.invalidateQueries({ queryKey: [CONVERSATIONS] }),
  });
}

export function useContactMessages(query: MessagesListQuery) {
  return useQuery({
    queryKey: [MESSAGES, 'contact', query],
    queryFn: () => adminRequest<ListPage<ContactMessageRow>>('GET', MESSAGES, { query: { ...query } }),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_REFRESH_MS,
  });
}

export function usePartnershipEnquiries(query: MessagesListQuery, enabled: boolean) {
  return useQuery({
    queryKey: [MESSAGES, 'partnerships', query],
    queryFn: () => adminRequest<ListPage<PartnershipEnquiryRow>>('GET', `${MESSAGES}/partnerships`, { query: { ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const UNANSWERED = ['robo-support/unanswered'] as const;
/** The most recent unanswered questions: staff work from the top; the count says how many more there are. */
const UNANSWERED_PAGE_SIZE = 100;

/** What shoppers asked that no article answered, newest first. */
export function useUnansweredQuestions() {
  return useQuery({
    queryKey: UNANSWERED,
    queryFn: () => adminRequest<ListPage<UnansweredQuestion>>('GET', 'robo-support/unanswered', { query: { pageSize: UNANSWERED_PAGE_SIZE } }),
  });
}

/** Dismisses an unanswered question; the list is read again after, whatever the answer. */
export function useDismissUnanswered(outcome: { onSuccess: (question: UnansweredQuestion) => void; onError: (error: unknown) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (question: UnansweredQuestion) => adminRequest('DELETE', `robo-support/unanswered/${encodeURIComponent(question.id)}`),
    onSuccess: (_answer, question) => outcome.onSuccess(question),
    onError: outcome.onError,
    onSettled: () => client.invalidateQueries({ queryKey: UNANSWERED }),
  });
}
