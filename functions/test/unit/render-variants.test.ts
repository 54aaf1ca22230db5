import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { shareBackdropOf } from '@quiz/shared';
import { publishedImage } from '../../src/images/illustration-names';
import { renderIllustration } from '../../src/images/render-variants';

/** A small drawing with a title and a description, as a designer's file might carry them. */
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000"><title>Secret Title</title>' +
    '<desc>Secret Title</desc><rect width="1600" height="1000" fill="#17183b"/><circle cx="800" cy="500" r="300" fill="#f5b700"/></svg>',
);

describe('image routes: the sized copies a publish writes', () => {
  it('writes a raster upload under its hash, with WebP copies at the card widths and a 1200-wide JPEG for previews', async () => {
    const png = await sharp(svg).png().toBuffer();
    const { image, files } = await renderIllustration({ fileName: 'upload.PNG', body: png, width: 1600, height: 1000 });
    expect(image).toEqual(publishedImage({ fileName: 'upload.PNG', body: png, width: 1600, height: 1000 }));
    expect(image.src).toMatch(/^\/images\/[0-9a-f]{16}\.png$/);
    expect(files.map((file) => file.name)).toEqual([image.src, ...image.variants.widths.map((v) => v.src), image.variants.share.src].map((src) => src.slice('/images/'.length)));
    for (const { src, width } of image.variants.widths) {
      const file = files.find((f) => `/images/${f.name}` === src)!;
      expect(file.contentType).toBe('image/webp');
      expect(await sharp(file.body).metadata()).toMatchObject({ format: 'webp', width, height: (width * 1000) / 1600 });
    }
    const share = files.find((f) => `/images/${f.name}` === image.variants.share.src)!;
    expect(share.contentType).toBe('image/jpeg');
    expect(await sharp(share.body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 750 });
  });

  it('makes a quiz picture\'s share backdrop once, at publish (docs/adr/0031-score-shares.md): a 1200×630 JPEG named after the picture; none for another picture', async () => {
    const { image, files } = await renderIllustration({ fileName: 'illustration.svg', body: svg, width: 1600, height: 1000 }, { shareBackdrop: true });
    const backdrop = files.find((f) => `/images/${f.name}` === shareBackdropOf(image.src));
    expect(backdrop?.contentType).toBe('image/jpeg');
    expect(await sharp(backdrop!.body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Blurred and darkened under the card's text: the picture's yellow disc is gone to a dark blend.
    const { dominant } = await sharp(backdrop!.body).stats();
    expect(Math.max(dominant.r, dominant.g, dominant.b)).toBeLessThan(120);
    expect(backdrop!.body.length).toBeLessThan(60 * 1024);
    expect((await renderIllustration({ fileName: 'illustration.svg', body: svg, width: 1600, height: 1000 })).files.map((f) => f.name)).not.toContain(backdrop!.name);
  });

  it('keeps a vector drawing as it is for cards and makes only its link preview, with no metadata that could name an answer', async () => {
    const { image, files } = await renderIllustration({ fileName: 'illustration.svg', body: svg, width: 1600, height: 1000 });
    expect(image.variants.widths).toEqual([]);
    expect(files).toHaveLength(2);
    const share = files[1]!;
    const metadata = await sharp(share.body).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(share.body.includes('Secret')).toBe(false);
  });
});
