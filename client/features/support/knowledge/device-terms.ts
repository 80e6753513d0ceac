import { questionWords } from '../../../../shared/support/answer-quality';

// The device index's words, close to PostgreSQL's 'english' configuration so both sides agree on
// what a question's meaningful terms are: the same stop words (PostgreSQL's english.stop, the
// Snowball list), and a light suffix stemmer (plurals, -ing, -ed, -ly, -ies) instead of the full
// Snowball stemmer; it is applied to the question and the articles alike, so they meet.

const STOP_WORDS = new Set(
  ('i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself ' +
    'they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having ' +
    'do does did doing a an the and but if or because as until while of at by for with about against between into through during before ' +
    'after above below to from up down in out on off over under again further then once here there when where why how all any both each ' +
    'few more most other some such no nor not only own same so than too very s t can will just don should now d ll m o re ve y ain aren ' +
    'couldn didn doesn hadn hasn haven isn ma mightn mustn needn shan shouldn wasn weren won wouldn').split(' '),
);

/** A word's stem: the same for "returns", "returned", "returning" and "return". */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith("'s")) w = w.slice(0, -2);
  for (const suffix of ['ingly', 'edly', 'ing', 'ed', 'ly', 'es', 's']) {
    if (suffix === 's' && (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is'))) continue;
    if (suffix === 'es' && !/(ch|sh|x|z|ss)es$/.test(w)) continue;
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // "shipping" → "shipp" → "ship"; "stopped" → "stop".
  if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** A text's meaningful terms, in order (stop words out, stemmed). */
export function deviceTerms(text: string): string[] {
  return questionWords(text).flatMap((word) => (STOP_WORDS.has(word) ? [] : [stem(word)]));
}

/** One term for minisearch's processTerm: null drops a stop word. */
export function deviceTerm(word: string): string | null {
  const lower = word.toLowerCase();
  return STOP_WORDS.has(lower) ? null : stem(lower);
}
