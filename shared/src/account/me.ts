import type { Me, UserState, UserType } from '../schemas/me';

export interface Identity {
  sub: string;
  username: string;
  groups: string[];
}

export interface PremiumRecord {
  name: string;
  /** ISO date premium runs until, null if never bought. */
  premiumUntil: string | null;
  /** Duration of the pack last bought, in seconds. */
  premiumDuration: number;
  /** The public nickname for leaderboards, when the player chose one. */
  nickname?: string | null | undefined;
}

/** Seconds of premium left at `now` (SPEC §4: computed from premiumUntil), never negative. */
export function remainingPremiumSeconds(premiumUntil: string | null, now: Date): number {
  if (!premiumUntil) return 0;
  return Math.max(0, Math.floor((Date.parse(premiumUntil) - now.getTime()) / 1000));
}

/**
 * The user state of SPEC §4 at `now`, from the identity and the premium record alone:
 * - `anonymous`: no identity (no valid access token);
 * - `paid`: signed in and premiumUntil is in the future;
 * - `paid_over` (formerly premium): signed in, not premium, and premiumUntil is in the past;
 * - `connected`: signed in and never premium.
 */
export function userState(identity: Identity | null, premiumUntil: string | null, now: Date): UserState {
  if (!identity) return 'anonymous';
  if (!premiumUntil) return 'connected';
  return premiumRunsAt(premiumUntil, now) ? 'paid' : 'paid_over';
}

/** Premium runs while `now` is before premiumUntil: access is decided from it at each call (SPEC §4). */
export function premiumRunsAt(premiumUntil: string | null, now: Date): boolean {
  return premiumUntil !== null && Date.parse(premiumUntil) > now.getTime();
}

const TYPES_OF_STATE: Record<UserState, UserType[]> = {
  anonymous: [],
  connected: ['connected'],
  paid: ['connected', 'paid'],
  paid_over: ['connected', 'paid_over'],
};

/** The user state a Me answer describes (the web's popups pick their audience from it, SPEC §4). */
export function userStateOf(me: Pick<Me, 'types' | 'user'>): UserState {
  if (!me.user) return 'anonymous';
  if (me.types.includes('paid')) return 'paid';
  if (me.types.includes('paid_over')) return 'paid_over';
  return 'connected';
}

/**
 * The current visitor (SPEC §3 "Me", §4 user states): anonymous without an identity; connected once
 * signed in; paid while premiumUntil is in the future; paid_over once it has passed. Time is passed
 * in, never read here.
 */
export function buildMe(identity: Identity | null, record: PremiumRecord | null, now: Date): Me {
  if (!identity) return { isPremium: false, types: [], user: null };
  const premiumUntil = record?.premiumUntil ?? null;
  const remaining = remainingPremiumSeconds(premiumUntil, now);
  const state = userState(identity, premiumUntil, now);
  const isPremium = state === 'paid';
  return {
    isPremium,
    types: TYPES_OF_STATE[state],
    user: {
      id: identity.sub,
      name: record?.name ?? identity.username,
      isPlayer: true,
      isPremium,
      premiumUntil,
      premium: premiumUntil ? { remaining, until: premiumUntil, duration: record?.premiumDuration ?? 0 } : null,
      groups: identity.groups,
      ...(record?.nickname ? { nickname: record.nickname } : {}),
      statsScores: {},
    },
  };
}
