import * as z from 'zod';
import { AppError, ERROR_MESSAGES } from '../../../shared/errors';
import { isAdmin } from '../../../shared/roles';
import { EPOS_SYNC_TEXTS, tillSettingsInputSchema, tillSyncRunListQuerySchema, type TillSettings, type TillSettingsInput } from '../../../shared/admin/epos-sync.schema';
import type { Database } from '../../db/database';
import { validate } from '../../http/validate';
import { emulatorApiBaseUrl } from '../../till-emulator/emulator-setup';
import { readTillConnectionRow, tillDrift, type TillConnection } from '../../till/till-sync';
import { readRun, toTillSyncRun } from '../../till/till-sync-runs.repo';
import { tillNotificationUrl } from '../../till/till-webhook.routes';
import { auditScopeOf, recordChange, type AuditedEnv, type AuditScope } from '../../platform/audit';
import { csvResponse, listPage, type ListSort } from '../../platform/list';
import type { Context } from 'hono';
import type { SecretBox } from '../../secrets/secret-box';
import { screenApp, screenHome } from '../screen-app';
import { storeScopeOf } from '../store-scope';
import { requestTillSync } from './sync-now.service';

const RUN_SORT: ListSort = { sortable: { queuedAt: 'queued_at', startedAt: 'started_at' }, defaultSort: 'queuedAt.desc', tiebreaker: 'id', notNull: ['queuedAt'] };
const listQuery = tillSyncRunListQuerySchema.safeExtend({ format: z.enum(['csv'], 'The only export format is csv').optional() });

/** What the audit log keeps of the connection: whether each secret is set, never the secret. */
function auditedConnection(connection: TillConnection | undefined) {
  if (!connection) return null;
  return { enabled: connection.enabled, apiBaseUrl: connection.api_base_url, accessTokenSet: connection.access_token.length > 0, webhookSignatureKeySet: connection.webhook_signature_key.length > 0 };
}

async function saveSettings(db: Database, secrets: SecretBox | null, scope: AuditScope, input: TillSettingsInput): Promise<void> {
  // Credentials are kept sealed (docs/decisions/081): without a key, none can be saved.
  if ((input.accessToken || input.webhookSignatureKey) && !secrets) throw new AppError('SERVICE_UNAVAILABLE', EPOS_SYNC_TEXTS.noSecretsKey);
  const seal = (value: string) => secrets!.seal(value);
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('till_connection').selectAll().where('id', '=', 1).forUpdate().executeTakeFirst();
    const values = {
      enabled: input.enabled,
      api_base_url: input.apiBaseUrl,
      // A blank secret keeps the saved one, still sealed (the screen never reads secrets back).
      access_token: input.accessToken ? seal(input.accessToken) : before?.access_token || '',
      webhook_signature_key: input.webhookSignatureKey ? seal(input.webhookSignatureKey) : before?.webhook_signature_key || '',
      updated_at: new Date(),
    };
    if (values.enabled && (!values.access_token || !values.webhook_signature_key)) {
      throw new AppError('INVALID_DATA', ERROR_MESSAGES.invalidRequest, {
        ...(values.access_token ? {} : { accessToken: 'Enter the till’s access token' }),
        ...(values.webhook_signature_key ? {} : { webhookSignatureKey: 'Enter the webhook signature key' }),
      });
    }
    // The API address changed: the pull starts again from the new till's beginning.
    const pulledUntil = before && before.api_base_url === values.api_base_url ? before.pulled_until : null;
    const after = await trx
      .insertInto('till_connection')
      .values({ id: 1, ...values, pulled_until: pulledUntil })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, pulled_until: pulledUntil }))
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(trx, scope, { action: before ? 'update' : 'create', entityType: 'till_connection', entityId: '1', before: auditedConnection(before), after: auditedConnection(after) });
  });
}

