import { Link } from '@tanstack/react-router';
import { EMPLOYMENT_TYPE_LABELS, type AdminJob } from '../../../../shared/careers/job.schema';
import { jobQueries } from '../api/use-jobs';
import { recordLinkColumn, rowActionsColumn } from '../kit/record-columns';
import type { AdminColumn } from '../kit/data-table';
import { JobStateBadge } from './job-state-badge';

/** The jobs list's columns; ids are the API's sort keys (JOB_SORTS). */
export function jobColumns(onDelete: (job: AdminJob) => void): Array<AdminColumn<AdminJob>> {
  return [
    recordLinkColumn('title', 'Title', '/admin/jobs/$id'),
    { id: 'department', accessorKey: 'department', header: 'Department', enableSorting: true },
    { id: 'place', header: 'Location', cell: ({ row }) => row.original.place.label },
    { id: 'type', header: 'Type', cell: ({ row }) => EMPLOYMENT_TYPE_LABELS[row.original.employmentType] },
    { id: 'postedAt', accessorKey: 'postedAt', header: 'Posted', enableSorting: true, cell: ({ row }) => new Date(row.original.postedAt).toLocaleDateString() },
    {
      id: 'applications',
      header: 'Applications',
      cell: ({ row }) => (
        <Link to="/admin/job-applications" search={{ jobId: row.original.id }}>
          {row.original.applicationCount}
          <span className="visually-hidden"> applications for {row.original.title}</span>
        </Link>
      ),
    },
    { id: 'status', header: 'Status', cell: ({ row }) => <JobStateBadge job={row.original} /> },
    rowActionsColumn({ route: '/admin/jobs/$id', label: (row) => row.title, queries: jobQueries, onDelete }),
  ];
}
