import { useId } from 'react';
import type { ImageUploadScreen } from '../../../../shared/media/media-api';
import { MEDIA_TEXTS } from '../../../../shared/media/media-texts';
import { responsivePicture } from '../../../../shared/media/media-urls';
import { ImageFileInput } from './image-file-input';
import { useImageUpload } from './use-image-upload';

/**
 * One image of a record (a brand's logo, a slide's picture, a variant's picture): shows the current
 * one, uploads a chosen file through the screen's upload route and hands the stored path to
 * `onChange` (null when removed). Controlled, so a form wraps it (react-hook-form's Controller);
 * `error` is the form's own message for the field (the server's envelope on save).
 */
export function ImageUploadField({ screen, label, value, onChange, error }: {
  screen: ImageUploadScreen;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}) {
  const id = useId();
  const { upload, busy, error: uploadError, reset } = useImageUpload(screen);
  const onFiles = ([file]: File[]) => {
    if (!file) return;
    upload(file).then((image) => onChange(image.url), () => undefined /* shown on the field */);
  };
  return (
    <div className="image-field field" role="group" aria-labelledby={`${id}-label`} aria-busy={busy}>
      <span className="image-field__label" id={`${id}-label`}>
        {label}
      </span>
      {value ? (
        <img className="image-field__preview" {...responsivePicture(value, '160px')} alt={`${label}: the current image`} width={160} height={160} />
      ) : (
        <div className="image-field__empty">No image</div>
      )}
      <ImageFileInput id={id} label={value ? MEDIA_TEXTS.replace : MEDIA_TEXTS.choose} busy={busy} error={uploadError ?? error} onFiles={onFiles} />
      {value && (
        <div>
          <button
            type="button"
            className="button button--quiet"
            disabled={busy}
            onClick={() => {
              reset();
              onChange(null);
            }}
          >
            {`${MEDIA_TEXTS.remove} ${label.toLowerCase()}`}
          </button>
        </div>
      )}
    </div>
  );
}
