import { useEffect, useEffectEvent, useState } from 'react';
import { secondsLeft } from '../lib/clock';

const TICK_MS = 250;

/**
 * Seconds left in a play, from the server's `endsAt` and the clock offset taken at start.
 * `onTick` hears every new value (for spoken warnings); `onExpire` runs once, at 0.
 */
export function useCountdown(
  endsAt: string,
  offsetMs: number,
  { onExpire, onTick }: { onExpire: () => void; onTick?: (seconds: number) => void },
): number {
  const [left, setLeft] = useState(() => secondsLeft(endsAt, offsetMs, Date.now()));
  const expire = useEffectEvent(onExpire);
  const tick = useEffectEvent((seconds: number) => onTick?.(seconds));

  useEffect(() => {
    let last = -1;
    const id = window.setInterval(() => {
      const seconds = secondsLeft(endsAt, offsetMs, Date.now());
      if (seconds === last) return;
      last = seconds;
      setLeft(seconds);
      tick(seconds);
      if (seconds === 0) {
        window.clearInterval(id);
        expire();
      }
    }, TICK_MS);
    return () => window.clearInterval(id);
  }, [endsAt, offsetMs]);

  return left;
}
