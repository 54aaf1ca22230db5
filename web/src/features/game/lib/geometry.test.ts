import type { Zone } from '@quiz/shared';
import { describe, expect, it } from 'vitest';
import { hitTest, zoneBounds, type HitTarget } from './geometry';

const rect: Zone = { kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 };
/** A triangle: (0.5, 0.5), (0.9, 0.5), (0.5, 0.9). */
const triangle: Zone = { kind: 'polygon', points: [[0.5, 0.5], [0.9, 0.5], [0.5, 0.9]] };
/** A concave "L": the square 0.6..1 minus its top-right quarter. */
const ell: Zone = { kind: 'polygon', points: [[0.6, 0.6], [0.8, 0.6], [0.8, 0.8], [1, 0.8], [1, 1], [0.6, 1]] };

/** The picture as drawn on a phone: 375 × 234 CSS pixels. */
const phone = { width: 375, height: 234 };

describe('hitTest', () => {
  const targets: HitTarget[] = [
    { id: 'rect', zone: rect },
    { id: 'triangle', zone: triangle },
    { id: 'ell', zone: ell },
  ];

  it.each([
    ['a click inside a rect', 0.2, 0.2, 0, 'rect'],
    ['a click inside a polygon', 0.55, 0.55, 0, 'triangle'],
    ['a click outside every zone', 0.45, 0.05, 0, null],
    ['a mouse click 10 px beside a rect (no tolerance)', 0.3 + 10 / 375, 0.2, 0, null],
    ['a tap 10 px beside a rect', 0.3 + 10 / 375, 0.2, 16, 'rect'],
    ['a tap 15 px above a rect', 0.2, 0.1 - 15 / 234, 16, 'rect'],
    ['a tap 20 px beside a rect (too far)', 0.3 + 20 / 375, 0.2, 16, null],
    ['a tap near a polygon edge', 0.5 - 8 / 375, 0.7, 16, 'triangle'],
    ['a tap in the L’s notch, near both of its edges', 0.85, 0.75, 16, 'ell'],
  ] as const)('%s → %s', (_, x, y, tolerance, expected) => {
    expect(hitTest(targets, { x, y }, phone, tolerance)).toBe(expected);
  });

  it('prefers the smallest zone when zones overlap (a detail on a larger object)', () => {
    const big: HitTarget = { id: 'big', zone: { kind: 'rect', x: 0, y: 0, w: 1, h: 1 } };
    const small: HitTarget = { id: 'small', zone: { kind: 'rect', x: 0.4, y: 0.4, w: 0.1, h: 0.1 } };
    expect(hitTest([big, small], { x: 0.45, y: 0.45 }, phone)).toBe('small');
    expect(hitTest([small, big], { x: 0.45, y: 0.45 }, phone)).toBe('small');
  });

  it('prefers a zone the point is inside over a nearer edge of another', () => {
    const a: HitTarget = { id: 'a', zone: { kind: 'rect', x: 0.2, y: 0.2, w: 0.2, h: 0.2 } };
    const b: HitTarget = { id: 'b', zone: { kind: 'rect', x: 0.401, y: 0.2, w: 0.2, h: 0.2 } };
    expect(hitTest([b, a], { x: 0.399, y: 0.3 }, phone, 16)).toBe('a');
  });

  it('picks the nearest of two zones within reach of a tap', () => {
    const left: HitTarget = { id: 'left', zone: { kind: 'rect', x: 0.1, y: 0.1, w: 0.1, h: 0.1 } };
    const right: HitTarget = { id: 'right', zone: { kind: 'rect', x: 0.25, y: 0.1, w: 0.1, h: 0.1 } };
    // 4 px from `right`, 14 px from `left`.
    expect(hitTest([left, right], { x: 0.25 - 4 / 375, y: 0.15 }, phone, 16)).toBe('right');
  });

  it('finds nothing without targets', () => {
    expect(hitTest([], { x: 0.5, y: 0.5 }, phone, 16)).toBeNull();
  });
});

describe('zoneBounds', () => {
  it('is the rect itself, or the box around a polygon', () => {
    expect(zoneBounds(rect)).toEqual({ x: 0.1, y: 0.1, w: 0.2, h: 0.2 });
    const b = zoneBounds(triangle);
    expect([b.x, b.y, b.w, b.h].map((v) => Number(v.toFixed(6)))).toEqual([0.5, 0.5, 0.4, 0.4]);
  });
});
