import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackgroundJobState } from '../../../../shared/admin/background-jobs';
import type { AdminSettings, SettingsSave } from '../../../../shared/admin/settings.schema';
import { adminRequest } from './admin-client';

const SETTINGS_KEY = ['settings'] as const;

/** GET /api/admin/settings: every setting and the version they were read at. */
export function useAdminSettings() {
  // A form must not be reset under the user's typing by a background refetch.
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: () => adminRequest<AdminSettings>('GET', 'settings'), staleTime: Infinity });
}

/** PUT /api/admin/settings with the version read (409 when someone saved first). */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingsSave) => adminRequest<AdminSettings>('PUT', 'settings', { body: input }),
    onSuccess: (saved) => client.setQueryData(SETTINGS_KEY, saved),
  });
}

export function useReloadSettings() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: SETTINGS_KEY });
}

/** GET /api/admin/settings/jobs: the background jobs' state, refreshed while the screen is open. */
export function useBackgroundJobs() {
  return useQuery({ queryKey: ['settings', 'jobs'], queryFn: () => adminRequest<BackgroundJobState[]>('GET', 'settings/jobs'), refetchInterval: 10_000 });
}
