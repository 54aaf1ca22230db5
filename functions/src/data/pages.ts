import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { menuItemSchema, PAGE_STATUSES, pageSchema, TABLE, type Locale, type MenuItem, type Page, type PageStatus } from '@quiz/shared';
import { putVersionedWithAudit, writeWithAudit, type AuditEntry } from './audit';
import { db, queryAll, tableName } from './client';
import { keys } from './keys';
import { versionedDelete } from './versioned';

/**
 * Access pattern: the pages of a status (gsi1 `PAGES#{status}`), optionally of one type (sort key
 * `{type}#{locale}#{path}`). The public only ever asks for `published`.
 */
export async function listPagesByStatus(status: PageStatus, type?: Page['type']): Promise<Page[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: type ? '#pk = :pk AND begins_with(#sk, :type)' : '#pk = :pk',
    ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey, ...(type ? { '#sk': TABLE.gsi1.sortKey } : {}) },
    ExpressionAttributeValues: { ':pk': keys.pagesByStatus(status), ...(type ? { ':type': `${type}#` } : {}) },
  });
  return items.map((item) => pageSchema.parse(item));
}

/** Access pattern: the menu items of one language (`pk = MENU`, `begins_with(sk, {locale}#)`). */
export async function listMenuItems(locale: Locale): Promise<MenuItem[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :locale)',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
    ExpressionAttributeValues: { ':pk': keys.menuPk, ':locale': `${locale}#` },
  });
  return items.map((item) => menuItemSchema.parse(item));
}

/** The stored form of a page (its item with its keys), as the seed and, later, the back-office write it. */
export function pageItem(page: Page): Page & Record<string, unknown> {
  return { ...keys.page(page.id), ...keys.pageListing(page), ...pageSchema.parse(page) };
}

/** The stored form of a menu item. */
export function menuItemItem(item: MenuItem): MenuItem & Record<string, unknown> {
  return { ...keys.menuItem(item.locale, item.id), ...menuItemSchema.parse(item) };
}

/** Access pattern: one page by id (`PAGE#{id}`/`META`). */
export async function getPage(id: string): Promise<Page | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.page(id) }));
  return Item ? pageSchema.parse(Item) : undefined;
}

/** Access pattern: every page, drafts too (the back-office's list: gsi1 `PAGES#draft` and `PAGES#published`). */
export async function listAllPages(): Promise<Page[]> {
  const lists = await Promise.all(PAGE_STATUSES.map((status) => listPagesByStatus(status)));
  return lists.flat().sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * A page written by the back-office with its audit entry, in one transaction: a new page only if its
 * id is free (`expected` undefined), an edit only if the stored version is still `expected`. Answers
 * false when that condition failed (the caller reads the page as it is now for its 409).
 */
export async function writePage(page: Page, expected: number | undefined, audit: AuditEntry): Promise<boolean> {
  return putVersionedWithAudit(pageItem(page), expected, audit);
}

/** Access pattern: every menu item, both languages (`pk = MENU`). */
export async function listAllMenuItems(): Promise<MenuItem[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    ExpressionAttributeValues: { ':pk': keys.menuPk },
  });
  return items.map((item) => menuItemSchema.parse(item)).sort((a, b) => a.locale.localeCompare(b.locale) || a.order - b.order);
}

/** Access pattern: one menu item (`pk = MENU`, `sk = {locale}#{id}`). */
export async function getMenuItem(locale: Locale, id: string): Promise<MenuItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.menuItem(locale, id) }));
  return Item ? menuItemSchema.parse(Item) : undefined;
}

/** A menu item written by the back-office with its audit entry (as writePage: created once, edited under its version). */
export async function writeMenuItem(item: MenuItem, expected: number | undefined, audit: AuditEntry): Promise<boolean> {
  return putVersionedWithAudit(menuItemItem(item), expected, audit);
}

/**
 * A menu item removed by the back-office (docs/back-office.md "Removing a menu item"), only while its stored `version` is `expected`,
 * with its audit entry in the same transaction. False when that condition failed (gone or edited since).
 */
export async function deleteMenuItemWithAudit(locale: Locale, id: string, expected: number, audit: AuditEntry): Promise<boolean> {
  return (await writeWithAudit([versionedDelete(keys.menuItem(locale, id), expected)], audit)).length === 0;
}
