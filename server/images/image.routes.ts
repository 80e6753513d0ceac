import { Hono, type Context } from 'hono';
import { AppError } from '../../shared/errors';
import type { AppEnv } from '../context';
import { blogCoverSvg, heroImageSvg } from './banner-art';
import { brandLogoSvg } from './brand-art';
import { MAX_HERO_IMAGES, MAX_PRODUCT_IMAGES } from './image-urls';
import { productImageSvg } from './product-art';
import { findProductForArt } from './product-art.repo';
import { motifForProduct } from './product-motif';

// Pictures are drawn from their path (and, for a product, its name and department, which rarely
// change), so a week of caching shows a stale one only after a rename.
const SVG_HEADERS = { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=604800' };

const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NUMBERED_SVG = /^([1-9][0-9]?)\.svg$/;
const SLUG_SVG = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
const MAX_SLUG_LENGTH = 80;

function svg(c: Context<AppEnv>, body: string): Response {
  return c.body(body, 200, SVG_HEADERS);
}

function pictureNumber(file: string, max: number): number {
  const n = Number(NUMBERED_SVG.exec(file)?.[1]);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new AppError('NOT_FOUND', 'No such image');
  return n;
}

function slugOf(file: string): string {
  const slug = SLUG_SVG.exec(file)?.[1];
  if (!slug || slug.length > MAX_SLUG_LENGTH) throw new AppError('NOT_FOUND', 'No such image');
  return slug;
}

/** Locally drawn placeholder pictures for products, brands, hero slides and blog posts. */
export const imageRoutes = new Hono<AppEnv>()
  .get('/products/:productId/:file', async (c) => {
    const productId = c.req.param('productId');
    if (!PRODUCT_ID.test(productId)) throw new AppError('NOT_FOUND', 'No such image');
    const n = pictureNumber(c.req.param('file'), MAX_PRODUCT_IMAGES);
    // The picture shows what the product is, so it follows the product's name and department.
    const product = await findProductForArt(c.var.deps.db, productId);
    const motif = motifForProduct(product?.name ?? '', product?.categorySlug ?? null);
    return svg(c, productImageSvg(productId, n, motif.name));
  })
  .get('/brands/:file', (c) => svg(c, brandLogoSvg(slugOf(c.req.param('file')))))
  .get('/hero/:file', (c) => svg(c, heroImageSvg(pictureNumber(c.req.param('file'), MAX_HERO_IMAGES))))
  .get('/blog/:file', (c) => svg(c, blogCoverSvg(slugOf(c.req.param('file')))))
  .all('*', () => {
    throw new AppError('NOT_FOUND', 'No such image');
  });
