import { useEffect, useState } from 'react';

/**
 * Resolves once the browser has painted a frame (a frame callback, then the next task), or after
 * a moment in a background tab, where frame callbacks never run.
 */
export function afterFirstPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 250);
  });
}

/** False until the first frame is on screen: what renders after it loads no code before it. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return painted;
}
