/**
 * Where the labels of found (revealed, locked) references go on the picture (docs/game.md "Labels on
 * the picture"): beside their own zone, never over another label nor over another settled zone, and
 * whole inside the picture. Each label tries the places around its zone in turn (above, below, to
 * the side, inside its own zone) and takes the first free one; when none is free (a crowded corner
 * on a phone), the nearest free place within reach, tied to its zone by a leader line (a label
 * apart from its spot, untied, reads as another spot's); failing that, the one that covers least.
 * Pure and deterministic: the same zones and sizes, the same places.
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
  /** The zone's outline (its corners, image-relative), where a leader line starts: its box's when absent. */
  outline?: readonly (readonly [number, number])[];
  /** The label's size on screen, in CSS pixels. */
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
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
  /**
   * A label more than NEAR pixels from its zone: the line that ties it to it (image-relative), from
   * the zone's edge to the label's anchor, so that it stays drawn between them whatever the zoom.
   */
  leader?: { from: Point; to: Point };
}

/** Room between a label and its zone, in CSS pixels. */
const GAP = 3;
/** A label farther than this from its zone (CSS pixels) is tied to it by a leader line. */
export const NEAR = 8;

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

/**
 * Every place within REACH of a zone, on a grid, inside the picture, the nearest first (grid order
 * between equals). Yielded one by one: the search stops at the first free place, so most of the
 * grid's thousands of boxes are never made.
 */
function* around(z: Box, w: number, h: number, width: number, height: number): Generator<Box> {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = Math.max(0, z.y - h - REACH); y <= Math.min(height - h, z.y + z.h + REACH); y += STEP) {
    for (let x = Math.max(0, z.x - w - REACH); x <= Math.min(width - w, z.x + z.w + REACH); x += STEP) {
      xs.push(x);
      ys.push(y);
    }
  }
  const gaps = new Float64Array(xs.length);
  for (let i = 0; i < xs.length; i++) gaps[i] = distance({ x: xs[i]!, y: ys[i]!, w, h }, z);
  const order = Array.from(xs.keys()).sort((a, b) => gaps[a]! - gaps[b]! || a - b);
  for (const i of order) yield { x: xs[i]!, y: ys[i]!, w, h };
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

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));
const inBox = (p: Point, b: Box) => p.x > b.x && p.x < b.x + b.w && p.y > b.y && p.y < b.y + b.h;

