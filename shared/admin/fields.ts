import * as z from 'zod';
import { text } from '../text.schema';

// Field schemas that several back-office resources share, so a name or an image path is checked
// the same way (and says the same thing) on every screen.

/** A display name or title: one line, trimmed, 1–`max` characters. */
export function nameField(max = 80, noun = 'a name') {
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  return text().trim().min(1, `Enter ${noun}`).max(max, `${label} is at most ${max} characters`);
}

/** An optional one-line text: blank becomes null. */
export function optionalLineField(max: number, label: string) {
  return text()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value));
}

/** A free-text description (line breaks allowed); empty becomes null. */
export const descriptionField = z
  .string()
  .trim()
  .max(2000, 'A description is at most 2,000 characters')
  .nullable()
  .default(null)
  .transform((value) => (value === '' ? null : value));

/**
 * An image the shop serves itself: an uploaded one (`/media/…`) or one of the drawn pictures
 * (`/images/…`). Outside URLs are refused: the storefront's CSP and service worker only know our origin.
 */
export const imagePath = text()
  .trim()
  .max(500, 'An image path is at most 500 characters')
  .regex(/^\/(media|images)\/[A-Za-z0-9._~\-/]+$/, 'Choose an uploaded image (a /media/… or /images/… path)')
  .refine((value) => !value.split('/').includes('..'), 'Choose an uploaded image (a /media/… or /images/… path)');

/** An optional image (imagePath or null). */
export const imagePathField = imagePath.nullable().default(null);

/** A link a shopper follows: a path inside the shop (`/shop?category=plush`) or an https URL. */
export const linkField = text()
  .trim()
  .min(1, 'Enter a link')
  .max(500, 'A link is at most 500 characters')
  .refine((value) => {
    if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, 'Use a path in the shop (starting with /) or an https:// address');

/** A yes/no list filter (`?active=yes`). */
export const yesNoFilter = z.enum(['yes', 'no']).optional();

/** Which records a list shows by deletion: live ones when absent, `yes` deleted only, `all` both. */
export const deletedFilter = z.enum(['yes', 'no', 'all']).optional();

/** The filters of every list whose records can be hidden and soft-deleted. */
export const activeDeletedFilters = { active: yesNoFilter, deleted: deletedFilter };

/** DELETE /api/admin/<screen>/:id?version=…[&moveTo=<id>]: what is deleted, as read, and where its products go. */
export const deleteQuerySchema = z.object({
  version: z.string().min(1, 'The version you read is required'),
  moveTo: text().trim().min(1).max(100).optional(),
});
export type DeleteQuery = z.infer<typeof deleteQuerySchema>;

/** POST /api/admin/<screen>/:id/move: one place up or down in the display order. */
export const moveSchema = z.object({ direction: z.enum(['up', 'down'], 'Direction must be up or down') });
export type MoveInput = z.infer<typeof moveSchema>;

/** PUT /api/admin/<screen>/order: every live record's id, in the new display order (drag and drop). */
export const orderSchema = z.object({
  ids: z.array(text().min(1).max(100)).min(1, 'List the records in their new order').max(1000),
});
export type OrderInput = z.infer<typeof orderSchema>;

// Control characters other than line breaks and tabs: Markdown is multi-line, but NUL, escape and the
// C1 controls belong in no text a person writes (PostgreSQL cannot store NUL at all).
const CONTROL_EXCEPT_LINES = /(?![\n\r\t])\p{Cc}/u;

/** True when multi-line text holds a control character other than line breaks and tabs. */
export const hasControlExceptLines = (value: string): boolean => CONTROL_EXCEPT_LINES.test(value);

/** Markdown written by staff (posts, job descriptions, articles, campaigns): multi-line, no other control characters. */
export function markdownField(max: number, noun = 'the text') {
  return z
    .string()
    .refine((value) => !CONTROL_EXCEPT_LINES.test(value), 'Remove the control characters from the text')
    .refine((value) => value.length <= max, `${noun.charAt(0).toUpperCase() + noun.slice(1)} is at most ${max.toLocaleString('en-US')} characters`);
}

/** The longest Markdown a preview renders (longer than any one field allows). */
export const MARKDOWN_PREVIEW_MAX = 200_000;

/** POST /api/admin/<screen>/preview: Markdown in, the sanitised HTML the shop would store out. */
export const markdownPreviewSchema = z.object({ markdown: markdownField(MARKDOWN_PREVIEW_MAX) });
export type MarkdownPreview = { html: string };
