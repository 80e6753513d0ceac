import { hashString } from '../seed/random';
import { paletteFor, starPath, svgDocument } from './art-palette';

const SIZE = 240;

/** Up to two initials from a brand slug: "paper-lantern-crafts" → "PL". */
export function brandInitials(slug: string): string {
  return slug
    .split('-')
    .filter((word) => word !== 'and' && word !== 'co')
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** A badge-style logo with the brand's initials (the brand's name is shown beside it as text). */
export function brandLogoSvg(slug: string): string {
  const palette = paletteFor(`brand:${slug}`);
  const initials = brandInitials(slug) || slug[0]!.toUpperCase();
  const shape = hashString(`badge:${slug}`) % 3;
  const badge =
    shape === 0
      ? `<circle cx="120" cy="120" r="96" fill="${palette.main}"/>`
      : shape === 1
        ? `<rect x="24" y="24" width="192" height="192" rx="40" fill="${palette.main}"/>`
        : `<path d="${starPath(120, 120, 112)}" fill="${palette.accent}"/><circle cx="120" cy="120" r="70" fill="${palette.main}"/>`;
  return svgDocument(
    SIZE,
    SIZE,
    palette,
    `${badge}<circle cx="120" cy="120" r="78" fill="none" stroke="${palette.light}" stroke-width="4" stroke-dasharray="6 8"/>` +
      `<text x="120" y="120" dy=".35em" text-anchor="middle" font-family="system-ui, Arial, sans-serif" font-size="${initials.length > 1 ? 72 : 96}" font-weight="800" fill="${palette.light}">${initials}</text>`,
  );
}
