import type { Database } from '../db/database';

export interface ProductForArt {
  name: string;
  categorySlug: string | null;
}

/** What a product's picture depends on: its name and department (deleted products keep their look). */
export async function findProductForArt(db: Database, productId: string): Promise<ProductForArt | undefined> {
  return db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select(['products.name as name', 'categories.slug as categorySlug'])
    .where('products.id', '=', productId)
    .executeTakeFirst();
}
