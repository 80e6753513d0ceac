import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { MatchStrength } from '../../../shared/support/answer-quality';
import { questionWords } from '../../../shared/support/answer-quality';

// PostgreSQL full-text search over the published articles (docs/decisions/050): the question's words
// OR-ed (websearch_to_tsquery, 'english': stop words out, Snowball stemming), candidates from the GIN
// index on `search`, ranked by how many of the question's terms each contains (those in the title or
// keywords count twice), then ts_rank (title and keywords weigh A, the body D). The same SQL runs on PGlite.

export interface ArticleMatch extends MatchStrength {
  id: string;
  slug: string;
  title: string;
  topic: string;
  bodyText: string;
  rank: number;
}

/** The published articles that share a term with the question, best first (at most `limit`). */
export async function searchArticles(db: Kysely<DB>, question: string, limit: number): Promise<ArticleMatch[]> {
  const words = questionWords(question);
  if (words.length === 0) return [];
  const orQuery = words.join(' or ');
  const result = await sql<{
    id: string; slug: string; title: string; topic: string; body_text: string;
    rank: number; matched: number; matched_in_title: number; terms: number;
  }>`
    WITH question AS (
      SELECT websearch_to_tsquery('english', ${orQuery}) AS query,
             tsvector_to_array(to_tsvector('english', ${words.join(' ')})) AS terms
    )
    SELECT * FROM (
      SELECT a.id, a.slug, a.title, a.topic, a.body_text, a.display_order,
             ts_rank('{0.1, 0.2, 0.4, 1.0}', a.search, question.query)::float8 AS rank,
             cardinality(ARRAY(SELECT unnest(question.terms) INTERSECT SELECT unnest(tsvector_to_array(a.search))))::int AS matched,
             cardinality(ARRAY(SELECT unnest(question.terms) INTERSECT SELECT unnest(tsvector_to_array(ts_filter(a.search, '{a}')))))::int AS matched_in_title,
             cardinality(question.terms)::int AS terms
        FROM support_articles a, question
       WHERE a.search @@ question.query AND a.is_published AND a.deleted_at IS NULL
    ) scored
     ORDER BY matched + matched_in_title DESC, rank DESC, display_order, id
     LIMIT ${limit}
  `.execute(db);
  return result.rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    topic: row.topic,
    bodyText: row.body_text,
    rank: Number(row.rank),
    matched: Number(row.matched),
    matchedInTitle: Number(row.matched_in_title),
    terms: Number(row.terms),
  }));
}

/** The article's passage (paragraph) that matches the question best; the first one on a tie. */
export async function bestPassage(db: Kysely<DB>, articleId: string, question: string): Promise<string> {
  const orQuery = questionWords(question).join(' or ');
  const result = await sql<{ passage: string }>`
    SELECT passage.text AS passage
      FROM support_articles a,
           unnest(regexp_split_to_array(a.body_text, '\\n\\s*\\n')) WITH ORDINALITY AS passage(text, position)
     WHERE a.id = ${articleId} AND btrim(passage.text) <> ''
     ORDER BY ts_rank(to_tsvector('english', passage.text), websearch_to_tsquery('english', ${orQuery})) DESC, passage.position
     LIMIT 1
  `.execute(db);
  return result.rows[0]?.passage.trim() ?? '';
}

/** Other published articles of a topic, in display order (follow-ups when few articles matched). */
export async function topicTitles(db: Kysely<DB>, topic: string | null, exceptIds: readonly string[], limit: number): Promise<string[]> {
  let query = db
    .selectFrom('support_articles')
    .select('title')
    .where('is_published', '=', true)
    .where('deleted_at', 'is', null);
  if (topic) query = query.where('topic', '=', topic);
  if (exceptIds.length > 0) query = query.where('id', 'not in', [...exceptIds]);
  const rows = await query.orderBy('display_order').orderBy('id').limit(limit).execute();
  return rows.map((row) => row.title);
}

/** Counts a question that found no answer: one row per normalised question. */
export async function recordUnanswered(db: Kysely<DB>, id: string, normalized: string, question: string, now: Date): Promise<void> {
  await db
    .insertInto('support_unanswered_questions')
    .values({ id, normalized, question, times_asked: 1, first_asked_at: now, last_asked_at: now })
    .onConflict((conflict) =>
      conflict.column('normalized').doUpdateSet({
        question,
        times_asked: sql`support_unanswered_questions.times_asked + 1`,
        last_asked_at: now,
      }),
    )
    .execute();
}
