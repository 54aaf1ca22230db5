import type { ProductImageKind, ProductInput, StoredProduct } from '@quiz/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { postForm } from '../../../lib/presigned-post';
import { adminProductKeys } from './keys';

/** GET /api/admin/products: every product, drafts too. */
export const adminProductsQuery = () =>
  queryOptions({ queryKey: adminProductKeys.all, queryFn: ({ signal }) => apiCall('listAdminProducts', { signal }), staleTime: 0 });

/** GET /api/admin/products/{id}: one product with its history. */
export const adminProductQuery = (id: number) =>
  queryOptions({ queryKey: adminProductKeys.one(id), queryFn: ({ signal }) => apiCall('getAdminProduct', { params: { id }, signal }), staleTime: 0 });

/** POST /api/admin/products, or PUT /api/admin/products/{id} at the version read (409 stale_version when it moved on). */
export function saveProduct(product: ProductInput, target: { id: number; version: number } | null) {
  return target === null
    ? apiCall('createProduct', { body: { product } })
    : apiCall('updateProduct', { params: { id: target.id }, body: { product, version: target.version } });
}

/** What the API takes (shared/src/schemas/desk-games.ts); the server checks again, from the bytes. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
type ImageType = (typeof IMAGE_TYPES)[number];

/** What the browser can tell before sending. */
export function imageProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * One of a product's images: where to upload (the API's presigned POST), the upload, then the API
 * checks it from its bytes, makes its web copies and sets it at the version read.
 */
export async function uploadProductImage(
  product: Pick<StoredProduct, 'id' | 'version'>,
  kind: ProductImageKind,
  file: File,
  onProgress: (phase: 'uploading' | 'processing', share: number) => void,
) {
  const target = await apiCall('startProductImageUpload', { params: { id: product.id }, body: { contentType: file.type as ImageType, size: file.size } });
  await postForm(target.url, target.fields, file, (share) => onProgress('uploading', share));
  onProgress('processing', 1);
  return apiCall('finalizeProductImage', { params: { id: product.id, kind }, body: { key: target.key, version: product.version } });
}
