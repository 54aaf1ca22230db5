import {
  PREMIUM_LEVEL, UNLOCK_OFFER, premiumRunsAt, quizAccess,
  type Locale, type PremiumGamesResponse, type QuizAccess, type QuizAccessPayload, type Viewer,
} from '@quiz/shared';
import { listGamesByStatus, type GameItem } from '../data/games/items';
import { claimJoker, getJoker } from '../data/jokers';
import { getUserProfile } from '../data/users';
import type { Caller } from '../lib/auth';
import { PremiumRequiredError } from '../lib/errors';
import type { Player } from '../lib/player';

/**
 * Premium access, decided on the server at the time of each call (docs/premium.md "Access"): from
 * the caller's `premiumUntil` and joker, never from anything the page says.
 */

/** Whom a joker is counted for: the signed-in player, else the browser's player secret. */
export function jokerOwner(player: Player): string | null {
  if (player.sub) return `sub:${player.sub}`;
  return player.secretDigest ? `anon:${player.secretDigest}` : null;
}

async function isPremiumAt(caller: Caller, now: number): Promise<boolean> {
  if (caller.kind !== 'user') return false;
  const profile = await getUserProfile(caller.sub);
  return premiumRunsAt(profile?.premiumUntil ?? null, new Date(now));
}

export async function viewerOf(caller: Caller, player: Player, now: number): Promise<Viewer> {
  const isPremium = await isPremiumAt(caller, now);
  const owner = jokerOwner(player);
  // A premium player's joker does not matter: everything is open.
  const joker = isPremium || owner === null ? null : await getJoker(owner);
  return { isPremium, joker };
}

const lockedMessage = (access: QuizAccess & { kind: 'locked' }) =>
  access.nextJokerAt === null
    ? 'This quiz is for premium players'
    : `Your joker is taken by another quiz until ${new Date(access.nextJokerAt).toISOString()}: this quiz is for premium players until then`;

/**
 * Lets a play of `game` start, or refuses it with 403 `premium_required` (nothing recorded). A joker
 * quiz not yet opened is opened here, once: of two starts at once only one gets the joker.
 */
export async function admitPlay(game: Pick<GameItem, 'id' | 'premiumLevel'>, caller: Caller, player: Player, now: number) {
  if (game.premiumLevel === PREMIUM_LEVEL.free) return;
  const target = { gameId: game.id, premiumLevel: game.premiumLevel };
  const viewer = await viewerOf(caller, player, now);
  const access = quizAccess(target, viewer, now);
  if (access.kind === 'locked') throw new PremiumRequiredError(lockedMessage(access));
  if (access.kind !== 'joker' || access.until !== null) return;
  const owner = jokerOwner(player);
  if (owner === null) throw new PremiumRequiredError('A joker needs the player cookie: allow cookies and try again');
  if (await claimJoker(owner, game.id, now)) return;
  // Another start took the joker meanwhile: this one counts only if it opened this very quiz.
  const after = quizAccess(target, { isPremium: false, joker: await getJoker(owner) }, now);
  if (after.kind === 'locked') throw new PremiumRequiredError(lockedMessage(after));
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function accessPayload(access: QuizAccess): QuizAccessPayload {
  if (access.kind === 'open') return access;
  if (access.kind === 'joker') return { kind: 'joker', until: iso(access.until) };
  return { kind: 'locked', nextJokerAt: iso(access.nextJokerAt) };
}

/** GET /api/premium/games: the live quizzes of the unlock offer that are premium or joker, with the caller's access. */
export async function premiumGames(locale: Locale, caller: Caller, player: Player, now: number): Promise<PremiumGamesResponse> {
  const [games, viewer] = await Promise.all([listGamesByStatus('live'), viewerOf(caller, player, now)]);
  return {
    isPremium: viewer.isPremium,
    unlockOffer: { ...UNLOCK_OFFER },
    games: games
      .filter((g) => g.premiumLevel !== PREMIUM_LEVEL.free)
      .filter((g) => g.number >= UNLOCK_OFFER.firstNumber && g.number <= UNLOCK_OFFER.lastNumber)
      .map((g) => ({
        gameId: g.id,
        number: g.number,
        title: g.title[locale],
        slug: g.slug[locale],
        premiumLevel: g.premiumLevel,
        access: accessPayload(quizAccess({ gameId: g.id, premiumLevel: g.premiumLevel }, viewer, now)),
      })),
  };
}
