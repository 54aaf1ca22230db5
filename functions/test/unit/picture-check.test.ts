import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_MAX_BYTES } from '@quiz/shared';
import { checkPicture, isUnsafeSvg } from '../../src/images/picture-check';
import { publishedImage } from '../../src/images/illustration-names';

const raster = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff') =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#48c' } })
    .withMetadata({ exif: { IFD0: { ImageDescription: 'Jaws (1975)', Artist: 'Spielberg' } } })
    .toFormat(format)
    .toBuffer();

describe('picture checks: the type comes from the bytes', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts %s, encoded again without its metadata', async (format) => {
    const source = await checkPicture(await raster(format));
    expect(source).toMatchObject({ width: 300, height: 200, fileName: `picture.${format === 'jpeg' ? 'jpg' : format}` });
    const meta = await sharp(source.body).metadata();
    expect(meta.format).toBe(format);
    expect(meta.exif).toBeUndefined();
    expect(source.body.includes('Jaws')).toBe(false);
  });

  it.each(['gif', 'tiff'] as const)('refuses %s (picture_type)', async (format) => {
    await expect(checkPicture(await raster(format))).rejects.toMatchObject({ status: 400, code: 'picture_type' });
  });

  it('refuses text, or a PNG signature followed by garbage (picture_type)', async () => {
    await expect(checkPicture(Buffer.from('GIF89a? no, plain text'))).rejects.toMatchObject({ code: 'picture_type' });
    const png = await raster('png');
    await expect(checkPicture(Buffer.concat([png.subarray(0, 40), Buffer.alloc(200)]))).rejects.toMatchObject({ code: 'picture_type' });
  });

  it('refuses more than the size limit, and a canvas of too many pixels (picture_too_large)', async () => {
    await expect(checkPicture(Buffer.alloc(PICTURE_MAX_BYTES + 1))).rejects.toMatchObject({ code: 'picture_too_large' });
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    await expect(checkPicture(bomb)).rejects.toMatchObject({ code: 'picture_too_large' });
  });
});

describe('picture checks: SVG', () => {
  const svg = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"${attrs}>${inner}</svg>`;

  it.each([
    ['a script', svg('<script>fetch("/x")</script>')],
    ['an event handler', svg('<rect width="10" height="10" onclick="alert(1)"/>')],
    ['an onload on the root', svg('<rect width="1" height="1"/>', ' onload="alert(1)"')],
    ['an external image', svg('<image href="https://example.org/a.png" width="10" height="10"/>')],
    ['a local file reference', svg('<image xlink:href="file:///etc/passwd" width="10" height="10"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"')],
    ['a foreign object', svg('<foreignObject width="10" height="10"><div/></foreignObject>')],
    ['an entity', `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`],
    ['a CSS url()', svg('<style>rect { fill: url(https://example.org/x.svg#p) }</style>')],
  ])('refuses an SVG with %s (picture_unsafe)', async (_, text) => {
    expect(isUnsafeSvg(text)).toBe(true);
    await expect(checkPicture(Buffer.from(text))).rejects.toMatchObject({ code: 'picture_unsafe' });
  });

  it('draws a safe SVG as a PNG: none of its text (title, ids, comments) is served', async () => {
    const text = svg('<title>Jaws</title><!-- the shark --><defs><linearGradient id="jaws-shark"/></defs><rect width="400" height="300" fill="url(#jaws-shark)"/>');
    expect(isUnsafeSvg(text)).toBe(false);
    const source = await checkPicture(Buffer.from(text));
    expect(source).toMatchObject({ fileName: 'picture.png', width: 400, height: 300 });
    expect(source.body.toString('latin1')).not.toMatch(/jaws|shark/i);
  });
});

describe('picture names carry no title', () => {
  it('names the picture and its copies by a hash of the content only', async () => {
    const source = await checkPicture(await raster('png'));
    const image = publishedImage(source);
    for (const src of [image.src, image.variants.share.src, ...image.variants.widths.map((w) => w.src)]) {
      expect(src).toMatch(/^\/images\/[0-9a-f]{16}(-\d+w\.v\d+)?\.(png|webp|jpg)$/);
    }
  });
});
