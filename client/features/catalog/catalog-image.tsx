import { useState, type ImgHTMLAttributes } from 'react';
import { responsivePicture } from '../../../shared/media/media-urls';

/**
 * A catalogue picture that gives way to a plain placeholder when it is missing or fails to load
 * (SPEC §8: broken images fall back to a placeholder). An uploaded image also offers its smaller
 * renditions (srcset); `sizes` says how wide it is drawn, by default its `width` in pixels.
 */
export function CatalogImage({ src, alt, className, sizes, ...rest }: { src: string | null | undefined; alt: string; className?: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'>) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    return <div className={`product-placeholder ${className ?? ''}`} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} />;
  }
  const picture = responsivePicture(src, sizes ?? (rest.width ? `${rest.width}px` : '100vw'));
  return <img {...rest} className={className} {...picture} alt={alt} onError={() => setBroken(src)} />;
}
