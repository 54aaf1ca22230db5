import { getUserProfile } from '../data/users';
import type { SignedInCaller } from './auth';
import { findUserBySub } from './user-directory';
import { logger } from './logger';

/**
 * The display name of a back-office caller, recorded in the audit entries they write (an
 * admin reads "Dana Designer changed the title", not a Cognito username; docs/back-office.md "Names"):
 * the person's **nickname** when they have one (their profile's public name, PUT /api/me/nickname),
 * else the **provider's name** (the user pool's `name`), and never a sign-in id. Access tokens carry
 * no name, so both are read (ListUsers by sub: the same one interface as the admin's pages, the
 * stand-in locally; the profile by sub), once per person and warm function for ten minutes. A lookup
 * that fails or finds nothing never blocks the change: the entry then has no name ("Unnamed staff member").
 */
const TTL_MS = 10 * 60 * 1000;
const names = new Map<string, { name: string | undefined; until: number }>();

/** A sign-in id as Cognito makes it for a federated user (`google_1481…`, `facebook_…`): never a name to show. */
const SIGN_IN_ID = /^(google|facebook|signinwithapple|loginwithamazon|oidc|saml)_[\w.-]+$/i;

/** The name to show for a person: the nickname, else the provider's name; neither when it is a sign-in id or their sub. */
export function staffDisplayName(person: { sub: string; username: string; nickname?: string | null | undefined; providerName?: string | null | undefined }): string | undefined {
  for (const candidate of [person.nickname, person.providerName]) {
    const name = candidate?.trim();
    if (name && name !== person.username && name !== person.sub && !SIGN_IN_ID.test(name)) return name;
  }
  return undefined;
}

export async function withStaffName(caller: SignedInCaller, now = Date.now()): Promise<SignedInCaller> {
  if (caller.name) return caller;
  const cached = names.get(caller.sub);
  let name = cached && cached.until > now ? cached.name : undefined;
  if (!cached || cached.until <= now) {
    const [pool, profile] = await Promise.allSettled([findUserBySub(caller.sub), getUserProfile(caller.sub)]);
    for (const outcome of [pool, profile]) {
      if (outcome.status === 'rejected') logger.warn('display name lookup failed', { reason: outcome.reason instanceof Error ? outcome.reason.name : String(outcome.reason) });
    }
    name = staffDisplayName({
      sub: caller.sub,
      username: caller.username,
      nickname: profile.status === 'fulfilled' ? profile.value?.nickname : undefined,
      providerName: pool.status === 'fulfilled' ? pool.value?.name : undefined,
    });
    // A lookup that failed is asked again after a minute: a pool or table that does not answer must not slow every save.
    const failed = pool.status === 'rejected' || profile.status === 'rejected';
    names.set(caller.sub, { name, until: now + (failed ? 60_000 : TTL_MS) });
  }
  return name ? { ...caller, name } : caller;
}

/** Tests: forget the names read. */
export function forgetStaffNames(): void {
  names.clear();
}

/**
 * A back-office write's handler function, called with the caller's display name looked up (for its audit
 * entry). Exactly the calls whose record says `auditedName` (shared/src/route-needs.ts) use it: the record
 * grants the profile read and ListUsers, and infra/test/api-stack.test.ts keeps the handlers and the records
 * in step. The handler names it rather than the wrapper reading the flag, so that only these functions'
 * bundles carry Cognito's client (lib/user-directory.ts).
 */
export function withNamedCaller<Req extends { caller: SignedInCaller }, T>(fn: (request: Req) => Promise<T>): (request: Req) => Promise<T> {
  return async (request) => fn({ ...request, caller: await withStaffName(request.caller) });
}
