import { useMemo, useState } from 'react';
import type * as z from 'zod';
import { EPOS_SYNC_TEXTS, TILL_SYNC_RUN_STATUSES, tillSettingsInputSchema, tillSyncRunListQuerySchema, type TillSettings, type TillSyncRunListQuery } from '../../../../shared/admin/epos-sync.schema';
import { SCREENS } from '../../../../shared/admin/screens';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { DataTable, type ListFilter } from '../kit/data-table';
import { dateTimeText } from '../kit/date-time-text';
import { CheckboxField, TextField } from '../kit/field';
import { changeListQuery, listQueryFromSearch, searchFromListQuery, type ListSearch } from '../kit/list-search';
import { ResourceForm, useResourceForm } from '../kit/resource-form';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { syncRunColumns } from './epos-sync-columns';
import { SyncRunProgress } from './sync-run-progress';
import { useSaveTillSettings, useSyncNow, useTillDrift, useTillSettings, useTillSyncRuns } from '../api/use-epos-sync';
import './epos-sync.css';
import { QueryState } from '../kit/query-state';

type SettingsValues = z.input<typeof tillSettingsInputSchema>;

const STATUS_FILTER: ListFilter = { key: 'status', label: 'Status', options: TILL_SYNC_RUN_STATUSES.map((status) => ({ value: status, label: EPOS_SYNC_TEXTS.statusLabels[status] })) };

/**
 * /admin/epos-sync (admin, store_manager; docs/decisions/055, 086): the till connection (admins change
 * it), "sync now" (queued, then followed as it runs), the history of sync runs and the drift report.
 */
export function EposSyncPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  useBreadcrumb(null);
  const settings = useTillSettings();
  const query = useMemo(() => listQueryFromSearch(tillSyncRunListQuerySchema, search), [search]);
  const runs = useTillSyncRuns(query);
  const change = (next: Partial<TillSyncRunListQuery>) => onSearch(searchFromListQuery(changeListQuery(query, next)));
  const syncNow = useSyncNow();
  const [syncError, setSyncError] = useState<string | null>(null);
  // The run "Sync now" queued or joined: the screen follows it until it ends (docs/decisions/086).
  const [followed, setFollowed] = useState<{ runId: string; joined: boolean } | null>(null);
  return (
    <div data-testid="page-admin-epos-sync">
      <h1>{SCREENS['epos-sync'].title}</h1>
      <p className="lede">
        The stores&rsquo; till and the shop agree on products, sizes, prices and store stock: the shop sends its catalogue and each store&rsquo;s prices to the till; the till&rsquo;s sales and
        stock counts change the store&rsquo;s pickup stock as they happen, and a reconciliation every 5 minutes catches what was missed.
      </p>
      <section className="epos-sync-section" aria-labelledby="till-connection">
        <h2 id="till-connection">Connection</h2>
        <QueryState query={settings}>
          {(current) => (current.canEdit ? <ConnectionForm key={JSON.stringify(current)} current={current} /> : <ConnectionSummary current={current} />)}
        </QueryState>
      </section>
      <section className="epos-sync-section" aria-labelledby="till-runs">
        <div className="admin-page-head">
          <h2 id="till-runs">Sync runs</h2>
          <button
            type="button"
            className="button"
            disabled={syncNow.isPending || !settings.data?.enabled}
            onClick={() => {
              setSyncError(null);
              syncNow.mutate(undefined, {
                onSuccess: ({ run, joined }) => setFollowed({ runId: run.id, joined }),
                onError: (error) => setSyncError(errorText(error)),
              });
            }}
          >
            {syncNow.isPending ? 'Queuing...' : 'Sync now'}
          </button>
        </div>
        {syncError ? (
          <p className="form-alert" role="alert">
            {syncError}
          </p>
        ) : null}
        {followed ? <SyncRunProgress key={followed.runId} runId={followed.runId} joined={followed.joined} /> : null}
        <DataTable
          resource="epos-sync/runs"
          caption="Runs, newest first"
          columns={syncRunColumns}
          query={query}
          onQueryChange={change}
          page={runs.data}
          loading={runs.isFetching}
          error={runs.error ? runs.error.message : null}
          searchLabel="Search runs"
          filters={[STATUS_FILTER]}
        />
      </section>
      <DriftReport enabled={settings.data?.enabled ?? false} />
    </div>
  );
}

