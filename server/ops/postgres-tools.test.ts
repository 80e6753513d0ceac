import { describe, expect, it } from 'vitest';
import { dumpVersionProblem, toolConnection } from './postgres-tools';

describe('running pg_dump and pg_restore', () => {
  it('keeps the password off the command line: it goes in PGPASSWORD', () => {
    expect(toolConnection('postgres://shop:s%40cret@db.internal:5433/shop?sslmode=require')).toEqual({
      dbname: 'postgres://shop@db.internal:5433/shop?sslmode=require',
      env: { PGPASSWORD: 's@cret' },
    });
    expect(toolConnection('postgres://postgres@127.0.0.1:5432/shop')).toEqual({ dbname: 'postgres://postgres@127.0.0.1:5432/shop', env: {} });
  });

  it('pg_dump must be the server’s major version or newer', () => {
    expect(dumpVersionProblem(15, 15)).toBeNull();
    expect(dumpVersionProblem(17, 15)).toBeNull();
    expect(dumpVersionProblem(15, 16)).toMatch(/^The server runs PostgreSQL 16 and pg_dump is version 15: pg_dump must be the server's major version or newer\. /);
  });
});
