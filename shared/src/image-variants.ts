import type { ImageVariants } from './schemas/images';

/**
 * Which sized copies a published illustration gets, what they are called, and which one each use
 * takes (docs/adr/0025-image-variants-named-by-content.md). Pure: the publisher (functions/src/images/) hashes
 * and encodes; the pages and the app only pick.
 */

/** Where illustrations and their copies are served (S3's `images/` in AWS, .local/images locally). */
export const IMAGES_PREFIX = '/images/';

/**
 * WebP widths for cards: a 16–24 rem card on a 1x screen, the same on a 2x phone, a wide card on a
 * 3x phone or a 2x desktop. The quiz page never takes them: players zoom into the full picture.
 */
export const CARD_IMAGE_WIDTHS = [320, 640, 960] as const;
/** Link previews: Facebook and LinkedIn ask for 1200 px wide. */
export const SHARE_IMAGE_WIDTH = 1200;
/** A background sits under a 0.9 overlay: a mid-size copy is plenty. */
const BACKGROUND_IMAGE_WIDTH = 960;
/**
 * Bumped when the encoding settings change, so that a changed copy gets a new name (a copy is
 * cached a year under its name).
 */
export const IMAGE_RECIPE_VERSION = 1;

/** Sources drawn as vectors: lighter as they are, compressed, than any raster copy (figures in the decision). */
export const isVectorImage = (fileName: string) => /\.svg$/i.test(fileName);

/**
 * The copies of an illustration whose content hashes to `hash` (as its own public name does): their
 * URLs, without encoding anything, so that a page build names what the publisher wrote.
 */
export function illustrationVariants(hash: string, source: { fileName: string; width: number; height: number }): ImageVariants {
  const name = (width: number, extension: string) => `${IMAGES_PREFIX}${hash}-${width}w.v${IMAGE_RECIPE_VERSION}.${extension}`;
  const upTo = (width: number) => Math.min(width, source.width);
  return {
    widths: isVectorImage(source.fileName) ? [] : [...new Set(CARD_IMAGE_WIDTHS.map(upTo))].map((width) => ({ src: name(width, 'webp'), width })),
    share: {
      src: name(upTo(SHARE_IMAGE_WIDTH), 'jpg'),
      width: upTo(SHARE_IMAGE_WIDTH),
      height: Math.round((source.height * upTo(SHARE_IMAGE_WIDTH)) / source.width),
    },
  };
}

/**
 * A card's `srcset` (`a.webp 320w, b.webp 640w`), or none when the source is served as it is.
 * `url` makes each address absolute where the markup is read on another site (a fragment).
 */
export function srcsetOf(variants: ImageVariants | undefined, url: (src: string) => string = (src) => src): string | undefined {
  return variants?.widths.length ? variants.widths.map(({ src, width }) => `${url(src)} ${width}w`).join(', ') : undefined;
}

/** The picture of a link preview: the raster copy, else (an item published before the copies) the source. */
export function shareImageOf(src: string, variants: ImageVariants | undefined): string {
  return variants?.share.src ?? src;
}

/**
 * Bumped when the share backdrop's look changes (its blur, crop or overlay: functions/src/shares/
 * share-backdrop.ts), so that a changed backdrop gets a new name.
 */
export const SHARE_BACKDROP_VERSION = 1;

/**
 * The pre-blurred backdrop of a score share's preview image, made once when a quiz's picture is
 * published (docs/adr/0031-score-shares.md), named after the picture's public name
 * (`/images/{hash}.{ext}` → `/images/{hash}-backdrop.v1.jpg`); null for a name no publish made.
 */
export function shareBackdropOf(src: string): string | null {
  const hash = src.startsWith(IMAGES_PREFIX) ? /^([0-9a-f]{16})\.[a-z0-9]+$/.exec(src.slice(IMAGES_PREFIX.length))?.[1] : undefined;
  return hash ? `${IMAGES_PREFIX}${hash}-backdrop.v${SHARE_BACKDROP_VERSION}.jpg` : null;
}

/** A page's background: a mid-size copy when there are copies, else the source. */
export function backgroundImageOf(src: string, variants: ImageVariants | undefined): string {
  const widths = variants?.widths ?? [];
  return (widths.filter(({ width }) => width <= BACKGROUND_IMAGE_WIDTH).at(-1) ?? widths[0])?.src ?? src;
}
