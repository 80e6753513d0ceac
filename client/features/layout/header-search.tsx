import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { HEADER } from '../../../shared/texts';

/** The header search: a non-blank trimmed term opens /shop?search=term; a blank one does nothing. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = term.trim();
    if (!search) return;
    void navigate({ to: '/shop', search: { search } });
  };

  return (
    // One form for every width: CSS moves it below the bar on small screens.
    // eslint-disable-next-line no-restricted-syntax -- first paint: a search box, and no react-hook-form in the entry (ADR 094)
    <form role="search" className="site-header__search" onSubmit={submit}>
      <label htmlFor="header-search" className="visually-hidden">
        Search products
      </label>
      <input
        id="header-search"
        type="search"
        name="search"
        placeholder={HEADER.searchPlaceholder}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        autoComplete="off"
      />
    </form>
  );
}
