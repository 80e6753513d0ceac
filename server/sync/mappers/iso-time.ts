/** Documents carry times as ISO strings; the drivers hand us Date objects. */
export function isoTime(value: Date): string {
  return value.toISOString();
}

export function isoTimeOrNull(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}
