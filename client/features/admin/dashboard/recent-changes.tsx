import { Link } from '@tanstack/react-router';
import type { RecentChange } from '../../../../shared/admin/dashboard';
import { SCREENS } from '../../../../shared/admin/screens';
import { ADMIN_SCREENS, type AdminScreen } from '../../../../shared/roles';
import { describeChange } from '../activity/describe-change';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

const screenName = (screen: string): string =>
  (ADMIN_SCREENS as readonly string[]).includes(screen) ? SCREENS[screen as AdminScreen].title : screen;

/** The last admin changes: who, when and what, each linking to its record's activity when the viewer may open it. */
export function RecentChanges({ changes, canOpenActivity }: { changes: RecentChange[]; canOpenActivity: boolean }) {
  return (
    <section className="dashboard-changes" aria-labelledby="dashboard-changes-title">
      <div className="admin-page-head">
        <h2 id="dashboard-changes-title">Latest changes</h2>
        {canOpenActivity ? <Link to="/admin/activity">All activity</Link> : null}
      </div>
      {changes.length === 0 ? (
        <p className="muted">No changes recorded yet.</p>
      ) : (
        <ol data-testid="dashboard-changes">
          {changes.map((change) => (
            <li key={change.id}>
              <span className="dashboard-changes__what">
                {canOpenActivity && change.entityId ? (
                  <Link to="/admin/activity" search={{ entityType: change.entityType, entityId: change.entityId }}>
                    {describeChange(change)}
                  </Link>
                ) : (
                  describeChange(change)
                )}
              </span>
              <span className="muted">
                {change.actor ? change.actor.name || change.actor.email : 'The system'} · {screenName(change.screen)} ·{' '}
                <time dateTime={change.at}>{when.format(new Date(change.at))}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
