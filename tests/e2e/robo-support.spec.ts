import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { CreateOrderResponse } from '../../shared/checkout/api';
import { CHAT_TEXTS, INBOX_TEXTS } from '../../shared/support/desk-texts';
import { loadCatalogue, released, stockOf } from './support/catalogue';
import { signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';

// Issue 14, the support desk (docs/decisions/051): a guest asks Robo Support about returns and gets
// an answer quoting its article (the knowledge base's endpoint, from the kb branch), asks about a real
// order with its number and email, hands the chat to a person, staff reply in /admin/robo-support, and
// the shopper's open page shows the reply (polled). Keyboard only on the shopper's side.

const US_ADDRESS = { fullName: 'Robin Returns', addressLine1: '2270 Broadway', adminArea2: 'New York', adminArea1: 'NY', postalCode: '10024', countryCode: 'US' };

/** A guest's paid order (checkout API and the PayPal emulator): its number, for the email given. */
async function guestOrder(request: APIRequestContext, origin: string, email: string): Promise<string> {
  const { products } = await loadCatalogue(request);
  const product = products.filter((p) => p.variants.length === 0 && released(p) && stockOf(p, null, 'US') >= 5).sort((a, b) => a.price - b.price)[0]!;
  const guestId = `guest-${randomUUID()}`;
  const headers = { origin };
  const payer = { guestId, email };
  const created = await request.post('/api/checkout/orders', { headers, data: { country: 'US', lines: [{ productId: product.id, variantId: null, quantity: 1 }], shippingAddress: US_ADDRESS, ...payer } });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as CreateOrderResponse;
  expect((await request.post(`/paypal-emulator/__approve/${order.paypalOrderId}`, { headers, data: { outcome: 'approve' } })).status()).toBe(200);
  const captured = await request.post(`/api/checkout/orders/${order.paypalOrderId}/capture`, { headers, data: payer });
  expect(captured.status(), await captured.text()).toBe(200);
  const view = await request.get(`/api/orders/${order.orderId}`, { headers: { 'x-guest-id': guestId } });
  return ((await view.json()) as { orderNumber: string }).orderNumber;
}

test('a guest asks about returns and an order, hands off to a person, and sees the staff reply', async ({ page, browser, baseURL, request }) => {
  // A whole journey: a checkout, the chat, axe, a staff session and a poll for the reply.
  test.setTimeout(180_000);
  const email = `robin-${randomUUID().slice(0, 8)}@example.com`;
  const orderNumber = await guestOrder(request, baseURL!, email);

  await page.goto('/robo-support');
  const log = page.getByRole('log', { name: 'Conversation with Robo Support' });
  const question = page.getByLabel(CHAT_TEXTS.inputLabel);

  // Returns: the answer quotes its article and links to it, with follow-ups as buttons.
  await question.focus();
  await page.keyboard.type('What is your returns policy?');
  await page.keyboard.press('Enter');
  const answer = log.getByTestId('chat-answer').last();
  await expect(answer.locator('blockquote')).toContainText(/unopened/i);
  await expect(answer.getByRole('link').first()).toHaveAttribute('href', /\/faq|\/store-policy|\/shipping-info/);
  await expect(question).toBeFocused();

  // An order: the guest gives its number and an email in one message; the form has both filled in.
  await page.keyboard.type(`Where is my order ${orderNumber.toLowerCase()}? I used Someone-Else@example.com.`);
  await page.keyboard.press('Enter');
  const orderForm = log.getByRole('form', { name: CHAT_TEXTS.lookUp });
  await expect(orderForm.getByLabel(CHAT_TEXTS.orderNumberLabel)).toHaveValue(orderNumber);
  await expect(orderForm.getByLabel(CHAT_TEXTS.orderEmailLabel)).toHaveValue('someone-else@example.com');
  await orderForm.getByLabel(CHAT_TEXTS.orderEmailLabel).press('Enter');
  await expect(log.getByTestId('chat-note').last()).toContainText(CHAT_TEXTS.orderNotFound);
  await orderForm.getByLabel(CHAT_TEXTS.orderEmailLabel).fill(` ${email.toUpperCase()} `);
  await orderForm.getByLabel(CHAT_TEXTS.orderEmailLabel).press('Enter');
  await expect(log.getByTestId('chat-order')).toContainText([new RegExp(`${orderNumber}.*Paid`)]);

  // Talk to a person: the chat goes to customer care with its transcript.
  await page.getByRole('button', { name: CHAT_TEXTS.talkToPerson }).last().press('Enter');
  const handOff = page.getByRole('region', { name: CHAT_TEXTS.handOffHeading });
  await handOff.getByLabel(CHAT_TEXTS.nameLabel).fill('Robin Returns');
  await handOff.getByLabel(CHAT_TEXTS.emailLabel).fill(email);
  // The message starts as what was asked so far, for the shopper to edit.
  await expect(handOff.getByLabel(CHAT_TEXTS.firstMessageLabel)).toHaveValue(`What is your returns policy?\nWhere is my order ${orderNumber.toLowerCase()}? I used Someone-Else@example.com.`);
  await handOff.getByLabel(CHAT_TEXTS.firstMessageLabel).fill('My order arrived with a broken box. Can I still return it?');
  await handOff.getByRole('button', { name: CHAT_TEXTS.handOffSubmit }).press('Enter');
  const care = page.getByTestId('customer-care');
  await expect(care.getByTestId('customer-care-status')).toHaveText('Waiting for us');
  await expect(care.getByText(CHAT_TEXTS.handedOff)).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/robo-support after hand-off');

  // Staff read the transcript in the inbox and reply.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, 'staff');
  await staff.goto('/admin/robo-support');
  await staff.getByRole('button', { name: /Robin Returns/ }).first().click();
  const conversation = staff.getByTestId('inbox-conversation');
  await expect(conversation.getByRole('list', { name: 'Transcript' })).toContainText('What is your returns policy?');
  await expect(conversation.getByRole('list', { name: 'Transcript' })).toContainText(orderNumber);
  await conversation.getByLabel(INBOX_TEXTS.replyLabel).fill('Yes: send us a photo of the box and we will arrange the return.');
  await conversation.getByRole('button', { name: INBOX_TEXTS.reply }).click();
  await expect(conversation.getByText('Open', { exact: true })).toBeVisible();
  await staffContext.close();

  // The shopper's open page shows the reply (polled), and a reload finds the conversation again.
  await expect(care.getByTestId('care-staff')).toContainText('send us a photo of the box', { timeout: 20_000 });
  await expect(care.getByTestId('customer-care-status')).toContainText(CHAT_TEXTS.staffReplied);
  await page.reload();
  await expect(page.getByTestId('customer-care').getByTestId('care-staff')).toContainText('send us a photo of the box');
});

test('the contact form says what is wrong on each field, keeps what was typed, and sends', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByTestId('contact-details')).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Cora Contact');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('Short');
  await form.getByRole('button', { name: 'Send message' }).press('Enter');
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Please choose a topic')).toBeVisible();
  await expect(form.getByText('Please write at least 10 characters')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Cora Contact');
  await form.getByLabel('Email').fill('cora@example.com');
  await form.getByLabel('Topic').selectOption('product');
  await form.getByLabel('Message').fill('Is the kite suitable for a five-year-old?');
  await form.getByRole('button', { name: 'Send message' }).press('Enter');
  await expect(page.getByTestId('enquiry-sent')).toBeVisible();
});
