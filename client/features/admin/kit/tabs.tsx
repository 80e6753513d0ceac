import { useId, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

/**
 * A back-office screen's tabs (WAI-ARIA tabs with automatic activation): the chosen tab is marked
 * (aria-selected, and a bar under it), ←/→ move between tabs and choose, Home/End go to the ends,
 * and only the chosen tab is in the Tab order. The screen keeps the choice (in its URL).
 */
export function Tabs<Name extends string>({ label, tabs, chosen, onChoose, children }: { label: string; tabs: ReadonlyArray<{ name: Name; label: string }>; chosen: Name; onChoose: (name: Name) => void; children: ReactNode }) {
  const id = useId();
  const tabId = (name: Name) => `${id}-tab-${name}`;
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabs.findIndex((tab) => tab.name === chosen);
    const next = event.key === 'ArrowRight' ? at + 1 : event.key === 'ArrowLeft' ? at - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onChoose(tab.name);
    document.getElementById(tabId(tab.name))?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={label} className="admin-tabs">
        {tabs.map((tab) => (
          <button
            key={tab.name}
            id={tabId(tab.name)}
            type="button"
            role="tab"
            aria-selected={tab.name === chosen}
            aria-controls={`${id}-panel`}
            tabIndex={tab.name === chosen ? 0 : -1}
            onClick={() => onChoose(tab.name)}
            onKeyDown={onKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(chosen)}>
        {children}
      </div>
    </>
  );
}
