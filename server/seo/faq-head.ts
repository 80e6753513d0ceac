import type { PublishedArticle } from '../../shared/support/articles';
import { FAQ_TEXTS } from '../../shared/support/support-texts';
import { pageTitle } from '../../shared/page-titles';
import { absoluteUrl, type HeadTags } from './seo-head';

/** /faq's head: title, description, and schema.org FAQPage JSON-LD of the published articles. */
export function faqHead(publicUrl: string, articles: readonly PublishedArticle[]): HeadTags {
  const url = absoluteUrl(publicUrl, '/faq');
  return {
    title: pageTitle('FAQ'),
    description: FAQ_TEXTS.metaDescription,
    url,
    image: null,
    ogType: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url,
      mainEntity: articles.map((article) => ({
        '@type': 'Question',
        name: article.title,
        url: absoluteUrl(publicUrl, `/faq#${article.slug}`),
        acceptedAnswer: { '@type': 'Answer', text: article.html },
      })),
    },
  };
}
