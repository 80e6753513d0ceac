// The account calls: better-auth's email and password endpoints and our /api/account, same origin
// (SPEC §7.1 names no paths; these are ours). Each answers with the body or throws an ApiError.
import type { SavedAddress, SavedAddressInput } from '../../../shared/auth/saved-address.schema';
import { AUTH_PAGE } from '../../../shared/auth/account-texts';
import { apiRequest, failureMessage, type ApiMethod } from '../../lib/api/api-client';

// Every API error, better-auth's included, comes in the one envelope { error: { code, message, fields } }.
const call = <T>(method: ApiMethod, path: string, body?: unknown) => apiRequest<T>(method, path, { body, offlineMessage: AUTH_PAGE.offline });

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
export const messageOf = failureMessage;
