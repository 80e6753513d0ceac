// Texts for the favourites list and the header's favourites link (the spec names the feature, not these words).
export const FAVORITES_TEXTS = {
  title: 'Favorites',
  empty: 'You have no favorites yet. Tap the heart on a product to save it here.',
  loading: 'Loading your favorites...',
  headerLink: (count: number): string => (count === 1 ? 'Favorites, 1 product' : `Favorites, ${count} products`),
} as const;
