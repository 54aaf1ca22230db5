import { zonesAtPoint, type ZoneTarget } from '@quiz/shared';

// The smallest rectangle holding a zone (where its label goes): the designer's editor and the API
// share it (shared/src/game/zone-geometry.ts, zod-free: it only imports the Zone type).
export { zoneBounds, zoneCorners, type Bounds } from '@quiz/shared';

/**
 * Drawing zones the page has been given (found or revealed ones, a QUIZ play's questions) and, in
 * QUIZ mode only, telling which shown zone a click is on. A FREE-mode click is never tested here:
 * the page does not know where open references are; it sends the point and the server answers.
 */

/** A point in image coordinates: 0..1 on both axes, origin top-left (the zones' system). */
export interface Point {
  x: number;
  y: number;
}

/** The rendered size of the picture in CSS pixels: turns image units into distances on screen. */
export interface Size {
  width: number;
  height: number;
}

/** A fingertip is wide: a tap this close to a shown zone's edge counts as on it (QUIZ mode). */
export const TOUCH_TOLERANCE_PX = 16;

export type HitTarget = ZoneTarget;

/**
 * The target under a click or tap, by the very rule the server applies to FREE-mode guesses
 * (`zonesAtPoint`, docs/game.md "Where a click lands"): the smallest zone holding the point, else the
 * nearest within `tolerancePx` (CSS pixels of the picture as drawn). Null when nothing is close enough.
 */
export function hitTest(targets: readonly HitTarget[], point: Point, size: Size, tolerancePx = 0): string | null {
  return zonesAtPoint(targets, point, size.height / size.width, tolerancePx / size.width)[0]?.id ?? null;
}

/** Keeps a point on the picture. */
export function clampPoint(point: Point): Point {
  return { x: Math.min(1, Math.max(0, point.x)), y: Math.min(1, Math.max(0, point.y)) };
}
