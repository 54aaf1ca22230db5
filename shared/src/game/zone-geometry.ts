import type { Zone } from '../schemas/content';
import { zoneBounds } from './zone-hit';

/**
 * Zone geometry for the designer's editor and the rules the API checks: zones are in
 * picture-relative units (0..1 on both axes, origin top-left), a rectangle or a polygon.
 */

export type RectZone = Extract<Zone, { kind: 'rect' }>;
export type PolygonZone = Extract<Zone, { kind: 'polygon' }>;
export type ZonePoint = [number, number];

/** Smallest side of a rectangle, and smallest area of any zone: below, a zone cannot be clicked. */
export const MIN_ZONE_SIDE = 0.005;
export const MIN_ZONE_AREA = MIN_ZONE_SIDE * MIN_ZONE_SIDE;
/** Tolerance for floating point sums (x + w of a zone drawn to the edge). */
const EPSILON = 1e-9;

/** Why a zone cannot be saved, or null when it is fine. Stable codes: the API's issue codes. */
export type ZoneProblem = 'outside_picture' | 'too_small' | 'too_few_points' | 'degenerate_polygon' | 'self_intersecting';

const inUnit = (v: number) => Number.isFinite(v) && v >= -EPSILON && v <= 1 + EPSILON;

/** Twice the signed area of a polygon (shoelace). */
function doubleArea(points: readonly ZonePoint[]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

export function polygonArea(points: readonly ZonePoint[]): number {
  return Math.abs(doubleArea(points)) / 2;
}

function orientation(a: ZonePoint, b: ZonePoint, c: ZonePoint): number {
  const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return Math.abs(v) < 1e-12 ? 0 : Math.sign(v);
}

function onSegment(a: ZonePoint, b: ZonePoint, p: ZonePoint): boolean {
  return Math.min(a[0], b[0]) - EPSILON <= p[0] && p[0] <= Math.max(a[0], b[0]) + EPSILON
    && Math.min(a[1], b[1]) - EPSILON <= p[1] && p[1] <= Math.max(a[1], b[1]) + EPSILON;
}

/** Whether segments ab and cd meet (touching counts). */
export function segmentsIntersect(a: ZonePoint, b: ZonePoint, c: ZonePoint, d: ZonePoint): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(a, b, c)) return true;
  if (o2 === 0 && onSegment(a, b, d)) return true;
  if (o3 === 0 && onSegment(c, d, a)) return true;
  if (o4 === 0 && onSegment(c, d, b)) return true;
  return false;
}

/** Whether two edges of the polygon that are not neighbours cross or touch. */
export function isSelfIntersecting(points: readonly ZonePoint[]): boolean {
  const n = points.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Neighbouring edges share a vertex by construction.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsIntersect(points[i]!, points[(i + 1) % n]!, points[j]!, points[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/**
 * The rules of a zone: inside the picture; a rectangle not empty; a polygon of 3 points
 * or more, with an area (not all points on a line or the same spot) and no edge crossing another.
 */
export function zoneProblem(zone: Zone): ZoneProblem | null {
  if (zone.kind === 'rect') {
    const { x, y, w, h } = zone;
    if (![x, y, w, h].every(inUnit) || x + w > 1 + EPSILON || y + h > 1 + EPSILON) return 'outside_picture';
    if (w < MIN_ZONE_SIDE || h < MIN_ZONE_SIDE) return 'too_small';
    return null;
  }
  if (zone.points.length < 3) return 'too_few_points';
  if (!zone.points.every(([x, y]) => inUnit(x) && inUnit(y))) return 'outside_picture';
  for (let i = 0; i < zone.points.length; i++) {
    const [x1, y1] = zone.points[i]!;
    const [x2, y2] = zone.points[(i + 1) % zone.points.length]!;
    if (Math.abs(x1 - x2) < EPSILON && Math.abs(y1 - y2) < EPSILON) return 'degenerate_polygon';
  }
  if (isSelfIntersecting(zone.points)) return 'self_intersecting';
  if (polygonArea(zone.points) < MIN_ZONE_AREA) return 'degenerate_polygon';
  return null;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
/** Six decimals: a zone stored is short, and a micro-pixel is nothing. */
export const roundUnit = (v: number) => Math.round(v * 1e6) / 1e6;

/** The rectangle between two points of a drag, inside the picture. */
export function rectFromDrag(from: ZonePoint, to: ZonePoint): RectZone {
  const x1 = clamp(Math.min(from[0], to[0]), 0, 1);
  const y1 = clamp(Math.min(from[1], to[1]), 0, 1);
  const x2 = clamp(Math.max(from[0], to[0]), 0, 1);
  const y2 = clamp(Math.max(from[1], to[1]), 0, 1);
  return { kind: 'rect', x: roundUnit(x1), y: roundUnit(y1), w: roundUnit(x2 - x1), h: roundUnit(y2 - y1) };
}

/** The zone moved by (dx, dy), stopped at the picture's edges (its shape kept). */
export function moveZone(zone: Zone, dx: number, dy: number): Zone {
  const b = zoneBounds(zone);
  const mx = clamp(dx, -b.x, 1 - b.x - b.w);
  const my = clamp(dy, -b.y, 1 - b.y - b.h);
  if (zone.kind === 'rect') return { ...zone, x: roundUnit(zone.x + mx), y: roundUnit(zone.y + my) };
  return { kind: 'polygon', points: zone.points.map(([x, y]) => [roundUnit(x + mx), roundUnit(y + my)] as ZonePoint) };
}

/**
 * The zone grown (or shrunk) by (dw, dh) from its top-left corner, kept inside the picture and no
 * smaller than MIN_ZONE_SIDE: a polygon is scaled within its bounding box.
 */
export function resizeZone(zone: Zone, dw: number, dh: number): Zone {
  const b = zoneBounds(zone);
  const w = clamp(b.w + dw, MIN_ZONE_SIDE, 1 - b.x);
  const h = clamp(b.h + dh, MIN_ZONE_SIDE, 1 - b.y);
  if (zone.kind === 'rect') return { ...zone, w: roundUnit(w), h: roundUnit(h) };
  const sx = b.w > 0 ? w / b.w : 1;
  const sy = b.h > 0 ? h / b.h : 1;
  return {
    kind: 'polygon',
    points: zone.points.map(([x, y]) => [roundUnit(b.x + (x - b.x) * sx), roundUnit(b.y + (y - b.y) * sy)] as ZonePoint),
  };
}

/** Handles of a rectangle: its corners, named by compass point. */
export type RectHandle = 'nw' | 'ne' | 'sw' | 'se';

/** The rectangle with one corner dragged to `to` (the opposite corner stays). */
export function dragRectHandle(zone: RectZone, handle: RectHandle, to: ZonePoint): RectZone {
  const opposite: ZonePoint = [handle.endsWith('w') ? zone.x + zone.w : zone.x, handle.startsWith('n') ? zone.y + zone.h : zone.y];
  return rectFromDrag(opposite, to);
}

/** The polygon with vertex `index` moved to `to`, inside the picture. */
export function movePolygonPoint(zone: PolygonZone, index: number, to: ZonePoint): PolygonZone {
  return {
    kind: 'polygon',
    points: zone.points.map((p, i) => (i === index ? [roundUnit(clamp(to[0], 0, 1)), roundUnit(clamp(to[1], 0, 1))] : p)),
  };
}
