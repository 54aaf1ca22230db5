import type { Me } from '@quiz/shared';

/** The back-office roles: Cognito groups the API checks on every back-office call (functions/src/lib/auth.ts). */
export const DESK_ROLES = ['designer', 'tester', 'admin'] as const;
export type DeskRole = (typeof DESK_ROLES)[number];

/** Does the player hold `role`? As the API decides: an admin may do what designers and testers do. */
export function hasRole(me: Me | null, role: DeskRole): boolean {
  const groups = me?.user?.groups ?? [];
  return groups.includes(role) || groups.includes('admin');
}
