import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LOCALES, PRODUCT_STATUSES, storedProductSchema, TABLE, type Locale, type ProductStatus, type StoredProduct } from '@quiz/shared';
import { writeWithAudit, type AuditEntry } from './audit';
import { db, queryAllOfGsi1, tableName } from './client';
import { keys } from './keys';
import { versionedPut, type TransactItem } from './versioned';

/**
 * The shop's products in the table (SPEC §3; docs/back-office.md "Products"): one item a
 * product (`PRODUCT#{id}`/`META`), listed by status in gsi1 (`PRODUCTS#{status}`, by id), so the
 * shop reads the validated ones with one query and never even reads a draft. Slugs are unique per
 * language through lock items (`PRODUCTSLUG#{locale}#{slug}`) written in the product's transaction.
 */

/** The stored form of a product (its item with its keys), as the seed and the admin write it. */
export function productItem(product: StoredProduct): StoredProduct & Record<string, unknown> {
  const parsed = storedProductSchema.parse(product);
  return { ...keys.product(parsed.id), ...keys.productListing(parsed.status, parsed.id), ...parsed };
}

/** A product's slug locks, as the seed writes them beside the product. */
export const productSlugLockItems = (product: Pick<StoredProduct, 'id' | 'slug'>) =>
  LOCALES.map((locale) => ({ ...keys.productSlug(locale, product.slug[locale]), productId: product.id }));

/** Access pattern: the products of one status, by id (gsi1 `PRODUCTS#{status}`). */
export async function listProductsByStatus(status: ProductStatus): Promise<StoredProduct[]> {
  return (await queryAllOfGsi1(keys.productsByStatus(status))).map((item) => storedProductSchema.parse(item));
}

/** Access pattern: every product, drafts too (the admin's list: one gsi1 query a status), by id. */
export async function listAllProducts(): Promise<StoredProduct[]> {
  const lists = await Promise.all(PRODUCT_STATUSES.map((status) => listProductsByStatus(status)));
  return lists.flat().sort((a, b) => a.id - b.id);
}

/** Access pattern: one product by id (`PRODUCT#{id}`/`META`); consistent for the admin's writes. */
export async function getProductItem(id: number, consistent = false): Promise<StoredProduct | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.product(id), ConsistentRead: consistent }));
  return Item ? storedProductSchema.parse(Item) : undefined;
}

/** The slug of this language is held by another product. */
export class ProductSlugTakenError extends Error {
  constructor(readonly locale: Locale) {
    super(`product slug ${locale} taken`);
  }
}
/** The product item's condition failed: a stale version, or (create) the id exists already. */
export class ProductConditionError extends Error {}

const lockPut = (id: number, locale: Locale, slug: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.productSlug(locale, slug), productId: id },
    ConditionExpression: 'attribute_not_exists(#pk) OR productId = :id',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    ExpressionAttributeValues: { ':id': id },
  },
});
const lockDelete = (id: number, locale: Locale, slug: string): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: keys.productSlug(locale, slug),
    ConditionExpression: 'attribute_not_exists(#pk) OR productId = :id',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    ExpressionAttributeValues: { ':id': id },
  },
});

/**
 * Writes a product in one transaction: the item (created only where no product has that id, or
 * edited only at `expected`, the version read), the locks of its new slugs (the old ones freed),
 * and its audit entry. Nothing is written when any condition fails.
 */
export async function writeProduct(product: StoredProduct, previous: StoredProduct | undefined, audit: AuditEntry): Promise<void> {
  const changed = LOCALES.filter((locale) => previous?.slug[locale] !== product.slug[locale]);
  const failed = await writeWithAudit(
    [
      versionedPut(productItem(product), previous?.version),
      ...changed.map((locale) => lockPut(product.id, locale, product.slug[locale])),
      ...(previous ? changed.map((locale) => lockDelete(product.id, locale, previous.slug[locale])) : []),
    ],
    audit,
  );
  if (failed.includes(0)) throw new ProductConditionError('product condition failed');
  const lock = changed.findIndex((_, i) => failed.includes(1 + i));
  if (lock >= 0) throw new ProductSlugTakenError(changed[lock]!);
  if (failed.length) throw new ProductConditionError(`condition failed on item ${failed[0]}`);
}
