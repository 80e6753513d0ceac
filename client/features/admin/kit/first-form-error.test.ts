import { describe, expect, it } from 'vitest';
import { firstFormError } from './first-form-error';

// What a dialog that summarizes its messages (the order action dialog's one line) says: the first the
// form holds, in the order the schema found them.

describe('firstFormError', () => {
  it('answers the first field message, in the order they were found', () => {
    expect(firstFormError({ carrier: { type: 'custom', message: 'Enter the carrier' }, trackingNumber: { type: 'custom', message: 'Enter the tracking number' } })).toBe('Enter the carrier');
    expect(firstFormError({})).toBeNull();
  });

  it('reads an array field’s own message (react-hook-form keeps it under root) and nested rows', () => {
    expect(firstFormError({ lines: { root: { type: 'custom', message: 'Choose lines to refund, or an amount' } } })).toBe('Choose lines to refund, or an amount');
    expect(firstFormError({ lines: [undefined, { quantity: { type: 'too_big', message: 'At most 2' } }] })).toBe('At most 2');
  });

  it('never looks inside the field element react-hook-form keeps beside a message', () => {
    const element = {
      get deep(): never {
        throw new Error('looked inside the element');
      },
    };
    expect(firstFormError({ amount: { type: 'custom', ref: element }, reason: { type: 'custom', message: 'Give a reason', ref: element } })).toBe('Give a reason');
  });
});
