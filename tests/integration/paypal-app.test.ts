import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { resolvePayPalSettings } from '../../server/payments/payment-config';
import type { PaymentConfig } from '../../shared/checkout/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('PayPal in the running app (emulator mode: no credentials configured)', () => {
  it('GET /api/payments/config names the emulator and its SDK URL, never a secret', async () => {
    const response = await t.app.request(t.url('/api/payments/config'));
    expect(response.status).toBe(200);
    const config = (await response.json()) as PaymentConfig;
    expect(config).toEqual({ mode: 'emulator', clientId: 'emulator-client-id', sdkBaseUrl: '/paypal-emulator/sdk/js' });
    expect(JSON.stringify(config)).not.toContain(t.config.paypal.clientSecret);
  });

  it('serves the SDK script as JavaScript with Buttons and CardFields', async () => {
    const response = await t.app.request(t.url('/paypal-emulator/sdk/js?client-id=emulator-client-id&currency=USD&intent=capture&components=buttons,card-fields'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain('Buttons');
    expect(script).toContain('CardFields');
    expect(script).toContain('data-namespace');
  });

  it('refuses the SDK script for an unknown client id (the script tag fails, as with PayPal)', async () => {
    const response = await t.app.request(t.url('/paypal-emulator/sdk/js?client-id=someone-else&currency=USD'));
    expect(response.status).toBe(400);
  });

  it('deps.paypal reaches the mounted emulator: create, approve in the window, capture, one charge', async () => {
    const paypal = t.deps.paypal;
    const { id } = await paypal.createOrder({
      requestId: crypto.randomUUID(),
      currency: 'GBP',
      referenceId: 'app-order-1',
      items: [{ name: 'Rocking horse', sku: 'horse', quantity: 1, unitAmount: 12000 }],
      amount: { itemTotal: 12000, shipping: 0, taxTotal: 0, discount: 0, total: 12000 },
      shippingPreference: 'NO_SHIPPING',
    });
    const approval = await t.app.request(t.url(`/paypal-emulator/__approve/${id}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'approve', payerEmail: 'pat@example.co.uk' }),
    });
    expect(approval.status).toBe(200);
    const capture = await paypal.captureOrder(id, crypto.randomUUID());
    expect(capture).toMatchObject({ captureStatus: 'COMPLETED', amount: 12000, currency: 'GBP', payerEmail: 'pat@example.co.uk', shippingAddress: null });
    const inspected = (await (await t.app.request(t.url(`/paypal-emulator/__inspect/orders/${id}`))).json()) as { captureCount: number; status: string };
    expect(inspected).toMatchObject({ captureCount: 1, status: 'COMPLETED' });
  });

  it('answers an approval for an unknown order with PayPal’s 404', async () => {
    const response = await t.app.request(t.url('/paypal-emulator/__approve/NOSUCHORDER000000'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'approve' }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
  });
});

describe('PAYPAL_MODE', () => {
  const publicUrl = 'https://shop.example';

  it('defaults to the emulator on the shop’s own origin without credentials', () => {
    expect(resolvePayPalSettings({}, publicUrl)).toMatchObject({ mode: 'emulator', apiBase: 'https://shop.example/paypal-emulator', clientId: 'emulator-client-id', apiBaseOverridden: false });
  });

  it('uses sandbox for credentials without a mode, and the live API only when asked', () => {
    const credentials = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };
    expect(resolvePayPalSettings(credentials, publicUrl)).toMatchObject({ mode: 'sandbox', apiBase: 'https://api-m.sandbox.paypal.com' });
    expect(resolvePayPalSettings({ ...credentials, PAYPAL_MODE: 'live' }, publicUrl)).toMatchObject({ mode: 'live', apiBase: 'https://api-m.paypal.com' });
    expect(resolvePayPalSettings({ ...credentials, PAYPAL_MODE: 'live', PAYPAL_API_BASE: 'https://paypal-proxy.internal/' }, publicUrl)).toMatchObject({ apiBase: 'https://paypal-proxy.internal', apiBaseOverridden: true });
  });

  it('stops start-up on half a credential pair or sandbox/live without credentials', () => {
    expect(() => resolvePayPalSettings({ PAYPAL_CLIENT_ID: 'id' }, publicUrl)).toThrow(/must be set together/);
    expect(() => resolvePayPalSettings({ PAYPAL_MODE: 'live' }, publicUrl)).toThrow(/PAYPAL_MODE=live needs PAYPAL_CLIENT_ID/);
  });
});
