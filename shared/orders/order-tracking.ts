import * as z from 'zod';

/**
 * POST /api/orders/track: an order by its number and the email it was placed with. Both must match;
 * anything else is the same 404 as an unknown number (docs/decisions/028). Answers an OrderView.
 */
export const trackOrderRequestSchema = z.object({
  orderNumber: z.string().trim().toUpperCase().min(1, 'Please enter your order number').max(40),
  email: z.string().trim().toLowerCase().min(1, 'Please enter your email address').max(320).pipe(z.email('Please enter a valid email address')),
});
export type TrackOrderRequest = z.input<typeof trackOrderRequestSchema>;
