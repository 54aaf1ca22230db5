import { premiumRunsAt, type AdminProfile, type AdminUser, type PremiumChangeBody, type Role, type UserSearchResponse } from '@quiz/shared';
import { writeAuditEntry } from '../data/audit';
import { writePremiumChange } from '../data/users';
import { auditActor } from '../data/audit';
import { getUserProfile, type ProfileItem } from '../data/users';
import type { SignedInCaller } from '../lib/auth';
import { NotFoundError, RuleError, StaleVersionError, ValidationError } from '../lib/errors';
import { findUserBySub, searchUsers, setRoles, rolesOf, type DirectoryUser } from '../lib/user-directory';
import { auditTargets } from '../data/keys';

/**
 * The admin's users, their roles and premium (docs/back-office.md "Admin"), read from the
 * user pool; the purchases and the audit trail, which never need it, are ./admin-records.ts (a
 * function loads the user pool's client only if its call reads the pool). Every call here is `admin`
 * in the route table: lib/auth.ts has refused anyone else before this runs.
 */

type Admin = SignedInCaller;

export async function searchPeople(q: string): Promise<UserSearchResponse> {
  const users = await searchUsers(q);
  // One AdminListGroupsForUser per person found (at most SEARCH_LIMIT), in parallel.
  const roles = await Promise.all(users.map((u) => rolesOf(u.username)));
  return { users: users.map((u, i) => ({ ...u, roles: roles[i] ?? [] })) };
}

async function personOf(sub: string): Promise<DirectoryUser> {
  const person = await findUserBySub(sub);
  if (!person) throw new NotFoundError('User');
  return person;
}

function profileView(profile: ProfileItem | undefined, now: Date): AdminProfile {
  return {
    premiumUntil: profile?.premiumUntil ?? null,
    premiumDuration: profile?.premiumDuration ?? 0,
    isPremium: premiumRunsAt(profile?.premiumUntil ?? null, now),
    version: profile?.version ?? 0,
    createdAt: profile?.createdAt ?? null,
  };
}

export async function personDetails(sub: string, now: Date): Promise<AdminUser> {
  const user = await personOf(sub);
  const [roles, profile] = await Promise.all([rolesOf(user.username), getUserProfile(sub)]);
  return { user, roles, profile: profileView(profile, now) };
}

/**
 * Sets a person's roles (Cognito groups). An admin cannot take their own admin role (400
 * own_admin_role): another admin must, so the site never loses its last admin by a slip. The change
 * reaches the person with their next token (a refresh within the hour, or their next sign-in): the
 * groups are claims of the access token. Cognito is not in the table's transactions: the audit entry
 * is written once the groups changed.
 */
export async function changeRoles(admin: Admin, sub: string, roles: Role[], now: Date): Promise<{ roles: Role[] }> {
  if (admin.sub === sub && !roles.includes('admin')) {
    throw new RuleError('own_admin_role', 'You cannot remove your own admin role: ask another admin');
  }
  const person = await personOf(sub);
  const change = await setRoles(person.username, roles);
  if (change.added.length || change.removed.length) {
    await writeAuditEntry({
      target: auditTargets.user(sub), action: 'user.set_roles', actor: auditActor(admin), at: now.toISOString(),
      details: { before: change.before, after: change.after, added: change.added, removed: change.removed },
    });
  }
  return { roles: change.after };
}

const HOUR = 3_600_000;

/**
 * Grants premium time (days and hours added to the end of the current premium, or until a date) or
 * takes it (premium ends now), with a reason; versioned on the profile, the audit entry in the same
 * transaction. /api/me reads the profile, so the player sees it on their next call.
 */
export async function changePremium(admin: Admin, sub: string, body: PremiumChangeBody & { reason: string; version: number }, now: Date): Promise<AdminProfile> {
  const person = await personOf(sub);
  const profile = await getUserProfile(sub);
  const current = profileView(profile, now);
  if (body.version !== current.version) throw new StaleVersionError('This user\'s premium', current);
  const before = profile?.premiumUntil ?? null;
  const nowMs = now.getTime();
  let until: number;
  let details: Record<string, unknown>;
  if (body.action === 'grant') {
    const days = body.days ?? 0;
    const hours = body.hours ?? 0;
    if (body.until !== undefined) {
      if (days || hours) throw new ValidationError([{ code: 'custom', path: ['body', 'until'], message: 'Give days and hours, or a date, not both' }]);
      until = Date.parse(body.until);
      if (until <= nowMs) throw new ValidationError([{ code: 'custom', path: ['body', 'until'], message: 'The date must be in the future' }]);
      details = { reason: body.reason, until: new Date(until).toISOString() };
    } else {
      if (!days && !hours) throw new ValidationError([{ code: 'custom', path: ['body', 'days'], message: 'Give days or hours (at least one), or a date' }]);
      const from = Math.max(nowMs, before ? Date.parse(before) : nowMs);
      until = from + (days * 24 + hours) * HOUR;
      details = { reason: body.reason, days, hours };
    }
  } else {
    until = nowMs;
    details = { reason: body.reason };
  }
  const granted = Math.max(0, Math.round((until - Math.max(nowMs, before ? Date.parse(before) : nowMs)) / 1000));
  const after = new Date(until).toISOString();
  const written = await writePremiumChange({
    sub,
    expectedVersion: current.version,
    premiumUntil: after,
    premiumDuration: (profile?.premiumDuration ?? 0) + (body.action === 'grant' ? granted : 0),
    ...(profile ? {} : { create: { name: person.name ?? person.username, username: person.username, createdAt: now.toISOString() } }),
    audit: {
      target: auditTargets.user(sub),
      action: body.action === 'grant' ? 'user.grant_premium' : 'user.take_premium',
      actor: auditActor(admin),
      at: now.toISOString(),
      details: { ...details, before: { premiumUntil: before }, after: { premiumUntil: after } },
    },
  });
  if (!written) throw new StaleVersionError('This user\'s premium', profileView(await getUserProfile(sub), now));
  return profileView(await getUserProfile(sub), now);
}
