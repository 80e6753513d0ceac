import { useHydrated } from '../../lib/use-hydrated';

/**
 * The four ways a launch time is written, each made once: a formatter is costly to build (ICU's
 * date symbols, on the server's heap until a collection), and a page renders several cards.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function launchFormat(local: boolean, short: boolean): Intl.DateTimeFormat {
  const key = `${local}|${short}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(local ? undefined : 'en-US', {
      ...(short ? { month: 'short', day: 'numeric' } : { dateStyle: 'long', timeStyle: 'short' }),
      ...(local ? {} : { timeZone: 'UTC' }),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A launch time in the shopper's own language and time zone. The server knows neither, so its
 * markup (and the render that hydrates it) says the time in UTC, and the local time follows at once.
 * `short`: the date alone (cards); otherwise the date and the time (the product page).
 */
export function LaunchTime({ at, short = false }: { at: number; short?: boolean }) {
  const local = useHydrated();
  return <time dateTime={new Date(at).toISOString()}>{launchFormat(local, short).format(at)}{local || short ? '' : ' UTC'}</time>;
}
