/**
 * Where the labels of found (revealed, locked) references go on the picture (docs/game.md "Labels on
 * the picture"): beside their own zone, never over another label nor over another settled zone, and
 * whole inside the picture. Each label tries the places around its zone in turn (above, below, to
 * the side, inside its own zone) and takes the first free one; when none is free (a crowded corner
 * on a phone), the one that covers least. Pure and deterministic: the same zones and sizes, the same
 * places.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LabelInput {
  id: string;
  /** The label's zone: its bounding box, image-relative (0..1). */
  zone: Box;
  /** The label's size on screen, in CSS pixels. */
  width: number;
  height: number;
}

export interface LabelPlace {
  id: string;
  /** The label's box on the picture, in CSS pixels of the picture at its unzoomed size. */
  box: Box;
  /**
   * The point the label holds on to while the picture zooms (image-relative), and which of the
   * label's corners (or edge middles) it is: 0, 0.5 or 1 of its width and height. The label keeps
   * its size on screen, so it shrinks or grows about that point, against its zone.
   */
  anchor: { x: number; y: number };
  origin: { x: 0 | 0.5 | 1; y: 0 | 0.5 | 1 };
}

/** Room between a label and its zone, in CSS pixels. */
const GAP = 3;

const area = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

interface Candidate {
  box: Box;
  origin: LabelPlace['origin'];
}

/** The places tried around a zone (in pixels), in the order a reader expects them. */
function candidates(z: Box, w: number, h: number): Candidate[] {
  const midY = z.y + z.h / 2 - h / 2;
  return [
    { box: { x: z.x, y: z.y - h - GAP, w, h }, origin: { x: 0, y: 1 } },
    { box: { x: z.x + z.w - w, y: z.y - h - GAP, w, h }, origin: { x: 1, y: 1 } },
    { box: { x: z.x, y: z.y + z.h + GAP, w, h }, origin: { x: 0, y: 0 } },
    { box: { x: z.x + z.w - w, y: z.y + z.h + GAP, w, h }, origin: { x: 1, y: 0 } },
    { box: { x: z.x + z.w + GAP, y: midY, w, h }, origin: { x: 0, y: 0.5 } },
    { box: { x: z.x - w - GAP, y: midY, w, h }, origin: { x: 1, y: 0.5 } },
    { box: { x: z.x + z.w / 2 - w / 2, y: z.y - h - GAP, w, h }, origin: { x: 0.5, y: 1 } },
    { box: { x: z.x + z.w / 2 - w / 2, y: z.y + z.h + GAP, w, h }, origin: { x: 0.5, y: 0 } },
    // Over its own zone (found: nothing left to look for there), at its top, then its bottom.
    { box: { x: z.x + GAP, y: z.y + GAP, w, h }, origin: { x: 0, y: 0 } },
    { box: { x: z.x + GAP, y: z.y + z.h - h - GAP, w, h }, origin: { x: 0, y: 1 } },
  ];
}

/** Moves a box inside the picture (a label wider than the picture stays at its left edge). */
function inside(box: Box, width: number, height: number): Box {
  return {
    ...box,
    x: Math.max(0, Math.min(box.x, width - box.w)),
    y: Math.max(0, Math.min(box.y, height - box.h)),
  };
}

/** How far, in CSS pixels, a label may go from its zone when no place against it is free. */
const REACH = 90;
const STEP = 4;

/** Every place within REACH of a zone, on a grid, inside the picture. */
function* around(z: Box, w: number, h: number, width: number, height: number): Generator<Box> {
  for (let y = Math.max(0, z.y - h - REACH); y <= Math.min(height - h, z.y + z.h + REACH); y += STEP) {
    for (let x = Math.max(0, z.x - w - REACH); x <= Math.min(width - w, z.x + z.w + REACH); x += STEP) yield { x, y, w, h };
  }
}

