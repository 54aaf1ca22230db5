import { describe, expect, it } from 'vitest';
import { HIT_TOLERANCE, distanceToZone, zonesAtPoint, type Zone, type ZoneTarget } from '../src';

const rect: Zone = { kind: 'rect', x: 0.2, y: 0.2, w: 0.2, h: 0.1 };
/** A triangle: a slanted edge is where a polygon's tolerance matters. */
const triangle: Zone = { kind: 'polygon', points: [[0.6, 0.6], [0.9, 0.6], [0.6, 0.9]] };
/** A 16:10 picture, as the seed quizzes are: a vertical unit is 0.625 of a horizontal one. */
const ASPECT = 1000 / 1600;
const square: Zone = { kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 };
/** A triangle: (0.5, 0.5), (0.9, 0.5), (0.5, 0.9). */
const slanted: Zone = { kind: 'polygon', points: [[0.5, 0.5], [0.9, 0.5], [0.5, 0.9]] };
/** A concave "L": the square 0.6..1 minus its top-right quarter. */
const ell: Zone = { kind: 'polygon', points: [[0.6, 0.6], [0.8, 0.6], [0.8, 0.8], [1, 0.8], [1, 1], [0.6, 1]] };
/** The picture as drawn on a phone: 375 × 234 CSS pixels. */
const PHONE = { width: 375, height: 234 };

describe('where a click lands (docs/game.md "Where a click lands")', () => {
  it.each([
    ['inside a rectangle', rect, { x: 0.3, y: 0.25 }],
    ['on a rectangle\'s corner', rect, { x: 0.2, y: 0.2 }],
    ['on a rectangle\'s edge, computed with rounding', rect, { x: 0.1 + 0.2 + 0.1, y: 0.25 }],
    ['inside a polygon', triangle, { x: 0.65, y: 0.65 }],
    ['on a polygon\'s slanted edge', triangle, { x: 0.75, y: 0.75 }],
    ['on a polygon\'s vertex', triangle, { x: 0.6, y: 0.9 }],
  ])('a point %s is on the zone (distance 0)', (_name, zone, point) => {
    expect(distanceToZone(point, zone, ASPECT)).toBe(0);
  });

  it.each([
    // 0.02 of the width to the right of the rectangle.
    ['just right of a rectangle', { x: 0.42, y: 0.25 }, 0.02],
    // 0.02 of the height below it is 0.02 × 0.625 of the width.
    ['just below a rectangle', { x: 0.3, y: 0.32 }, 0.0125],
  ])('a point %s is measured in widths of the picture', (_name, point, expected) => {
    expect(distanceToZone(point, rect, ASPECT)).toBeCloseTo(expected, 9);
  });

  it('a point just beyond a polygon\'s slanted edge is off it, and far points are further', () => {
    const near = distanceToZone({ x: 0.77, y: 0.77 }, triangle, ASPECT);
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(HIT_TOLERANCE.touch);
    expect(distanceToZone({ x: 0.1, y: 0.1 }, triangle, ASPECT)).toBeGreaterThan(0.4);
  });

  const targets: ZoneTarget[] = [
    { id: 'rect', zone: rect },
    { id: 'triangle', zone: triangle },
  ];

  it.each([
    ['inside the rectangle', { x: 0.3, y: 0.25 }, 'mouse', ['rect']],
    ['on the triangle\'s edge', { x: 0.75, y: 0.75 }, 'mouse', ['triangle']],
    ['a fingertip just outside the rectangle (0.03 of the width)', { x: 0.43, y: 0.25 }, 'touch', ['rect']],
    ['a mouse just outside the rectangle (0.03 of the width)', { x: 0.43, y: 0.25 }, 'mouse', []],
    ['a mouse within a pointer\'s slop of the rectangle (0.005)', { x: 0.405, y: 0.25 }, 'mouse', ['rect']],
    ['the keyboard cursor just outside the triangle', { x: 0.78, y: 0.78 }, 'keyboard', []],
    ['a fingertip just outside the triangle', { x: 0.78, y: 0.78 }, 'touch', ['triangle']],
    ['a fingertip far from every zone', { x: 0.05, y: 0.95 }, 'touch', []],
    ['a fingertip beyond its tolerance (0.05 of the width)', { x: 0.45, y: 0.25 }, 'touch', []],
  ] as const)('a click %s is on %j', (_name, point, pointer, expected) => {
    expect(zonesAtPoint(targets, point, ASPECT, HIT_TOLERANCE[pointer]).map((t) => t.id)).toEqual(expected);
  });

  it('a point inside two zones is on both, the smaller (the detail) first', () => {
    const detail: ZoneTarget = { id: 'detail', zone: { kind: 'rect', x: 0.25, y: 0.22, w: 0.02, h: 0.02 } };
    expect(zonesAtPoint([...targets, detail], { x: 0.26, y: 0.23 }, ASPECT, 0).map((t) => t.id)).toEqual(['detail', 'rect']);
  });

  it('a point inside a zone ignores zones merely near it', () => {
    const neighbour: ZoneTarget = { id: 'neighbour', zone: { kind: 'rect', x: 0.41, y: 0.2, w: 0.1, h: 0.1 } };
    expect(zonesAtPoint([...targets, neighbour], { x: 0.399, y: 0.25 }, ASPECT, HIT_TOLERANCE.touch).map((t) => t.id)).toEqual(['rect']);
  });

  it('near several zones, the nearest comes first', () => {
    const neighbour: ZoneTarget = { id: 'neighbour', zone: { kind: 'rect', x: 0.43, y: 0.2, w: 0.1, h: 0.1 } };
    expect(zonesAtPoint([...targets, neighbour], { x: 0.42, y: 0.25 }, ASPECT, HIT_TOLERANCE.touch).map((t) => t.id)).toEqual(['neighbour', 'rect']);
  });
});

describe('on a zone or not, concave polygons included', () => {
  it.each([
    ['rect, inside', square, 0.2, 0.2, true],
    ['rect, on its edge', square, 0.1, 0.15, true],
    ['rect, outside right', square, 0.31, 0.2, false],
    ['rect, outside below', square, 0.2, 0.35, false],
    ['triangle, inside', slanted, 0.6, 0.6, true],
    ['triangle, beyond the hypotenuse', slanted, 0.8, 0.8, false],
    ['triangle, left of it', slanted, 0.45, 0.6, false],
    ['L, in its foot', ell, 0.9, 0.9, true],
    ['L, in its notch (concave part)', ell, 0.9, 0.7, false],
    ['L, in its stem', ell, 0.7, 0.7, true],
  ] as const)('%s', (_, zone, x, y, expected) => {
    expect(distanceToZone({ x, y }, zone, PHONE.height / PHONE.width) === 0).toBe(expected);
  });
});

describe('distances in CSS pixels of a picture drawn 375 × 234 (widths × 375)', () => {
  it.each([
    ['inside is 0', square, 0.2, 0.2, 0],
    ['10 px right of a rect', square, 0.3 + 10 / 375, 0.2, 10],
    ['20 px below a rect', square, 0.2, 0.3 + 20 / 234, 20],
    ['beyond a corner: straight-line distance', square, 0.3 + 3 / 375, 0.3 + 4 / 234, 5],
    ['12 px left of a triangle', slanted, 0.5 - 12 / 375, 0.6, 12],
  ] as const)('%s', (_, zone, x, y, expected) => {
    expect(distanceToZone({ x, y }, zone, PHONE.height / PHONE.width) * PHONE.width).toBeCloseTo(expected, 5);
  });
});
