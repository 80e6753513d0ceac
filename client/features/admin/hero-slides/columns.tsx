import { Link } from '@tanstack/react-router';
import type { AdminHeroSlide } from '../../../../shared/admin/hero-slide.schema';
import { heroSlideQueries } from '../api/use-hero-slides';
import type { AdminColumn } from '../kit/data-table';
import { RowActions } from '../kit/row-actions';
import { ActiveBadge } from '../kit/status-badge';

/** The hero slides list's columns; ids are the API's sort keys (HERO_SLIDE_SORTS). */
export function heroSlideColumns(onDelete: (slide: AdminHeroSlide) => void): Array<AdminColumn<AdminHeroSlide>> {
  return [
    { id: 'displayOrder', accessorKey: 'displayOrder', header: 'Order', enableSorting: true },
    {
      id: 'title',
      accessorKey: 'title',
      header: 'Title',
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <Link to="/admin/hero-slides/$id" params={{ id: row.original.id }}>
          {row.original.title}
        </Link>
      ),
    },
    { id: 'subtitle', accessorKey: 'subtitle', header: 'Subtitle' },
    { id: 'cta', header: 'Button', cell: ({ row }) => `${row.original.ctaText} → ${row.original.ctaLink}` },
    { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} deletedAt={row.original.deletedAt} /> },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          row={row.original}
          label={row.original.title}
          queries={heroSlideQueries}
          ordered
          onDelete={onDelete}
          editLink={
            <Link className="small-button" to="/admin/hero-slides/$id" params={{ id: row.original.id }}>
              Edit<span className="visually-hidden"> {row.original.title}</span>
            </Link>
          }
        />
      ),
    },
  ];
}
