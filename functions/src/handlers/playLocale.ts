import { playLocaleRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { switchPlayLocale } from '../domain/plays';

/** POST /api/plays/{playId}/locale: the same play, on the same clock, in another language. */
export const handler = httpHandler(playLocaleRoute, ({ params, body, caller, event }) =>
  switchPlayLocale(params.playId, body.locale, playerOf(event, caller)),
);
