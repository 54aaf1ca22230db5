import { buildMe, type Me } from '@quiz/shared';
import type { Caller } from '../lib/auth';
import { getUserProfile } from '../data/users';

/** The current visitor as SPEC §3 describes it, from the caller's token and stored profile. */
export async function currentVisitor(caller: Caller, now = new Date()): Promise<Me> {
  if (caller.kind === 'anonymous') return buildMe(null, null, now);
  const profile = await getUserProfile(caller.sub);
  return buildMe(caller, profile ?? null, now);
}
