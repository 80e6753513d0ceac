import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_TABLES, type AdminChangeEvent } from '../../../../shared/admin/live';
import { followsChanges, screensTouchedBy } from './live-queries';

/**
 * The back office follows the change feed (issue 25, docs/decisions/098): one EventSource on
 * /api/admin/dashboard/changes while the shell is open. Each change makes the open lists, dashboards,
 * histories and the attention badge that show its tables read again (only those on screen are
 * fetched at once); after a gap in the stream (an error, a reopen) every one of them is.
 */
export function useAdminLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    let hasOpened = false;
    const source = new EventSource('/api/admin/dashboard/changes', { withCredentials: true });
    const refresh = (screens: Set<string> | 'all') =>
      void client.invalidateQueries({ predicate: (query) => (screens === 'all' ? followsChanges(query.queryKey, ALL) : followsChanges(query.queryKey, screens)) });
    source.addEventListener('change', (event) => {
      try {
        const { tables } = JSON.parse((event as MessageEvent<string>).data) as AdminChangeEvent;
        if (Array.isArray(tables)) refresh(screensTouchedBy(tables));
      } catch {
        refresh('all');
      }
    });
    source.addEventListener('open', () => {
      if (hasOpened) refresh('all');
      hasOpened = true;
    });
    return () => source.close();
  }, [client]);
}

const ALL = screensTouchedBy(LIVE_TABLES);
