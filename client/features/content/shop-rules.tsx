import { CURRENCY_BY_COUNTRY, formatMoney, type Country } from '../../../shared/money';
import { DEFAULT_SHIPPING_RATE } from '../../../shared/checkout/totals';
import { useShippingRate } from '../cart/use-cart';
import { useShopInfo } from '../../lib/shop-info/use-shop-info';

// The shop's own rules as the content pages state them, read from where the shop keeps them (never
// written twice): the active shipping rate of each country (the defaults of shared/checkout/totals.ts
// until the catalogue has synced) and the return windows of the settings (/api/shop-info).

/** Each country's delivery charge and free-delivery threshold, in its own currency. */
export function useDeliveryTerms(country: Country): { charge: string; freeFrom: string } {
  const rate = useShippingRate(country) ?? DEFAULT_SHIPPING_RATE;
  const currency = CURRENCY_BY_COUNTRY[country];
  return { charge: formatMoney(rate.baseRate, currency), freeFrom: formatMoney(rate.freeShippingThreshold, currency) };
}

/** Days to return an unopened item, per country (the return_window_days setting). */
export function useReturnWindows(): Record<Country, number> {
  return useShopInfo().returnWindowDays;
}

/** "30 days in the US and 14 days in the UK". */
export function ReturnWindowsText() {
  const days = useReturnWindows();
  return (
    <span data-testid="return-windows">
      {days.US} days in the US and {days.UK} days in the UK
    </span>
  );
}

/** A table of both countries' delivery terms. */
export function DeliveryTable() {
  const us = useDeliveryTerms('US');
  const uk = useDeliveryTerms('UK');
  return (
    <table className="content-table" data-testid="delivery-table">
      <caption>Home delivery</caption>
      <thead>
        <tr>
          <th scope="col">Country</th>
          <th scope="col">Delivery charge</th>
          <th scope="col">Free delivery from</th>
          <th scope="col">Usually arrives</th>
        </tr>
      </thead>
      <tbody>
        {[
          { country: 'United States', terms: us, arrives: '3–5 working days' },
          { country: 'United Kingdom', terms: uk, arrives: '2–4 working days' },
        ].map((row) => (
          <tr key={row.country}>
            <th scope="row">{row.country}</th>
            <td>{row.terms.charge}</td>
            <td>{row.terms.freeFrom}</td>
            <td>{row.arrives}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
