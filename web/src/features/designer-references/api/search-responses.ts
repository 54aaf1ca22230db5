import { apiCall } from '../../../lib/api-client';

/** The responses whose titles match `text` (all of them, first ones, when it is empty): the picker's list. */
export const searchResponses = (text: string, signal: AbortSignal) =>
  apiCall('listGameResponses', { query: { q: text.trim() || undefined, limit: 8 }, signal });
