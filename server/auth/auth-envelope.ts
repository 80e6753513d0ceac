import { HTTP_STATUS_BY_CODE, type ErrorCode, type ErrorEnvelope, type FieldErrors, ERROR_MESSAGES } from '../../shared/errors';
import { PASSWORD_FIELD_BY_PATH } from './password-rule';

const AUTH_BASE_PATH = '/api/auth';

// better-auth's own statuses, in the shop's vocabulary (which then sets the status).
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const DEFAULT_MESSAGE: Partial<Record<ErrorCode, string>> = {
  NOT_FOUND: ERROR_MESSAGES.notFound,
  UNAUTHORIZED: ERROR_MESSAGES.signInRequired,
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL: 'Something went wrong',
};

function codeFor(status: number, authCode: string | undefined): ErrorCode {
  // better-auth answers 422 for an email already in use: that is a conflict, not bad data.
  if (authCode?.startsWith('USER_ALREADY_EXISTS')) return 'CONFLICT';
  if (status >= 500) return status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL';
  return CODE_BY_STATUS[status] ?? 'INVALID_DATA';
}

// The form field a better-auth error is about, so the page can put the message beside it.
function fieldFor(path: string, authCode: string | undefined): string | undefined {
  switch (authCode) {
    case 'PASSWORD_TOO_WEAK':
    case 'PASSWORD_TOO_SHORT':
    case 'PASSWORD_TOO_LONG':
      return PASSWORD_FIELD_BY_PATH[path] ?? 'password';
    case 'INVALID_PASSWORD':
      return path === '/change-password' ? 'currentPassword' : 'password';
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return 'token';
    case 'INVALID_EMAIL':
      return 'email';
    case 'INVALID_NAME':
      return 'name';
    default:
      return undefined;
  }
}

// Not JSON (an empty 404, or a plain-text answer): the status alone then says what it was.
function parsedObject(text: string): { code?: unknown; message?: unknown } | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/**
 * better-auth answers its errors as `{ code, message }` with its own statuses; the shop's clients get
 * every API error in one envelope (`{ error: { code, message, fields? } }`, shared/errors.ts). Its
 * message is kept word for word, its own code names the field when it is about one, and its headers
 * (cookies, Retry-After) are kept. Successes, redirects and its HTML error page pass unchanged.
 */
export async function inShopEnvelope(response: Response, requestPath: string): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  const body = parsedObject(text);
  const authCode = typeof body?.code === 'string' ? body.code : undefined;
  const code = codeFor(response.status, authCode);
  const message = typeof body?.message === 'string' && body.message ? body.message : (DEFAULT_MESSAGE[code] ?? ERROR_MESSAGES.invalidRequest);
  const field = fieldFor(requestPath.slice(AUTH_BASE_PATH.length), authCode);
  const fields: FieldErrors | undefined = field ? { [field]: message } : undefined;
  const envelope: ErrorEnvelope = { error: fields ? { code, message, fields } : { code, message } };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(envelope), { status: HTTP_STATUS_BY_CODE[code], headers });
}
