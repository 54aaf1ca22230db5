import { useEffect, useRef } from 'react';

/**
 * Moves the focus to the element when a screen appears, so that keyboard and screen-reader players
 * land on the new screen's heading instead of on a button that no longer exists. Skipped on the
 * page's first screen (the browser's own focus start is right there).
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll: false });
  }, [enabled]);
  return ref;
}
