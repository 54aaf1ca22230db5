import { randomBytes } from 'node:crypto';
import {
  CHALLENGE_HASH_BYTES,
  CHALLENGE_RETENTION_SECONDS,
  CHALLENGES_LIST_LIMIT,
  playScore,
  type AnswerChallengeBody,
  type ChallengePromise,
  type ChallengeResult,
  type ChallengeView,
  type CreateChallengeBody,
} from '@quiz/shared';
import { getChallenge, listChallengesOf, putChallenge, setFriendAnswer, type ChallengeItem } from '../data/challenges';
import { getGame } from '../data/games/items';
import { getPlays, type ScoredPlay } from '../data/scores';
import { ConflictError, NotFoundError, RuleError } from '../lib/errors';
import { ownsPlay, type Player } from '../lib/player';
import { withinRate } from './rate-limit';
import { isCallersPlay } from './scores';
import { sawAnswersBefore } from '../rules/competition-board';
import { seenOfPlay } from './fair-play';

/**
 * Challenges between friends (docs/adr/0032-challenges.md). The rules, each tested by
 * name in functions/test/unit/challenges.test.ts and functions/test/integration/challenges.test.ts:
 * - made by a signed-in player from a play of theirs whose score is recorded (`scoredAt`), of a live
 *   quiz; its result is copied in; rate-limited per player (`RATE_LIMITS.challengeCreates`);
 * - reached only by its hash (144 random bits); unknown and expired answer the same 404;
 * - answered once, by the first friend, with a recorded play of their own of the same quiz started
 *   after the challenge was made; the result is read by the server from that play, never sent; a
 *   friend who had seen the quiz's answers through another run is marked so (fair runs), not refused;
 * - the results are shown only to the challenger and to the friend who answered (their account or
 *   their browser); anyone else holding the link sees who challenges and which quiz, no result.
 */

type Role = ChallengeView['role'];

const iso = (ms: number) => new Date(ms).toISOString();

/** Past its expiry a challenge is gone, whether or not the TTL has deleted it yet. */
export const isExpired = (challenge: Pick<ChallengeItem, 'expiresAt'>, now: number) => challenge.expiresAt * 1000 <= now;

/**
 * A player's result as the server reads it from their recorded play: the recorded score, the
 * references found of the play's, the time from its start to its end (its clock's end at most).
 */
export function resultOfPlay(play: ScoredPlay): ChallengeResult {
  const refs = Object.values(play.refs);
  const end = Math.min(play.endedAt ?? play.endsAt, play.endsAt);
  return {
    score: play.score ?? playScore(refs),
    found: refs.filter((r) => r.status === 'found').length,
    total: refs.length,
    durationMs: Math.max(0, end - play.startedAt),
  };
}

/** Who the caller is to a challenge: its challenger, the friend who answered it, or anyone else. */
export function roleOf(challenge: ChallengeItem, player: Player): Role {
  if (player.sub !== null && player.sub === challenge.challengerSub) return 'challenger';
  if (challenge.friendPlayId && ownsPlay({ sub: challenge.friendSub ?? null, ownerDigest: challenge.friendDigest ?? null }, player)) return 'friend';
  return 'visitor';
}

/** What a caller of that role may see: a visitor never gets a result, nor the challenger's promise. */
export function viewOf(challenge: ChallengeItem, role: Role): ChallengeView {
  const base: ChallengeView = {
    hash: challenge.hash,
    gameId: challenge.gameId,
    locale: challenge.locale,
    title: challenge.title,
    slug: challenge.slug,
    challengerName: challenge.challengerName,
    createdAt: challenge.createdAt,
    expiresAt: iso(challenge.expiresAt * 1000),
    role,
    status: challenge.friendPlayId ? 'taken' : 'open',
  };
  if (role === 'visitor') return base;
  const answered = challenge.friendResult
    ? {
      friendName: challenge.friendName ?? null, friendResult: challenge.friendResult, ...(challenge.answeredAt ? { answeredAt: challenge.answeredAt } : {}),
      ...(challenge.friendSawAnswers ? { friendSawAnswers: true } : {}),
    }
    : {};
  return { ...base, ...(role === 'challenger' ? { promise: challenge.promise } : {}), challengerResult: challenge.challengerResult, ...answered };
}

/** A play the caller may use: theirs (docs/game.md "Who owns a play"), else 404 exactly as an unknown play. */
async function callersPlay(playId: string, player: Player): Promise<ScoredPlay> {
  const play = (await getPlays([playId])).get(playId);
  if (!play || !isCallersPlay(play, player)) throw new NotFoundError('Play');
  return play;
}

const notScored = () => new ConflictError('play_not_scored', 'This play\'s score is not recorded yet: post it, then try again');

