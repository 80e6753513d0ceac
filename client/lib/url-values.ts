// Values read from a page's URL (TanStack Router's validateSearch and params.parse). Search values
// are all optional: anything unusable is dropped rather than failing the page. Plain functions rather
// than zod, which would put 15 KB (gzipped) into the entry with the route tree (docs/decisions/076).

/** A string of at most `maxLength` characters; a number or true/false the router parsed reads as its text. */
export function optionalText(value: unknown, maxLength: number): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  return text !== undefined && text.length <= maxLength ? text : undefined;
}

/** A string as it was written (never a number's text) of at most `maxLength` characters. */
export function optionalString(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

/** A whole number from `min` to `max`, given as a number or as its digits. */
export function optionalWholeNumber(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

export function optionalBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

export function optionalOneOf<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A path parameter of 1 to `maxLength` characters; anything else is no page (the router shows its error). */
export function pathParam(value: unknown, name: string, maxLength: number): string {
  if (typeof value !== 'string' || value.length < 1 || value.length > maxLength) throw new Error(`Invalid ${name} in the address`);
  return value;
}

/** The values that are there: a key the URL did not give (or gave unusably) is left out, not set to undefined. */
export function presentOnly<T extends object>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
