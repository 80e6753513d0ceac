import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_AUDIENCE_LABELS,
  CAMPAIGN_TEXTS,
  campaignEditable,
  campaignInputSchema,
  type AdminCampaignDetail,
  type CampaignFormValues,
  type CampaignInput,
} from '../../../../shared/admin/email-campaigns.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { AdminApiError } from '../api/admin-client';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { dateTimeText } from '../kit/date-time-text';
import { TextField } from '../kit/field';
import { MarkdownField } from '../kit/markdown-field';
import { ResourceForm, useResourceForm } from '../kit/resource-form';
import { SelectField } from '../kit/value-fields';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { CampaignStatusBadge } from './email-marketing-page';
import { useCampaign, useCampaignAction, useCreateCampaign, useMessagePreview, useTestSend, useUpdateCampaign, type CampaignAction } from '../api/use-email-marketing';
import './email-marketing.css';

type CampaignFormApi = UseFormReturn<CampaignFormValues, unknown, CampaignInput>;

const AUDIENCE_OPTIONS = CAMPAIGN_AUDIENCES.map((audience) => ({ value: audience, label: CAMPAIGN_AUDIENCE_LABELS[audience] }));

function useCampaignForm(initial?: Partial<CampaignInput>): CampaignFormApi {
  return useResourceForm(campaignInputSchema, {
    subject: initial?.subject ?? '',
    preheader: initial?.preheader ?? '',
    bodyMarkdown: initial?.bodyMarkdown ?? '',
    audience: initial?.audience ?? 'all',
  });
}

function CampaignForm(props: { form: CampaignFormApi; onSave: (values: CampaignInput) => Promise<unknown>; submitLabel: string }) {
  return (
    <ResourceForm {...props}>
      <TextField<CampaignFormValues> name="subject" label="Subject" />
      <TextField<CampaignFormValues> name="preheader" label="Preheader" hint="The line mail apps show after the subject (at most 200 characters)." />
      <MarkdownField<CampaignFormValues> name="bodyMarkdown" label="Message (Markdown)" screen="email-marketing" previewPath="email-marketing/campaigns/preview" />
      <SelectField<CampaignFormValues> name="audience" label="Audience" options={AUDIENCE_OPTIONS} hint="Only subscribers who may be marketed to: never an unsubscribed or suppressed address." />
    </ResourceForm>
  );
}

/** /admin/email-marketing/campaigns/new: a new draft. */
export function CampaignNewPage() {
  useBreadcrumb(CAMPAIGN_TEXTS.newCampaign);
  const form = useCampaignForm();
  const create = useCreateCampaign();
  const navigate = useNavigate();
  return (
    <div data-testid="page-admin-campaign-new">
      <h1>{CAMPAIGN_TEXTS.newCampaign}</h1>
      <CampaignForm
        form={form}
        submitLabel="Save draft"
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          showToast({ title: 'Campaign saved', description: `“${created.subject}” is a draft.` });
          await navigate({ to: '/admin/email-marketing/campaigns/$id', params: { id: created.id } });
        }}
      />
    </div>
  );
}

/** /admin/email-marketing/campaigns/$id: the campaign, its preview, test send, send or schedule, and live progress. */
export function CampaignPage({ id }: { id: string }) {
  const campaign = useCampaign(id);
  useBreadcrumb(campaign.data?.subject ?? 'Campaign');
  if (campaign.error) {
    const missing = campaign.error instanceof AdminApiError && campaign.error.status === 404;
    return (
      <div data-testid="page-admin-campaign">
        <h1>{missing ? 'Campaign not found' : 'The campaign could not be loaded'}</h1>
        <p role="alert">{campaign.error.message}</p>
        <Link to="/admin/email-marketing" search={{ tab: 'campaigns' }}>Back to campaigns</Link>
      </div>
    );
  }
  if (!campaign.data) return <p aria-busy="true">Loading…</p>;
  return <CampaignView key={`${campaign.data.id}:${campaign.data.updatedAt}`} campaign={campaign.data} />;
}

function CampaignView({ campaign }: { campaign: AdminCampaignDetail }) {
  const editable = campaignEditable(campaign.status);
  const form = useCampaignForm(campaign);
  const update = useUpdateCampaign(campaign.id);
  const values = useWatch({ control: form.control }) as CampaignFormValues;
  const parsed = campaignInputSchema.safeParse(values);
  const preview = useMessagePreview(parsed.success ? parsed.data : null);
  return (
    <div data-testid="page-admin-campaign">
      <div className="admin-page-head">
        <h1>{campaign.subject}</h1>
        <span data-testid="campaign-status"><CampaignStatusBadge status={campaign.status} /></span>
      </div>
      <CampaignProgressPanel campaign={campaign} />
      <CampaignActions campaign={campaign} />
      {editable ? (
        <CampaignForm
          form={form}
          submitLabel="Save changes"
          onSave={async (input) => {
            await update.mutateAsync(input);
            showToast({ title: 'Campaign saved' });
          }}
        />
      ) : (
        <p className="muted">{CAMPAIGN_TEXTS.notEditable}.</p>
      )}
      {preview.data ? (
        <section aria-labelledby="campaign-preview" className="campaign-preview">
          <h2 id="campaign-preview">{CAMPAIGN_TEXTS.preview}</h2>
          {/* Sandboxed: the message's HTML runs nothing and reaches nothing of the back office. */}
          <iframe className="campaign-preview__html" title="The message as subscribers see it" sandbox="" srcDoc={preview.data.html} />
          <h3>Text version</h3>
          <pre className="campaign-preview__text" data-testid="campaign-preview-text">{preview.data.text}</pre>
        </section>
      ) : null}
    </div>
  );
}

