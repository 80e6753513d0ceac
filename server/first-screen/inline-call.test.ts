import { execFileSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineCall } from './inline-call';

describe('an inline call of a self-contained function', () => {
  it('passes functions by their source and anything else as JSON no text can end the element with', () => {
    const add = (values: { a: number; b: string }, join: (a: number, b: string) => string) => join(values.a, values.b);
    const call = inlineCall(add, { a: 1, b: '</script><b>' }, (a, b) => `${a}${b}`);
    expect(call).not.toContain('</script');
    expect(runInNewContext(call)).toBe('1</script><b>');
  });

  // The server runs under tsx, whose transform keeps function names by wrapping named inner
  // functions in a helper (__name) that the page does not have: the page's scripts must run as
  // tsx emits them, not only as the test runner's transform does.
  it('gives the page scripts that run as the server (tsx) builds them', () => {
    const source = [
      "import { withFirstScreenMarkup } from './server/first-screen/first-screen-html';",
      "const shell = '<html><head></head><body><div id=\"root\"></div></body></html>';",
      "process.stdout.write(withFirstScreenMarkup(shell, '<p>x</p>', '/', { country: 'UK', fromRegionalDomain: false }).html);",
    ].join('\n');
    const html = execFileSync('node_modules/.bin/tsx', ['--input-type=module', '-e', source], { encoding: 'utf8' });
    const script = /<script>([^<]*)<\/script>/.exec(html)![1]!;
    expect(script).not.toContain('__name');
    const attributes = new Set<string>();
    const window: Record<string, unknown> = {};
    const listeners: string[] = [];
    runInNewContext(script, {
      window,
      Element: class {},
      localStorage: { getItem: () => null },
      document: {
        documentElement: { setAttribute: (name: string) => attributes.add(name) },
        addEventListener: (type: string) => listeners.push(type),
      },
    });
    // Rendered in UK, nothing stored: the browser shows US, so the markup stays hidden.
    expect([...attributes]).toEqual(['data-first-screen-stale']);
    expect(listeners).toEqual(['click', 'submit']);
    expect(window.__firstScreenEarlyInput).toEqual({ events: [], live: false });
  }, 30_000);
});
