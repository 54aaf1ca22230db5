import type { Zone } from '../schemas/content';
import type { Point, PointerKind } from '../schemas/plays';

/**
 * Where a click lands (docs/game.md "Where a click lands"): the server, not the page, tells which
 * zones a point is on, so the page never needs to know where the references are.
 *
 * Distances are measured in widths of the picture (a vertical unit is height / width of a
 * horizontal one), so that a tolerance is the same on screen across and down, whatever the
 * picture's proportions and however large it is drawn.
 */

/**
 * How far from a zone's edge a click still counts, in widths of the picture: a fingertip covers
 * about 8 mm (≈ 30 CSS px); half of it on a phone's 375 px-wide picture is 4 % of its width. A
 * mouse pointer and the keyboard cursor are precise: 1 % (4 px on a phone, about 10 on a desktop).
 */
export const HIT_TOLERANCE: Record<PointerKind, number> = { touch: 0.04, mouse: 0.01, keyboard: 0.01 };

/** Rounding slack: a point computed as 0.1 + 0.2 still lands on an edge at 0.3. */
const EPSILON = 1e-9;

export interface ZoneTarget {
  id: string;
  zone: Zone;
}

/** A zone's outline as polygon corners (a rectangle's four, clockwise). */
export function zoneCorners(zone: Zone): [number, number][] {
  if (zone.kind === 'polygon') return zone.points;
  const { x, y, w, h } = zone;
  return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
}

export interface Bounds {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The smallest rectangle holding a zone: where the game puts a zone's label, what the designer's
 * editor moves and resizes. Here, beside the game's other zone code, so that the game page does not
 * load the editor's geometry (zone-geometry.ts) with it (the bundle benchmark).
 */
export function zoneBounds(zone: Zone): Bounds {
  if (zone.kind === 'rect') return { x: zone.x, y: zone.y, w: zone.w, h: zone.h };
  const xs = zone.points.map(([x]) => x);
  const ys = zone.points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** Even-odd ray casting: is `point` inside the polygon `corners`? */
function inPolygon(point: Point, corners: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [xi, yi] = corners[i]!;
    const [xj, yj] = corners[j]!;
    if (yi > point.y !== yj > point.y && point.x < ((xj - xi) * (point.y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * How far `point` is from the zone, in widths of the picture (0 on or inside it). `aspect` is the
 * picture's height / width.
 */
export function distanceToZone(point: Point, zone: Zone, aspect: number): number {
  const corners = zoneCorners(zone);
  // Edges count as inside, polygons included (ray casting alone is unsure exactly on an edge).
  let best = Infinity;
  const scaled = (x: number, y: number): Point => ({ x, y: y * aspect });
  const p = scaled(point.x, point.y);
  for (let i = 0; i < corners.length; i++) {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[(i + 1) % corners.length]!;
    best = Math.min(best, distanceToSegment(p, scaled(ax, ay), scaled(bx, by)));
  }
  if (best <= EPSILON) return 0;
  return inPolygon(point, corners) ? 0 : best;
}

/** The area of a zone's bounding box, in image units (to prefer the detail drawn on a larger object). */
function boundsArea(zone: Zone): number {
  const corners = zoneCorners(zone);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
}

/**
 * The targets a click at `point` is on, most likely first: the zones that hold the point, smallest
 * first (a detail drawn on a larger object is what was aimed at); then, only if none holds it, the
 * zones within `tolerance` of it, nearest first. Empty when the click is on none.
 */
export function zonesAtPoint<T extends ZoneTarget>(targets: readonly T[], point: Point, aspect: number, tolerance: number): T[] {
  const measured = targets.map((target) => ({ target, distance: distanceToZone(point, target.zone, aspect) }));
  const inside = measured.filter((m) => m.distance === 0);
  if (inside.length > 0) {
    return inside.sort((a, b) => boundsArea(a.target.zone) - boundsArea(b.target.zone)).map((m) => m.target);
  }
  return measured
    .filter((m) => m.distance <= tolerance)
    .sort((a, b) => a.distance - b.distance)
    .map((m) => m.target);
}
