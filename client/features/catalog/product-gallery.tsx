import { useState, type KeyboardEvent } from 'react';
import { PICTURE_SIZES } from '../../../shared/media/media-urls';
import { CatalogImage } from './catalog-image';

/** The product's pictures: one large, thumbnails to choose (arrow keys move between them). */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [chosen, setChosen] = useState(0);
  const current = images.length > 0 ? Math.min(chosen, images.length - 1) : 0;
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const by = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (by === 0 || images.length === 0) return;
    event.preventDefault();
    const next = (current + by + images.length) % images.length;
    setChosen(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  };
  return (
    <div className="product-gallery" data-testid="product-gallery">
      <CatalogImage
        className="product-gallery__main"
        src={images[current]}
        alt={images.length > 1 ? `${name}, picture ${current + 1} of ${images.length}` : name}
        width={600}
        height={600}
        sizes={PICTURE_SIZES.gallery}
        fetchPriority="high"
      />
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label="Pictures" onKeyDown={onKeyDown}>
          {images.map((url, position) => (
            <li key={url}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={`Show picture ${position + 1} of ${images.length}`}
                aria-pressed={position === current}
                tabIndex={position === current ? 0 : -1}
                onClick={() => setChosen(position)}
              >
                <CatalogImage src={url} alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
