import { randomUUID } from 'node:crypto';
import { PAGE_IMAGE_UPLOAD_PREFIX, PICTURE_MAX_BYTES, type PageImageResponse, type PictureUpload } from '@quiz/shared';
import { pictureStore } from '../images/picture-store';
import { publishUpload } from '../images/publish-upload';

/**
 * A content page's pictures (docs/back-office.md "Page pictures"): the very same store, checks and web copies as a game's
 * picture (images/picture-store.ts, picture-check.ts, render-variants.ts), under their own upload
 * prefix. A published picture is only files under `/images/` named by its content's hash: nothing is
 * stored in the table until an admin saves a page whose image block names it (audited then, with the
 * page's other changes). A picture no page names is an unused file in the bucket, never listed.
 */

/** Where the browser posts a page's picture (a presigned POST in AWS, the local form locally). */
export async function startPageImageUpload(contentType: string): Promise<PictureUpload> {
  const key = `${PAGE_IMAGE_UPLOAD_PREFIX}${randomUUID()}`;
  const upload = await pictureStore().createUpload(key, contentType, PICTURE_MAX_BYTES);
  return { ...upload, key, maxBytes: PICTURE_MAX_BYTES };
}

/** Checks the uploaded file from its bytes, publishes it with its copies (WebP widths for `srcset`); the upload is removed. */
export async function finalizePageImage(key: string): Promise<PageImageResponse> {
  return publishUpload(key, async (image) => ({ image }));
}
