import type { AppDeps } from '../context';
import type { BackgroundJob } from '../jobs/background-job';
import { remindUncollectedPickups } from './pickup-emails';

/** The pickup hold-period reminders (issue 13): a background job run at start and then hourly (docs/decisions/052). */
export function pickupRemindersJob(deps: AppDeps): BackgroundJob {
  return {
    name: 'pickup-reminders',
    purpose: 'Reminds shoppers of pickups waiting at the store',
    everySeconds: 60 * 60,
    expireInSeconds: 15 * 60,
    run: async (_data, { log }) => {
      const sent = await remindUncollectedPickups(deps, new Date(), log);
      if (sent > 0) log.info({ count: sent }, 'pickup reminders sent');
      return { sent };
    },
  };
}
