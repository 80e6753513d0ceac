import type { AdminHeroSlide } from '../../../../shared/admin/hero-slide.schema';
import { heroSlideQueries } from '../api/use-hero-slides';
import { recordLinkColumn, rowActionsColumn } from '../kit/record-columns';
import type { AdminColumn } from '../kit/data-table';
import { ActiveBadge } from '../kit/status-badge';

/** The hero slides list's columns; ids are the API's sort keys (HERO_SLIDE_SORTS). */
export function heroSlideColumns(onDelete: (slide: AdminHeroSlide) => void): Array<AdminColumn<AdminHeroSlide>> {
  return [
    { id: 'displayOrder', accessorKey: 'displayOrder', header: 'Order', enableSorting: true },
    recordLinkColumn('title', 'Title', '/admin/hero-slides/$id'),
    { id: 'subtitle', accessorKey: 'subtitle', header: 'Subtitle' },
    { id: 'cta', header: 'Button', cell: ({ row }) => `${row.original.ctaText} → ${row.original.ctaLink}` },
    { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} deletedAt={row.original.deletedAt} /> },
    rowActionsColumn({ route: '/admin/hero-slides/$id', label: (row) => row.title, queries: heroSlideQueries, ordered: true, onDelete }),
  ];
}
