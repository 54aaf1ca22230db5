import { TABLE } from '@quiz/shared';

/** The partition of the audit page's copy of every entry (docs/back-office.md "The audit page"). */
const AUDIT_LOG_PK = 'AUDIT#LOG';

/** Key builders of the single table: every pk/sk/gsi1 value is made here and nowhere else. */

const BOARD_ENTRY_PK = /^COMPETITION#(.+)#BOARD#\d+$/;

const pad = (n: number) => String(n).padStart(6, '0');

/** An item's primary key (one builder: every function bundles this file, so its size counts). */
const tableKey = (pk: string, sk: string) => ({ [TABLE.partitionKey]: pk, [TABLE.sortKey]: sk });

export const keys = {
  /**
   * A back-office change, under what it changed (`GAME#12`, `USER#{sub}`, `PAGE#…`), newest last;
   * also listed in gsi1 under who made it.
   */
  auditEntry: (target: string, at: string, id: string) => tableKey(`AUDIT#${target}`, `${at}#${id}`),
  auditPk: (target: string) => `AUDIT#${target}`,
  /** The whole trail, newest first: one copy of every entry (no target is named LOG). */
  auditLogEntry: (at: string, id: string) => tableKey(AUDIT_LOG_PK, `${at}#${id}`),
  auditLogPk: () => AUDIT_LOG_PK,
  auditByActor: (actorSub: string, at: string) => ({ [TABLE.gsi1.partitionKey]: `AUDIT_BY#${actorSub}`, [TABLE.gsi1.sortKey]: at }),
  auditByActorPk: (actorSub: string) => `AUDIT_BY#${actorSub}`,
  game: (id: number) => tableKey(`GAME#${id}`, 'META'),
  /** Games listed by status, ordered by their public number. */
  gameListing: (status: string, number: number) => ({
    [TABLE.gsi1.partitionKey]: `GAMES#${status}`,
    [TABLE.gsi1.sortKey]: pad(number),
  }),
  gamesByStatus: (status: string) => `GAMES#${status}`,
  /**
   * Who holds a slug in one language (docs/back-office.md "Designer: games and pictures"): Put with `attribute_not_exists` in the game's
   * transaction, so two games can never take the same slug, even at the same instant.
   */
  gameSlug: (locale: string, slug: string) => tableKey(`GAMESLUG#${locale}#${slug}`, 'META'),
  reference: (gameId: number, refId: string) => tableKey(`GAME#${gameId}`, `REF#${refId}`),
  referencesPrefix: 'REF#',
  gamePk: (gameId: number) => `GAME#${gameId}`,
  response: (id: string) => tableKey(`RESPONSE#${id}`, 'META'),
  /** Every response listed in gsi1 by id, for the designer's search (docs/back-office.md "References and responses"). */
  responseListing: (id: string) => ({ [TABLE.gsi1.partitionKey]: 'RESPONSES', [TABLE.gsi1.sortKey]: id }),
  responsesListingPk: 'RESPONSES',
  /**
   * A reference listed in gsi1 under the response it names (README.md 4c): the games a change of that
   * response must reload at once (their `contentVersion` bumped with the change).
   */
  responseUse: (responseId: string, gameId: number, refId: string) => ({
    [TABLE.gsi1.partitionKey]: `RESPONSE_USES#${responseId}`,
    [TABLE.gsi1.sortKey]: `${gameId}#${refId}`,
  }),
  responseUsesPk: (responseId: string) => `RESPONSE_USES#${responseId}`,
  userProfile: (sub: string) => tableKey(`USER#${sub}`, 'PROFILE'),
  play: (playId: string) => tableKey(`PLAY#${playId}`, 'META'),
  /** A pushed session, under the SHA-256 of its hash (hex): the table never holds the hash itself. */
  pushedSession: (hashDigest: string) => tableKey(`PUSH#${hashDigest}`, 'META'),
  /**
   * A score share (docs/adr/0031-score-shares.md), by its random id (128 bits); a year's
   * TTL. `shareOfPlay` is the play's pointer to its one share, in the play's partition, with the play's TTL.
   */
  share: (id: string) => tableKey(`SHARE#${id}`, 'META'),
  shareOfPlay: (playId: string) => tableKey(`PLAY#${playId}`, 'SHARE'),
  /** A rejected guess of a reference, by its normalised text, counted for the alias review. */
  // Own partition per game, so that reading a game's references never pages through its misses.
  miss: (gameId: number, refId: string, normalised: string) => tableKey(`MISSES#GAME#${gameId}`, `${refId}#${normalised}`),
  /**
   * A typed guess on no zone, by its normalised text, counted by the stream's aggregation as a miss
   * on a zone is (docs/game.md "What a guess may reveal"). Its own partition: the alias review never
   * reads it.
   */
  looseMiss: (gameId: number, normalised: string) => tableKey(`MISSES#GAME#${gameId}#NOZONE`, normalised),
  /** A game's rejected guesses (access pattern 7): the whole partition, for the alias review. */
  missesPk: (gameId: number) => `MISSES#GAME#${gameId}`,
  /** A tester's review of a reference (docs/back-office.md "Question reviews"), by its id; listed per game in gsi1, oldest first. */
  questionReview: (id: string) => tableKey(`REVIEW#${id}`, 'META'),
  questionReviewListing: (gameId: number, createdAt: string, id: string) => ({
    [TABLE.gsi1.partitionKey]: `REVIEWS#GAME#${gameId}`,
    [TABLE.gsi1.sortKey]: `${createdAt}#${id}`,
  }),
  questionReviewsOfGame: (gameId: number) => `REVIEWS#GAME#${gameId}`,
  /** A designer's caddy (responses kept to reuse), in their own partition. */
  caddy: (sub: string) => tableKey(`USER#${sub}`, 'CADDY'),
  /** A designer's composition (planned games), in their own partition. */
  composition: (sub: string, id: string) => tableKey(`USER#${sub}`, `COMPOSITION#${id}`),
  compositionsPrefix: 'COMPOSITION#',
  /**
   * A player's consent to one opt-in as it stands (README.md 19): the last change, overwritten by the
   * next. `CONSENT#` matches none of the partition's other prefixes (SCORE#, PURCHASE#, COMPOSITION#,
   * CADDY, PROFILE), and `begins_with(sk, CONSENT#)` does not match the ledger's `CONSENTLOG#`.
   */
  consent: (sub: string, optin: string) => tableKey(`USER#${sub}`, `CONSENT#${optin}`),
  consentsPrefix: 'CONSENT#',
  /**
   * One change of a consent or of the messenger binding, never overwritten (Put under
   * `attribute_not_exists`): the proof of what was agreed to, when, in which words. Newest last.
   */
  consentLogEntry: (sub: string, subject: string, at: string, id: string) => tableKey(`USER#${sub}`, `CONSENTLOG#${subject}#${at}#${id}`),
  consentLogPrefix: 'CONSENTLOG#',
  /** The player's messenger binding (one): the token's SHA-256 and when it was made. */
  messengerBinding: (sub: string) => tableKey(`USER#${sub}`, 'MESSENGER'),
  /** A player's copy of a score: one per play (`{playId}`), or per timestamp for a score without a play. */
  userScore: (sub: string, gameId: number, id: string) => tableKey(`USER#${sub}`, `SCORE#${gameId}#${id}`),
  userPk: (sub: string) => `USER#${sub}`,
  /** A player's record of one quiz (best score, what the stats need), kept at recording time: pattern 8c. */
  quizRecord: (sub: string, gameId: number) => tableKey(`USER#${sub}`, `QUIZREC#${gameId}`),
  /** Present once the player's records hold every score of theirs (built once from older copies); `begins_with` it reads both. */
  quizRecordsMarker: (sub: string) => tableKey(`USER#${sub}`, 'QUIZREC'),
  quizRecordsMarkerSk: 'QUIZREC',
  userScoresPrefix: 'SCORE#',
  /** A user's scores of one game. */
  userGameScoresPrefix: (gameId: number) => `SCORE#${gameId}#`,
  /** A purchase of a premium pack (docs/premium.md "Purchases"). */
  purchase: (purchaseId: string) => tableKey(`PURCHASE#${purchaseId}`, 'META'),
  /** Applied purchases in gsi1, by the end of their time: what the expiry schedule looks up. */
  appliedPurchases: 'PURCHASES#applied',
  /** A purchase's place in its buyer's list (README.md 9b): `USER#{sub}`, newest last by creation. */
  userPurchase: (sub: string, createdAt: string, purchaseId: string) => tableKey(`USER#${sub}`, `PURCHASE#${createdAt}#${purchaseId}`),
  userPurchasesPrefix: 'PURCHASE#',
  /** A purchase's place in the site-wide list of purchases (README.md 9b), by creation. */
  purchaseLog: (createdAt: string, purchaseId: string) => tableKey('PURCHASES_LOG', `${createdAt}#${purchaseId}`),
  purchaseLogPk: 'PURCHASES_LOG',
  /** What the webhook did to a purchase: one item per Stripe event, in the purchase's own partition. */
  purchaseEvent: (purchaseId: string, at: string, eventId: string) => tableKey(`PURCHASE#${purchaseId}`, `EVENT#${at}#${eventId}`),
  purchasePk: (purchaseId: string) => `PURCHASE#${purchaseId}`,
  purchaseEventsPrefix: 'EVENT#',
  /** A Stripe event handled once: its id recorded in the transaction that applies it. */
  stripeEvent: (eventId: string) => tableKey(`STRIPE_EVENT#${eventId}`, 'META'),
  /** A payment intent's purchase (refunds and disputes name the payment intent, not the checkout). */
  payment: (paymentIntentId: string) => tableKey(`PAYMENT#${paymentIntentId}`, 'META'),
  /** The joker quiz a player opened (docs/premium.md), by owner: `sub:{sub}` or `anon:{secret digest}`. */
  joker: (owner: string) => tableKey(`JOKER#${owner}`, 'META'),
  /** A caller's count of one action in one minute (rate limits), with a TTL. */
  rateCounter: (action: string, callerKey: string, minute: number) => tableKey(`RATE#${action}#${callerKey}`, `MINUTE#${minute}`),
  /** How many runs of a game one owner (`sub`, or an anonymous player's secret digest) has started. */
  runCounter: (ownerKey: string, gameId: number) => tableKey(`RUNS#${ownerKey}`, `GAME#${gameId}`),
  /**
   * What one player (a signed-in `sub`, or `anon:{secret digest}`) did that decides which of their
   * runs may enter a competition (docs/adr/0034-competitions-and-leaderboards.md):
   * each run's start, and each run in which they saw a quiz's answers. Read per quiz.
   */
  fairPlayPk: (ownerKey: string) => `FAIRPLAY#${ownerKey}`,
  runStart: (ownerKey: string, gameId: number, startedAtIso: string, runId: string) => tableKey(`FAIRPLAY#${ownerKey}`, `RUN#${gameId}#${startedAtIso}#${runId}`),
  /** The run starts of one quiz from `sinceIso` on sort in time order: `RUN#{gameId}#{ISO}#{runId}`. */
  runStartsPrefix: (gameId: number) => `RUN#${gameId}#`,
  answersSeen: (ownerKey: string, gameId: number, runId: string) => tableKey(`FAIRPLAY#${ownerKey}`, `SEEN#${gameId}#${runId}`),
  answersSeenPrefix: (gameId: number) => `SEEN#${gameId}#`,
  /** A content page in one language (docs/adr/0020-content-pages-as-structured-blocks.md), by its id. */
  page: (id: string) => tableKey(`PAGE#${id}`, 'META'),
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
  menuItem: (locale: string, id: string) => tableKey('MENU', `${locale}#${id}`),
  menuPk: 'MENU',
  /** A publish of the site (docs/back-office.md "Publishing"), by its id. */
  publish: (id: string) => tableKey(`PUBLISH#${id}`, 'META'),
  /** Publishes listed newest first in gsi1 (one small partition: a few a day). */
  publishListing: (requestedAt: string, id: string) => ({ [TABLE.gsi1.partitionKey]: 'PUBLISHES', [TABLE.gsi1.sortKey]: `${requestedAt}#${id}` }),
  publishesPk: 'PUBLISHES',
  /** Held by the publish that runs (one at a time: docs/back-office.md "Publishing"), with an expiry. */
  publishLock: () => tableKey('PUBLISH#LOCK', 'META'),
  /** A shop product (SPEC §3; docs/back-office.md "Products"), by its id. */
  product: (id: number) => tableKey(`PRODUCT#${id}`, 'META'),
  /** Products listed by status in gsi1, by id: the shop reads `PRODUCTS#validated` only. */
  productListing: (status: string, id: number) => ({ [TABLE.gsi1.partitionKey]: `PRODUCTS#${status}`, [TABLE.gsi1.sortKey]: pad(id) }),
  productsByStatus: (status: string) => `PRODUCTS#${status}`,
  /** Who holds a product slug in one language: Put with a condition in the product's transaction (unique per language). */
  productSlug: (locale: string, slug: string) => tableKey(`PRODUCTSLUG#${locale}#${slug}`, 'META'),
  /**
   * The popups (SPEC §4, docs/back-office.md "Popups"): one small partition read whole by `GET /api/popups` — each
   * popup, each trigger (flags, popups per audience in rotation order), and the settings (paid-over page).
   */
  popup: (id: string) => tableKey('POPUPS', `POPUP#${id}`),
  popupTrigger: (event: string) => tableKey('POPUPS', `TRIGGER#${event}`),
  popupSettings: () => tableKey('POPUPS', 'SETTINGS'),
  popupsPk: 'POPUPS',
  /**
   * A competition (README.md 17): its own partition; its leaderboard
   * entries sit beside it in `COMPETITION#{id}#BOARD#{shard}` (README.md 17b); listed by status in gsi1 by start.
   */
  competition: (id: string) => tableKey(`COMPETITION#${id}`, 'META'),
  competitionListing: (status: string, start: string, id: string) => ({
    [TABLE.gsi1.partitionKey]: `COMPETITIONS#${status}`,
    [TABLE.gsi1.sortKey]: `${start}#${id}`,
  }),
  competitionsByStatus: (status: string) => `COMPETITIONS#${status}`,
  /**
   * A challenge between friends (docs/adr/0032-challenges.md), under its link's hash (README.md 18); listed in gsi1 under
   * its challenger, newest last, for their menu.
   */
  challenge: (hash: string) => tableKey(`CHALLENGE#${hash}`, 'META'),
  challengeOfChallenger: (sub: string, createdAt: string, hash: string) => ({
    [TABLE.gsi1.partitionKey]: `CHALLENGES_BY#${sub}`,
    [TABLE.gsi1.sortKey]: `${createdAt}#${hash}`,
  }),
  challengesOfChallengerPk: (sub: string) => `CHALLENGES_BY#${sub}`,
  /**
   * A player's entry on a competition's leaderboard (README.md 17b): one item per player,
   * in one of the board's shards (`hash(sub) mod N`), listed in gsi1 under that shard in rank order
   * (the sort key is the rank key); a removed entry has no gsi1 keys.
   */
  boardEntry: (competitionId: string, shard: number, sub: string) => tableKey(`COMPETITION#${competitionId}#BOARD#${shard}`, `ENTRY#${sub}`),
  /**
   * Why a player's latest candidate play did not enter a board (fair runs), beside their entry: read
   * only with their own row. No gsi1 keys: the board never lists it.
   */
  boardRefusal: (competitionId: string, shard: number, sub: string) => tableKey(`COMPETITION#${competitionId}#BOARD#${shard}`, `REFUSED#${sub}`),
  boardListing: (competitionId: string, shard: number, rankKey: string) => ({
    [TABLE.gsi1.partitionKey]: `BOARD#${competitionId}#${shard}`,
    [TABLE.gsi1.sortKey]: rankKey,
  }),
  boardListingPk: (competitionId: string, shard: number) => `BOARD#${competitionId}#${shard}`,
  /**
   * A competition's rank buckets (README.md 17b, "Statistics off the score path"): how many entries
   * of its board hold each score (`SCORE#…`) and each score and whole second (`TIME#…`), kept by the
   * stream's aggregation, beside the board's shards (never written by a player's request).
   */
  rankBucket: (competitionId: string, bucket: string) => tableKey(`COMPETITION#${competitionId}#RANKS`, bucket),
  rankBucketsPk: (competitionId: string) => `COMPETITION#${competitionId}#RANKS`,
  /** The site's running counters (verified plays scored, score sum, references consumed/found/revealed). */
  siteStats: () => tableKey('SITE', 'STATS'),
  /** The aggregation's progress in one shard of the table's stream: the last sequence number applied. */
  streamProgress: (shardId: string) => tableKey(`STREAM#${shardId}`, 'PROGRESS'),
} as const;

