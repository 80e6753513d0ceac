/**
 * Which of the server's field errors belong on a form's fields and which must be said above it.
 * A field belongs when its top-level name is the form's: `variants.1.price` is a size row's price
 * (the envelope keeps whole paths for rows, ADR 037); `file` on a form without one is said above it.
 */
export function placeServerFieldErrors(fields: Record<string, string>, formFields: Iterable<string>): { placed: Array<[string, string]>; unplaced: string[] } {
  const topLevel = new Set(formFields);
  const placed: Array<[string, string]> = [];
  const unplaced: string[] = [];
  for (const [field, message] of Object.entries(fields)) {
    if (topLevel.has(field.split('.')[0]!)) placed.push([field, message]);
    else unplaced.push(message);
  }
  return { placed, unplaced };
}
