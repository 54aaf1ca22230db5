import * as z from 'zod/mini';
import { localized, localizedList, nonEmptyString, positiveInt } from './common';

/**
 * Shop products other than the premium packs (SPEC §3): the XL pack today. They are sold elsewhere
 * (a book, a board game …); the shop shows them and offers the online packs beside them.
 */

/** SPEC §3 product types. */
export const PRODUCT_TYPES = ['book', 'website', 'boardgame', 'calendar', 'poster'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** SPEC §3 product statuses: only `validated` products are shown; drafts are the back-office's alone. */
export const PRODUCT_STATUSES = ['draft', 'closed_draft', 'validated'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

const productSlug = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(80));
/** Each language has its own address (`/en/shop/{slug}`, `/fr/boutique/{slug}`). */
const productSlugs = z.object({ en: productSlug, fr: productSlug });

/**
 * A product as the server's catalogue keeps it, in both languages, as the back-office will edit it.
 * A fact is a figure and what it counts ("70" "more games"): the page shows them large.
 */
export const catalogueProductSchema = z.object({
  id: positiveInt,
  type: z.enum(PRODUCT_TYPES),
  status: z.enum(PRODUCT_STATUSES),
  slug: productSlugs,
  title: localized,
  summary: localized,
  /** Paragraphs. */
  description: localizedList,
  facts: z.array(z.object({ value: localized, label: localized })).check(z.maxLength(6)),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

/** A product as the shop lists it (GET /api/products): texts in the asked language, slugs in both. */
export const productSummarySchema = z.object({
  id: positiveInt,
  type: z.enum(PRODUCT_TYPES),
  slug: productSlugs,
  title: nonEmptyString,
  summary: nonEmptyString,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** GET /api/product/{id}: a validated product, its texts in the asked language. */
export const productSchema = z.extend(productSummarySchema, {
  description: z.array(nonEmptyString).check(z.minLength(1)),
  facts: z.array(z.object({ value: nonEmptyString, label: nonEmptyString })),
});
export type Product = z.infer<typeof productSchema>;
