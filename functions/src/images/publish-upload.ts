import { PICTURE_MAX_BYTES } from '@quiz/shared';
import { HttpError } from '../lib/errors';
import type { PublishedImage } from './illustration-names';
import { checkPicture } from './picture-check';
import { pictureStore } from './picture-store';
import { renderIllustration, type RenderOptions } from './render-variants';

/**
 * The second half of every back-office picture upload (a game's picture, a product's images, a
 * page's pictures): the uploaded file is read, checked from its bytes, published with its web copies,
 * and `use` records it (the item that names it); the upload is removed whatever happens.
 */
export async function publishUpload<T>(key: string, use: (image: PublishedImage) => Promise<T>, options: RenderOptions = {}): Promise<T> {
  const store = pictureStore();
  const body = await store.readUpload(key, PICTURE_MAX_BYTES);
  if (!body) throw new HttpError(400, 'picture_missing', 'Nothing was uploaded under that key (or it expired)');
  try {
    const source = await checkPicture(body);
    const { image, files } = await renderIllustration(source, options);
    await Promise.all(files.map((file) => store.putImage(file)));
    return await use(image);
  } finally {
    await store.deleteUpload(key);
  }
}
