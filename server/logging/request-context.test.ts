import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError, type ErrorEnvelope } from '../../shared/errors';
import type { AppEnv } from '../context';
import { handleError } from '../http/errors';
import { requestLog } from '../http/request-log';
import { createLogger } from './logger';
import { REQUEST_ID_HEADER, requestContext, requestIdFrom } from './request-context';

/** The request context and request log as createApp mounts them, over a logger whose lines the test reads. */
function appLoggingTo(lines: string[]) {
  const log = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
  const app = new Hono<AppEnv>()
    .use('*', requestContext(log))
    .use('*', requestLog())
    .get('/fine', (c) => {
      c.var.log.info({ step: 'inside' }, 'handler ran');
      return c.json({ ok: true });
    })
    .get('/refused', () => {
      throw new AppError('NOT_FOUND', 'No such thing');
    })
    .get('/broken', () => {
      throw new Error('the disk fell off');
    });
  app.onError(handleError);
  return app;
}

const entries = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the request id', () => {
  it('is made for each request, sent back in x-request-id and written on every log line of that request', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    const first = await app.request('/fine');
    const second = await app.request('/fine');
    const id = first.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get(REQUEST_ID_HEADER)).not.toBe(id);
    const ofFirst = entries(lines).filter((entry) => entry.requestId === id);
    expect(ofFirst.map((entry) => entry.msg)).toEqual(['handler ran', 'request']);
    expect(ofFirst[1]).toMatchObject({ level: 'info', method: 'GET', path: '/fine', status: 200 });
  });

  it('is taken from a safe incoming x-request-id (a proxy’s), and replaced when the incoming one is not safe to log', async () => {
    const app = appLoggingTo([]);
    const kept = await app.request('/fine', { headers: { [REQUEST_ID_HEADER]: 'edge-1234abcd.5678:9' } });
    expect(kept.headers.get(REQUEST_ID_HEADER)).toBe('edge-1234abcd.5678:9');
    for (const unsafe of ['short', 'with space in it', 'a'.repeat(129), 'line\u2028break-here', '"quoted"-1234567']) {
      expect(requestIdFrom(unsafe), unsafe).not.toBe(unsafe);
      expect(requestIdFrom(unsafe)).toMatch(/^[0-9a-f-]{36}$/);
    }
    const replaced = await app.request('/fine', { headers: { [REQUEST_ID_HEADER]: 'with space in it' } });
    expect(replaced.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is in the envelope of an INTERNAL error and on its logged error line; other errors keep their envelope and have it in the header', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    const broken = await app.request('/broken');
    expect(broken.status).toBe(500);
    const id = broken.headers.get(REQUEST_ID_HEADER)!;
    expect(((await broken.json()) as ErrorEnvelope).error).toEqual({ code: 'INTERNAL', message: 'Something went wrong', requestId: id });
    expect(entries(lines).find((entry) => entry.msg === 'unhandled error')).toMatchObject({ level: 'error', requestId: id, path: '/broken', error: 'Error: the disk fell off' });
    expect(entries(lines).find((entry) => entry.msg === 'request' && entry.requestId === id)).toMatchObject({ level: 'error', status: 500 });

    const refused = await app.request('/refused');
    expect(refused.headers.get(REQUEST_ID_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await refused.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such thing' } });
  });
});
