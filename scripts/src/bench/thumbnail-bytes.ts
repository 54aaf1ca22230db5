/**
 * Benchmark (docs/adr/0025-image-variants-named-by-content.md): the bytes of the thumbnails a visitor of /en downloads, before
 * and after the sized copies, on a phone and a desktop screen. Every live seed quiz has a card on
 * /en. A card's picture is drawn `CARD_IMAGE_SIZES` wide; a browser takes the narrowest copy of
 * its srcset at least as wide as that times the screen's density (else the widest), or the picture
 * itself when there is no srcset. Two cases:
 * - the seed's drawings as they are (SVG, served brotli-compressed);
 * - the same drawings as a designer's raster upload would be (a 1600-px PNG), the case the copies
 *   are for (the back-office's uploads).
 *   npx tsx scripts/src/bench/thumbnail-bytes.ts
 */
import { brotliCompressSync } from 'node:zlib';
import sharp from 'sharp';
import { renderIllustration, type ImageFile } from '@quiz/functions/images/render-variants';
import type { PublishedImage } from '@quiz/functions/images/illustration-names';
import { illustrationOf, readSeed } from '../seed/load-seed';
import { printTable } from './stats';

/** The card's drawn width in CSS px (CARD_IMAGE_SIZES: 100vw − 2rem under 36rem, else 23rem). */
const SCREENS = [
  { name: 'phone 375 px, 2x', cssWidth: 375 - 32, density: 2 },
  { name: 'phone 375 px, 3x', cssWidth: 375 - 32, density: 3 },
  { name: 'desktop 1280 px, 1x', cssWidth: 368, density: 1 },
  { name: 'desktop 1280 px, 2x', cssWidth: 368, density: 2 },
];

/** What a server sends for a file: SVG compressed (brotli, as CloudFront and the local server do), raster formats as they are. */
const servedBytes = (file: ImageFile) => (file.name.endsWith('.svg') ? brotliCompressSync(file.body).length : file.body.length);

function pickedFile(image: PublishedImage, files: ImageFile[], needed: number): ImageFile {
  const byName = (src: string) => files.find((file) => `/images/${file.name}` === src)!;
  const widths = image.variants.widths;
  if (widths.length === 0) return byName(image.src);
  return byName((widths.find(({ width }) => width >= needed) ?? widths.at(-1)!).src);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const live = readSeed().games.filter(({ game }) => game.status === 'live');
const started = Date.now();

for (const kind of ['seed drawings (SVG)', 'raster uploads (the same drawings as 1600-px PNG)'] as const) {
  const published = await Promise.all(
    live.map(async (entry) => {
      const source = illustrationOf(entry);
      const body = kind.startsWith('raster') ? await sharp(source.body).png().toBuffer() : source.body;
      return renderIllustration({ ...source, fileName: kind.startsWith('raster') ? 'upload.png' : source.fileName, body });
    }),
  );
  const before = published.reduce((sum, { image, files }) => sum + servedBytes(files.find((f) => `/images/${f.name}` === image.src)!), 0);
  const rows: [string, string][] = [[`before: the picture itself on every card (${live.length} cards)`, kb(before)]];
  for (const screen of SCREENS) {
    const after = published.reduce((sum, { image, files }) => sum + servedBytes(pickedFile(image, files, screen.cssWidth * screen.density)), 0);
    rows.push([`after, ${screen.name}`, `${kb(after)} (${Math.round((after / before) * 100)} %)`]);
  }
  const share = published.reduce((sum, { image, files }) => sum + files.find((f) => `/images/${f.name}` === image.variants.share.src)!.body.length, 0);
  rows.push(['link preview JPEG (og:image), mean', kb(share / published.length)]);
  printTable(`Thumbnails on /en: ${kind}`, rows);
}
console.log(`\n(encoded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
