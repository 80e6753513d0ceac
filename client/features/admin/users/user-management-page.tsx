import { useMemo, useState } from 'react';
import { accountListQuerySchema, type AccountRow } from '../../../../shared/admin/accounts.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { useAccountAction, useAccountList, type AccountAction } from '../api/use-accounts';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DataTable, type AdminColumn } from '../kit/data-table';
import type { ListSearch } from '../kit/list-search';
import { useListQuery } from '../kit/use-list-query';
import { ACCOUNT_FILTERS, AccountStateBadge, DateText, rolesText } from './account-cells';
import './accounts.css';

interface PendingAction {
  row: AccountRow;
  action: AccountAction;
}

const ACTION_TEXTS: Record<AccountAction, { title: (name: string) => string; confirm: string; body: string; done: (row: AccountRow) => string }> = {
  disable: {
    title: (name) => `Disable ${name}?`,
    confirm: 'Disable account',
    body: 'Every session of this account ends now and it cannot sign in until it is enabled again.',
    done: (row) => `${row.email} is disabled and signed out everywhere.`,
  },
  enable: {
    title: (name) => `Enable ${name}?`,
    confirm: 'Enable account',
    body: 'The account can sign in again with its password.',
    done: (row) => `${row.email} can sign in again.`,
  },
  'password-reset': {
    title: (name) => `Send ${name} a password-reset link?`,
    confirm: 'Send reset link',
    body: 'The account gets the same email as “Forgot password?”: a link that sets a new password. Its current password keeps working until then.',
    done: (row) => `A password-reset link is on its way to ${row.email}.`,
  },
};

function userColumns(onAction: (pending: PendingAction) => void): Array<AdminColumn<AccountRow>> {
  return [
    { id: 'name', accessorKey: 'name', header: 'Name', enableSorting: true, enableHiding: false },
    { id: 'email', accessorKey: 'email', header: 'Email', enableSorting: true },
    { id: 'createdAt', header: 'Created', enableSorting: true, cell: ({ row }) => <DateText value={row.original.createdAt} /> },
    { id: 'lastSignInAt', header: 'Last sign-in', enableSorting: true, cell: ({ row }) => <DateText value={row.original.lastSignInAt} /> },
    { id: 'roles', header: 'Roles', cell: ({ row }) => rolesText(row.original) },
    { id: 'state', header: 'State', cell: ({ row }) => <AccountStateBadge row={row.original} /> },
    {
      id: 'actions',
      header: 'Actions',
      enableHiding: false,
      cell: ({ row }) => {
        const account = row.original;
        return (
          <div className="row-actions">
            {account.disabledAt ? (
              <button type="button" className="small-button" onClick={() => onAction({ row: account, action: 'enable' })}>
                Enable<span className="visually-hidden"> {account.email}</span>
              </button>
            ) : (
              <button type="button" className="small-button small-button--danger" onClick={() => onAction({ row: account, action: 'disable' })}>
                Disable<span className="visually-hidden"> {account.email}</span>
              </button>
            )}
            <button type="button" className="small-button" onClick={() => onAction({ row: account, action: 'password-reset' })}>
              Send reset link<span className="visually-hidden"> to {account.email}</span>
            </button>
          </div>
        );
      },
    },
  ];
}

/**
 * /admin/user-management (admins only): every account that can sign in, searchable and sortable;
 * disable or enable one (a disabled account is signed out everywhere at once), or send it a
 * password-reset link. Roles are changed on /admin/role-management.
 */
export function UserManagementPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const [query, change] = useListQuery(accountListQuerySchema, search, onSearch);
  const list = useAccountList('user-management', query);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const act = useAccountAction();
  const columns = useMemo(() => userColumns(setPending), []);
  const texts = pending ? ACTION_TEXTS[pending.action] : null;

  const close = () => {
    setPending(null);
    act.reset();
  };

  const confirm = () => {
    if (!pending || !texts) return;
    act.mutate(
      { id: pending.row.id, action: pending.action },
      {
        onSuccess: () => {
          showToast({ title: 'Done', description: texts.done(pending.row) });
          close();
        },
      },
    );
  };

  return (
    <div data-testid="page-admin-user-management">
      <div className="admin-page-head">
        <h1>User Management</h1>
      </div>
      <p className="lede">Every account that can sign in to the shop. Roles and stores are given on Role Management.</p>
      <DataTable
        resource="user-management"
        caption="Accounts"
        columns={columns}
        query={query}
        onQueryChange={change}
        page={list.data}
        loading={list.isFetching}
        error={errorText(list.error)}
        searchLabel="Search names or emails"
        filters={ACCOUNT_FILTERS}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending && texts ? texts.title(pending.row.name || pending.row.email) : ''}
        confirmLabel={texts?.confirm ?? ''}
        tone={pending?.action === 'disable' ? 'danger' : 'default'}
        busy={act.isPending}
        onCancel={close}
        onConfirm={confirm}
      >
        <p>{pending?.row.email}</p>
        <p>{texts?.body}</p>
        {act.error ? (
          <p className="form-alert" role="alert">
            {errorText(act.error)}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
