import * as z from 'zod/mini';
import { PREMIUM_PACKS, PURCHASE_REF_PATTERN, PURCHASE_REF_TAGS } from '../constants';
import { PURCHASE_STATUSES } from '../premium/purchases';
import { localeSchema, positiveInt } from './common';
import { productSummarySchema } from './products';

export const purchaseTypeSchema = z.enum(PREMIUM_PACKS);

const packDurationSchema = z.union([z.object({ months: positiveInt }), z.object({ hours: positiveInt })]);

/** Lowercase ISO 4217, as Stripe writes it. */
const currencyCodeSchema = z.string().check(z.regex(/^[a-z]{3}$/));

/** A pack as the shop shows it: its price in the caller's currency, from the server's catalogue only. */
export const packOfferSchema = z.object({
  type: purchaseTypeSchema,
  duration: packDurationSchema,
  /** Minor units (cents). */
  amount: positiveInt,
  currency: currencyCodeSchema,
});
export type PackOffer = z.infer<typeof packOfferSchema>;

/** GET /api/products: the premium packs priced in the caller's currency, and the shop's other (validated) products. */
export const productsResponseSchema = z.object({
  currency: currencyCodeSchema,
  packs: z.array(packOfferSchema),
  products: z.array(productSummarySchema),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/**
 * POST /api/purchase/{type}: the page's language (the checkout's), and where to come back to after
 * paying: a path of this site only (never another origin).
 */
export const startPurchaseBodySchema = z.object({
  locale: z._default(localeSchema, 'en'),
  returnTo: z.optional(
    z.string().check(z.maxLength(300), z.regex(/^\/(?![/\\])[^\s]*$/, 'a path of this site, starting with a single /')),
  ),
});

/**
 * Where a purchase was started from (POST /api/purchase/{type}/{ref}): one of the listed tags
 * (PURCHASE_REF_TAGS, `product-{id}`, `popup-{trigger}`), kept on the purchase and in Stripe's
 * metadata to tell which offers sell. Never a price, never shown to the player. Anything else is a 400.
 */
export const purchaseRefSchema = z.string().check(
  z.regex(PURCHASE_REF_PATTERN, `one of the offer tags: ${PURCHASE_REF_TAGS.join(', ')}, product-{id} or popup-{trigger}`),
);

export const startPurchaseResponseSchema = z.object({
  purchaseId: z.uuid(),
  /** Stripe Checkout's page (or the local simulator's): the page goes there. */
  url: z.url(),
});
export type StartPurchaseResponse = z.infer<typeof startPurchaseResponseSchema>;

/** GET /api/purchases/{id}: one of the caller's purchases, and their premium as it stands. */
export const purchaseResponseSchema = z.object({
  purchaseId: z.uuid(),
  type: purchaseTypeSchema,
  status: z.enum(PURCHASE_STATUSES),
  amount: positiveInt,
  currency: z.string(),
  createdAt: z.iso.datetime(),
  premiumUntil: z.nullable(z.iso.datetime()),
});
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>;

/**
 * SPEC §3 purchase conversion data, carried to the success page in its `csp` query parameter (JSON)
 * for the site's measurement; the page reads it and never shows it. Amounts as the catalogue has them.
 */
export interface PurchaseConversion {
  /** The price in major units (14.99). */
  value: number;
  currency: string;
  /** Minor units (1499). */
  amount: number;
  sku: string;
  priceId: string;
  price: number;
  quantity: 1;
  type: z.infer<typeof purchaseTypeSchema>;
  /** Not known to the server before Stripe's page: null. */
  email: string | null;
  purchaseId: string;
}
