import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { HeroSlideDoc } from '../../../shared/sync/documents';
import { PICTURE_SIZES, responsivePicture } from '../../../shared/media/media-urls';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useFirstScreenCopy } from './use-first-screen';

/**
 * The home hero (SPEC §2.5, §4 "Hero slides", §9): active slides by display order in a looping
 * carousel with previous/next buttons (arrow keys too when focus is inside). A spinner while the
 * slides load; nothing at all when there are none (a read error counts as none). The server's
 * slides (the first screen) stand in until the catalogue has synced.
 */
export function HeroCarousel({ fromServer }: { fromServer?: readonly HeroSlideDoc[] }) {
  const router = useRouter();
  const slides = useRxQuery(
    (db) => db.hero_slides.find({ selector: { isActive: true }, sort: [{ displayOrder: 'asc' }] }).$,
    [],
  );
  const [position, setPosition] = useState(0);

  const server = useFirstScreenCopy(fromServer, [slides]);

  if (!server && slides.status === 'loading') {
    return (
      <section className="hero-carousel hero-carousel--loading" aria-label="Featured" aria-busy="true">
        <span className="spinner" role="status" aria-label="Loading" />
      </section>
    );
  }
  const list = server ?? (slides.status === 'ready' ? slides.data : []);
  if (list.length === 0) return null;

  const index = position % list.length;
  const slide = list[index]!;
  const go = (by: number) => setPosition((index + by + list.length) % list.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  };
  // In-app links move within the app; anything else is an ordinary link.
  const followCta = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!slide.ctaLink.startsWith('/') || slide.ctaLink.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.history.push(slide.ctaLink);
  };

  return (
    <section className="hero-carousel" aria-roledescription="carousel" aria-label="Featured" onKeyDown={onKeyDown} data-testid="hero">
      <div
        className={`hero-slide${slide.imageUrl ? '' : ' hero-slide--pattern'}`}
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${list.length}`}
        key={slide.id}
      >
        {slide.imageUrl && <img className="hero-slide__image" {...responsivePicture(slide.imageUrl, PICTURE_SIZES.hero)} alt="" fetchPriority={index === 0 ? 'high' : 'auto'} />}
        <div className="hero-slide__content">
          <h2 className="hero-slide__title">{slide.title}</h2>
          {slide.subtitle && <p className="hero-slide__subtitle">{slide.subtitle}</p>}
          <a className="button hero-slide__cta" href={slide.ctaLink} onClick={followCta}>{slide.ctaText}</a>
        </div>
      </div>
      {list.length > 1 && (
        <div className="hero-controls">
          <button type="button" className="hero-controls__button" aria-label="Previous slide" onClick={() => go(-1)}>‹</button>
          <span className="hero-controls__position" aria-live="polite">{`${index + 1} / ${list.length}`}</span>
          <button type="button" className="hero-controls__button" aria-label="Next slide" onClick={() => go(1)}>›</button>
        </div>
      )}
    </section>
  );
}
