import { useRegisterSW } from 'virtual:pwa-register/react';

/**
 * Registers the service worker and says, without blocking anything, when the shop works offline
 * and when a new version waits (registerType 'prompt': it only takes over after "Reload").
 */
export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW();

  if (needRefresh) {
    return (
      <div className="app-banner" role="alert">
        <span>A new version is available.</span>
        <button type="button" onClick={() => void updateServiceWorker(true)}>Reload</button>
        <button type="button" className="app-banner__close" onClick={() => setNeedRefresh(false)}>Later</button>
      </div>
    );
  }
  if (offlineReady) {
    return (
      <div className="app-banner" role="status">
        <span>The shop is ready to work offline.</span>
        <button type="button" className="app-banner__close" onClick={() => setOfflineReady(false)}>Close</button>
      </div>
    );
  }
  return null;
}
