import { shareImagePath, sharePagePath, shareShortPath, type Share } from '@quiz/shared';
import { getShareItem, type ShareItem } from '../data/shares';
import { NotFoundError } from '../lib/errors';

/** A share as anyone sees it (docs/adr/0031-score-shares.md): nothing here renders anything. */

export function shareOf(item: ShareItem): Share {
  return {
    id: item.id,
    gameId: item.gameId,
    number: item.number,
    title: item.title,
    locale: item.locale,
    quizPath: `/quiz/${item.locale}/${encodeURIComponent(item.slug)}`,
    score: item.score,
    outcomes: item.outcomes,
    createdAt: item.createdAt,
    pagePath: sharePagePath(item.id),
    shortPath: shareShortPath(item.id),
    imagePath: shareImagePath(item.id, item.imageFormat ?? 'png'),
  };
}

/** A share anyone may read by its id; unknown, expired and of another quiz read alike (404). */
export async function readShare(gameId: number, id: string, now = Date.now()): Promise<Share> {
  const item = await getShareItem(id);
  if (!item || item.gameId !== gameId || item.expiresAt * 1000 <= now) throw new NotFoundError('Share');
  return shareOf(item);
}

