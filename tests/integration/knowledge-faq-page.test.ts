import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import { supportArticleRows } from '../../server/seed/support-articles';
import { createTestApp, type TestApp } from '../support/test-app';
import { writeFakeClientBuild } from '../support/fake-client-build';

// /faq's head on the server (issue 14): its title, description and FAQPage JSON-LD of the published
// articles, which the shell carries for crawlers; the page itself renders from the articles API.

let t: TestApp;
let app: App;
let dist: string;
const shell = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Toy Shop</title><meta name="description" content="Toys." /></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  dist = writeFakeClientBuild('faq-dist-', shell);
  app = createApp(t.deps, { staticClient: new StaticClient(dist), firstScreenMarkup: new FirstScreenMarkup(null) });
  await t.deps.db.insertInto('support_articles').values(supportArticleRows(new Date())).execute();
  await t.deps.db.updateTable('support_articles').set({ is_published: false }).where('slug', '=', 'uk-vat').execute();
});
afterAll(async () => {
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

describe('GET /faq', () => {
  it('has the FAQ title and description, and FAQPage JSON-LD of the published articles only', async () => {
    const response = await app.request('http://localhost:3000/faq');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>FAQ | Toy Shop</title>');
    expect(html).toMatch(/<meta name="description" content="Answers about delivery, returns/);
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const ld = JSON.parse(json!) as { '@type': string; mainEntity: Array<{ name: string; url: string; acceptedAnswer: { text: string } }> };
    expect(ld['@type']).toBe('FAQPage');
    const names = ld.mainEntity.map((question) => question.name);
    expect(names).toContain('What is your returns policy?');
    expect(names).not.toContain('Do UK prices include VAT?');
    expect(ld.mainEntity.find((question) => question.name === 'What is your returns policy?')).toMatchObject({ url: 'http://localhost:3000/faq#returns-policy' });
    expect(json).not.toContain('</');
  });
});
