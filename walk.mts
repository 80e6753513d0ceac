// Session 13's walk: each role through the screens issue 23 touched, screenshots to /tmp/walk.
import { chromium, type Page } from 'playwright';
import { SEED_STAFF_ACCOUNTS } from './server/seed/accounts';
const base = process.env.BASE ?? 'http://localhost:4399';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const shot = async (page: Page, name: string) => { await page.waitForTimeout(600); await page.screenshot({ path: `/tmp/walk/${name}.png`, fullPage: false }); console.log('shot', name, page.url()); };
for (const role of ['admin', 'store_manager', 'staff'] as const) {
  const account = SEED_STAFF_ACCOUNTS.find((a) => a.role === role)!;
  const c = await b.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await c.newPage();
  const r = await page.request.post('/api/auth/sign-in/email', { data: { email: account.email, password: account.password }, headers: { origin: base } });
  console.log(role, 'sign-in', r.status());
  await page.goto('/admin'); await page.getByRole('heading').first().waitFor(); await shot(page, `${role}-dashboard`);
  await page.goto('/admin/orders?delivery=pickup'); await page.locator('table').first().waitFor(); await shot(page, `${role}-orders-pickup`);
  const list = await (await page.request.get('/api/admin/orders?pageSize=5&delivery=pickup')).json();
  console.log(role, 'pickup orders visible', list.total, list.rows.map((r: any) => r.orderNumber + ':' + (r.pickupStoreName ?? r.storeName ?? '')).join(' '));
  if (list.rows[0]) { await page.goto(`/admin/orders/${list.rows[0].id}`); await page.getByRole('heading').first().waitFor(); await shot(page, `${role}-order`); }
  if (role !== 'staff') {
    const customers = await (await page.request.get('/api/admin/customers?pageSize=50')).json();
    const cust = customers.rows.find((x: any) => x.email === 'customer@toyshop.test') ?? customers.rows[0];
    await page.goto(`/admin/customers/${cust.id}`); await page.getByRole('heading').first().waitFor(); await shot(page, `${role}-customer`);
  }
  await page.goto('/admin/pickup-verification'); await page.waitForTimeout(3000); await shot(page, `${role}-counter`);
  await c.close();
}
await b.close();
