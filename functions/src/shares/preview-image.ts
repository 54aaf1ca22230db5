import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type Satori from 'satori';
import type Sharp from 'sharp';
import { PREVIEW_IMAGE_HEIGHT, PREVIEW_IMAGE_WIDTH, type Locale, type ShareOutcome } from '@quiz/shared';
import { renderShareBackdrop, BACKDROP_COLOUR } from './share-backdrop';
import { formatShareScore, SHAPE_SVG } from './share-symbols';

/**
 * A share's preview image (Open Graph, 1200×630 JPEG; docs/adr/0031-score-shares.md), made ONCE
 * when the share is made and stored beside its page, never per request. The quiz's illustration,
 * blurred, fills the card; a small thumbnail of it, the quiz's number and title, the language, the
 * score and one shape per reference sit on top. Never a reference's title: the input holds none.
 *
 * satori lays the text out (with DejaVu Sans from @fontsource, so no system font is needed) into an
 * SVG whose glyphs are paths; sharp lays it over the blurred backdrop, made once per picture when it
 * was published (share-backdrop.ts), and encodes the JPEG.
 */

export interface PreviewInput {
  locale: Locale;
  number: number;
  title: string;
  score: number;
  outcomes: readonly ShareOutcome[];
  /** The illustration's bytes (any format sharp reads; SVG too), or null: a plain background. */
  picture: Buffer | null;
  /**
   * The picture's pre-blurred backdrop (share-backdrop.ts), made when it was published; null: made
   * here from the picture (a picture published before the backdrops).
   */
  backdrop: Buffer | null;
}

const W = PREVIEW_IMAGE_WIDTH;
const H = PREVIEW_IMAGE_HEIGHT;

const TEXTS: Record<Locale, { brand: string; quiz: (n: number) => string; language: string; cta: string; legend: Record<ShareOutcome, [string, string]> }> = {
  en: {
    brand: 'Picture Quiz',
    quiz: (n) => `Quiz #${n}`,
    language: 'English',
    cta: 'Can you beat it?',
    legend: { found: ['found', 'found'], hinted: ['with a hint', 'with a hint'], revealed: ['revealed', 'revealed'], missed: ['missed', 'missed'] },
  },
  fr: {
    brand: 'Picture Quiz',
    quiz: (n) => `Quiz n° ${n}`,
    language: 'Français',
    cta: 'Ferez-vous mieux ?',
    legend: { found: ['trouvée', 'trouvées'], hinted: ['avec indice', 'avec indice'], revealed: ['révélée', 'révélées'], missed: ['manquée', 'manquées'] },
  },
};

const shapeUri = (o: ShareOutcome) => `data:image/svg+xml;base64,${Buffer.from(SHAPE_SVG[o]).toString('base64')}`;

/**
 * satori's WebAssembly layout engine and sharp's native library take ~150 ms to load: only a call
 * that renders loads them, once per warm function, so that the share call's other answers (an already
 * shared play, a refusal) and its cold start never wait for them (docs/adr/0024-function-size-sdk-layer.md
 *).
 */
let renderers: Promise<{ satori: typeof Satori; sharp: typeof Sharp }> | undefined;
const loadRenderers = () =>
  (renderers ??= Promise.all([import('satori'), import('sharp')]).then(([satori, sharp]) => ({ satori: satori.default, sharp: sharp.default })));

const require = createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;

