import type { ShopImage } from '@quiz/shared';

/**
 * A product's picture in the shop (cover, description image): decorative (`alt=""`), as the title
 * beside it names the product; its sized copies picked by `sizes`; lazy unless it is in the first view.
 */
export function ProductPicture({ image, className, sizes, eager = false }: { image: ShopImage; className: string; sizes: string; eager?: boolean }) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset}
      sizes={sizes}
      alt=""
      width={image.width}
      height={image.height}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
    />
  );
}
