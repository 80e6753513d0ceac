import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { bodyLimit } from './body-limit';
import { handleError } from './errors';

// The body limit refuses an oversized body in the error envelope (onError answers Hono's 413 as
// 400 INVALID_DATA "Request body too large"), whether the size is declared or only streamed, and
// lets bodies within the limit through to be read as usual.

const LIMIT = 64;

function app() {
  return new Hono()
    .use('*', bodyLimit(LIMIT))
    .post('/echo', async (c) => c.json(await c.req.json()))
    .get('/ping', (c) => c.text('pong'))
    .onError(handleError);
}

function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 16) controller.enqueue(bytes.slice(i, i + 16));
      controller.close();
    },
  });
}

describe('bodyLimit', () => {
  it('passes a body within the limit, declared or streamed, and GETs', async () => {
    const body = JSON.stringify({ a: 'x'.repeat(20) });
    const declared = await app().request('/echo', { method: 'POST', body, headers: { 'content-type': 'application/json', 'content-length': String(body.length) } });
    expect(await declared.json()).toEqual({ a: 'x'.repeat(20) });
    const streamed = await app().request('/echo', { method: 'POST', body: chunked(body), headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect(await streamed.json()).toEqual({ a: 'x'.repeat(20) });
    expect(await (await app().request('/ping')).text()).toBe('pong');
  });

  it('refuses a declared length over the limit, in the error envelope', async () => {
    const response = await app().request('/echo', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'content-length': String(LIMIT + 1) } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_DATA', message: 'Request body too large' } });
  });

  it('refuses a streamed body that grows over the limit', async () => {
    const response = await app().request('/echo', { method: 'POST', body: chunked(JSON.stringify({ a: 'x'.repeat(LIMIT) })), headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_DATA', message: 'Request body too large' } });
  });

  it('refuses a malformed declared length', async () => {
    const response = await app().request('/echo', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'content-length': '12abc' } });
    expect(await response.json()).toEqual({ error: { code: 'INVALID_DATA', message: 'Request body too large' } });
  });
});
