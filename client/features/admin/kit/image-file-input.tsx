import { type ChangeEvent } from 'react';
import { MEDIA_TEXTS } from '../../../../shared/media/media-texts';
import { IMAGE_ACCEPT } from './image-file-check';
import './image-upload.css';

const HINT = 'PNG, JPEG or WebP, up to 8 MB, at least 300 pixels wide.';

/**
 * The file picker of the upload fields: its label, the busy state while a file uploads, a hint,
 * and the field's error (the server's, read out when it appears). `id` ties them together.
 */
export function ImageFileInput({ id, label, busy, error, multiple = false, onFiles }: {
  id: string;
  label: string;
  busy: boolean;
  error: string | undefined;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again (after fixing it) fires again.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <div className="image-field__controls">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        name="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        disabled={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={onChange}
      />
      {busy && (
        <span className="image-field__busy" role="status">
          {MEDIA_TEXTS.uploading}
        </span>
      )}
      <p className="image-field__hint" id={`${id}-hint`}>
        {HINT}
      </p>
      {error && (
        <p className="image-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
