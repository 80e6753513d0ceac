import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '../../shared/roles';
import type { OrderStatus } from '../../shared/orders/order-status';
import type { ApprovalReason } from '../../shared/orders/order-approval';

// The one description of the database for Kysely. Keep in step with migrations/.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | T, string | T>;

/** Columns every replicated table carries (sync cursor, soft delete). */
interface SyncColumns {
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  sync_xid: ColumnType<string, never, never>;
  sync_seq: ColumnType<number, never, never>;
}

export type Country = 'US' | 'UK';
export type Currency = 'USD' | 'GBP';

export interface CategoriesTable extends SyncColumns {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  display_order: Generated<number>;
  is_active: Generated<boolean>;
}

export interface BrandsTable extends SyncColumns {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  logo_url: string | null;
  is_active: Generated<boolean>;
}

export interface ProductsTable extends SyncColumns {
  id: string;
  name: string;
  price: number;
  price_uk: number | null;
  image_url: string | null;
  images: Generated<string[]>;
  description: Generated<string>;
  category_id: string | null;
  brand_id: string | null;
  release_date: NullableTimestamp;
  is_featured: Generated<boolean>;
}

export interface ProductVariantsTable extends SyncColumns {
  id: string;
  product_id: string;
  variant_name: string;
  price: number | null;
  price_uk: number | null;
  price_adjustment: Generated<number>;
  image_url: string | null;
  display_order: Generated<number>;
}

export interface InventoryTable extends SyncColumns {
  id: string;
  product_id: string;
  variant_id: string | null;
  country: Country;
  stock: Generated<number>;
}

export interface HeroSlidesTable extends SyncColumns {
  id: string;
  title: string;
  subtitle: string | null;
  image_url: string | null;
  cta_text: string;
  cta_link: string;
  is_active: Generated<boolean>;
  display_order: Generated<number>;
}

export interface ShippingRatesTable extends SyncColumns {
  id: string;
  country: Country;
  base_rate: number;
  free_shipping_threshold: number;
  is_active: Generated<boolean>;
}

export interface TaxRatesTable extends SyncColumns {
  id: string;
  state: string;
  zip_prefix: string | null;
  rate_bps: number;
  /** Migration 0018. */
  is_active: Generated<boolean>;
}

export interface DiscountsTable {
  id: string;
  code: string;
  is_active: Generated<boolean>;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  start_date: NullableTimestamp;
  end_date: NullableTimestamp;
  max_uses: number | null;
  current_uses: Generated<number>;
  min_purchase_amount: Generated<number>;
  /** Migration 0018: soft delete and a version (sync_seq), not replicated. */
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: NullableTimestamp;
  sync_xid: ColumnType<string, never, never>;
  sync_seq: ColumnType<number, never, never>;
}


export interface UserRolesTable {
  id: string;
  user_id: string;
  role: Role;
  created_at: Timestamp;
}

export interface CartItemsTable extends SyncColumns {
  id: string;
  user_id: string;
  product_id: string;
  variant_id: string | null;
  quantity: number;
}

export interface FavoritesTable extends SyncColumns {
  id: string;
  user_id: string;
  product_id: string;
}

export interface SavedAddressesTable {
  id: string;
  user_id: string;
  label: string | null;
  full_name: string;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  region: string | null;
  postal_code: string;
  country: Country;
  phone: string | null;
  is_default: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  source: Generated<string>;
  created_at: Timestamp;
  /** Migration 0028: the subscriber's country where known, and an unsubscribe (final). A bounce is the address's: email_bounces. */
  country: ColumnType<'US' | 'UK' | null, 'US' | 'UK' | null | undefined, 'US' | 'UK' | null>;
  unsubscribed_at: NullableTimestamp;
}

/** An address a mail server refused (a hard bounce), lower-cased, for every kind of mail (migration 0035, docs/decisions/083). */
export interface EmailBouncesTable {
  address: string;
  bounced_at: Timestamp;
  /** The refusal as the server gave it ("550 5.1.1 …"); null for bounces recorded before migration 0035. */
  smtp_reply: string | null;
  /** The message that was refused. */
  email_log_id: string | null;
}

