import { sql, type Kysely } from 'kysely';
import { SYNC_COLUMNS, syncedTable } from './sync-columns';

const catalogue = { forbidHardDelete: true };

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE categories (
      id text PRIMARY KEY,
      name text NOT NULL CHECK (length(trim(name)) > 0),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      description text,
      display_order integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      ${SYNC_COLUMNS}
    );

    CREATE TABLE brands (
      id text PRIMARY KEY,
      name text NOT NULL CHECK (length(trim(name)) > 0),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      description text,
      logo_url text,
      is_active boolean NOT NULL DEFAULT true,
      ${SYNC_COLUMNS}
    );

    CREATE TABLE products (
      id text PRIMARY KEY,
      name text NOT NULL CHECK (length(trim(name)) > 0),
      price integer NOT NULL CHECK (price >= 0),
      price_uk integer CHECK (price_uk >= 0),
      image_url text,
      images text[] NOT NULL DEFAULT '{}',
      description text NOT NULL DEFAULT '',
      category_id text REFERENCES categories (id),
      brand_id text REFERENCES brands (id),
      release_date timestamptz,
      is_featured boolean NOT NULL DEFAULT false,
      ${SYNC_COLUMNS}
    );
    CREATE INDEX products_category ON products (category_id);
    CREATE INDEX products_brand ON products (brand_id);
    CREATE INDEX products_featured ON products (created_at DESC) WHERE is_featured AND deleted_at IS NULL;

    CREATE TABLE product_variants (
      id text PRIMARY KEY,
      product_id text NOT NULL REFERENCES products (id),
      variant_name text NOT NULL CHECK (length(trim(variant_name)) > 0),
      price integer CHECK (price >= 0),
      price_uk integer CHECK (price_uk >= 0),
      price_adjustment integer NOT NULL DEFAULT 0,
      image_url text,
      display_order integer NOT NULL DEFAULT 0,
      ${SYNC_COLUMNS},
      UNIQUE (product_id, variant_name)
    );

    CREATE TABLE inventory (
      id text PRIMARY KEY,
      product_id text NOT NULL REFERENCES products (id),
      variant_id text REFERENCES product_variants (id),
      country text NOT NULL CHECK (country IN ('US', 'UK')),
      stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
      ${SYNC_COLUMNS},
      UNIQUE NULLS NOT DISTINCT (product_id, variant_id, country)
    );

    CREATE TABLE hero_slides (
      id text PRIMARY KEY,
      title text NOT NULL,
      subtitle text,
      image_url text,
      cta_text text NOT NULL,
      cta_link text NOT NULL,
      is_active boolean NOT NULL DEFAULT true,
      display_order integer NOT NULL DEFAULT 0,
      ${SYNC_COLUMNS}
    );

    CREATE TABLE shipping_rates (
      id text PRIMARY KEY,
      country text NOT NULL CHECK (country IN ('US', 'UK')),
      base_rate integer NOT NULL CHECK (base_rate >= 0),
      free_shipping_threshold integer NOT NULL CHECK (free_shipping_threshold >= 0),
      is_active boolean NOT NULL DEFAULT true,
      ${SYNC_COLUMNS}
    );

    CREATE TABLE tax_rates (
      id text PRIMARY KEY,
      state char(2) NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
      zip_prefix text CHECK (zip_prefix ~ '^[0-9]{1,5}$'),
      rate_bps integer NOT NULL CHECK (rate_bps >= 0 AND rate_bps <= 2000),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE NULLS NOT DISTINCT (state, zip_prefix)
    );

    CREATE TABLE discounts (
      id text PRIMARY KEY,
      code text NOT NULL UNIQUE CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 64),
      is_active boolean NOT NULL DEFAULT true,
      discount_type text NOT NULL CHECK (discount_type IN ('percentage', 'fixed')),
      discount_value integer NOT NULL CHECK (discount_value > 0),
      start_date timestamptz,
      end_date timestamptz,
      max_uses integer CHECK (max_uses > 0),
      current_uses integer NOT NULL DEFAULT 0 CHECK (current_uses >= 0),
      min_purchase_amount integer NOT NULL DEFAULT 0 CHECK (min_purchase_amount >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (discount_type <> 'percentage' OR discount_value <= 100),
      CHECK (max_uses IS NULL OR current_uses <= max_uses),
      CHECK (start_date IS NULL OR end_date IS NULL OR start_date < end_date)
    );
  `.execute(db);
  for (const table of ['categories', 'brands', 'products', 'product_variants', 'inventory', 'hero_slides', 'shipping_rates']) {
    await syncedTable(table, catalogue).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE discounts, tax_rates, shipping_rates, hero_slides, inventory, product_variants, products, brands, categories;
  `.execute(db);
}
