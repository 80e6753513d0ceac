import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './context';
import { handleError, errorResponse } from './http/errors';
import { bodyLimit, REQUEST_BODY_LIMIT } from './http/body-limit';
import { requestLog } from './http/request-log';
import { requestContext } from './logging/request-context';
import { withClientAddress } from './http/client-address';
import { authRouteLimits } from './http/abuse-limits';
import { sameOriginOnly } from './http/csrf';
import { securityHeaders } from './http/content-security-policy';
import { compressResponses } from './http/compression';
import { StaticClient } from './http/static-client';
import { FirstScreenMarkup } from './first-screen/first-screen-markup';
import { CATALOGUE_PAGE_TABLES, PAGE_CACHE_BYTES } from './first-screen/page-cache';
import { KeptUntilChange } from './platform/kept-until-change';
import { sessionMiddleware } from './auth/session';
import { inShopEnvelope } from './auth/auth-envelope';
import { healthRoutes } from './health/health.routes';
import { meRoutes } from './auth/me.routes';
import { accountRoutes } from './accounts/account.routes';
import { syncRoutes } from './sync/sync.routes';
import { KeptBatches } from './sync/kept-batches';
import { paymentRoutes } from './payments/payments.routes';
import { EMULATOR_MOUNT_PATH } from './payments/payment-config';
import { dashboardRoutes } from './admin/dashboard/dashboard.routes';
import { settingsRoutes } from './admin/settings.routes';
import { shopInfoRoutes } from './settings/shop-info.routes';
import { adminScreenRoutes } from './admin/admin-screens.routes';
import { imageRoutes } from './images/image.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import { promoRoutes } from './checkout/promo.routes';
import { orderRoutes } from './orders/orders.routes';
import { seoRoutes, type CataloguePage } from './seo/seo.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { analyticsEventRoutes } from './analytics/events.routes';
import { knowledgeRoutes } from './support/knowledge/knowledge.routes';
import { blogRoutes } from './blog/blog.routes';
import { doNotSellRoutes } from './privacy/do-not-sell.routes';
import { honourGlobalPrivacyControl } from './privacy/global-privacy-control';
import { regionRoutes } from './region/region.routes';
import { outboxRoutes } from './email/outbox.routes';
import { imageUploadRoutes, isImageUploadPath } from './media/image-upload.routes';
import { mediaRoutes } from './media/media.routes';
import { imageUploadPath } from '../shared/media/media-api';
import { supportConversationRoutes, supportOrderRoutes } from './support/desk/support-desk.routes';
import { contactRoutes, partnershipRoutes } from './support/enquiries/enquiries.routes';
import { careersRoutes, isApplicationUploadPath } from './careers/careers.routes';
import { tillWebhookRoutes } from './till/till-webhook.routes';
import { TILL_EMULATOR_MOUNT_PATH } from './till-emulator/till-emulator';
import { oneClickUnsubscribeRoutes, unsubscribeApiRoutes } from './marketing/unsubscribe';
import { requestMetrics } from './metrics/request-metrics';
import { metricsRoutes } from './metrics/metrics.routes';

/**
 * Builds the whole HTTP app; tests call app.request() on it, server/main.ts only listens. Tests may
 * give their own built client and first-screen renderer (docs/decisions/017).
 */
