import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  adminPopupSchema, adminPopupTriggerSchema, paidOverPageSchema, TABLE,
  type AdminPopup, type AdminPopupTrigger, type PopupCatalogue,
} from '@quiz/shared';
import * as z from 'zod/mini';
import { putVersionedWithAudit, writeWithAudit, type AuditEntry } from './audit';
import { db, tableName } from './client';
import { keys } from './keys';
import { versionedDelete } from './versioned';

/**
 * The popups as data (SPEC §4; docs/back-office.md "Popups"): pattern 16 of
 * README.md, one partition `POPUPS` of a few dozen items, read whole.
 */
export interface StoredPopups {
  popups: AdminPopup[];
  triggers: AdminPopupTrigger[];
  paidOverPage: PopupCatalogue['paidOverPage'];
}

const settingsSchema = z.object({ paidOverPage: paidOverPageSchema });

/** Access pattern 16: the whole `POPUPS` partition (consistent: the admin reads what they just wrote). */
export async function readPopups(): Promise<StoredPopups> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: { ':pk': keys.popupsPk },
      ConsistentRead: true,
      ExclusiveStartKey: startKey,
    }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const sk = (item: Record<string, unknown>) => String(item[TABLE.sortKey]);
  const settings = items.find((item) => sk(item) === 'SETTINGS');
  return {
    popups: items.filter((item) => sk(item).startsWith('POPUP#')).map((item) => adminPopupSchema.parse(item)),
    triggers: items.filter((item) => sk(item).startsWith('TRIGGER#')).map((item) => adminPopupTriggerSchema.parse(item)),
    paidOverPage: settings ? settingsSchema.parse(settings).paidOverPage : {},
  };
}

export async function getPopup(id: string): Promise<AdminPopup | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.popup(id), ConsistentRead: true }));
  return Item ? adminPopupSchema.parse(Item) : undefined;
}

export async function getPopupTrigger(event: string): Promise<AdminPopupTrigger | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.popupTrigger(event), ConsistentRead: true }));
  return Item ? adminPopupTriggerSchema.parse(Item) : undefined;
}

/** The stored forms (the seed writes them too). */
export const popupItem = (popup: AdminPopup) => ({ ...keys.popup(popup.id), ...adminPopupSchema.parse(popup) });
export const popupTriggerItem = (trigger: AdminPopupTrigger) => ({ ...keys.popupTrigger(trigger.event), ...adminPopupTriggerSchema.parse(trigger) });
export const popupSettingsItem = (paidOverPage: PopupCatalogue['paidOverPage']) => ({ ...keys.popupSettings(), paidOverPage });

/** A popup created (`expected` undefined) or edited under its version, with its audit entry. False: the condition failed. */
export function writePopup(popup: AdminPopup, expected: number | undefined, audit: AuditEntry): Promise<boolean> {
  return putVersionedWithAudit(popupItem(popup), expected, audit);
}

/** A trigger created (`expected` 0: none stored) or edited under its version, with its audit entry. */
export function writePopupTrigger(trigger: AdminPopupTrigger, expected: number, audit: AuditEntry): Promise<boolean> {
  return putVersionedWithAudit(popupTriggerItem(trigger), expected === 0 ? undefined : expected, audit);
}

/**
 * A popup removed under its version, with its audit entry, in one transaction. The caller checked
 * that no trigger names it; a trigger saved meanwhile naming it is caught by the public read, which
 * drops names of missing popups (assemblePopups).
 */
export async function deletePopupItem(id: string, expected: number, audit: AuditEntry): Promise<boolean> {
  return (await writeWithAudit([versionedDelete(keys.popup(id), expected)], audit)).length === 0;
}


/** The items of a whole catalogue at version 1: how the seed stores the built-in popups (DEFAULT_POPUPS). */
export function popupSeedItems(catalogue: PopupCatalogue, at: string): Record<string, unknown>[] {
  return [
    ...catalogue.popups.map((popup) => popupItem({ ...popup, version: 1, updatedAt: at })),
    ...Object.entries(catalogue.triggers).map(([event, trigger]) => popupTriggerItem({ event, ...trigger, version: 1, updatedAt: at })),
    popupSettingsItem(catalogue.paidOverPage),
  ];
}