/** A deferred message kept as it was until its last attempt (migration 0035). */
export interface EmailRetriesTable {
  email_log_id: string;
  /** A campaign's message: the campaign's batches retry it, at the campaign's rate. */
  campaign_id: string | null;
  message: Json<StoredEmail>;
  /** Not tried after this (a password-reset link that has expired). */
  give_up_at: NullableTimestamp;
  /** Taken by a run; a row still taken when the next run starts was cut short (closed as failed). */
  claimed_at: NullableTimestamp;
}

/** An outgoing message as email_retries keeps it (attachments in base64). */
export interface StoredEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: Array<{ filename: string; contentBase64: string; contentType: string; cid?: string }>;
}

export type CampaignStatus = 'draft' | 'scheduled' | 'sending' | 'paused' | 'sent';

/** An email marketing campaign (migration 0028, docs/decisions/054). */
export interface EmailCampaignsTable {
  id: string;
  subject: string;
  preheader: Generated<string>;
  body_markdown: string;
  audience_country: 'US' | 'UK' | null;
  status: Generated<CampaignStatus>;
  scheduled_at: NullableTimestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** One address of a campaign, claimed before its message is sent: unique per (campaign, address). */
export interface EmailCampaignRecipientsTable {
  campaign_id: string;
  email: string;
  status: Generated<'claimed' | 'sent' | 'logged' | 'failed' | 'retrying' | 'skipped'>;
  error: string | null;
  email_log_id: string | null;
  claimed_at: Generated<Date>;
  done_at: NullableTimestamp;
}

export interface OpeningHours {
  day: number;
  opens: string;
  closes: string;
}

export interface StoresTable extends SyncColumns {
  id: string;
  name: string;
  slug: string;
  country: Country;
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  region: string | null;
  postal_code: string;
  phone: string | null;
  email: string | null;
  opening_hours: Json<OpeningHours[]>;
  latitude: number;
  longitude: number;
  pickup_enabled: Generated<boolean>;
  is_active: Generated<boolean>;
  /** The store's IANA time zone (migration 0017); null: not set, derived from the address. */
  time_zone: Generated<string | null>;
}

export interface StaffStoresTable {
  user_id: string;
  store_id: string;
  created_at: Timestamp;
}

export interface PickupProductsTable extends SyncColumns {
  id: string;
  store_id: string;
  product_id: string;
  variant_id: string | null;
  stock: Generated<number>;
  is_active: Generated<boolean>;
}

/** The till (EPOS) connection, one row, written by admins (migration 0029, docs/decisions/055). */
export interface TillConnectionTable {
  id: Generated<number>;
  enabled: Generated<boolean>;
  api_base_url: string;
  access_token: string;
  webhook_signature_key: string;
  /** The till's change times up to which reconciliation has pulled. */
  pulled_until: NullableTimestamp;
  updated_at: Timestamp;
}

/** A sync run (migration 0006, extended by 0029). */
export interface TillSyncRunsTable {
  id: string;
  trigger: Generated<'manual' | 'scheduled'>;
  /** Who pressed "sync now" (null: scheduled, or the user is gone). */
  triggered_by: string | null;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  /** When the run was asked for ("sync now": its job was queued; scheduled: when it started). */
  queued_at: Generated<Date>;
  /** Empty while the run waits in the queue (docs/decisions/086). */
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  /** What a running run is doing: pushing the catalog, then pulling the till's changes. */
  step: 'push' | 'pull' | null;
  /** The variations the run has to push (known once its push starts). */
  items_to_push: number | null;
  items_pushed: Generated<number>;
  items_pulled: Generated<number>;
  items_applied: Generated<number>;
  errors: Json<string[]>;
}

/** Every inventory change the till reported, once per change id. */
export interface TillInventoryChangesTable {
  id: string;
  type: 'PHYSICAL_COUNT' | 'ADJUSTMENT';
  location_id: string;
  catalog_object_id: string;
  /** A count's quantity, or an adjustment's signed effect on the in-stock quantity. */
  quantity: number;
  occurred_at: Timestamp;
  received_via: 'webhook' | 'pull';
  received_at: Timestamp;
}

export interface TillWebhookEventsTable {
  event_id: string;
  received_at: Timestamp;
}

export type { OrderStatus } from '../../shared/orders/order-status';

export interface ShippingAddress {
  full_name?: string;
  address_line_1: string;
  address_line_2?: string | null;
  admin_area_2: string;
  admin_area_1?: string | null;
  postal_code: string;
  country_code: string;
}

export interface OrdersTable {
  id: string;
  order_number: string;
  user_id: string | null;
  guest_id: string | null;
  email: string | null;
  country: Country;
  currency: Currency;
  status: OrderStatus;
  delivery_method: Generated<'shipping' | 'pickup'>;
  pickup_store_id: string | null;
  pickup_code: string | null;
  collected_at: NullableTimestamp;
  collected_by: string | null;
  shipping_address: Json<ShippingAddress | null>;
  /** A pickup order's collector (migration 0009). */
  contact_name: string | null;
  contact_phone: string | null;
  subtotal: number;
  discount_total: Generated<number>;
  shipping_total: Generated<number>;
  tax_total: Generated<number>;
  vat_included: Generated<number>;
  total: number;
  discount_id: string | null;
  discount_code: string | null;
  needs_approval: Generated<boolean>;
  /** The rules that held the order when it was paid (shared/orders/order-approval.ts; migration 0020). */
  approval_reasons: ColumnType<ApprovalReason[], string | ApprovalReason[] | undefined, string | ApprovalReason[]>;
  /** Goes up by one on every change (a trigger, migration 0014): the back office's version of an order. */
  version: Generated<number>;
  /** Set when the order is marked shipped (migration 0019). */
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: NullableTimestamp;
  /**
   * When the payment was taken: the order left pending_payment other than by being cancelled. Set by
   * the database (migration 0036), never by our code; a sale's day (shared/orders/sale-day.ts).
   */
  paid_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  product_id: string;
  variant_id: string | null;
  product_name: string;
  variant_name: string | null;
  unit_price: number;
  quantity: number;
  line_total: number;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  changed_by: string | null;
  reason: string;
  created_at: Timestamp;
}

export type PaymentStatus = 'created' | 'approved' | 'capturing' | 'captured' | 'pending' | 'declined' | 'failed' | 'refunded';

export interface PaymentsTable {
  id: string;
  order_id: string;
  provider: Generated<'paypal'>;
  provider_order_id: string;
  create_request_id: string;
  capture_request_id: string | null;
  capture_id: string | null;
  refund_id: string | null;
  status: PaymentStatus;
  amount: number;
  currency: Currency;
  failure_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One line a refund chose (migration 0019): how many of it, and whether they went back to stock. */
export interface RefundLine {
  lineId: string;
  quantity: number;
  restock: boolean;
}

export interface RefundsTable {
  id: string;
  order_id: string;
  payment_id: string;
  amount: number;
  currency: Currency;
  reason: string;
  lines: Json<RefundLine[]>;
  status: 'pending' | 'completed' | 'failed';
  /** A refund that closes the order (cancel, or reject from approvals) instead of `refund`. */
  closes_with: 'cancel' | 'reject' | null;
  request_key: string;
  paypal_request_id: string;
  paypal_refund_id: string | null;
  failure_reason: string | null;
  requested_by: string | null;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface OrderNotesTable {
  id: string;
  order_id: string;
  author_id: string | null;
  author_label: string;
  body: string;
  created_at: Timestamp;
}

export interface EmailLogsTable {
  id: string;
  to_address: string;
  subject: string;
  template: string;
  body_text: string;
  body_html: string | null;
  status: 'sent' | 'failed' | 'logged' | 'retrying' | 'skipped';
  error: string | null;
  related_order_id: string | null;
  created_at: Timestamp;
  /** The failed entry this message was sent again from (migration 0027). */
  resend_of: ColumnType<string | null, string | null | undefined, string | null>;
  /** When staff claimed this failed message to send it again. */
  resent_at: NullableTimestamp;
  /** The campaign this marketing message belongs to (migration 0028). */
  campaign_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When retention emptied body_text and body_html (migration 0037); the row itself stays. */
  body_removed_at: NullableTimestamp;
  /** Why it was not delivered (migration 0035): refused for good (a hard bounce), deferred (soft), or anything else. */
  failure: ColumnType<'bounce' | 'soft' | 'error' | null, 'bounce' | 'soft' | 'error' | null | undefined, 'bounce' | 'soft' | 'error' | null>;
  /** The mail server's reply to the last attempt that failed ("550 5.1.1 …"). */
  smtp_reply: ColumnType<string | null, string | null | undefined, string | null>;
  /** Attempts made: 0 for a message skipped. */
  attempts: Generated<number>;
  /** While `retrying`: when the next attempt is due. */
  next_attempt_at: NullableTimestamp;
  /** When the address had bounced, for a message skipped or attempted once despite it. */
  address_bounced_at: NullableTimestamp;
}

/** A pickup order's hold-period reminder, claimed before it is sent (migration 0016). */
export interface PickupRemindersTable {
  order_id: string;
  sent_at: Timestamp;
  email_log_id: string | null;
}

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: Generated<string>;
  body: string;
  cover_image_url: string | null;
  author_name: string;
  is_published: Generated<boolean>;
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The sanitised HTML of `body` (Markdown), rendered on save (migration 0023). */
  body_html: Generated<string>;
  author_user_id: string | null;
  deleted_at: NullableTimestamp;
  sync_xid: ColumnType<string, never, never>;
  sync_seq: ColumnType<number, never, never>;
}

/** An open or closed position (migration 0024): at a store, or remote over an area. */
export interface JobsTable extends SyncColumns {
  id: string;
  title: string;
  department: string;
  store_id: string | null;
  remote_area: string | null;
  employment_type: 'full_time' | 'part_time' | 'contract' | 'seasonal';
  /** Markdown as staff wrote it; description_html is it rendered and sanitised on save. */
  description: string;
  description_html: Generated<string>;
  is_active: Generated<boolean>;
  posted_at: Timestamp;
  /** Set while closed (is_active false): the applications' retention runs from it. */
  closed_at: NullableTimestamp;
}

export type JobApplicationStatus = 'new' | 'reviewing' | 'interview' | 'offer' | 'hired' | 'rejected';

export interface JobApplicationsTable {
  id: string;
  job_id: string;
  full_name: string;
  email: string;
  phone: string;
  cover_letter: string;
  consented_at: Timestamp;
  status: Generated<JobApplicationStatus>;
  created_at: Timestamp;
  updated_at: Timestamp;
  sync_xid: ColumnType<string, never, never>;
  sync_seq: ColumnType<number, never, never>;
}

/** An application's CV, kept in the database: nothing public serves it (migration 0024). */
export interface JobApplicationCvsTable {
  application_id: string;
  file_name: string;
  media_type: 'application/pdf' | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  size_bytes: number;
  bytes: Uint8Array;
}

export interface JobApplicationNotesTable {
  id: string;
  application_id: string;
  author_user_id: string | null;
  author_label: string;
  body: string;
  created_at: Timestamp;
}

/** The emails an applicant gets when rejected or hired, as staff wrote them. */
export interface JobEmailTemplatesTable {
  kind: 'rejected' | 'hired';
  subject: string;
  body: string;
  updated_at: Timestamp;
  sync_xid: ColumnType<string, never, never>;
  sync_seq: ColumnType<number, never, never>;
}

export interface SupportArticlesTable extends SyncColumns {
  id: string;
  slug: string;
  title: string;
  topic: string;
  body_markdown: string;
  body_html: string;
  body_text: string;
  keywords: Generated<string[]>;
  is_published: Generated<boolean>;
  display_order: Generated<number>;
  /** Kept by a trigger from title, keywords and body_text (migrations/0025). */
  search: ColumnType<string, never, never>;
}

export interface SupportUnansweredQuestionsTable {
  id: string;
  normalized: string;
  question: string;
  times_asked: Generated<number>;
  first_asked_at: Timestamp;
  last_asked_at: Timestamp;
}

/** A chat handed to staff (migration 0026); status: who owes the next message (docs/decisions/051). */
export interface SupportConversationsTable {
  id: string;
  token_hash: string;
  user_id: string | null;
  name: string;
  email: string;
  status: Generated<'waiting' | 'open' | 'resolved'>;
  last_message_at: Generated<Date>;
  resolved_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SupportMessagesTable {
  id: string;
  conversation_id: string;
  author: 'shopper' | 'assistant' | 'staff';
  staff_user_id: string | null;
  staff_name: string | null;
  body: string;
  created_at: Generated<Date>;
}

/** A message sent through /contact (migration 0026). */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  order_number: string | null;
  topic: string;
  message: string;
  user_id: string | null;
  created_at: Generated<Date>;
}

/** An enquiry sent through /partnership (migration 0026). */
export interface PartnershipEnquiriesTable {
  id: string;
  name: string;
  company: string;
  email: string;
  website: string | null;
  kind: string;
  message: string;
  created_at: Generated<Date>;
}

export interface DoNotSellRequestsTable {
  id: string;
  full_name: string | null;
  email: string;
  state: string | null;
  /** Migration 0023: where the request applies, how it came (the form or Global Privacy Control), whose account. */
  country: 'US' | 'UK' | null;
  source: Generated<'form' | 'gpc'>;
  user_id: string | null;
  status: Generated<'received' | 'completed'>;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  /** The back-office screen the change was made on (shared/roles.ts ADMIN_SCREENS), or 'system'. */
  screen: string;
  /** The actor's name and email when the change was made. */
  actor_label: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  created_at: Timestamp;
  /** The request the change was made in (its x-request-id; migration 0031); null from a background job. */
  request_id: Generated<string | null>;
}


/** One abuse-limit counter (migration 0008): hits within the window that ends at resets_at. */
export interface RateLimitCountersTable {
  limit_name: string;
  subject: string;
  hits: number;
  resets_at: Timestamp;
}

/** One uploaded image (migration 0011): the original's format, size and (upright) dimensions. */
export interface MediaTable {
  id: string;
  original_format: 'png' | 'jpeg' | 'webp';
  original_bytes: number;
  width: number;
  height: number;
  uploaded_by: string | null;
  created_at: Timestamp;
}

/** One WebP rendition of an uploaded image at a standard width (PostgreSQL media store). */
export interface MediaRenditionsTable {
  media_id: string;
  width: number;
  height: number;
  content_type: string;
  etag: string;
  bytes: Uint8Array;
}

/** better-auth's user table (camelCase columns), read for names and emails. */
export interface AuthUserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Set while an admin has disabled the account (better-auth additional field, docs/decisions/046). */
  disabledAt: NullableTimestamp;
  /** When a session was last created for the account (sign-in, or sign-up's own). */
  lastSignInAt: NullableTimestamp;
}

/** better-auth's session table (camelCase columns), read for who a request is (server/auth/session-read.ts). */
export interface AuthSessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
}

