import { useWatch } from 'react-hook-form';
import { COUNTRIES, CURRENCY_BY_COUNTRY, formatMoney } from '../../../../shared/money';
import { shopperPrices, type PricedVariant } from '../../../../shared/pricing';
import type { ProductFormValues } from './product-form';

const COUNTRY_NAMES = { US: 'United States', UK: 'United Kingdom' } as const;

/**
 * What a shopper will pay in each country for the product and each size, as staff type: computed by
 * shopperPrices, the function the storefront prices with, so the preview cannot disagree with the shop.
 */
export function PricePreview() {
  const [price, priceUk, variants, name] = useWatch<ProductFormValues, ['price', 'priceUk', 'variants', 'name']>({ name: ['price', 'priceUk', 'variants', 'name'] });
  const rows = (variants ?? []).map((variant) => ({
    name: variant.name?.trim() || 'Unnamed size',
    priced: { price: variant.price ?? null, priceUk: variant.priceUk ?? null, priceAdjustment: Number.isInteger(variant.priceAdjustment) ? variant.priceAdjustment! : 0 } satisfies PricedVariant,
  }));
  // A box whose text cannot be read holds that text (kit/typed-value.ts): no preview from it.
  const readable = [priceUk, ...(variants ?? []).flatMap((variant) => [variant.price, variant.priceUk])].every((amount) => amount === null || amount === undefined || Number.isInteger(amount));
  const valid = typeof price === 'number' && Number.isInteger(price) && readable;
  return (
    <section className="price-preview" aria-labelledby="price-preview-title" data-testid="price-preview">
      <h2 id="price-preview-title">What shoppers pay</h2>
      {!valid ? (
        <p className="muted">Enter the US price to see what shoppers pay.</p>
      ) : (
        <PreviewTable product={name?.trim() || 'This product'} prices={shopperPrices({ price, priceUk: priceUk ?? null }, rows.map((row) => row.priced))} sizes={rows.map((row) => row.name)} />
      )}
    </section>
  );
}

function PreviewTable({ product, prices, sizes }: { product: string; prices: ReturnType<typeof shopperPrices>; sizes: string[] }) {
  return (
    <table className="data-table">
      <caption className="visually-hidden">Prices shoppers see in each country</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          {COUNTRIES.map((country) => (
            <th scope="col" key={country}>
              {COUNTRY_NAMES[country]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{product}</th>
          {COUNTRIES.map((country) => (
            <td key={country} data-testid={`preview-${country}`}>
              {formatMoney(prices[country].product, CURRENCY_BY_COUNTRY[country])}
            </td>
          ))}
        </tr>
        {sizes.map((size, index) => (
          <tr key={index}>
            <th scope="row">Size: {size}</th>
            {COUNTRIES.map((country) => (
              <td key={country} data-testid={`preview-${country}-size-${index}`}>
                {formatMoney(prices[country].variants[index]!, CURRENCY_BY_COUNTRY[country])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
