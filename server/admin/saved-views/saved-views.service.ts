import type { Kysely } from 'kysely';
import { AppError } from '../../../shared/errors';
import { isAdmin } from '../../../shared/roles';
import { checkViewQuery } from '../../../shared/admin/saved-view-lists';
import {
  MAX_SAVED_VIEWS_PER_LIST,
  SAVED_VIEW_TEXTS as T,
  type SavedView,
  type SavedViewInput,
  type SavedViewList,
  type SavedViewUpdate,
} from '../../../shared/admin/saved-views';
import type { SessionUser } from '../../auth/session';
import type { DB } from '../../db/schema';
import { nothingChanged, recordChange, type AuditScope } from '../../platform/audit';
import { deleteView, insertView, lockView, nameTakenByOther, ownViewsOf, updateView, viewById, visibleViews, type SavedViewRow } from './saved-views.repo';

type Viewer = Pick<SessionUser, 'id' | 'roles'>;

const ENTITY = 'saved_view';

function toView(row: SavedViewRow, viewer: Viewer): SavedView {
  return {
    id: row.id,
    listKey: row.list_key as SavedViewList,
    name: row.name,
    query: row.query,
    hiddenColumns: row.hidden_columns,
    shared: row.shared,
    mine: row.user_id === viewer.id,
    ownerName: row.owner_name,
    version: String(row.version),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** What the audit log keeps of a view: what everyone sees of it. */
const audited = (row: SavedViewRow) => ({ list: row.list_key, name: row.name, query: row.query, hiddenColumns: row.hidden_columns, shared: row.shared, owner: row.owner_name });

function checkedQuery(list: SavedViewList, query: Record<string, string | number>): Record<string, string | number> {
  const checked = checkViewQuery(list, query);
  if (!checked.ok) throw new AppError('INVALID_DATA', checked.message, { query: checked.message });
  return checked.query;
}

const duplicate = (name: string) => new AppError('CONFLICT', T.duplicateName(name), { name: T.duplicateName(name) });

/**
 * A view the viewer may change: their own, or (an admin) a shared one. Another user's private view is
 * answered as if it did not exist; someone else's shared view is the owner's (or an admin's) to change.
 */
async function changeable(trx: Parameters<typeof lockView>[0], list: SavedViewList, id: string, viewer: Viewer, version: string | undefined): Promise<SavedViewRow> {
  const row = await lockView(trx, list, id);
  if (!row || (row.user_id !== viewer.id && !row.shared)) throw new AppError('NOT_FOUND', T.notFound);
  if (row.user_id !== viewer.id && !isAdmin(viewer.roles)) throw new AppError('FORBIDDEN', T.onlyOwner);
  if (version !== undefined && String(row.version) !== version) throw new AppError('CONFLICT', T.stale, undefined, toView(row, viewer));
  return row;
}

/**
 * Saved views of the back office's lists (docs/decisions/101). A private view is a preference, not shop
 * data: its writes owe no audit row. What everyone sees is audited: sharing, and any change to a shared view.
 */
export const savedViewsService = {
  async list(db: Kysely<DB>, list: SavedViewList, viewer: Viewer): Promise<SavedView[]> {
    return (await visibleViews(db, list, viewer.id)).map((row) => toView(row, viewer));
  },

  async create(db: Kysely<DB>, scope: AuditScope, list: SavedViewList, viewer: Viewer, input: SavedViewInput): Promise<SavedView> {
    const query = checkedQuery(list, input.query);
    return db.transaction().execute(async (trx) => {
      // One owner's saves of one list queue here, so the cap holds against two racing saves.
      await trx.selectFrom('user').select('id').where('id', '=', viewer.id).forUpdate().executeTakeFirstOrThrow();
      const own = await ownViewsOf(trx, list, viewer.id, input.name);
      if (own.named) throw duplicate(input.name);
      if (own.count >= MAX_SAVED_VIEWS_PER_LIST) throw new AppError('CONFLICT', T.tooMany);
      const id = crypto.randomUUID();
      await insertView(trx, { id, user_id: viewer.id, list_key: list, name: input.name, query, hidden_columns: input.hiddenColumns });
      nothingChanged(scope);
      return toView(await viewById(trx, id), viewer);
    });
  },

  async update(db: Kysely<DB>, scope: AuditScope, list: SavedViewList, viewer: Viewer, id: string, input: SavedViewUpdate): Promise<SavedView> {
    const query = input.query === undefined ? undefined : checkedQuery(list, input.query);
    return db.transaction().execute(async (trx) => {
      const before = await changeable(trx, list, id, viewer, input.version);
      if (input.name !== undefined && (await nameTakenByOther(trx, before, input.name))) throw duplicate(input.name);
      await updateView(trx, id, { name: input.name, query, hidden_columns: input.hiddenColumns });
      const after = await viewById(trx, id);
      if (before.shared) await recordChange(trx, scope, { action: 'update', entityType: ENTITY, entityId: id, before: audited(before), after: audited(after) });
      else nothingChanged(scope);
      return toView(after, viewer);
    });
  },

  /** Shares a view with everyone who can read the list, or stops: admins only (the route checks first). */
  async share(db: Kysely<DB>, scope: AuditScope, list: SavedViewList, viewer: Viewer, id: string, input: { version: string; shared: boolean }): Promise<SavedView> {
    return db.transaction().execute(async (trx) => {
      const before = await changeable(trx, list, id, viewer, input.version);
      if (before.shared === input.shared) {
        nothingChanged(scope);
        return toView(before, viewer);
      }
      await updateView(trx, id, { shared: input.shared });
      const after = await viewById(trx, id);
      await recordChange(trx, scope, { action: input.shared ? 'share' : 'unshare', entityType: ENTITY, entityId: id, before: audited(before), after: audited(after) });
      return toView(after, viewer);
    });
  },

  async remove(db: Kysely<DB>, scope: AuditScope, list: SavedViewList, viewer: Viewer, id: string, version: string): Promise<{ id: string }> {
    return db.transaction().execute(async (trx) => {
      const before = await changeable(trx, list, id, viewer, version);
      await deleteView(trx, id);
      if (before.shared) await recordChange(trx, scope, { action: 'delete', entityType: ENTITY, entityId: id, before: audited(before), after: null });
      else nothingChanged(scope);
      return { id };
    });
  },
};