/** The point of a closed outline (pixels) nearest `p`. */
function nearestOnOutline(p: Point, outline: readonly Point[]): Point {
  let best = outline[0]!;
  let bestGap = Infinity;
  for (const [i, a] of outline.entries()) {
    const b = outline[(i + 1) % outline.length]!;
    const length2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
    const t = length2 ? clamp(((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / length2, 0, 1) : 0;
    const q = { x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) };
    const gap = Math.hypot(p.x - q.x, p.y - q.y);
    if (gap < bestGap) [best, bestGap] = [q, gap];
  }
  return best;
}

/**
 * The line tying a label to its zone when it is not beside it: from the point of the zone's outline
 * nearest the label's anchor (a polygon's own edge, not its box's corner in the empty) to the anchor.
 */
function leaderOf(box: Box, z: Box, outline: readonly Point[], origin: LabelPlace['origin']): { from: Point; to: Point } | undefined {
  if (distance(box, z) <= NEAR) return undefined;
  const to = { x: box.x + origin.x * box.w, y: box.y + origin.y * box.h };
  return { from: nearestOnOutline(to, outline), to };
}

/** Points along a leader, every 2 pixels: what it would cross. */
function pointsOf(leader: { from: Point; to: Point }): Point[] {
  const steps = Math.max(1, Math.ceil(Math.hypot(leader.to.x - leader.from.x, leader.to.y - leader.from.y) / 2));
  return Array.from({ length: steps + 1 }, (_, i) => ({
    x: leader.from.x + ((leader.to.x - leader.from.x) * i) / steps,
    y: leader.from.y + ((leader.to.y - leader.from.y) * i) / steps,
  }));
}

/** What a leader line crossing a label (or a label over a leader) weighs, per 2 pixels of line. */
const LEADER_OVER_LABEL = 50;
/**
 * …and a leader crossing another zone: a thin line over a spot hides next to nothing, so it only
 * tells two free places apart (a place stays free below a cost of 1).
 */
const LEADER_OVER_ZONE = 0.005;

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

type Leader = { from: Point; to: Point };
interface Placed {
  id: string;
  box: Box;
  origin: LabelPlace['origin'];
  leader?: Leader | undefined;
  /** The points of its leader line: no other label may cover them. */
  points: Point[];
  /** Their bounding box (none without a leader). */
  pointsBox?: Box | undefined;
}

/** The box around some points (undefined for none). */
function boundsOf(points: readonly Point[]): Box | undefined {
  if (points.length === 0) return undefined;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

/** Whether two boxes meet, edges included (a leader's box may be a line: no area). */
const touches = (a: Box, b: Box) => a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h;

/** A label's best place against the labels already placed (`placed`) and every other zone, with its cost. */
function placeOne(
  label: LabelInput, zones: readonly { id: string; box: Box }[], placed: readonly Placed[], width: number, height: number,
): Placed & { cost: number } {
  const own = zones.find((z) => z.id === label.id)!.box;
  const outline = label.outline?.map(([x, y]) => ({ x: x * width, y: y * height })) ?? [
    { x: own.x, y: own.y }, { x: own.x + own.w, y: own.y }, { x: own.x + own.w, y: own.y + own.h }, { x: own.x, y: own.y + own.h },
  ];
  const others = zones.filter((z) => z.id !== label.id);
  // What a box costs, counted no further than `bound` (a place already worse than the best is dropped).
  // Covering a label hides a title; covering a zone hides a spot: both weigh far more than the place's rank.
  // A placed leader is looked at point by point only where its own box meets this one (the cost stays
  // the same; the work on a crowded phone picture drops from hundreds of milliseconds to a few).
  const boxCost = (box: Box, penalty: number, bound: number) => {
    let cost = penalty;
    for (const p of placed) if ((cost += area(box, p.box) * 4) >= bound) return cost;
    for (const z of others) if ((cost += area(box, z.box)) >= bound) return cost;
    for (const p of placed) {
      if (cost >= bound) break;
      if (p.pointsBox && !touches(box, p.pointsBox)) continue;
      for (const point of p.points) if (cost < bound && inBox(point, box)) cost += LEADER_OVER_LABEL;
    }
    return cost;
  };
  const leaderCost = (leader: Leader | undefined) => {
    let cost = 0;
    if (leader) {
      for (const point of pointsOf(leader)) {
        if (placed.some((l) => inBox(point, l.box))) cost += LEADER_OVER_LABEL;
        if (others.some((z) => inBox(point, z.box))) cost += LEADER_OVER_ZONE;
      }
    }
    return cost;
  };
  const costOf = (box: Box, leader: Leader | undefined, penalty: number, bound = Infinity) => {
    const cost = boxCost(box, penalty, bound);
    return cost < bound ? cost + leaderCost(leader) : cost;
  };
  let best: { box: Box; origin: LabelPlace['origin']; leader?: Leader | undefined; cost: number } | null = null;
  for (const [rank, candidate] of candidates(own, label.width, label.height).entries()) {
    const box = inside(candidate.box, width, height);
    // Moved inside the picture, a place may no longer be against its zone: then it is tied to it.
    const origin = distance(box, own) <= NEAR ? candidate.origin : originToward(box, own);
    const leader = leaderOf(box, own, outline, origin);
    const cost = costOf(box, leader, rank * 0.01);
    if (!best || cost < best.cost) best = { box, origin, leader, cost };
    if (cost < 1) break;
  }
  // No free place against the zone (a crowded picture, a phone): the nearest free place around it, tied by a leader.
  if (best!.cost >= 1) {
    for (const box of around(own, label.width, label.height, width, height)) {
      const penalty = 0.1 + distance(box, own) * 0.001;
      // The box alone first: its leader is drawn only for a place that may still win.
      if (boxCost(box, penalty, best!.cost) >= best!.cost) continue;
      const origin = originToward(box, own);
      const leader = leaderOf(box, own, outline, origin);
      const cost = costOf(box, leader, penalty, best!.cost);
      if (cost < best!.cost) best = { box, origin, leader, cost };
      // The nearest first: the first free place is the best one.
      if (cost < 1) break;
    }
  }
  const points = best!.leader ? pointsOf(best!.leader) : [];
  return { id: label.id, ...best!, points, pointsBox: boundsOf(points) };
}

function placeInOrder(order: readonly LabelInput[], width: number, height: number): { places: LabelPlace[]; cost: number } {
  const zones = order.map((l) => ({ id: l.id, box: { x: l.zone.x * width, y: l.zone.y * height, w: l.zone.w * width, h: l.zone.h * height } }));
  const placed: (Placed & { cost: number })[] = [];
  for (const label of order) placed.push(placeOne(label, zones, placed, width, height));
  // A label that found no free place is placed again against all the others, those placed after it
  // included (a second look, as a person moving labels would): it keeps a free place if it finds one.
  // Each overlap was counted by the later of its two labels, which gets its second look after the earlier.
  for (const [i, label] of order.entries()) {
    if (placed[i]!.cost < 1) continue;
    const again = placeOne(label, zones, placed.filter((_, j) => j !== i), width, height);
    if (again.cost < 1) placed[i] = again;
  }
  const relative = (p: Point) => ({ x: p.x / width, y: p.y / height });
  const places = placed.map(({ id, box, origin, leader }): LabelPlace => ({
    id,
    box,
    anchor: relative({ x: box.x + origin.x * box.w, y: box.y + origin.y * box.h }),
    origin,
    ...(leader ? { leader: { from: relative(leader.from), to: relative(leader.to) } } : {}),
  }));
  return { places, cost: placed.reduce((sum, p) => sum + (p.cost >= 1 ? p.cost : 0), 0) };
}

/** The gap between a label and its zone, in CSS pixels (0 when they touch or overlap). */
export const gapBetween = distance;

/** Two boxes overlap (by more than a hair: a shared edge is not an overlap). */
export const overlap = (a: Box, b: Box) => area(a, b) > 0.5;
