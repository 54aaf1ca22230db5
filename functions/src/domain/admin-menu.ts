import type { Locale, MenuItem, MenuItemInput } from '@quiz/shared';
import { auditActor } from '../data/audit';
import type { Caller } from '../lib/auth';
import { deleteMenuItemWithAudit, getMenuItem, writeMenuItem } from '../data/pages';
import { ConflictError, NotFoundError, StaleVersionError } from '../lib/errors';
import { auditTargets } from '../data/keys';

/**
 * The admin's menu items (docs/back-office.md "Menu items (admin)"): one per
 * language, versioned and audited; the menu pages change at the next publish. A page item whose page
 * is a draft is left out of the public menu (publicMenu), as before.
 */
type Admin = Extract<Caller, { kind: 'user' }>;

export async function saveMenuItem(caller: Admin, input: MenuItemInput, expected: number | undefined, now = new Date()): Promise<{ item: MenuItem }> {
  const before = await getMenuItem(input.locale, input.id);
  if (expected === undefined && before) throw new ConflictError('conflict', `a ${input.locale} menu item ${input.id} already exists`);
  if (expected !== undefined && !before) throw new NotFoundError('menu item');
  if (before && before.version !== expected) throw new StaleVersionError('This menu item', before);
  const item: MenuItem = { ...input, version: (before?.version ?? 0) + 1, updatedAt: now.toISOString() };
  const fields = (Object.keys(input) as (keyof MenuItemInput)[]).filter((key) => !before || before[key] !== input[key]);
  const written = await writeMenuItem(item, expected, {
    target: auditTargets.menuItem(item.locale, item.id),
    action: before ? 'menu.update' : 'menu.create',
    actor: auditActor(caller),
    at: item.updatedAt,
    details: { fields, version: item.version },
  });
  if (!written) {
    if (expected === undefined) throw new ConflictError('conflict', `a ${input.locale} menu item ${input.id} already exists`);
    throw new StaleVersionError('This menu item', await getMenuItem(input.locale, input.id));
  }
  return { item };
}

/**
 * Removes a menu item, naming the version read: 404 when it is already gone, 409 `stale_version`
 * (with the item as it is now) when someone saved it since. Audited `menu.delete` with what it was;
 * the menu pages lose it at the next publish.
 */
export async function deleteMenuItem(caller: Admin, locale: Locale, id: string, expected: number, now = new Date()): Promise<{ deleted: true }> {
  const before = await getMenuItem(locale, id);
  if (!before) throw new NotFoundError('menu item');
  if (before.version !== expected) throw new StaleVersionError('This menu item', before);
  const removed = await deleteMenuItemWithAudit(locale, id, expected, {
    target: auditTargets.menuItem(locale, id),
    action: 'menu.delete',
    actor: auditActor(caller),
    at: now.toISOString(),
    details: { version: before.version, type: before.type, label: before.label, target: before.target },
  });
  if (!removed) {
    const current = await getMenuItem(locale, id);
    if (!current) throw new NotFoundError('menu item');
    throw new StaleVersionError('This menu item', current);
  }
  return { deleted: true };
}
