import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { SCREENS, screenPath } from '../../../../shared/admin/screens';
import type { AdminScreen } from '../../../../shared/roles';

type SetLabel = (label: string | null) => void;
const RecordLabelContext = createContext<SetLabel>(() => {});

/** Holds the last crumb a page names (a record's name, "New category") for the shell's breadcrumbs. */
export function useRecordLabelState(): [string | null, SetLabel] {
  return useState<string | null>(null);
}

export function RecordLabelProvider({ setLabel, children }: { setLabel: SetLabel; children: ReactNode }) {
  return <RecordLabelContext.Provider value={setLabel}>{children}</RecordLabelContext.Provider>;
}

/** A page below a screen names itself in the breadcrumbs while it is shown. */
export function useBreadcrumb(label: string | null): void {
  const setLabel = useContext(RecordLabelContext);
  useEffect(() => {
    setLabel(label);
    return () => setLabel(null);
  }, [label, setLabel]);
}

// Ancestors link back with exact matching: TanStack marks a partly matching link aria-current, and
// only the last crumb is the current page.
/** Back office › Catalogue › Categories › “Dinosaurs”: where the user is, each step a way back. */
export function Breadcrumbs({ screen, recordLabel }: { screen: AdminScreen; recordLabel: string | null }) {
  const info = SCREENS[screen];
  const atScreen = recordLabel === null;
  return (
    <nav aria-label="Breadcrumbs" className="admin-breadcrumbs">
      <ol>
        <li>
          {screen === 'dashboard' && atScreen ? <span aria-current="page">Back office</span> : <Link to="/admin" activeOptions={{ exact: true }}>
              Back office
            </Link>}
        </li>
        {/* A group named like its one screen (Settings) is not said twice. */}
        {info.group && info.group !== info.title ? <li>{info.group}</li> : null}
        {screen !== 'dashboard' ? (
          <li>{atScreen ? <span aria-current="page">{info.title}</span> : <Link to={screenPath(screen)} activeOptions={{ exact: true }}>
              {info.title}
            </Link>}</li>
        ) : null}
        {recordLabel !== null ? (
          <li>
            <span aria-current="page">{recordLabel}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
