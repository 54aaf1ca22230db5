import { randomUUID } from 'node:crypto';
import { PICTURE_MAX_BYTES, type DeskGame, type PictureUpload } from '@quiz/shared';
import { toDeskGame, type DeskGameItem } from '../data/games/desk-items';
import { HttpError, StaleVersionError } from '../lib/errors';
import { pictureStore, UPLOADS_PREFIX } from '../images/picture-store';
import { publishUpload } from '../images/publish-upload';
import { auditEntry, mustGet, writeOrExplain, type Actor } from './desk-games';

/**
 * A game's picture (docs/back-office.md "The picture"): where the browser uploads it, then its check and publication. Kept
 * apart from desk-games.ts so that only the two picture functions carry sharp and the S3 calls.
 */

export async function startPictureUpload(id: number, contentType: string): Promise<PictureUpload> {
  await mustGet(id);
  const key = `${UPLOADS_PREFIX}${id}/${randomUUID()}`;
  const upload = await pictureStore().createUpload(key, contentType, PICTURE_MAX_BYTES);
  return { ...upload, key, maxBytes: PICTURE_MAX_BYTES };
}

/**
 * Takes an uploaded file: checked from its bytes (picture-check.ts), published under content-hash
 * names with its web copies and its score shares' backdrop, set as the game's picture at the version
 * read; the upload is removed.
 */
export async function finalizePicture(id: number, key: string, version: number, actor: Actor, now = new Date()): Promise<DeskGame> {
  const previous = await mustGet(id);
  if (previous.version !== version) throw new StaleVersionError('This game', toDeskGame(previous));
  if (!key.startsWith(`${UPLOADS_PREFIX}${id}/`)) throw new HttpError(400, 'picture_missing', 'No upload of this game under that key');
  return publishUpload(key, async (image) => {
    const next: DeskGameItem = { ...previous, image, version: previous.version + 1 };
    await writeOrExplain(previous, next, auditEntry(id, 'game.picture', actor, now.toISOString(), { image: image.src, width: image.width, height: image.height }));
    return toDeskGame(next);
  }, { shareBackdrop: true });
}
