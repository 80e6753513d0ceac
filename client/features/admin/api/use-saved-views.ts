import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedView, SavedViewInput, SavedViewList, SavedViewUpdate } from '../../../../shared/admin/saved-views';
import { adminRequest } from './admin-client';

const viewsKey = (list: SavedViewList) => ['admin', 'saved-views', list] as const;

/** The saved views of a list the signed-in user sees (their own and the shared ones), and their changes. */
export function useSavedViews(list: SavedViewList | null) {
  const client = useQueryClient();
  const path = `${list ?? ''}/views`;
  const views = useQuery({
    queryKey: viewsKey(list ?? ('' as SavedViewList)),
    queryFn: () => adminRequest<{ views: SavedView[] }>('GET', path).then((answer) => answer.views),
    enabled: list !== null,
    staleTime: 60_000,
  });
  const refresh = () => client.invalidateQueries({ queryKey: viewsKey(list ?? ('' as SavedViewList)) });
  const create = useMutation({
    mutationFn: (input: SavedViewInput) => adminRequest<{ view: SavedView }>('POST', path, { body: input }).then((answer) => answer.view),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...change }: SavedViewUpdate & { id: string }) => adminRequest<{ view: SavedView }>('PATCH', `${path}/${id}`, { body: change }).then((answer) => answer.view),
    onSettled: refresh,
  });
  const share = useMutation({
    mutationFn: ({ id, ...change }: { id: string; version: string; shared: boolean }) =>
      adminRequest<{ view: SavedView }>('PUT', `${path}/${id}/shared`, { body: change }).then((answer) => answer.view),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ id, version }: { id: string; version: string }) => adminRequest<{ id: string }>('DELETE', `${path}/${id}`, { query: { version } }),
    onSettled: refresh,
  });
  return { views, create, update, share, remove };
}
