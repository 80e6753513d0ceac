import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// The one Markdown pipeline for staff-written content (blog posts, job descriptions, knowledge-base
// articles, campaign bodies): marked renders, sanitize-html keeps only the tags below. Saved content
// is rendered here on save and stored as HTML; the preview calls the same function, so what staff see
// is what shoppers get. Nothing executable survives: no script/style/iframe, no on* attributes, no
// javascript:/data:/vbscript: links (server/content/markdown.test.ts tries the usual
// payloads). Images only from the shop itself (the CSP allows no other origin).

const marked = new Marked({ gfm: true, breaks: false, async: false });

const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'del', 'code', 'pre',
  'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];

/** A link staff may write: https/http/mailto/tel or a path in the shop. */
function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(href) || (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}

/** An image the shop serves: uploads (/media/…) and the drawn art (/images/…). */
function isShopImage(src: string): boolean {
  return /^\/(media|images)\/[A-Za-z0-9._\-/]+$/.test(src) && !src.includes('..');
}

const SANITISE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A heading of level 1 is the page's own title: the article's headings start at 2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (!isSafeHref(href)) return { tagName: 'span', attribs: {} };
      const external = /^https?:/i.test(href);
      return { tagName, attribs: { ...attribs, ...(external ? { rel: 'noopener noreferrer nofollow' } : {}) } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isShopImage(frame.attribs.src ?? ''),
};

/** Markdown → safe HTML. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, SANITISE).trim();
}

/** Markdown → plain text (excerpts, search documents, the text part of an email). */
export function markdownToText(markdown: string): string {
  const html = marked.parse(markdown) as string;
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|pre|tr)>/g, '$&\n').replace(/<br\s*\/?>/g, '\n'), { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' };
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);
}
