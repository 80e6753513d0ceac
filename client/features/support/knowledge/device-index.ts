import MiniSearch from 'minisearch';
import { articleUrl, type PublishedArticle } from '../../../../shared/support/articles';
import { FOLLOW_UP_COUNT, isGoodEnough, questionWords } from '../../../../shared/support/answer-quality';
import type { SupportAnswer } from '../../../../shared/support/knowledge';
import { deviceTerm, deviceTerms } from './device-terms';

// The device's own index of the published articles (minisearch), for answers while offline. It
// mirrors the server (server/support/knowledge/knowledge-search.repo.ts): an OR query of the
// question's terms, candidates ranked by the terms they contain (title and keywords counting twice),
// then minisearch's score; the same "good enough" rule (shared/support/answer-quality.ts), so the
// device also says it does not know. This module is loaded only when the device must answer.

interface IndexedArticle {
  slug: string;
  title: string;
  topic: string;
  keywords: string;
  text: string;
}

const TITLE_FIELDS = new Set(['title', 'keywords']);

export interface DeviceIndex {
  answer(question: string): SupportAnswer;
}

/** An index over the articles (built in a few milliseconds for a knowledge base of this size). */
export function buildDeviceIndex(articles: readonly PublishedArticle[]): DeviceIndex {
  const search = new MiniSearch<IndexedArticle>({
    idField: 'slug',
    fields: ['title', 'keywords', 'text'],
    tokenize: (text) => questionWords(text),
    processTerm: deviceTerm,
    searchOptions: { combineWith: 'OR', boost: { title: 4, keywords: 4, text: 1 } },
  });
  search.addAll(articles.map((article) => ({ slug: article.slug, title: article.title, topic: article.topic, keywords: article.keywords.join(' '), text: article.text })));
  const bySlug = new Map(articles.map((article) => [article.slug, article]));

  return {
    answer(question) {
      const terms = new Set(deviceTerms(question));
      const ranked = search
        .search(question)
        .map((result) => {
          const matchedTerms = Object.keys(result.match).filter((term) => terms.has(term));
          const matchedInTitle = matchedTerms.filter((term) => result.match[term]!.some((field) => TITLE_FIELDS.has(field))).length;
          return { slug: String(result.id), score: result.score, terms: terms.size, matched: matchedTerms.length, matchedInTitle };
        })
        .sort((a, b) => b.matched + b.matchedInTitle - (a.matched + a.matchedInTitle) || b.score - a.score);
      const candidates = ranked.slice(0, FOLLOW_UP_COUNT + 1).map((match) => ({ match, article: bySlug.get(match.slug)! }));
      const best = candidates[0];
      if (!best || !isGoodEnough(best.match)) {
        return { kind: 'unknown', followUps: followUps(articles, candidates.map((candidate) => candidate.article), null) };
      }
      return {
        kind: 'answer',
        article: { slug: best.article.slug, title: best.article.title, topic: best.article.topic, url: articleUrl(best.article.slug), quote: bestPassage(best.article.text, terms) },
        followUps: followUps(articles, candidates.slice(1).map((candidate) => candidate.article), best.article),
      };
    },
  };
}

/** The paragraph with the most of the question's terms; the first on a tie. */
function bestPassage(text: string, terms: ReadonlySet<string>): string {
  const passages = text.split(/\n\s*\n/).map((passage) => passage.trim()).filter((passage) => passage !== '');
  let best = passages[0] ?? '';
  let bestCount = -1;
  for (const passage of passages) {
    const count = new Set(deviceTerms(passage).filter((term) => terms.has(term))).size;
    if (count > bestCount) {
      best = passage;
      bestCount = count;
    }
  }
  return best;
}

/** The runners-up, then the answer's topic (or the first articles), as the server suggests them. */
function followUps(articles: readonly PublishedArticle[], runnersUp: readonly PublishedArticle[], answered: PublishedArticle | null): string[] {
  const chosen = [...runnersUp];
  const taken = new Set([...chosen, ...(answered ? [answered] : [])].map((article) => article.slug));
  for (const article of articles) {
    if (chosen.length >= FOLLOW_UP_COUNT) break;
    if (taken.has(article.slug) || (answered && article.topic !== answered.topic)) continue;
    chosen.push(article);
    taken.add(article.slug);
  }
  return chosen.slice(0, FOLLOW_UP_COUNT).map((article) => article.title);
}
