const DAY_MS = 24 * 60 * 60 * 1000;

/** The seed's "today": midnight UTC of the current day unless a fixed instant is given. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** A date `days` (may be fractional or negative) away from `now`. */
export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + Math.round(days * DAY_MS));
}
