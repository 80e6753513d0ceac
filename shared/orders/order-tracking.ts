import * as z from 'zod';

/**
 * POST /api/orders/track: an order by its number and the email it was placed with. Both must match;
 * anything else is the same 404 as an unknown number (docs/decisions/028). Answers an OrderView.
 */
export const TRACK_ORDER_FIELD_TEXTS = {
  orderNumberRequired: 'Please enter your order number',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
} as const;

export const trackOrderRequestSchema = z.object({
  orderNumber: z.string().trim().toUpperCase().min(1, TRACK_ORDER_FIELD_TEXTS.orderNumberRequired).max(40),
  email: z.string().trim().toLowerCase().min(1, TRACK_ORDER_FIELD_TEXTS.emailRequired).max(320).pipe(z.email(TRACK_ORDER_FIELD_TEXTS.emailInvalid)),
});
export type TrackOrderRequest = z.input<typeof trackOrderRequestSchema>;
