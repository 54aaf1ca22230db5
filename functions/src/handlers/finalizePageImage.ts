import { finalizePageImageRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { finalizePageImage } from '../domain/page-images';

/** POST /api/admin/page_images: the uploaded page picture checked from its bytes and published with its web copies (admin). */
export const handler = httpHandler(finalizePageImageRoute, ({ body }) => finalizePageImage(body.key));
