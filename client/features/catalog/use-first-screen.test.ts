import { describe, expect, it } from 'vitest';
import type { RxQueryResult } from '../../lib/db/use-rx-query';
import { firstScreenCopy } from './use-first-screen';

const loading: RxQueryResult<string[]> = { status: 'loading', data: undefined, error: undefined };
const ready: RxQueryResult<string[]> = { status: 'ready', data: ['live'], error: undefined };
const failed: RxQueryResult<string[]> = { status: 'error', data: undefined, error: new Error('read') };
const server = { products: ['server'] };

describe("a catalogue page's choice between the server's copy and its live data", () => {
  it("shows the server's copy until the catalogue has synced", () => {
    expect(firstScreenCopy(server, false, [ready])).toBe(server);
  });

  it('shows it while any live query is still loading, even once synced', () => {
    expect(firstScreenCopy(server, true, [ready, loading])).toBe(server);
  });

  it('shows the live data once synced and every query has answered (an error is an answer)', () => {
    expect(firstScreenCopy(server, true, [ready, failed])).toBeNull();
    expect(firstScreenCopy(server, true, [])).toBeNull();
  });

  it("keeps the copy while the page's own reason holds", () => {
    expect(firstScreenCopy(server, true, [ready], true)).toBe(server);
  });

  it('has nothing to show without a copy for this page', () => {
    expect(firstScreenCopy(null, false, [loading])).toBeNull();
    expect(firstScreenCopy(undefined, false, [loading], true)).toBeNull();
  });
});
