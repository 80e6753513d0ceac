import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TEXTS } from '../../shared/admin/api';
import type { AdminCategory } from '../../shared/admin/category.schema';
import type { ListPage } from '../../shared/admin/api';
import { signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';

// The categories screen against the built shop and its real API: create, edit with history, a
// conflicting edit, a taken slug, a delete refused while products use the category, and an open
// storefront that sees a new category without reloading.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function openNewCategory(page: Page): Promise<void> {
  await page.goto('/admin/categories/new');
  await expect(page.getByTestId('page-admin-category-new')).toBeVisible();
}

async function categoryBySlug(page: Page, slug: string): Promise<AdminCategory> {
  const response = await page.request.get(`/api/admin/categories?q=${encodeURIComponent(slug)}&pageSize=100`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as ListPage<AdminCategory>;
  const found = body.rows.find((row) => row.slug === slug);
  expect(found, slug).toBeTruthy();
  return found!;
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

test('an admin creates a category (slug from the name), edits it, and sees its history', async ({ page }) => {
  const name = `Kites ${unique()}`;
  await openNewCategory(page);
  await page.getByLabel('Name').fill(name);
  const slug = name.toLowerCase().replace(/ /g, '-');
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Description').fill('Things that fly on a string.');
  await page.getByRole('button', { name: 'Create category' }).click();

  await expect(page.getByTestId('page-admin-category-edit')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/admin/categories');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(`“${name}”`);
  await expect(page.getByTestId('record-history')).toContainText('Created by Avery Admin');

  await page.getByLabel('Name').fill(`${name} and more`);
  // The slug was the name's: it follows the name while staff have not typed in it.
  await expect(page.getByLabel('Slug')).toHaveValue(`${slug}-and-more`);
  await page.getByLabel('Active (shown to shoppers)').uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} and more` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('record-history').getByRole('listitem').first()).toContainText('Updated by Avery Admin');
  await expect(page.getByTestId('record-history').getByRole('listitem').first()).toContainText(`${name} → ${name} and more`);

  // The list finds it by search, the URL holds the search, and the status says Hidden.
  await page.goto(`/admin/categories?q=${encodeURIComponent(`${slug}-and-more`)}`);
  const row = page.getByRole('row', { name: new RegExp(`${name} and more`) });
  await expect(row).toContainText('Hidden');
  await expectNoSeriousAxeViolations(page, 'categories list');
});

test('a second person’s save first: the later save is refused with a way to reload', async ({ page, browser }) => {
  const name = `Puzzles ${unique()}`;
  const created = await page.request.post('/api/admin/categories', {
    data: { name, slug: name.toLowerCase().replace(/ /g, '-'), description: null, isActive: true },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(created.status()).toBe(201);
  const { record } = (await created.json()) as { record: AdminCategory };

  await page.goto(`/admin/categories/${record.id}`);
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await expectNoSeriousAxeViolations(page, 'category edit');

  // Someone else, in their own browser, saves first.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, 'store_manager');
  await otherPage.goto(`/admin/categories/${record.id}`);
  await otherPage.getByLabel('Description').fill('Changed by the manager.');
  await otherPage.getByRole('button', { name: 'Save changes' }).click();
  await expect(otherPage.getByTestId('record-history').getByRole('listitem').first()).toContainText('Updated by Morgan Manager', { timeout: 20_000 });
  await other.close();

  await page.getByLabel('Name').fill(`${name} (mine)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('edit-conflict')).toContainText(ADMIN_TEXTS.editConflict);
  // Nothing typed is lost until staff choose to reload.
  await expect(page.getByLabel('Name')).toHaveValue(`${name} (mine)`);
  await page.getByTestId('edit-conflict').getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Description')).toHaveValue('Changed by the manager.');
  await expect(page.getByLabel('Name')).toHaveValue(name);
});

test('a slug that is taken is refused on the slug field', async ({ page }) => {
  const name = `Marbles ${unique()}`;
  const slug = name.toLowerCase().replace(/ /g, '-');
  const created = await page.request.post('/api/admin/categories', {
    data: { name, slug, description: null, isActive: true },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(created.status()).toBe(201);

  await openNewCategory(page);
  await page.getByLabel('Name').fill(`${name} again`);
  await page.getByLabel('Slug').fill(slug);
  await page.getByRole('button', { name: 'Create category' }).click();
  const slugBox = page.getByLabel('Slug');
  await expect(slugBox).toHaveAttribute('aria-invalid', 'true');
  const errorId = (await slugBox.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-error'))!;
  await expect(page.locator(`[id="${errorId}"]`)).toContainText(/slug/i);
  await expect(page.getByLabel('Name')).toHaveValue(`${name} again`);
});

test('deleting a category that products use is refused with the count, and moving them first works', async ({ page }) => {
  const categories = (await (await page.request.get('/api/admin/categories?pageSize=100&deleted=no&sort=productCount.desc')).json()) as ListPage<AdminCategory>;
  const used = categories.rows.find((row) => row.productCount > 0)!;
  const target = `Holding ${unique()}`;
  const created = await page.request.post('/api/admin/categories', {
    data: { name: target, slug: target.toLowerCase().replace(/ /g, '-'), description: null, isActive: false },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/admin/categories?q=${encodeURIComponent(used.slug)}`);
  await page.getByRole('button', { name: `Delete ${used.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Delete “${used.name}”?` });
  await expect(dialog).toContainText(`${used.productCount === 1 ? '1 product uses' : `${used.productCount} products use`} this category`);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  const count = used.productCount === 1 ? '1 product' : `${used.productCount} products`;
  await expect(dialog.getByTestId('delete-error')).toHaveText(`This category is used by ${count}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Still there, still used.
  expect((await categoryBySlug(page, used.slug)).deletedAt).toBeNull();

  // Choosing where the products go deletes it; restoring brings it back (empty now).
  await page.getByRole('button', { name: `Delete ${used.name}`, exact: true }).click();
  await page.getByRole('combobox', { name: 'Move its products to' }).selectOption({ label: target });
  await page.getByRole('button', { name: 'Move products and delete' }).click();
  await expect(dialog).toBeHidden();
  // A deleted category leaves the list; the Deleted filter shows it.
  await expect(page.getByRole('row', { name: new RegExp(used.name) })).toHaveCount(0);
  await page.getByLabel('Deleted', { exact: true }).selectOption('yes');
  await expect(page).toHaveURL(/deleted=yes/);
  await expect(page.getByRole('row', { name: new RegExp(used.name) })).toContainText('Deleted');
  expect((await categoryBySlug(page, target.toLowerCase().replace(/ /g, '-'))).productCount).toBe(used.productCount);
  await page.getByRole('button', { name: `Restore ${used.name}`, exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(used.name) })).toHaveCount(0);
  expect((await categoryBySlug(page, used.slug)).deletedAt).toBeNull();
  // Put the products back where the rest of the suite expects them.
  await page.goto(`/admin/categories?q=${encodeURIComponent(target.toLowerCase().replace(/ /g, '-'))}`);
  await page.getByRole('button', { name: `Delete ${target}`, exact: true }).click();
  await page.getByRole('combobox', { name: 'Move its products to' }).selectOption({ label: used.name });
  const targetDialog = page.getByRole('dialog', { name: `Delete “${target}”?` });
  await targetDialog.getByRole('button', { name: 'Move products and delete' }).click();
  // The move is done once its own dialog closes (the first dialog closed long ago).
  await expect(targetDialog).toBeHidden();
  expect((await categoryBySlug(page, used.slug)).productCount).toBe(used.productCount);
});

test('a shopper with the shop open sees a new active category appear without reloading', async ({ page, browser }) => {
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await shop.goto('/shop');
  await expect(shop.getByTestId('page-shop')).toBeVisible();
  await shop.waitForFunction(() => window.__shopSync !== undefined);
  await shop.evaluate(() => window.__shopSync!.ready);
  const name = `Yo-yos ${unique()}`;
  const categorySelect = shop.getByRole('group', { name: 'Filters' }).getByLabel('Category');
  await expect(categorySelect.getByRole('option', { name })).toHaveCount(0);

  await openNewCategory(page);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByTestId('page-admin-category-edit')).toBeVisible({ timeout: 20_000 });

  await expect(categorySelect.getByRole('option', { name })).toHaveCount(1, { timeout: 30_000 });
  await shopper.close();
});

test('deleting a category from its edit page goes back to the list, with the deleted notice', async ({ page }) => {
  const name = `Yo-yos ${unique()}`;
  const created = await page.request.post('/api/admin/categories', {
    data: { name, slug: name.toLowerCase().replace(/ /g, '-'), description: null, isActive: true },
    headers: { origin: test.info().project.use.baseURL! },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { record } = (await created.json()) as { record: AdminCategory };

  await page.goto(`/admin/categories/${record.id}`);
  await expect(page.getByTestId('page-admin-category-edit')).toBeVisible();
  await page.getByRole('button', { name: 'Delete category' }).click();
  await page.getByRole('dialog', { name: `Delete “${name}”?` }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Deleted' })).toContainText(`“${name}” is hidden from the shop.`);
  const after = (await (await page.request.get(`/api/admin/categories/${record.id}`)).json()) as { record: AdminCategory };
  expect(after.record.deletedAt).not.toBeNull();
});
