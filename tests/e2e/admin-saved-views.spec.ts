import { expect, test, type Page } from '@playwright/test';
import { EMPTY_STATE_TEXTS } from '../../shared/admin/empty-states';
import { SAVED_VIEW_TEXTS } from '../../shared/admin/saved-views';
import { signInAs } from './support/admin';

// Issue 25 "Views and habits" (docs/decisions/101): a list's saved views keep its filters, sort and
// columns; the last one chosen comes back; an admin shares one with everyone; an empty list says why.

const viewsBar = (page: Page) => page.getByRole('group', { name: SAVED_VIEW_TEXTS.bar });
const viewSelect = (page: Page) => viewsBar(page).getByLabel(SAVED_VIEW_TEXTS.viewLabel, { exact: true });

test('an admin saves a filtered, sorted orders view with a column hidden; it comes back, gives way to "All", and once shared the store manager uses it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const name = `Paid by total ${Date.now().toString(36)}`;
  await signInAs(page, 'admin');
  await page.goto('/admin/orders');
  await expect(viewSelect(page)).toHaveValue('all');

  // Filter, sort (twice: descending) and hide the Country column.
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('paid');
  await expect(page).toHaveURL(/status=paid/);
  await page.getByRole('columnheader', { name: /^Total/ }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=total\.asc/);
  await page.getByRole('columnheader', { name: /^Total/ }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=total\.desc/);
  await page.locator('.data-table__columns summary').click();
  await page.locator('.data-table__columns').getByLabel('Country').uncheck();
  await expect(page.getByRole('columnheader', { name: 'Country' })).toHaveCount(0);

  // The save dialog: a name is needed (said on the field), then the view is saved and chosen.
  await viewsBar(page).getByRole('button', { name: SAVED_VIEW_TEXTS.save }).click();
  const dialog = page.getByTestId('saved-view-dialog');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog.getByText(SAVED_VIEW_TEXTS.nameRequired)).toBeVisible();
  await dialog.getByLabel(SAVED_VIEW_TEXTS.name).fill(name);
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(viewSelect(page).locator('option:checked')).toHaveText(name);

  // Leave, and come back to the plain list: the view is applied again, column hidden included.
  await page.goto('/admin');
  await expect(page.getByTestId('page-admin-orders')).toHaveCount(0);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/status=paid/);
  await expect(page).toHaveURL(/sort=total\.desc/);
  await expect(viewSelect(page).locator('option:checked')).toHaveText(name);
  await expect(page.getByRole('columnheader', { name: 'Country' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('paid');
  await page.screenshot({ path: test.info().outputPath('orders-view-back.png'), fullPage: true });

  // "All": the plain list with every column, and it stays plain when the user comes back.
  await viewSelect(page).selectOption('all');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('columnheader', { name: 'Country' })).toBeVisible();
  await page.goto('/admin');
  await page.goto('/admin/orders');
  await expect(viewSelect(page)).toHaveValue('all');
  await expect(page.getByRole('columnheader', { name: 'Country' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orders$/);

  // Shared with everyone by the admin.
  await viewSelect(page).selectOption({ label: name });
  await viewsBar(page).getByRole('button', { name: SAVED_VIEW_TEXTS.share }).click();
  await expect(viewsBar(page).getByRole('button', { name: SAVED_VIEW_TEXTS.unshare })).toBeVisible();

  // The store manager sees it, uses it, and cannot rename or delete it.
  const managerContext = await browser.newContext({ baseURL });
  const manager = await managerContext.newPage();
  await signInAs(manager, 'store_manager');
  await manager.goto('/admin/orders');
  const shared = viewSelect(manager).locator('option', { hasText: name });
  await expect(shared).toHaveText(new RegExp(`${name} \\(${SAVED_VIEW_TEXTS.sharedMark}, .+\\)`));
  await viewSelect(manager).selectOption({ label: (await shared.textContent())! });
  await expect(manager).toHaveURL(/status=paid/);
  await expect(manager).toHaveURL(/sort=total\.desc/);
  await expect(manager.getByRole('columnheader', { name: 'Country' })).toHaveCount(0);
  await expect(viewsBar(manager).getByRole('button', { name: SAVED_VIEW_TEXTS.rename })).toHaveCount(0);
  await expect(viewsBar(manager).getByRole('button', { name: SAVED_VIEW_TEXTS.share })).toHaveCount(0);
  await manager.screenshot({ path: test.info().outputPath('orders-view-shared-manager.png'), fullPage: true });
  await managerContext.close();

  // A delete refused (the view was changed elsewhere after this page read it) says why inside the
  // dialog, in front of the page, and the dialog stays; cancelling it takes the message away.
  await viewsBar(page).getByRole('button', { name: SAVED_VIEW_TEXTS.remove }).click();
  const confirm = page.getByRole('dialog', { name: SAVED_VIEW_TEXTS.removeTitle });
  const views = (await (await page.request.get('/api/admin/orders/views')).json()) as { views: Array<{ id: string; name: string; version: string }> };
  const view = views.views.find((candidate) => candidate.name === name)!;
  const changed = await page.request.patch(`/api/admin/orders/views/${view.id}`, { headers: { origin: baseURL! }, data: { version: view.version, name: `${name} (renamed)` } });
  expect(changed.status(), await changed.text()).toBe(200);
  await confirm.getByRole('button', { name: SAVED_VIEW_TEXTS.remove }).click();
  await expect(confirm.getByRole('alert')).toHaveText(SAVED_VIEW_TEXTS.stale);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(viewsBar(page).getByRole('alert')).toHaveCount(0);

  // The admin chooses it again as it now is, and deletes it: it goes for everyone, and the list is plain again.
  const renamed = viewSelect(page).locator('option', { hasText: `${name} (renamed)` });
  await viewSelect(page).selectOption({ label: (await renamed.textContent())! });
  await viewsBar(page).getByRole('button', { name: SAVED_VIEW_TEXTS.remove }).click();
  await page.getByRole('dialog', { name: SAVED_VIEW_TEXTS.removeTitle }).getByRole('button', { name: SAVED_VIEW_TEXTS.remove }).click();
  await expect(viewSelect(page)).toHaveValue('all');
  await expect(viewSelect(page).locator('option', { hasText: name })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/orders$/);
});

test('a filtered list with no match says so and clears its filters; the message names what the list holds', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/discounts?q=no-such-code-zz&active=no');
  const empty = page.getByTestId('list-empty-filtered');
  await expect(empty).toContainText(EMPTY_STATE_TEXTS.noMatch('discounts'));
  await page.screenshot({ path: test.info().outputPath('discounts-no-match.png'), fullPage: true });
  await empty.getByRole('button', { name: EMPTY_STATE_TEXTS.clearFilters }).click();
  await expect(page).toHaveURL(/\/admin\/discounts$/);
  await expect(empty).toHaveCount(0);
  await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('');

  // Orders too, through the same kit; the sort stays when the filters go.
  await page.goto('/admin/orders?q=ZZ-NO-SUCH-ORDER&sort=total.desc');
  await expect(page.getByTestId('list-empty-filtered')).toContainText(EMPTY_STATE_TEXTS.noMatch('orders'));
  await page.getByTestId('list-empty-filtered').getByRole('button', { name: EMPTY_STATE_TEXTS.clearFilters }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?sort=total\.desc$/);
  await expect(page.getByTestId('list-empty-filtered')).toHaveCount(0);
});
