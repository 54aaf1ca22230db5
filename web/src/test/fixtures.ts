import type { GamePayload, GameSummary, PlayState, ReferenceState, Zone } from '@quiz/shared';
import type { InitView } from '../lib/init';
import type { StaticSiteInput } from '../app/static-pages/site-input';

/** The fields every player-facing form of a game shares (the listing and the play payload). */
const movieNight = {
  gameId: 1,
  number: 1,
  title: 'Movie Night',
  slug: 'movie-night',
  description: 'A street at night…',
  themes: ['movie'],
  difficulty: 1,
  premiumLevel: 0,
} satisfies Partial<GameSummary & GamePayload>;

export function gameSummary(overrides: Partial<GameSummary> = {}): GameSummary {
  return {
    ...movieNight,
    theme: 'movie',
    thumbnail: '/images/games/1.svg',
    gameReferencesCount: 12,
    playedCount: 0,
    averageScore: null,
    ...overrides,
  };
}

/**
 * The catalogue and an anonymous caller's init in one object: a stub that answers every call with it
 * serves both GET /api/catalogue and GET /api/init (each reads its own fields).
 */
export function initResponse(games: GameSummary[]): InitView {
  return {
    played: [],
    games: Object.fromEntries(games.map((g) => [String(g.gameId), g])),
    me: { isPremium: false, types: [], user: null },
    gamesCount: games.length,
    siteStats: { refsTotal: games.reduce((sum, g) => sum + g.gameReferencesCount, 0), playedCount: 0 },
  };
}

export function gamePayload(overrides: Partial<GamePayload> = {}): GamePayload {
  return {
    ...movieNight,
    image: { src: '/images/games/1/illustration.svg', width: 1600, height: 1000 },
    durationSeconds: 180,
    // Kinds only: where a reference is comes with the play state, once found (or in QUIZ mode).
    references: [
      { id: 'r01', type: 'classic' },
      { id: 'r02', type: 'zoneless' },
    ],
    ...overrides,
  };
}

/** Where the references of gamePayload() are (the server's secret until found, or in QUIZ mode). */
export const ZONES: Readonly<Record<string, Zone | null>> & { r01: Zone; r02: null } = {
  r01: { kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 },
  r02: null,
};

/** A reference's state: open, with no hint, no zone (a FREE play's open reference). */
export function referenceState(refId: string, overrides: Partial<ReferenceState> = {}): ReferenceState {
  return { refId, status: 'open', title: null, zone: null, hints: [], hintsLeft: 2, errorsFree: 0, errorsQuiz: 0, ...overrides };
}

/** The four options of a QUIZ question of gamePayload(), the right one first. */
export const quizChoices = (right: string) => [right, 'Gremlins', 'The Goonies', 'Vertigo'];

/**
 * A play of gamePayload(). A FREE play's open references have no zone; a QUIZ play asks r01 (its
 * zone shown, its options in `question`), unless `references` and `question` say otherwise.
 */
export function playState(overrides: Partial<PlayState> = {}): PlayState {
  const now = new Date();
  const quiz = overrides.mode === 'QUIZ';
  const references: ReferenceState[] = overrides.references ?? [
    referenceState('r01', { zone: quiz ? ZONES.r01 : null }),
    referenceState('r02'),
  ];
  const count = (status: ReferenceState['status']) => references.filter((r) => r.status === status).length;
  return {
    playId: '3f2b8a4e-2c1d-4e5f-9a7b-1c2d3e4f5a6b',
    gameId: 1,
    mode: 'FREE',
    locale: 'en',
    run: { runId: '3f2b8a4e-2c1d-4e5f-9a7b-1c2d3e4f5a6b', partIndex: 0, runPart: 1, ended: count('open') === 0, continued: false },
    startedAt: now.toISOString(),
    endsAt: new Date(now.getTime() + 180_000).toISOString(),
    serverNow: now.toISOString(),
    ended: false,
    score: 0,
    summary: {
      refsTotal: references.length,
      refsConsumed: references.length - count('open'),
      refsFound: count('found'),
      refsRevealed: count('revealed'),
      refsLockedQuiz: count('locked'),
      refsHinted: references.filter((r) => r.hints.length > 0).length,
      errorCountQuiz: 0,
      errorCountFree: 0,
    },
    question: quiz ? { refId: 'r01', choices: quizChoices('E.T. the Extra-Terrestrial') } : null,
    ...overrides,
    references,
  };
}

/** What the pre-renderer takes (app/static-pages/site-input.ts): nothing but what a test gives it. */
export function staticSiteInput(overrides: Partial<StaticSiteInput> = {}): StaticSiteInput {
  return {
    siteUrl: 'https://quiz.example.com',
    games: { en: [], fr: [] },
    payloads: { en: new Map(), fr: new Map() },
    assets: { appScripts: ['/assets/app.js'], appStyles: [], landingScript: '/assets/landing.js', landingStyles: [], quizStyles: [] },
    pages: [],
    menu: { en: [], fr: [] },
    appShell: '<!doctype html><html lang="en"><head><title>Picture Quiz</title></head><body><div id="root"></div><noscript>needs JavaScript</noscript><script type="module" src="/assets/app.js"></script></body></html>',
    ...overrides,
  };
}
