import { copyFairPlayRecord, earliestRunStart, listAnswersSeen, putRunStart, recordAnswersSeen, type AnswersSeen, type SeenHow } from '../data/fair-play';
import type { PlayItem } from '../data/plays';
import { ServiceUnavailableError } from '../lib/errors';
import { logger } from '../lib/logger';
import type { Player } from '../lib/player';
import type { RunFacts } from '../rules/competition-board';

/**
 * What a player has seen and started, per quiz (docs/adr/0034-competitions-and-leaderboards.md →
 * "Fair runs"): recorded by the play calls, read by the boards and the challenges. A signed-in
 * player's record is under their `sub`; an anonymous one's under their player secret's digest,
 * carried over to the account at sign-in.
 */

/** The record's owner: the signed-in `sub`, else the browser's player secret (as the run counter counts runs). */
export const ownerKeyOf = (owner: { sub: string | null; secretDigest: string | null }): string | null =>
  owner.sub ?? (owner.secretDigest === null ? null : `anon:${owner.secretDigest}`);

/** The owner of a play's record: whoever it was started or claimed by. */
export const ownerKeyOfPlay = (play: Pick<PlayItem, 'sub' | 'ownerDigest'>): string | null =>
  ownerKeyOf({ sub: play.sub, secretDigest: play.ownerDigest });

const runIdOf = (play: Pick<PlayItem, 'runId' | 'playId'>): string => play.runId ?? play.playId;

/**
 * Fails closed: a record that could not be written refuses the call (503, try again), so that no
 * answer is given and no run starts without its record. Never a 500.
 */
async function orUnavailable(what: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    logger.warn('fair-play record not written', { what, error: error instanceof Error ? error.message : String(error) });
    throw new ServiceUnavailableError();
  }
}

/**
 * A new run (its first part) is about to start: its start, and in QUIZ mode the answers its questions
 * show, are recorded before the play exists.
 */
export async function recordRunStart(player: Player, play: Pick<PlayItem, 'playId' | 'runId' | 'gameId' | 'startedAt' | 'mode'>): Promise<void> {
  const owner = ownerKeyOf(player);
  if (owner === null) return;
  const runId = runIdOf(play);
  await orUnavailable('run start', async () => {
    await Promise.all([
      putRunStart(owner, { gameId: play.gameId, runId, startedAt: play.startedAt }),
      ...(play.mode === 'QUIZ' ? [recordAnswersSeen(owner, { gameId: play.gameId, runId, seenAt: play.startedAt, how: 'quiz' })] : []),
    ]);
  });
}

/** The caller is about to see answers of this play's quiz (its solution, a reveal): recorded first. */
export async function recordSeenAnswers(player: Player, play: Pick<PlayItem, 'playId' | 'runId' | 'gameId'>, how: Exclude<SeenHow, 'quiz'>, now = Date.now()): Promise<void> {
  const owner = ownerKeyOf(player);
  if (owner === null) return;
  await orUnavailable(how, () => recordAnswersSeen(owner, { gameId: play.gameId, runId: runIdOf(play), seenAt: now, how }));
}

/** The runs of a play's quiz in which its owner saw the answers. */
export async function seenOfPlay(play: Pick<PlayItem, 'sub' | 'ownerDigest' | 'gameId'>): Promise<AnswersSeen[]> {
  const owner = ownerKeyOfPlay(play);
  return owner === null ? [] : listAnswersSeen(owner, play.gameId);
}

/** What the board rules need of a player's runs of a quiz: the first run started since `sinceMs` (the period's start), and what they saw. */
export async function runFactsOf(ownerKey: string, play: Pick<PlayItem, 'gameId'>, sinceMs: number, seen?: Promise<AnswersSeen[]>): Promise<RunFacts> {
  const [first, seenList] = await Promise.all([
    earliestRunStart(ownerKey, play.gameId, sinceMs),
    seen ?? listAnswersSeen(ownerKey, play.gameId),
  ]);
  return { firstRunId: first?.runId ?? null, seen: seenList };
}

/**
 * First sign-in in a browser: what the player started and saw there anonymously becomes their
 * account's, so that another device signed in knows it too.
 */
export async function carryOverAtSignIn(player: Player): Promise<void> {
  if (player.sub === null || player.secretDigest === null) return;
  const copied = await copyFairPlayRecord(`anon:${player.secretDigest}`, player.sub);
  if (copied > 0) logger.info('fair-play record carried over at sign-in', { copied });
}
