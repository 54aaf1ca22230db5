import sharp from 'sharp';
import { PICTURE_MAX_BYTES } from '@quiz/shared';
import { RuleError } from '../lib/errors';
import type { IllustrationSource } from './illustration-names';

/**
 * Checks a designer's uploaded picture from its bytes (never from its name or announced type) and
 * gives the source to publish (docs/back-office.md "Designer: games and pictures"):
 * - PNG, JPEG, WebP: decoded and encoded again in their format, which drops EXIF, XMP, IPTC and
 *   comments (sharp writes no metadata unless asked), after turning the picture upright;
 * - SVG: refused when it holds scripts, event handlers, foreign objects, entities or any reference
 *   outside itself; otherwise drawn as a PNG, so that no text of the file (ids, `<title>`, comments:
 *   answers) is ever served;
 * - anything else, or more than PICTURE_MAX_BYTES or MAX_PIXELS: refused.
 */

/** Decompression bombs: a small file may claim a huge canvas. */
export const MAX_PIXELS = 40_000_000;
/** A drawn SVG gets at most this width (its copies are made from it). */
const MAX_SVG_WIDTH = 3200;

const UNSAFE_SVG: readonly RegExp[] = [
  /<script[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /<foreignObject[\s>/]/i,
  /<!(?:ENTITY|DOCTYPE)/i,
  /(?:^|[\s"'])(?:xlink:)?href\s*=\s*["']\s*(?!#)/i,
  /url\(\s*["']?\s*(?!#)/i,
  /@import/i,
  /javascript:/i,
];

/** True when an SVG's text holds something that runs or reaches outside the file. */
export const isUnsafeSvg = (text: string) => UNSAFE_SVG.some((pattern) => pattern.test(text));

const unsafe = () => new RuleError('picture_unsafe', 'The SVG contains scripts, event handlers or references outside itself');
const looksLikeSvg = (body: Buffer) => {
  const head = body.subarray(0, 4096).toString('utf8').trimStart();
  return head.startsWith('<') && /<svg[\s>]/i.test(body.toString('utf8'));
};
const tooLarge = () => new RuleError('picture_too_large', `The picture is larger than ${PICTURE_MAX_BYTES / 1024 / 1024} MB or ${MAX_PIXELS / 1e6} megapixels`);
const wrongType = () => new RuleError('picture_type', 'The file is not a PNG, JPEG, WebP or SVG picture');

export async function checkPicture(body: Buffer): Promise<IllustrationSource> {
  if (body.length > PICTURE_MAX_BYTES) throw tooLarge();
  // Text that claims to be SVG is judged before any parser reads it (an entity must never be expanded).
  if (looksLikeSvg(body) && isUnsafeSvg(body.toString('utf8'))) throw unsafe();
  const open = () => sharp(body, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    ({ format } = await open().metadata());
  } catch (error) {
    throw /pixel limit/i.test(String(error)) ? tooLarge() : wrongType();
  }
  try {
    if (format === 'svg') {
      if (isUnsafeSvg(body.toString('utf8'))) throw unsafe();
      const { data, info } = await open().resize({ width: MAX_SVG_WIDTH, withoutEnlargement: true }).png().toBuffer({ resolveWithObject: true });
      return { fileName: 'picture.png', body: data, width: info.width, height: info.height };
    }
    if (format === 'png' || format === 'jpeg' || format === 'webp') {
      const encoder = open().rotate();
      const encoded = format === 'png' ? encoder.png() : format === 'jpeg' ? encoder.jpeg({ quality: 90, mozjpeg: true }) : encoder.webp({ quality: 90 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { fileName: `picture.${format === 'jpeg' ? 'jpg' : format}`, body: data, width: info.width, height: info.height };
    }
  } catch (error) {
    if (error instanceof RuleError) throw error;
    throw /pixel limit/i.test(String(error)) ? tooLarge() : wrongType();
  }
  throw wrongType();
}
