import { useStaticRender } from '../../lib/static-render';

interface ThumbnailProps {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A picture that loads when it nears the viewport. In the app the browser decides (loading="lazy");
 * on a pre-rendered page the landing script gives it its source 100 px ahead (SPEC §2), and a page
 * read without JavaScript shows the <noscript> copy.
 */
export function Thumbnail({ src, alt, width, height }: ThumbnailProps) {
  if (!useStaticRender()) return <img src={src} alt={alt} loading="lazy" decoding="async" width={width} height={height} />;
  return (
    <>
      <img data-src={src} alt={alt} decoding="async" width={width} height={height} />
      <noscript>
        <img src={src} alt={alt} decoding="async" width={width} height={height} />
      </noscript>
    </>
  );
}
