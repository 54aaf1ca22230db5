/**
 * Where the solution's numbered markers go: each at its zone's centre, then nudged apart until no two
 * overlap, and kept inside the picture. On a phone's 360-px-wide picture, zones a few pixels apart
 * would otherwise stack their numbers on top of each other (the phone's rule: "markers at least 24 px and
 * never overlapping"). Pure and deterministic: the same zones give the same places.
 */

export interface MarkerSpot {
  id: string;
  /** Image-relative (0..1). */
  x: number;
  y: number;
}

export interface MarkerArea {
  /** The picture's size on screen, in CSS pixels. */
  width: number;
  height: number;
  /** A marker's side, in CSS pixels. */
  size: number;
  /** The least room between two markers, in CSS pixels. */
  gap?: number;
}

const MAX_ROUNDS = 400;

export function separateMarkers(spots: readonly MarkerSpot[], { width, height, size, gap = 2 }: MarkerArea): MarkerSpot[] {
  const half = size / 2;
  const room = size + gap;
  const clamp = (v: number, max: number) => Math.min(Math.max(v, half), Math.max(half, max - half));
  const points = spots.map((s) => ({ id: s.id, x: clamp(s.x * width, width), y: clamp(s.y * height, height) }));
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i]!;
        const b = points[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const overlapX = room - Math.abs(dx);
        const overlapY = room - Math.abs(dy);
        if (overlapX <= 0 || overlapY <= 0) continue;
        moved = true;
        // Apart along the axis that needs the smaller move; the same spot goes right (or down) first.
        if (overlapX <= overlapY) {
          const push = (overlapX / 2 + 0.01) * (dx > 0 || (dx === 0 && a.id < b.id) ? 1 : -1);
          a.x = clamp(a.x - push, width);
          b.x = clamp(b.x + push, width);
        } else {
          const push = (overlapY / 2 + 0.01) * (dy > 0 || (dy === 0 && a.id < b.id) ? 1 : -1);
          a.y = clamp(a.y - push, height);
          b.y = clamp(b.y + push, height);
        }
      }
    }
    if (!moved) break;
  }
  return points.map((p) => ({ id: p.id, x: p.x / width, y: p.y / height }));
}
