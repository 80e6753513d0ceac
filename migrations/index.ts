import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_sync_infrastructure';
import * as m0002 from './0002_catalogue';
import * as m0003 from './0003_accounts_and_carts';
import * as m0004 from './0004_stores_and_pickup';
import * as m0005 from './0005_orders_and_payments';
import * as m0006 from './0006_content_and_operations';
import * as m0007 from './0007_pending_captures';
import * as m0008 from './0008_rate_limits';
import * as m0009 from './0009_order_contact';
import * as m0010 from './0010_audit_log_screens';
import * as m0011 from './0011_media';
import * as m0012 from './0012_audit_log_only_cascade_clears_actor';
import * as m0013 from './0013_product_admin';
import * as m0014 from './0014_order_versions_and_pickup_codes';
import * as m0015 from './0015_pickup_products_follow_their_store';
import * as m0016 from './0016_pickup_reminders';
import * as m0017 from './0017_store_time_zones';
import * as m0018 from './0018_admin_discounts_tax_rates_settings';
import * as m0019 from './0019_refunds_and_order_admin';
import * as m0020 from './0020_order_approval_reasons';
import * as m0021 from './0021_pickup_handovers';
import * as m0022 from './0022_orders_list_indexes';
import * as m0023 from './0023_blog_posts_and_do_not_sell';
import * as m0024 from './0024_careers';
import * as m0025 from './0025_knowledge_base';
import * as m0026 from './0026_support_desk';
import * as m0027 from './0027_email_log_resends';
import * as m0028 from './0028_email_campaigns';
import * as m0029 from './0029_till_sync';
import * as m0030 from './0030_analytics';
import * as m0031 from './0031_audit_log_request_id';
import * as m0032 from './0032_analytics_rollups';
import * as m0033 from './0033_pickup_flags_dealt_with';
import * as m0034 from './0034_pickup_card_paid_phone_hold';
import * as m0035 from './0035_email_bounces_and_retries';
import * as m0036 from './0036_orders_paid_at';
import * as m0037 from './0037_email_body_retention';
import * as m0038 from './0038_till_sync_runs_queued';
import * as m0041 from './0041_back_office_search';
import * as m0042 from './0042_back_office_live';
import * as m0043 from './0043_saved_views';

// Listed statically so the same list runs under tsx, vitest and any bundle.
// A landed migration is never edited; a change is a new file added here.
const MIGRATIONS: Record<string, Migration> = {
  '0001_sync_infrastructure': m0001,
  '0002_catalogue': m0002,
  '0003_accounts_and_carts': m0003,
  '0004_stores_and_pickup': m0004,
  '0005_orders_and_payments': m0005,
  '0006_content_and_operations': m0006,
  '0007_pending_captures': m0007,
  '0008_rate_limits': m0008,
  '0009_order_contact': m0009,
  '0010_audit_log_screens': m0010,
  '0011_media': m0011,
  '0012_audit_log_only_cascade_clears_actor': m0012,
  '0013_product_admin': m0013,
  '0014_order_versions_and_pickup_codes': m0014,
  '0015_pickup_products_follow_their_store': m0015,
  '0016_pickup_reminders': m0016,
  '0017_store_time_zones': m0017,
  '0018_admin_discounts_tax_rates_settings': m0018,
  '0019_refunds_and_order_admin': m0019,
  '0020_order_approval_reasons': m0020,
  '0021_pickup_handovers': m0021,
  '0022_orders_list_indexes': m0022,
  '0023_blog_posts_and_do_not_sell': m0023,
  '0024_careers': m0024,
  '0025_knowledge_base': m0025,
  '0026_support_desk': m0026,
  '0027_email_log_resends': m0027,
  '0028_email_campaigns': m0028,
  '0029_till_sync': m0029,
  '0030_analytics': m0030,
  '0031_audit_log_request_id': m0031,
  '0032_analytics_rollups': m0032,
  '0033_pickup_flags_dealt_with': m0033,
  '0034_pickup_card_paid_phone_hold': m0034,
  '0035_email_bounces_and_retries': m0035,
  '0036_orders_paid_at': m0036,
  '0037_email_body_retention': m0037,
  '0038_till_sync_runs_queued': m0038,
  '0041_back_office_search': m0041,
  '0042_back_office_live': m0042,
  '0043_saved_views': m0043,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
