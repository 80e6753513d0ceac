import { SETTING_DEFAULTS, type Settings } from './settings';

/** GET /api/shop-info: the settings shoppers and staff see (contact page, product page's returns line, the back office's low-stock level). */
export interface ShopInfo {
  storeContact: Settings['store_contact'];
  returnWindowDays: Settings['return_window_days'];
  lowStockLevel: Settings['low_stock_threshold'];
}

/** What a page shows before (or without) an answer: the defaults of shared/settings.ts. */
export const DEFAULT_SHOP_INFO: ShopInfo = { storeContact: SETTING_DEFAULTS.store_contact, returnWindowDays: SETTING_DEFAULTS.return_window_days, lowStockLevel: SETTING_DEFAULTS.low_stock_threshold };
