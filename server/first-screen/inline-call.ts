import { scriptJson } from '../seo/seo-head';

/**
 * An inline script's statement that calls a self-contained function (one that uses only its
 * arguments and the browser's globals, shared/catalog/first-screen-inline.ts) with these arguments:
 * functions by their source text, anything else as JSON that no text can end the element with
 * (docs/decisions/064).
 */
export function inlineCall<Args extends readonly unknown[]>(run: (...args: Args) => void, ...args: Args): string {
  const values = args.map((arg) => (typeof arg === 'function' ? String(arg) : scriptJson(arg as object)));
  return `(${String(run)})(${values.join(',')});`;
}
