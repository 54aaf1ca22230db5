import type { Locale } from '@quiz/shared';
import type { backOfficeCatalogueLoaders as BackOfficeLoaders } from './back-office-catalogues';
import type { app as enApp } from './en/app';
import type enGame from './en/game.json';
import type enHome from './en/home.json';
import type enPremium from './en/premium.json';
import type enScores from './en/scores.json';
import type enShop from './en/shop.json';
import type enChallenges from './en/challenges.json';
import type enChallengeErrors from './en/challenge-errors.json';
import type enOptins from './en/optins.json';
import type enCompetition from './en/competition.json';

/** The namespaces every page needs. The English files are the source of the key types. */
export type AppCatalogue = typeof enApp;
export interface GameCatalogue {
  game: typeof enGame;
}
export interface HomeCatalogue {
  home: typeof enHome;
}
export interface PremiumCatalogue {
  premium: typeof enPremium;
}
export interface ScoresCatalogue {
  scores: typeof enScores;
}
export interface ShopCatalogue {
  shop: typeof enShop;
}
/** Challenges between friends: with the challenge screens and the menu, and the error texts only they meet. */
export interface ChallengesCatalogue {
  challenges: typeof enChallenges;
  errors: typeof enChallengeErrors;
}
export interface OptinsCatalogue {
  optins: typeof enOptins;
}
export interface CompetitionCatalogue {
  competition: typeof enCompetition;
}

/**
 * Each language's texts are a chunk of their own, downloaded only for the language being read:
 * a player never pays for the other language's catalogue. The types make a key missing from a
 * French file a compile error (and lib/i18n.test.ts checks both directions).
 */
export const catalogueLoaders: {
  app: Record<Locale, () => Promise<AppCatalogue>>;
  game: Record<Locale, () => Promise<GameCatalogue>>;
  home: Record<Locale, () => Promise<HomeCatalogue>>;
  scores: Record<Locale, () => Promise<ScoresCatalogue>>;
  premium: Record<Locale, () => Promise<PremiumCatalogue>>;
  shop: Record<Locale, () => Promise<ShopCatalogue>>;
  challenges: Record<Locale, () => Promise<ChallengesCatalogue>>;
  optins: Record<Locale, () => Promise<OptinsCatalogue>>;
  competition: Record<Locale, () => Promise<CompetitionCatalogue>>;
} = {
  app: {
    en: () => import('./en/app').then((m) => m.app),
    fr: () => import('./fr/app').then((m) => m.app),
  },
  // A page's own texts come with it, in parallel with its code and data (see PageHandle).
  game: {
    en: () => import('./en/game.json').then((m) => ({ game: m.default })),
    fr: () => import('./fr/game.json').then((m) => ({ game: m.default })),
  },
  home: {
    en: () => import('./en/home.json').then((m) => ({ home: m.default })),
    fr: () => import('./fr/home.json').then((m) => ({ home: m.default })),
  },
  // The stats panel's texts, with the menu page.
  scores: {
    en: () => import('./en/scores.json').then((m) => ({ scores: m.default })),
    fr: () => import('./fr/scores.json').then((m) => ({ scores: m.default })),
  },
  // The purchase pages' texts.
  premium: {
    en: () => import('./en/premium.json').then((m) => ({ premium: m.default })),
    fr: () => import('./fr/premium.json').then((m) => ({ premium: m.default })),
  },
  // The shop's pages (and the menu's link to them).
  shop: {
    en: () => import('./en/shop.json').then((m) => ({ shop: m.default })),
    fr: () => import('./fr/shop.json').then((m) => ({ shop: m.default })),
  },
  // Challenges: loaded by the challenge screens when they open, and with the menu.
  challenges: {
    en: () => Promise.all([import('./en/challenges.json'), import('./en/challenge-errors.json')]).then(([m, e]) => ({ challenges: m.default, errors: e.default })),
    fr: () => Promise.all([import('./fr/challenges.json'), import('./fr/challenge-errors.json')]).then(([m, e]) => ({ challenges: m.default, errors: e.default })),
  },
  // The menu's consents (opt-ins), with the menu page.
  optins: {
    en: () => import('./en/optins.json').then((m) => ({ optins: m.default })),
    fr: () => import('./fr/optins.json').then((m) => ({ optins: m.default })),
  },
  // A competition's page.
  competition: {
    en: () => import('./en/competition.json').then((m) => ({ competition: m.default })),
    fr: () => import('./fr/competition.json').then((m) => ({ competition: m.default })),
  },
};

export type CatalogueBundle = keyof typeof catalogueLoaders | keyof typeof BackOfficeLoaders;

/**
 * What a route declares in its `handle`: the texts its page needs besides the app's, downloaded with
 * its loaders (lib/page-texts.ts) and, on the first page, before the first render (main.tsx).
 */
export interface PageHandle {
  texts?: CatalogueBundle[];
}
