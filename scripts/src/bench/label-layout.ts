/**
 * The found titles' label layout (docs/game.md "Labels on the picture"): how long `placeLabels`
 * takes with every reference of a seed quiz found, per picture width (phones to a desktop) and
 * language. It runs in the page each time a title is found, so a crowded phone picture must stay
 * well under a frame's budget of work. `npx tsx scripts/src/bench/label-layout.ts [runs] [--quick]`
 * (quick: quiz 1, one run).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Zone } from '@quiz/shared';
import { zoneBounds, zoneCorners } from '../../../web/src/features/game/lib/geometry';
import { placeLabels, type LabelInput } from '../../../web/src/features/game/lib/label-layout';
import { LABEL_MAX_WIDTH, labelSizeEstimate } from '../../../web/src/features/game/lib/label-size';
import { percentile } from './stats';

const quick = process.argv.includes('--quick');
const runs = quick ? 1 : Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 10);
const seedDir = path.resolve(import.meta.dirname, '../../seed');
const responses = JSON.parse(readFileSync(path.join(seedDir, 'responses.json'), 'utf8')) as { id: string; titles: Record<'en' | 'fr', string[]> }[];
const titles = new Map(responses.map((r) => [r.id, r.titles]));
const games = readdirSync(path.join(seedDir, 'games')).sort((a, b) => Number(a) - Number(b)).slice(0, quick ? 1 : undefined);

/** Picture sizes: a phone's picture takes the screen's width (game.css); a desktop's about 950 px. */
const PICTURES = [
  ['phone 320', 320, LABEL_MAX_WIDTH.phone], ['phone 360', 360, LABEL_MAX_WIDTH.phone], ['phone 375', 375, LABEL_MAX_WIDTH.phone],
  ['phone 390', 390, LABEL_MAX_WIDTH.phone], ['desktop 950', 950, LABEL_MAX_WIDTH.desktop],
] as const;

console.log(`placeLabels with every reference found, median of ${runs} run(s), ms`);
console.log(`${'quiz'.padEnd(6)}${PICTURES.map(([name]) => name.padStart(13)).join('')}   (en / fr)`);
for (const game of games) {
  const quiz = JSON.parse(readFileSync(path.join(seedDir, 'games', game, 'quiz.json'), 'utf8')) as { image?: { width: number; height: number }; references: { response: string; id: string; zone: Zone | null }[] };
  const ratio = quiz.image ? quiz.image.height / quiz.image.width : 0.625;
  const cells = PICTURES.map(([, width, maxWidth]) => (['en', 'fr'] as const).map((locale) => {
    const labels: LabelInput[] = quiz.references.flatMap((ref) => {
      const title = titles.get(ref.response)?.[locale][0];
      if (!ref.zone || !title) return [];
      return [{ id: ref.id, zone: zoneBounds(ref.zone), outline: zoneCorners(ref.zone), ...labelSizeEstimate(title, maxWidth) }];
    });
    const times = Array.from({ length: runs }, () => {
      const start = performance.now();
      placeLabels(labels, width, Math.round(width * ratio));
      return performance.now() - start;
    });
    return percentile(times, 50).toFixed(1);
  }).join(' / '));
  console.log(`#${game.padEnd(5)}${cells.map((c) => c.padStart(13)).join('')}`);
}
