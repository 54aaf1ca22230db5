/**
 * Bench of a score share's preview image (docs/adr/0031-score-shares.md):
 * `npx tsx scripts/src/bench/share-image.ts [runs] [--quick]` (`--quick`: 2 renders of each kind, for
 * CI, which asserts no timing).
 *
 * The seed quiz's illustration is published as a back-office upload publishes it (its 1200-px JPEG
 * link-preview copy and the share backdrop, pre-blurred: timed once, it is made once per picture).
 * Then the 1200×630 JPEG is rendered as the share call renders it (satori lays the text out in
 * DejaVu Sans, sharp lays it over the backdrop with the thumbnail and encodes): the first render in
 * the process (cold: module load, satori's WebAssembly and the font read included), then `runs` more
 * (warm, English and French in turn), and `runs` of a picture published before the backdrops (the
 * backdrop made in the render). Wall times and the process's CPU time per render (the machine is
 * shared: CPU time is what a render costs, wall time what it waited), and the sizes.
 */
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shareBackdropOf, type ShareOutcome } from '@quiz/shared';

const quick = process.argv.includes('--quick');
const runs = quick ? 2 : Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 20);
const seedDir = path.resolve(import.meta.dirname, '../../seed/games/1');
const quiz = JSON.parse(readFileSync(path.join(seedDir, 'quiz.json'), 'utf8')) as {
  number: number; title: Record<'en' | 'fr', string>; image: { file: string; width: number; height: number };
};
const source = readFileSync(path.join(seedDir, quiz.image.file));
const outcomes: ShareOutcome[] = ['found', 'found', 'hinted', 'revealed', 'missed', 'found', 'found', 'hinted', 'missed', 'found', 'found'];

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** One call's wall and CPU milliseconds and its result. */
async function timed<T>(run: () => Promise<T>) {
  const [wall, cpu] = [performance.now(), cpuMs()];
  const result = await run();
  return { result, ms: performance.now() - wall, cpuMs: cpuMs() - cpu };
}
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const load = await timed(() => Promise.all([
  import('@quiz/functions/shares/preview-image'), import('@quiz/functions/images/render-variants'), import('@quiz/functions/shares/share-backdrop'), import('sharp'),
]));
const [{ renderPreviewImage }, { renderIllustration }, { renderShareBackdrop }, { default: sharp }] = load.result;

// The publish: the link-preview copy (what the share call reads as the picture) and the backdrop.
const published = await timed(() => renderIllustration({ fileName: quiz.image.file, body: source, width: quiz.image.width, height: quiz.image.height }, { shareBackdrop: true }));
const fileOf = (src: string | null) => published.result.files.find((file) => `/images/${file.name}` === src)!.body;
const picture = fileOf(published.result.image.variants.share.src);
const backdrop = fileOf(shareBackdropOf(published.result.image.src));
await renderShareBackdrop(sharp, sharp(picture));
const backdrops: Awaited<ReturnType<typeof timed>>[] = [];
for (let i = 0; i < runs; i++) backdrops.push(await timed(() => renderShareBackdrop(sharp, sharp(picture))));

const render = (locale: 'en' | 'fr', withBackdrop: boolean) =>
  timed(() => renderPreviewImage({ locale, number: quiz.number, title: quiz.title[locale], score: 7.3, outcomes, picture, backdrop: withBackdrop ? backdrop : null }));
const cold = await render('en', true);
const series = async (withBackdrop: boolean) => {
  const out: Awaited<ReturnType<typeof render>>[] = [];
  for (let i = 0; i < runs; i++) out.push(await render(i % 2 === 0 ? 'fr' : 'en', withBackdrop));
  return out;
};
const warm = await series(true);
const legacy = await series(false);

const line = (label: string, rendered: Awaited<ReturnType<typeof render>>[]) => {
  const [ms, cpu, sizes] = [rendered.map((r) => r.ms), rendered.map((r) => r.cpuMs), rendered.map((r) => r.result.length)];
  return `  ${label} (${runs} renders): median ${quantile(ms, 0.5).toFixed(0)} ms, p90 ${quantile(ms, 0.9).toFixed(0)} ms; CPU median ${quantile(cpu, 0.5).toFixed(0)} ms; ${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))}`;
};
console.log(`share preview image, 1200×630 JPEG, seed quiz ${quiz.number} (${source.length} bytes of ${path.extname(quiz.image.file)}), ${new Date().toISOString()}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}:`);
console.log(`  module load (satori, sharp): ${load.ms.toFixed(0)} ms`);
console.log(`  publish (every copy, the backdrop among them): ${published.ms.toFixed(0)} ms; backdrop ${kb(backdrop.length)}, link-preview copy ${kb(picture.length)}`);
console.log(`  the backdrop alone (${runs}, from the link-preview copy): median ${quantile(backdrops.map((b) => b.ms), 0.5).toFixed(0)} ms, CPU median ${quantile(backdrops.map((b) => b.cpuMs), 0.5).toFixed(0)} ms`);
console.log(`  cold (first render in the process): ${cold.ms.toFixed(0)} ms (CPU ${cold.cpuMs.toFixed(0)} ms), ${kb(cold.result.length)}`);
console.log(line('warm', warm));
console.log(line('warm, no backdrop published (made in the render)', legacy));
console.log('  goal: warm ≤ 300 ms, ≤ 150 KB');
