/**
 * The countdown is the server's: `endsAt` is on the server's clock, and the page's clock may be
 * off by minutes. The offset between the two is taken once, when the play starts (serverNow
 * against the page's now), and every tick reads the page's clock plus that offset.
 */

/** Milliseconds to add to the page's clock to read the server's. */
export function clockOffset(serverNow: string, clientNow: number): number {
  return Date.parse(serverNow) - clientNow;
}

/** Whole seconds left before `endsAt` (rounded up, so 00:00 shows only once time is really up). */
export function secondsLeft(endsAt: string, offsetMs: number, clientNow: number): number {
  return Math.max(0, Math.ceil((Date.parse(endsAt) - (clientNow + offsetMs)) / 1000));
}

/** mm:ss */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
