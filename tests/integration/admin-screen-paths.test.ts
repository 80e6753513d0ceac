import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../../shared/roles';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/http';
import { signedInWith } from './admin-fixtures';

// Issue 23 §5 and DECISIONS.md's `/api/admin/<screen>` ruling: GET on every screen's own path answers
// that screen's list or data, with sensible defaults (no query needed), for a role that has the screen.

let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInWith(t, ['admin'])).client;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/<screen>', () => {
  it('answers 200 with JSON on every screen of shared/roles.ts, without any query', async () => {
    const failures: string[] = [];
    for (const screen of ADMIN_SCREENS) {
      const response = await admin.get(`/api/admin/${screen}`);
      const body = await response.text();
      if (response.status !== 200) failures.push(`${screen}: ${response.status} ${body.slice(0, 200)}`);
      else if (!response.headers.get('content-type')?.includes('application/json')) failures.push(`${screen}: not JSON`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
