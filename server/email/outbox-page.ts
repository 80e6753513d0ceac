import { escapeHtml } from './html';
import type { OutboxMessage } from './email-log.repo';

// The developer's outbox (docs/decisions/028): plain server-rendered pages, no script and no styles
// of their own, so they work whatever the client build and the content security policy.

/** Where the outbox is mounted (in the API, so the service worker and the dev proxy leave it alone). */
export const OUTBOX_PATH = '/api/dev/outbox';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | Toy Shop outbox</title></head>
<body><main>
${body}
</main></body></html>`;
}

const DEVELOPMENT_ONLY = '<p>Development and testing only: every message the shop sent or would have sent, with its links. A production server has no outbox.</p>';

/** The newest messages, each linking to its page. */
export function outboxListPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) => `<tr><td>${message.created_at.toISOString()}</td><td>${escapeHtml(message.to_address)}</td>` +
        `<td><a href="${OUTBOX_PATH}/${encodeURIComponent(message.id)}">${escapeHtml(message.subject)}</a></td><td>${escapeHtml(message.status)}</td></tr>`,
    )
    .join('\n');
  const table = messages.length === 0
    ? '<p>No messages yet.</p>'
    : `<table><caption>Messages, newest first</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
  return page('Outbox', `<h1>Outbox</h1>\n${DEVELOPMENT_ONLY}\n${table}`);
}

/** One message: its envelope and its text with every link clickable. */
export function outboxMessagePage(message: OutboxMessage): string {
  const text = escapeHtml(message.body_text).replace(URL_IN_TEXT, (url) => `<a href="${url}">${url}</a>`);
  const html = message.body_html ? `<p><a href="${OUTBOX_PATH}/${encodeURIComponent(message.id)}/html">View the HTML version</a></p>` : '';
  return page(
    message.subject,
    `<p><a href="${OUTBOX_PATH}">Back to the outbox</a></p>
<h1>${escapeHtml(message.subject)}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(message.to_address)}</dd>
<dt>Sent</dt><dd>${message.created_at.toISOString()}</dd>
<dt>Template</dt><dd>${escapeHtml(message.template)}</dd>
<dt>Status</dt><dd>${escapeHtml(message.status)}</dd>
</dl>
<h2>Message</h2>
<pre>${text}</pre>
${html}`,
  );
}

export function outboxMissingPage(): string {
  return page('Message not found', `<p><a href="${OUTBOX_PATH}">Back to the outbox</a></p>\n<h1>Message not found</h1>`);
}
