import { sql, type Kysely } from 'kysely';
import { SYNC_COLUMNS, syncedTable } from './sync-columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stores (
      id text PRIMARY KEY,
      name text NOT NULL,
      slug text NOT NULL UNIQUE,
      country text NOT NULL CHECK (country IN ('US', 'UK')),
      address_line_1 text NOT NULL,
      address_line_2 text,
      city text NOT NULL,
      region text,
      postal_code text NOT NULL,
      phone text,
      email text,
      -- opening hours per weekday: [{ "day": 0-6, "opens": "HH:MM", "closes": "HH:MM" }]
      opening_hours jsonb NOT NULL DEFAULT '[]',
      latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
      pickup_enabled boolean NOT NULL DEFAULT true,
      is_active boolean NOT NULL DEFAULT true,
      ${SYNC_COLUMNS}
    );

    CREATE TABLE staff_stores (
      user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      store_id text NOT NULL REFERENCES stores (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, store_id)
    );

    CREATE TABLE pickup_products (
      id text PRIMARY KEY,
      store_id text NOT NULL REFERENCES stores (id),
      product_id text NOT NULL REFERENCES products (id),
      variant_id text REFERENCES product_variants (id),
      stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
      is_active boolean NOT NULL DEFAULT true,
      ${SYNC_COLUMNS},
      UNIQUE NULLS NOT DISTINCT (store_id, product_id, variant_id)
    );
  `.execute(db);
  await syncedTable('stores', { forbidHardDelete: true }).execute(db);
  await syncedTable('pickup_products', { forbidHardDelete: true }).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE pickup_products, staff_stores, stores;`.execute(db);
}
