// "Good enough" for an answer, one rule for the server's full-text search and the device's index:
// the best article must match at least half of the question's meaningful words (after stop words
// and stemming), and at least one of them in its title or keywords. Anything weaker is "I don't
// know" (never a made-up answer). docs/decisions/050.

/** How well one article matches a question. */
export interface MatchStrength {
  /** The question's meaningful terms (stop words left out, stemmed). */
  terms: number;
  /** Of those, how many the article contains anywhere. */
  matched: number;
  /** Of those, how many are in its title or keywords. */
  matchedInTitle: number;
}

/** The share of the question's terms the best article must contain. */
export const MIN_COVERAGE = 0.5;

export function isGoodEnough(match: MatchStrength): boolean {
  return match.terms > 0 && match.matchedInTitle >= 1 && match.matched / match.terms >= MIN_COVERAGE;
}

/** How many follow-up questions an answer suggests. */
export const FOLLOW_UP_COUNT = 3;

/** The words of a question (letters and digits), for the OR query both sides build. */
export function questionWords(question: string): string[] {
  return question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A question as the unanswered list groups it: lower case, words only, single spaces. */
export function normalizedQuestion(question: string): string {
  return questionWords(question).join(' ').slice(0, 500);
}
