import { useEffect, useState } from 'react';
import type { ApplicationReceipt } from '../../../shared/careers/application.schema';
import type { PublicJob, PublicJobList, PublicJobQuery } from '../../../shared/careers/job.schema';
import { ApiError, apiRequest } from '../../lib/api/api-client';
import { useOnlineStatus } from '../../lib/use-online-status';

/** An online read: loading, its data, or how it failed (0: no answer, the device is offline). */
export type CareersRead<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; httpStatus: number };

/** Reads `path` whenever it changes and the device is online; an older path's answer is never shown. */
function useCareersRead<T>(path: string): CareersRead<T> {
  const online = useOnlineStatus();
  const [state, setState] = useState<{ path: string; read: CareersRead<T> } | null>(null);
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    apiRequest<T>('GET', path, { signal: controller.signal })
      .then((data) => setState({ path, read: { status: 'ready', data } }))
      .catch((failure: unknown) => {
        if (failure instanceof DOMException && failure.name === 'AbortError') return;
        setState({ path, read: { status: 'failed', httpStatus: failure instanceof ApiError ? failure.status : 0 } });
      });
    return () => controller.abort();
  }, [path, online]);
  if (!online && state?.path !== path) return { status: 'failed', httpStatus: 0 };
  return state?.path === path ? state.read : { status: 'loading' };
}

/** The open jobs for the careers page's filters. */
export function useOpenJobs(query: PublicJobQuery): CareersRead<PublicJobList> {
  const params = new URLSearchParams();
  if (query.department) params.set('department', query.department);
  if (query.location) params.set('location', query.location);
  const search = params.toString();
  return useCareersRead<PublicJobList>(`/api/careers${search ? `?${search}` : ''}`);
}

/** One job, open or closed. */
export function useJob(id: string): CareersRead<PublicJob> {
  const read = useCareersRead<{ job: PublicJob }>(`/api/careers/${encodeURIComponent(id)}`);
  return read.status === 'ready' ? { status: 'ready', data: read.data.job } : read;
}

/** Sends an application (multipart: the fields and the CV file). */
export async function sendApplication(jobId: string, form: FormData): Promise<ApplicationReceipt> {
  return (await apiRequest<{ application: ApplicationReceipt }>('POST', `/api/careers/${encodeURIComponent(jobId)}/applications`, { formData: form })).application;
}
