import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { plainTextOf, SmtpSink, withEmail } from '../support/smtp-sink';
import { capturedLog, type CapturedLog } from '../support/captured-log';
import { testConfig } from '../support/database-templates';

let base: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  base = await createTestApp();
  sink = await SmtpSink.start();
});
afterAll(async () => {
  await sink?.stop();
  await base?.close();
});

async function logsTo(t: TestApp, to: string) {
  await t.deps.email.idle();
  return t.deps.db.selectFrom('email_logs').selectAll().where('to_address', '=', to).orderBy('created_at').execute();
}

/** A port with nothing listening on it: an SMTP server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The info lines the logger wrote while `work` runs. */
async function infoLinesWhile(captured: CapturedLog, work: () => Promise<void>): Promise<string[]> {
  const from = captured.lines.length;
  await work();
  return captured.lines.slice(from).filter((line) => (JSON.parse(line) as { level: string }).level === 'info');
}

/** Asks for a password reset and waits until its email is delivered or recorded. */
async function requestReset(t: TestApp, email: string): Promise<void> {
  const response = await new TestClient(t).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
  expect(response.status).toBe(200);
  await t.deps.email.idle();
}

describe('email delivery and email_logs', () => {
  it('without SMTP_URL a message is logged (to and subject, no body) and recorded as logged', async () => {
    const captured = capturedLog('info');
    const t = await withEmail(base, undefined, { log: captured.log });
    expect(t.deps.email.mode).toBe('log');
    await new TestClient(t).signUp('logged@example.com', 'Passw0rd!', 'Logged');
    const lines = await infoLinesWhile(captured, () => requestReset(t, 'logged@example.com'));
    const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((entry) => entry.to === 'logged@example.com');
    expect(line).toMatchObject({ msg: 'email', to: 'logged@example.com', subject: 'Reset your Toy Shop password', status: 'logged' });
    expect(JSON.stringify(line)).not.toContain('token');
    const [row] = await logsTo(t, 'logged@example.com');
    expect(row).toMatchObject({ status: 'logged', template: 'password_reset', error: null, subject: 'Reset your Toy Shop password' });
    expect(row!.body_text).toContain('/reset-password?token=');
    expect(row!.body_html).toContain('/reset-password?token=');
    await t.close();
  });

  it('with LOG_LEVEL=silent the message is recorded but no info line is written', async () => {
    // LOG_LEVEL=silent is the logger at warn (server/config.ts).
    const captured = capturedLog(testConfig({ LOG_LEVEL: 'silent' }).logLevel);
    const t = await withEmail(base, undefined, { log: captured.log });
    await new TestClient(t).signUp('quiet@example.com', 'Passw0rd!', 'Quiet');
    const lines = await infoLinesWhile(captured, () => requestReset(t, 'quiet@example.com'));
    expect(lines.filter((line) => line.includes('quiet@example.com'))).toEqual([]);
    const [row] = await logsTo(t, 'quiet@example.com');
    expect(row).toMatchObject({ status: 'logged', template: 'password_reset' });
    await t.close();
  });

  it('with SMTP a delivered message is recorded as sent', async () => {
    const t = await withEmail(base, sink.url());
    expect(t.deps.email.mode).toBe('smtp');
    await new TestClient(t).signUp('sent@example.com', 'Passw0rd!', 'Sent');
    await new TestClient(t).post('/api/auth/request-password-reset', { email: 'sent@example.com', redirectTo: '/reset-password' });
    await sink.waitFor('sent@example.com');
    const rows = await logsTo(t, 'sent@example.com');
    expect(rows.map((row) => row.status)).toEqual(['sent']);
    await t.close();
  });

  it('SMTP down: the request still answers "check your email" and the message is recorded, deferred for a retry (a soft failure, docs/decisions/083)', async () => {
    const t = await withEmail(base, `smtp://127.0.0.1:${await closedPort()}`);
    await new TestClient(t).signUp('down@example.com', 'Passw0rd!', 'Down');
    const response = await new TestClient(t).post('/api/auth/request-password-reset', { email: 'down@example.com', redirectTo: '/reset-password' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: true });
    const [row] = await logsTo(t, 'down@example.com');
    expect(row).toMatchObject({ status: 'retrying', failure: 'soft', attempts: 1, template: 'password_reset' });
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.next_attempt_at).not.toBeNull();
    await t.close();
  });

  it('wrong SMTP credentials are a failed message, not retried', async () => {
    const t = await withEmail(base, sink.url({ user: 'shop', pass: 'wrong' }));
    await new TestClient(t).signUp('badauth@example.com', 'Passw0rd!', 'Bad Auth');
    await new TestClient(t).post('/api/auth/request-password-reset', { email: 'badauth@example.com', redirectTo: '/reset-password' });
    const [row] = await logsTo(t, 'badauth@example.com');
    expect(row).toMatchObject({ status: 'failed', failure: 'error', next_attempt_at: null });
    await t.close();
  });
});

