import { sql, type Kysely } from 'kysely';
import { SYNC_COLUMNS, syncedTable } from './sync-columns';

// Runs after better-auth's own migrations, so "user" exists.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE user_roles (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('admin', 'store_manager', 'staff')),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, role)
    );

    CREATE TABLE cart_items (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      product_id text NOT NULL REFERENCES products (id),
      variant_id text REFERENCES product_variants (id),
      quantity integer NOT NULL CHECK (quantity > 0 AND quantity <= 999),
      ${SYNC_COLUMNS},
      UNIQUE NULLS NOT DISTINCT (user_id, product_id, variant_id)
    );
    CREATE INDEX cart_items_user_cursor ON cart_items (user_id, sync_xid, sync_seq);

    CREATE TABLE favorites (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      product_id text NOT NULL REFERENCES products (id),
      ${SYNC_COLUMNS},
      UNIQUE (user_id, product_id)
    );
    CREATE INDEX favorites_user_cursor ON favorites (user_id, sync_xid, sync_seq);

    CREATE TABLE saved_addresses (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      label text,
      full_name text NOT NULL,
      address_line_1 text NOT NULL,
      address_line_2 text,
      city text NOT NULL,
      region text,
      postal_code text NOT NULL,
      country text NOT NULL CHECK (country IN ('US', 'UK')),
      phone text,
      is_default boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX saved_addresses_one_default ON saved_addresses (user_id) WHERE is_default;

    CREATE TABLE newsletter_subscribers (
      id text PRIMARY KEY,
      email text NOT NULL UNIQUE CHECK (email = lower(trim(email)) AND position('@' IN email) > 1),
      source text NOT NULL DEFAULT 'website',
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
  await syncedTable('cart_items', { forbidHardDelete: false }).execute(db);
  await syncedTable('favorites', { forbidHardDelete: false }).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE newsletter_subscribers, saved_addresses, favorites, cart_items, user_roles;`.execute(db);
}
