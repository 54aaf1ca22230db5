import { startPictureUploadRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { startPictureUpload } from '../domain/desk-pictures';

/** POST /api/desk/games/{id}/picture/upload: a presigned POST (size and type conditions) for the picture. */
export const handler = httpHandler(startPictureUploadRoute, ({ params, body }) => startPictureUpload(params.id, body.contentType));
