import type { Me } from '../schemas/me';

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
}

/** Seconds of premium left at `now` (SPEC §4: computed from premiumUntil), never negative. */
export function remainingPremiumSeconds(premiumUntil: string | null, now: Date): number {
  if (!premiumUntil) return 0;
  return Math.max(0, Math.floor((Date.parse(premiumUntil) - now.getTime()) / 1000));
}

/**
 * The current visitor (SPEC §3 "Me", §4 user states): anonymous without an identity; connected once
 * signed in; paid while premiumUntil is in the future. Time is passed in, never read here.
 */
export function buildMe(identity: Identity | null, record: PremiumRecord | null, now: Date): Me {
  if (!identity) return { isPremium: false, types: [], user: null };
  const premiumUntil = record?.premiumUntil ?? null;
  const remaining = remainingPremiumSeconds(premiumUntil, now);
  const isPremium = remaining > 0;
  return {
    isPremium,
    types: isPremium ? ['connected', 'paid'] : ['connected'],
    user: {
      id: identity.sub,
      name: record?.name ?? identity.username,
      isPlayer: true,
      isPremium,
      premiumUntil,
      premium: premiumUntil ? { remaining, until: premiumUntil, duration: record?.premiumDuration ?? 0 } : null,
      groups: identity.groups,
      statsScores: {},
    },
  };
}
