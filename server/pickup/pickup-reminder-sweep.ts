import type { AppDeps } from '../context';
import { startExclusiveWork, type ExclusiveWork } from '../background/exclusive-work';
import { structuredLog } from '../lifecycle/log';
import { remindUncollectedPickups } from './pickup-emails';

/**
 * The pickup hold-period reminders (issue 13): at start, then every `intervalMs` (an hour by
 * default), on one instance at a time across every instance on the database (docs/decisions/027).
 */
export function startPickupReminders(deps: AppDeps, options: { intervalMs?: number; standbyRetryMs?: number } = {}): ExclusiveWork {
  const log = structuredLog(deps.config.logInfo);
  return startExclusiveWork({
    name: 'pickup-reminders',
    databaseUrl: deps.config.databaseUrl,
    intervalMs: options.intervalMs ?? 60 * 60_000,
    standbyRetryMs: options.standbyRetryMs ?? 60_000,
    work: async () => {
      const sent = await remindUncollectedPickups(deps, new Date(), log);
      if (sent > 0) log({ level: 'info', msg: 'pickup reminders sent', count: sent });
    },
    log,
  });
}
