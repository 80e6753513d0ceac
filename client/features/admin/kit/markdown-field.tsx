import { useEffect, useId, useState } from 'react';
import { useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import type { AdminScreen } from '../../../../shared/roles';
import type { MarkdownPreview } from '../../../../shared/admin/fields';
import { adminRequest, AdminApiError } from '../api/admin-client';
import { describedBy, FieldFrame, useFieldError } from './field';
import './markdown-field.css';

/** How long typing must pause before the preview is asked for. */
const PREVIEW_DELAY_MS = 300;

/**
 * A Markdown text box with a live preview beside it. The preview is rendered and sanitised by the
 * server (`POST /api/admin/<screen>/preview`, server/content/markdown-preview.ts), the same function
 * that renders the text on save, so staff see exactly what shoppers will.
 */
export function MarkdownField<Values extends FieldValues>({ name, label, hint, screen, previewPath = `${screen}/preview`, rows = 16 }: {
  name: Path<Values>;
  label: string;
  hint?: string;
  screen: AdminScreen;
  /** Where the preview is asked for, under /api/admin/ (a screen with several resources: `<screen>/<resource>/preview`). */
  previewPath?: string;
  rows?: number;
}) {
  const { register, control } = useFormContext<Values>();
  const id = useId();
  const error = useFieldError(name);
  const markdown = (useWatch({ control, name }) ?? '') as string;
  const preview = useMarkdownPreview(previewPath, markdown);
  return (
    <div className="markdown-field">
      <FieldFrame id={id} label={label} hint={hint} error={error}>
        <textarea id={id} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...register(name)} />
      </FieldFrame>
      <section className="markdown-preview" aria-label={`${label}: preview`} aria-busy={preview.pending}>
        <p className="markdown-preview__title">Preview</p>
        {preview.error ? (
          <p className="field-error">{preview.error}</p>
        ) : (
          // The server's sanitised HTML (server/content/markdown.ts): no script, handler or javascript: link survives.
          <div className="markdown-preview__body" data-testid="markdown-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />
        )}
      </section>
    </div>
  );
}

function useMarkdownPreview(previewPath: string, markdown: string): { html: string; pending: boolean; error: string | null } {
  // The last answer, with the text it was for: the preview is pending while the text differs.
  const [answer, setAnswer] = useState<{ markdown: string; html: string; error: string | null }>({ markdown: '', html: '', error: null });
  useEffect(() => {
    if (markdown.trim() === '') return;
    let current = true;
    const timer = setTimeout(() => {
      adminRequest<MarkdownPreview>('POST', previewPath, { body: { markdown } })
        .then((result) => current && setAnswer({ markdown, html: result.html, error: null }))
        .catch((failure: unknown) => current && setAnswer({ markdown, html: '', error: failure instanceof AdminApiError ? failure.message : 'The preview could not be shown.' }));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [previewPath, markdown]);
  if (markdown.trim() === '') return { html: '', pending: false, error: null };
  return { html: answer.html, pending: answer.markdown !== markdown, error: answer.error };
}
