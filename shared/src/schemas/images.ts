import * as z from 'zod/mini';
import { positiveInt } from './common';

/**
 * The sized copies of a quiz illustration made when it is published (docs/adr/0025-image-variants-named-by-content.md):
 * each named by the source's content hash, so cached a year (docs/adr/0025-image-variants-named-by-content.md).
 */
export const imageVariantsSchema = z.object({
  /**
   * WebP copies by width, ascending, for a card's `srcset`. Empty when the source is lighter as it
   * is: a vector drawing, compressed, weighs less than any raster copy of it.
   */
  widths: z.array(z.object({ src: z.string(), width: positiveInt })),
  /** A JPEG for link previews: Open Graph and social sites take no SVG (and not all take WebP). */
  share: z.object({ src: z.string(), width: positiveInt, height: positiveInt }),
});
export type ImageVariants = z.infer<typeof imageVariantsSchema>;