/** DejaVu Sans (latin: French accents included) from its npm package, read once per process. */
function loadFonts() {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'DejaVu Sans',
      data: await readFile(require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

/**
 * A square picture (a shape, the thumbnail) as a box's background, not an `img`: satori masks every
 * `img` with its box, and rasterising 16 masks cost ~270 ms of the ~300 ms render (a background is a
 * pattern fill, unmasked: ~15 ms; docs/adr/0031-score-shares.md).
 */
const picture = (uri: string, size: number, style: Record<string, unknown>) =>
  h('div', { width: size, height: size, backgroundImage: `url(${uri})`, backgroundSize: `${size}px ${size}px`, ...style });

/** The foreground (text, thumbnail, shapes) as an SVG of the card's size, transparent around. */
export async function foreground(input: PreviewInput, thumbnail: string | null): Promise<string> {
  const t = TEXTS[input.locale];
  const counts = (['found', 'hinted', 'revealed', 'missed'] as const).map((o) => [o, input.outcomes.filter((x) => x === o).length] as const).filter(([, n]) => n > 0);
  // Many references: smaller shapes, so that a row never overflows (wrapping keeps the rest).
  const size = input.outcomes.length > 14 ? 28 : 40;
  const tree = h(
    'div',
    { width: W, height: H, display: 'flex', fontFamily: 'DejaVu Sans', color: '#ffffff' },
    h('div', { position: 'absolute', top: 48, left: 48, width: W - 96, height: H - 96, display: 'flex' }, [
      h('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'space-between', paddingRight: thumbnail ? 40 : 0, maxWidth: thumbnail ? 720 : W - 112 }, [
        h('div', { display: 'flex', flexDirection: 'column' }, [
          h('div', { display: 'flex', alignItems: 'center', fontSize: 28, fontWeight: 700, letterSpacing: 1, color: '#ffd166' }, [
            h('span', {}, t.brand),
            h('span', { marginLeft: 20, fontSize: 22, fontWeight: 400, padding: '4px 14px', borderRadius: 999, border: '2px solid #ffffff', color: '#ffffff' }, t.language),
          ]),
          h('div', { display: 'flex', marginTop: 26, fontSize: 30, color: '#d9dcf0' }, t.quiz(input.number)),
          h('div', { display: 'flex', marginTop: 6, fontSize: input.title.length > 34 ? 44 : 54, fontWeight: 700, lineHeight: 1.15 }, input.title),
        ]),
        h('div', { display: 'flex', flexDirection: 'column' }, [
          h('div', { display: 'flex', alignItems: 'flex-end' }, [
            h('span', { fontSize: 104, fontWeight: 700, lineHeight: 1 }, formatShareScore(input.score, input.locale)),
            h('span', { fontSize: 48, marginLeft: 8, marginBottom: 12, color: '#d9dcf0' }, '/10'),
          ]),
          h('div', { display: 'flex', flexWrap: 'wrap', marginTop: 16 }, input.outcomes.map((o) => picture(shapeUri(o), size, { marginRight: 8, marginBottom: 8 }))),
          h('div', { display: 'flex', flexWrap: 'wrap', marginTop: 6, fontSize: 22, color: '#d9dcf0' }, counts.map(([o, n]) =>
            h('div', { display: 'flex', alignItems: 'center', marginRight: 22 }, [
              picture(shapeUri(o), 22, { marginRight: 8 }),
              h('span', {}, `${n} ${t.legend[o][n > 1 ? 1 : 0]}`),
            ]),
          )),
        ]),
      ]),
      ...(thumbnail
        ? [h('div', { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', alignItems: 'center', width: 340, paddingBottom: 8 }, [
            picture(thumbnail, 320, { borderRadius: 24, border: '4px solid #ffffff', boxSizing: 'content-box' }),
            h('div', { display: 'flex', fontSize: 26, fontWeight: 700, color: '#17183b', backgroundColor: '#ffd166', padding: '12px 24px', whiteSpace: 'nowrap', borderRadius: 999 }, t.cta),
          ])]
        : []),
    ]),
  );
  const { satori } = await loadRenderers();
  return satori(tree as Parameters<typeof satori>[0], { width: W, height: H, fonts: await loadFonts() });
}

/** The card's colour behind the text when there is no picture (or none sharp can read). */
const plainBackground = (sharp: typeof Sharp) => sharp({ create: { width: W, height: H, channels: 3, background: BACKDROP_COLOUR } }).png({ compressionLevel: 0 }).toBuffer();

/**
 * The backdrop and the thumbnail: the pre-made backdrop when the picture's publish made one, else
 * made here from the picture; the thumbnail (a 320-px square) from the picture, read at a fraction of
 * its size (JPEG shrink-on-load). A picture sharp cannot read: the card without it, rather than no share.
 */
async function pictureLayers(sharp: typeof Sharp, input: PreviewInput): Promise<{ background: Buffer; thumbnail: string | null }> {
  if (!input.picture) return { background: input.backdrop ?? (await plainBackground(sharp)), thumbnail: null };
  const open = () => sharp(input.picture!, { limitInputPixels: 40_000_000 });
  try {
    const [background, thumb] = await Promise.all([
      input.backdrop ?? renderShareBackdrop(sharp, open()),
      open().flatten({ background: '#ffffff' }).resize(320, 320, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer(),
    ]);
    return { background, thumbnail: `data:image/jpeg;base64,${thumb.toString('base64')}` };
  } catch {
    return { background: await plainBackground(sharp), thumbnail: null };
  }
}

/**
 * The preview image: a 1200×630 JPEG (quality 85, colour kept at full resolution so that the
 * coloured shapes and the yellow text keep sharp edges; 70–110 KB, where a truecolor PNG of a blurred
 * picture weighed ~300 KB).
 */
export async function renderPreviewImage(input: PreviewInput): Promise<Buffer> {
  const { sharp } = await loadRenderers();
  const { background, thumbnail } = await pictureLayers(sharp, input);
  const svg = await foreground(input, thumbnail);
  return sharp(background).composite([{ input: Buffer.from(svg) }]).jpeg({ quality: 85, chromaSubsampling: '4:4:4' }).toBuffer();
}
