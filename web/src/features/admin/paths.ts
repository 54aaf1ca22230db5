/** SPEC §2 /admin/app/...: the admin's pages (the area is placed in features/desk/routes/areas.tsx). */
export const adminPaths = {
  home: '/admin/app',
  users: '/admin/app/users',
  user: (sub: string) => `/admin/app/users/${encodeURIComponent(sub)}`,
  purchases: '/admin/app/purchases',
  games: '/admin/app/games',
  gameAudit: (id: number) => `/admin/app/games/${id}/audit`,
  /** Every change, by kind and person (docs/back-office.md "The audit page"). */
  audit: '/admin/app/audit',
  /** The designer's page of a game (features/designer-games), linked from its history. */
  designerGame: (id: number) => `/desk/designer/games/${id}`,
};
