import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PRODUCT_SORTS, type ProductSort } from '../../../shared/catalog/search';
import { SHOP } from '../../../shared/texts';
import { SHOP_FILTER_TEXTS } from '../../../shared/catalog/catalog-texts';
import { useModalPanel } from '../../lib/dialog/use-modal-panel';
import { SORT_LABELS, type ShopSearch } from './shop-search';

interface Option {
  id: string;
  slug: string;
  name: string;
}

interface ShopFiltersProps {
  search: ShopSearch;
  /** The trimmed search term: "Best match" is offered only with one. */
  term: string;
  categories: readonly Option[] | undefined;
  brands: readonly Option[] | undefined;
  currencySymbol: string;
  /** Products matching the filters as they stand, undefined while unknown. */
  total: number | undefined;
  update: (changes: Partial<ShopSearch>) => void;
}

// Below this width the filters live in a drawer (issue 10): the same breakpoint as the site's menu.
const WIDE = '(min-width: 1024px)';

/**
 * The shop's filters (issue 10 "filters that fit a phone"). Wide screens: a sidebar beside the
 * products, so the first row of products is on the first screen. Small screens: a "Filters"
 * button opens them in a modal drawer that shows the live result count and ends with "Show N
 * results"; every choice applies at once, so closing the drawer shows the results it counted.
 * One set of controls serves both layouts (CSS switches them), so the server's markup is the same
 * for every screen.
 */
export function ShopFilters({ search, term, categories, brands, currencySymbol, total, update }: ShopFiltersProps) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const onKeyDown = useModalPanel(open, panel, close, { returnFocusTo: opener });

  // Turning a phone into a wide screen leaves no drawer open over the sidebar.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    onChange();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  const active = [search.category, search.brand, search.min, search.max, search.inStock].filter((value) => value !== undefined).length;
  const sort = search.sort ?? (term ? 'relevance' : 'name');

  return (
    <>
      <div className="shop-toolbar">
        <button
          ref={opener}
          type="button"
          className="button button--quiet shop-toolbar__filters"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls="shop-filters"
          onClick={() => setOpen(true)}
        >
          {SHOP_FILTER_TEXTS.filters}
          {active > 0 && <span className="shop-toolbar__active">{` (${active})`}</span>}
        </button>
      </div>
      {open && <div className="shop-filters-backdrop" aria-hidden="true" onClick={close} />}
      <div
        ref={panel}
        id="shop-filters"
        className={open ? 'shop-filters-panel shop-filters-panel--open' : 'shop-filters-panel'}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby="shop-filters-title"
        onKeyDown={onKeyDown}
      >
        <div className="shop-filters-panel__header">
          <h2 id="shop-filters-title" className="shop-filters-panel__title">{SHOP_FILTER_TEXTS.filters}</h2>
          <button type="button" className="icon-button shop-filters-panel__close" aria-label={SHOP_FILTER_TEXTS.close} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="shop-filters" role="group" aria-labelledby="shop-filters-title">
          <label className="shop-filter">
            <span>Category</span>
            <select value={search.category ?? ''} onChange={(event) => update({ category: event.target.value || undefined })}>
              <option value="">{SHOP.allProducts}</option>
              {categories?.map((option) => (
                <option key={option.id} value={option.slug}>{option.name}</option>
              ))}
            </select>
          </label>
          <label className="shop-filter">
            <span>Brand</span>
            <select value={search.brand ?? ''} onChange={(event) => update({ brand: event.target.value || undefined })}>
              <option value="">All brands</option>
              {brands?.map((option) => (
                <option key={option.id} value={option.slug}>{option.name}</option>
              ))}
            </select>
          </label>
          <PriceFilter min={search.min} max={search.max} symbol={currencySymbol} onApply={(range) => update(range)} />
          <label className="shop-filter shop-filter--check">
            <input type="checkbox" checked={search.inStock ?? false} onChange={(event) => update({ inStock: event.target.checked || undefined })} />
            <span>In stock only</span>
          </label>
          <label className="shop-filter">
            <span>Sort by</span>
            <select value={sort} onChange={(event) => update({ sort: toSort(event.target.value) })}>
              {PRODUCT_SORTS.filter((option) => option !== 'relevance' || term).map((option) => (
                <option key={option} value={option}>{SORT_LABELS[option]}</option>
              ))}
            </select>
          </label>
        </div>
        {/* Only in the drawer: beside the products the page's own count says it. */}
        {open && (
          <div className="shop-filters-panel__footer">
            <p className="shop-filters-panel__count" aria-live="polite" data-testid="filter-count">
              {total === undefined ? SHOP.loading : SHOP_FILTER_TEXTS.matching(total)}
            </p>
            <button type="button" className="button shop-filters-panel__show" onClick={close}>
              {SHOP_FILTER_TEXTS.show(total)}
            </button>
          </div>
        )}
      </div>
    </>
  );
}

