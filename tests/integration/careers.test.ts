import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../shared/admin/api';
import type { ApplicationReceipt } from '../../shared/careers/application.schema';
import { APPLICATION_EMAIL_TEXTS, CAREERS_TEXTS, DEFAULT_DECISION_EMAILS } from '../../shared/careers/careers-texts';
import type { AdminApplication, ApplicationDetail, EmailTemplate, PipelineCounts } from '../../shared/careers/job-application.schema';
import type { AdminJob, PublicJob, PublicJobList } from '../../shared/careers/job.schema';
import { deleteExpiredApplications, RETENTION_ACTOR_LABEL } from '../../server/careers/application-retention';
import { TestClient } from '../support/http';
import { SmtpSink, plainTextOf, withEmail } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';
import { docxBytes, pdfBytes, plainZipBytes, pngBytes, xlsxBytes } from '../support/cv-files';
import { auditRowsOf, ok, refusal, send, signedInTeam, type SignedIn } from './admin-fixtures';

// Careers (issue 14): jobs in the back office, the public careers pages and application form (the
// CV checked by its bytes), CVs that only staff download, the pipeline and its emails through a
// real SMTP server, and the retention sweep.

let base: TestApp;
let t: TestApp;
let sink: SmtpSink;
let team: Record<'admin' | 'manager' | 'staff' | 'customer', SignedIn>;
type JobAnswer = { record: AdminJob };

const STORE = 'store-careers-nyc';
const JOB = { title: 'Store Associate', department: 'Retail', storeId: STORE, remoteArea: null, employmentType: 'part_time', description: '## The role\n\nHelp **families** choose toys.' };

const createJob = async (over: Record<string, unknown> = {}) => (await ok<JobAnswer>(await send(team.manager.client, 'POST', '/api/admin/jobs', { ...JOB, ...over }), 201)).record;

const FIELDS = { fullName: 'Jane Doe', email: 'jane.doe@example.com', phone: '+1 212 555 0199', coverLetter: 'I have sold toys for five years and love helping families.', consent: 'true' };

/** The application form as the storefront sends it (multipart). */
function applicationForm(over: Partial<Record<keyof typeof FIELDS, string | null>> = {}, cv: { bytes: Uint8Array; name: string; type?: string } | null = { bytes: pdfBytes(), name: 'jane-doe.pdf', type: 'application/pdf' }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...FIELDS, ...over })) if (value !== null) form.set(key, value);
  if (cv) form.set('cv', new File([cv.bytes as Uint8Array<ArrayBuffer>], cv.name, { type: cv.type ?? 'application/octet-stream' }));
  return form;
}

const apply = (jobId: string, form: FormData, client = new TestClient(t)) => client.request(`/api/careers/${jobId}/applications`, { method: 'POST', body: form });

async function applied(jobId: string, over: Partial<Record<keyof typeof FIELDS, string | null>> = {}): Promise<ApplicationReceipt> {
  return (await ok<{ application: ApplicationReceipt }>(await apply(jobId, applicationForm(over)), 201)).application;
}

const detail = async (id: string) => ok<ApplicationDetail>(await team.manager.client.get(`/api/admin/job-applications/${id}`));
const move = (id: string, to: string, version: string, client = team.manager.client) => send(client, 'POST', `/api/admin/job-applications/${id}/move`, { to, version });

beforeAll(async () => {
  base = await createTestApp();
  sink = await SmtpSink.start();
  t = await withEmail(base, sink.url());
  team = await signedInTeam(t);
  await t.deps.db
    .insertInto('stores')
    .values({ id: STORE, name: 'New York – Upper West Side', slug: 'careers-nyc', country: 'US', address_line_1: '2270 Broadway', city: 'New York', postal_code: '10024', opening_hours: '[]', latitude: 40.78, longitude: -73.97 })
    .execute();
}, 180_000);
afterAll(async () => {
  await t?.close();
  await sink?.stop();
  await base?.close();
});