/** The sync runs, newest first, as a page or (`format=csv`) the export. */
async function syncRuns(c: Context<AuditedEnv>, { format, ...query }: z.output<typeof listQuery>): Promise<Response> {
  const db = c.var.deps.db;
  let builder = db.selectFrom('till_sync_runs').selectAll();
  if (query.status) builder = builder.where('status', '=', query.status);
  if (format === 'csv') {
    return csvResponse(c, builder, query, RUN_SORT, toTillSyncRun, {
      name: 'till-sync-runs',
      columns: [
        { header: 'Asked for', value: (run) => run.queuedAt },
        { header: 'Started', value: (run) => run.startedAt },
        { header: 'Finished', value: (run) => run.finishedAt },
        { header: 'Trigger', value: (run) => run.trigger },
        { header: 'Status', value: (run) => run.status },
        { header: 'Pushed', value: (run) => run.itemsPushed },
        { header: 'Pulled', value: (run) => run.itemsPulled },
        { header: 'Applied', value: (run) => run.itemsApplied },
        { header: 'Errors', value: (run) => run.errors.join('; ') },
      ],
    });
  }
  return c.json(await listPage(db, builder, query, RUN_SORT, toTillSyncRun));
}

/** GET /api/admin/epos-sync: the screen's list, the sync runs. */
export const eposSyncHomeRoutes = screenHome('epos-sync').get('/', validate('query', listQuery), (c) => syncRuns(c, c.req.valid('query')));

/**
 * /api/admin/epos-sync (admin, store_manager; docs/decisions/055, 086): the till connection (admins
 * write it, managers read it), "sync now" (queued), the history of sync runs, one run as it goes, and
 * the drift report.
 */
export const eposSyncRoutes = screenApp('epos-sync')
  .get('/settings', async (c) => {
    const { config, db } = c.var.deps;
    const connection = await readTillConnectionRow(db);
    const settings: TillSettings = {
      configured: Boolean(connection),
      enabled: connection?.enabled ?? false,
      apiBaseUrl: connection?.api_base_url ?? '',
      accessTokenSet: Boolean(connection?.access_token),
      webhookSignatureKeySet: Boolean(connection?.webhook_signature_key),
      notificationUrl: tillNotificationUrl(config.publicUrl),
      emulatorApiBaseUrl: c.var.deps.tillEmulator ? emulatorApiBaseUrl(config.publicUrl) : null,
      canEdit: isAdmin(c.var.user!.roles),
    };
    return c.json(settings);
  })
  .put(
    '/settings',
    async (c, next) => {
      // Managers read the connection; only admins change it (checked before validation).
      if (!isAdmin(c.var.user!.roles)) throw new AppError('FORBIDDEN', EPOS_SYNC_TEXTS.adminsOnly);
      await next();
    },
    validate('json', tillSettingsInputSchema),
    async (c) => {
      await saveSettings(c.var.deps.db, c.var.deps.secrets, auditScopeOf(c), c.req.valid('json'));
      return c.json({ ok: true });
    },
  )
  // Queues a run (or joins the one queued or running) and answers at once; the screen follows it (docs/decisions/086).
  .post('/sync', async (c) => c.json(await requestTillSync(c.var.deps, auditScopeOf(c)), 202))
  .get('/runs', validate('query', listQuery), (c) => syncRuns(c, c.req.valid('query')))
  .get('/runs/:id', async (c) => {
    const run = await readRun(c.var.deps.db, c.req.param('id'));
    if (!run) throw new AppError('NOT_FOUND', EPOS_SYNC_TEXTS.runNotFound);
    return c.json(toTillSyncRun(run));
  })
  .get('/drift', async (c) => {
    // A store manager sees the drift of their own stores only (server/admin/store-scope.ts).
    const scope = await storeScopeOf(c.var.deps.db, c.var.user!);
    return c.json(await tillDrift(c.var.deps, scope.kind === 'all' ? null : scope.storeIds));
  });
