import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../../../shared/admin/api';
import type { TillDriftReport, TillSettings, TillSettingsInput, TillSyncRun, TillSyncRunListQuery } from '../../../../shared/admin/epos-sync.schema';
import { adminRequest } from '../api/admin-client';

const KEY = ['admin', 'epos-sync'] as const;

/** The till connection as the screen may read it (never its secrets). */
export function useTillSettings() {
  return useQuery({ queryKey: [...KEY, 'settings'], queryFn: () => adminRequest<TillSettings>('GET', 'epos-sync/settings') });
}

/** PUT …/settings (admins): the connection is read again. */
export function useSaveTillSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TillSettingsInput) => adminRequest<{ ok: true }>('PUT', 'epos-sync/settings', { body: input }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** One page of the sync runs, newest first; refreshed while the screen is open (scheduled runs appear by themselves). */
export function useTillSyncRuns(query: TillSyncRunListQuery) {
  return useQuery({ queryKey: [...KEY, 'runs', query], queryFn: () => adminRequest<ListPage<TillSyncRun>>('GET', 'epos-sync/runs', { query }), placeholderData: keepPreviousData, refetchInterval: 15_000 });
}

/** The drift report, read from the till when asked for. */
export function useTillDrift(enabled: boolean) {
  return useQuery({ queryKey: [...KEY, 'drift'], queryFn: () => adminRequest<TillDriftReport>('GET', 'epos-sync/drift'), enabled, retry: false });
}

/** POST …/sync: the finished run; runs and drift are read again. */
export function useSyncNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest<TillSyncRun>('POST', 'epos-sync/sync'),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
