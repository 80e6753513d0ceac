import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PublishedArticle } from '../../../shared/support/articles';
import { SUPPORT_TOPIC_IDS } from '../../../shared/support/topics';

/** The published articles in FAQ order: by topic (SUPPORT_TOPICS), then display order. */
export async function publishedArticles(db: Kysely<DB>): Promise<PublishedArticle[]> {
  const rows = await db
    .selectFrom('support_articles')
    .select(['slug', 'title', 'topic', 'keywords', 'body_html', 'body_text', 'display_order'])
    .where('is_published', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  const topicPlace = (topic: string) => {
    const index = (SUPPORT_TOPIC_IDS as readonly string[]).indexOf(topic);
    return index < 0 ? SUPPORT_TOPIC_IDS.length : index;
  };
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => topicPlace(a.row.topic) - topicPlace(b.row.topic) || a.index - b.index)
    .map(({ row }) => ({ slug: row.slug, title: row.title, topic: row.topic, keywords: row.keywords, html: row.body_html, text: row.body_text }));
}
