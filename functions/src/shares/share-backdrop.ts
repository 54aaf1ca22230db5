import type Sharp from 'sharp';
import type { Sharp as SharpImage } from 'sharp';
import { PREVIEW_IMAGE_HEIGHT, PREVIEW_IMAGE_WIDTH } from '@quiz/shared';

/**
 * The backdrop of a score share's preview image (docs/adr/0031-score-shares.md): the quiz's
 * picture cropped to the card, blurred and darkened under the text. It depends on the picture only,
 * so it is made ONCE, when the picture is published (images/render-variants.ts, named by
 * `shareBackdropOf`), and a share's render only lays its text over it. A picture published before the
 * backdrops existed has it made at its share's render instead (the slower path).
 *
 * sharp is passed in, not imported: the share call loads it lazily (preview-image.ts), the publish
 * has it already. Changing the look here means bumping SHARE_BACKDROP_VERSION (a new file name).
 */

const W = PREVIEW_IMAGE_WIDTH;
const H = PREVIEW_IMAGE_HEIGHT;
/** The card's dark blue, over the picture at 72 %: white text reads on any picture. */
export const BACKDROP_COLOUR = '#17183b';
const OVERLAY = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${BACKDROP_COLOUR}" fill-opacity="0.72"/></svg>`);

/**
 * The backdrop as a 1200×630 JPEG (blurred: it compresses to a few tens of KB). `picture` is the
 * picture opened by sharp (any size, any format sharp reads; transparent parts become white).
 */
export async function renderShareBackdrop(sharp: typeof Sharp, picture: SharpImage): Promise<Buffer> {
  // Blurred small, then enlarged: the same look as a wide blur at full size, for a fraction of its time.
  const { data, info } = await picture.flatten({ background: '#ffffff' }).resize(W / 4, Math.round(H / 4), { fit: 'cover' }).blur(6).raw().toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize(W, H)
    .composite([{ input: OVERLAY }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
