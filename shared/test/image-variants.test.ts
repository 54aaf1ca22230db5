import { describe, expect, it } from 'vitest';
import { backgroundImageOf, illustrationVariants, shareBackdropOf, shareImageOf, srcsetOf } from '../src/image-variants';
import { cacheControlFor, IMMUTABLE_CACHE_CONTROL } from '../src/web-headers';

const raster = { fileName: 'illustration.png', width: 1600, height: 1000 };
const vector = { fileName: 'illustration.svg', width: 1600, height: 1000 };

describe('image variants: sized, long-cached variants of an illustration', () => {
  it('names every copy by the source\'s hash, its width and the recipe version (a new drawing or recipe, a new URL)', () => {
    const variants = illustrationVariants('0123456789abcdef', raster);
    expect(variants.widths).toEqual([
      { src: '/images/0123456789abcdef-320w.v1.webp', width: 320 },
      { src: '/images/0123456789abcdef-640w.v1.webp', width: 640 },
      { src: '/images/0123456789abcdef-960w.v1.webp', width: 960 },
    ]);
    expect(variants.share).toEqual({ src: '/images/0123456789abcdef-1200w.v1.jpg', width: 1200, height: 750 });
  });

  it('makes no copy wider than the source', () => {
    const variants = illustrationVariants('ab', { fileName: 'x.jpg', width: 500, height: 400 });
    expect(variants.widths.map(({ width }) => width)).toEqual([320, 500]);
    expect(variants.share).toMatchObject({ width: 500, height: 400 });
  });

  it('gives a vector drawing no card copies (lighter as it is, compressed) but still a raster link preview', () => {
    const variants = illustrationVariants('ab', vector);
    expect(variants.widths).toEqual([]);
    expect(srcsetOf(variants)).toBeUndefined();
    expect(shareImageOf('/images/ab.svg', variants)).toBe('/images/ab-1200w.v1.jpg');
  });

  it('writes a card\'s srcset with width descriptors, and picks a mid-size copy for a background', () => {
    const variants = illustrationVariants('ab', raster);
    expect(srcsetOf(variants)).toBe('/images/ab-320w.v1.webp 320w, /images/ab-640w.v1.webp 640w, /images/ab-960w.v1.webp 960w');
    expect(backgroundImageOf('/images/ab.png', variants)).toBe('/images/ab-960w.v1.webp');
    expect(backgroundImageOf('/images/ab.svg', illustrationVariants('ab', vector))).toBe('/images/ab.svg');
  });

  it('names a published picture\'s share backdrop after its hash and the backdrop\'s version; none for a name no publish made', () => {
    expect(shareBackdropOf('/images/0123456789abcdef.svg')).toBe('/images/0123456789abcdef-backdrop.v1.jpg');
    expect(shareBackdropOf('/images/0123456789abcdef.png')).toBe('/images/0123456789abcdef-backdrop.v1.jpg');
    expect(shareBackdropOf('/images/0123456789abcdef-1200w.v1.jpg')).toBeNull();
    expect(shareBackdropOf('/images/../0123456789abcdef.png')).toBeNull();
    expect(shareBackdropOf('https://elsewhere.example/images/0123456789abcdef.png')).toBeNull();
  });

  it('falls back to the source for a game published before the copies', () => {
    expect(srcsetOf(undefined)).toBeUndefined();
    expect(shareImageOf('/images/ab.svg', undefined)).toBe('/images/ab.svg');
    expect(backgroundImageOf('/images/ab.svg', undefined)).toBe('/images/ab.svg');
  });

  it('caches images and their copies a year, immutable, like the hashed assets', () => {
    expect(cacheControlFor('/images/ab-320w.v1.webp')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(cacheControlFor('/images/ab.svg')).toBe(IMMUTABLE_CACHE_CONTROL);
  });
});
