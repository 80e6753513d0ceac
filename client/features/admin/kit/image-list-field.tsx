import { useEffect, useId, useRef } from 'react';
import type { ImageUploadScreen } from '../../../../shared/media/media-api';
import { responsivePicture } from '../../../../shared/media/media-urls';
import { ImageFileInput } from './image-file-input';
import { moved } from './image-order';
import { useImageUpload } from './use-image-upload';

type Action = 'up' | 'down' | 'remove';

/**
 * A product's pictures in order (the first is the main one): add by uploading (several files at
 * once, in the order chosen), remove, move up or down. Controlled like ImageUploadField; focus
 * stays on the moved picture's button so a keyboard user can keep moving it.
 */
export function ImageListField({ screen, label, value, onChange, error, max }: {
  screen: ImageUploadScreen;
  label: string;
  value: readonly string[];
  onChange: (urls: string[]) => void;
  error?: string;
  /** How many pictures a record may have; the picker hides at the limit. */
  max?: number;
}) {
  const id = useId();
  const { upload, busy, error: uploadError } = useImageUpload(screen);
  const listRef = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<{ url: string; action: Action } | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const item = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-url]') ?? [])].find((element) => element.dataset.url === target.url);
    const button = item?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`) ?? item?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    button?.focus();
  }, [value]);

  const onFiles = async (files: File[]) => {
    let next = [...value];
    for (const file of files) {
      if (max !== undefined && next.length >= max) break;
      try {
        next = [...next, (await upload(file)).url];
      } catch {
        break; // The field shows why; the files before it are kept.
      }
      onChange(next);
    }
  };
  const move = (position: number, by: -1 | 1) => {
    focusAfter.current = { url: value[position]!, action: by === -1 ? 'up' : 'down' };
    onChange(moved(value, position, by));
  };
  const remove = (position: number) => {
    onChange(value.filter((_, at) => at !== position));
    // The removed button is gone: focus goes to the picker rather than the page's start.
    document.getElementById(id)?.focus();
  };

  return (
    <div className="image-field field" role="group" aria-labelledby={`${id}-label`} aria-busy={busy}>
      <span className="image-field__label" id={`${id}-label`}>
        {label}
      </span>
      {value.length === 0 ? (
        <p className="image-field__hint">No pictures yet.</p>
      ) : (
        <ol className="image-list" ref={listRef}>
          {value.map((url, position) => {
            const name = `picture ${position + 1}`;
            return (
              <li className="image-list__item" key={url} data-url={url}>
                <img className="image-list__thumb" {...responsivePicture(url, '72px')} alt={`Picture ${position + 1}`} width={72} height={72} />
                <span className="image-list__position">{position === 0 ? 'Main picture' : `Picture ${position + 1}`}</span>
                <span className="image-list__actions">
                  <button type="button" className="button button--quiet" data-action="up" disabled={busy || position === 0} onClick={() => move(position, -1)}>
                    {/* The name starts with the visible words (axe label-content-name-mismatch), then says which picture. */}
                    Move up<span className="visually-hidden"> {name}</span>
                  </button>
                  <button type="button" className="button button--quiet" data-action="down" disabled={busy || position === value.length - 1} onClick={() => move(position, 1)}>
                    Move down<span className="visually-hidden"> {name}</span>
                  </button>
                  <button type="button" className="button button--quiet" data-action="remove" disabled={busy} aria-label={`Remove ${name}`} onClick={() => remove(position)}>
                    Remove
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {(max === undefined || value.length < max) && <ImageFileInput id={id} label="Add pictures" busy={busy} error={uploadError ?? error} multiple onFiles={(files) => void onFiles(files)} />}
    </div>
  );
}
