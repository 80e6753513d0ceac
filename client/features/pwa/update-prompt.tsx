import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { showToast } from '../../lib/toast/toast-store';
import { PWA_TEXTS } from './pwa-texts';

/**
 * Registers the service worker and says, without blocking anything, when the shop works offline
 * and when a new version waits (registerType 'prompt': it only takes over after "Reload").
 * "Ready to work offline" needs nothing from the shopper: it is a toast that goes by itself, not a
 * banner over the page until closed. `quiet` (the back office): no "ready to work offline" toast; a
 * new version is still offered.
 */
export default function UpdatePrompt({ quiet = false }: { quiet?: boolean }) {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (!offlineReady) return;
    if (!quiet) showToast(PWA_TEXTS.offlineReady);
    setOfflineReady(false);
  }, [offlineReady, setOfflineReady, quiet]);

  if (needRefresh) {
    return (
      <div className="app-banner" role="alert">
        <span>{PWA_TEXTS.newVersion}</span>
        <button type="button" onClick={() => void updateServiceWorker(true)}>{PWA_TEXTS.reload}</button>
        <button type="button" className="app-banner__close" onClick={() => setNeedRefresh(false)}>{PWA_TEXTS.later}</button>
      </div>
    );
  }
  return null;
}
