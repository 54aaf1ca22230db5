import { startProductImageUploadRoute } from '@quiz/shared';
import { startProductImageUpload } from '../domain/product-images';
import { httpHandler } from '../lib/http';

/** POST /api/admin/products/{id}/images/upload: where the browser posts a product image (presigned POST, or the local stand-in). */
export const handler = httpHandler(startProductImageUploadRoute, async ({ params, body }) => startProductImageUpload(params.id, body.contentType));
