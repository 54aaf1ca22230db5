/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const adminCompetitionKeys = {
  all: ['admin', 'competitions'] as const,
  one: (id: string) => ['admin', 'competitions', id] as const,
  liveGames: ['admin', 'competitions', 'live-games'] as const,
  board: (id: string) => ['admin', 'competitions', id, 'board'] as const,
};