/** POST /api/challenge/{game}/{friend}: a challenge from the caller's recorded play of `gameId`. */
export async function createChallenge(
  input: { sub: string; player: Player; gameId: number; promise: ChallengePromise; body: CreateChallengeBody },
  now = Date.now(),
): Promise<ChallengeView> {
  await withinRate('challengeCreates', { rateKeys: [`sub:${input.sub}`] }, now);
  const play = await callersPlay(input.body.playId, input.player);
  if (play.gameId !== input.gameId) throw new RuleError('challenge_play_refused', 'This play is of another quiz');
  if (play.test) throw new RuleError('challenge_play_refused', 'A play of a quiz in test cannot make a challenge');
  if (play.scoredAt === undefined) throw notScored();
  const game = await getGame(play.gameId);
  if (!game || game.status !== 'live') throw new RuleError('challenge_play_refused', 'This quiz cannot be played by others');
  const locale = input.body.locale;
  const challenge: ChallengeItem = {
    hash: randomBytes(CHALLENGE_HASH_BYTES).toString('base64url'),
    gameId: game.id,
    locale,
    title: game.title[locale],
    slug: game.slug[locale],
    promise: input.promise,
    challengerSub: input.sub,
    challengerName: input.body.name ?? null,
    challengerPlayId: play.playId,
    challengerResult: resultOfPlay(play),
    createdAt: iso(now),
    expiresAt: Math.floor(now / 1000) + CHALLENGE_RETENTION_SECONDS,
  };
  await putChallenge(challenge);
  return viewOf(challenge, 'challenger');
}

/** A live challenge by hash; unknown and expired are the same 404, which names nothing. */
async function liveChallenge(hash: string, now: number): Promise<ChallengeItem> {
  const challenge = await getChallenge(hash);
  if (!challenge || isExpired(challenge, now)) throw new NotFoundError('Challenge');
  return challenge;
}

/** GET /api/challenges/{hash}: the challenge as the caller may see it. */
export async function readChallenge(hash: string, player: Player, now = Date.now()): Promise<ChallengeView> {
  const challenge = await liveChallenge(hash, now);
  return viewOf(challenge, roleOf(challenge, player));
}

/**
 * POST /api/challenges/{hash}/answer: the friend links their own recorded play; the answer then
 * carries both results. Answering again (the same friend) changes nothing and answers the same.
 */
export async function answerChallenge(
  input: { hash: string; player: Player; signedIn: boolean; body: AnswerChallengeBody },
  now = Date.now(),
): Promise<ChallengeView> {
  const challenge = await liveChallenge(input.hash, now);
  const role = roleOf(challenge, input.player);
  if (role === 'challenger') throw new ConflictError('challenge_own', 'This is your own challenge: send it to a friend');
  if (role === 'friend') return viewOf(challenge, 'friend');
  if (challenge.friendPlayId) throw new ConflictError('challenge_taken', 'Another friend has already taken this challenge');
  const play = await callersPlay(input.body.playId, input.player);
  if (play.sub !== null && play.sub === challenge.challengerSub) throw new ConflictError('challenge_own', 'This is your own challenge: send it to a friend');
  if (play.gameId !== challenge.gameId) throw new RuleError('challenge_play_refused', 'This play is of another quiz');
  if (play.test) throw new RuleError('challenge_play_refused', 'A play of a quiz in test cannot answer a challenge');
  if (play.startedAt < Date.parse(challenge.createdAt)) throw new RuleError('challenge_play_refused', 'This play was started before the challenge was made');
  if (play.scoredAt === undefined) throw notScored();
  // Fair runs, as on a competition's board: a friend who had seen the answers through another run is
  // marked so on both results, not refused (docs/adr/0032-challenges.md).
  const friendSawAnswers = sawAnswersBefore({ ...play, runId: play.runId ?? play.playId }, await seenOfPlay(play));
  const answer = {
    friendPlayId: play.playId,
    friendSub: play.sub,
    friendDigest: play.ownerDigest,
    friendName: input.signedIn ? (input.body.name ?? null) : null,
    friendResult: resultOfPlay(play),
    answeredAt: iso(now),
    friendSawAnswers,
  };
  if (!(await setFriendAnswer(challenge.hash, answer))) {
    // Someone answered in between: the same friend (another tab) sees it, anyone else is too late.
    const current = await liveChallenge(input.hash, now);
    if (roleOf(current, input.player) === 'friend') return viewOf(current, 'friend');
    throw new ConflictError('challenge_taken', 'Another friend has already taken this challenge');
  }
  return viewOf({ ...challenge, ...answer }, 'friend');
}

/** GET /api/challenges: the caller's own challenges (never anyone else's), newest first, live ones only. */
export async function listChallenges(sub: string, now = Date.now()): Promise<{ challenges: ChallengeView[] }> {
  const items = await listChallengesOf(sub, CHALLENGES_LIST_LIMIT);
  return { challenges: items.filter((c) => !isExpired(c, now) && c.challengerSub === sub).map((c) => viewOf(c, 'challenger')) };
}
