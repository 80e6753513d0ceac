import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { useAfterFirstPaint } from './after-first-paint';

/**
 * A component whose code is not in the page's entry: it is fetched once the first frame is on
 * screen and renders nothing until it has arrived. For the pieces of the layout the first paint
 * does not show (announcers, popovers, what appears only once the session is known): everything
 * the entry imports is downloaded before the first paint (docs/benchmarks.md, bench:web).
 *
 * The server renders nothing in its place, and so does the hydrating render. Once fetched, every
 * later mount renders it at once. A failed fetch (offline before the code was ever cached) renders
 * nothing and is tried again when the browser is back online or the component mounts again; it never
 * takes the page down, as a rejected React.lazy would.
 */
export function afterFirstPaintComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const fetchOnce = (): Promise<void> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function AfterFirstPaint(props: Props) {
    const painted = useAfterFirstPaint();
    const Loaded = useSyncExternalStore(subscribe, () => loaded, () => null);
    useEffect(() => {
      if (!painted || loaded) return;
      const retry = () => void fetchOnce().catch(() => undefined);
      let live = true;
      fetchOnce().catch((error: unknown) => {
        if (!live) return;
        console.warn('A part of the page could not be loaded; it is tried again when the browser is online.', error);
        window.addEventListener('online', retry, { once: true });
      });
      return () => {
        live = false;
        window.removeEventListener('online', retry);
      };
    }, [painted]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return AfterFirstPaint;
}
