import { Link } from '@tanstack/react-router';
import { FAVORITES_TEXTS } from '../../../shared/favorites-texts';
import { responsivePicture } from '../../../shared/media/media-urls';
import { useFavoriteProducts } from '../favorites/use-favorite-products';
import { mainPictureUrl } from '../../../shared/catalog/product-pictures';

/** The profile's list of saved favourites, from the device (so it shows offline too). */
export function FavoriteProducts() {
  const { status, products } = useFavoriteProducts();
  return (
    <section className="profile-section" id="favorites" aria-labelledby="profile-favorites-title">
      <h2 id="profile-favorites-title">{FAVORITES_TEXTS.title}</h2>
      {status === 'loading' ? (
        <p role="status">{FAVORITES_TEXTS.loading}</p>
      ) : products.length === 0 ? (
        <p>{FAVORITES_TEXTS.empty}</p>
      ) : (
        <ul className="favorite-list" data-testid="favorite-list">
          {products.map((product) => (
            <li key={product.id}>
              <Link to="/product/$id" params={{ id: product.id }} className="favorite-list__item">
                <FavoritePicture product={product} />
                <span>{product.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FavoritePicture({ product }: { product: { id: string; pictures: readonly string[] } }) {
  const src = mainPictureUrl(product);
  return src ? <img {...responsivePicture(src, '64px')} alt="" width={64} height={64} loading="lazy" /> : null;
}
