import { listPremiumGamesRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { premiumGames } from '../domain/premium';

/**
 * GET /api/premium/games: what premium opens (the unlock offer's premium and joker quizzes) and, for
 * each, whether the caller may play it now. Per caller, so never cached by a CDN.
 */
export const handler = httpHandler(listPremiumGamesRoute, async ({ query, caller, event }) =>
  premiumGames(query.l, caller, playerOf(event, caller), Date.now()),
);
