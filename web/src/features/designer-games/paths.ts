/** The designer's pages (SPEC §2 /desk/designer/...). */
export const designerPaths = {
  list: '/desk/designer',
  newGame: '/desk/designer/games/new',
  game: (id: number) => `/desk/designer/games/${id}`,
  /** The other features' pages of a game: only linked from here. */
  references: (id: number) => `/desk/designer/games/${id}/references`,
  misses: (id: number) => `/desk/designer/games/${id}/misses`,
  reviews: (id: number) => `/desk/designer/games/${id}/reviews`,
  play: (uuid: string) => `/desk/designer/play/${uuid}`,
  /** The admin's audit trail of a game (features/admin): linked for an admin only. */
  audit: (id: number) => `/admin/app/games/${id}/audit`,
  planning: '/desk/designer/planning',
  /** Publish the site (the admin's publish page, without the admin's menu). */
  publish: '/desk/designer/publish',
};
