import { guessRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { rateKeysOf } from '../lib/client-address';
import { playerOf } from '../lib/player';
import { guess } from '../domain/plays';
import { loadAnswerCatalogue } from '../data/games/answer-catalogue';
import { countProductMetric } from '../lib/metrics';

/** POST /api/plays/{playId}/guesses: the server judges a typed name where the player clicked, or a chosen option. */
export const handler = httpHandler(guessRoute, async ({ params, body, caller, event }) => {
  // The famous works a typed answer may name instead (data/games/answer-catalogue.ts): read once per warm function.
  await loadAnswerCatalogue();
  const verdict = await guess(params.playId, body, { player: playerOf(event, caller), rateKeys: rateKeysOf(event, caller) });
  countProductMetric('Guesses');
  return verdict;
});
