import { useMemo, useState } from 'react';
import { accountListQuerySchema, hasStoreRole, ROLE_LABELS, type AccountRow } from '../../../../shared/admin/accounts.schema';
import { ROLES, type Role } from '../../../../shared/roles';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { useAccountList, useRoleChange } from '../api/use-accounts';
import { DataTable, type AdminColumn } from '../kit/data-table';
import type { ListSearch } from '../kit/list-search';
import { useListQuery } from '../kit/use-list-query';
import { ACCOUNT_FILTERS, AccountStateBadge } from './account-cells';
import { StoreTiesDialog } from './store-ties-dialog';
import './accounts.css';

/** One checkbox per role; each change is given or taken on the server at once (a refusal is toasted). */
function RoleToggles({ account }: { account: AccountRow }) {
  const change = useRoleChange();
  const name = account.name || account.email;
  const rolesNow = account.roles.join(',');
  // What was asked, against the roles the list showed then: the box shows it from the click until the
  // list brings the account's new roles (not only while the request is on its way, which would flash
  // the old state between the answer and the list's refresh); a refusal puts it back at once.
  const [asked, setAsked] = useState<{ role: Role; held: boolean; rolesThen: string } | null>(null);
  const toggle = (role: Role, held: boolean) => {
    setAsked({ role, held, rolesThen: rolesNow });
    change.mutate(
      { id: account.id, role, held },
      {
        onSuccess: () => showToast({ title: 'Saved', description: `${name} ${held ? 'now has' : 'no longer has'} the ${ROLE_LABELS[role].toLowerCase()} role.` }),
        onError: (error) => {
          setAsked(null);
          showToast({ title: 'Not saved', description: errorText(error) ?? '' }, 'destructive');
        },
      },
    );
  };
  const shown = (role: Role) => (asked && asked.role === role && asked.rolesThen === rolesNow ? asked.held : account.roles.includes(role));
  return (
    <fieldset className="role-toggles">
      <legend className="visually-hidden">Roles of {name}</legend>
      {ROLES.map((role) => (
        <label key={role}>
          <input type="checkbox" checked={shown(role)} disabled={change.isPending} onChange={(event) => toggle(role, event.target.checked)} />
          {ROLE_LABELS[role]}
          <span className="visually-hidden"> role for {account.email}</span>
        </label>
      ))}
    </fieldset>
  );
}

function roleColumns(onStores: (account: AccountRow) => void): Array<AdminColumn<AccountRow>> {
  return [
    { id: 'name', accessorKey: 'name', header: 'Name', enableSorting: true, enableHiding: false },
    { id: 'email', accessorKey: 'email', header: 'Email', enableSorting: true },
    { id: 'roles', header: 'Roles', enableHiding: false, cell: ({ row }) => <RoleToggles account={row.original} /> },
    {
      id: 'stores',
      header: 'Stores',
      cell: ({ row }) => {
        const account = row.original;
        const storeRole = hasStoreRole(account.roles);
        return (
          <div className="store-ties">
            <span className="store-ties__names">{account.stores.length > 0 ? account.stores.map((store) => store.name).join(', ') : <span className="muted">None</span>}</span>
            {storeRole || account.stores.length > 0 ? (
              <button type="button" className="small-button" onClick={() => onStores(account)}>
                Change stores<span className="visually-hidden"> of {account.email}</span>
              </button>
            ) : null}
          </div>
        );
      },
    },
    { id: 'state', header: 'State', cell: ({ row }) => <AccountStateBadge row={row.original} /> },
  ];
}

/**
 * /admin/role-management (admins only): give and take admin, store manager and staff, and tie store
 * managers and staff to the stores they work in. A change counts from the person's next page load;
 * the last admin keeps the role (the server refuses, and says so).
 */
export function RoleManagementPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const [query, change] = useListQuery(accountListQuerySchema, search, onSearch);
  const list = useAccountList('role-management', query);
  const [tying, setTying] = useState<AccountRow | null>(null);
  const columns = useMemo(() => roleColumns(setTying), []);
  return (
    <div data-testid="page-admin-role-management">
      <div className="admin-page-head">
        <h1>Role Management</h1>
      </div>
      <p className="lede">Who may use the back office, and in which stores. A change counts from the person’s next page load.</p>
      <DataTable
        resource="role-management"
        caption="Roles"
        columns={columns}
        query={query}
        onQueryChange={change}
        page={list.data}
        loading={list.isFetching}
        error={errorText(list.error)}
        searchLabel="Search names or emails"
        filters={ACCOUNT_FILTERS}
      />
      {tying ? <StoreTiesDialog key={tying.id} account={tying} onClose={() => setTying(null)} /> : null}
    </div>
  );
}
