import sharp from 'sharp';
import { shareBackdropOf } from '@quiz/shared';
import { renderShareBackdrop } from '../shares/share-backdrop';
import { imageFileName, publishedImage, type IllustrationSource, type PublishedImage } from './illustration-names';

/**
 * Encodes a published illustration's sized copies (docs/adr/0025-image-variants-named-by-content.md), for
 * whatever stores them: the seed loader writes them to the local images folder, a back-office
 * upload to the site bucket's `images/`. Sharp writes no metadata unless asked, so no
 * title can ride along in EXIF or XMP.
 */

export interface ImageFile {
  /** The file's name under the images folder. */
  name: string;
  body: Buffer;
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' };
export const contentTypeOf = (name: string) => CONTENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

export interface RenderOptions {
  /**
   * A quiz's picture: also its score shares' pre-blurred backdrop (`shareBackdropOf`; docs/adr/0031-score-shares.md
   *), so that a share's render only lays its text over it. Not for a product's or a
   * page's picture, which nobody shares.
   */
  shareBackdrop?: boolean;
}

/**
 * The source under its public name and every copy: the picture is drawn once at its full size,
 * then each copy is resized from that (an SVG is rasterised once, not once per copy).
 */
export async function renderIllustration(source: IllustrationSource, options: RenderOptions = {}): Promise<{ image: PublishedImage; files: ImageFile[] }> {
  const image = publishedImage(source);
  const { data, info } = await sharp(source.body).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const backdrop = options.shareBackdrop ? shareBackdropOf(image.src) : null;
  const master = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const copies = await Promise.all([
    ...image.variants.widths.map(async ({ src, width }) => ({
      name: imageFileName(src),
      body: await master().resize(width).webp({ quality: 80 }).toBuffer(),
    })),
    (async () => ({
      name: imageFileName(image.variants.share.src),
      // Link previews are shown on any background: transparent parts become white.
      body: await master().resize(image.variants.share.width).flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    }))(),
    ...(backdrop ? [(async () => ({ name: imageFileName(backdrop), body: await renderShareBackdrop(sharp, master()) }))()] : []),
  ]);
  const files = [{ name: imageFileName(image.src), body: source.body }, ...copies].map((file) => ({ ...file, contentType: contentTypeOf(file.name) }));
  return { image, files };
}
