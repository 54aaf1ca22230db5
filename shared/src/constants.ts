/** Business constants and limits of SPEC §9. */

export const LOCALES = ['en', 'fr'] as const;
export const DEFAULT_LOCALE = 'en' as const;

export const DEFAULT_CURRENCY = 'EUR' as const;
/** Currencies we price packs in; any other country pays in the default currency. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD'] as const;

/** A game lasts 3 minutes. */
export const GAME_DURATION_SECONDS = 180;
/** Scores are scaled to /10, rounded to 0.1. */
export const SCORE_SCALE = 10;

export const COLLAPSE_HEIGHT_PX = 200;
export const MOBILE_BREAKPOINT_PX = 768;
export const LAZY_IMAGE_MARGIN_PX = 100;

export const COOKIE_LIFETIME_SECONDS = {
  popup: 31_536_000,
  triggersPopupUntilPaid: 31_536_000,
  purchasePendingProductType: 86_400,
  locale: 365 * 86_400,
  /** The game-data copy of the scores (SPEC §1: anonymous scores live locally and in a cookie): a year, as the long lifetimes above. */
  gameDatas: 31_536_000,
} as const;

export const POPUP_SUPPRESS_MS = 400;

/**
 * The tags naming the offer a purchase was started from (POST /api/purchase/{type}/{ref},
 * docs/premium.md "Buying"): the pages that offer the packs, a product's page (`product-{id}`) and a
 * popup's trigger (`popup-{trigger}`, a trigger name of the popups' data). Nothing else: the tags
 * are counted to tell which offers sell, so a made-up one would only add noise.
 */
export const PURCHASE_REF_TAGS = ['shop', 'specialpack', 'unlimited-access', 'quiz-offer', 'premium-over'] as const;
export const PURCHASE_REF_PATTERN = new RegExp(`^(?:${PURCHASE_REF_TAGS.join('|')}|product-[1-9][0-9]{0,8}|popup-[a-z][a-z0-9_]{0,47})$`);

export const PREMIUM_PACKS = ['stripe_premium_p3m', 'stripe_premium_p1m', 'stripe_premium_pt3h'] as const;

/** The XL pack (a book edition sold elsewhere): access for 1 year, 70 more games, 700 movies and series from 2017 to 2021. */
export const XL_PACK = { accessYears: 1, moreGames: 70, moviesAndSeries: 700, fromYear: 2017, toYear: 2021 } as const;

export const LOCAL_STORAGE_KEYS = {
  gameDatas: 'gameDatas',
  me: 'me',
  isConnected: 'isConnected',
  tsLastVisit: 'tsLastVisit',
} as const;

/**
 * Moves per minute per caller (the signed-in `sub`, else the source IP), on top of the per-play
 * guess budget: past them 429 with Retry-After. Generous for a person (a play lasts 3 minutes; a
 * quick typist guesses every 2–3 s), and room for a household or a classroom behind one address.
 */
export const RATE_LIMITS = {
  playStarts: { perMinute: 30 },
  guesses: { perMinute: 180 },
  /** Checkout sessions a signed-in player may start: a person needs one or two, a script no more. */
  purchaseStarts: { perMinute: 5 },
  /** Shares made: each renders a preview image once; a person shares a few a minute. */
  shares: { perMinute: 10 },
  /** Challenges a signed-in player may make: a few friends a minute, not a mailing script. */
  challengeCreates: { perMinute: 6 },
  /**
   * Consent changes and messenger bindings of one signed-in player: each change is a new item of the
   * consent ledger, so a script must not grow it without end; a person makes a few.
   */
  consentChanges: { perMinute: 20 },
  /**
   * Nickname changes of one signed-in player: each rewrites their entry on every published
   * competition's board, so a script must not churn them; a person changes it once or twice.
   */
  nicknameChanges: { perMinute: 5 },
} as const;

/** Scores in a page of a player's history (GET /api/scores): about 2.75 KB each, so ~70 KB a page. */
export const SCORES_PAGE_SIZE = 25;

/**
 * The product's own figures, counted by the functions when they happen (functions/src/lib/
 * metrics.ts, CloudWatch embedded metrics through Powertools) and drawn on the stage's dashboard
 * (infra/lib/monitoring-stack.ts), in this namespace with the dimensions `service` and `stage`.
 */
export const PRODUCT_METRICS_NAMESPACE = 'PictureQuiz';
export const PRODUCT_METRICS = ['PlaysStarted', 'Guesses', 'ScoresRecorded', 'PurchasesFulfilled'] as const;
export type ProductMetric = (typeof PRODUCT_METRICS)[number];

/**
 * Challenges between friends (docs/adr/0032-challenges.md); kept here, free of zod, so
 * that a page reading the link's hash does not bring the schemas (schemas/challenges.ts) with it.
 */
/** How the challenger passes the link on (SPEC §3 promise types email and facebook; `link`: copied by hand). */
export const CHALLENGE_PROMISES = ['email', 'facebook', 'link'] as const;
/** 18 random bytes (144 bits) in base64url: the only way to reach a challenge. */
export const CHALLENGE_HASH_BYTES = 18;
export const CHALLENGE_HASH_PATTERN = /^[A-Za-z0-9_-]{24}$/;
/** A challenge lives 30 days from its creation (its item's TTL; checked on every read). */
export const CHALLENGE_RETENTION_SECONDS = 30 * 86_400;
/** The challenger's list in the menu: the newest challenges, at most this many. */
export const CHALLENGES_LIST_LIMIT = 50;
