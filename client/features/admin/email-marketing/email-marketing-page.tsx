import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { SCREENS } from '../../../../shared/admin/screens';
import { CAMPAIGN_AUDIENCE_LABELS, CAMPAIGN_STATUSES, CAMPAIGN_STATUS_LABELS, CAMPAIGN_TEXTS, campaignListQuerySchema, type AdminCampaign, type CampaignListQuery, type CampaignStatus } from '../../../../shared/admin/email-campaigns.schema';
import { SUBSCRIBER_CONSENTS, SUBSCRIBER_CONSENT_LABELS, subscriberListQuerySchema, type AdminSubscriber, type SubscriberConsent, type SubscriberListQuery } from '../../../../shared/admin/subscribers.schema';
import { REGION } from '../../../../shared/texts';
import { DataTable, type AdminColumn, type ListFilter } from '../kit/data-table';
import { Tabs } from '../kit/tabs';
import { dateTimeText } from '../kit/date-time-text';
import { changeListQuery, listQueryFromSearch, searchFromListQuery, type ListSearch } from '../kit/list-search';
import { StatusBadge, type StatusTone } from '../kit/status-badge';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { useCampaigns, useSubscribers } from '../api/use-email-marketing';

type Tab = 'subscribers' | 'campaigns';

const CONSENT_TONES: Record<SubscriberConsent, StatusTone> = { subscribed: 'good', unsubscribed: 'neutral', suppressed: 'warning' };
const CAMPAIGN_TONES: Record<CampaignStatus, StatusTone> = { draft: 'neutral', scheduled: 'warning', sending: 'warning', paused: 'bad', sent: 'good' };

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <StatusBadge tone={CAMPAIGN_TONES[status]}>{CAMPAIGN_STATUS_LABELS[status]}</StatusBadge>;
}

function ConsentBadge({ subscriber }: { subscriber: AdminSubscriber }) {
  const why = subscriber.suppressedBy === 'do-not-sell' ? ' (do not sell)' : subscriber.suppressedBy === 'bounce' ? ' (bounced)' : '';
  return <StatusBadge tone={CONSENT_TONES[subscriber.consent]}>{`${SUBSCRIBER_CONSENT_LABELS[subscriber.consent]}${why}`}</StatusBadge>;
}

const subscriberColumns: Array<AdminColumn<AdminSubscriber>> = [
  { id: 'email', header: 'Email', enableSorting: true, enableHiding: false, cell: ({ row }) => row.original.email },
  { id: 'source', header: 'Source', cell: ({ row }) => row.original.source },
  { id: 'country', header: 'Country', cell: ({ row }) => (row.original.country ? REGION.countries[row.original.country] : '—') },
  { id: 'subscribedAt', header: 'Subscribed', enableSorting: true, cell: ({ row }) => <time dateTime={row.original.subscribedAt}>{dateTimeText(row.original.subscribedAt)}</time> },
  { id: 'consent', header: 'Consent', enableHiding: false, cell: ({ row }) => <span data-testid="subscriber-consent"><ConsentBadge subscriber={row.original} /></span> },
];

const campaignColumns: Array<AdminColumn<AdminCampaign>> = [
  {
    id: 'subject',
    header: 'Subject',
    enableSorting: true,
    enableHiding: false,
    cell: ({ row }) => (
      <Link to="/admin/email-marketing/campaigns/$id" params={{ id: row.original.id }} data-testid="campaign-link">
        {row.original.subject}
      </Link>
    ),
  },
  { id: 'audience', header: 'Audience', cell: ({ row }) => CAMPAIGN_AUDIENCE_LABELS[row.original.audience] },
  { id: 'status', header: 'Status', enableSorting: true, cell: ({ row }) => <CampaignStatusBadge status={row.original.status} /> },
  { id: 'createdAt', header: 'Created', enableSorting: true, cell: ({ row }) => <time dateTime={row.original.createdAt}>{dateTimeText(row.original.createdAt)}</time> },
  { id: 'finishedAt', header: 'Sent', cell: ({ row }) => dateTimeText(row.original.finishedAt ?? row.original.scheduledAt) },
];

const CONSENT_FILTER: ListFilter = { key: 'consent', label: 'Consent', options: SUBSCRIBER_CONSENTS.map((consent) => ({ value: consent, label: SUBSCRIBER_CONSENT_LABELS[consent] })) };
const STATUS_FILTER: ListFilter = { key: 'status', label: 'Status', options: CAMPAIGN_STATUSES.map((status) => ({ value: status, label: CAMPAIGN_STATUS_LABELS[status] })) };

/** /admin/email-marketing (admin): the subscribers with their consent, and the campaigns (docs/decisions/054). */
export function EmailMarketingPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  useBreadcrumb(null);
  const tab: Tab = search.tab === 'campaigns' ? 'campaigns' : 'subscribers';
  return (
    <div data-testid="page-admin-email-marketing">
      <div className="admin-page-head">
        <h1>{SCREENS['email-marketing'].title}</h1>
        <Link to="/admin/email-marketing/campaigns/new" className="small-button">
          {CAMPAIGN_TEXTS.newCampaign}
        </Link>
      </div>
      <p className="lede">{SCREENS['email-marketing'].purpose}</p>
      <Tabs
        label="Email marketing"
        tabs={[
          { name: 'subscribers', label: CAMPAIGN_TEXTS.subscribersTab },
          { name: 'campaigns', label: CAMPAIGN_TEXTS.campaignsTab },
        ]}
        chosen={tab}
        onChoose={(name) => onSearch(name === 'subscribers' ? {} : { tab: name })}
      >
        {tab === 'subscribers' ? <SubscribersTab search={search} onSearch={onSearch} /> : <CampaignsTab search={search} onSearch={(next) => onSearch({ ...next, tab: 'campaigns' })} />}
      </Tabs>
    </div>
  );
}

function SubscribersTab({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const query = useMemo(() => listQueryFromSearch(subscriberListQuerySchema, search), [search]);
  const subscribers = useSubscribers(query);
  const change = (next: Partial<SubscriberListQuery>) => onSearch(searchFromListQuery(changeListQuery(query, next)));
  return (
    <>
      <p className="muted">The export holds only the addresses that may be sent marketing email: never an unsubscribed or suppressed one.</p>
      <DataTable
        resource="email-marketing/subscribers"
        caption="Subscribers"
        columns={subscriberColumns}
        query={query}
        onQueryChange={change}
        page={subscribers.data}
        loading={subscribers.isFetching}
        error={subscribers.error ? subscribers.error.message : null}
        searchLabel="Search email"
        filters={[CONSENT_FILTER]}
      />
    </>
  );
}

function CampaignsTab({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const query = useMemo(() => listQueryFromSearch(campaignListQuerySchema, search), [search]);
  const campaigns = useCampaigns(query);
  const change = (next: Partial<CampaignListQuery>) => onSearch(searchFromListQuery(changeListQuery(query, next)));
  return (
    <DataTable
      resource="email-marketing/campaigns"
      caption="Campaigns"
      columns={campaignColumns}
      query={query}
      onQueryChange={change}
      page={campaigns.data}
      loading={campaigns.isFetching}
      error={campaigns.error ? campaigns.error.message : null}
      searchLabel="Search subject"
      filters={[STATUS_FILTER]}
    />
  );
}
