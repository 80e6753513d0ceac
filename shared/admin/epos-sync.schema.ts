import * as z from 'zod';
import { baseListQuerySchema } from './list-query';

// The till (EPOS) sync screen's API (docs/decisions/055): connection settings, sync runs, drift.

const secret = (label: string) => z.string().trim().max(500, `${label} is at most 500 characters`);

/** PUT /api/admin/epos-sync/settings (admins only). A blank secret keeps the one saved. */
export const tillSettingsInputSchema = z.object({
  enabled: z.boolean(),
  apiBaseUrl: z
    .string()
    .trim()
    .min(1, 'Enter the till API’s address')
    .max(500, 'The address is at most 500 characters')
    .refine((value) => /^https?:\/\/[^\s]+$/.test(value), 'The address must start with http:// or https://'),
  accessToken: secret('The access token'),
  webhookSignatureKey: secret('The signature key'),
});
export type TillSettingsInput = z.infer<typeof tillSettingsInputSchema>;

/** What the screen reads of the connection (never the secrets themselves). */
export interface TillSettings {
  configured: boolean;
  enabled: boolean;
  apiBaseUrl: string;
  accessTokenSet: boolean;
  webhookSignatureKeySet: boolean;
  /** The address the till must send its notifications to (its webhook subscription). */
  notificationUrl: string;
  /** When this shop runs the till emulator (TILL_MODE=emulator): its API address. */
  emulatorApiBaseUrl: string | null;
  /** Whether the signed-in user may change the settings (admins only). */
  canEdit: boolean;
}

export const TILL_SYNC_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type TillSyncRunStatus = (typeof TILL_SYNC_RUN_STATUSES)[number];

/** Whether a run is still to finish (waiting in the job queue or running): the screen follows it. */
export function isTillSyncRunActive(run: Pick<TillSyncRun, 'status'>): boolean {
  return run.status === 'queued' || run.status === 'running';
}

export interface TillSyncRun {
  id: string;
  trigger: 'manual' | 'scheduled';
  status: TillSyncRunStatus;
  /** When the run was asked for (a scheduled run: when it started). */
  queuedAt: string;
  /** null while it waits in the job queue. */
  startedAt: string | null;
  finishedAt: string | null;
  /** What a running run is doing now: pushing the catalog, then pulling the till's changes. */
  step: 'push' | 'pull' | null;
  /** The variations it has to push, once its push has started. */
  itemsToPush: number | null;
  itemsPushed: number;
  itemsPulled: number;
  itemsApplied: number;
  errors: string[];
}

/** POST /api/admin/epos-sync/sync answers 202 with the run it queued, or the one already queued or running that it joined. */
export interface TillSyncRequest {
  run: TillSyncRun;
  joined: boolean;
}

export const tillSyncRunListQuerySchema = baseListQuerySchema.extend({ status: z.enum(TILL_SYNC_RUN_STATUSES).optional() });
export type TillSyncRunListQuery = z.infer<typeof tillSyncRunListQuerySchema>;

/** One item whose stock differs between the shop and the till. */
export interface TillDriftRow {
  id: string;
  storeId: string;
  storeName: string;
  productName: string;
  sizeName: string | null;
  shopStock: number;
  /** null: the till has no count of it. */
  tillStock: number | null;
}

export interface TillDriftReport {
  rows: TillDriftRow[];
  checkedAt: string;
}

export const EPOS_SYNC_TEXTS = {
  notConfigured: 'Set up and switch on the till connection first',
  alreadyRunning: 'A sync is already running; wait for it to finish',
  queued: 'Sync queued: it starts as soon as a server takes it',
  runNotFound: 'There is no such sync run',
  joined: 'A sync was already queued or running: this is the one to follow',
  queueNotRunning: 'The job queue is not running on this server, so the sync cannot be queued',
  staleQueued: 'No server took the run from the job queue within 15 minutes',
  staleRunning: 'The run stopped without finishing (its server stopped)',
  adminsOnly: 'Only admins can change the till connection',
  webhookNotConfigured: 'The till connection is not set up',
  badSignature: 'The notification’s signature is not valid',
  badEvent: 'The notification is not one the shop reads',
  secretsLocked: 'The till’s saved credentials cannot be read: SECRETS_KEY is missing or is not the key they were saved with',
  noSecretsKey: 'Set SECRETS_KEY on the server before saving the till’s credentials',
  statusLabels: { queued: 'Queued', running: 'Running', succeeded: 'Succeeded', failed: 'Failed' } satisfies Record<TillSyncRunStatus, string>,
  triggerLabels: { manual: 'Sync now', scheduled: 'Scheduled' } as const,
  stepLabels: { push: 'Pushing the catalogue', pull: 'Pulling the till’s changes' } as const,
} as const;
