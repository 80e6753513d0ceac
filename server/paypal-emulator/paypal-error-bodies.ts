import { randomBytes } from 'node:crypto';

/** One entry of a PayPal error's `details`. */
export interface ErrorDetail {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header';
}

/** A PayPal-shaped error: the status and body PayPal itself would send. */
export interface EmulatedError {
  status: 400 | 401 | 404 | 422;
  body: { name: string; message: string; debug_id: string; details?: ErrorDetail[]; links: Array<{ href: string; rel: string }> };
}

const MESSAGES = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  UNPROCESSABLE_ENTITY: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  AUTHENTICATION_FAILURE: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
} as const;

const STATUS_BY_NAME = { INVALID_REQUEST: 400, UNPROCESSABLE_ENTITY: 422, RESOURCE_NOT_FOUND: 404, AUTHENTICATION_FAILURE: 401 } as const;

export function debugId(): string {
  return randomBytes(7).toString('hex').slice(0, 13);
}

export function paypalError(name: keyof typeof MESSAGES, details: ErrorDetail[] = []): EmulatedError {
  const issue = details[0]?.issue;
  return {
    status: STATUS_BY_NAME[name],
    body: {
      name,
      message: MESSAGES[name],
      debug_id: debugId(),
      ...(details.length ? { details } : {}),
      links: [{ href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/${issue ? `#${issue.toLowerCase()}` : ''}`, rel: 'information_link' }],
    },
  };
}

/** The descriptions PayPal gives for the issues the emulator raises. */
export const ISSUE_DESCRIPTIONS: Record<string, string> = {
  MALFORMED_REQUEST_JSON: 'The request JSON is not well formed.',
  MULTIPLE_PURCHASE_UNITS_NOT_SUPPORTED: 'The emulator models orders with one purchase unit.',
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  MISSING_REQUIRED_PARAMETER: 'A required field / parameter is missing.',
  INVALID_PARAMETER_VALUE: 'The value of a field is invalid.',
  INVALID_PARAMETER_SYNTAX: 'The value of a field does not conform to the expected format.',
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
  INVALID_CURRENCY_CODE: 'Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.',
  CURRENCY_MISMATCH: 'Currency code should be same for all amounts within the purchase unit.',
  AMOUNT_MISMATCH: 'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
  ITEM_TOTAL_MISMATCH: 'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
  ITEM_TOTAL_REQUIRED: 'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
  ORDER_NOT_APPROVED: 'Payer has not yet approved the Order for payment. Please redirect the payer to the \'rel\':\'approve\' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.',
  ORDER_ALREADY_CAPTURED: 'Order already captured.If \'intent=CAPTURE\' only one capture per order is allowed.',
  ORDER_ALREADY_COMPLETED: 'The order cannot be patched after it is completed.',
  INSTRUMENT_DECLINED: 'The instrument presented  was either declined by the processor or bank, or it can\'t be used for this payment.',
  INVALID_PATCH_OPERATION: 'The operation cannot be honored. Cannot add a property that\'s already present, use replace. Cannot remove a property thats not present, use add. Cannot replace a property thats not present, use add.',
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded.',
  REFUND_AMOUNT_EXCEEDED: 'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  REFUND_NOT_ALLOWED: 'Refund cannot be issued for this capture.',
  // The emulator's own approval window only: it showed a total the order no longer has.
  AMOUNT_CHANGED: 'The order total changed while the approval window was open. Check the new total and approve again.',
};

export function issue(name: string, field?: string, value?: string): ErrorDetail {
  return {
    issue: name,
    description: ISSUE_DESCRIPTIONS[name] ?? name,
    ...(field ? { field, location: 'body' as const } : {}),
    ...(value !== undefined ? { value } : {}),
  };
}
