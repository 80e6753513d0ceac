import type { ConversationRow } from '../../../../../shared/support/desk';
import { CONVERSATION_STATUS_LABELS } from '../../../../../shared/support/desk-texts';
import { CONTACT_TOPIC_LABELS, PARTNERSHIP_KIND_LABELS, type ContactMessageRow, type PartnershipEnquiryRow } from '../../../../../shared/support/enquiries';
import type { AdminColumn } from '../../kit/data-table';
import { StatusBadge, type StatusTone } from '../../kit/status-badge';
import { dateTimeText } from '../../customers/customer-texts';

const STATUS_TONE: Record<ConversationRow['status'], StatusTone> = { waiting: 'warning', open: 'neutral', resolved: 'good' };

export function ConversationStatusBadge({ status }: { status: ConversationRow['status'] }) {
  return <StatusBadge tone={STATUS_TONE[status]}>{CONVERSATION_STATUS_LABELS[status]}</StatusBadge>;
}

/** The conversations' columns; ids are the API's sort keys. */
export function conversationColumns(onOpen: (row: ConversationRow) => void): Array<AdminColumn<ConversationRow>> {
  return [
    {
      id: 'name',
      header: 'Shopper',
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <button type="button" className="link-button" onClick={() => onOpen(row.original)}>
          {row.original.name} <span className="muted">{row.original.email}</span>
        </button>
      ),
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <ConversationStatusBadge status={row.original.status} /> },
    { id: 'lastMessage', header: 'Last message', cell: ({ row }) => <span className="inbox-preview">{row.original.lastMessage}</span> },
    { id: 'lastMessageAt', header: 'Last message at', enableSorting: true, cell: ({ row }) => dateTimeText(row.original.lastMessageAt) },
  ];
}

export const contactColumns: Array<AdminColumn<ContactMessageRow>> = [
  { id: 'createdAt', header: 'Received', enableSorting: true, cell: ({ row }) => dateTimeText(row.original.createdAt) },
  {
    id: 'name',
    header: 'From',
    enableSorting: true,
    cell: ({ row }) => (
      <>
        {row.original.name}
        <br />
        <a href={`mailto:${row.original.email}`}>{row.original.email}</a>
      </>
    ),
  },
  { id: 'topic', header: 'Topic', cell: ({ row }) => CONTACT_TOPIC_LABELS[row.original.topic] ?? row.original.topic },
  { id: 'orderNumber', header: 'Order', cell: ({ row }) => row.original.orderNumber ?? '—' },
  { id: 'message', header: 'Message', cell: ({ row }) => <span className="inbox-message">{row.original.message}</span> },
];

export const partnershipColumns: Array<AdminColumn<PartnershipEnquiryRow>> = [
  { id: 'createdAt', header: 'Received', enableSorting: true, cell: ({ row }) => dateTimeText(row.original.createdAt) },
  {
    id: 'company',
    header: 'Company',
    enableSorting: true,
    cell: ({ row }) => (
      <>
        {row.original.company}
        {row.original.website ? (
          <>
            <br />
            <a href={row.original.website} rel="noopener noreferrer nofollow" target="_blank">
              {row.original.website}
            </a>
          </>
        ) : null}
      </>
    ),
  },
  {
    id: 'name',
    header: 'Contact',
    cell: ({ row }) => (
      <>
        {row.original.name}
        <br />
        <a href={`mailto:${row.original.email}`}>{row.original.email}</a>
      </>
    ),
  },
  { id: 'kind', header: 'Kind', cell: ({ row }) => PARTNERSHIP_KIND_LABELS[row.original.kind] ?? row.original.kind },
  { id: 'message', header: 'Message', cell: ({ row }) => <span className="inbox-message">{row.original.message}</span> },
];
