import { useState } from 'react';
import { toggleFavorite, useIsFavorite } from './favorites';
import { HeartIcon } from './heart-icon';

/** A toggle for one product's favourite state (aria-pressed); guests get the sign-in message. */
export function FavoriteButton({ productId, productName, className }: { productId: string; productName: string; className?: string }) {
  const isFavorite = useIsFavorite(productId);
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`fav-button${isFavorite ? ' fav-button--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={isFavorite}
      aria-label={`Save ${productName} to favorites`}
      title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      data-testid="favorite-button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void toggleFavorite(productId).finally(() => setBusy(false));
      }}
    >
      <HeartIcon filled={isFavorite} />
    </button>
  );
}
