import { currencyForCountry, type CatalogueProduct, type Locale, type Product, type ProductSummary, type ProductsResponse } from '@quiz/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { NotFoundError } from '../lib/errors';
import { packOffers, PRODUCTS } from './catalogue';

/**
 * The shop's products (SPEC §3) as players see them: validated ones only, in the asked language. A
 * draft and an unknown id answer alike (404), so the shop never tells what is being prepared.
 */

const validated = (catalogue: readonly CatalogueProduct[]) => catalogue.filter((product) => product.status === 'validated');

function summaryOf(product: CatalogueProduct, locale: Locale): ProductSummary {
  return { id: product.id, type: product.type, slug: product.slug, title: product.title[locale], summary: product.summary[locale] };
}

/** GET /api/products' `products`. */
export function productSummaries(locale: Locale, catalogue: readonly CatalogueProduct[] = PRODUCTS): ProductSummary[] {
  return validated(catalogue).map((product) => summaryOf(product, locale));
}

/** GET /api/product/{id}. */
export function productFor(id: number, locale: Locale, catalogue: readonly CatalogueProduct[] = PRODUCTS): Product {
  const product = validated(catalogue).find((candidate) => candidate.id === id);
  if (!product) throw new NotFoundError('Product');
  return {
    ...summaryOf(product, locale),
    description: product.description[locale],
    facts: product.facts.map((fact) => ({ value: fact.value[locale], label: fact.label[locale] })),
  };
}

/** The visitor's currency, from CloudFront's country header (SPEC §9: EUR by default). */
export const currencyOf = (event: APIGatewayProxyEventV2) => currencyForCountry(event.headers?.['cloudfront-viewer-country']);

/** GET /api/products: the packs priced in the visitor's currency, and the validated products. */
export function products(event: APIGatewayProxyEventV2, locale: Locale): ProductsResponse {
  const currency = currencyOf(event);
  return { currency: currency.toLowerCase(), packs: packOffers(currency), products: productSummaries(locale) };
}