describe('jobs in the back office', () => {
  it('creates a job at a store and a remote one, renders the description on save, sanitised, and audits it', async () => {
    const job = await createJob({ description: '## The role\n\nHelp **families**.<script>alert(1)</script> [x](javascript:alert(1))' });
    expect(job).toMatchObject({ title: 'Store Associate', isOpen: true, closedAt: null, place: { storeId: STORE, label: 'New York – Upper West Side', remote: false } });
    expect(job.descriptionHtml).toContain('<h2>The role</h2>');
    expect(job.descriptionHtml).toContain('<strong>families</strong>');
    expect(job.descriptionHtml).not.toMatch(/script|javascript:/i);
    const remote = await createJob({ title: 'Frontend Engineer', department: 'Technology', storeId: null, remoteArea: 'US or UK', employmentType: 'full_time' });
    expect(remote.place).toEqual({ storeId: null, label: 'Remote (US or UK)', remote: true });
    const [audit] = await auditRowsOf(t, 'job', job.id);
    expect(audit).toMatchObject({ action: 'create', screen: 'jobs', actor_label: 'Mo Manager <manager@example.com>', after: job });
  });

  it('refuses a job with neither store nor remote area, an unknown store or no description, on their fields', async () => {
    const fields = async (over: Record<string, unknown>) => (await refusal(await send(team.manager.client, 'POST', '/api/admin/jobs', { ...JOB, ...over }), 400)).fields;
    expect(await fields({ storeId: null, remoteArea: '' })).toEqual({ remoteArea: 'Choose a store, or say where the remote job can be done from' });
    expect(await fields({ storeId: 'no-such-store' })).toEqual({ storeId: 'Choose one of the shop’s stores, or make the job remote' });
    expect(await fields({ description: '   ' })).toEqual({ description: 'Enter a description' });
    expect(await fields({ employmentType: 'forever' })).toHaveProperty('employmentType');
  });

  it('closes and reopens a job from the version read, audited; a stale version is refused', async () => {
    const job = await createJob({ title: 'Closing Soon' });
    const closed = (await ok<JobAnswer>(await send(team.manager.client, 'POST', `/api/admin/jobs/${job.id}/close`, { version: job.version }))).record;
    expect(closed).toMatchObject({ isOpen: false, closedAt: expect.any(String) as string });
    await refusal(await send(team.manager.client, 'POST', `/api/admin/jobs/${job.id}/open`, { version: job.version }), 409);
    const reopened = (await ok<JobAnswer>(await send(team.manager.client, 'POST', `/api/admin/jobs/${job.id}/open`, { version: closed.version }))).record;
    expect(reopened).toMatchObject({ isOpen: true, closedAt: null });
    expect((await auditRowsOf(t, 'job', job.id)).map((row) => row.action)).toEqual(['create', 'close', 'open']);
  });

  it('previews the description with the same renderer (jobs screen write access)', async () => {
    const preview = await ok<{ html: string }>(await send(team.manager.client, 'POST', '/api/admin/jobs/preview', { markdown: '# Hi <img src=x onerror=alert(1)>' }));
    expect(preview.html).toBe('<h2>Hi </h2>');
    await refusal(await send(team.staff.client, 'POST', '/api/admin/jobs/preview', { markdown: 'x' }), 403);
  });
});

describe('the careers pages', () => {
  it('lists open jobs only, with department and location filters (a store or remote)', async () => {
    const store = await createJob({ title: 'Listed at the store', department: 'Listing' });
    const remote = await createJob({ title: 'Listed remote', department: 'Listing Tech', storeId: null, remoteArea: 'UK' });
    const closed = await createJob({ title: 'Listed but closed', department: 'Listing' });
    await ok(await send(team.manager.client, 'POST', `/api/admin/jobs/${closed.id}/close`, { version: closed.version }));
    const visitor = new TestClient(t);
    const all = await ok<PublicJobList>(await visitor.get('/api/careers'));
    const titles = all.jobs.map((job) => job.title);
    expect(titles).toEqual(expect.arrayContaining(['Listed at the store', 'Listed remote']));
    expect(titles).not.toContain('Listed but closed');
    expect(all.departments).toEqual(expect.arrayContaining(['Listing', 'Listing Tech']));
    expect(all.locations).toEqual(expect.arrayContaining([{ value: STORE, label: 'New York – Upper West Side' }, { value: 'remote', label: 'Remote' }]));
    const byDepartment = await ok<PublicJobList>(await visitor.get('/api/careers?department=Listing'));
    expect(byDepartment.jobs.map((job) => job.id)).toEqual([store.id]);
    const remoteOnly = await ok<PublicJobList>(await visitor.get('/api/careers?location=remote'));
    expect(remoteOnly.jobs.map((job) => job.id)).toContain(remote.id);
    expect(remoteOnly.jobs.every((job) => job.place.remote)).toBe(true);
    const atStore = await ok<PublicJobList>(await visitor.get(`/api/careers?location=${STORE}&department=Listing%20Tech`));
    expect(atStore.jobs).toEqual([]);
  });

  it('shows one job with its rendered description; a closed job says so; an unknown one is 404', async () => {
    const job = await createJob({ title: 'Detail Job' });
    const visitor = new TestClient(t);
    const shown = await ok<{ job: PublicJob }>(await visitor.get(`/api/careers/${job.id}`));
    expect(shown.job).toMatchObject({ title: 'Detail Job', isOpen: true, descriptionHtml: job.descriptionHtml, employmentType: 'part_time' });
    await ok(await send(team.manager.client, 'POST', `/api/admin/jobs/${job.id}/close`, { version: job.version }));
    expect((await ok<{ job: PublicJob }>(await visitor.get(`/api/careers/${job.id}`))).job.isOpen).toBe(false);
    expect((await refusal(await visitor.get('/api/careers/no-such-job'), 404)).message).toBe(CAREERS_TEXTS.jobNotFound);
  });
});

