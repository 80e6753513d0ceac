import type { Hono } from 'hono';
import { markdownPreviewSchema, type MarkdownPreview } from '../../shared/admin/fields';
import { nothingChanged, type AuditedEnv } from '../platform/audit';
import { validate } from '../http/validate';
import { renderMarkdown } from './markdown';

/**
 * Adds `POST /preview` to a screen's app: the editor's live preview, rendered and sanitised by the
 * same function as the save, so the preview is exactly what shoppers will get. Guarded as a write of
 * the screen (only those who may save may preview); it changes nothing, so it owes no audit row.
 */
export function withMarkdownPreview<App extends Hono<AuditedEnv>>(app: App): App {
  app.post('/preview', validate('json', markdownPreviewSchema), (c) => {
    nothingChanged(c.var.audit);
    const body: MarkdownPreview = { html: renderMarkdown(c.req.valid('json').markdown) };
    return c.json(body);
  });
  return app;
}
