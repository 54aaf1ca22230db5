import { CATALOGUE_CACHE_CONTROL, listPopupsRoute } from '@quiz/shared';
import { publicPopups } from '../domain/admin-popups';
import { httpHandler } from '../lib/http';

/** GET /api/popups: the popups and triggers (SPEC §4) as the admin saved them; cached as the catalogue, invalidated by a publish. */
export const handler = httpHandler(listPopupsRoute, async () => publicPopups(), { cacheControl: CATALOGUE_CACHE_CONTROL });
