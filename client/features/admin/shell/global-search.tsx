import { useId, useMemo, useRef, useState } from 'react';
import { useDialogShownWhile } from '../kit/native-dialog';
import { useRouter } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { screensMatching, searchesKind, SEARCH_MIN_RECORD_CHARS, SEARCH_TEXTS as T, type SearchHit, type SearchResults } from '../../../../shared/admin/search';
import type { Role } from '../../../../shared/roles';
import { adminSearchQuery, useAdminSearch } from '../api/use-admin-search';
import { errorText } from '../api/resource-queries';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import './global-search.css';

/** One choice of the result list: what it shows and the back-office path it opens. */
interface SearchOption {
  key: string;
  /** Its place in the whole list (↑/↓ move by it). */
  index?: number;
  label: string;
  detail?: string;
  path: string;
}

interface OptionGroup {
  name: string;
  options: SearchOption[];
}

const SEARCH_WAIT_MS = 120;

const hitOption = (hit: SearchHit): SearchOption => ({ key: `${hit.kind}:${hit.id}`, label: hit.label, detail: hit.detail, path: hit.path });

/** The groups the search's answer and the screen list give, the record the term names exactly first. */
function groupsOf(term: string, roles: readonly Role[], results: SearchResults | undefined): OptionGroup[] {
  const groups: OptionGroup[] = [];
  const q = term.trim();
  if (!q) return groups;
  const answered = results && results.q === q ? results : undefined;
  if (answered?.exact) groups.push({ name: T.exactOrder, options: [{ ...hitOption(answered.exact), key: `exact:${answered.exact.id}` }] });
  const screens = screensMatching(q, roles).map((screen) => ({ key: `screen:${screen.screen}`, label: screen.title, path: screen.path }));
  if (screens.length > 0) groups.push({ name: 'Screens', options: screens });
  if (!answered) return groups;
  const all = (kind: 'order' | 'customer' | 'product', label: string, screen: string): SearchOption[] =>
    answered.recordsSearched && searchesKind(kind, roles) ? [{ key: `all:${kind}`, label: `${label} “${q}”`, path: `/admin/${screen}?q=${encodeURIComponent(q)}` }] : [];
  const kinds: Array<[string, SearchHit[], SearchOption[]]> = [
    ['Orders', answered.orders, all('order', T.allOrders, 'orders')],
    ['Customers', answered.customers, all('customer', T.allCustomers, 'customers')],
    ['Products', answered.products, all('product', T.allProducts, 'products')],
    ['Stores', answered.stores, []],
  ];
  for (const [name, hits, more] of kinds) {
    if (hits.length > 0) groups.push({ name, options: [...hits.map(hitOption), ...more] });
  }
  return groups;
}

/** The groups with each option's place in the whole list. */
function numbered(groups: OptionGroup[]): OptionGroup[] {
  let index = 0;
  return groups.map((group) => ({ ...group, options: group.options.map((option) => ({ ...option, index: index++ })) }));
}

/**
 * The back office's one search (issue 25, docs/decisions/098), a modal combobox opened from the top bar,
 * by `/` or by Ctrl/⌘-K: order numbers and pickup codes, customers, products, stores and the screens,
 * as far as the user's roles and stores reach. ↑/↓ move through the results, Enter opens the active one
 * (an exact order number or pickup code is first, so Enter opens it at once), Escape closes.
 */
export function GlobalSearch({ open, roles, onClose }: { open: boolean; roles: readonly Role[]; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const dialog = useDialogShownWhile(open, () => input.current?.select());
  const router = useRouter();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const asked = useDebouncedValue(term, SEARCH_WAIT_MS);
  const search = useAdminSearch(open ? asked : '');
  const groups = useMemo(() => numbered(groupsOf(term, roles, search.data)), [term, roles, search.data]);
  const options = groups.flatMap((group) => group.options);
  const listId = useId();
  const statusId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  // The active option stays while the list changes around it; the first one otherwise.
  const current = Math.max(0, options.findIndex((option) => option.key === activeKey));

  const choose = (option: SearchOption | undefined) => {
    if (!option) return;
    setTerm('');
    setActiveKey(null);
    onClose();
    router.history.push(option.path);
  };

  const q = term.trim();
  const waiting = q.length > 0 && (asked.trim() !== q || search.isFetching);

  /**
   * Enter before the answer for what was typed came (a scanner types a code and Enter at once): the
   * answer is awaited and its first result opened, so an exact order number opens its order.
   */
  const chooseWhenAnswered = async (typed: string) => {
    const results = await queryClient.fetchQuery(adminSearchQuery(typed)).catch(() => undefined);
    if (!results || input.current?.value.trim() !== typed) return;
    choose(groupsOf(typed, roles, results).flatMap((group) => group.options)[0]);
  };

  // A term too short for records asks for more, whether or not a screen matched it and after its
  // answer as before it: "nothing matches" would say the records were searched.
  let status = '';
  if (search.isError) status = errorText(search.error) ?? '';
  else if (q && q.length < SEARCH_MIN_RECORD_CHARS) status = T.tooShort;
  else if (q && !waiting && options.length === 0) status = `${T.nothing} “${q}”`;
  else if (waiting) status = T.searching;

  return (
    <dialog
      ref={dialog}
      className="admin-search"
      aria-label={T.label}
      data-testid="admin-search"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="admin-search__box">
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label={T.label}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={options.length > 0 ? optionId(current) : undefined}
          aria-describedby={statusId}
          placeholder={T.placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setActiveKey(null);
          }}
          onKeyDown={(event) => {
            // A search field's own Escape only empties it: here Escape closes the search, as everywhere.
            if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
            } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              if (options.length === 0) return;
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActiveKey(options[(current + step + options.length) % options.length]!.key);
            } else if (event.key === 'Enter') {
              event.preventDefault();
              if (waiting && activeKey === null) void chooseWhenAnswered(q);
              else choose(options[current]);
            }
          }}
        />
        <p id={statusId} className="admin-search__status muted" role="status">{status}</p>
        <div id={listId} role="listbox" aria-label={T.label} className="admin-search__results">
          {groups.map((group) => (
            <div key={group.name} role="group" aria-label={group.name} className="admin-search__group">
              <div role="presentation" className="admin-search__group-name" aria-hidden="true">{group.name}</div>
              {group.options.map((option) => (
                <div
                  key={option.key}
                  id={optionId(option.index!)}
                  role="option"
                  aria-selected={option.index === current}
                  className="admin-search__option"
                  onMouseMove={() => setActiveKey(option.key)}
                  onClick={() => choose(option)}
                >
                  <span className="admin-search__label">{option.label}</span>
                  {option.detail ? <span className="admin-search__detail muted">{option.detail}</span> : null}
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </dialog>
  );
}
