import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, failureMessage, OFFLINE_MESSAGE, serverMessage, withQuery } from './api-client';

// The one API client (docs/decisions/059): the body on success (null for a 204 or an empty
// answer), an ApiError for every failure, with the envelope's code, fields, current record,
// Retry-After and the whole body; NETWORK when there is no answer; an abort stays an abort.

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function answer(response: Response | (() => Promise<Response>)) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => (typeof response === 'function' ? response() : response));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const failure = await promise.then(() => null, (error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  return failure as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the session cookie and answers with the parsed body', async () => {
    const fetch = answer(json({ id: 1 }));
    expect(await apiRequest('POST', '/api/things', { query: { q: 'ball', page: 2, empty: '', none: null }, body: { name: 'Ball' }, headers: { 'x-guest-id': 'g1' } })).toEqual({ id: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/things?q=ball&page=2');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"name":"Ball"}' });
    expect(init?.headers).toEqual({ 'x-guest-id': 'g1', accept: 'application/json', 'content-type': 'application/json' });
  });

  it('sends no body and no content type without one', async () => {
    const fetch = answer(json({ ok: true }));
    await apiRequest('GET', '/api/me');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET', body: undefined, headers: { accept: 'application/json' } });
  });

  it('answers null for a 204 and for an empty or non-JSON success', async () => {
    answer(new Response(null, { status: 204 }));
    expect(await apiRequest('DELETE', '/api/account/addresses/a1')).toBeNull();
    answer(new Response('', { status: 200 }));
    expect(await apiRequest('GET', '/api/shop-info')).toBeNull();
  });

  it('throws the envelope as an ApiError: code, message, status, fields, current, Retry-After and the body', async () => {
    const envelope = { error: { code: 'RATE_LIMITED', message: 'Too many attempts.', fields: { email: 'Slow down.' }, current: { version: 3 }, quote: { lines: [] } } };
    answer(json(envelope, 429, { 'retry-after': '42' }));
    const failure = await failureOf(apiRequest('POST', '/api/orders/track', { body: {} }));
    expect(failure).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts.', status: 429, fields: { email: 'Slow down.' }, current: { version: 3 }, retryAfterSeconds: 42 });
    expect(failure.body).toEqual(envelope);
  });

  it('throws INTERNAL for a failure without the envelope, keeping whatever body it had', async () => {
    answer(json({ quote: { lines: [] } }, 409));
    const failure = await failureOf(apiRequest('POST', '/api/checkout/orders'));
    expect(failure).toMatchObject({ code: 'INTERNAL', status: 409, fields: {}, retryAfterSeconds: null, body: { quote: { lines: [] } } });
    answer(new Response('Bad gateway', { status: 502 }));
    expect(await failureOf(apiRequest('GET', '/api/me'))).toMatchObject({ code: 'INTERNAL', status: 502, body: null });
  });

  it('throws NETWORK with the caller’s offline text when there is no answer', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failureOf(apiRequest('GET', '/api/me'))).toMatchObject({ code: 'NETWORK', status: 0, message: OFFLINE_MESSAGE, body: null });
    expect(await failureOf(apiRequest('GET', '/api/me', { offlineMessage: 'No network.' }))).toMatchObject({ code: 'NETWORK', message: 'No network.' });
  });

  it('passes an abort on as the browser’s AbortError, not an ApiError', async () => {
    const fetch = answer(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const controller = new AbortController();
    await expect(apiRequest('GET', '/api/support/answer', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetch.mock.calls[0]![1]?.signal).toBe(controller.signal);
  });
});

describe('serverMessage and failureMessage', () => {
  it('give the server’s own message, the offline text, or the answer’s status', async () => {
    answer(json({ error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' } }, 401));
    const refused = await failureOf(apiRequest('POST', '/api/auth/sign-in/email'));
    expect(serverMessage(refused)).toBe('Invalid email or password');
    expect(failureMessage(refused)).toBe('Invalid email or password');

    answer(new Response('', { status: 500 }));
    const broken = await failureOf(apiRequest('POST', '/api/auth/sign-out'));
    expect(serverMessage(broken)).toBeUndefined();
    expect(failureMessage(broken)).toBe('The server answered 500.');

    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await failureOf(apiRequest('POST', '/api/auth/sign-out', { offlineMessage: 'You are offline.' }));
    expect(serverMessage(offline)).toBeUndefined();
    expect(failureMessage(offline)).toBe('You are offline.');

    expect(failureMessage(new Error('boom'))).toBe('boom');
    expect(failureMessage('nope')).toBe('Something went wrong. Please try again.');
  });
});

describe('withQuery', () => {
  it('leaves out empty values and the question mark when nothing is left', () => {
    expect(withQuery('/api/orders', { guestId: null })).toBe('/api/orders');
    expect(withQuery('/api/x', { a: 0, b: false, c: undefined })).toBe('/api/x?a=0&b=false');
  });
});
