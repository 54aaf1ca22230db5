import { DEFAULT_POPUPS, type AdminPopup, type AdminPopupTrigger, type Popup, type PopupCatalogue, type PopupFlag, type PopupTriggerEdit } from '@quiz/shared';
import { auditActor } from '../data/audit';
import { deletePopupItem, getPopup, getPopupTrigger, readPopups, writePopup, writePopupTrigger, type StoredPopups } from '../data/popups';
import type { Caller } from '../lib/auth';
import { ConflictError, NotFoundError, StaleVersionError, ValidationError } from '../lib/errors';
import { assemblePopups, checkPopupTrigger, triggersShowing } from '../rules/popups';
import { auditTargets } from '../data/keys';

/**
 * The admin's popups (docs/back-office.md "Popups"): popups and triggers, each versioned
 * and audited (target `POPUP#{id}` / `POPUP_TRIGGER#{event}`). Players read them assembled from
 * `GET /api/popups`; the CDN keeps that a minute, and a publish invalidates it.
 */
type Admin = Extract<Caller, { kind: 'user' }>;


export async function listAdminPopups(): Promise<StoredPopups> {
  const stored = await readPopups();
  return { ...stored, popups: stored.popups.sort((a, b) => a.locale.localeCompare(b.locale) || a.id.localeCompare(b.id)) };
}

/** What players read. A table never seeded with popups (nothing in `POPUPS`) serves the built-in ones. */
export async function publicPopups(): Promise<PopupCatalogue> {
  const stored = await readPopups();
  if (stored.popups.length === 0 && stored.triggers.length === 0) return DEFAULT_POPUPS;
  return assemblePopups(stored);
}

export async function savePopup(caller: Admin, input: Popup, expected: number | undefined, now = new Date()): Promise<{ popup: AdminPopup }> {
  const before = await getPopup(input.id);
  if (expected === undefined && before) throw new ConflictError('conflict', `a popup ${input.id} already exists`);
  if (expected !== undefined && !before) throw new NotFoundError('popup');
  if (before && before.version !== expected) throw new StaleVersionError('This popup', before);
  if (before && before.locale !== input.locale) {
    const showing = triggersShowing(input.id, (await readPopups()).triggers);
    if (showing.length > 0) {
      throw new ValidationError([{ code: 'invalid_popup', path: ['body', 'popup', 'locale'], message: `shown to audiences of its language by ${showing.join(', ')}: remove it there first` }]);
    }
  }
  const popup: AdminPopup = { ...input, version: (before?.version ?? 0) + 1, updatedAt: now.toISOString() };
  const fields = (['locale', 'title', 'text', 'action'] as const).filter((key) => !before || JSON.stringify(before[key]) !== JSON.stringify(input[key]));
  const written = await writePopup(popup, expected, {
    target: auditTargets.popup(popup.id),
    action: before ? 'popup.update' : 'popup.create',
    actor: auditActor(caller),
    at: popup.updatedAt,
    details: { fields, version: popup.version },
  });
  if (!written) {
    if (expected === undefined) throw new ConflictError('conflict', `a popup ${input.id} already exists`);
    throw new StaleVersionError('This popup', await getPopup(input.id));
  }
  return { popup };
}

export async function removePopup(caller: Admin, id: string, expected: number, now = new Date()): Promise<{ deleted: true }> {
  const [before, stored] = await Promise.all([getPopup(id), readPopups()]);
  if (!before) throw new NotFoundError('popup');
  if (before.version !== expected) throw new StaleVersionError('This popup', before);
  const showing = triggersShowing(id, stored.triggers);
  if (showing.length > 0) throw new ConflictError('conflict', `popup ${id} is shown by ${showing.join(', ')}: remove it there first`);
  const deleted = await deletePopupItem(id, expected, {
    target: auditTargets.popup(id), action: 'popup.delete', actor: auditActor(caller), at: now.toISOString(), details: { version: expected, locale: before.locale, title: before.title },
  });
  if (!deleted) throw new StaleVersionError('This popup', (await getPopup(id)) ?? null);
  return { deleted: true };
}

export async function savePopupTrigger(caller: Admin, event: string, edit: PopupTriggerEdit, now = new Date()): Promise<{ trigger: AdminPopupTrigger }> {
  const [before, stored] = await Promise.all([getPopupTrigger(event), readPopups()]);
  const storedVersion = before?.version ?? 0;
  if (storedVersion !== edit.version) throw new StaleVersionError('This trigger', before ?? null);
  const issues = checkPopupTrigger(edit, stored.popups);
  if (issues.length > 0) throw new ValidationError(issues);
  const trigger: AdminPopupTrigger = {
    event,
    flags: edit.flags as PopupFlag[],
    widgets: edit.widgets as AdminPopupTrigger['widgets'],
    version: storedVersion + 1,
    updatedAt: now.toISOString(),
  };
  const written = await writePopupTrigger(trigger, edit.version, {
    target: auditTargets.popupTrigger(event),
    action: before ? 'popup_trigger.update' : 'popup_trigger.create',
    actor: auditActor(caller),
    at: trigger.updatedAt,
    details: { before: before ? { flags: before.flags, widgets: before.widgets } : null, after: { flags: trigger.flags, widgets: trigger.widgets }, version: trigger.version },
  });
  if (!written) throw new StaleVersionError('This trigger', (await getPopupTrigger(event)) ?? null);
  return { trigger };
}
