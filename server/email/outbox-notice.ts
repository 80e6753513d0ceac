import type { AppConfig } from '../config';
import { OUTBOX_PATH } from './outbox-page';

/** The start-up lines about the developer outbox: where it is, and a warning when production has it on. */
export function outboxNotice(config: Pick<AppConfig, 'devOutbox' | 'nodeEnv' | 'publicUrl'>): string[] {
  if (!config.devOutbox) return [];
  const where = `${config.publicUrl}${OUTBOX_PATH}`;
  if (config.nodeEnv === 'production') return [`  Warning: DEV_OUTBOX=on: every email, password-reset links included, is readable at ${where}`];
  return [`  Outbox (every email, reset links included): ${where}`];
}
