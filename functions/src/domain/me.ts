import { buildMe, type Me } from '@quiz/shared';
import type { Caller } from '../lib/auth';
import { ensureUserProfile } from '../data/users';

/**
 * The current visitor as SPEC §3 describes it, from the caller's token and stored profile. A
 * signed-in caller without a profile gets one here (first sign-in), so /api/me, /api/ping and
 * /api/init all create it, idempotently.
 */
export async function currentVisitor(caller: Caller, now = new Date()): Promise<Me> {
  if (caller.kind === 'anonymous') return buildMe(null, null, now);
  const profile = await ensureUserProfile({ sub: caller.sub, username: caller.username }, now);
  return buildMe(caller, profile, now);
}