export function createApp(deps: AppDeps, options: { staticClient?: StaticClient; firstScreenMarkup?: FirstScreenMarkup } = {}) {
  const client = options.staticClient ?? new StaticClient(deps.config.clientDist);
  const markup = options.firstScreenMarkup ?? new FirstScreenMarkup(deps.config.firstScreenRenderer, deps.log);
  markup.preload();
  // The catalogue pages, kept until the change feed reports a change to what they show (docs/decisions/077).
  const pages = new KeptUntilChange<CataloguePage>(deps.changes, PAGE_CACHE_BYTES, CATALOGUE_PAGE_TABLES);
  // A fresh device's first-sync batches, kept the same way (docs/decisions/096).
  const batches = new KeptBatches(deps.changes);

  const api = new Hono<AppEnv>()
    // Before everything under /api, better-auth included: state changes only from the shop's own pages (docs/decisions/025).
    .use('*', sameOriginOnly(deps.config.trustedOrigins))
    // Image uploads have their own 8 MB limit, applied after the role check (server/media/image-upload.routes.ts);
    // job applications theirs (a 5 MB CV), after the abuse limit (server/careers/careers.routes.ts).
    .use('*', bodyLimit(REQUEST_BODY_LIMIT, { except: (path) => isImageUploadPath(path) || isApplicationUploadPath(path) }))
    .on(['GET', 'POST'], '/auth/*', authRouteLimits(), async (c) => inShopEnvelope(await deps.auth.handler(withClientAddress(c, deps.config.trustedProxies)), c.req.path))
    .use('*', sessionMiddleware(deps))
    .use('*', honourGlobalPrivacyControl())
    .route('/health', healthRoutes)
    .route('/me', meRoutes)
    .route('/account', accountRoutes)
    .route('/sync', syncRoutes(batches))
    .route('/payments', paymentRoutes)
    .route('/admin/dashboard', dashboardRoutes)
    .route('/admin/settings', settingsRoutes)
    .route('/admin', adminScreenRoutes)
    .route(imageUploadPath('products'), imageUploadRoutes('products'))
    .route(imageUploadPath('brands'), imageUploadRoutes('brands'))
    .route(imageUploadPath('hero-slides'), imageUploadRoutes('hero-slides'))
    .route(imageUploadPath('blog-posts'), imageUploadRoutes('blog-posts'))
    .route('/checkout', checkoutRoutes)
    .route('/promo', promoRoutes)
    .route('/orders', orderRoutes)
    .route('/newsletter', newsletterRoutes)
    .route('/analytics', analyticsEventRoutes)
    .route('/support/knowledge', knowledgeRoutes)
    .route('/blog', blogRoutes)
    .route('/privacy/do-not-sell', doNotSellRoutes)
    .route('/region', regionRoutes)
    .route('/shop-info', shopInfoRoutes)
    .route('/support/orders', supportOrderRoutes)
    .route('/support/conversations', supportConversationRoutes)
    .route('/contact', contactRoutes)
    .route('/partnership', partnershipRoutes)
    .route('/careers', careersRoutes)
    // The till's signed notifications (docs/decisions/055).
    .route('/till/webhook', tillWebhookRoutes)
    .route('/marketing/unsubscribe', unsubscribeApiRoutes)
    // The developer's outbox: every message with its links; off in production unless DEV_OUTBOX=on.
    .route('/dev/outbox', deps.config.devOutbox ? outboxRoutes : new Hono<AppEnv>())
    .all('*', (c) => errorResponse(c, 'NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`));

  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', deps);
      await next();
    })
    .use('*', requestContext(deps.log))
    .use('*', requestLog())
    .use('*', requestMetrics())
    // br or gzip as the client asks, for every answer over 1 KB not already encoded (docs/decisions/076).
    .use('*', compressResponses())
    .use('*', securityHeaders(deps.config))
    .route('/api', api)
    // Only in emulator mode: the emulated PayPal API, SDK script and approval window on this origin.
    .use(`${EMULATOR_MOUNT_PATH}/*`, bodyLimit(REQUEST_BODY_LIMIT))
    .route(EMULATOR_MOUNT_PATH, deps.paypalEmulator?.app ?? new Hono())
    // Only in till emulator mode: the emulated till API (docs/decisions/055).
    .use(`${TILL_EMULATOR_MOUNT_PATH}/*`, bodyLimit(REQUEST_BODY_LIMIT))
    .route(TILL_EMULATOR_MOUNT_PATH, deps.tillEmulator?.app ?? new Hono())
    .route('/images', imageRoutes)
    .route('/media', mediaRoutes)
    // RFC 8058 one-click unsubscribe: a POST from the mail provider, no cookie, authenticated by the link's signed token.
    .route('/unsubscribe', oneClickUnsubscribeRoutes)
    // Prometheus' scrape, for METRICS_TOKEN's bearer or TRUST_PROXY's addresses only (docs/decisions/082).
    .route('/metrics', metricsRoutes)
    // Catalogue pages get their first screen here, product and brand pages their head tags; sitemap.xml and robots.txt too.
    .route('/', seoRoutes(client, markup, pages))
    .get('*', (c) => client.serve(c) ?? c.text('Not found', 404));

  app.onError(handleError);
  app.notFound((c) => (c.req.path.startsWith('/api/') ? errorResponse(c, 'NOT_FOUND', 'Not found') : c.text('Not found', 404)));
  return app;
}

export type App = ReturnType<typeof createApp>;
