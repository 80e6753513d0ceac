import { describe, expect, it } from 'vitest';
import { markdownToText, renderMarkdown } from './markdown';

// The usual XSS payloads, as staff (or a stolen staff session) might paste them into a post.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](javascript&#58;alert(1))',
  '![x](javascript:alert(1))',
  '<p onclick="alert(1)">x</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><input name=a></form>',
  '<object data="x"></object><embed src="x">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<a href="//evil.example">x</a>',
];

describe('renderMarkdown', () => {
  it.each(PAYLOADS)('leaves nothing executable of %s', (payload) => {
    const html = renderMarkdown(payload).toLowerCase();
    expect(html).not.toMatch(/<(script|style|iframe|svg|math|object|embed|form|input|base|meta)\b/);
    expect(html).not.toMatch(/\son[a-z]+\s*=/);
    expect(html).not.toMatch(/(javascript|vbscript|data):/);
    expect(html).not.toContain('evil.example');
  });

  it('keeps the formatting staff write', () => {
    const html = renderMarkdown('# Title\n\nSome **bold**, *soft* and `code`.\n\n- one\n- two\n\n> quoted\n\n[Shop](/shop) and [PayPal](https://www.paypal.com)');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>soft</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<a href="/shop">Shop</a>');
    expect(html).toContain('<a href="https://www.paypal.com" rel="noopener noreferrer nofollow">PayPal</a>');
  });

  it('keeps images the shop serves and drops others', () => {
    const html = renderMarkdown('![ours](/media/abc/w800.webp) ![theirs](https://evil.example/x.png) ![up](/media/../secret)');
    expect(html).toContain('<img src="/media/abc/w800.webp" alt="ours" />');
    expect(html).not.toContain('theirs');
    expect(html).not.toContain('secret');
  });

  it('escapes text', () => {
    expect(renderMarkdown('Toys < 5 & games')).toBe('<p>Toys &lt; 5 &amp; games</p>');
  });
});

describe('markdownToText', () => {
  it('gives the words without markup, each block its own paragraph', () => {
    expect(markdownToText('# Returns\n\nUnopened items within **30 days** & <b>free</b>.\n\n- one\n- two')).toBe('Returns\n\nUnopened items within 30 days & free.\n\none\n\ntwo');
  });
});
