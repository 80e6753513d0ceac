import { describe, expect, it } from 'vitest';
import { VALIDATION } from './texts';
import { hasControlCharacter, pathIdSchema, text } from './text.schema';

describe('the text builder', () => {
  it('refuses NUL, escapes, line breaks, DEL and C1 controls in one-line text', () => {
    for (const value of ['a\u0000b', '\u0007', 'a\u001b[31m', 'two\nlines', 'tab\there', 'del\u007f', 'c1\u0085']) {
      const parsed = text().safeParse(value);
      expect(parsed.success, JSON.stringify(value)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(VALIDATION.controlCharacters);
    }
  });

  it('accepts ordinary text, accents, emoji and joiners', () => {
    for (const value of ['Ada Lovelace', 'Zoë Brontë', 'Ōsaka', '🧸 Teddy', '👩‍👧', '']) expect(text().parse(value)).toBe(value);
  });

  it('chains like a zod string: trim, min and max keep their own messages', () => {
    const name = text().trim().min(2, 'too short').max(5, 'too long');
    expect(name.parse('  Al  ')).toBe('Al');
    expect(name.safeParse('A').error?.issues[0]?.message).toBe('too short');
    expect(name.safeParse('Alexandra').error?.issues[0]?.message).toBe('too long');
  });

  it('path ids are one short line', () => {
    expect(pathIdSchema.safeParse('').success).toBe(false);
    expect(pathIdSchema.safeParse('x'.repeat(101)).success).toBe(false);
    expect(pathIdSchema.safeParse('5O190127TN364715T').success).toBe(true);
    expect(hasControlCharacter('ok')).toBe(false);
  });
});