function ConnectionSummary({ current }: { current: TillSettings }) {
  return (
    <dl className="till-facts" data-testid="till-connection-summary">
      <dt>State</dt>
      <dd>{current.enabled ? 'On' : current.configured ? 'Off' : 'Not set up'}</dd>
      <dt>Till API</dt>
      <dd>{current.apiBaseUrl || '—'}</dd>
      <dt>Notifications address</dt>
      <dd>{current.notificationUrl}</dd>
      <dt>Access token</dt>
      <dd>{current.accessTokenSet ? 'Saved' : 'Not set'}</dd>
      <dt>Signature key</dt>
      <dd>{current.webhookSignatureKeySet ? 'Saved' : 'Not set'}</dd>
      <dd className="muted">{EPOS_SYNC_TEXTS.adminsOnly}.</dd>
    </dl>
  );
}

function ConnectionForm({ current }: { current: TillSettings }) {
  const form = useResourceForm(tillSettingsInputSchema, { enabled: current.enabled, apiBaseUrl: current.apiBaseUrl || current.emulatorApiBaseUrl || '', accessToken: '', webhookSignatureKey: '' });
  const save = useSaveTillSettings();
  return (
    <ResourceForm
      form={form}
      submitLabel="Save connection"
      onSave={async (values) => {
        await save.mutateAsync(values);
        showToast({ title: 'Till connection saved', description: values.enabled ? 'The till syncs from now on.' : 'The till sync is off.' });
      }}
    >
      <CheckboxField<SettingsValues> name="enabled" label="Sync with the till" hint="Off: no pushes, no pulls, and the till's notifications are refused." />
      <TextField<SettingsValues>
        name="apiBaseUrl"
        label="Till API address"
        type="url"
        hint={current.emulatorApiBaseUrl ? `This shop runs the till emulator at ${current.emulatorApiBaseUrl}.` : 'The till provider’s API address, e.g. https://connect.squareup.com.'}
      />
      <TextField<SettingsValues> name="accessToken" label="Access token" hint={current.accessTokenSet ? 'Saved. Leave blank to keep it.' : 'From the till provider’s developer dashboard.'} />
      <TextField<SettingsValues>
        name="webhookSignatureKey"
        label="Webhook signature key"
        hint={`${current.webhookSignatureKeySet ? 'Saved. Leave blank to keep it. ' : ''}The till's webhook subscription must send to ${current.notificationUrl}`}
      />
    </ResourceForm>
  );
}

function DriftReport({ enabled }: { enabled: boolean }) {
  const drift = useTillDrift(enabled);
  return (
    <section className="epos-sync-section" aria-labelledby="till-drift">
      <div className="admin-page-head">
        <h2 id="till-drift">Drift report</h2>
        <button type="button" className="small-button" disabled={!enabled || drift.isFetching} onClick={() => void drift.refetch()}>
          Check again
        </button>
      </div>
      <p className="muted">Store items whose stock in the shop differs from the till&rsquo;s count (or that the till has not counted).</p>
      {!enabled ? (
        <p>The drift report needs the till connection on.</p>
      ) : drift.error ? (
        <p className="form-alert" role="alert">
          {errorText(drift.error)}
        </p>
      ) : !drift.data ? (
        <p role="status">Reading the till...</p>
      ) : drift.data.rows.length === 0 ? (
        <p data-testid="drift-none">The shop and the till agree on every store item (checked {dateTimeText(drift.data.checkedAt)}).</p>
      ) : (
        <div className="data-table__scroll" tabIndex={0} role="region" aria-label="Store items that differ">
          <table className="data-table" data-testid="drift-table">
            <caption className="visually-hidden">Drift report, checked {dateTimeText(drift.data.checkedAt)}</caption>
            <thead>
              <tr>
                <th scope="col">Store</th>
                <th scope="col">Product</th>
                <th scope="col">Shop stock</th>
                <th scope="col">Till stock</th>
              </tr>
            </thead>
            <tbody>
              {drift.data.rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.storeName}</td>
                  <td>{row.sizeName ? `${row.productName} (${row.sizeName})` : row.productName}</td>
                  <td>{row.shopStock}</td>
                  <td>{row.tillStock ?? 'Not counted'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
