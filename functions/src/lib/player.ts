import { createHash, randomBytes } from 'node:crypto';
import { PLAY_RETENTION_SECONDS } from '@quiz/shared';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Caller } from './auth';
import { overHttps } from './cookies';

/**
 * Who owns a play (docs/game.md "Who owns a play"): the signed-in player's `sub`, and the browser's
 * player secret, an HttpOnly cookie handed out at the first play start. A signed-in player's plays
 * carry both, an anonymous player's the secret only, so a play started before signing in stays
 * theirs after it: the browser still holds the cookie.
 */
export const PLAYER_COOKIE = 'quiz_player';

/** 32 random bytes, base64url: unguessable, and nothing in it that could end a cookie value. */
const SECRET_FORM = /^[A-Za-z0-9_-]{43}$/;

export interface Player {
  sub: string | null;
  /** SHA-256 of the player secret: the table never holds the secret itself. */
  secretDigest: string | null;
}

export const digestOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The player secret the browser sent, if it has a well-formed one. */
export function playerSecretOf(event: APIGatewayProxyEventV2): string | null {
  for (const cookie of event.cookies ?? []) {
    const eq = cookie.indexOf('=');
    if (eq > 0 && cookie.slice(0, eq).trim() === PLAYER_COOKIE) {
      const value = cookie.slice(eq + 1).trim();
      return SECRET_FORM.test(value) ? value : null;
    }
  }
  return null;
}

export function playerOf(event: APIGatewayProxyEventV2, caller: Caller): Player {
  const secret = playerSecretOf(event);
  return { sub: caller.kind === 'user' ? caller.sub : null, secretDigest: secret ? digestOf(secret) : null };
}

export const newPlayerSecret = () => randomBytes(32).toString('base64url');

/**
 * The player-secret cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page
 * sends it), only to the API, Secure over https (the local runtime is plain http on 127.0.0.1), and
 * kept as long as a play is, so that a score posted weeks later still proves whose play it was.
 */
export function playerCookie(secret: string, event: APIGatewayProxyEventV2): string {
  const secure = overHttps(event) ? '; Secure' : '';
  return `${PLAYER_COOKIE}=${secret}; Max-Age=${PLAY_RETENTION_SECONDS}; Path=/api; HttpOnly; SameSite=Strict${secure}`;
}

/**
 * The caller as a play owner, and the cookie to answer with when the browser has no secret yet
 * (or to renew it, so that it lasts as long as its newest play).
 */
export function playerAtStart(event: APIGatewayProxyEventV2, caller: Caller): { player: Player; cookie: string } {
  const secret = playerSecretOf(event) ?? newPlayerSecret();
  return {
    player: { sub: caller.kind === 'user' ? caller.sub : null, secretDigest: digestOf(secret) },
    cookie: playerCookie(secret, event),
  };
}

/** A play is the caller's when their `sub` or their browser's secret is the one recorded at its start. */
export function ownsPlay(play: { sub: string | null; ownerDigest?: string | null }, player: Player): boolean {
  if (play.sub !== null && play.sub === player.sub) return true;
  return play.ownerDigest != null && play.ownerDigest === player.secretDigest;
}
