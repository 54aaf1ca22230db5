import type { ErrorIssue, Locale, ProductInput, StoredProduct } from '@quiz/shared';
import type { Caller } from '../lib/auth';
import { auditActor, listAuditOfTarget, type AuditEntry } from '../data/audit';
import { getProductItem, listAllProducts, ProductConditionError, ProductSlugTakenError, writeProduct } from '../data/products';
import { HttpError, NotFoundError, StaleVersionError } from '../lib/errors';
import { auditTargets } from '../data/keys';

/**
 * The admin's shop products (docs/back-office.md "Products"): every status, each write
 * versioned, audited and one transaction (the product, its slug locks, its audit entry). The shop
 * reads the table: a product validated here is in the shop at once at the origin; a publish
 * refreshes CloudFront's copies of `/api/products*` and `/api/product/*`.
 */
export type Admin = Extract<Caller, { kind: 'user' }>;

export const productAuditTarget = auditTargets.product;

/** A slug already another product's in that language: 409 naming the field. */
export class ProductSlugTakenHttpError extends HttpError {
  constructor(locale: Locale) {
    super(409, 'slug_taken', `The ${locale} slug is already another product's`, [
      { code: 'slug_taken', path: ['body', 'product', 'slug', locale], message: 'Already used by another product in this language' } satisfies ErrorIssue,
    ]);
  }
}

export async function mustGetProduct(id: number): Promise<StoredProduct> {
  const product = await getProductItem(id, true);
  if (!product) throw new NotFoundError('Product');
  return product;
}

export async function adminProduct(id: number) {
  const product = await mustGetProduct(id);
  return { product, audit: await listAuditOfTarget(productAuditTarget(id)) };
}

/** The audit action of an edit: a status change says which (SPEC §3 statuses), else an update. */
export function productEditAction(before: StoredProduct, after: ProductInput): string {
  if (before.status === after.status) return 'product.update';
  return after.status === 'validated' ? 'product.validate' : `product.status`;
}

/** The fields an edit changed (names only; texts are in the product itself), for the audit trail. */
export function changedProductFields(before: StoredProduct | undefined, after: ProductInput): string[] {
  const fields = Object.keys(after) as (keyof ProductInput)[];
  if (!before) return fields;
  return fields.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

const entry = (id: number, action: string, caller: Admin, at: string, details: Record<string, unknown>): AuditEntry => ({
  target: productAuditTarget(id),
  action,
  actor: auditActor(caller),
  at,
  details,
});

/** Runs a write, turning its failed conditions into the answers the admin reads. */
async function write(product: StoredProduct, previous: StoredProduct | undefined, audit: AuditEntry): Promise<void> {
  try {
    await writeProduct(product, previous, audit);
  } catch (error) {
    if (error instanceof ProductSlugTakenError) throw new ProductSlugTakenHttpError(error.locale);
    if (error instanceof ProductConditionError && previous) throw new StaleVersionError('This product', await getProductItem(product.id, true));
    throw error;
  }
}

/** A new product: the next id (the largest + 1; a race for it retries with the next), version 1. */
export async function createProduct(caller: Admin, input: ProductInput, now = new Date()) {
  const at = now.toISOString();
  let id = Math.max(0, ...(await listAllProducts()).map((product) => product.id)) + 1;
  for (let attempt = 0; ; attempt++, id++) {
    const product: StoredProduct = { ...input, id, images: {}, version: 1, updatedAt: at };
    try {
      await write(product, undefined, entry(id, 'product.create', caller, at, { fields: changedProductFields(undefined, input), status: input.status, version: 1 }));
      return { product, audit: await listAuditOfTarget(productAuditTarget(id)) };
    } catch (error) {
      if (!(error instanceof ProductConditionError) || attempt >= 4) throw error;
    }
  }
}

/** An edit (its status too) at the version read: 409 stale_version with the product as it is now. */
export async function updateProduct(caller: Admin, id: number, input: ProductInput, version: number, now = new Date()) {
  const before = await mustGetProduct(id);
  if (before.version !== version) throw new StaleVersionError('This product', before);
  const at = now.toISOString();
  const product: StoredProduct = { ...before, ...input, version: before.version + 1, updatedAt: at };
  const details: Record<string, unknown> = { fields: changedProductFields(before, input), version: product.version };
  if (before.status !== input.status) details.status = { from: before.status, to: input.status };
  await write(product, before, entry(id, productEditAction(before, input), caller, at, details));
  return { product, audit: await listAuditOfTarget(productAuditTarget(id)) };
}

/** Sets one of a product's images (already checked and published) at the version read. */
export async function setProductImage(caller: Admin, before: StoredProduct, kind: keyof StoredProduct['images'], image: NonNullable<StoredProduct['images']['cover']>, now = new Date()) {
  const at = now.toISOString();
  const product: StoredProduct = { ...before, images: { ...before.images, [kind]: image }, version: before.version + 1, updatedAt: at };
  await write(product, before, entry(before.id, 'product.image', caller, at, { kind, image: image.src, width: image.width, height: image.height, version: product.version }));
  return { product, audit: await listAuditOfTarget(productAuditTarget(before.id)) };
}
