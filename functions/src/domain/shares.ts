import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  PLAY_RETENTION_SECONDS, SHARE_IMAGE_CONTENT_TYPES, SHARE_IMAGE_FORMAT, SHARE_RETENTION_SECONDS, shareBackdropOf, shareImageFile,
  shareOutcomeOf, sharePageFile, type Share,
} from '@quiz/shared';
import * as z from 'zod/mini';
import { getGameContent } from '../data/games/content';
import { db, tableName } from '../data/client';
import { keys } from '../data/keys';
import { scoredPlaySchema } from '../data/scores';
import { createShare, getShareIdOfPlay, getShareItem, type ShareItem } from '../data/shares';
import { shareOf } from './share-view';
import { ForbiddenError, HttpError, NotFoundError } from '../lib/errors';
import { logger } from '../lib/logger';
import { ownsPlay, type Player } from '../lib/player';
import { renderPreviewImage } from '../shares/preview-image';
import { renderSharePage } from '../shares/share-page';
import { shareStore } from '../shares/share-store';
import { withinRate } from './rate-limit';

/**
 * Score shares (docs/adr/0031-score-shares.md). A share is made from a play the caller
 * owns (lib/player.ts `ownsPlay`: their `sub` or their browser's player secret, the one rule of every
 * play call) whose score the server recorded (docs/scores.md "Recording": `scoredAt` and `score` on
 * the play, set once, after the score was checked against the play). The page claims the score it
 * shows; a claim that is not the recorded score is refused. One share per play: its page and image
 * are rendered once, when it is made.
 */

/** A play with what recording wrote on it (`score`: the checked score, /10). */
const recordedPlaySchema = z.extend(scoredPlaySchema, { score: z.optional(z.number()) });

export class ShareRefusedError extends HttpError {
  constructor(code: 'score_not_recorded' | 'score_not_yours', message: string) {
    super(403, code, message);
  }
}

/** 128 bits from the system's CSPRNG: a share's id cannot be guessed or enumerated. */
export const newShareId = () => randomBytes(16).toString('base64url');

/** Scores compare in tenths (SPEC §9: scores are rounded to 0.1). */
const tenths = (score: number) => Math.round(score * 10);

export interface MakeShareInput {
  gameId: number;
  playId: string;
  claimedScore: number;
  /** The site's origin for the page's absolute URLs (null: the build's). */
  origin: string | null;
}

/**
 * POST /api/score/{game}/{play}: the caller's share of that play's recorded score. Refusals: a play
 * that is not the caller's, of another quiz, or unknown → 404 (as every play call answers, telling
 * nothing of another's play); a play without a recorded score (running, or its score never posted) →
 * 403 `score_not_recorded`; a claimed score that is not the recorded one → 403 `score_not_yours`; a
 * play of a quiz in test → 403 `forbidden`;
 * past RATE_LIMITS.shares a minute → 429. A play already shared answers its share (nothing rendered).
 */
export async function makeShare(input: MakeShareInput, player: Player, rateKeys: readonly string[], now = Date.now()): Promise<Share> {
  await withinRate('shares', { rateKeys }, now);
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.play(input.playId), ConsistentRead: true }));
  const play = Item ? recordedPlaySchema.parse(Item) : undefined;
  if (!play || !ownsPlay(play, player) || play.gameId !== input.gameId) throw new NotFoundError('Play');
  if (play.scoredAt === undefined || play.score === undefined) {
    throw new ShareRefusedError('score_not_recorded', 'This play has no recorded score yet: post its score once it has ended');
  }
  if (tenths(input.claimedScore) !== tenths(play.score)) throw new ShareRefusedError('score_not_yours', 'This is not the score recorded for this play');
  // A play of a quiz in test (a tester's try, the playground) would publish a quiz that is not out yet.
  if (play.test) throw new ForbiddenError('A play of a quiz in test cannot be shared');

  const existing = await getShareIdOfPlay(play.playId);
  if (existing) {
    const item = await getShareItem(existing);
    if (item) return shareOf(item);
  }
  const content = await getGameContent(play.gameId);
  if (!content) throw new NotFoundError('Game');
  const { game } = content;
  const item: ShareItem = {
    id: newShareId(),
    gameId: game.id,
    number: game.number,
    title: game.title[play.locale],
    locale: play.locale,
    slug: game.slug[play.locale],
    score: tenths(play.score) / 10,
    // In the quiz's order; a reference added since the play started has no record and is left out.
    outcomes: content.references.flatMap((ref) => {
      const record = play.refs[ref.id];
      return record ? [shareOutcomeOf(record)] : [];
    }),
    createdAt: new Date(now).toISOString(),
    imageFormat: SHARE_IMAGE_FORMAT,
    expiresAt: Math.floor(now / 1000) + SHARE_RETENTION_SECONDS,
  };
  await publishShareFiles(item, game.image.src, game.image.variants?.share.src ?? null, input.origin);
  const playExpiresAt = Math.floor(play.startedAt / 1000) + PLAY_RETENTION_SECONDS;
  if (await createShare(item, play.playId, playExpiresAt)) {
    logger.info('share made', { gameId: item.gameId, shareId: item.id });
    return shareOf(item);
  }
  // Another request shared this play at the same instant: its share is the play's (our files stay unreachable).
  const winner = await getShareIdOfPlay(play.playId);
  const won = winner ? await getShareItem(winner) : undefined;
  if (!won) throw new Error('share: the play has a share pointer without its share');
  return shareOf(won);
}

/** Renders the preview image and the page, once, and stores them (before the share item exists). */
async function publishShareFiles(item: ShareItem, src: string, shareSrc: string | null, origin: string | null) {
  const store = shareStore();
  const backdropSrc = shareBackdropOf(src);
  const [picture, backdrop, build] = await Promise.all([
    // The raster copy made for link previews when there is one (smaller to read), else the source.
    (shareSrc ? store.readImage(shareSrc) : Promise.resolve(null)).then((bytes) => bytes ?? store.readImage(src)),
    // The pre-blurred backdrop made when the picture was published (none before the backdrops: made in the render).
    backdropSrc ? store.readImage(backdropSrc) : null,
    store.readBuild(),
  ]);
  const started = performance.now();
  const image = await renderPreviewImage({ locale: item.locale, number: item.number, title: item.title, score: item.score, outcomes: item.outcomes, picture, backdrop });
  const renderMs = Math.round(performance.now() - started);
  const share = shareOf(item);
  const html = renderSharePage({
    id: item.id, locale: item.locale, number: item.number, title: item.title, score: item.score, outcomes: item.outcomes,
    quizPath: share.quizPath, origin: origin ?? build?.siteUrl ?? 'http://localhost', build,
  });
  await store.put(shareImageFile(item.id, SHARE_IMAGE_FORMAT), image, SHARE_IMAGE_CONTENT_TYPES[SHARE_IMAGE_FORMAT]);
  await store.put(sharePageFile(item.id), html, 'text/html; charset=utf-8');
  logger.info('share files written', { renderMs, imageBytes: image.length, backdropMade: !backdrop });
}
