import { isApiError } from '../../../lib/api-client';

/** The error codes this namespace has texts for (adminProducts:errors.*); any other reads as `other`. */
const KNOWN = [
  'validation_failed', 'slug_taken', 'stale_version', 'not_found', 'picture_type', 'picture_too_large', 'picture_unsafe', 'picture_missing', 'unauthorized', 'forbidden',
] as const;
export type ProductErrorKey = (typeof KNOWN)[number] | 'other';

/** The text key of anything thrown by a product call. */
export function productErrorKey(error: unknown): ProductErrorKey {
  const code = isApiError(error) ? error.code : undefined;
  return (KNOWN as readonly string[]).includes(code ?? '') ? (code as ProductErrorKey) : 'other';
}