/** A saved view of a back-office list (migration 0043, docs/decisions/101). */
export interface SavedViewsTable {
  id: string;
  user_id: string;
  /** The list's screen (shared/admin/saved-views.ts SAVED_VIEW_LISTS). */
  list_key: string;
  name: string;
  /** The list's URL search: filters, sort and page size. */
  query: Json<Record<string, string | number>>;
  hidden_columns: Json<string[]>;
  shared: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface DB {
  user: AuthUserTable;
  session: AuthSessionTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  inventory: InventoryTable;
  hero_slides: HeroSlidesTable;
  shipping_rates: ShippingRatesTable;
  tax_rates: TaxRatesTable;
  discounts: DiscountsTable;
  user_roles: UserRolesTable;
  cart_items: CartItemsTable;
  favorites: FavoritesTable;
  saved_addresses: SavedAddressesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  stores: StoresTable;
  staff_stores: StaffStoresTable;
  pickup_products: PickupProductsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_status_history: OrderStatusHistoryTable;
  payments: PaymentsTable;
  email_logs: EmailLogsTable;
  email_bounces: EmailBouncesTable;
  email_retries: EmailRetriesTable;
  email_campaigns: EmailCampaignsTable;
  email_campaign_recipients: EmailCampaignRecipientsTable;
  pickup_reminders: PickupRemindersTable;
  blog_posts: BlogPostsTable;
  jobs: JobsTable;
  job_applications: JobApplicationsTable;
  job_application_cvs: JobApplicationCvsTable;
  job_application_notes: JobApplicationNotesTable;
  job_email_templates: JobEmailTemplatesTable;
  till_connection: TillConnectionTable;
  till_sync_runs: TillSyncRunsTable;
  till_inventory_changes: TillInventoryChangesTable;
  till_webhook_events: TillWebhookEventsTable;
  support_articles: SupportArticlesTable;
  support_unanswered_questions: SupportUnansweredQuestionsTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  contact_messages: ContactMessagesTable;
  partnership_enquiries: PartnershipEnquiriesTable;
  do_not_sell_requests: DoNotSellRequestsTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
  saved_views: SavedViewsTable;
  rate_limit_counters: RateLimitCountersTable;
  media: MediaTable;
  media_renditions: MediaRenditionsTable;
  refunds: RefundsTable;
  order_notes: OrderNotesTable;
  pickup_handovers: PickupHandoversTable;
  pickup_counter_docs: PickupCounterDocsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_stale: AnalyticsStaleTable;
  analytics_sales_days: AnalyticsSalesDaysTable;
  analytics_product_days: AnalyticsProductDaysTable;
}

/** The storefront's first-party funnel events (migration 0030): no personal data, a random session id. */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  session_id: string;
  kind: 'visit' | 'product_view' | 'add_to_bag' | 'checkout_started';
  country: Country;
  created_at: Timestamp;
}