/** Whole units of the currency, 0 to 1,000,000 (the shop URL's bounds); blank is no bound. */
function parseWhole(value: string): number | undefined | 'invalid' {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,7}$/.test(trimmed) || Number(trimmed) > 1_000_000) return 'invalid';
  return Number(trimmed);
}

/**
 * Min and max price: applied when a field is left, on Enter or with Apply, so the count follows
 * the shopper field by field (in the drawer too) without a URL change on every keystroke.
 */
function PriceFilter({ min, max, symbol, onApply }: {
  min: number | undefined;
  max: number | undefined;
  symbol: string;
  onApply: (range: { min: number | undefined; max: number | undefined }) => void;
}) {
  const [draft, setDraft] = useState({ min: min?.toString() ?? '', max: max?.toString() ?? '' });
  const [applied, setApplied] = useState({ min, max });
  const [error, setError] = useState<string | null>(null);
  // The URL changed (this form applied, or Back, a link): show what it says, but only for the bound
  // that changed, so the other field keeps what is being typed into it.
  if (applied.min !== min || applied.max !== max) {
    setApplied({ min, max });
    setDraft({
      min: applied.min !== min ? (min?.toString() ?? '') : draft.min,
      max: applied.max !== max ? (max?.toString() ?? '') : draft.max,
    });
    setError(null);
  }

  const apply = () => {
    const low = parseWhole(draft.min);
    const high = parseWhole(draft.max);
    if (low === 'invalid' || high === 'invalid') {
      setError(SHOP_FILTER_TEXTS.priceNotWhole);
      return;
    }
    if (low !== undefined && high !== undefined && low > high) {
      setError(SHOP_FILTER_TEXTS.priceOrder);
      return;
    }
    setError(null);
    if (low !== min || high !== max) onApply({ min: low, max: high });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply();
  };
  const invalid = error !== null ? true : undefined;
  const described = error !== null ? 'shop-price-error' : undefined;

  return (
    // eslint-disable-next-line no-restricted-syntax -- a list filter on the first screen: what is typed is a query, not data entered (ADR 094)
    <form className="shop-filter shop-filter--price" onSubmit={submit} aria-label="Price range" noValidate>
      <label>
        <span>Min price ({symbol})</span>
        <input name="min" inputMode="numeric" size={6} value={draft.min} aria-invalid={invalid} aria-describedby={described}
          onChange={(event) => setDraft({ ...draft, min: event.target.value })} onBlur={apply} />
      </label>
      <label>
        <span>Max price ({symbol})</span>
        <input name="max" inputMode="numeric" size={6} value={draft.max} aria-invalid={invalid} aria-describedby={described}
          onChange={(event) => setDraft({ ...draft, max: event.target.value })} onBlur={apply} />
      </label>
      <button type="submit" className="button button--quiet">Apply</button>
      {error !== null && <p id="shop-price-error" className="shop-filter__error" role="alert">{error}</p>}
    </form>
  );
}

function toSort(value: string): ProductSort | undefined {
  return (PRODUCT_SORTS as readonly string[]).includes(value) ? (value as ProductSort) : undefined;
}
