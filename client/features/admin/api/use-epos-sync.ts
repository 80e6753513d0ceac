import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../../../shared/admin/api';
import { isTillSyncRunActive, type TillDriftReport, type TillSettings, type TillSettingsInput, type TillSyncRequest, type TillSyncRun, type TillSyncRunListQuery } from '../../../../shared/admin/epos-sync.schema';
import { adminRequest } from './admin-client';

const KEY = ['admin', 'epos-sync'] as const;
const runKey = (id: string) => [...KEY, 'run', id] as const;

/** How often a run that is queued or running is read again while the screen follows it (docs/decisions/086). */
const RUN_POLL_MS = 1000;
/** How often the history is read again: often while a run in it is still to finish, else now and then (scheduled runs appear by themselves). */
const RUNS_POLL_MS = { active: 2000, idle: 15_000 } as const;

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

/** One page of the sync runs, newest first; refreshed while the screen is open. */
export function useTillSyncRuns(query: TillSyncRunListQuery) {
  return useQuery({
    queryKey: [...KEY, 'runs', query],
    queryFn: () => adminRequest<ListPage<TillSyncRun>>('GET', 'epos-sync/runs', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.rows.some(isTillSyncRunActive) ? RUNS_POLL_MS.active : RUNS_POLL_MS.idle),
  });
}

/** One run as it goes: read every second while it is queued or running; when it ends, the history and the drift report are read again. */
export function useTillSyncRun(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: runKey(id ?? ''),
    queryFn: async () => {
      const before = client.getQueryData<TillSyncRun>(runKey(id!));
      const run = await adminRequest<TillSyncRun>('GET', `epos-sync/runs/${encodeURIComponent(id!)}`);
      if (before && isTillSyncRunActive(before) && !isTillSyncRunActive(run)) {
        void client.invalidateQueries({ queryKey: [...KEY, 'runs'] });
        void client.invalidateQueries({ queryKey: [...KEY, 'drift'] });
      }
      return run;
    },
    enabled: id !== null,
    refetchInterval: (current) => (current.state.data && isTillSyncRunActive(current.state.data) ? RUN_POLL_MS : false),
  });
}

/** The drift report, read from the till when asked for. */
export function useTillDrift(enabled: boolean) {
  return useQuery({ queryKey: [...KEY, 'drift'], queryFn: () => adminRequest<TillDriftReport>('GET', 'epos-sync/drift'), enabled, retry: false });
}

/** POST …/sync: the run it queued or joined (202, at once), which the screen then follows; the history shows it. */
export function useSyncNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminRequest<TillSyncRequest>('POST', 'epos-sync/sync'),
    onSuccess: ({ run }) => client.setQueryData(runKey(run.id), run),
    onSettled: () => client.invalidateQueries({ queryKey: [...KEY, 'runs'] }),
  });
}
