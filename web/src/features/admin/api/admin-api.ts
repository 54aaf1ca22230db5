import type { AuditKind, PremiumChangeBody, PurchaseStatus, Role } from '@quiz/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** The admin's calls: users, roles, premium, purchases, audit. Keys start with 'admin'. */

export function userSearchQuery(q: string) {
  return queryOptions({
    queryKey: adminKeys.users(q),
    queryFn: ({ signal }) => apiCall('adminSearchUsers', { query: { q }, signal }),
    enabled: q.trim().length >= 2,
  });
}

export function userQuery(sub: string) {
  return queryOptions({ queryKey: adminKeys.user(sub), queryFn: ({ signal }) => apiCall('adminGetUser', { params: { sub }, signal }) });
}

export function userPurchasesQuery(sub: string) {
  return queryOptions({
    queryKey: adminKeys.userPurchases(sub),
    queryFn: ({ signal }) => apiCall('adminListUserPurchases', { params: { sub }, signal }),
  });
}

export function userAuditQuery(sub: string) {
  return queryOptions({
    queryKey: adminKeys.userAudit(sub),
    queryFn: ({ signal }) => apiCall('adminUserAudit', { params: { sub }, signal }),
  });
}

export function purchasesPage(status: PurchaseStatus | undefined, cursor: string | undefined, signal?: AbortSignal) {
  return apiCall('adminListPurchases', { query: { ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) }, signal });
}

export const setRoles = (sub: string, roles: Role[]) => apiCall('adminSetUserRoles', { params: { sub }, body: { roles } });
export const changePremium = (sub: string, body: PremiumChangeBody) => apiCall('adminChangeUserPremium', { params: { sub }, body });

/** Every game (the designer's list: an admin holds every role), for the admin's games entry point. */
export function gamesQuery() {
  return queryOptions({ queryKey: adminKeys.games, queryFn: ({ signal }) => apiCall('listDeskGames', { signal }) });
}

/** A page of the whole audit trail (the audit page), newest first, of one kind or person when given. */
export function auditLogPage(filter: { kind?: AuditKind | undefined; person?: string | undefined }, cursor: string | undefined, signal?: AbortSignal) {
  const query = { ...(filter.kind ? { kind: filter.kind } : {}), ...(filter.person ? { person: filter.person } : {}), ...(cursor ? { cursor } : {}) };
  return apiCall('adminAuditLog', { query, signal });
}

/** A page of a game's audit trail, newest first; `cursor` is the previous page's `next`. */
export function gameAuditPage(id: number, cursor: string | undefined, signal?: AbortSignal) {
  return apiCall('adminGameAudit', { params: { id }, query: cursor ? { cursor } : {}, signal });
}

/** The pages of a list read a page at a time (`next` is the cursor of the page after). */
const byCursor = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { next?: string | null }) => last.next ?? undefined,
};

/** Every purchase (the purchases page), of one status when given. */
export const purchasesQuery = (status: PurchaseStatus | undefined) =>
  infiniteQueryOptions({ queryKey: adminKeys.purchases(status), queryFn: ({ pageParam, signal }) => purchasesPage(status, pageParam, signal), ...byCursor });

/** One game's audit trail (the game's audit page). */
export const gameAuditQuery = (id: number) =>
  infiniteQueryOptions({ queryKey: adminKeys.gameAudit(id), queryFn: ({ pageParam, signal }) => gameAuditPage(id, pageParam, signal), ...byCursor });

/** The whole audit trail (the audit page), of one kind or person when given. */
export const auditLogQuery = (kind: AuditKind | undefined, person: string | undefined) =>
  infiniteQueryOptions({ queryKey: adminKeys.audit(kind, person), queryFn: ({ pageParam, signal }) => auditLogPage({ kind, person }, pageParam, signal), ...byCursor });
