// The message of a RATE_LIMITED answer (the spec gives none; ours). Clients show it where they show
// the server's message, as the auth page does.

/** "Too many attempts. Please try again in 5 minutes." for a wait of that many seconds. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 60 ? plural(retryAfterSeconds, 'second') : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return `Too many attempts. Please try again in ${wait}.`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
