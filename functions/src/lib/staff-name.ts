import type { Caller } from './auth';
import { findUserBySub } from './user-directory';
import { logger } from './logger';

/**
 * The display name of a back-office caller, recorded in the audit entries they write (issue 22: an
 * admin reads "Dana Designer changed the title", not a Cognito username). Access tokens carry no
 * name, so it is read from the user pool (ListUsers by sub: the same one interface as the admin's
 * pages, the stand-in locally), once per person and warm function for ten minutes. A lookup that
 * fails or finds nobody never blocks the change: the entry then names the username only, as before.
 */
const TTL_MS = 10 * 60 * 1000;
const names = new Map<string, { name: string | undefined; until: number }>();

export async function withStaffName<C extends Caller>(caller: C, now = Date.now()): Promise<C> {
  if (caller.kind !== 'user' || caller.name) return caller;
  const cached = names.get(caller.sub);
  let name = cached && cached.until > now ? cached.name : undefined;
  if (!cached || cached.until <= now) {
    try {
      name = (await findUserBySub(caller.sub))?.name ?? undefined;
      names.set(caller.sub, { name, until: now + TTL_MS });
    } catch (error) {
      logger.warn('display name lookup failed', { reason: error instanceof Error ? error.name : String(error) });
      // Not asked again for a minute: a pool that does not answer must not slow every save.
      names.set(caller.sub, { name: undefined, until: now + 60_000 });
    }
  }
  return name ? { ...caller, name } : caller;
}

/** Tests: forget the names read. */
export function forgetStaffNames(): void {
  names.clear();
}

/** A back-office write's handler function, called with the caller's display name looked up (for its audit entry). */
export function withNamedCaller<Req extends { caller: Caller }, T>(fn: (request: Req) => Promise<T>): (request: Req) => Promise<T> {
  return async (request) => fn({ ...request, caller: await withStaffName(request.caller) });
}