/**
 * What an audit entry is about (docs/back-office.md "Audit trail"): the changed item's partition,
 * `GAME#12`, `USER#{sub}` … Its trail is the partition `AUDIT#{target}` (`keys.auditEntry`), so a
 * target is a key like any other: built here, never in domain/.
 */
export const auditTargets = {
  game: (id: number) => keys.gamePk(id),
  user: (sub: string) => keys.userPk(sub),
  response: (id: string) => `RESPONSE#${id}`,
  page: (id: string) => `PAGE#${id}`,
  menuItem: (locale: string, id: string) => `MENU#${locale}#${id}`,
  product: (id: number) => `PRODUCT#${id}`,
  popup: (id: string) => `POPUP#${id}`,
  popupTrigger: (event: string) => `POPUP_TRIGGER#${event}`,
  competition: (id: string) => `COMPETITION#${id}`,
} as const;

/**
 * The rank buckets of a competition's board (sort keys under `keys.rankBucketsPk`:
 * docs/adr/0035-own-rank-by-buckets.md). `of`: the buckets a rank key counts in, its score
 * (`SCORE#` + the key's inverted score) and its score with its whole second of duration (`TIME#` +
 * the key's first 13 characters); every rank key of a bucket begins with the bucket's part, and
 * buckets sort as their keys do. `firstOf`: where the two ranges a player's own rank reads begin
 * (every score bucket; their score's time buckets).
 */
export const rankBuckets = {
  of: (rankKey: string): [score: string, time: string] => [`SCORE#${rankKey.slice(0, 6)}`, `TIME#${rankKey.slice(0, 13)}`],
  firstOf: (rankKey: string): [score: string, time: string] => ['SCORE#', `TIME#${rankKey.slice(0, 7)}`],
} as const;

/** What the keys of an item the code did not build name (a stream record's: the aggregation counts plays and board entries). */
export const keyReaders = {
  isPlay: (pk: string, sk: string): boolean => pk.startsWith('PLAY#') && sk === 'META',
  /** The competition of a board entry, or null when the keys are not an entry's. */
  competitionOfBoardEntry: (pk: string, sk: string): string | null => (sk.startsWith('ENTRY#') ? (BOARD_ENTRY_PK.exec(pk)?.[1] ?? null) : null),
} as const;
