import { apiCall } from '../../../lib/api-client';
import { postUploadForm } from '../../../lib/upload-form';
import type { DeskGame } from './desk-games';

export { UploadFailedError } from '../../../lib/upload-form';

/** The largest picture and the types the API takes (shared/src/schemas/desk-games.ts; no zod in the bundle). */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
type PictureType = (typeof PICTURE_TYPES)[number];

export type PictureProblem = { kind: 'wrongType' } | { kind: 'tooLarge' };

/** What the browser can tell before sending (the server checks again, from the bytes). */
export function pictureProblem(file: File): PictureProblem | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return { kind: 'wrongType' };
  if (file.size > PICTURE_MAX_BYTES) return { kind: 'tooLarge' };
  return null;
}

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
  await postUploadForm(target.url, target.fields, file, (share) => onProgress('uploading', share));
  onProgress('processing', 1);
  return apiCall('finalizePicture', { params: { id: game.id }, body: { key: target.key, version: game.version } });
}
