import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import type { PublishedArticle } from '../../../../shared/support/articles';
import { SUPPORT_TOPICS } from '../../../../shared/support/topics';
import { FAQ_TEXTS } from '../../../../shared/support/support-texts';
import { useFaqArticles } from './use-faq-articles';
import './faq.css';

/**
 * /faq: the knowledge base's published articles grouped by topic (the same articles the support
 * assistant answers from), each under its own anchor (/faq#<slug>) that the assistant links to.
 */
export function FaqPage() {
  const state = useFaqArticles();
  const articles = state.status === 'ready' ? state.articles : [];
  useScrollToAnchor(articles.length > 0);
  const groups = SUPPORT_TOPICS.map((topic) => ({ topic, articles: articles.filter((article) => article.topic === topic.id) })).filter((group) => group.articles.length > 0);
  return (
    <article data-testid="page-faq" className="faq-page">
      <h1>{FAQ_TEXTS.title}</h1>
      <p className="faq-page__lede">
        {FAQ_TEXTS.lede} <Link to="/robo-support">{FAQ_TEXTS.askRobo}</Link>
      </p>
      {state.status === 'loading' ? <p role="status">{FAQ_TEXTS.loading}</p> : null}
      {state.status === 'unavailable' ? <p role="status">{FAQ_TEXTS.unavailable}</p> : null}
      {groups.length > 0 ? (
        <nav aria-label={FAQ_TEXTS.topicsLabel} className="faq-page__topics">
          <ul>
            {groups.map(({ topic }) => (
              <li key={topic.id}>
                <a href={`#topic-${topic.id}`}>{topic.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map(({ topic, articles: inTopic }) => (
        <section key={topic.id} id={`topic-${topic.id}`} aria-labelledby={`topic-${topic.id}-title`} className="faq-topic" data-testid="faq-topic">
          <h2 id={`topic-${topic.id}-title`}>{topic.name}</h2>
          {inTopic.map((article) => (
            <FaqArticle key={article.slug} article={article} />
          ))}
        </section>
      ))}
    </article>
  );
}

function FaqArticle({ article }: { article: PublishedArticle }) {
  return (
    <section id={article.slug} aria-labelledby={`${article.slug}-title`} className="faq-article" data-testid="faq-article">
      <h3 id={`${article.slug}-title`}>
        <a href={`#${article.slug}`} className="faq-article__anchor">
          {article.title}
        </a>
      </h3>
      {/* Rendered and sanitised by the server on save (server/content/markdown.ts). */}
      <div className="faq-article__body" dangerouslySetInnerHTML={{ __html: article.html }} />
    </section>
  );
}

/** Brings /faq#<slug> into view once the articles are on the page (they arrive after the first render). */
function useScrollToAnchor(ready: boolean): void {
  useEffect(() => {
    if (!ready || typeof window === 'undefined') return;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [ready]);
}
