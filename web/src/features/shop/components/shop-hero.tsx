import type { ReactNode } from 'react';

interface ShopHeroProps {
  /** A word above the title ("Special offer", the product's type). */
  eyebrow?: string;
  title: string;
  lead: string;
  /** Above the eyebrow (the product page's breadcrumb). */
  before?: ReactNode;
  children?: ReactNode;
  /** A picture under the band's colours (a product's background image). */
  backgroundImage?: string;
  /** A picture beside the title (a product's cover). */
  aside?: ReactNode;
}

/** The dark band that opens each shop page: its one h1 and what the page is for. */
export function ShopHero({ eyebrow, title, lead, before, children, backgroundImage, aside }: ShopHeroProps) {
  const text = (
    <>
      {before}
      {eyebrow && <p className="shop-hero__eyebrow">{eyebrow}</p>}
      <h1 className="shop-hero__title">{title}</h1>
      <p className="shop-hero__lead">{lead}</p>
      {children}
    </>
  );
  const style = backgroundImage ? { backgroundImage: `linear-gradient(rgb(16 20 40 / 88%), rgb(16 20 40 / 92%)), url("${encodeURI(backgroundImage)}")` } : undefined;
  return (
    <div className={backgroundImage ? 'shop-hero shop-hero--image' : 'shop-hero'} style={style}>
      {aside ? (
        <div className="container shop-hero__split">
          <div>{text}</div>
          {aside}
        </div>
      ) : (
        <div className="container">{text}</div>
      )}
    </div>
  );
}
