import type * as z from 'zod';
import { emailTemplateSchema, type EmailTemplate } from '../../../../shared/careers/job-application.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { useEmailTemplates, useSaveEmailTemplate } from '../api/use-job-applications';
import { TextField } from '../kit/field';
import { ResourceForm, useResourceForm } from '../kit/resource-form';

type TemplateValues = z.input<typeof emailTemplateSchema>;
const TITLES = { rejected: 'Email when an application is rejected', hired: 'Email when an applicant is hired' } as const;

/** The decision emails, as the applicant will get them: {name} and {job} are filled in when sent. */
export function EmailTemplatesPanel() {
  const templates = useEmailTemplates();
  return (
    <section className="email-templates" aria-labelledby="email-templates-heading" data-testid="email-templates">
      <h2 id="email-templates-heading">Emails to applicants</h2>
      <p className="muted">Sent when an application moves to rejected or hired. Write {'{name}'} for the applicant’s name and {'{job}'} for the job title.</p>
      {templates.error ? <p className="form-alert" role="alert">{errorText(templates.error)}</p> : null}
      {(templates.data ?? []).map((template) => (
        <TemplateForm key={`${template.kind}:${template.version}`} template={template} />
      ))}
    </section>
  );
}

function TemplateForm({ template }: { template: EmailTemplate }) {
  const form = useResourceForm(emailTemplateSchema, { subject: template.subject, body: template.body, version: template.version });
  const save = useSaveEmailTemplate(template.kind);
  return (
    <>
      <h3>{TITLES[template.kind]}</h3>
      <ResourceForm
        form={form}
        submitLabel="Save email"
        onSave={async (values) => {
          await save.mutateAsync(values);
          showToast({ title: 'Email saved', description: `${TITLES[template.kind]} is updated.` });
        }}
      >
        <TextField<TemplateValues> name="subject" label="Subject" />
        <TextField<TemplateValues> name="body" label="Message" multiline />
      </ResourceForm>
    </>
  );
}
