import type { ReactNode } from 'react';

interface ShopHeroProps {
  /** A word above the title ("Special offer", the product's type). */
  eyebrow?: string;
  title: string;
  lead: string;
  /** Above the eyebrow (the product page's breadcrumb). */
  before?: ReactNode;
  children?: ReactNode;
}

/** The dark band that opens each shop page: its one h1 and what the page is for. */
export function ShopHero({ eyebrow, title, lead, before, children }: ShopHeroProps) {
  return (
    <div className="shop-hero">
      <div className="container">
        {before}
        {eyebrow && <p className="shop-hero__eyebrow">{eyebrow}</p>}
        <h1 className="shop-hero__title">{title}</h1>
        <p className="shop-hero__lead">{lead}</p>
        {children}
      </div>
    </div>
  );
}
