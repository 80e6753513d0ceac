import type * as z from 'zod';
import { settingsFormSchema, type AdminSettings } from '../../../../shared/admin/settings.schema';
import { percentFromBps } from '../../../../shared/admin/tax-rate.schema';
import { SETTING_DEFAULTS, type Settings } from '../../../../shared/settings';
import { showToast } from '../../../lib/toast/toast-store';
import { useAdminSettings, useReloadSettings, useSaveSettings } from '../api/use-settings';
import { TextField } from '../kit/field';
import { MoneyField } from '../kit/money-input';
import { ResourceForm, useResourceForm } from '../kit/resource-form';
import { IntegerField } from '../kit/value-fields';
import { BackgroundJobsPanel } from './background-jobs-panel';
import { QueryState } from '../kit/query-state';

type SettingsValues = z.input<typeof settingsFormSchema>;

/** /admin/settings: every setting of shared/settings.ts as a typed field with its default. */
export function SettingsPage() {
  const settings = useAdminSettings();
  const reload = useReloadSettings();
  return (
    <div data-testid="page-admin-settings">
      <h1>Settings</h1>
      <p className="lede">The shop&rsquo;s rules that staff may change. Each save is checked, recorded in the activity log, and refused if someone else saved first.</p>
      <QueryState query={settings}>{(current) => <SettingsEditor key={current.version} current={current} onReload={reload} />}</QueryState>
      <BackgroundJobsPanel />
    </div>
  );
}

function SettingsEditor({ current, onReload }: { current: AdminSettings; onReload: () => void }) {
  const form = useResourceForm(settingsFormSchema, current.settings as SettingsValues);
  const save = useSaveSettings();
  return (
    <ResourceForm
      form={form}
      submitLabel="Save settings"
      onReload={onReload}
      onSave={async (values) => {
        await save.mutateAsync({ ...(values as Settings), version: current.version });
        showToast({ title: 'Settings saved', description: 'The new settings apply from now on.' });
      }}
    >
      <fieldset>
        <legend>Order approval</legend>
        <MoneyField<SettingsValues> name="order_approval_threshold.USD" label="Hold US orders from" currency="USD" hint="An order whose total reaches this waits for approval." />
        <MoneyField<SettingsValues> name="order_approval_threshold.GBP" label="Hold UK orders from" currency="GBP" />
        <IntegerField<SettingsValues> name="order_approval_max_line_quantity" label="Line quantity limit" hint="An order with more than this many of one item waits for approval." />
      </fieldset>
      <fieldset>
        <legend>Stock and pickup</legend>
        <IntegerField<SettingsValues> name="low_stock_threshold" label="Low-stock level" hint="At or below this many units the back office calls a line low." />
        <IntegerField<SettingsValues> name="pickup_hold_days" label="Pickup hold (days)" hint="Days a pickup order waits at the store." />
      </fieldset>
      <fieldset>
        <legend>Retention</legend>
        <p className="muted">What is past these is deleted by the background jobs below, once a day (job applications hourly); each run is in the activity log.</p>
        <IntegerField<SettingsValues> name="application_retention_months" label="Keep job applications (months)" hint={`After the job closes. Default ${SETTING_DEFAULTS.application_retention_months}.`} />
        <IntegerField<SettingsValues> name="analytics_event_retention_months" label="Keep analytics events (months)" hint={`The storefront’s visits, views, adds and checkouts; the sales figures are kept. Default ${SETTING_DEFAULTS.analytics_event_retention_months}.`} />
        <IntegerField<SettingsValues> name="email_body_retention_days" label="Keep email text (days)" hint={`Then the email logs keep who, when, the subject and the status, not the message. Default ${SETTING_DEFAULTS.email_body_retention_days}.`} />
        <IntegerField<SettingsValues> name="unused_image_retention_days" label="Keep unused images (days)" hint={`Uploaded images that no product, variant, brand, slide, post or article shows, counted from the upload. Default ${SETTING_DEFAULTS.unused_image_retention_days}.`} />
      </fieldset>
      <fieldset>
        <legend>Returns and VAT</legend>
        <IntegerField<SettingsValues> name="return_window_days.US" label="US return window (days)" />
        <IntegerField<SettingsValues> name="return_window_days.UK" label="UK return window (days)" />
        <IntegerField<SettingsValues> name="uk_vat_rate_bps" label="UK VAT rate (basis points)" hint={`20% is 2000 (now ${percentFromBps(current.settings.uk_vat_rate_bps)}). Orders created after a change use it.`} />
      </fieldset>
      <fieldset>
        <legend>Contact details (the contact page)</legend>
        <TextField<SettingsValues> name="store_contact.email" label="Email" />
        <TextField<SettingsValues> name="store_contact.phoneUS" label="US phone" />
        <TextField<SettingsValues> name="store_contact.phoneUK" label="UK phone" />
        <TextField<SettingsValues> name="store_contact.addressUS" label="US address" />
        <TextField<SettingsValues> name="store_contact.addressUK" label="UK address" />
      </fieldset>
      <fieldset>
        <legend>Business details (packing slips and invoices)</legend>
        <TextField<SettingsValues> name="business_details.US.tradingName" label="US trading name" />
        <TextField<SettingsValues> name="business_details.US.address" label="US postal address" multiline hint="One line per line of the address, as on an envelope." />
        <TextField<SettingsValues> name="business_details.UK.tradingName" label="UK trading name" />
        <TextField<SettingsValues> name="business_details.UK.address" label="UK postal address" multiline />
        <TextField<SettingsValues> name="business_details.UK.vatNumber" label="UK VAT number" hint="GB and 9 or 12 digits, printed on UK invoices. Leave empty until the shop is registered: invoices then say it is not set." />
      </fieldset>
    </ResourceForm>
  );
}
