import { useEffect, useEffectEvent, useState } from 'react';
import type { OrderView } from '../../../shared/checkout/api';
import { ApiError } from '../../lib/api/api-client';
import { peekGuestId } from '../../lib/guest-id';
import { useSession } from '../../lib/session/current-user';
import { useOnlineStatus } from '../../lib/use-online-status';
import { requestOrder, requestOrders } from './orders-api';

/** An online read: loading, its data, or the HTTP status it failed with (0: no answer). */
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; httpStatus: number };

/** Not found, or not the asker's: the pages say "Order not found" for all of these alike. */
export function isNotFound(loaded: Loaded<unknown>): boolean {
  return loaded.status === 'failed' && [400, 401, 403, 404].includes(loaded.httpStatus);
}

/**
 * A read that runs when `load` is given and the device is online, again whenever `key` changes;
 * the answer for an older key is never shown for a newer one.
 */
function useOnlineRead<T>(key: string, load: (() => Promise<T>) | null): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  const enabled = load !== null;
  // `load` is rebuilt on every render; `key` names everything it reads.
  const run = useEffectEvent(() => load?.());
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void run()?.then(
      (data) => active && setState({ key, loaded: { status: 'ready', data } }),
      (error: unknown) => active && setState({ key, loaded: { status: 'failed', httpStatus: error instanceof ApiError ? error.status : 0 } }),
    );
    return () => {
      active = false;
    };
  }, [key, enabled]);
  return state?.key === key ? state.loaded : { status: 'loading' };
}

/** One order for its owner: the signed-in user, or the guest id this device holds. */
export function useOrder(orderId: string | undefined): { loaded: Loaded<OrderView>; online: boolean; userId: string | null } {
  const session = useSession();
  const online = useOnlineStatus();
  const userId = session.user?.id ?? null;
  const ready = Boolean(orderId) && session.status === 'ready' && online;
  const loaded = useOnlineRead(`${orderId ?? ''}|${userId ?? ''}|${session.status}|${online}`, ready ? () => requestOrder(orderId!, peekGuestId()) : null);
  return { loaded: orderId ? loaded : { status: 'failed', httpStatus: 404 }, online, userId };
}

/** The signed-in user's orders, newest first. */
export function useMyOrders(userId: string | null, online: boolean): Loaded<OrderView[]> {
  return useOnlineRead(`${userId ?? ''}|${online}`, userId && online ? requestOrders : null);
}
