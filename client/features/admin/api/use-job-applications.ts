import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminApplication, ApplicationDetail, ApplicationMove, EmailTemplate, EmailTemplateInput, PipelineCounts } from '../../../../shared/careers/job-application.schema';
import type { EmailedStatus } from '../../../../shared/careers/pipeline';
import { adminRequest } from './admin-client';
import { resourceQueries } from './resource-queries';

const RESOURCE = 'job-applications';

/** Job applications: /api/admin/job-applications (list and history through the kit's hooks). */
export const applicationQueries = resourceQueries<AdminApplication, never>(RESOURCE);

const useInvalidate = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: applicationQueries.keys.all });
};

/** One application with its notes. */
export function useApplicationDetail(id: string) {
  return useQuery({ queryKey: [RESOURCE, 'detail', id], queryFn: () => adminRequest<ApplicationDetail>('GET', `${RESOURCE}/${encodeURIComponent(id)}`) });
}

/** How many of a job's applications are at each status. */
export function usePipelineCounts(jobId: string | undefined) {
  return useQuery({
    queryKey: [RESOURCE, 'pipeline', jobId],
    queryFn: async () => (await adminRequest<{ counts: PipelineCounts }>('GET', `${RESOURCE}/pipeline`, { query: { jobId } })).counts,
    enabled: Boolean(jobId),
  });
}

/** Moves an application along the pipeline. */
export function useMoveApplication(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (move: ApplicationMove) => (await adminRequest<{ record: AdminApplication }>('POST', `${RESOURCE}/${encodeURIComponent(id)}/move`, { body: move })).record,
    onSuccess: invalidate,
  });
}

/** Adds a note to an application. */
export function useAddNote(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: string) => adminRequest<{ notes: ApplicationDetail['notes'] }>('POST', `${RESOURCE}/${encodeURIComponent(id)}/notes`, { body: { body } }),
    onSuccess: invalidate,
  });
}

/** The rejected and hired emails' templates. */
export function useEmailTemplates() {
  return useQuery({ queryKey: [RESOURCE, 'templates'], queryFn: async () => (await adminRequest<{ templates: EmailTemplate[] }>('GET', `${RESOURCE}/templates`)).templates });
}

export function useSaveEmailTemplate(kind: EmailedStatus) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (input: EmailTemplateInput) => (await adminRequest<{ template: EmailTemplate }>('PUT', `${RESOURCE}/templates/${kind}`, { body: input })).template,
    onSuccess: invalidate,
  });
}

/** The CV's download address (an attachment; the browser sends the session cookie). */
export const cvDownloadUrl = (id: string) => `/api/admin/${RESOURCE}/${encodeURIComponent(id)}/cv`;
