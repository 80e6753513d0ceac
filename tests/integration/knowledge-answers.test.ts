import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { OFF_TOPIC_QUESTIONS, SHOPPER_QUESTIONS } from '../support/knowledge-questions';
import { supportArticleRows } from '../../server/seed/support-articles';
import type { SupportAnswer } from '../../shared/support/knowledge';
import type { PublishedArticles } from '../../shared/support/articles';
import { buildDeviceIndex } from '../../client/features/support/knowledge/device-index';

// The support assistant's answers from the knowledge base (issue 14, docs/decisions/050) on PGlite
// and PostgreSQL: full-text search over the seeded articles, top-1 accuracy on the shoppers'
// questions, "I don't know" (and the question counted for staff) when nothing matches well enough.

let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t);
  await t.deps.db.insertInto('support_articles').values(supportArticleRows(new Date())).execute();
});
afterAll(async () => {
  await t?.close();
});

async function ask(question: string): Promise<SupportAnswer> {
  const response = await visitor.post('/api/support/knowledge/answer', { question });
  expect(response.status, question).toBe(200);
  return (await response.json()) as SupportAnswer;
}

describe('POST /api/support/knowledge/answer', () => {
  it(`finds the right article first for at least 90 % of ${SHOPPER_QUESTIONS.length} shoppers' questions`, async () => {
    const misses: string[] = [];
    for (const { question, slug } of SHOPPER_QUESTIONS) {
      const answer = await ask(question);
      const found = answer.kind === 'answer' ? answer.article.slug : 'unknown';
      if (found !== slug) misses.push(`${question} → ${found} (expected ${slug})`);
    }
    const accuracy = (SHOPPER_QUESTIONS.length - misses.length) / SHOPPER_QUESTIONS.length;
    console.info(`[knowledge] ${t.kind}: top-1 ${(accuracy * 100).toFixed(1)} % of ${SHOPPER_QUESTIONS.length}; misses:\n  ${misses.join('\n  ')}`);
    expect(SHOPPER_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('quotes the passage that answers, links the article on the FAQ, and suggests follow-ups', async () => {
    const answer = await ask('how many days do I have to return a toy in the UK?');
    expect(answer.kind).toBe('answer');
    if (answer.kind !== 'answer') return;
    expect(answer.article).toMatchObject({ slug: 'returns-policy', title: 'What is your returns policy?', topic: 'returns-refunds', url: '/faq#returns-policy' });
    expect(answer.article.quote).toContain('14 days in the UK');
    expect(answer.article.quote).not.toContain('**');
    expect(answer.followUps.length).toBe(3);
    expect(answer.followUps).not.toContain('What is your returns policy?');
  });

  it('says it does not know when nothing matches well enough, and counts the question for staff', async () => {
    for (const question of OFF_TOPIC_QUESTIONS) {
      const answer = await ask(question);
      expect(answer.kind, question).toBe('unknown');
    }
    await ask('What is the capital of FRANCE?');
    const rows = await t.deps.db.selectFrom('support_unanswered_questions').selectAll().where('normalized', '=', 'what is the capital of france').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ times_asked: 2, question: 'What is the capital of FRANCE?' });
  });

  it('never answers from a draft or a deleted article', async () => {
    await t.deps.db.updateTable('support_articles').set({ is_published: false }).where('slug', '=', 'uk-vat').execute();
    await t.deps.db.updateTable('support_articles').set({ deleted_at: new Date() }).where('slug', '=', 'favourites').execute();
    try {
      const vat = await ask('is VAT included in the price');
      expect(vat.kind === 'answer' ? vat.article.slug : 'unknown').not.toBe('uk-vat');
      const wishlist = await ask('can I make a wishlist');
      expect(wishlist.kind === 'answer' ? wishlist.article.slug : 'unknown').not.toBe('favourites');
    } finally {
      await t.deps.db.updateTable('support_articles').set({ is_published: true, deleted_at: null }).where('slug', 'in', ['uk-vat', 'favourites']).execute();
    }
  });

  it.each([
    ['no question', {}],
    ['a blank question', { question: '   ' }],
    ['a control character', { question: 'returns\u0007' }],
    ['a question over 500 characters', { question: 'a'.repeat(501) }],
  ])('refuses %s with the 400 envelope', async (_name, body) => {
    const response = await visitor.post('/api/support/knowledge/answer', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_DATA' } });
  });
});

describe('GET /api/support/knowledge/articles', () => {
  it('gives the published articles in FAQ order, cacheable', async () => {
    await t.deps.db.updateTable('support_articles').set({ is_published: false }).where('slug', '=', 'uk-vat').execute();
    try {
      const response = await visitor.get('/api/support/knowledge/articles');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
      const { articles } = (await response.json()) as PublishedArticles;
      expect(articles.map((article) => article.slug)).not.toContain('uk-vat');
      expect(articles[0]).toMatchObject({ slug: 'delivery-cost', topic: 'orders-delivery' });
      expect(articles.at(-1)?.topic).toBe('privacy');
      expect(articles[0]!.html).toContain('<strong>free</strong>');
      expect(articles[0]!.text).not.toContain('**');
    } finally {
      await t.deps.db.updateTable('support_articles').set({ is_published: true }).where('slug', '=', 'uk-vat').execute();
    }
  });
});

describe('the device’s index (offline answers), built from GET /articles', () => {
  it('finds the right article first for at least 85 % of the same questions, and does not know the off-topic ones', async () => {
    const { articles } = (await (await visitor.get('/api/support/knowledge/articles')).json()) as PublishedArticles;
    const index = buildDeviceIndex(articles);
    const misses: string[] = [];
    for (const { question, slug } of SHOPPER_QUESTIONS) {
      const answer = index.answer(question);
      const found = answer.kind === 'answer' ? answer.article.slug : 'unknown';
      if (found !== slug) misses.push(`${question} → ${found} (expected ${slug})`);
    }
    const accuracy = (SHOPPER_QUESTIONS.length - misses.length) / SHOPPER_QUESTIONS.length;
    console.info(`[knowledge] device (${t.kind} articles): top-1 ${(accuracy * 100).toFixed(1)} % of ${SHOPPER_QUESTIONS.length}; misses:\n  ${misses.join('\n  ')}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.85);
    for (const question of OFF_TOPIC_QUESTIONS) expect(index.answer(question).kind, question).toBe('unknown');
    const returns = index.answer('how many days do I have to return a toy in the UK?');
    expect(returns.kind === 'answer' && returns.article).toMatchObject({ slug: 'returns-policy', url: '/faq#returns-policy' });
    expect(returns.kind === 'answer' && returns.article.quote).toContain('14 days in the UK');
  });
});

describe('the answer route’s abuse limit', () => {
  it('answers 429 with Retry-After once a client asks too often', async () => {
    const limited = await createTestApp(t.kind, { env: { RATE_LIMIT: 'on' } });
    try {
      const client = new TestClient(limited, { address: '203.0.113.9' });
      // Every request counts, answered or refused (the limit runs before validation): blank ones are quick.
      for (let attempt = 0; attempt < 60; attempt += 1) expect((await client.post('/api/support/knowledge/answer', { question: '' })).status).toBe(400);
      const response = await client.post('/api/support/knowledge/answer', { question: 'returns' });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    } finally {
      await limited.close();
    }
  }, 120_000);
});
