import type { Zone } from '@quiz/shared';
import { describe, expect, it } from 'vitest';
import quiz1 from '../../../../../scripts/seed/games/1/quiz.json';
import quiz5 from '../../../../../scripts/seed/games/5/quiz.json';
import responses from '../../../../../scripts/seed/responses.json';
import { zoneBounds, zoneCorners } from './geometry';
import { LABEL_MAX_WIDTH, labelSizeEstimate } from './label-size';
import { gapBetween, NEAR, overlap, placeLabels, type Box, type LabelInput, type LabelPlace } from './label-layout';

/**
 * The rule (docs/game.md "Labels on the picture"): with every reference of a real quiz found, no
 * label covers another label or another zone, and each is whole inside the picture, on a phone
 * (390 px and 375 px wide: the picture as wide) and a desktop (1366 px: about 950 px), in both languages. A
 * label is next to its zone, or tied to it by a leader line that starts on the zone, ends on the
 * label and crosses no other label.
 */

// A phone's picture takes the screen's whole width (game.css `.game__stage`): 390 px on the 390×844
// phone, 375 on a smaller one.
const PICTURES = { phone: { width: 390, height: 244 }, 'small phone': { width: 375, height: 234 }, desktop: { width: 950, height: 594 } } as const;
const LABEL_WIDTH = { phone: LABEL_MAX_WIDTH.phone, 'small phone': LABEL_MAX_WIDTH.phone, desktop: LABEL_MAX_WIDTH.desktop } as const;
type Seed = { references: { id: string; response: string; zone: Zone | null }[] };
const titles = new Map(responses.map((r) => [r.id, r.titles]));

function labelsOf(quiz: Seed, locale: 'en' | 'fr', device: keyof typeof PICTURES): LabelInput[] {
  return quiz.references.flatMap((ref) => {
    if (!ref.zone) return [];
    const { width, height } = labelSizeEstimate(titles.get(ref.response)![locale][0]!, LABEL_WIDTH[device]);
    return [{ id: ref.id, zone: zoneBounds(ref.zone), outline: zoneCorners(ref.zone), width, height }];
  });
}

const pixels = (z: Box, picture: { width: number; height: number }): Box => ({ x: z.x * picture.width, y: z.y * picture.height, w: z.w * picture.width, h: z.h * picture.height });
/** Whether a point (pixels) lies on a box's edge or inside it, to half a pixel. */
const onOrIn = (p: { x: number; y: number }, b: Box) => p.x >= b.x - 0.5 && p.x <= b.x + b.w + 0.5 && p.y >= b.y - 0.5 && p.y <= b.y + b.h + 0.5;
const strictlyIn = (p: { x: number; y: number }, b: Box) => p.x > b.x + 0.5 && p.x < b.x + b.w - 0.5 && p.y > b.y + 0.5 && p.y < b.y + b.h - 0.5;

/** A label next to its zone, or tied to it: its leader from the zone's edge to the label, over no other label. */
function tieFaults(place: LabelPlace, zone: Box, places: LabelPlace[], picture: { width: number; height: number }): string[] {
  if (!place.leader) return gapBetween(place.box, zone) <= NEAR ? [] : [`${place.id} ${gapBetween(place.box, zone).toFixed(0)} px from its zone, untied`];
  const from = { x: place.leader.from.x * picture.width, y: place.leader.from.y * picture.height };
  const to = { x: place.leader.to.x * picture.width, y: place.leader.to.y * picture.height };
  const found: string[] = [];
  if (!onOrIn(from, zone)) found.push(`${place.id}'s leader starts off its zone`);
  if (!onOrIn(to, place.box) || strictlyIn(to, place.box)) found.push(`${place.id}'s leader ends off its label's edge`);
  if (Math.abs(place.leader.to.x - place.anchor.x) > 1e-9 || Math.abs(place.leader.to.y - place.anchor.y) > 1e-9) found.push(`${place.id}'s leader ends off its anchor`);
  for (let i = 0; i <= 50; i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / 50, y: from.y + ((to.y - from.y) * i) / 50 };
    for (const other of places) if (other.id !== place.id && strictlyIn(p, other.box)) found.push(`${place.id}'s leader over label ${other.id}`);
  }
  return [...new Set(found)];
}

