/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const referenceKeys = {
  ofGame: (gameId: number) => ['desk', 'gameRefs', gameId] as const,
};
