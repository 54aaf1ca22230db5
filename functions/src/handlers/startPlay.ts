import { startPlayRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { rateKeysOf } from '../lib/client-address';
import { playerAtStart } from '../lib/player';
import { startPlay } from '../domain/plays';
import { countProductMetric } from '../lib/metrics';

/**
 * POST /api/plays: starts the server's clock for a game and returns the play with its payload. The
 * play belongs to the caller: their `sub`, and the browser's player secret (set or renewed here).
 */
export const handler = httpHandler(startPlayRoute, async ({ body, caller, event, cookies }) => {
  const { player, cookie } = playerAtStart(event, caller);
  const started = await startPlay(body, caller, { player, rateKeys: rateKeysOf(event, caller) });
  cookies.push(cookie);
  countProductMetric('PlaysStarted');
  return started;
});