describe('order confirmation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withEmail(base, sink.url());
    const now = new Date();
    await t.deps.db
      .insertInto('products')
      .values([
        { id: 'p-robot', name: 'Robot <Deluxe>', price: 2500, price_uk: 2000, image_url: null, category_id: null, brand_id: null, release_date: null, created_at: now, updated_at: now, deleted_at: null },
        { id: 'p-kite', name: 'Kite', price: 999, price_uk: 899, image_url: null, category_id: null, brand_id: null, release_date: null, created_at: now, updated_at: now, deleted_at: null },
      ])
      .execute();
    await t.deps.db
      .insertInto('product_variants')
      .values({ id: 'v-robot-red', product_id: 'p-robot', variant_name: 'Red', price: null, price_uk: null, created_at: now, updated_at: now, deleted_at: null })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function insertOrder(input: { id: string; country: 'US' | 'UK'; email: string | null; userId?: string; tax: number; vat: number; discount?: number }) {
    const lines = [
      { product_id: 'p-robot', variant_id: 'v-robot-red', product_name: 'Robot <Deluxe>', variant_name: 'Red', unit_price: input.country === 'US' ? 2500 : 2000, quantity: 2 },
      { product_id: 'p-kite', variant_id: null, product_name: 'Kite', variant_name: null, unit_price: input.country === 'US' ? 999 : 899, quantity: 1 },
    ];
    const subtotal = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
    const discount = input.discount ?? 0;
    const shipping = 999;
    await t.deps.db
      .insertInto('orders')
      .values({
        id: input.id,
        order_number: `TS-${input.id.toUpperCase()}`,
        user_id: input.userId ?? null,
        guest_id: input.userId ? null : 'guest-1',
        email: input.email,
        country: input.country,
        currency: input.country === 'US' ? 'USD' : 'GBP',
        status: 'paid',
        pickup_store_id: null,
        pickup_code: null,
        collected_at: null,
        collected_by: null,
        shipping_address: JSON.stringify({ full_name: 'Grace Hopper', address_line_1: '1 Main St', admin_area_2: 'Town', postal_code: '12345', country_code: 'US' }),
        subtotal,
        discount_total: discount,
        shipping_total: shipping,
        tax_total: input.tax,
        vat_included: input.vat,
        total: subtotal - discount + shipping + input.tax,
        discount_id: null,
        discount_code: discount ? 'SAVE10' : null,
        created_at: new Date(),
        updated_at: new Date(),
      } as never)
      .execute();
    await t.deps.db
      .insertInto('order_lines')
      .values(lines.map((line, index) => ({ id: `${input.id}-l${index}`, order_id: input.id, ...line, line_total: line.unit_price * line.quantity })))
      .execute();
  }

  it('US: order number, lines with variant, quantity and unit price, totals with tax; recorded with the order id', async () => {
    await insertOrder({ id: 'o-us', country: 'US', email: 'buyer-us@example.com', tax: 512, vat: 0, discount: 500 });
    const outcome = await t.deps.email.sendOrderConfirmation('o-us');
    expect(outcome).toMatchObject({ status: 'sent' });
    const mail = await sink.waitFor('buyer-us@example.com');
    expect(mail.raw).toMatch(/^Subject: Your Toy Shop order TS-O-US/m);
    const text = plainTextOf(mail.raw);
    expect(text).toContain('Your order number is TS-O-US.');
    expect(text).toContain('Robot <Deluxe> (Red) — 2 × $25.00 = $50.00');
    expect(text).toContain('Kite — 1 × $9.99 = $9.99');
    expect(text).toContain('Subtotal: $59.99');
    expect(text).toContain('Discount (SAVE10): -$5.00');
    expect(text).toContain('Shipping: $9.99');
    expect(text).toContain('Tax: $5.12');
    expect(text).toContain('Total: $70.10');
    expect(text).not.toContain('VAT');
    const [row] = await logsTo(t, 'buyer-us@example.com');
    expect(row).toMatchObject({ status: 'sent', template: 'order_confirmation', related_order_id: 'o-us' });
    expect(row!.body_html).toContain('Robot &lt;Deluxe&gt;');
    expect(row!.body_html).not.toContain('Robot <Deluxe>');
  });

  it('UK: prices in pounds, total "incl. VAT" with the VAT contained, no tax line', async () => {
    await insertOrder({ id: 'o-uk', country: 'UK', email: null, userId: (await new TestClient(t).signUp('buyer-uk@example.com', 'Passw0rd!', 'Brit Buyer')).id, tax: 0, vat: 1116 });
    await t.deps.email.sendOrderConfirmation('o-uk');
    const text = plainTextOf((await sink.waitFor('buyer-uk@example.com')).raw);
    expect(text).toContain('Hello Brit Buyer,');
    expect(text).toContain('Robot <Deluxe> (Red) — 2 × £20.00 = £40.00');
    expect(text).toContain('Total (incl. VAT): £58.98');
    expect(text).toContain('VAT included: £11.16');
    expect(text).not.toMatch(/^Tax:/m);
  });

  it('a signed-in shopper who paid with a PayPal account under another address hears at their account address', async () => {
    const shopper = await new TestClient(t).signUp('account-holder@example.com', 'Passw0rd!', 'Ann Account');
    await insertOrder({ id: 'o-acct', country: 'US', email: 'paypal-payer@example.com', userId: shopper.id, tax: 0, vat: 0 });
    await expect(t.deps.email.sendOrderConfirmation('o-acct')).resolves.toMatchObject({ status: 'sent' });
    const mail = await sink.waitFor('account-holder@example.com');
    expect(mail.raw).toMatch(/^Subject: Your Toy Shop order TS-O-ACCT/m);
    expect(await logsTo(t, 'paypal-payer@example.com')).toEqual([]);
  });

  it('never rejects: an unknown order is logged and answers null', async () => {
    await expect(t.deps.email.sendOrderConfirmation('no-such-order')).resolves.toBeNull();
  });

  it('SMTP down: the confirmation is recorded and kept for a retry (a soft failure, docs/decisions/083), and the call still resolves', async () => {
    const down = await withEmail(base, `smtp://127.0.0.1:${await closedPort()}`);
    await insertOrder({ id: 'o-down', country: 'US', email: 'buyer-down@example.com', tax: 0, vat: 0 });
    await expect(down.deps.email.sendOrderConfirmation('o-down')).resolves.toMatchObject({ status: 'retrying' });
    const [row] = await logsTo(down, 'buyer-down@example.com');
    expect(row).toMatchObject({ status: 'retrying', failure: 'soft', related_order_id: 'o-down' });
    const kept = await down.deps.db.selectFrom('email_retries').select('message').where('email_log_id', '=', row!.id).executeTakeFirstOrThrow();
    expect(kept.message).toMatchObject({ to: 'buyer-down@example.com', subject: expect.stringContaining('TS-O-DOWN') });
    await down.close();
  });
});
