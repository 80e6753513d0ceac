import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../shared/admin/api';
import type { AdminArticle, PublishedArticles, UnansweredQuestion } from '../../shared/support/articles';
import type { SupportAnswer } from '../../shared/support/knowledge';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { auditRowsOf, ok, refusal, send, signedInWith } from './admin-fixtures';

// The knowledge base in the back office (/api/admin/robo-support/articles and /unanswered, issue 14):
// staff write articles in Markdown (rendered and sanitised on save), publish them, order them, and
// the FAQ and the assistant read them at once; unanswered questions are listed and dismissed.

let t: TestApp;
let staff: TestClient;
let visitor: TestClient;
type Answer = { record: AdminArticle };

const ARTICLE = {
  title: 'Do you gift wrap?',
  slug: 'gift-wrap',
  topic: 'orders-delivery',
  bodyMarkdown: 'We **do not** gift wrap online orders.\n\nAsk in store <script>alert(1)</script> [here](javascript:alert(1)).',
  keywords: ['present', 'wrapping paper', 'Present'],
  isPublished: false,
};
const create = (body: Record<string, unknown>) => send(staff, 'POST', '/api/admin/robo-support/articles', body);
const published = async () => ((await (await visitor.get('/api/support/knowledge/articles')).json()) as PublishedArticles).articles;
const ask = async (question: string) => (await (await visitor.post('/api/support/knowledge/answer', { question })).json()) as SupportAnswer;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signedInWith(t, ['staff'])).client;
  visitor = new TestClient(t);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('knowledge base articles', () => {
  it('creates a draft rendered and sanitised on save, audited, that shoppers do not see yet', async () => {
    const { record } = await ok<Answer>(await create(ARTICLE), 201);
    expect(record).toMatchObject({ title: ARTICLE.title, slug: 'gift-wrap', isPublished: false, keywords: ['present', 'wrapping paper'], displayOrder: 1 });
    expect(record.bodyHtml).toContain('<strong>do not</strong>');
    expect(record.bodyHtml).not.toMatch(/script|javascript:/i);
    expect((await auditRowsOf(t, 'support-article', record.id))[0]).toMatchObject({ action: 'create', screen: 'robo-support', after: record });
    expect((await published()).map((article) => article.slug)).not.toContain('gift-wrap');
    expect((await ask('do you wrap presents')).kind).toBe('unknown');
  });

  it('publishes it: the FAQ lists it and the assistant answers from it', async () => {
    const { rows } = await ok<ListPage<AdminArticle>>(await staff.get('/api/admin/robo-support/articles?q=gift'));
    const draft = rows[0]!;
    const { record } = await ok<Answer>(await send(staff, 'PATCH', `/api/admin/robo-support/articles/${draft.id}`, { ...ARTICLE, isPublished: true, version: draft.version }));
    expect(record.isPublished).toBe(true);
    const article = (await published()).find((entry) => entry.slug === 'gift-wrap');
    expect(article).toMatchObject({ title: 'Do you gift wrap?', topic: 'orders-delivery', keywords: ['present', 'wrapping paper'] });
    expect(article!.text).toContain('We do not gift wrap online orders.');
    const answer = await ask('do you wrap presents?');
    expect(answer.kind === 'answer' && answer.article).toMatchObject({ slug: 'gift-wrap', url: '/faq#gift-wrap', quote: 'We do not gift wrap online orders.' });
  });

  it('refuses a stale edit, a taken slug, a bad slug or topic and an empty body on their fields', async () => {
    const { rows } = await ok<ListPage<AdminArticle>>(await staff.get('/api/admin/robo-support/articles'));
    const gift = rows.find((row) => row.slug === 'gift-wrap')!;
    await refusal(await send(staff, 'PATCH', `/api/admin/robo-support/articles/${gift.id}`, { ...ARTICLE, version: '1' }), 409);
    expect((await refusal(await create({ ...ARTICLE, title: 'Another' }), 409)).fields).toEqual({ slug: 'Another article already uses this slug' });
    const bad = await refusal(await create({ ...ARTICLE, slug: 'Gift Wrap!', topic: 'weather', bodyMarkdown: '  ' }), 400);
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['bodyMarkdown', 'slug', 'topic']);
  });

  it('previews Markdown as it will be saved', async () => {
    const preview = await ok<{ html: string }>(await staff.post('/api/admin/robo-support/articles/preview', { markdown: '# Hi\n\n<img src=x onerror=alert(1)>' }));
    expect(preview.html).toBe('<h2>Hi</h2>');
  });

  it('orders articles, and deleting one takes it off the FAQ until it is restored', async () => {
    const second = (await ok<Answer>(await create({ ...ARTICLE, title: 'Second', slug: 'second', isPublished: true }), 201)).record;
    await ok(await staff.post(`/api/admin/robo-support/articles/${second.id}/move`, { direction: 'up' }));
    expect((await published()).map((article) => article.slug)).toEqual(['second', 'gift-wrap']);
    await ok(await send(staff, 'DELETE', `/api/admin/robo-support/articles/${second.id}?version=${(await ok<Answer>(await staff.get(`/api/admin/robo-support/articles/${second.id}`))).record.version}`));
    expect((await published()).map((article) => article.slug)).toEqual(['gift-wrap']);
    await ok(await staff.post(`/api/admin/robo-support/articles/${second.id}/restore`));
    expect((await published()).map((article) => article.slug)).toEqual(['gift-wrap', 'second']);
  });
});

describe('unanswered questions', () => {
  it('lists what found no answer, newest first with how often, and staff dismiss one (audited)', async () => {
    await ask('Do you sell dinosaur fossils?');
    await ask('do you sell dinosaur fossils');
    await ask('Can I visit your warehouse?');
    const page = await ok<ListPage<UnansweredQuestion>>(await staff.get('/api/admin/robo-support/unanswered'));
    expect(page.rows.map((row) => [row.question, row.timesAsked])).toEqual([
      ['Can I visit your warehouse?', 1],
      ['do you sell dinosaur fossils', 2],
      ['do you wrap presents', 1],
    ]);
    const fossils = page.rows[1]!;
    await ok(await send(staff, 'DELETE', `/api/admin/robo-support/unanswered/${fossils.id}`));
    const after = await ok<ListPage<UnansweredQuestion>>(await staff.get('/api/admin/robo-support/unanswered'));
    expect(after.rows.map((row) => row.question)).not.toContain('do you sell dinosaur fossils');
    expect((await auditRowsOf(t, 'support-unanswered-question', fossils.id))[0]).toMatchObject({ action: 'delete', screen: 'robo-support' });
    await refusal(await send(staff, 'DELETE', `/api/admin/robo-support/unanswered/${fossils.id}`), 404);
  });
});
