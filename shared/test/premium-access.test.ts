import { describe, expect, it } from 'vitest';
import { JOKER_WINDOW_SECONDS, PREMIUM_LEVEL, quizAccess, type JokerUse } from '../src/premium/access';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const HOUR = 3600_000;
const free = { gameId: 1, premiumLevel: PREMIUM_LEVEL.free };
const premium = { gameId: 4, premiumLevel: PREMIUM_LEVEL.premium };
const joker = { gameId: 10, premiumLevel: PREMIUM_LEVEL.joker };
const otherJoker = { gameId: 11, premiumLevel: PREMIUM_LEVEL.joker };
const nobody = { isPremium: false, joker: null };
const used = (gameId: number, hoursAgo: number): JokerUse => ({ gameId, openedAt: NOW - hoursAgo * HOUR });

describe('premium access (docs/premium.md "Access", SPEC §3 premium levels 0 free, 1 joker, 10 premium)', () => {
  it('opens a free quiz to everyone', () => {
    expect(quizAccess(free, nobody, NOW)).toEqual({ kind: 'open' });
  });

  it('locks a premium quiz to a player without premium time, joker or not', () => {
    expect(quizAccess(premium, nobody, NOW)).toEqual({ kind: 'locked', nextJokerAt: null });
    expect(quizAccess(premium, { isPremium: false, joker: used(4, 1) }, NOW)).toEqual({ kind: 'locked', nextJokerAt: null });
  });

  it('opens premium and joker quizzes to a premium player, whatever their joker', () => {
    const viewer = { isPremium: true, joker: used(10, 1) };
    expect(quizAccess(premium, viewer, NOW)).toEqual({ kind: 'open' });
    expect(quizAccess(otherJoker, viewer, NOW)).toEqual({ kind: 'open' });
  });

  it('offers a joker quiz on the joker when none is running: Play opens it', () => {
    expect(quizAccess(joker, nobody, NOW)).toEqual({ kind: 'joker', until: null });
  });

  it('keeps the joker quiz open to its player for 24 hours after it was opened', () => {
    expect(JOKER_WINDOW_SECONDS).toBe(86_400);
    expect(quizAccess(joker, { isPremium: false, joker: used(10, 23) }, NOW)).toEqual({ kind: 'joker', until: NOW + HOUR });
  });

  it('locks every other joker quiz until the window ends: the next free quiz timer', () => {
    expect(quizAccess(otherJoker, { isPremium: false, joker: used(10, 23) }, NOW)).toEqual({ kind: 'locked', nextJokerAt: NOW + HOUR });
  });

  it('gives the joker back once the window has ended, for any joker quiz', () => {
    const viewer = { isPremium: false, joker: used(10, 24) };
    expect(quizAccess(otherJoker, viewer, NOW)).toEqual({ kind: 'joker', until: null });
    expect(quizAccess(joker, viewer, NOW)).toEqual({ kind: 'joker', until: null });
  });
});