function CampaignProgressPanel({ campaign }: { campaign: AdminCampaignDetail }) {
  const { sent, failed, skipped, left } = campaign.progress;
  return (
    <section aria-labelledby="campaign-progress" className="campaign-progress">
      <h2 id="campaign-progress">{CAMPAIGN_TEXTS.progress}</h2>
      <dl className="campaign-progress__facts" aria-live="polite">
        <dt>{CAMPAIGN_TEXTS.sentCount}</dt>
        <dd data-testid="campaign-sent">{sent}</dd>
        <dt>{CAMPAIGN_TEXTS.failedCount}</dt>
        <dd data-testid="campaign-failed">{failed}</dd>
        <dt>{CAMPAIGN_TEXTS.skippedCount}</dt>
        <dd data-testid="campaign-skipped">{skipped}</dd>
        <dt>{CAMPAIGN_TEXTS.leftCount}</dt>
        <dd data-testid="campaign-left">{left}</dd>
        <dt>Audience</dt>
        <dd>{CAMPAIGN_AUDIENCE_LABELS[campaign.audience]}</dd>
        {campaign.scheduledAt ? (
          <>
            <dt>Scheduled for</dt>
            <dd>{dateTimeText(campaign.scheduledAt)}</dd>
          </>
        ) : null}
        {campaign.startedAt ? (
          <>
            <dt>Started</dt>
            <dd>{dateTimeText(campaign.startedAt)}</dd>
          </>
        ) : null}
        {campaign.finishedAt ? (
          <>
            <dt>Finished</dt>
            <dd>{dateTimeText(campaign.finishedAt)}</dd>
          </>
        ) : null}
      </dl>
      {campaign.status !== 'draft' ? (
        <Link to="/admin/email-logs" search={{ campaignId: campaign.id }} data-testid="campaign-messages-link">
          {CAMPAIGN_TEXTS.viewMessages}
        </Link>
      ) : null}
    </section>
  );
}

function CampaignActions({ campaign }: { campaign: AdminCampaignDetail }) {
  const action = useCampaignAction(campaign.id);
  const test = useTestSend(campaign.id);
  const [confirming, setConfirming] = useState(false);
  const [scheduleAt, setScheduleAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (name: CampaignAction, scheduledAt?: string) => {
    setError(null);
    try {
      await action.mutateAsync({ action: name, ...(scheduledAt ? { scheduledAt } : {}) });
    } catch (failure) {
      setError(failure instanceof AdminApiError ? [failure.message, ...Object.values(failure.fields)].join(' ') : 'The campaign could not be changed.');
    }
  };
  const sendable = campaign.status === 'draft' || campaign.status === 'scheduled';
  return (
    <div className="campaign-actions">
      {sendable ? (
        <>
          <button type="button" className="small-button" disabled={test.isPending} onClick={() => void test.mutateAsync().then((result) => showToast({ title: CAMPAIGN_TEXTS.testSent, description: result.to }), () => setError('The test message could not be sent.'))}>
            {CAMPAIGN_TEXTS.testSend}
          </button>
          <button type="button" className="small-button" onClick={() => setConfirming(true)}>
            {CAMPAIGN_TEXTS.sendNow}
          </button>
          <label className="campaign-actions__schedule">
            Send at{' '}
            <input type="datetime-local" value={scheduleAt} onChange={(event) => setScheduleAt(event.target.value)} />
          </label>
          <button type="button" className="small-button" disabled={scheduleAt === ''} onClick={() => void run('send', new Date(scheduleAt).toISOString())}>
            {CAMPAIGN_TEXTS.schedule}
          </button>
        </>
      ) : null}
      {campaign.status === 'scheduled' ? (
        <button type="button" className="small-button" onClick={() => void run('unschedule')}>
          {CAMPAIGN_TEXTS.unschedule}
        </button>
      ) : null}
      {campaign.status === 'sending' ? (
        <button type="button" className="small-button" onClick={() => void run('pause')}>
          {CAMPAIGN_TEXTS.pause}
        </button>
      ) : null}
      {campaign.status === 'paused' ? (
        <button type="button" className="small-button" onClick={() => void run('resume')}>
          {CAMPAIGN_TEXTS.resume}
        </button>
      ) : null}
      {error ? <p role="alert" className="field-error">{error}</p> : null}
      <ConfirmDialog
        open={confirming}
        title={CAMPAIGN_TEXTS.sendNow}
        confirmLabel={CAMPAIGN_TEXTS.sendNow}
        busy={action.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run('send').finally(() => setConfirming(false))}
      >
        <p>{CAMPAIGN_TEXTS.confirmSend}</p>
      </ConfirmDialog>
    </div>
  );
}
