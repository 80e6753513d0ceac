import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJob, JobInput } from '../../../../shared/careers/job.schema';
import { adminRequest } from './admin-client';
import { resourceQueries } from './resource-queries';

/** Jobs: /api/admin/jobs. */
export const jobQueries = resourceQueries<AdminJob, JobInput>('jobs');

/** Opens or closes a job from the version read (POST /api/admin/jobs/:id/open|close). */
export function useSetJobOpen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ job, open }: { job: AdminJob; open: boolean }) =>
      (await adminRequest<{ record: AdminJob }>('POST', `jobs/${encodeURIComponent(job.id)}/${open ? 'open' : 'close'}`, { body: { version: job.version } })).record,
    onSuccess: () => client.invalidateQueries({ queryKey: jobQueries.keys.all }),
  });
}
