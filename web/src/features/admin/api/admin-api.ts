import type { AuditKind, PremiumChangeBody, PurchaseStatus, Role } from '@quiz/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The admin's calls (issue 22): users, roles, premium, purchases, audit. Keys start with 'admin'. */

export const adminKeys = {
  user: (sub: string) => ['admin', 'user', sub] as const,
};

export function userSearchQuery(q: string) {
  return queryOptions({
    queryKey: ['admin', 'users', q] as const,
    queryFn: ({ signal }) => apiCall('adminSearchUsers', { query: { q }, signal }),
    enabled: q.trim().length >= 2,
  });
}

export function userQuery(sub: string) {
  return queryOptions({ queryKey: adminKeys.user(sub), queryFn: ({ signal }) => apiCall('adminGetUser', { params: { sub }, signal }) });
}

export function userPurchasesQuery(sub: string) {
  return queryOptions({
    queryKey: [...adminKeys.user(sub), 'purchases'] as const,
    queryFn: ({ signal }) => apiCall('adminListUserPurchases', { params: { sub }, signal }),
  });
}

export function userAuditQuery(sub: string) {
  return queryOptions({
    queryKey: [...adminKeys.user(sub), 'audit'] as const,
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
  return queryOptions({ queryKey: ['admin', 'games'] as const, queryFn: ({ signal }) => apiCall('listDeskGames', { signal }) });
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