/** An order whose analytics figures may have changed (migration 0032): appended by triggers, taken by the rollups' refresh. */
export interface AnalyticsStaleTable {
  id: Generated<number>;
  country: Country;
  at: Timestamp;
}

/** One country's sales figures of one shop day (migration 0032, server/analytics/analytics-rollup.repo.ts). */
export interface AnalyticsSalesDaysTable {
  country: Country;
  day: string;
  gross_sales: number;
  orders: number;
  units: number;
  discount_cost: number;
  approved: number;
  rejected: number;
  refunded_orders: number;
  shipping_orders: number;
  shipping_sales: number;
  pickup_orders: number;
  pickup_sales: number;
}

/** One product's units and sales in one country on one shop day (migration 0032). */
export interface AnalyticsProductDaysTable {
  country: Country;
  day: string;
  product_id: string;
  units: number;
  sales: number;
}

export type Row<T extends keyof DB> = Selectable<DB[T]>;
export type NewRow<T extends keyof DB> = Insertable<DB[T]>;
export type RowUpdate<T extends keyof DB> = Updateable<DB[T]>;

/** What a pushed hand-over did (migration 0021). */
export type HandoverOutcome = 'collected' | 'duplicate' | 'not_ready';

/** Every hand-over a counter tablet pushed, kept whatever it did (migration 0021). */
export interface PickupHandoversTable {
  id: string;
  order_id: string;
  store_id: string;
  code: string;
  staff_user_id: string | null;
  staff_name: string;
  device_id: string;
  handed_over_at: Timestamp;
  received_at: Generated<Date>;
  outcome: HandoverOutcome;
  status_on_arrival: string;
  /** A flag (outcome duplicate or not_ready) marked dealt with in the back office (migration 0033). */
  dealt_with_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  dealt_with_by: ColumnType<string | null, string | null | undefined, string | null>;
  dealt_with_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  dealt_with_note: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The counter tablet's projection of a pickup order, kept by triggers (migration 0021). */
export interface PickupCounterDocsTable extends SyncColumns {
  order_id: string;
  store_id: string;
  order_number: string;
  code: string;
  status: OrderStatus;
  customer_name: string;
  items: Json<Array<{ name: string; size: string | null; quantity: number }>>;
  collected_at: NullableTimestamp;
  collected_by_name: string | null;
  flag: 'collected_twice' | 'not_ready' | null;
  handovers: Json<Array<{ id: string; staffName: string; deviceId: string; handedOverAt: string; outcome: HandoverOutcome }>>;
  /** The order's total, currency and contact phone, and when it was last marked ready (migration 0034). */
  total: number;
  currency: Currency;
  contact_phone: string | null;
  ready_at: NullableTimestamp;
}
