import { Link } from '@tanstack/react-router';
import { FAVORITES_TEXTS } from '../../../shared/favorites-texts';
import { HeartIcon } from '../favorites/heart-icon';
import { useFavoriteCount } from '../favorites/use-favorite-products';

/**
 * The header's heart: a link to the signed-in shopper's favourites with their count, read from the
 * device (offline too). Not in the page's entry (user-menu.tsx): it shows only once the session is
 * known, which is after the first paint.
 */
export function FavoritesLink() {
  const favoriteCount = useFavoriteCount();
  return (
    <Link to="/profile" hash="favorites" className="icon-button" aria-label={FAVORITES_TEXTS.headerLink(favoriteCount)} data-testid="favorites-link">
      <HeartIcon />
      {favoriteCount > 0 && <span className="badge" data-testid="favorites-count">{favoriteCount}</span>}
    </Link>
  );
}
