/**
 * Bench of a score share's preview image (issue 23, docs/decisions.md "Score shares"):
 * `npx tsx scripts/src/bench/share-image.ts [runs]`.
 *
 * Renders the 1200×630 PNG as the share call does (satori lays out the text with DejaVu Sans, sharp
 * blurs the seed's illustration and encodes the PNG), in English and French: the first render in a
 * fresh process (cold: module load, satori's WebAssembly and the font read included), then `runs`
 * more (warm: median and p90), and the PNG's size. The image is made once per share, at the share's
 * creation; no page view renders it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShareOutcome } from '@quiz/shared';

const runs = Number(process.argv[2] ?? 10);
const seedDir = path.resolve(import.meta.dirname, '../../seed/games/1');
const quiz = JSON.parse(readFileSync(path.join(seedDir, 'quiz.json'), 'utf8')) as { number: number; title: Record<'en' | 'fr', string>; image: { file: string } };
const picture = readFileSync(path.join(seedDir, quiz.image.file));
const outcomes: ShareOutcome[] = ['found', 'found', 'hinted', 'revealed', 'missed', 'found', 'found', 'hinted', 'missed', 'found', 'found'];

const loadStart = performance.now();
const { renderPreviewImage } = await import('@quiz/functions/shares/preview-image');
const loadMs = performance.now() - loadStart;

const render = (locale: 'en' | 'fr') => renderPreviewImage({ locale, number: quiz.number, title: quiz.title[locale], score: 7.3, outcomes, picture });
const timed = async (locale: 'en' | 'fr') => {
  const start = performance.now();
  const png = await render(locale);
  return { ms: performance.now() - start, bytes: png.length };
};

const cold = await timed('en');
const warm: { ms: number; bytes: number }[] = [];
for (let i = 0; i < runs; i++) warm.push(await timed(i % 2 === 0 ? 'fr' : 'en'));
const times = warm.map((w) => w.ms).sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
const sizes = warm.map((w) => w.bytes);

console.log(`share preview image, 1200×630 PNG, seed quiz ${quiz.number} (${picture.length} bytes of SVG):`);
console.log(`  module load (satori, sharp): ${loadMs.toFixed(0)} ms`);
console.log(`  cold (first render in the process): ${cold.ms.toFixed(0)} ms, ${(cold.bytes / 1024).toFixed(1)} KB`);
console.log(`  warm (${runs} renders): median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms`);
console.log(`  size: ${(Math.min(...sizes) / 1024).toFixed(1)}–${(Math.max(...sizes) / 1024).toFixed(1)} KB`);
