import { useEffect, useState } from 'react';
import type { AdminScreenTitles } from './route-titles';

// The back office's screen names come with the back office's code, fetched only when one of its
// pages is shown: no admin code is loaded on the storefront's pages.
let fetched: AdminScreenTitles | null = null;

/** The admin screen names once `wanted` (an admin page is shown) and they have arrived; null before. */
export function useAdminScreenTitles(wanted: boolean): AdminScreenTitles | null {
  const [titles, setTitles] = useState<AdminScreenTitles | null>(fetched);
  useEffect(() => {
    if (!wanted || titles) return;
    let live = true;
    import('../../features/admin/admin-screens')
      .then((module) => {
        fetched = module.ADMIN_SCREEN_TITLES;
        if (live) setTitles(fetched);
      })
      .catch((error: unknown) => console.warn('The back office screen names could not be loaded', error));
    return () => {
      live = false;
    };
  }, [wanted, titles]);
  return titles;
}
