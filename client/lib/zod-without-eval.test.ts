import { describe, expect, it, vi } from 'vitest';

// The entry sets zod's jitless mode before zod itself is loaded (zod-without-eval.ts). This proves the
// installed zod picks the setting up, and that parsing an object then never compiles code.

describe('zod without eval', () => {
  it('is jitless once the entry has run, though zod was loaded after it', async () => {
    await import('./zod-without-eval');
    const z = await import('zod');
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), price: z.number().int() });
    for (let i = 0; i < 3; i += 1) expect(schema.parse({ name: 'Robot', price: 1999 })).toEqual({ name: 'Robot', price: 1999 });
    expect(compile).not.toHaveBeenCalled();
  });
});
