import { finalizePictureRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { finalizePicture } from '../domain/desk-pictures';

/** POST /api/desk/games/{id}/picture: the uploaded file checked from its bytes, its copies made, set as the picture. */
export const handler = httpHandler(finalizePictureRoute, withNamedCaller(({ params, body, caller }) =>
  finalizePicture(params.id, body.key, body.version, caller),
));
