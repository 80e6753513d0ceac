import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SupportAnswer } from '../../../shared/support/knowledge';
import { articleUrl } from '../../../shared/support/articles';
import { FOLLOW_UP_COUNT, isGoodEnough, normalizedQuestion } from '../../../shared/support/answer-quality';
import { bestPassage, recordUnanswered, searchArticles, topicTitles } from './knowledge-search.repo';

/** Candidates read per question: the best, and the runners-up that become follow-ups. */
const CANDIDATES = FOLLOW_UP_COUNT + 1;

/**
 * A shopper's question answered from the published articles: the best match when it is good enough
 * (shared/support/answer-quality.ts), quoting its best passage, with follow-ups (the runners-up, then
 * the article's topic); otherwise "unknown", and the question is counted for staff.
 */
export async function answerQuestion(db: Kysely<DB>, question: string, now = new Date()): Promise<SupportAnswer> {
  const matches = await searchArticles(db, question, CANDIDATES);
  const best = matches[0];
  if (!best || !isGoodEnough(best)) {
    const normalized = normalizedQuestion(question);
    if (normalized !== '') await recordUnanswered(db, randomUUID(), normalized, question.trim(), now);
    const followUps = matches.map((match) => match.title);
    if (followUps.length < FOLLOW_UP_COUNT) followUps.push(...(await topicTitles(db, null, matches.map((match) => match.id), FOLLOW_UP_COUNT - followUps.length)));
    return { kind: 'unknown', followUps };
  }
  const followUps = matches.slice(1).map((match) => match.title);
  if (followUps.length < FOLLOW_UP_COUNT) {
    followUps.push(...(await topicTitles(db, best.topic, matches.map((match) => match.id), FOLLOW_UP_COUNT - followUps.length)));
  }
  return {
    kind: 'answer',
    article: { slug: best.slug, title: best.title, topic: best.topic, url: articleUrl(best.slug), quote: await bestPassage(db, best.id, question) },
    followUps: followUps.slice(0, FOLLOW_UP_COUNT),
  };
}
