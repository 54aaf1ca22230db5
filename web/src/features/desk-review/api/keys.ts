import type { Locale } from '@quiz/shared';

/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const deskReviewKeys = {
  misses: (gameId: number) => ['desk', 'misses', gameId] as const,
  designerReviews: (gameId: number) => ['desk', 'reviews', 'designer', gameId] as const,
  testerReviews: (gameId: number) => ['desk', 'reviews', 'tester', gameId] as const,
  playground: ['desk', 'playground'] as const,
  playgroundPlay: (uuid: string, locale: Locale) => ['desk', 'playground', uuid, locale] as const,
  acknowledged: ['desk', 'reviews', 'acknowledged'] as const,
  compositions: ['desk', 'compositions'] as const,
  caddy: ['desk', 'caddy'] as const,
};
