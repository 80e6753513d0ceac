import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_STALE_ATTRIBUTE } from '../../shared/catalog/first-screen';
import { COUNTRY_STORAGE_KEY } from '../../shared/region/country-cookie';
import type { Country } from '../../shared/money';
import { withFirstScreenMarkup } from './first-screen-html';

const shell = '<!doctype html><html><head><title>Toy Shop</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

/** Runs the page's pre-paint check as a browser would, with this stored country (or storage that throws). */
function staleAfterCheck(rendered: Country, stored: string | null | 'blocked'): boolean {
  const html = withFirstScreenMarkup(shell, '<p>cards</p>', rendered);
  const script = /<script>([^<]*)<\/script>/.exec(html)![1]!;
  const attributes = new Map<string, string>();
  runInNewContext(script, {
    localStorage: {
      getItem: (key: string) => {
        if (stored === 'blocked') throw new Error('SecurityError');
        return key === COUNTRY_STORAGE_KEY ? stored : null;
      },
    },
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  });
  return attributes.has(FIRST_SCREEN_STALE_ATTRIBUTE);
}

describe('the server markup in the shell', () => {
  it('fills the empty root, marked with its country, and keeps the rest of the shell', () => {
    const html = withFirstScreenMarkup(shell, '<p>cards</p>', 'UK');
    expect(html).toContain('<div id="root" data-first-screen-country="UK"><p>cards</p></div><script type="module" src="/a.js"></script>');
    // The check comes first in the head, before anything that could hold up the parser.
    expect(html).toMatch(/^<!doctype html><html><head>\s*<style>[^<]*<\/style><script>[^<]*<\/script><title>Toy Shop<\/title><\/head>/);
  });

  it('leaves a shell without an empty root alone', () => {
    const other = shell.replace('<div id="root"></div>', '<div id="root">x</div>');
    expect(withFirstScreenMarkup(other, '<p>cards</p>', 'US')).toBe(other);
  });

  it('hides the markup before the first paint only when the browser stored another country', () => {
    expect(staleAfterCheck('US', null)).toBe(false);
    expect(staleAfterCheck('US', 'US')).toBe(false);
    expect(staleAfterCheck('UK', 'UK')).toBe(false);
    expect(staleAfterCheck('US', 'UK')).toBe(true);
    expect(staleAfterCheck('UK', 'US')).toBe(true);
    // No choice, an unusable one or no storage at all: the client's default country.
    expect(staleAfterCheck('UK', null)).toBe(true);
    expect(staleAfterCheck('US', 'FR')).toBe(false);
    expect(staleAfterCheck('US', 'blocked')).toBe(false);
    expect(staleAfterCheck('UK', 'blocked')).toBe(true);
  });
});
