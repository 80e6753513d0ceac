import { useMemo } from 'react';
import { conversationListQuerySchema, messagesListQuerySchema } from '../../../../../shared/support/desk';
import { CONVERSATION_STATUS_LABELS, INBOX_TEXTS } from '../../../../../shared/support/desk-texts';
import { canReadPartnershipEnquiries } from '../../../../../shared/support/enquiries';
import { useSession } from '../../../../lib/session/current-user';
import { errorText } from '../../api/resource-queries';
import { useContactMessages, useConversationList, usePartnershipEnquiries } from '../../api/use-robo-support';
import { DataTable, type ListFilter } from '../../kit/data-table';
import type { ListSearch } from '../../kit/list-search';
import { useListQuery } from '../../kit/use-list-query';
import { ConversationPanel } from './conversation-panel';
import { contactColumns, conversationColumns, partnershipColumns } from './inbox-columns';

const STATUS_FILTER: ListFilter = {
  key: 'status',
  label: 'Status',
  options: (['waiting', 'open', 'resolved'] as const).map((status) => ({ value: status, label: CONVERSATION_STATUS_LABELS[status] })),
};

/** Handed-off conversations by status, and the one chosen with its transcript. */
export function ConversationsTab({ search, onSearch, openId, onOpen }: { search: ListSearch; onSearch: (search: ListSearch) => void; openId: string | undefined; onOpen: (id: string | undefined) => void }) {
  const [query, change] = useListQuery(conversationListQuerySchema, search, onSearch);
  const list = useConversationList(query);
  const columns = useMemo(() => conversationColumns((row) => onOpen(row.id)), [onOpen]);
  return (
    <>
      <DataTable
        resource="robo-support/conversations"
        caption={INBOX_TEXTS.conversations}
        columns={columns}
        query={query}
        onQueryChange={change}
        page={list.data}
        loading={list.isFetching}
        error={errorText(list.error)}
        searchLabel="Search names, emails or messages"
        filters={[STATUS_FILTER]}
      />
      {openId ? <ConversationPanel id={openId} onClose={() => onOpen(undefined)} /> : <p className="muted">{INBOX_TEXTS.pickConversation}</p>}
    </>
  );
}

/** The contact form's messages, and (for admin and store_manager) the partnership enquiries. */
export function MessagesTab({ search, onSearch, kind, onKind }: { search: ListSearch; onSearch: (search: ListSearch) => void; kind: 'contact' | 'partnership'; onKind: (kind: 'contact' | 'partnership') => void }) {
  const { user } = useSession();
  const managers = canReadPartnershipEnquiries(user?.roles ?? []);
  const shown = managers ? kind : 'contact';
  const [query, change] = useListQuery(messagesListQuerySchema, search, onSearch);
  const contact = useContactMessages(query);
  const partnership = usePartnershipEnquiries(query, shown === 'partnership');
  return (
    <>
      {managers ? (
        <div className="inbox-kinds" role="group" aria-label="Kind of message">
          <button type="button" className="small-button" aria-pressed={shown === 'contact'} onClick={() => onKind('contact')}>
            {INBOX_TEXTS.contactMessages}
          </button>
          <button type="button" className="small-button" aria-pressed={shown === 'partnership'} onClick={() => onKind('partnership')}>
            {INBOX_TEXTS.partnershipEnquiries}
          </button>
        </div>
      ) : null}
      {shown === 'contact' ? (
        <DataTable
          resource="robo-support/messages"
          caption={INBOX_TEXTS.contactMessages}
          columns={contactColumns}
          query={query}
          onQueryChange={change}
          page={contact.data}
          loading={contact.isFetching}
          error={errorText(contact.error)}
          searchLabel="Search names, emails, order numbers or messages"
        />
      ) : (
        <DataTable
          resource="robo-support/messages/partnerships"
          caption={INBOX_TEXTS.partnershipEnquiries}
          columns={partnershipColumns}
          query={query}
          onQueryChange={change}
          page={partnership.data}
          loading={partnership.isFetching}
          error={errorText(partnership.error)}
          searchLabel="Search names, companies, emails or messages"
        />
      )}
    </>
  );
}
