/** The favourites heart: outlined, or filled when the product is a favourite. */
export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.7 3.2 5 6.8 5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.6 0 5.7 3.7 4.3 6.9C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}
