import { randomUUID } from 'node:crypto';
import { PICTURE_MAX_BYTES, type PictureUpload, type ProductImageKind } from '@quiz/shared';
import { HttpError, StaleVersionError } from '../lib/errors';
import { checkPicture } from '../images/picture-check';
import { pictureStore, productUploadPrefix } from '../images/picture-store';
import { renderIllustration } from '../images/render-variants';
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
  const store = pictureStore();
  const body = await store.readUpload(key, PICTURE_MAX_BYTES);
  if (!body) throw new HttpError(400, 'picture_missing', 'Nothing was uploaded under that key (or it expired)');
  try {
    const source = await checkPicture(body);
    const { image, files } = await renderIllustration(source);
    await Promise.all(files.map((file) => store.putImage(file)));
    return await setProductImage(caller, before, kind, image, now);
  } finally {
    await store.deleteUpload(key);
  }
}