function faults(labels: LabelInput[], picture: { width: number; height: number }): string[] {
  const places = placeLabels(labels, picture.width, picture.height);
  const found: string[] = [];
  for (const [i, place] of places.entries()) {
    const { box } = place;
    found.push(...tieFaults(place, pixels(labels.find((l) => l.id === place.id)!.zone, picture), places, picture));
    if (box.x < -0.5 || box.y < -0.5 || box.x + box.w > picture.width + 0.5 || box.y + box.h > picture.height + 0.5) found.push(`${place.id} outside`);
    for (const other of places.slice(i + 1)) if (overlap(box, other.box)) found.push(`${place.id} over label ${other.id}`);
    for (const label of labels) {
      if (label.id === place.id) continue;
      if (overlap(box, pixels(label.zone, picture))) found.push(`${place.id} over zone ${label.id}`);
    }
  }
  return found;
}

describe('labels of found titles cover neither each other nor other spots (docs/game.md "Labels on the picture")', () => {
  for (const [name, quiz] of [['quiz #1', quiz1], ['quiz #5', quiz5]] as const) {
    for (const device of ['phone', 'small phone', 'desktop'] as const) {
      for (const locale of ['en', 'fr'] as const) {
        it(`${name}, every reference found, ${device}, ${locale}`, () => {
          expect(faults(labelsOf(quiz as Seed, locale, device), PICTURES[device])).toEqual([]);
        });
      }
    }
  }

  it('places a label above its zone when there is room, and keeps it inside the picture at the edges', () => {
    const [above] = placeLabels([{ id: 'a', zone: { x: 0.4, y: 0.5, w: 0.1, h: 0.1 }, width: 60, height: 18 }], 400, 250);
    expect(above!.box).toEqual({ x: 160, y: 125 - 18 - 3, w: 60, h: 18 });
    expect(above!.origin).toEqual({ x: 0, y: 1 });
    const [top] = placeLabels([{ id: 'a', zone: { x: 0.95, y: 0, w: 0.05, h: 0.1 }, width: 60, height: 18 }], 400, 250);
    expect(top!.box.x + top!.box.w).toBeLessThanOrEqual(400);
    expect(top!.box.y).toBeGreaterThanOrEqual(0);
  });

  it('moves the second of two neighbours\' labels off the first (the case of "Le Seigneur des anneaux" over "La Guerre des étoiles")', () => {
    const lord = { id: 'r03', zone: { x: 0.0312, y: 0.52, w: 0.1375, h: 0.18 }, width: 150, height: 18 };
    const stars = { id: 'r05', zone: { x: 0.2156, y: 0.502, w: 0.08, h: 0.196 }, width: 140, height: 18 };
    expect(faults([lord, stars], PICTURES.desktop)).toEqual([]);
  });

  it('ties a label that cannot sit beside its spot to it by a leader line (quiz #1 on a phone: "Jurassic Park" between "Up", "Titanic" and "Jaws")', () => {
    const labels = labelsOf(quiz1 as Seed, 'en', 'phone');
    const places = placeLabels(labels, PICTURES.phone.width, PICTURES.phone.height);
    const jurassic = places.find((p) => p.id === 'r08')!;
    const zone = pixels(labels.find((l) => l.id === 'r08')!.zone, PICTURES.phone);
    expect(gapBetween(jurassic.box, zone)).toBeGreaterThan(NEAR);
    expect(jurassic.leader).toBeDefined();
    expect(tieFaults(jurassic, zone, places, PICTURES.phone)).toEqual([]);
    // The line starts on the dinosaur's own outline (a polygon), not on its box's corner in the empty sky.
    const from = { x: jurassic.leader!.from.x * PICTURES.phone.width, y: jurassic.leader!.from.y * PICTURES.phone.height };
    const outline = labels.find((l) => l.id === 'r08')!.outline!.map(([x, y]) => ({ x: x * PICTURES.phone.width, y: y * PICTURES.phone.height }));
    const offOutline = Math.min(...outline.map((a, i) => {
      const b = outline[(i + 1) % outline.length]!;
      const t = Math.max(0, Math.min(1, ((from.x - a.x) * (b.x - a.x) + (from.y - a.y) * (b.y - a.y)) / ((b.x - a.x) ** 2 + (b.y - a.y) ** 2)));
      return Math.hypot(from.x - (a.x + t * (b.x - a.x)), from.y - (a.y + t * (b.y - a.y)));
    }));
    expect(offOutline).toBeLessThan(0.5);
    // Beside its zone: no line.
    const [alone] = placeLabels([{ id: 'a', zone: { x: 0.4, y: 0.5, w: 0.1, h: 0.1 }, width: 60, height: 18 }], 400, 250);
    expect(alone!.leader).toBeUndefined();
  });

  it('is deterministic: the same labels, the same places', () => {
    const labels = labelsOf(quiz5 as Seed, 'fr', 'phone');
    expect(placeLabels(labels, 358, 224)).toEqual(placeLabels(labels, 358, 224));
  });
});
