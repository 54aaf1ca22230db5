import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { requireLocale } from '../../../lib/locale';
import { productsQueryOptions } from '../../../lib/products';
import { productQueryOptions } from '../api/get-product';
import { ProductPage } from './product-page';
import type { ProductLoaderData } from './product-page';

/**
 * Finds the product by its slug in the shop's list (which names each product's slug in both
 * languages), then warms the product itself. The other language's slug (the language switch, an old
 * link) moves to this language's; an unknown one is the 404 page.
 */
export const productLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<ProductLoaderData | Response> => {
    // The path is /en/shop/{slug} or /fr/boutique/{slug}: its language is its first segment.
    const locale = requireLocale(new URL(request.url).pathname.split('/')[1]);
    const slug = params.slug ?? '';
    const { products } = await queryClient.ensureQueryData(productsQueryOptions(locale));
    const product = products.find((candidate) => candidate.slug[locale] === slug);
    if (!product) {
      const other = products.find((candidate) => Object.values(candidate.slug).includes(slug));
      if (other) return redirect(paths.product(locale, other.slug[locale]));
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
    await queryClient.ensureQueryData(productQueryOptions(product.id, locale));
    return { locale, productId: product.id };
  };

/** The product pages of SPEC §2 (the router loads this module, page included, with the route). */
export function productRoute(queryClient: QueryClient) {
  return { loader: productLoader(queryClient), Component: ProductPage } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
}
