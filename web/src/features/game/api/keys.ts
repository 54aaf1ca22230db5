import type { Locale } from '@quiz/shared';

/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const gameKeys = {
  game: (gameId: number, locale: Locale) => ['game', gameId, locale] as const,
  solution: (playId: string) => ['solution', playId] as const,
  challenge: (hash: string) => ['challenge', hash] as const,
};