/** The gap between two boxes (0 when they touch or overlap). */
function distance(a: Box, b: Box): number {
  const dx = Math.max(0, b.x - (a.x + a.w), a.x - (b.x + b.w));
  const dy = Math.max(0, b.y - (a.y + a.h), a.y - (b.y + b.h));
  return Math.hypot(dx, dy);
}

/** The label's corner (or edge middle) nearest its zone: the point it holds on to while the picture zooms. */
function originToward(box: Box, z: Box): LabelPlace['origin'] {
  const side = (start: number, size: number, zStart: number, zSize: number): 0 | 0.5 | 1 =>
    start + size <= zStart ? 1 : start >= zStart + zSize ? 0 : 0.5;
  return { x: side(box.x, box.w, z.x, z.w), y: side(box.y, box.h, z.y, z.h) };
}

/**
 * Places every label on a picture of `width` × `height` CSS pixels. Labels are placed from the top
 * of the picture down (then left to right), each against the labels placed before it and against
 * every other zone.
 */
export function placeLabels(labels: readonly LabelInput[], width: number, height: number): LabelPlace[] {
  const topDown = [...labels].sort((a, b) => a.zone.y - b.zone.y || a.zone.x - b.zone.x || (a.id < b.id ? -1 : 1));
  // A crowded picture: the same labels placed in other orders (bottom up, the widest first), and the
  // order that covers least is kept.
  const orders = [topDown, [...topDown].reverse(), [...topDown].sort((a, b) => b.width * b.height - a.width * a.height)];
  let best: { places: LabelPlace[]; cost: number } | null = null;
  for (const order of orders) {
    const attempt = placeInOrder(order, width, height);
    if (!best || attempt.cost < best.cost) best = attempt;
    if (best.cost < 1) break;
  }
  return labels.map((l) => best!.places.find((p) => p.id === l.id)!);
}

function placeInOrder(order: readonly LabelInput[], width: number, height: number): { places: LabelPlace[]; cost: number } {
  const zones = order.map((l) => ({ id: l.id, box: { x: l.zone.x * width, y: l.zone.y * height, w: l.zone.w * width, h: l.zone.h * height } }));
  const placed: LabelPlace[] = [];
  let total = 0;
  for (const label of order) {
    const own = zones.find((z) => z.id === label.id)!.box;
    const costOf = (box: Box, penalty: number) =>
      // Covering a label hides a title; covering a zone hides a spot: both weigh far more than the place's rank.
      placed.reduce((sum, p) => sum + area(box, p.box), 0) * 4 +
      zones.reduce((sum, z) => sum + (z.id === label.id ? 0 : area(box, z.box)), 0) +
      penalty;
    let best: { candidate: Candidate; box: Box; cost: number } | null = null;
    for (const [rank, candidate] of candidates(own, label.width, label.height).entries()) {
      const box = inside(candidate.box, width, height);
      const cost = costOf(box, rank * 0.01);
      if (!best || cost < best.cost) best = { candidate, box, cost };
      if (cost < 1) break;
    }
    // No free place against the zone (a crowded picture, a phone): the nearest free place around it.
    if (best!.cost >= 1) {
      for (const box of around(own, label.width, label.height, width, height)) {
        const cost = costOf(box, 0.1 + distance(box, own) * 0.001);
        if (cost < best!.cost) best = { candidate: { box, origin: originToward(box, own) }, box, cost };
      }
    }
    const { candidate, box, cost } = best!;
    total += cost >= 1 ? cost : 0;
    placed.push({
      id: label.id,
      box,
      anchor: { x: (box.x + candidate.origin.x * box.w) / width, y: (box.y + candidate.origin.y * box.h) / height },
      origin: candidate.origin,
    });
  }
  return { places: placed, cost: total };
}

/** Two boxes overlap (by more than a hair: a shared edge is not an overlap). */
export const overlap = (a: Box, b: Box) => area(a, b) > 0.5;
