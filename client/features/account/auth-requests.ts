// The account calls: better-auth's email and password endpoints and our /api/account, same origin
// (SPEC §7.1 names no paths; these are ours).
import type { FieldErrors } from '../../../shared/errors';
import type { SavedAddress, SavedAddressInput } from '../../../shared/auth/saved-address.schema';
import { AUTH_PAGE } from '../../../shared/auth/account-texts';

/** A failed call: the server's message, its code when it gave one, and its per-field messages. */
export class AccountRequestError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), accept: 'application/json' },
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AccountRequestError(AUTH_PAGE.offline, 'OFFLINE');
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as { error?: { message?: string; code?: string; fields?: FieldErrors } } | null;
  if (response.ok) return payload as T;
  // Every API error, better-auth's included, comes in the one envelope { error: { code, message, fields } }.
  throw new AccountRequestError(payload?.error?.message ?? `The server answered ${response.status}.`, payload?.error?.code, payload?.error?.fields);
}

export const signInWithEmail = (email: string, password: string) => call<unknown>('POST', '/api/auth/sign-in/email', { email, password });

/** SPEC §7.1: the full name is stored as the user's name. */
export const signUpWithEmail = (fullName: string, email: string, password: string) =>
  call<unknown>('POST', '/api/auth/sign-up/email', { name: fullName, email, password, callbackURL: '/' });

export const requestPasswordReset = (email: string) => call<unknown>('POST', '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });

export const resetPassword = (token: string, newPassword: string) => call<unknown>('POST', '/api/auth/reset-password', { token, newPassword });

export const checkResetToken = (token: string) => call<{ valid: boolean }>('POST', '/api/account/password-reset/check', { token });

export const changePassword = (currentPassword: string, newPassword: string) =>
  call<unknown>('POST', '/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true });

export const saveProfileName = (fullName: string) => call<unknown>('PATCH', '/api/account/profile', { fullName });

export const listAddresses = () => call<{ addresses: SavedAddress[] }>('GET', '/api/account/addresses').then((body) => body.addresses);

export const addAddress = (address: SavedAddressInput) => call<{ address: SavedAddress }>('POST', '/api/account/addresses', address);

export const updateAddress = (id: string, address: SavedAddressInput) =>
  call<{ address: SavedAddress }>('PUT', `/api/account/addresses/${encodeURIComponent(id)}`, address);

export const setDefaultAddress = (id: string) => call<{ address: SavedAddress }>('POST', `/api/account/addresses/${encodeURIComponent(id)}/default`);

export const deleteAddress = (id: string) => call<void>('DELETE', `/api/account/addresses/${encodeURIComponent(id)}`);

/** The message to show for any failure of these calls. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
