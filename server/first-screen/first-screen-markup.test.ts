import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FirstScreenRenderInput } from '../../shared/catalog/first-screen';
import { FirstScreenMarkup } from './first-screen-markup';
import { silentLogger } from '../logging/logger';

// The modules a page fetches after its first paint come from the render entry (docs/decisions/020),
// which the server render build gives the client build's chunk names.
const dir = mkdtempSync(join(tmpdir(), 'markup-modules-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function entry(name: string, source: string): string {
  const path = join(dir, name);
  writeFileSync(path, source);
  return path;
}

const input = { url: '/', country: 'US', firstScreen: { route: 'home' } } as unknown as FirstScreenRenderInput;
const render = 'export async function renderFirstScreen() { return "<main></main>"; }';

describe('the modules fetched after the first paint', () => {
  it('are the render entry’s, once it has loaded', async () => {
    const markup = new FirstScreenMarkup(entry('with.js', `${render}\nexport const modulesAfterPaint = ["/assets/shop-database-X1.js"];`), silentLogger());
    expect(markup.modulesAfterPaint()).toEqual([]);
    expect(await markup.render(input)).toBe('<main></main>');
    expect(markup.modulesAfterPaint()).toEqual(['/assets/shop-database-X1.js']);
  });

  it('are none from an entry without them, with something else in their place, or without an entry', async () => {
    for (const [name, extra] of [['without.js', ''], ['odd.js', 'export const modulesAfterPaint = ["https://elsewhere.example/x.js", 3];']] as const) {
      const markup = new FirstScreenMarkup(entry(name, `${render}\n${extra}`), silentLogger());
      await markup.render(input);
      expect(markup.modulesAfterPaint()).toEqual([]);
    }
    const none = new FirstScreenMarkup(null);
    expect(await none.render(input)).toBeNull();
    expect(none.modulesAfterPaint()).toEqual([]);
  });
});
