import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id derived from what the row is ("product:42", "inventory:product:42:US"),
 * so the same seed gives the same ids on every machine. Version nibble 8 marks it as
 * custom (RFC 9562), not random.
 */
export function seedId(key: string): string {
  const hex = createHash('sha256').update(`toy-shop-seed:${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
