import { describe, expect, it } from 'vitest';
import { deleteQuerySchema, descriptionField, imagePathField, linkField, moveSchema, orderSchema } from './fields';
import { heroSlideInputSchema } from './hero-slide.schema';

const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('back-office field schemas', () => {
  it('accepts only the shop’s own image paths', () => {
    for (const ok of ['/media/ab12/logo.webp', '/images/brands/acme.svg', null, undefined]) expect(imagePathField.safeParse(ok).success).toBe(true);
    expect(imagePathField.parse(undefined)).toBeNull();
    for (const bad of ['https://cdn.example/a.png', '/uploads/a.png', '/media/../x', '/media/a b.png', 'javascript:alert(1)', '//evil/x.png']) {
      expect(message(imagePathField.safeParse(bad)), bad).toBe('Choose an uploaded image (a /media/… or /images/… path)');
    }
  });

  it('accepts a link inside the shop or an https address, nothing else', () => {
    for (const ok of ['/shop?category=plush', '/brand/brickwell', 'https://blog.example.com/post']) expect(linkField.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['http://example.com', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'shop', 'https://']) {
      expect(linkField.safeParse(bad).success, bad).toBe(false);
    }
    expect(message(linkField.safeParse(''))).toBe('Enter a link');
  });

  it('turns a blank description or subtitle into null', () => {
    expect(descriptionField.parse('   ')).toBeNull();
    expect(heroSlideInputSchema.parse({ title: 'T', subtitle: ' ', ctaText: 'Go', ctaLink: '/shop' })).toMatchObject({ subtitle: null, imageUrl: null, isActive: true });
  });

  it('checks the delete, move and order bodies', () => {
    expect(deleteQuerySchema.safeParse({}).success).toBe(false);
    expect(deleteQuerySchema.parse({ version: '42', moveTo: 'c-1' })).toEqual({ version: '42', moveTo: 'c-1' });
    expect(moveSchema.safeParse({ direction: 'left' }).success).toBe(false);
    expect(orderSchema.safeParse({ ids: [] }).success).toBe(false);
  });
});
