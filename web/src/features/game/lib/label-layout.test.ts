import type { Zone } from '@quiz/shared';
import { describe, expect, it } from 'vitest';
import quiz1 from '../../../../../scripts/seed/games/1/quiz.json';
import quiz5 from '../../../../../scripts/seed/games/5/quiz.json';
import responses from '../../../../../scripts/seed/responses.json';
import { zoneBounds } from './geometry';
import { LABEL_MAX_WIDTH, labelSizeEstimate } from './label-size';
import { overlap, placeLabels, type LabelInput } from './label-layout';

/**
 * The rule (docs/game.md "Labels on the picture"): with every reference of a real quiz found, no
 * label covers another label or another zone, and each is whole inside the picture, on a phone
 * (390 px: the picture 358 px wide) and a desktop (1366 px: about 950 px), in both languages.
 */

const PICTURES = { phone: { width: 358, height: 224 }, desktop: { width: 950, height: 594 } } as const;
type Seed = { references: { id: string; response: string; zone: Zone | null }[] };
const titles = new Map(responses.map((r) => [r.id, r.titles]));

function labelsOf(quiz: Seed, locale: 'en' | 'fr', device: keyof typeof PICTURES): LabelInput[] {
  return quiz.references.flatMap((ref) => {
    if (!ref.zone) return [];
    const { width, height } = labelSizeEstimate(titles.get(ref.response)![locale][0]!, LABEL_MAX_WIDTH[device]);
    return [{ id: ref.id, zone: zoneBounds(ref.zone), width, height }];
  });
}

function faults(labels: LabelInput[], picture: { width: number; height: number }): string[] {
  const places = placeLabels(labels, picture.width, picture.height);
  const found: string[] = [];
  for (const [i, place] of places.entries()) {
    const { box } = place;
    if (box.x < -0.5 || box.y < -0.5 || box.x + box.w > picture.width + 0.5 || box.y + box.h > picture.height + 0.5) found.push(`${place.id} outside`);
    for (const other of places.slice(i + 1)) if (overlap(box, other.box)) found.push(`${place.id} over label ${other.id}`);
    for (const label of labels) {
      if (label.id === place.id) continue;
      const z = label.zone;
      if (overlap(box, { x: z.x * picture.width, y: z.y * picture.height, w: z.w * picture.width, h: z.h * picture.height })) found.push(`${place.id} over zone ${label.id}`);
    }
  }
  return found;
}

describe('labels of found titles cover neither each other nor other spots (docs/game.md "Labels on the picture")', () => {
  for (const [name, quiz] of [['quiz #1', quiz1], ['quiz #5', quiz5]] as const) {
    for (const device of ['phone', 'desktop'] as const) {
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

  it('is deterministic: the same labels, the same places', () => {
    const labels = labelsOf(quiz5 as Seed, 'fr', 'phone');
    expect(placeLabels(labels, 358, 224)).toEqual(placeLabels(labels, 358, 224));
  });
});
