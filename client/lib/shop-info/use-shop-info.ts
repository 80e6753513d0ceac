import { useEffect, useState } from 'react';
import { DEFAULT_SHOP_INFO, type ShopInfo } from '../../../shared/shop-info';
import { apiRequest } from '../api/api-client';

let latest: ShopInfo | null = null;

/**
 * The shop's public settings (contact details, return windows) from /api/shop-info, read once per
 * page load; the defaults until it answers, and when offline.
 */
export function useShopInfo(): ShopInfo {
  const [info, setInfo] = useState<ShopInfo>(latest ?? DEFAULT_SHOP_INFO);
  useEffect(() => {
    if (latest) return;
    let live = true;
    apiRequest<ShopInfo | null>('GET', '/api/shop-info')
      .then((answer) => {
        if (!answer) return;
        latest = answer;
        if (live) setInfo(answer);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return info;
}
