import { COUNTRIES } from '../../../shared/money';
import { REGION } from '../../../shared/texts';
import { setCountry, useCountry } from '../../lib/region/country-store';

/** The footer's country/region picker (SPEC §2.11): a choice here is recorded as manual. */
export function CountryPicker() {
  const { country } = useCountry();
  return (
    <div className="region-picker" role="group" aria-labelledby="region-picker-title">
      <h2 id="region-picker-title">Country/Region</h2>
      <ul>
        {COUNTRIES.map((option) => (
          <li key={option}>
            <button
              type="button"
              className="region-picker__option"
              aria-pressed={country === option}
              onClick={() => setCountry(option, 'manual')}
            >
              <span className="region-picker__region">{REGION.regions[option]}:</span> {REGION.countries[option]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
