import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CAREERS_TEXTS } from '../../shared/careers/careers-texts';
import { seedId } from '../../server/seed/ids';
import { pdfBytes, pngBytes } from '../support/cv-files';
import { signInAs } from './support/admin';

// Careers end to end (issue 14) against the built shop and its real API: a visitor filters the open
// jobs, applies to one with a CV file (clear errors first, then the confirmation), and a store
// manager finds the application in the job's pipeline, moves it and downloads the CV.

const FRONTEND_JOB = seedId('job:frontend-engineer');
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

test('apply to a job with a CV, then staff see it in the pipeline, move it and download the CV', async ({ browser, page }) => {
  // Two people's journeys in one test (a visitor's, then a manager's): longer than one page's.
  test.setTimeout(150_000);
  const applicant = `Jordan Applicant ${unique()}`;
  const email = `jordan.${unique()}@example.com`;
  const visitor = await browser.newPage();
  try {
    // The careers page: open jobs, filtered to remote ones through the URL-held filter.
    await visitor.goto('/careers');
    await expect(visitor.getByTestId('careers-list')).toContainText('Frontend Engineer');
    await expect(visitor.getByTestId('careers-list')).not.toContainText('Product Photographer');
    await visitor.getByLabel(CAREERS_TEXTS.filterLocation).selectOption({ label: 'Remote' });
    await expect(visitor).toHaveURL(/location=remote/);
    await expect(visitor.getByTestId('careers-list')).not.toContainText('Store Associate');
    await visitor.getByRole('link', { name: 'Frontend Engineer' }).click();

    // The job's page: its description rendered from Markdown, and the form (a lazy chunk).
    await expect(visitor.getByRole('heading', { level: 1, name: 'Frontend Engineer' })).toBeVisible();
    await expect(visitor).toHaveTitle('Frontend Engineer | Toy Shop');
    await expect(visitor.getByTestId('career-description').getByRole('heading', { name: 'What you will do' })).toBeVisible();
    const form = visitor.getByTestId('application-form');
    await form.getByRole('button', { name: CAREERS_TEXTS.apply.submit }).click();
    for (const message of [CAREERS_TEXTS.errors.fullName, CAREERS_TEXTS.errors.email, CAREERS_TEXTS.errors.phone, CAREERS_TEXTS.errors.coverLetter, CAREERS_TEXTS.errors.cvMissing, CAREERS_TEXTS.errors.consent]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    await form.getByLabel(CAREERS_TEXTS.apply.fullName).fill(applicant);
    await form.getByLabel(CAREERS_TEXTS.apply.email).fill(email);
    await form.getByLabel(CAREERS_TEXTS.apply.phone).fill('+44 20 7946 0999');
    await form.getByLabel(CAREERS_TEXTS.apply.coverLetter).fill('I build offline-first React apps and care about accessibility.');
    // A picture named like a PDF: the server reads its bytes and says so on the CV field.
    await form.getByLabel(CAREERS_TEXTS.apply.cv).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pngBytes()) });
    await form.getByLabel(CAREERS_TEXTS.apply.consent).check();
    await form.getByRole('button', { name: CAREERS_TEXTS.apply.submit }).click();
    await expect(form.getByText(CAREERS_TEXTS.errors.cvType)).toBeVisible();
    await expect(form.getByLabel(CAREERS_TEXTS.apply.fullName)).toHaveValue(applicant);

    await form.getByLabel(CAREERS_TEXTS.apply.cv).setInputFiles({ name: 'jordan-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes('Jordan Applicant CV')) });
    await form.getByRole('button', { name: CAREERS_TEXTS.apply.submit }).click();
    await expect(visitor.getByTestId('application-sent')).toContainText(CAREERS_TEXTS.apply.sent('Frontend Engineer', email));
  } finally {
    await visitor.close();
  }

  // Staff: the job's pipeline shows the new application; its page moves it and gives the CV.
  await signInAs(page, 'store_manager');
  await page.goto(`/admin/job-applications?jobId=${FRONTEND_JOB}`);
  await expect(page.getByTestId('pipeline').getByRole('button', { name: /^New \d+$/ })).toBeVisible();
  await page.getByTestId('pipeline').getByRole('button', { name: /^New / }).click();
  await page.getByRole('link', { name: applicant, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: applicant })).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Move to reviewing' }).click();
  await expect(page.getByRole('button', { name: 'Move to interview' })).toBeVisible();
  await expect(page.getByText('Reviewing', { exact: true })).toBeVisible();
  await expect(page.getByTestId('record-history')).toContainText('Morgan Manager');

  await page.getByLabel('Add a note').fill('Strong PWA portfolio; invite to interview.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('application-notes')).toContainText('Strong PWA portfolio; invite to interview.');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('cv-download').click()]);
  expect(download.suggestedFilename()).toBe('jordan-cv.pdf');
  const saved = readFileSync((await download.path())!);
  expect(saved.equals(Buffer.from(pdfBytes('Jordan Applicant CV')))).toBe(true);

  await page.goto(`/admin/job-applications?jobId=${FRONTEND_JOB}&status=reviewing`);
  await expect(page.getByRole('link', { name: applicant, exact: true })).toBeVisible();
});

test('a closed job says so and offers no form; an unknown one is not found', async ({ page }) => {
  await page.goto(`/careers/${seedId('job:product-photographer')}`);
  await expect(page.getByRole('heading', { level: 2, name: CAREERS_TEXTS.jobClosedTitle })).toBeVisible();
  await expect(page.getByTestId('application-form')).toHaveCount(0);
  await page.goto('/careers/no-such-job');
  await expect(page.getByRole('heading', { level: 1, name: CAREERS_TEXTS.jobNotFoundTitle })).toBeVisible();
  await expect(page).toHaveTitle('Job not found | Toy Shop');
});
