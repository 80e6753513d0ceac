import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { brandsRoutes } from './brands/brands.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { heroSlidesRoutes } from './hero-slides/hero-slides.routes';
import { inventoryRoutes } from './inventory/inventory.routes';
import { productRoutes } from './products/products.routes';
import { activityRoutes } from './activity/activity.routes';
import { userManagementRoutes } from './users/users.routes';
import { roleManagementRoutes } from './roles/roles.routes';
import { pickupProductRoutes } from './pickup-products/pickup-products.routes';
import { storesRoutes } from './stores/stores.routes';
import { discountsRoutes } from './discounts/discounts.routes';
import { shippingRatesRoutes } from './shipping-rates/shipping-rates.routes';
import { taxRatesRoutes } from './tax-rates/tax-rates.routes';
import { ordersRoutes } from './orders/orders.routes';
import { customersRoutes } from './customers/customers.routes';
import { orderApprovalsRoutes } from './order-approvals/approvals.routes';
import { pickupVerificationRoutes } from './pickup-verification/pickup-verification.routes';
import { emailLogRoutes } from './email-logs/email-logs.routes';
import { roboSupportConversationRoutes, roboSupportHomeRoutes } from './robo-support/conversations.routes';
import { roboSupportMessageRoutes } from './robo-support/messages.routes';
import { supportArticlesRoutes } from './robo-support/knowledge/articles.routes';
import { unansweredQuestionsRoutes } from './robo-support/knowledge/unanswered.routes';
import { blogPostsRoutes } from './blog-posts/blog-posts.routes';
import { emailMarketingHomeRoutes, subscribersRoutes } from './email-marketing/subscribers.routes';
import { campaignsRoutes } from './email-marketing/campaigns.routes';
import { jobsRoutes } from './jobs/jobs.routes';
import { jobApplicationsRoutes } from './job-applications/applications.routes';
import { eposSyncHomeRoutes, eposSyncRoutes } from './epos-sync/epos-sync.routes';
import { analyticsRoutes } from './analytics/analytics.routes';
import { savedViewsRoutes } from './saved-views/saved-views.routes';

/**
 * The back-office screens built on the admin kit, each at /api/admin/<screen> (screen-app.ts).
 * A new screen adds one line here; GET on a screen's own path answers its list or data (a screen whose
 * API lives under sub-paths adds its screenHome; tests/integration/admin-screen-paths.test.ts).
 */
export const adminScreenRoutes = new Hono<AppEnv>()
  // First: /<screen>/views is a list's saved views, not a record of the screen (docs/decisions/101).
  .route('/', savedViewsRoutes)
  .route('/categories', categoriesRoutes)
  .route('/brands', brandsRoutes)
  .route('/hero-slides', heroSlidesRoutes)
  .route('/products', productRoutes)
  .route('/inventory', inventoryRoutes)
  .route('/activity', activityRoutes)
  .route('/user-management', userManagementRoutes)
  .route('/role-management', roleManagementRoutes)
  .route('/pickup-products', pickupProductRoutes)
  .route('/stores', storesRoutes)
  .route('/discounts', discountsRoutes)
  .route('/shipping-rates', shippingRatesRoutes)
  .route('/tax-rates', taxRatesRoutes)
  .route('/orders', ordersRoutes)
  .route('/customers', customersRoutes)
  .route('/order-approvals', orderApprovalsRoutes)
  .route('/pickup-verification', pickupVerificationRoutes)
  .route('/email-logs', emailLogRoutes)
  .route('/robo-support', roboSupportHomeRoutes)
  .route('/robo-support/articles', supportArticlesRoutes)
  .route('/robo-support/unanswered', unansweredQuestionsRoutes)
  .route('/robo-support/conversations', roboSupportConversationRoutes)
  .route('/robo-support/messages', roboSupportMessageRoutes)
  .route('/blog-posts', blogPostsRoutes)
  .route('/email-marketing', emailMarketingHomeRoutes)
  .route('/email-marketing/subscribers', subscribersRoutes)
  .route('/email-marketing/campaigns', campaignsRoutes)
  .route('/jobs', jobsRoutes)
  .route('/job-applications', jobApplicationsRoutes)
  .route('/epos-sync', eposSyncHomeRoutes)
  .route('/epos-sync', eposSyncRoutes)
  .route('/analytics', analyticsRoutes);
