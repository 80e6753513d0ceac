import type { AppConfig } from '../config';
import { tillNotificationUrl } from '../till/till-webhook.routes';
import { TILL_EMULATOR_MOUNT_PATH, TillEmulator } from './till-emulator';

/** The emulator's fixed credentials: it is a stand-in for a developer's till sandbox, never a secret. */
export const EMULATOR_CREDENTIALS = { accessToken: 'emulator-access-token', signatureKey: 'emulator-signature-key' } as const;

/** The till emulator when TILL_MODE is emulator (never in production unless asked), notifying this shop's webhook. */
export function createTillEmulator(config: Pick<AppConfig, 'till' | 'publicUrl'>): TillEmulator | null {
  if (config.till.mode !== 'emulator') return null;
  return new TillEmulator({ ...EMULATOR_CREDENTIALS, notificationUrl: tillNotificationUrl(config.publicUrl) });
}

/** The emulator's API address on this shop's origin. */
export function emulatorApiBaseUrl(publicUrl: string): string {
  return new URL(TILL_EMULATOR_MOUNT_PATH, publicUrl).toString();
}
