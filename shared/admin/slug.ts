import { text } from '../text.schema';

/** The slug a name gives: lower-case ASCII letters and digits joined by single hyphens ("Star Wars™ Lego" → "star-wars-lego"). */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** A slug as staff may type it: what `slugFromName` produces. */
export const slugSchema = text()
  .trim()
  .min(1, 'Enter a slug')
  .max(80, 'A slug is at most 80 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens');
