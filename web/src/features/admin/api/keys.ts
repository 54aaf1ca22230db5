import type { AuditKind, PurchaseStatus } from '@quiz/shared';

/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const adminKeys = {
  users: (q: string) => ['admin', 'users', q] as const,
  user: (sub: string) => ['admin', 'user', sub] as const,
  userPurchases: (sub: string) => ['admin', 'user', sub, 'purchases'] as const,
  userAudit: (sub: string) => ['admin', 'user', sub, 'audit'] as const,
  games: ['admin', 'games'] as const,
  purchases: (status: PurchaseStatus | undefined) => ['admin', 'purchases', status ?? 'all'] as const,
  gameAudit: (id: number) => ['admin', 'game', id, 'audit'] as const,
  audit: (kind: AuditKind | undefined, person: string | undefined) => ['admin', 'audit', kind ?? 'all', person ?? 'everyone'] as const,
};
