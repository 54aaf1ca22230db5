import { postScoreRoute } from '@quiz/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { makeShare } from '../domain/shares';
import { env } from '../lib/env';
import { httpHandler } from '../lib/http';
import { rateKeysOf } from '../lib/client-address';
import { playerOf } from '../lib/player';

/** The site's origin for the share page's absolute URLs: the stage's SITE_URL, else (locally) the address called. */
function siteOrigin(event: APIGatewayProxyEventV2): string | null {
  const configured = env().SITE_URL;
  if (configured) return configured.replace(/\/$/, '');
  const host = event.headers?.host ?? '';
  return /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host) ? `http://${host}` : null;
}

/** POST /api/score/{game}/{play}: shares the recorded score of a play of the caller's (docs/adr/0031-score-shares.md). */
export const handler = httpHandler(
  postScoreRoute,
  ({ params, body, caller, event }) =>
    makeShare({ gameId: params.game, playId: params.score, claimedScore: body.score, origin: siteOrigin(event) }, playerOf(event, caller), rateKeysOf(event, caller)),
  { status: 201 },
);
