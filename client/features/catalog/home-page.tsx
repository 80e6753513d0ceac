import { Link } from '@tanstack/react-router';
import { formatMoney } from '../../../shared/money';
import { HOME } from '../../../shared/texts';
import { HOME_BRANDS_LIMIT, HOME_FEATURED_LIMIT } from '../../../shared/catalog/catalogue-limits';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useCatalogueSynced } from '../../lib/db/load-shop-database';
import { useCountry } from '../../lib/region/country-store';
import { HeroCarousel } from './hero-carousel';
import { ProductGrid } from './product-card';
import { CatalogImage } from './catalog-image';
import { useActiveBrands } from './use-catalogue-lists';
import { useFreeShippingThreshold } from './use-catalogue';
import { firstScreenFor, firstScreenShippingRates, useFirstScreenCopy } from './use-first-screen';

export function HomePage() {
  const synced = useCatalogueSynced();
  const { country, currency } = useCountry();
  const featured = useRxQuery(
    (db) => db.products.find({ selector: { isFeatured: true }, sort: [{ createdAt: 'desc' }], limit: HOME_FEATURED_LIMIT }).$,
    [],
    { afterFirstSync: true },
  );
  const brands = useActiveBrands(HOME_BRANDS_LIMIT);
  const server = firstScreenFor('home');
  const freeFrom = useFreeShippingThreshold(country, firstScreenShippingRates());
  const fromServer = useFirstScreenCopy(server, [featured, brands]);
  const featuredList = fromServer ? fromServer.featured : featured.status === 'ready' ? featured.data : featured.status === 'error' ? [] : undefined;
  const brandList = fromServer ? fromServer.brands : brands.status === 'ready' ? brands.data : brands.status === 'error' ? [] : undefined;

  return (
    <div data-testid="page-home" className="home-page">
      <h1 className="visually-hidden">Toy Shop</h1>
      <HeroCarousel fromServer={server?.heroSlides} />
      <ul className="home-benefits" aria-label="Why shop with us">
        <li>
          <strong>{HOME.freeDelivery}</strong>
          <span>Free shipping on orders over {formatMoney(freeFrom, currency)}</span>
        </li>
        <li>
          <strong>{HOME.support}</strong>
          <span>{HOME.supportText}</span>
        </li>
        <li>
          <strong>{HOME.memberRewards}</strong>
          <span>{HOME.memberRewardsText}</span>
        </li>
      </ul>

      <section aria-labelledby="featured-heading" className="home-section">
        <h2 id="featured-heading">{HOME.featuredCollection}</h2>
        {!featuredList || (!fromServer && !synced && featuredList.length === 0) ? (
          <p role="status">Loading products...</p>
        ) : featuredList.length === 0 ? (
          <p>{HOME.noFeaturedProducts}</p>
        ) : (
          <ProductGrid products={featuredList} />
        )}
      </section>

      <section aria-labelledby="brands-heading" className="home-section">
        <h2 id="brands-heading">{HOME.shopByBrand}</h2>
        {!brandList || (!fromServer && !synced && brandList.length === 0) ? (
          <p role="status">Loading brands...</p>
        ) : brandList.length === 0 ? (
          <p>{HOME.noBrands}</p>
        ) : (
          <ul className="home-brands">
            {brandList.map((brand) => (
              <li key={brand.id}>
                <Link to="/brand/$slug" params={{ slug: brand.slug }} className="home-brand">
                  <CatalogImage className="home-brand__logo" src={brand.logoUrl} alt="" width={120} height={120} loading="lazy" />
                  <span>{brand.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="mission-heading" className="home-section home-mission">
        <h2 id="mission-heading">{HOME.ourMission}</h2>
        <p className="lede">
          We pick toys and collectibles that spark play and last: from first building blocks to limited-edition
          figures, chosen by people who still love to play, and delivered across the US and the UK.
        </p>
      </section>
    </div>
  );
}
