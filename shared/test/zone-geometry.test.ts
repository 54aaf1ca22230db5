import { describe, expect, it } from 'vitest';
import {
  dragRectHandle, moveZone, movePolygonPoint, polygonArea, rectFromDrag, referenceInputSchema, resizeZone, zoneProblem, type Zone,
} from '../src';

const rect = (x: number, y: number, w: number, h: number): Zone => ({ kind: 'rect', x, y, w, h });
const poly = (...points: [number, number][]): Zone => ({ kind: 'polygon', points });

describe('zone rules (zoneProblem)', () => {
  it('a rectangle inside the picture is fine, up to its very edges', () => {
    expect(zoneProblem(rect(0, 0, 1, 1))).toBeNull();
    expect(zoneProblem(rect(0.7, 0.1, 0.3, 0.2))).toBeNull();
  });
  it('a zone outside the picture is refused', () => {
    expect(zoneProblem(rect(0.8, 0.1, 0.3, 0.2))).toBe('outside_picture');
    expect(zoneProblem(rect(-0.1, 0.1, 0.3, 0.2))).toBe('outside_picture');
    expect(zoneProblem(poly([0.1, 0.1], [1.2, 0.1], [0.5, 0.5]))).toBe('outside_picture');
  });
  it('an empty rectangle is refused', () => {
    expect(zoneProblem(rect(0.1, 0.1, 0, 0.2))).toBe('too_small');
  });
  it('a polygon with fewer than 3 points is refused', () => {
    expect(zoneProblem(poly([0.1, 0.1], [0.2, 0.2]))).toBe('too_few_points');
  });
  it('a degenerate polygon (points on a line, or a repeated point) is refused', () => {
    expect(zoneProblem(poly([0.1, 0.1], [0.2, 0.2], [0.3, 0.3]))).toBe('degenerate_polygon');
    expect(zoneProblem(poly([0.1, 0.1], [0.1, 0.1], [0.3, 0.5]))).toBe('degenerate_polygon');
  });
  it('a self-crossing polygon (a bow tie) is refused; a concave one is fine', () => {
    expect(zoneProblem(poly([0.1, 0.1], [0.3, 0.3], [0.3, 0.1], [0.1, 0.3]))).toBe('self_intersecting');
    expect(zoneProblem(poly([0.1, 0.1], [0.5, 0.1], [0.3, 0.2], [0.5, 0.4], [0.1, 0.4]))).toBeNull();
  });
  it('polygonArea is the shoelace area', () => {
    expect(polygonArea([[0, 0], [1, 0], [1, 1], [0, 1]])).toBeCloseTo(1);
  });
});

describe('zone editing', () => {
  it('a drag makes a rectangle whichever way it goes, clipped to the picture', () => {
    expect(rectFromDrag([0.5, 0.6], [0.2, 0.1])).toEqual(rect(0.2, 0.1, 0.3, 0.5));
    expect(rectFromDrag([0.8, 0.8], [1.4, -0.2])).toEqual(rect(0.8, 0, 0.2, 0.8));
  });
  it('a move stops at the picture\'s edges and keeps the shape', () => {
    expect(moveZone(rect(0.1, 0.1, 0.2, 0.2), 0.05, 0)).toEqual(rect(0.15, 0.1, 0.2, 0.2));
    expect(moveZone(rect(0.7, 0.1, 0.2, 0.2), 0.5, -0.5)).toEqual(rect(0.8, 0, 0.2, 0.2));
    expect(moveZone(poly([0.1, 0.1], [0.3, 0.1], [0.2, 0.3]), -0.5, 0.01)).toEqual(poly([0, 0.11], [0.2, 0.11], [0.1, 0.31]));
  });
  it('a resize grows from the top-left corner, never past the picture nor below the smallest side', () => {
    expect(resizeZone(rect(0.1, 0.1, 0.2, 0.2), 0.1, -0.05)).toEqual(rect(0.1, 0.1, 0.3, 0.15));
    expect(resizeZone(rect(0.8, 0.1, 0.1, 0.2), 0.5, 0)).toEqual(rect(0.8, 0.1, 0.2, 0.2));
    expect((resizeZone(rect(0.1, 0.1, 0.01, 0.2), -1, 0) as { w: number }).w).toBeGreaterThan(0);
    expect(resizeZone(poly([0.1, 0.1], [0.3, 0.1], [0.2, 0.3]), 0.2, 0)).toEqual(poly([0.1, 0.1], [0.5, 0.1], [0.3, 0.3]));
  });
  it('a corner handle drags that corner, the opposite one stays', () => {
    expect(dragRectHandle({ kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 }, 'se', [0.5, 0.4])).toEqual(rect(0.1, 0.1, 0.4, 0.3));
    expect(dragRectHandle({ kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 }, 'nw', [0.2, 0.25])).toEqual(rect(0.2, 0.25, 0.1, 0.05));
  });
  it('a polygon point moves alone, inside the picture', () => {
    expect(movePolygonPoint({ kind: 'polygon', points: [[0.1, 0.1], [0.3, 0.1], [0.2, 0.3]] }, 2, [0.2, 1.3])).toEqual(poly([0.1, 0.1], [0.3, 0.1], [0.2, 1]));
  });
});

describe('reference rules (referenceInputSchema), each naming its field', () => {
  const valid = {
    type: 'classic', zone: rect(0.1, 0.1, 0.2, 0.2), response: 'jaws',
    hints: { main: { en: 'Shark', fr: 'Requin' }, backup: { en: 'Boat', fr: 'Bateau' } },
    choices: { en: ['Orca', 'Piranha', 'Tintorera'], fr: ['Orca', 'Piranha', 'Tintorera'] },
  };
  const paths = (input: unknown) => {
    const result = referenceInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };
  it('a complete reference passes', () => expect(paths(valid)).toEqual([]));
  it('a classic or zone-only reference needs a zone; a zoneless one has none', () => {
    expect(paths({ ...valid, zone: null })).toEqual(['zone']);
    expect(paths({ ...valid, type: 'zoneonly', zone: null })).toEqual(['zone']);
    expect(paths({ ...valid, type: 'zoneless' })).toEqual(['zone']);
    expect(paths({ ...valid, type: 'zoneless', zone: null })).toEqual([]);
  });
  it('a zone outside the picture, a polygon of two points', () => {
    expect(paths({ ...valid, zone: rect(0.9, 0.1, 0.2, 0.2) })).toEqual(['zone']);
    expect(paths({ ...valid, zone: poly([0.1, 0.1], [0.2, 0.2]) })).toContain('zone.points');
  });
  it('a reference without a response', () => expect(paths({ ...valid, response: '' })).toEqual(['response']));
  it('three distinct choices, accents and case folded', () => {
    expect(paths({ ...valid, choices: { en: ['Orca', 'Piranha', 'Tintorera'], fr: ['Élan', 'elan', 'Cerf'] } })).toEqual(['choices.fr.1']);
    expect(paths({ ...valid, choices: { en: ['Orca', 'Piranha'], fr: valid.choices.fr } })).toEqual(['choices.en']);
  });
});