describe('applying', () => {
  it('stores the application and its CV, and emails the applicant a confirmation through SMTP, logged', async () => {
    const job = await createJob({ title: 'Toy Demonstrator' });
    const receipt = await applied(job.id, { email: 'Applicant.One@Example.com' });
    expect(receipt).toMatchObject({ jobTitle: 'Toy Demonstrator', email: 'applicant.one@example.com' });
    const row = await t.deps.db.selectFrom('job_applications').selectAll().where('id', '=', receipt.applicationId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ job_id: job.id, full_name: 'Jane Doe', phone: '+1 212 555 0199', status: 'new' });
    expect(row.consented_at).toBeInstanceOf(Date);
    const cv = await t.deps.db.selectFrom('job_application_cvs').selectAll().where('application_id', '=', receipt.applicationId).executeTakeFirstOrThrow();
    expect(cv).toMatchObject({ file_name: 'jane-doe.pdf', media_type: 'application/pdf', size_bytes: pdfBytes().byteLength });
    expect(Buffer.from(cv.bytes).equals(Buffer.from(pdfBytes()))).toBe(true);

    const mail = await sink.waitFor('applicant.one@example.com');
    expect(plainTextOf(mail.raw)).toContain(APPLICATION_EMAIL_TEXTS.body('Toy Demonstrator')[0]);
    const [logged] = await t.deps.db.selectFrom('email_logs').selectAll().where('to_address', '=', 'applicant.one@example.com').execute();
    expect(logged).toMatchObject({ template: 'job_application_received', status: 'sent', subject: APPLICATION_EMAIL_TEXTS.subject('Toy Demonstrator') });
  });

  it('takes a real Word document, whatever its name, and keeps it as .docx', async () => {
    const job = await createJob({ title: 'Docx Job' });
    const receipt = (await ok<{ application: ApplicationReceipt }>(await apply(job.id, applicationForm({ email: 'docx@example.com' }, { bytes: docxBytes(), name: 'My "CV".doc' })), 201)).application;
    const cv = await t.deps.db.selectFrom('job_application_cvs').select(['file_name', 'media_type']).where('application_id', '=', receipt.applicationId).executeTakeFirstOrThrow();
    expect(cv).toEqual({ file_name: 'My CV.docx', media_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });

  it('refuses a CV by its bytes, never its name: a PNG called .pdf, a zip or a spreadsheet called .docx, 5 MB + 1 byte; nothing is stored', async () => {
    const job = await createJob({ title: 'Refusing Job' });
    const cvError = async (cv: { bytes: Uint8Array; name: string; type?: string }) => (await refusal(await apply(job.id, applicationForm({ email: 'refused@example.com' }, cv)), 400)).fields;
    expect(await cvError({ bytes: pngBytes(), name: 'cv.pdf', type: 'application/pdf' })).toEqual({ cv: CAREERS_TEXTS.errors.cvType });
    expect(await cvError({ bytes: plainZipBytes(), name: 'cv.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })).toEqual({ cv: CAREERS_TEXTS.errors.cvType });
    expect(await cvError({ bytes: xlsxBytes(), name: 'cv.docx' })).toEqual({ cv: CAREERS_TEXTS.errors.cvType });
    const tooLarge = new Uint8Array(5 * 1024 * 1024 + 1);
    tooLarge.set(pdfBytes());
    expect(await cvError({ bytes: tooLarge, name: 'cv.pdf', type: 'application/pdf' })).toEqual({ cv: CAREERS_TEXTS.errors.cvTooLarge });
    const exactly = new Uint8Array(5 * 1024 * 1024);
    exactly.set(pdfBytes());
    await ok(await apply(job.id, applicationForm({ email: 'exactly-5mb@example.com' }, { bytes: exactly, name: 'cv.pdf' })), 201);
    const stored = await t.deps.db.selectFrom('job_applications').select('email').where('job_id', '=', job.id).execute();
    expect(stored).toEqual([{ email: 'exactly-5mb@example.com' }]);
  });

  it('says what is wrong on each field at once, the missing CV among them', async () => {
    const job = await createJob({ title: 'Fields Job' });
    const error = await refusal(await apply(job.id, applicationForm({ fullName: ' ', email: 'not-an-email', phone: 'call me', coverLetter: 'Hi', consent: null }, null)), 400);
    expect(error.fields).toEqual({
      fullName: CAREERS_TEXTS.errors.fullName,
      email: CAREERS_TEXTS.errors.email,
      phone: CAREERS_TEXTS.errors.phoneInvalid,
      coverLetter: CAREERS_TEXTS.errors.coverLetter,
      consent: CAREERS_TEXTS.errors.consent,
      cv: CAREERS_TEXTS.errors.cvMissing,
    });
    expect((await refusal(await send(new TestClient(t), 'POST', `/api/careers/${job.id}/applications`, FIELDS), 400)).fields).toEqual({ cv: CAREERS_TEXTS.errors.cvMissing });
  });

  it('refuses applications to a closed job (409) and to an unknown one (404)', async () => {
    const job = await createJob({ title: 'Closed Apply' });
    await ok(await send(team.manager.client, 'POST', `/api/admin/jobs/${job.id}/close`, { version: job.version }));
    expect((await refusal(await apply(job.id, applicationForm()), 409)).message).toBe(CAREERS_TEXTS.errors.jobClosed);
    await refusal(await apply('no-such-job', applicationForm()), 404);
  });
});

describe('CVs are for staff only', () => {
  it('downloads as an attachment with nosniff for admin and store manager; 401 for a visitor, 403 for staff and customers; nothing public serves it', async () => {
    const job = await createJob({ title: 'Download Job' });
    const receipt = (await ok<{ application: ApplicationReceipt }>(await apply(job.id, applicationForm({ email: 'download@example.com' }, { bytes: docxBytes(), name: 'Zoë CV.docx' })), 201)).application;
    const path = `/api/admin/job-applications/${receipt.applicationId}/cv`;
    for (const who of [team.manager, team.admin]) {
      const response = await who.client.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Zo_ CV.docx"; filename*=UTF-8''Zo%C3%AB%20CV.docx`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(docxBytes()))).toBe(true);
    }
    expect((await new TestClient(t).get(path)).status).toBe(401);
    expect((await team.staff.client.get(path)).status).toBe(403);
    expect((await team.customer.client.get(path)).status).toBe(403);
    // Nothing public names it: not the careers API, not /media, not the job's page.
    const visitor = new TestClient(t);
    expect((await visitor.get(`/api/careers/${job.id}/applications`)).status).toBe(404);
    expect((await visitor.get(`/media/${receipt.applicationId}`)).status).toBe(404);
    expect(JSON.stringify(await (await visitor.get(`/api/careers/${job.id}`)).json())).not.toContain(receipt.applicationId);
    expect(await t.deps.db.selectFrom('media').select('id').where('id', '=', receipt.applicationId).execute()).toEqual([]);
  });
});

describe('the pipeline', () => {
  it('allows only the table’s moves, from the version read, audited without personal data', async () => {
    const job = await createJob({ title: 'Pipeline Job' });
    const { applicationId: id } = await applied(job.id, { email: 'pipeline@example.com' });
    let record = (await detail(id)).record;
    expect(record).toMatchObject({ status: 'new', nextStatuses: ['reviewing', 'rejected'], cv: { fileName: 'jane-doe.pdf', mediaType: 'application/pdf' } });

    expect((await refusal(await move(id, 'hired', record.version), 409)).fields).toEqual({ to: 'An application that is new cannot move to hired' });
    record = (await ok<{ record: AdminApplication }>(await move(id, 'reviewing', record.version))).record;
    await refusal(await move(id, 'interview', '1'), 409);
    for (const to of ['interview', 'offer'] as const) record = (await ok<{ record: AdminApplication }>(await move(id, to, record.version))).record;
    expect(record).toMatchObject({ status: 'offer', nextStatuses: ['hired', 'rejected'] });
    const counts = await ok<{ counts: PipelineCounts }>(await team.manager.client.get(`/api/admin/job-applications/pipeline?jobId=${job.id}`));
    expect(counts.counts).toEqual({ new: 0, reviewing: 0, interview: 0, offer: 1, hired: 0, rejected: 0 });
    const listed = await ok<ListPage<AdminApplication>>(await team.manager.client.get(`/api/admin/job-applications?jobId=${job.id}&status=offer`));
    expect(listed.rows.map((row) => row.id)).toEqual([id]);

    const audits = await auditRowsOf(t, 'job-application', id);
    expect(audits.map((row) => row.action)).toEqual(['move.reviewing', 'move.interview', 'move.offer']);
    expect(audits[0]).toMatchObject({ screen: 'job-applications', before: { id, jobId: job.id, status: 'new' }, after: { id, jobId: job.id, status: 'reviewing' } });
    expect(JSON.stringify(audits)).not.toMatch(/pipeline@example\.com|Jane Doe|212 555/);
  });

  it('emails the applicant when rejected, from the default template', async () => {
    const job = await createJob({ title: 'Rejecting Job' });
    const { applicationId: id } = await applied(job.id, { email: 'rejected@example.com', fullName: 'Rita Reject' });
    const record = (await detail(id)).record;
    await ok(await move(id, 'rejected', record.version));
    await sink.waitFor('rejected@example.com');
    await t.deps.email.idle();
    const mails = await t.deps.db.selectFrom('email_logs').selectAll().where('to_address', '=', 'rejected@example.com').orderBy('created_at').execute();
    expect(mails.map((mail) => mail.template)).toEqual(['job_application_received', 'job_application_rejected']);
    expect(mails[1]).toMatchObject({ status: 'sent', subject: 'Your application for Rejecting Job at Toy Shop' });
    expect(mails[1]!.body_text).toBe(DEFAULT_DECISION_EMAILS.rejected.body.replaceAll('{name}', 'Rita Reject').replaceAll('{job}', 'Rejecting Job'));
    expect((await detail(id)).record.nextStatuses).toEqual([]);
  });

  it('emails the hired applicant from the template staff edited (audited, versioned)', async () => {
    const { templates } = await ok<{ templates: EmailTemplate[] }>(await team.manager.client.get('/api/admin/job-applications/templates'));
    const hired = templates.find((template) => template.kind === 'hired')!;
    expect(hired).toMatchObject({ ...DEFAULT_DECISION_EMAILS.hired, version: '0' });
    const edited = { subject: 'Welcome aboard, {name}!', body: 'Dear {name},\n\nYou are our new {job}. See you on Monday.', version: hired.version };
    const saved = (await ok<{ template: EmailTemplate }>(await send(team.manager.client, 'PUT', '/api/admin/job-applications/templates/hired', edited))).template;
    expect(saved).toMatchObject({ subject: edited.subject, body: edited.body });
    await refusal(await send(team.manager.client, 'PUT', '/api/admin/job-applications/templates/hired', edited), 409);
    expect((await auditRowsOf(t, 'job-email-template', 'hired'))[0]).toMatchObject({ action: 'template.update', screen: 'job-applications' });

    const job = await createJob({ title: 'Hiring Job' });
    const { applicationId: id } = await applied(job.id, { email: 'hired@example.com', fullName: 'Hana Hired' });
    let record = (await detail(id)).record;
    for (const to of ['reviewing', 'interview', 'offer', 'hired'] as const) record = (await ok<{ record: AdminApplication }>(await move(id, to, record.version))).record;
    const mail = await sink.waitFor('hired@example.com');
    expect(plainTextOf(mail.raw)).toContain('You are our new Hiring Job. See you on Monday.');
    expect(mail.raw).toContain('Welcome aboard, Hana Hired!');
  });

  it('keeps staff notes on an application, audited without their text', async () => {
    const job = await createJob({ title: 'Notes Job' });
    const { applicationId: id } = await applied(job.id, { email: 'notes@example.com' });
    const answer = await ok<{ notes: ApplicationDetail['notes'] }>(await send(team.manager.client, 'POST', `/api/admin/job-applications/${id}/notes`, { body: '  Great references; call Tuesday.  ' }), 201);
    expect(answer.notes).toEqual([{ id: expect.any(String) as string, authorLabel: 'Mo Manager', body: 'Great references; call Tuesday.', createdAt: expect.any(String) as string }]);
    expect((await detail(id)).notes).toHaveLength(1);
    expect((await refusal(await send(team.manager.client, 'POST', `/api/admin/job-applications/${id}/notes`, { body: ' ' }), 400)).fields).toEqual({ body: 'Write a note' });
    const [audit] = await auditRowsOf(t, 'job-application', id);
    expect(audit).toMatchObject({ action: 'note.add', after: { jobId: job.id, status: 'new' } });
    expect(JSON.stringify(audit)).not.toContain('references');
  });

  it('lets admin and store manager work the pipeline; staff, customers and visitors cannot', async () => {
    const job = await createJob({ title: 'Roles Job' });
    const { applicationId: id } = await applied(job.id, { email: 'roles@example.com' });
    const record = (await detail(id)).record;
    for (const who of [team.staff, team.customer]) {
      await refusal(await who.client.get(`/api/admin/job-applications?jobId=${job.id}`), 403);
      await refusal(await move(id, 'reviewing', record.version, who.client), 403);
      await refusal(await send(who.client, 'POST', '/api/admin/jobs', JOB), 403);
    }
    await refusal(await new TestClient(t).get(`/api/admin/job-applications/${id}`), 401);
    await ok(await team.admin.client.get(`/api/admin/job-applications/${id}`));
    await ok(await move(id, 'reviewing', record.version, team.admin.client));
  });
});

describe('retention', () => {
  it('deletes exactly the applications whose job closed more than the set months ago, with their CVs and notes, audited as the system', async () => {
    await t.deps.db.insertInto('settings').values({ key: 'application_retention_months', value: JSON.stringify(6) }).onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(6) })).execute();
    const now = new Date('2031-06-15T12:00:00Z');
    const jobs = {
      expired: await createJob({ title: 'Closed seven months ago' }),
      edge: await createJob({ title: 'Closed six months ago less a minute' }),
      recent: await createJob({ title: 'Closed last month' }),
      open: await createJob({ title: 'Still open' }),
      deleted: await createJob({ title: 'Deleted while open, seven months ago' }),
    };
    const ids: Record<keyof typeof jobs, string> = { expired: '', edge: '', recent: '', open: '', deleted: '' };
    for (const key of Object.keys(jobs) as Array<keyof typeof jobs>) ids[key] = (await applied(jobs[key].id, { email: `retention-${key}@example.com` })).applicationId;
    await send(team.manager.client, 'POST', `/api/admin/job-applications/${ids.expired}/notes`, { body: 'A note to delete' });
    const close = (id: string, at: string) => t.deps.db.updateTable('jobs').set({ is_active: false, closed_at: new Date(at) }).where('id', '=', id).execute();
    await close(jobs.expired.id, '2030-11-15T11:59:00Z');
    await close(jobs.edge.id, '2030-12-15T12:01:00Z');
    await close(jobs.recent.id, '2031-05-15T12:00:00Z');
    await t.deps.db.updateTable('jobs').set({ deleted_at: new Date('2030-11-01T00:00:00Z') }).where('id', '=', jobs.deleted.id).execute();

    expect(await deleteExpiredApplications(t.deps.db, now)).toBe(2);
    const left = await t.deps.db.selectFrom('job_applications').select('id').where('id', 'in', Object.values(ids)).execute();
    expect(left.map((row) => row.id).sort()).toEqual([ids.edge, ids.recent, ids.open].sort());
    for (const table of ['job_application_cvs', 'job_application_notes'] as const) {
      expect(await t.deps.db.selectFrom(table).select('application_id').where('application_id', 'in', [ids.expired, ids.deleted]).execute()).toEqual([]);
    }
    const [audit] = await auditRowsOf(t, 'job-application', ids.expired).then((rows) => rows.filter((row) => row.action === 'retention.delete'));
    expect(audit).toMatchObject({ actor_user_id: null, actor_label: RETENTION_ACTOR_LABEL, screen: 'job-applications', before: { id: ids.expired, jobId: jobs.expired.id, status: 'new' }, after: null });
    expect(await deleteExpiredApplications(t.deps.db, now)).toBe(0);
  });
});

describe('abuse limit', () => {
  it('answers 429 with Retry-After once a client has sent too many applications', async () => {
    const limited = await createTestApp(undefined, { env: { RATE_LIMIT: 'on' } });
    try {
      const client = new TestClient(limited, { address: '203.0.113.50' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        statuses.push((await client.request('/api/careers/no-such-job/applications', { method: 'POST', body: applicationForm() })).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
      const refused = await client.request('/api/careers/no-such-job/applications', { method: 'POST', body: applicationForm() });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
