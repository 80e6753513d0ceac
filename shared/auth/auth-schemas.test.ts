import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../texts';
import { emailProblem } from '../checkout/contact';
import { changePasswordSchema, checkFields, isEmailAddress, passwordRuleMessage, resetPasswordSchema, signInSchema, signUpSchema } from './auth-schemas';
import { savedAddressInputSchema } from './saved-address.schema';

const GOOD = 'Passw0rd!';

describe('the password rule (SPEC §5): each unmet part has its own message', () => {
  it.each([
    ['Pa0!', VALIDATION.passwordMinLength],
    ['passw0rd!', VALIDATION.passwordUppercase],
    ['PASSW0RD!', VALIDATION.passwordLowercase],
    ['Password!', VALIDATION.passwordNumber],
    ['Passw0rdd', VALIDATION.passwordSpecial],
  ])('%s → %s', (password, message) => {
    expect(passwordRuleMessage(password)).toBe(message);
  });

  it('accepts a password that meets every part', () => {
    expect(passwordRuleMessage(GOOD)).toBeUndefined();
    expect(passwordRuleMessage('Customer#2026shop')).toBeUndefined();
  });
});

describe('sign-in', () => {
  it('keys errors by field, first message per field', () => {
    expect(checkFields(signInSchema, { email: 'not-an-email', password: 'short' })).toEqual({
      ok: false,
      errors: { email: VALIDATION.invalidEmailAddress, password: VALIDATION.passwordMinLength },
    });
  });

  it('trims the email and accepts valid input', () => {
    expect(checkFields(signInSchema, { email: '  ada@example.com ', password: GOOD })).toEqual({
      ok: true,
      data: { email: 'ada@example.com', password: GOOD },
    });
  });
});

describe('sign-up', () => {
  it('requires a name of at least 2 characters', () => {
    const result = checkFields(signUpSchema, { fullName: ' A ', email: 'ada@example.com', password: GOOD, confirmPassword: GOOD });
    expect(result).toEqual({ ok: false, errors: { fullName: VALIDATION.nameMinLength } });
  });

  it('shows a confirm mismatch on confirmPassword', () => {
    const result = checkFields(signUpSchema, { fullName: 'Ada', email: 'ada@example.com', password: GOOD, confirmPassword: 'Passw0rd?' });
    expect(result).toEqual({ ok: false, errors: { confirmPassword: VALIDATION.passwordsDontMatch } });
  });

  it('reports every field at once', () => {
    const result = checkFields(signUpSchema, { fullName: '', email: 'x', password: 'passw0rd!', confirmPassword: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: VALIDATION.nameMinLength,
        email: VALIDATION.invalidEmailAddress,
        password: VALIDATION.passwordUppercase,
        confirmPassword: VALIDATION.passwordsDontMatch,
      },
    });
  });
});

describe('reset and change password use the same rule', () => {
  it('reset: rule and confirmation', () => {
    expect(checkFields(resetPasswordSchema, { password: 'Passw0rdd', confirmPassword: 'Passw0rdd' })).toEqual({
      ok: false,
      errors: { password: VALIDATION.passwordSpecial },
    });
    expect(checkFields(resetPasswordSchema, { password: GOOD, confirmPassword: 'other' })).toEqual({
      ok: false,
      errors: { confirmPassword: VALIDATION.passwordsDontMatch },
    });
  });

  it('change: new password under the rule', () => {
    expect(checkFields(changePasswordSchema, { currentPassword: 'x', newPassword: 'PASSW0RD!', confirmPassword: 'PASSW0RD!' })).toEqual({
      ok: false,
      errors: { newPassword: VALIDATION.passwordLowercase },
    });
  });
});

describe('saved addresses', () => {
  const us = { fullName: 'Ada Lovelace', addressLine1: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' };

  it('accepts a US address and blanks optional fields to null', () => {
    const parsed = savedAddressInputSchema.parse({ ...us, addressLine2: '  ', label: 'Home' });
    expect(parsed).toMatchObject({ addressLine2: null, label: 'Home', phone: null, isDefault: false });
  });

  it('wants a ZIP and a state in the US, a postcode in the UK', () => {
    expect(checkFields(savedAddressInputSchema, { ...us, postalCode: 'SW1A 1AA', region: '' })).toEqual({
      ok: false,
      errors: { postalCode: 'Enter a valid ZIP code', region: 'Enter the state' },
    });
    expect(checkFields(savedAddressInputSchema, { ...us, country: 'UK', region: null, postalCode: 'SW1A 1AA' }).ok).toBe(true);
    expect(checkFields(savedAddressInputSchema, { ...us, country: 'UK', postalCode: '62701' }).ok).toBe(false);
  });

  it('refuses other countries', () => {
    expect(checkFields(savedAddressInputSchema, { ...us, country: 'FR' }).ok).toBe(false);
  });
});

describe('the one email rule', () => {
  it('accepts an address once trimmed and refuses what is not one (checkout, payment contact, sign-in)', () => {
    expect(isEmailAddress('  a@example.com ')).toBe(true);
    expect(isEmailAddress('nope')).toBe(false);
    expect(isEmailAddress('a@b')).toBe(false);
    expect(emailProblem('a@b')?.field).toBe('email');
    expect(emailProblem(' a@example.com')).toBeNull();
  });
});
