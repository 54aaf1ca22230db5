import { finalizeProductImageRoute } from '@quiz/shared';
import { finalizeProductImage } from '../domain/product-images';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/admin/products/{id}/images/{kind}: the uploaded file checked, published with its web copies, set as the cover, background or description image. */
export const handler = httpHandler(finalizeProductImageRoute, withNamedCaller(({ caller, params, body }) =>
  finalizeProductImage(caller, params.id, params.kind, body.key, body.version),
));
