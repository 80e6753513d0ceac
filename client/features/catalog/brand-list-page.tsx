import { Link } from '@tanstack/react-router';
import { HOME } from '../../../shared/texts';
import { useCatalogueSynced } from '../../lib/db/load-shop-database';
import { CatalogImage } from './catalog-image';
import { useActiveBrands } from './use-catalogue-lists';

export function BrandListPage() {
  const synced = useCatalogueSynced();
  const brands = useActiveBrands();
  const list = brands.status === 'ready' ? brands.data : brands.status === 'error' ? [] : undefined;
  return (
    <div data-testid="page-brand" className="brand-list-page">
      <h1>{HOME.shopByBrand}</h1>
      {!list || (!synced && list.length === 0) ? (
        <p role="status">Loading brands...</p>
      ) : list.length === 0 ? (
        <p>{HOME.noBrands}</p>
      ) : (
        <ul className="brand-list">
          {list.map((brand) => (
            <li key={brand.id} className="brand-list__item">
              <CatalogImage className="brand-list__logo" src={brand.logoUrl} alt="" width={96} height={96} loading="lazy" />
              <div>
                <h2 className="brand-list__name">
                  <Link to="/brand/$slug" params={{ slug: brand.slug }}>{brand.name}</Link>
                </h2>
                {brand.description && <p className="muted">{brand.description}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
