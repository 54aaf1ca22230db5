import type { AdminPurchase, AuditEntryView, AuditKind, AuditListResponse, PurchaseStatus, PurchasesPage, UserAuditResponse } from '@quiz/shared';
import { getPurchaseWithEvents, listPurchasePointers, type PurchaseWithEvents } from '../data/purchases';
import { InvalidAuditCursorError, listAuditLogPage, listAuditOfActor, listAuditOfTarget, listAuditOfTargetPage } from '../data/audit';
import { auditTargets, keys } from '../data/keys';
import { ValidationError } from '../lib/errors';
import { decodeSortKeyCursor, encodeSortKeyCursor } from '../lib/sort-key-cursor';

/**
 * The admin's purchases and audit trail (docs/back-office.md "Admin"): the table only, never
 * the user pool (the people are ./admin.ts). Every call here is `admin` in the route table.
 */

const PAGE_SIZE = 20;
/** A status filter reads at most this many pages of the site-wide list before answering (a short page, with a cursor). */
const MAX_ROUNDS = 5;

function purchaseView({ purchase, events }: PurchaseWithEvents): AdminPurchase {
  return {
    purchaseId: purchase.purchaseId, sub: purchase.sub, type: purchase.type, status: purchase.status, amount: purchase.amount,
    currency: purchase.currency, createdAt: purchase.createdAt, grantedSeconds: purchase.grantedSeconds, grantedUntil: purchase.grantedUntil,
    reason: purchase.reason, expiredAt: purchase.expiredAt ?? null, ref: purchase.ref ?? null, events,
  };
}

async function loadPurchases(ids: string[]): Promise<AdminPurchase[]> {
  const loaded = await Promise.all(ids.map((id) => getPurchaseWithEvents(id)));
  return loaded.filter((p): p is PurchaseWithEvents => p !== undefined).map(purchaseView);
}

/** A buyer's purchases, newest first, with their events; the cursor only continues in that buyer's list. */
export async function purchasesOfUser(sub: string, cursor: string | undefined): Promise<PurchasesPage> {
  const afterSk = cursor === undefined ? undefined : decodeSortKeyCursor(cursor, keys.userPurchasesPrefix);
  const page = await listPurchasePointers({ kind: 'user', sub }, { afterSk, limit: PAGE_SIZE });
  return { purchases: await loadPurchases(page.purchaseIds), next: page.lastSk === null ? null : encodeSortKeyCursor(page.lastSk) };
}

/** Recent purchases site-wide, newest first, optionally of one status (the status is the purchase's own, read now). */
export async function recentPurchases(status: PurchaseStatus | undefined, cursor: string | undefined): Promise<PurchasesPage> {
  let afterSk = cursor === undefined ? undefined : decodeSortKeyCursor(cursor, '');
  const found: AdminPurchase[] = [];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const page = await listPurchasePointers({ kind: 'site' }, { afterSk, limit: PAGE_SIZE });
    const purchases = await loadPurchases(page.purchaseIds);
    found.push(...purchases.filter((p) => status === undefined || p.status === status));
    afterSk = page.lastSk ?? undefined;
    if (page.lastSk === null || status === undefined || found.length >= PAGE_SIZE) break;
  }
  return { purchases: found, next: afterSk === undefined ? null : encodeSortKeyCursor(afterSk) };
}

export async function auditOfUser(sub: string): Promise<UserAuditResponse> {
  const [ofUser, byUser] = await Promise.all([listAuditOfTarget(auditTargets.user(sub)), listAuditOfActor(sub)]);
  return { ofUser: ofUser as AuditEntryView[], byUser: byUser as AuditEntryView[] };
}

/** How many entries a page of a game's audit trail holds. */
export const GAME_AUDIT_PAGE = 25;

/** A game's audit trail, newest first, a page at a time (an unknown cursor is a 400 naming `query.cursor`). */
export async function auditOfGame(id: number, cursor?: string): Promise<AuditListResponse> {
  try {
    const page = await listAuditOfTargetPage(auditTargets.game(id), { limit: GAME_AUDIT_PAGE, cursor });
    return { entries: page.entries as AuditEntryView[], next: page.next };
  } catch (error) {
    if (error instanceof InvalidAuditCursorError) throw new ValidationError([{ code: 'invalid_cursor', path: ['query', 'cursor'], message: 'not a cursor of this audit trail' }]);
    throw error;
  }
}

/** How many entries the audit page reads at a time. */
export const AUDIT_LOG_PAGE = 25;

/** Anything that reads as an e-mail address, wherever it sits in an entry's details. */
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

/**
 * No player's e-mail on the audit page (docs/back-office.md "The audit page"): no entry records one
 * today, and a reason typed by an admin could hold one; the page shows `[e-mail]` in its place.
 */
export function withoutEmails(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '[e-mail]');
  if (Array.isArray(value)) return value.map(withoutEmails);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutEmails(v)]));
  return value;
}

/** GET /api/admin/audit: every change (or one kind's, or one person's), newest first, a page at a time. */
export async function auditLog(query: { kind?: AuditKind | undefined; person?: string | undefined; cursor?: string | undefined }): Promise<AuditListResponse> {
  try {
    const page = await listAuditLogPage({
      limit: AUDIT_LOG_PAGE,
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.person ? { person: query.person } : {}),
      ...(query.cursor ? { cursor: query.cursor } : {}),
    });
    return { entries: page.entries.map((entry) => ({ ...entry, details: withoutEmails(entry.details) as AuditEntryView['details'] })), next: page.next };
  } catch (error) {
    if (error instanceof InvalidAuditCursorError) throw new ValidationError([{ code: 'invalid_cursor', path: ['query', 'cursor'], message: 'not a cursor of this audit trail' }]);
    throw error;
  }
}
