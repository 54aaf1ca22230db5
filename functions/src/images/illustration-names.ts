import { createHash } from 'node:crypto';
import path from 'node:path';
import { IMAGES_PREFIX, illustrationVariants, type ImageVariants } from '@quiz/shared';

/**
 * The public names of a published illustration and of its sized copies (docs/adr/0025-image-variants-named-by-content.md
 *): a hash of the picture's content, so that no name hints at an answer and a changed
 * drawing gets new URLs (a year of caching stays safe). Computed without encoding anything: the page
 * build names the copies the seed loader, or a back-office upload, wrote.
 */

export interface IllustrationSource {
  /** The file as drawn or uploaded (its extension says its format). */
  fileName: string;
  body: Buffer;
  width: number;
  height: number;
}

export interface PublishedImage {
  /** The full picture, as drawn: the quiz page shows it (players zoom). */
  src: string;
  width: number;
  height: number;
  variants: ImageVariants;
}

const contentHash = (body: Buffer) => createHash('sha256').update(body).digest('hex').slice(0, 16);

/** The stored `image` of a game whose illustration is `source`. */
export function publishedImage(source: IllustrationSource): PublishedImage {
  const hash = contentHash(source.body);
  return {
    src: `${IMAGES_PREFIX}${hash}${path.extname(source.fileName).toLowerCase()}`,
    width: source.width,
    height: source.height,
    variants: illustrationVariants(hash, source),
  };
}

/** An image URL's file name under the images folder (`/images/ab.webp` → `ab.webp`). */
export const imageFileName = (src: string) => src.slice(IMAGES_PREFIX.length);
