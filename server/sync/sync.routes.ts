import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { AppError } from '../../shared/errors';
import { cartItemDocSchema, favoriteDocSchema } from '../../shared/sync/documents';
import { pullQuerySchema, pushRowsSchema, syncCollectionSchema, type SyncCollection } from '../../shared/sync/protocol';
import type { AppEnv } from '../context';
import { requireUser } from '../auth/session';
import { validate } from '../http/validate';
import type { KeptBatches } from './kept-batches';
import { pushCartItems } from './cart-items-push.service';
import { pushFavorites } from './favorites-push.service';
import { streamRoutes } from './stream.routes';

// An unknown collection is a missing resource (404), not bad input.
const collectionParam = validator('param', (params: Record<string, string>): { collection: SyncCollection } => {
  const parsed = syncCollectionSchema.safeParse(params.collection);
  if (!parsed.success) throw new AppError('NOT_FOUND', `No sync collection "${params.collection}"`);
  return { collection: parsed.data };
});

// A checkpoint is both parts or none; half of one would silently restart from the beginning.
const pullQuery = pullQuerySchema.refine((query) => (query.xid === undefined) === (query.seq === undefined), {
  message: 'xid and seq must be given together',
  path: ['xid'],
});

/**
 * /api/sync: RxDB HTTP replication (pull per collection, push for the user's own collections, change
 * stream). A fresh device's first-sync batches come from `batches` when kept (docs/decisions/096).
 */
export const syncRoutes = (batches: KeptBatches) =>
  new Hono<AppEnv>()
    .route('/stream', streamRoutes)
    .get('/:collection/pull', collectionParam, validate('query', pullQuery), async (c) => {
      const { collection } = c.req.valid('param');
      const { xid, seq, limit } = c.req.valid('query');
      const checkpoint = xid !== undefined && seq !== undefined ? { xid, seq } : null;
      return batches.answer(c, { collection, checkpoint, limit });
    })
    .post('/cart_items/push', requireUser(), validate('json', pushRowsSchema(cartItemDocSchema)), async (c) => {
      return c.json(await pushCartItems(c.var.deps.db, c.var.user!.id, c.req.valid('json')));
    })
    .post('/favorites/push', requireUser(), validate('json', pushRowsSchema(favoriteDocSchema)), async (c) => {
      return c.json(await pushFavorites(c.var.deps.db, c.var.user!.id, c.req.valid('json')));
    })
    .post('/:collection/push', collectionParam, (c) => {
      throw new AppError('FORBIDDEN', `The ${c.req.valid('param').collection} collection is read-only on devices`);
    });
