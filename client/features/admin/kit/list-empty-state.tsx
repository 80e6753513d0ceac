import { Link } from '@tanstack/react-router';
import { EMPTY_STATE_TEXTS, listEmptyText, screenOfList } from '../../../../shared/admin/empty-states';
import { SCREENS } from '../../../../shared/admin/screens';
import { ADMIN_SCREENS, canAccess, isAdmin, type AdminScreen } from '../../../../shared/roles';
import { useSession } from '../../../lib/session/current-user';
import './saved-views.css';

const isScreen = (key: string): key is AdminScreen => (ADMIN_SCREENS as readonly string[]).includes(key);

/**
 * What an empty list says (docs/decisions/101): filtered, that nothing matches and a button clearing
 * the filters; not filtered, what the screen is for and its first action (for those who may take it),
 * or when its records appear.
 */
export function ListEmptyState({ list, filtered, onClearFilters }: { list: string; filtered: boolean; onClearFilters: () => void }) {
  const { user } = useSession();
  const text = listEmptyText(list);
  if (filtered) {
    return (
      <div className="list-empty" data-testid="list-empty-filtered">
        <p className="list-empty__title">{EMPTY_STATE_TEXTS.noMatch(text.things)}</p>
        <p>{EMPTY_STATE_TEXTS.noMatchHint}</p>
        <button type="button" className="small-button" onClick={onClearFilters}>
          {EMPTY_STATE_TEXTS.clearFilters}
        </button>
      </div>
    );
  }
  const roles = user?.roles ?? [];
  const action = text.firstAction;
  const screen = screenOfList(list);
  const mayAct = action !== undefined && isScreen(screen) && canAccess(screen, roles, 'write') && (!action.adminOnly || isAdmin(roles));
  return (
    <div className="list-empty" data-testid="list-empty">
      <p className="list-empty__title">
        {text.none}
        {mayAct ? (
          <>
            {' — '}
            <Link to={action.path as never}>{action.label}</Link>
          </>
        ) : null}
      </p>
      {isScreen(screen) ? <p>{SCREENS[screen].purpose}</p> : null}
      {text.whenTheyAppear ? <p>{text.whenTheyAppear}</p> : null}
    </div>
  );
}
