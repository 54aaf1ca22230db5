import * as z from 'zod/mini';
import { PRODUCT_IMAGE_KINDS } from '../labels';
import { auditEntrySchema } from './admin';
import { nonNegativeInt, numericIdSchema, positiveInt } from './common';
import { productInputSchema, storedProductSchema } from './products';

/** The admin's product calls (docs/back-office.md "Products"). */

export const adminProductsResponseSchema = z.object({ products: z.array(storedProductSchema) });
export type AdminProductsResponse = z.infer<typeof adminProductsResponseSchema>;
/** One product (any status) with its audit trail, newest first. */
export const adminProductResponseSchema = z.object({ product: storedProductSchema, audit: z.array(auditEntrySchema) });
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;
export const productCreateSchema = z.object({ product: productInputSchema });
/** An edit names the version read (a stale one: 409 stale_version with the product as it is now). */
export const productEditSchema = z.object({ product: productInputSchema, version: positiveInt });
export const productParamsSchema = z.object({ id: numericIdSchema });
export const productImageParamsSchema = z.object({ id: numericIdSchema, kind: z.enum(PRODUCT_IMAGE_KINDS) });
/** The uploaded file's key (from the upload call) and the product's version read. */
export const finalizeProductImageBodySchema = z.object({ key: z.string().check(z.maxLength(200)), version: nonNegativeInt });
