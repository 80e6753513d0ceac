// Whether this device may send the shop's own analytics events (docs/decisions/056): never with
// Global Privacy Control on, never once the shopper has asked not to be sold or shared (kept on the
// device by the /do-not-sell page). A tiny module: the do-not-sell page and the beacon share it.

/** localStorage: '1' once a do-not-sell request was made or found on record on this device. */
export const DO_NOT_SELL_DEVICE_KEY = 'toy-shop:do-not-sell';

/** Remembers on this device that its shopper asked not to be sold or shared. */
export function rememberDoNotSell(): void {
  try {
    localStorage.setItem(DO_NOT_SELL_DEVICE_KEY, '1');
  } catch {
    // Storage unavailable: nothing is sent from such a device anyway (no session id can be kept).
  }
}

export interface TrackingSignals {
  globalPrivacyControl: boolean | undefined;
  doNotSell: string | null;
}

/** The signals as this browser gives them. */
export function deviceSignals(): TrackingSignals {
  let doNotSell: string | null = null;
  try {
    doNotSell = localStorage.getItem(DO_NOT_SELL_DEVICE_KEY);
  } catch {
    doNotSell = '1';
  }
  return { globalPrivacyControl: (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl, doNotSell };
}

/** No event with Global Privacy Control, none after a do-not-sell request. */
export function mayTrack(signals: TrackingSignals): boolean {
  return signals.globalPrivacyControl !== true && signals.doNotSell === null;
}
