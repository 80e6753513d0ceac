import { Link } from '@tanstack/react-router';
import type { AdminApplication } from '../../../../shared/careers/job-application.schema';
import { cvDownloadUrl } from '../api/use-job-applications';
import type { AdminColumn } from '../kit/data-table';
import { ApplicationStatusBadge } from './application-status-badge';

/** The applications list's columns; ids are the API's sort keys (APPLICATION_SORTS). */
export const applicationColumns: Array<AdminColumn<AdminApplication>> = [
  {
    id: 'fullName',
    accessorKey: 'fullName',
    header: 'Applicant',
    enableSorting: true,
    enableHiding: false,
    cell: ({ row }) => (
      <Link to="/admin/job-applications/$id" params={{ id: row.original.id }}>
        {row.original.fullName}
      </Link>
    ),
  },
  { id: 'email', accessorKey: 'email', header: 'Email' },
  { id: 'job', header: 'Job', cell: ({ row }) => row.original.jobTitle },
  { id: 'createdAt', accessorKey: 'createdAt', header: 'Received', enableSorting: true, cell: ({ row }) => new Date(row.original.createdAt).toLocaleDateString() },
  { id: 'status', accessorKey: 'status', header: 'Stage', enableSorting: true, cell: ({ row }) => <ApplicationStatusBadge status={row.original.status} /> },
  {
    id: 'cv',
    header: 'CV',
    cell: ({ row }) =>
      row.original.cv ? (
        <a href={cvDownloadUrl(row.original.id)} download>
          Download<span className="visually-hidden"> the CV of {row.original.fullName}</span>
        </a>
      ) : (
        '—'
      ),
  },
];
