import * as z from 'zod';
import { VALIDATION } from './texts';

// C0 controls (NUL included), DEL and the C1 controls. PostgreSQL cannot store NUL in text at all, and
// none of them belongs in a name, an address, a code or an id.
const CONTROL_CHARACTER = /\p{Cc}/u;

/** True when the string holds a control character (NUL, escape, line break, DEL, C1). */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** The one builder for text from outside: a one-line string without control characters; chain trim/min/max on it. */
export function text() {
  return z.string().refine((value) => !CONTROL_CHARACTER.test(value), VALIDATION.controlCharacters);
}

/** A path parameter naming a record (an id or a provider's order id): short one-line text. */
export const pathIdSchema = text().min(1).max(100);

// Control characters other than line breaks and tabs (a message a person writes has paragraphs).
const CONTROL_EXCEPT_LINE_BREAKS = /(?![\n\r\t])\p{Cc}/u;

/** Multi-line text from outside (a message, a cover letter): line breaks and tabs allowed, no other control character. */
export function multilineText() {
  return z.string().refine((value) => !CONTROL_EXCEPT_LINE_BREAKS.test(value), VALIDATION.controlCharacters);
}
