import { useHydrated } from '../../lib/use-hydrated';

/**
 * A launch time in the shopper's own language and time zone. The server knows neither, so its
 * markup (and the render that hydrates it) says the time in UTC, and the local time follows at once.
 * `short`: the date alone (cards); otherwise the date and the time (the product page).
 */
export function LaunchTime({ at, short = false }: { at: number; short?: boolean }) {
  const local = useHydrated();
  const format = new Intl.DateTimeFormat(local ? undefined : 'en-US', {
    ...(short ? { month: 'short', day: 'numeric' } : { dateStyle: 'long', timeStyle: 'short' }),
    ...(local ? {} : { timeZone: 'UTC' }),
  });
  return <time dateTime={new Date(at).toISOString()}>{format.format(at)}{local || short ? '' : ' UTC'}</time>;
}
