import {
  srcsetOf, type Currency, type Locale, type Product, type ProductImage, type ProductsResponse, type ProductSummary, type ShopImage, type StoredProduct,
} from '@quiz/shared';
import { getProductItem, listProductsByStatus } from '../data/products';
import { NotFoundError } from '../lib/errors';
import { packOffers } from './catalogue';

/**
 * The shop's products (SPEC §3) as players see them: validated ones only, in the asked language,
 * read from the table (docs/back-office.md "Products"). A draft, a closed draft and an unknown id
 * answer alike (404), so the shop never tells what is being prepared.
 */

type ShownProduct = Pick<StoredProduct, 'id' | 'type' | 'status' | 'slug' | 'title' | 'summary' | 'description' | 'facts'> & { images?: StoredProduct['images'] };

/** An image as the shop serves it: the source and, when it has web copies, their `srcset`. */
export function shopImage(image: ProductImage | undefined): ShopImage | undefined {
  if (!image) return undefined;
  const srcset = srcsetOf(image.variants);
  return { src: image.src, width: image.width, height: image.height, ...(srcset ? { srcset } : {}) };
}

/** SPEC §3: only a validated product is shown. */
export const isShown = (product: Pick<StoredProduct, 'status'>) => product.status === 'validated';

export function productSummaryOf(product: ShownProduct, locale: Locale): ProductSummary {
  const cover = shopImage(product.images?.cover);
  return { id: product.id, type: product.type, slug: product.slug, title: product.title[locale], summary: product.summary[locale], ...(cover ? { cover } : {}) };
}

/** GET /api/product/{id}'s answer of a product (validated, else 404). */
export function productViewOf(product: ShownProduct | undefined, locale: Locale): Product {
  if (!product || !isShown(product)) throw new NotFoundError('Product');
  const background = shopImage(product.images?.background);
  const descriptionImage = shopImage(product.images?.description);
  return {
    ...productSummaryOf(product, locale),
    description: product.description[locale],
    facts: product.facts.map((fact) => ({ value: fact.value[locale], label: fact.label[locale] })),
    ...(background ? { background } : {}),
    ...(descriptionImage ? { descriptionImage } : {}),
  };
}

/** GET /api/products' `products`: the validated ones (one gsi1 query: a draft is never read). */
export async function productSummaries(locale: Locale): Promise<ProductSummary[]> {
  return (await listProductsByStatus('validated')).filter(isShown).map((product) => productSummaryOf(product, locale));
}

/** GET /api/product/{id}. */
export async function productFor(id: number, locale: Locale): Promise<Product> {
  return productViewOf(await getProductItem(id), locale);
}

/** GET /api/products: the packs priced in the visitor's currency, and the validated products. */
export async function products(currency: Currency, locale: Locale): Promise<ProductsResponse> {
  return { currency: currency.toLowerCase(), packs: packOffers(currency), products: await productSummaries(locale) };
}
