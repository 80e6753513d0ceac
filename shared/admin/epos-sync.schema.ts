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

export const TILL_SYNC_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type TillSyncRunStatus = (typeof TILL_SYNC_RUN_STATUSES)[number];

export interface TillSyncRun {
  id: string;
  trigger: 'manual' | 'scheduled';
  status: TillSyncRunStatus;
  startedAt: string;
  finishedAt: string | null;
  itemsPushed: number;
  itemsPulled: number;
  itemsApplied: number;
  errors: string[];
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
  adminsOnly: 'Only admins can change the till connection',
  webhookNotConfigured: 'The till connection is not set up',
  badSignature: 'The notification’s signature is not valid',
  badEvent: 'The notification is not one the shop reads',
  secretsLocked: 'The till’s saved credentials cannot be read: SECRETS_KEY is missing or is not the key they were saved with',
  noSecretsKey: 'Set SECRETS_KEY on the server before saving the till’s credentials',
  statusLabels: { running: 'Running', succeeded: 'Succeeded', failed: 'Failed' } satisfies Record<TillSyncRunStatus, string>,
  triggerLabels: { manual: 'Sync now', scheduled: 'Scheduled' } as const,
} as const;
