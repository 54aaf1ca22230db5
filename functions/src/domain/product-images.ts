import { randomUUID } from 'node:crypto';
import { PICTURE_MAX_BYTES, type PictureUpload, type ProductImageKind } from '@quiz/shared';
import { HttpError, StaleVersionError } from '../lib/errors';
import { pictureStore, productUploadPrefix } from '../images/picture-store';
import { publishUpload } from '../images/publish-upload';
import { mustGetProduct, setProductImage, type Admin } from './admin-products';

/**
 * A product's images (cover, background, description; SPEC §3): uploaded and published exactly as
 * a game's picture (functions/src/images: presigned POST or the local stand-in, type from the
 * bytes, size limit, metadata stripped, web copies, content-hash names). Apart from
 * admin-products.ts so that only these two functions carry sharp and the S3 calls.
 */

export async function startProductImageUpload(id: number, contentType: string): Promise<PictureUpload> {
  await mustGetProduct(id);
  const key = `${productUploadPrefix(id)}${randomUUID()}`;
  const upload = await pictureStore().createUpload(key, contentType, PICTURE_MAX_BYTES);
  return { ...upload, key, maxBytes: PICTURE_MAX_BYTES };
}

/** Takes an uploaded file: checked, published with its copies, set as the product's `kind` image at the version read. */
export async function finalizeProductImage(caller: Admin, id: number, kind: ProductImageKind, key: string, version: number, now = new Date()) {
  const before = await mustGetProduct(id);
  if (before.version !== version) throw new StaleVersionError('This product', before);
  if (!key.startsWith(productUploadPrefix(id))) throw new HttpError(400, 'picture_missing', 'No upload of this product under that key');
  return publishUpload(key, (image) => setProductImage(caller, before, kind, image, now));
}
