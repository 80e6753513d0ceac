import { Link, useNavigate } from '@tanstack/react-router';
import { emailLogReason } from '../../../../shared/admin/email-log-reasons';
import type { AdminEmailLogDetail } from '../../../../shared/admin/email-logs.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { dateTimeText } from '../kit/date-time-text';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { EmailLogStatusBadge, templateName } from './email-log-status';
import { useEmailLog, useResendEmail } from '../api/use-email-logs';
import './email-logs.css';

/** /admin/email-logs/$id: one message as it was sent (text and HTML), its error, and "Send again" for a failed one. */
export function EmailLogPage({ id }: { id: string }) {
  const log = useEmailLog(id);
  useBreadcrumb(log.data ? `“${log.data.subject}”` : 'Message');
  if (log.error) {
    return (
      <div data-testid="page-admin-email-log">
        <h1>Message</h1>
        <p className="form-alert" role="alert">
          {errorText(log.error)}
        </p>
      </div>
    );
  }
  if (!log.data) {
    return (
      <div data-testid="page-admin-email-log">
        <p role="status">Loading...</p>
      </div>
    );
  }
  return <EmailLogView log={log.data} />;
}

function EmailLogView({ log }: { log: AdminEmailLogDetail }) {
  const resend = useResendEmail();
  const navigate = useNavigate();
  const reason = emailLogReason(log, dateTimeText);
  return (
    <div data-testid="page-admin-email-log" className="email-log-page">
      <div className="admin-page-head">
        <h1>{log.subject}</h1>
        {log.resendable ? (
          <button
            type="button"
            className="small-button"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(log.id, {
                onSuccess: (sent) => {
                  showToast({ title: sent.status === 'failed' ? 'Sending failed again' : 'Message sent again', description: `To ${sent.to}` });
                  void navigate({ to: '/admin/email-logs/$id', params: { id: sent.id } });
                },
                onError: (error) => showToast({ title: 'Not sent again', description: errorText(error) ?? 'Please try again.' }),
              })
            }
          >
            {resend.isPending ? 'Sending...' : 'Send again'}
          </button>
        ) : null}
      </div>
      <dl className="email-log-facts">
        <dt>To</dt>
        <dd>{log.to}</dd>
        <dt>When</dt>
        <dd>{dateTimeText(log.createdAt)}</dd>
        <dt>Template</dt>
        <dd>{templateName(log.template)}</dd>
        <dt>Status</dt>
        <dd>
          <EmailLogStatusBadge status={log.status} />
        </dd>
        {reason ? (
          <>
            <dt>Why</dt>
            <dd className="email-log-error" data-testid="email-log-reason">
              {reason}
            </dd>
          </>
        ) : null}
        {log.error && log.error !== reason ? (
          <>
            <dt>Error</dt>
            <dd className="email-log-error">{log.error}</dd>
          </>
        ) : null}
        {log.relatedOrderId ? (
          <>
            <dt>Order</dt>
            <dd>
              <Link to="/admin/orders/$id" params={{ id: log.relatedOrderId }}>
                Open the order
              </Link>
            </dd>
          </>
        ) : null}
        {log.resendOf ? (
          <>
            <dt>Sent again from</dt>
            <dd>
              <Link to="/admin/email-logs/$id" params={{ id: log.resendOf }}>
                the failed message
              </Link>
            </dd>
          </>
        ) : null}
        {log.resentAs ? (
          <>
            <dt>Sent again as</dt>
            <dd>
              <Link to="/admin/email-logs/$id" params={{ id: log.resentAs }}>
                a new message
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      {log.bodyRemovedAt ? (
        <p className="muted" data-testid="email-log-body-removed">
          The message&rsquo;s text was removed on {dateTimeText(log.bodyRemovedAt)} under the email retention setting. The entry still shows who it went to, when, its subject and what became of it.
        </p>
      ) : (
        <EmailLogBody log={log} />
      )}
    </div>
  );
}

function EmailLogBody({ log }: { log: AdminEmailLogDetail }) {
  return (
    <>
      {log.html ? (
        <section aria-labelledby="email-html">
          <h2 id="email-html">As the customer sees it</h2>
          {/* Sandboxed: the message's HTML runs nothing and reaches nothing of the back office. */}
          <iframe className="email-log-html" title={`The message “${log.subject}”`} sandbox="" srcDoc={log.html} />
        </section>
      ) : null}
      <section aria-labelledby="email-text">
        <h2 id="email-text">Text version</h2>
        <pre className="email-log-text" data-testid="email-log-text">
          {log.text}
        </pre>
      </section>
    </>
  );
}
