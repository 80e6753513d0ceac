import { mediaSrcSet } from '../../../shared/media/media-urls';

/** A post's cover picture, decorative (the title says what the post is); nothing when it has none. */
export function BlogCover({ url, sizes, eager = false }: { url: string | null; sizes: string; eager?: boolean }) {
  if (!url) return null;
  return <img className="blog-cover" src={url} srcSet={mediaSrcSet(url)} sizes={sizes} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />;
}
