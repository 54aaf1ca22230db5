/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const deskGameKeys = {
  all: ['desk', 'games'] as const,
  one: (id: number) => ['desk', 'games', id] as const,
};
