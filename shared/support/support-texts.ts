// The knowledge base's product texts: the FAQ page and the back office's articles and unanswered
// questions (issue 14). The chat's texts are desk's.

export const FAQ_TEXTS = {
  title: 'Frequently Asked Questions',
  lede: 'Answers to what shoppers ask us most, by topic. Can’t find yours?',
  askRobo: 'Ask Robo Support',
  loading: 'Loading the answers...',
  unavailable: 'The answers need an internet connection the first time. Please reconnect and try again.',
  topicsLabel: 'Topics',
  metaDescription: 'Answers about delivery, returns, store pickup, payments, your account, toy safety and privacy at Toy Shop, in the US and the UK.',
} as const;

export const KNOWLEDGE_ADMIN_TEXTS = {
  articlesLede: 'The articles the FAQ shows and Robo Support answers from. Keywords are the words shoppers use for what an article answers.',
  newArticle: 'New article',
  created: 'Article created',
  saved: 'Article saved',
  unansweredLede: 'Questions Robo Support could not answer, most recent first: write the missing articles, or dismiss a question.',
  noUnanswered: 'No unanswered questions. Robo Support found an answer for everything asked.',
  dismiss: 'Dismiss',
  dismissed: 'Question dismissed',
} as const;
