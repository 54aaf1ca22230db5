import { TABLE } from '@quiz/shared';

/** Key builders of the single table: every pk/sk/gsi1 value is made here and nowhere else. */

const pad = (n: number) => String(n).padStart(6, '0');

export const keys = {
  /**
   * A back-office change, under what it changed (`GAME#12`, `USER#{sub}`, `PAGE#…`), newest last;
   * also listed in gsi1 under who made it.
   */
  auditEntry: (target: string, at: string, id: string) => ({ [TABLE.partitionKey]: `AUDIT#${target}`, [TABLE.sortKey]: `${at}#${id}` }),
  auditPk: (target: string) => `AUDIT#${target}`,
  auditByActor: (actorSub: string, at: string) => ({ [TABLE.gsi1.partitionKey]: `AUDIT_BY#${actorSub}`, [TABLE.gsi1.sortKey]: at }),
  auditByActorPk: (actorSub: string) => `AUDIT_BY#${actorSub}`,
  game: (id: number) => ({ [TABLE.partitionKey]: `GAME#${id}`, [TABLE.sortKey]: 'META' }),
  /** Games listed by status, ordered by their public number. */
  gameListing: (status: string, number: number) => ({
    [TABLE.gsi1.partitionKey]: `GAMES#${status}`,
    [TABLE.gsi1.sortKey]: pad(number),
  }),
  gamesByStatus: (status: string) => `GAMES#${status}`,
  reference: (gameId: number, refId: string) => ({ [TABLE.partitionKey]: `GAME#${gameId}`, [TABLE.sortKey]: `REF#${refId}` }),
  referencesPrefix: 'REF#',
  gamePk: (gameId: number) => `GAME#${gameId}`,
  response: (id: string) => ({ [TABLE.partitionKey]: `RESPONSE#${id}`, [TABLE.sortKey]: 'META' }),
  userProfile: (sub: string) => ({ [TABLE.partitionKey]: `USER#${sub}`, [TABLE.sortKey]: 'PROFILE' }),
  play: (playId: string) => ({ [TABLE.partitionKey]: `PLAY#${playId}`, [TABLE.sortKey]: 'META' }),
  /** A pushed session, under the SHA-256 of its hash (hex): the table never holds the hash itself. */
  pushedSession: (hashDigest: string) => ({ [TABLE.partitionKey]: `PUSH#${hashDigest}`, [TABLE.sortKey]: 'META' }),
  /** A rejected guess of a reference, by its normalised text, counted for the alias review. */
  // Own partition per game, so that reading a game's references never pages through its misses.
  miss: (gameId: number, refId: string, normalised: string) => ({
    [TABLE.partitionKey]: `MISSES#GAME#${gameId}`,
    [TABLE.sortKey]: `${refId}#${normalised}`,
  }),
  /** A player's copy of a score: one per play (`{playId}`), or per timestamp for a score without a play. */
  userScore: (sub: string, gameId: number, id: string) => ({
    [TABLE.partitionKey]: `USER#${sub}`,
    [TABLE.sortKey]: `SCORE#${gameId}#${id}`,
  }),
  userPk: (sub: string) => `USER#${sub}`,
  userScoresPrefix: 'SCORE#',
  /** A user's scores of one game. */
  userGameScoresPrefix: (gameId: number) => `SCORE#${gameId}#`,
  /** A purchase of a premium pack (docs/premium.md "Purchases"). */
  purchase: (purchaseId: string) => ({ [TABLE.partitionKey]: `PURCHASE#${purchaseId}`, [TABLE.sortKey]: 'META' }),
  /** Applied purchases in gsi1, by the end of their time: what the expiry schedule looks up. */
  appliedPurchases: 'PURCHASES#applied',
  /** A Stripe event handled once: its id recorded in the transaction that applies it. */
  stripeEvent: (eventId: string) => ({ [TABLE.partitionKey]: `STRIPE_EVENT#${eventId}`, [TABLE.sortKey]: 'META' }),
  /** A payment intent's purchase (refunds and disputes name the payment intent, not the checkout). */
  payment: (paymentIntentId: string) => ({ [TABLE.partitionKey]: `PAYMENT#${paymentIntentId}`, [TABLE.sortKey]: 'META' }),
  /** The joker quiz a player opened (docs/premium.md), by owner: `sub:{sub}` or `anon:{secret digest}`. */
  joker: (owner: string) => ({ [TABLE.partitionKey]: `JOKER#${owner}`, [TABLE.sortKey]: 'META' }),
  /** A caller's count of one action in one minute (rate limits), with a TTL. */
  rateCounter: (action: string, callerKey: string, minute: number) => ({
    [TABLE.partitionKey]: `RATE#${action}#${callerKey}`,
    [TABLE.sortKey]: `MINUTE#${minute}`,
  }),
  /** How many runs of a game one owner (`sub`, or an anonymous player's secret digest) has started. */
  runCounter: (ownerKey: string, gameId: number) => ({
    [TABLE.partitionKey]: `RUNS#${ownerKey}`,
    [TABLE.sortKey]: `GAME#${gameId}`,
  }),
  /** A content page in one language (docs/decisions.md "Content pages"), by its id. */
  page: (id: string) => ({ [TABLE.partitionKey]: `PAGE#${id}`, [TABLE.sortKey]: 'META' }),
  /**
   * Pages listed by status in gsi1, by type, language and path: the public reads `PAGES#published`
   * only, so a draft is never even read by a public call.
   */
  pageListing: (page: { status: string; type: string; locale: string; path: string }) => ({
    [TABLE.gsi1.partitionKey]: `PAGES#${page.status}`,
    [TABLE.gsi1.sortKey]: `${page.type}#${page.locale}#${page.path}`,
  }),
  pagesByStatus: (status: string) => `PAGES#${status}`,
  /** A menu item: one partition for the whole menu (a few dozen items), by language and id. */
  menuItem: (locale: string, id: string) => ({ [TABLE.partitionKey]: 'MENU', [TABLE.sortKey]: `${locale}#${id}` }),
  menuPk: 'MENU',
  /** A publish of the site (issue 22, docs/back-office.md "Publishing"), by its id. */
  publish: (id: string) => ({ [TABLE.partitionKey]: `PUBLISH#${id}`, [TABLE.sortKey]: 'META' }),
  /** Publishes listed newest first in gsi1 (one small partition: a few a day). */
  publishListing: (requestedAt: string, id: string) => ({ [TABLE.gsi1.partitionKey]: 'PUBLISHES', [TABLE.gsi1.sortKey]: `${requestedAt}#${id}` }),
  publishesPk: 'PUBLISHES',
  /** The site's running counters (verified plays scored, score sum, references consumed/found/revealed). */
  siteStats: () => ({ [TABLE.partitionKey]: 'SITE', [TABLE.sortKey]: 'STATS' }),
} as const;
