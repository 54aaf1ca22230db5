import { describe, expect, it } from 'vitest';
import { separateMarkers, type MarkerSpot } from './marker-layout';

/** A 390-px phone's picture (1600×1000 drawn 358 px wide), markers of 28 px. */
const PHONE = { width: 358, height: 224, size: 28 };

function overlaps(spots: MarkerSpot[], { width, height, size }: typeof PHONE): string[] {
  const found: string[] = [];
  for (let i = 0; i < spots.length; i++) {
    for (let j = i + 1; j < spots.length; j++) {
      const a = spots[i]!;
      const b = spots[j]!;
      if (Math.abs(a.x - b.x) * width < size && Math.abs(a.y - b.y) * height < size) found.push(`${a.id}/${b.id}`);
    }
  }
  return found;
}

describe('solution markers at 390 px: at least 24 px, never overlapping', () => {
  it('leaves markers far apart where they are, at their zones\' centres', () => {
    const spots = [{ id: 'a', x: 0.2, y: 0.3 }, { id: 'b', x: 0.7, y: 0.6 }];
    expect(separateMarkers(spots, PHONE)).toEqual(spots);
  });

  it('pulls apart markers of zones that nearly share a centre, and of several stacked on one spot', () => {
    const close = [{ id: 'a', x: 0.5, y: 0.5 }, { id: 'b', x: 0.51, y: 0.5 }, { id: 'c', x: 0.5, y: 0.52 }];
    expect(overlaps(close, PHONE)).not.toEqual([]);
    expect(overlaps(separateMarkers(close, PHONE), PHONE)).toEqual([]);
    const stacked = Array.from({ length: 8 }, (_, i) => ({ id: `r${i}`, x: 0.3, y: 0.4 }));
    expect(overlaps(separateMarkers(stacked, PHONE), PHONE)).toEqual([]);
  });

  it('keeps every marker whole inside the picture, corners included', () => {
    const corners = [{ id: 'a', x: 0, y: 0 }, { id: 'b', x: 0.01, y: 0.01 }, { id: 'c', x: 1, y: 1 }, { id: 'd', x: 0.99, y: 1 }];
    for (const s of separateMarkers(corners, PHONE)) {
      expect(s.x * PHONE.width).toBeGreaterThanOrEqual(14);
      expect(s.x * PHONE.width).toBeLessThanOrEqual(PHONE.width - 14);
      expect(s.y * PHONE.height).toBeGreaterThanOrEqual(14);
      expect(s.y * PHONE.height).toBeLessThanOrEqual(PHONE.height - 14);
    }
    expect(overlaps(separateMarkers(corners, PHONE), PHONE)).toEqual([]);
  });

  it('is deterministic: the same zones, the same places', () => {
    const stacked = Array.from({ length: 5 }, (_, i) => ({ id: `r${i}`, x: 0.6, y: 0.2 + i * 0.01 }));
    expect(separateMarkers(stacked, PHONE)).toEqual(separateMarkers(stacked, PHONE));
  });
});
