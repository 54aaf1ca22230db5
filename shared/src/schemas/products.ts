import * as z from 'zod/mini';
import { PRODUCT_FACTS_MAX, PRODUCT_IMAGE_KINDS, PRODUCT_SLUG_PATTERN, PRODUCT_STATUSES, PRODUCT_TYPES } from '../labels';
import { nonEmptyString, positiveInt } from './common';
import { imageVariantsSchema } from './images';

/**
 * Shop products other than the premium packs (SPEC §3): the XL pack today. They are sold elsewhere
 * (a book, a board game …); the shop shows them and offers the online packs beside them. Stored in
 * the table (`PRODUCT#{id}`), edited by the admin (docs/back-office.md "Products").
 */

export { PRODUCT_FACTS_MAX, PRODUCT_IMAGE_KINDS, PRODUCT_SLUG_PATTERN, PRODUCT_STATUSES, PRODUCT_TYPES };
export type ProductType = (typeof PRODUCT_TYPES)[number];
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export type ProductImageKind = (typeof PRODUCT_IMAGE_KINDS)[number];

const productSlug = z.string().check(z.regex(PRODUCT_SLUG_PATTERN, 'Lowercase letters, digits and single hyphens'), z.maxLength(80));
/** Each language has its own address (`/en/shop/{slug}`, `/fr/boutique/{slug}`). */
const productSlugs = z.object({ en: productSlug, fr: productSlug });

/** A text the admin writes: trimmed, not blank, bounded. */
const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max));
const localizedText = (max: number) => z.object({ en: text(max), fr: text(max) });
const paragraphs = z.array(text(2000)).check(z.minLength(1, 'At least one paragraph'), z.maxLength(12));

/** A published image of a product (content-hashed names, web copies: functions/src/images). */
export const productImageSchema = z.object({
  src: z.string(),
  width: positiveInt,
  height: positiveInt,
  variants: z.optional(imageVariantsSchema),
});
export type ProductImage = z.infer<typeof productImageSchema>;
export const productImagesSchema = z.object({
  cover: z.optional(productImageSchema),
  background: z.optional(productImageSchema),
  description: z.optional(productImageSchema),
});

/**
 * What the admin edits of a product, in both languages (the rules of SPEC §3 and docs/back-office.md "Products (admin)"): a type
 * and a status of SPEC §3, a slug a language, a title, summary and description (paragraphs) in each
 * language, at most six facts. A fact is a figure and what it counts ("70" "more games").
 */
export const productInputSchema = z.object({
  type: z.enum(PRODUCT_TYPES),
  status: z.enum(PRODUCT_STATUSES),
  slug: productSlugs,
  title: localizedText(120),
  summary: localizedText(400),
  /** Paragraphs. */
  description: z.object({ en: paragraphs, fr: paragraphs }),
  facts: z.array(z.object({ value: localizedText(40), label: localizedText(120) })).check(z.maxLength(PRODUCT_FACTS_MAX, `At most ${PRODUCT_FACTS_MAX} facts`)),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** A product as the seed gives it (functions/src/domain/catalogue.ts `PRODUCTS`): its id and what the admin edits. */
export const catalogueProductSchema = z.extend(productInputSchema, { id: positiveInt });
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

/** A product as the table keeps it: with its images, `version` (optimistic lock) and last save. */
export const storedProductSchema = z.extend(catalogueProductSchema, {
  images: z._default(productImagesSchema, {}),
  version: positiveInt,
  updatedAt: z.optional(z.string()),
});
export type StoredProduct = z.infer<typeof storedProductSchema>;

/** An image as the shop serves it: the source, its size, and a `srcset` of its web copies when it has some. */
export const shopImageSchema = z.object({ src: z.string(), width: positiveInt, height: positiveInt, srcset: z.optional(z.string()) });
export type ShopImage = z.infer<typeof shopImageSchema>;

/** A product as the shop lists it (GET /api/products): texts in the asked language, slugs in both. */
export const productSummarySchema = z.object({
  id: positiveInt,
  type: z.enum(PRODUCT_TYPES),
  slug: productSlugs,
  title: nonEmptyString,
  summary: nonEmptyString,
  /** The cover, when the product has one. */
  cover: z.optional(shopImageSchema),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** GET /api/product/{id}: a validated product, its texts in the asked language. */
export const productSchema = z.extend(productSummarySchema, {
  description: z.array(nonEmptyString).check(z.minLength(1)),
  facts: z.array(z.object({ value: nonEmptyString, label: nonEmptyString })),
  background: z.optional(shopImageSchema),
  descriptionImage: z.optional(shopImageSchema),
});
export type Product = z.infer<typeof productSchema>;
