import { startPageImageUploadRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { startPageImageUpload } from '../domain/page-images';

/** POST /api/admin/page_images/upload: a presigned POST (size and type conditions) for a page's picture (admin). */
export const handler = httpHandler(startPageImageUploadRoute, ({ body }) => startPageImageUpload(body.contentType));
