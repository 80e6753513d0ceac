import { useCallback } from 'react';
import { SCREENS } from '../../../../../shared/admin/screens';
import { INBOX_TEXTS } from '../../../../../shared/support/desk-texts';
import type { ListSearch } from '../../kit/list-search';
import { Tabs } from '../../kit/tabs';
import { ArticlesTab } from '../knowledge/articles-tab';
import { UnansweredTab } from '../knowledge/unanswered-tab';
import { ConversationsTab, MessagesTab } from './inbox-tabs';
import './inbox.css';

export const INBOX_TABS = ['conversations', 'messages', 'articles', 'unanswered'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];
const TAB_LABELS: Record<InboxTab, string> = { conversations: INBOX_TEXTS.conversations, messages: INBOX_TEXTS.messages, articles: INBOX_TEXTS.articles, unanswered: INBOX_TEXTS.unanswered };

/** The route's search: the tab, the open conversation, the messages' kind, and the tab's list query. */
export interface InboxSearch extends ListSearch {
  tab?: InboxTab;
  conversation?: string;
  kind?: 'contact' | 'partnership';
}

/** /admin/robo-support: conversations, messages, and the knowledge base's articles and unanswered questions. */
export function RoboSupportInbox({ search, onSearch }: { search: InboxSearch; onSearch: (search: InboxSearch) => void }) {
  const { tab: askedTab, conversation: askedConversation, kind: askedKind, ...listSearch } = search;
  // The URL is anyone's to edit: an unknown tab or kind is the first one.
  const tab: InboxTab = (INBOX_TABS as readonly unknown[]).includes(askedTab) ? askedTab! : 'conversations';
  const kind = askedKind === 'partnership' ? 'partnership' : 'contact';
  const conversation = typeof askedConversation === 'string' ? askedConversation : undefined;
  const withList = useCallback((list: ListSearch) => onSearch({ ...list, tab, conversation, kind: tab === 'messages' ? kind : undefined }), [onSearch, tab, conversation, kind]);
  const openConversation = useCallback((id: string | undefined) => onSearch({ ...listSearch, tab, conversation: id }), [onSearch, listSearch, tab]);
  const choose = (next: InboxTab) => onSearch({ tab: next });

  return (
    <div data-testid="page-admin-robo-support">
      <div className="admin-page-head">
        <h1>{SCREENS['robo-support'].title}</h1>
      </div>
      <p className="lede">{SCREENS['robo-support'].purpose}</p>
      <Tabs label="Robo Support" tabs={INBOX_TABS.map((name) => ({ name, label: TAB_LABELS[name] }))} chosen={tab} onChoose={choose}>
        {tab === 'conversations' ? <ConversationsTab search={listSearch} onSearch={withList} openId={conversation} onOpen={openConversation} /> : null}
        {tab === 'messages' ? <MessagesTab search={listSearch} onSearch={withList} kind={kind} onKind={(next) => onSearch({ tab, kind: next })} /> : null}
        {tab === 'articles' ? <ArticlesTab search={listSearch} onSearch={withList} /> : null}
        {tab === 'unanswered' ? <UnansweredTab /> : null}
      </Tabs>
    </div>
  );
}
