import type { ActivityRow } from '../../../../shared/admin/activity.schema';
import { SCREENS } from '../../../../shared/admin/screens';
import { ADMIN_SCREENS, type AdminScreen } from '../../../../shared/roles';
import type { AdminColumn } from '../kit/data-table';
import { changedFields, oneLine } from '../kit/record-changes';
import { describeChange } from './describe-change';

/** An activity row as the table holds it (the kit's table keys rows by a string id). */
export type ActivityLine = Omit<ActivityRow, 'id'> & { id: string };

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** A screen key as people read it ("hero-slides" → "Hero Slides"; 'system' stays as it is). */
export const screenName = (screen: string): string =>
  (ADMIN_SCREENS as readonly string[]).includes(screen) ? SCREENS[screen as AdminScreen].title : screen;

// The column ids are the API's sort keys: only "at" sorts.
export const activityColumns: Array<AdminColumn<ActivityLine>> = [
  {
    id: 'at',
    header: 'When',
    enableSorting: true,
    enableHiding: false,
    cell: ({ row }) => <time dateTime={row.original.at}>{when.format(new Date(row.original.at))}</time>,
  },
  {
    id: 'actor',
    header: 'Who',
    cell: ({ row }) => {
      const actor = row.original.actor;
      if (!actor) return <span className="muted">The system</span>;
      return (
        <span title={actor.email}>
          {actor.name || actor.email}
          {actor.id === '' ? <span className="muted"> (account deleted)</span> : null}
        </span>
      );
    },
  },
  { id: 'screen', header: 'Screen', cell: ({ row }) => screenName(row.original.screen) },
  { id: 'what', header: 'What', enableHiding: false, cell: ({ row }) => describeChange(row.original) },
  {
    id: 'changes',
    header: 'Changes',
    cell: ({ row }) => {
      const changes = changedFields(row.original.before, row.original.after);
      if (changes.length === 0) return <span className="muted">—</span>;
      return (
        <ul className="activity-changes">
          {changes.map((change) => (
            <li key={change.field}>
              <strong>{change.label}</strong>: {oneLine(change.before)} → {oneLine(change.after)}
            </li>
          ))}
        </ul>
      );
    },
  },
];
