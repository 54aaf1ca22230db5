import { apiCall } from '../../../lib/api-client';
import { postForm, type PictureType } from '../../../lib/presigned-post';
import type { DeskGame } from './desk-games';

export { PICTURE_MAX_BYTES, PICTURE_TYPES, pictureProblem, UploadFailedError, type PictureProblem } from '../../../lib/presigned-post';

/**
 * A game's picture: where to upload (the API's presigned POST), the upload itself, then the API
 * checks it from its bytes and sets it. Resolves with the game as saved (its new version).
 */
export async function uploadPicture(
  game: { id: number; version: number },
  file: File,
  onProgress: (phase: 'uploading' | 'processing', share: number) => void,
): Promise<DeskGame> {
  const target = await apiCall('startPictureUpload', { params: { id: game.id }, body: { contentType: file.type as PictureType, size: file.size } });
  await postForm(target.url, target.fields, file, (share) => onProgress('uploading', share));
  onProgress('processing', 1);
  return apiCall('finalizePicture', { params: { id: game.id }, body: { key: target.key, version: game.version } });
}
