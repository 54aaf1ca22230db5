import { useStaticRender } from '../../lib/static-render';

interface ThumbnailProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Sized copies (`a.webp 320w, …`) the browser picks from by `sizes`; `src` stays the fallback. */
  srcSet?: string;
  sizes?: string;
}

/**
 * A picture that loads when it nears the viewport. In the app the browser decides (loading="lazy");
 * on a pre-rendered page the landing script gives it its sources 100 px ahead (SPEC §2: `data-src`
 * and `data-srcset`; `sizes` fetches nothing on its own), and a page read without JavaScript shows
 * the <noscript> copy.
 */
export function Thumbnail({ src, alt, width, height, srcSet, sizes }: ThumbnailProps) {
  const sized = srcSet ? { sizes } : {};
  if (!useStaticRender()) return <img src={src} srcSet={srcSet} {...sized} alt={alt} loading="lazy" decoding="async" width={width} height={height} />;
  return (
    <>
      <img data-src={src} data-srcset={srcSet} {...sized} alt={alt} decoding="async" width={width} height={height} />
      <noscript>
        <img src={src} srcSet={srcSet} {...sized} alt={alt} decoding="async" width={width} height={height} />
      </noscript>
    </>
  );
}
