import type { PageImage } from '@quiz/shared';
import { apiCall } from '../../../lib/api-client';
import { postForm, type PictureType } from '../../../lib/presigned-post';

export { PICTURE_TYPES, pictureProblem, UploadFailedError } from '../../../lib/presigned-post';

/**
 * A page's picture: where to upload it (the API's presigned POST, as a game's picture),
 * the upload itself, then the API checks it from its bytes and publishes it with its web copies.
 */
export async function uploadPageImage(file: File, onProgress: (phase: 'uploading' | 'processing', share: number) => void): Promise<PageImage> {
  const target = await apiCall('startPageImageUpload', { body: { contentType: file.type as PictureType, size: file.size } });
  await postForm(target.url, target.fields, file, (share) => onProgress('uploading', share));
  onProgress('processing', 1);
  return (await apiCall('finalizePageImage', { body: { key: target.key } })).image;
}
