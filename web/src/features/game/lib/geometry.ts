import type { Zone } from '@quiz/shared';

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

export interface Bounds {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The smallest rectangle holding a zone (where its label goes). */
export function zoneBounds(zone: Zone): Bounds {
  if (zone.kind === 'rect') return { x: zone.x, y: zone.y, w: zone.w, h: zone.h };
  const xs = zone.points.map(([x]) => x);
  const ys = zone.points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** The zone's outline as polygon corners (a rect's four, clockwise). */
export function zoneCorners(zone: Zone): [number, number][] {
  if (zone.kind === 'polygon') return zone.points;
  const { x, y, w, h } = zone;
  return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
}

/** Even-odd ray casting: is `point` inside the polygon `corners`? */
export function pointInPolygon(point: Point, corners: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [xi, yi] = corners[i]!;
    const [xj, yj] = corners[j]!;
    if (yi > point.y !== yj > point.y && point.x < ((xj - xi) * (point.y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Rounding slack: a point computed as 0.1 + 0.2 still lands on an edge at 0.3. */
const EPSILON = 1e-9;

export function pointInZone(point: Point, zone: Zone): boolean {
  if (zone.kind === 'rect') {
    return (
      point.x >= zone.x - EPSILON &&
      point.x <= zone.x + zone.w + EPSILON &&
      point.y >= zone.y - EPSILON &&
      point.y <= zone.y + zone.h + EPSILON
    );
  }
  return pointInPolygon(point, zone.points);
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * How far `point` is from the zone's edge, in CSS pixels of the picture as drawn (0 inside).
 * Measured on screen rather than in image units, so that a finger's reach is the same whatever the
 * zoom and the picture's proportions.
 */
export function distanceToZone(point: Point, zone: Zone, size: Size): number {
  if (pointInZone(point, zone)) return 0;
  const px = (x: number, y: number): Point => ({ x: x * size.width, y: y * size.height });
  const p = px(point.x, point.y);
  const corners = zoneCorners(zone);
  let best = Infinity;
  for (let i = 0; i < corners.length; i++) {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[(i + 1) % corners.length]!;
    best = Math.min(best, distanceToSegment(p, px(ax, ay), px(bx, by)));
  }
  return best;
}

/** A fingertip is wide: a tap this close to a shown zone's edge counts as on it (QUIZ mode). */
export const TOUCH_TOLERANCE_PX = 16;

export interface HitTarget {
  id: string;
  zone: Zone;
}

/**
 * The target under a click or tap. A point inside several zones picks the smallest (a detail drawn
 * on a larger object wins); otherwise the nearest zone within `tolerancePx` of the point, so that a
 * fingertip landing just beside a small zone still counts. Null when nothing is close enough.
 */
export function hitTest(targets: readonly HitTarget[], point: Point, size: Size, tolerancePx = 0): string | null {
  let inside: { id: string; area: number } | null = null;
  let near: { id: string; distance: number } | null = null;
  for (const { id, zone } of targets) {
    if (pointInZone(point, zone)) {
      const { w, h } = zoneBounds(zone);
      const area = w * h;
      if (!inside || area < inside.area) inside = { id, area };
    } else if (tolerancePx > 0) {
      const distance = distanceToZone(point, zone, size);
      if (distance <= tolerancePx && (!near || distance < near.distance)) near = { id, distance };
    }
  }
  return inside?.id ?? near?.id ?? null;
}

/** Keeps a point on the picture. */
export function clampPoint(point: Point): Point {
  return { x: Math.min(1, Math.max(0, point.x)), y: Math.min(1, Math.max(0, point.y)) };
}
