// Opening hours in a store's own time zone: what today's hours are and whether it is open now.
// Hours are local wall-clock times per weekday (0 = Sunday); a day with no entry is closed; a
// closing time at or before the opening time runs past midnight into the next day.

export interface DayHours {
  day: number;
  opens: string;
  closes: string;
}

/** The weekday and minute of the day at `now` on the clocks of `timeZone` (DST included). */
export function localClock(now: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { day, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** Whether the hours run past midnight (closing at or before opening, e.g. 18:00–02:00). */
export const isOvernight = (hours: DayHours): boolean => minutesOf(hours.closes) <= minutesOf(hours.opens);

/** The hours of a weekday (0 = Sunday), or null when the store is closed that day. */
export function hoursOn(hours: readonly DayHours[], day: number): DayHours | null {
  return hours.find((entry) => entry.day === day) ?? null;
}

export interface OpeningStatus {
  /** Whether the store is open at this moment. */
  openNow: boolean;
  /** Today's hours (the store's today), or null: closed today. */
  today: DayHours | null;
  /** The local weekday the status was judged on. */
  day: number;
}

/** Whether a store keeping `hours` in `timeZone` is open at `now`, and its hours today. */
export function openingStatus(hours: readonly DayHours[], timeZone: string, now: Date): OpeningStatus {
  const { day, minute } = localClock(now, timeZone);
  const today = hoursOn(hours, day);
  const yesterday = hoursOn(hours, (day + 6) % 7);
  const openToday = today !== null && (isOvernight(today)
    ? minute >= minutesOf(today.opens)
    : minute >= minutesOf(today.opens) && minute < minutesOf(today.closes));
  // Yesterday's overnight hours run on until their closing time this morning.
  const openFromYesterday = yesterday !== null && isOvernight(yesterday) && minute < minutesOf(yesterday.closes);
  return { openNow: openToday || openFromYesterday, today, day };
}
