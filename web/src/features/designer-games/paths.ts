/** The designer's pages (SPEC §2 /desk/designer/...). */
export const designerPaths = {
  list: '/desk/designer',
  newGame: '/desk/designer/games/new',
  game: (id: number) => `/desk/designer/games/${id}`,
  /** Built by the references page's own feature: only linked from here. */
  references: (id: number) => `/desk/designer/games/${id}/references`,
};
