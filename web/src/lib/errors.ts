import { isApiError, type ApiErrorCode } from './api-client';

/** The translatable code of anything thrown: an ApiError's own, else a generic one. */
export function errorCodeOf(error: unknown): ApiErrorCode {
  return isApiError(error) ? error.code : 'internal_error';
}
